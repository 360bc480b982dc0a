"""The computer's worker: answers come back through poll, and a failure still yields a move."""

from __future__ import annotations

import logging

import pytest
from table_helpers import drawn_words

from game.core import saves
from game.core.registry import new_match
from scenes.table.ai_worker import AiWorker, decide


def _wait(worker):
    worker.job[1].result(timeout=60)
    return worker.poll()


def test_a_worker_thread_returns_a_legal_computer_move():
    st = new_match("imposter/2p-base", 4)
    worker = AiWorker("thread")
    try:
        worker.submit("move:0", decide, saves.dumps(st), st.current_seat, "easy", 1)
        tag, action, error = _wait(worker)
    finally:
        worker.close()
    assert tag == "move:0" and error is None
    assert action in [str(a) for a in st.legal_actions()]


def test_a_failing_job_reports_its_error_instead_of_raising():
    def broken(*args):
        raise RuntimeError("no luck")

    worker = AiWorker("inline")
    worker.submit("move:3", broken)
    tag, result, error = worker.poll()
    assert tag == "move:3" and result is None and isinstance(error, RuntimeError)


# ----- a failing computer on the table ---------------------------------------------------------


def _solo_table(app, seed=3):
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    return session, table


def _until(app, done, limit=400):
    from scenes.app import step

    for _ in range(limit):
        if done():
            return
        step(app, [])
    raise AssertionError("the table never got there")


def _players_turn(table):
    return table._human_may_act() and not table.board.busy


def test_a_computer_that_fails_plays_a_legal_move_says_so_once_and_logs_the_traceback(
    app, monkeypatch, caplog
):
    import scenes.table.scene as table_module

    calls = []

    def broken_decide(*args):
        calls.append(args)
        raise RuntimeError("the oracle is asleep")

    monkeypatch.setattr(table_module, "decide", broken_decide)
    caplog.set_level(logging.WARNING, logger="scenes.table.scene")
    session, table = _solo_table(app)
    _until(app, lambda: calls and _players_turn(table))
    # The match went on with legal moves, and the table says what happened, until the player
    # moves (the computer's further moves leave the note up).
    assert session.state.history and not session.state.match_over
    assert table.panel_note == table_module.COMPUTER_FAILED
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None
    assert "the oracle is asleep" in caplog.text and "broken_decide" in caplog.text  # traceback
    # The same failure again: logged as one more line, not told the player again.
    caplog.clear()
    table.act(table.legal()[0])
    assert table.panel_note is None  # the player's move took the note down
    before = len(calls)
    for _ in range(20):  # the player plays on until the computer has thought again
        _until(app, lambda: _players_turn(table) or session.state.round_over)
        if len(calls) > before or session.state.round_over:
            break
        table.act(table.legal()[0])
    assert len(calls) > before
    assert table.panel_note is None
    assert not [r for r in caplog.records if r.levelno == logging.ERROR]
    assert any("failed again" in r.getMessage() for r in caplog.records)


def test_a_computer_answer_that_is_not_legal_is_replaced_and_told(app, monkeypatch, caplog):
    import scenes.table.scene as table_module

    calls = []

    def wrong_decide(*args):
        calls.append(args)
        return "no such move"

    monkeypatch.setattr(table_module, "decide", wrong_decide)
    caplog.set_level(logging.WARNING, logger="scenes.table.scene")
    session, table = _solo_table(app)
    _until(app, lambda: calls and _players_turn(table))
    assert session.state.history and "no such move" not in session.state.history
    assert table.panel_note == table_module.COMPUTER_FAILED
    assert "'no such move', not a legal move" in caplog.text


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_note_of_a_failed_computer_is_drawn_whole_in_the_panel(app, monkeypatch, size):
    import scenes.table.scene as table_module

    def broken_decide(*args):
        raise RuntimeError("no luck")

    monkeypatch.setattr(table_module, "decide", broken_decide)
    app.resize(size)
    session, table = _solo_table(app)
    _until(app, lambda: table.panel_note is not None and _players_turn(table))
    drawn = drawn_words(app, table, monkeypatch)
    words = " ".join(table_module.COMPUTER_FAILED.split())
    shown = " ".join(line for line in drawn if line and line in table_module.COMPUTER_FAILED)
    assert shown == words


def test_a_failed_hint_is_logged_with_its_traceback_and_told(app, monkeypatch, caplog):
    import scenes.table.scene as table_module
    from scenes.app import step

    def broken_hint(*args):
        raise ValueError("no counsel today")

    monkeypatch.setattr(table_module, "hint", broken_hint)
    caplog.set_level(logging.WARNING, logger="scenes.table.scene")
    session, table = _solo_table(app)
    _until(app, lambda: _players_turn(table))
    table.ask_hint()
    step(app, [])
    assert table.hint is None and table.panel_note == table_module.HINT_FAILED
    assert "no counsel today" in caplog.text and "broken_hint" in caplog.text


def test_a_hint_that_names_no_legal_move_is_told_not_dropped(app, monkeypatch, caplog):
    import scenes.table.scene as table_module
    from scenes.app import step

    monkeypatch.setattr(table_module, "hint", lambda *args: ("no such move", "because"))
    caplog.set_level(logging.WARNING, logger="scenes.table.scene")
    session, table = _solo_table(app)
    _until(app, lambda: _players_turn(table))
    table.ask_hint()
    step(app, [])
    assert table.hint is None and table.panel_note == table_module.HINT_FAILED
    assert "'no such move', not a legal move" in caplog.text
