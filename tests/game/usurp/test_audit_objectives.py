"""A rules audit's findings on the tutorial objectives; each test failed on the model as first
audited and passes since the fix: kept as regression tests."""

from __future__ import annotations

from game.usurp.objectives import PREDICATE_OF
from game.usurp.positions import build
from game.usurp.victory import ladder


# audit F2: only the nearest of simultaneous Poisons kills (fixed in c1544e7).
def test_f2_both_simultaneous_poisons_count_for_kill_the_king():
    st = build(piles={"King": ["Sylvestre Poison", "Hayhurst Poison"]})
    assert not st.alive[1]
    rungs = ladder(st)
    assert PREDICATE_OF["regicide"](st, rungs, 1)  # Sylvestre's Poison
    assert PREDICATE_OF["regicide"](st, rungs, 0)  # Hayhurst's Poison struck at the same time


# audit F3: the Bastard 'in power' while the King lives (fixed in c1544e7).
def test_f3_the_bastard_is_not_in_power_while_the_king_lives():
    st = build(piles={"Bastard": ["Hayhurst Guard"]})
    assert st.alive[1]
    assert not PREDICATE_OF["bastard"](st, ladder(st), 0)


# audit F3: the Heir 'in power' while the Usurper wins (fixed in c1544e7).
def test_f3_the_heir_is_not_in_power_when_the_usurper_wins():
    st = build(
        piles={
            "King": ["Hayhurst Dagger"],
            "Usurper": ["Hayhurst Guard"],
            "Queen": ["Sylvestre Conspiracy"],
            "Duchess": ["Quinton Conspiracy"],
        }
    )
    assert st.result["rung"] == "usurper"
    rungs = ladder(st)
    assert not PREDICATE_OF["heir"](st, rungs, 0)
    assert not PREDICATE_OF["bastard"](st, rungs, 0)
