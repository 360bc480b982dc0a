"""Usurp the King emblems: one small drawing per Leverage card type, per Court Member, per
family shield and device, and the loyalty and turn signs, drawn with the shared ``Pen``
(scenes/render/emblems.py) in the unit square, y down.

Where a figure already means the same thing elsewhere in the house it is reused (the spyglass
for the Spy, the dagger for the Dagger, the crowns for the King and the Queen, the jester's cap,
the seeing orb), so one figure means one thing across the games. Colour names are palette keys;
``UsurpArt`` adds ``poison``, ``antidote``, ``blood`` and one key per family to the palette.

Every emblem is told apart by its shape, never by colour alone: the Poison is a tall thin vial
with a skull, the Antidote a round flask with a sprig; each family's shield has its own outline.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.render import emblems as house
from scenes.render.emblems import Pen, arc, bezier, rotated, star

Emblem = Callable[[Pen], None]


def inset(pen: Pen, x: float, y: float, side: float) -> Pen:
    """A pen drawing in the sub-square at (x, y) of ``side`` (unit coordinates of ``pen``)."""
    rect = pygame.Rect(pen.p((x, y)), (pen.d(side), pen.d(side)))
    return Pen(pen.surf, rect, pen.c)


# ----- the Leverage cards --------------------------------------------------------------------


def spy(pen: Pen) -> None:
    """The Spy: the house's spyglass."""
    house.spy(pen)


def agent(pen: Pen) -> None:
    """The Agent: a cowled figure carrying a card, an arrow sweeping past (it goes with the
    card it moves)."""
    cloak = (
        [(0.46, 0.10)]
        + bezier((0.46, 0.10), (0.70, 0.12), (0.68, 0.40))
        + bezier((0.68, 0.40), (0.80, 0.66), (0.76, 0.92))
        + [(0.10, 0.92)]
        + bezier((0.10, 0.92), (0.08, 0.66), (0.22, 0.40))
        + bezier((0.22, 0.40), (0.20, 0.12), (0.46, 0.10))
    )
    with pen:
        pen.poly(cloak, "ink_soft")
    pen.ellipse((0.45, 0.34), 0.12, 0.14, "ink")
    pen.dot((0.40, 0.34), 0.02, "gold")
    pen.dot((0.50, 0.34), 0.02, "gold")
    pen.stroke([(0.43, 0.54), (0.43, 0.90)], 0.02, "ink")
    with pen:
        pen.poly(rotated([(0.52, 0.50), (0.74, 0.50), (0.74, 0.80), (0.52, 0.80)], 0.63, 0.65,
                         12), "parchment")  # fmt: skip
    pen.poly(rotated([(0.56, 0.55), (0.70, 0.55), (0.70, 0.61), (0.56, 0.61)], 0.63, 0.65, 12),
             "accent")  # fmt: skip
    sweep = arc(0.55, 0.62, 0.38, 0.30, 290, 390, 14)
    with pen:
        pen.band(sweep, 0.05, "gold")
        tip = sweep[-1]
        pen.poly([(tip[0] + 0.02, tip[1] + 0.10), (tip[0] + 0.08, tip[1] - 0.04),
                  (tip[0] - 0.07, tip[1] + 0.01)], "gold")  # fmt: skip


def dagger(pen: Pen) -> None:
    """The Dagger: the house's dagger, point down."""
    house.assassin(pen)


def betrayal(pen: Pen) -> None:
    """Betrayal: a serpent coiled to strike."""
    body = bezier((0.20, 0.90), (0.90, 0.88), (0.70, 0.64)) + bezier(
        (0.70, 0.64), (0.40, 0.50), (0.34, 0.40)
    )
    body += bezier((0.34, 0.40), (0.30, 0.22), (0.56, 0.20))
    with pen:
        pen.band(body, 0.10, "poison")
        pen.ellipse((0.64, 0.20), 0.11, 0.07, "poison")
    pen.stroke(body[::3], 0.02, "gold")
    pen.dot((0.66, 0.17), 0.02, "ink")
    pen.stroke([(0.75, 0.21), (0.84, 0.22), (0.88, 0.18)], 0.012, "blood")
    pen.stroke([(0.84, 0.22), (0.88, 0.26)], 0.012, "blood")


