"""Usurp the King plugs into the shared table: its shell plug-in and kit, the prompts a click
answers (a hand card, then a lit Court Member), what behind the curtain stays hidden, and the
log's words for the Rebellion."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Action
from game.core.events import Event
from game.core.registry import new_match
from game.usurp.data import MEMBER_NUMBER
from scenes.games import GameScenes, scenes_for
from scenes.table.scene import TableScene
from scenes.usurp.kit import KIT, public_view
from scenes.usurp.table.layout import member_id
from scenes.usurp.table.log import UsurpLog

from .usurp_table_helpers import click, usurp_table


def _to_rebellion(st, seed=3):
    rng = random.Random(seed)
    while st.phase == "intrigue":
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_the_registry_finds_the_plugin_and_its_table_is_the_shared_one_with_the_kit(
    tapp, usurp_registered
):
    plug = scenes_for("usurp")
    assert isinstance(plug, GameScenes) and plug.round_word == "Game"
    session, table = usurp_table(tapp, "usurp/3p")
    assert isinstance(table, TableScene) and table.kit is KIT
    built = plug.table(tapp, session)
    assert isinstance(built, TableScene) and built.kit is KIT
    built.close()


def test_a_hand_card_clicked_lights_only_the_members_it_may_go_to_and_a_click_places_it(tapp):
    session, table = usurp_table(tapp, "usurp/3p", options={"first": "0"})
    assert session.state.current_seat == 0 and table._human_may_act()
    # Nothing on the court answers until a card is chosen.
    assert not [h for h in table.hits() if h[0] == "card" and h[3].slot.zone == "court"]
    dagger = next(c for c in session.state.hands[0] if session.state.cards[c].type == "Dagger")
    click(tapp, table.click_point(f"ways:{dagger}"))
    lit = {h[1] for h in table.hits() if h[0] == "card" and h[3].slot.zone == "court"}
    legal = {a for a in table.legal() if a.startswith("place Dagger@")}
    assert lit == legal and len(lit) == len(session.state.nums)
    assert "Place your Dagger" in table.prompt.text
    click(tapp, table.click_point("place Dagger@Queen"))
    assert session.state.history[0] == "place Dagger@Queen"
    queen = MEMBER_NUMBER["Queen"]
    assert dagger in session.state.piles[queen]
    sprite = next(sp for sp in table.board.zones[("member", queen)] if sp.cid == dagger)
    assert sprite.face_up


def test_back_chooses_another_card_without_placing(tapp):
    session, table = usurp_table(tapp, "usurp/3p", options={"first": "0"})
    spy = next(c for c in session.state.hands[0] if session.state.cards[c].type == "Spy")
    click(tapp, table.click_point(f"ways:{spy}"))
    click(tapp, table.click_point("back"))
    assert session.state.history == [] and table.menu is None
    assert not [h for h in table.hits() if h[0] == "card" and h[3].slot.zone == "court"]


def _rebellion_decision(kinds, modes=("usurp/3p", "usurp/5p", "usurp/4p")):
    """A state (at a decision of one of ``kinds`` during the Rebellion) reached by random play."""
    for mode_id in modes:
        for seed in range(200):
            st = new_match(mode_id, seed)
            rng = random.Random(seed)
            while not st.match_over:
                if st.decision in kinds and st.phase == "rebellion":
                    return st
                st.apply(rng.choice(st.legal_actions()))
    raise AssertionError(f"no {kinds} decision found")


@pytest.mark.parametrize("kind", ["spy", "agent", "betrayal"])
def test_a_move_is_a_click_on_a_lit_card_then_on_its_destination_or_pass(kind, usurp_registered):
    from scenes.usurp.table.prompts import build_prompt

    st = _rebellion_decision((kind,))
    seat = st.current_seat
    view = st.view(seat)
    p = build_prompt(view, st, ["A", "B", "C", "D", "E"], None)
    assert ("Pass", "pass") in p.buttons
    moves = [a for a in view["legal"] if a != "pass"]
    offered = set()
    for zone, ways in p.menus.items():
        assert zone[0] == "member"
        for cid in ways:
            opened = p.opened(cid)
            targets = opened.zones[("court", -1)]
            offered |= set(targets.values())
            for mid, act in targets.items():
                a = Action.parse(act)
                assert a.arg.endswith(">" + next(m["name"] for m in view["members"]
                                                 if member_id(m["number"]) == mid))  # fmt: skip
    assert offered == set(moves)
    assert view["pending"]["card"] in p.about


def test_a_stab_lights_the_guards_to_choose_from(usurp_registered):
    from scenes.usurp.table.prompts import build_prompt

    try:
        st = _rebellion_decision(("stab",), ("usurp/5p", "usurp/4p", "usurp/3p"))
    except AssertionError:
        pytest.skip("no stab decision in the seeds tried")
    view = st.view(st.current_seat)
    p = build_prompt(view, st, ["A", "B", "C", "D", "E"], None)
    lit = {act for ways in p.zones.values() for act in ways.values()}
    assert lit == set(view["legal"]) and len(lit) >= 2


def test_behind_the_curtain_no_hand_no_hidden_book_card_and_no_objective_shows(usurp_registered):
    st = _to_rebellion(new_match("usurp/3p", 4, {"tutorial": "on"}))
    while st.decision == "hide":
        st.apply(st.legal_actions()[0])
    for seat in range(st.num_seats):
        v = public_view(st.view(seat))
        assert v["seat"] == -1 and v["legal"] == [] and v["objective"] is None
        assert all(isinstance(h, int) for h in v["hands"])
        for m in v["members"]:
            for c in m["cards"]:
                assert not c["hidden"] or c["under"] is None


def test_the_log_tells_the_rebellion_in_the_tables_words(usurp_registered):
    st = new_match("usurp/3p", 1)
    log = UsurpLog(st.cards, ["Ana", "Bob", "Cleo"], [0, 1, 2])
    altham_dagger, quinton_guard = 2, 26  # Hayhurst's Dagger (family 0), Quinton's Guard
    log.add([Event("kill", 0, altham_dagger, arg={"member": "Queen", "by": "Dagger"})], 1)
    log.add([Event("stab", 0, altham_dagger, arg={"guard": quinton_guard, "member": "King"})], 1)
    log.add([Event("move", 1, 10, ("member", 2), ("member", 1), "spy")], 1)
    log.add([Event("kill", -1, 5, arg={"member": "King", "by": "Poison", "cards": [5, 25]})], 1)
    lines = [t for t, _ in log.lines(2)]
    assert lines.pop() == "Hayhurst's Poison and Quinton's Poison kill the King!"
    assert lines[0] == "Hayhurst's Dagger kills the Queen!"
    assert lines[1].startswith("Hayhurst's Dagger stabs Quinton's Guard by the King")
    assert lines[2] == "Bob moves Sylvestre's Spy from the Queen to the King (the Spy)."
    # A card hidden under a Book is "a card" to the others.
    hide = Event("move", 0, 5, ("hand", 0), ("under", 4), "hide", visible_to=(0,))
    log.add([hide], 1)
    assert log.lines(0)[-1][0] == "You hide your Poison under your Book."
    assert "Poison" not in log.lines(1)[-1][0]


def test_a_whole_game_between_computers_reaches_its_end_on_the_table(tapp, fake_scoring):
    session, table = usurp_table(tapp, "usurp/3p", humans=(), seed=7)
    from scenes.app import step

    for _ in range(600):
        if session.state.match_over:
            break
        step(tapp, [])
    assert session.state.match_over
    words = table.drawer.match_over_words(table.view())
    assert ("wins by" in words) or words.startswith("Nobody wins")


def test_a_finished_game_is_reviewed_on_its_table_with_every_hand_and_book_card_named(
    tapp, monkeypatch
):
    from game.ai.search import Budget
    from scenes import review as review_scene
    from scenes.app import step
    from scenes.review import ReviewScene, from_session
    from scenes.session import MatchSession, SeatSetup

    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", Budget(iterations=4, early_stop=False))
    review_scene._CACHE.clear()
    seats = [SeatSetup("Ana", "human")] + [SeatSetup(n, "computer", "easy") for n in "BC"]
    session = MatchSession("usurp/3p", seats, 9, autosave=False)
    rng = random.Random(9)
    while not session.state.match_over:
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    review = ReviewScene(tapp, from_session(session))
    tapp.stack.push(review)
    step(tapp, [])
    assert review.kit is KIT
    # Halfway through the Intrigue: the others' hands are named, face up.
    review.go(len(session.state.history) // 3)
    step(tapp, [])
    st = review.state
    for s in (1, 2):
        shown = [sp.cid for sp in review.board.zones[("hand", s)]]
        assert sorted(shown) == sorted(st.hands[s])


def test_a_hint_to_place_rings_the_hand_card_and_the_member(tapp):
    import pygame

    session, table = usurp_table(tapp, "usurp/3p", options={"first": "0"})
    st = session.state
    dagger = next(c for c in st.hands[0] if st.cards[c].type == "Dagger")
    table.hint = ("place Dagger@Heir", "the Heir is open")
    surface = pygame.Surface(table.layout.size)
    table.draw(surface)
    gold = pygame.Color(*table.painter.color("gold"))
    for cid in (dagger, member_id(MEMBER_NUMBER["Heir"])):
        sp = next(x for x in table.board.sprites if x.cid == cid)
        r = sp.rect.inflate(8, 8)
        assert surface.get_at((r.centerx, r.y + 1)) == gold, cid
