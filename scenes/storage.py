"""Where Throneroom keeps its files: settings in the user config folder, saves in the data folder.

Both folders come from platformdirs (tests point them at a temporary folder through the XDG
variables). Writes go through a temporary file and a rename, so a crash mid-write never leaves a
half-written settings or save file behind; a temporary file left by a write that was killed before
its rename is removed the next time that file is read. Reads take plain files only (never a
folder, a named pipe or a device, which could make a read wait forever), are bounded in size and
time, and parse JSON without letting a hostile file crash the game.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
from pathlib import Path

import platformdirs

APP_NAME = "throneroom"


def config_dir() -> Path:
    """The folder for settings.json (created on demand)."""
    return Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The folder for the saved matches, the statistics and the archive (created on demand)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saved_dir() -> Path:
    """The folder of the matches being played, one file each (``scenes.saved``)."""
    return data_dir() / "saved"


def saved_path(match_id: str) -> Path:
    """The file of the match ``match_id`` while it is being played."""
    return saved_dir() / f"{match_id}.json"


def autosave_path() -> Path:
    """The one saved match of a Throneroom before several could be kept: moved into
    ``saved_dir()`` when it is found (``scenes.saved.migrate_old_autosave``)."""
    return data_dir() / "autosave.json"


# A temporary file older than this is a leftover: a real write renames its file within
# milliseconds, so the margin only keeps a write of a second Throneroom running at once safe.
STALE_TEMP_SECONDS = 10.0


class FileTooLarge(OSError):
    """A file far larger than any file Throneroom writes: refused before it is read."""


def temp_path(path: Path, pid: int | None = None) -> Path:
    """The temporary file ``write_text_atomic`` writes before renaming it onto ``path``."""
    return path.with_name(f".{path.name}.{os.getpid() if pid is None else pid}.tmp")


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path``, creating its folders; readers see the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):  # a full disk must not leave a half-written copy
            tmp.unlink(missing_ok=True)
        raise


def move_aside(path: Path, label: str = "corrupt") -> Path:
    """Rename a file that cannot be read to ``<stem>.<label>-<timestamp><suffix>`` and return it.

    The file is kept (not deleted) so a player or a bug report can still look at it.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.stem}.{label}-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target


def remove_stale_temps(path: Path, min_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files of ``path`` left by writes killed before their rename.

    Only files named exactly as ``write_text_atomic`` names them (``.<name>.<pid>.tmp``) beside
    ``path``, plain files, not this process's own and older than ``min_age`` seconds, are
    removed; anything else in the folder is left alone. Returns the files removed.
    """
    pattern = re.compile(rf"\.{re.escape(path.name)}\.(\d+)\.tmp")
    removed: list[Path] = []
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return removed
    now = time.time()
    for candidate in candidates:
        match = pattern.fullmatch(candidate.name)
        if match is None or int(match.group(1)) == os.getpid():
            continue
        try:
            if candidate.is_symlink() or not candidate.is_file():
                continue
            if now - candidate.stat().st_mtime < min_age:
                continue
            candidate.unlink()
        except OSError:
            continue
        removed.append(candidate)
    return removed


# A file of ours reads in milliseconds; one still being read after this is not one (a stalled
# network drive, a file that keeps growing) and is refused.
READ_SECONDS = 5.0
READ_CHUNK = 1 << 16


class NotAFile(OSError):
    """Something in a file's place that is not a plain file (a folder, a named pipe, a device):
    refused before a byte is read, since reading a pipe or a device can wait forever."""


class TooSlow(OSError):
    """A file whose reading took longer than READ_SECONDS."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something other than a plain file"


def remove_stale_temps_in(folder: Path, names: re.Pattern) -> None:
    """``remove_stale_temps`` for every file of ``folder`` whose name matches ``names``: the
    leftovers of killed writes of files a list reads from an index, never opening them."""
    pattern = re.compile(r"\.(.+)\.\d+\.tmp")
    try:
        found = {m.group(1) for p in folder.iterdir() if (m := pattern.fullmatch(p.name))}
    except OSError:
        return
    for name in found:
        if names.fullmatch(name):
            remove_stale_temps(folder / name)


def read_text_limited(path: Path, limit: int, seconds: float = READ_SECONDS) -> str:
    """The text of ``path`` (UTF-8): a plain file (a link to one is followed) of at most
    ``limit`` bytes, read within ``seconds``; anything else is refused before it is read.

    The file is opened non-blocking, so a named pipe or a device put in its place between the
    look and the open cannot stall the open either, and checked again once open.
    Raises FileNotFoundError, NotAFile, FileTooLarge, TooSlow, another OSError or
    UnicodeDecodeError.
    """
    mode = os.stat(path).st_mode
    if not stat.S_ISREG(mode):
        raise NotAFile(f"it is {_kind(mode)}, not a file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    with os.fdopen(os.open(path, flags), "rb", buffering=0) as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(f"it is {_kind(info.st_mode)}, not a file")
        if info.st_size > limit:
            raise FileTooLarge(f"it holds {info.st_size:,} bytes, more than the {limit:,} allowed")
        deadline = time.monotonic() + seconds
        data = bytearray()
        while len(data) <= limit:
            chunk = f.read(min(READ_CHUNK, limit + 1 - len(data)))
            if not chunk:
                break
            data += chunk
            if time.monotonic() > deadline:
                raise TooSlow(f"reading it took more than {seconds:g} seconds")
    if len(data) > limit:  # grew while we looked
        raise FileTooLarge(f"it holds more than the {limit:,} bytes allowed")
    return data.decode("utf-8")


class Unreadable(ValueError):
    """One of our files that cannot be used; the message says why in words ("it is not text")."""


def read_own_file(path: Path, limit: int, what: str) -> str | None:
    """The text of one of our files, ``what`` it is in words ("a saved match"); None when there
    is no such file. Leftover temporary files beside it are cleaned up first. Raises Unreadable
    (in words) for a folder, pipe or device in its place, a file far too large, too slow to
    read, not UTF-8 or that cannot be opened."""
    remove_stale_temps(path)
    try:
        return read_text_limited(path, limit)
    except FileNotFoundError:
        return None
    except FileTooLarge as exc:
        raise Unreadable(f"it is far too large to be {what} ({exc})") from None
    except (NotAFile, TooSlow) as exc:
        raise Unreadable(str(exc)) from None
    except UnicodeDecodeError:
        raise Unreadable("it is not text (it is not UTF-8)") from None
    except OSError as exc:
        raise Unreadable(f"it could not be read ({exc})") from None


def set_aside(path: Path) -> str:
    """Move a file that cannot be used aside (``move_aside``) and say where, in words."""
    try:
        return f"it was kept as {move_aside(path).name}"
    except OSError as exc:
        return f"it could not be moved aside ({exc})"


def parse_json(text: str):
    """``json.loads`` that fails only with ValueError in words: also for the files the JSON
    parser itself cannot survive (nesting deep enough to exhaust the stack, an integer of
    thousands of digits), which Python reports as RecursionError or a plain ValueError."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"it is not valid JSON ({exc})") from None
    except RecursionError:
        raise ValueError("it is nested too deeply to read") from None
    except (
        ValueError
    ) as exc:  # e.g. "Exceeds the limit (4300 digits) for integer string conversion"
        raise ValueError(f"it holds a value that cannot be read ({exc})") from None
