"""The end-of-round words of three and four players: team points in 2v2, second place in
Cutthroat, where the True King goes, and the cards the Assassin buried."""

from __future__ import annotations

import random

from game.imposter.match import ImposterState
from scenes.imposter.scoring import scoring

NAMES = ["Ana", "Bob", "Cleo", "Dara"]


def _round(mode, seed):
    st = ImposterState(mode, seed)
    rng = random.Random(seed)
    while not st.round_over:
        st.apply(rng.choice(st.legal_actions()))
    return st, st.results[-1]


def test_2v2_names_the_winning_team_and_its_points_for_both_partners():
    st, result = _round("imposter/2v2", 1)
    words = scoring(st, result, 0, lambda s: NAMES[s])
    a, b = result["winners"]
    assert words.winners == f"{NAMES[a]} and {NAMES[b]}"
    assert words.points[0][0].startswith(f"{NAMES[a]} and {NAMES[b]} win the round")
    assert sum(p for _, p in words.points) == result["total"]
    assert f"passes to {NAMES[st.true_king]}" in words.footer


def test_cutthroat_tells_second_place_and_the_true_kings_new_seat():
    st, result = _round("imposter/cutthroat", 1)
    words = scoring(st, result, 0, lambda s: NAMES[s])
    assert not words.winners
    assert f"{NAMES[result['second']]}, knocked out last, comes second: +1 point." in words.footer
    assert f"The True King passes to {NAMES[st.true_king]}, who was knocked out first." in (
        words.footer
    )
    assert sum(p for _, p in words.points) == result["total"]


def test_buried_cards_are_shown_once_the_round_is_over():
    st, result = _round("imposter/cutthroat", 1)
    st.party.buried = [st.unused[0]] if st.unused else [st.hands[0][0]]
    words = scoring(st, result, 0, lambda s: NAMES[s])
    buried = dict(words.reveal)["Buried"]
    assert st.cards[st.party.buried[0]].name in buried


def test_cutthroat_names_the_player_whose_knock_out_ended_the_round():
    # The first one out takes the True King (``loser``); the round ends with the second one out,
    # and it is that one the reason is about (the play test saw the first one named).
    for seed in range(1, 30):
        st, result = _round("imposter/cutthroat", seed)
        if result["reason"] != "could not take a turn" or st.out[0] == st.out[-1]:
            continue
        words = scoring(st, result, 0, lambda s: NAMES[s])
        assert words.reason == f"{NAMES[st.out[-1]]} could not play."
        assert NAMES[st.out[0]] not in words.reason
        break
    else:
        raise AssertionError("no Cutthroat round ended by a player who could not play")
