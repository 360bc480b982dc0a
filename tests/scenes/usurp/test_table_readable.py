"""Usurp the King at 1024x640 with five families, the busiest table on the smallest window: the
log and the Court Members' names read at a readable size, and no seat's words lie over its
cards."""

from __future__ import annotations

import random

import pygame
import pytest

from game.usurp.data import MEMBER_NAME
from scenes.app import step
from scenes.table.layout import Slot
from scenes.usurp.table.layout import READABLE_PX

pytestmark = pytest.mark.usefixtures("usurp_registered")


def _busy_table(app):
    """A five-family match a dozen moves in, on a 1024x640 window (its log has lines)."""
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640)])
    names = ["Ana", "Bob", "Cleo", "Dara", "Emil"]
    seats = [SeatSetup(names[0], "human")] + [SeatSetup(n, "computer", "easy") for n in names[1:]]
    session = MatchSession("usurp/5p", seats, 1, autosave=False)
    rng = random.Random(1)
    for _ in range(12):
        session.apply(rng.choice(session.state.legal_actions()))
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    assert table.layout.size == (1024, 640)
    return table


class Blits(pygame.Surface):
    """A surface that remembers where each surface was drawn on it."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.blits.append((source, rect))
        return rect


def _texts(table, monkeypatch) -> dict[int, tuple[str, int]]:
    """From now on, each text surface the drawer makes: its words and size, by surface id."""
    made: dict[int, tuple[str, int]] = {}
    text = table.drawer._text

    def recording(s, px, *args, **kwargs):
        surf = text(s, px, *args, **kwargs)
        made[id(surf)] = (s, px)
        return surf

    monkeypatch.setattr(table.drawer, "_text", recording)
    return made


def test_the_log_and_the_court_names_read_at_a_readable_size(tapp, monkeypatch):
    from scenes.usurp.faces import usurp_art

    names: dict[str, int] = {}  # each member's name: the size its card sets it in
    base = usurp_art(tapp).base
    fit = base.fit_font

    def recording(role, text, *args, **kwargs):
        font = fit(role, text, *args, **kwargs)
        if role == "card_name" and text in MEMBER_NAME.values():
            names[text] = min(names.get(text, 99), font.point_size)
        return font

    monkeypatch.setattr(base, "fit_font", recording)
    table = _busy_table(tapp)
    made = _texts(table, monkeypatch)
    surface = Blits(tapp.screen.get_size())
    table.drawer.invalidate()
    table.drawer._log(surface, table.view())
    lay = table.layout
    logged = [
        made[id(src)]
        for src, rect in surface.blits
        if id(src) in made and lay.log_rect.contains(rect) and made[id(src)][0].strip()
    ]
    assert len(logged) >= 8
    assert min(px for _words, px in logged) >= READABLE_PX >= 13
    members = {MEMBER_NAME[n] for n in table.state.nums}
    assert set(names) == members and len(members) == 11
    assert min(names.values()) >= READABLE_PX, names


def test_no_seat_box_writes_over_its_cards(tapp, monkeypatch):
    table = _busy_table(tapp)
    made = _texts(table, monkeypatch)
    lay = table.layout
    view = table.view()
    for seat in range(table.n):
        surface = Blits(tapp.screen.get_size())
        table.drawer._plaque(surface, view, seat)
        words = [rect for src, rect in surface.blits if id(src) in made]
        assert len(words) >= 3
        box = lay.plaque_rect(seat)
        n = len(view["hands"][seat]) if seat == lay.viewer else view["hands"][seat]
        cards = [lay.slot_rect(Slot("hand", seat, i, n)) for i in range(n)]
        for rect in words:
            assert box.contains(rect), (seat, rect, box)
            assert not any(rect.colliderect(card) for card in cards), (seat, rect)
