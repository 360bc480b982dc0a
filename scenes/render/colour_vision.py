"""How colours look to a colour-blind player, and how far apart two colours look.

``simulate(colour, deficiency)`` shows an sRGB colour as a person with protanopia, deuteranopia or
tritanopia sees it (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear RGB);
``delta_e(a, b)`` is the CIEDE2000 distance between two sRGB colours (Sharma, Wu and Dalal 2005),
about 2 at the smallest difference a person notices side by side. ``closest_pair`` finds the two
colours of a palette that are hardest to tell apart under a vision, which is what the palette
tests bound. Pure Python: the model-free checks run with no display.

Run ``python -m scenes.render.colour_vision shot.png`` to write shot-protanopia.png,
shot-deuteranopia.png and shot-tritanopia.png beside a screenshot.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping
from enum import Enum
from itertools import combinations
from pathlib import Path

Color = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]


class Deficiency(Enum):
    """The three dichromacies, each the loss of one kind of cone."""

    PROTANOPIA = "protanopia"  # no long-wavelength (red) cones
    DEUTERANOPIA = "deuteranopia"  # no medium-wavelength (green) cones
    TRITANOPIA = "tritanopia"  # no short-wavelength (blue) cones


# Machado et al. 2009, table of simulation matrices, severity 1.0 (linear RGB in, linear RGB out).
MACHADO: dict[Deficiency, Matrix] = {
    Deficiency.PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    Deficiency.DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    Deficiency.TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# Normal vision, then each dichromacy: the visions a palette is checked under.
VISIONS: tuple[Deficiency | None, ...] = (None, *Deficiency)

# The least distance, under every vision, between colours that alone tell things apart (the
# Usurp families): about seven times the least difference seen side by side (2), because a
# family is named from a shield a dozen pixels high across the table, not matched against its
# neighbour. The palette this replaced merged pairs at 4.8 (deuteranopia), 7.7 and 9.3.
DISTINCT = 15.0
# The same for colours whose meaning the words also say (the True King's score row in gold, a
# seat that is out in dim text; its label says "True King", "out"): they need only look
# different at a glance.
APART = 10.0

# sRGB (linear) to CIE XYZ under D65, and the D65 white point (IEC 61966-2-1).
_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE = (0.95047, 1.0, 1.08883)


def _apply(m: Matrix, v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (
        m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
        m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
        m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
    )


def to_linear(color: Color) -> tuple[float, float, float]:
    """The linear-light RGB (0 to 1) of an sRGB colour (0 to 255)."""

    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = color[:3]
    return (channel(r), channel(g), channel(b))


def to_srgb(linear: tuple[float, float, float]) -> Color:
    """The sRGB colour (0 to 255) of linear-light RGB, clipped to the displayable range."""

    def channel(v: float) -> int:
        v = min(1.0, max(0.0, v))
        s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
        return round(s * 255)

    r, g, b = linear
    return (channel(r), channel(g), channel(b))


def simulate(color: Color, deficiency: Deficiency | None) -> Color:
    """``color`` as seen with ``deficiency`` (None: as it is)."""
    if deficiency is None:
        return tuple(color[:3])
    return to_srgb(_apply(MACHADO[deficiency], to_linear(color)))


def lab(color: Color) -> tuple[float, float, float]:
    """The CIELAB (L*, a*, b*) of an sRGB colour, D65 white."""
    xyz = _apply(_TO_XYZ, to_linear(color))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE, strict=True))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def _hue(b: float, a: float) -> float:
    if a == 0 and b == 0:
        return 0.0
    return math.degrees(math.atan2(b, a)) % 360


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p, h2p = _hue(b1, a1p), _hue(b2, a2p)

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))

    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    rotation = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    r_t = -r_c * math.sin(math.radians(2 * rotation))
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dhh / s_h) ** 2 + r_t * (dc / s_c) * (dhh / s_h)
    )


def delta_e(a: Color, b: Color, deficiency: Deficiency | None = None) -> float:
    """How different ``a`` and ``b`` look (CIEDE2000), to a viewer with ``deficiency``."""
    return ciede2000(lab(simulate(a, deficiency)), lab(simulate(b, deficiency)))


def closest_pair(
    palette: Mapping[str, Color], deficiency: Deficiency | None = None
) -> tuple[str, str, float]:
    """The two colours of ``palette`` (two or more) that look most alike with ``deficiency``,
    and their distance."""
    pairs = (
        (a, b, delta_e(palette[a], palette[b], deficiency)) for a, b in combinations(palette, 2)
    )
    return min(pairs, key=lambda p: p[2])


def simulate_pixels(rgb: bytes, deficiency: Deficiency) -> bytes:
    """Packed RGB pixels (three bytes each) as seen with ``deficiency``; each distinct colour is
    worked out once, so a whole screenshot takes seconds."""
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(rgb))
    for i in range(0, len(rgb) - 2, 3):
        px = rgb[i : i + 3]
        new = seen.get(px)
        if new is None:
            new = seen[px] = bytes(simulate((px[0], px[1], px[2]), deficiency))
        out[i : i + 3] = new
    return bytes(out)


def main(argv: list[str]) -> int:
    """Write the three simulations of each PNG named in ``argv`` beside it."""
    if not argv:
        print("usage: python -m scenes.render.colour_vision SHOT.png [...]", file=sys.stderr)
        return 2
    import pygame

    for name in argv:
        path = Path(name)
        try:
            image = pygame.image.load(str(path))
        except (OSError, pygame.error) as exc:
            print(f"{path}: cannot read it as an image ({exc})", file=sys.stderr)
            return 1
        rgb = pygame.image.tobytes(image, "RGB")
        for d in Deficiency:
            seen = pygame.image.frombytes(simulate_pixels(rgb, d), image.get_size(), "RGB")
            target = path.with_name(f"{path.stem}-{d.value}.png")
            pygame.image.save(seen, str(target))
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
