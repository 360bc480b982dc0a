"""The table's input: what lies under the pointer, clicks and drags, keys and the pause."""

from __future__ import annotations

import pygame

from scenes.pause import PauseScene
from scenes.table import keys

DRAG_START_PX = 8


class TablePointer:
    """The table's pointer and keys: hits, clicks and drags, the keys, the pause. A mixin of ``TableScene``."""

    def hits(self) -> list[tuple[str, str, pygame.Rect, object]]:
        """Everything clickable now: (kind, action text, rect, what); buttons first, then cards.

        Kinds: "button", "picker", "card", "king", "panel".
        """
        return self.drawer.hits()

    def click_point(self, action: str) -> tuple[int, int] | None:
        """A screen point whose click chooses ``action`` (for tests and keyboard focus)."""
        for kind, text, rect, what in self.hits():
            if text != action:
                continue
            if kind in ("card", "king"):
                # (a card fanned under the next one in a column shows only its top band)
                for fy in (0.5, 0.12, 0.05):
                    for fx in (0.5, 0.2, 0.1, 0.05, 0.8, 0.9):
                        pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                        if self.board.sprite_at(pt) is what:
                            return pt
                continue
            return rect.center
        return None

    def _hit_at(self, pos):
        for kind, text, rect, what in self.hits():
            if kind in ("card", "king"):
                if self.board.sprite_at(pos) is what:
                    return kind, text, rect, what
            elif rect.collidepoint(pos):
                return kind, text, rect, what
        return None

    def _activate(self, hit) -> None:
        kind, text, _rect, what = hit
        if kind == "panel":
            if text == "hint":
                self.ask_hint()
            elif text == "undo":
                self.undo()
            elif text == "menu":
                self._pause()
            return
        self.sound("click")
        self.choose(text, getattr(what, "cid", None))

    def _pause(self) -> None:
        self.app.stack.push(PauseScene(self.app, self.session))

    def handle_event(self, event) -> bool:
        if self.remote and event.type == pygame.KEYDOWN and self.online_key(event):
            return True  # online: the chat line being typed, the emotes (scenes.table.online)
        if self.guide is not None and self.guide.handle_event(event):
            return True
        if not self.covered() and self.recap.handle_event(event):
            return True
        et = event.type
        if et == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.drawer.focus_sprite = None  # the mouse takes over from the keyboard
                self.focus = None
                self.moved_at = self.time
            self.mouse = event.pos
            if (
                self.press is not None
                and self.press[0][0] == "card"
                and self.prompt
                and self.prompt.plays
            ):
                px, py = self.press[1]
                if (
                    self.drag is None
                    and abs(event.pos[0] - px) + abs(event.pos[1] - py) > DRAG_START_PX
                ):
                    self.drag = {
                        "hit": self.press[0],
                        "offset": (px - self.press[0][2].x, py - self.press[0][2].y),
                    }
            return True
        if et == pygame.MOUSEWHEEL:
            if self.layout.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return True
        if et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button in (4, 5):
                return True
            if event.button != 1:
                return True
            if self.board.busy:
                # A click while cards settle only skips them: it answers nothing, not even
                # with the refusal line of an earlier click on the cloth (play-test finding 20).
                self.board.finish()
                self.press = None
                self.free_press = None
                return True
            hit = self._hit_at(event.pos)
            self.press = (hit, event.pos) if hit else None
            self.free_press = None if hit else event.pos
            return True
        if et == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            if event.button != 1:
                return True
            press, self.press = self.press, None
            drag, self.drag = self.drag, None
            if drag is not None:
                drop = self.layout.drop_zone
                if drop is not None and drop.collidepoint(event.pos):
                    self._activate(drag["hit"])
                return True
            if press is None:
                free, self.free_press = self.free_press, None
                if free is not None and not self.covered() and self.kit.click(self, event.pos):
                    self.drawer.invalidate()
                return True
            hit = self._hit_at(event.pos)
            if hit is not None and hit[1] == press[0][1] and hit[0] == press[0][0]:
                self._activate(hit)
            return True
        if et == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        return keys.handle_key(self, event)
