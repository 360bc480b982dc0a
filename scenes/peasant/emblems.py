"""King and Peasant emblems: one small drawing per card half, the three type icons and the role
signs, drawn with the shared ``Pen`` (scenes/render/emblems.py) in the unit square, y down.

A few halves share a name with an Imposter Kings card (Spy, Inquisitor, Assassin) and reuse
that card's emblem, so one figure means one thing across the house. Colour names are palette
keys; ``royal`` and ``earth`` are the two role tints ``PeasantArt`` adds to the palette.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.peasant.cards import ACTION, GUARD, REBEL
from scenes.render import emblems as house
from scenes.render.emblems import Pen, arc, bezier, crown_shape, mirrored, rotated, star

# ----- type icons and role signs --------------------------------------------------------------


def shield(pen: Pen) -> None:
    """The Guard's sign: a heater shield with a pale."""
    outline = (
        [(0.16, 0.12), (0.84, 0.12), (0.84, 0.44)]
        + bezier((0.84, 0.44), (0.80, 0.78), (0.50, 0.94))
        + bezier((0.50, 0.94), (0.20, 0.78), (0.16, 0.44))
    )
    with pen:
        pen.poly(outline, "royal")
    pen.poly([(0.43, 0.18), (0.57, 0.18), (0.57, 0.80), (0.50, 0.86), (0.43, 0.80)], "gold")


def comet(pen: Pen) -> None:
    """The Action's sign: a star trailing a tail."""
    with pen:
        pen.poly(
            [(0.60, 0.28)]
            + bezier((0.60, 0.28), (0.30, 0.40), (0.06, 0.90))
            + bezier((0.06, 0.90), (0.46, 0.66), (0.72, 0.44)),
            "gold_dark",
        )
        pen.poly(star(0.66, 0.34, 0.30, 0.13), "gold")


def pitchfork(pen: Pen) -> None:
    """The Rebel's sign: a three-tined pitchfork."""
    with pen:
        pen.bar((0.50, 0.96), (0.50, 0.42), 0.09, "gold_dark")
        pen.band(arc(0.50, 0.34, 0.24, 0.14, 0, 180, 14), 0.07, "steel")
        for x in (0.26, 0.50, 0.74):
            top = 0.06 if x == 0.50 else 0.10
            pen.poly(
                [(x - 0.04, 0.36), (x + 0.04, 0.36), (x + 0.015, top), (x - 0.015, top)], "steel"
            )


TYPE_ICONS: dict[str, Callable[[Pen], None]] = {GUARD: shield, ACTION: comet, REBEL: pitchfork}


def crown(pen: Pen) -> None:
    """The King's sign: a crown with royal jewels."""
    crown_shape(pen, points=5, jewel="royal")


# ----- the halves ----------------------------------------------------------------------------


def crier(pen: Pen) -> None:
    """A town crier's hand bell."""
    bell = (
        [(0.18, 0.78)]
        + bezier((0.18, 0.78), (0.30, 0.70), (0.30, 0.46))
        + bezier((0.30, 0.46), (0.32, 0.24), (0.50, 0.24))
        + bezier((0.50, 0.24), (0.68, 0.24), (0.70, 0.46))
        + bezier((0.70, 0.46), (0.70, 0.70), (0.82, 0.78))
    )
    with pen:
        pen.bar((0.50, 0.26), (0.50, 0.06), 0.09, "gold_dark")
        pen.poly(bell, "gold")
        pen.circle((0.50, 0.84), 0.07, "gold_dark")
    for a, b in (((0.10, 0.40), (0.04, 0.34)), ((0.90, 0.40), (0.96, 0.34))):
        pen.stroke([a, b], 0.025, "ink_soft")


def heretic(pen: Pen) -> None:
    """A forbidden book with a flame above it."""
    with pen:
        pen.poly([(0.10, 0.62), (0.50, 0.70), (0.50, 0.94), (0.10, 0.86)], "earth")
        pen.poly([(0.90, 0.62), (0.50, 0.70), (0.50, 0.94), (0.90, 0.86)], "earth")
        pen.poly(
            bezier((0.50, 0.62), (0.26, 0.52), (0.40, 0.30))
            + bezier((0.40, 0.30), (0.46, 0.40), (0.50, 0.06))
            + bezier((0.50, 0.06), (0.70, 0.30), (0.62, 0.44))
            + bezier((0.62, 0.44), (0.72, 0.52), (0.50, 0.62)),
            "gold",
        )
    pen.stroke([(0.50, 0.70), (0.50, 0.94)], 0.015, "ink")


