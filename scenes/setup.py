"""New game: the mode, who sits in each seat (a person or the computer, and its level), the
names, and an optional seed; Start sits everyone down at the table."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from game.core.registry import modes
from scenes import widgets
from scenes.session import (
    SEAT_KINDS,
    MatchSession,
    SeatSetup,
    ai_levels,
    default_level,
    default_name,
    new_seed,
)
from scenes.widgets import UIScene

NAME_LIMIT = 20
SEED_LIMIT = 9


class SetupScene(UIScene):
    name = "setup"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.modes = modes()
        default = app.default_mode
        self.mode_id = default if default in self.modes else next(iter(self.modes))
        self.seats: list[SeatSetup] = []
        self._fit_seats()
        self.seed_text = "" if app.first_seed is None else str(app.first_seed)
        self.entries: dict[int, tuple[str, int]] = {}  # id(entry) -> ("name", seat) / ("seed", 0)
        self.session: MatchSession | None = None
        self.mode_list: UISelectionList | None = None

    # ----- choices -----------------------------------------------------------------------------

    def _fit_seats(self) -> None:
        """As many seats as the mode has: seat 0 a person, the rest the computer by default."""
        n = self.modes[self.mode_id].seats
        while len(self.seats) < n:
            i = len(self.seats)
            kind = "human" if i == 0 else "computer"
            self.seats.append(SeatSetup(default_name(i, kind), kind, default_level()))
        del self.seats[n:]

    def set_kind(self, seat: int, kind: str) -> None:
        s = self.seats[seat]
        if s.kind == kind:
            return
        if s.name.strip() in ("", default_name(seat, s.kind)):
            s.name = default_name(seat, kind)
        s.kind = kind

    def seed(self) -> int:
        return int(self.seed_text) if self.seed_text.isdigit() else new_seed()

    def start(self) -> None:
        seats = []
        for i, s in enumerate(self.seats):
            name = s.name.strip() or default_name(i, s.kind)
            # Two seats with one name would make "Pass the laptop to Alice" ambiguous.
            taken = {seat.name for seat in seats}
            base, n = name, 2
            while name in taken:
                name, n = f"{base} {n}", n + 1
            seats.append(SeatSetup(name, s.kind, s.level))
        self.session = MatchSession(self.mode_id, seats, self.seed())
        self.session.save()  # Continue offers this match from now on, not an older one
        from scenes.table.scene import TableScene

        self.app.stack.replace(TableScene(self.app, self.session))

    # ----- widgets -----------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        self.entries = {}
        m = self.px(40)
        self.label("New game", (0, self.px(18), w, self.px(48)), "#heading")
        top = self.px(84)
        left_w = round((w - 3 * m) * 0.46)
        right_x = 2 * m + left_w
        right_w = w - right_x - m
        row = self.px(40)
        gap = self.px(8)

        # The game and mode: a scrolling list, with the chosen mode's summary under it.
        self.label("Game", (m, top, left_w, self.px(30)), "#subheading")
        y = top + self.px(36)
        bottom = h - self.px(96)
        list_h = max(self.px(120), round((bottom - y) * 0.58))
        titles = [info.title for info in self.modes.values()]
        self.mode_list = self.add(
            UISelectionList(
                pygame.Rect(m, y, left_w, list_h),
                titles,
                self.app.ui,
                allow_double_clicks=False,
                default_selection=self.modes[self.mode_id].title,
            )
        )
        y += list_h + self.px(10)
        info = self.modes[self.mode_id]
        self.text_box(
            f"<b>{widgets.esc(info.title)}</b><br>{widgets.esc(info.summary)}<br>"
            f"<i>{info.seats} players</i>",
            (m, y, left_w, max(self.px(60), bottom - y)),
        )

        # The seats.
        self.label("Players", (right_x, top, right_w, self.px(30)), "#subheading")
        y = top + self.px(36)
        levels = ai_levels()
        half = (right_w - gap) // 2
        for i, seat in enumerate(self.seats):
            self.label(f"Seat {i + 1}", (right_x, y, self.px(80), row), "#body")
            kx = right_x + self.px(84)
            kw = (right_w - self.px(84) - gap) // 2
            for j, kind in enumerate(SEAT_KINDS):
                self.button(
                    f"kind:{i}:{kind}", kind.title(), (kx + j * (kw + gap), y, kw, row),
                    selected=seat.kind == kind,
                )  # fmt: skip
            y += row + gap
            entry = self.add(
                UITextEntryLine(pygame.Rect(kx, y, right_w - self.px(84), row), self.app.ui)
            )
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.entries[id(entry)] = ("name", i)
            self.label("Name", (right_x, y, self.px(80), row), "#small")
            y += row + gap
            if seat.kind == "computer" and len(levels) > 1:
                self.label("Level", (right_x, y, self.px(80), row), "#small")
                lw = (right_w - self.px(84) - gap * (len(levels) - 1)) // len(levels)
                for j, (level, title) in enumerate(levels):
                    self.button(
                        f"level:{i}:{level}", title, (kx + j * (lw + gap), y, lw, row),
                        selected=seat.level == level,
                    )  # fmt: skip
                y += row + gap
            y += self.px(10)
        self.label("Seed", (right_x, y, self.px(80), row), "#body")
        seed_entry = self.add(
            UITextEntryLine(
                pygame.Rect(right_x + self.px(84), y, min(half, self.px(220)), row),
                self.app.ui,
                placeholder_text="random",
            )
        )
        seed_entry.set_allowed_characters("numbers")
        seed_entry.set_text_length_limit(SEED_LIMIT)
        seed_entry.set_text(self.seed_text)
        self.entries[id(seed_entry)] = ("seed", 0)
        self.label(
            "The same seed deals the same cards.",
            (right_x + self.px(84) + min(half, self.px(220)) + gap, y, self.px(300), row),
            "#small",
        )

        bw, bh = self.px(200), self.px(52)
        self.button("back", "Back", (m, h - bh - self.px(24), bw, bh))
        self.button("start", "Start", (w - m - bw, h - bh - self.px(24), bw, bh), "#big_button")

    # ----- input -------------------------------------------------------------------------------

    def on_button(self, key: str) -> None:
        kind, _, rest = key.partition(":")
        if kind == "kind":
            seat, _, value = rest.partition(":")
            self.set_kind(int(seat), value)
            self.rebuild()
        elif kind == "level":
            seat, _, value = rest.partition(":")
            self.seats[int(seat)].level = value
            self.select_only(f"level:{seat}:", key)
        elif key == "back":
            self.app.stack.pop()
        elif key == "start":
            self.start()

    def choose_mode(self, mode_id: str) -> None:
        if mode_id in self.modes and mode_id != self.mode_id:
            self.mode_id = mode_id
            self._fit_seats()
            self.rebuild()

    def on_event(self, event) -> bool:
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION
            and event.ui_element is self.mode_list
        ):
            by_title = {info.title: mode_id for mode_id, info in self.modes.items()}
            self.choose_mode(by_title.get(event.text, self.mode_id))
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            what = self.entries.get(id(event.ui_element))
            if what is None:
                return False
            if what[0] == "name":
                self.seats[what[1]].name = event.text
            else:
                self.seed_text = event.text
            return True
        return False

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False
