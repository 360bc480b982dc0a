"""The keys of the table, listed over it on ``?`` or F1; any key or click closes the list."""

from __future__ import annotations

import pygame

from scenes import widgets
from scenes.drawn import Drawn, blit_noted
from scenes.render.card_tools import wrap
from scenes.stack import Scene
from scenes.text_size import grown

# (keys, what they do): every key the table answers, and the shell's keys a player meets there.
# A game adds its own lines (``TableKit.keys``), such as what dragging a card does.
KEYS = (
    ("Click a lit card", "play it, or answer the prompt with it"),
    ("Tab, Right", "ring the next card or button you may choose"),
    ("Shift+Tab, Left", "ring the one before"),
    ("Up, Down", "ring the nearest choice above or below"),
    ("1 - 9", "ring that card of your hand"),
    ("Enter", "choose what the ring is round (the only choice at once)"),
    ("Space", "finish the cards' moves, or choose what the ring is round"),
    ("Backspace", "Back: undo the first part of a choice not yet made"),
    ("H", "ask for a hint"),
    ("Ctrl+Z", "take back your last decision (against the computer)"),
    ("M", "sound on or off"),
    ("[ ]  R", "step through or replay the moves since your turn (Esc puts them away)"),
    ("Esc", "the pause menu: settings, rules, concede"),
    ("Page Up, Page Down", "scroll the log (the mouse wheel over it too)"),
    ("? or F1", "this list"),
)


def is_help_key(event) -> bool:
    """``?`` (however the keyboard makes it) or F1."""
    return (
        event.key == pygame.K_F1
        or getattr(event, "unicode", "") == "?"
        or (event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    )


def is_undo_key(event) -> bool:
    """Ctrl+Z (Cmd+Z on a Mac keyboard)."""
    mod = getattr(event, "mod", 0)
    return event.key == pygame.K_z and bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


class KeysScene(Scene):
    """An overlay over the table: the list of keys, gone at the next key press or click."""

    name = "keys"
    opaque = False

    def __init__(
        self, app, keys: tuple[tuple[str, str], ...] = KEYS, title: str = "Keys at the table"
    ) -> None:
        super().__init__(app)
        self.keys = keys
        self.title = title
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[Drawn] = []  # the words as last drawn (scenes.drawn)

    def _scale(self, size) -> float:
        return widgets.ui_scale(size)

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if self.app.stack.top is self:
                self.app.stack.pop()
            return True
        # Nothing else reaches the table while the list is up.
        return event.type in (
            pygame.KEYUP, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
            pygame.TEXTINPUT,
        )  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self._scale((w, h))
        text = getattr(self.app, "text_scale", 1.0)
        px = lambda v: round(v * s)  # noqa: E731
        tx = lambda v: round(grown(v, text) * s)  # noqa: E731
        backdrop = getattr(self.app, "backdrop", None)
        if backdrop is not None:
            backdrop.dim(surface, 170)
        fonts = self.app.fonts
        key_font = fonts.get(tx(17), bold=True)
        body = fonts.get(tx(17))
        title_font = widgets.title_font(self.app, tx(30))
        foot_font = fonts.get(tx(15), italic=True)
        keys = self.keys
        key_w = max(key_font.size(k)[0] for k, _ in keys) + px(24)
        head = px(22) + title_font.get_linesize() + px(14)
        foot = px(6) + foot_font.get_linesize() + px(16)
        # What a key does wraps where the window is too narrow for it (large text).
        text_w = min(max(body.size(t)[0] for _, t in keys), w - px(20 + 72) - key_w)
        lines = [wrap(body, what, text_w) for _, what in keys]
        count = sum(len(ls) for ls in lines)
        # Rows 30 apart where there is room; where the window is short (a long list in large
        # text) the lines close up, down to 1.2 times the font's size (their ink never meets).
        room = h - px(20) - head - foot
        pitch = min(body.get_linesize(), max(round(tx(17) * 1.2), room // count))
        row_gap = max(0, min(tx(30) - pitch, (room - count * pitch) // len(keys)))
        pw = min(w - px(20), key_w + text_w + px(72))
        ph = min(h - px(20), head + count * pitch + len(keys) * row_gap + foot)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        widgets.draw_frame(surface, self.panel, s)
        self.drawn = []
        x0 = self.panel.x + px(36)
        y = self.panel.y + px(22)
        blit_noted(surface, self.drawn, self.title, title_font, widgets.GOLD,
                   (self.panel.centerx, y), pw - px(24), "midtop")  # fmt: skip
        y += head - px(22)
        for (key, _what), wrapped in zip(keys, lines, strict=True):
            blit_noted(surface, self.drawn, key, key_font, widgets.GOLD, (x0, y), key_w)
            for k, part in enumerate(wrapped):
                blit_noted(surface, self.drawn, part, body, widgets.CREAM,
                           (x0 + key_w, y + k * pitch), text_w)  # fmt: skip
            y += len(wrapped) * pitch + row_gap
        blit_noted(surface, self.drawn, "Any key or click closes this list.", foot_font,
                   widgets.MUTED, (self.panel.centerx, y + px(6)), pw - px(24), "midtop")  # fmt: skip
