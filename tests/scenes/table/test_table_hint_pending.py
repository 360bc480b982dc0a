"""While a hint is being worked out the hint box says so (issue 20): one job however often H or
the Hint button is pressed, and the line goes once the answer comes or the position changes."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
import pytest
from table_helpers import click, drawn_words, key

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.ai_worker import AiWorker
from scenes.table.panel_draw import HINT_PENDING
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]


class HeldHints(AiWorker):
    """A worker that decides the computer's moves at once but holds every hint until
    ``release``, as a slow hint in the worker process would be."""

    def __init__(self) -> None:
        super().__init__("inline")
        self.hints: list[tuple[str, Future, tuple]] = []  # (tag, future, the job's call)

    def submit(self, tag, fn, *args) -> None:
        if not tag.startswith("hint:"):
            super().submit(tag, fn, *args)
            return
        fut: Future = Future()
        self.hints.append((tag, fut, (fn, args)))
        self.job = (tag, fut)

    def release(self) -> None:
        """Let the latest hint's answer in."""
        _tag, fut, (fn, args) = self.hints[-1]
        fut.set_result(fn(*args))


def _table(app):
    session = MatchSession("imposter/2p-base", SOLO, 3, autosave=False)
    table = TableScene(app, session)
    table.worker = HeldHints()
    app.stack.push(table)
    step(app, [])
    _until(app, lambda: table._human_may_act() and not table.board.busy)
    return table


def _until(app, done, limit: int = 300) -> None:
    for _ in range(limit):
        if done():
            return
        step(app, [])
    raise AssertionError("the table never got there")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_hint_box_says_a_hint_is_on_its_way_until_it_comes(app, monkeypatch, size):
    table = _table(app)
    app.resize(size)
    step(app, [])
    assert HINT_PENDING not in drawn_words(app, table, monkeypatch)
    key(app, pygame.K_h)
    assert table.hint_pending and table.hint is None
    assert HINT_PENDING in drawn_words(app, table, monkeypatch)
    # It lies in the hint's box, whole, above the buttons.
    lay = table.layout
    font = table.painter.fonts.get("ui", lay.small_px)
    assert font.size(HINT_PENDING)[0] <= lay.hint_line.w
    assert lay.hint_line.top + font.get_linesize() <= lay.hint_line.bottom
    assert lay.hint_line.bottom <= min(r.top for r in lay.panel_buttons.values())
    # Asking again while it is worked out queues nothing more.
    key(app, pygame.K_h)
    click(app, lay.panel_buttons["hint"].center)
    assert len(table.worker.hints) == 1 and table.hint_pending
    table.worker.release()
    step(app, [])
    assert table.hint is not None and not table.hint_pending
    drawn = drawn_words(app, table, monkeypatch)
    assert HINT_PENDING not in drawn
    assert any(line.startswith("Hint:") for line in drawn)
    # The advice shown is the advice there is: asking again works nothing out anew.
    key(app, pygame.K_h)
    assert len(table.worker.hints) == 1 and not table.hint_pending


def test_the_line_goes_when_the_position_changes(app, monkeypatch):
    table = _table(app)
    key(app, pygame.K_h)
    assert table.hint_pending
    # The player moves before the hint comes: the line goes, and no late answer is shown.
    moves = table._moves()
    while table._moves() == moves:  # (the steps of a held choice change no position)
        assert table.hint_pending
        table.choose(table.legal()[0])
    assert not table.hint_pending
    assert HINT_PENDING not in drawn_words(app, table, monkeypatch)
    _until(app, lambda: table._human_may_act() and not table.board.busy)
    assert table.hint is None and not table.hint_pending
    assert HINT_PENDING not in drawn_words(app, table, monkeypatch)
    # A hint asked for the new position is a job of its own; an undo forgets it.
    key(app, pygame.K_h)
    assert len(table.worker.hints) == 2 and table.hint_pending
    assert table.worker.hints[0][0] != table.worker.hints[1][0]
    assert table.undo()
    assert not table.hint_pending
    assert HINT_PENDING not in drawn_words(app, table, monkeypatch)
