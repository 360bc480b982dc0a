"""The player's text size: how much larger than normal every word on every screen is drawn.

Small words grow by the whole factor; a heading, already large, grows by as many points as a
``FULL_GROWTH_UP_TO`` one does, so at the largest size a screen's headings do not take the room
its body text needs (type grows so in most reading apps).
"""

from __future__ import annotations

TEXT_FACTORS = {"normal": 1.0, "large": 1.2, "larger": 1.4}
TEXT_SIZES = tuple(TEXT_FACTORS)
FULL_GROWTH_UP_TO = 20  # points (at 1280x720): fonts up to this size grow by the whole factor


def grown(size: float, factor: float) -> float:
    """``size`` (a font size, or the height of a line of it) at the text size ``factor``."""
    return size + min(size, FULL_GROWTH_UP_TO) * (factor - 1.0)


def ungrown(size: float, factor: float) -> float:
    """The normal size a font of ``size`` at the text size ``factor`` grew from (``grown``
    undone)."""
    if size <= FULL_GROWTH_UP_TO * factor:
        return size / factor
    return size - FULL_GROWTH_UP_TO * (factor - 1.0)
