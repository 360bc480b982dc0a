"""2v2: the computer considers a mulligan only with a weak hand (it deals four hands again)."""

import pytest

from game.ai import imposter_knowledge as ik
from game.ai.players import make_player
from game.core.registry import new_match
from game.core.rng import Rng


def _at_mulligan(mode_id: str, seed: int):
    st = new_match(mode_id, seed)
    rng = Rng(seed)
    for _ in range(300):
        if any(a.verb == "mulligan" for a in st.legal_actions()):
            return st
        acts = [a for a in st.legal_actions() if a.verb != "mulligan"]
        st.apply(acts[rng.randrange(len(acts))])
    raise AssertionError("no mulligan decision came")


def test_a_strong_hand_never_searches_or_plays_a_mulligan():
    strong = next(
        st
        for seed in range(200)
        if not ik.mulligan_worth_it(st := _at_mulligan("imposter/2v2", seed), st.current_seat)
    )
    assert all(a.verb != "mulligan" for a in ik.searched_moves(strong))
    for level in ("easy", "normal"):
        for k in range(5):
            action = make_player(level, seed=k).choose(strong.clone(), strong.current_seat)
            assert str(action) != "mulligan"


def test_a_weak_hand_may_still_mulligan():
    weak = next(
        st
        for seed in range(400)
        if ik.mulligan_worth_it(st := _at_mulligan("imposter/2v2", seed), st.current_seat)
    )
    assert any(a.verb == "mulligan" for a in ik.searched_moves(weak))
    hand = [weak.cards[c] for c in weak.hands[weak.current_seat]]
    assert not any(c.royalty for c in hand)
    assert sum(c.value for c in hand) / len(hand) < ik.MULLIGAN_HAND_MEAN


@pytest.mark.parametrize("seed", range(3))
def test_two_players_keep_every_mulligan_move(seed):
    st = _at_mulligan("imposter/2p-base", seed)
    assert any(a.verb == "mulligan" for a in ik.searched_moves(st))
