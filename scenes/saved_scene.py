"""The saved matches, the most recently played first, to continue one (or delete one, asked first).

The menu's Continue opens this list when more than one match is saved. Each row says the game,
the mode, the players, the score and when it was last played; a click, Enter on the chosen row
(Up and Down choose) or the row's number key resumes it. A row's Delete button (or the Delete
key) asks first, and Keep is the choice Enter takes. The list reads only ``scenes.saved``, so it
shows every game and mode; a match that no longer replays when opened is set aside there, said
here in words, and the list goes on.
"""

from __future__ import annotations

import pygame

from scenes import saved, widgets
from scenes.list_footer import draw_footer
from scenes.widgets import UIScene

DOT = "  \u00b7  "
EMPTY_TEXT = (
    "No saved matches. A match you start stays saved after every move until it ends, and "
    "every match you leave unfinished waits here."
)


def row_text(match: saved.SavedMatch, fit=None) -> str:
    """One row: game, mode (none where it is called as its game), players, score, date. ``fit(players, rest)`` may cut the players
    (a table of eight is long) so that the row still ends with the score and the date, or drop
    them (an empty answer: they are said below the row)."""
    parts = [match.game, match.mode, match.players, match.score, match.local_time()]
    if fit is not None:
        rest = [part for part in parts[:2] if part] + [""] + parts[3:]
        parts[2] = fit(parts[2], DOT.join(rest))
    return DOT.join(part for part in parts if part)


def drop_players(players: str, rest: str) -> str:
    """A ``row_text`` fit that leaves the players out (the row says them on a line below)."""
    return ""


