"""The AI plays Cutthroat and 2v2 through: a legal move at every decision of the setup and
play, and the same move from any state its seat cannot tell apart from the real one."""

import pytest

from game.ai.imposter_knowledge import policy
from game.ai.players import SearchPlayer, make_player
from game.ai.search import Budget, search
from game.core.registry import new_match
from game.core.rng import Rng

TINY = Budget(iterations=10, early_stop=False)
MODES = ("imposter/cutthroat", "imposter/2v2")
# The decisions every round of the mode goes through (rarer ones come up in some rounds only).
SETUP = {
    "imposter/cutthroat": {"reveal", "exchange", "first", "direction", "place", "dungeon", "turn"},
    "imposter/2v2": {
        "reveal",
        "partner_card",
        "first",
        "direction",
        "partner_take",
        "place",
        "trade",
        "dungeon",
        "turn",
    },
}


def _play_round(mode_id: str, seed: int, players) -> tuple[set[str], object]:
    st = new_match(mode_id, seed)
    kinds = set()
    while not st.round_over:
        seat = st.current_seat
        kinds.add(st.decision)
        action = players[seat].choose(st, seat)
        assert action in st.legal_actions(), (st.decision, action)
        st.apply(action)
    return kinds, st


@pytest.mark.parametrize("mode_id", MODES)
def test_search_gives_a_legal_move_at_every_decision_of_a_round(mode_id):
    n = new_match(mode_id, 1).num_seats
    players = [SearchPlayer(s, TINY, "hard") for s in range(n)]
    kinds, st = _play_round(mode_id, 3, players)
    assert SETUP[mode_id] <= kinds
    assert st.results


@pytest.mark.parametrize("mode_id", MODES)
def test_easy_and_random_seats_play_a_round_through(mode_id):
    n = new_match(mode_id, 1).num_seats
    players = [make_player("easy" if s % 2 else "random", s) for s in range(n)]
    kinds, _ = _play_round(mode_id, 5, players)
    assert SETUP[mode_id] <= kinds


# Rarer decisions that a dozen matches of rollout play meet.
RARE = {
    "imposter/cutthroat": {"exchange_first", "assassin_keep"},
    "imposter/2v2": set(),
}


@pytest.mark.parametrize("mode_id", MODES)
def test_the_rollout_policy_picks_a_legal_move_in_many_rounds(mode_id, monkeypatch):
    """Every frame kind the rounds meet, rare ones included, gets a legal move from its own
    rule: unguarded here, so a rule that fails on a real frame fails the test instead of
    falling back to a random move."""
    from game.ai import imposter_knowledge

    monkeypatch.setattr(
        imposter_knowledge,
        "_RULES",
        {**imposter_knowledge._RULES, **imposter_knowledge.PARTY_RULES_UNGUARDED},
    )
    rng = Rng(2)
    kinds = set()
    for seed in range(12):
        st = new_match(mode_id, 100 + seed)
        while not st.match_over:
            kinds.add(st.decision)
            action = policy(st, rng, 0.8, 0.0)
            assert action in st.legal_actions(), (st.decision, action)
            st.apply(action)
    assert SETUP[mode_id] | RARE[mode_id] <= kinds


def _positions(mode_id: str, seed: int, count: int, skip: int = 2):
    rng = Rng(seed)
    st = new_match(mode_id, seed)
    found, steps = [], 0
    while len(found) < count and not st.match_over:
        steps += 1
        if steps % skip == 0 and len(st.legal_actions()) > 1:
            found.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return found


@pytest.mark.parametrize("mode_id", MODES)
def test_two_states_with_the_same_view_get_the_same_decision(mode_id):
    """Honesty at three and four seats: a world drawn from the seat's information set shows
    the seat the very same view (partner knowledge included), and the AI decides the same."""
    rng = Rng(7)
    kinds = set()
    for st in _positions(mode_id, 13, 24, skip=3):
        seat = st.current_seat
        twin = st.determinize(seat, rng)
        assert twin.view(seat) == st.view(seat)
        kinds.add(st.decision)
        for make in (lambda: make_player("easy", 4), lambda: SearchPlayer(4, TINY, "hard")):
            assert make().choose(st, seat) == make().choose(twin, seat)
        assert search(st, seat, TINY, seed=2).choices == search(twin, seat, TINY, seed=2).choices
    assert "reveal" in kinds and "turn" in kinds


def test_the_tree_takes_a_reveal_piles_cards_in_label_order_only_below_the_root():
    from game.ai.imposter_knowledge import KNOWLEDGE

    st = new_match("imposter/2v2", 8)
    seat = st.current_seat
    labels = sorted(st.labels(st.hands[seat]))
    st.apply(f"reveal {labels[1]}")
    assert st.decision == "reveal" and st.current_seat == seat
    # The root may still take any card (a person may have placed the first one out of order).
    assert KNOWLEDGE.moves(st) == st.legal_actions()
    below = [a.arg for a in KNOWLEDGE.tree_moves(st)]
    assert labels[0] not in below and below and all(lb >= labels[1] for lb in below)
