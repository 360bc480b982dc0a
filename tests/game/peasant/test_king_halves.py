"""Every King half (Guards by Mobilize, Actions played from hand), each branch of its effect.
The King is seat 0 and the Peasant seat 1 in every built situation; ``rest="exile"`` keeps
unnamed cards out of the way."""

from __future__ import annotations

from game.peasant import readings
from game.peasant.positions import build, cid, ids
from tests.game.peasant.helpers import ASSASSIN, SENTINEL, legal, play


def _turn_passed_to_peasant(st):
    return st.decision == "turn" and st.current_seat == 1


def test_crier_draws_then_may_ready_a_guard():
    st = build(
        guards=["Crier"], king_hand=["Strike"], deck=["Knight", "Rally", "Scatter"], rest="exile"
    )
    play(st, "mobilize Crier")
    assert st.decision == "crier" and legal(st) == ["ready Knight", "pass"]
    assert cid("Knight") in st.hands[0]
    play(st, "ready Knight")
    assert st.guards == [cid("Knight")]
    assert cid("Rally") in st.hands[0]  # then the compulsory draw
    assert cid("Crier") in st.discard and _turn_passed_to_peasant(st)


def test_crier_without_a_guard_to_ready_still_asks_so_the_peasant_learns_nothing():
    st = build(
        guards=["Crier"], king_hand=["Strike"], deck=["Arrest", "Rally", "Mob"], rest="exile"
    )
    play(st, "mobilize Crier")
    assert st.decision == "crier" and legal(st) == ["pass"]
    play(st, "pass")
    assert _turn_passed_to_peasant(st)


def test_knight_discards_the_top_two_cards_of_the_deck():
    st = build(guards=["Knight"], deck=["Crier", "Watchman", "Advisor", "Scatter"], rest="exile")
    play(st, "mobilize Knight")
    assert st.discard == ids(["Knight", "Crier", "Watchman"])
    assert st.hands[0] == [cid("Advisor")]  # his draw follows


def test_knight_discarding_the_assassin_from_the_deck_wins_for_the_king_at_once():
    st = build(guards=["Knight"], deck=["Crier", "Assassin", "Rally", "Scatter"], rest="exile")
    play(st, "mobilize Knight")
    assert st.results[-1]["reason"] == "assassin_discarded" and st.results[-1]["winner"] == 0
    assert ASSASSIN in st.discard and st.hands[0] == []  # no draw after the Era ended


def test_inquisitor_readies_a_guard_and_mobilizes_it_at_once():
    st = build(
        guards=["Inquisitor"],
        king_hand=["Knight", "Raid"],
        deck=["Crier", "Watchman", "Advisor", "Noble"],
        rest="exile",
    )
    play(st, "mobilize Inquisitor")
    assert st.decision == "inquisitor" and legal(st) == ["ready Knight"]  # compulsory
    play(st, "ready Knight")
    assert st.guards == [] and st.discard == ids(["Inquisitor", "Knight", "Crier", "Watchman"])


def test_inquisitor_with_no_guard_in_hand_does_nothing():
    st = build(guards=["Inquisitor"], king_hand=["Raid"], deck=["Rally", "Mob"], rest="exile")
    play(st, "mobilize Inquisitor")
    assert _turn_passed_to_peasant(st) and st.hands[0] == ids(["Raid", "Rally"])


def test_spy_reveals_a_face_down_rebel():
    st = build(
        guards=["Spy"],
        rebels=["Heretic", "Rat", "Mob"],
        up=["Rat"],
        deck=["Rally", "Scatter"],
        rest="exile",
    )
    play(st, "mobilize Spy")
    assert legal(st) == ["reveal 0", "reveal 2"]  # not the face-up Rat
    events = play(st, "reveal 2")
    assert cid("Mob") in st.up
    flip = next(e for e in events if e.kind == "flip")
    assert flip.arg == "reveal" and flip.for_seat(0).card == cid("Mob")
    assert st.view(0)["seats"][1]["town"][2] == {"card": cid("Mob"), "up": True}


def test_spy_with_no_face_down_rebel_does_nothing(monkeypatch):
    st = build(guards=["Spy"], rebels=["Rat"], up=["Rat"], deck=["Rally", "Scatter"], rest="exile")
    play(st, "mobilize Spy")
    assert _turn_passed_to_peasant(st)


def test_reveal_can_be_read_as_showing_the_king_only(monkeypatch):
    monkeypatch.setattr(readings, "REVEAL_TURNS_FACE_UP", False)
    st = build(guards=["Spy"], rebels=["Heretic"], deck=["Rally", "Scatter"], rest="exile")
    play(st, "mobilize Spy", "reveal 0")
    assert not st.up and st.view(0)["seats"][1]["town"] == [{"card": cid("Heretic"), "up": False}]
    assert "dispatch 0" in legal(st)  # still face down: she may Dispatch it


