"""Settings are kept in the user config folder, survive a restart, and never crash on bad files."""

from __future__ import annotations

import json
import logging

import pygame
import pygame_gui
import pytest

from scenes import storage
from scenes.app import make_app, step
from scenes.settings import Settings
from scenes.settings_scene import SettingsScene


def test_settings_chosen_on_screen_survive_a_restart(app, drive):
    app.stack.push(SettingsScene(app))
    drive.frames()
    drive.press("anim_speed:3")  # Instant
    drive.press("auto_pass:0")  # Ask me
    scene = app.stack.top
    chosen = [k for k, b in scene.buttons.items() if k.startswith("anim_speed") and b.is_selected]
    assert chosen == ["anim_speed:3"]
    pace = next(e for e in scene.elements if scene.sliders.get(id(e)) == "ai_pace")
    pace.set_current_value(15)  # 1.5 s, reported like a drag
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=pace, value=15)
    )
    drive.frames()
    drive.press("back")
    assert json.loads(storage.settings_path().read_text())["anim_speed"] == "instant"
    pygame.quit()

    again = make_app((1280, 720))
    try:
        assert again.settings.anim_speed == "instant"
        assert again.settings.auto_pass is False
        assert again.settings.ai_pace == 1.5
        assert again.settings.anim_factor == 0.0
    finally:
        pygame.quit()


def test_volume_slider_sets_the_volume_and_its_label(app, drive):
    app.stack.push(SettingsScene(app))
    drive.frames()
    scene = app.stack.top
    volume = next(e for e in scene.elements if scene.sliders.get(id(e)) == "volume")
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=volume, value=0)
    )
    drive.frames()
    assert app.settings.volume == 0.0
    assert scene.values["volume"].text == "off"
    assert Settings.load().volume == 0.0


def test_f11_and_the_display_setting_toggle_fullscreen(app, drive):
    drive.key(pygame.K_F11)
    assert app.settings.fullscreen is True
    app.stack.push(SettingsScene(app))
    drive.frames()
    assert app.stack.top.buttons["fullscreen:1"].is_selected
    drive.press("fullscreen:0")
    assert app.settings.fullscreen is False
    assert Settings.load().fullscreen is False


def test_a_corrupt_settings_file_gives_the_defaults_and_a_logged_message(caplog):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    with caplog.at_level(logging.WARNING):
        settings = Settings.load()
    assert settings == Settings()
    assert "not valid JSON" in caplog.text


def test_bad_values_fall_back_one_by_one():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps({"anim_speed": "warp", "volume": 7, "fullscreen": "yes", "ai_pace": 0.5})
    )
    settings = Settings.load()
    assert settings.anim_speed == "normal"
    assert settings.volume == 1.0  # clamped
    assert settings.fullscreen is False
    assert settings.ai_pace == 0.5


def test_settings_folder_is_created_on_save():
    assert not storage.config_dir().exists()
    Settings(volume=0.25).save()
    assert Settings.load().volume == 0.25


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 20_000 + "]" * 20_000, "nested too deeply"),
        ('{"volume": ' + "7" * 5000 + "}", "cannot be read"),
        ("{ not json", "not valid JSON"),
        ('["a list"]', "does not hold"),
    ],
    ids=["deeply nested", "5000-digit integer", "not JSON", "not an object"],
)
def test_an_unreadable_settings_file_gives_defaults_a_notice_on_the_menu_and_is_kept(text, words):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text)
    app = make_app((1280, 720))  # used to crash here, on every launch
    try:
        assert app.settings == Settings()
        assert not path.exists()
        kept = list(path.parent.glob("settings.corrupt-*.json"))
        assert len(kept) == 1 and kept[0].read_text() == text
        app.to_menu()
        step(app, [])
        menu = app.stack.top
        assert len(menu.notices) == 1
        assert "settings could not be read" in menu.notices[0] and words in menu.notices[0]
        assert kept[0].name in menu.notices[0]
        box = next(e for e in menu.elements if type(e).__name__ == "UITextBox")
        assert "settings could not be read" in box.html_text
        app.to_menu()  # told once, not on every visit to the menu
        assert app.stack.top.notices == []
    finally:
        pygame.quit()


def test_a_huge_settings_file_is_refused_before_it_is_read():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        f.truncate(3_000_000_000)  # sparse: nothing on disk
    settings = Settings.load()
    assert settings == Settings()
    assert "too large" in settings.notices[0]
    assert list(path.parent.glob("settings.corrupt-*.json"))


def test_a_number_too_big_for_a_float_falls_back_to_the_default():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"volume": ' + "9" * 400 + ', "ai_pace": 1.2}')
    settings = Settings.load()
    assert settings.volume == Settings().volume and settings.ai_pace == 1.2
    assert settings.notices == [] and path.exists()  # readable: only the one value is dropped


def test_the_notices_are_not_written_to_the_settings_file():
    settings = Settings()
    settings.notices.append("something")
    settings.save()
    assert "notices" not in json.loads(storage.settings_path().read_text())
