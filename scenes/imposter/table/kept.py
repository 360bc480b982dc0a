"""What The Imposter Kings' layout works out, kept until what it is worked out from changes.

A slot's rect and a card's size are pure functions of the window and seating (fixed for a
layout), the cards of each zone (``counts``, ``ids``, ``face_down``, ``open_rows``), the round's
sizes (``most``, ``deck``, ``dungeon``), the faces' name extents and the row labels' words,
which come from the table's view. In the Mercenary modes each setup row's rect asks how many
lines every label of its seat takes, and each label's room asks for rects again: one move's
layout was thousands of calls, 2-5 ms a frame at 1920x1080. Kept, each is worked out once
per position of the table.
"""

from __future__ import annotations

# The layout's attributes its rects are worked out from: setting any forgets all that was kept.
# (They are only ever replaced, never changed in place: ``set_counts``, ``carry_over``, the
# board's settle and the kit set them anew.)
INPUTS = frozenset(
    {"counts", "ids", "face_down", "open_rows", "most", "deck", "dungeon", "name_extent"}
    | {"row_words"}
)
# The most answers kept at once (a table holds a few hundred slots); past it all are forgotten.
KEPT_MAX = 4096
_MISSING = object()


class KeptAnswers:
    """The layout's answers kept per position (a mixin of ``ImposterLayout``): ``kept(key,
    make)`` is ``make()``, worked out once while the inputs and the labels' words stay."""

    _kept: dict | None = None  # None: keep nothing (while the layout is built, or switched off)
    _kept_words: object = None  # what the words were read from when the answers were kept
    _kept_depth = 0  # answers being worked out now, one inside another

    def __setattr__(self, name: str, value) -> None:
        object.__setattr__(self, name, value)
        if name in INPUTS and self._kept:
            self._kept.clear()

    def start_keeping(self) -> None:
        """Keep answers from now on (the layout is built)."""
        self._kept = {}

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
            words = self.row_words
            source = words.source() if words is not None else None
            if source is not self._kept_words:
                memo.clear()
                self._kept_words = source
        got = memo.get(key, _MISSING)
        if got is _MISSING:
            self._kept_depth += 1
            try:
                got = make()
            finally:
                self._kept_depth -= 1
            if len(memo) >= KEPT_MAX:
                memo.clear()
            memo[key] = got
        return got
