"""Fixtures for the table tests: a headless app (SDL dummy drivers, settings in a temp folder)
with instant animations and computers that answer at once, in the test's own process."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from table_helpers import fake_scoring_module, table_app  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from table_app(tmp_path, monkeypatch)


@pytest.fixture
def fake_scoring(monkeypatch):
    """The scoring scene replaced by ``ClickToContinueScoring``, so table tests do not depend on
    another screen's buttons."""
    return fake_scoring_module(monkeypatch)
