"""Usurp the King's log words: each event told from one seat's point of view.

The shared log writes the lines per viewer from ``event.for_seat(viewer)``, so a card hidden
under a Book is "a card" to everyone but its player until the Book reveals it. The Rebellion is
told step by step in the table's words, the acting card named by its family: "Altham's Dagger
kills the Queen", "Hayhurst's Spy by the King: Ana moves Quinton's Guard to the Heir".
"""

from __future__ import annotations

from game.usurp.data import FAMILIES, MEMBER_NAME
from scenes.table.log import GameLog, cap, their, verb, who


def card_words(cards, cid) -> str:
    """A Leverage card as the table names it: "Altham's Dagger" (one of each per family)."""
    if cid is None:
        return "a card"
    c = cards[cid]
    return f"{FAMILIES[c.family]}'s {c.type}"


def member_words(zone) -> str:
    """The member of a ``("member", number)`` zone: "the Queen"."""
    if zone and zone[0] == "member":
        return f"the {MEMBER_NAME.get(zone[1], zone[1])}"
    return "the court"


class UsurpLog(GameLog):
    """The game log in Usurp the King's words."""

    turn_kinds = frozenset(("round_start", "phase"))
    big_kinds = frozenset(("kill", "round_over", "king_maker"))

    def __init__(self, cards, names: list[str], families: list[int] | None = None) -> None:
        super().__init__(cards, names)
        self.families = list(families or [])  # per seat its family index
        self._agent_move = None  # (from, to) of the card an Agent just moved, while writing

    def write(self, viewer: int) -> list[tuple[str, str]]:
        self._agent_move = None
        return super().write(viewer)

    def line(self, e, viewer: int, dealt: set):
        """One entry's (text, style): a game is dealt once (its start names the court, not a
        round number, so the shared "dealt again" check does not apply)."""
        text = self.describe(e.event.for_seat(viewer), viewer)
        if not text:
            return None
        return (text, self.style(e.event))

    def _seat(self, s: int, viewer: int) -> str:
        w = who(self.names, s, viewer)
        if 0 <= s < len(self.families) and s != viewer:
            return f"{w} ({FAMILIES[self.families[s]]})"
        return w

    def describe(self, ev, viewer: int) -> str | None:
        k = ev.kind
        s = ev.seat
        arg = ev.arg if isinstance(ev.arg, dict) else {}
        cards = self.cards
        if k == "note":
            return str(ev.arg)
        if k == "round_start":
            if not isinstance(ev.arg, dict):
                return "Each family takes its Leverage cards."
            court = ", ".join(arg.get("members") or [])
            order = ", ".join(FAMILIES[f] for f in arg.get("turn_order") or [])
            first = arg.get("first")
            lead = f"; {FAMILIES[first]} places first" if first is not None else ""
            return f"The court: {court}. Turn order: {order}{lead}."
        if k == "objective_dealt":
            if s == viewer:
                return "You are dealt a tutorial objective (it is shown by your hand)."
            return f"{who(self.names, s, viewer)} is dealt a tutorial objective."
        if k == "move":
            return self._move(ev, viewer)
        if k == "phase":
            return (
                "The Rebellion begins: every loyalty marker shows its member's loyalty now, "
                "then the cards resolve in order (Spy, Agent, Dagger, Betrayal, Books, Poison)."
            )
        if k == "markers":
            low = [m for m, d in ev.arg.items() if d is True] if isinstance(ev.arg, dict) else []
            return (
                f"Disgruntled: {', '.join(low)}." if low else "Every Subject is loyal to the King."
            )
        if k == "marker":
            mood = "disgruntled" if arg.get("disgruntled") else "loyal"
            return f"The {arg.get('member')} turns {mood}."
        if k == "resolve":
            return None  # the card's action (or its pass) names it
        if k == "pass":
            w = who(self.names, s, viewer)
            if arg.get("type") == "Books":
                return (
                    f"{w} {verb(s, viewer, 'keep', 'keeps')} the card under "
                    f"{card_words(cards, ev.card)} hidden."
                )
            return f"{w} {verb(s, viewer, 'pass', 'passes')}: {card_words(cards, ev.card)} moves nothing."
        if k == "no_move":
            return (
                f"{card_words(cards, ev.card)} by the {arg.get('member')} has nothing it may move."
            )
        if k == "no_effect":
            return f"{card_words(cards, ev.card)} lies by the dead {arg.get('member')}: nothing happens."
        if k == "stab":
            return (
                f"{card_words(cards, ev.card)} stabs {card_words(cards, arg.get('guard'))} by the "
                f"{arg.get('member')}: the Guard turns face down."
            )
        if k == "kill":
            killers = [c for c in arg.get("cards") or [ev.card] if c is not None]
            if len(killers) > 1:
                who_ = " and ".join(card_words(cards, c) for c in killers)
                return f"{who_} kill the {arg.get('member')}!"
            return f"{card_words(cards, ev.card)} kills the {arg.get('member')}!"
        if k == "blocked":
            anti = " and ".join(card_words(cards, c) for c in arg.get("antidotes") or [])
            poisons = " and ".join(card_words(cards, c) for c in arg.get("poisons") or [])
            return f"{cap(anti or 'an Antidote')} by the {arg.get('member')} blocks {poisons}."
        if k == "reveal":
            book = card_words(cards, arg.get("book"))
            return f"{book} by the {arg.get('member')} reveals {card_words(cards, ev.card)}."
        if k == "flip":
            return None  # a resolved card turns face down: the table shows it
        if k == "king_maker":
            return str(arg.get("why") or "The king-maker rule narrows the last move.")
        if k == "round_over":
            return str((ev.arg or {}).get("reason") or "The game is over.")
        return None

    def _move(self, ev, viewer: int) -> str | None:
        s = ev.seat
        how = ev.arg
        cards = self.cards
        w = who(self.names, s, viewer)
        if how == "deal":
            return None  # the court line says it: each family holds its Leverage cards
        if how == "place":
            what = cards[ev.card].type if ev.card is not None else "a card"
            return (
                f"{self._seat(s, viewer)} {verb(s, viewer, 'place', 'places')} "
                f"{their(s, viewer)} {what} by {member_words(ev.dst)}."
            )
        if how == "hide":
            what = f"{their(s, viewer)} {cards[ev.card].type}" if ev.card is not None else "a card"
            return (
                f"{self._seat(s, viewer)} {verb(s, viewer, 'hide', 'hides')} {what} under "
                f"{their(s, viewer)} Book."
            )
        if how == "agent" and self._agent_move == (ev.src, ev.dst):
            # The Agent follows the card it moved: one action, said as its second half.
            self._agent_move = None
            return f"{cap(card_words(cards, ev.card))} goes with it."
        self._agent_move = (ev.src, ev.dst) if how == "agent" else None
        if how in ("spy", "agent", "betrayal"):
            return (
                f"{w} {verb(s, viewer, 'move', 'moves')} {card_words(cards, ev.card)} from "
                f"{member_words(ev.src)} to {member_words(ev.dst)} (the {how.capitalize()})."
            )
        if how == "carried":
            return "The card hidden under it goes along."
        return None
