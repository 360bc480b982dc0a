"""The Imposter Kings' table in crowded positions keeps every word clear: in each mode (two
seats, Cutthroat, 2v2, the Mercenary modes, Fragments of Nersetti), at each text size, at
1280x720 and 1024x640, no word the table draws (a name, a row's label, a count, a caption, the
prompt) lies over a card or over another word, none is cut short, and each lies whole in the
table. The positions are seeded: full Antechambers and Exhausted rows, Armies, a long Court,
a knocked-out seat, the Mercenary bids with their extra cards out.

What is measured is what a whole frame drawn anew blits: each text surface the painter made,
at the rect it is blitted to, and each card sprite where it lies. Words drawn on a card on
purpose (a face-down card's value badge) or on a shade over the cards (a picker, the
Assassin's catch) are not counted against the cards under them.
"""

from __future__ import annotations

import sys

import pygame
import pytest
from test_text_size_tables import NAMES, TEXT_SIZES, played, table_at

from scenes.imposter.table.names import NameLine, least_px, name_lines

# Words drawn over the cards on purpose: on a card (its value badge) or on a shade over them.
OVER_CARDS = ("_face_down_values", "picker_entry", "_keep_cloth")


def _each(v, key) -> list[int]:
    """How many cards each seat has in a zone of the view (a count, or a list of cards)."""
    return [s[key] if isinstance(s[key], int) else len(s[key] or []) for s in v["seats"]]


def _out(v) -> bool:
    return any(s["out"] for s in v["seats"])


def _at(mode_id: str, seed: int, actions: int, crowded, what: str):
    return pytest.param(mode_id, seed, actions, crowded, id=f"{mode_id}-{seed}-{actions}-{what}")


# (mode, seed, actions, a check that the position is as crowded as said, what it holds)
POSITIONS = [
    _at("imposter/2p-base", 0, 109, lambda v: len(v["court"]) >= 14 and _out(v), "court-out"),
    _at("imposter/2p-base", 1, 59, lambda v: _each(v, "antechamber")[0] == 1, "antechamber"),
    _at("imposter/quickplay-3", 3, 224, lambda v: len(v["court"]) >= 14, "court"),
    _at("imposter/cutthroat", 21, 247, lambda v: _each(v, "antechamber")[1:] == [1, 1],
        "antechambers"),
    _at("imposter/cutthroat", 10, 91, lambda v: len(v["court"]) >= 10, "court-antechamber"),
    _at("imposter/cutthroat", 22, 176, lambda v: _out(v) and len(v["court"]) >= 14, "out"),
    _at("imposter/2v2", 31, 292, lambda v: _each(v, "antechamber")[2:] == [1, 1],
        "antechambers"),
    _at("imposter/2v2", 12, 137, _out, "out"),
    _at("imposter/cutthroat-mercenaries", 1, 110, lambda v: _each(v, "army") == [5, 1, 3],
        "armies"),
    _at("imposter/cutthroat-mercenaries", 7, 195, lambda v: min(_each(v, "exhaust")) >= 4,
        "exhausted-setup"),
    _at("imposter/cutthroat-mercenaries", 11, 290, lambda v: len(v["court"]) >= 14,
        "court-exhausted"),
    _at("imposter/2v2-mercenaries", 64, 247, lambda v: v["decision"] == "bid_tie", "bids"),
    _at("imposter/2v2-mercenaries", 89, 452, lambda v: sum(_each(v, "exhaust")) >= 18,
        "exhausted-antechambers"),
    _at("imposter/2v2-mercenaries", 14, 648, lambda v: _out(v) and len(v["court"]) >= 12,
        "out"),
    _at("imposter/fon-full", 68, 20, lambda v: _each(v, "army") == [8, 8], "armies"),
    _at("imposter/fon-full", 22, 212, lambda v: _each(v, "exhaust") == [8, 8], "exhausted"),
    _at("imposter/fon-2-army", 15, 98, lambda v: _each(v, "exhaust") == [6, 6], "exhausted"),
    _at("imposter/fon-tournament", 0, 217, lambda v: len(v["court"]) >= 16 and _out(v),
        "court-out"),
]  # fmt: skip
CASES = [(size, t) for size in ((1280, 720), (1024, 640)) for t in TEXT_SIZES]


