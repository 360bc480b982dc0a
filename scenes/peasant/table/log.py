"""King and Peasant's log words: each event told from one seat's point of view.

The shared log keeps the events and writes them per viewer from ``event.for_seat(viewer)``, so
a card the viewer did not see is "a card" or "a face-down Rebel", never its name; where an
Infiltrated card went is told only to the Peasant. The end of an Era names the goal that ended
it (``GOAL_WORDS``).
"""

from __future__ import annotations

from game.peasant.cards import KING, PEASANT
from scenes.peasant.table.prompts import ordinal, town_place
from scenes.table.log import GameLog, cap, their, verb, who

ROLE_WORDS = {KING: "King", PEASANT: "Peasant"}
# The five goals (game/peasant/rules.py KING_GOALS, PEASANT_GOALS), as the end of an Era says.
GOAL_WORDS = {
    "assassin_discarded": "the Assassin reached the discard pile",
    "deck_empty": "the deck ran out of cards",
    "assassin_drawn": "the King drew the Assassin",
    "condemn_missed": "the King Condemned a card that was not the Assassin",
    "assassin_dispatched": "the Assassin was Dispatched with no Guard in Town",
    "conceded": "the other player conceded",
}
ZONE_WORDS = {
    "deck": "the deck",
    "discard": "the discard pile",
    "town": "Town",
    "hand": "hand",
    "exile": "the Exiled cards",
}


def goal_words(reason: str) -> str:
    return GOAL_WORDS.get(reason, reason.replace("_", " "))


class PeasantLog(GameLog):
    """The game log in King and Peasant's words."""

    turn_kinds = frozenset(("turn", "round_start"))
    big_kinds = frozenset(("round_over", "match_over"))

    def __init__(self, cards, names: list[str]) -> None:
        super().__init__(cards, names)
        self._roles: dict[int, str] = {}  # each seat's role in the Era being written
        self._after_draw = False  # the last event told was a draw
        self._rebels = 0  # Rebels in the Peasant's Town so far, to say "the Rebel" of a lone one
        self._next = None  # the event after the one being told

    def write(self, viewer: int) -> list[tuple[str, str]]:
        self._roles = {}
        self._after_draw = False
        self._rebels = 0
        out: list[tuple[str, str]] = []
        dealt: set = set()
        for i, e in enumerate(self.entries):
            self._next = self.entries[i + 1].event if i + 1 < len(self.entries) else None
            line = self.line(e, viewer, dealt)
            if line is not None:
                out.append(line)
            self._count_town(e.event)
        return out

    def _count_town(self, ev) -> None:
        """Keep the count of Rebels in Town (moves into and out of the Peasant's row)."""
        if ev.kind == "round_start":
            self._rebels = 0
            return
        if ev.kind != "move":
            return
        peasant = next((s for s, r in self._roles.items() if r == PEASANT), None)
        if ev.dst and ev.dst[0] == "town" and ev.dst[1] == peasant:
            self._rebels += 1
        if ev.src and ev.src[0] == "town" and ev.src[1] == peasant:
            self._rebels = max(0, self._rebels - 1)

    def describe(self, ev, viewer: int) -> str | None:
        if ev.kind == "role":
            self._roles[ev.seat] = ev.arg
        if ev.kind == "ability" and not self._after_draw:
            return None  # an effect begins: the Mobilize, Dispatch or play before it said so
        # The Assassin or Decoy announced right after a draw was drawn by the King.
        self._after_draw = ev.kind == "move" and ev.arg == "draw"
        nxt = self._next
        if (
            ev.kind == "move"
            and ev.arg == "exile"
            and ev.src
            and ev.src[0] == "town"
            and self._roles.get(ev.src[1]) == KING
            and nxt is not None
            and nxt.kind == "ability"
            and nxt.card == ev.card
        ):
            # A Guard with Exile (the Sentinel) Mobilized: its Mobilize is told first.
            w = who(self.names, ev.seat, viewer)
            what = _name(self.cards, ev.card, KING) if ev.card is not None else "a Guard"
            return (
                f"{w} {verb(ev.seat, viewer, 'Mobilize', 'Mobilizes')} {what}; "
                "it is Exiled: it leaves the game."
            )
        return describe(ev, viewer, self.names, self.cards, self._roles, self._rebels)


