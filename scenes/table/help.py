"""The keys of the table, listed over it on ``?`` or F1; any key or click closes the list."""

from __future__ import annotations

import pygame

from scenes import widgets
from scenes.stack import Scene

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
        px = lambda v: round(v * s)  # noqa: E731
        backdrop = getattr(self.app, "backdrop", None)
        if backdrop is not None:
            backdrop.dim(surface, 170)
        fonts = self.app.fonts
        key_font = fonts.get(px(17), bold=True)
        body = fonts.get(px(17))
        row = px(30)
        keys = self.keys
        key_w = max(key_font.size(k)[0] for k, _ in keys) + px(24)
        text_w = max(body.size(t)[0] for _, t in keys)
        pw = min(w - px(20), key_w + text_w + px(72))
        ph = min(h - px(20), px(22 + 46 + 14) + row * len(keys) + px(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        widgets.draw_frame(surface, self.panel, s)
        x0 = self.panel.x + px(36)
        y = self.panel.y + px(22)
        widgets.blit_text(surface, self.title, widgets.title_font(self.app, px(30)),
                          widgets.GOLD, (self.panel.centerx, y), "midtop")  # fmt: skip
        y += px(46 + 14)
        for key, what in keys:
            widgets.blit_text(surface, key, key_font, widgets.GOLD, (x0, y))
            widgets.blit_text(surface, what, body, widgets.CREAM, (x0 + key_w, y))
            y += row
        widgets.blit_text(surface, "Any key or click closes this list.",
                          fonts.get(px(15), italic=True), widgets.MUTED,
                          (self.panel.centerx, y + px(6)), "midtop")  # fmt: skip
