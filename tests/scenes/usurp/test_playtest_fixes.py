"""The playtest's smaller findings on the Usurp table: the side panel's title wraps inside the
panel (F3), the log's wording (F8), the end screen's words (F16)."""

from __future__ import annotations

from .usurp_table_helpers import usurp_table


def test_the_side_panels_title_wraps_inside_its_width(tapp, fake_scoring):
    _session, table = usurp_table(tapp, "usurp/5p", humans=(0,), seed=2)
    view = table.view()
    lay = table.layout
    width = round(150 * lay.scale)
    sprites = [sp for sp in table.board.all_sprites() if sp.cid is not None]
    assert sprites
    for sp in sprites:
        for text, _color, role, px in table.drawer.preview_lines(view, sp, width):
            if role == "title":
                w = table.painter.fonts.get("title", px).size(text)[0]
                assert w <= width, (text, w, width)
