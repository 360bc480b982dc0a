"""The public position builder (game.peasant.positions): the zones as named, every card once,
the invariants held, and a clear error for a position that cannot be."""

import re

import pytest

from game.peasant import invariants
from game.peasant.cards import ASSASSIN, CARDS, DECOY
from game.peasant.positions import build, cid, ids


def test_the_zones_hold_the_named_cards_and_the_rest_go_under_the_deck():
    st = build(
        king_hand=["Crier", "Spy"],
        peasant_hand=["Decoy", "Thug"],
        deck=["Knight", "Assassin"],
        guards=["Noble"],
        rebels=["Rat", "Thug"],
        up=["Rat"],
        discard=["Raid"],
    )
    assert st.hands == [ids(["Crier", "Spy"]), [DECOY, cid("Thug", 1)]]
    assert st.guards == [cid("Noble")] and st.rebels == [cid("Rat"), cid("Thug", 2)]
    assert st.up == {cid("Rat")} and st.discard == [cid("Raid")]
    assert st.deck[:2] == [cid("Knight"), ASSASSIN] and len(st.deck) == len(CARDS) - 8
    assert (st.sp_min, st.sp_max) == (1, 1)  # the King's count: the Assassin lies in the deck
    assert (st.decision, st.current_seat, st.king) == ("turn", 0, 0)
    invariants.check(st)


def test_the_king_may_sit_at_seat_one_and_the_rest_go_to_the_exile():
    st = build(king_hand=["Arrest"], deck=["Watchman"], king=1, rest="exile")
    assert st.king == 1 and st.hands[1] == [cid("Arrest")] and st.current_seat == 1
    assert st.deck == [cid("Watchman")] and len(st.exile) == len(CARDS) - 2


def test_a_position_naming_every_card_needs_no_rest():
    names = [c.king.name if c.king else c.peasant.name for c in CARDS]
    specials = {"Decoy", "Assassin"}
    st = build(
        deck=[n for n in names if n not in specials], peasant_hand=sorted(specials), rest=None
    )
    assert sorted(st.all_zones()) == list(range(len(CARDS)))


@pytest.mark.parametrize(
    ("zones", "says"),
    [
        ({"deck": ["Jester"]}, "no King and Peasant card is named 'Jester'"),
        (
            {"guards": ["Noble"], "peasant_hand": ["Mob"]},
            "no card named 'Noble' is left for the Guards (Noble / Mob is in the Peasant's hand)",
        ),
        ({"deck": ["Spy"] * 4}, "no card named 'Spy' is left for the deck"),
        ({"deck": ["Crier"], "rest": None}, "every card must be named; not named: Knight"),
        ({"guards": ["Raid"]}, "Raid / Scatter has no Guard half"),
        ({"rebels": ["Brawl"]}, "Inquisitor / Brawl has no Rebel half"),
        ({"guards": ["Crier", "Knight", "Spy", "Noble"]}, "4 Guards, but the King's Town holds 3"),
        ({"king_hand": ["Assassin"]}, "the King never holds the Assassin"),
        ({"rebels": ["Rat"], "up": ["Mob"]}, "'Mob' is not among the Rebels"),
        ({"deck": [], "rest": "exile"}, "the deck is empty"),
        ({"rest": "box"}, "rest must be one of"),
        ({"to_move": 2}, "King and Peasant has seats 0 and 1 (king=0, to_move=2)"),
    ],
)
def test_an_impossible_position_is_refused_with_its_reason(zones, says):
    with pytest.raises(ValueError, match=re.escape(says)):
        build(**zones)


def test_a_card_is_known_by_either_half():
    assert cid("Crier") == cid("Heretic") and cid("Spy", 2) == cid("Thug", 2)
    assert ids(["Spy", "Thug"]) == [cid("Spy"), cid("Spy", 1)]
    with pytest.raises(ValueError, match="there are 3 cards named 'Spy', not 4"):
        cid("Spy", 3)
