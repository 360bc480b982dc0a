"""Input at the table: keys, dragging to the Throne, hints, resizing and random hammering."""

from __future__ import annotations

import random
from collections import Counter

import pygame
from table_helpers import click, key, took

from game.core import saves
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]


def _table(app, seed=3, seats=SOLO):
    session = MatchSession("imposter/2p-base", seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return session, table


def _play_setup_by_clicks(app, session, table):
    """Click through the setup (first player, Successor, Dungeon) until Alice's first turn."""
    for _ in range(400):
        st = session.state
        if st.decision == "turn" and st.current_seat == 0 and not table.board.busy:
            return
        if table._human_may_act() and not table.board.busy:
            legal = table.legal()
            choice = next(
                (a for a in legal if a.startswith(("first 0", "successor", "dungeon"))), legal[0]
            )
            click(app, table.click_point(choice))
        else:
            step(app, [])
    raise AssertionError("setup did not reach Alice's turn")


def test_number_key_then_enter_plays_that_hand_card(app):
    session, table = _table(app)
    _play_setup_by_clicks(app, session, table)
    legal = table.legal()
    hand = table.drawer.hand_sprites()
    index = next(
        i for i, sp in enumerate(hand) if f"play {session.state.cards[sp.cid].label}" in legal
    )
    played = session.state.cards[hand[index].cid].label
    before = len(session.state.history)
    key(app, pygame.K_1 + index)
    key(app, pygame.K_RETURN)
    assert took(table, session, before, f"play {played}")


def test_dragging_a_card_to_the_throne_plays_it(app):
    session, table = _table(app)
    _play_setup_by_clicks(app, session, table)
    before = len(session.state.history)
    legal = table.legal()
    action = next(a for a in legal if a.startswith("play"))
    start = table.click_point(action)
    target = table.layout.court_row.center
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + target[0]) // 2, (start[1] + target[1]) // 2)
    for pos in (mid, target):
        step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    assert table.drag is not None
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    assert took(table, session, before, action)


def test_a_drag_released_away_from_the_throne_plays_nothing(app):
    session, table = _table(app)
    _play_setup_by_clicks(app, session, table)
    before = len(session.state.history)
    action = next(a for a in table.legal() if a.startswith("play"))
    start = table.click_point(action)
    away = (start[0] + 60, start[1] - 40)
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(1, 0, 0))])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1)])
    assert len(session.state.history) == before


def test_h_asks_for_a_hint_and_the_suggestion_is_a_legal_action(app):
    session, table = _table(app)
    _play_setup_by_clicks(app, session, table)
    key(app, pygame.K_h)
    assert table.hint is not None
    action, reason = table.hint
    assert action in table.legal() and reason


def test_resizing_mid_animation_keeps_every_card_inside_the_window(app):
    app.settings.anim_speed = "slow"
    session, table = _table(app, seed=8)
    sizes = [(1024, 640), (1280, 720), (3840, 2160), (1920, 1080), (1024, 640)]
    mid_animation = 0
    for size in sizes:
        for _ in range(5):
            step(app, [])
        mid_animation += table.board.busy
        app.resize(size)
        step(app, [])
        table.board.finish()
        step(app, [])
        screen = pygame.Rect((0, 0), app.screen.get_size())
        assert screen.size == size
        for sp in table.board.all_sprites():
            assert screen.contains(sp.rect), (size, sp.slot, sp.rect)
            assert sp.rect == table.layout.slot_rect(sp.slot)
        for kind, _action, rect, _ in table.hits():
            assert screen.contains(rect), (size, kind, rect)
        # Start new animations before the next resize: a computer move or a deal in flight.
        if table._human_may_act():
            legal = table.legal()
            moves = [a for a in legal if a.split()[0] in ("successor", "dungeon", "play")]
            click(app, table.click_point((moves or legal)[0]))
    assert mid_animation >= 3


