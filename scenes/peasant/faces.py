"""King and Peasant card art: both halves of a card face, the back, and the two reference cards.

A face reads as the printed card does: the King's half on top under a royal blue band, the
Peasant's half below under an earth red band, both upright. Each half shows its type icon
(shield for a Guard, pitchfork for a Rebel, comet for an Action), its name, its keywords, an
emblem and its effect; the half the holder uses is bright and the other dimmed. The drawing
steps are the house's (``scenes.render.cards.CardArt``): shapes supersampled and scaled down,
paper grain, text drawn sharp at the final size, every result cached. When the fancy drawing
raises, ``PlainPeasantArt`` (scenes/peasant/plain_faces.py) draws a plain card instead, so a
failure degrades, never crashes.
"""

from __future__ import annotations

import logging
import math

import pygame

from game.peasant.cards import KING, PEASANT, REFERENCE, CardDef, card
from scenes.peasant.back_and_reference import BackAndReference
from scenes.peasant.half_faces import WORDED_WIDTH, Box, HalfFaces, HalfLayout
from scenes.peasant.plain_faces import DIM, PlainPeasantArt
from scenes.render.card_tools import (
    LRU,
    Stepped,
    corner_radius,
    mix,
)
from scenes.render.cards import CardArt
from scenes.render.theme import Theme, load_theme

log = logging.getLogger(__name__)

BRIGHT = (None, KING, PEASANT)


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


def _card(c: int | CardDef) -> CardDef:
    if isinstance(c, CardDef):
        return c
    return card(c)


def _bright(bright: str | None) -> str | None:
    if bright not in BRIGHT:
        raise ValueError(f"bright must be None, {KING!r} or {PEASANT!r}, not {bright!r}")
    return bright


