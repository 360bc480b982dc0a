"""The headless run: computer against computer through the real scenes, with screenshots."""

from __future__ import annotations

import importlib.util

import pytest

import main
from scenes import storage


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
    assert not storage.autosave_path().exists()


def test_a_headless_run_without_autoplay_opens_on_the_menu(tmp_path):
    from scenes.app import run

    shots = tmp_path / "shots"
    args = main.parse_args(["--frames", "30", "--screenshots", str(shots), "--size", "1024x640"])
    assert run(args) == 0
    assert [p.name for p in shots.iterdir()] == ["0-menu.png"]


def test_an_unknown_mode_is_refused_with_exit_code_2(tmp_path):
    from scenes.app import run

    assert run(main.parse_args(["--autoplay", "--rules", "imposter/none", "--frames", "5"])) == 2
