from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def _position():
    return build(
        hands=[["Inquisitor", "Fool"], ["Soldier", "Soldier", "Queen", "King's Hand"]],
        court=["Elder"],
    )


def test_inquisitor_moves_one_copy_of_the_named_card_to_the_antechamber():
    st = _position()
    do(st, "play Inquisitor", "name Soldier", "pass")
    assert [st.name(c) for c in st.ante[1]] == ["Soldier"]  # one copy, not both
    assert hand(st, 1) == ["King's Hand", "Queen", "Soldier"]
    # Next turn the Antechamber card must be played, ignoring values; its ability happens.
    assert legal(st) == ["play Soldier"]
    do(st, "play Soldier")
    assert st.decision == "soldier"


def test_antechamber_card_is_played_ignoring_values():
    st = build(hands=[["Elder"], ["Soldier"]], court=["Queen"], antechambers=[["Fool"], []])
    assert legal(st) == ["play Fool"]
    do(st, "play Fool", "take Queen", "pass")
    assert hand(st, 0) == ["Elder", "Queen"]


def test_inquisitor_may_be_declined():
    st = _position()
    do(st, "play Inquisitor", "pass")
    assert st.ante[1] == [] and st.decision == "turn" and st.current_seat == 1


def test_inquisitor_naming_a_card_nobody_holds_does_nothing_but_teaches_it():
    st = _position()
    do(st, "play Inquisitor", "name Princess", "pass")
    assert st.ante[1] == []
    assert "Princess" in st.view(0)["seats"][1]["lacks"]


def test_kings_hand_stops_the_inquisitor():
    st = _position()
    do(st, "play Inquisitor", "name Soldier")
    assert legal(st) == ["pass", "react King's Hand"]
    do(st, "react King's Hand")
    assert st.ante[1] == [] and court(st) == ["Elder"]
    assert legal(st) == ["remove King's Hand"]


def test_inquisitor_may_name_any_card_of_the_game():
    st = _position()
    do(st, "play Inquisitor")
    names = [a.split(" ", 1)[1] for a in legal(st) if a.startswith("name ")]
    assert len(names) == 14 and "Assassin" in names and "Queen" in names