class PeasantArt(HalfFaces, BackAndReference, Stepped):
    """Draws and caches every King and Peasant surface in the theme's palette; faces in steps
    (``Stepped``)."""

    def __init__(self, theme: Theme | None = None, base: CardArt | None = None) -> None:
        self.theme = theme or load_theme()
        self.base = base or CardArt(self.theme)
        c = dict(self.base.c)
        c.setdefault("army_dark", mix(c["army"], c["shadow"], 0.45))
        c["royal"] = c["army"]
        c["earth"] = mix(c["accent"], c["gold_dark"], 0.3)
        c["earth_dark"] = mix(c["earth"], c["shadow"], 0.35)
        c["royal_paper"] = mix(c["parchment"], c["army_light"], 0.32)
        c["earth_paper"] = mix(c["parchment"], mix(c["accent"], c["gold"], 0.5), 0.16)
        self.c = c
        self.plain = PlainPeasantArt(self.theme, c)
        self._cache = LRU(512, 96 * 2**20)
        self._steps_init()

    # ----- the API ---------------------------------------------------------------------------

    def face(
        self, c: int | CardDef, size: tuple[int, int], bright: str | None = None
    ) -> pygame.Surface:
        """The face of card ``c`` (an id or a CardDef): the King's half on top, the Peasant's
        below; ``bright`` ("king" or "peasant") dims the other half, None shows both alike."""
        cd, size, bright = _card(c), _size(size), _bright(bright)
        return self._safe(("face", cd, size, bright), "face", cd, size, bright)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The King and Peasant back: a crown over a pitchfork on a royal blue and earth red
        field, nothing like The Imposter Kings' wine-red lattice."""
        size = _size(size)
        return self._safe(("back", size), "back", size)

    def reference(self, role: str, size: tuple[int, int]) -> pygame.Surface:
        """The reference card of ``role`` ("king" or "peasant"): its actions and its goals."""
        if role not in REFERENCE:
            raise ValueError(f"no reference card for {role!r}; use {KING!r} or {PEASANT!r}")
        size = _size(size)
        return self._safe(("reference", role, size), "reference", role, size)

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        """A gold-edged copy of ``surf`` (a card that may be played)."""
        return self.base.highlight(surf)

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        """A darkened copy of ``surf`` (a card that may not be played now)."""
        return self.base.dim(surf)

    def name_extent(self, c: int | CardDef, size: tuple[int, int]) -> int:
        """How far from a face's left edge its names end, in pixels: a hand fanned over itself
        must leave this much of each card in view for both names to read."""
        cd, (w, h) = _card(c), _size(size)
        ends = [0.0]
        for role, lay in self._halves(cd, (w, h)):
            half = cd.half(role)
            if half is None or lay is None:
                continue
            font = self._name_font(half.name, lay, w)
            ends.append(lay.name[0] + min(font.size(half.name)[0], lay.name[2]))
        return math.ceil(max(ends)) + 1

    def text_layout(
        self, c: int | CardDef, role: str, size: tuple[int, int]
    ) -> tuple[int, list[str]]:
        """The body font's pixel height and the lines of effect text a face of ``size`` shows for
        ``role``'s half of card ``c``: no lines on a compact face or for a half it lacks."""
        cd, size = _card(c), _size(size)
        for r, lay in self._halves(cd, size):
            half = cd.half(r)
            if r == role or cd.shared:
                if half is None:
                    break
                plan = self._plan(half, lay, size[0], size[1], shared=cd.shared)
                if plan["text"] is None:
                    break
                font, lines = plan["text"][3], plan["text"][4]
                return font.get_height(), list(lines)
        return 0, []

    # ----- failure to plain ------------------------------------------------------------------

    def _safe(self, key, what: str, *args) -> pygame.Surface:
        def make() -> pygame.Surface:
            try:
                return getattr(self, "_" + what)(*args)
            except Exception:  # the art must never stop the game: a plain card instead
                log.exception("drawing the King and Peasant %s failed; drawing it plain", what)
                return getattr(self.plain, what)(*args)

        return self._cache.get(key, make)

    # ----- layout ----------------------------------------------------------------------------

    def margin(self, w: int) -> float:
        return w * 0.055

    def half_boxes(self, size: tuple[int, int]) -> tuple[Box, Box]:
        """The King's (top) and the Peasant's (bottom) half of a face, inside its frame."""
        w, h = size
        m = self.margin(w)
        gap = max(1.0, h * 0.012)
        top = (m, m, w - 2 * m, h / 2 - m - gap)
        bottom = (m, h / 2 + gap, w - 2 * m, h / 2 - m - gap)
        return top, bottom

    def half_layout(self, box: Box, card_w: int) -> HalfLayout:
        x, y, hw, hh = box
        compact = card_w < WORDED_WIDTH
        band_h = hh * (0.40 if compact else 0.24)
        r = band_h * 0.50
        pad = max(1.0, card_w * 0.02)
        icon = (x + pad + r, y + band_h / 2, r)
        nx = x + 2 * pad + 2 * r + pad * 0.5
        name = (nx, y, x + hw - pad - nx, band_h)
        body = (x, y + band_h, hw, hh - band_h)
        return HalfLayout(box, (x, y, hw, band_h), icon, name, body)

    def _halves(self, cd: CardDef, size) -> list[tuple[str, HalfLayout | None]]:
        w, _h = size
        if cd.shared:
            m = self.margin(w)
            whole = (m, m, w - 2 * m, size[1] - 2 * m)
            lay = self.half_layout(whole, w)
            # One band across the card, a little slimmer than a half's.
            x, y, bw, _bh = whole
            band_h = min(lay.band[3], self.half_layout(self.half_boxes(size)[0], w).band[3])
            r = band_h * 0.50
            pad = max(1.0, w * 0.02)
            nx = x + 2 * pad + 2 * r + pad * 0.5
            lay = HalfLayout(
                whole,
                (x, y, bw, band_h),
                (x + pad + r, y + band_h / 2, r),
                (nx, y, x + bw - pad - nx, band_h),
                (x, y + band_h, bw, whole[3] - band_h),
            )
            return [(KING, lay)]
        top, bottom = self.half_boxes(size)
        return [(KING, self.half_layout(top, w)), (PEASANT, self.half_layout(bottom, w))]

    def _name_font(self, name: str, lay: HalfLayout, card_w: int) -> pygame.font.Font:
        nh = lay.name[3]
        max_px = nh * (0.70 if card_w < WORDED_WIDTH else 0.60)
        # Shrink a long name only a little; past that it is set condensed (see _half_text),
        # so the names on one card size keep one height.
        return self.base.fit_font(
            "card_name", name, lay.name[2], max_px, max(5, round(max_px * 0.82))
        )

    # ----- faces -----------------------------------------------------------------------------

    def _face(self, cd: CardDef, size, bright: str | None) -> pygame.Surface:
        if bright is not None and not cd.shared:
            # The lit half changes nothing but the shade laid over the other half last: a
            # copy of the face with both halves alike (painted once per card and size).
            out = self._cache.get(("face", cd, size, None), lambda: self._face(cd, size, None))
            return self._lit(out.copy(), cd, size, bright)
        return self._stepped(("face", cd, size), lambda: self._face_steps(cd, size))

    def _face_steps(self, cd: CardDef, size):
        """A face with both halves alike, painted in steps (see ``Stepped``): the paper, the
        frame, each half's shapes and its emblem, the shrink to size, the grain, each half's
        words."""
        w, h = size
        c = self.c
        compact = w < WORDED_WIDTH
        yield from self.base.paper_steps(size, c["parchment"], c["parchment_dark"], 0.8)
        big, ss = self.base.papered(size, c["parchment"], c["parchment_dark"], 0.8)
        yield
        self.base.frame(big, ss, self.margin(w) * 0.5, c["gold_dark"], ornate=False)

        halves = self._halves(cd, size)
        plans = []
        for role, lay in halves:
            half = cd.half(role)
            if half is None:
                self._blank(big, ss, lay.box, w)
                plans.append(None)
                continue
            yield
            plan = self._plan(half, lay, w, h, shared=cd.shared)
            yield from self._half_shapes(big, ss, role, half, lay, plan, w, shared=cd.shared)
            plans.append(plan)
        if not cd.shared:
            # The fold between the halves: a gold rule with a diamond at its middle.
            y = h / 2
            d = max(1.5, w * 0.02)
            pygame.draw.line(
                big, c["gold_dark"], (w * 0.2 * ss, y * ss), (w * 0.8 * ss, y * ss),
                max(1, round(w * 0.006 * ss)),
            )  # fmt: skip
            pts = [(w / 2 - d, y), (w / 2, y - d), (w / 2 + d, y), (w / 2, y + d)]
            pygame.draw.polygon(big, c["gold"], [(px * ss, py * ss) for px, py in pts])

        yield
        out = self.base.shrink(big, size)
        yield
        self.base.apply_grain(out)
        for (role, lay), plan in zip(halves, plans, strict=True):
            if plan is not None:
                yield
                self._half_text(out, cd.half(role), lay, plan, w, compact)
        return out

    def _lit(self, out: pygame.Surface, cd: CardDef, size, bright: str) -> pygame.Surface:
        """``out`` (a face with both halves alike) with every half but ``bright`` dimmed."""
        for role, lay in self._halves(cd, size):
            if role != bright:
                x, y, bw, bh = lay.box
                rect = pygame.Rect(round(x), round(y), round(bw), round(bh))
                out.fill(DIM, rect, special_flags=pygame.BLEND_RGB_MULT)
        return out


