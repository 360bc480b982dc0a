"""Checks that must hold after every action; random-play tests and selfplay call them."""

from __future__ import annotations

from game.core.invariants import check_common
from game.imposter.state import ImposterState


def check(st: ImposterState) -> None:
    """Raise AssertionError naming the broken invariant."""
    from game.imposter.rules import legal

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
                    if st.owner[c] != s:
                        raise AssertionError(f"card {c} of seat {st.owner[c]} in seat {s}'s Army")
        for c in st.deck_ids:
            for s in range(st.n):
                if c in fon.army[s] or c in fon.exhaust[s]:
                    raise AssertionError(f"deck card {c} in an Army")
