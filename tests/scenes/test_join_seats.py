"""The Join screen's seats for a typed address, headless, against a ``ServerThread`` room on
loopback: Enter in the code field looks the room up (a ``peek``), the free seats are offered and
the taken ones greyed with who holds them, Join takes the seat picked; a seat taken meanwhile is
said and looked up again; a started room says so; and the seats fit at every size."""

from __future__ import annotations

import time

import pygame
import pytest

from game.net.client import RemoteMatch
from game.net.server import ServerThread
from scenes.online.connection import LOOPBACK
from scenes.online.join import JoinScene
from scenes.online.lobby import GuestLobbyScene

FAST = (10_000.0, 10_000)
# 2v2: seats 0 and 1 open, Ann in seat 2, a computer in seat 3.
SEATS = [{"kind": "online"}, {"kind": "online"}, {"kind": "online"}, {"kind": "computer", "level": "easy"}]  # fmt: skip


@pytest.fixture
def room_server():
    thread = ServerThread("127.0.0.1", 0, rate=FAST)
    thread.port = thread.start()[1]
    thread.url = f"ws://127.0.0.1:{thread.port}"
    yield thread
    thread.stop()


@pytest.fixture
def ann(room_server):
    """Ann in seat 2 of a 2v2 room; its code is ``ann.room``."""
    match = RemoteMatch.connect(room_server.url, timeout=5)
    code = match.create("imposter/2v2", SEATS, seed=5)
    match.join(code, 2, "Ann", timeout=5)
    yield match
    match.leave()


@pytest.fixture(autouse=True)
def closing(app):
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


def typed(app, drive, port: int, code: str) -> JoinScene:
    """The Join screen with the address, a code and a name typed in, the code field focused."""
    join = JoinScene(app, LOOPBACK)
    app.stack.push(join)
    drive.frames(2)
    join.address_text, join.code_text, join.name_text = f"127.0.0.1:{port}", code, "Bob"
    join.rebuild()
    drive.click(join.entry_of["code"])
    return join


def looked_up(drive, join: JoinScene) -> None:
    """Enter in the code field, and the frames until the room has answered the look-up."""
    looks = []
    find = join.find_seats
    join.find_seats = lambda keep=None: (looks.append(keep), find(keep))
    drive.key(pygame.K_RETURN)
    assert looks == [None]
    assert frames_until(drive, lambda: join.peek_task is None)
    drive.frames(2)


def test_enter_in_the_code_field_lists_the_seats_and_join_takes_the_one_picked(app, drive, room_server, ann):  # fmt: skip
    join = typed(app, drive, room_server.port, ann.room.lower())
    looked_up(drive, join)
    seats = {k: b for k, b in join.buttons.items() if k.startswith("seat:")}
    assert list(seats) == ["seat:0", "seat:1", "seat:2", "seat:3"]
    assert [b.is_enabled for b in seats.values()] == [True, True, False, False]
    assert seats["seat:2"].text == "Seat 3: Ann"
    assert seats["seat:3"].text == "Seat 4: Computer (Easy)"
    assert join.seat == 0 and join.buttons["find"].text == "Look again"
    drive.press("seat:1")
    drive.press("join")
    assert frames_until(drive, lambda: isinstance(app.stack.top, GuestLobbyScene))
    assert app.stack.top.match.seat == 1
    assert ann.wait(lambda m: len(m.lobby) == 4 and m.lobby[1]["name"] == "Bob", timeout=5)
    assert ann.lobby[0]["status"] == "open"


def test_a_seat_taken_meanwhile_is_said_and_the_seats_looked_up_again(app, drive, room_server, ann):
    join = typed(app, drive, room_server.port, ann.room)
    looked_up(drive, join)
    drive.press("seat:1")
    cleo = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        cleo.join(ann.room, 1, "Cleo", timeout=5)  # before Bob presses Join
        drive.press("join")
        assert frames_until(drive, lambda: join.task is None and join.peek_task is None and join.buttons["seat:1"].text == "Seat 2: Cleo")  # fmt: skip
        drive.frames(2)
        assert join.message == "That seat was taken meanwhile: pick another"
        assert not join.buttons["seat:1"].is_enabled and join.seat == 0
        assert app.stack.top is join and join.buttons["join"].is_enabled
    finally:
        cleo.leave()


def test_a_started_room_says_so_and_offers_no_seat(app, drive, room_server):
    ann = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        code = ann.create("peasant/eras", [{"kind": "online"}, {"kind": "computer"}], seed=1)
        ann.join(code, 0, "Ann", timeout=5)
        ann.ready()
        assert ann.wait(lambda m: bool(m.lobby) and m.lobby[0]["ready"], timeout=5)
        ann.start()
        assert ann.wait(lambda m: m.started, timeout=5)
        join = typed(app, drive, room_server.port, code)
        looked_up(drive, join)
        assert join.message == "This game has started: no seat of it is free"
        assert not [k for k in join.buttons if k.startswith("seat:")]
        assert not join.buttons["join"].is_enabled
    finally:
        ann.leave()


def test_a_wrong_code_is_said_when_the_seats_are_looked_up(app, drive, room_server):
    join = typed(app, drive, room_server.port, "NOSUCH")
    join.find_seats()
    assert join.message == "Looking for the seats of game NOSUCH..."
    assert not join.buttons["find"].is_enabled and not join.buttons["join"].is_enabled
    assert frames_until(drive, lambda: join.peek_task is None)
    drive.frames(2)
    assert join.message == f"No game with code NOSUCH at 127.0.0.1:{room_server.port}"
    assert join.buttons["join"].is_enabled and "seat:-1" in join.buttons


@pytest.mark.parametrize(
    "size, text_size",
    [((1024, 640), "larger"), ((1024, 640), "normal"), ((1280, 720), "larger"), ((1920, 1080), "larger")],
)  # fmt: skip
def test_eight_seats_fit_whole_with_words_under_them(app, drive, room_server, size, text_size):
    from text_fit_helpers import building, problems

    host = RemoteMatch.connect(room_server.url, timeout=5)
    try:
        seats = [{"kind": "online"}] * 4 + [{"kind": "computer", "level": "hard"}] * 4
        code = host.create("usurp/teams-8", seats, seed=2)
        host.join(code, 0, "Lady Vesna", timeout=5)
        drive.resize(size)
        found: list[str] = []
        with building(found):
            app.set_text_size(text_size)
            join = typed(app, drive, room_server.port, code)
            looked_up(drive, join)
            join.kept = None
            join.find_seats(keep="That seat was taken meanwhile: pick another")
            assert frames_until(drive, lambda: join.peek_task is None)
            drive.frames(2)
        assert join.message == "That seat was taken meanwhile: pick another"
        assert len([k for k in join.buttons if k.startswith("seat:")]) == 8
        assert found + problems(app) == []
    finally:
        host.leave()


def test_tab_walks_the_fields_the_look_up_the_seats_then_join(app, drive, room_server, ann):
    join = typed(app, drive, room_server.port, ann.room)
    looked_up(drive, join)
    walk = [join.entries.get(id(e)) or join._keys.get(id(e)) for e in join.focus.targets()]
    walk = [k for k in walk if not k.startswith("found:")]  # a game another test announces
    assert walk == ["address", "code", "find", "name", "seat:0", "seat:1", "join", "back"]
