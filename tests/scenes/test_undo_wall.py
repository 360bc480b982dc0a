"""Undo never goes back past a move that showed the person something hidden: a card drawn,
looked at or played from another's hand, a guess answered, a round's end (scenes.witness)."""

from __future__ import annotations

import random

import pytest

from game.core.events import Event
from game.core.registry import new_match
from scenes.imposter.table.choice import continues_choice
from scenes.session import MatchSession, SeatSetup
from scenes.witness import A_CARD, A_FACT, ROUND_END, Witness

ALICE = SeatSetup("Alice", "human")


def computers(n: int) -> list[SeatSetup]:
    return [SeatSetup(f"Computer {i}", "computer", "easy") for i in range(n)]


@pytest.mark.parametrize(
    "mode_id, seats",
    [("imposter/2p-base", 2), ("imposter/cutthroat", 3), ("imposter/2v2", 4),
     ("imposter/fon-full", 2), ("peasant/eras", 2), ("usurp/3p", 3)],
)  # fmt: skip
def test_no_undo_stop_lies_before_a_move_that_showed_the_person_something(mode_id, seats):
    session = MatchSession(mode_id, [ALICE, *computers(seats - 1)], 31, autosave=False)
    rng = random.Random(31)
    undone = 0
    for _ in range(500):
        if session.finished:
            break
        moves = session.moves()
        for cut in session.undo_stops(continues_choice):
            assert all(m.news is None for m in moves[cut:]), (cut, len(moves))
        if session.can_undo(continues_choice) and rng.random() < 0.2:
            cut = session.undo_stops(continues_choice)[-1]
            session.undo(continues_choice)
            undone += 1
            assert len(session.state.history) == cut
            assert session.moves()[-1:] == moves[cut - 1 : cut]
            continue
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    assert undone > 0


def test_a_card_from_the_computers_hand_is_news_and_the_persons_own_is_not():
    st = new_match("imposter/2p-base", 5)
    witness = Witness(st, 0)
    mine = st.hands[0][0]
    theirs = st.hands[1][0]
    played = Event("move", 0, mine, ("hand", 0), ("court", -1), "play")
    assert witness.news([played]) is None
    reply = Event("move", 1, theirs, ("hand", 1), ("court", -1), "play")
    assert witness.news([reply]) == A_CARD
    assert witness.news([Event("move", 1, theirs, ("court", -1), ("antechamber", 1))]) is None


def test_a_private_look_is_news_even_at_a_card_seen_before():
    st = new_match("imposter/2p-base", 5)
    witness = Witness(st, 0)
    card = st.hands[1][0]
    witness.news([Event("move", 1, card, ("hand", 1), ("court", -1))])
    drawn = Event("move", 0, card, ("deck", -1), ("hand", 0), visible_to=(0,))
    assert witness.news([drawn]) == A_CARD
    hidden = Event("move", 1, card, ("deck", -1), ("hand", 1), visible_to=(1,))
    assert witness.news([hidden]) is None  # for_seat(0) hides the card: nothing seen


def test_a_rounds_end_and_a_guess_answered_are_news():
    st = new_match("imposter/2p-base", 5)
    witness = Witness(st, 0)
    assert witness.news([Event("round_over", 0, arg={})]) == ROUND_END
    assert witness.news([Event("guess_wrong", 1, None, arg="Elder")]) == A_FACT
    assert witness.news([Event("say", 1, None, arg="Elder")]) is None


def test_the_note_says_why_undo_stops_after_the_computer_showed_a_card():
    seats = [ALICE, *computers(1)]
    session = MatchSession("imposter/2p-base", seats, 9, autosave=False)
    rng = random.Random(9)
    for _ in range(400):
        moves = session.moves()
        if moves and moves[-1].news == A_CARD and not session.is_human(moves[-1].seat):
            break
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    else:
        raise AssertionError("the computer never showed a card")
    assert not session.can_undo(continues_choice)
    assert session.undo_limit_note() == (
        "Undo cannot go back past a card you were shown: you would choose again knowing it."
    )
