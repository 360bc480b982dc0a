"""Host a game, Join a game and the lobbies, headless, on loopback: a friend (a scripted
``RemoteMatch``) joins the host's room and readies, and the host's Start becomes enabled and
starts; the Join screen joins a room a ``ServerThread`` holds; failures in words; the menu's
entries. The table is not opened here: ``open_table`` is recorded, as the room's ``start`` is
as far as these screens go."""

from __future__ import annotations

import socket
import time
import types

import pytest

from game.net import client as client_module
from game.net import protocol
from game.net.client import RemoteMatch
from game.net.server import ServerThread
from scenes.online import start as start_table
from scenes.online.connection import LOOPBACK, Network, parse_address, start_host_server
from scenes.online.host import HostScene
from scenes.online.join import NOT_AVAILABLE, JoinScene
from scenes.online.lobby import GuestLobbyScene, HostLobbyScene
from scenes.stack import Scene

FAST = (10_000.0, 10_000)


@pytest.fixture
def tables(monkeypatch):
    """Every ``open_table`` call, with a blank scene pushed for the table: (match, seat, names)."""
    opened = []

    def open_table(app, match, seat, names):
        opened.append((match, seat, names))
        app.stack.push(Scene(app))

    monkeypatch.setattr(start_table, "open_table", open_table)
    return opened


@pytest.fixture
def room_server():
    thread = ServerThread("127.0.0.1", 0, rate=FAST)
    host, port = thread.start()
    thread.url = f"ws://{host}:{port}"
    thread.port = port
    yield thread
    thread.stop()


@pytest.fixture(autouse=True)
def closing(app):
    """Whatever a test leaves open (a lobby's server, a browser) is closed after it."""
    yield
    app.close()


def frames_until(drive, done, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        drive.step()
        time.sleep(0.02)
    return True


def hosted(app, drive, mode: str = "peasant/eras") -> HostLobbyScene:
    app.default_mode = mode
    host = HostScene(app, LOOPBACK)
    app.stack.push(host)
    drive.frames(2)
    assert [s.kind for s in host.seats][:2] == ["you", "online"]
    assert all(s.kind == "computer" for s in host.seats[2:])
    drive.press("start")
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene)
    seats = len(host.seats)
    assert frames_until(drive, lambda: lobby.match is not None and len(lobby.match.lobby) == seats)
    return lobby


def test_the_host_starts_once_the_friend_online_has_joined_and_is_ready(app, drive, tables):
    lobby = hosted(app, drive)
    hosting = lobby.hosting
    assert len(hosting.code) == protocol.ROOM_CODE_LENGTH
    assert hosting.address == "127.0.0.1" and hosting.port > 0
    assert not lobby.buttons["start"].is_enabled  # seat 2 is still open
    friend = RemoteMatch.connect(f"ws://127.0.0.1:{hosting.port}", timeout=5)
    try:
        assert friend.join(hosting.code, 1, "Bob", timeout=5) == 1
        assert frames_until(drive, lambda: lobby.shown and lobby.shown[1]["status"] == "connected")
        assert not lobby.buttons["start"].is_enabled  # joined, not ready
        friend.ready()
        assert frames_until(drive, lambda: lobby.buttons["start"].is_enabled)
        words = [label.text for label in lobby.elements if hasattr(label, "text")]
        assert "Bob" in words and "ready" in words
        drive.press("start")
        assert frames_until(drive, lambda: bool(tables))
        match, seat, names = tables[0]
        assert (seat, names) == (0, [lobby.plan.my_name, "Bob"]) and match is lobby.match
        assert friend.wait(lambda m: m.started and m.view is not None, timeout=5)
        app.stack.pop()  # the table: the lobby under it goes too, and the hosting ends
        drive.frames(2)
        assert isinstance(app.stack.top, HostScene)
        assert hosting_stopped(hosting)
    finally:
        friend.leave()


