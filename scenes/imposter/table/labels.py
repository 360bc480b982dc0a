"""The quiet names over each seat's rows of The Imposter Kings' table: the Antechamber, Exhausted
and Army at the right of a hand, the setup rows of three and four players (revealed, placed, for
the partner, to trade) and, in the Mercenary modes, the bid ("Bid 21 - won; gave up Warlord").

A setup row's label wraps onto as many lines as the room the layout leaves it needs, and the
layout keeps their height free (``SetupLayout.label_lines``), so no label is ever cut short. The
words come from the view; the layout says which words go over which row (a side column short of
height names all its setup rows in one caption) and how wide each may be.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.imposter.table.merc import merc_label
from scenes.imposter.table.names import head_h
from scenes.imposter.table.zones import RIGHT_ROWS, ROW_LABELS, SETUP_LABELS, SETUP_ROWS
from scenes.render.card_tools import wrap


@dataclass(frozen=True)
class RowLabel:
    """One drawn line of a row's label: the zone and seat it names (-1: a public pile)."""

    zone: str
    seat: int
    rect: pygame.Rect
    text: str
    px: int  # its font's size (``label_px``)


def label_px(layout, seat: int = -1) -> int:
    """The size of the quiet label font at this layout's scale. A side column's (four seats)
    stays at the normal text size's: the column is as narrow as its cards, whatever the text
    size, and its rows' words must fit it."""
    if seat in getattr(layout, "columns", {}):
        return max(9, layout.normal_px(14) - 3)
    return max(9, layout.small_px - 3)


class RowWords:
    """A table's row labels in words, and how they wrap at a width (the layout asks how many
    lines a label takes; the drawer draws them)."""

    def __init__(self, scene, layout) -> None:
        self.scene = scene
        self.layout = layout
        self.font = self.font_for(-1)
        self._wraps: dict[tuple[str, int, int], list[str]] = {}

    def source(self):
        """What the words are read from now (the table's view, kept until the state
        changes): the layout keeps what it measured from them while this stays the same."""
        return self.scene.view()

    def font_for(self, seat: int):
        """The label font over ``seat``'s rows (``label_px``)."""
        return self.scene.painter.fonts.get("ui", label_px(self.layout, seat))

    def text(self, zone: str, seat: int) -> str:
        """The words over one of a seat's rows (it holds cards)."""
        sc = self.scene
        if zone in RIGHT_ROWS:
            label = ROW_LABELS[zone]
            n = self.layout.counts.get((zone, seat), 0)
            return f"{label} ({n})" if self.layout.stacked(zone, seat) else label
        merc = merc_label(sc.view(), zone, seat, sc.names, sc.state.cards)
        if merc is not None:
            return merc  # the Mercenary modes: the bid, its total, the extra card
        mate = _partner(sc.state.mode, seat) if zone == "partner" else None
        if mate is not None:
            return "For you" if mate == sc.viewer else f"For {sc.names[mate]}"  # 2v2
        return SETUP_LABELS[zone]

    def caption(self, seat: int, zones) -> str:
        """One caption for several setup rows lying side by side, left to right (a row
        lying face down in sight says so no more)."""
        return "; ".join(self.text(zone, seat).removesuffix(" (face down)") for zone in zones)

    def head_h(self, seat: int) -> int:
        """How far a side column's name and the lines under it reach below its band's top
        (``names.head_h``)."""
        return head_h(self.scene, self.layout, seat)

    def word_w(self, zone: str, seat: int) -> int:
        """The width of the longest word of a row's label (the least room it wraps in)."""
        font = self.font_for(seat)
        return max(font.size(word)[0] for word in self.text(zone, seat).split())

    def wrap(self, text: str, width: int, seat: int = -1) -> list[str]:
        """``text`` in lines no wider than ``width`` in ``seat``'s label font (a single word
        wider than that alone)."""
        px = label_px(self.layout, seat)
        key = (text, width, px)
        got = self._wraps.get(key)
        if got is None:
            if len(self._wraps) > 512:
                self._wraps.clear()
            got = self._wraps[key] = wrap(self.font_for(seat), text, max(1, width)) or [text]
        return got


def _partner(mode, seat: int) -> int | None:
    """2v2: the seat playing with ``seat`` (the mode's teams), or None."""
    teams = getattr(mode, "teams", ()) or ()
    if not teams or not 0 <= seat < len(teams):
        return None
    return next((s for s in range(len(teams)) if s != seat and teams[s] == teams[seat]), None)


def row_labels(scene) -> list[RowLabel]:
    """Every row label's lines where they are drawn: over the row's first card, the last line
    just above it (a setup row's first line higher, in the height the layout kept)."""
    lay = scene.layout
    words = lay.row_words
    out: list[RowLabel] = []
    for s in range(scene.n):
        px = label_px(lay, s)
        font = scene.painter.fonts.get("ui", px)
        for zone in (*RIGHT_ROWS, *SETUP_ROWS):
            if not lay.counts.get((zone, s)):
                continue
            r = lay.anchor(zone, s)
            x = r.x
            if words is None:
                lines = [ROW_LABELS.get(zone) or SETUP_LABELS[zone]]
            elif zone in SETUP_ROWS:
                text = lay.label_text(zone, s)
                lines = words.wrap(text, lay.label_room(zone, s), s) if text else []
                x = lay.label_x(zone, s)
            else:
                lines = [words.text(zone, s)]
            y = r.y - 1
            for line in reversed(lines):
                w, h = font.size(line)
                y -= h
                out.append(RowLabel(zone, s, pygame.Rect(x, y, w, h), line, px))
    return out + _pile_labels(scene)


def _pile_labels(scene) -> list[RowLabel]:
    """The Mercenary area's name (and its deck's count), and the Cutthroat buried pile's."""
    lay = scene.layout
    px = label_px(lay)
    font = scene.painter.fonts.get("ui", px)
    out: list[RowLabel] = []
    n = lay.counts.get(("mercenaries", -1), 0) + lay.counts.get(("merc_deck", -1), 0)
    if n:
        deck = lay.counts.get(("merc_deck", -1), 0)
        row = lay.merc_row()
        parts = ("Mercenaries", f"deck {deck}" if deck else "")
        beside = max(font.size(p)[0] for p in parts) + round(8 * lay.scale)
        if row.x - beside >= lay.court_row.x:
            # (the name left of the deck, on two lines: the cards keep their height, and
            # nothing at their right, such as the buried pile, lies over the words)
            for k, part in enumerate(parts):
                w, h = font.size(part)
                y = row.centery - h + k * h
                rect = pygame.Rect(row.x - w - round(8 * lay.scale), y, w, h)
                out.append(RowLabel("mercenaries", -1, rect, part, px))
        else:
            label = f"Mercenaries (deck {deck})" if deck else "Mercenaries"
            w, h = font.size(label)
            rect = pygame.Rect(row.x, row.y - h - 1, w, h)
            out.append(RowLabel("mercenaries", -1, rect, label, px))
    n = lay.counts.get(("buried", -1))
    if n:
        r = lay.anchor("buried")
        label = f"Buried ({n})"
        w, h = font.size(label)
        rect = pygame.Rect(r.right - w, r.bottom + 1, w, h)
        if lay.counts.get(("mercenaries", -1)) and rect.colliderect(lay.merc_row()):
            rect.y = lay.merc_row().bottom + 1  # (wider than the pile: under the Mercenaries)
        out.append(RowLabel("buried", -1, rect, label, px))
    return out
