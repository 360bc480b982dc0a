"""New game: the game, then its mode and the mode's own choices (options), who sits in each seat
(a person or the computer, and its level, with a line on what each level in use is like), the
names, and an optional seed; Start sits everyone down at the game's table. Every game comes from
the registry; this screen names none."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.ai.players import LEVEL_NOTES
from game.core.registry import OptionInfo, modes
from scenes import widgets
from scenes.games import playable, scenes_for
from scenes.mode_list import ModeList
from scenes.render.cards import wrap
from scenes.session import (
    NAME_LIMIT,
    SEAT_KINDS,
    MatchSession,
    SeatSetup,
    ai_levels,
    default_level,
    default_name,
    new_seed,
)
from scenes.widgets import UIScene

SEED_LIMIT = 9  # digits; new_seed() draws below 10**9
# The entry takes a paste of up to this many characters, so what it holds beyond the digits can
# be named and dropped instead of the whole paste being silently refused.
SEED_ENTRY_LIMIT = 64
SEED_HINT = "The same seed deals the same cards."
SEED_NOTE_SECONDS = 4.0  # how long the note about a refused character stays beside the field
DIGITS = "0123456789"  # str.isdigit() would also take superscripts and other scripts' digits
OPTION_MIN = 96  # the narrowest an option's choice may be (unscaled), else they take more rows
LINE_SEATS = 5  # from this many seats each seat takes one line (see _build_seat_lines)
LINES_LEFT = 0.31  # the share of the width the game and mode column keeps then
NOTE_LINE = 21  # a line of the level notes under the seats (unscaled; the #small font)
NOTE_GAP = 6  # the room between the seats and the notes, and the notes and the seed (unscaled)
SEAT_SPACE = 10  # the room between two seats of two to four (unscaled)


def _and(items: list[str]) -> str:
    """ "1", "1 and 3", "1, 3 and 5"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