class SavedScene(UIScene):
    name = "saved"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app, matches: list[saved.SavedMatch] | None = None) -> None:
        super().__init__(app)
        self.notices: list[str] = []
        self.matches = saved.saved_matches(self.notices) if matches is None else list(matches)
        self.chosen = 0  # the row Enter resumes and Delete asks about
        self.page = 0
        self.per_page = 1

    def pages(self) -> int:
        return max(1, -(-len(self.matches) // self.per_page))

    def build(self, size) -> None:
        w, h = size
        self.label("Saved matches", (0, self.px(18), w, self.tx(50)), "#heading")
        bh = self.tx(48)
        bottom = h - bh - self.px(20)
        fw = min(w - self.px(40), self.px(1240))
        x = (w - fw) // 2
        top = self.px(30) + self.tx(50)
        notice_h = self.tx(70) if self.notices else 0
        if not self.matches:
            box_w = fw * 3 // 4
            self.text_box(widgets.esc(EMPTY_TEXT), (x + fw // 8, top + self.px(60), box_w,
                          self.text_box_height(EMPTY_TEXT, box_w)))  # fmt: skip
        else:
            self.label(
                "The most recently played first. Each stays saved until it ends.",
                (0, top - self.px(16), w, self.tx(26)),
                "#small",
            )
            gap = self.px(8)
            dw = self.tx(110)
            rw = fw - dw - gap
            font = self.app.fonts.get(self.tx(18))
            # Large text: a row too long for its button says the players on a line below it.
            below = any(font.size(row_text(m))[0] > rw - self.px(24) for m in self.matches)
            row_h = self.tx(40)
            slot = row_h + (self.line_height("#small") if below else 0)
            room = bottom - self.tx(38) - notice_h - (top + self.px(16))  # the page line below
            self.per_page = max(1, room // (slot + gap))
            self.chosen = min(self.chosen, len(self.matches) - 1)
            self.page = self.chosen // self.per_page

            def fit(players: str, rest: str) -> str:
                return widgets.fit_text(font, players, rw - self.px(24) - font.size(rest)[0])

            y = top + self.px(16)
            start = self.page * self.per_page
            for n in range(start, min(start + self.per_page, len(self.matches))):
                m = self.matches[n]
                text, whole = (
                    (row_text(m, drop_players) if below else row_text(m, fit)),
                    row_text(m),
                )
                self.button(f"open:{n}", text, (x, y, rw, row_h),
                            tool_tip=whole if text != whole else None,
                            selected=n == self.chosen)  # fmt: skip
                self.button(f"delete:{n}", "Delete", (x + rw + gap, y, dw, row_h))
                if below:
                    small = self.ui_font("#small")
                    players = widgets.fit_text(small, m.players, rw - self.px(24))
                    self.label(players, (x + self.px(12), y + row_h,
                               min(rw, small.size(players)[0] + self.px(8)),
                               self.line_height("#small")), "#small")  # fmt: skip
                y += slot + gap
        draw_footer(self, w, x, fw, bottom, notice_h, ("< Later", "Earlier >"))

    def resume(self, n: int) -> None:
        """Continue match ``n``, once its moves replay; one that no longer does is set aside."""
        if not 0 <= n < len(self.matches):
            return
        session = saved.load(self.matches[n], self.notices)
        if session is None:
            del self.matches[n]
            self.rebuild()
            return
        self.app.start_match(session)

    def ask_delete(self, n: int) -> None:
        if 0 <= n < len(self.matches):
            self.chosen = n
            self.app.stack.push(DeleteSavedScene(self.app, self, n))

    def delete(self, n: int) -> None:
        """Delete match ``n`` (the player said yes); the list goes on without it."""
        problem = saved.delete(self.matches[n])
        if problem is not None:
            self.notices.append(problem)
        else:
            del self.matches[n]

    def choose(self, n: int) -> None:
        if self.matches:
            self.chosen = max(0, min(n, len(self.matches) - 1))
            self.rebuild()

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "prev" and self.page > 0:
            self.choose((self.page - 1) * self.per_page)
        elif key == "next" and self.page < self.pages() - 1:
            self.choose((self.page + 1) * self.per_page)
        elif key.startswith("open:"):
            self.resume(int(key.partition(":")[2]))
        elif key.startswith("delete:"):
            self.ask_delete(int(key.partition(":")[2]))

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.on_button("back")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.resume(self.chosen)
        elif event.key == pygame.K_DELETE:
            self.ask_delete(self.chosen)
        elif event.key == pygame.K_DOWN:
            self.choose(self.chosen + 1)
        elif event.key == pygame.K_UP:
            self.choose(self.chosen - 1)
        elif pygame.K_1 <= event.key <= pygame.K_9:
            self.resume(self.page * self.per_page + event.key - pygame.K_1)
        elif event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
            self.on_button("prev")
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            self.on_button("next")
        else:
            return False
        return True


class DeleteSavedScene(UIScene):
    """Asked over the list before a saved match is deleted. Keep is the highlighted choice and
    Enter or Esc takes it; only the Delete button (or D) deletes."""

    name = "delete_saved"
    opaque = False
    modal = True

    def __init__(self, app, listing: SavedScene, n: int) -> None:
        super().__init__(app)
        self.listing = listing
        self.n = n
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> None:
        w, h = size
        match = self.listing.matches[self.n]
        pad, gap = self.px(28), self.px(12)
        bw, bh = self.tx(400), self.tx(50)
        inner = max(bw, min(self.tx(700), w - 2 * pad - self.px(80)))
        # Each text wrapped to the panel's width (a table of eight, or large text, makes one long).
        texts = [
            (f"{match.game}: {match.mode}", "#body"),
            (match.players, "#body"),
            (f"{match.score}; last played {match.local_time()}", "#small"),
            ("Once deleted it cannot be continued.", "#small"),
        ]
        lines = [
            (line, style) for text, style in texts for line in self.lines_for(text, inner, style)
        ]
        words_h = sum(self.line_height(style) + self.px(4) for _, style in lines)
        self.panel = pygame.Rect(0, 0, inner + 2 * pad, 0)
        self.panel.h = pad + self.tx(48) + words_h + gap + 2 * bh + gap + pad
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.x + pad, self.panel.y + pad
        self.label("Delete this saved match?", (self.panel.x, y, self.panel.w, self.tx(44)),
                   "#heading")  # fmt: skip
        y += self.tx(48)
        for line, style in lines:
            step = self.line_height(style) + self.px(4)
            self.label(line, (x, y, inner, step), style)
            y += step
        y += gap
        bx = self.panel.centerx - bw // 2
        self.button("keep", "Keep it", (bx, y, bw, bh), "#big_button")
        self.button("delete", "Delete it", (bx, y + bh + gap, bw, bh))

    def on_button(self, key: str) -> None:
        if key == "delete":
            self.listing.delete(self.n)
            self.app.stack.pop()
        elif key == "keep":
            self.app.stack.pop()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_button("keep")
        elif event.key == pygame.K_d:
            self.on_button("delete")
        else:
            return False
        return True

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface)
        widgets.draw_frame(surface, self.panel, self.scale)
