"""The docs stay true: every Python example in docs/*.md runs, every command they give uses
flags its program knows, and every rules switch docs/rules-notes.md points to is real."""

from __future__ import annotations

import ast
import doctest
import importlib
import inspect
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = sorted((ROOT / "docs").glob("*.md"))
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


def _blocks(path: pathlib.Path, lang: str) -> list[str]:
    return [body for tag, body in FENCE.findall(path.read_text()) if tag == lang]


def _with_python() -> list[pathlib.Path]:
    return [p for p in DOCS if _blocks(p, "python") or ">>>" in p.read_text()]


def test_the_docs_hold_python_examples_to_check():
    names = {p.name for p in _with_python()}
    assert {"model.md", "positions.md"} <= names


def test_positions_md_shows_every_games_position_builder_at_work():
    """Each game's public builder (game/<game>/positions.py) has an example in
    docs/positions.md, which the test below runs, that builds a position and plays on it."""
    from game.core.registry import games

    tree = ast.parse("\n".join(_blocks(ROOT / "docs" / "positions.md", "python")))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            imported |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    calls = {
        ast.unparse(node.func)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name)
    }
    for game in games():
        module = f"game.{game}.positions"
        assert callable(importlib.import_module(module).build)
        assert module in imported, f"docs/positions.md has no example of {module}"
    assert {"build", "kp.build", "utk.build", "st.apply"} <= calls


@pytest.mark.parametrize("path", _with_python(), ids=lambda p: p.name)
def test_every_python_example_in_the_docs_runs(path):
    """The ```python blocks of one file run top to bottom in one namespace (a later block may use
    what an earlier one made), as a reader would type them; ``>>>`` examples are doctests."""
    namespace: dict = {"__name__": f"docs_{path.stem}"}
    for i, body in enumerate(_blocks(path, "python")):
        code = compile(body, f"{path.name} (python block {i + 1})", "exec", dont_inherit=True)
        exec(code, namespace)  # noqa: S102 - the docs' own examples
    if ">>>" in path.read_text():
        failed, _ = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
        assert failed == 0


def _commands() -> dict[tuple[str, ...], set[str]]:
    """The ``python ...`` commands in the docs' plain blocks: program -> the flags used."""
    found: dict[tuple[str, ...], set[str]] = {}
    for path in DOCS:
        for body in _blocks(path, ""):
            for line in body.splitlines():
                words = line.split()
                if len(words) < 2 or words[0] != "python":
                    continue
                prog = tuple(words[1:3]) if words[1] == "-m" else (words[1],)
                flags = {w.partition("=")[0] for w in words if w.startswith("--")}
                found.setdefault(prog, set()).update(flags)
    return found


@pytest.mark.parametrize("prog", sorted(_commands()), ids=" ".join)
def test_every_command_in_the_docs_exists_and_knows_its_flags(prog):
    flags = _commands()[prog]
    out = subprocess.run(
        [sys.executable, *prog, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    unknown = [f for f in flags if not re.search(rf"{re.escape(f)}\b", out.stdout)]
    assert not unknown, f"{' '.join(prog)} does not know {unknown}"


# ----- docs/rules-notes.md: every place it points to exists, every switch is read ----------------

NOTES = ROOT / "docs" / "rules-notes.md"
REF = re.compile(r"`([A-Za-z_]+(?:\.[A-Za-z_]+)+)")


def _imposter_modules() -> dict[str, object]:
    pkg = ROOT / "game" / "imposter"
    mods = {
        p.stem: importlib.import_module(f"game.imposter.{p.stem}")
        for p in pkg.glob("*.py")
        if p.stem != "__init__"
    }
    # King and Peasant's notes name ``peasant.module.NAME``: the package, its modules loaded.
    for p in (ROOT / "game" / "peasant").glob("*.py"):
        if p.stem not in ("__init__", "plugin"):
            importlib.import_module(f"game.peasant.{p.stem}")
    mods["peasant"] = importlib.import_module("game.peasant")
    # Usurp the King's notes name ``game.usurp.module.NAME``: the whole path from ``game``.
    for p in (ROOT / "game" / "usurp").glob("*.py"):
        if p.stem != "__init__":
            importlib.import_module(f"game.usurp.{p.stem}")
    mods["game"] = importlib.import_module("game")
    return mods


def _resolve(ref: str, mods: dict[str, object]) -> object:
    head, *rest = ref.split(".")
    if head in mods:
        obj = mods[head]
    else:  # a class named first (``Mode.dungeon``): the module that defines it
        owners = [m for m in mods.values() if getattr(m, head, None) is not None]
        assert owners, f"rules-notes names {ref}, but no game.imposter module has {head}"
        obj = getattr(owners[0], head)
    for part in rest:
        if inspect.ismodule(obj) and not hasattr(obj, part):
            # ``state.view``: a method of the class the module holds
            classes = [c for _, c in inspect.getmembers(obj, inspect.isclass) if hasattr(c, part)]
            obj = classes[0] if classes else obj
        fields = getattr(obj, "__dataclass_fields__", {})
        assert hasattr(obj, part) or part in fields, f"rules-notes names {ref}: no {part}"
        obj = getattr(obj, part, None)
    return obj


def test_every_place_rules_notes_points_to_exists():
    mods = _imposter_modules()
    refs = [r for r in REF.findall(NOTES.read_text()) if not r.endswith(".py")]
    assert len(refs) > 20
    for ref in refs:
        _resolve(ref, mods)


def _names_read() -> set[str]:
    """Every name the model and the scenes read (a load, not an assignment or an import)."""
    read: set[str] = set()
    for folder in ("game", "scenes"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                    read.add(node.id)
                elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
                    read.add(node.attr)
    return read


def test_every_rules_constant_in_rules_notes_is_read_by_the_code():
    # A named constant that nothing reads is a switch that does nothing (issue 8).
    constants = re.findall(
        r"`(?:peasant\.|game\.usurp\.)?[a-z_]+\.([A-Z][A-Z0-9_]{2,})", NOTES.read_text()
    )
    assert constants
    unread = sorted(set(constants) - _names_read())
    assert not unread, f"docs/rules-notes.md names constants no code reads: {unread}"
