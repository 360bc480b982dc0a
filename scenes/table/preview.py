"""What the large hover preview says under its card, and how large card and words are drawn.

A game tells the preview its words as ``Said`` parts (the card's name, its values, keywords,
effect, notes), not yet wrapped; ``lay_preview`` sizes them for the preview's area. The card
keeps the height the game asks for while the words fit under it, and the words are then set
as large as fits, from the prompt's size down to the log's: the preview enlarges the card's
text, never only the card. Only when the words do not fit even at the log's size does the card
give up height (down to ``PREVIEW_CARD_MIN`` of the area) so they show whole.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from scenes.render.card_tools import wrap
from scenes.table.layout import CARD_RATIO

PREVIEW_CARD_MIN = 0.3  # the hover preview's card is at least this share of its area's height
# ... and at most this share of its height and of its width, unless its game asks for more.
PREVIEW_CARD_SHARE = (0.55, 0.7)


@dataclass(frozen=True)
class Said:
    """One part of a preview's words: ``text`` in ``colour``; a title is the card's name,
    in the title face at the title's size."""

    text: str
    colour: str = "text"
    title: bool = False


Line = tuple[str, str, str, int]  # (text, colour, font role, px), as the drawer draws lines


@dataclass(frozen=True)
class Sizes:
    """The preview's measures: its area's inner width and height, the padding, the title's
    size and the words' largest and smallest sizes."""

    width: int
    height: int
    pad: int
    title_px: int
    big_px: int
    small_px: int


def wrapped(parts: list[Said], font_at: Callable[[str, int], object], width: int, px: int,
            title_px: int) -> list[Line]:  # fmt: skip
    """The parts wrapped to ``width``: titles at ``title_px``, the rest at ``px``."""
    lines: list[Line] = []
    for part in parts:
        role, size = ("title", title_px) if part.title else ("ui", px)
        for text in wrap(font_at(role, size), part.text, width):
            lines.append((text, part.colour, role, size))
    return lines


def height_of(lines: list[Line], font_at) -> int:
    return sum(font_at(role, px).get_linesize() for _t, _c, role, px in lines)


def lay_preview(
    lines_at: Callable[[int], list[Line]], font_at, sizes: Sizes, card_share: tuple[float, float]
) -> tuple[int, list[Line]]:
    """The preview card's height and its words' lines (``lines_at(px)``: the words wrapped at
    a size): the card at most ``card_share`` (of the area's height, of its inner width), the
    words as large as fit under it; words that do not fit at the smallest size take height
    from the card, down to ``PREVIEW_CARD_MIN``."""
    inner = sizes.width - 2 * sizes.pad
    tall, wide = card_share
    card = min(round(sizes.height * tall), round(inner * wide / CARD_RATIO))
    room = sizes.height - card - 3 * sizes.pad
    for px in range(sizes.big_px, sizes.small_px - 1, -1):
        lines = lines_at(px)
        if height_of(lines, font_at) <= room:
            return card, lines
    lines = lines_at(sizes.small_px)
    need = height_of(lines, font_at)
    least = round(sizes.height * PREVIEW_CARD_MIN)
    return max(min(card, sizes.height - need - 3 * sizes.pad), least), lines


def preview_layout(drawer, view, sp) -> tuple[int, list[Line]]:
    """The height of ``sp``'s card in ``drawer``'s hover preview and the words under it: the
    game's ``preview_text`` parts sized here, or its own ``preview_lines`` at their size."""
    lay = drawer.scene.layout
    area, pad, fonts = lay.preview_rect, lay.margin, drawer.scene.painter.fonts
    inner = area.w - 2 * pad
    parts = drawer.preview_text(view, sp)
    if parts is None:
        own = drawer.preview_lines(view, sp, inner)

        def lines_at(_px: int) -> list[Line]:
            return own

    else:
        lines_at = partial(wrapped, parts, fonts.get, inner, title_px=lay.big_px)
    sizes = Sizes(area.w, area.h, pad, lay.big_px, lay.font_px, lay.small_px)
    return lay_preview(lines_at, fonts.get, sizes, drawer.preview_card_share)
