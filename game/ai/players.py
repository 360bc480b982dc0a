"""Computer opponents by level, hints, and picklable entry points for a worker process.

Every player decides from what its seat may know: ``legal_actions()`` when it is to move, and
worlds drawn with ``determinize`` from a base built out of ``view(seat)``. None reads the real
hidden cards, so handing a worker the full state (a loaded save) is safe.
"""

from __future__ import annotations

from dataclasses import replace

from game.ai.budget import Budget
from game.ai.knowledge import DEFAULT_BUDGETS, budget_of, knowledge_for
from game.ai.search import SearchResult, search
from game.core.actions import Action
from game.core.rng import Rng

LEVELS = ("easy", "normal", "hard", "expert")
LEVEL_TITLES = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert"}
# What each level is like, in a line for the setup screen: how strong, how long it thinks
# (processor time on a two-core laptop; docs/ai.md, "Levels", has the measured figures).
LEVEL_NOTES = {
    "easy": "Easy: plays by feel and makes mistakes; answers at once.",
    "normal": "Normal: looks a little ahead and plays sensibly; answers in a blink.",
    "hard": "Hard: plays hundreds of games out in its head, clearly stronger than Normal; "
    "about half a second a move.",
    "expert": "Expert: searches about four times as much as Hard; up to two seconds a move.",
}


# Easy: the heuristic policy with a soft choice and this share of random moves.
EASY_TEMPERATURE = 2.0
EASY_MISTAKES = 0.2


def _mix(seed: int, salt: int) -> int:
    """A per-decision seed from the player's seed and a count of its decisions."""
    return Rng((seed * 0x9E3779B97F4A7C15 + salt) & ((1 << 64) - 1)).next64()


class Player:
    """A computer opponent. ``choose`` is called only when ``state.current_seat == seat``."""

    level = "player"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.decisions = 0

    def choose(self, state, seat: int) -> Action:
        if state.current_seat != seat:
            raise ValueError(f"seat {seat} is not the seat to move (seat {state.current_seat} is)")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        self.decisions += 1
        return self._choose(state, seat, legal, _mix(self.seed, self.decisions))

    def _choose(self, state, seat: int, legal: list[Action], seed: int) -> Action:
        raise NotImplementedError


class RandomPlayer(Player):
    """Uniform over the legal moves: the arena's yardstick."""

    level = "random"

    def _choose(self, state, seat, legal, seed):
        return Rng(seed).choice(legal)


class HeuristicPlayer(Player):
    """The rollout policy played with extra noise and deliberate mistakes (Easy).

    It decides in a world drawn from its own information set, so it cannot see hidden cards.
    """

    level = "easy"

    def __init__(
        self, seed: int = 0, temperature: float = EASY_TEMPERATURE, mistakes: float = EASY_MISTAKES
    ) -> None:
        super().__init__(seed)
        self.temperature = temperature
        self.mistakes = mistakes

    def _choose(self, state, seat, legal, seed):
        kn = knowledge_for(state)
        rng = Rng(seed)
        world = kn.determinize(state, seat, rng)
        action = kn.heuristic_action(world, rng, self.temperature, self.mistakes)
        return action if action in legal else Action.parse(str(action))


class SearchPlayer(Player):
    """ISMCTS with a budget (Normal, Hard, Expert). Without a budget given, the level's for
    the match's mode and number of seats (``budget_of``), with ``iterations`` simulations
    instead of the level's when that is given."""

    def __init__(
        self,
        seed: int = 0,
        budget: Budget | None = None,
        level: str = "hard",
        knowledge=None,
        iterations: int | None = None,
    ) -> None:
        super().__init__(seed)
        self.level = level
        self.budget = budget  # None: budget_of(level, state) at each decision
        self.knowledge = knowledge  # None: the game's registered knowledge
        self.iterations = iterations
        self.last: SearchResult | None = None

    def _choose(self, state, seat, legal, seed):
        budget = self.budget or budget_of(self.level, state)
        if self.iterations is not None:
            budget = replace(budget, iterations=self.iterations)
        self.last = search(state, seat, budget, seed, self.knowledge)
        return self.last.action


def make_player(level: str, seed: int = 0) -> Player:
    """A player for ``level``: one of LEVELS, "random", or a level with its own count of
    simulations for measurements ("hard:400" searches as Hard does, 400 simulations a
    decision; "expert:900" as Expert, its opponent model included)."""
    name, colon, count = level.partition(":")
    if colon and name in DEFAULT_BUDGETS and count.isdigit() and int(count) > 0:
        return SearchPlayer(seed, None, name, iterations=int(count))
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return HeuristicPlayer(seed)
    if level in DEFAULT_BUDGETS:
        return SearchPlayer(seed, None, level)
    raise ValueError(f"unknown level {level!r}; known levels: random, {', '.join(LEVELS)}")


def hint(state, seat: int, seed: int | None = None) -> tuple[Action, str]:
    """The best move of the position's analysis for ``seat`` and why, in table words
    (``game.ai.hints``): the reason does not repeat the move, which the table shows in its own
    words. Without a seed, the position's own, as the review uses for the same decision."""
    from game.ai.hints import hint as _hint

    return _hint(state, seat, seed)


def decide_from_save(save_text: str, seat: int, level: str, seed: int) -> str:
    """For a worker process: rebuild the match from a save, choose for ``seat``, return the text."""
    from game.core.saves import loads

    state = loads(save_text)
    return str(make_player(level, seed).choose(state, seat))


def hint_from_save(save_text: str, seat: int, seed: int | None = None) -> tuple[str, str]:
    """For a worker process: a hint for ``seat`` as (action text, reason); without a seed, the
    position's own (the review's for the same decision)."""
    from game.core.saves import loads

    action, reason = hint(loads(save_text), seat, seed)
    return str(action), reason
