"""The king-maker rule (rulebook, King Maker), at the game's last choice. Five families:
Hayhurst 0, Sylvestre 1, Quinton 2, Altham 3 (seat 3), Lemaire 4."""

from __future__ import annotations

import time

from game.core.actions import Action
from game.usurp import data
from game.usurp.rules import base_legal
from tests.game.usurp.helpers import court, legal, play

# The rulebook's example: Altham cannot win on the last turn; its choice makes Lemaire or
# Quinton win. Altham's Spy lies on the dead Bishop (so Altham controls no living member); the
# King is tied between a Lemaire and a Quinton Guard; the Lemaire Poison on the Anarchist gives
# Lemaire the Anarchy rung when the King stays tied. Moving the Quinton Guard away, or passing,
# makes Lemaire win; moving the Lemaire Guard away makes Quinton win.
EXAMPLE = {
    "King": ["Lemaire Guard", "Quinton Guard"],
    "Bishop": ["Altham Spy"],
    "Anarchist": ["Lemaire Poison"],
}


def test_reference_cards_list_the_families_after_their_own():
    assert data.reference_card(3, 5) == (
        4,
        0,
        1,
        2,
    )  # Altham: Lemaire, Hayhurst, Sylvestre, Quinton
    assert data.reference_card(0, 3) == (1, 2)
    altham = data.reference_card(data.FAMILIES.index("Altham"), 5)
    assert altham.index(data.FAMILIES.index("Lemaire")) < altham.index(
        data.FAMILIES.index("Quinton")
    )


def test_the_rulebook_example_altham_must_make_lemaire_win():
    st, _ = court("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    assert st.decision == "spy" and st.current_seat == 3
    moves = legal(st)
    assert "pass" in moves
    assert all(m == "pass" or m.startswith("move Quinton Guard>") for m in moves)
    assert not any("Lemaire Guard" in m for m in moves)
    km = st.view(0)["king_maker"]
    assert km["seat"] == 3 and km["favoured"] == 4 and km["others"] == [2]
    assert "Lemaire" in km["why"] and "Altham" in km["why"]
    ev = play(st, moves[-1])
    assert st.result["winner"] == 4
    assert any(e.kind == "king_maker" for e in ev)


def test_without_the_rule_a_move_would_make_quinton_win():
    st, _ = court("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    assert "move Lemaire Guard>Queen" in [str(a) for a in base_legal(st)]
    c = st.clone()
    c.step(Action.parse("move Lemaire Guard>Queen"))
    assert c.winner == 2


def test_no_rule_when_the_decider_can_win():
    piles = {**EXAMPLE, "King": ["Lemaire Guard", "Quinton Guard", "Altham Guard"]}
    st, _ = court("usurp/5p", piles=piles, dead=("Bishop",))
    # Moving either other Guard away leaves Altham in control of the King.
    assert "move Lemaire Guard>Queen" in legal(st) and "move Quinton Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_no_rule_when_only_one_family_can_be_made_winner():
    piles = {**EXAMPLE, "King": ["Lemaire Guard", "Lemaire Antidote", "Quinton Guard"]}
    st, _ = court("usurp/5p", piles=piles, dead=("Bishop",))
    assert "move Lemaire Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_no_rule_before_the_last_choice():
    # A Hayhurst Spy on the Oracle still decides after Altham's: not the last turn.
    piles = {**EXAMPLE, "Oracle": ["Hayhurst Spy"]}
    st, _ = court("usurp/5p", piles=piles, dead=("Bishop",))
    assert st.current_seat == 3 and "move Lemaire Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_the_look_ahead_is_cheap():
    st, _ = court("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    started = time.perf_counter()
    for _ in range(20):
        st._legal = None
        st.legal_actions()
    per_call = (time.perf_counter() - started) / 20
    assert per_call < 0.05, f"the king-maker look-ahead took {per_call * 1000:.1f} ms"