def knight(pen: Pen) -> None:
    """A knight's great helm with a plume."""
    with pen:
        pen.poly(
            bezier((0.52, 0.20), (0.80, 0.02), (0.92, 0.14))
            + bezier((0.92, 0.14), (0.72, 0.16), (0.60, 0.28)),
            "royal",
        )
        pen.poly(
            [(0.24, 0.92), (0.24, 0.40)]
            + bezier((0.24, 0.40), (0.26, 0.20), (0.50, 0.20))
            + bezier((0.50, 0.20), (0.74, 0.20), (0.76, 0.40))
            + [(0.76, 0.92)],
            "steel",
        )
    pen.poly([(0.30, 0.46), (0.70, 0.46), (0.70, 0.52), (0.30, 0.52)], "ink")
    pen.stroke([(0.50, 0.56), (0.50, 0.90)], 0.03, "ink_soft")
    for y in (0.64, 0.74):
        pen.dot((0.40, y), 0.02, "ink")
        pen.dot((0.60, y), 0.02, "ink")


def smuggler(pen: Pen) -> None:
    """A tied sack of contraband."""
    with pen:
        pen.poly(
            [(0.40, 0.32)]
            + bezier((0.40, 0.32), (0.08, 0.52), (0.16, 0.80))
            + bezier((0.16, 0.80), (0.24, 0.96), (0.50, 0.94))
            + bezier((0.50, 0.94), (0.76, 0.96), (0.84, 0.80))
            + bezier((0.84, 0.80), (0.92, 0.52), (0.60, 0.32)),
            "parchment_dark",
        )
        pen.poly(
            [(0.36, 0.12), (0.50, 0.24), (0.64, 0.12), (0.62, 0.32), (0.38, 0.32)], "parchment_dark"
        )
    pen.band([(0.36, 0.31), (0.64, 0.31)], 0.05, "earth")
    pen.stroke(bezier((0.30, 0.62), (0.50, 0.56), (0.70, 0.62)), 0.015, "ink_soft")


def brawl(pen: Pen) -> None:
    """Two crossed cudgels."""
    for side in (1, -1):
        pts = [(0.16, 0.88), (0.80, 0.18)]
        a, b = pts if side == 1 else mirrored(pts)
        with pen:
            pen.bar(a, b, 0.07, "gold_dark")
            pen.circle(b, 0.11, "gold_dark")
    pen.poly(star(0.50, 0.52, 0.13, 0.06, 6), "gold")


def thug(pen: Pen) -> None:
    """A studded club."""
    with pen:
        pen.poly(
            [(0.44, 0.92), (0.56, 0.92)]
            + bezier((0.56, 0.92), (0.74, 0.40), (0.70, 0.18))
            + bezier((0.70, 0.18), (0.50, 0.02), (0.30, 0.18))
            + bezier((0.30, 0.18), (0.26, 0.40), (0.44, 0.92)),
            "gold_dark",
        )
    for x, y in ((0.42, 0.22), (0.58, 0.22), (0.50, 0.34), (0.40, 0.42), (0.60, 0.42)):
        pen.circle((x, y), 0.035, "steel")


def advisor(pen: Pen) -> None:
    """A counsel's scroll and quill."""
    with pen:
        pen.poly([(0.14, 0.30), (0.66, 0.30), (0.66, 0.86), (0.14, 0.86)], "parchment")
        pen.ellipse((0.40, 0.28), 0.28, 0.05, "parchment_dark")
        pen.ellipse((0.40, 0.88), 0.28, 0.05, "parchment_dark")
    for i, y in enumerate((0.42, 0.52, 0.62, 0.72)):
        pen.stroke([(0.22, y), (0.58 - 0.08 * (i % 2), y)], 0.016, "ink_soft")
    with pen:
        pen.poly(
            [(0.60, 0.80)]
            + bezier((0.60, 0.80), (0.70, 0.30), (0.92, 0.08))
            + bezier((0.92, 0.08), (0.86, 0.46), (0.64, 0.80)),
            "royal",
        )
    pen.stroke([(0.60, 0.82), (0.86, 0.16)], 0.012, "parchment")


def courtesan(pen: Pen) -> None:
    """An open folding fan."""
    ribs = arc(0.50, 0.82, 0.42, 0.42, 200, 340, 8)
    with pen:
        pen.poly([(0.50, 0.82)] + ribs, "earth")
    for x, y in ribs[1:-1]:
        pen.stroke([(0.50, 0.82), (x, y)], 0.012, "gold")
    pen.stroke(arc(0.50, 0.82, 0.30, 0.30, 200, 340, 10), 0.014, "gold")
    pen.circle((0.50, 0.82), 0.05, "gold")


