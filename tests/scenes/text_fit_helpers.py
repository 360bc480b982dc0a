"""What the text size tests measure on a screen: the words of every pygame-gui label and button
against the room it has, the widgets against the window and each other, and a glyph's height.

A label's or button's words are cut when they are wider or taller than its rect (less a
button's border and shadow); pygame-gui then clips them, and says so for a label with a
"Label Rect is too small for text" warning, which ``building`` turns into a finding too.
"""

from __future__ import annotations

import warnings
from contextlib import contextmanager

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextBox

TEXT_SIZES = ("normal", "large", "larger")


def _shown(element) -> bool:
    return bool(getattr(element, "visible", True)) and element.alive()


def _room(element) -> pygame.Rect:
    """The part of ``element``'s rect its words may take."""
    if isinstance(element, UIButton):
        edge = max(getattr(element, "border_width", {}).get("left", 0), 0)
        edge += max(getattr(element, "shadow_width", 0), 0)
        return element.rect.inflate(-2 * edge, -2 * edge)
    return element.rect


def worded(app) -> list:
    """Every label and button on screen with words."""
    return [
        e
        for e in app.ui.get_sprite_group().sprites()
        if isinstance(e, UILabel | UIButton) and _shown(e) and e.text
    ]


def cut_words(app) -> list[str]:
    """The labels and buttons whose words do not fit their room (as wide as the font sets
    them, as tall as their ink) or were cut short to fit it (an ellipsis), each said so."""
    found = []
    for element in worded(app):
        w, h = element.font.size(element.text)[0], glyph_height(element.font, element.text)
        room = _room(element)
        if w > room.w or h > room.h:
            found.append(f"{element.text!r}: {w}x{h} in {room.w}x{room.h}")
        elif element.text.endswith("\u2026") or "\u2026 " in element.text:
            found.append(f"{element.text!r}: cut short with an ellipsis")
    return found


def _on_screen(app) -> list:
    """The widgets laid straight on the window (not the rows inside a list, which it clips)."""
    root = app.ui.get_root_container()
    return [e for e in app.ui.get_sprite_group().sprites() if e.ui_container is root]


def outside(app) -> list[str]:
    """The labels, buttons and text boxes that reach out of the window."""
    window = pygame.Rect((0, 0), app.size)
    found = []
    for e in _on_screen(app):
        if isinstance(e, UILabel | UIButton | UITextBox) and _shown(e):
            if not window.contains(e.rect):
                found.append(f"{getattr(e, 'text', type(e).__name__)!r} at {e.rect}")
    return found


def overlapping_buttons(app) -> list[str]:
    """Pairs of buttons that lie over each other."""
    buttons = [e for e in _on_screen(app) if isinstance(e, UIButton) and _shown(e)]
    return [
        f"{a.text!r} {a.rect} over {b.text!r} {b.rect}"
        for i, a in enumerate(buttons)
        for b in buttons[i + 1 :]
        if a.rect.colliderect(b.rect)
    ]


def problems(app) -> list[str]:
    """Everything ``cut_words``, ``outside`` and ``overlapping_buttons`` find."""
    return cut_words(app) + outside(app) + overlapping_buttons(app)


@contextmanager
def building(found: list[str]):
    """Collect pygame-gui's warnings that a label is too small for its words into ``found``."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield
    found.extend(str(w.message) for w in caught if "too small for text" in str(w.message))


def glyph_height(font, text: str = "H") -> int:
    """The height of the inked part of ``text`` in ``font`` (a pygame or pygame-gui font)."""
    if hasattr(font, "render_premul"):
        surf = font.render_premul(text, (255, 255, 255))
    else:
        surf = font.render(text, True, (255, 255, 255))
    return surf.get_bounding_rect().h
