"""Every benchmark takes every mode of every game: the seat count comes from the mode (a team
game of eight included), and a mode no game has is refused in words. Each runs here on a tiny
count, so the argument and setup paths are checked, never the timings."""

from __future__ import annotations

import functools
import importlib.util
import os
import pathlib
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.registry import modes  # noqa: E402
from game.core.rng import Rng  # noqa: E402

BENCHMARKS = pathlib.Path(__file__).resolve().parents[1] / "benchmarks"
# A few modes that differ in seats and teams, one of each game at least.
SAMPLE = ("imposter/2p-base", "imposter/2v2", "imposter/fon-full", "peasant/eras", "usurp/teams-8")


@functools.cache
def bench(name: str):
    """The benchmark script ``benchmarks/<name>.py`` as a module (the folder is no package)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Settings and saves in a temporary folder; the variables a benchmark sets are put back."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.mark.parametrize("rules", list(modes()))
def test_the_frame_and_idle_benchmarks_seat_every_mode(rules):
    from scenes.session import MatchSession

    seats = modes()[rules].seats
    computers = bench("frames").seats_for(rules)
    assert len(computers) == seats and {s.kind for s in computers} == {"computer"}
    one_person = bench("idle_cpu").seats_for(rules)
    assert [s.kind for s in one_person] == ["human"] + ["computer"] * (seats - 1)
    for seating in (computers, one_person):
        assert MatchSession(rules, seating, 1, autosave=False).state.num_seats == seats


@pytest.mark.parametrize("script", ["frames", "idle_cpu"])
def test_a_table_benchmark_names_the_modes_when_given_an_unknown_one(script):
    with pytest.raises(SystemExit, match="unknown mode 'usurp/teams-9'; known modes: .*teams-8"):
        bench(script).seats_for("usurp/teams-9")


@pytest.mark.parametrize("rules", ["usurp/teams-8", "imposter/2v2"])
def test_the_frame_benchmark_times_animated_frames_of_a_many_seat_table(rules, monkeypatch):
    import pygame

    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "ai_mode", "inline")  # no worker process in a test
    try:
        times = bench("frames").measure(rules, (640, 400), 40, seed=3)
    finally:
        pygame.quit()
    assert 0 < len(times.cpu) == len(times.wall) <= 40


def test_the_frame_benchmark_refuses_a_size_it_cannot_read(capsys):
    with pytest.raises(SystemExit):
        bench("frames").main(["--size", "wide", "--frames", "1"])
    assert "--size takes a width and height" in capsys.readouterr().err


@pytest.mark.parametrize("rules", ["usurp/teams-8", "imposter/2v2"])
def test_the_search_speed_benchmark_takes_any_mode(rules, capsys):
    assert bench("ai_speed").main(["--rules", rules, "--iterations", "2", "--games", "1"]) == 0
    assert f'"rules": "{rules}"' in capsys.readouterr().out


def test_the_search_speed_benchmark_times_only_levels_that_search(capsys):
    with pytest.raises(SystemExit):
        bench("ai_speed").main(["--level", "easy"])
    assert "invalid choice: 'easy'" in capsys.readouterr().err


@pytest.mark.parametrize("rules", SAMPLE)
def test_the_engine_benchmarks_play_any_mode(rules):
    rounds, decisions = bench("engine").random_rounds(rules, 0.01, 1, fast=True)
    assert decisions > 0
    match_rounds, match_decisions = bench("engine_work").random_match(rules, 1, Rng(1))
    assert match_rounds >= 1 and match_decisions > 0


@pytest.mark.parametrize("rules", list(modes()))
def test_the_review_benchmark_names_its_budget_for_every_mode(rules):
    assert bench("review").review_simulations(rules, 11) > 0


def test_the_levels_benchmark_keeps_its_table_and_takes_any_other_mode():
    levels = bench("levels")
    table = {(mode, a): (n, rounds) for mode, a, _, n, rounds in levels.cells([], None)}
    assert table[("imposter/2p-base", "expert")] == (400, True)
    assert table[("imposter/2v2", "hard")] == (200, True)
    assert table[("peasant/eras", "hard")] == (200, True)
    assert table[("usurp/2p", "hard")] == (200, False)
    assert table[("usurp/teams-8", "expert")] == (150, False)
    assert len(table) == 2 * len(levels.MODES)
    extra = list(
        levels.cells(["imposter/fon-full", "imposter/cutthroat-mercenaries"], "hard-normal")
    )
    assert extra == [
        ("imposter/fon-full", "hard", "normal", 400, True),
        ("imposter/cutthroat-mercenaries", "hard", "normal", 150, True),
    ]


@pytest.mark.parametrize("only, pair", [(["usurp/teams-9"], None), ([], "easy-random")])
def test_the_levels_benchmark_refuses_a_mode_or_pair_it_does_not_know(only, pair):
    with pytest.raises(SystemExit, match="unknown"):
        list(bench("levels").cells(only, pair))


def test_the_usurp_benchmarks_take_every_usurp_mode(capsys):
    teams = "usurp/teams-8"
    args = ["--modes", teams, "--iterations", "2", "--games", "1", "--pair", "normal,easy"]
    assert bench("usurp_ai").main(args) == 0
    assert teams in capsys.readouterr().out
    assert bench("usurp_random").play(teams, 1, 1)["games"] == 1
    assert set(bench("usurp_ai").MODES) == {m for m in modes() if m.startswith("usurp/")}
