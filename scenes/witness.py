"""What a match has shown one seat, move by move: where undo must stop.

Undo rebuilds a match from its seed, so the same cards come again. Taking back a decision
from before a card was shown to a person (a card drawn or looked at, one played from another's
hand, the hands laid open at a round's end) would let them choose again knowing it. A
``Witness`` follows the events a seat receives, ``for_seat`` as the table shows them, and says
of each move whether it showed that seat something hidden until then, and what, in words.

It knows no single game: a card that comes from a place not the seat's own is news the first
time its id reaches the seat, and whenever it comes privately (a draw, a look, a trade); the
end of a round is always news; and a game names the events that tell a hidden fact without a card
(``telling_events`` on its state: a guess answered, say).
"""

from __future__ import annotations

ROUND_END = "the end of a round, where every hand was shown"
A_CARD = "a card you were shown"
A_FACT = "what you were told of a hidden card"
NEW_ROUND = "the end of the last round and the new deal"


class Witness:
    """The card ids one seat has been shown so far, and the news of each move."""

    def __init__(self, state, seat: int) -> None:
        self.seat = seat
        self.telling = frozenset(getattr(state, "telling_events", ()))
        self.seen: set[int] = set()
        self.news(getattr(state, "opening_events", None) or [])

    def news(self, events) -> str | None:
        """Note ``events`` (one move's); what they showed the seat for the first time, in
        words (``ROUND_END``, ``A_CARD``, ``A_FACT``), or None when nothing."""
        told: str | None = None
        for event in events:
            seen = event.for_seat(self.seat)
            if seen.kind == "round_over":
                told = ROUND_END
            elif seen.kind in self.telling:
                told = told or A_FACT
            card = seen.card
            if not isinstance(card, int):
                continue
            own = event.src is not None and event.src[1] == self.seat
            if not own and (card not in self.seen or event.visible_to is not None):
                told = told or A_CARD
            self.seen.add(card)
        return told
