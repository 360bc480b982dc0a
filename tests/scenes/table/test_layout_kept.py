"""The Imposter Kings' layout keeps its rects and sizes per position (``scenes/imposter/table/
kept.py``) and forgets them when the table changes: the zones' cards, the rows opened, the
round's sizes, or the view its row labels' words come from (a move, only the answers that read
the zones whose cards changed). Kept answers are never stale: in a
seeded match, after every move and through the frames of its cards' flight, each slot's rect
and each row label is what the layout works out afresh."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.registry import modes
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene


def _table(app, mode_id: str, size, seed: int = 5) -> TableScene:
    w, h = size
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    seats = [SeatSetup(name, "human") for name in ("Ana", "Bob", "Cleo", "Dara")]
    session = MatchSession(mode_id, seats[: modes()[mode_id].seats], seed, autosave=False)
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
        ("imposter/2p-base", (1024, 640)),
        ("imposter/cutthroat", (1280, 720)),
        ("imposter/2v2", (1920, 1080)),
        ("imposter/fon-full", (1280, 720)),
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
    assert len(seen) >= 20  # (the positions compared were many and all different)
    table.close()


def test_kept_answers_are_forgotten_when_the_cards_the_rows_or_the_view_change(app):
    table = _table(app, "imposter/2v2-mercenaries", (1280, 720))
    lay = table.layout
    made: list[int] = []

    def probe():
        len(lay.counts)  # (reads every zone's cards)
        lay.row_words  # noqa: B018 (and the row labels' words: the view)
        made.append(1)
        return len(made)

    assert lay.kept(("probe",), probe) == lay.kept(("probe",), probe) == 1
    lay.set_counts({zone: [None] * n for zone, n in dict.items(lay.counts)})
    assert lay.kept(("probe",), probe) == 2  # the zones' cards set anew
    lay.open_rows = {("army", 0)}
    assert lay.kept(("probe",), probe) == 3  # a row opened
    lay.face_down = {99}
    assert lay.kept(("probe",), probe) == 4
    lay.face_down = {99}  # (set anew with what it held: nothing forgotten)
    assert lay.kept(("probe",), probe) == 4
    table.version += 1  # the state changed under the table: its view, the labels' words, is new
    assert lay.kept(("probe",), probe) == 5
    lay._squeezing[1] = (0.9, 0.9)  # (a size being tried: its answers hold for the try only)
    assert lay.kept(("probe",), probe) == 6 and lay.kept(("probe",), probe) == 6
    lay._squeezing.clear()
    assert lay.kept(("probe",), probe) == 5
    table.close()


def test_a_move_forgets_only_the_answers_that_read_the_zones_whose_cards_changed(app):
    """Each kept answer keeps the zones it read; setting the zones' cards anew forgets an
    answer only when one of those zones changed, or when it read them all (walked them, or
    a seat's zones and that seat's changed), and an answer worked out inside another makes
    the outer one read its zones too. A new view forgets only the answers that read the row
    labels' words."""
    table = _table(app, "imposter/2v2-mercenaries", (1280, 720))
    lay = table.layout
    made: dict[str, int] = {}
    court, hand = ("court", -1), ("hand", 1)

    def probe(name, read):
        def make():
            read()
            made[name] = made.get(name, 0) + 1
            return made[name]

        return lambda: lay.kept(("probe", name), make)

    answers = {
        "court": probe("court", lambda: lay.counts.get(court)),
        "hand": probe("hand", lambda: lay.ids[hand]),
        "seat 1": probe("seat 1", lambda: lay.counts.seat_items(1)),
        "walked": probe("walked", lambda: len(lay.counts)),
        "none": probe("none", lambda: None),
        "words": probe("words", lambda: lay.row_words),
    }
    answers["outer"] = probe("outer", answers["court"])  # (the court's, asked inside)

    def ask() -> dict[str, int]:
        return {name: answer() for name, answer in answers.items()}

    assert set(ask().values()) == {1}
    zones = {zone: list(ids) for zone, ids in dict.items(lay.ids)}
    lay.set_counts(zones)  # the same cards: nothing forgotten
    assert set(ask().values()) == {1}
    zones[court] = zones.get(court, []) + [None]
    lay.set_counts(zones)
    once = {"none": 1, "words": 1}
    assert ask() == {"court": 2, "hand": 1, "seat 1": 1, "walked": 2, "outer": 2, **once}
    zones[hand] = zones[hand][:-1]
    lay.set_counts(zones)
    assert ask() == {"court": 2, "hand": 2, "seat 1": 2, "walked": 3, "outer": 2, **once}
    table.version += 1  # a new view: only the answer that asked for the words is forgotten
    assert ask() == {"court": 2, "hand": 2, "seat 1": 2, "walked": 3, "outer": 2, "none": 1,
                     "words": 2}  # fmt: skip
    table.close()
