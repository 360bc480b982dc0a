"""The window size is remembered between launches: saved when the player resizes (once resizing
stops) or quits, restored on the next start unless a size is given, kept within the screen and
the app's limits; fullscreen keeps its own flag."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes import storage
from scenes.app import MAX_SIZE, MIN_SIZE, App, make_app
from scenes.settings import Settings


def _write_settings(**values) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values))


def _saved() -> dict:
    return json.loads(storage.settings_path().read_text())


def test_a_resized_window_comes_back_at_that_size_on_the_next_launch(drive, app):
    pygame.quit()
    first = make_app(None)
    try:
        assert first.size == (1280, 720)  # nothing remembered yet
        drive.app = first
        drive.resize((1600, 900))
        assert not storage.settings_path().exists()  # not written while the player resizes
        first.quit()
        assert _saved()["window_size"] == [1600, 900]
    finally:
        pygame.quit()
    again = make_app(None)
    try:
        assert again.size == (1600, 900)
        assert again.screen.get_size() == (1600, 900)
    finally:
        pygame.quit()


def test_the_size_is_written_once_resizing_stops(app, drive):
    app.to_menu()
    drive.resize((1400, 800))
    drive.resize((1440, 810))
    assert not storage.settings_path().exists()
    app.headless = False  # the window loop: it saves when it next has time to rest
    app._input_at = float("-inf")
    waits = []

    def wait_once(wait):
        waits.append(wait)
        return [pygame.event.Event(pygame.QUIT)], "event"

    app._wait_events = wait_once
    app.loop()
    assert waits and waits[0] > 0
    assert _saved()["window_size"] == [1440, 810]
    assert Settings.load().window_size == (1440, 810)


def test_a_given_size_wins_over_the_remembered_one_and_keeps_it(app):
    pygame.quit()
    _write_settings(window_size=[1600, 900])
    given = make_app((1024, 640))
    try:
        assert given.size == (1024, 640)
        given.quit()
        given.close()
        assert _saved()["window_size"] == [1600, 900]  # untouched: nothing was resized
    finally:
        pygame.quit()


@pytest.mark.parametrize(
    ("stored", "expected"),
    [([5000, 300], (MAX_SIZE[0], MIN_SIZE[1])), ([200, 9000], (MIN_SIZE[0], MAX_SIZE[1]))],
)
def test_a_remembered_size_is_clamped_to_the_limits(app, stored, expected):
    pygame.quit()
    _write_settings(window_size=stored)
    clamped = make_app(None)
    try:
        assert clamped.size == expected
    finally:
        pygame.quit()


def test_a_remembered_size_larger_than_the_screen_is_cut_to_the_screen(app, monkeypatch):
    pygame.quit()
    _write_settings(window_size=[2560, 1440])
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    window = App(None, headless=False)  # a real window asks the screen (the dummy driver here)
    try:
        assert window.windowed_size == (1920, 1080)
        assert window.size == (1920, 1080)
    finally:
        pygame.quit()


@pytest.mark.parametrize("bad", ["big", [1600], [1600, 900, 2], [True, 900], [0, 900], [1.5, 2.5]])
def test_a_bad_stored_window_size_gives_the_default(bad):
    _write_settings(window_size=bad, volume=0.25)
    settings = Settings.load()
    assert settings.window_size == (1280, 720)
    assert settings.volume == 0.25


def test_fullscreen_keeps_its_own_flag_and_the_window_its_size(app, monkeypatch):
    pygame.quit()
    _write_settings(window_size=[1600, 900], fullscreen=True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    window = App(None, headless=False)
    try:
        assert window.settings.fullscreen is True
        assert window.windowed_size == (1600, 900)
        window.to_menu()
        # While fullscreen, the screen's size is not taken for the window's.
        window.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
        assert window.settings.window_size == (1600, 900)
        window.set_fullscreen(False)
        assert window.screen.get_size() == (1600, 900)
        window.quit()
        saved = _saved()
        assert saved["fullscreen"] is False and saved["window_size"] == [1600, 900]
    finally:
        pygame.quit()


def test_the_command_line_leaves_the_size_to_the_remembered_one_unless_given():
    from scenes.cli import parse_args

    assert parse_args([]).size is None
    assert parse_args(["--size", "1600x900"]).size == "1600x900"
