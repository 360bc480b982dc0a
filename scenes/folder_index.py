"""An index beside a folder of our files, so a list of hundreds of them opens without reading each.

The index (``index.json`` inside the folder) keeps, for each file of the folder named as its
owner names them, the row the owner's list shows of it (plain JSON) and the file's stamp: its
size, modification time in nanoseconds and inode number. Listing the folder looks at each file's
stamp only; a file whose stamp is not the one on the index (new, rewritten, replaced outside
Throneroom) is read and checked by its owner and its row renewed, and a file gone from the folder
leaves the index. The index is written again (atomically) only when something changed.

The index is a cache of what the files say, never the only copy of anything: one that cannot be
used (damaged, hostile, not a plain file) is set aside, logged and built again from the files;
one of another version or kind is built again.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from scenes import storage

log = logging.getLogger(__name__)

FORMAT = "throneroom-index"
INDEX_NAME = "index.json"
MAX_INDEX_BYTES = 8_000_000  # a thousand rows of eight seats are well under a megabyte

Stamp = tuple[int, int, int]  # (size, modification time in ns, inode)
T = TypeVar("T")


class BadIndex(ValueError):
    """An index file that cannot be used; the message says why in words."""


@dataclass(frozen=True)
class FolderIndex(Generic[T]):
    """The files of ``folder`` whose names match ``names``, listed through the index.

    ``read(path)`` reads and checks one file and gives its entry and its row; it raises
    ``unusable`` (in words) for a file that cannot be listed. ``from_row(path, row)`` gives the
    entry back from a row on the index and raises ValueError when the row is not one.
    ``kind`` and ``version`` name the rows' format: an index of another is built again.
    """

    folder: Path
    names: re.Pattern
    kind: str
    version: int
    read: Callable[[Path], tuple[T, dict]]
    from_row: Callable[[Path, dict], T]
    unusable: type[Exception]

    @property
    def path(self) -> Path:
        return self.folder / INDEX_NAME

    def entries(self, reject: Callable[[Path, str], None]) -> list[T]:
        """The entry of every file, in no order; a file ``read`` refuses is handed to
        ``reject(path, reason)`` (which sets it aside) and left out."""
        known = self._load()
        fresh: dict[str, tuple[Stamp, dict]] = {}
        out: list[T] = []
        changed = False
        for path, stamp in self._files():
            entry = None
            cached = known.get(path.name)
            if stamp is not None and cached is not None and cached[0] == stamp:
                row = cached[1]
                try:
                    entry = self.from_row(path, row)
                except ValueError:
                    entry = None
            if entry is None:
                changed = True
                try:
                    entry, row = self.read(path)
                except self.unusable as exc:
                    reject(path, str(exc))
                    continue
            if stamp is not None:  # taken before the read: a change during it is seen next time
                fresh[path.name] = (stamp, row)
            out.append(entry)
        if changed or fresh.keys() != known.keys():
            self._save(fresh)
        return out

    def _files(self) -> list[tuple[Path, Stamp | None]]:
        """The folder's files named as listed, with their stamps; None for a name that holds no
        plain file (a folder, a pipe, a broken link), which ``read`` then refuses in words."""
        try:
            paths = [p for p in self.folder.iterdir() if self.names.fullmatch(p.name)]
        except OSError:
            return []
        out = []
        for path in paths:
            try:
                info = os.stat(path)
            except OSError:
                out.append((path, None))
                continue
            regular = stat.S_ISREG(info.st_mode)
            out.append((path, (info.st_size, info.st_mtime_ns, info.st_ino) if regular else None))
        return out

    def _load(self) -> dict[str, tuple[Stamp, dict]]:
        """The rows on the index by file name; {} when there is none or it cannot be used."""
        try:
            text = storage.read_own_file(self.path, MAX_INDEX_BYTES, "an index")
            if text is None:
                return {}
            return self._parse(storage.parse_json(text))
        except _Outdated:
            return {}
        except ValueError as exc:  # storage.Unreadable and BadIndex are ValueErrors too
            log.warning(
                "the index %s could not be used (%s); it is built again; %s",
                self.path,
                exc,
                storage.set_aside(self.path),
            )
            return {}

    def _parse(self, data) -> dict[str, tuple[Stamp, dict]]:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadIndex("it is not a Throneroom index")
        if data.get("kind") != self.kind or data.get("version") != self.version:
            raise _Outdated
        files = data.get("files")
        if not isinstance(files, list):
            raise BadIndex("it holds no list of files")
        out: dict[str, tuple[Stamp, dict]] = {}
        for item in files:
            if not isinstance(item, dict):
                raise BadIndex("it lists something that is not a file")
            name, stamp, row = item.get("name"), item.get("stamp"), item.get("row")
            if not isinstance(name, str) or not self.names.fullmatch(name) or name in out:
                raise BadIndex("it lists a file name that is not one of the folder's")
            if not (isinstance(stamp, list) and len(stamp) == 3 and all(map(_whole, stamp))):
                raise BadIndex(f"the stamp of {name} is not one")
            if not isinstance(row, dict):
                raise BadIndex(f"the row of {name} is not one")
            out[name] = (tuple(stamp), row)
        return out

    def _save(self, rows: dict[str, tuple[Stamp, dict]]) -> None:
        data = {
            "format": FORMAT,
            "kind": self.kind,
            "version": self.version,
            "files": [
                {"name": name, "stamp": list(stamp), "row": row}
                for name, (stamp, row) in sorted(rows.items())
            ],
        }
        try:
            storage.write_text_atomic(self.path, json.dumps(data, separators=(",", ":")))
        except OSError as exc:  # a folder we cannot write still lists, from the files
            log.warning("could not write the index %s (%s)", self.path, exc)


class _Outdated(Exception):
    """An index of another kind or version: built again, nothing set aside."""


def _whole(value) -> bool:
    return type(value) is int and value >= 0
