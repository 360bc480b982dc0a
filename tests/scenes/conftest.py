"""Scene tests run with SDL's dummy drivers, a temporary config and data folder, and a fake table
(so they test this area's scenes, whatever the real table is doing)."""

from __future__ import annotations

import os
import random
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.stack import Scene  # noqa: E402

TABLE_COLOUR = (255, 0, 255)  # a colour no other scene paints


class FakeTable(Scene):
    """Stands in for scenes.table.scene.TableScene: paints one known colour, records input."""

    name = "table"
    colour = TABLE_COLOUR

    def __init__(self, app, session, kit=None) -> None:
        super().__init__(app)
        self.session = session
        self.kit = kit  # a game's TableKit, as the real table takes it
        self.events: list = []
        self.entered = 0
        self.closed = False

    def enter(self) -> None:
        self.entered += 1

    def handle_event(self, event) -> bool:
        self.events.append(event)
        return True

    def draw(self, surface) -> None:
        surface.fill(self.colour)

    def close(self) -> None:
        self.closed = True


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Point platformdirs (through the XDG variables) at a fresh temporary folder."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def fake_table(monkeypatch):
    module = types.ModuleType("scenes.table.scene")
    module.TableScene = FakeTable
    monkeypatch.setitem(sys.modules, "scenes.table.scene", module)
    return FakeTable


@pytest.fixture
def app():
    from scenes.app import make_app

    application = make_app((1280, 720))
    yield application
    pygame.quit()


# ----- input helpers -----------------------------------------------------------------------------


class Driver:
    """Plays the app with synthetic input, one frame per call, as a player would."""

    def __init__(self, app) -> None:
        self.app = app

    def step(self, events=()) -> None:
        from scenes.app import step

        step(self.app, list(events))

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.step()

    def click_at(self, pos, button: int = 1) -> None:
        self.step(
            [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
            ]
        )
        # Some widgets (the selection lists) report a click from their update, so give the
        # report a frame to arrive.
        self.step()

    def click(self, element) -> None:
        """Click the middle of a pygame-gui element."""
        self.click_at(element.rect.center)

    def press(self, key: str) -> None:
        """Click the top scene's button registered under ``key``."""
        self.click(self.app.stack.top.buttons[key])

    def key(self, k: int, text: str = "") -> None:
        self.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)])

    def type_text(self, text: str) -> None:
        self.step([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])

    def resize(self, size) -> None:
        self.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


@pytest.fixture
def drive(app):
    return Driver(app)


def _play_until(session, done, seed: int = 0, limit: int = 5000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if done(session.state):
            return
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError("the position was not reached")


@pytest.fixture
def play_until():
    """Random legal actions through a session until ``done(state)`` holds."""
    return _play_until


@pytest.fixture
def host(app):
    """A stand-in for the table (expansion_helpers.Host) under the Mustering and Signature
    scenes, with instant animations."""
    from expansion_helpers import Host

    app.settings.anim_speed = "instant"
    h = Host(app)
    app.stack.push(h)
    return h
