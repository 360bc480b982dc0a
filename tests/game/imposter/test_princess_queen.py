from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def _position():
    return build(
        hands=[["Princess", "Fool", "Elder"], ["King's Hand", "Soldier", "Queen"]],
        court=["Sentry"],
    )


def test_princess_swaps_one_secret_card_each():
    st = _position()
    do(st, "play Princess")
    assert legal(st) == ["choose 1", "pass"]
    do(st, "choose 1", "pass", "give Fool")
    # Seat 1 cannot see the offered card while choosing: it is set aside face down.
    assert st.view(1)["seats"][0]["offer"] is True and st.current_seat == 1
    do(st, "give Queen")
    assert hand(st, 0) == ["Elder", "Queen"]
    assert hand(st, 1) == ["Fool", "King's Hand", "Soldier"]
    assert "Queen" in st.view(1)["seats"][0]["known"]
    assert "Fool" in st.view(0)["seats"][1]["known"]


def test_princess_needs_cards_on_both_sides():
    st = build(hands=[["Princess"], ["Soldier"]], court=["Sentry"])
    do(st, "play Princess")
    assert st.current_seat == 1 and st.decision == "turn"


def test_kings_hand_stops_the_princess_after_the_player_is_chosen():
    st = _position()
    do(st, "play Princess", "choose 1", "react King's Hand")
    assert hand(st, 0) == ["Elder", "Fool"] and court(st) == ["Sentry"]


def test_queen_disgraces_every_other_court_card_and_cannot_be_stopped():
    st = build(
        hands=[["Queen", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Soldier", "Sentry"],
    )
    do(st, "play Queen")
    assert court(st) == ["[Elder]", "[Soldier]", "[Sentry]", "Queen"]
    assert st.current_seat == 1 and st.decision == "turn"  # no King's Hand prompt