def test_advisor_shuffles_shows_the_king_the_top_card_and_may_put_it_at_the_bottom():
    st = build(guards=["Advisor"], deck=["Crier", "Watchman", "Noble", "Scatter"], rest="exile")
    play(st, "mobilize Advisor")
    top = st.deck[0]
    assert st.decision == "advisor" and legal(st) == ["bottom", "pass"]
    assert st.view(0)["looking"] == [{"card": top, "zone": "deck", "pos": 0}]
    assert st.view(1)["looking"] == [] and st.view(1)["deck_known"] == []
    play(st, "bottom")
    assert st.deck[-1] == top and top not in st.hands[0]
    # after his draw he still knows the bottom card
    assert st.view(0)["deck_known"] == [[len(st.deck) - 1, top]]


def test_advisor_pass_keeps_the_top_card_so_the_king_draws_it():
    st = build(guards=["Advisor"], deck=["Crier", "Watchman", "Noble"], rest="exile")
    play(st, "mobilize Advisor")
    top = st.deck[0]
    play(st, "pass")
    assert top in st.hands[0]


def test_noble_reveals_every_rebel():
    st = build(
        guards=["Noble"],
        rebels=["Heretic", "Rat", "Charlatan"],
        up=["Rat"],
        deck=["Rally", "Scatter"],
        rest="exile",
    )
    play(st, "mobilize Noble")
    assert st.up == set(st.rebels)


def test_guardian_looks_at_any_deck_card_and_leaves_it_unless_it_is_the_assassin():
    st = build(guards=["Guardian"], deck=["Crier", "Watchman", "Noble", "Scatter"], rest="exile")
    play(st, "mobilize Guardian")
    assert legal(st) == ["look 0", "look 1", "look 2", "look 3"]
    play(st, "look 2")
    assert st.deck == ids(["Watchman", "Noble", "Scatter"])  # left in place; he drew the top
    assert st.view(0)["deck_known"] == [[1, cid("Noble")]]  # shifted up by his draw
    assert st.view(1)["deck_known"] == []


def test_guardian_finding_the_assassin_discards_it_and_the_king_wins():
    st = build(guards=["Guardian"], deck=["Crier", "Assassin", "Rally"], rest="exile")
    play(st, "mobilize Guardian", "look 1")
    assert st.results[-1]["reason"] == "assassin_discarded"


def test_executor_makes_the_peasant_remove_one_of_her_hidden_rebels():
    st = build(
        guards=["Executor"],
        rebels=["Heretic", "Thug", "Charlatan"],
        up=["Thug"],
        deck=["Rally", "Scatter"],
        rest="exile",
    )
    play(st, "mobilize Executor")
    assert (st.decision, st.current_seat) == ("executor", 1)
    assert legal(st) == ["remove 0", "remove 2"]
    play(st, "remove 2")
    assert cid("Charlatan") in st.discard and st.rebels == ids(["Heretic", "Thug"])
    assert _turn_passed_to_peasant(st)


def test_executor_with_no_hidden_rebel_does_nothing():
    st = build(
        guards=["Executor"], rebels=["Thug"], up=["Thug"], deck=["Rally", "Scatter"], rest="exile"
    )
    play(st, "mobilize Executor")
    assert _turn_passed_to_peasant(st) and st.rebels == [cid("Thug")]


def test_executor_removing_the_hidden_assassin_wins_for_the_king():
    st = build(guards=["Executor"], rebels=["Assassin"], deck=["Rally", "Scatter"], rest="exile")
    play(st, "mobilize Executor", "remove 0")
    assert st.results[-1]["reason"] == "assassin_discarded"


def test_sentinel_orders_the_top_three_and_is_exiled():
    st = build(guards=["Sentinel"], deck=["Crier", "Watchman", "Noble", "Scatter"], rest="exile")
    st.dmask[0] |= 2  # the Peasant knew the top card
    play(st, "mobilize Sentinel")
    assert SENTINEL in st.exile and SENTINEL not in st.discard
    assert st.decision == "sentinel" and len(legal(st)) == 6 and "order 2 1 0" in legal(st)
    assert [x["card"] for x in st.view(0)["looking"]] == ids(["Crier", "Watchman", "Noble"])
    play(st, "order 2 1 0")
    assert st.hands[0] == [cid("Noble")]  # he draws the new top
    assert st.deck == ids(["Watchman", "Crier", "Scatter"])
    assert st.view(0)["deck_known"] == [[0, cid("Watchman")], [1, cid("Crier")]]
    assert st.view(1)["deck_known"] == []  # she cannot tell where her card went


