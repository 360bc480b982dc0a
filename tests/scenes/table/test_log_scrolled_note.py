"""The log scrolled back says so on a row of its own, under its lines: the note never lies on
the last line drawn, and it stays inside the log's box, at every window size."""

from __future__ import annotations

import pygame
import pytest
from overlap_helpers import SIZES, played, table_at


@pytest.mark.parametrize("size", SIZES)
def test_the_scrolled_note_has_a_row_of_its_own_under_the_last_line(app, size):
    table = table_at(app, played("imposter/2p-base", 3, 60), size)
    lay = table.layout
    table.log_scroll = 4
    table.drawer.invalidate()
    table.drawer._log(pygame.Surface(size), table.view())
    *lines, note = table.drawer.log_drawn
    assert table.log_scroll == 4 and len(lines) >= 5
    assert note.collidelist(lines) == -1, (note, lines[-1])
    assert note.y >= lines[-1].bottom
    assert lay.log_rect.contains(note), (note, lay.log_rect)


def test_at_the_newest_lines_no_row_is_kept_for_the_note(app):
    table = table_at(app, played("imposter/2p-base", 3, 60), (1280, 720))
    table.drawer.invalidate()
    table.drawer._log(pygame.Surface((1280, 720)), table.view())
    lines = table.drawer.log_drawn
    lh = table.painter.fonts.get("ui", table.layout.small_px).get_linesize()
    # (the newest line lies on the box's last row)
    assert table.layout.log_rect.bottom - lines[-1].y < 2 * lh
