"""The common interface (docs/model.md, Usurp the King): illegal actions, saves, clones,
views, determinization, team privacy and the tutorial objectives."""

from __future__ import annotations

import json

import pytest

from game.core import saves
from game.core.actions import Action, IllegalAction
from game.core.registry import new_match
from game.core.rng import Rng
from game.usurp import data
from game.usurp.positions import build, cid, num
from game.usurp.rules import objective_pool
from game.usurp.state import UsurpState, objective_text
from tests.game.usurp.helpers import legal


def random_game(mode_id: str, seed: int, stop=None, options=None) -> UsurpState:
    st = new_match(mode_id, seed, options)
    rng = Rng(seed + 99)
    while not st.match_over:
        if stop is not None and stop(st):
            break
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    return st


def test_an_illegal_action_names_itself_and_the_legal_ones_and_changes_nothing():
    st = new_match("usurp/3p", 1)
    before = st.snapshot()
    with pytest.raises(IllegalAction) as err:
        st.apply("place Crown@King")
    assert "place Crown@King" in str(err.value) and "place Spy@King" in str(err.value)
    with pytest.raises(IllegalAction):
        st.apply("move Hayhurst Spy>King")
    assert st.snapshot() == before


def test_anything_but_an_action_or_text_is_a_type_error():
    st = new_match("usurp/3p", 1)
    before = st.snapshot()
    with pytest.raises(TypeError):
        st.apply(("place", "Spy@King"))
    with pytest.raises(TypeError):
        st.apply(3)
    assert st.snapshot() == before


def test_no_action_once_over():
    st = random_game("usurp/2p", 3)
    assert st.match_over and st.legal_actions() == [] and st.decision == "match_over"
    with pytest.raises(IllegalAction):
        st.apply("pass")


@pytest.mark.parametrize("mode_id", ["usurp/2p", "usurp/5p", "usurp/teams-8"])
def test_saves_round_trip_mid_game_and_at_the_end(mode_id):
    st = random_game(mode_id, 5, stop=lambda s: s.phase == "rebellion", options={"tutorial": "on"})
    back = saves.loads(saves.dumps(st))
    assert back.snapshot() == st.snapshot() and back.options == st.options
    st = random_game(mode_id, 5)
    back = saves.loads(saves.dumps(st))
    assert back.snapshot() == st.snapshot() and back.result == st.result


def test_step_and_apply_reach_the_same_state_and_clones_are_independent():
    a = new_match("usurp/4p", 11)
    b = new_match("usurp/4p", 11)
    rng = Rng(4)
    while not a.match_over:
        acts = a.legal_actions()
        pick = acts[rng.randrange(len(acts))]
        c = a.clone()
        a.apply(pick)
        b.step(pick)
        assert c.snapshot() != a.snapshot()
        assert a.snapshot() == b.snapshot()


def test_views_are_json_and_hide_hands_and_book_cards():
    st = build(
        piles={"Queen": ["Hayhurst Books"], "King": ["Sylvestre Spy"]},
        under={"Hayhurst Books": "Hayhurst Dagger"},
    )
    for s in range(3):
        json.dumps(st.view(s))
    book = st.view(0)["members"][1]["cards"][0]
    assert book["under"] == cid("Hayhurst Dagger") and book["hidden"]
    other = st.view(1)["members"][1]["cards"][0]
    assert other["under"] is None and other["hidden"]
    assert st.view(1)["hands"][0] == len(st.hands[0])
    assert st.view(0)["hands"][0] == st.hands[0]
    assert cid("Hayhurst Dagger") in st.view(1)["remaining"][0]  # unseen, by elimination
    assert st.view(1)["legal"] and not st.view(0)["legal"]


def test_hide_events_show_the_card_to_its_player_only():
    st = build(piles={"Queen": ["Hayhurst Books"]}, stage="hide")
    ev = st.apply("hide Poison")
    hide = next(e for e in ev if e.kind == "move" and e.arg == "hide")
    assert hide.for_seat(0).card == cid("Hayhurst Poison")
    assert hide.for_seat(1).card is None and hide.for_seat(2).card is None


def test_team_privacy_the_teammates_hand_and_book_card_are_hidden():
    st = random_game("usurp/teams-6", 2, stop=lambda s: s.decision == "hide")
    seat = st.current_seat
    mate = st.teammate(seat)
    assert isinstance(st.view(mate)["hands"][seat], int)
    ev = st.apply(legal(st)[0])
    hide = next(e for e in ev if e.arg == "hide")
    assert hide.for_seat(mate).card is None and hide.for_seat(seat).card is not None
    book = next(b for b, h in st.under.items() if st.holder[b] == seat)
    for m in st.view(mate)["members"]:
        for c in m["cards"]:
            if c["id"] == book:
                assert c["under"] is None and c["hidden"]