# ----- the gallery sheet for the docs ------------------------------------------------------------


def gallery_sheet(small: bool = False) -> pygame.Surface:
    """Every design on the felt, captioned, for docs/art.md (docs/screens/peasant-cards.png); ``small`` gives
    the sizes the table uses for hands, Town and piles (peasant-cards-small.png)."""
    from game.peasant.cards import DESIGNS

    art = PeasantArt()
    theme = art.theme
    designs = [cd for _copies, cd in DESIGNS]
    two_halves = [cd for cd in designs if cd.king and cd.peasant and not cd.shared][:4]
    gap, caption = 14, 20
    label = theme.font("ui", 14)
    light = theme.colors["text_light"]
    rows: list[tuple[str, list[pygame.Surface]]] = []
    if small:
        for size in ((90, 126), (56, 78), (40, 56)):
            rows.append(
                (f"Every design at {size[0]}x{size[1]}", [art.face(c, size) for c in designs])
            )
        size = (90, 126)
        rows.append(
            (
                "Held by the King (bright top), then by the Peasant (bright bottom), at 90x126",
                [art.face(c, size, KING) for c in two_halves]
                + [art.face(c, size, PEASANT) for c in two_halves]
                + [art.back(size), art.back((56, 78)), art.back((40, 56))],
            )
        )
    else:
        size = (170, 238)
        rows.append(("The 16 designs, both halves alike (gallery, discard pile)", []))
        rows[-1][1].extend(art.face(c, size) for c in designs[:8])
        rows.append(("", [art.face(c, size) for c in designs[8:]]))
        rows.append(
            (
                "In the King's hand (his half bright), then in the Peasant's; the back",
                [art.face(c, size, KING) for c in two_halves[:3]]
                + [art.face(c, size, PEASANT) for c in two_halves[:3]]
                + [art.back(size)],
            )
        )
        rows.append(
            (
                "The reference cards at preview size (260x364)",
                [art.reference(KING, (260, 364)), art.reference(PEASANT, (260, 364))],
            )
        )
    width = max(sum(s.get_width() + gap for s in row) for _t, row in rows) + gap
    height = gap + sum(caption + max(s.get_height() for s in row) + gap for _t, row in rows)
    out = pygame.Surface((width, height))
    # Plain felt rather than the textured table, so the picture stays small on disk.
    out.fill(theme.colors["table"])
    y = gap
    for title, row in rows:
        if title:
            out.blit(label.render(title, True, light), (gap, y))
        y += caption
        x = gap
        for surf in row:
            shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            radius = corner_radius(surf.get_width())
            pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=radius)
            out.blit(shadow, (x + 2, y + 3))
            out.blit(surf, (x, y))
            x += surf.get_width() + gap
        y += max(s.get_height() for s in row) + gap
    return out


def main(argv: list[str]) -> int:
    """``python -m scenes.peasant.faces [screens/peasant-cards.png]`` writes the sheet and its
    small-size companion beside it (``-small.png``) in full colour; the docs' reduced copies come
    from ``python -m tools.screens --docs``."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    path = argv[0] if argv else "screens/peasant-cards.png"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    small = path[: -len(".png")] + "-small.png" if path.endswith(".png") else path + "-small"
    pygame.image.save(gallery_sheet(), path)
    pygame.image.save(gallery_sheet(small=True), small)
    print(path, small)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