def noble(pen: Pen) -> None:
    """A noble's signet ring."""
    with pen:
        pen.ring((0.50, 0.62), 0.26, 0.08, "gold")
        pen.ellipse((0.50, 0.30), 0.18, 0.14, "gold")
    pen.ellipse((0.50, 0.30), 0.11, 0.08, "royal")
    pen.poly(star(0.50, 0.30, 0.06, 0.025), "gold")


def mob(pen: Pen) -> None:
    """Three raised torches."""
    for x, tilt in ((0.22, -14), (0.50, 0), (0.78, 14)):
        handle = rotated([(x, 0.92), (x, 0.42)], x, 0.92, tilt)
        with pen:
            pen.bar(handle[0], handle[1], 0.07, "gold_dark")
        fx, fy = handle[1]
        with pen:
            pen.poly(
                bezier((fx - 0.08, fy), (fx - 0.10, fy - 0.16), (fx, fy - 0.30))
                + bezier((fx, fy - 0.30), (fx + 0.10, fy - 0.16), (fx + 0.08, fy)),
                "accent",
            )
        pen.poly(
            bezier((fx - 0.04, fy - 0.01), (fx - 0.05, fy - 0.10), (fx, fy - 0.18))
            + bezier((fx, fy - 0.18), (fx + 0.05, fy - 0.10), (fx + 0.04, fy - 0.01)),
            "gold",
        )


def guardian(pen: Pen) -> None:
    """A castle gate between two towers."""
    with pen:
        for x in (0.12, 0.64):
            pen.poly([(x, 0.94), (x, 0.20), (x + 0.24, 0.20), (x + 0.24, 0.94)], "steel")
            for k in (0, 1):
                bx = x + k * 0.15
                pen.poly([(bx, 0.20), (bx, 0.10), (bx + 0.09, 0.10), (bx + 0.09, 0.20)], "steel")
        pen.poly([(0.36, 0.94), (0.36, 0.40), (0.64, 0.40), (0.64, 0.94)], "steel")
    pen.poly(
        [(0.42, 0.94), (0.42, 0.64)] + arc(0.50, 0.64, 0.08, 0.08, 180, 360, 8) + [(0.58, 0.94)],
        "royal",
    )
    for x in (0.46, 0.50, 0.54):
        pen.stroke([(x, 0.58), (x, 0.94)], 0.008, "gold")


def charlatan(pen: Pen) -> None:
    """The shell game: three cups and a pea."""
    for x in (0.18, 0.50, 0.82):
        with pen:
            pen.poly(
                [(x - 0.13, 0.78), (x - 0.08, 0.40), (x + 0.08, 0.40), (x + 0.13, 0.78)], "earth"
            )
        pen.stroke([(x - 0.11, 0.70), (x + 0.11, 0.70)], 0.015, "gold")
    pen.circle((0.34, 0.86), 0.05, "gold")
    pen.stroke(arc(0.50, 0.38, 0.20, 0.12, 200, 340, 10), 0.014, "ink_soft")


def executor(pen: Pen) -> None:
    """A headsman's axe."""
    with pen:
        pen.bar((0.30, 0.94), (0.62, 0.08), 0.07, "gold_dark")
        head = (
            [(0.52, 0.20), (0.58, 0.36)]
            + bezier((0.58, 0.36), (0.84, 0.46), (0.94, 0.30))
            + bezier((0.94, 0.30), (0.88, 0.08), (0.60, 0.08))
        )
        pen.poly(head, "steel")
    pen.stroke(bezier((0.92, 0.30), (0.88, 0.14), (0.66, 0.10)), 0.015, "parchment")


def rat(pen: Pen) -> None:
    """A rat with a long tail."""
    pen.stroke(bezier((0.26, 0.70), (0.04, 0.80), (0.10, 0.50)), 0.03, "ink_soft")
    with pen:
        pen.ellipse((0.46, 0.64), 0.24, 0.15, "muted")
        pen.poly([(0.62, 0.54), (0.92, 0.68), (0.64, 0.76)], "muted")
        pen.circle((0.62, 0.48), 0.07, "muted")
    pen.dot((0.80, 0.64), 0.02, "ink")
    pen.dot((0.92, 0.68), 0.02, "ink")
    pen.stroke([(0.40, 0.78), (0.38, 0.86)], 0.02, "ink_soft")
    pen.stroke([(0.56, 0.78), (0.58, 0.86)], 0.02, "ink_soft")


