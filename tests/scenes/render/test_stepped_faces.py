"""Faces and Kings painted in steps (scenes.render.cards.Stepped), a few in each frame ahead of the one
that shows them: the same pixels as a face painted whole, and a face asked for whole while part
painted goes on from the steps done."""

from __future__ import annotations

import pygame
import pytest

from game.imposter.cards import card
from scenes.peasant.faces import PeasantArt
from scenes.render.card_tools import NotYet
from scenes.render.cards import CardArt

SIZES = ((77, 108), (161, 225), (214, 300))


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _in_steps(art, paint) -> tuple[pygame.Surface, int]:
    """``paint()`` one step at a time until it gives the surface; how many passes it took."""
    passes = 0
    while True:
        passes += 1
        try:
            with art.stepping(1):
                return paint(), passes
        except NotYet:
            assert passes < 20


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
def test_an_imposter_kings_face_painted_in_steps_is_the_face_painted_whole(size):
    for name, how in (
        ("Princess", {}),
        ("Oathbound", {"current_value": 9}),
        ("Elder", {"muted": True}),
        ("Soldier", {"army": True}),
    ):
        c = card(name)
        kw = {"keywords": c.keywords, **how}
        stepped = CardArt()
        got, passes = _in_steps(stepped, lambda: stepped.face(c.name, c.value, c.text, size, **kw))  # noqa: B023
        whole = CardArt().face(c.name, c.value, c.text, size, **kw)
        assert passes > 3, name  # it took several passes, not one
        assert _pixels(got) == _pixels(whole), name


@pytest.mark.parametrize("size", SIZES)
def test_a_king_painted_in_steps_is_the_king_painted_whole(size):
    for how in ({}, {"true_king": True, "facet": "Master Tactician"}, {"face_up": False}):
        stepped = CardArt()
        got, passes = _in_steps(stepped, lambda: stepped.king(size, text="Flip me.", **how))  # noqa: B023
        assert passes > 3, how  # (a flipped King too: its paper, crown, shrink and words)
        assert _pixels(got) == _pixels(CardArt().king(size, text="Flip me.", **how)), how


@pytest.mark.parametrize("size", SIZES)
def test_a_king_and_peasant_face_painted_in_steps_is_the_face_painted_whole(size):
    for cid, bright in ((0, None), (3, "king"), (7, "peasant")):
        stepped = PeasantArt()
        got, passes = _in_steps(stepped, lambda: stepped.face(cid, size, bright))  # noqa: B023
        assert passes > 3
        assert _pixels(got) == _pixels(PeasantArt().face(cid, size, bright)), (cid, bright)


def test_a_face_asked_for_whole_while_part_painted_goes_on_from_its_steps():
    art = CardArt()
    c = card("Queen")
    with pytest.raises(NotYet), art.stepping(2):
        art.face(c.name, c.value, c.text, (161, 225))
    assert len(art._pending) == 1
    got = art.face(c.name, c.value, c.text, (161, 225))  # no stepping: painted to the end
    assert not art._pending
    assert _pixels(got) == _pixels(CardArt().face(c.name, c.value, c.text, (161, 225)))
    with art.stepping(1):
        assert art.face(c.name, c.value, c.text, (161, 225)) is got  # kept: no steps needed


def test_a_new_papers_shape_is_painted_in_steps_of_its_own():
    # The paper's shape (2 ms for a hand card at 1280x720) and the canvas laid with it are
    # steps of their own, so no step of a face painted ahead is as long as both.
    art = CardArt()
    c = card("Fool")
    size = (114, 160)
    _, first = _in_steps(art, lambda: art.face(c.name, c.value, c.text, size))
    _, again = _in_steps(art, lambda: art.face("Queen", 9, card("Queen").text, size))
    assert first == again + 4  # the shape's outline, gradient and blend, then the canvas
