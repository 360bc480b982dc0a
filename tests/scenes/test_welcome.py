"""The first-launch welcome: shown once over the menu, it names every game on the table with how
long a match takes and leads to Learn to play; the settings remember it was seen."""

from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel
from text_fit_helpers import TEXT_SIZES, building, problems

from game.core.registry import games
from scenes import storage
from scenes.games import tutorials
from scenes.settings import Settings
from scenes.welcome import WelcomeScene, greet, learn_line

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def _labels(app) -> list[UILabel]:
    return [e for e in app.ui.get_sprite_group().sprites() if isinstance(e, UILabel) and e.text]


def test_the_first_launch_shows_the_welcome_once_and_the_settings_remember_it(app, drive):
    assert not app.settings.welcome_seen  # a fresh config folder: nothing seen yet
    app.to_menu()
    greet(app)
    drive.frames()
    assert isinstance(app.stack.top, WelcomeScene)
    assert json.loads(storage.settings_path().read_text())["welcome_seen"] is True
    assert Settings.load().welcome_seen
    drive.press("menu")
    assert app.stack.top.name == "menu"
    greet(app)  # the next launch
    assert app.stack.top.name == "menu"


def test_an_older_settings_file_without_the_welcome_shows_it_and_keeps_the_rest():
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"anim_speed": "fast", "volume": 0.2}))
    settings = Settings.load()
    assert not settings.welcome_seen and settings.anim_speed == "fast"


@pytest.mark.parametrize("bad", ["yes", 1, None, [True]])
def test_a_welcome_flag_that_is_not_true_or_false_reads_as_not_seen(bad):
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"welcome_seen": bad, "muted": True}))
    settings = Settings.load()
    assert settings.welcome_seen is False and settings.muted is True


def test_the_welcome_names_every_game_and_how_long_its_match_takes(app, drive):
    app.stack.push(WelcomeScene(app))
    drive.frames()
    shown = " ".join(label.text for label in _labels(app))
    for info in games().values():
        assert info.name in shown
        assert info.match_length, f"{info.id} says nothing of how long a match takes"
        first_words = " ".join(info.match_length.split()[:4])
        assert first_words in shown, info.id
    assert "Learn to play" in [b.text for b in app.stack.top.buttons.values()]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_welcome_fits_whole_at_every_size_and_text_size(app, drive, size, text_size):
    found: list[str] = []
    with building(found):
        app.set_text_size(text_size)
        drive.resize(size)
        app.stack.push(WelcomeScene(app))
        drive.frames()
    scene = app.stack.top
    assert not found + problems(app)
    widgets = [e for e in app.ui.get_sprite_group().sprites() if isinstance(e, UILabel | UIButton)]
    for e in widgets:
        assert scene.panel.contains(e.rect), f"{getattr(e, 'text', '')!r} {e.rect} out of the panel"
    for i, a in enumerate(widgets):
        for b in widgets[i + 1 :]:
            assert not a.rect.colliderect(b.rect), f"{a.text!r} over {b.text!r}"
    if size != (1024, 640) or text_size == "normal":
        names = {label.text for label in _labels(app)}
        assert all(info.name in names for info in games().values())


def test_learn_to_play_leads_to_the_guided_first_games(app, drive):
    app.to_menu()
    app.stack.push(WelcomeScene(app))
    drive.frames()
    drive.press("learn")
    assert all(scene.name != "welcome" for scene in app.stack.scenes)
    if sum(len(scripts) for _info, scripts in tutorials()) == 1:  # that one at once
        assert app.stack.top.name == "table"
    else:  # which guided game, over the menu
        assert [scene.name for scene in app.stack.scenes] == ["menu", "learn"]


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_RETURN])
def test_escape_or_enter_closes_the_welcome_to_the_menu(app, drive, key):
    app.to_menu()
    app.stack.push(WelcomeScene(app))
    drive.frames()
    drive.key(key)
    assert app.stack.top.name == "menu"


def test_the_welcome_says_which_games_a_guided_first_game_teaches():
    offered = {info.name for info, _plug in tutorials()}
    line = learn_line()
    for info in games().values():
        if len(offered) < len(games()):
            assert (info.name in line) == (info.name in offered), info.name
    assert "Rules on the menu" in line


def test_settings_show_the_welcome_again_and_lead_back_to_settings(app, drive):
    from scenes.settings_scene import SettingsScene

    app.settings.welcome_seen = True
    app.to_menu()
    app.stack.push(SettingsScene(app))
    drive.frames()
    drive.press("welcome")
    assert isinstance(app.stack.top, WelcomeScene)
    assert app.stack.top.buttons["menu"].text == "Back to Settings"
    drive.press("menu")
    assert app.stack.top.name == "settings"
    drive.press("welcome")
    drive.press("learn")
    assert all(scene.name not in ("welcome", "settings") for scene in app.stack.scenes)
