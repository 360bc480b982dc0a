"""The table surface: the right size, cached, darker at the edges than in the candle-lit middle."""

from __future__ import annotations

from scenes.render.table import table_surface


def test_table_surface_has_the_size_asked_and_is_cached(theme):
    surf = table_surface((640, 360), theme)
    assert surf.get_size() == (640, 360)
    assert table_surface((640, 360), theme) is surf
    assert table_surface((641, 360), theme).get_size() == (641, 360)


def test_table_is_lit_in_the_middle_and_darker_at_the_corners(theme):
    surf = table_surface((400, 240), theme)

    def patch(x0: int, y0: int) -> int:
        return sum(
            sum(surf.get_at((x, y))[:3]) for x in range(x0, x0 + 8) for y in range(y0, y0 + 8)
        )

    middle = patch(196, 116)
    for corner in ((0, 0), (392, 0), (0, 232), (392, 232)):
        assert patch(*corner) < middle * 0.7


def test_the_docs_gallery_draws_every_base_card_and_state():
    from scenes.imposter import gallery

    surf = gallery.gallery()
    rows = 3  # 15 base faces + 11 backs, Kings and states, 9 to a row
    assert surf.get_width() == gallery.COLUMNS * (gallery.CARD[0] + gallery.GAP) + gallery.GAP
    assert surf.get_height() > rows * gallery.CARD[1]
