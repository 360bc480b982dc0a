"""The resolution order (rulebook, Rebellion Phase): by type in data.RESOLUTION_ORDER (the list,
Agent before Dagger), each type from the King in member number order, nearest card first,
until every card of the type has resolved (a card moved onto an earlier member too)."""

from __future__ import annotations

from game.usurp import data
from game.usurp.positions import build, cid, num
from tests.game.usurp.helpers import legal, play


def test_the_order_is_the_rulebooks_list():
    assert data.RESOLUTION_ORDER == ("Spy", "Agent", "Dagger", "Betrayal", "Books", "Poison")


def test_agent_resolves_before_dagger():
    st = build(piles={"Queen": ["Sylvestre Dagger", "Hayhurst Agent"]})
    assert st.decision == "agent"  # the Dagger nearer the Queen waits for the Agents
    play(st, "move Sylvestre Dagger>Heir")
    assert st.alive[num("Queen")] and not st.alive[num("Heir")]


def test_spies_on_the_king_resolve_first():
    st = build(piles={"Queen": ["Hayhurst Spy", "Quinton Guard"], "King": ["Sylvestre Spy"]})
    assert st.decision == "spy" and st.current_seat == 1
    assert st.view(0)["resolving"]["card"] == cid("Sylvestre Spy")
    assert st.view(0)["resolving"]["next"] == [cid("Hayhurst Spy")]


def test_the_card_nearest_the_member_resolves_first():
    st = build(piles={"Queen": ["Sylvestre Spy", "Hayhurst Spy", "Quinton Guard"]})
    assert st.current_seat == 1
    play(st, "pass")
    assert st.decision == "spy" and st.current_seat == 0


def test_a_card_moved_onto_an_earlier_member_still_resolves():
    st = build(piles={"Queen": ["Hayhurst Spy"], "Heir": ["Sylvestre Spy", "Quinton Guard"]})
    assert st.current_seat == 0
    play(st, "move Sylvestre Spy>King")
    assert st.decision == "spy" and st.current_seat == 1  # moved before the Queen, still resolves
    play(st, "pass")
    assert st.match_over


def test_a_spy_moved_dagger_resolves_where_it_lands():
    st = build(piles={"Heir": ["Hayhurst Spy"], "Queen": ["Sylvestre Dagger"]})
    play(st, "move Sylvestre Dagger>King")
    assert not st.alive[num("King")] and st.alive[num("Queen")]


def test_each_card_resolves_once():
    st = build(piles={"Queen": ["Hayhurst Betrayal", "Quinton Guard"], "Heir": ["Hayhurst Spy"]})
    play(st, "pass")  # the Spy
    assert st.decision == "betrayal"
    play(st, "move Hayhurst Betrayal>King")
    assert st.match_over  # the moved Betrayal does not resolve again


def test_books_resolve_after_betrayal_and_before_poison():
    st = build(
        piles={"Queen": ["Hayhurst Poison", "Sylvestre Books"], "Heir": ["Sylvestre Betrayal"]},
        under={"Sylvestre Books": "Sylvestre Antidote"},
    )
    assert st.decision == "betrayal"
    assert "move Sylvestre Books>King" in legal(st)
    play(st, "pass")
    assert st.alive[num("Queen")]  # the Book's Antidote came up before the Poison resolved
