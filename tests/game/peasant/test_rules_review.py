"""The rules audit's branch checks: every way the Assassin reaches the discard pile, every way
the Decoy and the Sentinel leave play (Exile), and the Assassin that the Smuggler shuffles into
the deck and the King then draws."""

from __future__ import annotations

import pytest

from tests.game.peasant.helpers import ASSASSIN, DECOY, SENTINEL, build, play

K, P = 0, 1
DECK = ["Crier", "Advisor", "Watchman", "Reassemble"]


def _result(st):
    assert st.round_over, "the Era should be over"
    return st.results[-1]["winner"], st.results[-1]["reason"]


# (how, zones, actions): in each the Assassin goes to the discard pile and the King wins at once
ASSASSIN_TO_THE_PILE = [
    ("condemn face up", dict(rebels=["Assassin"], up=["Assassin"]), ["condemn 0"]),
    ("condemn face down", dict(rebels=["Thug", "Assassin"]), ["condemn 1"]),
    ("condemn the deck top", dict(deck=["Assassin", *DECK]), ["condemn deck"]),
    ("mob", dict(rebels=["Mob", "Assassin"], guards=["Spy"], to_move=P), ["dispatch 0"]),
    (
        "brawl",
        dict(rebels=["Assassin"], guards=["Spy"], peasant_hand=["Brawl"], to_move=P),
        ["play Brawl", "remove 0"],
    ),
    ("arrest remove", dict(rebels=["Assassin"], king_hand=["Arrest"]), ["play Arrest", "remove 0"]),
    (
        "arrest discard",
        dict(deck=["Assassin", *DECK], king_hand=["Arrest"]),
        ["play Arrest", "discard deck"],
    ),
    ("executor", dict(rebels=["Assassin"], guards=["Executor"]), ["mobilize Executor", "remove 0"]),
    ("knight", dict(deck=["Crier", "Assassin", *DECK[1:]], guards=["Knight"]), ["mobilize Knight"]),
    (
        "guardian",
        dict(deck=["Crier", "Assassin", *DECK[1:]], guards=["Guardian"]),
        ["mobilize Guardian", "look 1"],
    ),
    ("raid", dict(peasant_hand=["Assassin"], king_hand=["Raid"]), ["play Raid"]),
    (
        "strike then executor",
        dict(rebels=["Assassin"], guards=["Executor"], king_hand=["Strike"]),
        ["play Strike", "mobilize Executor", "remove 0"],
    ),
]


@pytest.mark.parametrize(
    "how,zones,actions", ASSASSIN_TO_THE_PILE, ids=[a[0] for a in ASSASSIN_TO_THE_PILE]
)
def test_the_assassin_reaching_the_discard_pile_by_any_path_wins_for_the_king(how, zones, actions):
    zones = {"deck": DECK, **zones}
    st = build(rest="exile", **zones)
    play(st, *actions)
    assert ASSASSIN in st.discard
    assert _result(st) == (K, "assassin_discarded")


# (how, zones, actions, card): each time the card would go to the pile it leaves the game
EXILED = [
    ("decoy condemned", dict(rebels=["Decoy"]), ["condemn 0"], DECOY),
    (
        "decoy by brawl",
        dict(rebels=["Decoy"], guards=["Spy"], peasant_hand=["Brawl"], to_move=P),
        ["play Brawl", "remove 0"],
        DECOY,
    ),
    (
        "decoy by arrest",
        dict(rebels=["Decoy"], king_hand=["Arrest"]),
        ["play Arrest", "remove 0"],
        DECOY,
    ),
    (
        "decoy by executor",
        dict(rebels=["Decoy"], guards=["Executor"]),
        ["mobilize Executor", "remove 0"],
        DECOY,
    ),
    ("decoy by mob", dict(rebels=["Mob", "Decoy"], to_move=P), ["dispatch 0"], DECOY),
    ("decoy by knight", dict(deck=["Decoy", *DECK], guards=["Knight"]), ["mobilize Knight"], DECOY),
    ("decoy by raid", dict(peasant_hand=["Decoy"], king_hand=["Raid"]), ["play Raid"], DECOY),
    (
        "sentinel mobilized",
        dict(guards=["Sentinel"]),
        ["mobilize Sentinel", "order 0 1 2"],
        SENTINEL,
    ),
    (
        "sentinel by strike",
        dict(guards=["Sentinel"], king_hand=["Strike"]),
        ["play Strike", "mobilize Sentinel", "order 0 1 2"],
        SENTINEL,
    ),
    (
        "sentinel by thief",
        dict(king_hand=["Sentinel", "Raid"], rebels=["Thief"], to_move=P),
        ["dispatch 0", "discard Sentinel"],
        SENTINEL,
    ),
    (
        "sentinel by thug",
        dict(guards=["Sentinel"], rebels=["Thug"], to_move=P),
        ["dispatch 0", "remove Sentinel"],
        SENTINEL,
    ),
    (
        "sentinel by mob",
        dict(guards=["Sentinel"], rebels=["Mob"], to_move=P),
        ["dispatch 0"],
        SENTINEL,
    ),
]


@pytest.mark.parametrize("how,zones,actions,card", EXILED, ids=[a[0] for a in EXILED])
def test_exile_cards_leave_the_game_wherever_they_are_discarded_or_removed(
    how, zones, actions, card
):
    zones = {"deck": DECK, "peasant_hand": ["Assassin"], **zones}
    st = build(rest="exile", **zones)
    play(st, *actions)
    assert card in st.exile and card not in st.discard


def test_the_assassin_the_smuggler_shuffles_into_the_deck_wins_for_her_when_the_king_draws_it():
    # The Smuggler sends her hand, the Assassin in it, into the deck; she draws 3, and when the
    # King's compulsory draw takes the Assassin, "King draws the Assassin": the Peasant wins.
    for seed in range(200):
        st = build(
            rebels=["Smuggler"],
            peasant_hand=["Assassin"],
            deck=DECK,
            to_move=P,
            rest="exile",
            seed=seed,
        )
        play(st, "dispatch 0")
        if st.deck[0] == ASSASSIN:
            break
    else:
        raise AssertionError("no seed puts the Assassin on top")
    play(st, "pass")
    assert _result(st) == (P, "assassin_drawn")
