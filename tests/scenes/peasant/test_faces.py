"""King and Peasant card art: every face at every size and brightness, the back, the reference
cards, the cache and the plain fallback."""

from __future__ import annotations

import pygame
import pytest

from game.peasant.cards import ASSASSIN, CARDS, DECOY, DESIGNS, KING, PEASANT, SENTINEL
from scenes.peasant.faces import PeasantArt
from scenes.peasant.plain_faces import PlainPeasantArt
from scenes.render.card_tools import READABLE_PX
from scenes.render.cards import CardArt

SIZES = ((40, 56), (90, 126), (180, 252), (300, 420))
BRIGHTS = (None, KING, PEASANT)


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    pygame.font.init()
    return PeasantArt()


def mean(surf: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean brightness (0..255) of ``rect`` on ``surf``."""
    small = pygame.transform.smoothscale(surf.subsurface(rect), (1, 1))
    r, g, b, *_ = small.get_at((0, 0))
    return (r + g + b) / 3


def top(size) -> pygame.Rect:
    w, h = size
    return pygame.Rect(w // 8, h // 8, w - w // 4, h // 2 - h // 4)


def bottom(size) -> pygame.Rect:
    w, h = size
    return pygame.Rect(w // 8, h // 2 + h // 8, w - w // 4, h // 2 - h // 4)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_every_size_and_brightness(art, size):
    for cid in range(len(CARDS)):
        for bright in BRIGHTS:
            surf = art.face(cid, size, bright)
            assert surf.get_size() == size
            # Something was drawn: the face is not one flat colour.
            assert len({surf.get_at((x, size[1] // 4))[:3] for x in range(size[0])}) > 3


@pytest.mark.parametrize("size", ((90, 126), (180, 252)))
def test_the_half_the_holder_uses_is_brighter_than_the_other(art, size):
    for _copies, cd in DESIGNS:
        if cd.shared or cd.king is None or cd.peasant is None:
            continue
        as_king, as_peasant = art.face(cd, size, KING), art.face(cd, size, PEASANT)
        assert mean(as_king, top(size)) > mean(as_peasant, top(size)) + 20, cd.name
        assert mean(as_peasant, bottom(size)) > mean(as_king, bottom(size)) + 20, cd.name


def test_with_no_bright_half_both_halves_are_drawn_alike(art):
    size = (180, 252)
    plain = art.face(0, size)
    assert mean(plain, top(size)) == pytest.approx(mean(art.face(0, size, KING), top(size)), abs=1)
    assert mean(plain, bottom(size)) == pytest.approx(
        mean(art.face(0, size, PEASANT), bottom(size)), abs=1
    )


@pytest.mark.parametrize("size", ((90, 126), (180, 252)))
def test_a_lit_face_is_the_face_with_both_halves_alike_and_the_other_half_shaded(size):
    """The lit half changes only the shade over the other half: a lit face painted first,
    with nothing in the cache, is the same as one made from the face painted with both halves
    alike, and its lit half is that face's pixel for pixel."""
    pygame.display.init()
    pygame.font.init()
    for _copies, cd in DESIGNS:
        if cd.shared or cd.king is None or cd.peasant is None:
            continue
        for bright, lit, other in (
            (KING, top(size), bottom(size)),
            (PEASANT, bottom(size), top(size)),
        ):
            first = PeasantArt().face(cd, size, bright)  # nothing cached before
            after = PeasantArt()
            alike = after.face(cd, size)
            lit_face = after.face(cd, size, bright)
            assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(lit_face, "RGBA")
            assert pygame.image.tobytes(lit_face.subsurface(lit), "RGBA") == pygame.image.tobytes(
                alike.subsurface(lit), "RGBA"
            ), cd.name
            assert mean(lit_face, other) < mean(alike, other) - 20, cd.name


def test_the_reassemble_is_never_dimmed_for_either_side(art):
    reassemble = next(cid for cid, c in enumerate(CARDS) if c.shared)
    size = (180, 252)
    surfs = [art.face(reassemble, size, b) for b in BRIGHTS]
    assert pygame.image.tobytes(surfs[1], "RGBA") == pygame.image.tobytes(surfs[0], "RGBA")
    assert pygame.image.tobytes(surfs[2], "RGBA") == pygame.image.tobytes(surfs[0], "RGBA")


def test_single_half_cards_show_only_their_half(art):
    size = (180, 252)
    assert art.text_layout(SENTINEL, KING, size)[1]
    assert art.text_layout(SENTINEL, PEASANT, size) == (0, [])
    for cid in (DECOY, ASSASSIN):
        assert art.text_layout(cid, KING, size) == (0, [])
        assert art.text_layout(cid, PEASANT, size)[1]
    # The blank half is plain parchment: light, with none of the dark name band.
    sentinel = art.face(SENTINEL, size)
    band = pygame.Rect(size[0] // 4, size[1] // 2 + 12, size[0] // 2, 10)
    assert mean(sentinel, band) > 170


@pytest.mark.parametrize("size", ((180, 252), (300, 420)))
def test_every_effect_is_written_whole_and_readable_on_a_full_face(art, size):
    for cd in CARDS:
        for role in (KING, PEASANT):
            half = cd.half(role)
            if half is None:
                continue
            px, lines = art.text_layout(cd, role, size)
            assert " ".join(lines) == " ".join(half.text.split()), half.name
            assert px >= READABLE_PX, half.name


def test_small_faces_drop_the_effect_text_but_keep_the_names(art):
    for size in ((40, 56), (90, 126)):
        assert art.text_layout(0, KING, size) == (0, [])
        assert 0 < art.name_extent(0, size) <= size[0]


def test_name_extent_covers_the_longer_name_of_the_two_halves(art):
    size = (180, 252)
    inquisitor = next(cid for cid, c in enumerate(CARDS) if c.king and c.king.name == "Inquisitor")
    spy = next(cid for cid, c in enumerate(CARDS) if c.king and c.king.name == "Spy")
    assert art.name_extent(spy, size) < art.name_extent(inquisitor, size) <= size[0]


def test_the_cache_returns_the_same_surface(art):
    assert art.face(3, (180, 252), KING) is art.face(3, (180, 252), KING)
    assert art.face(3, (180, 252)) is art.face(CARDS[3], (180, 252))
    assert art.back((90, 126)) is art.back((90, 126))
    assert art.reference(KING, (260, 364)) is art.reference(KING, (260, 364))


def test_a_failing_drawing_falls_back_to_the_plain_card(monkeypatch):
    art = PeasantArt()
    calls = []

    def broken(*args):
        raise RuntimeError("broken brush")

    real = PlainPeasantArt.face

    def plain(self, *args):
        calls.append(args)
        return real(self, *args)

    monkeypatch.setattr(art, "_face", broken)
    monkeypatch.setattr(PlainPeasantArt, "face", plain)
    surf = art.face(0, (180, 252), KING)
    assert surf.get_size() == (180, 252)
    assert calls and calls[0][0] is CARDS[0]
    monkeypatch.setattr(art, "_back", broken)
    monkeypatch.setattr(art, "_reference", broken)
    assert art.back((90, 126)).get_size() == (90, 126)
    assert art.reference(PEASANT, (260, 364)).get_size() == (260, 364)


def test_the_plain_fallback_draws_every_card(art):
    plain = PlainPeasantArt()
    for cd in CARDS:
        for bright in BRIGHTS:
            assert plain.face(cd, (90, 126), bright).get_size() == (90, 126)


def test_the_back_is_our_own_not_the_imposter_kings_back(art):
    size = (180, 252)
    ours, theirs = art.back(size), CardArt(art.theme).back(size)
    assert ours.get_size() == size
    # Their back is wine red all over; ours is royal blue above the slant.
    field = pygame.Rect(15, 60, 20, 20)  # left of the crest, above the slant
    r, _g, b, _ = pygame.transform.smoothscale(ours.subsurface(field), (1, 1)).get_at((0, 0))
    assert b > r
    r, _g, b, _ = pygame.transform.smoothscale(theirs.subsurface(field), (1, 1)).get_at((0, 0))
    assert r > b


@pytest.mark.parametrize("role", (KING, PEASANT))
def test_both_reference_cards_render_at_preview_and_small_sizes(art, role):
    for size in ((260, 364), (120, 168)):
        surf = art.reference(role, size)
        assert surf.get_size() == size


def test_bad_requests_get_clear_errors(art):
    with pytest.raises(ValueError, match="bright"):
        art.face(0, (90, 126), "queen")
    with pytest.raises(ValueError, match="reference"):
        art.reference("jester", (260, 364))
    with pytest.raises(KeyError, match="99"):
        art.face(99, (90, 126))


def test_highlight_and_dim_mirror_card_art(art):
    face = art.face(0, (90, 126))
    assert art.highlight(face).get_size() == face.get_size()
    assert mean(art.dim(face), face.get_rect()) < mean(face, face.get_rect())


def luminance(rgb) -> float:
    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = rgb[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(
    ("text", "ground"),
    (
        ("text_light", "royal"),  # names and keywords on the King's band
        ("text_light", "earth"),  # names and keywords on the Peasant's band
        ("ink", "royal_paper"),  # effect text on the King's half
        ("ink", "earth_paper"),  # effect text on the Peasant's half
    ),
)
def test_words_on_a_face_contrast_at_least_7_to_1(art, text, ground):
    assert contrast(art.c[text], art.c[ground]) >= 7


def test_every_half_has_its_own_emblem_and_no_two_look_alike(art):
    from scenes.peasant import emblems

    names = {h.name for cd in CARDS for h in (cd.king, cd.peasant) if h is not None}
    assert names <= set(emblems.EMBLEMS)
    drawn = {}
    for name in names:
        surf = pygame.Surface((48, 48), pygame.SRCALPHA)
        emblems.draw(surf, surf.get_rect(), emblems.emblem_for(name), art.c)
        drawn[name] = pygame.image.tobytes(surf, "RGBA")
    assert len(set(drawn.values())) == len(names)
    assert len({id(emblems.TYPE_ICONS[k]) for k in emblems.TYPE_ICONS}) == 3
