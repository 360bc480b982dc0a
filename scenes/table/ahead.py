"""Card surfaces painted ahead of the frame that shows them, one in a frame that did little else.

A card turning over on its way (drawn from the deck, played from a hidden hand) or landing at a
size it never lay at needs its face painted at that size (2-5 ms at 1920x1080), and it was
painted in the frame that first showed it, often beside other faces and the side panel. Where a
moving card will stop is known as soon as its path is laid, so the drawer paints those surfaces
beforehand: after drawing a frame in which no move was applied, no part of the still layer was
drawn and no card surface was painted, it paints the next one of them not yet painted. The frame
that shows a card then finds it in the painter's cache; the picture is the same, only painted
sooner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from scenes.render.card_tools import NotYet
from scenes.table.sprites import CardSprite

KEPT = 512  # stops remembered as painted; forgotten all at once past this many


def stops(sp: CardSprite) -> Iterator[tuple]:
    """Where sprite ``sp`` will lie at the end of each step of its path and how, from the running
    step on: (slot, face up, lying down, the card it shows); nothing for a card on its way out."""
    if sp.leaving:
        return
    face, down, cid = sp.face_up, sp.lies_down, sp.cid
    if sp.active is not None:
        if sp.flip is not None and sp.flip[2] is not None:
            face, down, shown = sp.flip[2]
            cid = cid if shown == -1 else shown
        yield sp.active.slot, face, down, cid
    for step in sp.steps:
        face = face if step.face_up is None else step.face_up
        down = down if step.lies_down is None else step.lies_down
        cid = cid if step.cid == -1 else step.cid
        yield step.slot, face, down, cid


def resting(sp: CardSprite, stop: tuple) -> CardSprite:
    """Sprite ``sp`` lying at rest at ``stop`` (one of its ``stops``)."""
    slot, face, down, cid = stop
    return replace(
        sp, slot=slot, face_up=face, lies_down=down, cid=cid, steps=[], active=None, flip=None,
        flip_scale=1.0, lift_px=0.0,
    )  # fmt: skip


class Ahead:
    """Which stops of the moving cards have had their surfaces painted (for one layout)."""

    def __init__(self) -> None:
        self._done: set = set()
        # What the drawer last found every stop painted for (it walks the paths again only
        # when they change: another move, another count of cards).
        self.walked: tuple | None = None

    def clear(self) -> None:
        self._done.clear()
        self.walked = None

    def paint_one(
        self, sprites, size_of: Callable, paint: Callable, made: Callable[[], int]
    ) -> bool:
        """Paint the surface of the first stop of ``sprites`` that needs one: ``size_of(slot)``
        is a slot's size, ``paint(sprite, size)`` gets the surface a sprite lying so shows (from
        the painter's cache when it is there) and ``made()`` counts the surfaces the painter
        painted so far. Whether one was painted."""
        if len(self._done) > KEPT:
            self._done.clear()
        for sp in sprites:
            if not sp.moving:
                continue
            for stop in stops(sp):
                key = (sp.key, sp.token, *stop)
                if key in self._done:
                    continue
                before = made()
                try:
                    paint(resting(sp, stop), size_of(stop[0]))
                except NotYet:
                    return True  # painted part of the way: the next quiet frame goes on
                self._done.add(key)
                if made() != before:
                    return True
        return False
