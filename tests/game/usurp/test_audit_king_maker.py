"""A rules audit's findings on the king-maker rule. Each test states what the rules ask; each
failed on the model as first audited and passes since the fix."""

from __future__ import annotations

from game.core.rng import Rng
from game.usurp.positions import build
from tests.game.usurp.helpers import legal

# Altham's Spy on the dead Bishop is the game's last choice; a Hayhurst Book on the King holds a
# card Altham cannot see.
PILES = {
    "King": [
        "Lemaire Guard",
        "Lemaire Bribery",
        "Quinton Guard",
        "Quinton Bribery",
        "Hayhurst Books",
    ],
    "Bishop": ["Altham Spy"],
    "Anarchist": ["Lemaire Poison", "Lemaire Conspiracy", "Lemaire Antidote"],
}


def position(hidden: str):
    st = build("usurp/5p", piles=PILES, dead=("Bishop",), under={"Hayhurst Books": hidden})
    assert st.decision == "spy" and st.current_seat == 3
    return st


# audit F1: the king-maker look-ahead read hidden Book cards (fixed in b8f3e6e).
def test_f1_the_king_makers_choices_do_not_depend_on_a_card_he_cannot_see():
    poison, antidote = position("Hayhurst Poison"), position("Hayhurst Antidote")
    # Altham's view is the same in both positions ...
    for st in (poison, antidote):
        book = next(
            c for m in st.view(3)["members"] for c in m["cards"] if c["label"] == "Hayhurst Books"
        )
        assert book["under"] is None and book["hidden"]
    # ... so his legal moves and what every seat is told must be the same too.
    assert legal(poison) == legal(antidote)
    assert poison.view(0)["king_maker"] == antidote.view(0)["king_maker"]


# audit F1: determinize changed the king-maker's legal moves (fixed in b8f3e6e).
def test_f1_a_determinized_copy_has_the_deciders_legal_moves():
    st = position("Hayhurst Poison")
    for i in range(12):
        d = st.determinize(3, Rng(i))
        assert legal(d) == legal(st)
        assert d.view(3) == st.view(3)
