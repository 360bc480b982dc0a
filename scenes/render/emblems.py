"""One emblem per card name, drawn with pygame.draw primitives in a unit square so it scales.

Each emblem is a function ``(pen) -> None`` registered in ``EMBLEMS`` under the card's name. The
pen maps coordinates from 0..1 inside the emblem's square to pixels, and draws shapes in groups:
every shape of a group first gets a thick ink outline, then all are filled, so overlapping parts
share one clean outline, as an engraved emblem would.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import pygame

Point = tuple[float, float]
Color = tuple[int, int, int]


def bezier(p0: Point, p1: Point, p2: Point, n: int = 12) -> list[Point]:
    """Points along the quadratic curve from ``p0`` to ``p2`` pulled towards ``p1``."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 20):
    """Points along an elliptic arc, angles in degrees, 0 = right, 90 = down."""
    return [
        (
            cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5, turn: float = -90):
    """A star polygon with ``points`` tips, the first pointing at angle ``turn``."""
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def rotated(pts: Iterable[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    """``pts`` turned about (cx, cy) by ``degrees`` clockwise on screen."""
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [
        (cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in pts
    ]


def mirrored(pts: Iterable[Point]) -> list[Point]:
    """``pts`` mirrored about the square's vertical centre line."""
    return [(1 - x, y) for x, y in pts]


class Pen:
    """Draws in a square of ``size`` pixels at ``origin`` on ``surf``, in unit coordinates."""

    def __init__(self, surf: pygame.Surface, rect: pygame.Rect, colors: dict[str, Color]):
        self.surf = surf
        self.s = min(rect.w, rect.h)
        self.x = rect.x + (rect.w - self.s) / 2
        self.y = rect.y + (rect.h - self.s) / 2
        self.c = colors
        self.ow = max(1, round(self.s * 0.026))  # outline width in pixels
        self._group: list[tuple] | None = None

    # ----- coordinates -----------------------------------------------------------------------

    def p(self, pt: Point) -> tuple[int, int]:
        return (round(self.x + pt[0] * self.s), round(self.y + pt[1] * self.s))

    def ps(self, pts: Sequence[Point]) -> list[tuple[int, int]]:
        return [self.p(q) for q in pts]

    def d(self, length: float) -> int:
        return max(1, round(length * self.s))

    def col(self, name: str | Color) -> Color:
        return self.c[name] if isinstance(name, str) else name

    # ----- grouped shapes: outline all, then fill all ----------------------------------------

    def group(self) -> Pen:
        self._group = []
        return self

    def __enter__(self) -> Pen:
        return self.group()

    def __exit__(self, *exc) -> None:
        shapes, self._group = self._group or [], None
        for shape in shapes:
            self._outline(shape)
        for shape in shapes:
            self._fill(shape)

    def _add(self, shape: tuple) -> None:
        if self._group is None:
            self._outline(shape)
            self._fill(shape)
        else:
            self._group.append(shape)

    def poly(self, pts: Sequence[Point], fill: str | Color = "gold") -> None:
        self._add(("poly", self.ps(pts), self.col(fill)))

    def circle(self, c: Point, r: float, fill: str | Color = "gold") -> None:
        self._add(("circle", self.p(c), self.d(r), self.col(fill)))

    def ellipse(self, c: Point, rx: float, ry: float, fill: str | Color = "gold") -> None:
        cx, cy = self.p(c)
        w, h = self.d(rx), self.d(ry)
        self._add(("ellipse", pygame.Rect(cx - w, cy - h, 2 * w, 2 * h), self.col(fill)))

    def bar(self, a: Point, b: Point, width: float, fill: str | Color = "gold") -> None:
        """A straight bar of ``width`` (unit) from ``a`` to ``b``, with square ends."""
        ax, ay = a
        bx, by = b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length * width / 2, (bx - ax) / length * width / 2
        self.poly(
            [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)], fill
        )

    def ring(self, c: Point, r: float, width: float, fill: str | Color = "gold") -> None:
        self._add(("ring", self.p(c), self.d(r), self.d(width), self.col(fill)))

    def band(self, pts: Sequence[Point], width: float, fill: str | Color = "gold") -> None:
        """A thick polyline with round joins (a rope, a handle, a chain link)."""
        self._add(("band", self.ps(pts), self.d(width), self.col(fill)))

    def _outline(self, shape: tuple) -> None:
        ink, ow, surf = self.c["ink"], self.ow, self.surf
        kind = shape[0]
        if kind == "poly":
            pts = shape[1]
            pygame.draw.polygon(surf, ink, pts)
            pygame.draw.lines(surf, ink, True, pts, 2 * ow)
            for q in pts:
                pygame.draw.circle(surf, ink, q, ow)
        elif kind == "circle":
            pygame.draw.circle(surf, ink, shape[1], shape[2] + ow)
        elif kind == "ellipse":
            pygame.draw.ellipse(surf, ink, shape[1].inflate(2 * ow, 2 * ow))
        elif kind == "ring":
            _, c, r, w, _ = shape
            pygame.draw.circle(surf, ink, c, r + w // 2 + ow, w + 2 * ow)
        elif kind == "band":
            _, pts, w, _ = shape
            self._polyline(pts, w + 2 * ow, ink)

    def _fill(self, shape: tuple) -> None:
        surf = self.surf
        kind = shape[0]
        if kind == "poly":
            pygame.draw.polygon(surf, shape[2], shape[1])
        elif kind == "circle":
            pygame.draw.circle(surf, shape[3], shape[1], shape[2])
        elif kind == "ellipse":
            pygame.draw.ellipse(surf, shape[2], shape[1])
        elif kind == "ring":
            _, c, r, w, fill = shape
            pygame.draw.circle(surf, fill, c, r + w // 2, w)
        elif kind == "band":
            _, pts, w, fill = shape
            self._polyline(pts, w, fill)

    def _polyline(self, pts, width: int, color: Color) -> None:
        if len(pts) > 1:
            pygame.draw.lines(self.surf, color, False, pts, width)
        for q in pts:
            pygame.draw.circle(self.surf, color, q, max(1, width // 2))

    # ----- plain strokes (details, no outline) ------------------------------------------------

    def stroke(self, pts: Sequence[Point], width: float = 0.02, color: str | Color = "ink") -> None:
        self._polyline(self.ps(pts), self.d(width), self.col(color))

    def dot(self, c: Point, r: float, color: str | Color = "ink") -> None:
        pygame.draw.circle(self.surf, self.col(color), self.p(c), self.d(r))


# ----- the emblems ---------------------------------------------------------------------------


def fool(pen: Pen) -> None:
    """A jester's cap: three drooping points with bells."""
    with pen:
        left = bezier((0.24, 0.70), (0.18, 0.30), (0.06, 0.44)) + bezier(
            (0.10, 0.50), (0.30, 0.42), (0.42, 0.70)
        )
        pen.poly(left, "accent")
        pen.poly(mirrored(left), "accent")
        mid = bezier((0.32, 0.70), (0.36, 0.28), (0.56, 0.12)) + bezier(
            (0.60, 0.18), (0.60, 0.40), (0.68, 0.70)
        )
        pen.poly(mid, "gold")
        pen.poly([(0.22, 0.68), (0.78, 0.68), (0.80, 0.82), (0.20, 0.82)], "gold")
        pen.circle((0.07, 0.47), 0.055)
        pen.circle((0.93, 0.47), 0.055)
        pen.circle((0.58, 0.13), 0.055)
    for x in (0.32, 0.5, 0.68):
        pen.dot((x, 0.75), 0.025, "accent")


def assassin(pen: Pen) -> None:
    """A dagger, point down."""
    with pen:
        pen.poly([(0.43, 0.40), (0.57, 0.40), (0.55, 0.78), (0.50, 0.95), (0.45, 0.78)], "steel")
        pen.bar((0.26, 0.38), (0.74, 0.38), 0.07, "gold")
        pen.bar((0.50, 0.36), (0.50, 0.14), 0.085, "accent")
        pen.circle((0.50, 0.10), 0.06, "gold")
        pen.circle((0.25, 0.38), 0.045, "gold")
        pen.circle((0.75, 0.38), 0.045, "gold")
    pen.stroke([(0.50, 0.44), (0.50, 0.86)], 0.012, "gold_dark")


def elder(pen: Pen) -> None:
    """A shepherd's staff with a gem in its crook."""
    with pen:
        pen.band([(0.52, 0.95), (0.50, 0.60), (0.52, 0.32)], 0.075, "gold_dark")
        pen.band(arc(0.42, 0.26, 0.12, 0.13, 0, -200, 16) + [(0.33, 0.36)], 0.075, "gold_dark")
        pen.circle((0.41, 0.25), 0.06, "accent")
        pen.poly(rotated(arc(0.64, 0.52, 0.09, 0.035, 0, 360, 16), 0.64, 0.52, -35), "gold")
    pen.stroke([(0.51, 0.70), (0.53, 0.74)], 0.012, "ink")


def zealot(pen: Pen) -> None:
    """A flame."""
    outer = (
        bezier((0.50, 0.94), (0.16, 0.90), (0.22, 0.56))
        + bezier((0.22, 0.56), (0.28, 0.40), (0.40, 0.34))
        + bezier((0.40, 0.34), (0.38, 0.48), (0.46, 0.52))
        + bezier((0.46, 0.52), (0.40, 0.24), (0.58, 0.06))
        + bezier((0.58, 0.06), (0.56, 0.30), (0.72, 0.42))
        + bezier((0.72, 0.42), (0.86, 0.58), (0.78, 0.76))
        + bezier((0.78, 0.76), (0.72, 0.94), (0.50, 0.94))
    )
    with pen:
        pen.poly(outer, "accent")
    inner = (
        bezier((0.50, 0.90), (0.30, 0.86), (0.36, 0.68))
        + bezier((0.36, 0.68), (0.42, 0.56), (0.52, 0.46))
        + bezier((0.52, 0.46), (0.54, 0.60), (0.62, 0.64))
        + bezier((0.62, 0.64), (0.72, 0.74), (0.64, 0.86))
        + bezier((0.64, 0.86), (0.58, 0.92), (0.50, 0.90))
    )
    pygame.draw.polygon(pen.surf, pen.c["gold"], pen.ps(inner))


def inquisitor(pen: Pen) -> None:
    """An open eye with rays."""
    upper = bezier((0.08, 0.52), (0.50, 0.12), (0.92, 0.52))
    lower = bezier((0.92, 0.52), (0.50, 0.90), (0.08, 0.52))
    for a in range(-150, -20, 26):
        x, y = math.cos(math.radians(a)), math.sin(math.radians(a))
        pen.stroke([(0.5 + 0.36 * x, 0.56 + 0.36 * y), (0.5 + 0.46 * x, 0.56 + 0.46 * y)], 0.03)
    with pen:
        pen.poly(upper + lower, "parchment")
    pen.circle((0.50, 0.52), 0.16, "gold")
    pen.dot((0.50, 0.52), 0.075, "ink")
    pen.dot((0.46, 0.48), 0.025, "parchment")


def soldier(pen: Pen) -> None:
    """A sword, point up."""
    with pen:
        pen.poly([(0.45, 0.70), (0.45, 0.16), (0.50, 0.05), (0.55, 0.16), (0.55, 0.70)], "steel")
        pen.poly([(0.24, 0.68), (0.76, 0.68), (0.72, 0.75), (0.28, 0.75)], "gold")
        pen.bar((0.50, 0.74), (0.50, 0.90), 0.08, "accent")
        pen.circle((0.50, 0.94), 0.05, "gold")
    pen.stroke([(0.50, 0.16), (0.50, 0.64)], 0.012, "gold_dark")


def judge(pen: Pen) -> None:
    """Balance scales."""
    pen.stroke([(0.22, 0.26), (0.10, 0.58)], 0.014)
    pen.stroke([(0.22, 0.26), (0.34, 0.58)], 0.014)
    pen.stroke([(0.78, 0.26), (0.66, 0.58)], 0.014)
    pen.stroke([(0.78, 0.26), (0.90, 0.58)], 0.014)
    with pen:
        pen.bar((0.50, 0.20), (0.50, 0.86), 0.06, "gold_dark")
        pen.poly([(0.30, 0.92), (0.70, 0.92), (0.62, 0.84), (0.38, 0.84)], "gold")
        pen.bar((0.16, 0.24), (0.84, 0.24), 0.05, "gold")
        pen.circle((0.50, 0.16), 0.055, "gold")
        pen.poly(arc(0.22, 0.58, 0.14, 0.09, 0, 180, 10), "gold")
        pen.poly(arc(0.78, 0.58, 0.14, 0.09, 0, 180, 10), "gold")


def oathbound(pen: Pen) -> None:
    """Three chain links, the middle one crossing the others."""
    centres = [(0.26, 0.74), (0.50, 0.50), (0.74, 0.26)]
    for i, (cx, cy) in enumerate(centres):
        link = rotated(arc(cx, cy, 0.20, 0.10, 0, 360, 28), cx, cy, -45 if i != 1 else 45)
        with pen:
            pen.band(link, 0.06, "gold" if i != 1 else "steel")


def mystic(pen: Pen) -> None:
    """A crescent moon and a star."""
    outer = arc(0.44, 0.54, 0.36, 0.36, 60, 300, 30)
    inner = arc(0.58, 0.46, 0.28, 0.28, 275, 85, 30)
    with pen:
        pen.poly(outer + inner, "gold")
        pen.poly(star(0.72, 0.30, 0.16, 0.065), "parchment")


def warlord(pen: Pen) -> None:
    """Two crossed battle axes."""
    for side in (1, -1):

        def m(pts, side=side):
            return pts if side == 1 else mirrored(pts)

        with pen:
            pen.bar(*m([(0.16, 0.90), (0.80, 0.16)]), 0.055, "gold_dark")
            head = m(
                [(0.64, 0.24), (0.76, 0.06)]
                + bezier((0.76, 0.06), (0.98, 0.18), (0.94, 0.42))
                + [(0.76, 0.36)]
            )
            pen.poly(head, "steel")


def kings_hand(pen: Pen) -> None:
    """An open hand, palm forward."""
    with pen:
        for x, top in ((0.33, 0.22), (0.45, 0.12), (0.57, 0.14), (0.69, 0.26)):
            pen.bar((x, 0.56), (x, top), 0.105, "gold")
            pen.circle((x, top), 0.052, "gold")
        pen.bar((0.30, 0.72), (0.14, 0.46), 0.11, "gold")
        pen.circle((0.14, 0.46), 0.055, "gold")
        pen.poly(
            [(0.28, 0.48), (0.74, 0.48), (0.74, 0.72)]
            + bezier((0.74, 0.72), (0.70, 0.92), (0.50, 0.92))
            + bezier((0.50, 0.92), (0.28, 0.90), (0.28, 0.72)),
            "gold",
        )
    pen.stroke(bezier((0.36, 0.80), (0.46, 0.70), (0.56, 0.74)), 0.012, "gold_dark")


def sentry(pen: Pen) -> None:
    """A watchtower with battlements."""
    with pen:
        pen.poly([(0.28, 0.94), (0.32, 0.36), (0.68, 0.36), (0.72, 0.94)], "steel")
        pen.poly([(0.22, 0.36), (0.78, 0.36), (0.78, 0.22), (0.22, 0.22)], "steel")
        for x in (0.22, 0.40, 0.58):
            pen.poly(
                [(x, 0.22), (x + 0.2 * 0.55, 0.22), (x + 0.2 * 0.55, 0.10), (x, 0.10)], "steel"
            )
    pen.poly(
        [(0.42, 0.94), (0.42, 0.78)] + arc(0.5, 0.78, 0.08, 0.08, 180, 360, 8) + [(0.58, 0.94)],
        "ink",
    )
    pen.dot((0.50, 0.50), 0.035, "gold")
    pen.stroke([(0.50, 0.46), (0.50, 0.58)], 0.03, "ink")
    pen.stroke([(0.455, 0.10), (0.455, 0.0)], 0.015, "ink")
    with pen:
        pen.poly([(0.465, 0.0), (0.62, 0.03), (0.465, 0.065)], "accent")


def princess(pen: Pen) -> None:
    """A tiara."""
    band = arc(0.5, 0.95, 0.44, 0.30, 200, 340, 20)
    inner = arc(0.5, 0.98, 0.38, 0.26, 340, 200, 20)
    with pen:
        pen.poly(
            [(0.16, 0.78), (0.24, 0.55), (0.32, 0.66), (0.42, 0.40), (0.50, 0.20)]
            + [(0.58, 0.40), (0.68, 0.66), (0.76, 0.55), (0.84, 0.78)],
            "gold",
        )
        pen.poly(band + inner, "gold")
        pen.circle((0.50, 0.18), 0.05, "accent")
    pen.circle((0.50, 0.48), 0.07, "accent")
    pen.circle((0.30, 0.68), 0.04, "steel")
    pen.circle((0.70, 0.68), 0.04, "steel")


def queen(pen: Pen) -> None:
    """A crown with five points."""
    crown_shape(pen, points=5, jewel="accent")


def crown_shape(pen: Pen, points: int = 5, jewel: str = "accent", fill: str = "gold") -> None:
    """A crown: a jewelled band under ``points`` tips with pearls."""
    xs = [0.14 + 0.72 * i / (points - 1) for i in range(points)]
    top = [0.22 if i % 2 == 0 else 0.36 for i in range(points)]
    top[points // 2] = 0.14
    outline = [(0.18, 0.78)]
    for i, x in enumerate(xs):
        if i:
            outline.append(((xs[i - 1] + x) / 2, 0.58))
        outline.append((x, top[i]))
    outline.append((0.82, 0.78))
    with pen:
        pen.poly(outline, fill)
        pen.poly([(0.16, 0.76), (0.84, 0.76), (0.84, 0.90), (0.16, 0.90)], fill)
        for x, y in zip(xs, top, strict=True):
            pen.circle((x, y - 0.03), 0.045, "parchment")
    for x in (0.3, 0.5, 0.7):
        pen.circle((x, 0.83), 0.035, jewel)


def warden(pen: Pen) -> None:
    """A key."""
    with pen:
        pen.ring((0.30, 0.30), 0.14, 0.07, "gold")
        pen.bar((0.38, 0.38), (0.84, 0.84), 0.075, "gold")
        pen.poly(
            rotated([(0.66, 0.66), (0.66, 0.80), (0.72, 0.80), (0.72, 0.66)], 0.69, 0.69, 45),
            "gold",
        )
        pen.poly(
            rotated([(0.76, 0.76), (0.76, 0.90), (0.80, 0.90), (0.80, 0.76)], 0.78, 0.78, 45),
            "gold",
        )


def immortal(pen: Pen) -> None:
    """An ankh."""
    with pen:
        pen.ring((0.50, 0.28), 0.14, 0.075, "gold")
        pen.bar((0.50, 0.42), (0.50, 0.94), 0.10, "gold")
        pen.bar((0.22, 0.50), (0.78, 0.50), 0.09, "gold")


def flag_bearer(pen: Pen) -> None:
    """A pennant on a pole."""
    with pen:
        pen.bar((0.26, 0.96), (0.26, 0.10), 0.05, "gold_dark")
        pen.circle((0.26, 0.08), 0.045, "gold")
        pen.poly(
            [(0.28, 0.14)]
            + bezier((0.28, 0.14), (0.60, 0.04), (0.90, 0.20))
            + [(0.74, 0.32), (0.90, 0.46)]
            + bezier((0.90, 0.46), (0.60, 0.34), (0.28, 0.50)),
            "accent",
        )
    pen.stroke(bezier((0.34, 0.22), (0.56, 0.16), (0.74, 0.24)), 0.015, "gold")


def stranger(pen: Pen) -> None:
    """A wide-brimmed traveller's hat."""
    with pen:
        pen.ellipse((0.50, 0.66), 0.44, 0.12, "ink_soft")
        pen.poly(
            [(0.28, 0.64)]
            + bezier((0.30, 0.40), (0.34, 0.22), (0.50, 0.24))
            + bezier((0.50, 0.24), (0.68, 0.22), (0.70, 0.40))
            + [(0.72, 0.64)],
            "ink_soft",
        )
    pen.poly([(0.29, 0.56), (0.71, 0.56), (0.72, 0.64), (0.28, 0.64)], "gold")
    pen.stroke(bezier((0.18, 0.70), (0.50, 0.80), (0.82, 0.70)), 0.012, "gold_dark")


def aegis(pen: Pen) -> None:
    """A heater shield with a cross."""
    shield = (
        [(0.16, 0.12), (0.84, 0.12), (0.84, 0.44)]
        + bezier((0.84, 0.44), (0.82, 0.80), (0.50, 0.95))
        + bezier((0.50, 0.95), (0.18, 0.80), (0.16, 0.44))
    )
    with pen:
        pen.poly(shield, "steel")
    pen.poly([(0.44, 0.16), (0.56, 0.16), (0.56, 0.86), (0.44, 0.86)], "accent")
    pen.poly([(0.20, 0.36), (0.80, 0.36), (0.80, 0.48), (0.20, 0.48)], "accent")


def ancestor(pen: Pen) -> None:
    """A family tree."""
    with pen:
        pen.poly([(0.44, 0.94), (0.46, 0.56), (0.54, 0.56), (0.56, 0.94)], "gold_dark")
        pen.band([(0.50, 0.64), (0.30, 0.48)], 0.05, "gold_dark")
        pen.band([(0.50, 0.62), (0.70, 0.46)], 0.05, "gold_dark")
        for c, r in (((0.30, 0.40), 0.17), ((0.70, 0.40), 0.17), ((0.50, 0.26), 0.20)):
            pen.circle(c, r, "gold")
    for c in ((0.26, 0.36), (0.50, 0.20), (0.72, 0.38), (0.58, 0.32), (0.38, 0.44)):
        pen.dot(c, 0.025, "accent")


def informant(pen: Pen) -> None:
    """A sealed letter."""
    with pen:
        pen.poly([(0.10, 0.24), (0.90, 0.24), (0.90, 0.80), (0.10, 0.80)], "parchment")
    pen.stroke([(0.10, 0.24), (0.50, 0.56), (0.90, 0.24)], 0.02)
    pen.stroke([(0.10, 0.80), (0.40, 0.50)], 0.014)
    pen.stroke([(0.90, 0.80), (0.60, 0.50)], 0.014)
    with pen:
        pen.circle((0.50, 0.56), 0.11, "accent")
    pen.circle((0.50, 0.56), 0.05, "accent_dark")


def nakturn(pen: Pen) -> None:
    """A night owl."""
    with pen:
        pen.poly(
            [(0.22, 0.14), (0.38, 0.26), (0.62, 0.26), (0.78, 0.14), (0.80, 0.50)]
            + bezier((0.80, 0.50), (0.80, 0.94), (0.50, 0.94))
            + bezier((0.50, 0.94), (0.20, 0.94), (0.20, 0.50)),
            "ink_soft",
        )
        pen.circle((0.37, 0.42), 0.12, "gold")
        pen.circle((0.63, 0.42), 0.12, "gold")
    pen.dot((0.37, 0.42), 0.05, "ink")
    pen.dot((0.63, 0.42), 0.05, "ink")
    pen.poly([(0.46, 0.52), (0.54, 0.52), (0.50, 0.62)], "accent")
    for y in (0.70, 0.80):
        pen.stroke(bezier((0.38, y), (0.44, y + 0.04), (0.50, y)), 0.012, "gold")
        pen.stroke(bezier((0.50, y), (0.56, y + 0.04), (0.62, y)), 0.012, "gold")


def lockshift(pen: Pen) -> None:
    """A padlock."""
    with pen:
        pen.band(arc(0.50, 0.42, 0.20, 0.24, 180, 360, 16) + [(0.70, 0.50)], 0.07, "steel")
        pen.band([(0.30, 0.42), (0.30, 0.50)], 0.07, "steel")
        pen.poly([(0.18, 0.48), (0.82, 0.48), (0.82, 0.92), (0.18, 0.92)], "gold")
    pen.dot((0.50, 0.64), 0.05, "ink")
    pen.poly([(0.47, 0.66), (0.53, 0.66), (0.55, 0.80), (0.45, 0.80)], "ink")


def conspiracist(pen: Pen) -> None:
    """A spider's web."""
    cx, cy = 0.50, 0.50
    spokes = 8
    for i in range(spokes):
        a = math.radians(i * 360 / spokes + 22.5)
        pen.stroke([(cx, cy), (cx + 0.44 * math.cos(a), cy + 0.44 * math.sin(a))], 0.018)
    for r in (0.12, 0.22, 0.32, 0.42):
        ring = []
        for i in range(spokes + 1):
            a = math.radians(i * 360 / spokes + 22.5)
            ring.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pen.stroke(ring, 0.014, "gold_dark")
    with pen:
        pen.circle((0.64, 0.40), 0.07, "accent")
        pen.circle((0.58, 0.47), 0.05, "accent")


def exile(pen: Pen) -> None:
    """An arrow leaving through a gate."""
    with pen:
        pen.poly(
            [(0.10, 0.92), (0.10, 0.40)]
            + arc(0.34, 0.40, 0.24, 0.26, 180, 360, 12)
            + [(0.58, 0.92)],
            "steel",
        )
    pen.poly(
        [(0.20, 0.92), (0.20, 0.44)] + arc(0.34, 0.44, 0.14, 0.16, 180, 360, 10) + [(0.48, 0.92)],
        "ink",
    )
    with pen:
        pen.poly(
            [(0.30, 0.64), (0.68, 0.64), (0.68, 0.54), (0.92, 0.70), (0.68, 0.86), (0.68, 0.76)]
            + [(0.30, 0.76)],
            "gold",
        )


def herald(pen: Pen) -> None:
    """A trumpet with a hanging banner."""
    with pen:
        pen.poly([(0.86, 0.28), (0.70, 0.34), (0.70, 0.50), (0.70, 0.24)], "gold")
        pen.poly(
            [(0.10, 0.34), (0.70, 0.32), (0.88, 0.16), (0.88, 0.52), (0.70, 0.40), (0.10, 0.40)],
            "gold",
        )
        pen.poly([(0.26, 0.40), (0.60, 0.40), (0.60, 0.76), (0.43, 0.66), (0.26, 0.76)], "accent")
    pen.circle((0.43, 0.54), 0.05, "gold")


def spy(pen: Pen) -> None:
    """A spyglass."""
    with pen:
        pen.bar((0.12, 0.82), (0.40, 0.58), 0.12, "gold_dark")
        pen.bar((0.38, 0.60), (0.64, 0.38), 0.16, "gold")
        pen.bar((0.62, 0.40), (0.88, 0.18), 0.20, "gold_dark")
    for a, b in (((0.36, 0.52), (0.44, 0.64)), ((0.60, 0.30), (0.70, 0.44))):
        pen.stroke([a, b], 0.02, "ink")


def executioner(pen: Pen) -> None:
    """A headsman's hood."""
    with pen:
        pen.poly(
            [(0.50, 0.06)]
            + bezier((0.50, 0.06), (0.80, 0.40), (0.84, 0.94))
            + [(0.16, 0.94)]
            + bezier((0.16, 0.94), (0.20, 0.40), (0.50, 0.06)),
            "accent_dark",
        )
    pen.ellipse((0.40, 0.52), 0.07, 0.045, "parchment")
    pen.ellipse((0.60, 0.52), 0.07, 0.045, "parchment")
    pen.dot((0.40, 0.52), 0.025, "ink")
    pen.dot((0.60, 0.52), 0.025, "ink")


def bard(pen: Pen) -> None:
    """A lyre."""
    with pen:
        pen.band(bezier((0.30, 0.84), (0.04, 0.40), (0.30, 0.14)), 0.07, "gold")
        pen.band(bezier((0.70, 0.84), (0.96, 0.40), (0.70, 0.14)), 0.07, "gold")
        pen.bar((0.24, 0.28), (0.76, 0.28), 0.06, "gold_dark")
        pen.poly([(0.26, 0.80), (0.74, 0.80), (0.70, 0.92), (0.30, 0.92)], "gold_dark")
    for x in (0.40, 0.47, 0.53, 0.60):
        pen.stroke([(x, 0.30), (x, 0.80)], 0.01, "ink")


def arbiter(pen: Pen) -> None:
    """A gavel and its block."""
    with pen:
        pen.poly([(0.18, 0.86), (0.82, 0.86), (0.76, 0.76), (0.24, 0.76)], "gold_dark")
        pen.bar((0.62, 0.40), (0.92, 0.70), 0.06, "gold_dark")
        head = rotated([(0.18, 0.26), (0.62, 0.26), (0.62, 0.44), (0.18, 0.44)], 0.40, 0.35, 45)
        pen.poly(head, "gold")
    pen.stroke(rotated([(0.26, 0.26), (0.26, 0.44)], 0.40, 0.35, 45), 0.015, "gold_dark")
    pen.stroke(rotated([(0.54, 0.26), (0.54, 0.44)], 0.40, 0.35, 45), 0.015, "gold_dark")


def oracle(pen: Pen) -> None:
    """A seeing orb on its stand."""
    with pen:
        pen.poly([(0.28, 0.92), (0.72, 0.92), (0.62, 0.76), (0.38, 0.76)], "gold")
        pen.circle((0.50, 0.46), 0.30, "army_light")
    pen.circle((0.50, 0.46), 0.18, "steel")
    pen.dot((0.40, 0.36), 0.05, "parchment")
    pen.poly(star(0.58, 0.52, 0.07, 0.028, 4, -90), "gold")


def impersonator(pen: Pen) -> None:
    """A masquerade mask."""
    mask = (
        bezier((0.06, 0.36), (0.30, 0.26), (0.50, 0.38))
        + bezier((0.50, 0.38), (0.70, 0.26), (0.94, 0.36))
        + bezier((0.94, 0.36), (0.94, 0.70), (0.66, 0.70))
        + bezier((0.66, 0.70), (0.56, 0.70), (0.50, 0.58))
        + bezier((0.50, 0.58), (0.44, 0.70), (0.34, 0.70))
        + bezier((0.34, 0.70), (0.06, 0.70), (0.06, 0.36))
    )
    with pen:
        pen.poly(mask, "accent")
    pen.ellipse((0.30, 0.49), 0.10, 0.055, "ink")
    pen.ellipse((0.70, 0.49), 0.10, 0.055, "ink")
    pen.stroke(bezier((0.70, 0.34), (0.80, 0.10), (0.92, 0.12)), 0.02, "gold")
    pen.stroke(bezier((0.10, 0.62), (0.50, 0.76), (0.90, 0.62)), 0.012, "gold")


def elocutionist(pen: Pen) -> None:
    """An unrolled speech scroll."""
    with pen:
        pen.poly([(0.20, 0.22), (0.80, 0.22), (0.80, 0.78), (0.20, 0.78)], "parchment")
        pen.ellipse((0.50, 0.20), 0.34, 0.06, "parchment_dark")
        pen.ellipse((0.50, 0.80), 0.34, 0.06, "parchment_dark")
    for i, y in enumerate((0.34, 0.44, 0.54, 0.64)):
        pen.stroke([(0.28, y), (0.72 - 0.08 * (i % 2), y)], 0.016, "ink_soft")


def fallback(pen: Pen) -> None:
    """A four-petalled rosette, for any card without its own emblem."""
    with pen:
        for a in (0, 90, 180, 270):
            r = math.radians(a)
            pen.circle((0.5 + 0.2 * math.cos(r), 0.5 + 0.2 * math.sin(r)), 0.17, "gold")
    pen.circle((0.5, 0.5), 0.12, "accent")


def king(pen: Pen) -> None:
    """The King's crown: a taller crown under a cross."""
    with pen:
        pen.bar((0.50, 0.16), (0.50, 0.00), 0.05, "gold")
        pen.bar((0.43, 0.06), (0.57, 0.06), 0.05, "gold")
    crown_shape(pen, points=5, jewel="army")


def true_king(pen: Pen) -> None:
    """The True King's crown: gold, jewelled, with rays."""
    for a in range(-160, -10, 20):
        x, y = math.cos(math.radians(a)), math.sin(math.radians(a))
        pen.stroke(
            [(0.5 + 0.40 * x, 0.62 + 0.40 * y), (0.5 + 0.50 * x, 0.62 + 0.50 * y)],
            0.022,
            "gold_dark",
        )
    king(pen)
    pen.poly(star(0.50, 0.66, 0.07, 0.03, 5), "parchment")


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "Fool": fool,
    "Assassin": assassin,
    "Elder": elder,
    "Zealot": zealot,
    "Inquisitor": inquisitor,
    "Soldier": soldier,
    "Judge": judge,
    "Oathbound": oathbound,
    "Mystic": mystic,
    "Warlord": warlord,
    "King's Hand": kings_hand,
    "Sentry": sentry,
    "Princess": princess,
    "Queen": queen,
    "Warden": warden,
    "Immortal": immortal,
    "Flag Bearer": flag_bearer,
    "Stranger": stranger,
    "Aegis": aegis,
    "Ancestor": ancestor,
    "Informant": informant,
    "Nakturn": nakturn,
    "Lockshift": lockshift,
    "Conspiracist": conspiracist,
    "Exile": exile,
    "Herald": herald,
    "Spy": spy,
    "Executioner": executioner,
    "Bard": bard,
    "Arbiter": arbiter,
    "Oracle": oracle,
    "Impersonator": impersonator,
    "Elocutionist": elocutionist,
    "King": king,
    "True King": true_king,
}


def emblem_for(name: str) -> Callable[[Pen], None]:
    """The emblem of the card called ``name`` ("Army Soldier" shares the Soldier's), or the
    rosette when the name has none."""
    if name in EMBLEMS:
        return EMBLEMS[name]
    if name.startswith("Army ") and name[5:] in EMBLEMS:
        return EMBLEMS[name[5:]]
    return fallback


def draw_emblem(
    surf: pygame.Surface, rect: pygame.Rect, name: str, colors: dict[str, Color]
) -> None:
    """Draw the emblem of ``name`` centred in ``rect`` of ``surf``."""
    emblem_for(name)(Pen(surf, rect, colors))
