"""The table is written once: the shared machinery names no game, and finds each game's kit."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

import scenes.table
from game.core.registry import new_match
from scenes.app import step
from scenes.imposter.kit import KIT as IMPOSTER_KIT
from scenes.session import MatchSession, SeatSetup
from scenes.table.kit import TableKit, game_of, kit_for
from scenes.table.scene import TableScene

SHARED = Path(scenes.table.__file__).parent
# Zone names that only The Imposter Kings has: the shared table must not know them.
IMPOSTER_ZONES = ("court", "accused", "successor", "dungeon", "antechamber", "condemned", "army")


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def _string_constants(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.Module) and ast.get_docstring(
            node
        ):
            docs.add(id(node.body[0].value))
    return {
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
    }


@pytest.mark.parametrize("path", sorted(SHARED.glob("*.py")), ids=lambda p: p.name)
def test_the_shared_table_imports_no_game(path):
    for name in _imports(path):
        assert not name.startswith(("game.imposter", "game.peasant", "scenes.imposter")), name
        assert not name.startswith("scenes.peasant"), name


@pytest.mark.parametrize("path", sorted(SHARED.glob("*.py")), ids=lambda p: p.name)
def test_the_shared_table_names_no_imposter_zone(path):
    assert not _string_constants(path) & set(IMPOSTER_ZONES)


def test_the_kit_is_found_from_the_mode_id():
    st = new_match("imposter/2p-base", 1)
    assert game_of(st) == "imposter"
    assert kit_for(st) is IMPOSTER_KIT


def test_a_mode_of_no_known_game_is_a_clear_error():
    st = SimpleNamespace(mode=SimpleNamespace(id="chess/blitz"))
    with pytest.raises(LookupError, match="chess"):
        kit_for(st)
    with pytest.raises(LookupError, match="names no game"):
        game_of(SimpleNamespace(mode=SimpleNamespace(id="")))


def test_a_kit_given_to_the_table_is_the_one_it_uses(app):
    class CountingKit(type(IMPOSTER_KIT)):
        def __init__(self) -> None:
            self.prompts = 0

        def prompt(self, view, state, names, context):
            self.prompts += 1
            return super().prompt(view, state, names, context)

    kit = CountingKit()
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 3, autosave=False)
    table = TableScene(app, session, kit=kit)
    app.stack.push(table)
    for _ in range(50):
        if table.prompt is not None:
            break
        step(app, [])
    assert table.kit is kit
    assert table.prompt is not None and kit.prompts >= 1


def test_the_base_kit_says_what_a_game_must_give():
    kit = TableKit()
    with pytest.raises(NotImplementedError, match="layout"):
        kit.layout(None, (1280, 720))
    assert kit.auto_action(None, {"legal": ["pass"]}) is None
    assert kit.cover_scene(None, 0) is None
