"""On the still layer, a move's new log lines move the old ones up and only the box's top and
bottom strips are painted again (scenes.table.log_box): the box then is, pixel for pixel, the
box painted whole, at each window size and in each game, and where it was painted over by
anything else it is painted whole."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import modes
from scenes.app import make_app, step
from scenes.games import scenes_for
from scenes.session import MatchSession, SeatSetup
from scenes.table.log_box import LogBox


def _log_pixels(table) -> bytes:
    drawer = table.drawer
    area = drawer._log_area().clip(table.layout.panel)
    return pygame.image.tobytes(drawer._layer._surface.subsurface(area), "RGB")


@pytest.mark.parametrize(
    ("mode", "size"),
    [
        ("imposter/2p-base", (1280, 720)),
        ("imposter/2p-base", (1024, 640)),
        ("peasant/eras", (1920, 1080)),
        ("usurp/5p", (1280, 720)),
    ],
)
def test_lines_moved_up_paint_the_box_painting_it_whole_paints(monkeypatch, mode, size):
    app = make_app(size)
    app.settings.anim_speed = "normal"
    app.settings.ai_pace = 0.0
    moved = []
    real = LogBox._moved_up

    def counted(self, *args):
        done = real(self, *args)
        moved.append(done)
        return done

    monkeypatch.setattr(LogBox, "_moved_up", counted)
    seats = [SeatSetup(f"Bot {s}", "computer", "easy") for s in range(modes()[mode].seats)]
    session = MatchSession(mode, seats, 5, autosave=False)
    table = scenes_for(session.state).table(app, session)
    app.stack.push(table)
    compared = 0
    try:
        for _ in range(2500):
            if app.stack.top is not table or compared >= 12:
                break
            before = len(moved)
            step(app, [])
            if not any(moved[before:]):
                continue
            kept = _log_pixels(table)
            table.drawer.invalidate()  # the whole layer painted anew, the log box with it
            table.drawer.draw(app.screen)
            assert kept == _log_pixels(table), f"after move {len(session.state.history)}"
            compared += 1
    finally:
        table.close()
        pygame.quit()
    assert compared >= 5, f"lines moved up {compared} times"
