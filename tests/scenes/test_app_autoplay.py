"""The headless run and the watched one: computer against computer through the real scenes, with
screenshots; a window when there is a display; --frames 0 stops when the match is over."""

from __future__ import annotations

import importlib.util
import logging
import sys
import types

import pygame
import pytest

import main
from scenes import storage
from scenes.cli import parse_args
from scenes.stack import Scene


@pytest.mark.skipif(
    importlib.util.find_spec("scenes.table.scene") is None,
    reason="the play table (scenes/table/scene.py) is not in this checkout",
)
def test_autoplay_runs_headless_and_saves_a_screenshot_per_scene(tmp_path):
    shots = tmp_path / "shots"
    args = main.parse_args(
        ["--autoplay", "--rules", "imposter/quickplay-1", "--seed", "3", "--frames", "240",
         "--screenshots", str(shots)]
    )  # fmt: skip
    from scenes.app import run

    assert run(args) == 0
    names = sorted(p.name for p in shots.iterdir())
    assert names[0] == "0-table.png"
    assert all(n.split("-", 1)[0].isdigit() for n in names)
    # An autoplay run is a demonstration: it never replaces the player's own saved match.
    assert not list(storage.saved_dir().glob("*.json"))


def test_a_headless_run_without_autoplay_opens_on_the_menu(tmp_path):
    """The first run greets the player over the menu; every later one opens on the menu."""
    from scenes.app import run

    for n, expected in enumerate((["0-welcome.png"], ["0-menu.png"])):
        shots = tmp_path / f"shots{n}"
        args = parse_args(["--frames", "30", "--screenshots", str(shots), "--size", "1024x640"])
        assert run(args) == 0
        assert sorted(p.name for p in shots.iterdir()) == expected


def test_an_unknown_mode_is_refused_with_exit_code_2(tmp_path):
    from scenes.app import run

    assert run(parse_args(["--autoplay", "--rules", "imposter/none", "--frames", "5"])) == 2


# ----- a window when there is a display ----------------------------------------------------------


@pytest.mark.parametrize(
    ("env", "platform", "expected"),
    [
        ({"SDL_VIDEODRIVER": "dummy", "DISPLAY": ":0"}, "linux", False),
        ({"SDL_VIDEODRIVER": "offscreen"}, "win32", False),
        ({}, "linux", False),
        ({"DISPLAY": ":75"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ({"SDL_VIDEODRIVER": "kmsdrm"}, "linux", True),
        ({}, "win32", True),
        ({}, "darwin", True),
    ],
)
def test_a_display_is_there_unless_the_driver_is_dummy_or_no_display_is_named(
    env, platform, expected
):
    from scenes.app import display_available

    assert display_available(env, platform) is expected


@pytest.fixture
def made(monkeypatch):
    """Record the apps run() makes (and whether it forced them headless); SDL itself stays on
    the dummy driver, so no real window opens in a test."""
    import scenes.app as app_mod

    apps = []
    real = app_mod.make_app

    def spy(size, headless=True, autoplay=False, screenshots=None):
        monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
        app = real(size, headless=headless, autoplay=autoplay, screenshots=screenshots)
        apps.append(app)
        return app

    monkeypatch.setattr(app_mod, "make_app", spy)
    return apps


def test_autoplay_on_a_display_opens_a_window_a_person_can_watch(monkeypatch, made, fake_table):
    from scenes.app import run

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":75")
    monkeypatch.setattr(sys, "platform", "linux")
    assert run(parse_args(["--autoplay", "--rules", "imposter/quickplay-1", "--frames", "3"])) == 0
    (app,) = made
    assert app.headless is False and app.autoplay is True
    assert app.frame_no == 3


def test_autoplay_without_a_display_runs_headless(monkeypatch, made, fake_table):
    from scenes.app import run

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert run(parse_args(["--autoplay", "--rules", "imposter/quickplay-1", "--frames", "3"])) == 0
    assert made[0].headless is True


def test_a_plain_start_without_a_display_says_so_and_exits_1(monkeypatch, caplog):
    import scenes.app as app_mod

    def no_video(*args, **kwargs):
        raise pygame.error("No available video device")

    monkeypatch.setattr(app_mod, "make_app", no_video)
    with caplog.at_level(logging.ERROR):
        assert app_mod.run(parse_args([])) == 1
    assert "cannot open a window (No available video device)" in caplog.text


# ----- how many frames ---------------------------------------------------------------------------


def test_frames_default_to_a_normal_game_and_refuse_a_negative_count(capsys):
    assert parse_args([]).frames is None
    assert parse_args(["--frames", "0"]).frames == 0
    with pytest.raises(SystemExit):
        parse_args(["--frames", "-5"])
    assert "negative" in capsys.readouterr().err


class FinishingTable(Scene):
    """A table that plays its whole match at once, then shows the final score as the real one
    does (so the run's end does not wait on real computer players)."""

    name = "table"
    seated: list = []

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.done = False

    def enter(self) -> None:
        if self not in FinishingTable.seated:
            FinishingTable.seated.append(self)

    def update(self, dt: float) -> None:
        if self.done or self.app.stack.top is not self:
            return
        from scenes.scoring import ScoringScene

        state = self.session.state
        while not state.match_over:
            self.session.apply(state.legal_actions()[0])
        self.done = True
        self.app.stack.push(ScoringScene(self.app, self.session, state.results[-1]))


def test_frames_zero_plays_one_match_and_returns_when_it_is_over(monkeypatch, made, tmp_path):
    from scenes.app import SHOT_DELAY, run
    from scenes.scoring import AUTO_DELAY

    module = types.ModuleType("scenes.table.scene")
    module.TableScene = FinishingTable
    monkeypatch.setitem(sys.modules, "scenes.table.scene", module)
    FinishingTable.seated = []
    shots = tmp_path / "shots"
    args = parse_args(["--autoplay", "--rules", "imposter/quickplay-1", "--seed", "4",
                       "--frames", "0", "--size", "1024x640", "--screenshots", str(shots)])  # fmt: skip
    assert run(args) == 0
    (table,) = FinishingTable.seated  # the rematch autoplay would start never began
    assert table.session.finished
    (app,) = made
    assert app.running is False
    # The final score stayed in view as long as autoplay shows it, then the run ended.
    assert AUTO_DELAY * 60 - 2 <= app.frame_no <= AUTO_DELAY * 60 + 5
    assert app.frame_no > SHOT_DELAY and [p.name for p in shots.iterdir()] == ["0-scoring.png"]


def test_frames_zero_keeps_going_when_the_menu_is_left_mid_match(app, drive, fake_table):
    from scenes.session import MatchSession, SeatSetup

    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
    app.exit_after_match = True
    app.start_match(MatchSession("imposter/2p-base", seats, 6, autosave=False))
    drive.frames()
    app.to_menu()  # the pause screen's Menu, before the match is over
    assert app.running and app.stack.top.name == "menu"


@pytest.mark.parametrize("bad", ["-1", str(10**18), "12x"])
def test_a_seed_the_autosave_could_not_read_back_is_refused_on_the_command_line(bad, capsys):
    from scenes.cli import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--seed", bad])
    assert "seed" in capsys.readouterr().err


def test_a_seed_in_range_is_taken_from_the_command_line():
    from scenes.cli import parse_args

    assert parse_args(["--seed", "123456789012"]).seed == 123456789012
