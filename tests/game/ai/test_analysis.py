"""One analysis of a position for the hint and the review: they agree, repeat, and rank by the
figure they show; no decision depends on the clock."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from game.ai import analysis, hints, review, search
from game.ai.budget import Budget
from game.ai.players import SearchPlayer
from game.core.registry import new_match

SMALL = Budget(iterations=48, early_stop=False)
MODES = ["imposter/2p-base", "imposter/cutthroat", "peasant/eras", "usurp/3p"]


def decisions(mode: str, seed: int, count: int):
    """The first ``count`` real decisions of a seeded random match: (moves so far, state)."""
    rng = random.Random(seed)
    state = new_match(mode, seed)
    found = []
    moves = []
    while len(found) < count and not state.match_over:
        legal = state.legal_actions()
        if len(legal) > 1 and not state.round_over:
            found.append((list(moves), state.clone()))
        action = rng.choice(legal)
        moves.append(str(action))
        state.apply(action)
    return found


def _figures(reason: str) -> list[int]:
    """The percentages of a hint's closing figures sentence, in the order said."""
    tail = reason[reason.rindex("About ") :]
    return [int(x) for x in re.findall(r"(\d+)%", tail)]


@pytest.mark.parametrize("mode", MODES)
def test_the_hint_and_the_review_agree_on_the_best_move_and_its_figure(mode):
    seed = 11
    for moves, state in decisions(mode, seed, 4)[1:]:
        seat = state.current_seat
        action, reason = hints.hint(state, seat, budget=SMALL)
        taken = str(state.legal_actions()[0])
        judged = review.review_decision(mode, seed, moves + [taken], seat, len(moves), SMALL)
        assert judged.best == str(action)
        assert _figures(reason)[0] == round(100 * judged.best_chance)


@pytest.mark.parametrize("mode", MODES)
def test_a_repeated_hint_is_identical(mode):
    _, state = decisions(mode, 5, 3)[-1]
    seat = state.current_seat
    first = hints.hint(state, seat, budget=SMALL)
    assert hints.hint(state.clone(), seat, budget=SMALL) == first


@pytest.mark.parametrize("mode", MODES)
def test_the_advice_has_the_highest_figure_shown(mode):
    for _, state in decisions(mode, 3, 5):
        seat = state.current_seat
        found = analysis.analyse(state, seat, budget=SMALL)
        chances = [e.chance for e in found.ranked]
        assert chances == sorted(chances, reverse=True)
        if len(chances) < 2:
            continue  # one move worth searching: no runner-up to name
        _, reason = hints.hint(state, seat, budget=SMALL)
        shown = _figures(reason)
        assert len(shown) == 2 and shown[0] >= shown[1]


def test_a_few_lucky_simulations_do_not_outrank_a_well_tried_move():
    class Root:
        def equity_of(self, seat, value):
            return value

    result = search.SearchResult(
        None,
        [
            search.Choice("a", 200, 0.62, 0.6),
            search.Choice("c", 100, 0.40, 0.4),
            search.Choice("b", 2, 0.9, 1.0),
        ],
        302,
        origin=Root(),
    )
    ranked = analysis.rank(result, 0)
    assert [e.text for e in ranked] == ["a", "b", "c"]
    assert ranked[1].chance < 0.6  # two wins count for little beside the mean


def test_no_decision_reads_the_clock(monkeypatch):
    # Each call of the clock jumps an hour ahead: a search cut by time would stop at once.
    hours = itertools.count(0, 3600.0)
    state = decisions("imposter/2p-base", 2, 3)[-1][1]
    seat = state.current_seat
    calm = SearchPlayer(7, Budget(120, early_stop=False), "hard")
    want = calm.choose(state, seat)
    monkeypatch.setattr(search.time, "perf_counter", lambda: next(hours))
    busy = SearchPlayer(7, Budget(120, early_stop=False), "hard")
    assert busy.choose(state, seat) == want
    assert busy.last.iterations == 120
