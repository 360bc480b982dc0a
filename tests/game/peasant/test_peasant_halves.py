"""Every Peasant half (Rebels by Dispatch, Actions played from hand), each branch of its
effect, and the Infiltrate of the Assassin and the Decoy. The Peasant is seat 1."""

from __future__ import annotations

from game.core.rng import Rng
from game.peasant import readings
from game.peasant.positions import build, cid, ids
from tests.game.peasant.helpers import ASSASSIN, DECOY, SENTINEL, legal, play

P = 1


def _kings_turn(st):
    return st.decision == "turn" and st.current_seat == 0


def test_heretic_hides_every_rebel_from_the_discard_pile_and_the_king_knows_them():
    st = build(
        rebels=["Heretic"],
        discard=["Thug", "Rally", "Rat", "Strike"],
        deck=["Knight", "Noble"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert st.rebels == ids(["Heretic", "Thug", "Rat", "Thief"])
    assert st.up == {cid("Heretic")}
    assert st.discard == [cid("Rally")]  # an Action stays
    town = st.view(0)["seats"][1]["town"]
    assert [t["card"] for t in town] == st.rebels and [t["up"] for t in town][1:] == [False] * 3
    assert _kings_turn(st)


def test_smuggler_shuffles_her_hand_and_the_other_rebels_into_the_deck_then_draws_3():
    st = build(
        peasant_hand=["Rally", "Decoy"],
        rebels=["Smuggler", "Thug", "Rat"],
        up=["Rat"],
        deck=["Crier", "Guardian"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert st.rebels == [cid("Smuggler")]
    assert len(st.hands[P]) == 3 and len(st.deck) == 3
    assert st.view(0)["seats"][P]["known"] == []
    # the Decoy may be in the deck now; the Assassin (Exiled by this built situation) cannot
    assert st.view(0)["deck_specials"] == [0, 1]
    assert _kings_turn(st)


def test_smuggler_drawing_the_last_card_wins_for_the_king():
    st = build(rebels=["Smuggler"], deck=["Crier"], to_move=P, rest="exile")
    play(st, "dispatch 0")
    assert st.results[-1]["reason"] == "deck_empty" and st.results[-1]["winner"] == 0


def test_brawl_removes_a_rebel_and_a_guard():
    st = build(
        peasant_hand=["Brawl"],
        rebels=["Thug", "Rat"],
        guards=["Knight", "Noble"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Brawl")
    assert (st.decision, legal(st)) == ("brawl_rebel", ["remove 0", "remove 1"])
    play(st, "remove 1")
    assert (st.decision, legal(st)) == ("brawl_guard", ["remove Knight", "remove Noble"])
    play(st, "remove Noble")
    assert st.rebels == [cid("Thug")] and st.guards == [cid("Knight")]
    assert st.discard == ids(["Rat", "Noble", "Brawl"])


def test_brawl_with_only_a_guard_or_nothing_does_what_it_can():
    st = build(
        peasant_hand=["Brawl"],
        guards=["Knight"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Brawl")
    assert st.decision == "brawl_guard"
    play(st, "remove Knight")
    st = build(peasant_hand=["Brawl"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "play Brawl")
    assert _kings_turn(st)


def test_thug_removes_a_guard_then_draws():
    st = build(
        rebels=["Thug"], guards=["Knight"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "dispatch 0")
    assert legal(st) == ["remove Knight"]
    play(st, "remove Knight")
    assert st.guards == [] and st.hands[P] == [cid("Crier")]


def test_thug_with_no_guard_still_draws():
    st = build(rebels=["Thug"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "dispatch 0")
    assert st.hands[P] == [cid("Crier")] and _kings_turn(st)


def test_courtesan_looks_at_three_keeps_one_and_puts_the_others_back_in_her_order():
    st = build(
        rebels=["Courtesan"], deck=["Crier", "Watchman", "Knight", "Mob"], to_move=P, rest="exile"
    )
    st.dmask[0] |= 1  # the King knew the top card
    play(st, "dispatch 0")
    assert [x["card"] for x in st.view(P)["looking"]] == ids(["Crier", "Watchman", "Knight"])
    assert st.view(0)["looking"] == []
    assert legal(st) == ["keep 0", "keep 1", "keep 2"]
    play(st, "keep 1")
    assert st.hands[P] == [cid("Watchman")]
    assert legal(st) == ["order 0 1", "order 1 0"]
    play(st, "order 1 0")
    assert st.deck == ids(["Knight", "Crier", "Mob"])
    assert st.view(P)["deck_known"] == [[0, cid("Knight")], [1, cid("Crier")]]
    assert st.view(0)["deck_known"] == []  # he cannot tell which one she kept
    assert st.view(0)["seats"][P]["known"] == []


def test_courtesan_keeping_the_last_card_wins_for_the_king():
    st = build(rebels=["Courtesan"], deck=["Crier"], to_move=P, rest="exile")
    play(st, "dispatch 0", "keep 0")
    assert st.results[-1]["reason"] == "deck_empty"


def test_mob_removes_every_rebel_and_every_guard():
    st = build(
        rebels=["Mob", "Thug", "Rat"],
        up=["Rat"],
        guards=["Knight", "Spy"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert st.rebels == [] and st.guards == []
    assert set(ids(["Mob", "Thug", "Rat", "Knight", "Spy"])) <= set(st.discard)


def test_mob_removing_the_assassin_wins_for_the_king():
    st = build(
        rebels=["Mob", "Assassin"],
        up=["Assassin"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert st.results[-1]["reason"] == "assassin_discarded"


def test_charlatan_draws_up_to_three_then_tops_as_many_in_her_order():
    st = build(
        rebels=["Charlatan"],
        peasant_hand=["Assassin"],
        deck=["Crier", "Watchman", "Knight", "Mob"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert legal(st) == ["draw 0", "draw 1", "draw 2", "draw 3"]
    play(st, "draw 2")
    assert st.decision == "charlatan_top"
    assert set(legal(st)) == {"top Assassin", "top Heretic", "top Rally"}
    play(st, "top Heretic", "top Assassin")
    assert st.deck[:2] == [ASSASSIN, cid("Heretic")]
    assert st.hands[P] == [cid("Watchman")]
    assert st.view(P)["deck_known"] == [[0, ASSASSIN], [1, cid("Heretic")]]
    v = st.view(0)
    # one special may be on the deck now; the Decoy (Exiled by this built situation) cannot
    assert v["deck_known"] == [] and v["deck_specials"] == [0, 1]
    assert _kings_turn(st)


def test_charlatan_draw_0_does_nothing():
    st = build(rebels=["Charlatan"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "dispatch 0", "draw 0")
    assert _kings_turn(st) and st.hands[P] == []


def test_rat_returns_up_to_two_other_face_up_rebels_then_hides_up_to_two():
    st = build(
        rebels=["Rat", "Thug", "Heretic", "Mob"],
        up=["Thug", "Heretic"],
        deck=["Knight", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert legal(st) == ["return 1", "return 2", "done"]  # not itself, not the face-down Mob
    play(st, "return 1")
    assert legal(st) == ["return 1", "done"]  # the Heretic, now at index 1
    play(st, "return 1")
    assert st.decision == "rat_hide"
    assert legal(st) == ["hide Thug", "hide Heretic", "done"]
    play(st, "hide Heretic", "done")
    assert st.rebels == ids(["Rat", "Mob", "Heretic"]) and cid("Heretic") not in st.up
    assert st.hands[P] == [cid("Thug")]


def test_rat_can_return_face_down_rebels_when_return_is_read_so(monkeypatch):
    monkeypatch.setattr(readings, "RETURN_TAKES_FACE_DOWN", True)
    st = build(rebels=["Rat", "Thug"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "dispatch 0")
    assert legal(st) == ["return 1", "done"]


def test_thief_the_king_discards_two_of_his_choice_and_she_takes_one():
    st = build(
        rebels=["Thief"],
        king_hand=["Knight", "Raid", "Spy"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0")
    assert (st.decision, st.current_seat) == ("thief_discard", 0)
    assert legal(st) == ["discard Knight", "discard Raid", "discard Spy"]
    play(st, "discard Knight", "discard Spy")
    assert (st.decision, st.current_seat) == ("thief_take", P)
    assert legal(st) == ["take Smuggler", "take Thug"]  # named by her halves
    play(st, "take Smuggler")
    assert st.hands[P] == [cid("Knight")] and st.discard == [cid("Spy")]
    assert st.hands[0] == [cid("Raid")] and _kings_turn(st)


def test_thief_with_the_sentinel_among_the_two_exiles_it():
    st = build(
        rebels=["Thief"],
        king_hand=["Sentinel", "Raid"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0", "discard Sentinel", "discard Raid")
    assert SENTINEL in st.exile
    assert legal(st) == ["take Scatter"]
    play(st, "take Scatter")
    assert st.hands[P] == [cid("Scatter")]


def test_thief_offers_each_name_once_when_the_king_discards_two_copies():
    # Two Spy/Thug copies reach the pile: the Peasant has one choice, "take Thug", not two
    st = build(
        rebels=["Thief"],
        king_hand=["Spy", "Spy", "Raid"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "dispatch 0", "discard Spy", "discard Spy")
    assert legal(st) == ["take Thug"]
    play(st, "take Thug")
    assert len(st.hands[P]) == 1 and st.cards[st.hands[P][0]].peasant.name == "Thug"
    assert len(st.discard) == 1 and _kings_turn(st)


def test_thief_with_one_card_or_none_in_the_kings_hand():
    st = build(
        rebels=["Thief"], king_hand=["Raid"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "dispatch 0", "discard Raid", "take Scatter")
    assert st.hands[0] == [] and _kings_turn(st)
    st = build(rebels=["Thief"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "dispatch 0")
    assert _kings_turn(st)


def test_revolt_infiltrates_or_dispatches_each_face_down_rebel_in_her_order():
    st = build(
        peasant_hand=["Revolt"],
        rebels=["Decoy", "Thug", "Rat"],
        up=["Rat"],
        guards=["Knight"],
        deck=["Crier", "Watchman", "Noble"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Revolt")
    assert legal(st) == ["dispatch 0", "infiltrate 0", "dispatch 1"]
    play(st, "infiltrate 0")
    assert st.decision == "infiltrate_at"
    assert st.view(0)["pending"] == ["infiltrate_at", P, 0]
    play(st, "at 3")
    assert st.deck[3] == DECOY
    assert legal(st) == ["dispatch 0"]  # the Thug, now first
    play(st, "dispatch 0", "remove Knight")
    assert _kings_turn(st) and st.guards == []


def test_revolt_can_be_read_as_always_infiltrating_a_card_with_the_keyword(monkeypatch):
    monkeypatch.setattr(readings, "REVOLT_EACH_CHOOSES", False)
    st = build(
        peasant_hand=["Revolt"],
        rebels=["Decoy", "Thug"],
        guards=["Knight"],
        deck=["Crier", "Watchman", "Noble"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Revolt")
    assert legal(st) == ["infiltrate 0", "dispatch 1"]  # the Decoy cannot be Dispatched


def test_revolt_dispatching_the_assassin_with_no_guard_wins_for_the_peasant():
    st = build(
        peasant_hand=["Revolt"],
        rebels=["Assassin", "Thug"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Revolt", "dispatch 1", "dispatch 0")
    assert st.results[-1]["reason"] == "assassin_dispatched"


def test_revolt_leaves_out_rebels_hidden_during_it():
    st = build(
        peasant_hand=["Revolt"],
        rebels=["Heretic"],
        discard=["Thug"],
        deck=["Knight", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Revolt", "dispatch 0")
    assert st.rebels == ids(["Heretic", "Thug"]) and cid("Thug") not in st.up
    assert _kings_turn(st)


def test_revolt_frames_never_show_the_king_which_cards_are_in_it():
    st = build(
        peasant_hand=["Revolt"],
        rebels=["Assassin", "Thug"],
        deck=["Crier", "Watchman"],
        guards=["Knight"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Revolt")
    assert st.view(0)["pending"] == ["revolt", P]


def test_scatter_returns_face_up_rebels_and_shuffles_the_pile_into_the_deck():
    st = build(
        peasant_hand=["Scatter"],
        rebels=["Thug", "Rat"],
        up=["Rat"],
        discard=["Knight", "Crier"],
        deck=["Watchman", "Noble"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Scatter")
    assert st.rebels == [cid("Thug")] and st.hands[P] == [cid("Rat")]
    assert sorted(st.deck) == sorted(ids(["Knight", "Crier", "Watchman", "Noble"]))
    assert st.discard == [cid("Scatter")]  # it reaches the pile after its effect
    assert st.view(0)["seats"][P]["known"] == [cid("Rat")]


def test_rally_draws_two_then_hides_up_to_two():
    st = build(peasant_hand=["Rally"], deck=["Thug", "Knight", "Crier"], to_move=P, rest="exile")
    play(st, "play Rally")
    assert st.hands[P] == ids(["Thug", "Knight"])
    assert legal(st) == ["hide Thug", "hide Smuggler", "done"]
    play(st, "hide Thug", "hide Smuggler")
    assert st.rebels == ids(["Thug", "Smuggler"]) and _kings_turn(st)


def test_rally_drawing_the_last_card_wins_for_the_king():
    st = build(peasant_hand=["Rally"], deck=["Thug", "Knight"], to_move=P, rest="exile")
    play(st, "play Rally")
    assert st.results[-1]["reason"] == "deck_empty"


def test_peasant_reassemble_takes_up_to_two_then_may_hide_one():
    st = build(
        peasant_hand=["Reassemble"],
        discard=["Thug", "Rally"],
        deck=["Crier", "Knight"],
        to_move=P,
        rest="exile",
    )
    play(st, "play Reassemble", "take 0", "done")
    assert st.decision == "reassemble_hide" and legal(st) == ["hide Thug", "pass"]
    play(st, "hide Thug")
    assert st.rebels == [cid("Thug")] and st.discard == ids(["Rally", "Reassemble"])


def test_infiltrate_puts_a_face_down_assassin_anywhere_in_the_deck_in_secret():
    st = build(rebels=["Assassin"], deck=["Crier", "Watchman", "Knight"], to_move=P, rest="exile")
    st.dmask[0] |= 1  # the King knew the top card
    assert legal(st) == ["dispatch 0", "infiltrate 0", "draw"]
    play(st, "infiltrate 0")
    assert legal(st) == ["at 0", "at 1", "at 2", "at 3"]
    events = play(st, "at 3")
    assert st.deck[3] == ASSASSIN and st.rebels == []
    for e in events:
        seen = e.for_seat(0)
        assert seen.card != ASSASSIN and seen.arg != 3
    assert st.view(0)["deck_known"] == []  # a secret insertion: he knows no position now
    assert st.view(0)["deck_specials"] == [1, 1]
    assert st.view(P)["deck_known"] == [[3, ASSASSIN]]
    assert st.view(0)["pending"] == ["turn", 0]


def test_the_king_drawing_an_infiltrated_assassin_loses():
    st = build(
        rebels=["Assassin"], king_hand=["Raid"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "infiltrate 0", "at 0", "pass")
    assert st.results[-1]["reason"] == "assassin_drawn" and st.results[-1]["winner"] == P


def test_the_king_drawing_the_decoy_exiles_it_and_she_removes_a_guard():
    st = build(
        rebels=["Decoy"],
        guards=["Knight", "Spy"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    play(st, "infiltrate 0", "at 0", "pass")
    assert DECOY in st.exile and DECOY not in st.hands[0]
    assert (st.decision, st.current_seat) == ("decoy", P)
    assert legal(st) == ["remove Knight", "remove Spy"]
    play(st, "remove Spy")
    assert st.guards == [cid("Knight")] and _peasant_turn(st)


def _peasant_turn(st):
    return st.decision == "turn" and st.current_seat == P


def test_a_decoy_drawn_after_a_shuffle_fires_too_by_default(monkeypatch):
    st = build(guards=["Knight"], deck=["Decoy", "Watchman"], rest="exile")
    play(st, "pass")
    assert st.decision == "decoy"
    monkeypatch.setattr(readings, "DECOY_FIRES_ON_ANY_DRAW", False)
    st = build(guards=["Knight"], deck=["Decoy", "Watchman"], rest="exile")
    play(st, "pass")
    assert DECOY in st.exile and _peasant_turn(st) and st.guards == [cid("Knight")]


def test_the_decoy_with_no_guard_in_town_does_nothing_more():
    st = build(deck=["Decoy", "Watchman"], rest="exile")
    play(st, "pass")
    assert DECOY in st.exile and _peasant_turn(st)


def test_dispatching_the_decoy_only_turns_it_face_up():
    st = build(
        rebels=["Decoy"], guards=["Knight"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "dispatch 0")
    assert DECOY in st.up and st.guards == [cid("Knight")] and _kings_turn(st)


def test_dispatching_the_assassin_with_a_guard_in_town_leaves_it_face_up_and_exposed():
    st = build(
        rebels=["Assassin"], guards=["Knight"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    play(st, "dispatch 0")
    assert ASSASSIN in st.up and not st.results
    assert "condemn 0" in legal(st)
    play(st, "condemn 0")
    assert st.results[-1]["reason"] == "assassin_discarded"


def test_random_raid_is_seeded_so_a_replay_discards_the_same_card():
    picks = set()
    for seed in range(12):
        st = build(
            king_hand=["Raid"],
            peasant_hand=["Thug", "Rally", "Rat"],
            deck=["Crier", "Knight"],
            rest="exile",
            seed=seed,
        )
        st.rng = Rng(seed)
        again = st.clone()
        play(st, "play Raid")
        again.apply("play Raid")
        assert st.discard == again.discard
        picks.add(st.discard[0])
    assert len(picks) > 1