def books(pen: Pen) -> None:
    """Books: a clasped tome with a card slipped under its cover."""
    with pen:
        pen.poly(rotated([(0.30, 0.16), (0.74, 0.16), (0.74, 0.74), (0.30, 0.74)],
                         0.52, 0.45, 12), "parchment")  # fmt: skip
        pen.poly([(0.16, 0.24), (0.74, 0.24), (0.80, 0.30), (0.80, 0.90), (0.22, 0.90),
                  (0.16, 0.84)], "accent")  # fmt: skip
        pen.poly([(0.16, 0.24), (0.26, 0.30), (0.26, 0.94), (0.16, 0.84)], "accent_dark")
    pen.poly([(0.38, 0.44), (0.66, 0.44), (0.66, 0.64), (0.38, 0.64)], "gold")
    pen.poly([(0.42, 0.48), (0.62, 0.48), (0.62, 0.60), (0.42, 0.60)], "accent")
    pen.poly(star(0.52, 0.54, 0.05, 0.02, 4, -90), "gold")
    with pen:
        pen.poly([(0.74, 0.52), (0.88, 0.52), (0.88, 0.66), (0.74, 0.66)], "gold")


def poison(pen: Pen) -> None:
    """Poison: a tall thin vial marked with a skull, green within."""
    with pen:
        pen.poly([(0.42, 0.04), (0.58, 0.04), (0.58, 0.14), (0.42, 0.14)], "gold_dark")
        pen.poly([(0.44, 0.14), (0.56, 0.14), (0.56, 0.30), (0.68, 0.42), (0.68, 0.92),
                  (0.32, 0.92), (0.32, 0.42), (0.44, 0.30)], "steel")  # fmt: skip
    pen.poly([(0.345, 0.52), (0.655, 0.52), (0.655, 0.905), (0.345, 0.905)], "poison")
    pen.ellipse((0.50, 0.64), 0.10, 0.085, "parchment")
    pen.poly([(0.45, 0.68), (0.55, 0.68), (0.54, 0.76), (0.46, 0.76)], "parchment")
    pen.dot((0.465, 0.64), 0.025, "ink")
    pen.dot((0.535, 0.64), 0.025, "ink")
    pen.stroke([(0.40, 0.82), (0.60, 0.88)], 0.025, "parchment")
    pen.stroke([(0.40, 0.88), (0.60, 0.82)], 0.025, "parchment")


def guard(pen: Pen) -> None:
    """The Guard: a halberd standing watch."""
    with pen:
        pen.bar((0.52, 0.96), (0.52, 0.12), 0.07, "gold_dark")
        pen.poly([(0.48, 0.02), (0.56, 0.02), (0.555, 0.20), (0.485, 0.20)], "steel")
        pen.poly(
            [(0.55, 0.22)] + bezier((0.55, 0.22), (0.90, 0.18), (0.90, 0.36))
            + bezier((0.90, 0.36), (0.90, 0.52), (0.55, 0.48)),
            "steel",
        )  # fmt: skip
        pen.poly([(0.49, 0.26), (0.24, 0.30), (0.49, 0.40)], "steel")
    pen.stroke([(0.60, 0.35), (0.84, 0.35)], 0.012, "ink_soft")
    for y in (0.62, 0.70):
        pen.stroke([(0.48, y), (0.56, y)], 0.02, "accent")


def _crown_pts(tips: int = 5) -> list[tuple[float, float]]:
    xs = [0.14 + 0.72 * i / (tips - 1) for i in range(tips)]
    pts = [(0.16, 0.86), (0.18, 0.78)]
    for i, x in enumerate(xs):
        if i:
            pts.append(((xs[i - 1] + x) / 2, 0.58))
        pts.append((x, 0.22 if i % 2 == 0 else 0.36))
    pts += [(0.82, 0.78), (0.84, 0.86)]
    return pts


def toppled_crown(pen: Pen, color: str = "gold") -> None:
    """A crown tipped over on its side, cracked: the sign of a Subject against the King."""

    def laid(pts):
        # Tipped a third of the way over, shrunk a little so it stays in its square.
        return [(0.5 + (x - 0.5) * 0.86, 0.56 + (y - 0.56) * 0.86) for x, y in
                rotated(pts, 0.5, 0.56, -32)]  # fmt: skip

    with pen:
        pen.poly(laid(_crown_pts()), color)
    pen.stroke(laid([(0.46, 0.36), (0.54, 0.50), (0.46, 0.62), (0.54, 0.84)]), 0.03, "ink")


