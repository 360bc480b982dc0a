"""The game log: each event told in words from one seat's point of view.

The log keeps the raw events (and the public action that caused them) and writes the lines for a
viewer on demand, from ``event.for_seat(viewer)``: when the viewer changes at a pass-and-play
handoff, the whole log is written again for the new viewer, so no line ever names a card that
seat did not see. Lines use card and player names, never ids. A game's log (a ``GameLog``
subclass) gives ``describe``, its words for one event, and which events stand out (``style``).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Entry:
    event: object  # game.core.events.Event, full; cut down per viewer when written
    round_no: int
    # Its words per viewer, once written, in a log whose words stand alone (see GameLog).
    said: dict[int, str | None] = field(default_factory=dict, compare=False, repr=False)


class GameLog:
    """Events with the words for each viewer; ``lines(viewer)`` is cached until the log grows."""

    # Event kinds that start a section of the log, and kinds told large.
    turn_kinds: frozenset[str] = frozenset(("turn", "round_start"))
    big_kinds: frozenset[str] = frozenset(("round_over", "match_over"))
    # True when ``describe`` reads only the event and the viewer, never the entries around it:
    # then each entry keeps its words, and the log grown by a move is written again from them
    # (a long log took milliseconds to word anew on every move).
    words_stand_alone = False

    def __init__(self, cards, names: list[str]) -> None:
        self.cards = cards
        self.names = names
        self.entries: list[Entry] = []
        self._cache: tuple[tuple[int, int, int], list[tuple[str, str]]] | None = None

    def add(self, events, round_no: int) -> None:
        for ev in events:
            self.entries.append(Entry(ev, round_no))

    def dealt(self, round_no: int) -> None:
        """A round was dealt where the table did not see its events (a new or resumed match)."""
        from game.core.events import Event

        self.entries.append(Entry(Event("round_start", arg=round_no), round_no))

    def note(self, text: str, round_no: int = 0) -> None:
        """A line the table adds itself (a new match, a resumed round)."""
        from game.core.events import Event

        self.entries.append(Entry(Event("note", arg=text), round_no))

    def lines(self, viewer: int, upto: int | None = None) -> list[tuple[str, str]]:
        """(text, style) per line; style is "turn", "big" or "" for ordinary lines. ``upto``
        tells only the first entries (the table holds back a line until its cards move)."""
        total = len(self.entries)
        n = total if upto is None else max(0, min(upto, total))
        if self._cache and self._cache[0] == (viewer, n, total):
            return self._cache[1]
        if n == total:
            out = self.write(viewer)
        else:
            everything = self.entries
            self.entries = everything[:n]  # ``write`` (a game's too) reads the entries told
            try:
                out = self.write(viewer)
            finally:
                self.entries = everything
        self._cache = ((viewer, n, total), out)
        return out

    def write(self, viewer: int) -> list[tuple[str, str]]:
        """Every entry's line for ``viewer``."""
        out: list[tuple[str, str]] = []
        dealt: set = set()
        for e in self.entries:
            line = self.line(e, viewer, dealt)
            if line is not None:
                out.append(line)
        return out

    def line(self, e: Entry, viewer: int, dealt: set) -> tuple[str, str] | None:
        """One entry's (text, style) for ``viewer``; ``dealt`` holds the rounds told dealt so
        far (a round undone and dealt again says so)."""
        if e.event.kind == "round_start":
            again = e.event.arg in dealt
            dealt.add(e.event.arg)
            if again:
                return (f"Round {e.event.arg} is dealt again.", "turn")
        text = self.words(e, viewer)
        if not text:
            return None
        return (text, self.style(e.event))

    def words(self, e: Entry, viewer: int) -> str | None:
        """``describe`` of entry ``e`` for ``viewer``, kept with it when words stand alone."""
        if not self.words_stand_alone:
            return self.describe(e.event.for_seat(viewer), viewer)
        if viewer not in e.said:
            e.said[viewer] = self.describe(e.event.for_seat(viewer), viewer)
        return e.said[viewer]

    def style(self, ev) -> str:
        """How a line stands out: "turn" starts a section, "big" is news, "" is ordinary."""
        if ev.kind in self.big_kinds:
            return "big"
        return "turn" if ev.kind in self.turn_kinds else ""

    def describe(self, ev, viewer: int) -> str | None:
        """One event (already ``for_seat(viewer)``) in words, or None when it says nothing new;
        the shared words are a note's text."""
        return str(ev.arg) if ev.kind == "note" else None


def cap(s: str) -> str:
    """``s`` with its first letter a capital."""
    return s[:1].upper() + s[1:]


def who(names, seat: int, viewer: int) -> str:
    """A seat as the log names it for ``viewer``: "You", its name, or "Someone"."""
    if seat == viewer:
        return "You"
    if 0 <= seat < len(names):
        return names[seat]
    return "Someone"


def verb(seat: int, viewer: int, you: str, other: str) -> str:
    """The verb's form for the seat: ``you`` ("play") for the viewer, else ``other``."""
    return you if seat == viewer else other


def their(seat: int, viewer: int) -> str:
    """ "your" for the viewer, else "their"."""
    return "your" if seat == viewer else "their"
