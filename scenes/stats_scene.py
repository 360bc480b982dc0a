"""The statistics screen (from the menu): one player's matches and rounds per mode and opponent
level, the totals, win streaks and points per round; the latest finished match; a reset that asks
first. Reads only scenes.stats and scenes.archive, so it shows every game and mode."""

from __future__ import annotations

import pygame

from scenes import archive, stats, widgets
from scenes.games import mode_label, mode_labels
from scenes.widgets import UIScene

EMPTY_TEXT = (
    "No finished matches yet. Play one against the computer or with friends at this screen, "
    "and your results appear here."
)
EMPTY_HINT = (
    "Each match you finish is counted by mode and by the computer's level, with your win "
    "streaks and points per round; the last {kept} matches are kept for review."
)
RESET_TEXT = (
    "Erase the statistics of every player? The counts start again from nothing. The finished "
    "matches kept for review stay."
)
MAX_NAME_BUTTONS = 6  # player names offered as buttons (the most played first)
# (title, share of the table's width, right-aligned)
COLUMNS = (
    ("Mode", 0.31, False),
    ("Opponents", 0.12, False),
    ("Matches", 0.09, True),
    ("Won", 0.07, True),
    ("Lost", 0.07, True),
    ("Win rate", 0.09, True),
    ("Rounds won", 0.11, True),
    ("Points / round", 0.14, True),
)
# Shown after "Won" once the player has drawn a match (one nobody won), its width taken from
# the mode's column.
DRAWN = ("Drawn", 0.07, True)


def columns(draws: bool) -> tuple[tuple[str, float, bool], ...]:
    """The table's columns: COLUMNS, with DRAWN when ``draws``."""
    if not draws:
        return COLUMNS
    (title, share, right), *rest = COLUMNS
    at = [c[0] for c in COLUMNS].index("Won")
    rest.insert(at, DRAWN)
    return ((title, share - DRAWN[1], right), *rest)


def percent(value: float | None) -> str:
    return "\u2013" if value is None else f"{round(value * 100)}%"


def decimal(value: float | None) -> str:
    return "\u2013" if value is None else f"{value:.2f}"


def cell_columns(cell: stats.Cell, draws: bool = False) -> list[str]:
    """The numeric columns of one row (with the drawn matches when ``draws``)."""
    return [
        str(cell.matches),
        str(cell.wins),
        *([str(cell.draws)] if draws else []),
        str(cell.losses),
        percent(cell.win_rate),
        f"{cell.rounds_won} of {cell.rounds}",
        decimal(cell.points_per_round),
    ]


def streak_words(player: stats.PlayerStats) -> str:
    now = player.streak
    current = f"{now} win{'s' if now != 1 else ''} in a row" if now else "no win in a row now"
    return f"Win streak: {current}; best {player.best_streak}"


