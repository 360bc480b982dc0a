"""King and Peasant reads at every window size: your hand's cards show every effect whole, at a
size that grows with the window, and no face on the table cuts its text short."""

from __future__ import annotations

import pytest

from game.peasant.cards import DESIGNS, KING, PEASANT
from scenes.peasant.faces import WORDED_WIDTH, PeasantArt
from scenes.peasant.table.layout import PeasantLayout

# The window sizes and the least height of your hand's effect text there (it was 9, 9 and 11,
# with seven effects cut short at the two smaller sizes).
HAND_TEXT = {(1024, 640): 9, (1280, 720): 11, (1920, 1080): 16}


@pytest.fixture(scope="module")
def art():
    import pygame

    pygame.display.init()
    pygame.font.init()
    return PeasantArt()


def _halves():
    for _copies, cd in DESIGNS:
        for role in (KING,) if cd.shared else (KING, PEASANT):
            half = cd.half(role)
            if half is not None:
                yield cd, role, half


@pytest.mark.parametrize("size", list(HAND_TEXT))
def test_your_hand_shows_every_effect_whole_and_larger_with_the_window(art, size):
    lay = PeasantLayout(size, 2, 0)
    hand = lay.card_size("hand", 0)
    assert hand[0] >= WORDED_WIDTH
    for cd, role, half in _halves():
        px, lines = art.text_layout(cd, role, hand)
        assert px >= HAND_TEXT[size], (size, half.name, px)
        assert " ".join(lines).split() == half.text.split(), (size, half.name, lines)


@pytest.mark.parametrize("size", list(HAND_TEXT))
def test_no_face_on_the_table_cuts_its_effects_short(art, size):
    lay = PeasantLayout(size, 2, 0)
    zones = [("hand", 0), ("hand", 1), ("town", 0), ("look", -1), ("discard", -1), ("play", -1)]
    for zone, seat in zones:
        for cd, role, half in _halves():
            _px, lines = art.text_layout(cd, role, lay.card_size(zone, seat))
            assert not lines or " ".join(lines).split() == half.text.split(), (zone, half.name)
