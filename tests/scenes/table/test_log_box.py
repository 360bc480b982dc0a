"""The side panel's log box (scenes.table.log_box) keeps each line as drawn, with its glossary
marks, and the box as painted: what it draws is what painting every line and mark onto the box
draws, at every window size, scrolled or not, with the glossary words where the lines lie."""

from __future__ import annotations

import pygame
import pytest
from overlap_helpers import SIZES, played, table_at

from scenes.table.log_box import STYLE_COLOURS


def _painted_line_by_line(table, size) -> pygame.Surface:
    """The box as painting each line, then its marks, straight onto it paints it."""
    drawer = table.drawer
    lay = table.layout
    lr = lay.log_rect
    surf = pygame.Surface(size)
    surf.blit(drawer._background(), (0, 0))
    pygame.draw.rect(surf, (22, 16, 12), lr, border_radius=round(6 * lay.scale))
    font = table.painter.fonts.get("ui", lay.small_px)
    marks = table.glossary
    marks.spots = []
    for rect, (text, style) in zip(drawer.log_drawn, _rows_shown(table), strict=False):
        surf.blit(drawer._text(text, lay.small_px, STYLE_COLOURS.get(style, "text")), rect)
        marks.mark(surf, text, font, rect.topleft, table.painter.color("gold_dim"))
    return surf


def _rows_shown(table):
    box = table.drawer._log_box._box
    rows, start, end = box[0][:3]
    return rows[start:end]


def _box_pixels(surf, table) -> bytes:
    return pygame.image.tobytes(surf.subsurface(table.layout.log_rect), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_kept_lines_draw_what_painting_each_line_and_mark_draws(app, size):
    table = table_at(app, played("imposter/2p-base", 3, 60), size)
    surf = pygame.Surface(size)
    surf.blit(table.drawer._background(), (0, 0))
    table.drawer.invalidate()
    table.drawer._log(surf, table.view())
    spots = list(table.drawer.log_spots)
    assert spots, "the log has glossary words, marked"
    reference = _painted_line_by_line(table, size)
    assert _box_pixels(surf, table) == _box_pixels(reference, table)
    assert [r for r, _ in spots] == [r for r, _ in table.glossary.spots]
    # Drawn again from what it keeps: the same pixels and the same words in the same places.
    again = pygame.Surface(size)
    again.blit(table.drawer._background(), (0, 0))
    table.drawer._log(again, table.view())
    assert _box_pixels(again, table) == _box_pixels(surf, table)
    assert table.drawer.log_spots == spots


def test_scrolled_to_the_top_the_box_shows_the_first_lines_of_the_log(app):
    table = table_at(app, played("imposter/2p-base", 3, 60), (1280, 720))
    surf = pygame.Surface((1280, 720))
    table.log_scroll = 10_000
    table.drawer.invalidate()
    table.drawer._log(surf, table.view())
    first = table.log.lines(-1 if not table.session.is_human(0) else 0)[0][0]
    assert _rows_shown(table)[0][0] == first
    assert 0 < table.log_scroll < 10_000  # held at the top


def test_a_box_painted_again_is_kept_in_the_surface_it_kept_before(app):
    """A new line paints the box again; what it keeps is copied into the surface kept the last
    time (the same size), and is the box as it lies painted."""
    size = (1280, 720)
    table = table_at(app, played("imposter/2p-base", 3, 60), size)
    surf = pygame.Surface(size)
    surf.blit(table.drawer._background(), (0, 0))
    table.drawer.invalidate()
    table.drawer._log(surf, table.view())
    kept = table.drawer._log_box._box[1]
    table.log.note("A line more.", table.state.round_no)
    table.drawer._log(surf, table.view())
    shows, again, area = table.drawer._log_box._box[:3]
    assert "A line more." in [text for text, _ in shows[0]]
    assert again is kept
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(surf.subsurface(area), "RGB")
