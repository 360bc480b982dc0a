"""Fixtures for playing by keys: the shell tests' headless app (tests/scenes/conftest.py) with
instant moves, no pause between computer moves, and computers answering in the test's process."""

from __future__ import annotations

import pytest


@pytest.fixture
def quick(app, monkeypatch):
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    app.settings.anim_speed = "instant"
    app.settings.ai_pace = 0.0
    app.settings.auto_pass = True
    return app
