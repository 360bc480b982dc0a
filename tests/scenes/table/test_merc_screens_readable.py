"""The Mercenary modes' table reads whole at 1024x640, 1280x720 and 1920x1080, in seeded
positions of the Bid, the Mustering and play: no row label is cut short ("Bid 21 - won; gave up
Warlord" wraps onto the lines its room needs, a side column short of height names its setup
rows in one caption), no label lies under a card, the viewer's opened Army shows each card's
name whole (the hand, which the decision does not ask for, gives up the room), and no card lies
over an Exhausted row."""

from __future__ import annotations

import pytest
from overlap_helpers import SIZES, played, rects, table_at

from scenes.imposter.table.labels import row_labels
from scenes.imposter.table.zones import SETUP_ROWS

CUT = "imposter/cutthroat-mercenaries"
TWO = "imposter/2v2-mercenaries"
# (mode, seed, actions): each once showed a label cut, a label under a card or a card out of
# its column, at one size at least.
POSITIONS = [
    (CUT, 0, 92),  # an Army card to Exhaust: the Army opened, "Bid 21 - won; gave up Warlord"
    (CUT, 1, 110),  # a full top seat: Successor, Dungeon, Exhausted row and Army
    (CUT, 4, 79),  # play: the Mercenary area's name beside the buried pile
    (TWO, 0, 7),  # the extra card: a side column's bid and extra card, not yet revealed
    (TWO, 0, 46),  # the Mustering: a side column's three given-up cards, Recruited, extra card
    (TWO, 1, 46),  # a side column's Recruited card beside its extra card
    (TWO, 3, 203),  # play: a side column's Antechamber over its Exhausted row
    (TWO, 64, 247),  # a tied bid: four seats' bid rows out
]


def _cards(lay):
    return [
        (zone, seat, r)
        for (zone, seat), n in lay.counts.items()
        if n
        for r in rects(lay, zone, seat)
    ]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: f"{p[0][9:13]}-{p[1]}-{p[2]}")
def test_no_label_is_cut_or_covered_and_no_card_lies_over_an_exhausted_row(app, position, size):
    mode_id, seed, actions = position
    table = table_at(app, played(mode_id, seed, actions), size)
    lay = table.layout
    cards = _cards(lay)
    labels = row_labels(table)
    assert labels
    for label in labels:
        font = table.painter.fonts.get("ui", label.px)
        assert "\u2026" not in label.text, label
        assert font.size(label.text)[0] <= label.rect.w, label
        assert lay.table.contains(label.rect), label
        if label.zone in SETUP_ROWS:
            assert label.rect.w <= lay.label_room(label.zone, label.seat), label
        under = [(z, s) for z, s, r in cards if r.colliderect(label.rect)]
        assert not under, (label, under)
    exhausted = [(seat, r) for seat in range(table.n) for r in rects(lay, "exhaust", seat)]
    for seat, r in exhausted:
        over = [(z, s) for z, s, o in cards if (z, s) != ("exhaust", seat) and o.colliderect(r)]
        assert not over, (seat, r, over)
    if position[:2] in ((CUT, 0), (TWO, 3)):
        assert exhausted  # (these positions have Exhausted rows to check)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "seed, actions",
    [
        (0, 92),  # an Army card to Exhaust, five cards in hand
        (28, 187),  # an Army card to Recruit, five in hand and one Exhausted: at 1024x640 the
        # hand took the room and the Army read "Inqu", "Sol", "Ju"
    ],
)
def test_the_opened_army_shows_every_cards_name_whole(app, size, seed, actions):
    table = table_at(app, played(CUT, seed, actions), size)
    lay = table.layout
    assert table.state.decision in ("exhaust", "merc_enlist") and ("army", 0) in lay.open_rows
    army = rects(lay, "army", 0)
    ids = lay.ids[("army", 0)]
    assert len(army) == len(ids) >= 2
    for cid, r, nxt in zip(ids, army, army[1:], strict=False):
        assert nxt.x - r.x >= lay.name_extent(cid, r.size), (table.state.cards[cid].name, r, nxt)
