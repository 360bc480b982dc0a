"""The menu-like screens by keys alone: Tab and Shift+Tab walk every widget, Enter and Space
press the focused button, the arrows move the focus where the screen has no use for them, a
slider moves with Left and Right, Backspace is Back, and a ring shows where the focus is."""

from __future__ import annotations

import pygame
from keyboard_helpers import focused_key, frame, press, ring_colour_at, tab, tab_to
from pygame_gui.elements import UIButton, UITextEntryLine

from scenes.focus import HIGHLIGHT
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene
from scenes.stats_scene import StatsScene


def _menu(app):
    app.to_menu()
    frame(app)
    return app.stack.top


def test_tab_walks_the_menu_from_the_first_button_and_wraps_round(app):
    menu = _menu(app)
    order = [k for k in menu._keys.values()]
    assert focused_key(menu) is None
    tab(app)
    assert focused_key(menu) == order[0]
    tab(app, len(order) - 1)
    assert focused_key(menu) == order[-1]
    tab(app)
    assert focused_key(menu) == order[0]
    tab(app, back=True)
    assert focused_key(menu) == order[-1]


def test_shift_tab_from_nothing_focuses_the_last_button_and_down_the_next(app):
    menu = _menu(app)
    order = list(menu._keys.values())
    tab(app, back=True)
    assert focused_key(menu) == order[-1]
    press(app, pygame.K_DOWN)
    assert focused_key(menu) == order[0]
    press(app, pygame.K_UP)
    assert focused_key(menu) == order[-1]


def test_enter_presses_the_focused_button_and_space_does_too(app):
    menu = _menu(app)
    tab_to(app, "rules")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    tab_to(app, "statistics")
    press(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, StatsScene)


def test_the_focus_ring_is_drawn_round_the_focused_button_over_the_widgets(app):
    menu = _menu(app)
    rules = menu.buttons["rules"].rect
    assert ring_colour_at(app, rules, menu.scale) != HIGHLIGHT
    tab_to(app, "rules")
    assert ring_colour_at(app, rules, menu.scale) == app.theme.color("highlight")


def test_a_click_takes_the_ring_away_until_the_next_tab(app):
    menu = _menu(app)
    tab_to(app, "settings")
    assert menu.focus.shown()
    app.stack.push(SettingsScene(app))
    settings = app.stack.top
    pos = settings.buttons["back"].rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)
    assert app.stack.top is menu
    tab(app)
    assert menu.focus.shown()


def test_tab_reaches_every_control_of_setup_game_first_and_start_before_back(app):
    _menu(app)
    press(app, pygame.K_n)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    controls = [e for e in setup.elements if isinstance(e, UIButton | UITextEntryLine)]
    met = []
    for _ in range(len(controls)):
        tab(app)
        met.append(setup.focus.element())
    assert set(map(id, met)) == set(map(id, controls))
    keys = [setup._keys.get(id(e), "field") for e in met]
    assert keys[0].startswith("game:")
    assert keys[-2:] == ["start", "back"]
    # The modes and the mode's choices come before the seats and the seed.
    last_mode = max(i for i, k in enumerate(keys) if k.startswith(("mode:", "option:")))
    first_seat = min(i for i, k in enumerate(keys) if k.startswith("kind:"))
    assert last_mode < first_seat


def test_a_setup_choice_made_by_keys_keeps_the_focus_through_the_rebuild(app):
    _menu(app)
    press(app, pygame.K_n)
    setup = app.stack.top
    tab_to(app, "kind:1:human")
    press(app, pygame.K_RETURN)
    assert setup.seats[1].kind == "human"
    assert focused_key(setup) == "kind:1:human"
    press(app, pygame.K_RIGHT)  # the next control: seat 2's Computer
    press(app, pygame.K_SPACE)
    assert setup.seats[1].kind == "computer"


def test_a_name_field_tabbed_into_takes_the_keys_and_tab_gives_them_back(app):
    _menu(app)
    press(app, pygame.K_n)
    setup = app.stack.top
    tab_to(app, "kind:0:computer")
    tab(app)
    field = setup.focus.element()
    assert setup.entries.get(id(field)) == ("name", 0)
    assert setup.typing() and app.ui.get_focus_set() == {field}
    press(app, pygame.K_BACKSPACE)  # the field's, not Back
    frame(app)  # (the field tells of its change a frame later)
    assert isinstance(app.stack.top, SetupScene)
    assert field.get_text() == "Alic" and setup.seats[0].name == "Alic"
    press(app, pygame.K_UP)  # a field's key: neither the mode nor the focus moves
    assert setup.focus.element() is field
    tab(app)
    assert not setup.typing()


def test_backspace_is_back_and_enter_starts_when_nothing_is_focused(app, fake_table):
    menu = _menu(app)
    press(app, pygame.K_n)
    press(app, pygame.K_BACKSPACE)
    assert app.stack.top is menu
    press(app, pygame.K_n)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, fake_table)


def test_left_and_right_move_a_focused_slider_and_the_setting_follows(app):
    _menu(app)
    app.settings.volume = 0.5
    app.stack.push(SettingsScene(app))
    settings = app.stack.top
    slider = next(e for e in settings.elements if settings.sliders.get(id(e)) == "volume")
    for _ in range(40):
        if settings.focus.element() is slider:
            break
        tab(app)
    assert settings.focus.element() is slider
    press(app, pygame.K_RIGHT, times=2)
    frame(app)  # (the slider tells of its move a frame later)
    assert app.settings.volume == 0.6
    press(app, pygame.K_LEFT)
    frame(app)
    assert app.settings.volume == 0.55
    assert settings.values["volume"].text == "55%"


def test_the_rules_pages_turn_by_keys_from_the_focused_page_list(app):
    _menu(app)
    app.stack.push(RulesScene(app))
    rules = app.stack.top
    first = rules.page
    for _ in range(20):
        if rules.focus.element() is rules.nav:
            break
        tab(app)
    assert rules.focus.element() is rules.nav
    press(app, pygame.K_DOWN)
    assert rules.page == rules.pages[1][0] and rules.page != first
    assert rules.focus.element() is rules.nav  # still on the list after the page's rebuild
    press(app, pygame.K_UP)
    assert rules.page == first
