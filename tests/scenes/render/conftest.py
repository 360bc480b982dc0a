"""Headless pygame for the render tests: dummy video and audio drivers, fonts initialised."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture(scope="session")
def theme():
    from scenes.render.theme import load_theme

    return load_theme()


@pytest.fixture(scope="session")
def art(theme):
    from scenes.render.cards import CardArt

    return CardArt(theme)