@pytest.mark.parametrize("mode_id", ["usurp/3p", "usurp/teams-6"])
def test_determinize_keeps_the_view_and_redeals_only_the_unseen(mode_id):
    st = random_game(mode_id, 8, stop=lambda s: s.stage == "resolve", options={"tutorial": "on"})
    seat = 0
    seen_some_change = False
    for i in range(20):
        d = st.determinize(seat, Rng(i))
        assert d.view(seat) == st.view(seat)
        assert d.history is None
        for b, h in d.under.items():
            assert h % 10 != 1 and h // 10 == b // 10  # never an Agent; its family's card
        for f in range(st.families):
            mine = sorted(c for s in st.family_seats(f) for c in st.hands[s]) + sorted(
                h for b, h in st.under.items() if b // 10 == f
            )
            theirs = sorted(c for s in d.family_seats(f) for c in d.hands[s]) + sorted(
                h for b, h in d.under.items() if b // 10 == f
            )
            assert sorted(mine) == sorted(theirs)
        assert [len(h) for h in d.hands] == [len(h) for h in st.hands]
        assert d.hands[seat] == st.hands[seat] and d.objectives[seat] == st.objectives[seat]
        seen_some_change = seen_some_change or d.under != st.under or d.hands != st.hands
        d.legal_actions()
    assert seen_some_change


def test_tutorial_objectives_are_secret_distinct_and_scored():
    st = new_match("usurp/teams-8", 3, {"tutorial": "on"})
    assert sorted(st.objectives) == sorted(o for o, _, _ in data.TUTORIAL_OBJECTIVES)
    v = st.view(2)
    assert v["objective"]["id"] == st.objectives[2]
    text = json.dumps(v)
    for s, oid in enumerate(st.objectives):
        assert (objective_text(oid) in text) == (s == 2)
    two = new_match("usurp/2p", 3, {"tutorial": "on"})
    assert "queen" not in objective_pool(two)  # no Queen with two families
    assert len(set(two.objectives)) == 2
    off = new_match("usurp/3p", 3)
    assert off.objectives == [None, None, None] and off.view(0)["objective"] is None
    st = random_game("usurp/3p", 6, options={"tutorial": "on"})
    assert set(st.result["objectives"]) == {0, 1, 2}
    assert all(isinstance(o["met"], bool) for o in st.result["objectives"].values())


def test_regicide_objective_tracks_who_killed_the_king():
    st = build(piles={"King": ["Sylvestre Dagger"], "Queen": ["Hayhurst Guard"]})
    from game.usurp.objectives import PREDICATES

    rungs = st.result["ladder"]
    assert st.killed_by[num("King")] == (cid("Sylvestre Dagger"),)
    assert PREDICATES["regicide"](st, rungs, 1) and not PREDICATES["regicide"](st, rungs, 0)
    # Simultaneous Poisons all killed him: each of their players met the objective.
    st = build(piles={"King": ["Sylvestre Poison", "Hayhurst Poison"]})
    rungs = st.result["ladder"]
    assert PREDICATES["regicide"](st, rungs, 1) and PREDICATES["regicide"](st, rungs, 0)
    assert not PREDICATES["regicide"](st, rungs, 2)
    assert st.result["killed"] == {"King": [cid("Sylvestre Poison"), cid("Hayhurst Poison")]}


def test_heir_and_bastard_objectives_need_them_in_power():
    from game.usurp.objectives import PREDICATES

    st = build(piles={"Bastard": ["Hayhurst Guard"]})  # the King lives
    assert not PREDICATES["bastard"](st, st.result["ladder"], 0)
    usurper = {
        "King": ["Hayhurst Dagger"],
        "Usurper": ["Hayhurst Guard"],
        "Queen": ["Sylvestre Conspiracy"],
        "Duchess": ["Quinton Conspiracy"],
    }
    st = build(piles=usurper)
    assert st.result["rung"] == "usurper"
    assert not PREDICATES["heir"](st, st.result["ladder"], 0)
    assert not PREDICATES["bastard"](st, st.result["ladder"], 0)
    st = build(piles={"Heir": ["Quinton Guard"]}, dead=("King",))
    assert PREDICATES["heir"](st, st.result["ladder"], 0)
    st = build(
        piles={"Bastard": ["Quinton Guard"], "Heir": ["Hayhurst Conspiracy"]}, dead=("King",)
    )
    assert PREDICATES["bastard"](st, st.result["ladder"], 1)


def test_opening_events_deal_each_hand_to_its_seat_only():
    st = new_match("usurp/teams-6", 1)
    deals = [e for e in st.opening_events if e.kind == "move" and e.arg == "deal"]
    assert len(deals) == 30
    for e in deals:
        assert e.visible_to == (e.seat,) and e.for_seat((e.seat + 1) % 6).card is None
    assert st.opening_events[-1].kind in ("round_start", "objective_dealt")


def test_concede_names_the_next_family():
    st = new_match("usurp/3p", 1, {"first": "0"})
    assert st.concede_winner(0) == (1, "turn_order")
    assert st.concede_winner(2) == (0, "turn_order")


def test_action_texts_parse_back():
    st = build(piles={"Queen": ["Hayhurst Spy", "Sylvestre Dagger"]})
    for a in st.legal_actions():
        assert Action.parse(str(a)) == a
