"""Card art: parchment faces, our card back, the Kings, and the playable/unplayable marks.

Shapes (frame, panels, emblem, banners) are drawn at two to four times the asked size and scaled
down smoothly, which gives soft edges at every size; text is then drawn at the final size so it
stays sharp. Every result is cached, keyed by all its arguments; treat returned surfaces as
read-only (copy before drawing on them).

``CardArt`` is the one entry point; how each part is drawn lives beside it: ``card_face`` (faces
and their text), ``card_back``, ``card_kings``, ``card_paper`` (paper, frame, grain and the marks)
and ``card_tools`` (the sizes, the cache and small helpers).
"""

from __future__ import annotations

import math

import pygame

from scenes.render.card_back import CardBack
from scenes.render.card_face import CardFace
from scenes.render.card_kings import CardKings
from scenes.render.card_paper import CardPaper
from scenes.render.card_tools import COMPACT_WIDTH, LRU, Stepped, darkened, whole_size
from scenes.render.theme import Theme, load_theme


class CardArt(CardFace, CardKings, CardBack, CardPaper, Stepped):
    """Draws and caches every card surface in the theme's palette; faces in steps (``Stepped``)."""

    def __init__(
        self, theme: Theme | None = None, cache_size: int = 768, cache_bytes: int = 128 * 2**20
    ) -> None:
        self.theme = theme or load_theme()
        self.c = dict(self.theme.colors)
        for key, fallback in (
            ("steel", "parchment_dark"),
            ("ink_soft", "ink"),
            ("accent_dark", "accent"),
            ("army", "accent"),
            ("army_light", "parchment_dark"),
            ("flipped", "muted"),
        ):
            self.c.setdefault(key, self.c[fallback])
        self._cache = LRU(cache_size, cache_bytes)
        self._steps_init()
        # The centre-lit paper of a card shape, the same for every card of a size and colours.
        self._papers = LRU(12, 48 * 2**20)
        self._papered_canvases = LRU(12, 48 * 2**20)  # a canvas with its paper laid: _papered
        self._grain: pygame.Surface | None = None

    # ----- the API ---------------------------------------------------------------------------

    def face(
        self,
        name: str,
        value: int,
        text: str,
        size: tuple[int, int],
        *,
        keywords: tuple[str, ...] = (),
        army: bool = False,
        current_value: int | None = None,
        muted: bool = False,
    ) -> pygame.Surface:
        """The face of a card: value, name, keywords, emblem and ability text."""
        size = whole_size(size)
        keywords = tuple(keywords)
        if current_value == value:
            current_value = None
        key = ("face", name, value, text, size, keywords, army, current_value, muted)
        args = (name, value, text, size, keywords, army, current_value, muted)
        return self._cache.get(key, lambda: self._stepped(key, lambda: self._face_steps(*args)))

    def back(self, size: tuple[int, int], *, disgraced: bool = False) -> pygame.Surface:
        """Our card back: a lattice on wine red around a crowned crest; darker when Disgraced."""
        size = whole_size(size)
        if disgraced:  # the back of its size, darkened: not painted again from the start
            return self._cache.get(("back", size, True), lambda: darkened(self.back(size)))
        return self._cache.get(("back", size, False), lambda: self._back(size))

    def king(
        self,
        size: tuple[int, int],
        *,
        true_king: bool = False,
        face_up: bool = True,
        facet: str | None = None,
        text: str = "",
    ) -> pygame.Surface:
        """A King card: crown, "King" or "True King", the facet's name and the ability text; a
        flipped King is a greyed card that still says what it is."""
        size = whole_size(size)
        key = ("king", size, true_king, face_up, facet, text)
        args = (size, true_king, face_up, facet, text)
        return self._cache.get(key, lambda: self._stepped(key, lambda: self._king_steps(*args)))

    def name_extent(self, name: str, size: tuple[int, int]) -> int:
        """How far from a face's left edge its name ends, in pixels: a hand fanned over
        itself must leave at least this much of each card in view for its name to read."""
        w, h = whole_size(size)
        nx, ny, nw, nh = self.face_layout_name((w, h))
        max_px = nh * 0.78 if w < COMPACT_WIDTH else min(nh * 0.5, w * 0.1)
        text_w = min(self._fit_font("card_name", name, nw, max_px).size(name)[0], nw)
        return math.ceil(nx + nw / 2 + text_w / 2) + 1

    def face_layout_name(self, size: tuple[int, int]) -> tuple[float, float, float, float]:
        """The name's box on a face of ``size`` (the same box ``face_layout`` gives)."""
        w, h = size
        m = w * 0.045
        if w < COMPACT_WIDTH:
            name_h = h * 0.17
            return (m + w * 0.02, h - m - name_h - h * 0.01, w - 2 * m - w * 0.04, name_h)
        med_r = w * 0.125
        med_c = (m + w * 0.035 + med_r, m + w * 0.035 + med_r)
        head_bottom = med_c[1] + med_r + w * 0.025
        name_x0 = med_c[0] + med_r + w * 0.03
        return (name_x0, m + w * 0.02, w - m - w * 0.04 - name_x0, head_bottom - m - w * 0.04)

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        """A copy of ``surf`` with a gold glow along its edge (a card that may be played)."""
        return self._cache.get(("highlight", surf), lambda: self._highlight(surf))

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        """A darkened copy of ``surf`` (a card that may not be played now)."""
        return self._cache.get(("dim", surf), lambda: self._dim(surf))
