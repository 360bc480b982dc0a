"""Usurp the King's table layout at every window size and player count: the Court Members around
the turn order cards counterclockwise in numerical order from the King, and nothing overlapping
(stations, their piles and influence rows, seats, the hand, the prompt, the log)."""

from __future__ import annotations

import math

import pytest

from game.core.registry import new_match
from game.usurp.data import MEMBER_NUMBER
from scenes.table.layout import Slot
from scenes.usurp.table.layout import PEEK, SINK, UsurpLayout, ring_cells

from .usurp_table_helpers import MODES, SIZES

pytestmark = pytest.mark.usefixtures("usurp_registered")


def _layout(mode_id: str, size, viewer: int = 0, pile: int = 12) -> tuple[UsurpLayout, object]:
    st = new_match(mode_id, 1)
    lay = UsurpLayout(size, st.num_seats, viewer, list(st.nums), st.families)
    zones = {("court", -1): [1000 + n for n in st.nums]}
    for n in st.nums:
        zones[("member", n)] = list(range(pile))
    for s in range(st.num_seats):
        zones[("hand", s)] = [None] * len(st.hands[s])
    lay.set_counts(zones)
    return lay, st


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", MODES)
def test_members_lie_round_the_turn_order_cards_counterclockwise_from_the_king(size, mode_id):
    lay, st = _layout(mode_id, size)
    centre = lay.middle.center
    king = lay.member_rect(MEMBER_NUMBER["King"])
    # The King at the top, over the middle where the turn order cards lie.
    assert king.bottom <= lay.middle.y
    assert lay.middle.x <= lay.stations[1].centerx <= lay.middle.right
    for card in lay.turn_cards:
        assert lay.middle.contains(card)
    angles = []
    for n in st.nums:
        x, y = lay.stations[n].center
        # Counterclockwise on the screen (y grows downwards), from the top.
        angles.append(math.atan2(-(y - centre[1]), x - centre[0]))
    turn = [(a - angles[0]) % (2 * math.pi) for a in angles]
    assert turn == sorted(turn), "the members go round counterclockwise in numerical order"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", MODES)
def test_stations_piles_seats_hand_prompt_and_log_never_overlap(size, mode_id):
    lay, st = _layout(mode_id, size)
    stations = [lay.stations[n] for n in st.nums]
    for i, a in enumerate(stations):
        assert lay.court.contains(a)
        for b in stations[i + 1 :]:
            assert not a.colliderect(b)
        assert not a.colliderect(lay.middle)
    for n in st.nums:
        station = lay.stations[n]
        assert station.contains(lay.member_rect(n))
        # A pile of twelve stays inside its station, a hidden card's peek included.
        for i in range(12):
            r = lay.slot_rect(Slot("member", n, i, 12))
            hidden = r.move(round(r.w * PEEK), round(r.h * SINK))
            assert station.contains(r) and station.contains(hidden), (n, i)
        inf = lay.influence_rect(n)
        assert not inf.colliderect(lay.member_rect(n))
        assert inf.bottom <= station.bottom
    seats = [lay.band(s) for s in range(st.num_seats) if s != lay.viewer]
    for i, a in enumerate(seats):
        assert lay.table.contains(a) and not a.colliderect(lay.court)
        for b in seats[i + 1 :]:
            assert not a.colliderect(b)
    hand = [lay.slot_rect(Slot("hand", lay.viewer, i, 10)) for i in range(10)]
    for r in hand:
        assert lay.band(lay.viewer).contains(r) and not r.colliderect(lay.plaque)
        assert not r.colliderect(lay.prompt) and not r.colliderect(lay.court)
    for s in range(st.num_seats):
        if s == lay.viewer:
            continue
        for i in range(5):
            assert lay.band(s).contains(lay.slot_rect(Slot("hand", s, i, 5)))
    assert not lay.prompt.colliderect(lay.court)
    assert not lay.log_rect.colliderect(lay.table)
    assert lay.table.right <= lay.panel.x


@pytest.mark.parametrize("size", SIZES)
def test_eleven_members_and_eight_seats_keep_cards_readable(size):
    """The busiest table: every pile card at least as wide as a readable name band needs."""
    lay, _st = _layout("usurp/5p", size)
    assert lay.pile_size[0] >= 36 * min(1.0, lay.scale / 0.79)
    lay8, _ = _layout("usurp/teams-8", size)
    assert all(lay8.band(s).w >= 80 * lay8.scale for s in range(8) if s != 0)


def test_the_ring_holds_each_chart_of_the_rulebook():
    for members in (5, 8, 10, 11):
        cells = ring_cells(members)
        assert len(cells) == members and len(set(cells)) == members


@pytest.mark.parametrize("viewer", range(6))
def test_a_team_partner_sits_opposite_across_the_table(viewer):
    lay, st = _layout("usurp/teams-6", (1280, 720), viewer)
    partner = next(s for s in st.family_seats(st.family_of(viewer)) if s != viewer)
    top = lay.band(partner)
    assert abs(top.centerx - lay.table.centerx) < top.w
    assert top.y < lay.court.y
