"""The Imposter Kings' layout keeps its rects and sizes per position (``scenes/imposter/table/
kept.py``) and forgets them when the table changes: the zones' cards, the rows opened, the
round's sizes, or the view its row labels' words come from. Kept answers are never stale: in a
seeded match, after every move and through the frames of its cards' flight, each slot's rect
and each row label is what the layout works out afresh."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene


def _table(app, mode_id: str, size, seed: int = 5) -> TableScene:
    w, h = size
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    seats = [SeatSetup(name, "human") for name in ("Ana", "Bob", "Cleo", "Dara")]
    session = MatchSession(mode_id, seats[: 4 if "2v2" in mode_id else 3], seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    table.curtain = False  # (pass and play: every seat's move is made here, in view)
    return table


def _answers(table) -> dict:
    """Every slot's rect, every card size and every row label the layout gives now."""
    lay = table.layout
    out: dict = {}
    for (zone, seat), n in lay.counts.items():
        out[("size", zone, seat)] = lay.card_size(zone, seat)
        for i in range(n):
            out[(zone, seat, i)] = tuple(lay.slot_rect(Slot(zone, seat, i, n)))
    out["labels"] = [(tuple(r), text) for r, text in table.drawer.row_labels()]
    if lay.counts.get(("mercenaries", -1)):
        out["merc row"] = tuple(lay.merc_row())
    return out


def _fresh(table) -> dict:
    lay = table.layout
    lay.stop_keeping()
    try:
        return _answers(table)
    finally:
        lay.start_keeping()


@pytest.mark.parametrize(
    "mode_id,size",
    [
        ("imposter/2v2-mercenaries", (1280, 720)),
        ("imposter/2v2-mercenaries", (1920, 1080)),
        ("imposter/cutthroat-mercenaries", (1280, 720)),
    ],
)
def test_kept_rects_and_labels_are_what_the_layout_works_out_afresh(app, mode_id, size):
    table = _table(app, mode_id, size)
    rng = random.Random(11)
    seen = set()
    for _ in range(36):
        if table.state.round_over or table.state.match_over:
            break
        table.act(str(rng.choice(table.state.legal_actions())))
        for _ in range(3):  # (the labels and the rects asked for while the cards fly)
            table.board.update(0.05)
            table.draw(app.screen)
            kept = _answers(table)
            assert kept == _fresh(table), f"after {len(table.state.history)} moves"
        seen.add(str(kept))
    assert len(seen) > 20  # (the positions compared were many and all different)
    table.close()


def test_kept_answers_are_forgotten_when_the_cards_the_rows_or_the_view_change(app):
    table = _table(app, "imposter/2v2-mercenaries", (1280, 720))
    lay = table.layout
    made: list[int] = []

    def probe():
        made.append(1)
        return len(made)

    assert lay.kept(("probe",), probe) == lay.kept(("probe",), probe) == 1
    lay.set_counts({zone: [None] * n for zone, n in lay.counts.items()})
    assert lay.kept(("probe",), probe) == 2  # the zones' cards set anew
    lay.open_rows = {("army", 0)}
    assert lay.kept(("probe",), probe) == 3  # a row opened
    lay.face_down = set()
    assert lay.kept(("probe",), probe) == 4
    assert lay.kept(("probe",), probe) == 4
    table.version += 1  # the state changed under the table: its view, the labels' words, is new
    assert lay.kept(("probe",), probe) == 5
    lay._squeezing[1] = (0.9, 0.9)  # (a size being tried: its answers hold for the try only)
    assert lay.kept(("probe",), probe) == 6 and lay.kept(("probe",), probe) == 6
    lay._squeezing.clear()
    assert lay.kept(("probe",), probe) == 5
    table.close()
