"""Every card face, back and King renders at every size, cached, with rounded transparent corners."""

from __future__ import annotations

import pygame
import pytest

from game.imposter.cards import CARDS, FACETS, KICKSTARTER, KING_TEXT, SIGNATURES
from scenes.render.card_tools import corner_radius
from scenes.render.cards import CardArt
from scenes.render.emblems import EMBLEMS, Pen, emblem_for, fallback

SIZES = [(40, 56), (70, 98), (114, 160), (400, 560)]
# Cards of the Usurp the King and King and Peasant decks, drawn before their rules arrive.
LATER = ("Herald", "Spy", "Executioner", "Bard", "Arbiter")
BRIEF_EMBLEMS = (
    "Fool Assassin Elder Zealot Inquisitor Soldier Judge Oathbound Mystic Warlord Sentry Princess "
    "Queen Warden Immortal Stranger Aegis Ancestor Informant Nakturn Lockshift Conspiracist Exile "
    "Herald Spy Executioner Bard Arbiter Oracle Impersonator Elocutionist"
).split() + ["King's Hand", "Flag Bearer"]


def assert_card_surface(surf: pygame.Surface, size) -> None:
    assert surf.get_size() == size
    assert surf.get_flags() & pygame.SRCALPHA
    w, h = size
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert surf.get_at(corner).a < 60, "corners are rounded off"
    assert surf.get_at((w // 2, h // 2)).a == 255


@pytest.mark.parametrize("label", list(CARDS))
@pytest.mark.parametrize("size", [(40, 56), (70, 98), (400, 560)])
def test_every_card_face_renders_at_its_size(art, label, size):
    c = CARDS[label]
    surf = art.face(c.name, c.value, c.text, size, keywords=c.keywords, army=c.army)
    assert_card_surface(surf, size)


@pytest.mark.parametrize("name", list(LATER) + ["Someone Unheard Of"])
def test_cards_without_rules_yet_render(art, name):
    for size in ((40, 56), (140, 196), (400, 560)):
        assert_card_surface(art.face(name, 4, "A card of a later deck.", size), size)


def test_every_named_card_has_its_own_emblem():
    for name in BRIEF_EMBLEMS + [c.name for c in CARDS.values()]:
        assert emblem_for(name) is not fallback, name
    assert emblem_for("Army Soldier") is EMBLEMS["Soldier"]
    assert emblem_for("Nobody") is fallback


def test_emblems_all_look_different(theme):
    colors = CardArt(theme).c
    seen: dict[bytes, str] = {}
    for name in list(EMBLEMS) + ["(fallback)"]:
        surf = pygame.Surface((96, 96), pygame.SRCALPHA)
        fn = EMBLEMS.get(name, fallback)
        fn(Pen(surf, surf.get_rect(), colors))
        drawn = sum(1 for x in range(0, 96, 3) for y in range(0, 96, 3) if surf.get_at((x, y)).a)
        assert drawn > 40, f"{name} draws almost nothing"
        key = pygame.image.tobytes(surf, "RGBA")
        assert key not in seen, f"{name} looks like {seen.get(key)}"
        seen[key] = name


def test_face_states_render_and_differ(art):
    q = CARDS["Soldier"]
    args = (q.name, q.value, q.text, (140, 196))
    plain = art.face(*args)
    states = [
        art.face(*args, army=True),
        art.face(*args, muted=True),
        art.face(*args, current_value=7),
        art.face(*args, keywords=("Royalty",)),
    ]
    for s in states:
        assert_card_surface(s, (140, 196))
        assert pygame.image.tobytes(s, "RGBA") != pygame.image.tobytes(plain, "RGBA")


def test_a_current_value_equal_to_the_printed_one_shows_no_badge(art):
    q = CARDS["Judge"]
    args = (q.name, q.value, q.text, (140, 196))
    assert art.face(*args, current_value=q.value) is art.face(*args)


def test_every_method_returns_the_cached_surface_for_the_same_arguments(art):
    c = CARDS["Queen"]
    face = art.face(c.name, c.value, c.text, (100, 140), keywords=c.keywords)
    assert art.face(c.name, c.value, c.text, (100, 140), keywords=c.keywords) is face
    assert art.face(c.name, c.value, c.text, (100, 140), keywords=list(c.keywords)) is face
    assert art.face(c.name, c.value, c.text, (101, 140), keywords=c.keywords) is not face
    assert art.back((100, 140)) is art.back((100, 140))
    assert art.back((100, 140), disgraced=True) is not art.back((100, 140))
    assert art.king((100, 140), true_king=True) is art.king((100, 140), true_king=True)
    assert art.highlight(face) is art.highlight(face)
    assert art.dim(face) is art.dim(face)


def test_the_cache_forgets_the_least_recently_used(theme):
    small = CardArt(theme, cache_size=2)
    a = small.back((40, 56))
    small.back((50, 70))
    small.back((40, 56))
    small.back((60, 84))  # evicts (50, 70), the least recently used
    assert small.back((40, 56)) is a


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("facet", [None, *FACETS])
@pytest.mark.parametrize("true_king", [False, True])
def test_king_variants_render(art, size, facet, true_king):
    text = FACETS.get(facet or "King", KING_TEXT)
    for face_up in (True, False):
        surf = art.king(size, true_king=true_king, face_up=face_up, facet=facet, text=text)
        assert_card_surface(surf, size)


def test_king_true_king_and_flipped_king_look_different(art):
    size = (140, 196)
    kings = [
        art.king(size, text=KING_TEXT),
        art.king(size, true_king=True, text=KING_TEXT),
        art.king(size, face_up=False),
        art.king(size, facet="Master Tactician", text=FACETS["Master Tactician"]),
        art.back(size),
    ]
    assert len({pygame.image.tobytes(s, "RGBA") for s in kings}) == len(kings)


def test_disgraced_back_is_darker(art):
    def brightness(s: pygame.Surface) -> int:
        w, h = s.get_size()
        return sum(
            sum(s.get_at((x, y))[:3]) for x in range(5, w - 5, 4) for y in range(5, h - 5, 4)
        )

    assert brightness(art.back((70, 98), disgraced=True)) < brightness(art.back((70, 98)))


def test_highlight_and_dim_keep_size_and_corners(art):
    c = CARDS["Warden"]
    face = art.face(c.name, c.value, c.text, (114, 160))
    lit, dark = art.highlight(face), art.dim(face)
    assert_card_surface(lit, (114, 160))
    assert_card_surface(dark, (114, 160))
    r = corner_radius(114)
    edge = (2, 160 // 2)
    assert lit.get_at(edge)[:3] != face.get_at(edge)[:3]
    mid = (57, 80)
    assert sum(dark.get_at(mid)[:3]) < sum(face.get_at(mid)[:3])
    assert r > 0


BASE = [c for c in CARDS.values() if c.name not in SIGNATURES + KICKSTARTER + ("Immortal",)]


@pytest.mark.parametrize(
    "size, cards",
    [((114, 160), BASE), ((280, 392), list(CARDS.values()))],
    ids=["hand at 1280x720, base deck", "large preview, every card"],
)
def test_ability_text_is_never_cut_short(art, size, cards):
    for c in cards:
        layout = art.face_layout(size, c.text, bool(c.keywords) or c.army)
        assert " ".join(layout.lines) == " ".join(c.text.split()), c.name
        assert layout.text[4].get_height() >= 9


def test_small_faces_keep_value_name_and_emblem_but_drop_the_text(art):
    layout = art.face_layout((70, 98), CARDS["Mystic"].text, False)
    assert layout.compact and layout.lines == []
    assert layout.name[3] >= 98 * 0.15 and layout.emblem[3] > 30


def test_the_cache_stays_within_its_memory_bound(theme):
    art = CardArt(theme, cache_bytes=3 * 400 * 560 * 4)
    for w in range(300, 310):
        art.back((w, 560))
    assert art._cache.bytes <= 3 * 400 * 560 * 4
    assert len(art._cache) == 3


def test_tiny_and_odd_sizes_do_not_fail(art):
    for size in ((4, 4), (10, 14), (300, 120), (33, 200)):
        assert art.face("Fool", 1, "Text.", size).get_size() == size
        assert art.back(size).get_size() == size
        assert art.king(size, text=KING_TEXT).get_size() == size
