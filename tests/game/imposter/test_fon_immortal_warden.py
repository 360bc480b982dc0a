"""Fragments of Nersetti step 1: the Immortal and the Warden."""

from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal

FON = "imposter/fon-1-immortal"


def test_step_one_deals_nine_each_from_twenty_cards():
    st = ImposterState(FON, 3)
    assert len(st.deck_ids) == 20 and [len(h) for h in st.hands] == [9, 9]


def test_immortal_counts_five_in_court_and_a_soldier_may_be_played_on_it():
    st = build(FON, hands=[["Soldier", "Fool"], ["Elder"]], court=["Immortal"])
    assert st.throne_value() == 5 and "play Soldier" in legal(st)


def test_immortal_weakens_and_mutes_royalty_and_elders_in_every_zone():
    # Rulebook example: an Elder in hand counts 2 while the Immortal is in Court.
    st = build(FON, hands=[["Elder", "Queen"], ["Fool"]], court=["Immortal"])
    elder, queen = st.hands[0]
    assert st.hand_value(elder) == 2 and st.is_muted(elder)
    assert st.hand_value(queen) == 8 and st.is_muted(queen)


def test_queen_played_under_the_immortal_has_no_ability():
    st = build(FON, hands=[["Queen", "Fool"], ["Elder"]], court=["Soldier", "Immortal"])
    do(st, "play Queen")
    assert court(st) == ["Soldier", "Immortal", "Queen"] and st.throne_value() == 8


def test_immortal_gives_the_warlord_royalty_so_an_elder_may_be_played_on_it():
    # ...but the Immortal also Mutes Elders, so only an Elder without that Mute could use it:
    # the Ancestor's Steadfast is the way (see the Ancestor tests). Here: Warlord is Royalty.
    st = build(FON, hands=[["Fool"], ["Elder"]], court=["Immortal", "Warlord"])
    assert st.is_royal(st.court[-1]) and st.is_royal(st.court[0])


def test_immortal_effect_ends_when_disgraced():
    st = build(FON, hands=[["Elder"], ["Fool"]], court=["Immortal"], disgraced=[0])
    elder = st.hands[0][0]
    assert st.hand_value(elder) == 3 and not st.is_muted(elder)


def test_immortal_is_steadfast_so_the_mystic_does_not_touch_it():
    st = build(FON, hands=[["Fool"], ["Elder"]], court=["Immortal"], mystic=6)
    assert st.throne_value() == 5 and not st.is_muted(st.court[0])


def _warden():
    return build(
        FON,
        hands=[["Warden", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Inquisitor", "Soldier"],
        accused="Queen",
    )


def test_warden_swaps_a_hand_card_with_the_accused_card():
    st = _warden()
    do(st, "play Warden", "exchange", "pass", "give Fool")
    assert hand(st, 0) == ["Queen"] and st.name(st.accused) == "Fool"


def test_warden_may_be_declined():
    st = _warden()
    do(st, "play Warden", "pass")
    assert st.name(st.accused) == "Queen" and st.current_seat == 1


def test_kings_hand_stops_the_warden():
    st = _warden()
    do(st, "play Warden", "exchange", "react King's Hand")
    assert st.name(st.accused) == "Queen" and hand(st, 0) == ["Fool"]


def test_warden_needs_four_face_up_court_cards():
    st = build(
        FON,
        hands=[["Warden", "Fool"], ["Soldier"]],
        court=["Elder", "Inquisitor", "Soldier"],
        disgraced=[0],
        accused="Queen",
    )
    do(st, "play Warden")
    assert st.current_seat == 1 and st.decision == "turn"
