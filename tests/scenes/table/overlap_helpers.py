"""Helpers for the overlap tests: a seeded position on a real table at a window size, and the
rects of a zone's cards."""

from __future__ import annotations

import random

import pygame

from game.core.registry import new_match
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def played(mode_id: str, seed: int, actions: int):
    """The state after this many seeded random legal actions."""
    st = new_match(mode_id, seed)
    rng = random.Random(seed)
    while len(st.history) < actions:
        st.apply(rng.choice(st.legal_actions()))
    return st


def table_at(app, st, size, humans=(0,)) -> TableScene:
    """``st`` on a table of a window of ``size``, seat 0 a person, the others computers."""
    w, h = size
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    names = ["Ana", "Bob", "Cleo", "Dara"]
    seats = [
        SeatSetup(names[s], "human") if s in humans else SeatSetup(names[s], "computer", "easy")
        for s in range(st.n)
    ]
    session = MatchSession(st.mode.id, seats, 7, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(3):
        step(app, [])  # (the deal of the position, then any last move, lands)
    return table


def rects(lay, zone: str, seat: int) -> list[pygame.Rect]:
    n = lay.counts.get((zone, seat), 0)
    return [lay.slot_rect(Slot(zone, seat, i, n)) for i in range(n)]
