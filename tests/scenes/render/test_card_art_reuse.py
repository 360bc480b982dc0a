"""What the card art paints once and reuses: the paper of a card shape (the same for every face of
a size) and the back under a Disgraced card's shade. Reused, they draw exactly what painting
them afresh draws, never change the surfaces they came from, and stay within their bounds."""

from __future__ import annotations

import pygame

from game.imposter.cards import CARDS
from scenes.render.cards import CardArt

SIZE = (114, 160)


def _face(art: CardArt, label: str, size=SIZE) -> pygame.Surface:
    c = CARDS[label]
    return art.face(c.name, c.value, c.text, size, keywords=c.keywords, army=c.army)


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_a_face_on_kept_paper_is_the_face_painted_on_fresh_paper(theme):
    art = CardArt(theme)
    _face(art, "Fool")  # paints the paper of this size
    on_kept = _face(art, "Queen")
    assert _pixels(on_kept) == _pixels(_face(CardArt(theme), "Queen"))
    assert len(art._papers) == 1


def test_a_disgraced_back_is_the_back_darkened_and_leaves_the_back_as_it_was(theme):
    art = CardArt(theme)
    back = art.back(SIZE)
    before = _pixels(back)
    disgraced = art.back(SIZE, disgraced=True)
    assert _pixels(back) == before
    middle = (SIZE[0] // 2, SIZE[1] // 2)
    assert sum(disgraced.get_at(middle)[:3]) < sum(back.get_at(middle)[:3])
    fresh = CardArt(theme).back(SIZE, disgraced=True)  # painted with no back of its own first
    assert _pixels(disgraced) == _pixels(fresh)


def test_the_kept_papers_are_bounded(theme):
    art = CardArt(theme)
    for w in range(60, 60 + 4 * 20, 4):
        _face(art, "Elder", (w, round(w * 1.4)))
    assert len(art._papers) <= art._papers.limit
    assert art._papers.bytes <= art._papers.max_bytes
