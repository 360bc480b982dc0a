"""The palette is defined once, loads as package data, and keeps card text readable."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from scenes import assets
from scenes.render.theme import REQUIRED_COLORS, ROLES, Theme, gui_theme_path, load_theme


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_theme_loads_from_package_data_with_every_required_colour(theme):
    data = json.loads(assets.folder("art").joinpath("theme.json").read_text(encoding="utf-8"))
    assert set(REQUIRED_COLORS) <= set(data["colors"])
    for name in REQUIRED_COLORS:
        rgb = theme.colors[name]
        assert len(rgb) == 3 and all(0 <= v <= 255 for v in rgb), name


def test_load_theme_is_shared():
    assert load_theme() is load_theme()


@pytest.mark.parametrize(
    "text, background",
    [
        ("ink", "parchment"),  # names, values and ability text on a face
        ("ink", "parchment_dark"),  # the darkest parchment, at a card's edge
        ("text_light", "army"),  # the name on an Army card's banner
        ("text_light", "accent"),  # a changed current value on its badge
        ("text_light", "flipped"),  # "King" on a flipped King
        ("text_light", "table_dark"),  # labels on the table
    ],
)
def test_card_text_contrast_is_at_least_7_to_1(theme, text, background):
    assert contrast(theme.colors[text], theme.colors[background]) >= 7.0


def test_keywords_line_on_parchment_is_readable(theme):
    # The keywords line is italic and softer than the ink, but still AAA for large text.
    assert contrast(theme.colors["ink_soft"], theme.colors["parchment"]) >= 4.5


def test_gui_theme_is_a_real_file_in_the_same_palette(theme):
    path = Path(gui_theme_path())
    assert path.is_file()
    data = json.loads(path.read_text(encoding="utf-8"))
    palette = {"#{:02x}{:02x}{:02x}".format(*rgb) for rgb in theme.colors.values()}
    colours = re.findall(r"#[0-9a-fA-F]{6}", json.dumps(data))
    assert colours
    strays = {c.lower() for c in colours} - palette
    assert not strays, f"gui theme colours not in art/theme.json: {sorted(strays)}"


def test_gui_theme_loads_in_pygame_gui():
    import pygame_gui

    pygame.display.set_mode((320, 200))
    manager = pygame_gui.UIManager((320, 200), gui_theme_path())
    assert manager.get_theme() is not None


@pytest.mark.parametrize("role", ROLES + ("keywords",))
def test_every_font_role_gives_a_font_of_growing_size(theme, role):
    small, large = theme.font(role, 10), theme.font(role, 40)
    assert isinstance(small, pygame.font.Font)
    assert large.get_height() > small.get_height()
    assert theme.font(role, 10) is small


def test_font_falls_back_to_pygames_font_when_no_serif_is_installed():
    data = json.loads(assets.folder("art").joinpath("theme.json").read_text(encoding="utf-8"))
    data["fonts"]["serif"] = ["No Such Font Anywhere"]
    font = Theme(data).font("card_name", 20)
    assert font.size("Queen")[0] > 0


def test_a_theme_missing_a_required_colour_is_refused():
    data = json.loads(assets.folder("art").joinpath("theme.json").read_text(encoding="utf-8"))
    del data["colors"]["parchment"]
    with pytest.raises(ValueError, match="parchment"):
        Theme(data)


def test_a_font_cached_before_pygame_quit_is_made_anew_after_a_new_init():
    """One test quits pygame, the next initialises it again: the theme's cached fonts died with
    the old font module and must not be handed out (pygame.error "Invalid font")."""
    theme = load_theme()
    pygame.font.init()
    before = theme.font("body", 17)
    pygame.quit()
    pygame.font.init()
    after = theme.font("body", 17)
    assert after is not before
    assert after.size("Crier")[0] > 0
