"""Keyboard focus on the menu-like scenes (``widgets.UIScene``), and the ring that shows it.

Tab and Shift+Tab walk the scene's buttons, text fields, sliders and lists in the order the
scene built them (the arrow keys do too, where the scene has no use of its own for them);
Enter or Space presses the focused button; Left and Right move a focused slider. The focus is
kept by the button's key (else by its place among the focusable widgets), so it survives the
rebuilds a choice or a resize brings. The ring is drawn over pygame-gui's widgets, after them.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
)

FOCUSABLE = (UIButton, UITextEntryLine, UIHorizontalSlider, UISelectionList)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# Arrow keys move the focus only where the scene does not use them itself.
ARROW_STEPS = {pygame.K_UP: -1, pygame.K_LEFT: -1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1}

# The ring's colours when no theme is at hand: the theme's highlight and ink.
HIGHLIGHT = (255, 212, 100)
INK = (38, 27, 20)


def _ring(rect: pygame.Rect, scale: float, tight: bool) -> tuple[pygame.Rect, int, int, int]:
    """The ring's outer edge, the bright line's width, each dark edge's width and the radius;
    ``tight`` hugs the rect (a list of buttons with headings close above them)."""
    gap = 0 if tight else max(2, round(3 * scale))
    line = max(3, round(3 * scale)) if tight else max(3, round(4 * scale))
    edge = max(1, round(scale)) if tight else max(2, round(2 * scale))
    reach = gap + line + edge
    outer = pygame.Rect(rect).inflate(2 * reach, 2 * reach)
    return outer, line, edge, max(4, round((7 if tight else 10) * scale))


def draw_ring(
    surface, rect: pygame.Rect, scale: float, bright=HIGHLIGHT, dark=INK, tight: bool = False
) -> None:
    """The focus ring around ``rect``: a bright line between two dark edges a little outside
    it, so it reads on parchment, on the dark table and on a gold button alike."""
    outer, line, edge, radius = _ring(rect, scale, tight)
    pygame.draw.rect(surface, dark, outer, line + 2 * edge, border_radius=radius)
    pygame.draw.rect(surface, bright, outer.inflate(-2 * edge, -2 * edge), line,
                     border_radius=max(3, radius - edge))  # fmt: skip


def ring_line(rect: pygame.Rect, scale: float, tight: bool = False) -> tuple[int, int]:
    """A point on the ring's bright line around ``rect``: on its left side, half way down."""
    outer, line, edge, _radius = _ring(rect, scale, tight)
    return outer.x + edge + line // 2, outer.centery


def shift_held(event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


class Focus:
    """Which widget of a ``UIScene`` has the keyboard's focus."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.key: str | None = None  # the focused button's key (None: not a button)
        self.index: int | None = None  # its place in ``targets()`` when it was focused

    def targets(self) -> list:
        """The widgets the focus may rest on, in the order the scene built them within each of
        its ranks (``UIScene.focus_rank``)."""
        shown = [
            e
            for e in self.scene.elements
            if isinstance(e, FOCUSABLE) and e.alive() and e.visible and e.is_enabled
        ]
        return sorted(shown, key=self.scene.focus_rank)

    def element(self):
        """The focused widget, or None."""
        targets = self.targets()
        if self.key is not None:
            button = self.scene.buttons.get(self.key)
            if button in targets:
                return button
        if self.index is not None and targets:
            # Gone with a rebuild, or not a button: whatever lies in its place now.
            return targets[min(self.index, len(targets) - 1)]
        return self._typed_into(targets)

    def _typed_into(self, targets):
        """A text field the pointer gave the keys to (then Tab goes on from there)."""
        focused = self.scene.app.ui.get_focus_set() or ()
        return next((e for e in targets if isinstance(e, UITextEntryLine) and e in focused), None)

    def clear(self) -> None:
        self.key = self.index = None

    def move(self, step: int) -> None:
        """Focus the next widget (``step`` 1) or the previous one (-1), wrapping round; from
        nothing, the first (or the last)."""
        targets = self.targets()
        if not targets:
            self.clear()
            return
        now = self.element()
        at = targets.index(now) + step if now in targets else (0 if step > 0 else -1)
        self.set(targets[at % len(targets)])

    def set(self, element) -> None:
        targets = self.targets()
        self.key = self.scene._keys.get(id(element))
        self.index = targets.index(element) if element in targets else None
        ui = self.scene.app.ui
        # A text field takes the keys while it has the focus, its cursor after its text;
        # anything else gives them back.
        if isinstance(element, UITextEntryLine):
            element.edit_position = len(element.text)
            element.select_range = [0, 0]
            element.cursor_has_moved_recently = True
            ui.set_focus_set(element)
        else:
            ui.set_focus_set(None)

    def handle_key(self, event) -> bool:
        """Tab, Shift+Tab, Enter, Space, and Left/Right on a slider; True when used."""
        k = event.key
        if k == pygame.K_TAB:
            self.move(-1 if shift_held(event) else 1)
            return True
        element = self.element()
        if element is None:
            return False
        if k in PRESS_KEYS and isinstance(element, UIButton):
            key = self.scene._keys.get(id(element))
            if key is not None:
                self.scene.app.audio.play("click")
                self.scene.on_button(key)
                return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(element, UIHorizontalSlider):
            self._slide(element, -1 if k == pygame.K_LEFT else 1)
            return True
        return False

    def _slide(self, slider: UIHorizontalSlider, way: int) -> None:
        """Move ``slider`` one click's step and tell the scene, as a drag would."""
        lo, hi = slider.value_range
        step = getattr(slider, "increment", 1) or 1
        value = max(lo, min(hi, slider.get_current_value() + way * step))
        slider.set_current_value(value)
        pygame.event.post(
            pygame.event.Event(
                pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                {"value": slider.get_current_value(), "ui_element": slider},
            )
        )

    def draw(self, surface, scale: float, bright=HIGHLIGHT, dark=INK) -> None:
        element = self.element()
        if element is not None and self.shown():
            # Close round the widget: the screens set buttons a few pixels apart.
            draw_ring(surface, element.rect, scale, bright, dark, tight=True)

    def shown(self) -> bool:
        """The ring shows once the keyboard moved the focus (not for a field clicked into,
        whose cursor says where the keys go)."""
        return self.key is not None or self.index is not None

    def in_text_field(self) -> bool:
        return isinstance(self.element(), UITextEntryLine)
