"""The Herald (card file, Herald; rulebook FAQ: five Herald answers)."""

import pytest

from game.core.actions import IllegalAction
from game.imposter import abilities
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal, names

CUT = "imposter/cutthroat"


def _position(**kw):
    args = dict(
        hands=[["Herald", "Soldier", "Inquisitor", "Fool"], ["Zealot", "Queen"], ["Elder", "Spy"]],
        court=["Elder"],
        successors=["Warden", "Mystic", "Princess"],
    )
    args.update(kw)
    return build(CUT, **args)


def _react_pass(st):
    while st.decision == "react":
        do(st, "pass")


def test_herald_kings_hand_window_opens_before_anything_happens():
    st = _position(hands=[["Herald", "Soldier"], ["King's Hand", "Queen"], ["Elder", "Spy"]])
    do(st, "play Herald")
    assert st.decision == "react" and st.current_seat == 1
    assert st.name(st.successor[0]) == "Warden"  # nothing has moved yet


def test_kings_hand_stops_the_herald_and_the_successor_stays():
    st = _position(hands=[["Herald", "Soldier"], ["King's Hand", "Queen"], ["Elder", "Spy"]])
    do(st, "play Herald", "react King's Hand")
    assert st.name(st.successor[0]) == "Warden" and hand(st, 0) == ["Soldier"]
    assert "Herald" not in court(st) and st.current_seat == 1


def test_herald_mixes_the_successor_into_the_hand_and_sets_a_new_one():
    # Rulebook FAQ: return the Successor to the hand so nobody knows which card it was.
    st = _position()
    events = do(st, "play Herald")
    _react_pass(st)
    assert st.decision == "herald_place" and st.successor[0] is None
    assert "Warden" in hand(st, 0)
    assert legal(st) == [f"successor {lb}" for lb in names(st, st.hands[0])]
    events = st.apply("successor Fool")
    assert st.name(st.successor[0]) == "Fool"
    for seat in (1, 2):
        view = st.view(seat)
        assert view["seats"][0]["successor"] is True and view["seats"][0]["hand"] == 3
        assert all(e.for_seat(seat).card is None for e in events if e.kind == "move")


def test_herald_may_set_the_same_card_back_as_successor():
    # Rulebook FAQ: "With the Herald, can I put the same card back as my Successor? Yes."
    st = _position()
    do(st, "play Herald")
    _react_pass(st)
    warden = st.find(st.hands[0], "Warden")
    do(st, "successor Warden")
    assert st.successor[0] == warden


def test_others_no_longer_know_which_cards_the_herald_hand_holds():
    st = _position()
    st.learn_holds(0, "Soldier", True)
    st.learn_holds(0, "Queen", False)
    do(st, "play Herald")
    _react_pass(st)
    # The Successor came in unseen: it may be a Queen.
    assert "Queen" not in st.view(1)["seats"][0]["lacks"]
    do(st, "successor Soldier")
    # Which card left is unknown: the Soldier seen before may be the new Successor.
    assert st.view(1)["seats"][0]["known"] == []


def test_herald_chained_play_needs_value_five_or_more_and_is_optional():
    st = _position()
    do(st, "play Herald")
    _react_pass(st)
    do(st, "successor Fool")
    assert st.decision == "herald_play"
    assert legal(st) == ["play Soldier", "play Warden", "pass"]  # not the Inquisitor (4)
    do(st, "pass")
    assert st.name(st.throne()) == "Herald" and st.current_seat == 1


def test_herald_chained_card_becomes_the_throne_and_the_herald_returns_to_hand():
    st = _position()
    do(st, "play Herald")
    _react_pass(st)
    do(st, "successor Fool", "play Warden")
    assert court(st) == ["Elder", "Warden"]
    assert "Herald" in hand(st, 0) and "Warden" not in hand(st, 0)


