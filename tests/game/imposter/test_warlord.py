from game.imposter.positions import build
from tests.game.imposter.helpers import do, legal


def test_warlord_is_eight_in_hand_with_royalty_in_court_so_not_playable_on_a_nine():
    st = build(hands=[["Warlord", "Fool"], ["Soldier"]], court=["Queen"])
    assert st.hand_value(st.hands[0][0]) == 8
    assert legal(st) == ["flip"]


def test_warlord_may_be_played_on_an_eight_with_royalty_and_becomes_nine():
    st = build(hands=[["Warlord", "Fool"], ["Soldier"]], court=["Princess", "Sentry"])
    assert "play Warlord" in legal(st)
    do(st, "play Warlord")
    assert st.throne_value() == 9


def test_warlord_ignores_disgraced_royalty():
    st = build(
        hands=[["Warlord", "Fool"], ["Soldier"]], court=["Princess", "Sentry"], disgraced=[0]
    )
    assert legal(st) == ["flip"]


def test_warlord_value_is_recomputed_when_royalty_leaves():
    st = build(
        hands=[["Warlord", "Elder"], ["Fool", "Soldier"]],
        court=["Soldier", "Princess", "Elder"],
    )
    do(st, "play Warlord")
    warlord = st.court[-1]
    assert st.court_value(warlord) == 9
    st2 = build(
        hands=[["Fool"], ["Soldier"]],
        court=["Princess", "Warlord"],
    )
    warlord = st2.court[-1]
    assert st2.court_value(warlord) == 9
    st2.disgraced.add(st2.court[0])
    assert st2.court_value(warlord) == 7
