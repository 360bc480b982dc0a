"""Log words that follow the rulings of issue 8 (the stopped Assassin, the Flag Bearer)."""

from __future__ import annotations

from game.imposter.positions import build
from scenes.table.log import describe
from tests.game.imposter.helpers import do

NAMES = ["Ann", "Bob"]


def _said(events, viewer, st):
    return [describe(e.for_seat(viewer), viewer, NAMES, st.cards) for e in events]


def test_log_says_the_stopped_assassin_is_condemned_and_costs_its_owner_a_turn():
    st = build(
        hands=[["Elder", "King's Hand"], ["Assassin", "Soldier"]],
        court=["Queen"],
        successors=["Princess", "Judge"],
    )
    events = do(st, "flip", "react Assassin", "react King's Hand")
    assert "The Assassin is stopped and Condemned: removing it takes Bob's next turn." in _said(
        events, 0, st
    )
    assert "The Assassin is stopped and Condemned: removing it takes your next turn." in _said(
        events, 1, st
    )
