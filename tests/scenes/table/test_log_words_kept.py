"""The Imposter Kings' log keeps each entry's words per viewer (its words read the event
alone), so a log grown by a move is written again without wording every entry anew, and says
exactly what a log worded from scratch says."""

from __future__ import annotations

import random

from game.core.registry import new_match
from scenes.imposter.table.log import ImposterLog
from scenes.table.kit import kit_for

NAMES = ["Ann", "Bob", "Cy", "Di"]


def _played_log(mode: str, seed: int, moves: int) -> ImposterLog:
    state = new_match(mode, seed)
    log = kit_for(state).log(state, NAMES[: state.num_seats])
    rng = random.Random(seed)
    for _ in range(moves):
        if state.match_over:
            break
        if state.round_over:
            log.add(state.apply("deal"), state.round_no)
            continue
        log.add(state.apply(rng.choice(state.legal_actions())), state.round_no)
    return log


def _fresh_copy(log: ImposterLog) -> ImposterLog:
    """The same events in a log that has worded none of them yet."""
    again = ImposterLog(log.cards, log.names)
    again.dungeon, again.merc = log.dungeon, log.merc
    for e in log.entries:
        again.add([e.event], e.round_no)
    return again


def test_a_grown_log_words_only_its_new_entries(monkeypatch):
    log = _played_log("imposter/2p-base", 7, 60)
    worded: list[int] = []
    describe = ImposterLog.describe

    def counting(self, ev, viewer):
        worded.append(viewer)
        return describe(self, ev, viewer)

    monkeypatch.setattr(ImposterLog, "describe", counting)
    first = log.lines(0)
    assert 0 < len(worded) <= len(log.entries)
    worded.clear()
    log.lines(0, upto=len(log.entries) - 5)
    assert worded == []  # written again, held back or not: nothing worded twice
    log.note("A note the table adds.", log.entries[-1].round_no)
    worded.clear()
    grown = log.lines(0)
    assert worded == [0]  # the new note alone
    assert grown[:-1] == first and grown[-1] == ("A note the table adds.", "")


def test_kept_words_read_as_words_written_from_scratch_for_every_viewer():
    for mode, seed in (("imposter/2p-base", 3), ("imposter/cutthroat", 5), ("imposter/2v2", 9)):
        log = _played_log(mode, seed, 120)
        for viewer in (*range(len(log.names)), -1):
            log.lines(viewer)  # worded once: what follows reads the kept words
            kept = log.lines(viewer, upto=len(log.entries) - 3)
            fresh = _fresh_copy(log).lines(viewer, upto=len(log.entries) - 3)
            assert kept == fresh, (mode, viewer)


def test_each_viewer_keeps_words_of_its_own():
    log = _played_log("imposter/2p-base", 11, 40)
    mine, theirs = log.lines(0), log.lines(1)
    assert mine != theirs  # "You play..." for one is a name for the other
    assert log.lines(0) == mine and _fresh_copy(log).lines(1) == theirs
