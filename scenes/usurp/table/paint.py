"""Usurp the King's cards on the table, over the art helper's ``UsurpArt``
(``scenes/usurp/faces.py``): the Leverage faces, the family backs (each family's shield), the
Court Members (dead ones greyed and crossed), the loyalty markers, the turn order cards and the
turn marker, the family shields and the tutorial objectives.

One ``UsurpArt`` is kept per app (``faces.usurp_art``), so the table and the rules gallery share
its cache; it draws a plain card itself when a drawing fails. Every face put on screen is
reported (``Painter.shown``) for the privacy tests; the members, markers and turn cards are
public and not reported.
"""

from __future__ import annotations

import pygame

from game.usurp.data import MEMBER_NAME
from scenes.table.paint import Painter
from scenes.usurp.faces import usurp_art


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


class UsurpPainter(Painter):
    """The shared painter with Usurp the King's faces, backs, members, markers and turn cards."""

    def __init__(self, app, cards) -> None:
        super().__init__(app, cards, art=usurp_art(app))

    def face(self, cid: int, size, *, mark=None, **how) -> pygame.Surface:
        size = _size(size)
        self.shown(cid)
        return self._marked(("face", cid, size), mark, lambda: self.art.leverage(cid, size))

    def back(self, size, *, lying_down=False, mark=None, family=None) -> pygame.Surface:
        """A card's back: its family's shield (a seat's hand, a card lying face down); a card
        of no known family (the deal's box) shows the first family's back."""
        size = _size(size)
        fam = int(family) if family is not None else 0
        return self._marked(("back", fam, size), mark, lambda: self.art.back(fam, size))

    def member(self, number: int, size, *, dead=False, mark=None) -> pygame.Surface:
        size = _size(size)
        name = MEMBER_NAME[number]
        return self._marked(
            ("member", number, size, dead), mark, lambda: self.art.member(name, size, not dead)
        )

    def marker(self, disgruntled: bool, size) -> pygame.Surface:
        size = _size(size)
        return self.cache.get(
            ("marker", disgruntled, size), lambda: self.art.marker(disgruntled, size)
        )

    def turn_card(self, family: int, size, *, mark=None) -> pygame.Surface:
        size = _size(size)
        return self._marked(("turn", family, size), mark, lambda: self.art.turn_card(family, size))

    def turn_marker(self, size) -> pygame.Surface:
        size = _size(size)
        return self.cache.get(("turn_marker", size), lambda: self.art.turn_marker(size))

    def shield(self, family: int, size) -> pygame.Surface:
        size = _size(size)
        return self.cache.get(("shield", family, size), lambda: self.art.shield(family, size))

    def family_color(self, family: int):
        return self.art.family_color(family)

    def objective(self, oid, size) -> pygame.Surface:
        size = _size(size)
        return self.cache.get(("objective", oid, size), lambda: self.art.objective(oid, size))
