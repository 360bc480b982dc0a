"""Each UNVERIFIED ruling of docs/rules-notes.md is a switch the code really reads: flipping it
changes the game the way its note says."""

from __future__ import annotations

from game.usurp import data
from game.usurp.positions import build
from tests.game.usurp.helpers import legal


def rung(st, name):
    return next(r for r in st.result["ladder"] if r["rung"] == name)


def test_spy_acts_on_dead_switch(monkeypatch):
    monkeypatch.setattr(data, "SPY_ACTS_ON_DEAD", False)
    st = build(piles={"Heir": ["Hayhurst Spy", "Quinton Guard"]}, dead=("Heir",))
    ev = st.opening_events
    assert st.match_over and any(e.kind == "no_effect" for e in ev)


def test_betrayal_moves_itself_switch(monkeypatch):
    monkeypatch.setattr(data, "BETRAYAL_MOVES_ITSELF", False)
    st = build(piles={"Queen": ["Hayhurst Betrayal", "Hayhurst Guard"]})
    assert not any("Hayhurst Betrayal" in m for m in legal(st))
    assert "move Hayhurst Guard>King" in legal(st)


def test_anarchy_needs_alive_switch(monkeypatch):
    monkeypatch.setattr(data, "ANARCHY_NEEDS_ALIVE", True)
    tie = {"King": ["Hayhurst Guard", "Sylvestre Guard"], "Anarchist": ["Quinton Guard"]}
    st = build(piles=tie, dead=("Anarchist",))
    assert st.result["rung"] == "nobody" and rung(st, "anarchy")["why"] == "the Anarchist is dead"


def test_dead_count_as_disgruntled_switch(monkeypatch):
    monkeypatch.setattr(data, "DEAD_COUNT_AS_DISGRUNTLED", True)
    piles = {
        "Usurper": ["Hayhurst Guard"],
        "Queen": ["Sylvestre Conspiracy"],
        "Duchess": ["Quinton Conspiracy"],
    }
    st = build(piles=piles, dead=("Queen",))
    assert st.result["rung"] == "usurper"


def test_usurper_must_be_disgruntled_switch(monkeypatch):
    piles = {
        "Usurper": ["Hayhurst Bribery"],
        "Queen": ["Sylvestre Conspiracy"],
        "Duchess": ["Quinton Conspiracy"],
        "Alchemist": ["Hayhurst Conspiracy"],
    }
    st = build(piles=piles)
    assert st.result["rung"] == "usurper"  # a bribed Usurper still wins with three others
    monkeypatch.setattr(data, "USURPER_MUST_BE_DISGRUNTLED", True)
    st = build(piles=piles)
    assert rung(st, "usurper")["why"] == "the Usurper is bribed"


def test_court_tie_switch(monkeypatch):
    piles = {"Queen": ["Hayhurst Guard"], "Duchess": ["Sylvestre Guard"]}
    st = build(piles=piles)
    assert data.COURT_TIE == "fails" and st.result["rung"] == "nobody"
    monkeypatch.setattr(data, "COURT_TIE", "family_order")
    st = build(piles=piles)
    assert st.result["rung"] == "court" and st.result["winner"] == 0
    assert "comes first in family order" in rung(st, "court")["why"]


def test_team_row_switch(monkeypatch):
    from game.usurp.state import UsurpState

    row = [0, 1, 2, 5, 4, 3]
    assert list(UsurpState("usurp/teams-6", 0, {"first": "0"}).order) == row + row[::-1] + row
    monkeypatch.setattr(data, "TEAM_ROW", "a_then_b_repeated")
    order = list(UsurpState("usurp/teams-6", 0, {"first": "0"}).order)
    assert order == row * 3
    assert all(order[i] != order[i + 1] for i in range(len(order) - 1))  # never twice running
    assert [s % 3 for s in order] == [s % 3 for s in row + row[::-1] + row]  # same families