def test_herald_chained_card_uses_its_ability():
    # Rulebook FAQ: "Does the card I play to take the Herald back use its ability? Yes."
    st = _position()
    do(st, "play Herald")
    _react_pass(st)
    do(st, "successor Fool", "play Soldier")
    assert st.decision == "soldier" and st.current_seat == 0
    do(st, "name Queen")
    _react_pass(st)
    assert st.decision == "disgrace"  # seat 1 holds the Queen: the Soldier's hit happens


def test_kings_hand_may_stop_the_herald_chained_card():
    st = _position(hands=[["Herald", "Soldier"], ["King's Hand", "Queen"], ["Elder", "Spy"]])
    do(st, "play Herald", "pass")
    _react_pass(st)
    do(st, "successor Warden", "play Soldier", "name Queen", "react King's Hand")
    assert court(st) == ["Elder"] and "Herald" in hand(st, 0)
    assert names(st, st.condemned[1]) == ["King's Hand"] and st.current_seat == 1


def test_herald_from_the_antechamber_is_just_a_six():
    # Rulebook FAQ: "Does the Herald work from the Antechamber? No."
    st = _position(hands=[["Soldier"], ["Zealot"], ["Elder"]], antechambers=[["Herald"]])
    do(st, "play Herald")
    assert st.current_seat == 1 and st.name(st.successor[0]) == "Warden"


def test_herald_after_the_king_flipped_is_just_a_six():
    # Rulebook FAQ: "Can I use the Herald after I've flipped my King? No."
    st = _position(successors=[None, "Mystic", "Princess"], kings_up=[False, True, True])
    do(st, "play Herald")
    assert st.current_seat == 1 and st.decision == "turn"


def test_herald_as_the_oathbound_follow_up_cannot_be_stopped():
    st = _position(
        hands=[["Oathbound", "Herald", "Soldier"], ["King's Hand", "Zealot"], ["Elder", "Spy"]],
        court=["Sentry"],
    )
    do(st, "play Oathbound", "play Herald")
    assert st.decision == "herald_place"  # no King's Hand window: the follow-up is immune


def test_herald_forgets_what_the_spy_saw_of_that_successor():
    st = _position()
    st.spied[1][0] = st.successor[0]
    assert st.view(1)["seats"][0]["successor"] == st.successor[0]
    do(st, "play Herald")
    _react_pass(st)
    assert "Warden" in st.view(1)["seats"][0]["known"]  # it saw that card go into the hand
    do(st, "successor Warden")
    assert st.view(1)["seats"][0]["successor"] is True  # the same card, but it cannot know


def test_herald_illegal_choices_change_nothing():
    st = _position()
    do(st, "play Herald")
    _react_pass(st)
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("successor Queen")
    assert st.snapshot() == before
    do(st, "successor Fool")
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("play Inquisitor")
    assert st.snapshot() == before


def test_herald_in_2v2_the_partner_sees_the_old_successor_go_in_but_not_the_new_one():
    st = build(
        "imposter/2v2",
        hands=[["Herald", "Soldier", "Fool"], ["Zealot"], ["Elder"], ["Queen"]],
        court=["Inquisitor"],
        successors=["Warden", "Mystic", "Princess", "Assassin"],
    )
    st.party.seen_successor[2] = st.successor[0]  # the partner looked at it during setup
    assert st.view(2)["seats"][0]["successor"] == st.successor[0]
    do(st, "play Herald")
    _react_pass(st)
    assert "Warden" in st.view(2)["seats"][0]["known"]
    assert "Warden" not in st.view(1)["seats"][0]["known"]
    do(st, "successor Warden")
    assert st.party.seen_successor[2] is None
    assert st.view(2)["seats"][0]["successor"] is True


def test_herald_value_is_the_current_value_unless_switched_to_base(monkeypatch):
    # With Royalty face up in the Court, a Warlord in hand is worth 8 (its base is 7).
    st = _position(hands=[["Herald", "Warlord"], ["Zealot"], ["Spy"]], court=["Queen"])
    warlord = st.find(st.hands[0], "Warlord")
    assert abilities.herald_value(st, warlord) == 8
    monkeypatch.setattr(abilities, "HERALD_VALUE_KIND", "base")
    assert abilities.herald_value(st, warlord) == 7
