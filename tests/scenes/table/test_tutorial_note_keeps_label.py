"""The guided first game's note on the Antechamber lights the row with its name: the gold frame
goes round the "Antechamber" label as well as the card, and the note and its arrow leave the
label in sight, at 1024x640, 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
from overlap_helpers import SIZES
from table_helpers import click

from game.ai.players import make_player
from game.imposter.tutorial import FIRST_GAME
from scenes.app import step
from scenes.imposter.table.labels import row_labels
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene


def _to_pointer(app, table, wanted: str) -> None:
    """Round one through the table, the newcomer's moves the Easy computer's, each note read
    away, until the ``wanted`` note shows."""
    for _ in range(2000):
        step(app, [])
        p = table.guide.current
        if p is not None:
            if p.id == wanted:
                return
            click(app, (5, 5))
            continue
        st = table.state
        if st.current_seat == 0 and table._human_may_act() and not table.board.busy:
            seed = (st.seed * 7 + len(st.history)) % 2**31
            table.act(str(make_player("easy", seed).choose(st, 0)))
    raise AssertionError(f"the {wanted} note never showed")


def test_the_antechamber_note_lights_and_leaves_in_sight_the_rows_name(app):
    table = TableScene(app, TutorialSession(FIRST_GAME))
    app.stack.push(table)
    _to_pointer(app, table, "antechamber")
    for size in SIZES:
        table.on_resize(size)
        table.draw(pygame.Surface(size))
        guide = table.guide
        target = guide.zone_rect(guide.current)
        (label,) = [lb.rect for lb in row_labels(table) if (lb.zone, lb.seat) == ("antechamber", 0)]
        assert target.contains(label), (size, target, label)
        assert not guide.note.colliderect(label), (size, guide.note, label)
