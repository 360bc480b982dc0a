"""What a match has shown one seat, move by move: where undo must stop.

Undo rebuilds a match from its seed, so the same cards come again. Taking back a decision
from before a card was shown to a person (a card drawn or looked at, one played from another's
hand, the setup cards laid open, the hands laid open at a round's end) would let them choose
again knowing it. A ``Witness`` follows the events a seat receives, ``for_seat`` as the table
shows them, and says of each move whether it showed that seat something hidden until then, and
what, in words.

It knows no single game. Within a round it keeps where the seat last saw each card, and the
places a card went into or came out of unseen by it (a hand dealt face down, a card set face
down for a reveal, a deck): a card shown coming out of such a place is news, even one the seat
saw earlier (which card of a hidden hand is played, a reveal of cards set face down together,
a Successor looked at), and so is a card shown in a place the seat did not see it go to; a card
of the seat's own places that nothing hid from it is not. The end of a round is always news
(the next deal hides every card again). A game names on its state what else tells a hidden
fact: events that say one without showing a card (``telling_events``: a guess answered, a
trade's count), decisions whose being owed tells one (``telling_decisions``: a hand looked
at to keep one of its cards, who must answer a number named, in the view though no event says
it), and the words for what each showed (``news_words``, see ``Witness.say``; else ``A_CARD``
or ``A_FACT``).
"""

from __future__ import annotations

ROUND_END = "a round's end, every hand shown"
A_CARD = "a card you were shown"
A_FACT = "what you were told of a hidden card"
NEW_ROUND = "the last round's end and the new deal"


class Witness:
    """What one seat has been shown this round, and the news of each move."""

    def __init__(self, state, seat: int) -> None:
        self.seat = seat
        self.telling = frozenset(getattr(state, "telling_events", ()))
        # Decisions whose being owed tells what was hidden (a hand looked at to keep one of its
        # cards, who must answer a number named): the move that brought one is news.
        self.looks = frozenset(getattr(state, "telling_decisions", ()))
        # The game's words for what a move showed (a setup's reveal, a trade, a bid ...): see
        # ``say``.
        self.words: dict = dict(getattr(state, "news_words", None) or {})
        self.where: dict[int, tuple] = {}  # card id -> the place the seat last saw it in
        self.unseen: set[tuple] = set()  # places a card went into or out of hidden from it
        self.news(getattr(state, "opening_events", None) or [])

    def news(self, events, state=None) -> str | None:
        """Note ``events`` (one move's, ``state`` the match after it); what they showed the
        seat that it could not see before, in words (``ROUND_END``, the game's
        ``news_words``, ``A_CARD``, ``A_FACT``), or None when nothing."""
        told: str | None = None
        for event in events:
            seen = event.for_seat(self.seat)
            if seen.kind == "round_over":
                told = ROUND_END  # whatever else the move showed, the round's end says it all
                self.where.clear()  # the next deal shuffles every card back out of sight
                self.unseen.clear()
                continue
            if seen.kind in self.telling:
                told = told or self.say(seen, A_FACT)
            card = seen.card
            if card is None and event.card is not None:
                self.unseen.update(z for z in (event.src, event.dst) if z is not None)
                continue
            if not isinstance(card, int):
                continue
            if self._shows(seen):
                told = told or self.say(seen, A_CARD)
            place = seen.dst if seen.dst is not None else seen.src
            if place is not None:
                self.where[card] = place
        if told is None and state is not None and state.decision in self.looks:
            told = self.words.get(("decision", state.decision), A_FACT)
        return told

    def _shows(self, event) -> bool:
        """Whether ``event`` (as the seat received it) showed it a card it could not see."""
        src = event.src
        if src is None:  # a card named with no place (a choice, a keep): seen before or not
            return event.card not in self.where or event.visible_to is not None
        if src in self.unseen:
            return True
        own = src[1] == self.seat
        return not own and self.where.get(event.card) != src

    def say(self, event, default: str) -> str:
        """The game's words for what ``event`` showed (``news_words``, by the event's kind and
        tag, its kind, the place a card went to, or the place it came from), else ``default``."""
        arg = event.arg if isinstance(event.arg, (str, int, type(None))) else None
        keys = [(event.kind, arg), event.kind]
        keys += [(way, zone[0]) for way, zone in (("to", event.dst), ("from", event.src)) if zone]
        return next((self.words[k] for k in keys if k in self.words), default)
