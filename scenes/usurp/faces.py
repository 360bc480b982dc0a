"""Usurp the King card art: the Leverage cards of the five families and their backs, the Court
Members, the loyalty markers, the turn-order cards and turn marker, the tutorial objectives.

``UsurpArt`` (one per app: ``usurp_art(app)``) draws and caches every surface, keyed by all its
arguments; treat returned surfaces as read-only. The API:

- ``leverage(card, size, face_up=True)``: a Leverage card, ``card`` a card id (family index * 10
  + type index, game/usurp/data.py) or a ``(family, type)`` pair such as ``("Altham",
  "Dagger")``; face down it is its family's back (a resolved card, a card under a Book).
- ``back(family, size)``: a family's back, its shield on a field of its colour.
- ``member(name, size, alive=True)``: a Court Member: name and court title, the number on the
  shield lower left, the crosses of the player counts it is used in lower right, its starting
  status upper right (the King has none); dead, it is greyed and crossed by a black sash.
- ``marker(disgruntled, size)``: a round loyalty marker, the Loyal (upright crown, blue) or the
  Disgruntled side (toppled crown, red).
- ``turn_card(family, size)``, ``turn_marker(size)``: the turn-order card of a family and the
  hourglass token that sits on the family to place.
- ``objective(objective, size)`` / ``objective_back(size)``: a tutorial objective card (its id
  or its index in ``TUTORIAL_OBJECTIVES``) and the back it is dealt with.
- ``shield(family, size)``: a family's shield alone on a transparent surface (seat badges,
  influence counts); ``family_color(family)`` its colour; ``highlight``/``dim`` as the house's.

A family is its index in ``FAMILIES`` or its name. Each family has its own colour *and* its own
shield outline and device (Hayhurst a heater shield with wheat, Sylvestre a round-based shield
with an oak, Quinton a lozenge with a star, Altham a kite shield with a tower, Lemaire a roundel
with a fish), so they are told apart without colour. Shapes are supersampled and scaled down,
text drawn sharp at the final size (the steps of ``scenes.render.cards.CardArt``). When a drawing
raises, ``PlainUsurpArt`` draws a plain card with the same words instead: a failure degrades,
never crashes. The Court's surfaces (members, markers, turn cards, objectives) are drawn in
``court_faces.CourtFaces``; what the faces show is read from the model in ``card_facts``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import pygame

from scenes.render.card_tools import (
    COMPACT_WIDTH,
    LINE,
    LRU,
    framed_panel,
    mix,
    wrap,
)
from scenes.render.cards import CardArt
from scenes.render.emblems import Pen
from scenes.render.theme import Color, Theme, load_theme
from scenes.usurp import emblems
from scenes.usurp.card_facts import (
    card_summary,
    face_size,
    family_name,
    leverage_of,
    objective_facts,
    resolution_step,
)
from scenes.usurp.colours import FAMILY_COLORS, OTHER_FAMILY, readable_under
from scenes.usurp.court_faces import CourtFaces
from scenes.usurp.plain_faces import PlainUsurpArt

log = logging.getLogger(__name__)

# A card name is not set smaller than this (pixels) while condensing it can still make it fit.
READABLE_NAME_PX = 9
# A name too wide for its band is set condensed, down to this share of its width.
CONDENSE = 0.72
# A family shield less than this high (pixels) is drawn bold (emblems.family_shield): its device
# larger, so a count's badge or a pile card's band still shows whose it is by its device.
BOLD_SHIELD_PX = 28


def leverage_name_box(size, stepped: bool = False) -> tuple[float, float, float, float]:
    """Where a Leverage card of ``size`` sets its name (x, y, w, h within the card): in its top
    band, right of the family shield; a card with a resolution ``stepped`` shows the step at
    the band's right when it is large. A fanned hand keeps this much of each card in sight."""
    w, h = size
    m = w * 0.055
    if w < COMPACT_WIDTH:
        band_h = h * 0.2
        x0 = m + w * 0.015 + band_h * 0.82 + w * 0.01
        return (x0, m, w - m - w * 0.02 - x0, band_h)
    band_h = h * 0.16
    x0 = m + band_h * 0.08 + band_h * 0.86 + w * 0.02
    x1 = (w - m - band_h * 0.08 - 2 * band_h * 0.40 - w * 0.02) if stepped else (w - m - w * 0.03)
    return (x0, m, x1 - x0, band_h)


