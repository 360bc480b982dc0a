"""Computer opponents by level, hints, and picklable entry points for a worker process.

Every player decides from what its seat may know: ``legal_actions()`` when it is to move, and
worlds drawn with ``determinize`` from a base built out of ``view(seat)``. None reads the real
hidden cards, so handing a worker the full state (a loaded save) is safe.
"""

from __future__ import annotations

from game.ai.knowledge import knowledge_for
from game.ai.search import Budget, SearchResult, search
from game.core.actions import Action
from game.core.rng import Rng

LEVELS = ("easy", "normal", "hard", "expert")
LEVEL_TITLES = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert"}

# Search budgets per level: iterations cap, seconds cap. Hard aims at a median under half a
# second on a two-core laptop; Expert thinks longer.
BUDGETS = {
    "normal": Budget(iterations=150, seconds=0.5),
    "hard": Budget(iterations=900, seconds=1.0),
    "expert": Budget(iterations=6000, seconds=3.0),
}
# With three or four seats a round is longer (a 2v2 rollout is about 70 moves, setup included),
# so a simulation costs two to four times as much: these caps keep each level's decisions
# about as quick as with two seats (Hard's processor median about 0.3 s on this machine; see
# docs/ai.md). A seat count or level not listed uses BUDGETS.
SEAT_BUDGETS = {
    3: {
        "normal": Budget(iterations=75, seconds=0.5),
        "hard": Budget(iterations=350, seconds=1.0),
        "expert": Budget(iterations=2500, seconds=3.0),
    },
    4: {
        "normal": Budget(iterations=50, seconds=0.5),
        "hard": Budget(iterations=220, seconds=1.0),
        "expert": Budget(iterations=1600, seconds=3.0),
    },
}


# A mode whose rounds are longer still than its seat count's: Cutthroat Mercenaries and 2v2
# Mercenaries add the Bid, the free swap and a Mustering to every round (a random 2v2
# Mercenaries round is about 110 moves, 2v2 about 70), so these caps keep Hard's processor
# median under half a second (docs/ai.md, "Mercenaries"). A mode not listed uses SEAT_BUDGETS.
MODE_BUDGETS = {
    "imposter/cutthroat-mercenaries": {
        "normal": Budget(iterations=45, seconds=0.5),
        "hard": Budget(iterations=200, seconds=1.0),
        "expert": Budget(iterations=1400, seconds=3.0),
    },
    "imposter/2v2-mercenaries": {
        "normal": Budget(iterations=35, seconds=0.5),
        "hard": Budget(iterations=140, seconds=1.0),
        "expert": Budget(iterations=1100, seconds=3.0),
    },
    # Usurp the King: a simulation is a whole game (17 moves with two families, 43 with five),
    # and its policy weighs every placement; these caps keep Hard's processor median under half
    # a second at every table (docs/ai.md, "Usurp the King").
    **{
        f"usurp/{mode}": {
            "normal": Budget(iterations=normal, seconds=0.5),
            "hard": Budget(iterations=hard, seconds=1.0),
            "expert": Budget(iterations=4 * hard, seconds=3.0),
        }
        for mode, normal, hard in (
            ("2p", 80, 300),
            ("3p", 40, 130),
            ("4p", 25, 85),
            ("5p", 20, 60),
            ("teams-6", 35, 130),
            ("teams-8", 25, 80),
        )
    },
}


def budget_for(level: str, seats: int = 2, mode: str | None = None) -> Budget:
    """The search budget of ``level`` at a table of ``seats`` (in mode ``mode``, if given)."""
    by_mode = MODE_BUDGETS.get(mode, {}).get(level) if mode else None
    return by_mode or SEAT_BUDGETS.get(seats, {}).get(level) or BUDGETS[level]


def budget_of(level: str, state) -> Budget:
    """The search budget of ``level`` for a match: by its mode, else its seat count."""
    mode = getattr(getattr(state, "mode", None), "id", None)
    return budget_for(level, state.num_seats, mode)


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
        world = kn.determinize(kn.sample_base(state, seat), seat, rng)
        action = kn.heuristic_action(world, rng, self.temperature, self.mistakes)
        return action if action in legal else Action.parse(str(action))


class SearchPlayer(Player):
    """ISMCTS with a budget (Normal, Hard, Expert). Without a budget given, the level's for
    the match's mode and number of seats (``budget_of``)."""

    def __init__(
        self, seed: int = 0, budget: Budget | None = None, level: str = "hard", knowledge=None
    ) -> None:
        super().__init__(seed)
        self.level = level
        self.budget = budget  # None: budget_of(level, state) at each decision
        self.knowledge = knowledge  # None: the game's registered knowledge
        self.last: SearchResult | None = None

    def _choose(self, state, seat, legal, seed):
        budget = self.budget or budget_of(self.level, state)
        self.last = search(state, seat, budget, seed, self.knowledge)
        return self.last.action


def make_player(level: str, seed: int = 0) -> Player:
    """A player for ``level`` (one of LEVELS, or "random")."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return HeuristicPlayer(seed)
    if level in BUDGETS:
        return SearchPlayer(seed, None, level)
    raise ValueError(f"unknown level {level!r}; known levels: random, {', '.join(LEVELS)}")


def hint(state, seat: int, seed: int = 0) -> tuple[Action, str]:
    """The Hard level's move for ``seat`` and why, in table words (``game.ai.hints``): the
    reason does not repeat the move, which the table shows in its own words."""
    from game.ai.hints import hint as _hint

    return _hint(state, seat, seed)


def decide_from_save(save_text: str, seat: int, level: str, seed: int) -> str:
    """For a worker process: rebuild the match from a save, choose for ``seat``, return the text."""
    from game.core.saves import loads

    state = loads(save_text)
    return str(make_player(level, seed).choose(state, seat))


def hint_from_save(save_text: str, seat: int, seed: int) -> tuple[str, str]:
    """For a worker process: a hint for ``seat`` as (action text, reason)."""
    from game.core.saves import loads

    action, reason = hint(loads(save_text), seat, seed)
    return str(action), reason
