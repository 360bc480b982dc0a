"""The Executioner in three and four players (card file, Executioner; rulebook FAQ)."""

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.imposter import abilities
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal, names

CUT = "imposter/cutthroat"
TEAMS = "imposter/2v2"


def _cutthroat(**kw):
    """Seat 0 plays the Executioner on a Disgraced Judge; the opponents hold Elders, a Zealot."""
    args = dict(
        hands=[["Executioner", "Elder", "Fool"], ["Soldier", "Zealot", "Queen"], ["Elder", "Spy"]],
        court=["Judge"],
        disgraced=[0],
        successors=["Warden", "Mystic", "Princess"],
    )
    args.update(kw)
    return build(CUT, **args)


def _react_pass(st):
    while st.decision == "react":
        do(st, "pass")


def test_executioner_ceiling_counts_itself_when_nothing_else_is_face_up():
    st = _cutthroat()
    do(st, "play Executioner")
    # The Judge is Disgraced (no base value): only the Executioner's own 4 counts.
    assert legal(st) == ["name 1", "name 2", "name 3", "name 4", "pass"]


def test_executioner_ceiling_is_the_highest_face_up_base_value():
    st = _cutthroat(
        court=["Judge", "Soldier", "Fool"],
        disgraced=[0],
        hands=[["Executioner"], ["Zealot"], ["Spy"]],
    )
    do(st, "play Executioner")
    assert legal(st)[-2:] == ["name 5", "pass"]
    assert "name 6" not in legal(st)


def test_executioner_ceiling_without_counting_itself(monkeypatch):
    monkeypatch.setattr(abilities, "EXECUTIONER_COUNTS_ITSELF", False)
    st = _cutthroat()
    do(st, "play Executioner")
    # Nothing else is face up: there is no number to say, so no decision at all.
    assert st.decision == "turn" and st.current_seat == 1


def test_executioner_is_optional():
    st = _cutthroat()
    do(st, "play Executioner", "pass")
    assert st.current_seat == 1 and st.decision == "turn"
    assert all(c == [] for c in st.condemned)


def test_executioner_kings_hand_window_opens_after_the_number():
    st = _cutthroat(hands=[["Executioner", "Elder"], ["King's Hand", "Zealot"], ["Elder", "Spy"]])
    do(st, "play Executioner")
    assert st.decision == "executioner"
    do(st, "name 3")
    assert st.decision == "react" and st.current_seat == 1
    assert st.view(1)["trigger"][2:] == ["execute", st.court[-1], 3]


def test_kings_hand_stops_the_executioner_before_anyone_condemns():
    st = _cutthroat(hands=[["Executioner", "Elder"], ["King's Hand", "Zealot"], ["Elder", "Spy"]])
    do(st, "play Executioner", "name 3", "react King's Hand")
    assert names(st, st.condemned[1]) == ["King's Hand"]
    assert hand(st, 0) == ["Elder"] and hand(st, 2) == ["Elder", "Spy"]
    assert "Executioner" not in court(st)


def test_every_holder_condemns_in_turn_order_from_the_next_player_owner_included():
    st = _cutthroat()
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    # Seat 1 first (the next player), then seat 2, then the Executioner's own player.
    assert (st.decision, st.current_seat, legal(st)) == ("condemn", 1, ["condemn Zealot"])
    do(st, "condemn Zealot")
    assert (st.current_seat, legal(st)) == (2, ["condemn Elder"])
    do(st, "condemn Elder")
    assert (st.current_seat, legal(st)) == (0, ["condemn Elder"])
    do(st, "condemn Elder")
    assert [names(st, c) for c in st.condemned] == [["Elder"], ["Zealot"], ["Elder"]]


def test_executioner_order_follows_the_direction_of_play():
    st = _cutthroat(direction=-1)
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    assert [st.current_seat] == [2]


def test_each_holder_chooses_which_card_of_that_value_to_condemn():
    st = _cutthroat(hands=[["Executioner", "Fool"], ["Zealot", "Elder", "Queen"], ["Spy"]])
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    assert legal(st) == ["condemn Zealot", "condemn Elder"]
    do(st, "condemn Elder")
    assert hand(st, 1) == ["Queen", "Zealot"]


