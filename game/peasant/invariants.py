"""Checks that must hold after every action; the random-play tests and selfplay call them."""

from __future__ import annotations

from game.core.invariants import check_common
from game.peasant.state import SPECIALS, PeasantState


def check(st: PeasantState) -> None:
    """Raise AssertionError naming the broken invariant."""
    from game.peasant.legal import legal
    from game.peasant.readings import GUARD_CAP

    check_common(st, legal)
    if len(st.guards) > GUARD_CAP:
        raise AssertionError(f"{len(st.guards)} Guards in Town, more than {GUARD_CAP}")
    if len(st.dmask) != len(st.deck):
        raise AssertionError("the deck knowledge is out of step with the deck")
    if st.round_over:
        return
    if not st.deck and st.decision != "setup_hide":
        raise AssertionError("the deck is empty but the Era goes on")
    for c in SPECIALS:
        if c in st.hands[st.king] or c in st.guards:
            raise AssertionError(f"the King holds card {c}")
    for c in st.rebels:
        if not st.is_rebel(c):
            raise AssertionError(f"card {c} in the Peasant's Town is not a Rebel")
    for c in st.guards:
        if st.cards[c].king is None or st.cards[c].king.kind != "guard":
            raise AssertionError(f"card {c} in the King's Town is not a Guard")
    truly = sum(1 for c in st.deck if c in SPECIALS)
    if not st.sp_min <= truly <= st.sp_max:
        raise AssertionError(
            f"the King's count of specials in the deck ({st.sp_min}..{st.sp_max}) is wrong: {truly}"
        )
    # What a seat knows is true: its known hand cards are there, its known deck cards too.
    for s in (0, 1):
        if not st.hknow[s] <= set(st.hands[s]):
            raise AssertionError(f"seat {1 - s} 'knows' cards not in seat {s}'s hand")
    for s in (0, 1):
        if not st.dhas[s] <= set(st.deck):
            raise AssertionError(f"seat {s} 'knows' cards are in the deck that are not")
    if not st.kseen <= set(st.rebels):
        raise AssertionError("the King 'knows' a face-down Rebel that is not in Town")
