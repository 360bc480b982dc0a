"""The screens command (tools/screens.py) takes a screen headless into a folder, and its palette
reduction (tools/palette.py) keeps a picture's colours while making it 8-bit; docs/screens holds only the pictures
``python -m tools.screens --docs`` writes."""

from __future__ import annotations

import os
import pathlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tools import screens  # noqa: E402
from tools.palette import reduce  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def test_a_table_is_taken_at_its_size_and_the_run_leaves_the_user_folders_alone(tmp_path):
    out = tmp_path / "shots"
    written = screens.take_all(out, ["imposter-2p"], [(1024, 640)], say=lambda _p: None)
    assert [p.name for p in written] == ["imposter-2p-1024.png", "imposter-2p-scored-1024.png"]
    for path in written:
        shot = pygame.image.load(str(path))
        assert shot.get_size() == (1024, 640)
        assert len({shot.get_at((x, 320))[:3] for x in range(0, 1024, 16)}) > 4  # not blank
    assert not (tmp_path / "data").exists()  # its matches went to a folder of its own
    assert os.environ["XDG_DATA_HOME"] == str(tmp_path / "data")  # and the variables are back


def test_an_unknown_screen_is_refused_in_words(tmp_path):
    with pytest.raises(SystemExit, match="no screen starts with nowhere"):
        screens.take_all(tmp_path, ["nowhere"], [(1024, 640)])


def test_reduction_keeps_few_colours_exactly_and_many_close_in_256():
    flat = pygame.Surface((40, 30))
    colours = [(20, 60, 40), (235, 220, 190), (200, 160, 60), (120, 20, 30)]
    for i, c in enumerate(colours):
        flat.fill(c, (i * 10, 0, 10, 30))
    small = reduce(flat)
    assert small.get_bitsize() == 8
    assert [small.get_at((i * 10 + 5, 15))[:3] for i in range(4)] == colours

    ramp = pygame.Surface((256, 64))
    for x in range(256):
        for y in range(64):
            ramp.set_at((x, y), (x, y * 4, 100))  # 16,384 colours
    reduced = reduce(ramp)
    assert len({reduced.get_at((x, y))[:3] for x in range(256) for y in range(64)}) <= 256
    worst = max(
        abs(ramp.get_at((x, y))[c] - reduced.get_at((x, y))[c])
        for x in range(0, 256, 3)
        for y in range(0, 64, 3)
        for c in range(3)
    )
    assert worst <= 12


def test_every_screen_has_its_own_name_and_the_docs_pictures_are_screens_it_takes():
    names = [s.name for s in screens.SCREENS]
    assert len(names) == len(set(names))
    widths = {w for w, _h in screens.SIZES}
    assert all(name in names and width in widths for name, width in screens.DOCS_SCREENS)


def test_docs_screens_holds_only_what_the_docs_command_writes():
    written = {f"{name}-{width}.png" for name, width in screens.DOCS_SCREENS}
    written |= set(screens.SHEETS)
    kept = {p.name for p in (ROOT / "docs" / "screens").iterdir()}
    assert kept == written
