from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def _position():
    return build(
        hands=[["Fool", "Soldier"], ["King's Hand", "Elder", "Judge"]],
        court=["Inquisitor", "Queen"],
        disgraced=[1],
    )


def test_fool_takes_a_face_up_court_card_into_hand():
    st = _position()
    do(st, "play Fool", "take Inquisitor", "pass")
    assert hand(st, 0) == ["Inquisitor", "Soldier"]
    assert court(st) == ["[Queen]", "Fool"]
    assert st.current_seat == 1 and st.decision == "turn"


def test_fool_may_decline():
    st = _position()
    do(st, "play Fool", "pass")
    assert court(st) == ["Inquisitor", "[Queen]", "Fool"]
    assert st.current_seat == 1


def test_fool_cannot_take_itself_or_disgraced_cards():
    st = _position()
    do(st, "play Fool")
    assert legal(st) == ["take Inquisitor", "pass"]


def test_fool_with_nothing_to_take_asks_nothing():
    st = build(hands=[["Fool"], ["Elder"]], court=["Queen"], disgraced=[0])
    do(st, "play Fool")
    assert st.current_seat == 1 and st.decision == "turn"


def test_kings_hand_stops_the_fool_and_its_owner_plays_again_on_the_restored_throne():
    # Rulebook example: the Fool is Condemned (removed), the turn ends; the opponent spends the
    # next turn removing the King's Hand; then it is the Fool's owner's turn again.
    st = _position()
    do(st, "play Fool", "take Inquisitor")
    assert st.current_seat == 1 and legal(st) == ["pass", "react King's Hand"]
    do(st, "react King's Hand")
    assert court(st) == ["Inquisitor", "[Queen]"]
    assert [st.name(c) for c in st.removed] == ["Fool"]
    assert [st.name(c) for c in st.condemned[1]] == ["King's Hand"]
    assert st.current_seat == 1 and legal(st) == ["remove King's Hand"]
    do(st, "remove King's Hand")
    assert st.current_seat == 0 and hand(st, 0) == ["Soldier"]


def test_fool_twin_court_cards_are_named_by_position():
    st = build(
        hands=[["Fool"], ["Queen"]],
        court=["Elder", "Elder", "Soldier"],
        disgraced=[2],
    )
    do(st, "play Fool")
    assert legal(st) == ["take Elder@0", "take Elder@1", "pass"]
