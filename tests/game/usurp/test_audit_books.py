"""A rules audit's finding: "Except for the Dagger and the Poison, a player may choose not to
take the card action" makes a Book optional too (game.usurp.data.BOOK_MAY_DECLINE). Kept as a
regression test: it failed while a Book was revealed without asking."""

from __future__ import annotations

from game.usurp.positions import build
from tests.game.usurp.helpers import legal, play


def test_f13_a_books_player_may_decline_it():
    st = build(
        piles={
            "King": ["Hayhurst Antidote"],
            "Queen": ["Sylvestre Spy"],
            "Heir": ["Hayhurst Books"],
        },
        under={"Hayhurst Books": "Hayhurst Dagger"},
    )
    play(st, "move Hayhurst Books>King")  # Sylvestre's Spy puts the Book on Hayhurst's King
    assert not st.match_over and st.current_seat == 0  # Hayhurst is asked about its Book
    assert "pass" in legal(st)
    play(st, "pass")
    assert st.alive[1] and st.result["winner"] == 0  # the King lives: Hayhurst's King
