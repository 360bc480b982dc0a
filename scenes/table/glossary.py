"""The glossary at the table: a game's words marked where the prompt line and the log say them,
and their meanings shown when the pointer rests on one, or on a choice button that names one,
or when the keyboard's focus is on such a button.

The words are the game's (``game/<game>/glossary.py``, a ``game.core.glossary.Glossary``); its
table kit makes a ``TableGlossary`` with them. The tip is ``scenes.term_tips``'s: inside the
window, never over what it explains.
"""

from __future__ import annotations

import pygame

from scenes.table.keys import focused
from scenes.term_tips import TIP_REST, ButtonTips, draw_tip


def term_rects(words, text: str, font, topleft) -> list[tuple[pygame.Rect, object]]:
    """Where each glossary word of ``text`` lies when ``font`` draws it at ``topleft``."""
    x, y = topleft
    out = []
    for start, end, term in words.find_terms(text):
        x0 = x + font.size(text[:start])[0]
        w = font.size(text[start:end])[0]
        out.append((pygame.Rect(x0, y, w, font.get_linesize()), term))
    return out


class TableGlossary:
    """The glossary words of the text the table drew this frame, marked, and the meaning of the
    one under the pointer (or of the words of the choice button under it or focused)."""

    def __init__(self, scene, words) -> None:
        self.scene = scene
        self.words = words
        self.spots: list[tuple[pygame.Rect, object]] = []
        self._rest: tuple[str, tuple[int, int], float] | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.showing = None  # the word of the prompt or log explained now
        self.buttons = ButtonTips()  # its ``showing``: the button explained now

    def mark(self, surface, text: str, font, topleft, color) -> None:
        """Record and underline (dotted) the glossary words of one drawn line."""
        for rect, term in term_rects(self.words, text, font, topleft):
            self.spots.append((rect, term))
            y = rect.y + font.get_ascent() + 2
            step = max(3, font.get_height() // 6)
            for x in range(rect.x, rect.right, step * 2):
                pygame.draw.line(surface, color, (x, y), (min(x + step, rect.right), y), 1)

    def term_at(self, pos):
        for rect, term in self.spots:
            if rect.collidepoint(pos):
                return rect, term
        return None

    def choice_buttons(self) -> list[tuple[pygame.Rect, str]]:
        """The prompt's buttons and picker entries as drawn now: (rect, label)."""
        sc = self.scene
        if sc.prompt is None or not sc._human_may_act():
            return []
        buttons, picker = sc.drawer._prompt_geometry()
        return [(rect, label) for label, _action, rect in list(buttons) + list(picker)]

    def focused_button(self) -> pygame.Rect | None:
        hit = focused(self.scene)
        return hit[2] if hit is not None and hit[0] in ("button", "picker") else None

    def _px(self) -> tuple[int, int, float]:
        lay = self.scene.layout
        return max(13, lay.text_px(16)), max(14, lay.text_px(19)), lay.scale

    def _ask_frame(self, delay: float) -> None:
        request = getattr(self.scene.app, "request_frame", None)
        if callable(request):
            request(delay + 0.01)

    def draw(self, surface) -> None:
        """The meaning of the word under the pointer, in a box beside it (after a short rest);
        else that of the words of the button under the pointer or focused."""
        sc = self.scene
        self.showing = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.buttons.showing = None
        if sc.covered():
            self._rest = None
            return
        hit = self.term_at(sc.mouse)
        if hit is None:
            self._rest = None
            self._button_tip(surface)
            return
        rect, term = hit
        if self._rest is None or self._rest[0] != term.term or self._rest[1] != rect.topleft:
            self._rest = (term.term, rect.topleft, max(sc.time, sc.moved_at))
        since = max(self._rest[2], sc.moved_at)
        if sc.time - since < TIP_REST:
            self._ask_frame(TIP_REST - (sc.time - since))
            return
        self.showing = term
        self.box = draw_tip(surface, (term,), rect, sc.painter.fonts, *self._px())

    def _button_tip(self, surface) -> None:
        sc = self.scene
        buttons = self.choice_buttons()
        if not buttons:
            return
        tips = self.buttons
        tip = tips.draw(
            surface, buttons, self.words, sc.mouse, self.focused_button(), sc.time,
            sc.painter.fonts, self._px(), sc.moved_at,
        )  # fmt: skip
        if tip is not None:
            self.box = tips.box
        else:
            due = tips.due_in(sc.time, sc.moved_at)
            if due is not None:
                self._ask_frame(due)
