"""Host a game: New game's screen (the game, the mode and its options, the seats, the seed) with
three kinds of seat, "you", a friend online and a computer, and the room server to use (this
computer unless an address is typed). Start opens the host's lobby (``lobby.HostLobbyScene``),
which makes the room; leaving it comes back here and says the hosting has ended."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.core.registry import modes
from scenes import widgets
from scenes.online.connection import EVERYWHERE, Network, parse_address
from scenes.online.lobby import HostLobbyScene, HostPlan
from scenes.session import default_name
from scenes.setup import SetupScene

HOST_KINDS = ("you", "online", "computer")
KIND_TITLES = {"you": "You", "online": "Online", "computer": "Computer"}
SERVER_LIMIT = 100  # characters of a room server's address
SERVER_HINT = "Blank: this computer hosts; or a throneroom serve address"


class HostScene(SetupScene):
    name = "host"
    heading = "Host a game"
    seat_kinds = HOST_KINDS

    def __init__(self, app, network: Network = EVERYWHERE) -> None:
        """``network``: where the server listens and the room is announced (every address)."""
        self.network = network
        super().__init__(app)
        self.server_text = ""  # a room server's address; blank: this computer runs one
        self.message: str | None = None  # why Start did nothing, or that the hosting ended
        self.server_entry: UITextEntryLine | None = None
        self.message_label = None

    # ----- the seats -------------------------------------------------------------------------

    def kind_title(self, kind: str) -> str:
        return KIND_TITLES.get(kind, kind.title())

    def first_kind(self, seat: int) -> str:
        return ("you", "online")[seat] if seat < 2 else "computer"

    def default_seat_name(self, seat: int, kind: str) -> str:
        if kind == "you":
            return getattr(self.app.settings, "online_name", "") or default_name(0, "human")
        if kind == "online":
            return f"Friend {seat + 1}"  # the friend's own name replaces it when they join
        return default_name(seat, kind)

    def set_kind(self, seat: int, kind: str) -> None:
        """One seat is the host's own: choosing "you" for another seat makes the old one a
        friend's."""
        if kind == "you":
            for i, s in enumerate(self.seats):
                if i != seat and s.kind == "you":
                    super().set_kind(i, "online")
        super().set_kind(seat, kind)

    # ----- starting ----------------------------------------------------------------------------

    def plan(self) -> HostPlan | None:
        """The room to create, or None with ``message`` saying what is missing."""
        seats = self.seat_setups()
        mine = [i for i, s in enumerate(seats) if s.kind == "you"]
        if len(mine) != 1:
            self.message = "Choose You for the seat you play"
            return None
        if self.server_text.strip():
            try:
                parse_address(self.server_text)
            except ValueError as exc:
                self.message = str(exc)
                return None
        room_seats = []
        for s in seats:
            if s.kind == "computer":
                room_seats.append({"kind": "computer", "level": s.level, "name": s.name})
            else:
                room_seats.append({"kind": "online", "name": s.name})
        return HostPlan(
            mode=self.mode_id,
            title=modes()[self.mode_id].title,
            seats=room_seats,
            options=self.options(),
            seed=self.seed(),
            my_seat=mine[0],
            my_name=seats[mine[0]].name,
            server=self.server_text.strip(),
        )

    def start(self) -> None:
        plan = self.plan()
        if plan is None:
            self.rebuild()
            return
        self.message = None
        self.app.settings.online_name = plan.my_name
        self.app.settings.save()
        self.app.stack.push(HostLobbyScene(self.app, plan, self.hosting_ended, self.network))

    def hosting_ended(self, words: str) -> None:
        self.message = words

    # ----- the screen --------------------------------------------------------------------------

    def build(self, size) -> None:
        super().build(size)
        # Between Back and Start: the room server, and a line for what Start or the lobby said.
        w, h = size
        m, gap = self.px(40), self.px(8)
        bw, bh = self.tx(200), self.tx(52)
        y = h - bh - self.px(24)
        x, right = m + bw + self.px(16), w - m - bw - self.px(16)
        style = "#notice" if self.message else "#small"
        line_h = self.line_height(style)
        row = min(self.tx(34), bh - line_h)
        label_w = self.ui_font("#small").size("Room server")[0] + self.px(10)
        self.label("Room server", (x, y, label_w, row), "#small")
        entry_w = min(self.tx(260), right - x - label_w - gap)
        entry = self.add(
            UITextEntryLine(
                pygame.Rect(x + label_w + gap, y, entry_w, row),
                self.app.ui,
                placeholder_text="this computer",
            )  # fmt: skip
        )
        entry.set_text_length_limit(SERVER_LIMIT)
        entry.set_text(self.server_text)
        self.server_entry = entry
        self.entries[id(entry)] = ("server", 0)
        words = self.message or SERVER_HINT
        line = widgets.fit_text(self.ui_font(style), words, right - x - self.px(8))
        width = min(right - x, self.ui_font(style).size(line)[0] + self.px(8))
        self.message_label = self.label(line, (x, y + row, width, line_h), style)

    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and self.entries.get(id(event.ui_element)) == ("server", 0):  # fmt: skip
            self.server_text = event.text
            return True
        return super().on_event(event)
