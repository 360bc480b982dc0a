from game.imposter.match import ImposterState
from tests.game.imposter.helpers import do


def _ready(seed=3):
    st = ImposterState("imposter/2p-base", seed)
    do(st, f"first {st.true_king}")
    return st


def test_first_mulligan_is_free_and_redeals_the_round():
    st = _ready()
    first = st.current_seat
    before = [list(h) for h in st.hands]
    do(st, "mulligan")
    assert st.scores == [0, 0] and st.mulligans[first] == 1
    assert st.round_no == 1 and st.decision == "first"
    assert [list(h) for h in st.hands] != before


def test_second_mulligan_gives_the_opponent_two_points_and_the_caller_the_true_king():
    st = _ready()
    first = st.current_seat
    do(st, "mulligan")
    do(st, f"first {first}", "mulligan")
    other = 1 - first
    assert st.scores[other] == 2 and st.scores[first] == 0
    assert st.true_king == first


def test_second_player_may_mulligan_after_the_first_locked_in():
    st = _ready()
    first = st.current_seat
    do(st, str(st.legal_actions()[0]))
    do(st, str(st.legal_actions()[0]))
    assert st.current_seat == 1 - first and "mulligan" in [str(a) for a in st.legal_actions()]
    do(st, "mulligan")
    assert st.decision == "first" and st.successor == [None, None]


def test_mulligan_penalty_can_end_the_match():
    st = _ready()
    first = st.current_seat
    st.scores[1 - first] = 6
    st.mulligans[first] = 1
    st._legal = None
    do(st, "mulligan")
    assert st.match_over and st.winner == 1 - first
