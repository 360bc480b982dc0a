"""The log keeps pace with the cards: a move's line appears when its card starts to move, not
when the model applied it (play-test finding 17), and a skip tells every line at once."""

from __future__ import annotations

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _table(app, mode="imposter/cutthroat", seed=5):
    app.settings.anim_speed = "normal"
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(n, "computer", "easy")
        for n in ("Bob", "Cleo", "Dara")[: 2 if "cut" in mode else 3]
    ]
    session = MatchSession(mode, seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    return table


def _until_lines_wait(app, table):
    """Play (the person clicks the first legal move) until a move whose cards go one after the
    other, just applied: the entries of its batch and the log's length before it."""
    for _ in range(3000):
        before = len(table.log.entries)
        if table._human_may_act() and not table.board.busy:
            table.choose(table.legal()[0])
        else:
            step(app, [], 1 / 60)
        batch = table.log.entries[before:]
        times = table.board.event_times
        if len(batch) > 2 and len(times) == len(batch) and times[-1] > table.board.clock:
            return before, batch
    raise AssertionError("no move whose cards go one after the other")


def test_a_line_waits_for_its_cards_and_the_lines_come_one_by_one(app):
    table = _table(app)
    before, batch = _until_lines_wait(app, table)
    told = []
    moves = len(table.state.history)
    while table.board.busy and len(table.state.history) == moves:
        n = table.log_told()
        shown = len(table.log.entries) if n is None else n
        told.append(shown)
        # Every entry told has started: its board time is not after the clock.
        for i in range(shown - before):
            assert table.board.event_times[i] <= table.board.clock + 1e-9, batch[i].event
        step(app, [], 1 / 60)
    assert told[0] < len(table.log.entries)  # the last lines waited at first
    assert told == sorted(told) and len(set(told)) > 2  # they came in, one after the other
    if len(table.state.history) == moves:
        assert table.log_told() is None  # all told once the cards rest


def test_a_skip_tells_every_line_at_once(app):
    table = _table(app)
    _until_lines_wait(app, table)
    assert table.log_told() is not None
    table.board.finish()
    assert table.log_told() is None
    assert table.log.lines(table.viewer, table.log_told()) == table.log.lines(table.viewer)
