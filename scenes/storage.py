"""Where Throneroom keeps its files: settings in the user config folder, saves in the data folder.

Both folders come from platformdirs (tests point them at a temporary folder through the XDG
variables). Writes go through a temporary file and a rename, so a crash mid-write never leaves a
half-written settings or save file behind.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

APP_NAME = "throneroom"


def config_dir() -> Path:
    """The folder for settings.json (created on demand)."""
    return Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The folder for the autosave and other kept matches (created on demand)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path``, creating its folders; readers see the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def move_aside(path: Path, label: str = "corrupt") -> Path:
    """Rename a file that cannot be read to ``<stem>.<label>-<timestamp><suffix>`` and return it.

    The file is kept (not deleted) so a player or a bug report can still look at it.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.{label}-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target
