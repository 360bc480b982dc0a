"""A top seat's rows at the right of its hand (its Antechamber) follow its hand, so they never
lie by the next seat's name as if they were that seat's: the 2v2 partner's beside the right
column's opponent, a Cutthroat seat's beside the other top seat."""

from __future__ import annotations

import pygame
import pytest
from overlap_helpers import SIZES, played, rects, table_at

from scenes.imposter.table.labels import row_labels


def _name_rect(table, seat: int) -> pygame.Rect:
    lay = table.layout
    font = table.painter.fonts.get("ui", lay.font_px)
    return pygame.Rect(lay.name_pos(seat), font.size(table.names[seat]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "mode_id, seed, actions, seat, neighbour",
    [
        ("imposter/2v2", 23, 178, 2, 3),  # the partner's Antechamber; the right column's name
        ("imposter/cutthroat", 10, 91, 1, 2),  # the left top seat's; the right top seat's name
    ],
)
def test_a_top_seats_antechamber_lies_by_its_hand_not_by_the_next_name(
    app, size, mode_id, seed, actions, seat, neighbour
):
    table = table_at(app, played(mode_id, seed, actions), size)
    lay = table.layout
    hand = rects(lay, "hand", seat)
    ante = rects(lay, "antechamber", seat)
    assert hand and len(ante) == 1 and seat in lay.top_seats
    label = [lb.rect for lb in row_labels(table) if (lb.zone, lb.seat) == ("antechamber", seat)]
    row = ante[0].unionall(label)
    name = _name_rect(table, neighbour)
    assert not row.colliderect(name)
    assert row.x - hand[-1].right < name.x - row.right, (hand[-1], row, name)
