from game.imposter.positions import build
from tests.game.imposter.helpers import do, hand, legal


def _position():
    return build(
        hands=[["Judge", "Fool", "Assassin", "Princess"], ["Queen", "King's Hand"]],
        court=["Elder"],
    )


def test_judge_guess_is_mandatory():
    st = _position()
    do(st, "play Judge")
    assert "pass" not in legal(st)


def test_judge_right_guess_lets_you_queue_a_card_of_base_value_two_or_more():
    st = _position()
    do(st, "play Judge", "name Queen", "pass")
    # The Fool (1) can never go to the Antechamber.
    assert legal(st) == ["antechamber Assassin", "antechamber Princess", "pass"]
    do(st, "antechamber Assassin")
    assert [st.name(c) for c in st.ante[0]] == ["Assassin"]
    do(st, "play Queen")  # seat 1's turn
    # Seat 0 must play the Assassin, ignoring values, even onto the Queen.
    assert st.current_seat == 0 and legal(st) == ["play Assassin"]


def test_judge_antechamber_is_optional():
    st = _position()
    do(st, "play Judge", "name Queen", "pass", "pass")
    assert st.ante[0] == [] and st.current_seat == 1


def test_judge_wrong_guess_does_nothing():
    st = _position()
    do(st, "play Judge", "name Sentry", "pass")
    assert st.current_seat == 1 and st.decision == "turn"


def test_kings_hand_stops_the_judge_before_anything_is_revealed():
    st = _position()
    do(st, "play Judge", "name Queen", "react King's Hand")
    assert st.ante[0] == [] and hand(st, 0) == ["Assassin", "Fool", "Princess"]
    assert "Queen" not in st.view(0)["seats"][1]["known"]
