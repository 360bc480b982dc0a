"""New game's column of players (``setup.SetupScene`` is built on it): a row or a line per seat
with its kind, name and a computer's level, what each level in use is like, who partners whom,
and the seed with its note. Large text makes a seat's line compact (one button for its kind,
one for its level) and a team's line say only its seats when its names do not fit."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from game.ai.players import LEVEL_NOTES
from scenes import widgets
from scenes.render.card_tools import wrap
from scenes.session import (
    NAME_LIMIT,
    SEAT_KINDS,
    SeatSetup,
    ai_levels,
    default_level,
    default_name,
    new_seed,
)

SEED_LIMIT = 9  # digits; new_seed() draws below 10**9
# The entry takes a paste of up to this many characters, so what it holds beyond the digits can
# be named and dropped instead of the whole paste being silently refused.
SEED_ENTRY_LIMIT = 64
SEED_HINT = "The same seed deals the same cards."
SEED_NOTE_SECONDS = 4.0  # how long the note about a refused character stays beside the field
DIGITS = "0123456789"  # str.isdigit() would also take superscripts and other scripts' digits
NOTE_LINE = 21  # a line of the level notes under the seats (unscaled; the #small font)
NOTE_GAP = 6  # the room between the seats and the notes, and the notes and the seed (unscaled)
SEAT_SPACE = 10  # the room between two seats of two to four (unscaled)


def _after(items, item):
    """The item after ``item`` in ``items``, the first after the last."""
    return items[(list(items).index(item) + 1) % len(items)]


def _and(items: list[str]) -> str:
    """ "1", "1 and 3", "1, 3 and 5"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


