"""The statistics screen (from the menu): one player's matches and rounds per mode and opponent
level, the totals, win streaks and points per round; the latest finished match; a reset that asks
first. Reads only scenes.stats and scenes.archive, so it shows every game and mode; the table
speaks each game's words (``scenes.stats_table``).

Nothing it draws is cut: the columns are as wide as their texts, a mode's title too long for its
column is set smaller, and the lines above and below the table wrap. Every text drawn is kept in
``drawn`` with the room it had, so a test can tell."""

from __future__ import annotations

import pygame

from scenes import archive, stats, widgets
from scenes.drawn import Drawn, blit_noted
from scenes.games import mode_label, round_in_text
from scenes.render.card_tools import wrap
from scenes.stats_table import (
    RIGHT_FROM,
    column_spans,
    common_words,
    decimal,
    percent,
    player_games,
    table_rows,
)
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
SMALLEST_TITLE = 0.75  # a mode's title is set down to this share of the table's size to fit


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
        self.summary_lines: list[str] = []
        self.latest_lines: list[str] = []
        self.scrolls = False  # the table has more rows than room, and a line says so below it
        self.drawn: list[Drawn] = []  # what the last frame drew (see Drawn)

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
        return [] if player is None else table_rows(player, self.draws)

    def summary(self) -> str:
        """The line above the table, in the words of the player's games (their points per
        round only when every one of them counts rounds alike)."""
        player = self.current
        if player is None:
            return ""
        total = player.total()
        words = common_words(player_games(player))
        said = (
            f"{player.name}: {words.count(total.matches)}, {total.wins} won "
            f"({percent(total.win_rate)}){f', {total.draws} drawn' if total.draws else ''}. "
            f"{streak_words(player)}."
        )
        if words.round:
            word = round_in_text(words.round)
            said += f" Points per {word} played: {decimal(total.points_per_round)}."
        return said

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
        self.label("Statistics", (0, self.px(18), w, self.tx(50)), "#heading")
        y = self.px(24) + self.tx(50)
        buttons = self.name_buttons()
        if len(buttons) > 1:
            self._name_buttons(buttons, w, y)
            y += self.tx(36) + self.px(10)
        fw = min(w - self.px(40), self.px(1180))
        bh = self.tx(48)
        bottom = h - bh - self.px(20)
        self.frame = pygame.Rect((w - fw) // 2, y, fw, bottom - self.px(14) - y)
        if self.current is None:  # the friendly line in a smaller frame, in the middle
            fw = min(fw, self.px(900))
            room = self.frame.h
            self.frame = pygame.Rect((w - fw) // 2, 0, fw, min(room, self.tx(190)))
            self.frame.centery = y + room // 2
        pad = self.px(18)
        self.table = self.frame.inflate(-2 * pad, -2 * pad)
        self.summary_lines, self.latest_lines = [], []
        if self.current is not None:  # the summary above the table, the latest match below
            font = self._font("summary")
            self.summary_lines = wrap(font, self.summary(), self.table.w)
            above = len(self.summary_lines) * font.get_linesize() + self.px(8)
            self.table.y += above
            self.table.h -= above
            if self.matches:
                font = self._font("latest")
                self.latest_lines = wrap(font, self.latest(), self.table.w)
                self.table.h -= len(self.latest_lines) * font.get_linesize() + self.px(4)
        bw, gap = self.tx(230), self.px(12)
        self.button("reset", "Reset statistics", (w // 2 - bw - self.px(8), bottom, bw, bh),
                    enabled=not self.data.empty)  # fmt: skip
        self.button("back", "Back", (w // 2 + self.px(8), bottom, bw, bh), "#big_button")
        if self.notices:  # inside the table's frame at its foot, or below the empty frame
            nh = self.tx(90)
            top = self.frame.bottom - nh if self.current is not None else self.frame.bottom + gap
            text = "<br>".join(widgets.esc(n) for n in self.notices[-2:])
            self.text_box(text, (self.frame.x, top, self.frame.w, nh), "#notice")
            if self.current is not None:
                self.table.h -= nh
        # Less room only makes more rows scroll, so the line that says so is sure to be needed.
        self.scrolls = self.current is not None and len(self.rows()) > self.visible_rows()
        if self.scrolls:
            self.table.h -= self._font("note").get_linesize()
        self.scroll = min(self.scroll, self.max_scroll())

    def _name_buttons(self, buttons, w: int, y: int) -> None:
        """The player buttons in a centred row, each as wide as its name needs (all as wide as
        the row allows when they cannot all have that)."""
        font = self.app.fonts.get(self.tx(18))
        gap, least = self.px(8), self.tx(110)
        widths = [max(least, font.size(text)[0] + self.px(28)) for _, text, _ in buttons]
        room = w - self.px(60) - gap * (len(buttons) - 1)
        if sum(widths) > room:
            widths = [room // len(buttons)] * len(buttons)
        x = (w - (sum(widths) + gap * (len(buttons) - 1))) // 2
        for (key, text, selected), bw in zip(buttons, widths, strict=True):
            self.button(key, text, (x, y, bw, self.tx(36)), tool_tip=text, selected=selected)
            x += bw + gap

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
        return self.tx(30)

    def visible_rows(self) -> int:
        return max(1, self.table.h // self.row_height())

    def max_scroll(self) -> int:
        # The header and the totals stay in place; the rows between them scroll.
        return max(0, len(self.rows()) - self.visible_rows())

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + n))

    # ----- drawing -------------------------------------------------------------------------------

    # The size (at 1280x720), bold and italic of each kind of text the screen draws.
    STYLES = {
        "summary": (17, False, False),
        "latest": (15, False, True),
        "note": (14, False, False),
        "head": (15, True, False),
        "row": (17, False, False),
        "section": (17, True, False),
        "total": (17, True, False),
    }

    def _font(self, kind: str, px: int | None = None):
        size, bold, italic = self.STYLES[kind]
        return self.app.fonts.get(self.tx(size) if px is None else px, bold=bold, italic=italic)

    def window(self) -> tuple[tuple[str, list[str]], int, list[tuple[str, list[str]]]]:
        """What the table shows: the heading of the part scrolled to (it stays on top), the
        first row shown (of the rows between the first heading and the totals) and those rows."""
        rows = self.rows()
        body = rows[1:-1]
        start = min(self.scroll, len(body))
        head = rows[0]
        for row in body[: start + 1]:
            if row[0] == "head":
                head = row
        if start < len(body) and body[start][0] == "head":
            start += 1  # that heading is on top already
        room = max(0, self.visible_rows() - 2)
        return head, start, body[start : start + room]

    def draw(self, surface) -> None:
        super().draw(surface)
        widgets.draw_frame(surface, self.frame, self.scale)
        self.drawn = []
        t = self.table
        if self.current is None:
            font = self.app.fonts.get(self.tx(21), italic=True)
            y = self._draw_wrapped(surface, EMPTY_TEXT, font, widgets.CREAM,
                                   pygame.Rect(t.x, t.y + self.px(10), t.w, t.h))  # fmt: skip
            hint = EMPTY_HINT.format(kept=archive.MAX_KEPT)
            self._draw_wrapped(surface, hint, self.app.fonts.get(self.tx(16)), widgets.MUTED,
                               pygame.Rect(t.x, y + self.px(14), t.w, t.h))  # fmt: skip
            return
        font = self._font("summary")
        y = t.y - self.px(8) - len(self.summary_lines) * font.get_linesize()
        for line in self.summary_lines:
            self._blit(surface, line, font, widgets.CREAM, (t.x, y), t.w)
            y += font.get_linesize()
        rows = self.rows()
        spans = column_spans(rows, lambda kind, text: self._font(kind).size(text)[0], t.w,
                             self.px(14))  # fmt: skip
        head, start, window = self.window()
        y = t.y
        for kind, texts in [head, *window, rows[-1]]:
            self._draw_row(surface, kind, texts, y, spans)
            y += self.row_height()
        below = t.bottom + self.px(4)
        if self.scrolls:
            font = self._font("note")
            more = f"Rows {start + 1}\u2013{start + len(window)} of {len(rows) - 2}"
            self._blit(surface, more + " (scroll for more)", font, widgets.MUTED,
                       (t.right, t.bottom), t.w, "topright")  # fmt: skip
            below += font.get_linesize()
        font = self._font("latest")
        for line in self.latest_lines:
            self._blit(surface, line, font, widgets.MUTED, (t.x, below), t.w)
            below += font.get_linesize()

    def _blit(self, surface, text: str, font, colour, pos, room: int, anchor="topleft") -> None:
        """Draw ``text`` in ``room`` pixels (cut only if it cannot fit), noted in ``drawn``."""
        blit_noted(surface, self.drawn, text, font, colour, pos, room, anchor)

    def _draw_row(self, surface, kind: str, texts: list[str], y: int, spans) -> None:
        t = self.table
        rh = self.row_height()
        middle = y + rh // 2
        if kind == "section":
            self._blit(surface, texts[0], self._font(kind), widgets.GOLD, (t.x, middle), t.w,
                       "midleft")  # fmt: skip
            return
        colour = widgets.GOLD if kind in ("head", "total") else widgets.CREAM
        if kind == "total":
            pygame.draw.line(surface, widgets.GOLD_DIM, (t.x, y), (t.right, y))
        gap = self.px(14)
        for i, ((x, cw), text) in enumerate(zip(spans, texts, strict=False)):
            room = cw - gap
            font = self._fitting_font(kind, text, room) if i == 0 else self._font(kind)
            if i >= RIGHT_FROM:
                self._blit(surface, text, font, colour, (t.x + x + cw, middle), room, "midright")
            else:
                self._blit(surface, text, font, colour, (t.x + x, middle), room, "midleft")
        if kind == "head":
            line_y = y + rh - self.px(3)
            pygame.draw.line(surface, widgets.GOLD_DIM, (t.x, line_y), (t.right, line_y))

    def _fitting_font(self, kind: str, text: str, room: int):
        """The font of ``kind``, set smaller (down to SMALLEST_TITLE of it) if ``text`` needs."""
        size = self.tx(self.STYLES[kind][0])
        for px in range(size, max(6, round(size * SMALLEST_TITLE)) - 1, -1):
            font = self._font(kind, px)
            if font.size(text)[0] <= room:
                return font
        return font

    def _draw_wrapped(self, surface, text: str, font, colour, rect: pygame.Rect) -> int:
        """Draw ``text`` centred in lines as wide as ``rect``; returns the y below it."""
        y = rect.y
        for line in wrap(font, text, rect.w):
            self._blit(surface, line, font, colour, (rect.centerx, y), rect.w, "midtop")
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
        bw, bh, gap = self.tx(250), self.tx(50), self.px(16)
        pw = max(pw, min(w - self.px(40), 2 * bw + gap + 2 * pad))
        text_h = self.text_box_height(RESET_TEXT, pw - 2 * pad)
        self.panel = pygame.Rect(0, 0, pw, pad * 2 + self.tx(48) + text_h + self.px(12) + bh)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + pad
        self.label("Reset statistics?", (self.panel.x, y, pw, self.tx(44)), "#heading")
        y += self.tx(48)
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
