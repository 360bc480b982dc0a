"""King and Peasant's hover preview draws the card well over its size in your hand, its effects
set larger there, and leaves the log's newest lines in view under it."""

from __future__ import annotations

import pytest
from peasant_helpers import SOLO, peasant_table

from game.peasant.cards import KING, PEASANT
from scenes.app import step
from scenes.table.layout import PREVIEW_KEEPS_LOG_LINES

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


@pytest.mark.parametrize("size", SIZES)
def test_the_hover_preview_draws_the_card_large_with_its_text_larger(tapp, fake_scoring, size):
    tapp.resize(size)
    _session, table = peasant_table(tapp, SOLO, seed=3)
    for _ in range(100):  # until the computer has answered and the cards lie still
        table.board.finish()
        step(tapp, [])
        if table._human_may_act() and not table.board.busy:
            break
    lay = table.layout
    sp = next(s for s in table.drawer.hand_sprites() if s.cid is not None)
    drawn = []
    real = table.painter.face

    def face(cid, fsize, **how):
        drawn.append((cid, tuple(fsize)))
        return real(cid, fsize, **how)

    table.painter.face = face
    table.drawer.focus_sprite = sp  # the keyboard's focus shows the preview at once
    step(tapp, [])
    big = max((s for c, s in drawn if c == sp.cid), key=lambda s: s[1])
    assert lay.preview_rect.contains((lay.preview_rect.x, lay.preview_rect.y, *big))
    assert big[1] >= 1.25 * sp.rect.h, (big, sp.rect.size)
    card = table.state.cards[sp.cid]
    role = KING if card.king is not None else PEASANT
    assert art_px(table, card, role, big) > art_px(table, card, role, sp.rect.size)
    # The preview leaves the log's newest lines in view under it.
    line = table.painter.fonts.get("ui", lay.small_px).get_linesize()
    assert lay.log_rect.bottom - lay.preview_rect.bottom >= PREVIEW_KEEPS_LOG_LINES * line


def art_px(table, card, role, size) -> int:
    return table.painter.art.text_layout(card, role, size)[0]
