"""The court palette and fonts, defined once in art/theme.json and shared by every drawing.

The JSON files are read through importlib.resources (``scenes.assets.folder``), so they are found
both in an installed wheel (as scenes/art) and in a checkout (the top-level art/ folder).
"""

from __future__ import annotations

import json
import logging
from contextlib import ExitStack
from functools import lru_cache
from importlib import resources

import pygame

from scenes import assets

log = logging.getLogger(__name__)

Color = tuple[int, int, int]

REQUIRED_COLORS = (
    "table",
    "table_dark",
    "parchment",
    "parchment_dark",
    "ink",
    "gold",
    "gold_dark",
    "accent",
    "muted",
    "highlight",
    "text_light",
    "shadow",
)
ROLES = ("title", "card_name", "card_value", "body", "ui")

# The palette to fall back on when art/theme.json is missing or broken: the required colours only
# (any other colour then falls back to ink) and pygame's own font.
BUILT_IN = {
    "name": "built-in",
    "colors": {
        "table": [44, 66, 50],
        "table_dark": [14, 20, 17],
        "parchment": [244, 232, 204],
        "parchment_dark": [222, 201, 158],
        "ink": [38, 27, 20],
        "gold": [214, 173, 88],
        "gold_dark": [138, 100, 42],
        "accent": [122, 30, 40],
        "muted": [112, 104, 96],
        "highlight": [255, 212, 100],
        "text_light": [246, 236, 212],
        "shadow": [0, 0, 0],
    },
}

# pygame's built-in font draws smaller than a system font of the same nominal size.
_DEFAULT_FONT_SCALE = 1.4

# Holds the temporary copy of gui_theme.json when the package is zipped, for the whole run.
_files = ExitStack()


def _read_json(name: str) -> dict:
    return json.loads(assets.folder("art").joinpath(name).read_text(encoding="utf-8"))


def _color(value) -> Color:
    """An (r, g, b) tuple from a JSON list or a "#rrggbb" string."""
    if isinstance(value, str):
        v = value.lstrip("#")
        return (int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16))
    r, g, b = (int(c) for c in list(value)[:3])
    return (r, g, b)


@lru_cache(maxsize=64)
def _match(families: tuple[str, ...], bold: bool, italic: bool) -> str | None:
    """The path of the first installed font among ``families`` (None when none is installed)."""
    try:
        return pygame.font.match_font(list(families), bold=bold, italic=italic)
    except Exception:  # a broken font cache must not stop the game: pygame's own font remains
        return None


class Theme:
    """The palette (``colors``) and fonts by role, as art/theme.json describes them."""

    def __init__(self, data: dict) -> None:
        self.name: str = data.get("name", "")
        self.colors: dict[str, Color] = {k: _color(v) for k, v in data["colors"].items()}
        missing = [k for k in REQUIRED_COLORS if k not in self.colors]
        if missing:
            raise ValueError(f"theme lacks colours: {', '.join(missing)}")
        fonts = data.get("fonts", {})
        self.families: dict[str, tuple[str, ...]] = {
            k: tuple(v) for k, v in fonts.items() if isinstance(v, list)
        }
        self.roles: dict[str, dict] = dict(fonts.get("roles", {}))
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    def color(self, name: str, default: Color | None = None) -> Color:
        """The colour called ``name``; ``default`` (or ink) when the palette lacks it."""
        return self.colors.get(name, default or self.colors["ink"])

    def font_path(self, role: str) -> str | None:
        """The file of the system font used for ``role``, or None for pygame's default font."""
        spec = self.roles.get(role, self.roles.get("body", {}))
        families = self.families.get(spec.get("family", "serif"), ())
        if not families:
            return None
        return _match(families, bool(spec.get("bold")), bool(spec.get("italic")))

    def font(self, role: str, size: int) -> pygame.font.Font:
        """A font for ``role`` ("title", "card_name", "card_value", "body", "ui", "keywords") at
        ``size`` pixels: a serif system font when one is installed, else pygame's default."""
        size = max(4, int(size))
        if not pygame.font.get_init():
            # Fonts made before a pygame.quit() are dead; start the cache afresh.
            pygame.font.init()
            self._fonts.clear()
        key = (role, size)
        font = self._fonts.get(key)
        if font is not None:
            try:
                font.get_height()
                return font
            except pygame.error:
                # Made before a pygame.quit() and a new init (one test after another): every
                # cached font is dead, so start the cache afresh.
                self._fonts.clear()
        spec = self.roles.get(role, self.roles.get("body", {}))
        path = self.font_path(role)
        font = None
        if path:
            try:
                font = pygame.font.Font(path, size)
            except (OSError, pygame.error):
                font = None
        if font is None:
            font = pygame.font.Font(None, round(size * _DEFAULT_FONT_SCALE))
            font.set_bold(bool(spec.get("bold")))
            font.set_italic(bool(spec.get("italic")))
        self._fonts[key] = font
        return font


@lru_cache(maxsize=1)
def load_theme() -> Theme:
    """The court theme from art/theme.json (one shared instance); the built-in palette when the
    file is missing or broken, so the game still runs."""
    try:
        return Theme(_read_json("theme.json"))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("could not read art/theme.json (%s); using the built-in palette", exc)
        return Theme(BUILT_IN)


def gui_theme_path() -> str:
    """A real file path to art/gui_theme.json, the pygame-gui theme in the same palette."""
    ref = assets.folder("art").joinpath("gui_theme.json")
    return str(_files.enter_context(resources.as_file(ref)))
