"""Every Leverage card's action and each of its limits (rulebook, Card Actions), on exact
positions built by label. Three families: Hayhurst (seat 0), Sylvestre (1), Quinton (2)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.usurp.positions import build, cid, num
from game.usurp.state import UsurpState
from tests.game.usurp.helpers import kinds, legal, pile, play


def test_spy_moves_another_familys_card_to_a_living_member():
    st = build(piles={"Queen": ["Hayhurst Spy", "Sylvestre Dagger"], "Heir": ["Quinton Guard"]})
    assert st.decision == "spy" and st.current_seat == 0
    moves = legal(st)
    assert moves[0] == "pass"
    assert "move Sylvestre Dagger>King" in moves and "move Quinton Guard>Queen" in moves
    assert not any(m.startswith("move Hayhurst") for m in moves)  # never its own family
    assert "move Sylvestre Dagger>Queen" not in moves  # "to any OTHER member"
    ev = play(st, "move Sylvestre Dagger>King")
    assert pile(st, "King") == ["Sylvestre Dagger"]
    assert pile(st, "Queen") == ["Hayhurst Spy"]
    assert ("move", "spy") in [(e.kind, e.arg) for e in ev]


def test_spy_cannot_move_a_poison_nor_to_a_dead_member():
    st = build(
        piles={"Queen": ["Hayhurst Spy", "Sylvestre Poison", "Quinton Guard"]}, dead=("Heir",)
    )
    moves = legal(st)
    assert not any("Poison" in m for m in moves)
    assert not any(m.endswith(">Heir") for m in moves)
    assert "move Quinton Guard>King" in moves


def test_spy_with_nothing_to_move_is_skipped():
    st = build(piles={"Queen": ["Hayhurst Spy", "Sylvestre Poison"]})
    ev = st.opening_events
    assert "no_move" in kinds(ev) and st.match_over
    assert cid("Hayhurst Spy") not in st.face_up


def test_spy_acts_on_a_dead_member():
    st = build(piles={"Heir": ["Hayhurst Spy", "Quinton Guard"]}, dead=("Heir",))
    assert st.decision == "spy"
    play(st, "move Quinton Guard>King")
    assert pile(st, "King") == ["Quinton Guard"]


def test_agent_moves_a_poison_and_goes_along_right_after_it():
    st = build(
        piles={
            "Queen": ["Hayhurst Agent", "Sylvestre Poison"],
            "King": ["Quinton Guard", "Quinton Antidote"],
        }
    )
    assert st.decision == "agent"
    moves = legal(st)
    assert "move Sylvestre Poison>King" in moves
    assert not any("Quinton Guard" in m for m in moves)  # only cards in the Agent's space
    play(st, "move Sylvestre Poison>King")
    assert pile(st, "King") == [
        "Quinton Guard",
        "Quinton Antidote",
        "Sylvestre Poison",
        "Hayhurst Agent",
    ]
    assert st.alive[num("King")]  # the Antidote there blocks the moved Poison


def test_agent_acts_on_a_dead_member_and_moves_any_family():
    st = build(
        piles={"Heir": ["Sylvestre Dagger", "Hayhurst Agent", "Hayhurst Guard"]}, dead=("Heir",)
    )
    assert st.decision == "agent"
    assert "move Hayhurst Guard>King" in legal(st) and "move Sylvestre Dagger>King" in legal(st)
    play(st, "move Sylvestre Dagger>King")
    assert not st.alive[num("King")]  # the moved Dagger resolves after the Agents
    assert pile(st, "King") == ["Sylvestre Dagger", "Hayhurst Agent"]


def test_agent_is_never_hidden_in_a_book():
    st = build(piles={"Queen": ["Hayhurst Books"]}, stage="hide")
    assert st.decision == "hide" and st.current_seat == 0
    assert "hide Agent" not in legal(st) and "hide Poison" in legal(st)
    with pytest.raises(IllegalAction):
        st.apply("hide Agent")


def test_dagger_kills_its_member():
    st = build(piles={"Queen": ["Sylvestre Dagger"]})
    assert not st.alive[num("Queen")] and st.killed_by[num("Queen")] == (cid("Sylvestre Dagger"),)
    assert cid("Sylvestre Dagger") not in st.face_up


def test_dagger_stabs_the_guard_first_and_the_guard_still_counts():
    st = build(piles={"Queen": ["Sylvestre Dagger", "Quinton Guard"]})
    ev = st.opening_events
    assert st.alive[num("Queen")]
    g = cid("Quinton Guard")
    assert g in st.stabbed and g not in st.face_up
    assert st.influence(num("Queen")) == {1: 1, 2: 1}
    assert "stab" in kinds(ev)


def test_two_daggers_kill_through_one_guard():
    st = build(piles={"Queen": ["Sylvestre Dagger", "Quinton Guard", "Hayhurst Dagger"]})
    assert not st.alive[num("Queen")] and st.killed_by[num("Queen")] == (cid("Hayhurst Dagger"),)


def test_the_daggers_player_chooses_among_guards():
    st = build(piles={"Queen": ["Quinton Guard", "Sylvestre Dagger", "Hayhurst Guard"]})
    assert st.decision == "stab" and st.current_seat == 1
    assert legal(st) == ["stab Quinton Guard", "stab Hayhurst Guard"]  # no pass: a Dagger must
    play(st, "stab Hayhurst Guard")
    assert cid("Hayhurst Guard") in st.stabbed and cid("Quinton Guard") not in st.stabbed
    assert st.alive[num("Queen")]


def test_dagger_on_a_dead_member_does_nothing():
    st = build(piles={"Queen": ["Sylvestre Dagger", "Quinton Guard"]}, dead=("Queen",))
    ev = st.opening_events
    assert cid("Quinton Guard") not in st.stabbed
    assert any(e.kind == "no_effect" and e.arg["why"] == "dead" for e in ev)


def test_betrayal_moves_own_family_cards_itself_too_never_poison():
    st = build(
        piles={
            "Queen": ["Hayhurst Betrayal", "Hayhurst Poison", "Sylvestre Guard"],
            "Heir": ["Hayhurst Guard"],
        }
    )
    assert st.decision == "betrayal"
    moves = legal(st)
    assert "move Hayhurst Guard>King" in moves
    assert "move Hayhurst Betrayal>King" in moves  # BETRAYAL_MOVES_ITSELF
    assert not any("Poison" in m or "Sylvestre" in m for m in moves)
    play(st, "move Hayhurst Betrayal>Heir")
    assert pile(st, "Heir") == ["Hayhurst Guard", "Hayhurst Betrayal"]


def test_betrayal_acts_on_a_dead_member():
    st = build(piles={"Heir": ["Hayhurst Betrayal", "Hayhurst Guard"]}, dead=("Heir",))
    assert st.decision == "betrayal"
    play(st, "move Hayhurst Guard>King")
    assert pile(st, "King") == ["Hayhurst Guard"]


def test_optional_actions_may_be_declined():
    st = build(piles={"Queen": ["Hayhurst Betrayal", "Hayhurst Guard"]})
    ev = st.opening_events
    ev = play(st, "pass")
    assert "pass" in kinds(ev) and pile(st, "Queen") == ["Hayhurst Betrayal", "Hayhurst Guard"]
    assert cid("Hayhurst Betrayal") not in st.face_up


def test_book_and_its_card_are_one_influence_and_move_together():
    st = build(
        piles={"Queen": ["Sylvestre Spy"], "Heir": ["Hayhurst Books"]},
        under={"Hayhurst Books": "Hayhurst Guard"},
    )
    assert st.influence(num("Heir")) == {0: 1}
    play(st, "move Hayhurst Books>King")
    assert st.loc[cid("Hayhurst Books")] == num("King")
    assert st.under[cid("Hayhurst Books")] == cid("Hayhurst Guard")


def test_book_on_a_dead_member_does_nothing_and_stays_hidden():
    st = build(
        piles={"Queen": ["Hayhurst Books"]},
        under={"Hayhurst Books": "Hayhurst Dagger"},
        dead=("Queen",),
    )
    ev = st.opening_events
    assert st.match_over
    assert cid("Hayhurst Dagger") not in st.revealed
    assert any(e.kind == "no_effect" and e.arg["type"] == "Books" for e in ev)
    # Still hidden in another seat's view during play: checked on a living copy below.


def test_book_poison_acts_at_once_and_antidote_blocks_it():
    st = build(
        piles={"Queen": ["Hayhurst Books"], "Heir": ["Sylvestre Books", "Quinton Antidote"]},
        under={"Hayhurst Books": "Hayhurst Poison", "Sylvestre Books": "Sylvestre Poison"},
    )
    ev = st.opening_events
    assert st.decision == "book" and st.current_seat == 0 and legal(st) == ["pass", "reveal"]
    ev += play(st, "reveal")
    assert not st.alive[num("Queen")]  # at once, before the Poison step
    ev += play(st, "reveal")
    assert not st.alive[num("Queen")] and st.alive[num("Heir")]
    order = [e.kind for e in ev if e.kind in ("reveal", "kill", "blocked")]
    assert order == ["reveal", "kill", "reveal", "blocked"]
    assert cid("Hayhurst Poison") not in st.face_up and cid("Hayhurst Books") not in st.face_up


def test_book_spy_asks_its_player_and_says_it_came_from_the_book():
    st = build(
        piles={"Queen": ["Sylvestre Books"], "Heir": ["Quinton Guard"]},
        under={"Sylvestre Books": "Sylvestre Spy"},
    )
    assert st.decision == "book" and st.current_seat == 1
    play(st, "reveal")
    assert st.decision == "spy" and st.current_seat == 1
    assert st.view(1)["pending"]["from_book"] == cid("Sylvestre Books")
    play(st, "move Quinton Guard>King")
    assert pile(st, "King") == ["Quinton Guard"]
    assert cid("Sylvestre Spy") not in st.face_up and cid("Sylvestre Books") not in st.face_up


def test_book_guard_conspiracy_become_present():
    st = build(
        piles={"Queen": ["Quinton Books"], "Duchess": ["Hayhurst Books"]},
        under={"Quinton Books": "Quinton Conspiracy", "Hayhurst Books": "Hayhurst Bribery"},
    )
    ev = st.opening_events
    ev += play(st, "reveal", "reveal")
    assert st.disgruntled(num("Queen")) is True
    assert cid("Quinton Conspiracy") in st.face_up  # never flipped
    markers = [e.arg for e in ev if e.kind == "marker"]
    assert {"member": "Queen", "disgruntled": True} in markers


def test_book_dagger_is_stopped_by_a_book_guard_revealed_earlier():
    st = build(
        piles={"Queen": ["Quinton Books", "Hayhurst Books"]},
        under={"Quinton Books": "Quinton Guard", "Hayhurst Books": "Hayhurst Dagger"},
    )
    play(st, "reveal", "reveal")
    assert st.alive[num("Queen")] and cid("Quinton Guard") in st.stabbed


def test_poisons_resolve_together_and_every_antidote_blocks_them_all():
    st = build(
        piles={
            "Queen": ["Hayhurst Poison", "Sylvestre Poison", "Quinton Antidote"],
            "Heir": ["Quinton Poison"],
        }
    )
    ev = st.opening_events
    assert st.alive[num("Queen")] and not st.alive[num("Heir")]
    blocked = next(e for e in ev if e.kind == "blocked")
    assert blocked.arg["poisons"] == [cid("Hayhurst Poison"), cid("Sylvestre Poison")]
    # All resolve before any dies: every resolve event comes before the kills.
    tail = [e.kind for e in ev if e.kind in ("resolve", "kill", "blocked")]
    assert tail == ["resolve", "resolve", "resolve", "blocked", "kill"]


def test_flip_rules():
    st = build(
        piles={
            "Queen": ["Hayhurst Dagger", "Sylvestre Guard", "Quinton Antidote", "Quinton Bribery"],
            "Heir": ["Hayhurst Conspiracy", "Sylvestre Poison"],
        }
    )
    up = {st.cards[c].label for c in st.face_up}
    assert up == {"Quinton Antidote", "Quinton Bribery", "Hayhurst Conspiracy"}


def test_markers_conspiracy_bribery_and_the_king():
    st = build(piles={"King": ["Hayhurst Conspiracy"], "Queen": ["Sylvestre Conspiracy"]})
    assert st.disgruntled(num("King")) is None  # a Conspiracy on the King never counts
    assert st.disgruntled(num("Queen")) is True
    assert st.disgruntled(num("Usurper")) is True  # STARTING_DISGRUNTLED
    st2 = build(piles={"Usurper": ["Hayhurst Bribery", "Sylvestre Conspiracy"]})
    assert st2.disgruntled(num("Usurper")) is False


def test_a_placed_conspiracy_flips_the_marker_at_once():
    st2 = UsurpState("usurp/3p", 1, {"first": "0"})
    ev = st2.apply("place Conspiracy@Queen")
    assert [e.arg for e in ev if e.kind == "marker"] == [{"member": "Queen", "disgruntled": True}]
    ev = play(st2, "place Bribery@Queen")
    assert [e.arg for e in ev if e.kind == "marker"] == [{"member": "Queen", "disgruntled": False}]
    assert st2.decision == "place" and st2.current_seat == 2


def test_a_books_player_may_decline_it_and_its_card_stays_hidden():
    st = build(
        piles={
            "King": ["Hayhurst Antidote"],
            "Queen": ["Sylvestre Spy"],
            "Heir": ["Hayhurst Books"],
        },
        under={"Hayhurst Books": "Hayhurst Dagger"},
    )
    play(st, "move Hayhurst Books>King")  # Sylvestre's Spy puts the Book on Hayhurst's King
    assert st.decision == "book" and st.current_seat == 0
    assert st.view(0)["pending"]["type"] == "Books"
    ev = play(st, "pass")
    assert any(e.kind == "pass" for e in ev) and not any(e.kind == "reveal" for e in ev)
    assert st.alive[num("King")] and st.result["winner"] == 0
    assert cid("Hayhurst Dagger") not in st.revealed
    assert st.influence(num("King")) == {0: 2}
    assert cid("Hayhurst Books") not in st.face_up


def test_the_mandatory_book_switch(monkeypatch):
    from game.usurp import data

    monkeypatch.setattr(data, "BOOK_MAY_DECLINE", False)
    st = build(
        piles={"King": ["Hayhurst Antidote", "Hayhurst Books"]},
        under={"Hayhurst Books": "Hayhurst Dagger"},
    )
    assert st.match_over and not st.alive[num("King")]  # revealed without asking
