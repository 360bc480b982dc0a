"""King and Peasant hints in table words: what a move is, and why, from the seat's view only.

``describe`` names a move as the table says it ("Infiltrate the face-down Assassin (second
Rebel in Town) into the deck", "take the Knight from the discard pile"); ``reasons`` gives short
clauses that do not repeat the move ("the Assassin is likely among the face-down Rebels (about
60%)"). Chances come from ``odds`` (worlds drawn from the seat's information set); everything
else read here is the seat's own hand and Town, the public zones and the deck positions it has
looked at.

A move's argument is often an index (a Rebel in Town, a card of the discard pile, a place in
the deck): the words never show it, and they read what it points at from the action itself, not
from the decision on the table, since a hint's "Then ..." names the seat's next decision before
its move is made. A card in the deck is named only when the seat has looked at it.
"""

from __future__ import annotations

from game.ai.peasant_beliefs import assassin_odds, king_known_deck, top_risk
from game.ai.words import HintWords
from game.core.actions import Action
from game.peasant.cards import ASSASSIN, DECOY

_NTH = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _nth(i: int) -> str:
    return _NTH[i] if i < len(_NTH) else f"{i + 1}th"


def _depth(i: int, size: int) -> str:
    if i == 0:
        return "on top of the deck"
    if i >= size:
        return "at the bottom of the deck"
    return f"{_nth(i)} from the top of the deck"


def _town_place(i: int, n: int) -> str:
    """Rebel ``i`` of the ``n`` in Town as the table counts them (a row, left to right)."""
    return "Rebel in Town" if n <= 1 else f"{_nth(i)} Rebel in Town"


def _rebel_words(st, seat: int, i: int) -> str:
    """A Rebel in Town as ``seat`` may name it."""
    if i >= len(st.rebels):
        return "a Rebel in Town"
    c = st.rebels[i]
    face_up = c in st.up
    place = _town_place(i, len(st.rebels))
    if seat == st.peasant or face_up or c in st.kseen:
        name = st.cards[c].peasant.name
        return f"the {'face-up' if face_up else 'face-down'} {name} ({place})"
    return f"the {place} (face down)"


def _deck_name(st, seat: int, i: int) -> str | None:
    """The card at deck position ``i`` by the seat's half of it, when the seat knows it."""
    if 0 <= i < len(st.deck) and st.dmask[i] & (1 << seat):
        return st.half_name(st.deck[i], st.role(seat))
    return None


def _order_words(st, seat: int, arg: str) -> str:
    """The Sentinel's and the Courtesan's new order of the top cards, top first: by name when
    the seat has looked at them, else by where each lay."""
    places = [int(x) for x in arg.split()]
    names = [_deck_name(st, seat, i) for i in places]
    if all(names):
        return "put them back as " + ", ".join(names) + " (top first)"
    if places == sorted(places):
        return "put the top cards back as they lay"
    was = ", ".join(f"the {_nth(i)}" for i in places)
    return f"put the top cards back in a new order: {was} (top first)"


def describe(st, seat: int, a: Action) -> str:
    v, arg = a.verb, a.arg
    role = st.role(seat)
    if v == "hide":
        return f"hide the {arg} face down in Town"
    if v == "ready":
        return f"Ready the {arg} in Town"
    if v == "mobilize":
        return f"Mobilize the {arg}"
    if v == "play":
        return f"play the {arg}"
    if v == "pass":
        return "pass"
    if v == "done":
        return "stop there"
    if v == "draw":
        if not arg:
            return "draw a card"
        n = int(arg) if arg.isdigit() else 0
        return "draw no card" if n == 0 else f"draw {n} card{'s' if n != 1 else ''}"
    if v == "condemn":
        return (
            "Condemn the top card of the deck"
            if arg == "deck"
            else f"Condemn {_rebel_words(st, seat, int(arg))}"
        )
    if v == "dispatch":
        return f"Dispatch {_rebel_words(st, seat, int(arg))}"
    if v == "infiltrate":
        return f"Infiltrate {_rebel_words(st, seat, int(arg))} into the deck"
    if v == "return":
        return f"return {_rebel_words(st, seat, int(arg))} to your hand"
    if v == "at":
        return f"put it {_depth(int(arg), len(st.deck))}"
    if v == "reveal":
        return f"Reveal {_rebel_words(st, seat, int(arg))}"
    if v == "look":
        return f"look at the card {_depth(int(arg), len(st.deck))}"
    if v == "bottom":
        return "put the top card at the bottom of the deck"
    if v == "remove":
        if arg.isdigit():  # the Arrest, the Executor, the Brawl: a Rebel in Town
            return f"remove {_rebel_words(st, seat, int(arg))}"
        return f"remove the {arg} from Town"  # a Guard (the Decoy, the Thug, the Brawl)
    if v == "discard":
        return "discard the top card of the deck" if arg == "deck" else f"discard the {arg}"
    if v == "keep":
        i = int(arg)
        name = _deck_name(st, seat, i)
        return f"keep the {name}" if name else f"keep the card {_depth(i, len(st.deck))}"
    if v == "take":
        if arg.isdigit():  # the Reassemble: a card of the discard pile (public)
            i = int(arg)
            if i < len(st.discard):
                return f"take the {st.half_name(st.discard[i], role)} from the discard pile"
            return "take a card from the discard pile"
        return f"take the {arg}"
    if v == "top":
        return f"put the {arg} on top of the deck"
    if v == "order":
        return _order_words(st, seat, arg)
    if v == "deal":
        return "deal the next Era"
    return str(a)


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def reasons(st, seat: int, a: Action, odds) -> list[str]:
    """Why ``seat`` might make move ``a``: clauses from its own knowledge."""
    if seat == st.king:
        return _king_reasons(st, a, odds)
    return _peasant_reasons(st, a, odds)


