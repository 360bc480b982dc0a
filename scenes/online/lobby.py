"""The lobby before an online match: each seat's name, a friend online or a computer, joined or
not, ready or not, as the room last said. The host's lobby (``HostLobbyScene``) also shows the
address and the room code to read out, and Start, enabled once every online seat is joined and
ready; a friend's (``GuestLobbyScene``) has Ready. When the room says ``start`` both push the
table (``start.open_table``) and stay under it; leaving the lobby, or the table once it is gone,
ends the hosting: the server stops and the screen below says so.

The pygame loop never waits on the network: the slow steps (starting the server, connecting,
creating the room) run in a ``connection.Task``, and the room's messages are read once a frame.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.net import discovery
from game.net.client import RemoteMatch
from game.net.server import ServerThread
from scenes import widgets
from scenes.online import start as start_table
from scenes.online.connection import (
    EVERYWHERE,
    Network,
    Task,
    connect,
    error_words,
    parse_address,
    start_host_server,
)
from scenes.widgets import UIScene

LOOPBACK_ADDRESS = "127.0.0.1"
POLL_SECONDS = 0.1  # how often the lobby reads the room's messages
STATUS_WORDS = {
    "connected": "joined",
    "open": "not joined yet",
    "reconnecting": "reconnecting...",
    "away": "away",
    "computer": "",
}


def open_seats(lobby: list[dict]) -> list[int]:
    """The online seats nobody has taken yet."""
    return [i for i, s in enumerate(lobby) if s["kind"] == "online" and s["status"] == "open"]


def waiting_for(lobby: list[dict]) -> list[str]:
    """The online seats the start waits for: not joined, or not ready (by name, or seat)."""
    return [
        s["name"] if s["status"] != "open" else f"seat {i + 1}"
        for i, s in enumerate(lobby)
        if s["kind"] == "online" and (s["status"] != "connected" or not s["ready"])
    ]


@dataclass
class HostPlan:
    """What Host a game chose: the room to create, the host's own seat and name, and a room
    server's address (blank: this computer runs one)."""

    mode: str
    title: str
    seats: list[dict]  # as the room's ``create`` takes them
    options: dict[str, str]
    seed: int
    my_seat: int
    my_name: str
    server: str = ""


