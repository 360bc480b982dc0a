"""The king-maker rule (rulebook, King Maker), at the game's last choice. Five families:
Hayhurst 0, Sylvestre 1, Quinton 2, Altham 3 (seat 3), Lemaire 4."""

from __future__ import annotations

import time

from game.core.actions import Action
from game.usurp import data
from game.usurp.positions import build
from game.usurp.rules import base_legal
from tests.game.usurp.helpers import legal, play

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
    st = build("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    assert st.decision == "spy" and st.current_seat == 3
    moves = legal(st)
    assert "pass" in moves
    assert all(m == "pass" or m.startswith("move Quinton Guard>") for m in moves)
    assert not any("Lemaire Guard" in m for m in moves)
    km = st.view(3)["king_maker"]
    assert km["seat"] == 3 and km["favoured"] == 4 and km["others"] == [2]
    assert "Lemaire" in km["why"] and "Altham" in km["why"]
    assert all(st.view(s)["king_maker"] is None for s in (0, 1, 2, 4))  # told to the decider
    ev = play(st, moves[-1])
    assert st.result["winner"] == 4
    told = next(e for e in ev if e.kind == "king_maker")
    assert told.for_seat(3).arg["favoured"] == 4 and told.for_seat(0).arg is None


def test_without_the_rule_a_move_would_make_quinton_win():
    st = build("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    assert "move Lemaire Guard>Queen" in [str(a) for a in base_legal(st)]
    c = st.clone()
    c.step(Action.parse("move Lemaire Guard>Queen"))
    assert c.winner == 2


def test_no_rule_when_the_decider_can_win():
    piles = {**EXAMPLE, "King": ["Lemaire Guard", "Quinton Guard", "Altham Guard"]}
    st = build("usurp/5p", piles=piles, dead=("Bishop",))
    # Moving either other Guard away leaves Altham in control of the King.
    assert "move Lemaire Guard>Queen" in legal(st) and "move Quinton Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_no_rule_when_only_one_family_can_be_made_winner():
    piles = {**EXAMPLE, "King": ["Lemaire Guard", "Lemaire Antidote", "Quinton Guard"]}
    st = build("usurp/5p", piles=piles, dead=("Bishop",))
    assert "move Lemaire Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_no_rule_before_the_last_choice():
    # A Hayhurst Spy on the Oracle still decides after Altham's: not the last turn.
    piles = {**EXAMPLE, "Oracle": ["Hayhurst Spy"]}
    st = build("usurp/5p", piles=piles, dead=("Bishop",))
    assert st.current_seat == 3 and "move Lemaire Guard>Queen" in legal(st)
    assert st.view(3)["king_maker"] is None


def test_the_look_ahead_is_cheap():
    st = build("usurp/5p", piles=EXAMPLE, dead=("Bishop",))
    started = time.perf_counter()
    for _ in range(20):
        st._legal = None
        st.legal_actions()
    per_call = (time.perf_counter() - started) / 20
    assert per_call < 0.05, f"the king-maker look-ahead took {per_call * 1000:.1f} ms"


def test_the_rule_reads_only_what_the_table_shows(monkeypatch):
    monkeypatch.setattr(data, "BOOK_MAY_DECLINE", False)  # a Book that must act: no decision
    # An unresolved Lemaire Book hides a card: a Guard (nothing follows: Altham's Spy would be
    # the last choice) or, in a twin Altham cannot tell from it, a Spy (a choice follows). The
    # rule reads neither: both give the same view and every move stays legal.
    piles = {**EXAMPLE, "Duchess": ["Lemaire Books"]}
    st = build(
        "usurp/5p", piles=piles, dead=("Bishop",), under={"Lemaire Books": "Lemaire Antidote"}
    )
    twin = build("usurp/5p", piles=piles, dead=("Bishop",), under={"Lemaire Books": "Lemaire Spy"})
    assert st.current_seat == twin.current_seat == 3
    assert st.view(3) == twin.view(3)
    assert st.view(3)["king_maker"] is None
    assert "move Lemaire Guard>Queen" in legal(st)
    # Reading the hidden card (the switch off), the two would differ: the Guard twin restricts.
    monkeypatch.setattr(data, "KING_MAKER_PUBLIC_ONLY", False)
    st._legal = twin._legal = None
    assert st.view(3)["king_maker"] is not None and twin.view(3)["king_maker"] is None


def test_the_rule_applies_to_a_books_card_once_every_book_is_open():
    # Altham's Spy is the card under its own Book on the living Bishop (tied there with a
    # Hayhurst Poison, so Altham controls nothing); revealed, it is the last choice.
    piles = {
        "King": ["Lemaire Guard", "Quinton Guard"],
        "Bishop": ["Altham Books", "Hayhurst Poison"],
        "Anarchist": ["Lemaire Poison"],
    }
    st = build("usurp/5p", piles=piles, under={"Altham Books": "Altham Spy"})
    assert st.decision == "book" and st.view(3)["king_maker"] is None  # a Spy may follow
    play(st, "reveal")
    assert st.decision == "spy" and st.current_seat == 3
    assert st.view(3)["pending"]["from_book"] is not None
    assert st.view(3)["king_maker"]["favoured"] == 4
    assert all(m == "pass" or m.startswith("move Quinton Guard>") for m in legal(st))


def test_the_rule_applies_when_every_possible_hidden_card_agrees(monkeypatch):
    monkeypatch.setattr(data, "BOOK_MAY_DECLINE", False)  # a moved Book would ask, else
    # The Lemaire Book on the dead Emissary hides one of Lemaire's unseen cards (its Spy and
    # Betrayal lie face down beside it, spent). Whatever it hides, Altham's Spy is the last
    # choice and each move makes the same family win: the rule applies, the same for every card.
    piles = {
        "King": ["Lemaire Guard", "Quinton Antidote"],
        "Bishop": ["Altham Spy"],
        "Anarchist": ["Lemaire Poison"],
        "Emissary": ["Lemaire Books", "Lemaire Spy", "Lemaire Betrayal"],
    }
    seen = set()
    for hidden in ("Lemaire Dagger", "Lemaire Bribery", "Lemaire Antidote", "Lemaire Conspiracy"):
        st = build(
            "usurp/5p",
            piles=piles,
            dead=("Bishop", "Emissary"),
            face_down=("Lemaire Spy", "Lemaire Betrayal"),
            under={"Lemaire Books": hidden},
        )
        assert st.current_seat == 3 and st.view(3)["king_maker"]["favoured"] == 4
        assert "move Quinton Antidote>Queen" in legal(st)
        assert "move Lemaire Guard>Queen" not in legal(st)
        seen.add((tuple(legal(st)), str(st.view(3))))
    assert len(seen) == 1  # nothing of the hidden card shows


def test_a_hide_is_never_restricted():
    from game.core.registry import new_match
    from game.core.rng import Rng

    rng = Rng(5)
    hides = 0
    for seed in range(40):
        st = new_match("usurp/teams-6", seed)
        while not st.match_over:
            if st.decision == "hide":
                hides += 1
                assert st.view(0)["king_maker"] is None
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
    assert hides > 40
