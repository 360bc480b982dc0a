"""What each seat knows, and that it remembers a card while it cannot have changed (and only
then): deck positions, the other hand, face-down Rebels."""

from __future__ import annotations

from game.core.rng import Rng
from game.peasant.positions import build, cid, ids
from tests.game.peasant.helpers import ASSASSIN, DECOY, play

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


def test_a_hide_from_a_hand_the_king_knows_whole_with_one_rebel_tells_him_the_card():
    # He saw her whole hand (the Watchman): one Rebel and an Action. The card she Hides can
    # only be that Rebel, so he knows the face-down card, in the view and in every world.
    st = build(
        guards=["Watchman"],
        peasant_hand=["Thug", "Scatter"],
        deck=["Crier", "Knight", "Noble"],
        rest="exile",
    )
    play(st, "mobilize Watchman", "hide Thug")
    v = st.view(K)
    assert v["seats"][P]["town"] == [{"card": cid("Thug"), "up": False}]
    assert v["seats"][P]["known"] == [cid("Scatter")]
    for k in range(10):
        assert st.determinize(K, Rng(k)).rebels == st.rebels


def test_a_hide_from_a_hand_he_knows_only_in_part_tells_him_nothing():
    st = build(
        guards=["Watchman"],
        peasant_hand=["Thug", "Scatter"],
        deck=["Crier", "Knight", "Noble", "Advisor", "Guardian"],
        rest="exile",
    )
    play(st, "mobilize Watchman", "draw")  # she draws a card he did not see
    play(st, "pass", "hide Thug")  # the Smuggler she drew may be the card hidden
    assert st.view(K)["seats"][P]["town"] == [{"card": None, "up": False}]


def test_a_known_face_down_assassin_infiltrated_leaves_the_kings_knowledge_of_town():
    st = build(
        guards=["Watchman"],
        peasant_hand=["Assassin", "Scatter"],
        deck=["Crier", "Noble", "Advisor", "Guardian"],
        rest="exile",
    )
    play(st, "mobilize Watchman", "hide Assassin")
    assert st.view(K)["seats"][P]["town"] == [{"card": ASSASSIN, "up": False}]
    play(st, "pass", "infiltrate 0", "at 1")
    v = st.view(K)
    assert v["seats"][P]["town"] == [] and v["deck_specials"] == [1, 1]
    assert ASSASSIN not in st.kseen


def test_deck_specials_never_counts_a_special_seen_out_of_the_deck():
    # The Smuggler sends her hand (the Assassin) into the deck; the Decoy is already Exiled,
    # so at most one of the two can be in the deck, not two.
    st = build(
        rebels=["Smuggler"],
        peasant_hand=["Assassin"],
        exile=["Decoy"],
        deck=["Crier", "Noble", "Advisor", "Guardian", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    lo, hi = st.view(K)["deck_specials"]
    assert hi == 1 and lo <= sum(1 for c in st.deck if c in (ASSASSIN, DECOY)) <= hi


def test_deck_specials_counts_at_least_the_specials_the_king_sees_in_the_deck():
    st = build(
        rebels=["Charlatan"],
        peasant_hand=["Decoy", "Assassin"],
        guards=["Sentinel"],
        deck=["Crier", "Noble", "Advisor", "Watchman", "Spy"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0", "draw 1", "top Decoy", "mobilize Sentinel")
    v = st.view(K)
    assert [0, DECOY] in v["deck_known"]
    assert v["deck_specials"][0] >= 1


def test_after_an_infiltrate_the_king_still_knows_the_cards_he_saw_are_in_the_deck():
    # He saw the top cards (the Sentinel); her secret Infiltrate moves them by an unknown place,
    # but takes none out: he knows they are in the deck, only not where, in every world too.
    st = build(
        guards=["Sentinel"],
        rebels=["Decoy"],
        deck=["Crier", "Advisor", "Watchman", "Reassemble", "Raid"],
        rest="exile",
    )
    play(st, "mobilize Sentinel", "order 0 1 2")  # then he draws the Crier
    seen = ids(["Advisor", "Watchman"])
    assert st.view(K)["deck_known"] == [[0, seen[0]], [1, seen[1]]]
    play(st, "infiltrate 0", "at 1")
    v = st.view(K)
    assert v["deck_known"] == [] and v["deck_has"] == sorted(seen)
    for k in range(20):
        world = st.determinize(K, Rng(k))
        assert set(seen) <= set(world.deck) and world.view(K) == v
    play(st, "pass", "draw")  # his draw he sees; hers he does not, and it may be one of them
    assert st.view(K)["deck_has"] == []


def test_a_reordering_she_cannot_see_leaves_her_knowing_her_infiltrated_card_is_in_the_deck():
    st = build(
        guards=["Sentinel"],
        rebels=["Assassin"],
        deck=["Crier", "Advisor", "Watchman", "Reassemble", "Raid"],
        to_move=P,
        rest="exile",
    )
    play(st, "infiltrate 0", "at 1", "mobilize Sentinel", "order 2 1 0")
    v = st.view(P)
    assert ASSASSIN not in [c for _, c in v["deck_known"]] and v["deck_has"] == [ASSASSIN]
    for k in range(10):
        assert ASSASSIN in st.determinize(P, Rng(k)).deck


def test_the_scatter_tells_both_seats_the_pile_is_now_in_the_deck():
    st = build(
        peasant_hand=["Scatter"],
        discard=["Crier", "Knight"],
        deck=["Advisor", "Watchman", "Reassemble"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Scatter")
    pile = sorted(ids(["Crier", "Knight"]))
    assert st.view(K)["deck_has"] == pile and st.view(P)["deck_has"] == pile
