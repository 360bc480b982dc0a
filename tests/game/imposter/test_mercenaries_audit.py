"""Rules-audit findings of the Mercenary modes (issue 12): the Arbiter with the Oathbound and
the Herald, the Mercenary Aegis, the Bard and Arbiter readings, Rallies with an empty Army."""

from game.imposter.positions import build
from tests.game.imposter.helpers import legal

CUT = "imposter/cutthroat-mercenaries"
TEAM = "imposter/2v2-mercenaries"


def _pass_reactions(st):
    while st.decision == "react":
        st.apply("pass")


def test_the_oathbound_cannot_be_played_on_a_higher_card_when_only_the_arbiter_would_follow():
    st = build(TEAM, court=["Mystic"], to_move=0,
               hands=[["Oathbound", "Arbiter"], ["Fool", "Elder"], ["Zealot"], ["Soldier"]])  # fmt: skip
    assert legal(st) == ["flip"]


def test_the_oathbounds_follow_up_is_never_the_arbiter_as_the_last_card():
    st = build(TEAM, court=["Mystic"], to_move=0,
               hands=[["Oathbound", "Arbiter", "Fool"], ["Fool", "Elder"], ["Zealot"], ["Soldier"]])  # fmt: skip
    st.apply("play Oathbound")
    assert st.decision == "follow"
    assert sorted(legal(st)) == ["play Arbiter", "play Fool"]
    st.apply("play Arbiter")
    assert st.decision == "arbiter_target"  # the Fool is left to exchange


def test_the_heralds_chained_arbiter_has_the_herald_to_exchange():
    st = build(TEAM, court=["Elder"], successors=["Queen"], to_move=0,
               hands=[["Herald", "Arbiter"], ["Fool", "Elder"], ["Zealot"], ["Soldier"]])  # fmt: skip
    st.apply("play Herald")
    _pass_reactions(st)
    st.apply("successor Queen")
    assert "play Arbiter" in legal(st)
    st.apply("play Arbiter")
    assert st.decision == "arbiter_target"
    assert [st.name(c) for c in st.hands[0]] == ["Herald"]


def test_a_mercenary_aegis_loses_steadfast_when_its_holders_king_is_flipped():
    st = build(CUT, court=["Elder"], to_move=0, successors=["Soldier", "Fool", "Mystic"],
               hands=[["Aegis", "Queen"], ["Princess", "Elder"], ["Sentry", "Zealot"]])  # fmt: skip
    aegis = next(c for c in st.hands[0] if st.name(c) == "Aegis")
    assert st.is_steadfast(aegis)
    st.apply("flip")
    _pass_reactions(st)
    assert not st.king_up[0] and not st.is_steadfast(aegis)
    other = build(CUT, court=["Elder"], to_move=0, successors=["Soldier", "Fool", "Mystic"],
                  hands=[["Queen"], ["Aegis", "Elder"], ["Sentry", "Zealot"]])  # fmt: skip
    other.apply("flip")
    _pass_reactions(other)
    held = next(c for c in other.hands[1] if other.name(c) == "Aegis")
    assert other.king_up[1] and other.is_steadfast(held)  # seat 1's King is still up


def test_the_informants_rally_is_offered_with_an_empty_army_and_mercenaries_in_the_area():
    st = build(TEAM, hands=[["Informant", "Queen"], ["Fool", "Elder"], ["Zealot"], ["Soldier"]],
               court=["Elder"], dungeons=["Fool", "Spy", "Princess", "Warden"],
               armies=[[], [], [], []], to_move=0,
               exhausts=[["Army Elder", "Army Inquisitor", "Army Soldier", "Army Judge",
                          "Army Oathbound"]])  # fmt: skip
    assert st.merc.area and not st.fon.army[0]
    st.apply("play Informant")
    _pass_reactions(st)
    st.apply("choose 1")
    _pass_reactions(st)
    st.apply("name Spy")
    _pass_reactions(st)
    assert "rally" in legal(st)
    st.apply("rally")
    assert sorted(legal(st)) == sorted(f"rally {st.label(c)}" for c in st.merc.area)


def test_the_ancestors_rally_is_offered_with_an_empty_army_and_mercenaries_in_the_area():
    st = build(CUT, hands=[["Ancestor", "Fool"], ["Elder"], ["Zealot"]], court=["Queen"],
               armies=[[], [], []], to_move=0)  # fmt: skip
    assert not st.fon.army[0] and not st.fon.exhaust[0] and st.merc.area
    st.apply("play Ancestor")
    assert st.decision == "ancestor_rally" and legal(st) == ["discard Fool", "pass"]
    st.apply("discard Fool")
    assert sorted(legal(st)) == sorted(f"rally {st.label(c)}" for c in st.merc.area)


def test_the_nakturns_kings_hand_window_opens_after_the_opponent_is_chosen():
    st = build(TEAM, hands=[["Nakturn", "Queen"], ["Fool", "Elder"], ["Zealot"], ["Soldier"]],
               court=["Elder", "Fool"], disgraced=[1], to_move=0)  # fmt: skip
    st.apply("play Nakturn")
    _pass_reactions(st)
    st.apply("name Flag Bearer")
    assert st.decision == "nakturn_target" and legal(st) == ["choose 1", "choose 3"]
    st.apply("choose 3")
    assert st.decision == "react"
    _pass_reactions(st)
    assert st.decision == "nakturn_guess" and st.current_seat == 3
