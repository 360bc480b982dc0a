"""What a screen drew of its words itself (not through pygame-gui), kept with the room each had,
so that a test can tell that nothing was cut: the statistics table, the rules' card panel, the
scoring frame, the review, the keys list and the other screens that draw text directly."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import widgets


@dataclass(frozen=True)
class Drawn:
    """A text the screen drew: as given, as shown, its width and the room it had."""

    text: str
    shown: str
    width: int
    room: int

    @property
    def whole(self) -> bool:
        return self.shown == self.text and self.width <= self.room


def blit_noted(surface, noted: list[Drawn], text: str, font, colour, pos, room: int,
               anchor: str = "topleft") -> pygame.Rect:  # fmt: skip
    """Draw ``text`` in ``room`` pixels (cut only if it cannot fit), noted in ``noted``."""
    shown = widgets.fit_text(font, text, room)
    noted.append(Drawn(text, shown, font.size(shown)[0], room))
    return widgets.blit_text(surface, shown, font, colour, pos, anchor)
