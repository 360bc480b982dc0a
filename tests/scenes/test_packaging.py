"""What an install holds: the packages the code imports (game, scenes) and nothing else at the top
of site-packages, the art and sounds inside scenes, read through importlib.resources from there; a
checkout reads its own top-level art/ and sounds/ folders."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scenes import assets
from scenes.audio import SOUNDS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "setup.py", "README.md", "game", "scenes", "art", "sounds")


def test_every_file_the_game_reads_is_found_in_its_folder():
    for name in assets.ART_FILES:
        assert assets.folder("art").joinpath(name).is_file(), name
    for name in SOUNDS:
        assert assets.folder("sounds").joinpath(f"{name}.wav").is_file(), name


def test_a_checkout_reads_its_top_level_art_and_sounds_folders():
    # `python main.py` and the editable install import scenes from the checkout, which has no
    # scenes/art: the top-level folders beside it are used.
    assert Path(str(assets.folder("art"))) == ROOT / "art"
    assert Path(str(assets.folder("sounds"))) == ROOT / "sounds"


def test_an_unknown_asset_folder_is_refused():
    with pytest.raises(ValueError, match="no asset folder 'fonts'"):
        assets.folder("fonts")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The files a wheel installs, as setuptools lays them out (build_py, from a copy of the
    checkout so nothing is written into it), and the metadata beside them."""
    pytest.importorskip("setuptools")
    base = tmp_path_factory.mktemp("build")
    src = base / "src"
    src.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, src / name)
    lib = base / "lib"
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(lib)],
        cwd=src,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return {"lib": lib, "info": src / "throneroom.egg-info"}


def test_an_install_adds_no_top_level_name_but_game_and_scenes(built):
    assert sorted(p.name for p in built["lib"].iterdir()) == ["game", "scenes"]
    assert (built["info"] / "top_level.txt").read_text().split() == ["game", "scenes"]
    points = (built["info"] / "entry_points.txt").read_text()
    assert "throneroom = scenes.cli:main" in points


def test_an_install_ships_every_module_and_every_art_and_sound_file(built):
    lib = built["lib"]
    for package in ("game", "scenes"):
        for path in (ROOT / package).rglob("*.py"):
            assert (lib / path.relative_to(ROOT)).is_file(), path
    for folder in assets.FOLDERS:
        for path in (ROOT / folder).iterdir():
            if path.is_file() and path.suffix != ".pyc":
                assert (lib / "scenes" / folder / path.name).is_file(), path


PROBE = """
import json, sys
from scenes import assets, cli
from scenes.audio import Audio
from scenes.render.theme import gui_theme_path, load_theme
audio = Audio()
print(json.dumps({
    "art": str(assets.folder("art")), "sounds": str(assets.folder("sounds")),
    "gui": gui_theme_path(), "cli": cli.__file__, "theme": load_theme().name,
    "loaded": sorted(audio.names), "mixer": audio.enabled,
}))
"""


def test_an_installed_copy_reads_art_and_sounds_from_the_package_not_a_checkout(built, tmp_path):
    lib = built["lib"]
    env = {**os.environ, "PYTHONPATH": str(lib), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(found["art"]) == lib / "scenes" / "art"
    assert Path(found["sounds"]) == lib / "scenes" / "sounds"
    assert Path(found["gui"]) == lib / "scenes" / "art" / "gui_theme.json"
    assert Path(found["cli"]) == lib / "scenes" / "cli.py"
    ours = json.loads((ROOT / "art" / "theme.json").read_text(encoding="utf-8"))["name"]
    assert found["theme"] == ours  # the court palette, not the built-in fallback
    if found["mixer"]:
        assert found["loaded"] == sorted(SOUNDS)