@dataclass
class Hosting:
    """A room being hosted: the server this app runs (None on a room server elsewhere), its
    announcement on the network, and the address and code friends join with."""

    server: ServerThread | None
    announcer: discovery.Announcer | None
    address: str
    port: int
    code: str

    def stop(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        if self.server is not None:
            self.server.stop()


def host_room(plan: HostPlan, network: Network = EVERYWHERE) -> tuple[RemoteMatch, Hosting]:
    """Start the server (or reach the one named), create the room, take the host's seat and say
    it is ready, and announce the room on the network; blocking, so run in a ``Task``."""
    server = None
    if plan.server:
        connect_to, port = parse_address(plan.server)
        address = connect_to
    else:
        server, port = start_host_server(network)
        # Friends reach it at the LAN address, unless it listens on this machine only.
        loopback = network.listen == LOOPBACK_ADDRESS
        connect_to, address = (
            LOOPBACK_ADDRESS,
            LOOPBACK_ADDRESS if loopback else discovery.lan_address(),
        )
    match = None
    try:
        match = connect(connect_to, port)
        code = match.create(plan.mode, plan.seats, options=plan.options, seed=plan.seed)
        match.join(code, plan.my_seat, plan.my_name)
        match.ready()
    except BaseException:
        if match is not None:
            match.leave()
        if server is not None:
            server.stop()
        raise
    announcer = None
    if server is not None:  # a room on this machine's own server is announced on its network
        announcer = discovery.Announcer(address, port, network.interfaces)
        online = [i for i, s in enumerate(plan.seats) if s["kind"] == "online"]
        free = [i for i in online if i != plan.my_seat]
        announcer.start(code, plan.title, plan.my_name, len(plan.seats), free)
    return match, Hosting(server, announcer, address, port, code)


class LobbyScene(UIScene):
    """What both lobbies share: the seats' list, reading the room, Leave, and the table."""

    name = "lobby"
    animated = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.match: RemoteMatch | None = None
        self.task: Task | None = None
        self.problem: str | None = None  # a failure in words: the lobby shows it and Back
        self.shown: list[dict] | None = None  # the lobby as last drawn
        self.opened = False  # the table was pushed
        self.ended = False
        self.code_centre = (0, 0)

    # ----- the room ----------------------------------------------------------------------------

    def next_frame_in(self) -> float:
        return POLL_SECONDS

    def update(self, dt: float) -> None:
        if self.opened and self.active and not self.ended:
            self.app.stack.pop()  # back from the table: the match is over for this app
            return
        if self.ended or self.opened:
            return  # the table reads the match now
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            self.task_done(task)
            self.rebuild_if_active()
        if self.match is None:
            return
        self.match.update()
        if self.match.started:
            self.opened = True
            self.on_start()
            names = [self.match.name(i) for i in range(len(self.match.lobby))]
            start_table.open_table(self.app, self.match, self.match.seat, names)
        elif self.match.closed is not None:
            self.problem = self.closed_words(self.match.closed)
            self.match = None
            self.rebuild_if_active()
        elif self.match.lobby != self.shown:
            self.on_lobby()
            self.rebuild_if_active()

    def rebuild_if_active(self) -> None:
        if self.active:
            self.rebuild()
            self.app.request_frame(0)

    def task_done(self, task: Task) -> None:
        """The slow step ended: ``task.result`` or ``task.error``."""

    def on_lobby(self) -> None:
        """Who is there changed."""

    def on_start(self) -> None:
        """The match starts."""

    def closed_words(self, closed: dict) -> str:
        reason = closed.get("reason") or "the connection was lost"
        return f"The game has ended: {reason}"

    # ----- leaving -----------------------------------------------------------------------------

    def leave(self) -> None:
        super().leave()
        if self not in self.app.stack.scenes:  # popped (not covered by the table)
            self.close()

    def close(self) -> None:
        """End this seat's part (and the hosting): in a thread, as goodbyes take a moment."""
        if self.ended:
            return
        self.ended = True
        match, self.match = self.match, None
        hosting = self.hosting_to_stop()
        pending, self.task = self.task, None

        def end() -> None:
            if pending is not None and pending.wait(60) and pending.error is None:
                self.discard(pending.result)  # left while the room was being made
            if match is not None:
                match.leave()
            if hosting is not None:
                hosting.stop()

        Task(end)

    def hosting_to_stop(self) -> Hosting | None:
        return None

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        return False

    def discard(self, result) -> None:
        """What a slow step made after the lobby was left: undone."""

    # ----- the screen --------------------------------------------------------------------------

    def heading(self) -> str:
        return "Lobby"

    def build(self, size) -> None:
        w, h = size
        m = self.px(40)
        self.label(self.heading(), (0, self.px(18), w, self.tx(48)), "#heading")
        y = self.px(36) + self.tx(48)
        bh = self.tx(52)
        bottom = h - bh - self.px(24)
        if self.problem is not None or self.match is None:
            words = self.problem or self.waiting_words()
            style = "#notice" if self.problem else "#body"
            self.wrapped_label(words, round(w * 0.15), y + self.px(40), round(w * 0.7), style)
            self.button("back", "Back", (m, bottom, self.tx(200), bh))
            return
        y = self.build_top(w, y)
        lobby = self.match.lobby
        self.shown = [dict(s) for s in lobby]
        y = self.build_seats(lobby, m, y, w - 2 * m, bottom - self.px(12))
        self.button("back", "Leave", (m, bottom, self.tx(200), bh))
        self.build_bottom(w, m, bottom, bh)

    def waiting_words(self) -> str:
        return "Connecting..."

    def build_top(self, w: int, y: int) -> int:
        """What comes above the seats; returns the y under it."""
        return y

    def build_bottom(self, w: int, m: int, y: int, bh: int) -> None:
        """The buttons and the line beside Leave."""

    def build_seats(self, lobby: list[dict], x: int, y: int, width: int, bottom: int) -> int:
        """A line a seat: its number, name, who plays it, joined or not, ready or not."""
        width = min(width, self.px(1100))
        x = (self.app.size[0] - width) // 2
        self.label("Seats", (x, y, width, self.tx(30)), "#subheading")
        y += self.tx(34)
        row = min(self.tx(34), max(self.line_height("#body") + self.px(4),
                                   (bottom - y) // max(1, len(lobby))))  # fmt: skip
        cols = (0.0, 0.1, 0.36, 0.6, 0.85)
        font = self.ui_font("#body")
        for seat in self.seat_lines(lobby):
            for k, text in enumerate(seat):
                cx = x + round(width * cols[k])
                cw = round(width * ((cols[k + 1] if k + 1 < len(cols) else 1.0) - cols[k]))
                text = widgets.fit_text(font, text, cw - self.px(8))
                # Labels centre their text: a rect as wide as the words keeps it at the left.
                tw = min(cw, font.size(text)[0] + self.px(8))
                self.label(text, (cx, y, tw, row), "#body")
            y += row
        return y

    def seat_lines(self, lobby: list[dict]) -> list[tuple[str, ...]]:
        """Each seat's words: its number, name, who plays it, presence, ready or not."""
        lines = []
        for i, seat in enumerate(lobby):
            mine = self.match is not None and i == self.match.seat
            who = "You" if mine else "A friend online"
            if seat["kind"] == "computer":
                who = "Computer"
                if seat.get("level"):
                    who += f", {str(seat['level']).title()}"
            ready = ""
            if seat["kind"] == "online" and seat["status"] == "connected":
                ready = "ready" if seat["ready"] else "not ready"
            status = STATUS_WORDS.get(seat["status"], seat["status"])
            lines.append((f"Seat {i + 1}", seat["name"], who, status, ready))
        return lines


class HostLobbyScene(LobbyScene):
    """The host's lobby: the room is made (in a thread) as the scene opens, then it shows the
    address and code, the seats, and Start."""

    name = "host_lobby"

    def __init__(self, app, plan: HostPlan, on_end=None, network: Network = EVERYWHERE) -> None:
        """``on_end(words)`` is told, in words, that the hosting ended (the Host screen shows
        it); ``network``: where the server listens and the room is announced."""
        super().__init__(app)
        self.plan = plan
        self.hosting: Hosting | None = None
        self.on_end = on_end
        self.task = Task(lambda: host_room(plan, network))

    def task_done(self, task: Task) -> None:
        if task.error is not None:
            where = self.plan.server or "this computer"
            words = error_words(task.error, where)
            if not words.lower().startswith("the game could not be hosted"):
                words = f"The game could not be hosted: {words}"
            self.problem = words
            return
        self.match, self.hosting = task.result

    def waiting_words(self) -> str:
        if self.plan.server:
            return f"Connecting to {self.plan.server}..."
        return "Starting the game on this computer..."

    def heading(self) -> str:
        return f"Hosting: {self.plan.title}"

    def hosting_to_stop(self) -> Hosting | None:
        hosting = self.hosting
        if hosting is not None and self.on_end is not None:
            if hosting.server is not None:
                self.on_end(f"You left the game {hosting.code}: this computer's server has stopped.")  # fmt: skip
            else:
                self.on_end(f"You left the game {hosting.code} on {self.plan.server}.")
        return hosting

    def discard(self, result) -> None:
        match, hosting = result
        match.leave()
        hosting.stop()

    def on_lobby(self) -> None:
        hosting = self.hosting
        if hosting is not None and hosting.announcer is not None and self.match is not None:
            lobby = self.match.lobby
            hosting.announcer.update(hosting.code, self.plan.title, self.plan.my_name, len(lobby), open_seats(lobby))  # fmt: skip

    def on_start(self) -> None:
        hosting = self.hosting
        if hosting is not None and hosting.announcer is not None:
            Task(hosting.announcer.stop)  # no seat is open once the match is on

    @property
    def can_start(self) -> bool:
        return self.match is not None and bool(self.match.lobby) and not waiting_for(self.match.lobby)  # fmt: skip

    def build_top(self, w: int, y: int) -> int:
        hosting = self.hosting
        self.label("Room code", (0, y, w, self.line_height("#small")), "#small")
        y += self.line_height("#small")
        self.code_centre = (w // 2, y + self.tx(34))
        y += self.tx(72)
        where = f"{hosting.address}:{hosting.port}"
        self.label(f"Friends join at {where} with this code", (0, y, w, self.tx(26)), "#body")
        y += self.tx(26)
        if hosting.announcer is not None:
            note = "Friends on this network also find it under Join a game."
            if hosting.announcer.error:
                note = "Not announced on this network; friends type the address."
            self.label(note, (0, y, w, self.tx(22)), "#small")
            y += self.tx(22)
        return y + self.px(10)

    def build_bottom(self, w: int, m: int, y: int, bh: int) -> None:
        bw = self.tx(200)
        self.button(
            "start", "Start", (w - m - bw, y, bw, bh), "#big_button", enabled=self.can_start
        )
        waiting = waiting_for(self.match.lobby)
        words = f"Waiting for {', '.join(waiting)}" if waiting else "Everyone is ready"
        room = w - 2 * m - 2 * bw - self.px(24)
        words = widgets.fit_text(self.ui_font("#small"), words, room)
        self.label(words, (m + bw + self.px(12), y, room, bh), "#small")

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.hosting is not None and self.problem is None and not self.ended:
            font = widgets.title_font(self.app, self.tx(60))
            spaced = " ".join(self.hosting.code)  # read out letter by letter
            widgets.blit_text(surface, spaced, font, widgets.GOLD, self.code_centre, "center")

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "start" and self.can_start:
            self.match.start()


class GuestLobbyScene(LobbyScene):
    """A friend's lobby, once its seat is taken: the seats and Ready, until the host starts."""

    name = "guest_lobby"

    def __init__(self, app, match: RemoteMatch, where: str, on_end=None) -> None:
        super().__init__(app)
        self.match = match
        self.where = where
        self.on_end = on_end

    def heading(self) -> str:
        return f"Joined: {self.match.title}" if self.match is not None else "Lobby"

    def closed_words(self, closed: dict) -> str:
        reason = closed.get("reason") or "the connection was lost"
        return f"The game at {self.where} has ended: {reason}"

    def close(self) -> None:
        if self.on_end is not None and self.match is not None and not self.ended:
            self.on_end(f"You left the game {self.match.room} at {self.where}.")
            self.on_end = None
        super().close()

    @property
    def ready(self) -> bool:
        m = self.match
        return m is not None and m.seat is not None and m.seat < len(m.lobby) and m.lobby[m.seat]["ready"]  # fmt: skip

    def build_top(self, w: int, y: int) -> int:
        line = f"Game {self.match.room} at {self.where}. Say you are ready; the host starts."
        self.label(line, (0, y, w, self.tx(26)), "#body")
        return y + self.tx(26) + self.px(10)

    def build_bottom(self, w: int, m: int, y: int, bh: int) -> None:
        bw = self.tx(200)
        text = "Not ready" if self.ready else "Ready"
        self.button("ready", text, (w - m - bw, y, bw, bh), "#big_button")
        words = "Waiting for the host to start" if self.ready else "Press Ready when you are"
        room = w - 2 * m - 2 * bw - self.px(24)
        self.label(widgets.fit_text(self.ui_font("#small"), words, room), (m + bw + self.px(12), y, room, bh), "#small")  # fmt: skip

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "ready" and self.match is not None:
            self.match.ready(not self.ready)