def test_strike_with_no_guard_in_town_does_nothing():
    st = build(king_hand=["Strike"], deck=["Rally", "Scatter"], rest="exile")
    play(st, "play Strike")
    assert _turn_passed_to_peasant(st) and cid("Strike") in st.discard


def test_strike_with_one_guard_mobilizes_it():
    st = build(
        king_hand=["Strike"],
        guards=["Knight"],
        deck=["Crier", "Watchman", "Noble", "Scatter"],
        rest="exile",
    )
    play(st, "play Strike")
    assert legal(st) == ["mobilize Knight"]
    play(st, "mobilize Knight")
    assert st.discard == ids(["Knight", "Crier", "Watchman", "Strike"])
    assert _turn_passed_to_peasant(st)


def test_strike_with_two_guards_mobilizes_both_one_effect_after_the_other():
    st = build(
        king_hand=["Strike", "Arrest"],
        guards=["Inquisitor", "Noble", "Knight"],
        rebels=["Rat"],
        deck=["Crier", "Watchman", "Advisor", "Scatter"],
        rest="exile",
    )
    play(st, "play Strike")
    assert legal(st) == ["mobilize Inquisitor", "mobilize Noble", "mobilize Knight"]
    play(st, "mobilize Inquisitor")
    assert st.decision == "strike"  # no Guard in hand: the Inquisitor did nothing
    play(st, "mobilize Noble")
    assert cid("Rat") in st.up and st.guards == [cid("Knight")]
    assert _turn_passed_to_peasant(st)


def test_arrest_removes_a_rebel_or_discards_the_top_card():
    st = build(
        king_hand=["Arrest"],
        rebels=["Heretic", "Rat"],
        up=["Rat"],
        deck=["Knight", "Rally"],
        rest="exile",
    )
    play(st, "play Arrest")
    assert legal(st) == ["remove 0", "remove 1", "discard deck"]
    play(st, "remove 0")
    assert st.rebels == [cid("Rat")] and cid("Heretic") in st.discard
    st = build(king_hand=["Arrest"], deck=["Crier", "Rally", "Scatter"], rest="exile")
    play(st, "play Arrest", "discard deck")
    assert cid("Crier") in st.discard and st.hands[0] == [cid("Rally")]


def test_raid_discards_a_random_card_from_the_peasants_hand():
    st = build(
        king_hand=["Raid"],
        peasant_hand=["Thug", "Rally", "Rat"],
        deck=["Crier", "Knight"],
        rest="exile",
    )
    play(st, "play Raid")
    assert len(st.hands[1]) == 2
    gone = [c for c in ids(["Thug", "Rally", "Rat"]) if c not in st.hands[1]]
    assert gone and gone[0] in st.discard


def test_raid_discarding_the_assassin_wins_for_the_king_and_the_decoy_is_exiled():
    st = build(king_hand=["Raid"], peasant_hand=["Assassin"], deck=["Crier", "Rally"], rest="exile")
    play(st, "play Raid")
    assert st.results[-1]["reason"] == "assassin_discarded"
    st = build(king_hand=["Raid"], peasant_hand=["Decoy"], deck=["Crier", "Rally"], rest="exile")
    play(st, "play Raid")
    assert cid("Decoy") in st.exile and not st.results


def test_watchman_shows_the_king_the_peasants_hand():
    st = build(
        guards=["Watchman"],
        peasant_hand=["Thug", "Brawl", "Decoy"],
        deck=["Crier", "Knight"],
        rest="exile",
    )
    assert st.view(0)["seats"][1]["known"] == []
    events = play(st, "mobilize Watchman")
    assert st.view(0)["seats"][1]["known"] == ids(["Thug", "Brawl", "Decoy"])
    looks = [e for e in events if e.kind == "look"]
    assert len(looks) == 3 and all(e.for_seat(0).card is not None for e in looks)


def test_king_reassemble_takes_up_to_two_from_the_pile_then_may_ready_a_guard():
    st = build(
        king_hand=["Reassemble"],
        discard=["Knight", "Raid", "Spy"],
        deck=["Crier", "Rally"],
        rest="exile",
    )
    play(st, "play Reassemble")
    assert st.decision == "reassemble_take"
    assert legal(st) == ["take 0", "take 1", "take 2", "done"]  # not the Reassemble itself
    play(st, "take 0", "take 0")  # the pile closes up: Knight, then Raid
    assert st.decision == "reassemble_ready" and legal(st) == ["ready Knight", "pass"]
    play(st, "ready Knight")
    assert st.guards == [cid("Knight")] and cid("Raid") in st.hands[0]
    assert st.discard == ids(["Spy", "Reassemble"])
    assert st.view(1)["seats"][0]["known"] == [cid("Raid")]  # not his secret draw
