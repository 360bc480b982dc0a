"""New game: the game, then its mode and the mode's own choices (options), who sits in each seat
(a person or the computer, and its level, with a line on what each level in use is like), the
names, and an optional seed; Start sits everyone down at the game's table. Every game comes from
the registry; this screen names none."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.core.registry import OptionInfo, modes
from game.core.tutorial import scripts
from scenes import widgets
from scenes.games import playable, scenes_for
from scenes.mode_list import ModeList
from scenes.render.card_tools import wrap
from scenes.session import (
    NAME_LIMIT,
    MatchSession,
    SeatSetup,
)
from scenes.setup_players import (
    SEED_ENTRY_LIMIT,
    PlayersColumn,
)
from scenes.widgets import UIScene

OPTION_MIN = 96  # the narrowest an option's choice may be (unscaled), else they take more rows
LINE_SEATS = 5  # from this many seats each seat takes one line (see _build_seat_lines)
LINES_LEFT = 0.31  # the share of the width the game and mode column keeps then
COMPACT_LEFT = 0.36  # ... and with compact seat lines (large text; see seat_line_widths)


class SetupScene(PlayersColumn, UIScene):
    name = "setup"
    heading = "New game"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = playable()
        # A guided first game's mode is played from Learn to play, with its script's seats and
        # notes; New game lists the others.
        guided = {script.mode for script in scripts().values()}
        self.all_modes = {
            mid: m for mid, m in modes().items() if m.game in self.games and mid not in guided
        }
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
        self.seed_notes: list = []  # the lines of the note beside the seed field
        # Seat lines with one button for the kind and one for the level (see seat_line_widths)
        self.compact_seats = False
        self.teams_note: list = []  # the lines saying who partners whom (a mode of teams)
        self.teams_room = (0, 1)  # their column's width and how many columns there are
        self.seed_note_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_message: str | None = None
        self.seed_message_left = 0.0

    # ----- choices -----------------------------------------------------------------------------

    @property
    def modes(self) -> dict:
        """The chosen game's modes, in the game's order."""
        return {m.id: m for m in self.games[self.game_id].modes if m.id in self.all_modes}

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
        font = self.app.fonts.get(self.tx(18))
        room = width - self.px(10)
        if font.size(text)[0] <= room:
            return text
        while text and font.size(text.rstrip() + "\u2026")[0] > room:
            text = text[:-1]
        return text.rstrip() + "\u2026"

    def seat_setups(self) -> list[SeatSetup]:
        """The seats as chosen, each with a name of its own (a blank one given its default)."""
        seats = []
        for i, s in enumerate(self.seats):
            name = s.name.strip() or self.default_seat_name(i, s.kind)
            # Two seats with one name would make "Pass the laptop to Alice" ambiguous.
            taken = {seat.name for seat in seats}
            base, n = name, 2
            while name in taken:
                suffix = f" {n}"
                name, n = base[: NAME_LIMIT - len(suffix)].rstrip() + suffix, n + 1
            seats.append(SeatSetup(name, s.kind, s.level))
        return seats

    def start(self) -> None:
        seats = self.seat_setups()
        self.session = MatchSession(self.mode_id, seats, self.seed(), options=self.options())
        self.session.save()  # listed under Continue from the start, beside any other saved match
        table = scenes_for(self.session.state).table
        self.app.stack.replace(table(self.app, self.session))

    # ----- widgets -----------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        self.entries = {}
        self.seed_notes = []  # killed with the other widgets
        self.compact_seats = False
        m = self.px(40)
        self.label(self.heading, (0, self.px(18), w, self.tx(48)), "#heading")
        top = self.px(36) + self.tx(48)
        # Five seats or more take a line each (``_build_seat_lines``), which wants a wider
        # column for the seats than the usual one.
        lines = len(self.seats) >= LINE_SEATS
        row = self.tx(40)
        gap = self.px(8)
        share = LINES_LEFT if lines else 0.46
        if lines and self.seat_line_widths(w - 3 * m - round((w - 3 * m) * share), gap)["compact"]:
            share = COMPACT_LEFT  # compact seat lines are narrower: the mode column takes more
        left_w = round((w - 3 * m) * share)
        right_x = 2 * m + left_w
        right_w = w - right_x - m

        # The seats.
        self.label("Players", (right_x, top, right_w, self.tx(30)), "#subheading")
        y = top + self.tx(36)
        # A mode of teams says who is partnered with whom (partners sit across the table): a
        # line per team, in two columns once there are more than two teams.
        self.teams_note = []
        words = self.teams_words()
        cols = 2 if len(words) > 2 else 1
        note_w = (right_w - gap * (cols - 1)) // cols
        small = self.app.fonts.get(self.tx(14))
        self.teams_room = (note_w, cols)
        for k, shown in enumerate(self.team_lines(note_w)):
            # Labels centre their text: a rect as wide as the words keeps each line at the
            # left of its column.
            rect = (right_x + (k % cols) * (note_w + gap), y + (k // cols) * self.tx(22),
                    min(note_w, small.size(shown)[0] + self.px(8)), self.tx(22))  # fmt: skip
            self.teams_note.append(self.label(shown, rect, "#small"))
        if words:
            y += self.tx(22) * -(-len(words) // cols) + self.px(6)
        half = (right_w - gap) // 2
        bh = self.tx(52)
        limit = h - bh - self.px(24) - gap
        notes = self.level_note_lines(right_w)
        # Under the seed, five seats or more leave room for the mode's choices that fit above
        # Start (the mode column keeps its room for the list and the summary): each in order
        # that fits there as if there were no level notes, so the notes never push one out.
        right_options: list = []
        reserve = row + gap  # the room kept under the notes: the seed's row
        srow = row  # the seats' column's row
        if lines:
            # Large text: the seat lines close up to the height their words need before the
            # seed's row would run past Start.
            fits = (limit - y - self.px(22)) // (len(self.seats) + 1) - gap
            srow = max(self.line_height("button", "button") + self.px(10), min(row, fits))
            seats_end = y + len(self.seats) * (srow + gap) + self.px(6)
            y_opt = seats_end + srow + self.px(16)
            for opt in self.mode_options:
                plan = self.option_plan(opt, right_w, srow, gap)
                if y_opt + plan["height"] <= limit:
                    right_options.append((opt, plan))
                    y_opt += plan["height"]
            if right_options:
                reserve = y_opt - seats_end
            line_gap = self.line_gap(limit - seats_end - reserve, notes, gap)
            y = self._build_seat_lines(right_x, y, right_w, srow, gap, line_gap)
        else:
            y = self._build_seat_rows(right_x, y, right_w, row, gap, limit, notes)
            if self._list_crowded(left_w, top, limit, row, gap):
                # Large text: the mode's choices go under the seed where they fit, as with five
                # seats (the notes give way), so the list of modes keeps the column's height.
                y_opt = y + row + self.px(16)
                for opt in self.mode_options:
                    plan = self.option_plan(opt, right_w, row, gap)
                    if y_opt + plan["height"] <= limit:
                        right_options.append((opt, plan))
                        y_opt += plan["height"]
                reserve = y_opt - y
        # What each level in use is like, under the seats and above the seed (which keeps its
        # row above Start).
        y = self._build_level_notes(right_x, y, right_w, limit - y - reserve, notes)
        self.label("Seed", (right_x, y, self.tx(80), srow), "#body")
        seed_entry = self.add(
            UITextEntryLine(
                pygame.Rect(right_x + self.tx(84), y, min(half, self.tx(220)), srow),
                self.app.ui,
                placeholder_text="random",
            )
        )
        # No widget filter: a refused character is named beside the field (see on_seed_text).
        seed_entry.set_text_length_limit(SEED_ENTRY_LIMIT)
        seed_entry.set_text(self.seed_text)
        self.seed_entry = seed_entry
        self.entries[id(seed_entry)] = ("seed", 0)
        note_x = right_x + self.tx(84) + min(half, self.tx(220)) + gap
        self.seed_note_rect = pygame.Rect(note_x, y, w - m - note_x, srow)
        self._show_seed_note()
        # The mode's choices that fit under the seed (five seats or more; see above); the
        # others stay in the mode column.
        y += srow + self.px(16)
        y = self._build_options(right_x, y, right_options, srow, gap)
        at_right = {i for i, opt in enumerate(self.mode_options)
                    if any(opt is o for o, _plan in right_options)}  # fmt: skip

        # The game first, then its modes, the chosen mode's summary and its own choices.
        self._build_mode_column(m, top, left_w, h - bh - self.px(24) - gap, row, gap, at_right)

        bw = self.tx(200)
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

    def _game_rows(self, width: int, gap: int) -> tuple[list[list[str]], dict[str, int]]:
        """The game buttons' rows (as many a row as their names fit) and each one's width."""
        font = self.app.fonts.get(self.tx(18))
        names = {gid: ginfo.name for gid, ginfo in self.games.items()}
        needs = {gid: min(width, font.size(name)[0] + self.px(20)) for gid, name in names.items()}
        rows: list[list[str]] = [[]]
        for gid in names:
            taken = sum(needs[g] + gap for g in rows[-1])
            if rows[-1] and taken + needs[gid] > width:
                rows.append([])
            rows[-1].append(gid)
        return rows, needs

    def _list_crowded(self, width: int, top: int, bottom: int, row: int, gap: int) -> bool:
        """Whether the list of modes would scroll in the mode column from ``top`` to
        ``bottom`` with every choice of the mode under it (and no summary)."""
        if not self.mode_options:
            return False
        rows, _needs = self._game_rows(width, gap)
        y = top + len(rows) * (row + gap) - gap + self.px(12)
        options_h = sum(self.option_plan(o, width, row, gap)["height"] for o in self.mode_options)
        self.mode_list.set_modes(self.modes.values(), self.mode_id)
        return not self.mode_list.fits(width, bottom - y - options_h)

    def _build_games(self, x: int, y: int, width: int, row: int, gap: int) -> int:
        """One button a game, in order, as many a row as their names fit, each row's buttons
        sharing out the room left; a name wider than the column is cut (its tool tip has it
        whole). Returns the y under them."""
        names = {gid: ginfo.name for gid, ginfo in self.games.items()}
        rows, needs = self._game_rows(width, gap)
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
        font = self.app.fonts.get(self.tx(16))
        room = width - 2 * 14 - 2 - self.px(8)  # the theme's padding and border, and slack
        texts = [f"{info.summary} {info.seats} players." for info in self.modes.values()]
        return max(2, *(len(wrap(font, text, room)) for text in texts))

    def _build_options(self, x: int, y: int, plans: list, row: int, gap: int) -> int:
        """Options' choices from (x, y), one option after another as their plans lay them
        out (``plans``: (option, ``option_plan``)); returns the y below them."""
        chosen = self.options()
        for opt, plan in plans:
            if plan["above"]:  # the label on a line of its own, the choices under it
                self.label(opt.label, (x, y, plan["label_w"], self.tx(22)), "#small")
                y += self.tx(22)
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
        font = self.app.fonts.get(self.tx(16))
        line = round(font.get_linesize() * 1.25)  # pygame-gui's line spacing in a text box
        # The theme's text box padding (10 above and below) and border, and a little slack
        # (pygame-gui lays the first line a few pixels low).
        frame = 2 * 10 + 2 + self.px(6)
        return lines * line + frame

    def option_plan(self, opt: OptionInfo, left_w: int, row: int, gap: int) -> dict:
        """How an option's row of choices is laid out in a column ``left_w`` wide: beside its
        label while each choice gets at least OPTION_MIN, else the label on a line above and
        the choices in rows under it, as many a row as keep that width; and its height."""
        small = self.app.fonts.get(self.tx(14))
        label_w = min(self.tx(190), left_w // 3, small.size(opt.label)[0] + self.px(16))
        k = len(opt.choices)
        cw = (left_w - label_w - gap * k) // k
        # The narrowest a choice may be: OPTION_MIN, or the widest of its labels (a name a
        # seat was given, "On, one each") so that none is cut.
        font = self.app.fonts.get(self.tx(18))
        widest = max(
            font.size(self.choice_label(opt, value, text))[0] + self.px(16)
            for value, text in opt.choices
        )
        least = max(self.tx(OPTION_MIN), min(widest, left_w))
        label_fits = small.size(opt.label)[0] + self.px(8) <= label_w
        if cw >= least and label_fits:
            return {"above": False, "label_w": label_w, "per_row": k, "cw": cw,
                    "height": row + gap}  # fmt: skip
        per_row = max(1, min(k, (left_w + gap) // (least + gap)))
        cw = (left_w - gap * (per_row - 1)) // per_row
        rows = -(-k // per_row)
        return {"above": True, "label_w": min(left_w, small.size(opt.label)[0] + self.px(16)),
                "per_row": per_row, "cw": cw,
                "height": self.tx(22) + rows * (row + gap)}  # fmt: skip

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
            if self.levels_in_use() == shown and not self.compact_seats:
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
