"""The rulebook's Reminders/Clarifications, one test each, plus the turn structure."""

from __future__ import annotations

from game.peasant.positions import build, cid
from game.peasant.readings import GUARD_CAP
from tests.game.peasant.helpers import ASSASSIN, DECOY, SENTINEL, legal, play

K, P = 0, 1


def test_guards_and_rebels_work_only_from_town():
    st = build(king_hand=["Knight", "Strike"], deck=["Crier", "Watchman"], rest="exile")
    assert not any(a.startswith("mobilize") for a in legal(st))  # the Knight is in hand
    assert "play Strike" in legal(st) and "play Knight" not in legal(st)
    st = build(peasant_hand=["Thug", "Rally"], deck=["Crier", "Knight"], to_move=P, rest="exile")
    assert not any(a.startswith("dispatch") for a in legal(st))  # the Thug is in hand
    assert "play Thug" not in legal(st)


def test_infiltrate_only_from_town_face_down():
    st = build(
        peasant_hand=["Assassin"],
        rebels=["Decoy"],
        up=["Decoy"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    assert not any(a.startswith("infiltrate") for a in legal(st))
    st = build(rebels=["Thug", "Decoy"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    assert [a for a in legal(st) if a.startswith("infiltrate")] == ["infiltrate 1"]


def test_card_types_are_checked_by_the_half_the_role_uses():
    # the Spy/Thug card: a Guard for the King, a Rebel for the Peasant; the Raid/Scatter card an
    # Action for both; the Reassemble an Action for both
    st = build(king_hand=["Spy", "Raid", "Reassemble"], deck=["Crier", "Watchman"], rest="exile")
    assert [a for a in legal(st) if a.split()[0] in ("ready", "play")] == [
        "ready Spy",
        "play Raid",
        "play Reassemble",
    ]
    st = build(
        peasant_hand=["Thug", "Scatter", "Reassemble", "Brawl"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    assert [a for a in legal(st) if a.split()[0] in ("hide", "play")] == [
        "hide Thug",
        "play Scatter",
        "play Reassemble",
        "play Brawl",
    ]


def test_the_king_can_never_use_the_decoy_or_the_assassin():
    # they have no King half, and the King never holds them: drawn, they act at once
    st = build(deck=["Decoy", "Crier", "Watchman"], rest="exile")
    play(st, "pass")
    assert DECOY not in st.hands[K] and DECOY in st.exile


def test_the_guard_cap_is_three_and_rebels_are_unlimited():
    assert GUARD_CAP == 3
    st = build(
        king_hand=["Spy"],
        guards=["Knight", "Noble", "Crier"],
        deck=["Watchman", "Guardian"],
        rest="exile",
    )
    assert not any(a.startswith("ready") for a in legal(st))
    st = build(
        peasant_hand=["Thug"],
        rebels=["Heretic", "Rat", "Mob", "Charlatan", "Smuggler"],
        deck=["Watchman", "Advisor"],
        to_move=P,
        rest="exile",
    )
    play(st, "hide Thug")
    assert len(st.rebels) == 6


def test_the_deck_and_discard_pile_are_shared_and_discards_are_face_up():
    st = build(rebels=["Thug"], deck=["Crier", "Watchman", "Knight"], to_move=P, rest="exile")
    events = play(st, "dispatch 0")
    assert st.view(0)["discard"] == st.view(1)["discard"] == []
    st = build(guards=["Knight"], deck=["Crier", "Watchman", "Noble"], rest="exile")
    events = play(st, "mobilize Knight")
    discards = [e for e in events if e.kind == "move" and e.dst == ("discard", -1)]
    assert all(e.visible_to is None for e in discards)
    assert (
        st.view(0)["discard"]
        == st.view(1)["discard"]
        == [
            cid("Knight"),
            cid("Crier"),
            cid("Watchman"),
        ]
    )


def test_there_is_no_hand_limit():
    st = build(
        peasant_hand=["Thug", "Rat", "Mob", "Scatter", "Brawl", "Revolt"],
        deck=["Crier", "Watchman", "Guardian", "Advisor", "Sentinel"],
        to_move=P,
        rest="exile",
    )
    play(st, "draw", "pass", "draw", "pass")
    assert len(st.hands[P]) == 8


def test_exile_the_sentinel_and_the_decoy_leave_the_game_instead_of_the_discard_pile():
    st = build(guards=["Sentinel"], deck=["Crier", "Watchman", "Noble"], rest="exile")
    play(st, "mobilize Sentinel", "order 0 1 2")
    assert SENTINEL in st.exile and SENTINEL not in st.discard
    st = build(king_hand=["Arrest"], rebels=["Decoy"], deck=["Crier", "Watchman"], rest="exile")
    events = play(st, "play Arrest", "remove 0")
    assert DECOY in st.exile and DECOY not in st.discard
    exiled = [e for e in events if e.kind == "move" and e.arg == "exile"]
    assert exiled[0].dst == ("exile", -1)


def test_remove_takes_from_town_and_discard_takes_from_hand():
    st = build(
        king_hand=["Arrest"],
        rebels=["Thug"],
        peasant_hand=["Rat"],
        deck=["Crier", "Watchman"],
        rest="exile",
    )
    play(st, "play Arrest", "remove 0")
    assert st.rebels == [] and st.hands[P] == [cid("Rat")]
    st = build(
        king_hand=["Raid"],
        rebels=["Thug"],
        peasant_hand=["Rat"],
        deck=["Crier", "Watchman"],
        rest="exile",
    )
    play(st, "play Raid")
    assert st.rebels == [cid("Thug")] and st.hands[P] == []


def test_effects_are_performed_to_the_best_of_their_ability():
    # an Action may be played when it can do nothing: Strike with no Guard, Arrest with only
    # the deck, Brawl with nothing to remove
    st = build(king_hand=["Strike"], deck=["Crier", "Watchman"], rest="exile")
    assert "play Strike" in legal(st)
    play(st, "play Strike")
    assert st.decision == "turn" and st.current_seat == P
    st = build(peasant_hand=["Brawl"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "play Brawl")
    assert st.decision == "turn" and st.current_seat == K


def test_the_king_draws_after_every_action_pass_included():
    for action, extra in (
        ("pass", ()),
        ("ready Spy", ()),
        ("play Strike", ("mobilize Noble",)),
        ("mobilize Noble", ()),
    ):
        st = build(
            king_hand=["Spy", "Strike"], guards=["Noble"], deck=["Crier", "Watchman"], rest="exile"
        )
        play(st, action, *extra)
        assert cid("Crier") in st.hands[K], action
        assert st.decision == "turn" and st.current_seat == P


def test_the_peasant_draws_only_by_her_draw_action():
    st = build(peasant_hand=["Thug"], deck=["Crier", "Watchman"], to_move=P, rest="exile")
    play(st, "hide Thug")
    assert st.hands[P] == [] and st.decision == "turn" and st.current_seat == K


def test_return_takes_a_face_up_rebel_back_to_hand():
    st = build(
        rebels=["Thug", "Rat"], up=["Rat"], deck=["Crier", "Watchman"], to_move=P, rest="exile"
    )
    assert [a for a in legal(st) if a.startswith("return")] == ["return 1"]
    play(st, "return 1")
    assert st.hands[P] == [cid("Rat")] and st.view(K)["seats"][P]["known"] == [cid("Rat")]


def test_dispatch_cannot_take_a_face_up_rebel():
    st = build(
        rebels=["Thug"],
        up=["Thug"],
        guards=["Knight"],
        deck=["Crier", "Watchman"],
        to_move=P,
        rest="exile",
    )
    assert not any(a.startswith("dispatch") for a in legal(st))


def test_condemn_may_take_any_rebel_in_town_face_up_or_down_or_the_deck_top():
    st = build(rebels=["Thug", "Rat"], up=["Rat"], deck=["Crier", "Watchman"], rest="exile")
    assert [a for a in legal(st) if a.startswith("condemn")] == [
        "condemn deck",
        "condemn 0",
        "condemn 1",
    ]


def test_the_assassin_face_up_can_be_returned_and_hidden_again():
    st = build(
        rebels=["Assassin"],
        up=["Assassin"],
        guards=["Knight"],
        deck=["Crier", "Watchman", "Noble"],
        to_move=P,
        rest="exile",
    )
    play(st, "return 0", "pass", "hide Assassin")
    assert st.rebels == [ASSASSIN] and ASSASSIN not in st.up