def sentinel(pen: Pen) -> None:
    """A halberd standing guard."""
    with pen:
        pen.bar((0.50, 0.96), (0.50, 0.10), 0.06, "gold_dark")
        pen.poly(
            [(0.52, 0.22), (0.80, 0.16)]
            + bezier((0.80, 0.16), (0.92, 0.32), (0.80, 0.46))
            + [(0.52, 0.40)],
            "steel",
        )
        pen.poly([(0.48, 0.26), (0.30, 0.32), (0.48, 0.38)], "steel")
        pen.poly([(0.46, 0.12), (0.50, 0.00), (0.54, 0.12)], "steel")
    pen.band([(0.44, 0.52), (0.56, 0.52)], 0.04, "royal")


def strike(pen: Pen) -> None:
    """Two crossed swords, points up."""
    for side in (1, -1):
        blade = [(0.16, 0.86), (0.78, 0.14)]
        guard = [(0.22, 0.62), (0.40, 0.80)]
        if side == -1:
            blade, guard = mirrored(blade), mirrored(guard)
        with pen:
            pen.bar(blade[0], blade[1], 0.07, "steel")
            pen.bar(guard[0], guard[1], 0.05, "gold")
    pen.circle((0.50, 0.50), 0.06, "royal")


def thief(pen: Pen) -> None:
    """A purse with a coin slipping out."""
    with pen:
        pen.poly(
            [(0.38, 0.30)]
            + bezier((0.38, 0.30), (0.10, 0.56), (0.22, 0.84))
            + bezier((0.22, 0.84), (0.50, 0.96), (0.78, 0.84))
            + bezier((0.78, 0.84), (0.90, 0.56), (0.62, 0.30)),
            "earth",
        )
        pen.ellipse((0.50, 0.26), 0.16, 0.06, "earth")
    pen.band([(0.36, 0.33), (0.64, 0.33)], 0.035, "gold")
    pen.circle((0.80, 0.22), 0.09, "gold")
    pen.stroke([(0.77, 0.22), (0.83, 0.22)], 0.014, "gold_dark")


def arrest(pen: Pen) -> None:
    """A pair of shackles on a chain."""
    for cx in (0.26, 0.74):
        with pen:
            pen.ring((cx, 0.62), 0.16, 0.06, "steel")
    for i in range(3):
        cx = 0.40 + i * 0.10
        link = rotated(arc(cx, 0.40, 0.06, 0.035, 0, 360, 14), cx, 0.40, 0)
        with pen:
            pen.band(link, 0.025, "steel")
    pen.stroke([(0.26, 0.46), (0.34, 0.40)], 0.02, "steel")
    pen.stroke([(0.74, 0.46), (0.66, 0.40)], 0.02, "steel")


def revolt(pen: Pen) -> None:
    """A torn banner raised on a pitchfork's shaft."""
    with pen:
        pen.bar((0.22, 0.96), (0.22, 0.06), 0.05, "gold_dark")
        pen.poly(
            [(0.24, 0.10)]
            + bezier((0.24, 0.10), (0.56, 0.02), (0.90, 0.14))
            + [(0.78, 0.26), (0.88, 0.34), (0.74, 0.40), (0.86, 0.50)]
            + bezier((0.86, 0.50), (0.56, 0.40), (0.24, 0.52)),
            "accent",
        )
    pen.poly(star(0.50, 0.28, 0.09, 0.04), "gold")


def raid(pen: Pen) -> None:
    """A burning torch held aslant."""
    with pen:
        pen.bar((0.22, 0.92), (0.56, 0.42), 0.08, "gold_dark")
        pen.poly(
            bezier((0.46, 0.40), (0.44, 0.16), (0.78, 0.04))
            + bezier((0.78, 0.04), (0.70, 0.22), (0.86, 0.30))
            + bezier((0.86, 0.30), (0.80, 0.48), (0.60, 0.50)),
            "accent",
        )
    pen.poly(bezier((0.56, 0.40), (0.58, 0.24), (0.72, 0.18)) + [(0.70, 0.40)], "gold")
    pen.band([(0.46, 0.50), (0.58, 0.40)], 0.03, "steel")


def scatter(pen: Pen) -> None:
    """Birds flying apart."""
    for x, y, s in ((0.24, 0.30, 0.16), (0.62, 0.18, 0.13), (0.74, 0.52, 0.17), (0.38, 0.66, 0.12)):
        wing = bezier((x - s, y - s * 0.3), (x - s * 0.4, y - s * 0.5), (x, y + s * 0.1))
        wing += bezier((x, y + s * 0.1), (x + s * 0.4, y - s * 0.5), (x + s, y - s * 0.3))
        pen.stroke(wing, 0.035, "ink_soft")
    pen.dot((0.16, 0.86), 0.03, "gold_dark")
    pen.dot((0.86, 0.84), 0.03, "gold_dark")


