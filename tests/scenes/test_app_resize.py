"""Every scene relayouts for any window from 1024x640 to 4K: widgets stay on screen and grow."""

from __future__ import annotations

import pygame
import pytest

from scenes.handoff import HandoffScene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules_scene import RulesScene
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene

SIZES = [(1024, 640), (1280, 720), (3840, 2160), (1920, 1080)]


def _session(play_until, to_round_end: bool = False):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session = MatchSession("imposter/2p-base", seats, seed=9, autosave=False)
    if to_round_end:
        play_until(session, lambda st: st.round_over, seed=4)
    return session


def _scenes(app, fake_table, play_until):
    yield "menu", lambda: [MenuScene(app)]
    yield "setup", lambda: [SetupScene(app)]
    yield "settings", lambda: [SettingsScene(app)]
    for page in ("basics", "imposter/2p-base", "keywords", "cards"):
        yield f"rules {page}", lambda page=page: [RulesScene(app, page)]
    session = _session(play_until, to_round_end=True)
    yield (
        "scoring",
        lambda: [
            fake_table(app, session),
            ScoringScene(app, session, session.state.results[-1]),
        ],
    )
    yield "pause", lambda: [fake_table(app, session), PauseScene(app, session)]
    yield "handoff", lambda: [fake_table(app, session), HandoffScene(app, "Bob", lambda: None)]


def test_every_scene_relayouts_on_resize(app, drive, fake_table, play_until):
    for label, build in _scenes(app, fake_table, play_until):
        scenes = build()
        app.clear_to(scenes[0])
        for scene in scenes[1:]:
            app.stack.push(scene)
        top = app.stack.top
        heights = {}
        for size in SIZES:
            drive.resize(size)
            assert app.size == size, label
            assert app.screen.get_size() == size
            screen = pygame.Rect((0, 0), size)
            assert top.elements, label
            for element in top.elements:
                assert screen.contains(element.rect), (label, size, element)
            if top.buttons:
                heights[size] = max(b.rect.h for b in top.buttons.values())
        if heights:
            assert heights[(3840, 2160)] > 2 * heights[(1280, 720)], label


@pytest.mark.parametrize("size", [(800, 500), (5000, 3000)])
def test_window_sizes_outside_the_range_are_clamped(app, drive, size):
    app.to_menu()
    drive.resize(size)
    w, h = app.size
    assert 1024 <= w <= 3840 and 640 <= h <= 2160
