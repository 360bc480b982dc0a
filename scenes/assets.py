"""Where the art and sound files are, in an installed wheel and in a checkout.

The repository keeps them in the top-level ``art/`` and ``sounds/`` folders; the wheel ships the
same folders inside this package, as ``scenes/art`` and ``scenes/sounds`` (the package-dir mapping in
setup.py), so an install adds no top-level ``art`` or ``sounds`` to site-packages. ``folder(name)``
reads them through importlib.resources from the installed package, and falls back to the top-level
folder beside the ``scenes`` package when running from a checkout (``python main.py``, or the
editable install, whose ``scenes`` is the checkout's own folder).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

FOLDERS = ("art", "sounds")

# The files the game reads, by folder (the art's other files are the package's own code).
ART_FILES = ("theme.json", "gui_theme.json")


def folder(name: str) -> Traversable:
    """The ``art`` or ``sounds`` folder: inside the installed ``scenes`` package when it is there,
    else the checkout's top-level folder. When neither exists the packaged place is returned, and
    reading a file from it raises FileNotFoundError, which every caller treats as a missing file."""
    if name not in FOLDERS:
        raise ValueError(f"no asset folder {name!r}; the folders are {', '.join(FOLDERS)}")
    packaged = resources.files("scenes").joinpath(name)
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    return packaged
