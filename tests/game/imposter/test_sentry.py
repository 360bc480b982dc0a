from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def _position():
    return build(
        hands=[["Sentry", "Fool", "Assassin"], ["King's Hand", "Soldier"]],
        court=["Judge", "Princess", "Elder"],
    )


def test_sentry_swaps_a_hand_card_into_the_court_card_place():
    st = _position()
    do(st, "play Sentry")
    # Royalty (the Princess) cannot be chosen.
    assert legal(st) == ["exchange Judge", "exchange Elder", "pass"]
    do(st, "exchange Judge")
    assert court(st)[-1] == "[Sentry]"
    do(st, "pass", "give Fool")
    assert court(st) == ["Fool", "Princess", "Elder", "[Sentry]"]
    assert hand(st, 0) == ["Assassin", "Judge"]
    # The card put into the Court was not played: no Fool prompt; the turn passed.
    assert st.current_seat == 1 and st.decision == "turn"


def test_sentry_may_be_declined():
    st = _position()
    do(st, "play Sentry", "pass")
    assert court(st)[-1] == "Sentry" and st.current_seat == 1


def test_kings_hand_stops_the_sentry_after_the_court_card_is_chosen():
    st = _position()
    do(st, "play Sentry", "exchange Elder", "react King's Hand")
    assert court(st) == ["Judge", "Princess", "Elder"]
    assert [st.name(c) for c in st.removed] == ["Sentry"]


def test_sentry_with_nothing_to_exchange_asks_nothing():
    st = build(hands=[["Sentry", "Fool"], ["Soldier"]], court=["Queen", "Elder"], disgraced=[1])
    do(st, "play Sentry")  # only Royalty is face up
    assert st.current_seat == 1 and court(st) == ["Queen", "[Elder]", "Sentry"]