def hosting_stopped(hosting, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while hosting.server._thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    return not hosting.server._thread.is_alive()


def test_leaving_the_lobby_stops_the_server_and_says_so(app, drive, tables):
    lobby = hosted(app, drive)
    hosting = lobby.hosting
    drive.press("back")
    host = app.stack.top
    assert isinstance(host, HostScene)
    assert hosting_stopped(hosting)
    assert host.message == f"You left the game {hosting.code}: this computer's server has stopped."
    assert host.message_label.text == host.message
    with pytest.raises(client_module.NetError):
        RemoteMatch.connect(f"ws://127.0.0.1:{hosting.port}", timeout=2)


def test_the_host_plays_one_seat_and_names_no_other_kind(app, drive):
    app.default_mode = "imposter/cutthroat"
    host = HostScene(app, LOOPBACK)
    app.stack.push(host)
    drive.frames(2)
    drive.press("kind:2:you")
    assert [s.kind for s in host.seats] == ["online", "online", "you"]
    drive.press("kind:2:computer")
    drive.press("start")
    assert app.stack.top is host and host.message == "Choose You for the seat you play"
    for key in ("kind:0:you", "kind:0:online", "kind:0:computer", "start", "back"):
        assert app.screen.get_rect().contains(host.buttons[key].rect), key


def join_screen(app, drive, address: str, code: str, name: str = "Bob") -> JoinScene:
    join = JoinScene(app, LOOPBACK)
    app.stack.push(join)
    drive.frames(2)
    join.address_text, join.code_text, join.name_text = address, code, name
    join.rebuild()
    drive.press("join")
    return join


def test_the_join_screen_takes_a_free_seat_readies_and_sees_the_start(app, drive, tables, room_server):  # fmt: skip
    ann = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        code = ann.create("peasant/eras", [{"kind": "online"}, {"kind": "online"}], seed=1)
        ann.join(code, 0, "Ann", timeout=5)
        join = join_screen(app, drive, f"127.0.0.1:{room_server.port}", code.lower())
        assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
        guest = app.stack.top
        assert guest.match.seat == 1 and app.settings.online_name == "Bob"
        assert app.settings.online_address == f"127.0.0.1:{room_server.port}"
        drive.press("ready")
        assert ann.wait(lambda m: len(m.lobby) == 2 and m.lobby[1]["ready"], timeout=5)
        assert frames_until(drive, lambda: guest.buttons["ready"].text == "Not ready")
        ann.ready()
        ann.start()
        assert frames_until(drive, lambda: bool(tables))
        assert tables[0][1:] == (1, ["Ann", "Bob"])
        app.stack.pop()  # the table: the lobby under it goes too
        drive.frames(2)
        assert app.stack.top is join and join.message.startswith(f"You left the game {code}")
    finally:
        ann.leave()


def free_port() -> int:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    return port


def join_fails(app, drive, address: str, code: str) -> str:
    join = join_screen(app, drive, address, code)
    assert frames_until(drive, lambda: join.task is None and join.message and not join.message.startswith("Connecting"))  # fmt: skip
    assert app.stack.top is join and join.buttons["join"].is_enabled
    return join.message


def test_a_wrong_code_is_said_in_words(app, drive, room_server):
    where = f"127.0.0.1:{room_server.port}"
    assert join_fails(app, drive, where, "ABCD") == f"No game with code ABCD at {where}"


def test_a_closed_port_is_said_in_words(app, drive):
    port = free_port()
    words = join_fails(app, drive, f"127.0.0.1:{port}", "ABCDEF")
    assert words == f"Nobody is hosting at 127.0.0.1:{port} (the connection was refused)"


def test_a_host_of_another_version_is_said_in_words(app, drive, room_server, monkeypatch):
    newer = types.SimpleNamespace(**{k: getattr(protocol, k) for k in dir(protocol) if not k.startswith("__")})  # fmt: skip
    newer.VERSION = protocol.VERSION + 1
    monkeypatch.setattr(client_module, "protocol", newer)  # this app speaks a newer version
    words = join_fails(app, drive, f"127.0.0.1:{room_server.port}", "ABCDEF")
    assert words == "That host runs another version of Throneroom"


def test_an_address_is_read_with_the_default_port():
    assert parse_address("192.168.1.5") == ("192.168.1.5", 8765)
    assert parse_address(" ws://host.lan:9000/ ") == ("host.lan", 9000)
    for bad in ("", "host:port", "host:70000"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_a_busy_port_falls_back_to_a_free_one():
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    try:
        server, port = start_host_server(Network("127.0.0.1", busy.getsockname()[1]))
        try:
            assert port not in (0, busy.getsockname()[1])
        finally:
            server.stop()
    finally:
        busy.close()


def test_without_zeroconf_the_join_screen_says_so_and_an_address_still_joins(app, drive, tables, room_server, monkeypatch):  # fmt: skip
    from game.net import discovery

    def no_network(interfaces):
        raise OSError("no interface to send multicast on")

    monkeypatch.setattr(discovery, "_zeroconf", no_network)
    ann = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        code = ann.create("peasant/eras", [{"kind": "online"}, {"kind": "computer"}], seed=2)
        join = join_screen(app, drive, f"127.0.0.1:{room_server.port}", code)
        texts = [getattr(e, "text", "") for e in join.found_elements]
        assert NOT_AVAILABLE in texts
        assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
        assert app.stack.top.match.seat == 0
    finally:
        ann.leave()


def test_a_game_hosted_here_is_found_on_the_join_screen_with_its_free_seat(app, drive, tables):
    lobby = hosted(app, drive)
    hosting = lobby.hosting
    if not hosting.announcer.announced.wait(10):
        pytest.skip(f"multicast on loopback is not available: {hosting.announcer.error}")
    join = JoinScene(app, LOOPBACK)
    app.stack.push(join)

    # (Another test may announce a room on loopback meanwhile: this one is found by its code.)
    def ours() -> int | None:
        codes = [g.code for g in join.found()]
        at = codes.index(hosting.code) if hosting.code in codes else None
        return at if f"found:{at}" in join.buttons else None

    if not frames_until(drive, lambda: ours() is not None):
        pytest.skip("multicast on loopback is not available (nothing was heard)")
    at = ours()
    game = join.found()[at]
    assert (game.code, game.port, game.open_seats) == (hosting.code, hosting.port, (1,))
    drive.press(f"found:{at}")
    assert (join.address_text, join.code_text) == (f"127.0.0.1:{hosting.port}", hosting.code)
    drive.press("seat:1")
    drive.press("join")
    assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
    assert app.stack.top.match.seat == 1


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_menu_offers_host_and_join_and_fits(app, drive, size):
    from scenes.menu import MenuScene

    drive.resize(size)
    app.stack.clear_to(MenuScene(app))
    drive.frames(2)
    menu = app.stack.top
    rects = [b.rect for b in menu.buttons.values()]
    assert {"host", "join"} <= set(menu.buttons)
    assert all(app.screen.get_rect().contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    drive.press("join")
    assert isinstance(app.stack.top, JoinScene)


@pytest.mark.parametrize("size, text_size", [((1024, 640), "larger"), ((1280, 720), "normal")])
def test_nothing_on_the_online_screens_is_cut(app, drive, tables, size, text_size):
    from text_fit_helpers import building, problems

    drive.resize(size)
    found: list[str] = []
    with building(found):
        app.set_text_size(text_size)
        lobby = hosted(app, drive, "usurp/teams-8")
    found += [f"host lobby: {p}" for p in problems(app)]
    friend = RemoteMatch.connect(f"ws://127.0.0.1:{lobby.hosting.port}", timeout=5)
    try:
        with building(found):
            join = join_screen(app, drive, f"127.0.0.1:{lobby.hosting.port}", "NOSUCH")
            assert frames_until(drive, lambda: join.task is None)
        found += [f"join: {p}" for p in problems(app)]
        with building(found):
            join.code_text = lobby.hosting.code
            drive.press("join")
            assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
        found += [f"guest lobby: {p}" for p in problems(app)]
        with building(found):
            app.stack.pop()
            app.stack.pop()
            app.stack.pop()  # the host's lobby: back on Host a game, which says it ended
            drive.frames(2)
        found += [f"host: {p}" for p in problems(app)]
    finally:
        friend.leave()
    assert found == []


def test_a_host_may_use_a_room_server_elsewhere_which_goes_on_after(app, drive, tables, room_server):  # fmt: skip
    app.default_mode = "peasant/eras"
    host = HostScene(app, LOOPBACK)
    app.stack.push(host)
    drive.frames(2)
    host.server_text = f"127.0.0.1:{room_server.port}"
    drive.press("start")
    lobby = app.stack.top
    assert frames_until(drive, lambda: lobby.match is not None and len(lobby.match.lobby) == 2)
    assert lobby.hosting.server is None and lobby.hosting.announcer is None
    code = lobby.hosting.code
    assert code in room_server.server.rooms
    drive.press("back")
    assert host.message == f"You left the game {code} on 127.0.0.1:{room_server.port}."
    other = RemoteMatch.connect(room_server.url, timeout=5)  # the server itself goes on
    other.leave()


def test_a_room_server_nobody_runs_is_said_in_words_with_back(app, drive, tables):
    app.default_mode = "peasant/eras"
    host = HostScene(app, LOOPBACK)
    app.stack.push(host)
    drive.frames(2)
    port = free_port()
    host.server_text = f"127.0.0.1:{port}"
    drive.press("start")
    lobby = app.stack.top
    assert frames_until(drive, lambda: lobby.problem is not None)
    assert lobby.problem == f"The game could not be hosted: Nobody is hosting at 127.0.0.1:{port} (the connection was refused)"  # fmt: skip
    assert set(lobby.buttons) == {"back"}
    drive.press("back")
    assert app.stack.top is host


@pytest.mark.parametrize("mode", ["imposter/2v2", "usurp/5p", "peasant/eras"])
def test_host_a_game_shows_every_seat_s_kind_whole_at_larger_text(app, drive, mode):
    from text_fit_helpers import building, problems

    drive.resize((1024, 640))
    found: list[str] = []
    with building(found):
        app.set_text_size("larger")
        app.default_mode = mode
        host = HostScene(app, LOOPBACK)
        app.stack.push(host)
        drive.frames(2)
    assert found + problems(app) == []
    # A seat's kind button, where the three do not fit whole, names its kind and moves it on.
    keys = [k for k in host.buttons if k.startswith("kind:1:")]
    drive.press(keys[0])
    assert host.seats[1].kind in ("online", "computer", "you")
    assert [s.kind for s in host.seats].count("you") == 1


def test_a_friend_s_lobby_says_so_when_the_host_stops(app, drive, tables, room_server):
    ann = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        code = ann.create("peasant/eras", [{"kind": "online"}, {"kind": "online"}], seed=3)
        ann.join(code, 0, "Ann", timeout=5)
        join_screen(app, drive, f"127.0.0.1:{room_server.port}", code)
        assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
        guest = app.stack.top
        room_server.stop()
        assert frames_until(drive, lambda: guest.problem is not None)
        assert guest.problem.startswith(f"The game at 127.0.0.1:{room_server.port} has ended: ")
        assert set(guest.buttons) == {"back"} and not tables
    finally:
        ann.leave()
