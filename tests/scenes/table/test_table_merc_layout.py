"""The Mercenary modes' table keeps its zones apart at 1280x720 and 1920x1080, in seeded
positions: a Cutthroat top seat with a Successor, a Dungeon, an Exhausted row and an
Army keeps its face-down hand clear of its rows; a 2v2 side column's extra card and its label
stay above the prompt bar while the extra cards are out."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.registry import new_match
from scenes.app import step
from scenes.imposter.table.layout import RIGHT_ROWS, SETUP_ROWS, SIDE_ZONES
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene

CUT = "imposter/cutthroat-mercenaries"
TWO = "imposter/2v2-mercenaries"
SIZES = [(1280, 720), (1920, 1080)]


def _played(mode_id: str, seed: int, actions: int):
    """The state after this many seeded random legal actions."""
    st = new_match(mode_id, seed)
    rng = random.Random(seed)
    while len(st.history) < actions:
        st.apply(rng.choice(st.legal_actions()))
    return st


def _table(app, mode_id, st, size):
    w, h = size
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(nm, "computer", "easy") for nm in ["Bob", "Cleo", "Dara"][: st.n - 1]
    ]
    session = MatchSession(mode_id, seats, 7, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(3):
        step(app, [])  # (the deal of the position, then any last move, lands)
    return table


def _rects(lay, zone: str, seat: int) -> list[pygame.Rect]:
    n = lay.counts.get((zone, seat), 0)
    return [lay.slot_rect(Slot(zone, seat, i, n)) for i in range(n)]


def _labels_of(table, seat: int, zones) -> list[tuple[pygame.Rect, str]]:
    """The row labels drawn over the first card of these zones of one seat."""
    lay = table.layout
    firsts = [rs[0] for z in zones if (rs := _rects(lay, z, seat))]
    return [
        (r, text)
        for r, text in table.drawer.row_labels()
        if any(r.x == f.x and r.bottom == f.y - 1 for f in firsts)
    ]


@pytest.mark.parametrize("size", SIZES)
def test_a_full_cutthroat_top_seat_keeps_its_face_down_hand_clear_of_its_rows(app, size):
    # Seed 1 after 110 actions (and the computers' answers at once): Bob (seat 1) holds six cards beside his
    # King, Successor and Dungeon, four Exhausted cards and an Army; Cleo (seat 2) five beside
    # hers (three Exhausted, an Army).
    st = _played(CUT, 1, 110)
    table = _table(app, CUT, st, size)
    lay = table.layout
    assert lay.counts.get(("exhaust", 1)) == 4 and lay.counts.get(("army", 1)) == 1
    assert lay.counts.get(("hand", 1)) == 6 and lay.counts.get(("dungeon", 1)) == 1
    for seat in (1, 2):
        hand = _rects(lay, "hand", seat)
        assert hand and seat in lay.top_seats
        pile = hand[0].unionall(hand[1:])
        rows = [r for z in RIGHT_ROWS for r in _rects(lay, z, seat)]
        sides = [r for z in SIDE_ZONES for r in _rects(lay, z, seat)]
        assert rows and sides
        assert pile.collidelist(rows) == -1, (seat, pile, rows)
        assert pile.collidelist(sides) == -1, (seat, pile, sides)
        labels = _labels_of(table, seat, RIGHT_ROWS)
        assert {text.split(" (")[0] for _, text in labels} == {"Exhausted", "Army"}
        for r, text in labels:
            assert not pile.colliderect(r), (seat, text, r, pile)
        # (each card of the hand still has an edge of its own)
        assert all(b.x > a.x for a, b in zip(hand, hand[1:], strict=False))


@pytest.mark.parametrize("size", [(1024, 640), *SIZES])
def test_a_2v2_side_columns_extra_card_and_its_label_stay_above_the_prompt(app, size):
    # Seed 64 after 247 actions: the bids tie and the viewer (the True King) chooses; the extra
    # cards are still out, Dara's (seat 3, the right column) under three bid cards.
    st = _played(TWO, 64, 247)
    assert st.current_seat == 0 and st.decision == "bid_tie"
    table = _table(app, TWO, st, size)
    lay = table.layout
    assert lay.counts.get(("partner", 3)) == 1
    checked = 0
    for seat in lay.columns:
        cards = [r for z in SETUP_ROWS for r in _rects(lay, z, seat)]
        for r in cards:
            assert not r.colliderect(lay.prompt), (seat, r, lay.prompt)
            assert lay.band(seat).x <= r.x and r.right <= lay.band(seat).right
        for r, text in _labels_of(table, seat, SETUP_ROWS):
            assert not r.colliderect(lay.prompt), (seat, text, r, lay.prompt)
            checked += 1
        for a in cards:
            for b in cards:
                # (cards overlap only within one row, never one row's over another's start)
                if a is not b and a.colliderect(b):
                    assert a.y == b.y
    assert checked >= len(lay.columns)  # (each column's rows named, one caption at least)
    partner = _rects(lay, "partner", 3)[0]
    assert all(partner.x >= r.x for r in _rects(lay, "up", 3))