def _name(cards, cid, role: str | None = None) -> str:
    """A card as the log names it: the half its holder uses, or both halves."""
    c = cards[cid]
    half = c.half(role) if role else None
    return f"the {half.name if half is not None else c.name}"


def describe(
    ev, viewer: int, names: list[str], cards, roles: dict | None = None, rebels: int = 0
) -> str | None:
    """One event (already ``for_seat(viewer)``) in words, or None when it says nothing new;
    ``roles`` (seat -> "king" / "peasant") names a card by the half its owner uses; ``rebels``
    is how many Rebels lie in Town (a lone one is "the Rebel", not "the first")."""
    roles = roles or {}
    k = ev.kind
    s = ev.seat
    w = who(names, s, viewer)
    if k == "note":
        return str(ev.arg)
    if k == "round_start":
        return f"Era {ev.arg} begins: every card is shuffled back and dealt."
    if k == "role":
        return f"{w} {verb(s, viewer, 'are', 'is')} the {ROLE_WORDS.get(ev.arg, ev.arg)} this Era."
    if k == "turn":
        role = ROLE_WORDS.get(ev.arg, "")
        return f"Your turn ({role})" if s == viewer else f"{w}'s turn ({role})"
    if k == "move":
        return _move(ev, viewer, names, cards, w, roles)
    if k == "flip":
        role_name = _name(cards, ev.card, PEASANT) if ev.card is not None else "a Rebel"
        if ev.arg == "dispatch":
            return (
                f"{w} {verb(s, viewer, 'Dispatch', 'Dispatches')} {role_name}, turning it face up."
            )
        return f"{cap(role_name)} is Revealed: it lies face up in Town now."
    if k == "ability":
        if ev.arg == "Assassin":
            return "The King draws the Assassin!"
        if ev.arg == "Decoy":
            return "The King draws the Decoy: its Infiltrate fires."
        if ev.arg is None and ev.card is not None and cards[ev.card].peasant is not None:
            return "The King draws the Decoy: it was not Infiltrated, so nothing fires."
        return None  # the move or flip before it already named the card
    if k == "infiltrate_at":
        if ev.arg is None:
            return "It goes into the deck at a place you cannot see."
        return f"It goes into the deck {_depth(int(ev.arg))}."
    if k == "look":
        where = ev.src[0] if ev.src else "deck"
        if where == "deck":
            place = (
                f"the {ordinal(int(ev.arg))} card of the deck"
                if isinstance(ev.arg, int)
                else "a card of the deck"
            )
        elif where == "town":
            place = (
                town_place(int(ev.arg), rebels) if isinstance(ev.arg, int) else "a Rebel in Town"
            )
        else:
            owner = ev.src[1] if ev.src else -1
            place = (
                "a card in your hand"
                if owner == viewer
                else f"a card in {who(names, owner, viewer)}'s hand"
            )
        seen = f": {_name(cards, ev.card)}" if ev.card is not None and s == viewer else ""
        return f"{w} {verb(s, viewer, 'look', 'looks')} at {place}{seen}."
    if k == "order":
        return f"{w} {verb(s, viewer, 'put', 'puts')} the top {ev.arg} cards back in a new order."
    if k == "shuffle":
        return "The deck is shuffled."
    if k == "condemn":
        what = "the top card of the deck" if ev.arg == "deck" else town_place(int(ev.arg), rebels)
        return f"{w} {verb(s, viewer, 'Condemn', 'Condemns')} {what}."
    if k == "pass":
        return f"{w} {verb(s, viewer, 'pass', 'passes')}."
    if k == "decline":
        return f"{w} {verb(s, viewer, 'decline', 'declines')}."
    if k == "round_over":
        r = ev.arg
        score = " - ".join(f"{who(names, i, viewer)} {v}" for i, v in enumerate(r["scores"]))
        role = ROLE_WORDS.get(KING if r.get("king") == s else PEASANT)
        return (
            f"{w} {verb(s, viewer, 'win', 'wins')} Era {r['era']} as the {role}: "
            f"{goal_words(str(r.get('reason', '')))}. Eras: {score}."
        )
    if k == "match_over":
        return f"{w} {verb(s, viewer, 'win', 'wins')} the match!"
    return None


