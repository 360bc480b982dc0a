"""What each seat knows, and that it remembers a card while it cannot have changed (and only
then): deck positions, the other hand, face-down Rebels."""

from __future__ import annotations

from game.core.rng import Rng
from tests.game.peasant.helpers import ASSASSIN, DECOY, build, cid, ids, play

K, P = 0, 1


def test_after_a_hide_the_king_forgets_the_rebels_he_knew_in_her_hand_but_not_the_rest():
    st = build(
        guards=["Watchman"],
        peasant_hand=["Assassin", "Scatter", "Thug"],
        deck=["Crier", "Knight", "Noble"],
        rest="exile",
    )
    play(st, "mobilize Watchman")
    assert st.view(K)["seats"][P]["known"] == ids(["Assassin", "Scatter", "Thug"])
    play(st, "hide Thug")
    # either Rebel may be the one hidden; the Scatter (an Action) surely stayed
    assert st.view(K)["seats"][P]["known"] == [cid("Scatter")]
    assert st.view(K)["seats"][P]["town"] == [{"card": None, "up": False}]


def test_a_known_deck_position_follows_draws_from_the_top():
    st = build(guards=["Guardian"], deck=["Crier", "Knight", "Noble", "Watchman"], rest="exile")
    play(st, "mobilize Guardian", "look 3")  # then he draws the Crier
    assert st.view(K)["deck_known"] == [[2, cid("Watchman")]]
    play(st, "draw")  # the Peasant draws the Knight
    assert st.view(K)["deck_known"] == [[1, cid("Watchman")]]


def test_the_peasant_drawing_a_card_the_king_knew_tells_him_it_is_in_her_hand():
    st = build(guards=["Guardian"], deck=["Crier", "Knight", "Noble"], rest="exile")
    play(st, "mobilize Guardian", "look 1", "draw")
    assert st.view(K)["seats"][P]["known"] == [cid("Knight")]


def test_the_peasant_follows_her_infiltrated_card_down_the_deck():
    st = build(
        rebels=["Decoy"], deck=["Crier", "Knight", "Noble", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "infiltrate 0", "at 2", "pass")
    assert st.view(P)["deck_known"] == [[1, DECOY]]


def test_a_shuffle_forgets_every_deck_position():
    st = build(
        rebels=["Decoy"],
        guards=["Advisor"],
        deck=["Crier", "Knight", "Noble", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "infiltrate 0", "at 2", "mobilize Advisor")
    assert st.view(P)["deck_known"] == []
    assert [x for x in st.view(K)["deck_known"]] == [[0, st.deck[0]]]


def test_a_card_she_put_on_top_and_the_king_drew_is_known_to_be_in_his_hand():
    st = build(rebels=["Charlatan"], deck=["Crier", "Knight", "Noble"], to_move=P, rest="exile")
    play(st, "dispatch 0", "draw 1", "top Heretic", "pass")
    assert st.view(P)["seats"][K]["known"] == [cid("Crier")]


def test_the_heretics_rebels_are_face_down_but_known_until_they_move_unseen():
    st = build(
        rebels=["Heretic"], discard=["Thug"], deck=["Knight", "Noble"], to_move=P, rest="exile"
    )
    play(st, "dispatch 0")
    assert st.view(K)["seats"][P]["town"][1] == {"card": cid("Thug"), "up": False}
    world = st.determinize(K, Rng(1))
    assert world.rebels == st.rebels  # what he knows stays put in every world


def test_determinize_for_the_king_never_gives_him_the_assassin_or_the_decoy_or_hides_a_non_rebel():
    st = build(
        peasant_hand=["Scatter", "Thug"],
        rebels=["Assassin", "Decoy"],
        deck=["Crier", "Knight", "Noble", "Watchman"],
        rest="deck",
    )
    for k in range(40):
        world = st.determinize(K, Rng(k))
        assert all(world.is_rebel(c) for c in world.rebels)
        assert ASSASSIN not in world.hands[K] and DECOY not in world.hands[K]
        world = st.determinize(P, Rng(k))
        assert ASSASSIN not in world.hands[K] and DECOY not in world.hands[K]
        assert world.rebels == st.rebels and world.hands[P] == st.hands[P]


def test_determinize_for_the_peasant_keeps_the_cards_she_knows_in_the_deck():
    st = build(rebels=["Assassin"], deck=["Crier", "Knight", "Noble"], to_move=P, rest="deck")
    play(st, "infiltrate 0", "at 1")
    for k in range(20):
        world = st.determinize(P, Rng(k))
        assert world.deck[1] == ASSASSIN and world.view(P) == st.view(P)
