"""Events returned by ``apply``: what happened, in order, for the table's animations and the log."""

from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    """One thing that happened.

    ``kind`` names it ("move", "disgrace", "flip_king", "reveal", "round_over", ...). A card move
    has ``card`` (a card id), ``src`` and ``dst`` zones, each ``(zone, seat)`` with seat ``-1`` for
    shared zones. ``visible_to`` is ``None`` when everyone saw the card, else the seats that did:
    ``for_seat`` hides the card id from the rest, so the event still animates a face-down card,
    and whom it was shown to (``visible_to`` becomes empty), which may itself be a secret.
    """

    kind: str
    seat: int = -1
    card: int | None = None
    src: tuple[str, int] | None = None
    dst: tuple[str, int] | None = None
    arg: object = None
    visible_to: tuple[int, ...] | None = None

    def for_seat(self, seat: int) -> Event:
        if self.visible_to is None or seat in self.visible_to or self.card is None:
            return self
        arg = None if self.kind != "move" else self.arg
        return self._replace(card=None, arg=arg, visible_to=())
