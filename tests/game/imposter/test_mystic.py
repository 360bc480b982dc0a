from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, legal


def test_mystic_needs_a_disgraced_card_in_court():
    st = build(hands=[["Mystic", "Fool"], ["King's Hand", "Soldier"]], court=["Elder"])
    do(st, "play Mystic")
    assert st.current_seat == 1 and st.decision == "turn"


def test_mystic_disgraces_itself_and_names_a_number():
    st = build(
        hands=[["Mystic", "Fool"], ["Soldier", "Queen"]],
        court=["Elder", "Inquisitor"],
        disgraced=[0],
    )
    do(st, "play Mystic")
    assert legal(st) == [f"name {n}" for n in range(1, 9)] + ["pass"]
    do(st, "name 8", "pass")
    assert court(st) == ["[Elder]", "Inquisitor", "[Mystic]"] and st.mystic == 8


def test_mystic_naming_eight_switches_off_the_kings_hand_in_hand():
    st = build(
        hands=[["Fool", "Sentry"], ["King's Hand", "Soldier"]],
        court=["Elder", "Inquisitor", "Mystic"],
        disgraced=[0, 2],
        mystic=8,
    )
    do(st, "play Fool", "take Inquisitor")
    # Every King's Hand is Muted, so no prompt opens and the Fool's ability happens.
    assert "Inquisitor" in [st.name(c) for c in st.hands[0]]
    assert st.current_seat == 1 and st.decision == "turn"


def test_muted_card_counts_three_only_once_in_the_court():
    # Rulebook FAQ: after the Mystic names 8, an 8 still counts 8 in hand for legality.
    st = build(
        hands=[["Sentry", "Fool"], ["Soldier"]],
        court=["Elder", "Soldier"],
        disgraced=[0],
        mystic=8,
    )
    sentry = st.hands[0][0]
    assert st.hand_value(sentry) == 8 and legal(st) == ["play Sentry", "flip"]
    do(st, "play Sentry")
    assert st.court_value(sentry) == 3
    assert st.current_seat == 1  # Muted: the Sentry's ability does not happen


def test_mystic_set_value_beats_the_warlord_bonus():
    st = build(
        hands=[["Warlord", "Fool"], ["Soldier"]],
        court=["Queen", "Elder"],
        mystic=7,
    )
    do(st, "play Warlord")
    assert st.court_value(st.court[-1]) == 3


def test_kings_hand_stops_the_mystic_which_is_removed():
    st = build(
        hands=[["Mystic", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Inquisitor"],
        disgraced=[0],
    )
    do(st, "play Mystic", "name 5", "react King's Hand")
    assert st.mystic is None
    assert court(st) == ["[Elder]", "Inquisitor"]
    assert [st.name(c) for c in st.removed] == ["Mystic"]


def test_nine_cannot_be_named():
    st = build(hands=[["Mystic", "Fool"], ["Soldier"]], court=["Elder"], disgraced=[0])
    do(st, "play Mystic")
    assert "name 9" not in legal(st)
