"""Thousands of random clicks, wheels, keys and typed letters on the menu-like scenes never
raise."""

from __future__ import annotations

import random

import pygame

from scenes.menu import MenuScene
from scenes.rules_scene import RulesScene
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene

KEYS = [
    pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
    pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_n, pygame.K_c,
    pygame.K_r, pygame.K_s, pygame.K_1, pygame.K_F11, pygame.K_HOME, pygame.K_DELETE,
]  # fmt: skip
STEPS = 220
ACTIONS_PER_STEP = 3  # several inputs land in one frame, as they do when a player is quick


def _random_events(rng: random.Random, size) -> list[pygame.event.Event]:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.55:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if roll < 0.62:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                   precise_x=0.0, precise_y=0.0)]  # fmt: skip
    if roll < 0.9:
        k = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
    return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab7 9Z"))]


def test_random_input_on_every_menu_scene(app, drive, fake_table, play_until):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lord Corvin", "computer")]
    session = MatchSession("imposter/2p-base", seats, seed=21, autosave=False)
    play_until(session, lambda st: st.round_over, seed=2)
    result = session.state.results[-1]

    def scoring():
        # A fresh copy each time: pressing Next round deals in the session it is given.
        fresh = MatchSession.from_json(session.to_json(), autosave=False)
        return [fake_table(app, fresh), ScoringScene(app, fresh, result)]

    builders = {
        "menu": lambda: [MenuScene(app)],
        "setup": lambda: [MenuScene(app), SetupScene(app)],
        "rules": lambda: [RulesScene(app, "cards")],
        "settings": lambda: [SettingsScene(app)],
        "scoring": scoring,
    }
    rng = random.Random(1234)
    seen = {name: 0 for name in builders}
    sent = 0
    for name, build in builders.items():
        scenes = build()
        for _ in range(STEPS):
            if app.stack.top not in scenes or not app.running:
                app.running = True
                scenes = build()
                app.clear_to(scenes[0])
                for scene in scenes[1:]:
                    app.stack.push(scene)
            seen[name] += 1
            events = []
            for _ in range(ACTIONS_PER_STEP):
                events += _random_events(rng, app.size)
            sent += ACTIONS_PER_STEP
            drive.step(events)
    assert sent >= 3000
    assert all(n == STEPS for n in seen.values())
