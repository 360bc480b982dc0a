from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, legal


def _position():
    return build(
        hands=[["Soldier", "Fool"], ["Queen", "Sentry", "King's Hand"]],
        court=["Elder", "Inquisitor", "Judge"],
    )


def test_soldier_must_name_a_card():
    st = _position()
    do(st, "play Soldier")
    assert "pass" not in legal(st)


def test_soldier_right_guess_gives_plus_two_on_the_throne_and_up_to_three_disgraces():
    st = _position()
    do(st, "play Soldier", "name Queen", "pass")
    assert st.throne_value() == 7
    assert legal(st) == [
        "disgrace Elder",
        "disgrace Inquisitor",
        "disgrace Judge",
        "disgrace Soldier",
        "done",
    ]
    do(st, "disgrace Judge", "disgrace Elder", "disgrace Inquisitor")
    assert court(st) == ["[Elder]", "[Inquisitor]", "[Judge]", "Soldier"]
    assert st.current_seat == 1 and st.decision == "turn"


def test_soldier_may_disgrace_itself():
    st = _position()
    do(st, "play Soldier", "name Queen", "pass", "disgrace Soldier", "done")
    assert court(st)[-1] == "[Soldier]" and st.throne_value() == 1


def test_soldier_bonus_lasts_only_while_it_is_the_throne():
    st = _position()
    do(st, "play Soldier", "name Queen", "pass", "done")
    soldier = st.court[-1]
    do(st, "play Queen")
    assert st.court_value(soldier) == 1  # the Queen Disgraced it
    st = build(hands=[["Soldier", "Fool"], ["Sentry", "Queen"]], court=["Elder"])
    do(st, "play Soldier", "name Sentry", "pass", "done")
    soldier = st.court[-1]
    assert st.court_value(soldier) == 7
    do(st, "play Sentry", "pass")
    assert st.court_value(soldier) == 5


def test_soldier_wrong_guess_does_nothing():
    st = _position()
    do(st, "play Soldier", "name Princess", "pass")
    assert st.throne_value() == 5 and st.current_seat == 1 and st.decision == "turn"
    assert "Princess" in st.view(0)["seats"][1]["lacks"]


def test_kings_hand_stops_the_soldier_after_the_name_is_said():
    st = _position()
    do(st, "play Soldier", "name Queen")
    assert st.decision == "react"
    do(st, "react King's Hand")
    assert court(st) == ["Elder", "Inquisitor", "Judge"]
