"""Shared pieces for the menu-like scenes: the pygame-gui theme, a scene base class that builds
its widgets while it is on top, fonts, the table-coloured backdrop and text helpers.

Sizes are written for a 1280x720 window and multiplied by ``app.ui_scale``, so every scene reads
the same from 1024x640 to 4K.
"""

from __future__ import annotations

import copy
import html
import json
import logging
import math
from importlib import resources
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from game.core.glossary import Term
from scenes import term_tips
from scenes.focus import ARROW_STEPS, Focus
from scenes.render.card_tools import wrap
from scenes.render.theme import gui_theme_path
from scenes.stack import Scene
from scenes.text_size import grown

log = logging.getLogger(__name__)

# The court palette of the menu-like scenes; the pygame-gui theme falls back to it (BASE_THEME)
# when the render theme's file cannot be read.
BG = (30, 20, 16)
BG_LIGHT = (62, 40, 28)
GOLD = (216, 178, 98)
GOLD_DIM = (150, 118, 62)
PARCHMENT = (242, 230, 202)
INK = (38, 27, 20)
CREAM = (236, 222, 190)
MUTED = (176, 158, 128)

# Font sizes in the theme are points at 1280x720 at the normal text size; ``theme_for`` scales them
# to the window and the player's text size.
BASE_THEME: dict = {
    "defaults": {
        "colours": {
            "normal_bg": "#4a3222",
            "hovered_bg": "#6b4a30",
            "disabled_bg": "#2a1e16",
            "selected_bg": "#9a7434",
            "active_bg": "#b08840",
            "dark_bg": "#1e1510",
            "normal_text": "#efe2c4",
            "hovered_text": "#fff4d8",
            "disabled_text": "#8a7a64",
            "selected_text": "#1e1510",
            "active_text": "#1e1510",
            "normal_border": "#a8844c",
            "hovered_border": "#e0b868",
            "disabled_border": "#5a4834",
            "selected_border": "#f0cc78",
            "active_border": "#f0cc78",
            "link_text": "#e0b868",
            "link_hover": "#ffd890",
            "link_selected": "#ffd890",
            "text_cursor": "#f0cc78",
            "filled_bar": "#d8b262",
            "unfilled_bar": "#3a2a1e",
        },
        "font": {"name": "noto_sans", "size": "16"},
    },
    "button": {
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": "6",
            "border_width": "2",
            "shadow_width": "2",
        },
        "font": {"name": "noto_sans", "size": "18"},
    },
    "label": {
        "colours": {"normal_text": "#efe2c4", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "17"},
    },
    "text_box": {
        "colours": {"dark_bg": "#1e1510e0", "normal_border": "#a8844c"},
        "misc": {
            "border_width": "1",
            "padding": "14,10",
            "shape": "rounded_rectangle",
            "shape_corner_radius": "6",
        },
        "font": {"name": "noto_sans", "size": "16"},
    },
    "text_entry_line": {
        "colours": {
            "dark_bg": "#f2e6ca",
            "normal_text": "#261b14",
            "selected_bg": "#d8b262",
            "text_cursor": "#261b14",
            "normal_border": "#a8844c",
        },
        "font": {"name": "noto_sans", "size": "17"},
    },
    "horizontal_slider": {"colours": {"dark_bg": "#2a1e16"}},
    "selection_list": {
        "colours": {"dark_bg": "#1e1510", "normal_border": "#a8844c"},
        "misc": {"list_item_height": "36", "border_width": "1"},
    },
    "@selection_list_item": {
        "font": {"name": "noto_sans", "size": "15"},
    },
    "panel": {
        "colours": {"dark_bg": "#1e1510ee", "normal_border": "#a8844c"},
        "misc": {"border_width": "2", "shape": "rounded_rectangle", "shape_corner_radius": "10"},
    },
    "#title": {
        "colours": {"normal_text": "#d8b262"},
        "font": {"name": "noto_sans", "size": "60", "bold": "1"},
    },
    "#heading": {
        "colours": {"normal_text": "#d8b262"},
        "font": {"name": "noto_sans", "size": "30", "bold": "1"},
    },
    "#subheading": {
        "colours": {"normal_text": "#e8d4a8"},
        "font": {"name": "noto_sans", "size": "21", "bold": "1"},
    },
    "#body": {"colours": {"normal_text": "#efe2c4"}, "font": {"name": "noto_sans", "size": "17"}},
    "#small": {"colours": {"normal_text": "#b09e80"}, "font": {"name": "noto_sans", "size": "14"}},
    "#notice": {"colours": {"normal_text": "#ec966e"}, "font": {"name": "noto_sans", "size": "16"}},
    "#big_button": {"font": {"name": "noto_sans", "size": "22", "bold": "1"}},
    # New game's list of modes: a mode's button, a "more" row and a group's heading.
    "#mode_item": {
        "font": {"name": "noto_sans", "size": "15"},
        "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"},
    },
    "#mode_more": {"font": {"name": "noto_sans", "size": "14"}},
    "#mode_group": {
        "colours": {"normal_text": "#d8b262"},
        "font": {"name": "noto_sans", "size": "14", "bold": "1"},
    },
}


