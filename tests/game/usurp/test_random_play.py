"""Seeded random play of every mode with the invariants: a thousand games a mode on the
search path (invariants at the end of each, and at the Rebellion's start in every tenth), and a few dozen through ``apply`` with
the invariants and the events' privacy checked after every action."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.usurp import data
from game.usurp.invariants import check
from game.usurp.modes import MODES
from game.usurp.state import UsurpState

FAST_GAMES = 1000
CHECKED_GAMES = 25
RUNGS = set(data.VICTORY_LADDER) | {data.NOBODY}
# Every mode but the guided game's prepared one (a three-family game on a fixed seed, with no
# options: tests/game/usurp/test_tutorial.py plays it).
PLAYED = [m for m, md in MODES.items() if not md.preset]


def hidden_from(st: UsurpState, seat: int) -> set[int]:
    """Ids ``seat`` may not see: other seats' hands and unrevealed cards under others' Books."""
    out = {c for s, h in enumerate(st.hands) if s != seat for c in h}
    out |= {h for b, h in st.under.items() if h not in st.revealed and st.holder[b] != seat}
    return out


def check_result(st: UsurpState) -> None:
    res = st.result
    assert st.match_over and not st.stack and res["rung"] in RUNGS
    if res["winner"] is None:
        assert res["rung"] == data.NOBODY and sum(st.scores) == 0
    else:
        assert res["winners"] == st.family_seats(res["winner"]) and st.winner == res["winner"]
        deciding = [r for r in res["ladder"] if r["decides"]]
        assert len(deciding) == 1 and deciding[0]["rung"] == res["rung"]
        assert all(not r["met"] for r in res["ladder"][: res["ladder"].index(deciding[0])])


@pytest.mark.parametrize("mode_id", PLAYED)
def test_thousand_random_games(mode_id):
    rng = Rng(2026)
    rungs = set()
    for g in range(FAST_GAMES):
        options = {"tutorial": "on"} if g % 4 == 0 else None
        st = UsurpState(mode_id, g, options)
        phase = st.phase
        while not st.match_over:
            acts = st.legal_actions()
            st.step(acts[rng.randrange(len(acts))])
            if st.phase != phase:
                phase = st.phase
                if g % 10 == 0:
                    check(st)
        check(st)
        check_result(st)
        rungs.add(st.result["rung"])
    # Random play reaches most rungs; the rare Usurper victory is tested in test_victory.
    assert {"king", "court", "anarchy", data.NOBODY} <= rungs


@pytest.mark.parametrize("mode_id", PLAYED)
def test_checked_random_games(mode_id):
    rng = Rng(7)
    for g in range(CHECKED_GAMES):
        st = UsurpState(mode_id, 500 + g, {"tutorial": "on"} if g % 2 else None)
        check(st)
        while not st.match_over:
            acts = st.legal_actions()
            events = st.apply(acts[rng.randrange(len(acts))])
            check(st)
            if not st.match_over:
                # The mover's legal actions (the king-maker's too) depend only on what it sees.
                mover = st.current_seat
                world = st.determinize(mover, Rng(g))
                assert world.legal_actions() == st.legal_actions()
                assert world.view(mover) == st.view(mover)
            for seat in range(st.num_seats):
                secret = hidden_from(st, seat)
                for e in events:
                    seen = e.for_seat(seat)
                    assert seen.card is None or seen.card not in secret, (e, seat)
        check_result(st)
