"""Every button of every menu-side screen (menu, Learn to play, New game, Settings, the saved
matches, Statistics, Review a match) lies on the focus ring: Tab and Shift+Tab each reach it,
and it is registered, so Enter presses it as a click would. At the three window sizes, and at
the largest text size in the smallest window, where the screens are most crowded (New game's
Start and Back were once out of Tab's reach)."""

from __future__ import annotations

import pygame
import pytest
from keyboard_helpers import focused_key, frame, press, tab
from pygame_gui.elements import UIButton
from test_text_size_screens import SCREENS, _over_menu

from scenes.settings_scene import SettingsScene

OPENERS = {
    "menu": SCREENS["menu"][0],
    "learn to play": SCREENS["learn"][0],
    "new game, two seats": SCREENS["setup two seats"][0],
    "new game, 2v2": SCREENS["setup four seats"][0],
    "new game, eight seats": SCREENS["setup eight seats"][0],
    "new game, king and peasant": SCREENS["setup king and peasant"][0],
    "settings": _over_menu(SettingsScene),
    "saved matches": SCREENS["saved matches"][0],
    "delete a saved match": SCREENS["delete a saved match"][0],
    "statistics": SCREENS["statistics"][0],
    "reset statistics": SCREENS["reset statistics"][0],
    "review a match": SCREENS["finished matches"][0],
}
LOOKS = [((1024, 640), "normal"), ((1280, 720), "normal"), ((1920, 1080), "normal"),
         ((1024, 640), "larger")]  # fmt: skip


def shown_buttons(app) -> list[UIButton]:
    """The buttons a player sees: pygame-gui's visible, enabled buttons that are widgets of
    their own (not a part of a slider or a scroll bar) and lie in the window."""
    root = app.ui.get_root_container()
    window = app.screen.get_rect()
    return [
        e
        for e in app.ui.get_sprite_group().sprites()
        if isinstance(e, UIButton)
        and e.alive()
        and e.visible
        and e.is_enabled
        and e.ui_container is root
        and window.colliderect(e.rect)
    ]


def walk(app, scene, back: bool) -> list:
    """The widgets the focus rests on, a Tab (or Shift+Tab) at a time, once round the ring."""
    met = []
    for _ in range(len(scene.focus.targets())):
        tab(app, back=back)
        met.append(scene.focus.element())
    return met


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: f"{look[0][0]}x{look[0][1]}-{look[1]}")
@pytest.mark.parametrize("screen", OPENERS)
def test_tab_and_shift_tab_reach_every_button_of_the_screen(app, drive, screen, look):
    size, text_size = look
    drive.resize(size)
    app.set_text_size(text_size)
    OPENERS[screen](app)
    frame(app, 2)
    scene = app.stack.top
    buttons = shown_buttons(app)
    assert buttons
    for back in (False, True):
        scene.focus.clear()
        met = set(map(id, walk(app, scene, back)))
        missed = [b.text for b in buttons if id(b) not in met]
        assert not missed, f"{'Shift+Tab' if back else 'Tab'} never reaches {missed}"
    unregistered = [b.text for b in buttons if scene._keys.get(id(b)) is None]
    assert not unregistered, f"Enter would not press {unregistered}"


@pytest.mark.parametrize("screen", ["new game, two seats", "settings", "saved matches",
                                    "statistics", "review a match"])  # fmt: skip
def test_enter_on_back_reached_by_tab_leaves_the_screen(app, drive, screen):
    drive.resize((1024, 640))
    OPENERS[screen](app)
    frame(app, 2)
    scene = app.stack.top
    for _ in range(len(scene.focus.targets())):
        tab(app, back=True)  # Back is at the foot: Shift+Tab reaches it soonest
        if focused_key(scene) == "back":
            break
    assert focused_key(scene) == "back"
    press(app, pygame.K_RETURN)
    assert app.stack.top is not scene and app.stack.top.name == "menu"
