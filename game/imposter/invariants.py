"""Checks that must hold after every action; random-play tests and selfplay call them."""

from __future__ import annotations

from game.imposter.state import ImposterState


def check(st: ImposterState) -> None:
    """Raise AssertionError naming the broken invariant."""
    ids = st.all_zones()
    if sorted(ids) != list(range(len(st.cards))):
        missing = set(range(len(st.cards))) - set(ids)
        twice = {c for c in ids if ids.count(c) > 1}
        raise AssertionError(f"cards lost {sorted(missing)} or duplicated {sorted(twice)}")
    if not st.match_over and not st.legal_actions():
        raise AssertionError(f"no legal action while '{st.decision}' is owed")
    from game.imposter.rules import legal

    if st.legal_actions() != legal(st):
        raise AssertionError("the cached legal actions differ from a fresh computation")
    for c in st.disgraced:
        if c not in st.court:
            raise AssertionError(f"card {c} is Disgraced outside the Court")