def test_thousands_of_random_clicks_and_keys_keep_the_match_valid(app, fake_scoring, monkeypatch):
    import scenes.table.scene as table_scene

    def quick_hint(text, seat, seed=None):
        legal = saves.loads(text).legal_actions()
        return str(legal[0]), "The first legal action."

    # Hints still run, but from a quick rule instead of the AI's search (tested above).
    monkeypatch.setattr(table_scene, "hint", quick_hint)
    app.settings.anim_speed = "fast"
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session, table = _table(app, seed=5, seats=seats)
    rng = random.Random(2)
    w, h = app.screen.get_size()
    keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_8, pygame.K_RETURN, pygame.K_SPACE,
            pygame.K_h, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_a]  # fmt: skip
    cards = len(session.state.cards)
    for i in range(2000):
        top = app.stack.top
        r = rng.random()
        if top is not table and top.name in ("handoff", "pause"):
            # The curtain goes up with Enter; the pause menu (the Menu button) closes with Esc.
            k = pygame.K_RETURN if top.name == "handoff" else pygame.K_ESCAPE
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        elif r < 0.55:
            pos = (rng.randrange(w), rng.randrange(h))
            # Aim at something clickable half of the time, so the match moves on.
            hits = table.hits() if top is table else []
            if hits and rng.random() < 0.5:
                pos = rng.choice(hits)[2].center
            events = [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
            ]
        elif r < 0.75:
            k = rng.choice(keys)
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        elif r < 0.9:
            pos = (rng.randrange(w), rng.randrange(h))
            events = [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            ]
        else:
            events = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0, precise_y=0.0)]  # fmt: skip
        step(app, events, dt=rng.choice((0.0, 1 / 60, 0.25)))
        ids = session.state.all_zones()
        assert sorted(ids) == list(range(cards)), f"cards lost or doubled after event {i}"
        if session.state.match_over:
            break
    assert len(session.state.history) > 30
    assert Counter(session.state.history)  # the match moved on


def test_enter_on_a_single_button_prompt_confirms_it(app):
    session, table = _table(app, seed=3)
    _play_setup_by_clicks(app, session, table)
    st = session.state
    assert st.decision == "turn"
    # Slot geometry for the viewer's hand matches the sprites the keys pick from.
    hand = table.drawer.hand_sprites()
    assert [sp.slot for sp in hand] == [Slot("hand", 0, i, len(hand)) for i in range(len(hand))]


def _reaction_for_alice(app):
    """Lady Vesna (a computer) used the Fool; Alice, holding no King's Hand, is asked to react."""
    from game.imposter.positions import build

    st = build(
        hands=[["Elder", "Queen"], ["Fool", "Sentry"]], court=["Soldier", "Judge"],
        disgraced=[1], to_move=1,
    )  # fmt: skip
    st.apply("play Fool")
    st.apply("take Soldier")
    assert st.decision == "react" and st.current_seat == 0
    assert [str(a) for a in st.legal_actions()] == ["pass"]
    session = MatchSession("imposter/2p-base", SOLO, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    return session, table


def test_auto_pass_answers_a_reaction_prompt_that_only_allows_a_pass(app):
    app.settings.auto_pass = True
    session, table = _reaction_for_alice(app)
    step(app, [])
    assert session.state.decision != "react"
    assert any(e.event.kind == "react_pass" for e in table.log.entries)


def test_without_auto_pass_the_reaction_prompt_waits_with_a_pass_button(app):
    app.settings.auto_pass = False
    session, table = _reaction_for_alice(app)
    for _ in range(3):
        step(app, [])
    assert session.state.decision == "react"
    # The view's trigger says what the Fool would take, though the table saw no action.
    assert table.prompt.text == (
        "Lady Vesna used the Fool to take the Soldier. You hold no King's Hand to react "
        "with: Pass (everyone who might hold one is asked)"
    )
    assert table.prompt.buttons == [("Pass", "pass")]
    click(app, table.click_point("pass"))
    assert session.state.decision != "react"


def test_while_the_hand_settles_the_number_keys_follow_the_rows_order_and_a_click_only_skips(app):
    # Play-test finding 20: quick input while cards settle. The hand's order for the number
    # keys is the row's (the view's), not where each card is on its way; a click then skips
    # the animation and answers nothing, not even an earlier click's refusal line.
    app.settings.anim_speed = "slow"
    session, table = _table(app, seed=5)
    _play_setup_by_clicks(app, session, table)
    table.free_press = (5, 5)  # an earlier press on the cloth
    legal = [a for a in table.legal() if a.startswith("play")]
    click_at = table.click_point(legal[0])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_at, button=1)])
    frames = 0
    while table.board.busy and frames < 600:
        view = table.view()
        mine = view["seats"][view["seat"]]["hand"]
        assert [sp.cid for sp in table.drawer.hand_sprites()] == list(mine)
        step(app, [], 1 / 120)
        frames += 1
    assert frames > 3  # the hand did settle for a while
    # A click while cards move only skips them.
    for _ in range(2000):
        if table._human_may_act() and not table.board.busy:
            break
        step(app, [], 1 / 60)
    before = len(session.state.history)
    action = table.legal()[0]
    click(app, table.click_point(action))
    assert len(session.state.history) > before and table.board.busy
    moves = len(session.state.history)
    table.free_press = (5, 5)
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert table.free_press is None and table.press is None and not table.board.busy
    note = table.panel_note
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
    assert table.panel_note == note  # the release said nothing either
    assert len(session.state.history) == moves
