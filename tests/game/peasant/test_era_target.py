"""The Eras that win the match (rulebook, End of an Era: "a total of 2 Eras") and the house rule
of a single Era (``modes.TARGET``): the default is the rulebook's, one Era ends the match at
the first Era's end, the table's view and saves carry it."""

from __future__ import annotations

import pytest

from game.core import saves
from game.core.registry import new_match
from game.core.rng import Rng
from game.peasant.modes import MATCH_TARGET, MODES, TARGET
from game.peasant.state import PeasantState


def _to_first_era_end(st: PeasantState, seed: int) -> list:
    rng = Rng(seed)
    played = []
    while not st.results:
        action = rng.choice(st.legal_actions())
        st.apply(action)
        played.append(action)
    return played


def test_the_rulebooks_two_eras_are_the_default_and_one_is_a_house_rule():
    assert TARGET in MODES["peasant/eras"].options
    assert TARGET.default == str(MATCH_TARGET) == "2"
    assert dict(TARGET.choices) == {"2": "2 (rulebook)", "1": "1 (house rule)"}
    assert TARGET.house_rule_words("1") == "to 1 Era (house rule)"
    assert PeasantState("peasant/eras", 3).target == 2


@pytest.mark.parametrize("seed", range(4))
def test_one_era_ends_the_match_where_the_rulebooks_match_deals_the_next(seed):
    short = PeasantState("peasant/eras", seed, {"target": "1"})
    played = _to_first_era_end(short, seed)
    assert short.match_over and short.scores[short.winner] == 1
    assert short.view(0)["target"] == 1
    plain = PeasantState("peasant/eras", seed)
    for action in played:
        plain.apply(action)
    assert not plain.match_over and plain.decision == "deal"
    assert plain.view(0)["target"] == 2


def test_a_save_keeps_the_eras_to_win():
    st = new_match("peasant/eras", 6, {"target": "1", "first_king": "1"})
    st.apply(st.legal_actions()[0])
    back = saves.loads(saves.dumps(st))
    assert back.options == {"first_king": "1", "target": "1"} and back.target == 1
    assert back.snapshot() == st.snapshot()
