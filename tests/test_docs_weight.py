"""docs/ stays light: the pictures the README and docs show are reduced copies, and the full set
of screens is taken on demand (``python -m tools.screens``) into an ignored folder, never kept.
A picture past its bound, or docs/ past its own, means a screenshot went in the wrong place."""

from __future__ import annotations

import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
# About 1.25 times docs/ as it is (2.3 MB: the markdown and eleven 256-colour pictures).
DOCS_BOUND = 3_000_000
# The largest kept picture, The Imposter Kings' card sheet, is 390 KB.
PICTURE_BOUND = 450_000


def _files() -> list[pathlib.Path]:
    return [p for p in DOCS.rglob("*") if p.is_file()]


def test_docs_stay_under_their_bound():
    total = sum(p.stat().st_size for p in _files())
    assert total <= DOCS_BOUND, f"docs/ holds {total:,} bytes, past {DOCS_BOUND:,}"


@pytest.mark.parametrize("path", sorted(DOCS.rglob("*.png")), ids=lambda p: p.name)
def test_each_picture_is_a_reduced_copy_under_its_bound(path):
    assert path.stat().st_size <= PICTURE_BOUND, f"{path.name}: {path.stat().st_size:,} bytes"
    header = path.read_bytes()[:26]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert header[25] == 3, f"{path.name} is not a palette PNG (python -m tools.screens --docs)"


def test_every_kept_picture_is_shown_and_every_picture_shown_is_kept():
    shown = set()
    for page in [ROOT / "README.md", *DOCS.glob("*.md")]:
        for target in re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", page.read_text()):
            shown.add((page.parent / target).resolve())
    kept = {p.resolve() for p in DOCS.rglob("*.png")}
    assert shown - kept == set(), "pictures shown but missing"
    assert kept - shown == set(), "pictures kept but shown nowhere"
