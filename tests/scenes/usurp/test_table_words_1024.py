"""Usurp the King at 1024x640, the smallest window, with three, five and eight seats: every word
the table draws (seat boxes, influence counts, the turn order's caption, the Rebellion's order,
the side panel) is set at 13 px or more (the other seats' lines were 9 and 10 px, the counts
under each member 10), and no seat box's words lie over its face-down hand."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.app import step
from scenes.table.layout import Slot
from scenes.usurp.table.layout import READABLE_PX

from .usurp_table_helpers import NAMES

POSITIONS = [(mode, moves) for mode in ("usurp/3p", "usurp/5p", "usurp/teams-8")
             for moves in (0, 12, 30)]  # fmt: skip


def _table_at(tapp, mode: str, moves: int):
    """A seeded match of ``mode`` ``moves`` random moves in, Ana at the table, at 1024x640."""
    from game.core.registry import new_match
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    tapp.resize((1024, 640))
    n = new_match(mode, moves + 1).num_seats
    seats = [SeatSetup(NAMES[0], "human")]
    seats += [SeatSetup(NAMES[s], "computer", "easy") for s in range(1, n)]
    session = MatchSession(mode, seats, moves + 1, autosave=False)
    rng = random.Random(moves)
    while len(session.state.history) < moves and session.state.legal_actions():
        session.apply(rng.choice(session.state.legal_actions()))
    table = TableScene(tapp, session)
    tapp.stack.push(table)
    step(tapp, [])
    assert table.layout.size == (1024, 640)
    return table


def _words_drawn(tapp, table, monkeypatch) -> list[tuple[str, int]]:
    """Each line of words the table sets on its next whole frame, with its size."""
    said: list[tuple[str, int]] = []
    text = table.painter.text

    def recording(s, role, px, *args, **kwargs):
        if str(s).strip():
            said.append((str(s), px))
        return text(s, role, px, *args, **kwargs)

    monkeypatch.setattr(table.painter, "text", recording)
    table.drawer.invalidate()
    step(tapp, [])
    monkeypatch.setattr(table.painter, "text", text)
    return said


class Blits(pygame.Surface):
    """A surface that remembers where the words among ``made`` were drawn on it."""

    def __init__(self, size, made) -> None:
        super().__init__(size)
        self.made = made
        self.words: list[pygame.Rect] = []
        self.drawn: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        if id(source) in self.made:
            self.words.append(rect)
            self.drawn.append((source, rect))
        return rect


@pytest.mark.parametrize(("mode", "moves"), POSITIONS)
def test_every_word_of_the_table_is_13_px_or_more(tapp, monkeypatch, mode, moves):
    table = _table_at(tapp, mode, moves)
    said = _words_drawn(tapp, table, monkeypatch)
    assert len(said) >= 20
    small = sorted({(px, words) for words, px in said if px < READABLE_PX})
    assert READABLE_PX >= 13 and small == [], small
    # The counts under the members are among them (a seeded position with influence).
    if moves:
        counts = [m for m in table.view()["members"] if any((m.get("influence") or {}).values())]
        assert counts


@pytest.mark.parametrize("mode", ["usurp/3p", "usurp/5p", "usurp/teams-8"])
def test_no_other_seat_s_words_lie_over_its_hand(tapp, monkeypatch, mode):
    table = _table_at(tapp, mode, 12)
    lay = table.layout
    view = table.view()
    made: dict[int, str] = {}
    text = table.painter.text

    def recording(s, role, px, *args, **kwargs):
        surf = text(s, role, px, *args, **kwargs)
        made[id(surf)] = s
        return surf

    monkeypatch.setattr(table.painter, "text", recording)

    for seat in lay.others:
        surface = Blits(tapp.screen.get_size(), made)
        table.drawer._plaque(surface, view, seat)
        assert len(surface.words) >= 3
        box = lay.plaque_rect(seat)
        n = view["hands"][seat]
        cards = [lay.slot_rect(Slot("hand", seat, i, n)) for i in range(n)]
        for rect in surface.words:
            assert box.contains(rect), (seat, rect, box)
            assert not any(rect.colliderect(card) for card in cards), (seat, rect)


def _drawn_order_strip(tapp, monkeypatch, table):
    """The Rebellion's order strip drawn onto a recording surface: the surface (its words' rects)
    and the words each text surface it was given said."""
    made: dict[int, str] = {}
    text = table.painter.text

    def recording(s, role, px, *args, **kwargs):
        surf = text(s, role, px, *args, **kwargs)
        made[id(surf)] = s
        return surf

    monkeypatch.setattr(table.painter, "text", recording)
    surface = Blits(tapp.screen.get_size(), made)
    table.drawer._order_strip(surface, table.view(), None)
    return surface, made


@pytest.mark.parametrize(("mode", "moves"), POSITIONS)
def test_the_rebellion_s_order_lies_whole_in_the_middle(tapp, monkeypatch, mode, moves):
    """At 13 px the order takes two rows in a narrow middle (three families' table) rather
    than run over the members beside it."""
    table = _table_at(tapp, mode, moves)
    surface, made = _drawn_order_strip(tapp, monkeypatch, table)
    assert surface.words
    for rect in surface.words:
        assert table.layout.order_strip.contains(rect), rect


@pytest.mark.parametrize(("mode", "moves"), [("usurp/2p", 14), ("usurp/3p", 20)])
def test_a_narrow_middle_shows_the_whole_order_and_keeps_its_turn_cards(
    tapp, monkeypatch, mode, moves
):
    """Two or three families at 1024x640: the Rebellion's six types in two rows, the heading
    leading the first, and the turn order cards about as tall as before the words grew."""
    from game.usurp.data import RESOLUTION_ORDER

    table = _table_at(tapp, mode, moves)
    assert table.view()["phase"] == "rebellion"
    surface, made = _drawn_order_strip(tapp, monkeypatch, table)
    said = [made[id(src)] for src, _rect in surface.drawn]
    assert set(RESOLUTION_ORDER) <= set(said) and "Rebellion:" in said
    assert len({rect.y for rect in surface.words}) == 2  # two lines
    assert table.layout.turn_size[1] >= 70
