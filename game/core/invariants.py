"""The invariants every game's state keeps after every action (each game adds its own)."""

from __future__ import annotations


def check_common(st, legal) -> None:
    """Every card in exactly one zone (``st.all_zones()``), a legal action until the match
    ends, the cached legal actions equal to a fresh ``legal(st)``, and none offered twice.
    Raises AssertionError naming the broken invariant."""
    ids = st.all_zones()
    if sorted(ids) != list(range(len(st.cards))):
        missing = set(range(len(st.cards))) - set(ids)
        twice = {c for c in ids if ids.count(c) > 1}
        raise AssertionError(f"cards lost {sorted(missing)} or duplicated {sorted(twice)}")
    if not st.match_over and not st.legal_actions():
        raise AssertionError(f"no legal action while '{st.decision}' is owed")
    if st.legal_actions() != legal(st):
        raise AssertionError("the cached legal actions differ from a fresh computation")
    if len(set(st.legal_actions())) != len(st.legal_actions()):
        raise AssertionError(f"the same action is offered twice while '{st.decision}' is owed")
