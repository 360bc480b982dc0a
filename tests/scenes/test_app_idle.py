"""Idle costs nothing: the window loop draws a frame only when something changed or moves.

The loop runs for real here (``App.loop`` on a non-headless app under the dummy driver), with a
fake clock: waiting for input advances the fake time at once, and scripted input arrives at
given fake times, so seconds of idling take no real time and every run is the same.
"""

from __future__ import annotations

import math
import threading
import time

import pygame
import pytest

from scenes import app as app_module
from scenes.app import INPUT_SETTLE, step
from scenes.session import MatchSession, SeatSetup
from scenes.setup import SetupScene
from scenes.stack import Scene
from scenes.table import scene as table_module
from scenes.table.scene import AI_POLL, TableScene


class FakeTime:
    """The app's clock (``app.now``), its frame pacer (``app.clock``) and its event wait, on a
    made-up timeline; ``script`` holds (fake time, events) to deliver."""

    def __init__(self, app) -> None:
        self.t = 1000.0
        self.last_tick = self.t
        self.script: list[tuple[float, list]] = []
        self.waits: list[float] = []
        self.frame_times: list[float] = []
        self.end = self.t
        self.on_wait = None  # called with the fake time at each wait (a test's hook)
        app.now = lambda: self.t
        app.clock = self
        app._wait_events = self.wait
        real_frame = app.frame

        def frame(dt):
            self.frame_times.append(self.t)
            real_frame(dt)

        app.frame = frame

    def tick(self, fps: int = 0) -> int:
        if fps:
            self.t = max(self.t, self.last_tick + 1 / fps)  # a frame takes 1/fps
        ms = round((self.t - self.last_tick) * 1000)
        self.last_tick = self.t
        return ms

    def wait(self, wait: float):
        if self.on_wait is not None:
            self.on_wait(self.t)
        if wait <= 0:
            if self.t >= self.end:
                return [pygame.event.Event(pygame.QUIT)], "event"
            return [], "none"
        self.waits.append(wait)
        due = self.script[0][0] if self.script else self.end
        if self.t + wait < due:
            self.t += wait
            return [], "timeout"
        self.t = max(self.t, due)
        if not self.script:
            return [pygame.event.Event(pygame.QUIT)], "event"
        return self.script.pop(0)[1], "event"

    def run(self, app, seconds: float, script=()) -> list[float]:
        """Run the app's loop for ``seconds`` of fake time; the times of the frames drawn."""
        start = self.t
        self.end = start + seconds
        self.script = sorted((start + at, list(events)) for at, events in script)
        self.frame_times = []
        app.running = True
        app.loop()
        return [t - start for t in self.frame_times]