def conspiracy(pen: Pen) -> None:
    """Conspiracy: a hooded plotter whispering over a toppled crown."""
    toppled_crown(inset(pen, 0.0, 0.30, 0.70))
    hood = (
        [(0.70, 0.04)]
        + bezier((0.70, 0.04), (0.94, 0.06), (0.94, 0.34))
        + bezier((0.94, 0.34), (0.98, 0.50), (0.96, 0.58))
        + [(0.52, 0.58)]
        + bezier((0.52, 0.58), (0.50, 0.44), (0.56, 0.34))
        + bezier((0.56, 0.34), (0.52, 0.08), (0.70, 0.04))
    )
    with pen:
        pen.poly(hood, "ink_soft")
    pen.ellipse((0.70, 0.28), 0.09, 0.11, "ink")
    pen.dot((0.66, 0.28), 0.018, "gold")
    for i in range(3):
        pen.stroke(arc(0.58, 0.30, 0.08 + 0.06 * i, 0.07 + 0.05 * i, 150, 210, 8), 0.016, "ink")


def bribery(pen: Pen) -> None:
    """Bribery: a tied purse spilling coins."""
    purse = (
        [(0.40, 0.34)]
        + bezier((0.40, 0.34), (0.10, 0.52), (0.18, 0.80))
        + bezier((0.18, 0.80), (0.30, 0.96), (0.56, 0.92))
        + bezier((0.56, 0.92), (0.80, 0.86), (0.72, 0.56))
        + bezier((0.72, 0.56), (0.66, 0.42), (0.56, 0.34))
    )
    with pen:
        pen.poly(purse, "accent")
        pen.poly([(0.36, 0.20), (0.48, 0.30), (0.60, 0.18), (0.58, 0.36), (0.38, 0.36)], "accent")
        pen.bar((0.36, 0.35), (0.60, 0.35), 0.05, "gold_dark")
    for cx, cy in ((0.82, 0.82), (0.90, 0.66), (0.68, 0.93)):
        with pen:
            pen.circle((cx, cy), 0.075, "gold")
        pen.stroke(arc(cx, cy, 0.045, 0.045, 0, 360, 12), 0.012, "gold_dark")
    pen.poly(star(0.46, 0.66, 0.09, 0.04, 5), "gold")


def antidote(pen: Pen) -> None:
    """The Antidote: a round-bellied flask with a healing sprig."""
    with pen:
        pen.poly([(0.42, 0.06), (0.58, 0.06), (0.58, 0.16), (0.42, 0.16)], "gold_dark")
        pen.poly([(0.44, 0.16), (0.56, 0.16), (0.56, 0.40), (0.44, 0.40)], "steel")
        pen.circle((0.50, 0.64), 0.28, "steel")
    pen.circle((0.50, 0.66), 0.24, "antidote")
    pen.poly([(0.46, 0.50), (0.54, 0.50), (0.54, 0.62), (0.66, 0.62), (0.66, 0.70), (0.54, 0.70),
              (0.54, 0.82), (0.46, 0.82), (0.46, 0.70), (0.34, 0.70), (0.34, 0.62),
              (0.46, 0.62)], "parchment")  # fmt: skip
    with pen:
        leaf = bezier((0.60, 0.18), (0.80, 0.02), (0.94, 0.10)) + bezier(
            (0.94, 0.10), (0.84, 0.30), (0.60, 0.18)
        )
        pen.poly(leaf, "poison")
    pen.stroke([(0.62, 0.18), (0.88, 0.12)], 0.012, "ink")


LEVERAGE: dict[str, Emblem] = {
    "Spy": spy,
    "Agent": agent,
    "Dagger": dagger,
    "Betrayal": betrayal,
    "Books": books,
    "Poison": poison,
    "Guard": guard,
    "Conspiracy": conspiracy,
    "Bribery": bribery,
    "Antidote": antidote,
}


# ----- the Court Members ---------------------------------------------------------------------