def fit_text(font, text: str, room: int) -> str:
    """``text`` whole when it is at most ``room`` pixels wide in ``font``, else cut with an
    ellipsis to fit."""
    if font.size(text)[0] <= room:
        return text
    while text and font.size(text.rstrip() + "\u2026")[0] > room:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than at 1280x720 everything is drawn, in steps of 0.1."""
    s = min(size[0] / 1280, size[1] / 720)
    return round(min(3.2, max(0.8, s)), 1)


def theme_for(scale: float, text: float = 1.0) -> dict:
    """The pygame-gui theme dict at the window's ``scale`` with its fonts (and list rows) at the
    text size ``text`` (``text_size.grown``): the render theme when its file reads, else ours;
    the object ids these scenes use are added when the render theme lacks them."""
    theme = _render_theme_dict()
    _fill(theme, BASE_THEME)
    # pygame-gui draws rounded shapes by supersampling the whole element: for a window-sized
    # text box at 4K that takes seconds on each rebuild, so large boxes get square corners.
    for key in ("text_box", "selection_list"):
        theme.setdefault(key, {}).setdefault("misc", {})["shape"] = "rectangle"
    for block in theme.values():
        misc = block.get("misc") if isinstance(block, dict) else None
        if isinstance(misc, dict) and "list_item_height" in misc:
            height = grown(_int(misc["list_item_height"], 20), text)
            misc["list_item_height"] = str(round(height * scale))
        fonts = block.get("font") if isinstance(block, dict) else None
        for font in fonts if isinstance(fonts, list) else [fonts]:
            if isinstance(font, dict) and "size" in font:
                font["size"] = str(max(9, round(grown(_int(font["size"], 16), text) * scale)))
    return theme


def _fill(theme: dict, defaults: dict) -> None:
    """Add every entry of ``defaults`` that ``theme`` lacks, at any depth; keep what it has."""
    for key, value in defaults.items():
        if key not in theme:
            theme[key] = copy.deepcopy(value)
        elif isinstance(theme[key], dict) and isinstance(value, dict):
            _fill(theme[key], value)


def _int(value, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _render_theme_dict() -> dict:
    """A deep copy of the render theme JSON, with relative font paths made absolute."""
    try:
        path = Path(gui_theme_path())
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, TypeError) as exc:
        log.warning("could not read the table theme (%s); using the built-in one", exc)
        return copy.deepcopy(BASE_THEME)
    for block in data.values():
        fonts = block.get("font") if isinstance(block, dict) else None
        for font in fonts if isinstance(fonts, list) else [fonts]:
            if not isinstance(font, dict):
                continue
            for k, v in list(font.items()):
                if k.endswith("_path") and isinstance(v, str) and not Path(v).is_absolute():
                    font[k] = str(path.parent / v)
    return data


def preload_fonts(manager: pygame_gui.UIManager, scale: float, text: float = 1.0) -> None:
    """Load the faces the rules text boxes use, so they need no loading while drawing."""
    loaded = set(manager.get_theme().get_font_dictionary().loaded_fonts)
    wanted = []
    for px in (14, 15, 16, 17, 20, 21, 24, 26):
        size = max(9, round(grown(px, text) * scale))
        for style in ("regular", "bold", "italic"):
            font_id = f"noto_sans_{style}_aa_{size}"
            if font_id not in loaded:
                wanted.append({"name": "noto_sans", "point_size": size, "style": style})
    manager.preload_fonts(wanted)


# ----- fonts for text drawn directly -------------------------------------------------------------


class _TipFonts:
    """``Fonts`` as a tip asks for them: by role ("title" bold, else regular) and size."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts

    def get(self, role: str, size: int) -> pygame.font.Font:
        return self.fonts.get(size, bold=role == "title")