class PlayersColumn:
    """The seats' part of the setup scene (a ``widgets.UIScene`` with ``seats``, ``mode_id``,
    ``all_modes`` and the seed's fields). Host a game sits on it too, with kinds of its own
    (``seat_kinds``, ``kind_title``, ``first_kind``, ``default_seat_name``)."""

    seat_kinds: tuple[str, ...] = SEAT_KINDS  # a seat's kinds, in the order of their buttons

    def kind_title(self, kind: str) -> str:
        """What a kind's button says."""
        return kind.title()

    def first_kind(self, seat: int) -> str:
        """A new seat's kind: a person in the first seat, the computer in the others."""
        return "human" if seat == 0 else "computer"

    def default_seat_name(self, seat: int, kind: str) -> str:
        return default_name(seat, kind)

    def _refresh_seat_choices(self) -> None:
        """Rename the buttons of the options of seats after a name was typed."""
        for opt in self.mode_options:
            if not opt.seats:
                continue
            for value, text in opt.choices:
                button = self.buttons.get(f"option:{opt.key}:{value}")
                if button is not None:
                    label = self.choice_label(opt, value, text)
                    button.set_text(self.fit_label(label, button.rect.w))
                    button.set_tooltip(label if button.text != label else None)
        small = self.app.fonts.get(self.tx(14))
        room, _ = self.teams_room
        for label, text in zip(self.teams_note, self.team_lines(room), strict=False):
            label.set_dimensions((min(room, small.size(text)[0] + self.px(8)), label.rect.h))
            label.set_text(text)

    def _fit_seats(self) -> None:
        """As many seats as the mode has: seat 0 a person, the rest the computer by default."""
        n = self.all_modes[self.mode_id].seats
        while len(self.seats) < n:
            i = len(self.seats)
            kind = self.first_kind(i)
            self.seats.append(SeatSetup(self.default_seat_name(i, kind), kind, default_level()))
        del self.seats[n:]

    def seed(self) -> int:
        text = self.seed_text
        return int(text) if text and all(ch in DIGITS for ch in text) else new_seed()

    def update(self, dt: float) -> None:
        if self.seed_message is not None:
            self.seed_message_left -= dt
            if self.seed_message_left <= 0:
                self.seed_message = None
                self._show_seed_note()

    def team_lines(self, width: int) -> list[str]:
        """``teams_words`` as lines ``width`` wide: a team whose names do not fit says only its
        seats ("Team 1, seats 1 and 3"; the names are in the seats' fields below)."""
        small = self.app.fonts.get(self.tx(14))
        room = width - self.px(8)
        lines = []
        for text in self.teams_words():
            if small.size(text)[0] > room:
                text = widgets.fit_text(small, text.partition(":")[0], room)
            lines.append(text)
        return lines

    def teams_words(self) -> list[str]:
        """Who plays with whom in a mode of teams, a line per team ("Team 1, seats 1 and 3:
        Ana and Cleo"), from the mode's ``teams`` and the names typed; no lines without teams."""
        teams = self.all_modes[self.mode_id].teams
        sides: dict[int, list[int]] = {}
        for i, team in enumerate(teams[: len(self.seats)]):
            sides.setdefault(team, []).append(i)
        lines = []
        for k, seats in enumerate(sides.values()):
            names = [self.seats[i].name.strip() or f"Seat {i + 1}" for i in seats]
            numbers = _and([str(i + 1) for i in seats])
            lines.append(f"Team {k + 1}, seats {numbers}: {_and(names)}")
        return lines

    def set_kind(self, seat: int, kind: str) -> None:
        s = self.seats[seat]
        if s.kind == kind:
            return
        if s.name.strip() in ("", self.default_seat_name(seat, s.kind)):
            s.name = self.default_seat_name(seat, kind)
        s.kind = kind
        if kind == "computer":
            self.level_focus = s.level

    def set_level(self, seat: int, level: str) -> None:
        """Give the computer in ``seat`` the level ``level`` (one of ``ai_levels``)."""
        if level not in dict(ai_levels()):
            return
        self.seats[seat].level = level
        self.level_focus = level

    def on_seed_text(self, text: str) -> None:
        """Keep the digits of what was typed or pasted, at most SEED_LIMIT of them, and say
        beside the field what was left out, so a refused key is never silent."""
        digits = "".join(ch for ch in text if ch in DIGITS)
        refused = "".join(dict.fromkeys(ch for ch in text if ch not in DIGITS))
        too_long = len(digits) > SEED_LIMIT
        digits = digits[:SEED_LIMIT]
        self.seed_text = digits
        if digits != text and self.seed_entry is not None:
            self.seed_entry.set_text(digits)
        if refused:
            self.refuse_seed_characters(refused)
        elif too_long:
            self._say_about_seed(f"A seed has at most {SEED_LIMIT} digits")

    def refuse_seed_characters(self, refused: str) -> None:
        shown = "".join(ch if ch.isprintable() else "\ufffd" for ch in refused[:6])
        more = "\u2026" if len(refused) > 6 else ""
        self._say_about_seed(f"Digits only: \u201c{shown}{more}\u201d left out")

    def _say_about_seed(self, message: str) -> None:
        self.seed_message, self.seed_message_left = message, SEED_NOTE_SECONDS
        self._show_seed_note()

    def _show_seed_note(self) -> None:
        """Beside the seed field: what it refused last (for a few seconds), else what a seed is;
        in two lines of the field's height when one is too narrow for it."""
        for label in self.seed_notes:
            self.forget(label)
        self.seed_notes = []
        if not self.active or self.seed_note_rect.w <= 0:
            return
        text, style = (self.seed_message, "#notice") if self.seed_message else (SEED_HINT, "#small")
        room = self.seed_note_rect.inflate(0, self.px(8))  # the gaps above and below the field
        lines = self.lines_for(text, room.w - self.px(12), style)
        if len(lines) * self.line_height(style) > room.h:
            lines = [widgets.fit_text(self.ui_font(style), text, room.w - self.px(12))]
        step = self.line_height(style)
        y = room.centery - len(lines) * step // 2
        for line in lines:
            # Labels centre their text: a rect as wide as the text keeps it beside the field.
            width = min(room.w, self.ui_font(style).size(line)[0] + self.px(12))
            self.seed_notes.append(self.label(line, (room.x, y, width, step), style))
            y += step

    def seed_note_words(self) -> tuple[str, str]:
        """What the note beside the seed field says (its lines joined) and its style."""
        text = " ".join(label.text for label in self.seed_notes)
        return text, self.seed_notes[0].object_ids[-1] if self.seed_notes else ""

    def _build_seat_rows(self, right_x: int, y: int, right_w: int, row: int, gap: int,
                         limit: int, notes: dict[str, list[str]]) -> int:  # fmt: skip
        """Two to four seats: a row for the kind, one for the name (on the kind's row when
        they would not all fit above ``limit`` with the seed and the level ``notes``) and one
        for a computer's level; returns the height reached."""
        # Three or four seats may not fit a row each for the kind, the name and the level
        # above Start: then the name goes on the kind's row.
        levels = ai_levels()
        n = len(self.seats)
        rows = sum(2 + (s.kind == "computer" and len(levels) > 1) for s in self.seats) + 1
        space = self.px(SEAT_SPACE)
        all_notes = self.notes_height(sum(len(lines) for lines in notes.values()))
        compact = y + rows * (row + gap) + n * space + all_notes > limit
        if compact and notes:
            # Four computers leave little room: the seats close up so that every note fits, or
            # else at least the note of the level last chosen (``notes_to_show``).
            least = self.notes_height(len(notes[self.focus_level(notes)]))
            for wanted in (all_notes, least):
                over = y + (rows - n) * (row + gap) + n * space + wanted - limit
                if over <= n * space:
                    space -= max(0, -(-over // n))
                    break
            else:
                space = 0
        for i, seat in enumerate(self.seats):
            self.label(f"Seat {i + 1}", (right_x, y, self.tx(80), row), "#body")
            kx = right_x + self.tx(84)
            kinds = self.seat_kinds
            shown, cycle = kinds, False
            kw = (right_w - self.tx(84) - gap * (len(kinds) - 1)) // len(kinds)
            if compact:
                # Each kind button as wide as its word and its border (as a seat line's), so
                # Computer shows whole at Larger text; the name keeps at least a third.
                room = right_w - self.tx(84) - len(kinds) * gap
                word = self.app.fonts.get(self.tx(18))
                widest = max(word.size(self.kind_title(k))[0] for k in kinds) + self.px(20)
                share = 0.26 * 2 / len(kinds)
                kw = min(max(round(room * share), widest), room // (len(kinds) + 1))
                if kw < widest:
                    # More kinds than fit whole (Host a game's three): one button says the
                    # seat's kind and moves it on, as a compact seat line's does.
                    shown, cycle, kw = (seat.kind,), True, widest
            for j, kind in enumerate(shown):
                goes_to = _after(kinds, kind) if cycle else kind
                self.button(
                    f"kind:{i}:{goes_to}", self.kind_title(kind), (kx + j * (kw + gap), y, kw, row),
                    selected=seat.kind == kind and not cycle,
                )  # fmt: skip
            if compact:
                nx = kx + len(shown) * (kw + gap)
                name_rect = pygame.Rect(nx, y, right_x + right_w - nx, row)
            else:
                y += row + gap
                name_rect = pygame.Rect(kx, y, right_w - self.tx(84), row)
                self.label("Name", (right_x, y, self.tx(80), row), "#small")
            entry = self.add(UITextEntryLine(name_rect, self.app.ui))
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.entries[id(entry)] = ("name", i)
            y += row + gap
            if seat.kind == "computer" and len(levels) > 1:
                self.label("Level", (right_x, y, self.tx(80), row), "#small")
                lw = (right_w - self.tx(84) - gap * (len(levels) - 1)) // len(levels)
                for j, (level, title) in enumerate(levels):
                    self.button(
                        f"level:{i}:{level}", title, (kx + j * (lw + gap), y, lw, row),
                        tool_tip=LEVEL_NOTES.get(level), selected=seat.level == level,
                    )  # fmt: skip
                y += row + gap
            y += space
        return y

    # ----- the level notes ---------------------------------------------------------------------

    def levels_in_use(self) -> list[str]:
        """The levels of the computer seats that have a note, weakest first (none when there
        is a single level, as no level is chosen here then)."""
        levels = ai_levels()
        if len(levels) <= 1:
            return []
        used = {s.level for s in self.seats if s.kind == "computer"}
        return [level for level, _ in levels if level in used and LEVEL_NOTES.get(level)]

    def level_note_lines(self, width: int) -> dict[str, list[str]]:
        """The note of each level in use (``LEVEL_NOTES``), wrapped to lines ``width`` wide."""
        font = self.app.fonts.get(self.tx(14))
        room = width - self.px(8)
        return {level: wrap(font, LEVEL_NOTES[level], room) for level in self.levels_in_use()}

    def notes_height(self, lines: int) -> int:
        """The height of ``lines`` lines of notes and the room under them (none for none)."""
        return lines * self.tx(NOTE_LINE) + self.px(NOTE_GAP) if lines else 0

    def focus_level(self, notes: dict[str, list[str]]) -> str:
        """The level whose note matters most: the one last chosen while a seat has it, else
        the first computer seat's."""
        if self.level_focus in notes:
            return self.level_focus
        return next((s.level for s in self.seats if s.kind == "computer" and s.level in notes),
                    next(iter(notes)))  # fmt: skip

    def notes_to_show(self, notes: dict[str, list[str]], room: int) -> list[str]:
        """The levels whose notes fit in ``room`` pixels of height, weakest first: all of
        them when they fit, else the level last chosen's, then the others while they fit."""
        if not notes:
            return []
        focus = self.focus_level(notes)
        shown, lines = [], 0
        for level in [focus] + [lv for lv in notes if lv != focus]:
            if self.notes_height(lines + len(notes[level])) <= room:
                shown.append(level)
                lines += len(notes[level])
        return [level for level in notes if level in shown]

    def _build_level_notes(self, x: int, y: int, width: int, room: int,
                           notes: dict[str, list[str]]) -> int:  # fmt: skip
        """A line (or two) per level in use saying what it is like, from (x, y), in at most
        ``room`` of height; returns the y below them."""
        self.level_notes = {}
        small = self.app.fonts.get(self.tx(14))
        line_h = self.tx(NOTE_LINE)
        lines = 0
        for level in self.notes_to_show(notes, room):
            labels = []
            for text in notes[level]:
                # Labels centre their text: a rect as wide as the words keeps it at the left.
                rect = (x, y + lines * line_h, min(width, small.size(text)[0] + self.px(8)), line_h)
                labels.append(self.label(text, rect, "#small"))
                lines += 1
            self.level_notes[level] = labels
        return y + self.notes_height(lines)

    def seat_line_widths(self, right_w: int, gap: int) -> dict:
        """The widths of a seat's line (five seats or more): its number, each kind button,
        each level button as wide as its word needs, and the name the rest. Where that leaves
        the name too little room for the names typed (large text), the line is ``compact``: one
        button for the kind and one for the level, each naming the seat's and moving it on."""
        font = self.app.fonts.get(self.tx(18))
        levels = ai_levels() if len(ai_levels()) > 1 else []
        kinds = self.seat_kinds
        kind_w = max(font.size(self.kind_title(kind))[0] for kind in kinds) + self.px(20)
        level_w = {level: font.size(title)[0] + self.px(18) for level, title in levels}
        seat_w = self.app.fonts.get(self.tx(17)).size(f"Seat {len(self.seats)}")[0] + self.px(8)
        used = (
            seat_w
            + len(kinds) * kind_w
            + sum(level_w.values())
            + gap * (1 + len(kinds) + len(levels))
        )
        names = self.app.fonts.get(self.tx(17))
        least = max(names.size(seat.name)[0] for seat in self.seats) + self.px(16)
        if right_w - used >= least or not levels:
            return {"seat": seat_w, "kind": kind_w, "level": level_w, "name": right_w - used,
                    "compact": False}  # fmt: skip
        one_level = max(level_w.values())
        used = seat_w + kind_w + one_level + gap * 3
        return {"seat": seat_w, "kind": kind_w, "level": dict.fromkeys(level_w, one_level),
                "name": right_w - used, "compact": True}  # fmt: skip

    def line_gap(self, room: int, notes: dict[str, list[str]], gap: int) -> int:
        """The room between two seat lines (five seats or more) that leaves the level notes
        their height in ``room`` (what the lines leave, at ``gap`` apart, above the seed):
        ``gap`` while they fit, else closed up (to a pixel or two) for every note, or at least
        for the note of the level last chosen (``notes_to_show``)."""
        if not notes:
            return gap
        n = len(self.seats)
        least = self.notes_height(len(notes[self.focus_level(notes)]))
        all_notes = self.notes_height(sum(len(lines) for lines in notes.values()))
        closest = max(1, self.px(2))
        for wanted in (all_notes, least):
            short = wanted - room
            if short <= n * (gap - closest):
                return gap - max(0, -(-short // n))
        return closest

    def _build_seat_lines(self, right_x: int, y: int, right_w: int, row: int, gap: int,
                          line_gap: int) -> int:  # fmt: skip
        """Five seats or more: a line a seat, its number, Human and Computer, its name, and a
        computer's levels, so eight seats fit above Start at 1024x640, ``line_gap`` apart;
        returns the height reached."""
        levels = ai_levels()
        sizes = self.seat_line_widths(right_w, gap)
        self.compact_seats = sizes["compact"]
        for i, seat in enumerate(self.seats):
            x = right_x
            self.label(f"Seat {i + 1}", (x, y, sizes["seat"], row), "#body")
            x += sizes["seat"] + gap
            kinds = [seat.kind] if sizes["compact"] else self.seat_kinds
            for kind in kinds:
                # A compact line's one button says the seat's kind and turns it to the other.
                goes_to = _after(self.seat_kinds, kind) if sizes["compact"] else kind
                self.button(f"kind:{i}:{goes_to}", self.kind_title(kind), (x, y, sizes["kind"], row),
                            selected=seat.kind == kind and not sizes["compact"])  # fmt: skip
                x += sizes["kind"] + gap
            entry = self.add(UITextEntryLine(pygame.Rect(x, y, sizes["name"], row), self.app.ui))
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.entries[id(entry)] = ("name", i)
            x += sizes["name"] + gap
            if seat.kind == "computer" and sizes["level"]:
                shown = [(lv, t) for lv, t in levels if lv == seat.level or not sizes["compact"]]
                for level, title in shown:
                    lw = sizes["level"][level]
                    goes_to = _after([lv for lv, _ in levels], level) if sizes["compact"] else level
                    self.button(f"level:{i}:{goes_to}", title, (x, y, lw, row),
                                tool_tip=LEVEL_NOTES.get(level),
                                selected=seat.level == level and not sizes["compact"])  # fmt: skip
                    x += lw + gap
            y += row + line_gap
        return y + self.px(6)
