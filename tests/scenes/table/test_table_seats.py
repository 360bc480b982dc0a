"""Three and four seats round the table: where each seat sits, the direction of play, the team
score track and the knocked-out seats."""

from __future__ import annotations

import pytest

from game.imposter.positions import build
from scenes.imposter.table.draw import direction_words, score_rows
from scenes.imposter.table.layout import SIDE_ZONES, ImposterLayout
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import Slot
from scenes.table.scene import TableScene

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _counts(lay, n, hand=7):
    zones = {}
    for s in range(n):
        zones[("hand", s)] = [None] * hand
        for z in ("successor", "dungeon"):
            zones[(z, s)] = [None]
        zones[("antechamber", s)] = [None, None]
        zones[("condemned", s)] = [None]
    lay.set_counts(zones)


@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_four_seats_put_the_partner_across_and_the_opponents_at_the_sides(viewer):
    lay = ImposterLayout((1280, 720), 4, viewer)
    left, across, right = ((viewer + k) % 4 for k in (1, 2, 3))
    assert lay.band(left).x == 0
    assert lay.band(right).right == lay.table.w
    top = lay.band(across)
    assert top.y == 0 and top.centerx == lay.table.centerx
    assert lay.band(viewer).bottom == lay.table.h
    # The side columns end above the prompt, which runs the whole table under them.
    for s in (left, right):
        assert lay.band(s).bottom <= lay.prompt.y
    # The Court lies between the columns.
    assert lay.band(left).right < lay.court_row.x
    assert lay.court_row.right < lay.band(right).x


def test_three_seats_share_the_top_in_turn_order_from_the_viewer():
    lay = ImposterLayout((1280, 720), 3, 1)
    assert lay.band(2).x < lay.band(0).x  # seat 2 plays after seat 1: at its left
    assert lay.band(2).bottom == lay.band(0).bottom < lay.court_row.y


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_every_seat_keeps_its_cards_in_its_own_place(size, n):
    lay = ImposterLayout(size, n, 0)
    _counts(lay, n)
    rects = {}
    for s in range(n):
        band = lay.band(s)
        mine = []
        for zone in ("hand", *SIDE_ZONES[:3], "antechamber", "condemned"):
            k = lay.counts.get((zone, s), 1)
            for i in range(k):
                r = lay.slot_rect(Slot(zone, s, i, k))
                assert lay.table.contains(r), (s, zone, r)
                if s != 0:
                    assert band.inflate(0, r.h * 2).contains(r) or band.contains(r), (s, zone)
                mine.append(r)
        rects[s] = mine[0].unionall(mine[1:])
    for a in range(n):
        for b in range(a + 1, n):
            assert not rects[a].colliderect(rects[b]), (a, b)
        if a != 0:
            assert not rects[a].colliderect(lay.court_row.inflate(0, 20))


def test_the_direction_of_play_is_told_in_turn_order_from_the_first_player():
    view = {"seats": [{}, {}, {}], "direction": -1, "first": 1, "seat": 0}
    assert direction_words(view, ["Ana", "Bob", "Cleo"]) == "Counter-clockwise: Bob, you, Cleo"
    view["direction"] = 1
    assert direction_words(view, ["Ana", "Bob", "Cleo"]) == "Clockwise: Bob, Cleo, you"


def test_2v2_scores_one_row_per_team_with_the_viewers_team_first():
    seats = [{"score": 2}, {"score": 5}, {"score": 2}, {"score": 5}]
    view = {"seats": seats, "seat": 1}
    rows = score_rows(view, ["Ana", "Bob", "Cleo", "Dara"], (0, 1, 0, 1))
    assert rows == [("Bob & Dara", 5, (1, 3)), ("Ana & Cleo", 2, (0, 2))]
    assert [r[0] for r in score_rows(view, ["Ana", "Bob", "Cleo", "Dara"])] == [
        "Ana",
        "Bob",
        "Cleo",
        "Dara",
    ]


def _cutthroat_table(app, out):
    n = 3
    st = build(
        "imposter/cutthroat",
        hands=[["Fool", "Queen"], ["Elder", "Judge"], ["Soldier", "Judge"]],
        court=["Mystic"],
        successors=[None] * n, dungeons=[None] * n, antechambers=[[], ["Sentry"], []],
        condemned=[[]] * n, kings_up=[True] * n, scores=[0] * n, mulligans=[0] * n,
    )  # fmt: skip
    st.out = list(out)
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "computer"), SeatSetup("Cleo", "human")]
    session = MatchSession("imposter/cutthroat", seats, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    return st, table


def test_a_knocked_out_seat_lies_dimmed_with_its_cards_face_down(app):
    from scenes.app import step

    st, table = _cutthroat_table(app, out=[1])
    step(app, [])
    view = table.view()
    assert table.drawer.dimmed_seats(view) == {1}
    sentry = st.ante[1][0]
    ante = table.board.zones[("antechamber", 1)]
    assert [sp.cid for sp in ante] == [sentry] and not ante[0].face_up
    assert "out" in table.drawer._name_label(1, view)
    # A seat still in keeps its faces.
    assert all(sp.face_up for sp in table.board.zones[("court", -1)])
    assert table.drawer.dimmed_seats(table.view()) == {1}


def test_the_partner_is_named_as_such_only_to_their_partner():
    from game.imposter.modes import mode as mode_of
    from scenes.imposter.table.names import partner_of

    mode = mode_of("imposter/2v2")
    assert partner_of(mode, {"seat": 1}) == 3
    assert partner_of(mode, {"seat": 2}) == 0
    assert partner_of(mode, {"seat": -1}) is None
