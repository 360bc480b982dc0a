"""Pass-and-play: a person who cannot react is still shown the question after the handoff (so
nobody learns who holds the card), with a line saying the table passes for them, and under
"Pass for me" it does, after a short pause."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import step
from scenes.handoff import HandoffScene
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import AUTO_PASS_NOTE, AUTO_PASS_PAUSE
from tests.game.imposter.helpers import assassin_at_the_flip
from tests.scenes.table.table_helpers import table_app

app = pytest.fixture(table_app)

PEOPLE = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human"), SeatSetup("Cara", "human")]


def _flipped(app):
    session = MatchSession("imposter/cutthroat", PEOPLE, 1, autosave=False)
    session.state = assassin_at_the_flip()  # Bob (no Assassin) is asked first
    app.start_match(session)
    table = app.stack.top
    return session, table


def _through_handoff(app, session):
    for _ in range(50):
        top = app.stack.top
        if isinstance(top, HandoffScene):
            key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
            step(app, [key])
            step(app, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)])
            return
        step(app, [])
    raise AssertionError("no handoff came")


def test_the_question_stays_up_a_moment_then_the_table_passes(app):
    session, table = _flipped(app)
    _through_handoff(app, session)
    step(app, [])
    assert session.state.current_seat == 1 and table.viewer == 1
    assert [str(a) for a in session.state.legal_actions()] == ["pass"]
    assert table.panel_note == AUTO_PASS_NOTE
    assert "everyone who might hold one is asked" in table.prompt.text
    table.board.clock += AUTO_PASS_PAUSE / 2
    step(app, [])
    assert session.state.current_seat == 1  # still up, visibly
    table.board.clock += AUTO_PASS_PAUSE
    step(app, [])
    assert session.state.current_seat == 2  # Bob passed; Cara, who holds it, is asked


def test_with_ask_me_the_person_passes_themself(app):
    app.settings.auto_pass = False
    session, table = _flipped(app)
    _through_handoff(app, session)
    table.board.clock += AUTO_PASS_PAUSE * 3
    step(app, [])
    assert session.state.current_seat == 1 and table.panel_note != AUTO_PASS_NOTE
