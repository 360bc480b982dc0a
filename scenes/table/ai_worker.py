"""Computer decisions off the frame loop: one worker process (a thread if processes fail).

The worker gets the match as save text, so it never shares the live state with the table.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor

from game.ai.players import decide_from_save, hint_from_save


def decide(save_text: str, seat: int, level, seed: int) -> str:
    """The computer's action text for ``seat`` (runs in the worker)."""
    return str(decide_from_save(save_text, seat, level, seed))


def hint(save_text: str, seat: int, seed: int | None = None) -> tuple[str, str]:
    """A suggested action text for ``seat`` and the reason, in words (runs in the worker).

    Works at every decision of every mode (setup, turns, reactions, Mustering, Signature picks,
    facets). The reason says why and never the move itself: show the move in the screen's own
    words first ("Hint: pick the Aegis."), then the reason, wrapped, never cut. Without a seed,
    the position's own analysis: the review of this decision gives the same."""
    action, reason = hint_from_save(save_text, seat, seed)
    return str(action), str(reason)


class AiWorker:
    """Runs decisions and hints in a single lazily started worker; ``inline`` runs them at once
    (tests). Results are collected with ``poll``."""

    def __init__(self, mode: str = "process") -> None:
        self.mode = mode
        self._pool = None
        self.job: tuple[str, Future] | None = None

    def _executor(self):
        if self._pool is None:
            if self.mode == "process":
                try:
                    # Spawn, not fork: the table's process holds SDL and pygame-gui state.
                    ctx = multiprocessing.get_context("spawn")
                    self._pool = ProcessPoolExecutor(max_workers=1, mp_context=ctx)
                except (OSError, ValueError, NotImplementedError):
                    self.mode = "thread"
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1)
        return self._pool

    def submit(self, tag: str, fn, *args) -> None:
        """Start ``fn(*args)`` in the worker; a newer job replaces an unfinished one."""
        if self.mode == "inline":
            fut: Future = Future()
            try:
                fut.set_result(fn(*args))
            except Exception as exc:  # reported through poll like a worker failure
                fut.set_exception(exc)
            self.job = (tag, fut)
            return
        try:
            fut = self._executor().submit(fn, *args)
        except Exception:
            # A broken process pool (e.g. no fork on this system): fall back to a thread.
            self.close()
            self.mode = "thread"
            fut = self._executor().submit(fn, *args)
        self.job = (tag, fut)

    @property
    def busy(self) -> bool:
        return self.job is not None

    def poll(self):
        """(tag, result, error) once the current job is done, else None."""
        if self.job is None or not self.job[1].done():
            return None
        tag, fut = self.job
        self.job = None
        try:
            return tag, fut.result(), None
        except Exception as exc:
            if self.mode == "process":
                self.close()
                self.mode = "thread"
            return tag, None, exc

    def cancel(self) -> None:
        if self.job is not None:
            self.job[1].cancel()
        self.job = None

    def close(self) -> None:
        self.job = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
