"""No event tells a seat more than its view: every mode of every game, seeded random play, and
the Cutthroat Assassin's secret keep that once leaked through the moves' source zones."""

import pytest

from game.core.invariants import check_events_hide
from game.core.registry import modes, new_match
from game.core.rng import Rng
from tests.game.imposter.helpers import assassin_at_the_flip

# Actions checked a mode (each check tries up to six actions for every observing seat).
STEPS = 300


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_events_tell_no_seat_more_than_its_view(mode_id):
    rng = Rng(11)
    steps = 0
    match = 0
    while steps < STEPS:
        st = new_match(mode_id, 7_000 + match, {})
        match += 1
        while not st.match_over and steps < STEPS:
            check_events_hide(st, rng)
            actions = st.legal_actions()
            st.apply(actions[rng.randrange(len(actions))])
            steps += 1


def _assassin_keep():
    st = assassin_at_the_flip()
    st.apply("pass")
    st.apply("react Assassin")
    assert st.decision == "assassin_keep"
    return st


@pytest.mark.parametrize("observer", [0, 1])
def test_the_assassins_keep_looks_the_same_to_the_others_whichever_card(observer):
    told = set()
    for card in ("Assassin", "Queen", "Elder"):
        st = _assassin_keep()
        told.add(tuple(e.for_seat(observer) for e in st.apply(f"keep {card}")))
    assert len(told) == 1


def test_the_assassins_owner_sees_what_was_kept_and_the_check_holds_there():
    st = _assassin_keep()
    check_events_hide(st, Rng(3))
    events = st.apply("keep Queen")
    kept = [e for e in events if e.kind == "kept"]
    assert [st.cards[e.card].name for e in kept] == ["Queen"]
    assert [st.cards[c].name for c in st.hands[2]][-1] == "Queen"
    assert kept[0].for_seat(0).card is None


def test_a_move_shown_to_some_seats_does_not_tell_the_others_whom_it_was_shown_to():
    st = _assassin_keep()
    moves = [e for e in st.apply("keep Queen") if e.kind == "move"]
    assert all(e.visible_to == (2,) for e in moves)
    assert all(e.for_seat(0).visible_to == () for e in moves)
    assert all(e.for_seat(2).visible_to == (2,) for e in moves)


@pytest.mark.soak
@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_soak_events_tell_no_seat_more_than_its_view(mode_id):
    rng = Rng(23)
    steps = 0
    match = 0
    while steps < 40_000:
        st = new_match(mode_id, 90_000 + match, {})
        match += 1
        while not st.match_over:
            if steps % 7 == 0:
                check_events_hide(st, rng)
            actions = st.legal_actions()
            st.apply(actions[rng.randrange(len(actions))])
            steps += 1