def decoy(pen: Pen) -> None:
    """A wooden decoy duck."""
    with pen:
        pen.poly(
            [(0.10, 0.62)]
            + bezier((0.10, 0.62), (0.20, 0.86), (0.52, 0.86))
            + bezier((0.52, 0.86), (0.86, 0.86), (0.88, 0.60))
            + bezier((0.88, 0.60), (0.50, 0.62), (0.10, 0.62)),
            "gold_dark",
        )
        pen.circle((0.70, 0.42), 0.13, "gold_dark")
        pen.poly([(0.80, 0.38), (0.98, 0.44), (0.80, 0.48)], "gold")
    pen.dot((0.72, 0.40), 0.025, "ink")
    pen.stroke(bezier((0.24, 0.68), (0.42, 0.74), (0.62, 0.68)), 0.015, "parchment")


def reassemble(pen: Pen) -> None:
    """The crown before the pitchfork: either side may use this card."""
    s = pen.s
    fork = pygame.Rect(
        round(pen.x + s * 0.20), round(pen.y + s * 0.06), round(s * 0.86), round(s * 0.86)
    )
    pitchfork(Pen(pen.surf, fork, pen.c))
    left = pygame.Rect(
        round(pen.x + s * 0.0), round(pen.y + s * 0.34), round(s * 0.62), round(s * 0.62)
    )
    crown(Pen(pen.surf, left, pen.c))


def watchman(pen: Pen) -> None:
    """A lit lantern."""
    with pen:
        pen.ring((0.50, 0.12), 0.07, 0.03, "gold_dark")
        pen.poly([(0.30, 0.26), (0.70, 0.26), (0.62, 0.18), (0.38, 0.18)], "gold_dark")
        pen.poly([(0.30, 0.26), (0.70, 0.26), (0.66, 0.80), (0.34, 0.80)], "gold")
        pen.poly([(0.28, 0.80), (0.72, 0.80), (0.68, 0.90), (0.32, 0.90)], "gold_dark")
    pen.poly([(0.38, 0.32), (0.62, 0.32), (0.60, 0.74), (0.40, 0.74)], "highlight")
    pen.poly(
        bezier((0.44, 0.66), (0.40, 0.52), (0.50, 0.40))
        + bezier((0.50, 0.40), (0.60, 0.52), (0.56, 0.66)),
        "accent",
    )
    pen.stroke([(0.50, 0.32), (0.50, 0.74)], 0.012, "gold_dark")


def rally(pen: Pen) -> None:
    """A curled hunting horn."""
    with pen:
        pen.poly(
            bezier((0.12, 0.40), (0.50, 0.86), (0.88, 0.30))
            + [(0.96, 0.14), (0.96, 0.44)]
            + bezier((0.80, 0.40), (0.50, 0.96), (0.08, 0.46)),
            "gold",
        )
    pen.ellipse((0.92, 0.29), 0.04, 0.15, "gold_dark")
    pen.band(bezier((0.30, 0.58), (0.50, 0.20), (0.70, 0.52)), 0.02, "earth")


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "Crier": crier,
    "Heretic": heretic,
    "Knight": knight,
    "Smuggler": smuggler,
    "Inquisitor": house.inquisitor,
    "Brawl": brawl,
    "Spy": house.spy,
    "Thug": thug,
    "Advisor": advisor,
    "Courtesan": courtesan,
    "Noble": noble,
    "Mob": mob,
    "Guardian": guardian,
    "Charlatan": charlatan,
    "Executor": executor,
    "Rat": rat,
    "Sentinel": sentinel,
    "Strike": strike,
    "Thief": thief,
    "Arrest": arrest,
    "Revolt": revolt,
    "Raid": raid,
    "Scatter": scatter,
    "Decoy": decoy,
    "Reassemble": reassemble,
    "Watchman": watchman,
    "Rally": rally,
    "Assassin": house.assassin,
}


def draw(surf: pygame.Surface, rect: pygame.Rect, fn: Callable[[Pen], None], colors) -> None:
    """Draw emblem ``fn`` centred in ``rect`` of ``surf`` in ``colors``."""
    fn(Pen(surf, rect, colors))


def emblem_for(name: str) -> Callable[[Pen], None]:
    """The emblem of the half called ``name`` (the house rosette for an unknown name)."""
    return EMBLEMS.get(name, house.fallback)