def coronet(pen: Pen, jewel: str = "accent") -> None:
    """A ducal coronet: a low band with leaves."""
    with pen:
        pen.poly([(0.12, 0.84), (0.12, 0.62), (0.88, 0.62), (0.88, 0.84)], "gold")
        for x in (0.16, 0.38, 0.62, 0.84):
            pen.poly([(x - 0.09, 0.63), (x, 0.44), (x + 0.09, 0.63)], "gold")
    for x in (0.26, 0.5, 0.74):
        pen.circle((x, 0.73), 0.045, jewel)


def usurper(pen: Pen) -> None:
    """The Usurper (the Duke): a ducal coronet run through by a dagger."""
    house.assassin(inset(pen, 0.22, 0.0, 0.62))
    coronet(inset(pen, 0.08, 0.24, 0.84), jewel="poison")


def duchess(pen: Pen) -> None:
    """The Duchess: an open hand fan."""
    with pen:
        pen.poly([(0.50, 0.86)] + arc(0.50, 0.86, 0.44, 0.44, 200, 340, 20), "accent")
    for a in range(205, 340, 15):
        r = math.radians(a)
        pen.stroke([(0.50, 0.86), (0.50 + 0.42 * math.cos(r), 0.86 + 0.42 * math.sin(r))],
                   0.012, "gold")  # fmt: skip
    pen.band(arc(0.50, 0.86, 0.44, 0.44, 200, 340, 20), 0.03, "gold")
    with pen:
        pen.circle((0.50, 0.86), 0.06, "gold")


def heir(pen: Pen) -> None:
    """The Heir (the Knight): an upright sword through a circlet."""
    with pen:
        pen.poly([(0.46, 0.30), (0.54, 0.30), (0.54, 0.86), (0.50, 0.96), (0.46, 0.86)], "steel")
        pen.bar((0.24, 0.30), (0.76, 0.30), 0.07, "gold")
        pen.bar((0.50, 0.28), (0.50, 0.10), 0.07, "army")
        pen.circle((0.50, 0.06), 0.05, "gold")
    pen.stroke([(0.50, 0.34), (0.50, 0.86)], 0.012, "gold_dark")
    pen.ring((0.50, 0.58), 0.22, 0.05, "gold")


def alchemist(pen: Pen) -> None:
    """The Alchemist: a mortar and pestle under a rising star."""
    with pen:
        pen.bar((0.62, 0.66), (0.86, 0.22), 0.08, "gold_dark")
        pen.poly([(0.14, 0.52), (0.86, 0.52)] + arc(0.50, 0.52, 0.36, 0.34, 0, 180, 16),
                 "steel")  # fmt: skip
        pen.poly([(0.36, 0.84), (0.64, 0.84), (0.70, 0.94), (0.30, 0.94)], "steel")
    pen.stroke([(0.18, 0.60), (0.82, 0.60)], 0.02, "ink_soft")
    pen.poly(star(0.28, 0.22, 0.13, 0.05, 6, -90), "gold")


def bishop(pen: Pen) -> None:
    """The Bishop: a mitre with its cross."""
    with pen:
        pen.poly(
            [(0.22, 0.90), (0.22, 0.46)] + bezier((0.22, 0.46), (0.26, 0.20), (0.50, 0.06))
            + bezier((0.50, 0.06), (0.74, 0.20), (0.78, 0.46)) + [(0.78, 0.90)],
            "parchment",
        )  # fmt: skip
        pen.poly([(0.22, 0.92), (0.34, 0.92), (0.30, 0.99), (0.22, 0.99)], "accent")
        pen.poly([(0.66, 0.92), (0.78, 0.92), (0.78, 0.99), (0.70, 0.99)], "accent")
    pen.poly([(0.22, 0.78), (0.78, 0.78), (0.78, 0.86), (0.22, 0.86)], "gold")
    pen.poly([(0.46, 0.26), (0.54, 0.26), (0.54, 0.76), (0.46, 0.76)], "gold")
    pen.poly([(0.36, 0.40), (0.64, 0.40), (0.64, 0.48), (0.36, 0.48)], "gold")


def bastard(pen: Pen) -> None:
    """The Bastard (the Jester): the house's jester's cap."""
    house.fool(pen)


