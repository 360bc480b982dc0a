"""One face size per zone for the whole round (The Imposter Kings): the viewer's hand and the
Court size their cards for the most they hold in a round of the mode, so no face switches
between its worded and its icon-only kind as the table fills or empties."""

from __future__ import annotations

import random

import pytest
from table_helpers import click

from game.imposter.modes import mode as mode_of
from scenes.app import step
from scenes.imposter.table.sizes import round_most
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _place(sp) -> tuple[str, int, bool]:
    """A sprite's zone, seat, and whether it lies on the Throne (raised, at full size)."""
    throne = sp.slot.zone == "court" and sp.slot.index == sp.slot.count - 1
    return sp.slot.zone, sp.slot.seat, throne


@pytest.mark.parametrize("mode_id", ["imposter/2p-base", "imposter/cutthroat"])
def test_every_zone_keeps_one_face_size_from_the_deal_to_the_last_move(app, mode_id):
    n = mode_of(mode_id).seats
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(f"Computer {s}", "computer", "easy") for s in range(1, n)
    ]
    session = MatchSession(mode_id, seats, 5, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    rng = random.Random(5)
    sizes: dict[tuple[str, int, bool], set[tuple[int, int]]] = {}
    most_court = most_hand = 0
    for _ in range(3000):
        st = session.state
        if app.stack.top is not table or st.round_over or st.match_over:
            break
        if table._human_may_act() and not table.board.busy:
            click(app, table.click_point(rng.choice(table.legal())))
        else:
            step(app, [])
        if table.board.busy:
            continue
        zones = table.board.zones
        most_court = max(most_court, len(zones.get(("court", -1), [])))
        most_hand = max(most_hand, len(zones.get(("hand", 0), [])))
        for lst in zones.values():
            for sp in lst:
                if sp.face_up and not sp.leaving:
                    sizes.setdefault(_place(sp), set()).add((round(sp.w), round(sp.h)))
    assert session.state.round_over, "the round was played to its end"
    # The round filled the Court and emptied the hand: the count changed, the size did not.
    assert most_court >= 6 and most_hand == round_most(mode_of(mode_id))["hand"]
    assert {("hand", 0, False), ("court", -1, False), ("court", -1, True)} <= set(sizes)
    changed = {place: got for place, got in sizes.items() if len(got) > 1}
    assert not changed
