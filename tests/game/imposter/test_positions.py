"""The public position builder (game.imposter.positions): what it returns passes the
invariants, and a position that cannot be is refused with its reason."""

import pytest

from game.imposter import invariants
from game.imposter.positions import build


def test_a_built_position_keeps_every_card_in_one_zone_and_passes_the_invariants():
    st = build(hands=[["Fool", "Soldier"], ["Queen"]], court=["Elder"], successors=["Judge", None])
    invariants.check(st)
    assert sorted(st.all_zones()) == list(range(len(st.cards)))


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ({"hands": [["Queen"], ["Queen"]]}, "no copy of 'Queen' left in imposter/2p-base"),
        ({"court": ["Aegis"]}, "no copy of 'Aegis' left in imposter/2p-base"),
        ({"hands": [[], [], []]}, "3 seats given for a 2-seat mode"),
    ],
)
def test_an_impossible_position_is_refused_with_its_reason(args, says):
    with pytest.raises(ValueError, match=says):
        build(**args)
