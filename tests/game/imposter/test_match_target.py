"""The match's target (rulebook, "Winning a round and the match": first to 7) and the shorter
house rule a mode may be set to (``modes.TARGET``): the default is the rulebook's, a shorter
target ends the match sooner, and saves keep it."""

from __future__ import annotations

import json
import random

import pytest

from game.core import saves
from game.core.registry import modes, new_match
from game.imposter import scoring
from game.imposter.modes import MATCH_TARGET, MODES, SHORT_TARGETS


def _play_until_over(state, seed: int, limit: int = 20000) -> list[str]:
    rng = random.Random(seed)
    played = []
    for _ in range(limit):
        if state.match_over:
            return played
        action = rng.choice(state.legal_actions())
        state.apply(action)
        played.append(str(action))
    raise AssertionError("the match did not end")


def test_every_mode_but_the_guided_games_offers_the_target_with_the_rulebooks_as_default():
    for mode_id in MODES:
        info = modes()[mode_id]
        if MODES[mode_id].deal_seed is not None:
            assert info.options == ()  # a guided game plays the rulebook's match
            assert new_match(mode_id, 1).match_target == 7
            continue
        opt = info.option("target")
        assert opt.default == str(MATCH_TARGET) == "7"
        assert opt.values == ("7", *map(str, SHORT_TARGETS))
        assert new_match(mode_id, 1).match_target == 7


def test_the_shorter_targets_are_labelled_as_a_house_rule():
    opt = modes()["imposter/cutthroat"].option("target")
    assert opt.label_of("7") == "7 (rulebook)"
    for t in SHORT_TARGETS:
        assert opt.label_of(str(t)) == f"{t} (house rule)"
        assert opt.house_rule_words(str(t)) == f"to {t} (house rule)"
    assert opt.house_rule_words("7") == ""  # the rulebook's is no house rule


def test_a_score_reaching_the_shorter_target_ends_the_match():
    short = new_match("imposter/2p-base", 4, {"target": "3"})
    plain = new_match("imposter/2p-base", 4)
    for st in (short, plain):
        st.scores = [3, 1]
        st.round_no = 1
    assert scoring._check_match_end(short, last_winner=0) and short.winner == 0
    assert not scoring._check_match_end(plain, last_winner=0) and plain.winner is None


@pytest.mark.parametrize(
    "mode_id", ["imposter/2p-base", "imposter/quickplay-1", "imposter/cutthroat"]
)
def test_the_same_deal_and_moves_end_sooner_to_three_than_to_seven(mode_id):
    short = new_match(mode_id, 12, {"target": "3"})
    played = _play_until_over(short, seed=5)
    assert 3 <= max(short.scores) < 7
    plain = new_match(mode_id, 12)
    for action in played:
        plain.apply(action)
    assert not plain.match_over and plain.scores == short.scores  # the rulebook's goes on


def test_an_unoffered_target_is_refused_by_name():
    with pytest.raises(ValueError, match="'target'.*choose one of: 7, 5, 3"):
        new_match("imposter/2p-base", 1, {"target": "6"})
    with pytest.raises(ValueError, match="no option 'target'"):
        new_match("imposter/tutorial", 1, {"target": "3"})


def test_a_save_keeps_the_target_and_an_older_save_plays_to_seven():
    st = new_match("imposter/cutthroat", 8, {"target": "5"})
    for _ in range(6):
        st.apply(st.legal_actions()[0])
    back = saves.loads(saves.dumps(st))
    assert back.options == {"target": "5"} and back.match_target == 5
    assert back.snapshot() == st.snapshot()
    older = json.loads(saves.dumps(st))
    del older["options"]  # a save from before the option
    assert saves.loads(json.dumps(older)).match_target == 7


def test_clones_and_sampled_worlds_keep_the_target():
    st = new_match("imposter/2p-base", 3, {"target": "3"})
    assert st.clone().match_target == 3
    from game.core.rng import Rng

    assert st.determinize(0, Rng(1)).match_target == 3
