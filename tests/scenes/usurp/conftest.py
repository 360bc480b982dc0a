"""Fixtures for Usurp the King's table tests: the game registered beside the others (until
game/games.py lists it), the table tests' headless app (instant moves, computers answering
in-process) and their scoring stand-in, from tests/scenes/table."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# The table tests' helpers are plain modules beside their conftest; these tests share them.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "table"))

import pytest  # noqa: E402
from table_helpers import fake_scoring_module, table_app  # noqa: E402

from game.core.registry import use_games  # noqa: E402

GAMES = ("game.imposter.plugin", "game.peasant.plugin", "game.usurp.plugin")


@pytest.fixture
def usurp_registered():
    """Usurp the King in the registry beside the other games (as game/games.py will list it)."""
    from game.games import GAMES as LISTED

    use_games(None if "game.usurp.plugin" in LISTED else GAMES)
    yield
    use_games(None)


@pytest.fixture
def tapp(tmp_path, monkeypatch, usurp_registered):
    """The table's headless app (named apart from the shell tests' ``app``)."""
    yield from table_app(tmp_path, monkeypatch)


@pytest.fixture
def fake_scoring(monkeypatch):
    return fake_scoring_module(monkeypatch)
