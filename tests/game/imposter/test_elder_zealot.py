from game.imposter.positions import build
from tests.game.imposter.helpers import do, legal


def test_elder_may_be_played_on_royalty_whatever_its_value():
    st = build(hands=[["Elder", "Fool"], ["Soldier"]], court=["Queen"])
    assert legal(st) == ["play Elder", "flip"]


def test_elder_may_not_be_played_on_a_higher_card_without_royalty():
    st = build(hands=[["Elder", "Fool"], ["Soldier"]], court=["Soldier"])
    assert legal(st) == ["flip"]


def test_elder_may_not_be_played_on_disgraced_royalty():
    st = build(hands=[["Elder"], ["Soldier"]], court=["Soldier", "Queen"], disgraced=[1])
    assert "play Elder" in legal(st)  # a Disgraced Queen is worth 1: played normally
    st = build(hands=[["Elder"], ["Soldier"]], court=["Queen", "Soldier"], disgraced=[0])
    assert legal(st) == ["flip"]


def test_muted_elder_loses_its_permission():
    st = build(hands=[["Elder"], ["Soldier"]], court=["Queen"], mystic=3)
    assert legal(st) == ["flip"]


def test_elder_is_immune_to_kings_hand_so_nobody_is_prompted():
    st = build(hands=[["Elder", "Fool"], ["King's Hand"]], court=["Queen"])
    do(st, "play Elder")
    assert st.current_seat == 1 and st.decision == "turn"


def test_zealot_needs_a_flipped_king_and_a_throne_without_royalty():
    up = build(hands=[["Zealot"], ["Soldier"]], court=["Sentry"])
    assert legal(up) == ["flip"]
    flipped = build(hands=[["Zealot"], ["Soldier"]], court=["Sentry"], kings_up=[False, True])
    assert legal(flipped) == ["play Zealot"]
    on_royalty = build(hands=[["Zealot"], ["Soldier"]], court=["Queen"], kings_up=[False, True])
    assert on_royalty.round_over  # no play and no King to flip: seat 0 cannot take a turn


def test_zealot_counts_a_disgraced_throne_as_not_royalty():
    st = build(hands=[["Zealot"], ["Soldier"]], court=["Sentry", "Queen"], kings_up=[False, True])
    assert st.round_over  # the Queen on the Throne is Royalty: seat 0 has no turn
    st = build(
        hands=[["Zealot"], ["Soldier"]],
        court=["Queen", "Sentry"],
        disgraced=[1],
        kings_up=[False, True],
    )
    assert legal(st) == ["play Zealot"]


def test_muted_zealot_loses_its_permission():
    st = build(
        hands=[["Zealot", "Fool"], ["Soldier"]],
        court=["Sentry"],
        kings_up=[False, True],
        mystic=3,
    )
    assert st.round_over