class StatsScene(UIScene):
    name = "statistics"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.notices: list[str] = []
        self.data = stats.load(self.notices)
        self.matches = archive.entries(self.notices)
        names = self.data.names()
        self.player: str | None = names[0] if names else None
        self.scroll = 0  # table rows scrolled past
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)

    # ----- content -------------------------------------------------------------------------------

    @property
    def current(self) -> stats.PlayerStats | None:
        return self.data.players.get(self.player) if self.player is not None else None

    @property
    def draws(self) -> bool:
        """Whether the player shown has drawn a match: then the table has a Drawn column."""
        player = self.current
        return player is not None and player.total().draws > 0

    def rows(self) -> list[tuple[str, list[str]]]:
        """The table as (kind, texts): kind "head", "row", "section" or "total"."""
        player = self.current
        if player is None:
            return []
        draws = self.draws
        out: list[tuple[str, list[str]]] = [("head", [c[0] for c in columns(draws)])]
        by_mode = player.by_mode()
        titles = mode_labels(m for m, _ in by_mode)  # the game's name once the table mixes games
        for mode_id, cells in by_mode:
            for i, (level, cell) in enumerate(cells):
                title = titles[mode_id] if i == 0 else ""
                out.append(("row", [title, stats.level_title(level), *cell_columns(cell, draws)]))
        out.append(("section", ["By opponents, every mode"]))
        for level, cell in player.by_level():
            out.append(("row", ["", stats.level_title(level), *cell_columns(cell, draws)]))
        out.append(("total", ["All matches", "", *cell_columns(player.total(), draws)]))
        return out

    def summary(self) -> str:
        player = self.current
        if player is None:
            return ""
        total = player.total()
        return (
            f"{player.name}: {total.matches} match{'es' if total.matches != 1 else ''}, "
            f"{total.wins} won ({percent(total.win_rate)})"
            f"{f', {total.draws} drawn' if total.draws else ''}. {streak_words(player)}. "
            f"Points per round played: {decimal(total.points_per_round)}."
        )

    def latest(self) -> str:
        if not self.matches:
            return ""
        m = self.matches[0]
        kept = len(self.matches)
        return (
            f"Latest match, {m.local_time()}: {mode_label(m.mode_id)}, {m.players()}; {m.result()}. "
            f"{kept} finished match{'es' if kept != 1 else ''} kept for review."
        )

    def name_buttons(self) -> list[tuple[str, str, bool]]:
        """(key, text, selected) of the player buttons: a name each, the most played first; past
        MAX_NAME_BUTTONS the last one steps through the other names and shows the one chosen."""
        names = self.data.names()
        if len(names) <= MAX_NAME_BUTTONS:
            return [(f"player:{i}", n, n == self.player) for i, n in enumerate(names)]
        head = names[: MAX_NAME_BUTTONS - 1]
        out = [(f"player:{i}", n, n == self.player) for i, n in enumerate(head)]
        other = self.player not in head
        text = f"More: {self.player}" if other else f"{len(names) - len(head)} more\u2026"
        out.append(("player:more", text, other))
        return out

    # ----- widgets -------------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        self.label("Statistics", (0, self.px(18), w, self.px(50)), "#heading")
        y = self.px(74)
        buttons = self.name_buttons()
        if len(buttons) > 1:
            n = len(buttons)
            gap = self.px(8)
            bw = min(self.px(180), (w - self.px(60) - gap * (n - 1)) // n)
            x = (w - (bw * n + gap * (n - 1))) // 2
            for i, (key, text, selected) in enumerate(buttons):
                self.button(key, text, (x + i * (bw + gap), y, bw, self.px(36)),
                            selected=selected)  # fmt: skip
            y += self.px(46)
        fw = min(w - self.px(40), self.px(1180))
        bh = self.px(48)
        bottom = h - bh - self.px(20)
        self.frame = pygame.Rect((w - fw) // 2, y, fw, bottom - self.px(14) - y)
        if self.current is None:  # the friendly line in a smaller frame, in the middle
            fw = min(fw, self.px(900))
            room = self.frame.h
            self.frame = pygame.Rect((w - fw) // 2, 0, fw, min(room, self.px(190)))
            self.frame.centery = y + room // 2
        pad = self.px(18)
        self.table = self.frame.inflate(-2 * pad, -2 * pad)
        if self.current is not None:
            self.table.y += self.px(30)  # the summary line above the table
            self.table.h -= self.px(30)
        if self.matches:
            self.table.h -= self.px(26)  # the latest match below it
        bw, gap = self.px(230), self.px(12)
        self.button("reset", "Reset statistics", (w // 2 - bw - self.px(8), bottom, bw, bh),
                    enabled=not self.data.empty)  # fmt: skip
        self.button("back", "Back", (w // 2 + self.px(8), bottom, bw, bh), "#big_button")
        if self.notices:  # inside the table's frame at its foot, or below the empty frame
            nh = self.px(90)
            top = self.frame.bottom - nh if self.current is not None else self.frame.bottom + gap
            text = "<br>".join(widgets.esc(n) for n in self.notices[-2:])
            self.text_box(text, (self.frame.x, top, self.frame.w, nh), "#notice")
            if self.current is not None:
                self.table.h -= nh
        self.scroll = min(self.scroll, self.max_scroll())

    # ----- input -------------------------------------------------------------------------------

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "player:more":
            rest = self.data.names()[MAX_NAME_BUTTONS - 1 :]
            at = rest.index(self.player) + 1 if self.player in rest else 0
            self.player = rest[at % len(rest)]
            self.scroll = 0
            self.rebuild()
        elif key.startswith("player:"):
            names = self.data.names()
            index = int(key.partition(":")[2])
            if index < len(names):
                self.player = names[index]
                self.scroll = 0
                self.rebuild()
        elif key == "reset" and not self.data.empty:
            self.app.stack.push(ResetScene(self.app, self))

    def erase(self) -> None:
        """Erase every player's statistics (asked first by ResetScene)."""
        try:
            stats.reset()
        except OSError as exc:
            self.notices.append(f"The statistics could not be erased ({exc}).")
        self.data = stats.load(self.notices)
        names = self.data.names()
        self.player = names[0] if names else None
        self.scroll = 0
        if self.active:
            self.rebuild()

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.on_button("back")
            return True
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
        if event.key in steps:
            self.scroll_by(steps[event.key])
            return True
        return False

    def on_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
            return True
        return False

    def row_height(self) -> int:
        return self.px(30)

    def visible_rows(self) -> int:
        return max(1, self.table.h // self.row_height())

    def max_scroll(self) -> int:
        # The header and the totals stay in place; the rows between them scroll.
        return max(0, len(self.rows()) - self.visible_rows())

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + n))

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        widgets.draw_frame(surface, self.frame, self.scale)
        fonts = self.app.fonts
        t = self.table
        if self.current is None:
            font = fonts.get(self.px(21), italic=True)
            y = self._draw_wrapped(surface, EMPTY_TEXT, font, widgets.CREAM,
                                   pygame.Rect(t.x, t.y + self.px(10), t.w, t.h))  # fmt: skip
            hint = EMPTY_HINT.format(kept=archive.MAX_KEPT)
            self._draw_wrapped(surface, hint, fonts.get(self.px(16)), widgets.MUTED,
                               pygame.Rect(t.x, y + self.px(14), t.w, t.h))  # fmt: skip
            return
        widgets.blit_text(surface, self._fit(self.summary(), fonts.get(self.px(17)), t.w),
                          fonts.get(self.px(17)), widgets.CREAM, (t.x, t.y - self.px(30)))  # fmt: skip
        rows = self.rows()
        middle = rows[1:-1]
        room = max(0, self.visible_rows() - 2)
        window = middle[self.scroll : self.scroll + room]
        y = t.y
        rh = self.row_height()
        for kind, texts in [rows[0], *window, rows[-1]]:
            self._draw_row(surface, kind, texts, y)
            y += rh
        if self.max_scroll():
            first = self.scroll + 1
            more = f"Rows {first}\u2013{first + len(window) - 1} of {len(middle)}"
            widgets.blit_text(surface, more + " (scroll for more)", fonts.get(self.px(14)),
                              widgets.MUTED, (t.right, t.y - self.px(28)), "topright")  # fmt: skip
        if self.matches:
            font = fonts.get(self.px(15), italic=True)
            widgets.blit_text(surface, self._fit(self.latest(), font, t.w), font, widgets.MUTED,
                              (t.x, t.bottom + self.px(4)))  # fmt: skip

    def _draw_row(self, surface, kind: str, texts: list[str], y: int) -> None:
        fonts = self.app.fonts
        t = self.table
        rh = self.row_height()
        if kind == "section":
            font = fonts.get(self.px(17), bold=True)
            widgets.blit_text(surface, texts[0], font, widgets.GOLD, (t.x, y + rh // 2), "midleft")
            return
        bold = kind in ("head", "total")
        font = fonts.get(self.px(15 if kind == "head" else 17), bold=bold)
        colour = widgets.GOLD if bold else widgets.CREAM
        if kind == "total":
            pygame.draw.line(surface, widgets.GOLD_DIM, (t.x, y), (t.right, y))
        x = t.x
        for (_, share, right), text in zip(columns(self.draws), texts, strict=False):
            cw = round(t.w * share)
            room = cw - self.px(10)
            shown = self._fit(text, font, room)
            if right:
                widgets.blit_text(surface, shown, font, colour, (x + cw, y + rh // 2), "midright")
            else:
                widgets.blit_text(surface, shown, font, colour, (x, y + rh // 2), "midleft")
            x += cw
        if kind == "head":
            line_y = y + rh - self.px(3)
            pygame.draw.line(surface, widgets.GOLD_DIM, (t.x, line_y), (t.right, line_y))

    @staticmethod
    def _fit(text: str, font, width: int) -> str:
        """``text``, cut with an ellipsis when it is wider than ``width``."""
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "\u2026")[0] > width:
            text = text[:-1]
        return text.rstrip() + "\u2026"

    def _draw_wrapped(self, surface, text: str, font, colour, rect: pygame.Rect) -> int:
        """Draw ``text`` centred in lines as wide as ``rect``; returns the y below it."""
        line, y = "", rect.y
        for word in text.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] > rect.w and line:
                widgets.blit_text(surface, line, font, colour, (rect.centerx, y), "midtop")
                y += font.get_linesize()
                line = word
            else:
                line = trial
        if line:
            widgets.blit_text(surface, line, font, colour, (rect.centerx, y), "midtop")
            y += font.get_linesize()
        return y


class ResetScene(UIScene):
    """Asked over the statistics before anything is erased; keeping them is the highlighted
    choice, and Enter or Esc takes it."""

    name = "reset_statistics"
    opaque = False
    modal = True

    def __init__(self, app, screen: StatsScene) -> None:
        super().__init__(app)
        self.screen = screen
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> None:
        w, h = size
        pad = self.px(28)
        pw = min(w - self.px(40), self.px(620))
        bw, bh, gap = self.px(250), self.px(50), self.px(16)
        text_h = self.px(96)
        self.panel = pygame.Rect(0, 0, pw, pad * 2 + self.px(48) + text_h + self.px(12) + bh)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + pad
        self.label("Reset statistics?", (self.panel.x, y, pw, self.px(44)), "#heading")
        y += self.px(48)
        self.text_box(widgets.esc(RESET_TEXT), (self.panel.x + pad, y, pw - 2 * pad, text_h))
        y = self.panel.bottom - pad - bh
        self.button("erase", "Erase statistics", (self.panel.centerx - bw - gap // 2, y, bw, bh))
        self.button("keep", "Keep them", (self.panel.centerx + gap // 2, y, bw, bh),
                    "#big_button")  # fmt: skip

    def on_button(self, key: str) -> None:
        if key == "erase":
            self.screen.erase()
        self.app.stack.pop()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_button("keep")
            return True
        return False

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface)
        widgets.draw_frame(surface, self.panel, self.scale)
