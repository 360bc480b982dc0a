"""Whole matches through the table: clicks only against a computer, and pass-and-play privacy."""

from __future__ import annotations

import random

import pygame
from table_helpers import click, key, play_pass_and_play, took, visible_ids, watch_frames

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _table(app, seats, seed):
    session = MatchSession("imposter/2p-base", seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    return session, table


def test_a_whole_match_is_played_by_clicks_only_against_a_computer(app, fake_scoring):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session, table = _table(app, seats, seed=11)
    rng = random.Random(4)
    clicks = 0
    for _ in range(6000):
        if session.state.match_over:
            break
        top = app.stack.top
        if top is not table:
            click(app, (640, 360))  # the scoring screen: click to deal the next round
            continue
        if table._human_may_act() and not table.board.busy:
            legal = table.legal()
            action = rng.choice(legal)
            pos = table.click_point(action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            before = len(session.state.history)
            click(app, pos)
            clicks += 1
            assert took(table, session, before, action)
        else:
            step(app, [])
    assert session.state.match_over
    assert max(session.state.scores) >= 7
    assert clicks > 20
    assert "play" in app.audio.played and "round_end" in app.audio.played


def _secrets(st, viewer: int) -> set[int]:
    """The other seat's hand and its face-down Successor, Dungeon and swap card."""
    other = 1 - viewer
    secret = set(st.hands[other])
    secret |= {z[other] for z in (st.successor, st.dungeon, st.offer) if z[other] is not None}
    return secret


def test_pass_and_play_never_draws_the_other_players_secrets(app, fake_scoring):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session, table = _table(app, seats, seed=21)
    frames = watch_frames(session, table, visible_ids, _secrets)
    handoffs = play_pass_and_play(app, session, table, rounds=2, steps=5000)
    assert session.state.round_no > 2 or session.state.match_over
    assert handoffs >= 4
    assert frames["viewers"] == {0, 1}
    assert frames["checked"] > 50


def test_after_the_scoring_screen_the_table_deals_the_next_round(app):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session, table = _table(app, seats, seed=12)
    rng = random.Random(1)
    for _ in range(3000):
        if app.stack.top is not table:
            break
        if table._human_may_act() and not table.board.busy:
            click(app, table.click_point(rng.choice(table.legal())))
        else:
            step(app, [])
    assert app.stack.top.name == "scoring"
    assert session.state.round_over
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    assert session.state.round_no == 2
    step(app, [])
    hand = table.board.zones[("hand", table.viewer)]
    assert sorted(sp.cid for sp in hand) == sorted(session.state.hands[table.viewer])
    assert any("Round 2 is dealt." == text for text, _ in table.log.lines(table.viewer))


def test_a_match_resumed_between_rounds_opens_on_the_scoring_screen(app, fake_scoring):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session = MatchSession("imposter/2p-base", seats, 3, autosave=False)
    rng = random.Random(3)
    while not session.state.round_over:
        session.apply(rng.choice(session.state.legal_actions()))
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(3):
        step(app, [])
    assert app.stack.top.name == "scoring"
    click(app, (640, 360))
    assert session.state.round_no == 2 and not session.state.round_over
