"""A button of a menu-side screen that has a tool tip (New game's computer levels and modes,
whose words explain the Mercenaries, the Army, the facets...) shows it when Tab brings the focus
to it, as the pointer resting on it does: inside the window and off the button."""

from __future__ import annotations

import pygame
import pytest

from scenes.setup import SetupScene

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _tab_to(drive, setup, key: str) -> None:
    for _ in range(len(setup.focus.targets()) + 1):
        if setup.focus.element() is setup.buttons[key]:
            return
        drive.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reaches {key}")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("key", ["level:1:easy", "mode:imposter/cutthroat-mercenaries"])
def test_tab_to_a_button_with_a_tool_tip_shows_it_beside_the_button(app, drive, size, key):
    drive.resize(size)
    app.default_mode = "imposter/cutthroat-mercenaries"
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    assert setup.focus_tip is None
    _tab_to(drive, setup, key)
    drive.frames(1)
    button = setup.buttons[key]
    tip = setup.focus_tip
    assert tip is not None, f"{key} shows no tip on focus"
    assert pygame.Rect((0, 0), size).contains(tip)
    assert not tip.colliderect(button.rect)
