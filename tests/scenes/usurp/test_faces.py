"""Usurp the King card art: every Leverage card, back, Court Member (alive and dead), marker,
turn card, objective and shield renders at several sizes, each one distinct, cached, and a
failing drawing degrades to a plain card."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.usurp.data import (  # noqa: E402
    CARD_TYPES,
    COURT_BY_PLAYERS,
    FAMILIES,
    MEMBERS,
    TUTORIAL_OBJECTIVES,
)
from scenes.usurp import emblems  # noqa: E402
from scenes.usurp.card_facts import leverage_of, member_facts  # noqa: E402
from scenes.usurp.colours import FAMILY_COLORS, contrast, readable_under  # noqa: E402
from scenes.usurp.faces import UsurpArt, usurp_art  # noqa: E402

SIZES = ((44, 62), (64, 90), (110, 154), (200, 280))
NAMES = [name for _n, name, _t in MEMBERS]


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    pygame.font.init()
    return UsurpArt()


def drawn(surf: pygame.Surface) -> bool:
    """Something was drawn: a row across the middle is not one flat colour."""
    w, h = surf.get_size()
    return len({surf.get_at((x, h // 2))[:3] for x in range(w)}) > 3


def key(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("size", SIZES)
def test_every_leverage_card_and_back_renders_and_differs(art, size):
    seen = set()
    for f, fam in enumerate(FAMILIES):
        for t, kind in enumerate(CARD_TYPES):
            surf = art.leverage(f * 10 + t, size)
            assert surf.get_size() == size and drawn(surf), (fam, kind)
            seen.add(key(surf))
        back = art.leverage(f * 10, size, face_up=False)
        assert back is art.back(fam, size) and drawn(back)
        seen.add(key(back))
    assert len(seen) == len(FAMILIES) * (len(CARD_TYPES) + 1)


def test_a_card_is_named_by_id_or_by_family_and_type(art):
    assert leverage_of(3 * 10 + 2) == ("Altham", "Dagger")
    assert leverage_of(("Altham", "Dagger")) == ("Altham", "Dagger")
    assert leverage_of((3, "Dagger")) == ("Altham", "Dagger")
    assert art.leverage(32, (90, 126)) is art.leverage(("Altham", "Dagger"), (90, 126))


@pytest.mark.parametrize("size", SIZES)
def test_every_court_member_renders_alive_and_dead_and_differs(art, size):
    seen = set()
    for name in NAMES:
        alive, dead = art.member(name, size), art.member(name, size, alive=False)
        assert alive.get_size() == dead.get_size() == size
        assert drawn(alive) and drawn(dead), name
        seen.update((key(alive), key(dead)))
    assert len(seen) == 2 * len(NAMES)


def test_a_dead_member_is_darker_than_a_living_one(art):
    size = (110, 154)
    for name in NAMES:
        alive = pygame.transform.average_color(art.member(name, size))
        dead = pygame.transform.average_color(art.member(name, size, alive=False))
        assert sum(dead[:3]) < sum(alive[:3]) - 60, name


def test_member_facts_follow_the_data():
    # The number on the shield, the court title, the crosses (fewest players) and the start.
    assert member_facts("King") == (1, "", 2, None)
    assert member_facts("Usurper") == (3, "Duke", 2, True)
    assert member_facts("Queen") == (2, "", 3, False)
    assert member_facts("Emissary")[2] == 4
    assert member_facts("Oracle")[2] == 5
    for name in NAMES:
        first = member_facts(name)[2]
        assert name in COURT_BY_PLAYERS[first] and all(
            name not in COURT_BY_PLAYERS[n] for n in COURT_BY_PLAYERS if n < first
        )


def test_the_crosses_count_the_players_a_member_is_used_from(art):
    # Lower right of the card: the Oracle (five players) shows more ink there than the King (two).
    size = (200, 280)
    w, h = size
    corner = pygame.Rect(int(w * 0.36), int(h * 0.8), int(w * 0.64) - 12, int(h * 0.14))

    def ink(name):
        surf = art.member(name, size)
        return sum(1 for x in range(corner.left, corner.right)
                   for y in range(corner.top, corner.bottom)
                   if sum(surf.get_at((x, y))[:3]) < 300)  # fmt: skip

    assert ink("Oracle") > ink("Emissary") > ink("Queen") > ink("King") > 0


@pytest.mark.parametrize("size", (20, 36, 64))
def test_markers_turn_marker_and_shields_render_and_differ(art, size):
    loyal, disgruntled = art.marker(False, size), art.marker(True, size)
    assert loyal.get_size() == (size, size) and drawn(loyal) and drawn(disgruntled)
    assert key(loyal) != key(disgruntled)
    assert drawn(art.turn_marker(size))
    shields = {key(art.shield(fam, size)) for fam in FAMILIES}
    assert len(shields) == len(FAMILIES)


def test_family_shields_differ_in_outline_not_only_colour(art):
    size = 48
    masks = set()
    for fam in FAMILIES:
        surf = art.shield(fam, size)
        mask = pygame.mask.from_surface(surf, 127)
        masks.add(tuple(mask.get_at((x, y)) for x in range(size) for y in range(size)))
    assert len(masks) == len(FAMILIES)
    assert len(set(emblems.SHIELDS.values())) == len(FAMILIES) == len(FAMILY_COLORS)


@pytest.mark.parametrize("size", ((120, 80), (90, 126)))
def test_turn_cards_render_and_differ(art, size):
    cards = [art.turn_card(f, size) for f in range(len(FAMILIES))]
    assert all(c.get_size() == size and drawn(c) for c in cards)
    assert len({key(c) for c in cards}) == len(FAMILIES)


@pytest.mark.parametrize("size", ((64, 90), (160, 224)))
def test_every_tutorial_objective_renders_and_differs(art, size):
    faces = [art.objective(oid, size) for oid, _text, _p in TUTORIAL_OBJECTIVES]
    assert all(f.get_size() == size and drawn(f) for f in faces)
    assert len({key(f) for f in faces}) == len(TUTORIAL_OBJECTIVES)
    assert art.objective(0, size) is faces[0]
    assert drawn(art.objective_back(size))
    with pytest.raises(ValueError):
        art.objective("no such objective", size)


def test_surfaces_are_cached(art):
    assert art.member("Queen", (90, 126)) is art.member("Queen", (90, 126))
    assert art.back("Lemaire", (90, 126)) is art.back(4, (90, 126))


def test_a_failing_drawing_degrades_to_a_plain_card(monkeypatch):
    pygame.font.init()
    art = UsurpArt()

    def broken(*args):
        raise RuntimeError("the brush broke")

    for what in ("_leverage", "_back", "_member", "_marker", "_turn_card", "_objective"):
        monkeypatch.setattr(art, what, broken)
    size = (90, 126)
    assert drawn(art.leverage(0, size))
    assert drawn(art.back(1, size))
    assert drawn(art.member("King", size, alive=False))
    assert art.marker(True, 30).get_size() == (30, 30)
    assert drawn(art.turn_card("Quinton", size))
    assert drawn(art.objective("king", size))


def test_the_app_keeps_one_art():
    pygame.font.init()

    class App:
        pass

    app = App()
    assert usurp_art(app) is usurp_art(app)


def test_names_on_coloured_bands_reach_seven_to_one(art):
    light = art.c["text_light"]
    for fam in FAMILIES:
        band = readable_under(FAMILY_COLORS[fam], light)
        assert contrast(band, light) >= 7.0, fam
        assert contrast(art.c["ink"], art._fam_colors(fam)["fam_paper"]) >= 7.0, fam
    # A band already dark enough keeps its colour.
    assert readable_under(art.c["accent_dark"], light) == art.c["accent_dark"]
