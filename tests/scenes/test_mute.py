"""The mute toggle: M (at the table and in the menus) or the settings silence every sound and bring
it back at the same volume; the choice survives a restart, and an M typed in a text field is a
letter."""

from __future__ import annotations

import json

import pygame

from scenes import storage
from scenes.app import make_app
from scenes.session import MatchSession, SeatSetup
from scenes.settings import Settings
from scenes.settings_scene import SettingsScene


class RecordingAudio:
    """Stands in for scenes.audio.Audio and remembers what would have been heard."""

    def __init__(self, volume: float) -> None:
        self.volume = volume
        self.muted = False
        self.heard: list[str] = []

    def play(self, name: str, *args, **kwargs) -> None:
        if not self.muted:
            self.heard.append(name)

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def saved() -> dict:
    return json.loads(storage.settings_path().read_text(encoding="utf-8"))


def test_m_in_the_menu_mutes_and_unmutes_keeping_the_volume(app, drive):
    app.set_volume(0.4)
    app.to_menu()
    drive.frames()
    drive.key(pygame.K_m, "m")
    assert app.settings.muted is True and app.audio.muted is True
    assert saved()["muted"] is True
    assert app.audio.volume == 0.4 and app.settings.volume == 0.4
    drive.key(pygame.K_m, "m")
    assert app.settings.muted is False and app.audio.muted is False
    assert saved() == {**saved(), "muted": False, "volume": 0.4}


def test_m_at_the_table_mutes_without_reaching_the_table(app, drive, fake_table):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
    table = fake_table(app, MatchSession("imposter/2p-base", seats, 5, autosave=False))
    app.clear_to(table)
    drive.frames()
    drive.key(pygame.K_m, "m")
    assert app.settings.muted is True
    assert not [e for e in table.events if e.type == pygame.KEYDOWN]
    # Ctrl+M is not the mute key: it reaches the table like any other key.
    drive.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_LCTRL,
                                   unicode="\r", scancode=0)])  # fmt: skip
    assert app.settings.muted is True
    assert [e.key for e in table.events if e.type == pygame.KEYDOWN] == [pygame.K_m]


def test_while_muted_no_sound_plays_and_unmuting_brings_them_back(app, drive):
    app.audio = RecordingAudio(app.settings.volume)
    app.to_menu()
    drive.frames()
    app.set_muted(True)
    app.stack.push(SettingsScene(app))  # pressing buttons plays the click
    drive.frames()
    drive.press("anim_speed:2")
    assert app.audio.heard == []
    app.set_muted(False)
    drive.press("anim_speed:1")
    assert app.audio.heard == ["click"]


def test_an_m_typed_into_a_seat_name_is_a_letter_not_the_mute_key(app, drive):
    from scenes.setup import SetupScene

    app.stack.push(SetupScene(app))
    drive.frames()
    setup = app.stack.top
    name_box = next(e for e in setup.elements if setup.entries.get(id(e)) == ("name", 0))
    drive.click(name_box)
    name_box.set_text("")
    drive.key(pygame.K_m, "m")
    drive.type_text("m")
    assert app.settings.muted is False
    assert name_box.get_text() == "m"


def test_the_sound_setting_mutes_and_follows_the_m_key(app, drive):
    app.stack.push(SettingsScene(app))
    drive.frames()
    drive.press("muted:1")
    scene = app.stack.top
    assert app.settings.muted is True and app.audio.muted is True
    assert scene.buttons["muted:1"].is_selected and not scene.buttons["muted:0"].is_selected
    drive.key(pygame.K_m, "m")  # Escape is the only key the settings take for themselves
    drive.frames()
    assert app.settings.muted is False
    assert scene.buttons["muted:0"].is_selected and not scene.buttons["muted:1"].is_selected


def test_a_muted_game_starts_muted_after_a_restart(app, drive):
    app.set_volume(0.55)
    app.set_muted(True)
    pygame.quit()
    again = make_app((1024, 640))
    try:
        assert again.settings.muted is True
        assert again.audio.muted is True
        assert again.audio.volume == 0.55
    finally:
        pygame.quit()


def test_a_mute_setting_that_is_not_true_or_false_falls_back_to_sound_on(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"muted": "yes", "volume": 0.3}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.muted is False and settings.volume == 0.3
    path.write_text(json.dumps({"muted": True}), encoding="utf-8")
    assert Settings.load(path).muted is True
