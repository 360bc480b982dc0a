"""A match of The Imposter Kings as the model interface gives it: the state (state.py) with the
round flow bound to it (rules.py) and every part that adds its frames to the flow imported, so
that each has filled its tables (seams.py) before a match starts.

The parts stand one on another, data first: the cards and the modes; the state and its parts
(values, seats, views, redeal); the round flow (scoring, reactions, turns, rules); the card
abilities and the modes' own steps (abilities, army, expansion, mercenaries, court_setup); and
this module on top. No part imports one above it.
"""

from __future__ import annotations

from game.imposter import abilities, army, court_setup, expansion, mercenaries, rules, scoring
from game.imposter.state import TableState

# The parts whose import registers their frames, abilities and steps (see the docstring).
PARTS = (abilities, expansion, army, mercenaries, court_setup)


class ImposterState(TableState):
    """A whole match of The Imposter Kings: the current round's zones plus the match score, and
    the decision owed next (``legal_actions``, ``apply``, ``step``; see rules.py)."""

    __slots__ = ()

    def __init__(self, mode_id: str, seed: int = 0, options: dict | None = None) -> None:
        super().__init__(mode_id, seed, options)
        rules.start_match(self)
        # What happened before the first decision (the first deal), for the table to animate.
        self.opening_events = self._ev

    # The rules are the hooks themselves (each takes the state first, like a method), so a step
    # makes no call in between.
    _legal_now = rules.legal
    _act = rules.act
    step = rules.step

    def concede_winner(self, seat: int) -> tuple[int, str]:
        """Who takes the match when ``seat`` concedes, and why (``scoring.concede_winner``)."""
        return scoring.concede_winner(self, seat)
