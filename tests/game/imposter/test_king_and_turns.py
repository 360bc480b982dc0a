from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def test_flipping_the_king_disgraces_the_throne_and_takes_the_successor():
    st = build(hands=[["Fool"], ["Soldier"]], court=["Queen"], successors=["Princess", None])
    do(st, "flip", "pass")
    assert court(st) == ["[Queen]"] and hand(st, 0) == ["Fool", "Princess"]
    assert st.king_up[0] is False


def test_flip_on_a_disgraced_throne_just_takes_the_successor():
    st = build(
        hands=[["Fool"], ["Soldier"]], court=["Queen"], disgraced=[0], successors=["Judge", None]
    )
    do(st, "flip", "pass")
    assert court(st) == ["[Queen]"] and hand(st, 0) == ["Fool", "Judge"]


def test_the_king_flips_once_per_round():
    st = build(hands=[["Fool"], ["Soldier"]], court=["Queen"], kings_up=[False, True])
    assert st.round_over  # no playable card and no King: seat 0 loses


def test_the_king_cannot_flip_onto_an_empty_court():
    st = build(hands=[["Fool"], ["Soldier"]])
    assert legal(st) == ["play Fool"]


def test_the_kings_hand_cannot_stop_a_king_flip():
    st = build(hands=[["Fool"], ["King's Hand", "Assassin"]], court=["Queen"])
    do(st, "flip")
    assert legal(st) == ["pass", "react Assassin"]  # no King's Hand option


def test_condemned_card_comes_before_the_antechamber():
    st = build(
        hands=[["Fool"], ["Soldier"]],
        court=["Queen"],
        antechambers=[["Elder"], []],
        condemned=[["King's Hand"], []],
    )
    assert legal(st) == ["remove King's Hand"]
    do(st, "remove King's Hand")
    assert st.current_seat == 1


def test_several_antechamber_cards_the_player_chooses_one():
    st = build(
        hands=[["Fool"], ["Soldier"]], court=["Queen"], antechambers=[["Elder", "Judge"], []]
    )
    assert legal(st) == ["play Elder", "play Judge"]


def test_first_player_may_play_any_card():
    st = build(hands=[["Fool", "Queen"], ["Soldier"]])
    assert legal(st) == ["play Fool", "play Queen"]


def test_a_card_of_equal_value_may_be_played():
    st = build(hands=[["Soldier", "Fool"], ["Elder"]], court=["Judge"])
    assert legal(st) == ["play Soldier", "flip"]


def test_stopped_player_who_then_cannot_play_loses_the_round():
    # The King's Hand stops the Sentry; back on the restored Throne, seat 0 has no play left.
    st = build(
        hands=[["Sentry", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Warlord"],
        kings_up=[False, True],
    )
    do(st, "play Sentry", "exchange Elder", "react King's Hand", "remove King's Hand")
    assert st.round_over and st.results[-1]["loser"] == 0
