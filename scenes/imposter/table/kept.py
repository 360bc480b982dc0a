"""What The Imposter Kings' layout works out, kept until what it is worked out from changes.

A slot's rect and a card's size are pure functions of the window and seating (fixed for a
layout), the cards of each zone (``counts``, ``ids``, ``face_down``, ``open_rows``), the round's
sizes (``most``, ``deck``, ``dungeon``), the faces' name extents and the row labels' words,
which come from the table's view. In the Mercenary modes each setup row's rect asks how many
lines every label of its seat takes, and each label's room asks for rects again: one move's
layout was thousands of calls, 2-5 ms a frame at 1920x1080. Kept, each is worked out once
per position of the table.

A move changes the cards of a few zones only: each answer keeps the zones it read (of
``counts`` and ``ids``, through ``Zones``), and a move forgets only the answers that read a zone
whose cards changed (or walked all of them); the other inputs, set anew with what they held,
forget nothing, and set with anything else forget all. A new view (the source of the row
labels' words) forgets only the answers that asked for the words.
"""

from __future__ import annotations

# The layout's attributes its rects are worked out from: setting any forgets all that was kept.
# (They are only ever replaced, never changed in place: ``set_counts``, ``carry_over``, the
# board's settle and the kit set them anew.)
INPUTS = frozenset(
    {"counts", "ids", "face_down", "open_rows", "most", "deck", "dungeon", "name_extent"}
    | {"row_words"}
)
# The inputs kept per zone: an answer depends on the zones it read of them.
ZONED = frozenset({"counts", "ids"})
# The most answers kept at once (a table holds a few hundred slots); past it all are forgotten.
KEPT_MAX = 4096
_MISSING = object()
EVERY = "every zone"  # what an answer that walked a zoned input read
WORDS = "the row labels' words"  # what an answer that asked the row labels' words read


class Zones(dict):
    """A zoned input of the layout (zone -> its count, or its card ids) that tells the answer
    being worked out (the top of ``reads``) each zone it reads; walking it, all of them."""

    def __init__(self, data, reads: list[set]) -> None:
        super().__init__(data)
        self._reads = reads

    def _read(self, key) -> None:
        if self._reads:
            self._reads[-1].add(key)

    def __getitem__(self, key):
        self._read(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self._read(key)
        return super().get(key, default)

    def __contains__(self, key) -> bool:
        self._read(key)
        return super().__contains__(key)

    def seat_items(self, seat: int) -> list:
        """The (zone, value) of one seat's zones, read as that seat's zones only."""
        self._read(("seat", seat))
        return [(z, v) for (z, o), v in super().items() if o == seat]

    def _walked(self) -> None:
        self._read(EVERY)

    def __iter__(self):
        self._walked()
        return super().__iter__()

    def __len__(self) -> int:
        self._walked()
        return super().__len__()

    def keys(self):
        self._walked()
        return super().keys()

    def values(self):
        self._walked()
        return super().values()

    def items(self):
        self._walked()
        return super().items()

    def copy(self) -> dict:
        self._walked()
        return dict(super().items())

    def __eq__(self, other) -> bool:
        self._walked()
        return super().__eq__(other)

    __hash__ = None  # (a dict)


def changed_zones(old: dict, new: dict) -> set:
    """What an answer may have read that differs between two values of a zoned input: the
    zones whose value changed, and their seats."""
    get_old, get_new = dict.get, dict.get
    out = {
        z
        for z in set(dict.keys(old)) | set(dict.keys(new))
        if get_old(old, z, _MISSING) != get_new(new, z, _MISSING)
    }
    return out | {("seat", z[1]) for z in out if isinstance(z, tuple) and len(z) == 2}


class KeptAnswers:
    """The layout's answers kept per position (a mixin of ``ImposterLayout``): ``kept(key,
    make)`` is ``make()``, worked out once while the inputs and the labels' words stay."""

    _kept: dict | None = None  # None: keep nothing (while the layout is built, or switched off)
    _kept_words: object = None  # what the words were read from when the answers were kept
    _kept_depth = 0  # answers being worked out now, one inside another

    def __setattr__(self, name: str, value) -> None:
        if name in ZONED:
            value = Zones(value, self._zone_reads())
        old = self.__dict__.get(name, _MISSING)
        object.__setattr__(self, name, value)
        if name not in INPUTS or not self._kept:
            return
        if name in ZONED and old is not _MISSING:
            self._forget(changed_zones(old, value))
        elif old is _MISSING or type(old) is not type(value) or old != value:
            self._forget(None)

    @property
    def row_words(self):
        """The table's row labels in words (``SetupLayout.row_words``): an answer that asks
        for them reads the view they come from."""
        reads = self.__dict__.get("_reads")
        if reads:
            reads[-1].add(WORDS)
        return self.__dict__.get("_row_words")

    @row_words.setter
    def row_words(self, value) -> None:
        self.__dict__["_row_words"] = value

    def _zone_reads(self) -> list[set]:
        """The zones read by each answer being worked out, innermost last."""
        reads = self.__dict__.get("_reads")
        if reads is None:
            reads = []
            object.__setattr__(self, "_reads", reads)
        return reads

    def _forget(self, zones: set | None) -> None:
        """Forget the answers that read any of ``zones`` (zones, their seats or ``WORDS``), or
        walked the zones when a zone is among them (None: all)."""
        memo, deps = self._kept, self.__dict__.get("_deps")
        if zones is None or deps is None:
            memo.clear()
            if deps is not None:
                deps.clear()
            return
        if not zones:
            return
        walked = bool(zones - {WORDS})
        for key in [
            k for k, read in deps.items() if not read.isdisjoint(zones) or walked and EVERY in read
        ]:
            memo.pop(key, None)
            del deps[key]

    def start_keeping(self) -> None:
        """Keep answers from now on (the layout is built)."""
        self._kept = {}
        self._deps: dict = {}  # per answer kept, the zones it read

    def stop_keeping(self) -> None:
        """Work every answer out anew (tests compare the two)."""
        self._kept = None

    def kept(self, key, make):
        """``make()`` for ``key``, kept until an input is set anew or the words' source (the
        table's view) is another. While a size is being tried (a side column's squeeze, a top
        seat's side step) an answer holds for that try only, and is kept under it."""
        memo = self._kept
        if memo is None:
            return make()
        if self._squeezing or self._side_trying:
            key = (tuple(self._squeezing.items()), tuple(self._side_trying.items()), key)
        if not self._kept_depth:
            # (asked from outside: the words may have changed since; an answer worked out
            # inside another reads the same words as it)
            words = self.__dict__.get("_row_words")
            source = words.source() if words is not None else None
            if source is not self._kept_words:
                self._forget({WORDS})  # (the answers that read no words hold)
                self._kept_words = source
        reads = self._zone_reads()
        got = memo.get(key, _MISSING)
        if got is not _MISSING:
            if reads:
                reads[-1] |= self._deps[key]  # (an answer read inside another: its zones too)
            return got
        reads.append(set())
        self._kept_depth += 1
        try:
            got = make()
        finally:
            self._kept_depth -= 1
            read = reads.pop()
        if reads:
            reads[-1] |= read
        if len(memo) >= KEPT_MAX:
            self._forget(None)
        memo[key] = got
        self._deps[key] = read
        return got
