"""The rules audit's branch checks: every way the Assassin reaches the discard pile, every way
the Decoy and the Sentinel leave play (Exile), and the Assassin that the Smuggler shuffles into
the deck and the King then draws."""

from __future__ import annotations

import pytest

from game.peasant.positions import build
from tests.game.peasant.helpers import ASSASSIN, DECOY, SENTINEL, play

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


def test_a_view_and_its_events_depend_only_on_what_the_seat_has_seen():
    """Two worlds the seat cannot tell apart (the real one and a determinized one, with the same
    generator) stay alike for it: while the same actions give it the same events (as ``for_seat``
    gives them), its views stay equal. A view that named a hidden card, or claimed knowledge the
    seat's observations do not give, would differ between the two."""
    from game.core.rng import Rng
    from game.peasant.state import PeasantState

    compared = 0
    for seed in range(60):
        st = PeasantState("peasant/eras", seed)
        rng = Rng(seed * 5 + 3)
        while not st.match_over:
            if not st.round_over:
                for s in (0, 1):
                    world = st.determinize(s, Rng(rng.next64()))
                    world.rng = st.rng.copy()
                    world.history = []
                    real = st.clone()
                    real.history = []
                    pick = Rng(rng.next64())
                    for _ in range(6):
                        if real.round_over:
                            break
                        a = pick.choice(real.legal_actions())
                        if a not in world.legal_actions():
                            break  # the other seat's hidden cards differ: the worlds part
                        seen_real = [e.for_seat(s) for e in real.apply(a)]
                        seen_world = [e.for_seat(s) for e in world.apply(a)]
                        if seen_real != seen_world or real.round_over or world.round_over:
                            break  # the seat learns something new (or the Era ends and shows all)
                        assert real.view(s) == world.view(s), (seed, s, st.history[-4:], str(a))
                        compared += 1
            st.apply(rng.choice(st.legal_actions()))
    assert compared > 3000