def anarchist(pen: Pen) -> None:
    """The Anarchist (the Rogue): a burning torch."""
    with pen:
        pen.bar((0.40, 0.96), (0.56, 0.46), 0.10, "gold_dark")
        pen.poly([(0.42, 0.40), (0.70, 0.48), (0.64, 0.56), (0.40, 0.50)], "steel")
        pen.poly(
            bezier((0.56, 0.44), (0.30, 0.40), (0.40, 0.20))
            + bezier((0.40, 0.20), (0.48, 0.28), (0.50, 0.04))
            + bezier((0.50, 0.04), (0.78, 0.22), (0.72, 0.32))
            + bezier((0.72, 0.32), (0.80, 0.42), (0.56, 0.44)),
            "accent",
        )
    pen.poly(
        bezier((0.56, 0.42), (0.44, 0.36), (0.50, 0.24))
        + bezier((0.50, 0.24), (0.58, 0.30), (0.60, 0.16))
        + bezier((0.60, 0.16), (0.70, 0.32), (0.56, 0.42)),
        "gold",
    )


def emissary(pen: Pen) -> None:
    """The Emissary: a letter closed with a wax seal."""
    with pen:
        pen.poly([(0.10, 0.26), (0.90, 0.26), (0.90, 0.80), (0.10, 0.80)], "parchment")
    pen.stroke([(0.10, 0.26), (0.50, 0.58), (0.90, 0.26)], 0.02, "ink_soft")
    pen.stroke([(0.10, 0.80), (0.40, 0.52)], 0.015, "ink_soft")
    pen.stroke([(0.90, 0.80), (0.60, 0.52)], 0.015, "ink_soft")
    with pen:
        pen.circle((0.50, 0.58), 0.12, "accent")
        pen.poly([(0.44, 0.66), (0.40, 0.86), (0.48, 0.78), (0.50, 0.66)], "accent")
    pen.poly(star(0.50, 0.58, 0.07, 0.03, 5), "accent_dark")


MEMBERS: dict[str, Emblem] = {
    "King": house.king,
    "Queen": house.queen,
    "Usurper": usurper,
    "Duchess": duchess,
    "Heir": heir,
    "Alchemist": alchemist,
    "Bishop": bishop,
    "Bastard": bastard,
    "Oracle": house.oracle,
    "Anarchist": anarchist,
    "Emissary": emissary,
}


# ----- the families: shield outlines and devices -----------------------------------------------


def _heater() -> list[tuple[float, float]]:
    return (
        [(0.14, 0.08), (0.86, 0.08), (0.86, 0.44)]
        + bezier((0.86, 0.44), (0.82, 0.80), (0.50, 0.96))
        + bezier((0.50, 0.96), (0.18, 0.80), (0.14, 0.44))
    )


def _round_based() -> list[tuple[float, float]]:
    return [(0.14, 0.08), (0.86, 0.08), (0.86, 0.56)] + arc(0.50, 0.56, 0.36, 0.38, 0, 180, 20)


def _lozenge() -> list[tuple[float, float]]:
    return [(0.50, 0.02), (0.90, 0.50), (0.50, 0.98), (0.10, 0.50)]


def _kite() -> list[tuple[float, float]]:
    return (
        bezier((0.50, 0.98), (0.16, 0.60), (0.16, 0.30))
        + bezier((0.16, 0.30), (0.18, 0.04), (0.50, 0.04))
        + bezier((0.50, 0.04), (0.82, 0.04), (0.84, 0.30))
        + bezier((0.84, 0.30), (0.84, 0.60), (0.50, 0.98))
    )


def _roundel() -> list[tuple[float, float]]:
    return arc(0.50, 0.50, 0.42, 0.42, 0, 360, 32)


def wheat(pen: Pen, color: str = "gold") -> None:
    """Hayhurst's device: a sheaf of three wheat ears, bound."""
    for dx, lean in ((-0.16, -14), (0.0, 0), (0.16, 14)):
        stalk = rotated([(0.50 + dx, 0.86), (0.50 + dx, 0.40)], 0.50 + dx, 0.62, lean)
        pen.stroke(stalk, 0.035, color)
        top = rotated([(0.50 + dx, 0.40)], 0.50 + dx, 0.62, lean)[0]
        for i in range(4):
            y = top[1] - 0.06 * i
            pen.ellipse((top[0] - 0.035 + lean * 0.0015 * i, y), 0.03, 0.045, color)
            pen.ellipse((top[0] + 0.035 + lean * 0.0015 * i, y), 0.03, 0.045, color)
        pen.ellipse((top[0] + lean * 0.002 * 4, top[1] - 0.25), 0.025, 0.04, color)
    pen.bar((0.32, 0.66), (0.68, 0.66), 0.07, color)


