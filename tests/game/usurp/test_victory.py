"""The victory ladder (rulebook, Victory): each rung met, and failing for each of its reasons
in plain words; ties for control control nothing."""

from __future__ import annotations

from game.usurp import data
from game.usurp.positions import build, num
from game.usurp.victory import controller


def rung(st, name):
    return next(r for r in st.result["ladder"] if r["rung"] == name)


def end(piles, dead=(), mode="usurp/3p", under=None):
    st = build(mode, piles=piles, dead=dead, under=under)
    assert st.match_over
    return st


USURPER_WIN = {
    "Usurper": ["Hayhurst Guard"],
    "Queen": ["Sylvestre Conspiracy"],
    "Duchess": ["Quinton Conspiracy"],
}


def test_usurper_victory():
    st = end(USURPER_WIN)
    assert st.result["rung"] == "usurper" and st.result["winner"] == 0
    assert st.winner == 0 and st.result["winners"] == [0] and st.scores == [1, 0, 0]
    assert rung(st, "usurper")["decides"]


def test_usurper_fails_with_only_two_disgruntled():
    st = end({"Usurper": ["Hayhurst Guard"], "Queen": ["Sylvestre Conspiracy"]})
    assert rung(st, "usurper")["why"] == "only 2 Subjects are disgruntled (3 needed)"


def test_usurper_fails_when_dead():
    st = end(USURPER_WIN, dead=("Usurper",))
    assert not rung(st, "usurper")["met"]
    assert rung(st, "usurper")["why"].startswith("the Usurper is dead")


def test_usurper_fails_on_a_tie_for_control():
    st = end({**USURPER_WIN, "Usurper": ["Hayhurst Guard", "Sylvestre Guard"]})
    assert rung(st, "usurper")["why"] == (
        "nobody controls the Usurper (Hayhurst and Sylvestre tie with 1 each)"
    )


def test_a_bribed_usurper_is_loyal_and_does_not_count():
    st = end({**USURPER_WIN, "Usurper": ["Hayhurst Bribery"]})
    assert rung(st, "usurper")["why"] == "only 2 Subjects are disgruntled (3 needed)"


def test_dead_subjects_do_not_count_as_disgruntled():
    assert data.DEAD_COUNT_AS_DISGRUNTLED is False
    st = end(USURPER_WIN, dead=("Queen",))
    assert rung(st, "usurper")["why"] == "only 2 Subjects are disgruntled (3 needed)"


def test_a_conspiracy_on_the_king_does_not_count():
    st = end({**USURPER_WIN, "Duchess": [], "King": ["Quinton Conspiracy"]})
    assert not rung(st, "usurper")["met"]


def test_king_victory_and_its_failures():
    st = end({"King": ["Sylvestre Guard"]})
    assert st.result["rung"] == "king" and st.result["winner"] == 1
    st = end({"King": ["Sylvestre Guard"]}, dead=("King",))
    assert rung(st, "king")["why"] == "the King is dead"
    st = end({"King": ["Sylvestre Guard", "Quinton Guard"]})
    assert (
        rung(st, "king")["why"]
        == "nobody controls the King (Sylvestre and Quinton tie with 1 each)"
    )
    st = end({"Queen": ["Sylvestre Guard"]})
    assert rung(st, "king")["why"] == "nobody controls the King (no cards there)"


def test_heir_victory_and_its_failures():
    st = end({"Heir": ["Quinton Guard"]}, dead=("King",))
    assert st.result["rung"] == "heir" and st.result["winner"] == 2
    st = end({"Heir": ["Quinton Guard"], "King": ["Hayhurst Guard", "Sylvestre Guard"]})
    assert rung(st, "heir")["why"] == "the King is alive"
    st = end({"Heir": ["Quinton Guard", "Quinton Conspiracy"]}, dead=("King",))
    assert rung(st, "heir")["why"] == "the Heir is disgruntled"
    st = end({"Heir": ["Quinton Guard"]}, dead=("King", "Heir"))
    assert rung(st, "heir")["why"] == "the Heir is dead"
    st = end({"Heir": ["Quinton Guard", "Hayhurst Guard"]}, dead=("King",))
    assert rung(st, "heir")["why"].startswith("nobody controls the Heir")


def test_bastard_victory_and_its_failures():
    st = end({"Bastard": ["Hayhurst Guard"], "Heir": ["Quinton Conspiracy"]}, dead=("King",))
    assert st.result["rung"] == "bastard" and st.result["winner"] == 0
    assert rung(st, "heir")["why"].startswith("the Heir is disgruntled")
    st = end({"Bastard": ["Hayhurst Guard", "Hayhurst Conspiracy"]}, dead=("King", "Heir"))
    assert rung(st, "bastard")["why"] == "the Bastard is disgruntled"
    st = end({"Bastard": ["Hayhurst Guard"]}, dead=("King", "Heir", "Bastard"))
    assert rung(st, "bastard")["why"] == "the Bastard is dead"


def test_court_victory_ties_and_only_living_loyal_subjects():
    tie = {"King": ["Hayhurst Guard", "Sylvestre Guard"], "Queen": ["Hayhurst Antidote"]}
    st = end({**tie, "Duchess": ["Sylvestre Antidote"], "Alchemist": ["Sylvestre Bribery"]})
    assert st.result["rung"] == "court" and st.result["winner"] == 1
    st = end({**tie, "Duchess": ["Sylvestre Antidote"]})
    assert rung(st, "court")["why"] == (
        "Hayhurst and Sylvestre tie for the most living, loyal Subjects (1 each)"
    )
    st = end(
        {**tie, "Duchess": ["Sylvestre Antidote"], "Alchemist": ["Sylvestre Bribery"]},
        dead=("Duchess", "Alchemist"),
    )
    assert st.result["rung"] == "court" and st.result["winner"] == 0
    st = end({**tie, "Queen": ["Hayhurst Antidote", "Hayhurst Conspiracy"]})
    assert rung(st, "court")["why"] == "no family controls a living, loyal Subject"


def test_anarchy_even_with_a_dead_anarchist_then_nobody():
    assert data.ANARCHY_NEEDS_ALIVE is False
    tie = {"King": ["Hayhurst Guard", "Sylvestre Guard"]}
    st = end({**tie, "Anarchist": ["Quinton Conspiracy"]}, dead=("Anarchist",))
    assert st.result["rung"] == "anarchy" and st.result["winner"] == 2
    st = end(tie)
    assert st.result["rung"] == "nobody" and st.result["winner"] is None and st.winner is None
    assert st.match_over and st.scores == [0, 0, 0] and st.result["points"] == {}
    assert st.result["reason"].startswith("Nobody wins")
    assert rung(st, "anarchy")["why"] == "nobody controls the Anarchist (no cards there)"


def test_control_needs_one_more_than_every_other_family():
    st = build(
        piles={"Queen": ["Hayhurst Guard", "Sylvestre Guard", "Hayhurst Antidote"]}, stage="hide"
    )
    assert controller(st, num("Queen")) == 0
    st = build(piles={"Queen": ["Hayhurst Guard", "Sylvestre Guard"]}, stage="hide")
    assert controller(st, num("Queen")) is None


def test_team_play_both_teammates_win():
    st = end({"King": ["Sylvestre Guard"]}, mode="usurp/teams-6")
    assert st.result["winner"] == 1 and st.result["winners"] == [1, 4]
    assert st.scores == [0, 1, 0, 0, 1, 0]