class _Recording(pygame.Surface):
    """A surface that notes where each of the painter's text surfaces is blitted on it, and
    by which drawing function."""

    def __init__(self, size, texts: dict, out: list) -> None:
        super().__init__(size)
        self.texts = texts
        self.out = out

    def blit(self, source, dest, area=None, special_flags=0):
        text = self.texts.get(id(source))
        if text is not None:
            rect = pygame.Rect(dest[0], dest[1], *source.get_size())
            self.out.append((text, rect, sys._getframe(1).f_code.co_name))
        return super().blit(source, dest, area, special_flags)


def frame_words(table) -> list[tuple[str, pygame.Rect, str]]:
    """(words, rect, drawing function) of every text a whole frame of ``table`` blits, its
    kept still layer (names, labels, the side panel) drawn anew too."""
    texts: dict[int, str] = {}
    kept: list[pygame.Surface] = []  # (so no surface's id is reused while this runs)
    paint = table.painter.text

    def noted(s, role, px, rgb):
        surf = paint(s, role, px, rgb)
        texts[id(surf)] = s
        kept.append(surf)
        return surf

    out: list = []
    size = table.layout.size
    table.painter.text = noted
    try:
        table.drawer.invalidate()
        table.drawer._layer._surface = _Recording(size, texts, out)
        table.draw(_Recording(size, texts, out))
    finally:
        del table.painter.text
    return out


def crowding(table) -> list[str]:
    """Every word of the table over a card or another word, cut short, or not whole in it."""
    lay = table.layout
    words = [(t, r, fn) for t, r, fn in frame_words(table) if not lay.panel.contains(r)]
    cards = [(sp.slot.zone, sp.slot.seat, sp.rect) for sp in table.board.draw_order()]
    found = []
    for i, (text, rect, fn) in enumerate(words):
        if "\u2026" in text:
            found.append(f"{text!r} cut short")
        if not lay.table.contains(rect):
            found.append(f"{text!r} {rect} not whole in the table")
        if fn not in OVER_CARDS:
            found += [
                f"{text!r} {rect} over {zone} {seat} {r}"
                for zone, seat, r in cards
                if r.colliderect(rect)
            ]
        found += [
            f"{text!r} {rect} over {other!r} {o}"
            for other, o, _ in words[i + 1 :]
            if o.colliderect(rect)
        ]
    return found


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=str)
@pytest.mark.parametrize(("mode_id", "seed", "actions", "crowded"), POSITIONS)
def test_no_word_lies_over_a_card_or_a_word_in_a_crowded_position(
    app, mode_id, seed, actions, crowded, size, text_size
):
    st = played(mode_id, seed, actions)
    assert crowded(st.view(0)), (mode_id, seed, actions)
    table = table_at(app, st, size, text_size)
    # "Since your turn" lies over the table on its own shade, clear of what answers the
    # decision (tests/scenes/table/test_recap_layout.py): the table's words are measured here.
    table.recap.close()
    assert not crowding(table), crowding(table)[:6]
    # (every seat's name is said whole; what is set smaller to fit stays above the floor,
    # 13 px at 1024x640, or at the size the table's small words have when that is less)
    said = " ".join(t for t, _, _ in frame_words(table))
    assert all(NAMES[s] in said for s in range(table.n))
    lay = table.layout
    floor = min(least_px(lay), lay.small_px)
    for s in range(table.n):
        lines = name_lines(table, lay, table.drawer.view(), s)
        assert all(ln.px >= floor for ln in lines), lines


def test_the_measure_finds_a_word_laid_over_a_card(app, monkeypatch):
    """The measure is not blind: the viewer's name moved onto the viewer's King is found."""
    import scenes.imposter.table.draw_labels as draw

    table = table_at(app, played("imposter/2p-base", 1, 59), (1280, 720), "normal")
    king = table.board.kings[0].rect

    def onto_the_king(scene, lay, view, s, labels=None):
        got = name_lines(scene, lay, view, s, labels)
        if s != 0:
            return got
        first = got[0]
        return [
            NameLine(first.text, first.px, first.colour, first.rect.move_to(topleft=king.topleft))
        ]

    monkeypatch.setattr(draw, "name_lines", onto_the_king)
    found = crowding(table)
    assert any("Ana" in f and "king 0" in f for f in found), found
