"""The rooms stay of one idea each: no file of game/ or scenes/ longer than 800 lines, no class
longer than 500 (issue 23 split the ones that were)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILE_LINES = 800
CLASS_LINES = 500


def _sources():
    for package in ("game", "scenes"):
        yield from sorted((ROOT / package).rglob("*.py"))


def test_no_file_of_the_model_or_the_scenes_is_longer_than_800_lines():
    long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for p in _sources()
        if (n := p.read_text(encoding="utf-8").count("\n")) > FILE_LINES
    ]
    assert not long, long


def test_no_class_of_the_model_or_the_scenes_is_longer_than_500_lines():
    long = []
    for p in _sources():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                n = node.end_lineno - node.lineno + 1
                if n > CLASS_LINES:
                    long.append(f"{p.relative_to(ROOT)}: {node.name}, {n} lines")
    assert not long, long
