"""Playing by keys alone: key presses posted to the event queue as a keyboard would send them
(a KEYDOWN, then its KEYUP), one frame each, and what the focus rests on."""

from __future__ import annotations

import pygame

from scenes.app import step


def press(app, key: int, mod: int = 0, times: int = 1) -> None:
    """Press and release ``key`` ``times`` times, a frame after each."""
    for _ in range(times):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        step(app, [])


def frame(app, n: int = 1) -> None:
    """Frames with no input."""
    for _ in range(n):
        step(app, [])


def tab(app, times: int = 1, back: bool = False) -> None:
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT if back else 0, times)


def focused_key(scene) -> str | None:
    """The key of the button the focus rests on in a menu-like scene (None: not a button)."""
    element = scene.focus.element()
    return scene._keys.get(id(element)) if element is not None else None


def tab_to(app, key: str, limit: int = 200) -> None:
    """Tab until the focus rests on the top scene's button ``key``."""
    scene = app.stack.top
    for _ in range(limit):
        if focused_key(scene) == key:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {key!r} on the {scene.name} screen")


def ring_colour_at(app, rect: pygame.Rect, scale: float) -> tuple:
    """The colour drawn where the focus ring's bright line lies, left of ``rect``'s middle."""
    from scenes.focus import ring_line

    x, y = ring_line(rect, scale)
    return tuple(app.screen.get_at((x, y)))[:3]
