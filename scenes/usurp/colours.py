"""The Usurp the King family colours and the contrast of what is drawn on them.

Each family has a colour and a shield of its own (scenes/usurp/emblems.py), so no family is
told by colour alone; the colours are still chosen so colour-blind players can tell them apart
(scenes/render/colour_vision.py, tests/scenes/render/test_colour_blind.py).
"""

from __future__ import annotations

from scenes.render.theme import Color

# The family colours (ours: the rulebook names the families, not their colours), in FAMILIES
# order. Two dark (crimson, navy) and three of a middle lightness (ochre, viridian, violet), so
# lightness still parts them where a colour-blind eye merges hues: under a simulated
# protanopia, deuteranopia or tritanopia no two come closer than colour_vision.DISTINCT
# (tests/scenes/render/test_colour_blind.py), and light text on each reaches FIELD_CONTRAST.
FAMILY_COLORS: dict[str, Color] = {
    "Hayhurst": (147, 92, 16),  # ochre, the colour of hay
    "Sylvestre": (27, 114, 94),  # viridian, the green of deep woods
    "Quinton": (120, 10, 24),  # crimson
    "Altham": (114, 84, 162),  # violet
    "Lemaire": (14, 52, 94),  # navy, the deep sea
}
# A family with no colour of its own (a sixth family, should one be added) takes this one.
OTHER_FAMILY: Color = (96, 96, 104)
# Light text on a coloured band reaches at least this contrast (WCAG; the house asks 7:1).
BAND_CONTRAST = 7.0
# A shield's parchment device, or a plain back's light name, on the family colour itself reaches
# at least this (WCAG AA).
FIELD_CONTRAST = 4.5


def _luminance(rgb: Color) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Color, b: Color) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable_under(color: Color, text: Color) -> Color:
    """``color`` darkened just enough for ``text`` on it to reach BAND_CONTRAST (a band that
    carries a name: the family keeps its hue, the name stays easy to read)."""
    k = 1.0
    out = color
    while contrast(out, text) < BAND_CONTRAST and k > 0.05:
        k -= 0.02
        out = (round(color[0] * k), round(color[1] * k), round(color[2] * k))
    return out
