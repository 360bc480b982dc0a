"""The table's side panel: the score, the hint box, the log and the panel's buttons."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import wrap

PANEL_LABELS = {"undo": "Undo (Ctrl+Z)", "hint": "Hint (H)", "menu": "Menu (Esc)"}
HINT_PENDING = "Working out a hint\u2026"  # the hint line while its answer is on its way


class TablePanel:
    """The side panel of a ``TableDrawer``: score, hint, log and buttons. A mixin."""

    def _log_area(self) -> pygame.Rect:
        """The log's part of the side panel (the still layer paints it on its own): the panel's
        width from under the score to over the hint, as a line may reach a pixel past the box."""
        lay = self.scene.layout
        lr = lay.log_rect
        top = min(lr.y, lay.score_rect.bottom)
        bottom = max(lr.bottom, lay.hint_line.y)
        return pygame.Rect(lay.panel.x, top, lay.panel.w, bottom - top)

    def _fit_hint(self, view) -> tuple[pygame.Rect, list[str]]:
        """The hint's box and lines: the box grows to hold every line, the log above gives
        up the room (a review of a finished match asks for room of its own: ``panel_room``)."""
        sc = self.scene
        lay = sc.layout
        hint = sc.hint
        lines = self._hint_lines(view, hint) if hint is not None else []
        font = sc.painter.fonts.get("ui", lay.small_px)
        hr = lay.fit_hint(max(len(lines) * font.get_linesize(), getattr(sc, "panel_room", 0)))
        return hr, lines

    def _panel(self, surface, view, log: bool = True) -> None:
        """The side panel: score, log (unless ``log`` is False: the still layer paints it as
        a part of its own), hint or note, buttons."""
        sc = self.scene
        lay = sc.layout
        self.score(surface, view)
        font = sc.painter.fonts.get("ui", lay.small_px)
        hr, lines = self._fit_hint(view)
        if log:
            self._log(surface, view)
        y = hr.y
        for ln in lines:
            t = self._text(ln, lay.small_px, "highlight")
            surface.blit(t, (hr.x, y))
            y += font.get_linesize()
        # Until the hint comes, the box says it is on its way (over an older note).
        note = HINT_PENDING if getattr(sc, "hint_pending", False) else sc.panel_note
        undo_rect = lay.panel_buttons.get("undo")
        if undo_rect is not None and undo_rect.collidepoint(sc.mouse) and not sc.can_undo():
            note = sc.session.undo_limit_note() or note  # why the dimmed button does nothing
        if not lines and note:
            for ln in wrap(font, note, hr.w)[:3]:
                surface.blit(self._text(ln, lay.small_px, "text_dim"), (hr.x, y))
                y += font.get_linesize()
        for name, rect in lay.panel_buttons.items():
            label = PANEL_LABELS.get(name, name)
            if name == "undo" and not sc.can_undo():
                self._button(surface, rect, "", False, False)
                dim = sc.painter.color("panel")
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((*dim[:3], 150))
                surface.blit(veil, rect.topleft)
                t = self._text(label, lay.font_px, "text_dim")
                surface.blit(t, t.get_rect(center=rect.center))
                continue
            self._button(surface, rect, label, rect.collidepoint(sc.mouse), False)

    def score(self, surface, view) -> None:
        """The score track at the panel's top (``layout.score_rect``): the game's."""

    def _hint_lines(self, view, hint) -> list[str]:
        """The hint wrapped to its box: the move in the table's words, then why (the reason
        never repeats the move)."""
        sc = self.scene
        lay = sc.layout
        words = self.action_words(hint[0], view)
        font = sc.painter.fonts.get("ui", lay.small_px)
        key = (hint, words, lay.hint_line.w, lay.small_px)
        cached = self._hint_wrap
        if cached is None or cached[0] != key:
            reason = hint[1].strip()
            text = f"Hint: {words}. {reason}" if reason else f"Hint: {words}."
            cached = self._hint_wrap = (key, wrap(font, text, lay.hint_line.w))
        return cached[1]

    def action_words(self, action: str, view) -> str:
        """A legal action in the table's words (the hint names the move so)."""
        return action

    def _log(self, surface, view) -> None:
        self._log_box.draw(self, surface, view)
