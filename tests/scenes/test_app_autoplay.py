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
