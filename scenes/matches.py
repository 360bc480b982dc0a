"""The finished matches kept in the data folder, newest first, to open one for review.

Each row says when the match finished, its mode, its players and its result; a click (or the
row's number key) opens it in the review (``scenes.review``). The list reads only
``scenes.archive``, so it shows every game and mode. A file that cannot be read is set aside by
the archive and said here in words; opening a match replays its moves first, and one that no
longer replays is set aside too, with a notice, and the list goes on.
"""

from __future__ import annotations

import pygame

from scenes import archive, widgets
from scenes.games import mode_labels
from scenes.list_footer import draw_footer
from scenes.widgets import UIScene

EMPTY_TEXT = (
    "No finished matches yet. Each match you finish is kept here (the last {kept}), to step "
    "through it move by move with every card shown and see the computer's estimate of your "
    "chances at each of your decisions."
)


def row_text(match: archive.ArchiveEntry, title: str | None = None, fit=None) -> str:
    """One line of the list; ``title`` is the mode as the list names it (see ``mode_labels``).
    ``fit(text, room_left)`` may cut the players (a table of eight is long) so that the line
    still ends with the result: it gets the players and the line without them; an empty
    answer leaves them out (the list says them below the line)."""
    title = match.mode_title if title is None else title
    players = match.players()
    dot = "  \u00b7  "
    if fit is not None:
        players = fit(players, f"{match.local_time()}{dot}{title}{dot}{dot}{match.result()}")
    parts = [match.local_time(), title, players, match.result()]
    return dot.join(part for part in parts if part)


class MatchesScene(UIScene):
    name = "matches"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.notices: list[str] = []
        self.matches = archive.entries(self.notices)
        self.page = 0
        self.per_page = 1

    def pages(self) -> int:
        return max(1, -(-len(self.matches) // self.per_page))

    def shown(self) -> list[archive.ArchiveEntry]:
        start = self.page * self.per_page
        return self.matches[start : start + self.per_page]

    def build(self, size) -> None:
        w, h = size
        self.label("Finished matches", (0, self.px(18), w, self.tx(50)), "#heading")
        bh = self.tx(48)
        bottom = h - bh - self.px(20)
        fw = min(w - self.px(40), self.px(1240))
        x = (w - fw) // 2
        top = self.px(30) + self.tx(50)
        notice_h = self.tx(70) if self.notices else 0
        if not self.matches:
            text, box_w = EMPTY_TEXT.format(kept=archive.MAX_KEPT), fw * 3 // 4
            self.text_box(widgets.esc(text), (x + fw // 8, top + self.px(60), box_w,
                          self.text_box_height(text, box_w)))  # fmt: skip
        else:
            self.label(
                "Newest first. Open one to step through it with every card shown.",
                (0, top - self.px(16), w, self.tx(26)),
                "#small",
            )
            # The game's name in front of each mode once the list holds more than one game.
            titles = mode_labels(m.mode_id for m in self.matches)
            font = self.app.fonts.get(self.tx(18))
            room = fw - self.px(24)
            # Large text: a line too long for its button says the players on a line below it.
            below = any(font.size(row_text(m, titles[m.mode_id]))[0] > room for m in self.matches)
            row_h, gap = self.tx(40), self.px(8)
            slot = row_h + (self.line_height("#small") if below else 0)
            space = bottom - self.tx(38) - notice_h - (top + self.px(16))  # the page line below
            self.per_page = max(1, space // (slot + gap))
            self.page = min(self.page, self.pages() - 1)
            y = top + self.px(16)

            def fit(players: str, rest: str) -> str:
                return "" if below else widgets.fit_text(font, players, room - font.size(rest)[0])

            small = self.ui_font("#small")
            for i, m in enumerate(self.shown()):
                n = self.page * self.per_page + i
                text = row_text(m, titles[m.mode_id], fit)
                whole = row_text(m, titles[m.mode_id])
                self.button(f"open:{n}", text, (x, y, fw, row_h),
                            tool_tip=whole if text != whole else None)  # fmt: skip
                if below:
                    players = widgets.fit_text(small, m.players(), room)
                    self.label(players, (x + self.px(12), y + row_h,
                               min(fw, small.size(players)[0] + self.px(8)),
                               self.line_height("#small")), "#small")  # fmt: skip
                y += slot + gap
        draw_footer(self, w, x, fw, bottom, notice_h, ("< Newer", "Older >"))

    def open(self, n: int) -> None:
        """Open match ``n`` of the list in the review, once its moves replay to its result."""
        if not 0 <= n < len(self.matches):
            return
        try:
            match = archive.load_match(self.matches[n].path)
        except archive.ArchiveError as exc:
            archive._set_aside(self.matches[n].path, str(exc), self.notices)
            del self.matches[n]
            self.rebuild()
            return
        from game.core.registry import game_of
        from scenes.games import scenes_for

        game = game_of(match.mode_id)
        review = scenes_for(game.id).review
        if review is None:
            self.notices.append(f"{game.name} has no review of a finished match yet.")
            self.rebuild()
            return
        self.app.stack.push(review(self.app, match))

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "prev" and self.page > 0:
            self.page -= 1
            self.rebuild()
        elif key == "next" and self.page < self.pages() - 1:
            self.page += 1
            self.rebuild()
        elif key.startswith("open:"):
            self.open(int(key.partition(":")[2]))

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.on_button("back")
        elif pygame.K_1 <= event.key <= pygame.K_9:
            self.open(self.page * self.per_page + event.key - pygame.K_1)
        elif event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
            self.on_button("prev")
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            self.on_button("next")
        else:
            return False
        return True
