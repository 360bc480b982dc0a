"""A missing or broken art/theme.json degrades to the built-in palette: the menu and a table of
cards still draw, and the reason is logged, never raised."""

from __future__ import annotations

import pygame

import scenes.render.theme as theme_mod
from game.core.registry import new_match


def test_without_the_theme_file_the_game_draws_with_the_built_in_palette(monkeypatch, caplog):
    def missing(name: str) -> dict:
        raise FileNotFoundError(f"art/{name}")

    monkeypatch.setattr(theme_mod, "_read_json", missing)
    theme_mod.load_theme.cache_clear()
    try:
        from scenes.app import make_app, step
        from scenes.session import MatchSession, SeatSetup

        app = make_app((1024, 640))
        assert app.theme.name == "built-in"
        assert app.theme.color("army") == app.theme.color("ink")  # not in the built-in palette
        app.to_menu()
        step(app, [])
        seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
        app.start_match(MatchSession("imposter/fon-full", seats, 4, autosave=False))
        for _ in range(30):
            step(app, [])
        card = new_match("imposter/fon-full", 4).cards[0]
        face = app.art.face(card.name, card.value, card.text, (120, 168), army=True)
        assert face.get_size() == (120, 168)
        assert "built-in palette" in caplog.text
    finally:
        theme_mod.load_theme.cache_clear()
        pygame.quit()


def test_a_broken_theme_file_is_reported_not_raised(monkeypatch, caplog):
    monkeypatch.setattr(theme_mod, "_read_json", lambda name: {"colors": {"table": "#zz"}})
    theme_mod.load_theme.cache_clear()
    try:
        assert theme_mod.load_theme().name == "built-in"
        assert "could not read art/theme.json" in caplog.text
    finally:
        theme_mod.load_theme.cache_clear()
