"""One evaluation of a position, shared by the hint and the review.

A hint at the table and the review of the same decision afterwards must say the same thing: the
same move is best, with the same figures. Both call ``analyse``: one search from the seat's view
with the analysis budget (Hard's simulations for the mode, without the early stop, so every
move gets simulations of its own) and a seed made from the match's seed and the move number
(``position_seed``). The search has no clock, so the same position always gets the same
analysis, on any machine and under any load.

The moves are ranked by one figure: the seat's chance to win the match (for Usurp the King, the
game) that the search's values stand for (``Root.equity_of``), each move's mean pulled toward
the position's own by ``SHRINK_VISITS`` simulations, so a move tried a few times and lucky in
them does not outrank one tried hundreds of times. The advice is the first of that ranking, so
its figure is always the highest shown.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.budget import Budget
from game.ai.knowledge import budget_of, knowledge_for
from game.ai.search import SearchResult, search
from game.core.rng import Rng

# The level whose simulations a hint and a review spend on a decision.
ANALYSIS_LEVEL = "hard"
# A move's mean value counts as if it had this many more simulations at the position's mean:
# a win or a loss is a noisy sample (variance about 0.25) beside the small differences between
# good moves, so a few lucky simulations must not outrank hundreds.
SHRINK_VISITS = 40


@dataclass(frozen=True)
class Estimate:
    """One move of an analysis: its text, simulations, the chance to win the match (or game)
    it stands for, and the share of its simulations in which the seat won the round."""

    text: str
    visits: int
    chance: float
    round_chance: float


@dataclass
class Analysis:
    """The moves of one position ranked best first by ``chance``; ``result`` is the search."""

    seat: int
    ranked: list[Estimate]
    result: SearchResult

    @property
    def best(self) -> Estimate:
        return self.ranked[0]

    def of(self, text: str) -> Estimate | None:
        return next((e for e in self.ranked if e.text == text), None)


def position_seed(seed: int, move: int) -> int:
    """The analysis seed of the decision after ``move`` moves of a match dealt with ``seed``."""
    mask = (1 << 64) - 1
    return Rng(((seed & mask) * 0x9E3779B97F4A7C15 + move) & mask).next64()


def seed_of(state) -> int:
    """``position_seed`` of ``state``: its match seed and the moves made so far."""
    return position_seed(getattr(state, "seed", 0), len(getattr(state, "history", None) or []))


def analysis_budget(state) -> Budget:
    """Hard's simulations for ``state``'s mode and seats, every one spent (no early stop), over
    every move worth searching from the first (no widening), so any move a player may make
    there gets simulations of its own."""
    return replace(budget_of(ANALYSIS_LEVEL, state), early_stop=False, widen=False)


def analyse(state, seat: int, seed: int | None = None, budget: Budget | None = None) -> Analysis:
    """The analysis of ``seat``'s decision in ``state`` (``seat`` to move), from its view only.
    Without a seed, the position's own (``seed_of``); without a budget, ``analysis_budget``."""
    kn = knowledge_for(state)
    result = search(
        state, seat, budget or analysis_budget(state), seed_of(state) if seed is None else seed, kn
    )
    return Analysis(seat, rank(result, seat), result)


def rank(result: SearchResult, seat: int) -> list[Estimate]:
    """The search's root moves as estimates, best first."""
    origin = result.origin
    choices = result.choices
    visits = sum(c.visits for c in choices)
    mean = sum(c.value * c.visits for c in choices) / visits if visits else 0.5

    def chance(value: float) -> float:
        return origin.equity_of(seat, value) if origin is not None else value

    out = [
        Estimate(
            c.text,
            c.visits,
            chance((c.value * c.visits + mean * SHRINK_VISITS) / (c.visits + SHRINK_VISITS)),
            c.win_rate,
        )
        for c in choices
    ]
    # Ties (a single legal move, equal figures) keep the search's order: most visited first.
    return sorted(out, key=lambda e: -e.chance)


class _Among:
    """A game's knowledge whose root searches only ``texts`` (moves below it as the game's)."""

    def __init__(self, knowledge, texts: tuple[str, ...]) -> None:
        self._knowledge = knowledge
        self._texts = texts

    def __getattr__(self, name):
        return getattr(self._knowledge, name)

    def moves(self, state) -> list:
        return [a for a in state.legal_actions() if str(a) in self._texts]

    def root_moves(self, state, k: int) -> list:
        return self.moves(state)

    def tree_moves(self, state) -> list:
        return self._knowledge.tree_moves(state)


def analyse_among(state, seat: int, texts, seed: int | None = None, budget=None) -> Analysis:
    """``analyse`` with the root limited to the legal moves ``texts``: how a move the game's
    search leaves out (Usurp the King keeps the policy's best few) compares with the best one,
    for a review of a player who made it. The same seed and budget as ``analyse``."""
    kn = _Among(knowledge_for(state), tuple(texts))
    result = search(
        state, seat, budget or analysis_budget(state), seed_of(state) if seed is None else seed, kn
    )
    return Analysis(seat, rank(result, seat), result)
