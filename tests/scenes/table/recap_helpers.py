"""Helpers for the "Since your turn" tests: a table with people and computers in given seats,
played by random legal choices until the list is up."""

from __future__ import annotations

import random

import pygame
from table_helpers import key

from scenes.app import step

NAMES = ["Ana", "Lord Brann", "Cleo", "Dara", "Eda", "Fenn", "Gwen", "Hale"]


def seated_table(app, mode_id: str, humans=(0,), seed: int = 5):
    """A table of ``mode_id`` with people in ``humans`` and Easy computers elsewhere, pushed
    on ``app``; also the list of (seat, action) every applied action records."""
    from game.core.registry import new_match
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    n = new_match(mode_id, seed).num_seats
    seats = [
        SeatSetup(NAMES[s], "human") if s in humans else SeatSetup(NAMES[s], "computer", "easy")
        for s in range(n)
    ]
    session = MatchSession(mode_id, seats, seed, autosave=False)
    applied: list[tuple[int, str]] = []
    real = session.apply

    def apply(action):
        applied.append((session.state.current_seat, str(action)))
        return real(action)

    session.apply = apply
    table = TableScene(app, session)
    app.stack.push(table)
    return table, applied


def play_until_recap(app, table, rng: random.Random, least: int = 1, steps: int = 6000):
    """Play random legal choices for whoever's screen it is (handoffs and scoring answered)
    until the list is up with at least ``least`` moves; returns the table."""
    for _ in range(steps):
        top = app.stack.top
        if top is not table:
            if top.name == "handoff":
                key(app, pygame.K_RETURN)
            elif top.name == "scoring":
                if not table.session.state.match_over:
                    table.session.apply("deal")
                app.stack.pop()
            else:
                step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
            continue
        step(app, [])
        if not (table._human_may_act() and not table.board.busy and table.recap.looked()):
            continue
        if table.recap.showing() and len(table.recap.items) >= least:
            return table
        table.choose(rng.choice(table.legal()))
    raise AssertionError("the list of moves since the turn never came up")