@pytest.fixture
def table_app(app, monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    app.settings.anim_speed = "fast"
    app.settings.ai_pace = 0.3
    return app


def _start(app, computer_first: bool | None = None) -> TableScene:
    seats = [SeatSetup("You", "human"), SeatSetup("Bot", "computer", "easy")]
    app.start_match(MatchSession("imposter/2p-base", seats, seed=5, autosave=False))
    return app.stack.top


def _settle(app, table, limit: int = 2000) -> None:
    """Step frames (the test way) until the table waits for the human with nothing moving."""
    for _ in range(limit):
        if (
            not table.board.busy
            and not table.board.bubbles
            and table._human_may_act()
            and app.stack.top is table
        ):
            return
        step(app, [])
    raise AssertionError("the table never came to the human's decision")


def _to_human_turn(app, table) -> None:
    """Settle, answering the human's set-up decisions (who goes first, the Successor) on the
    way, until the human is to play a card on their turn."""
    for _ in range(20):
        _settle(app, table)
        if table.state.decision == "turn":
            return
        table.choose(table.legal()[0])  # a held first step goes on to the next
    raise AssertionError("the human's turn never came")


def _windowed(app) -> FakeTime:
    app.headless = False  # the paced window loop, not the headless fast one
    fake = FakeTime(app)
    app._input_at = -math.inf  # no input lately
    return fake


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _click(pos):
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def test_a_table_waiting_for_the_human_draws_no_frames(table_app):
    table = _start(table_app)
    _settle(table_app, table)
    fake = _windowed(table_app)
    assert table.next_frame_in() == math.inf
    assert table_app.idle_wait() == math.inf
    frames = fake.run(table_app, 30.0)
    assert frames == []
    assert fake.waits == [math.inf]


def test_pointer_over_the_hand_wakes_the_table_then_it_rests(table_app):
    table = _start(table_app)
    _settle(table_app, table)
    fake = _windowed(table_app)
    card = table.drawer.hand_sprites()[0].rect.center
    frames = fake.run(table_app, 10.0, [(2.0, [_motion(card)])])
    assert table.mouse == card
    assert frames and frames[0] == pytest.approx(2.0, abs=0.02)
    # Frames for the hover to settle (a delayed preview has time to show), then none.
    assert frames[-1] - frames[0] == pytest.approx(INPUT_SETTLE, abs=0.05)
    assert len(frames) <= INPUT_SETTLE * 60 + 3
    assert table_app.idle_wait() == math.inf


def test_a_play_animates_through_and_the_computers_reply_wakes_the_table(table_app):
    table = _start(table_app)
    _to_human_turn(table_app, table)
    moves = table._moves()
    action = next(a for a in table.view()["legal"] if table.click_point(a) is not None)
    pos = table.click_point(action)
    fake = _windowed(table_app)
    frames = fake.run(table_app, 20.0, [(1.0, _click(pos))])
    # The player's move and the computer's reply were played and animated, with no input.
    assert table.state.history[moves] == action
    assert table._moves() >= moves + 2
    assert table.context[0] == 1  # the last move was the computer's
    assert not table.board.busy
    # Frames ran back to back while cards moved (the animations played through, not jumped) ...
    gaps = [b - a for a, b in zip(frames, frames[1:], strict=False)]
    assert len(frames) > 30 and max(gaps[:30]) <= 1 / 60 + 1e-6
    # ... and stopped once the table waited for the player again.
    assert table._human_may_act()
    assert frames[-1] < 15.0
    assert table_app.idle_wait() == math.inf


def test_a_computer_answer_from_the_worker_is_picked_up_while_idle(table_app, monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "thread")
    gate = threading.Event()
    real_decide = table_module.decide

    def slow_decide(*args):
        gate.wait(10)
        return real_decide(*args)

    table = _start(table_app)
    _to_human_turn(table_app, table)
    monkeypatch.setattr(table_module, "decide", slow_decide)
    action = next(a for a in table.view()["legal"] if table.click_point(a) is not None)
    moves = table._moves()
    fake = _windowed(table_app)
    opened = []

    def open_gate(now):
        # The computer takes 3 s of fake time; then the real thread needs a moment to finish.
        if not opened and table.worker.job is not None and now - fake.script_start > 3.0:
            opened.append(now)
            gate.set()
        if opened:
            time.sleep(0.002)

    fake.script_start = fake.t
    fake.on_wait = open_gate
    try:
        frames = fake.run(table_app, 15.0, [(0.5, _click(table.click_point(action)))])
    finally:
        gate.set()
        table.close()
    assert opened, "the computer was never asked"
    assert table._moves() >= moves + 2  # its move was picked up without any input
    assert table.context[0] == 1
    # While it thought with nothing moving, the table looked about ten times a second, not 60.
    thinking = [t for t in frames if 0.5 + INPUT_SETTLE + 1.0 < t < 3.0]
    gaps = [b - a for a, b in zip(thinking, thinking[1:], strict=False)]
    assert len(gaps) >= 4 and min(gaps) >= AI_POLL - 1e-6


def test_a_resize_draws_a_frame_at_the_new_size(table_app):
    table = _start(table_app)
    _settle(table_app, table)
    fake = _windowed(table_app)
    size = (1920, 1080)
    resize = pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    frames = fake.run(table_app, 5.0, [(1.0, [resize])])
    assert frames and frames[0] == pytest.approx(1.0, abs=0.02)
    assert table_app.screen.get_size() == size
    assert table.layout.size == size


def test_a_dialog_opened_from_idle_is_drawn_and_then_rests(table_app):
    table = _start(table_app)
    _settle(table_app, table)
    fake = _windowed(table_app)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames = fake.run(table_app, 5.0, [(1.0, [esc])])
    assert table_app.stack.top.name == "pause"
    assert frames and frames[-1] < 1.0 + INPUT_SETTLE + 0.1
    assert table_app.idle_wait() == math.inf


def test_a_scene_without_the_hook_keeps_a_frame_every_tick(app):
    app.clear_to(Scene(app))
    step(app, [])
    fake = _windowed(app)
    assert app.idle_wait() == 0.0
    frames = fake.run(app, 1.0)
    assert len(frames) >= 59


def test_the_menu_rests_and_a_requested_wake_up_comes_on_time(app):
    app.to_menu()
    step(app, [])
    fake = _windowed(app)
    assert app.idle_wait() == math.inf
    app.request_frame(2.5)
    assert app.idle_wait() == pytest.approx(2.5)
    frames = fake.run(app, 10.0)
    assert frames == [pytest.approx(2.5, abs=0.01)]


def test_a_focused_text_field_keeps_its_cursor_blinking(app, drive):
    app.clear_to(SetupScene(app))
    drive.frames(2)
    entry = next(e for e in app.stack.top.elements if isinstance(e, app_module.UITextEntryLine))
    drive.click(entry)
    assert entry.is_focused
    fake = _windowed(app)
    assert app.idle_wait() == pytest.approx(app_module.UI_TICK)
    frames = fake.run(app, 2.0)
    assert 15 <= len(frames) <= 21  # ten a second, not sixty
    entry.unfocus()
    fake.t += INPUT_SETTLE
    assert app.idle_wait() == math.inf


def test_step_still_updates_and_draws_every_call(table_app):
    table = _start(table_app)
    _settle(table_app, table)
    before = table_app.frame_no
    for _ in range(5):
        step(table_app, [])
    assert table_app.frame_no == before + 5