def sheaf(pen: Pen, color: str = "gold") -> None:
    """Hayhurst's device drawn small: three heavy ears on thick stalks, bound (the full sheaf's
    grains would melt into one blot a few pixels high)."""
    for lean in (-24, 0, 24):
        stalk = rotated([(0.50, 0.90), (0.50, 0.44)], 0.50, 0.70, lean)
        pen.stroke(stalk, 0.09, color)
        ear = rotated(arc(0.50, 0.28, 0.11, 0.21, 0, 360, 16), 0.50, 0.70, lean)
        pen.poly(ear, color)
    pen.bar((0.30, 0.68), (0.70, 0.68), 0.12, color)


def tree(pen: Pen, color: str = "gold") -> None:
    """Sylvestre's device: a round-crowned oak on a short trunk."""
    pen.poly([(0.45, 0.92), (0.55, 0.92), (0.54, 0.56), (0.46, 0.56)], color)
    for cx, cy, r in ((0.50, 0.30, 0.20), (0.32, 0.42, 0.16), (0.68, 0.42, 0.16),
                      (0.50, 0.50, 0.16)):  # fmt: skip
        pen.dot((cx, cy), r, color)
    pen.poly([(0.32, 0.92), (0.68, 0.92), (0.60, 0.86), (0.40, 0.86)], color)


def star5(pen: Pen, color: str = "gold") -> None:
    """Quinton's device: a five-pointed star (one point for each of the five)."""
    pen.poly(star(0.50, 0.52, 0.36, 0.15, 5), color)


def tower(pen: Pen, color: str = "gold") -> None:
    """Altham's device: a high tower with battlements and a gate."""
    pen.poly([(0.30, 0.92), (0.34, 0.32), (0.66, 0.32), (0.70, 0.92)], color)
    pen.poly([(0.26, 0.34), (0.74, 0.34), (0.74, 0.22), (0.26, 0.22)], color)
    for x in (0.26, 0.445, 0.63):
        pen.poly([(x, 0.23), (x + 0.11, 0.23), (x + 0.11, 0.12), (x, 0.12)], color)


def fish(pen: Pen, color: str = "gold") -> None:
    """Lemaire's device: a leaping fish (the family grew rich from the sea)."""
    body = rotated(
        bezier((0.16, 0.50), (0.44, 0.22), (0.72, 0.50))
        + bezier((0.72, 0.50), (0.44, 0.78), (0.16, 0.50)),
        0.5, 0.5, -24,
    )  # fmt: skip
    pen.poly(body, color)
    pen.poly(rotated([(0.68, 0.50), (0.90, 0.34), (0.84, 0.50), (0.90, 0.66)], 0.5, 0.5, -24),
             color)  # fmt: skip


# The shield outline and the device of each family, by its name (FAMILIES in game/usurp/data.py).
SHIELDS: dict[str, Callable[[], list[tuple[float, float]]]] = {
    "Hayhurst": _heater,
    "Sylvestre": _round_based,
    "Quinton": _lozenge,
    "Altham": _kite,
    "Lemaire": _roundel,
}
DEVICES: dict[str, Callable[..., None]] = {
    "Hayhurst": wheat,
    "Sylvestre": tree,
    "Quinton": star5,
    "Altham": tower,
    "Lemaire": fish,
}
# A device drawn in a simpler form on a bold (small) shield; the others keep theirs.
BOLD_DEVICES: dict[str, Callable[..., None]] = {"Hayhurst": sheaf}


# Where the device sits in its shield (x, y, side, in the shield's unit square) and how wide
# the gold rim is: as drawn large, and bold for a small shield (an influence count, a pile
# card's band), where the full drawing's device would be a few pixels.
DEVICE_BOX = (0.22, 0.2, 0.56)
BOLD_DEVICE_BOX = (0.14, 0.12, 0.72)
RIM = 0.035
BOLD_RIM = 0.06