def _king_reasons(st, a: Action, odds) -> list[str]:
    v, arg = a.verb, a.arg
    out: list[str] = []
    known = king_known_deck(st)
    p_deck, p_town, p_hand = assassin_odds(st, known)
    risk = top_risk(st, known, p_deck)
    guards = len(st.guards)
    if v == "condemn" and arg != "deck":
        i = int(arg)
        c = st.rebels[i]
        if c in st.up or c in st.kseen:
            out.append("it is the Assassin, face up for all to see" if c == ASSASSIN else "")
        else:
            here = odds.chance(lambda w: w.rebels[i] == ASSASSIN) if odds else 0.0
            out.append(
                f"the Assassin is likely among the face-down Rebels (about {_pct(here)} this one)"
            )
            out.append("a miss hands the Era to the Peasant")
    elif v == "condemn":
        out.append(
            "you have seen the Assassin on top of the deck"
            if known.get(0) == ASSASSIN
            else "a top card that is not the Assassin hands the Era to the Peasant"
        )
    elif v in ("ready",) and st.decision in ("turn", "setup_ready", "crier", "reassemble_ready"):
        if guards == 0:
            out.append("with no Guard in Town the Assassin could be Dispatched and win")
        else:
            out.append(f"{guards + 1} Guards keep a face-down Assassin from being Dispatched")
    elif v == "pass":
        left = len(st.deck)
        out.append(f"the deck has {left} card{'s' if left != 1 else ''} left: it running out wins")
    elif v == "mobilize" and arg in ("Knight", "Sentinel", "Guardian", "Advisor"):
        if p_deck > 0:
            out.append(f"the Assassin may be in the deck (about {_pct(p_deck)})")
        else:
            out.append("it runs the deck down" if arg == "Knight" else "it watches the deck")
    elif v == "mobilize" and arg in ("Spy", "Noble"):
        out.append(f"the Assassin is likely among the face-down Rebels (about {_pct(p_town)})")
    elif v == "mobilize" and arg == "Watchman":
        out.append(f"the Assassin may be in the Peasant's hand (about {_pct(p_hand)})")
    if v != "condemn" and st.decision == "turn" and risk > 0 and risk < 1:
        out.append(f"your draw may find an Infiltrated Assassin (about {_pct(risk)})")
    if v == "mobilize" and guards == 1 and p_town > 0:
        out.append("it leaves Town without a Guard")
    return [c for c in out if c]


def _peasant_reasons(st, a: Action, odds) -> list[str]:
    v, arg = a.verb, a.arg
    out: list[str] = []
    guards = len(st.guards)
    c = st.rebels[int(arg)] if v in ("dispatch", "infiltrate", "return") else None
    if v == "dispatch" and c == ASSASSIN:
        out.append(
            "no Guard stands in Town, so the Assassin wins the Era"
            if guards == 0
            else "face up, the King would Condemn it"
        )
    elif v == "dispatch":
        name = st.cards[c].peasant.name
        if name == "Thug" and guards:
            out.append("one Guard fewer between the Assassin and the King")
        elif name == "Mob":
            out.append("it clears Town of Guards and Rebels alike")
    elif v == "infiltrate" and c == ASSASSIN:
        out.append("in the deck it wins the moment the King draws it")
        if guards:
            out.append(
                f"{guards} Guard{'s stand' if guards != 1 else ' stands'} in Town, so it cannot "
                "be Dispatched"
            )
    elif v == "infiltrate" and c == DECOY:
        out.append("the King cannot tell the Decoy from the Assassin: it baits a Condemn")
        out.append("drawn, it removes a Guard")
    elif v == "return" and c == ASSASSIN:
        out.append("face up, the King would Condemn it next")
    elif v == "hide":
        if arg == "Assassin":
            out.append(
                "face down in Town it can be Infiltrated, or Dispatched once no Guard stands"
            )
        elif arg == "Decoy":
            out.append("a second face-down special keeps the King guessing")
        else:
            out.append("more face-down Rebels make a Condemn a worse gamble")
    elif v == "draw" and st.decision == "turn":
        out.append(f"more cards to play (the deck has {len(st.deck)})")
    elif v == "at":
        out += follow_reasons(st, st.peasant, a)
    return [x for x in out if x]


def follow_reasons(st, seat: int, follow: Action) -> list[str]:
    """Why the planned follow-up (where an Infiltrated card goes) in the seat's words."""
    if follow.verb != "at":
        return []
    i, n = int(follow.arg), len(st.deck)
    if i >= 3 or i >= n:
        return ["out of reach of the Knight and the Sentinel"]
    return ["the King draws it soon"]


__all__ = ["describe", "follow_reasons", "reasons"]


class PeasantWords(HintWords):
    """King and Peasant's words for the hints and the review (``game.ai.words``)."""

    def describe(self, state, seat: int, text: str) -> str:
        return describe(state, seat, Action.parse(text))

    def reasons(self, state, seat: int, text: str, follow: str | None, odds) -> list[str]:
        return reasons(state, seat, Action.parse(text), odds)

    def follow_reasons(self, state, seat: int, text: str, follow: str, odds) -> list[str]:
        return follow_reasons(state, seat, Action.parse(follow))


# King and Peasant's GameInfo (game/peasant/plugin.py) names this module for game.ai.words.
WORDS = PeasantWords()
