"""What a screen drew of its words itself (not through pygame-gui), kept with the room each had,
so that a test can tell that nothing was cut: the statistics table, the rules' card panel, the
scoring frame, the review, the keys list and the other screens that draw text directly."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import widgets


@dataclass(frozen=True)
class Drawn:
    """A text the screen drew: as given, as shown, its width, the room it had and where it
    lies (None where the screen did not say)."""

    text: str
    shown: str
    width: int
    room: int
    at: pygame.Rect | None = None

    @property
    def whole(self) -> bool:
        return self.shown == self.text and self.width <= self.room


def blit_noted(surface, noted: list[Drawn], text: str, font, colour, pos, room: int,
               anchor: str = "topleft") -> pygame.Rect:  # fmt: skip
    """Draw ``text`` in ``room`` pixels (cut only if it cannot fit), noted in ``noted``."""
    shown = widgets.fit_text(font, text, room)
    rect = widgets.blit_text(surface, shown, font, colour, pos, anchor)
    noted.append(Drawn(text, shown, font.size(shown)[0], room, rect))
    return rect
