"""Checks that must hold after every action; random-play tests and selfplay call them."""

from __future__ import annotations

from game.core.invariants import check_common
from game.imposter.match import ImposterState
from game.imposter.mercenary_deck import army_home
from game.imposter.rules import legal


def check(st: ImposterState) -> None:
    """Raise AssertionError naming the broken invariant."""
    check_common(st, legal)
    for c in st.disgraced:
        if c not in st.court:
            raise AssertionError(f"card {c} is Disgraced outside the Court")
    fon = st.fon
    if fon is not None:
        # Army cards are never lost: each seat's own cards are in its Army, Exhaust or box, or
        # somewhere in play; never in another seat's Army, Exhaust or box.
        for s in range(st.n):
            for zone in (fon.army[s], fon.exhaust[s], fon.box[s], fon.picked[s]):
                for c in zone:
                    if army_home(st, c) != s:
                        raise AssertionError(f"card {c} of seat {st.owner[c]} in seat {s}'s Army")
        for c in st.deck_ids:
            for s in range(st.n):
                if c in fon.army[s] or c in fon.exhaust[s]:
                    raise AssertionError(f"deck card {c} in an Army")
    if st.party is not None:
        _check_party(st)


def _check_party(st: ImposterState) -> None:
    """Three and four players: setup zones hold cards only during their setup step, a
    knocked-out seat never owes a turn, and partners always share a score."""
    p = st.party
    kinds = {f[0] for f in st.stack}
    for c in p.masked:
        if c not in st.removed and not any(c in z for z in st.condemned):
            raise AssertionError(f"face-down card {c} is neither Condemned nor removed")
    if len(p.buried) != len(p.buried_by):
        raise AssertionError("a buried card without the seat that saw it")
    if any(p.down) and not kinds & {"reveal_all", "bid_reveal", "merc_to_hands"}:
        raise AssertionError("setup cards face down outside the reveal")
    if any(p.trade) and "trade_resolve" not in kinds:
        raise AssertionError("cards chosen to trade outside the trade")
    for s in range(st.n):
        if not set(p.trade[s]) <= set(st.hands[s]):
            raise AssertionError(f"seat {s} chose to trade a card it does not hold")
    if (any(p.up) or any(p.partner_card)) and any(c is not None for c in st.successor):
        raise AssertionError("revealed setup cards still out once Successors are placed")
    for s in range(st.n):
        if not set(p.taken_from[s]) <= set(p.up[s] + p.partner_card[s]):
            raise AssertionError(f"seat {s} took a card it no longer shows")
    if st.stack and st.stack[-1][0] == "turn" and st.stack[-1][1] in st.out:
        raise AssertionError("a knocked-out seat is taking a turn")
    for s in range(st.n):
        q = st.partner(s)
        if q is not None and st.scores[q] != st.scores[s]:
            raise AssertionError(f"partners {s} and {q} have different scores")