class SetupScene(UIScene):
    name = "setup"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = playable()
        self.all_modes = {mid: m for mid, m in modes().items() if m.game in self.games}
        # The game and mode last chosen here (app state, so a later visit opens on them); at
        # first the usual mode, or the one the command line named.
        default = app.default_mode
        self.mode_id = default if default in self.all_modes else next(iter(self.all_modes))
        self.game_id = self.all_modes[self.mode_id].game
        self.last_mode = {  # game -> the mode last chosen in it
            gid: mid
            for gid, mid in getattr(app, "setup_modes", {}).items()
            if mid in self.all_modes and self.all_modes[mid].game == gid
        }
        self.last_mode[self.game_id] = self.mode_id
        self.choices: dict[str, dict[str, str]] = {}  # mode -> option key -> value chosen
        self.seats: list[SeatSetup] = []
        self._fit_seats()
        # The level last chosen (a level button, or a seat turned to the computer): its note
        # is the one kept when the notes of every level in use would not fit above Start.
        self.level_focus: str | None = None
        self.level_notes: dict[str, list] = {}  # level -> the labels of its note's lines
        self.seed_text = "" if app.first_seed is None else str(app.first_seed)
        self.entries: dict[int, tuple[str, int]] = {}  # id(entry) -> ("name", seat) / ("seed", 0)
        self.session: MatchSession | None = None
        self.mode_list = ModeList(self)
        self.seed_entry: UITextEntryLine | None = None
        self.seed_note = None
        self.teams_note: list = []  # the lines saying who partners whom (a mode of teams)
        self.teams_room = (0, 1)  # their column's width and how many columns there are
        self.seed_note_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_message: str | None = None
        self.seed_message_left = 0.0

    # ----- choices -----------------------------------------------------------------------------

    @property
    def modes(self) -> dict:
        """The chosen game's modes, in the game's order."""
        return {m.id: m for m in self.games[self.game_id].modes}

    @property
    def mode_options(self) -> tuple[OptionInfo, ...]:
        return self.all_modes[self.mode_id].options

    def options(self) -> dict[str, str]:
        """The chosen mode's options as Start passes them: every key, chosen or default."""
        chosen = self.choices.get(self.mode_id, {})
        return {o.key: chosen.get(o.key, o.default) for o in self.mode_options}

    def choose_game(self, game_id: str) -> None:
        """Show ``game_id``'s modes, on the mode last chosen in it (else its first)."""
        if game_id not in self.games or game_id == self.game_id:
            return
        self.last_mode[self.game_id] = self.mode_id
        self.game_id = game_id
        self.mode_id = self.last_mode.get(game_id) or next(iter(self.modes))
        self._remember()
        self._fit_seats()
        if self.active:
            self.rebuild()

    def _remember(self) -> None:
        """Keep the game and mode chosen (and each game's last mode) for the next visit."""
        self.last_mode[self.game_id] = self.mode_id
        self.app.default_mode = self.mode_id
        self.app.setup_modes = dict(self.last_mode)

    def choose_option(self, key: str, value: str) -> None:
        """Set one of the mode's options; a key or value the mode does not offer is ignored."""
        opt = next((o for o in self.mode_options if o.key == key), None)
        if opt is None or value not in opt.values:
            return
        self.choices.setdefault(self.mode_id, {})[key] = value
        if self.active:
            self.select_only(f"option:{key}:", f"option:{key}:{value}")

    def choice_label(self, opt: OptionInfo, value: str, text: str) -> str:
        """What an option's button says: for an option of seats (``OptionInfo.seats``), the
        name typed for that seat (its label while the name is blank); else the game's label."""
        if opt.seats and value.isdigit() and int(value) < len(self.seats):
            seat = int(value)
            return self.seats[seat].name.strip() or text
        return text

    def fit_label(self, text: str, width: int) -> str:
        """``text`` as a button ``width`` wide shows it: whole when it fits, else cut with an
        ellipsis (a long seat name on a narrow choice; its tool tip has it whole)."""
        font = self.app.fonts.get(self.px(18))
        room = width - self.px(10)
        if font.size(text)[0] <= room:
            return text
        while text and font.size(text.rstrip() + "\u2026")[0] > room:
            text = text[:-1]
        return text.rstrip() + "\u2026"

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
        small = self.app.fonts.get(self.px(14))
        for label, text in zip(self.teams_note, self.teams_words(), strict=False):
            room, _ = self.teams_room
            shown = widgets.fit_text(small, text, room - self.px(8))
            label.set_dimensions((min(room, small.size(shown)[0] + self.px(8)), label.rect.h))
            label.set_text(shown)

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

    def _fit_seats(self) -> None:
        """As many seats as the mode has: seat 0 a person, the rest the computer by default."""
        n = self.all_modes[self.mode_id].seats
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
        if kind == "computer":
            self.level_focus = s.level

    def set_level(self, seat: int, level: str) -> None:
        """Give the computer in ``seat`` the level ``level`` (one of ``ai_levels``)."""
        if level not in dict(ai_levels()):
            return
        self.seats[seat].level = level
        self.level_focus = level

    def seed(self) -> int:
        text = self.seed_text
        return int(text) if text and all(ch in DIGITS for ch in text) else new_seed()

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
        """Beside the seed field: what it refused last (for a few seconds), else what a seed is."""
        if self.seed_note is not None:
            self.seed_note.kill()
            if self.seed_note in self.elements:
                self.elements.remove(self.seed_note)
            self.seed_note = None
        if not self.active or self.seed_note_rect.w <= 0:
            return
        text, style, size = (
            (self.seed_message, "#notice", 16) if self.seed_message else (SEED_HINT, "#small", 14)
        )
        # Labels centre their text: a rect as wide as the text keeps it beside the field.
        rect = self.seed_note_rect.copy()
        rect.w = min(rect.w, self.app.fonts.get(self.px(size)).size(text)[0] + self.px(12))
        self.seed_note = self.label(text, rect, style)

    def update(self, dt: float) -> None:
        if self.seed_message is not None:
            self.seed_message_left -= dt
            if self.seed_message_left <= 0:
                self.seed_message = None
                self._show_seed_note()

    def start(self) -> None:
        seats = []
        for i, s in enumerate(self.seats):
            name = s.name.strip() or default_name(i, s.kind)
            # Two seats with one name would make "Pass the laptop to Alice" ambiguous.
            taken = {seat.name for seat in seats}
            base, n = name, 2
            while name in taken:
                suffix = f" {n}"
                name, n = base[: NAME_LIMIT - len(suffix)].rstrip() + suffix, n + 1
            seats.append(SeatSetup(name, s.kind, s.level))
        self.session = MatchSession(self.mode_id, seats, self.seed(), options=self.options())
        self.session.save()  # listed under Continue from the start, beside any other saved match
        table = scenes_for(self.session.state).table
        self.app.stack.replace(table(self.app, self.session))

    # ----- widgets -----------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        self.entries = {}
        self.seed_note = None  # killed with the other widgets
        m = self.px(40)
        self.label("New game", (0, self.px(18), w, self.px(48)), "#heading")
        top = self.px(84)
        # Five seats or more take a line each (``_build_seat_lines``), which wants a wider
        # column for the seats than the usual one.
        lines = len(self.seats) >= LINE_SEATS
        left_w = round((w - 3 * m) * (LINES_LEFT if lines else 0.46))
        right_x = 2 * m + left_w
        right_w = w - right_x - m
        row = self.px(40)
        gap = self.px(8)

        # The seats.
        self.label("Players", (right_x, top, right_w, self.px(30)), "#subheading")
        y = top + self.px(36)
        # A mode of teams says who is partnered with whom (partners sit across the table): a
        # line per team, in two columns once there are more than two teams.
        self.teams_note = []
        words = self.teams_words()
        cols = 2 if len(words) > 2 else 1
        note_w = (right_w - gap * (cols - 1)) // cols
        small = self.app.fonts.get(self.px(14))
        self.teams_room = (note_w, cols)
        for k, text in enumerate(words):
            # Labels centre their text: a rect as wide as the words keeps each line at the
            # left of its column.
            shown = widgets.fit_text(small, text, note_w - self.px(8))
            rect = (right_x + (k % cols) * (note_w + gap), y + (k // cols) * self.px(22),
                    min(note_w, small.size(shown)[0] + self.px(8)), self.px(22))  # fmt: skip
            self.teams_note.append(self.label(shown, rect, "#small"))
        if words:
            y += self.px(22) * -(-len(words) // cols) + self.px(6)
        half = (right_w - gap) // 2
        bh = self.px(52)
        limit = h - bh - self.px(24) - gap
        notes = self.level_note_lines(right_w)
        # Under the seed, five seats or more leave room for the mode's choices that fit above
        # Start (the mode column keeps its room for the list and the summary): each in order
        # that fits there as if there were no level notes, so the notes never push one out.
        right_options: list = []
        reserve = row + gap  # the room kept under the notes: the seed's row
        if lines:
            seats_end = y + len(self.seats) * (row + gap) + self.px(6)
            y_opt = seats_end + row + self.px(16)
            for opt in self.mode_options:
                plan = self.option_plan(opt, right_w, row, gap)
                if y_opt + plan["height"] <= limit:
                    right_options.append((opt, plan))
                    y_opt += plan["height"]
            if right_options:
                reserve = y_opt - seats_end
            line_gap = self.line_gap(limit - seats_end - reserve, notes, gap)
            y = self._build_seat_lines(right_x, y, right_w, row, gap, line_gap)
        else:
            y = self._build_seat_rows(right_x, y, right_w, row, gap, limit, notes)
        # What each level in use is like, under the seats and above the seed (which keeps its
        # row above Start).
        y = self._build_level_notes(right_x, y, right_w, limit - y - reserve, notes)
        self.label("Seed", (right_x, y, self.px(80), row), "#body")
        seed_entry = self.add(
            UITextEntryLine(
                pygame.Rect(right_x + self.px(84), y, min(half, self.px(220)), row),
                self.app.ui,
                placeholder_text="random",
            )
        )
        # No widget filter: a refused character is named beside the field (see on_seed_text).
        seed_entry.set_text_length_limit(SEED_ENTRY_LIMIT)
        seed_entry.set_text(self.seed_text)
        self.seed_entry = seed_entry
        self.entries[id(seed_entry)] = ("seed", 0)
        note_x = right_x + self.px(84) + min(half, self.px(220)) + gap
        self.seed_note_rect = pygame.Rect(note_x, y, w - m - note_x, row)
        self._show_seed_note()
        # The mode's choices that fit under the seed (five seats or more; see above); the
        # others stay in the mode column.
        y += row + self.px(16)
        y = self._build_options(right_x, y, right_options, row, gap)
        at_right = {i for i, opt in enumerate(self.mode_options)
                    if any(opt is o for o, _plan in right_options)}  # fmt: skip

        # The game first, then its modes, the chosen mode's summary and its own choices.
        self._build_mode_column(m, top, left_w, h - bh - self.px(24) - gap, row, gap, at_right)

        bw = self.px(200)
        self.button("back", "Back", (m, h - bh - self.px(24), bw, bh))
        self.button("start", "Start", (w - m - bw, h - bh - self.px(24), bw, bh), "#big_button")

    def _build_mode_column(self, x: int, y: int, width: int, bottom: int, row: int, gap: int,
                           at_right: set[int]) -> None:  # fmt: skip
        """The game buttons, the list of its modes (``scenes.mode_list``), the chosen mode's
        summary and those of its choices not under the seed (``at_right``), above ``bottom``."""
        y = self._build_games(x, y, width, row, gap) + self.px(12)
        plans = [
            (opt, self.option_plan(opt, width, row, gap))
            for i, opt in enumerate(self.mode_options)
            if i not in at_right
        ]
        # The last choice needs no gap under it.
        options_h = sum(plan["height"] for _opt, plan in plans) - (gap if plans else 0)
        # The whole list comes first, then the summary of the chosen mode in what is left: all
        # its lines, else two; where even two do not fit the summary gives way (each mode's
        # tool tip has it) before the list would scroll. The list's rows grow only into what
        # the summary leaves.
        room = bottom - y - options_h - (gap if plans else 0)
        whole, least = (self.lines_h(n) + self.px(10) for n in (self.summary_lines(width), 2))
        self.mode_list.elements = []  # killed with the other widgets
        self.mode_list.set_modes(self.modes.values(), self.mode_id)
        room -= next((r for r in (whole, least, 0) if self.mode_list.fits(width, room - r)), least)
        y += self.mode_list.build(x, y, width, room) + self.px(10)
        info = self.modes[self.mode_id]
        # The summary box as tall as the game's longest summary (and a line), or what is left.
        left = bottom - y - options_h - (gap if plans else 0)
        if left >= self.lines_h(2):
            summary_h = min(self.whole_lines(left), self.lines_h(self.summary_lines(width) + 1))
            summary = f"{widgets.esc(info.summary)} <i>{info.seats} players.</i>"
            self.text_box(summary, (x, y, width, summary_h))
            y += summary_h + gap
        self._build_options(x, y, plans, row, gap)

    def _build_games(self, x: int, y: int, width: int, row: int, gap: int) -> int:
        """One button a game, in order, as many a row as their names fit, each row's buttons
        sharing out the room left; a name wider than the column is cut (its tool tip has it
        whole). Returns the y under them."""
        font = self.app.fonts.get(self.px(18))
        names = {gid: ginfo.name for gid, ginfo in self.games.items()}
        needs = {gid: min(width, font.size(name)[0] + self.px(20)) for gid, name in names.items()}
        rows: list[list[str]] = [[]]
        for gid in names:
            taken = sum(needs[g] + gap for g in rows[-1])
            if rows[-1] and taken + needs[gid] > width:
                rows.append([])
            rows[-1].append(gid)
        for k, ids in enumerate(rows):
            spare = width - sum(needs[g] for g in ids) - gap * (len(ids) - 1)
            gx, gy = x, y + k * (row + gap)
            for gid in ids:
                gw = needs[gid] + spare // len(ids)
                shown = self.fit_label(names[gid], gw)
                self.button(f"game:{gid}", shown, (gx, gy, gw, row),
                            tool_tip=names[gid] if shown != names[gid] else None,
                            selected=gid == self.game_id)  # fmt: skip
                gx += gw + gap
        return y + len(rows) * (row + gap) - gap

    def summary_lines(self, width: int) -> int:
        """The lines the longest summary of the game's modes takes in a box ``width`` wide (at
        least two), so the box keeps its size while the modes are looked through."""
        font = self.app.fonts.get(self.px(16))
        room = width - 2 * 14 - 2 - self.px(8)  # the theme's padding and border, and slack
        texts = [f"{info.summary} {info.seats} players." for info in self.modes.values()]
        return max(2, *(len(wrap(font, text, room)) for text in texts))

    def _build_options(self, x: int, y: int, plans: list, row: int, gap: int) -> int:
        """Options' choices from (x, y), one option after another as their plans lay them
        out (``plans``: (option, ``option_plan``)); returns the y below them."""
        chosen = self.options()
        for opt, plan in plans:
            if plan["above"]:  # the label on a line of its own, the choices under it
                self.label(opt.label, (x, y, plan["label_w"], self.px(22)), "#small")
                y += self.px(22)
                x0 = x - gap
            else:
                self.label(opt.label, (x, y, plan["label_w"], row), "#small")
                x0 = x + plan["label_w"]
            cw, per_row = plan["cw"], plan["per_row"]
            for j, (value, text) in enumerate(opt.choices):
                if j and j % per_row == 0:
                    y += row + gap
                label = self.choice_label(opt, value, text)
                shown = self.fit_label(label, cw)
                self.button(
                    f"option:{opt.key}:{value}", shown,
                    (x0 + gap + (j % per_row) * (cw + gap), y, cw, row),
                    tool_tip=label if shown != label else None,
                    selected=chosen[opt.key] == value,
                )  # fmt: skip
            y += row + gap
        return y

    def whole_lines(self, height: int) -> int:
        """``height`` cut down to the text box's padding and a whole number of its lines (at
        least two), so no line of the mode's summary shows cut through the middle."""
        lines = max(2, (height - self.lines_h(0)) // (self.lines_h(1) - self.lines_h(0)))
        return self.lines_h(lines)

    def lines_h(self, lines: int) -> int:
        """The height of a text box showing ``lines`` whole lines of the theme's text."""
        font = self.app.fonts.get(self.px(16))
        line = round(font.get_linesize() * 1.25)  # pygame-gui's line spacing in a text box
        # The theme's text box padding (10 above and below) and border, and a little slack
        # (pygame-gui lays the first line a few pixels low).
        frame = 2 * 10 + 2 + self.px(6)
        return lines * line + frame

    def option_plan(self, opt: OptionInfo, left_w: int, row: int, gap: int) -> dict:
        """How an option's row of choices is laid out in a column ``left_w`` wide: beside its
        label while each choice gets at least OPTION_MIN, else the label on a line above and
        the choices in rows under it, as many a row as keep that width; and its height."""
        small = self.app.fonts.get(self.px(14))
        label_w = min(self.px(190), left_w // 3, small.size(opt.label)[0] + self.px(16))
        k = len(opt.choices)
        cw = (left_w - label_w - gap * k) // k
        # The narrowest a choice may be: OPTION_MIN, or the widest of its labels (a name a
        # seat was given, "On, one each") so that none is cut.
        font = self.app.fonts.get(self.px(18))
        widest = max(
            font.size(self.choice_label(opt, value, text))[0] + self.px(16)
            for value, text in opt.choices
        )
        least = max(self.px(OPTION_MIN), min(widest, left_w))
        label_fits = small.size(opt.label)[0] + self.px(8) <= label_w
        if cw >= least and label_fits:
            return {"above": False, "label_w": label_w, "per_row": k, "cw": cw,
                    "height": row + gap}  # fmt: skip
        per_row = max(1, min(k, (left_w + gap) // (least + gap)))
        cw = (left_w - gap * (per_row - 1)) // per_row
        rows = -(-k // per_row)
        return {"above": True, "label_w": min(left_w, small.size(opt.label)[0] + self.px(16)),
                "per_row": per_row, "cw": cw,
                "height": self.px(22) + rows * (row + gap)}  # fmt: skip

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
            self.label(f"Seat {i + 1}", (right_x, y, self.px(80), row), "#body")
            kx = right_x + self.px(84)
            kw = (right_w - self.px(84) - gap) // 2
            if compact:
                kw = round((right_w - self.px(84) - 2 * gap) * 0.26)
            for j, kind in enumerate(SEAT_KINDS):
                self.button(
                    f"kind:{i}:{kind}", kind.title(), (kx + j * (kw + gap), y, kw, row),
                    selected=seat.kind == kind,
                )  # fmt: skip
            if compact:
                nx = kx + 2 * (kw + gap)
                name_rect = pygame.Rect(nx, y, right_x + right_w - nx, row)
            else:
                y += row + gap
                name_rect = pygame.Rect(kx, y, right_w - self.px(84), row)
                self.label("Name", (right_x, y, self.px(80), row), "#small")
            entry = self.add(UITextEntryLine(name_rect, self.app.ui))
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.entries[id(entry)] = ("name", i)
            y += row + gap
            if seat.kind == "computer" and len(levels) > 1:
                self.label("Level", (right_x, y, self.px(80), row), "#small")
                lw = (right_w - self.px(84) - gap * (len(levels) - 1)) // len(levels)
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
        font = self.app.fonts.get(self.px(14))
        room = width - self.px(8)
        return {level: wrap(font, LEVEL_NOTES[level], room) for level in self.levels_in_use()}

    def notes_height(self, lines: int) -> int:
        """The height of ``lines`` lines of notes and the room under them (none for none)."""
        return lines * self.px(NOTE_LINE) + self.px(NOTE_GAP) if lines else 0

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
        small = self.app.fonts.get(self.px(14))
        line_h = self.px(NOTE_LINE)
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
        each level button as wide as its word needs, and the name the rest."""
        font = self.app.fonts.get(self.px(18))
        levels = ai_levels() if len(ai_levels()) > 1 else []
        kind_w = max(font.size(kind.title())[0] for kind in SEAT_KINDS) + self.px(20)
        level_w = {level: font.size(title)[0] + self.px(18) for level, title in levels}
        seat_w = self.app.fonts.get(self.px(17)).size(f"Seat {len(self.seats)}")[0] + self.px(8)
        used = seat_w + 2 * kind_w + sum(level_w.values()) + gap * (3 + len(levels))
        return {"seat": seat_w, "kind": kind_w, "level": level_w,
                "name": right_w - used}  # fmt: skip

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
        for i, seat in enumerate(self.seats):
            x = right_x
            self.label(f"Seat {i + 1}", (x, y, sizes["seat"], row), "#body")
            x += sizes["seat"] + gap
            for kind in SEAT_KINDS:
                self.button(f"kind:{i}:{kind}", kind.title(), (x, y, sizes["kind"], row),
                            selected=seat.kind == kind)  # fmt: skip
                x += sizes["kind"] + gap
            entry = self.add(UITextEntryLine(pygame.Rect(x, y, sizes["name"], row), self.app.ui))
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.entries[id(entry)] = ("name", i)
            x += sizes["name"] + gap
            if seat.kind == "computer" and sizes["level"]:
                for level, title in levels:
                    lw = sizes["level"][level]
                    self.button(f"level:{i}:{level}", title, (x, y, lw, row),
                                tool_tip=LEVEL_NOTES.get(level),
                                selected=seat.level == level)  # fmt: skip
                    x += lw + gap
            y += row + line_gap
        return y + self.px(6)

    # ----- input -------------------------------------------------------------------------------

    def on_button(self, key: str) -> None:
        kind, _, rest = key.partition(":")
        if kind == "game":
            self.choose_game(rest)
        elif kind == "mode":
            self.choose_mode(rest)
        elif kind == "modes":
            self.mode_list.page(-1 if rest == "up" else 1)
        elif kind == "option":
            key_, _, value = rest.partition(":")
            self.choose_option(key_, value)
        elif kind == "kind":
            seat, _, value = rest.partition(":")
            self.set_kind(int(seat), value)
            self.rebuild()
        elif kind == "level":
            seat, _, value = rest.partition(":")
            shown = list(self.level_notes)
            self.set_level(int(seat), value)
            if self.levels_in_use() == shown:
                self.select_only(f"level:{seat}:", key)
            else:
                self.rebuild()  # the notes under the seats follow the levels in use
        elif key == "back":
            self.app.stack.pop()
        elif key == "start":
            self.start()

    def choose_mode(self, mode_id: str) -> None:
        if mode_id in self.modes and mode_id != self.mode_id:
            self.mode_id = mode_id
            self._remember()
            self._fit_seats()
            self.mode_list.reveal(mode_id)
            if self.active:
                self.rebuild()

    def step_mode(self, by: int) -> None:
        """Choose the mode ``by`` places further down the game's list (up when negative),
        stopping at either end."""
        ids = list(self.modes)
        at = max(0, min(len(ids) - 1, ids.index(self.mode_id) + by))
        self.choose_mode(ids[at])

    def typing(self) -> bool:
        """Whether a name or the seed is being typed (its field has the keys)."""
        return any(getattr(e, "is_focused", False) for e in self.elements
                   if isinstance(e, UITextEntryLine))  # fmt: skip

    def on_resize(self, size) -> None:
        self.mode_list.reveal(self.mode_id)
        super().on_resize(size)

    def on_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            # The list is the one thing here that scrolls (a long summary scrolls itself).
            self.mode_list.scroll(-event.y)
            return True
        if (
            event.type == pygame.TEXTINPUT
            and self.seed_entry is not None
            and self.seed_entry.is_focused
        ):
            # The entry passes on what it would not take (a character its font cannot draw).
            self.refuse_seed_characters(event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            what = self.entries.get(id(event.ui_element))
            if what is None:
                return False
            if what[0] == "name":
                self.seats[what[1]].name = event.text
                self._refresh_seat_choices()
            else:
                self.on_seed_text(event.text)
            return True
        return False

    def focus_rank(self, element) -> int:
        """Tab walks the game, its modes and their choices, then the seats and the seed, then
        Start and Back (the seats' column is built first)."""
        key = self._keys.get(id(element), "")
        if key in ("start", "back"):
            return 2 if key == "start" else 3
        return 0 if key.partition(":")[0] in ("game", "mode", "modes", "option") else 1

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN) and not self.typing():
            self.step_mode(-1 if event.key == pygame.K_UP else 1)
            return True
        return False