class Fonts:
    """pygame fonts by size and weight, from the Noto faces pygame-gui ships (so always present)."""

    FILES = {
        (False, False): "NotoSans-Regular.ttf",
        (True, False): "NotoSans-Bold.ttf",
        (False, True): "NotoSans-Italic.ttf",
        (True, True): "NotoSans-BoldItalic.ttf",
    }

    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        key = (max(6, int(size)), bold, italic)
        font = self._cache.get(key)
        if font is None:
            ref = resources.files("pygame_gui.data") / self.FILES[(bold, italic)]
            with resources.as_file(ref) as path:
                font = pygame.font.Font(str(path), key[0])
            self._cache[key] = font
        return font


def title_font(app, size: int) -> pygame.font.Font:
    """The theme's title face (a serif); bold Noto for an app without a render theme."""
    theme = getattr(app, "theme", None)
    if theme is not None and hasattr(theme, "font"):
        return theme.font("title", size)
    return app.fonts.get(size, bold=True)


def blit_text(surface, text, font, colour, pos, anchor: str = "topleft") -> pygame.Rect:
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def esc(text: str) -> str:
    """Text made safe for a pygame-gui HTML text box."""
    return html.escape(str(text), quote=False)


# ----- backdrop ----------------------------------------------------------------------------------


