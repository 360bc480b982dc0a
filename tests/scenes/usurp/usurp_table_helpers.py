"""Helpers for Usurp the King's table tests: a table for a mode and seats, and what a seat may
see (the fixtures are in this folder's conftest)."""

from __future__ import annotations

from table_helpers import click, key  # noqa: F401  (beside tests/scenes/table's conftest)

from scenes.app import step

NAMES = ["Ana", "Bob", "Cleo", "Dara", "Emil", "Fay", "Gus", "Hal"]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
MODES = ["usurp/2p", "usurp/3p", "usurp/4p", "usurp/5p", "usurp/teams-6", "usurp/teams-8"]


def usurp_table(app, mode_id: str, humans=(0,), seed: int = 1, options=None):
    """A table of ``mode_id`` with people in the seats ``humans`` (Easy computers in the
    others), pushed on the app's stack; returns (session, table)."""
    from game.core.registry import new_match
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    n = new_match(mode_id, seed, options).num_seats
    seats = [
        SeatSetup(NAMES[s], "human") if s in humans else SeatSetup(NAMES[s], "computer", "easy")
        for s in range(n)
    ]
    session = MatchSession(mode_id, seats, seed, autosave=False, options=options)
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return session, table


def visible_ids(state, viewer: int) -> set[int]:
    """Every Leverage card ``viewer`` may see, worked out from the state itself (not from the
    view the table draws): the cards on the piles (all placed face up), the hidden cards
    revealed, and for a seat its own hand and its own cards under its Books (-1: what anyone
    sees). Once the game is over, everything."""
    ids = {c for n in state.nums for c in state.piles[n]}
    ids |= {h for h in state.under.values() if h in state.revealed}
    if state.match_over:
        return ids | set(state.under.values()) | {c for hand in state.hands for c in hand}
    if viewer >= 0:
        ids |= set(state.hands[viewer])
        ids |= {h for book, h in state.under.items() if state.holder[book] == viewer}
    return ids


def secrets_of(state, viewer: int) -> set[int]:
    """What ``viewer`` must never see: every other seat's hand (a partner's too) and the cards
    hidden under other players' Books not yet revealed."""
    if state.match_over:
        return set()
    out: set[int] = set()
    for s, hand in enumerate(state.hands):
        if s != viewer:
            out |= set(hand)
    for book, hidden in state.under.items():
        if hidden not in state.revealed and state.holder[book] != viewer:
            out.add(hidden)
    return out
