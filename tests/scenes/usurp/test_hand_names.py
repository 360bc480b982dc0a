"""Usurp the King's fanned hand leaves every card's name in sight: the cards laid over a card
never reach into its name band (at 1024x640 ten cards cut "Dagger" and "Bribery")."""

from __future__ import annotations

import pygame
import pytest

from game.usurp.tutorial import FIRST_GAME
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene
from scenes.usurp.faces import leverage_name_box

from .usurp_table_helpers import usurp_table


def _covered_names(table) -> list[tuple[int, pygame.Rect]]:
    hand = sorted(
        (sp for sp in table.board.sprites if sp.slot.zone == "hand" and sp.slot.seat == 0),
        key=lambda sp: sp.slot.index,
    )
    assert len(hand) >= 5
    out = []
    for k, sp in enumerate(hand):
        x, y, w, h = leverage_name_box(sp.rect.size)
        name = pygame.Rect(sp.rect.x + round(x), sp.rect.y + round(y), round(w), round(h))
        if any(name.colliderect(over.rect) for over in hand[k + 1 :]):
            out.append((sp.cid, name))
    return out


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("mode_id", ["usurp/3p", "usurp/5p"])
def test_no_hand_card_name_is_covered_in_an_ordinary_game(tapp, size, mode_id):
    _session, table = usurp_table(tapp, mode_id)
    table.on_resize(size)
    step(tapp, [])
    assert not _covered_names(table)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_no_hand_card_name_is_covered_in_the_guided_game(tapp, size):
    table = TableScene(tapp, TutorialSession(FIRST_GAME))
    tapp.stack.push(table)
    table.on_resize(size)
    step(tapp, [])
    assert not _covered_names(table)