def usurp_art(app) -> UsurpArt:
    """The app's Usurp the King art, made on first use over the app's theme and card art."""
    art = getattr(app, "usurp_art", None)
    if art is None:
        art = UsurpArt(getattr(app, "theme", None), getattr(app, "art", None))
        try:
            app.usurp_art = art
        except AttributeError:
            pass  # an app that keeps no attributes: the caller keeps its own
    return art


class UsurpArt(CourtFaces):
    """Draws and caches every Usurp the King surface in the theme's palette."""

    def __init__(self, theme: Theme | None = None, base: CardArt | None = None) -> None:
        self.theme = theme or load_theme()
        self.base = base or CardArt(self.theme)
        c = dict(self.base.c)
        c.setdefault("army_dark", mix(c["army"], c["shadow"], 0.45))
        c["poison"] = (78, 138, 52)
        c["antidote"] = (86, 150, 190)
        c["blood"] = (170, 30, 30)
        for fam, col in FAMILY_COLORS.items():
            c[fam] = col
        self.c = c
        self.plain = PlainUsurpArt(self.theme, c)
        self._cache = LRU(768, 96 * 2**20)

    # ----- the API ---------------------------------------------------------------------------

    def family_color(self, family: int | str) -> Color:
        """The colour of ``family`` (index or name)."""
        return FAMILY_COLORS.get(family_name(family), OTHER_FAMILY)

    def leverage(self, card, size, face_up: bool = True) -> pygame.Surface:
        """A Leverage card (an id or a ``(family, type)`` pair), face up or as its back."""
        fam, kind = leverage_of(card)
        if not face_up:
            return self.back(fam, size)
        size = face_size(size)
        return self._safe(("leverage", fam, kind, size), "leverage", fam, kind, size)

    def back(self, family: int | str, size) -> pygame.Surface:
        """The back of ``family``'s Leverage cards: its shield on a field of its colour."""
        fam, size = family_name(family), face_size(size)
        return self._safe(("back", fam, size), "back", fam, size)

    def member(self, name: str, size, alive: bool = True) -> pygame.Surface:
        """The Court Member ``name``'s card, shown dead when ``alive`` is False."""
        size = face_size(size)
        return self._safe(("member", name, size, bool(alive)), "member", name, size, bool(alive))

    def marker(self, disgruntled: bool, size) -> pygame.Surface:
        """A loyalty marker showing its Disgruntled (True) or Loyal (False) side."""
        size = face_size(size)
        return self._safe(("marker", bool(disgruntled), size), "marker", bool(disgruntled), size)

    def turn_card(self, family: int | str, size) -> pygame.Surface:
        """``family``'s turn-order card: its shield and name on its colour."""
        fam, size = family_name(family), face_size(size)
        return self._safe(("turn_card", fam, size), "turn_card", fam, size)

    def turn_marker(self, size) -> pygame.Surface:
        """The turn marker: a gold hourglass token, placed on the family to place."""
        size = face_size(size)
        return self._safe(("turn_marker", size), "turn_marker", size)

    def objective(self, objective, size) -> pygame.Surface:
        """The tutorial objective card ``objective`` (its id or index) face up."""
        oid, text, number = objective_facts(objective)
        size = face_size(size)
        return self._safe(("objective", oid, size), "objective", oid, text, number, size)

    def objective_back(self, size) -> pygame.Surface:
        """The back of the tutorial objective cards (dealt face down)."""
        size = face_size(size)
        return self._safe(("objective_back", size), "objective_back", size)

    def shield(self, family: int | str, size) -> pygame.Surface:
        """``family``'s shield alone, on a transparent surface."""
        fam, size = family_name(family), face_size(size)
        return self._safe(("shield", fam, size), "shield", fam, size)

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        """A gold-edged copy of ``surf`` (a card that may be played or chosen)."""
        return self.base.highlight(surf)

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        """A darkened copy of ``surf`` (a card that may not be chosen now)."""
        return self.base.dim(surf)

    # ----- failure to plain ------------------------------------------------------------------

    def _safe(self, key, what: str, *args) -> pygame.Surface:
        def make() -> pygame.Surface:
            try:
                return getattr(self, "_" + what)(*args)
            except Exception:  # the art must never stop the game: a plain card instead
                log.exception("drawing the Usurp the King %s failed; drawing it plain", what)
                return getattr(self.plain, what)(*args)

        return self._cache.get(key, make)

    # ----- helpers ---------------------------------------------------------------------------

    def _pen(self, big: pygame.Surface, box: Sequence[float], ss: int) -> Pen:
        x, y, w, h = box
        return Pen(
            big, pygame.Rect(round(x * ss), round(y * ss), round(w * ss), round(h * ss)), self.c
        )

    def _fam_colors(self, fam: str) -> dict[str, Color]:
        col = FAMILY_COLORS.get(fam, OTHER_FAMILY)
        return {
            "fam": col,
            "fam_dark": mix(col, self.c["shadow"], 0.45),
            "fam_light": mix(col, self.c["parchment"], 0.55),
            "fam_paper": mix(self.c["parchment"], col, 0.10),
            "fam_band": readable_under(col, self.c["text_light"]),
        }

    def _badge(self, big, ss, fam: str, box, fill: str = "fam_dark") -> None:
        """The family's shield in ``box`` (final pixels) on the supersampled canvas."""
        pen = self._pen(big, box, ss)
        pen.c = dict(self.c, **self._fam_colors(fam))
        emblems.family_shield(pen, fam, fill, bold=box[3] < BOLD_SHIELD_PX)

    def _lines(self, out, text: str, box, max_px: float, min_px: int, color, role="body"):
        """``text`` wrapped and centred in ``box`` at the largest size from ``max_px`` that
        fits; returns False when even ``min_px`` does not."""
        x, y, w, h = box
        for px in range(max(min_px, round(max_px)), min_px - 1, -1):
            font = self.base.font(role, px)
            lines = wrap(font, text, int(w))
            step = font.get_linesize() * LINE
            if len(lines) * step <= h and all(font.size(ln)[0] <= w for ln in lines):
                top = y + (h - len(lines) * step) / 2
                for i, line in enumerate(lines):
                    img = font.render(line, True, color)
                    out.blit(img, img.get_rect(midtop=(round(x + w / 2), round(top + i * step))))
                return True
        return False

    # ----- Leverage cards ----------------------------------------------------------------------

    def _name(self, out, text: str, box, max_px: float, color, role: str = "card_name") -> None:
        """One line centred in ``box``: as large as fits up to ``max_px``; below a readable
        size it is set condensed (down to CONDENSE of its width) rather than smaller."""
        x, y, w, h = box
        floor = min(max_px, max(READABLE_NAME_PX, max_px * 0.7))
        font = self.base.fit_font(role, text, w, max_px, max(5, round(floor)))
        img = font.render(text, True, color)
        if img.get_width() > w:
            if img.get_width() * CONDENSE > w:
                font = self.base.fit_font(role, text, w / CONDENSE, floor, 5)
                img = font.render(text, True, color)
            if img.get_width() > w > 0:
                img = pygame.transform.smoothscale(img, (max(1, round(w)), img.get_height()))
        out.blit(img, img.get_rect(center=(round(x + w / 2), round(y + h / 2))))

    def _medallion(self, big, ss, center, r) -> None:
        cx, cy, rr = center[0] * ss, center[1] * ss, r * ss
        c = self.c
        pygame.draw.circle(big, c["ink"], (cx, cy), rr)
        pygame.draw.circle(big, c["gold"], (cx, cy), rr * 0.88)
        pygame.draw.circle(big, c["parchment"], (cx, cy), rr * 0.72)

    def _leverage(self, fam: str, kind: str, size) -> pygame.Surface:
        w, h = size
        c = self.c
        fc = self._fam_colors(fam)
        compact = w < COMPACT_WIDTH
        big, ss = self.base.canvas(size)
        self.base.paper(big, fc["fam_paper"], c["parchment_dark"], 0.8)
        m = w * 0.055
        self.base.frame(big, ss, m * 0.5, fc["fam"], ornate=False)
        band_h = h * (0.2 if compact else 0.16)
        band = pygame.Rect(
            round(m * ss), round(m * ss), round((w - 2 * m) * ss), round(band_h * ss)
        )
        radius = max(1, round(w * 0.04 * ss))
        pygame.draw.rect(big, fc["fam_band"], band, border_radius=radius)
        pygame.draw.rect(big, c["gold"], band, max(1, round(w * 0.008 * ss)), border_radius=radius)
        step = resolution_step(kind)
        foot_h = h * (0.0 if compact else 0.08)
        text_h = 0.0 if compact else h * 0.27
        top = m + band_h + h * 0.02
        room = h - m - top - text_h - foot_h
        name_box = leverage_name_box(size, bool(step))
        if compact:
            # Small: a small family shield at the band's left (a card half hidden in a pile
            # still shows whose it is, not by colour alone), the name in the rest of the band,
            # the resolution step in the lower right corner over the emblem's panel.
            sh = band_h * 0.82
            badge = (m + w * 0.015, m + (band_h - sh) / 2, sh, sh)
            med_r = min(w * 0.34, room * 0.4) * 0.46
            med = (w - m - w * 0.02 - med_r, h - m - h * 0.01 - med_r)
        else:
            # The family shield at the band's left, the resolution step at its right.
            sh = band_h * 0.86
            badge = (m + band_h * 0.08, m + (band_h - sh) / 2, sh, sh)
            med_r = band_h * 0.40
            med = (w - m - band_h * 0.08 - med_r, m + band_h / 2)
        # The emblem in a soft oval panel.
        side = min(room * 0.94, (w - 2 * m) * 0.86)
        ey = top + (room - side) / 2
        oval = pygame.Rect(0, 0, round(side * 1.12 * ss), round(side * 0.98 * ss))
        oval.center = (round(w / 2 * ss), round((ey + side / 2) * ss))
        pygame.draw.ellipse(big, fc["fam_light"], oval)
        pygame.draw.ellipse(big, fc["fam"], oval, max(1, round(w * 0.006 * ss)))
        shrink = 0.72 if compact else 0.8
        em = self._pen(
            big,
            (w / 2 - side * shrink / 2, ey + side * (1 - shrink) / 2 - (side * 0.06 if compact else 0),
             side * shrink, side * shrink),
            ss,
        )  # fmt: skip
        emblems.leverage_emblem(kind)(em)
        self._badge(big, ss, fam, badge, "fam")
        if step:
            self._medallion(big, ss, med, med_r)
        out = self.base.shrink(big, size)
        self.base.apply_grain(out)
        # Words, sharp at the final size.
        self._name(out, kind, name_box, band_h * 0.66, c["text_light"])
        if step:
            self.base.draw_text(out, str(step), "card_value", med, med_r * 1.2, med_r * 1.3,
                                c["ink"])  # fmt: skip
        if not compact:
            tb = (m + w * 0.04, h - m - foot_h - text_h, w - 2 * m - w * 0.08, text_h)
            summary = card_summary(kind)
            if summary:
                self._lines(out, summary, tb, max(8, w * 0.062), 7, c["ink"])
            self.base.draw_text(
                out, fam, "keywords", (w / 2, h - m - foot_h / 2), w * 0.7, foot_h * 0.8,
                fc["fam_dark"],
            )  # fmt: skip
        return out

    def _back(self, fam: str, size) -> pygame.Surface:
        w, h = size
        c = self.c
        fc = self._fam_colors(fam)
        big, ss = self.base.canvas(size)
        W, H = big.get_size()
        self.base.paper(big, fc["fam"], fc["fam_dark"], 0.9)
        m = w * 0.07 * ss
        panel = pygame.Rect(round(m), round(m), round(W - 2 * m), round(H - 2 * m))
        # A field of small devices, faint, clipped to the panel.
        field = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        tint = dict(self.c, gold=mix(fc["fam"], c["gold"], 0.35))
        step = W / 4
        for row in range(int(H / step) + 2):
            for col in range(5):
                x = (col - 0.5 + 0.5 * (row % 2)) * step
                y = row * step - step * 0.3
                pen = Pen(
                    field,
                    pygame.Rect(round(x), round(y), round(step * 0.5), round(step * 0.5)),
                    tint,
                )
                emblems.DEVICES.get(fam, emblems.star5)(pen, "gold")
        framed_panel(big, field, panel, W, c, alpha=90)
        side = min(w * 0.62, h * 0.5)
        self._badge(big, ss, fam, (w / 2 - side / 2, h / 2 - side / 2, side, side), "fam")
        out = self.base.shrink(big, size)
        return out

    def _shield(self, fam: str, size) -> pygame.Surface:
        big, ss = self.base.canvas(size)
        self._badge(big, ss, fam, (0, 0, size[0], size[1]), "fam")
        return self.base.shrink(big, size)


