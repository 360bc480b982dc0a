"""Play the King and Peasant rule tests' moves (positions come from game.peasant.positions)."""

from __future__ import annotations

from game.core.rng import Rng
from game.peasant import invariants
from game.peasant.cards import ASSASSIN, DECOY, SENTINEL
from game.peasant.state import PeasantState

KING, PEASANT = 0, 1  # the seats of a built position (game.peasant.positions.build: king=0)


def play(st: PeasantState, *actions: str) -> list:
    """Apply actions in order (checking the invariants after each); return all their events."""
    events = []
    for a in actions:
        events += st.apply(a)
        invariants.check(st)
    return events


def legal(st: PeasantState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def random_match(seed: int, check=invariants.check) -> PeasantState:
    st = PeasantState("peasant/eras", seed)
    rng = Rng(seed * 7 + 1)
    while not st.match_over:
        check(st)
        st.apply(rng.choice(st.legal_actions()))
    return st


__all__ = [
    "ASSASSIN",
    "DECOY",
    "KING",
    "PEASANT",
    "SENTINEL",
    "legal",
    "play",
    "random_match",
]
