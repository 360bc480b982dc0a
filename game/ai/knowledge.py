"""What the search needs to know about a game, with sound defaults for any game of game/core.

A game plugs in its own knowledge (a rollout policy, an evaluation, how to sample hidden cards)
by subclassing ``Knowledge`` and registering it under its ``state.game`` name. The defaults use
only the common interface, so a new game is playable by the AI before it gets any tuning.
"""

from __future__ import annotations

from functools import lru_cache

from game.core.rng import Rng

# The rulebooks of all three games end the match at 7 points; a game may override this.
MATCH_TARGET = 7


class Knowledge:
    """Per-game plug-in: every method has a default written against the common interface."""

    match_target = MATCH_TARGET

    def sample_base(self, state, seat: int):
        """A state to draw determinizations from. It must depend only on what ``seat`` may know,
        so that every state of one information set gives the same samples for the same seed."""
        return state

    def determinize(self, base, seat: int, rng: Rng):
        """One world ``seat`` cannot tell from the real one."""
        return base.determinize(seat, rng)

    def rollout_action(self, state, rng: Rng):
        """The move a simulated player makes: uniform unless a game knows better."""
        return rng.choice(state.legal_actions())

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        """The move of the heuristic (Easy) player in a world it may read fully."""
        return rng.choice(state.legal_actions())

    def evaluate(self, state, root_results: int) -> list[float]:
        """Value in [0, 1] for every seat once the round is over (or the match);
        ``root_results`` is how many rounds had been scored when the search began."""
        return round_values(state, root_results, self.match_target)

    def describe(self, state, seat: int, text: str) -> str:
        """An action in words for a hint; the default is its text."""
        return text


def round_values(state, root_results: int, target: int) -> list[float]:
    """Mix the round's outcome with the match equity after it.

    Half the value is winning the round, half the chance of winning the match from the new
    scores, so more points are worth more and points that end the match are worth the most.
    """
    n = state.num_seats
    scores = list(state.scores)
    if state.match_over:
        return [1.0 if s == state.winner else 0.0 for s in range(n)]
    won = [0.5] * n
    if len(state.results) > root_results:
        w = state.results[-1]["winner"]
        won = [1.0 if s == w else 0.0 for s in range(n)]
    eq = match_equity(scores, target)
    return [0.5 * won[s] + 0.5 * eq[s] for s in range(n)]


# Points a round is worth to its winner in 2P full scoring, roughly as our arena games show:
# the King is often still down, and the loser often keeps a card.
_POINTS = ((1, 0.3), (2, 0.4), (3, 0.3))


@lru_cache(maxsize=4096)
def _equity2(a: int, b: int, target: int) -> float:
    """Chance that the player with ``a`` points beats the one with ``b`` when rounds are even."""
    if a >= target or b >= target:
        return 1.0 if a > b else 0.0 if b > a else 0.5
    total = 0.0
    for pts, p in _POINTS:
        total += 0.5 * p * (1.0 if a + pts >= target else _equity2(a + pts, b, target))
        total += 0.5 * p * (0.0 if b + pts >= target else _equity2(a, b + pts, target))
    return total


def match_equity(scores: list[int], target: int = MATCH_TARGET) -> list[float]:
    """Each seat's rough chance to win the match from these scores, at the start of a round."""
    n = len(scores)
    if n == 2:
        e = _equity2(scores[0], scores[1], target)
        return [e, 1.0 - e]
    res = []
    for s in range(n):
        best_other = max(scores[o] for o in range(n) if o != s)
        res.append(_equity2(scores[s], best_other, target) ** (n - 1) if n > 1 else 1.0)
    total = sum(res) or 1.0
    return [r / total for r in res]


_REGISTRY: dict[str, Knowledge] = {}


def register(game: str, knowledge: Knowledge) -> None:
    _REGISTRY[game] = knowledge


def knowledge_for(state) -> Knowledge:
    """The knowledge registered for ``state.game``, else the generic defaults."""
    if not _REGISTRY:
        from game.ai import imposter_knowledge  # noqa: F401  (registers itself)
    return _REGISTRY.get(getattr(state, "game", ""), _GENERIC)


_GENERIC = Knowledge()
