"""The computer's worker: answers come back through poll, and a failure still yields a move."""

from __future__ import annotations

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
