"""Colour-blind players tell the colours that mean something apart: the simulation and the
distance are the published ones, the Usurp families stay DISTINCT under every vision and their
colours carry their devices clearly, and the colours that mark seats at The Imposter Kings'
table stay APART."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from scenes.render import colour_vision
from scenes.render.colour_vision import (
    APART,
    DISTINCT,
    VISIONS,
    Deficiency,
    ciede2000,
    closest_pair,
    delta_e,
    simulate,
)

# Sharma, Wu and Dalal (2005), the CIEDE2000 test data: two CIELAB colours and their distance.
SHARMA_PAIRS = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
]

# The colours The Imposter Kings' score rows tell seats by (scenes/imposter/table/draw.py,
# ``score``): the True King's seat or team, a seat playing, a seat that is out. The game has no
# colour per seat or per team: seats are told by their names and places, partners in words.
IMPOSTER_SEAT_ROLES = ("gold", "text", "text_dim")
# Theme colours that tell two things apart across the house: the Disgruntled and the Loyal
# marker, the True King's robe and a King's (accent, army); the lit and the plain gold.
THEME_PAIRS = (("accent", "army"), ("highlight", "text"), ("gold", "text"))


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_matches_the_published_test_data(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=5e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=5e-4)


@pytest.mark.parametrize("deficiency", list(Deficiency))
def test_greys_look_the_same_to_every_eye(deficiency):
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        assert delta_e(grey, simulate(grey, deficiency)) < 1.0


def test_deuteranopia_merges_the_green_and_red_players_confused():
    """The old Sylvestre green and Quinton crimson: far apart to normal eyes, one dark olive
    with deuteranopia (what the player reported), and still apart for tritanopia."""
    green, red = (38, 104, 58), (142, 28, 44)
    assert delta_e(green, red) > 30
    assert delta_e(green, red, Deficiency.DEUTERANOPIA) < 6
    assert delta_e(green, red, Deficiency.TRITANOPIA) > 30


def test_tritanopia_brings_blue_and_teal_together():
    blue, teal = (40, 90, 200), (40, 160, 150)
    assert delta_e(blue, teal, Deficiency.TRITANOPIA) < delta_e(blue, teal) / 2


def test_closest_pair_names_the_pair_hardest_to_tell():
    palette = {"a": (200, 40, 40), "b": (40, 160, 40), "c": (40, 40, 200)}
    a, b, d = closest_pair(palette, Deficiency.DEUTERANOPIA)
    others = [
        delta_e(palette[x], palette[y], Deficiency.DEUTERANOPIA)
        for x, y in combinations(palette, 2)
    ]
    assert {a, b} == {"a", "b"} and d == min(others)


# ----- the Usurp the King families ----------------------------------------------------------------


@pytest.mark.parametrize("vision", VISIONS, ids=lambda v: v.value if v else "normal")
def test_usurp_families_stay_distinct_under_every_vision(vision):
    from scenes.usurp.colours import FAMILY_COLORS

    a, b, d = closest_pair(FAMILY_COLORS, vision)
    assert d >= DISTINCT, f"{a} and {b} are {d:.1f} apart"


def test_usurp_family_colours_carry_their_devices_and_light_words():
    from scenes.render.theme import load_theme
    from scenes.usurp.colours import FAMILY_COLORS, FIELD_CONTRAST, contrast

    c = load_theme().colors
    for fam, col in FAMILY_COLORS.items():
        assert contrast(col, c["parchment"]) >= FIELD_CONTRAST, fam
        assert contrast(col, c["text_light"]) >= FIELD_CONTRAST, fam


# ----- The Imposter Kings and the shared theme ------------------------------------------------


@pytest.mark.parametrize("vision", VISIONS, ids=lambda v: v.value if v else "normal")
def test_imposter_seat_colours_stay_apart_under_every_vision(vision):
    from scenes.render.theme import load_theme

    c = load_theme().colors
    roles = {role: c[role] for role in IMPOSTER_SEAT_ROLES}
    a, b, d = closest_pair(roles, vision)
    assert d >= APART, f"{a} and {b} are {d:.1f} apart"


@pytest.mark.parametrize("vision", VISIONS, ids=lambda v: v.value if v else "normal")
def test_theme_colours_that_mean_two_things_stay_apart(vision):
    from scenes.render.theme import load_theme

    c = load_theme().colors
    for a, b in THEME_PAIRS:
        assert delta_e(c[a], c[b], vision) >= APART, (a, b)


# ----- the screenshot tool ------------------------------------------------------------------


def test_a_screenshot_gets_three_simulations_beside_it(tmp_path):
    shot = tmp_path / "table.png"
    image = pygame.Surface((4, 2))
    image.fill((38, 104, 58))
    image.fill((142, 28, 44), pygame.Rect(0, 0, 2, 2))
    pygame.image.save(image, str(shot))
    assert colour_vision.main([str(shot)]) == 0
    seen = pygame.image.load(str(tmp_path / "table-deuteranopia.png"))
    left, right = tuple(seen.get_at((0, 0)))[:3], tuple(seen.get_at((3, 1)))[:3]
    assert left == simulate((142, 28, 44), Deficiency.DEUTERANOPIA)
    assert right == simulate((38, 104, 58), Deficiency.DEUTERANOPIA)
    for d in Deficiency:
        assert (tmp_path / f"table-{d.value}.png").is_file()


def test_a_file_that_is_no_image_is_refused_in_words(tmp_path, capsys):
    bad = tmp_path / "notes.png"
    bad.write_text("not a picture", encoding="utf-8")
    assert colour_vision.main([str(bad)]) == 1
    assert "cannot read it as an image" in capsys.readouterr().err
    assert bad.read_text(encoding="utf-8") == "not a picture"
    assert not list(tmp_path.glob("notes-*.png"))
