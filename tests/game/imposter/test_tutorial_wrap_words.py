"""The Imposter Kings' guided rounds say in their wrap-up who won the round and why, from the
round's real result (game.imposter.tutorial_words), in every guided mode."""

from __future__ import annotations

import pytest

from game.core.tutorial import WRAP_UP, Tutorial
from game.imposter.tutorial import CUTTHROAT, FIRST_GAME, MERCENARY_ROUND, TWO_V_TWO
from game.imposter.tutorial_words import round_words
from tests.game.imposter.guided import play_round_one
from tests.game.imposter.merc_guided import play_guided

SEATS = (("", "human", ""), ("Lady Vesna", "computer", "easy"), ("Lord Aldric", "computer", ""))


def _wrap_up(script, st) -> str:
    tut = Tutorial(script, 0)
    out = tut.observe([], st.view(0), st.cards)
    wrap = [p for p in out if p.id == WRAP_UP]
    assert wrap, "the round is scored: the wrap-up is due"
    return wrap[0].step.words


@pytest.mark.parametrize("script", [FIRST_GAME, CUTTHROAT, TWO_V_TWO], ids=lambda s: s.id)
def test_the_wrap_up_says_who_won_the_round_and_why(script):
    st, _came = play_round_one(script)
    r = st.results[-1]
    words = _wrap_up(script, st)
    names = ["you"] + [name for name, _k, _l in script.seats[1:]]
    winner = names[r["winner"]]
    assert words.startswith(f"{winner[0].upper()}{winner[1:]}")
    assert " win the round: " in words or " wins the round: " in words
    why = {"could not take a turn": "could not play a card", "assassinated": "assassinated"}
    assert why[r["reason"]] in words
    assert words.endswith(script.wrap_words)


def test_the_mercenary_wrap_up_says_who_won_the_round_and_why():
    st = play_guided()
    words = _wrap_up(MERCENARY_ROUND, st)
    r = st.results[-1]
    names = ["You"] + [name for name, _k, _l in MERCENARY_ROUND.seats[1:]]
    assert words.startswith(f"{names[r['winner']]} win")
    assert words.endswith(MERCENARY_ROUND.wrap_words)


def test_the_words_name_the_loser_the_reason_the_points_and_the_score():
    view = {
        "results": [
            {"winner": 1, "loser": 0, "reason": "assassinated", "total": 2, "scores": [0, 2, 0]}
        ]
    }
    assert round_words(SEATS, view, 0) == (
        "Lady Vesna wins the round: you were assassinated. Lady Vesna scores 2 points. "
        "The score now: you 0, Lady Vesna 2, Lord Aldric 0."
    )
    cutthroat = {
        "results": [
            {"winner": 0, "loser": 2, "second": 1, "second_points": 1, "total": 3,
             "reason": "could not take a turn", "scores": [3, 1, 0]}
        ]
    }  # fmt: skip
    assert round_words(SEATS, cutthroat, 0) == (
        "You win the round: Lady Vesna could not play a card on the Throne and had no King "
        "left to flip. Lord Aldric went out first and takes the True King. You score 3 points, "
        "and Lady Vesna, out last, 1 point. The score now: you 3, Lady Vesna 1, Lord Aldric 0."
    )
    assert round_words(SEATS, {"results": []}, 0) is None