def test_executioner_affects_its_own_player():
    # Rulebook FAQ, "Does the Executioner affect the player who played it?": yes.
    st = _cutthroat(hands=[["Executioner", "Elder"], ["Soldier", "Queen"], ["Spy"]])
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    assert (st.decision, st.current_seat) == ("condemn", 0)
    do(st, "condemn Elder")
    assert names(st, st.condemned[0]) == ["Elder"] and st.current_seat == 1


def test_executioner_affects_the_partner_in_2v2():
    # Rulebook, 2v2: "The Executioner affects every player, including yourself."
    st = build(
        TEAMS,
        hands=[["Executioner", "Queen"], ["Fool"], ["Elder", "Zealot"], ["Assassin"]],
        court=["Judge"],
        disgraced=[0],
    )
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    assert (st.decision, st.current_seat) == ("condemn", 2)  # the partner, across the table
    do(st, "condemn Zealot")
    assert names(st, st.condemned[2]) == ["Zealot"] and st.current_seat == 1


def test_knocked_out_seats_are_not_affected():
    st = _cutthroat(out=[2])
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    do(st, "condemn Zealot", "condemn Elder")
    assert st.condemned[2] == [] and hand(st, 2) == ["Elder", "Spy"]


def test_players_without_that_value_are_publicly_seen_to_lack_it():
    st = _cutthroat(hands=[["Executioner"], ["Soldier", "Queen"], ["Elder", "Spy"]])
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    lacks = st.view(2)["seats"][1]["lacks"]
    assert {"Elder", "Zealot"} <= set(lacks)


def test_condemned_cards_skip_turns_so_you_play_on_your_own_card():
    # Rulebook FAQ, "Do I ever have to play on my own card?": both opponents Condemn a card, so
    # their turns go to removing it, and the Executioner's player plays on its own Executioner.
    st = _cutthroat()
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    do(st, "condemn Zealot", "condemn Elder", "condemn Elder")
    assert legal(st) == ["remove Zealot"]
    do(st, "remove Zealot")
    assert (st.current_seat, legal(st)) == (2, ["remove Elder"])
    do(st, "remove Elder")
    assert st.current_seat == 0 and legal(st) == ["remove Elder"]
    do(st, "remove Elder")
    assert st.current_seat == 1  # the owner's own Condemned card cost its turn too
    st2 = _cutthroat(hands=[["Executioner", "Queen"], ["Zealot", "Fool"], ["Elder", "Spy"]])
    do(st2, "play Executioner", "name 3")
    _react_pass(st2)
    do(st2, "condemn Zealot", "condemn Elder", "remove Zealot", "remove Elder")
    assert st2.current_seat == 0 and st2.name(st2.throne()) == "Executioner"
    assert "play Queen" in legal(st2)


def test_a_number_above_the_ceiling_is_illegal_and_changes_nothing():
    st = _cutthroat()
    do(st, "play Executioner")
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("name 5")
    with pytest.raises(IllegalAction):
        st.apply("name 0")
    assert st.snapshot() == before


def test_condemning_a_card_of_another_value_is_illegal_and_changes_nothing():
    st = _cutthroat()
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("condemn Queen")
    assert st.snapshot() == before


def test_search_worlds_never_owe_a_condemn_without_a_card_to_condemn():
    # A world redealt for seat 0 need not give the later holders a card of that value: the
    # next holder is found when its turn to choose comes, so such a world skips it.
    st = _cutthroat(
        hands=[["Executioner", "Queen"], ["Zealot", "Fool", "Soldier"], ["Elder", "Spy", "Judge"]]
    )
    do(st, "play Executioner", "name 3")
    _react_pass(st)
    for key in range(60):
        world = st.determinize(0, Rng(key))
        world.step(world.legal_actions()[0])
        assert world.legal_actions(), world.stack[-1]


def test_a_single_name_of_that_value_is_publicly_known_to_be_held():
    st = _cutthroat(hands=[["Executioner"], ["Assassin", "Queen"], ["Spy"]])
    do(st, "play Executioner", "name 2")
    _react_pass(st)
    assert "Assassin" in st.view(2)["seats"][1]["known"]
