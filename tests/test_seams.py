"""The core and the shell know no game: no module of game/core or of the shell scenes imports a
game's package by name (the games are found through game.games and each GameInfo)."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
# An import of a game's own package: game.imposter, game.peasant, scenes.imposter, ...
GAME_IMPORT = re.compile(
    r"^\s*(from|import)\s+(game|scenes)\.(imposter|peasant)\b|"
    r"^\s*from\s+(game|scenes)\s+import\s+.*\b(imposter|peasant)\b|"
    r"import_module\(\s*[\"'](game|scenes)\.(imposter|peasant)",
    re.MULTILINE,
)
# The Imposter Kings' expansion scenes, which another brief of issue 10 moves to scenes/imposter/
# (then this set is empty): they are that game's scenes, not the shell's.
NOT_YET_SHELL = {"mustering.py", "signatures.py"}


def _offenders(paths) -> list[str]:
    found = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for m in GAME_IMPORT.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{line}: {m.group(0).strip()}")
    return found


def test_game_core_imports_no_game():
    assert _offenders(sorted((ROOT / "game" / "core").glob("*.py"))) == []


def test_game_core_names_no_game_at_all():
    for path in sorted((ROOT / "game" / "core").glob("*.py")):
        text = path.read_text(encoding="utf-8").lower()
        assert "imposter" not in text and "peasant" not in text, path.name


def test_the_shell_scenes_import_no_game():
    shell = [p for p in sorted((ROOT / "scenes").glob("*.py")) if p.name not in NOT_YET_SHELL]
    assert len(shell) > 10
    assert _offenders(shell) == []


def test_the_pattern_catches_a_game_import():
    assert _offenders_in("from game.imposter.modes import MATCH_TARGET\n")
    assert _offenders_in("    from scenes.peasant.table import PeasantTable\n")
    assert _offenders_in("from scenes import imposter\n")
    assert not _offenders_in("from game.core.registry import modes\n")


def _offenders_in(text: str) -> bool:
    return bool(GAME_IMPORT.search(text))


def test_every_registered_game_plugs_into_the_shell():
    """A game registered in game/games.py brings a scenes plug-in that loads (the shell would
    otherwise leave it out of the menu, setup and rules)."""
    from game.core.registry import games
    from scenes.games import GameScenes, playable, scenes_for

    assert list(playable()) == list(games())
    for gid in games():
        plug = scenes_for(gid)
        assert isinstance(plug, GameScenes) and plug.rules(), gid
