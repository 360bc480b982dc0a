"""Log words that follow the rulings of issue 8 (the stopped Assassin, the Flag Bearer)."""

from __future__ import annotations

from game.imposter.positions import build
from scenes.imposter.table.log import describe
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


def test_log_does_not_name_the_card_the_flag_bearer_puts_back():
    st = build(
        "imposter/fon-full",
        hands=[["Flag Bearer", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Queen"],
        disgraced=[1],
        armies=[["Army Elder", "Army Soldier", "Aegis"], []],
        exhausts=[["Army Judge"], []],
    )
    do(st, "play Flag Bearer", "use", "pass", "recall Army Judge", "rally Army Elder")
    events = do(st, "rally Aegis", "return Army Elder")
    theirs = _said(events, 1, st)
    assert "Ann takes the Aegis from their Army into their hand." in theirs
    assert "Ann puts one of the Rallied cards back into their Army without saying which." in theirs
    assert not any("Elder" in line for line in theirs if line)
    assert "You put the Elder back into your Army without saying which." in _said(events, 0, st)


def test_the_true_king_passing_to_the_first_one_out_is_logged():
    from game.core.events import Event
    from scenes.imposter.table.log import ImposterLog

    names = ["Ana", "Bob", "Cleo"]
    log = ImposterLog([], names)
    log.add([Event("knocked_out", 1, arg="assassinated")], 1)
    log.add([Event("knocked_out", 2, arg="could not take a turn")], 1)
    lines = [t for t, _ in log.lines(0)]
    assert lines.count("Bob takes the True King: knocked out first.") == 1
    assert not any("Cleo takes the True King" in t for t in lines)
    assert "You take the True King: you were knocked out first." in [t for t, _ in log.lines(1)]
