from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def test_oathbound_on_a_higher_card_disgraces_it_and_forces_a_follow_up():
    st = build(hands=[["Oathbound", "Fool", "Elder"], ["King's Hand", "Soldier"]], court=["Queen"])
    do(st, "play Oathbound")
    assert court(st) == ["[Queen]", "Oathbound"]
    assert st.decision == "follow" and legal(st) == ["play Fool", "play Elder"]


def test_oathbound_follow_up_uses_its_ability_and_cannot_be_stopped_by_kings_hand():
    st = build(hands=[["Oathbound", "Fool"], ["King's Hand", "Soldier"]], court=["Queen"])
    do(st, "play Oathbound", "play Fool")
    assert legal(st) == ["take Oathbound", "pass"]
    do(st, "take Oathbound")
    # No King's Hand prompt: the follow-up is immune.
    assert hand(st, 0) == ["Oathbound"] and st.current_seat == 1 and st.decision == "turn"
    assert court(st) == ["[Queen]", "Fool"]


def test_oathbound_cannot_be_played_on_a_higher_card_as_the_last_card():
    st = build(hands=[["Oathbound"], ["Soldier"]], court=["Queen"])
    assert legal(st) == ["flip"]


def test_oathbound_played_normally_has_no_ability():
    st = build(hands=[["Oathbound", "Fool"], ["Soldier"]], court=["Elder"])
    do(st, "play Oathbound")
    assert court(st) == ["Elder", "Oathbound"] and st.current_seat == 1


def test_oathbound_from_the_antechamber_has_no_ability():
    # Rulebook FAQ: values are ignored there, so it is not played on a higher card.
    st = build(
        hands=[["Fool"], ["Soldier"]],
        court=["Queen"],
        antechambers=[["Oathbound"], []],
    )
    do(st, "play Oathbound")
    assert court(st) == ["Queen", "Oathbound"] and st.current_seat == 1


def test_muted_oathbound_has_no_override():
    st = build(hands=[["Oathbound", "Fool"], ["Soldier"]], court=["Queen"], mystic=6)
    assert legal(st) == ["flip"]


def test_oathbound_is_immune_to_kings_hand():
    st = build(hands=[["Oathbound", "Elder", "Zealot"], ["King's Hand"]], court=["Queen"])
    do(st, "play Oathbound")
    assert st.decision == "follow" and st.current_seat == 0
