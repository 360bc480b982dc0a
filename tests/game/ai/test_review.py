"""The match review: each decision judged by the AI's own search from the seat's view only."""

from __future__ import annotations

import random
import re

import pytest

from game.ai import review
from game.ai.analysis import analyse
from game.ai.search import Budget
from game.core.registry import modes, new_match
from game.core.rng import Rng

SMALL = Budget(iterations=60, early_stop=False)


def played(mode: str, seed: int, moves: int | None = None) -> list[str]:
    state = new_match(mode, seed)
    rng = random.Random(seed)
    actions = []
    while not state.match_over and (moves is None or len(actions) < moves):
        text = str(rng.choice(state.legal_actions()))
        state.apply(text)
        actions.append(text)
    return actions


def position(mode: str, seed: int, actions, k: int):
    state = new_match(mode, seed)
    for a in actions[:k]:
        state.apply(a)
    return state


@pytest.mark.parametrize("mode", ["imposter/2p-base", "imposter/fon-full"])
def test_a_decision_gets_the_same_estimate_whatever_the_opponents_hidden_cards(mode):
    actions = played(mode, 5, 40)
    k = next(k for k in review.decision_points(mode, 5, actions, 0) if k > 10)
    real = position(mode, 5, actions, k)
    # Another match, the same from seat 0's view, with other cards hidden from it.
    other = real.determinize(0, Rng(99))
    assert other.view(0) == real.view(0)
    assert other.snapshot()["hands"][1] != real.snapshot()["hands"][1]
    seed = review.decision_seed(5, k)
    a = review.evaluate_position(real, 0, actions[k], seed, SMALL)
    b = review.evaluate_position(other, 0, actions[k], seed, SMALL)
    assert (a.taken_chance, a.best, a.best_chance, a.taken_round) == (
        b.taken_chance, b.best, b.best_chance, b.taken_round,
    )  # fmt: skip


def test_the_recommended_move_is_the_best_of_the_positions_analysis():
    mode = "imposter/2p-base"
    actions = played(mode, 8)
    for k in review.decision_points(mode, 8, actions, 0)[:6]:
        got = review.review_decision(mode, 8, actions, 0, k, SMALL)
        state = position(mode, 8, actions, k)
        assert got.best == analyse(state, 0, review.decision_seed(8, k), SMALL).best.text
        assert got.taken == actions[k]
        assert got.move == k and got.seat == 0
        assert 0.0 <= got.taken_chance <= 1.0 and 0.0 <= got.best_round <= 1.0


def test_a_review_is_the_same_for_the_same_match_and_lists_only_real_choices():
    mode = "imposter/quickplay-1"
    actions = played(mode, 3)
    points = review.decision_points(mode, 3, actions, 1)
    state = new_match(mode, 3)
    for k, a in enumerate(actions):
        real = not state.round_over and state.current_seat == 1 and len(state.legal_actions()) > 1
        assert (k in points) == real
        state.apply(a)
    seen = []
    first = review.review_match(mode, 3, actions, 1, SMALL, lambda d, t: seen.append((d, t)))
    again = review.review_match(mode, 3, actions, 1, SMALL)
    assert first == again
    assert [r.move for r in first] == points
    assert seen[-1] == (len(points), len(points))
    assert review.DecisionReview.from_dict(first[0].to_dict()) == first[0]


def test_a_move_not_made_by_the_seat_is_refused():
    mode = "imposter/2p-base"
    actions = played(mode, 2, 30)
    k = next(k for k in range(30) if position(mode, 2, actions, k).current_seat == 1)
    with pytest.raises(ValueError, match="not the seat to move"):
        review.review_decision(mode, 2, actions, 0, k, SMALL)
    with pytest.raises(ValueError, match="not in this match"):
        review.review_decision(mode, 2, actions, 0, 30, SMALL)


def test_the_turning_point_is_where_the_chance_moved_most():
    def r(chance):
        return review.DecisionReview(0, 1, 0, "a", "a", chance, chance, 0.5, 0.5, "", "", 1)

    assert review.turning_point([r(0.5), r(0.55), r(0.2), r(0.25)]) == 2
    assert review.turning_point([]) is None


def test_a_move_that_was_not_legal_there_is_refused_in_words():
    mode = "imposter/2p-base"
    actions = played(mode, 2, 30)
    k = review.decision_points(mode, 2, actions, 0)[0]
    with pytest.raises(ValueError, match="not a legal move"):
        review.evaluate_position(position(mode, 2, actions, k), 0, "flip", 1, SMALL)


def test_a_review_speaks_of_the_seat_that_moved_not_to_it():
    assert review.spoken_of("put the Fool in your Dungeon") == "put the Fool in their Dungeon"
    assert review.spoken_of("trade a card of yours for the Soldier") == (
        "trade a card of theirs for the Soldier"
    )
    assert review.spoken_of("let the player on your right guess whether you hold the card") == (
        "let the player on their right guess whether they hold the card"
    )
    assert review.spoken_of("win the bid yourself") == "win the bid themselves"
    assert review.spoken_of("Your Agent moves; the young Heir stays") == (
        "Their Agent moves; the young Heir stays"
    )


SECOND_PERSON = re.compile(r"\byou(?:r|rs|rself)?\b", re.IGNORECASE)


@pytest.mark.parametrize("mode", sorted(modes()))
def test_no_move_of_a_seeded_match_is_told_to_the_seat_in_a_review(mode):
    """Every move a seat could make, at every decision of a seeded match of each mode."""
    state = new_match(mode, 4)
    rng = random.Random(4)
    while not state.match_over:
        legal = state.legal_actions()
        seat = state.current_seat
        if seat is not None:
            for action in legal:
                words = review.move_words(state, seat, str(action))
                assert not SECOND_PERSON.search(words), (str(action), words)
        state.apply(str(rng.choice(legal)))


def test_a_move_the_search_leaves_out_is_still_reviewed_against_the_best():
    """Usurp the King's search keeps the policy's best few moves; a player's other move is
    weighed against the best in a search of the two, never "could not be worked out"."""
    from game.ai.analysis import analyse
    from game.ai.budget import Budget
    from game.ai.review import evaluate_position
    from game.core.registry import new_match
    from game.core.rng import Rng

    budget = Budget(60, early_stop=False, widen=False)
    st = new_match("usurp/3p", 4)
    rng = Rng(2)
    for _ in range(60):
        acts = st.legal_actions()
        move = str(acts[rng.randrange(len(acts))])
        if st.current_seat == 0 and len(acts) > 1:
            analysis = analyse(st, 0, None, budget)
            if analysis.of(move) is None:
                review = evaluate_position(st, 0, move, None, budget)
                assert review.taken == move and review.best == analysis.best.text
                assert 0.0 <= review.taken_chance <= 1.0
                assert review.best_chance >= review.taken_chance - 0.2
                return
        st.apply(move)
    raise AssertionError("every move was among those searched")
