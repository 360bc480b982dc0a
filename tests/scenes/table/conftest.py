"""Fixtures for the table tests: a headless app (SDL dummy drivers, settings in a temp folder)
with instant animations and computers that answer at once, in the test's own process."""

from __future__ import annotations

import os
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from scenes.app import make_app
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    a = make_app((1280, 720))
    a.settings.anim_speed = "instant"
    a.settings.ai_pace = 0.0
    a.settings.auto_pass = True
    a.audio = SoundLog()
    yield a
    for scene in list(a.stack.scenes):
        close = getattr(scene, "close", None)
        if callable(close):
            close()


class SoundLog:
    """Audio that remembers what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.volume = 0.0

    def play(self, name: str, *args, **kwargs) -> None:
        self.played.append(name)

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class ClickToContinueScoring:
    """Stands in for the scoring screen's contract: shows a result, and on a click applies
    ``deal`` (unless the match is over) and pops back to the table."""

    def __init__(self, app, session, result) -> None:
        from scenes.stack import Scene

        self.scene = Scene(app)
        self.app = app
        self.session = session
        self.result = result
        self.name = "scoring"
        self.opaque = True

    def enter(self) -> None:
        pass

    def leave(self) -> None:
        pass

    def update(self, dt) -> None:
        pass

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))

    def on_resize(self, size) -> None:
        pass

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP:
            if not self.session.state.match_over:
                self.session.apply("deal")
                self.app.stack.pop()
        return True


@pytest.fixture
def fake_scoring(monkeypatch):
    """The scoring scene replaced by ``ClickToContinueScoring``, so table tests do not depend on
    another screen's buttons."""
    mod = types.ModuleType("scenes.scoring")
    mod.ScoringScene = ClickToContinueScoring
    monkeypatch.setitem(sys.modules, "scenes.scoring", mod)
    return mod