def _depth(pos: int) -> str:
    return "on top" if pos == 0 else f"under {pos} card{'s' if pos != 1 else ''}"


def _move(ev, viewer: int, names, cards, w: str, roles: dict) -> str | None:
    s = ev.seat
    how = ev.arg
    src = ev.src[0] if ev.src else "deck"
    known = ev.card is not None
    mine = s == viewer

    def card(role=None) -> str:
        return _name(cards, ev.card, role) if known else "a card"

    if how == "setup":
        return f"{w} {verb(s, viewer, 'take', 'takes')} {card(roles.get(s))} to begin."
    if how == "draw":
        return f"{w} {verb(s, viewer, 'draw', 'draws')} {card(roles.get(s))}."
    if how == "keep":
        return (
            f"{w} {verb(s, viewer, 'keep', 'keeps')} {card(roles.get(s))} from the top of the deck."
        )
    if how == "ready":
        return f"{w} {verb(s, viewer, 'Ready', 'Readies')} {card(KING)} in Town."
    if how == "hide":
        what = card(PEASANT) if known else "a Rebel"
        whence = " from the discard pile" if src == "discard" else ""
        return f"{w} {verb(s, viewer, 'Hide', 'Hides')} {what}{whence} face down in Town."
    if how == "mobilize":
        return f"{w} {verb(s, viewer, 'Mobilize', 'Mobilizes')} {card(KING)}."
    if how == "play":
        role = None
        if known:
            # The half of the player's role (the Peasant plays the Scatter, not the Raid);
            # without a role yet, the half that is an Action.
            c = cards[ev.card]
            role = roles.get(s)
            if role is None or c.half(role) is None:
                role = KING if c.king is not None and c.king.kind == "action" else PEASANT
        return f"{w} {verb(s, viewer, 'play', 'plays')} {card(role)}."
    if how == "played":
        return None  # the Action's effect is over: it goes on to the discard pile
    if how == "remove":
        return f"{cap(card(roles.get(s)))} is Removed from Town to the discard pile."
    if how == "condemn":
        return f"It was {card(roles.get(s) if src == 'town' else None)}." if known else None
    if how == "discard":
        whose = "your" if mine else f"{who(names, s, viewer)}'s"
        whence = " from the top of the deck" if src == "deck" else f" from {whose} hand"
        return f"{cap(card())}{whence} goes to the discard pile."
    if how == "exile":
        whence = ""
        if src == "town":
            whence = " is Removed from Town and"
        elif src == "deck":
            whence = " from the top of the deck is"
        elif src == "hand":
            whence = " from your hand is" if mine else f" from {who(names, s, viewer)}'s hand is"
        else:
            whence = " is"
        return f"{cap(card())}{whence} Exiled: it leaves the game."
    if how == "infiltrate":
        what = card(PEASANT) if known else "a face-down Rebel"
        return f"{w} {verb(s, viewer, 'Infiltrate', 'Infiltrates')} {what} from Town into the deck."
    if how == "return":
        what = card(PEASANT) if known else "a face-down Rebel"
        return f"{w} {verb(s, viewer, 'Return', 'Returns')} {what} from Town to {their(s, viewer)} hand."
    if how == "take":
        return f"{w} {verb(s, viewer, 'take', 'takes')} {card(roles.get(s))} from the discard pile."
    if how == "top":
        return f"{w} {verb(s, viewer, 'put', 'puts')} {card()} on top of the deck."
    if how == "bottom":
        return (
            f"{cap(card()) if known and mine else 'The top card'} goes to the bottom of the deck."
        )
    if how == "shuffle":
        return f"{cap(card())} from {ZONE_WORDS.get(src, src)} is shuffled into the deck."
    return None
