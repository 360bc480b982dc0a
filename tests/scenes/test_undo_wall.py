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
from tests.game.imposter.helpers import assassin_at_the_flip

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
        "Undo stops at a card you were shown: you would choose again knowing it."
    )


# ----- the three- and four-player setups: each moment a hidden card or choice becomes known ------


def play_until(mode_id: str, seed: int, shown) -> tuple[MatchSession, int]:
    """Random moves (Alice's too) in matches of Alice against the computer from ``seed`` on,
    until ``shown(events, state)`` holds of a move's events and the state after it: the
    session and the move's index in its history."""
    for match in range(20):
        seats = [ALICE, *computers(new_match(mode_id, seed).num_seats - 1)]
        session = MatchSession(mode_id, seats, seed + match, autosave=False)
        rng = random.Random(seed + match)
        while not session.finished:
            events = session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
            if shown(events, session.state):
                return session, len(session.state.history) - 1
    raise AssertionError("never happened")


def assert_walled_at(session, move: int, words: str) -> None:
    """No undo stop before ``move`` (with the table's joins or none), and the note says why."""
    for joins in (None, continues_choice):
        assert all(cut > move for cut in session.undo_stops(joins)), session.undo_stops(joins)
    assert session.undo_wall() == (move, words)
    assert words in session.undo_limit_note()


def kinds(events) -> set[str]:
    return {e.kind for e in events}


def test_a_later_rounds_cutthroat_reveal_stops_undo_though_its_cards_were_seen_before():
    """Round two deals the same cards again: the reveal still shows which ones each computer
    set face down, so Alice cannot take back her own picks of that round after it."""
    session, at = play_until(
        "imposter/cutthroat", 12, lambda ev, st: st.round_no >= 2 and "reveal_setup" in kinds(ev)
    )
    assert_walled_at(session, at, "the reveal of the face-down cards")
    while session.can_undo(continues_choice):
        session.undo(continues_choice)
    assert len(session.state.history) > at  # the computers' revealed cards stay in view


def test_a_cutthroat_computers_card_played_after_it_set_one_face_down_is_news():
    """A card revealed at the setup goes back to the hand; once that hand has hidden a
    Successor, which of its cards is played tells what the Successor is not."""
    returned: set[int] = set()

    def played_back(events, st):
        returned.update(e.card for e in events if e.kind == "move" and e.src[0] == "up")
        return any(
            e.kind == "move" and e.visible_to is None and e.card in returned
            and e.src == ("hand", e.seat) != ("hand", 0) and st.successor[e.seat] is not None
            for e in events
        )  # fmt: skip

    session, at = play_until("imposter/cutthroat", 3, played_back)
    assert session.moves()[at].news == A_CARD
    assert all(cut > at for cut in session.undo_stops(continues_choice))


@pytest.mark.parametrize(
    "shown, words",
    [
        (lambda ev, st: any(e.kind == "reveal" and e.src == ("partner", 2) for e in ev),
         "the look at your partner's card"),
        (lambda ev, st: any(e.kind == "reveal" and e.src == ("successor", 2) for e in ev),
         "the look at a Successor"),
        (lambda ev, st: any(e.kind == "traded" and e.seat == 0 and e.arg for e in ev),
         "the trade with your partner"),
        (lambda ev, st: any(e.kind == "trade_unmatched" and e.seat == 1 for e in ev),
         "the count of cards put out to trade"),
    ],
)  # fmt: skip
def test_each_2v2_look_and_trade_stops_undo(shown, words):
    session, at = play_until("imposter/2v2", 8, shown)
    assert_walled_at(session, at, words)


@pytest.mark.parametrize(
    "mode_id, shown, words",
    [
        ("imposter/cutthroat-mercenaries", lambda ev, st: "bid_totals" in kinds(ev),
         "the reveal of the bids"),
        ("imposter/2v2-mercenaries", lambda ev, st: "bid_totals" in kinds(ev),
         "the reveal of the bids"),
        ("imposter/2v2-mercenaries",
         lambda ev, st: any(e.kind == "bid_raise" and e.seat != 0 for e in ev),
         "a card added to a bid"),
    ],
)  # fmt: skip
def test_the_mercenaries_bids_stop_undo(mode_id, shown, words):
    session, at = play_until(mode_id, 4, shown)
    assert_walled_at(session, at, words)


def test_the_assassins_keep_is_news_to_its_owner_as_its_choices_show_the_victims_hand():
    st = assassin_at_the_flip()
    owner = Witness(st, 2)
    other = Witness(st, 1)
    st.apply("pass")
    events = st.apply("react Assassin")
    assert st.decision == "assassin_keep" and st.current_seat == 2
    assert owner.news(events, st) == "the hand the Assassin showed you"
    assert other.news(events, st) == A_CARD  # the Assassin itself, shown to all


@pytest.mark.parametrize(
    "mode_id, owed, words",
    [
        (
            "imposter/cutthroat",
            "condemn",
            "the Executioner's call to Condemn",
        ),
        ("peasant/eras", "infiltrate_at", "a Rebel shown to Infiltrate"),
    ],
)
def test_a_decision_whose_being_owed_tells_a_hidden_fact_stops_undo(mode_id, owed, words):
    """No event says it, the view does: every holder of the Executioner's number must Condemn
    (all of them hold one here), a Rebel chosen to Infiltrate is one that can."""
    session, at = play_until(
        mode_id,
        6,
        lambda ev, st: (
            st.decision == owed and st.current_seat != 0 and not kinds(ev) & {"holds_not"}
        ),
    )
    assert_walled_at(session, at, words)
