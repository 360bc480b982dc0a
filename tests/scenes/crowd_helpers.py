"""Sessions of the fake Crowd of Crowns (tests/fakegame/crowd.py) for the many-seat and
nobody-wins tests: seats, and the moves that end a game in a tie or in one side's win."""

from __future__ import annotations

from scenes.session import MatchSession, SeatSetup, default_name

SEATS = {"crowd/five": 5, "crowd/six": 6, "crowd/eight": 8}


def seats(mode_id: str, humans=(0,), level: str = "easy") -> list[SeatSetup]:
    n = SEATS[mode_id]
    return [
        SeatSetup(default_name(i, "human"), "human")
        if i in humans
        else SeatSetup(default_name(i, "computer"), "computer", level)
        for i in range(n)
    ]


def session(mode_id: str, humans=(0,), seed: int = 3, autosave: bool = False) -> MatchSession:
    return MatchSession(mode_id, seats(mode_id, humans), seed, autosave=autosave)


def play(session: MatchSession, how: str, moves: int | None = None) -> MatchSession:
    """Play ``moves`` moves (all of them by default): ``tie`` adds one crown each turn, so
    every side ties and nobody wins; ``win`` adds two on seat 0's turns, so its side wins."""
    n = session.state.num_seats
    total = 2 * n if moves is None else moves
    for _ in range(len(session.state.history), total):
        seat = session.state.current_seat
        session.apply("add 2" if how == "win" and seat == 0 else "add 1")
    return session