def family_shield(
    pen: Pen, family: str, fill: str, device: str = "parchment", bold: bool = False
) -> None:
    """``family``'s shield in its outline, filled with ``fill``, its device in ``device``;
    ``bold``, the device larger and the rim wider, so the shield reads a dozen pixels high."""
    outline = SHIELDS.get(family, _heater)()
    with pen:
        pen.poly(outline, fill)
    pen.band(outline + outline[:1], BOLD_RIM if bold else RIM, "gold")
    draw = (BOLD_DEVICES.get(family) if bold else None) or DEVICES.get(family, star5)
    draw(inset(pen, *(BOLD_DEVICE_BOX if bold else DEVICE_BOX)), device)


# ----- loyalty, turn and objective signs ----------------------------------------------------


def loyal(pen: Pen) -> None:
    """The Loyal side's sign: an upright crown."""
    house.crown_shape(pen, points=5, jewel="army")


def disgruntled(pen: Pen) -> None:
    """The Disgruntled side's sign: the crown toppled and cracked."""
    toppled_crown(pen)


def hourglass(pen: Pen) -> None:
    """The turn marker: an hourglass in a gold frame."""
    with pen:
        pen.poly([(0.18, 0.06), (0.82, 0.06), (0.82, 0.14), (0.18, 0.14)], "gold_dark")
        pen.poly([(0.18, 0.86), (0.82, 0.86), (0.82, 0.94), (0.18, 0.94)], "gold_dark")
        pen.poly([(0.26, 0.14), (0.74, 0.14), (0.54, 0.50), (0.74, 0.86), (0.26, 0.86),
                  (0.46, 0.50)], "parchment")  # fmt: skip
    pen.poly([(0.35, 0.28), (0.65, 0.28), (0.52, 0.48), (0.48, 0.48)], "gold")
    pen.poly([(0.50, 0.62), (0.68, 0.84), (0.32, 0.84)], "gold")
    pen.stroke([(0.50, 0.50), (0.50, 0.70)], 0.015, "gold_dark")


def cross(pen: Pen, color: str = "ink") -> None:
    """One of the crosses that tell a Court Member's player counts."""
    pen.bar((0.20, 0.20), (0.80, 0.80), 0.18, color)
    pen.bar((0.80, 0.20), (0.20, 0.80), 0.18, color)


def skull(pen: Pen) -> None:
    """The sign of a dead Court Member."""
    with pen:
        pen.circle((0.50, 0.42), 0.30, "parchment")
        pen.poly([(0.34, 0.60), (0.66, 0.60), (0.62, 0.82), (0.38, 0.82)], "parchment")
    pen.ellipse((0.39, 0.44), 0.08, 0.09, "ink")
    pen.ellipse((0.61, 0.44), 0.08, 0.09, "ink")
    pen.poly([(0.50, 0.56), (0.46, 0.64), (0.54, 0.64)], "ink")
    for x in (0.43, 0.50, 0.57):
        pen.stroke([(x, 0.72), (x, 0.82)], 0.02, "ink")


def objective_for(key: str) -> Emblem:
    """The emblem of a tutorial objective: the Court Member or card it turns on, looked for
    first in its id (the first word of ``key``), then anywhere in its text; a rosette when
    none is named."""
    words = key.lower().replace("_", " ").replace("-", " ").split()
    signs = (
        ("usurper", usurper),
        ("heir", heir),
        ("bastard", bastard),
        ("anarch", anarchist),
        ("queen", house.queen),
        ("regicide", dagger),
        ("kill", dagger),
        ("court", _court),
        ("king", house.king),
    )
    for pool in (words[:1], words):
        for word, emblem in signs:
            if any(w.startswith(word) for w in pool):
                return emblem
    return house.fallback


def _court(pen: Pen) -> None:
    """Three small crowns: a court loyal to the Crown."""
    loyal(inset(pen, 0.30, 0.0, 0.40))
    loyal(inset(pen, 0.02, 0.42, 0.40))
    loyal(inset(pen, 0.58, 0.42, 0.40))


def leverage_emblem(kind: str) -> Emblem:
    """The emblem of the Leverage card type ``kind`` ("Spy"...), or the rosette."""
    return LEVERAGE.get(kind, house.fallback)


def member_emblem(name: str) -> Emblem:
    """The emblem of the Court Member ``name`` ("King"...), or the rosette."""
    return MEMBERS.get(name, house.fallback)