# ----- the card sheet for the docs ---------------------------------------------------------------


def gallery_sheet() -> pygame.Surface:
    """Every Usurp the King surface on the felt, captioned, for docs/art.md (docs/screens/usurp-cards.png):
    the ten Leverage cards of each family with its back, the Court Members alive and four dead,
    the markers, turn cards and marker, the tutorial objectives, and a row at table sizes."""
    from game.usurp.data import CARD_TYPES, FAMILIES, MEMBERS, TUTORIAL_OBJECTIVES

    art = UsurpArt()
    theme = art.theme
    size = (120, 168)
    names = [name for _n, name, _t in MEMBERS]
    rows: list[tuple[str, list[pygame.Surface]]] = []
    for f, fam in enumerate(FAMILIES):
        title = f"{fam}: the ten Leverage cards and the back" if f == 0 else fam
        rows.append((title, [art.leverage((f, t), size) for t in CARD_TYPES] + [art.back(f, size)]))
    rows.append(("The eleven Court Members", [art.member(n, size) for n in names]))
    rows.append(
        (
            "Dead; the loyalty marker's two sides; the turn marker; turn order cards",
            [art.member(n, size, alive=False) for n in names[:3]]
            + [art.marker(False, 72), art.marker(True, 72), art.turn_marker(48)]
            + [art.turn_card(f, (120, 96)) for f in range(len(FAMILIES))],
        )
    )
    rows.append(
        (
            "The tutorial objectives and their back",
            [art.objective(i, size) for i in range(len(TUTORIAL_OBJECTIVES))]
            + [art.objective_back(size)],
        )
    )
    small = []
    for s in ((64, 90), (44, 62)):
        small += [art.leverage((t % len(FAMILIES), kind), s) for t, kind in enumerate(CARD_TYPES)]
        small += [art.member(n, s) for n in names[:4]]
    rows.append(("At table sizes: 64x90 and 44x62", small))
    gap, caption = 12, 20
    label = theme.font("ui", 14)
    light = theme.colors["text_light"]
    width = max(sum(s.get_width() + gap for s in row) for _t, row in rows) + gap
    height = gap + sum(caption + max(s.get_height() for s in row) + gap for _t, row in rows)
    out = pygame.Surface((width, height))
    out.fill(theme.colors["table"])
    y = gap
    for title, row in rows:
        out.blit(label.render(title, True, light), (gap, y))
        y += caption
        x = gap
        for surf in row:
            out.blit(surf, (x, y))
            x += surf.get_width() + gap
        y += max(s.get_height() for s in row) + gap
    return out


def main(argv: list[str]) -> int:
    """``python -m scenes.usurp.faces [screens/usurp-cards.png]`` writes the sheet in full
    colour; the docs' reduced copy comes from ``python -m tools.screens --docs``."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    path = argv[0] if argv else "screens/usurp-cards.png"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    pygame.image.save(gallery_sheet(), path)
    print(path)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