class Backdrop:
    """A dark wood-brown field, lighter in the middle as if lit by candles; cached per size."""

    def __init__(self) -> None:
        self._size: tuple[int, int] | None = None
        self._img: pygame.Surface | None = None
        self._shades: dict[tuple[tuple[int, int], int], pygame.Surface] = {}

    def dim(self, surface: pygame.Surface, alpha: int = 170) -> None:
        """Darken what is already drawn, for overlays over the table."""
        key = (surface.get_size(), alpha)
        shade = self._shades.get(key)
        if shade is None:
            self._shades.clear()  # one window size at a time
            shade = self._shades[key] = pygame.Surface(key[0], pygame.SRCALPHA)
            shade.fill((10, 6, 4, alpha))
        surface.blit(shade, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._img is None or self._size != size:
            small = pygame.Surface((64, 40))
            for y in range(40):
                for x in range(64):
                    dx, dy = (x - 31.5) / 32, (y - 17) / 24
                    t = max(0.0, 1.0 - (dx * dx + dy * dy) ** 0.5) ** 2
                    small.set_at(
                        (x, y), [round(a + (b - a) * t) for a, b in zip(BG, BG_LIGHT, strict=True)]
                    )
            self._img = pygame.transform.smoothscale(small, size)
            self._size = size
        surface.blit(self._img, (0, 0))


def draw_frame(surface, rect: pygame.Rect, scale: float, fill=(30, 21, 16, 235)) -> None:
    """A dark panel with a thin gold border, drawn under a group of widgets."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(4, round(10 * scale))
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    pygame.draw.rect(
        panel, (*GOLD_DIM, 255), panel.get_rect(), max(1, round(2 * scale)), border_radius=radius
    )
    surface.blit(panel, rect)


# ----- the scene base class --------------------------------------------------------------------


class UIScene(Scene):
    """A scene made of pygame-gui widgets.

    The widgets exist only while the scene is on top: ``enter`` builds them for the current window
    size, ``leave`` kills them, and a resize rebuilds them. Anything a player chose lives in plain
    attributes of the scene, so a rebuild shows the same choices. Buttons are registered under a
    key; a press calls ``on_button(key)``. The keyboard reaches every widget (``scenes.focus``):
    Tab walks them, Enter or Space presses, Backspace presses the scene's Back.
    """

    # A modal scene (an overlay over the table) keeps every key and mouse event from the scenes
    # below, handled or not, so nothing on the table reacts while it is up.
    modal = False
    # A scene whose drawing changes only with input (and pygame-gui's own timers, which the app
    # watches) sets this False, so the app sleeps while it waits for the player.
    animated = True
    INPUT = (
        pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
    )  # fmt: skip

    def __init__(self, app) -> None:
        super().__init__(app)
        self.active = False
        self.elements: list = []
        self.buttons: dict[str, UIButton] = {}
        self._keys: dict[int, str] = {}
        self.focus = Focus(self)
        self.focus_tip: pygame.Rect | None = None  # where the focused button's tip was drawn

    @property
    def scale(self) -> float:
        return self.app.ui_scale

    @property
    def text_scale(self) -> float:
        """The player's text size (1.0 normal, larger above it)."""
        return getattr(self.app, "text_scale", 1.0)

    def px(self, value: float) -> int:
        return round(value * self.app.ui_scale)

    def tx(self, value: float) -> int:
        """``px`` for a measure that holds words (a font size, a line's height): it grows
        with the player's text size as well."""
        return round(grown(value, self.text_scale) * self.app.ui_scale)

    # lifecycle
    def enter(self) -> None:
        self.active = True
        self.rebuild()

    def leave(self) -> None:
        self.active = False
        self.clear_ui()

    def on_resize(self, size) -> None:
        if self.active:
            self.rebuild()

    def next_frame_in(self) -> float:
        return 0.0 if self.animated else math.inf

    def rebuild(self) -> None:
        self.clear_ui()
        self.build(self.app.size)

    def clear_ui(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.buttons.clear()
        self._keys.clear()

    def build(self, size: tuple[int, int]) -> None:
        """Create the widgets for a window of ``size``."""

    # widget helpers
    def add(self, element):
        self.elements.append(element)
        return element

    def forget(self, element) -> None:
        """Kill one widget and drop it from the scene (for a part of it built anew alone)."""
        element.kill()
        if element in self.elements:
            self.elements.remove(element)
        key = self._keys.pop(id(element), None)
        if key is not None:
            self.buttons.pop(key, None)

    def button(
        self,
        key: str,
        text: str,
        rect,
        object_id: str | None = None,
        tool_tip: str | None = None,
        selected: bool = False,
        enabled: bool = True,
    ) -> UIButton:
        b = UIButton(
            pygame.Rect(rect), text, self.app.ui, object_id=object_id, tool_tip_text=tool_tip
        )
        if selected:
            b.select()
        if not enabled:
            b.disable()
        self.buttons[key] = b
        self._keys[id(b)] = key
        return self.add(b)

    def label(self, text: str, rect, object_id: str = "#body") -> UILabel:
        """A label; one shorter than a line of its font (a height written for the normal text
        size) grows about its middle to hold the line."""
        rect = pygame.Rect(rect)
        need = self.line_height(object_id)
        if rect.h < need:
            rect = rect.inflate(0, need - rect.h)
        return self.add(UILabel(rect, text, self.app.ui, object_id=object_id))

    def ui_font(self, object_id: str, element: str = "label"):
        """The font pygame-gui sets an ``element`` of ``object_id`` in now, to measure words."""
        return self.app.ui.get_theme().get_font([object_id, element])

    def line_height(self, object_id: str, element: str = "label") -> int:
        """The height a one-line ``element`` of ``object_id`` needs for its words."""
        return self.ui_font(object_id, element).size("Hg")[1]

    def lines_for(self, text: str, width: int, object_id: str) -> list[str]:
        """``text`` wrapped into lines of ``object_id`` labels at most ``width`` wide."""
        return wrap(self.ui_font(object_id), text, width)

    def wrapped_label(self, text: str, x: int, y: int, width: int, object_id: str) -> int:
        """``text`` as labels of ``object_id``, one a line, wrapped to ``width`` from (x, y);
        the y under its last line."""
        step = self.line_height(object_id)
        for line in self.lines_for(text, width, object_id):
            self.label(line, (x, y, width, step), object_id)
            y += step
        return y

    def text_box_height(self, text: str, width: int) -> int:
        """The height a text box ``width`` wide needs to show plain ``text`` whole: its lines
        at pygame-gui's spacing in the theme's text box font, its padding (14, 10) and border,
        and a little slack (pygame-gui lays the first line a few pixels low)."""
        font = self.app.fonts.get(self.tx(16))
        lines = wrap(font, text, width - 2 * 14 - 2 - self.px(8))
        return len(lines) * round(font.get_linesize() * 1.25) + 2 * 10 + 2 + self.px(6)

    def text_box(self, html_text: str, rect, object_id: str | None = None) -> UITextBox:
        return self.add(UITextBox(html_text, pygame.Rect(rect), self.app.ui, object_id=object_id))

    def select_only(self, prefix: str, key: str) -> None:
        """Highlight button ``key`` and no other button whose key starts with ``prefix`` (a row
        of choices), without rebuilding the scene."""
        for k, b in self.buttons.items():
            if k.startswith(prefix):
                if k == key:
                    b.select()
                else:
                    b.unselect()

    # input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self._keys.get(id(event.ui_element))
            if key is None:
                return False
            self.focus.clear()  # the pointer pressed it: the ring goes until the next Tab
            self.app.audio.play("click")
            self.on_button(key)
            return True
        if event.type == pygame.KEYDOWN:
            used = self.focus.handle_key(event) or self.on_key(event) or self._free_key(event)
        else:
            used = self.on_event(event)
        return used or (self.modal and event.type in self.INPUT)

    def _free_key(self, event) -> bool:
        """A key the scene had no use for: an arrow moves the focus (not out of a text field,
        where Up and Down are the field's), Backspace presses Back."""
        if event.key in ARROW_STEPS and not self.focus.in_text_field():
            self.focus.move(ARROW_STEPS[event.key])
            return True
        if event.key == pygame.K_BACKSPACE and "back" in self.buttons:
            self.app.audio.play("click")
            self.on_button("back")
            return True
        return False

    def focus_rank(self, element) -> int:
        """Where ``element`` comes in Tab's walk: lower ranks first, and within a rank the
        order the scene built them in (a scene built column by column may reorder)."""
        return 0

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring, over the widgets (the app calls it after pygame-gui has drawn), and
        the focused button's tool tip."""
        theme = getattr(self.app, "theme", None)
        if theme is not None and hasattr(theme, "color"):
            self.focus.draw(surface, self.scale, theme.color("highlight"), theme.color("ink"))
        else:
            self.focus.draw(surface, self.scale)
        self.focus_tip = self._focus_tip(surface)

    def _focus_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """A button the keys focused shows its tool tip (a level's note, a mode's summary) at
        once, as the pointer resting on it does (pygame-gui shows tips on hover only); where
        it was drawn, or None."""
        element = self.focus.element()
        text = getattr(element, "tool_tip_text", None)
        if not self.focus.shown() or not isinstance(element, UIButton) or not text:
            return None
        if getattr(element, "hovered", False):
            return None  # the pointer's own tip shows
        heading, words = term_tips.split_tool_tip(text)
        return term_tips.draw_tip(
            surface, [Term(heading, words, ())], element.rect.inflate(8, 8),  # off the ring
            _TipFonts(self.app.fonts),
            max(12, self.tx(15)), max(13, self.tx(17)), self.scale,
        )  # fmt: skip

    def on_button(self, key: str) -> None:
        """A registered button was pressed."""

    def on_key(self, event: pygame.event.Event) -> bool:
        return False

    def on_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.app.backdrop.draw(surface)
