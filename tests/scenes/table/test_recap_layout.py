"""Where the "Since your turn" list lies: on the table, clear of the prompt's words, buttons and
picker and of the cards that answer the decision, at the three window sizes, in a mode of every
game."""

from __future__ import annotations

import random

import pytest
from recap_helpers import play_until_recap, seated_table

from scenes.app import step

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _assert_placed(table) -> None:
    panel = table.recap.panel
    rect = panel.rect
    assert rect is not None and table.layout.table.contains(rect)
    assert all(rect.contains(r) for r in panel.controls.values())
    buttons, picker = table.drawer._prompt_geometry()
    for _label, action, r in buttons + picker:
        assert not rect.colliderect(r), f"the list covers '{action}'"
    for kind, action, r, _what in table.hits():
        if kind in ("card", "king"):
            assert not rect.colliderect(r), f"the list covers the card that answers '{action}'"
    for kind, r in table.drawer.words_drawn:
        if kind == "prompt":
            assert not rect.colliderect(r), "the list covers the prompt's words"


@pytest.mark.parametrize(
    "mode_id",
    ["imposter/2p-base", "imposter/2v2", "peasant/eras", "usurp/3p", "usurp/teams-6"],
)
def test_a_mode_of_every_game_shows_the_list_of_the_others_moves(app, mode_id):
    table, _ = seated_table(app, mode_id, (0,), seed=3)
    rng = random.Random(1)
    for _ in range(2):
        play_until_recap(app, table, rng)
        step(app, [])
        items = table.recap.items
        assert items and all(item.line and item.seat != 0 for item in items)
        _assert_placed(table)
        table.choose(rng.choice(table.legal()))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mode_id", ["imposter/cutthroat", "peasant/eras", "usurp/4p"])
def test_the_list_lies_on_the_table_clear_of_the_prompt_at_every_size(app, mode_id, size):
    app.resize(size)
    table, _ = seated_table(app, mode_id, (0,), seed=5)
    rng = random.Random(2)
    for _ in range(3):
        play_until_recap(app, table, rng)
        step(app, [])
        assert table.layout.size == size
        _assert_placed(table)
        table.choose(rng.choice(table.legal()))
