"""Every game's view holds the facts a table online reads (it has no match, only views): the
round's number and the rounds' results, public; The Imposter Kings' view also says what each
card outside the Court that the seat sees counts now, where it is not its printed value."""

from __future__ import annotations

import random

import pytest

from game.core.registry import new_match

MODES = ("imposter/2p-base", "imposter/cutthroat", "peasant/eras", "usurp/3p")


@pytest.mark.parametrize("mode", MODES)
def test_every_view_holds_the_round_number_and_the_results(mode):
    state = new_match(mode, 4)
    rng = random.Random(2)
    for _ in range(400):
        for seat in range(state.num_seats):
            view = state.view(seat)
            assert view["round_no"] == state.round_no
            assert view["results"] == list(state.results)
        if state.match_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.results  # a round was scored on the way


def test_an_imposter_view_tells_the_warlords_value_by_royalty():
    state = new_match("imposter/2p-base", 1)
    rng = random.Random(3)
    told = 0
    for _ in range(2000):
        if state.match_over:
            state = new_match("imposter/2p-base", rng.randrange(1000))
        for seat in range(state.num_seats):
            view = state.view(seat)
            for cid, value in view["hand_values"].items():
                assert value == state.hand_value(cid) != state.cards[cid].value
                told += 1
            for cid in view["seats"][seat]["hand"]:
                if cid not in view["hand_values"]:
                    assert state.hand_value(cid) == state.cards[cid].value
        state.apply(rng.choice(state.legal_actions()))
    assert told  # a Warlord in a hand counted 8 while Royalty was in the Court
