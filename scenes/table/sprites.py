"""Card sprites and their tweens: eased moves between slots and flips through the card's edge.

A sprite is one card (or token, such as a King) on the table. It knows only what the viewer may know: ``cid`` is
``None`` for a card the viewer cannot identify. Its path is a queue of ``Step``s, each a move to a
``Slot`` (resolved against the current layout when the step starts, so a resize mid-move still
lands in the right place) with an optional change of side, drawn as a flip.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from scenes.table.layout import Slot, TableLayout


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, soft landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Step:
    start: float  # board clock time at which the step begins
    dur: float  # seconds for the move (0: snap)
    slot: Slot
    face_up: bool | None = None  # the side shown at the end; None keeps the current side
    lies_down: bool | None = None  # the end state of ``CardSprite.lies_down`` (None: unchanged)
    cid: int | None = -1  # identity shown from the flip's midpoint on (-1: unchanged)
    flip_dur: float = 0.18
    lift: float = 0.0  # pixels (at scale 1) the card rises mid-path, e.g. a reveal
    sound: str | None = None


@dataclass
class CardSprite:
    key: int
    cid: int | None
    slot: Slot
    face_up: bool
    # A card the viewer knows lying face down where it is (a Disgraced Court card, your own
    # face-down Rebel): drawn as a back with the game's mark for it.
    lies_down: bool = False
    token: bool = False  # not a play card: a seat's King in The Imposter Kings
    x: float = 0.0
    y: float = 0.0
    w: float = 1.0
    h: float = 1.0
    steps: list[Step] = field(default_factory=list)
    active: Step | None = None
    t0: tuple[float, float, float, float] = (0, 0, 0, 0)
    t1: tuple[float, float, float, float] = (0, 0, 0, 0)
    flip_scale: float = 1.0  # 1 = full width; 0 = edge on
    flip: tuple | None = None  # (start, duration, new side or None once applied)
    lift_px: float = 0.0
    alpha: int = 255
    leaving: bool = False  # fades out then is dropped (a card the view no longer shows)

    @property
    def rect(self):
        import pygame

        return pygame.Rect(
            round(self.x), round(self.y), max(1, round(self.w)), max(1, round(self.h))
        )

    @property
    def resting(self) -> Slot:
        """The slot the card comes to rest in once its queued moves have played."""
        return self.steps[-1].slot if self.steps else self.slot

    @property
    def moving(self) -> bool:
        return self.active is not None or bool(self.steps)

    @property
    def in_flight(self) -> bool:
        """Travelling between places (not just flipping where it lies)."""
        if self.leaving:
            return True
        return self.active is not None and (self.t0[0], self.t0[1]) != (self.t1[0], self.t1[1])

    def place(self, layout: TableLayout) -> None:
        r = layout.slot_rect(self.slot)
        self.x, self.y, self.w, self.h = r.x, r.y, r.w, r.h

    def update(self, clock: float, layout: TableLayout, sounds: list[str]) -> None:
        """Advance the path to board time ``clock``."""
        while True:
            if self.active is None:
                if not self.steps or self.steps[0].start > clock:
                    return
                self._begin(self.steps.pop(0), layout, sounds)
            step = self.active
            elapsed = clock - step.start
            done = step.dur <= 0 or elapsed >= step.dur
            p = 1.0 if done else ease_out(elapsed / step.dur)
            x0, y0, w0, h0 = self.t0
            x1, y1, w1, h1 = self.t1
            self.x = x0 + (x1 - x0) * p
            self.y = y0 + (y1 - y0) * p
            self.w = w0 + (w1 - w0) * p
            self.h = h0 + (h1 - h0) * p
            self.lift_px = step.lift * layout.scale * math.sin(math.pi * p) if not done else 0.0
            if self.flip is not None:
                f_start, fd, side = self.flip
                q = 1.0 if (done or fd <= 0) else (clock - f_start) / fd
                if q >= 0.5 and side is not None:
                    self.face_up, self.lies_down, cid = side
                    if cid != -1:
                        self.cid = cid
                    self.flip = (f_start, fd, None)
                self.flip_scale = abs(1 - 2 * min(1.0, max(0.0, q)))
                if q >= 1:
                    self.flip = None
                    self.flip_scale = 1.0
            if not done:
                return
            self.active = None
            self.flip = None
            self.flip_scale = 1.0
            self.lift_px = 0.0

    def _begin(self, step: Step, layout: TableLayout, sounds: list[str]) -> None:
        self.active = step
        self.slot = step.slot
        r = layout.slot_rect(step.slot)
        self.t0 = (self.x, self.y, self.w, self.h)
        self.t1 = (r.x, r.y, r.w, r.h)
        face = self.face_up if step.face_up is None else step.face_up
        dis = self.lies_down if step.lies_down is None else step.lies_down
        cid = step.cid
        if face != self.face_up or dis != self.lies_down:
            fd = min(step.flip_dur, step.dur) if step.dur > 0 else 0.0
            self.flip = (step.start + max(0.0, (step.dur - fd) / 2), fd, (face, dis, cid))
        elif cid != -1:
            self.cid = cid
        if step.sound:
            sounds.append(step.sound)

    def finish(self, layout: TableLayout, sounds: list[str]) -> None:
        """Jump to the end of the whole path (a skip)."""
        if self.active is not None:
            self.update(self.active.start + self.active.dur + 1e-6, layout, [])
        while self.steps:
            step = self.steps.pop(0)
            self._begin(step, layout, sounds)
            self.update(step.start + step.dur + 1e-6, layout, [])
        self.active = None
        self.flip = None
        self.flip_scale = 1.0
        self.lift_px = 0.0
        self.place(layout)

    def rescale(self, sx: float, sy: float, layout: TableLayout) -> None:
        """The window changed size: scale the current position and re-aim the running step."""
        self.x *= sx
        self.y *= sy
        self.w *= sx
        self.h *= sy
        if self.active is None:
            self.place(layout)
            return
        x0, y0, w0, h0 = self.t0
        self.t0 = (x0 * sx, y0 * sy, w0 * sx, h0 * sy)
        r = layout.slot_rect(self.active.slot)
        self.t1 = (r.x, r.y, r.w, r.h)
