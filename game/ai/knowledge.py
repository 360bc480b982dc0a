"""What the search needs to know about a game, with sound defaults for any game of game/core.

A game plugs in its own knowledge (a rollout policy, an evaluation, how to sample hidden cards)
by subclassing ``Knowledge``: its GameInfo (``game.core.registry``) names the module that
defines ``KNOWLEDGE``. The defaults use only the common interface, so a new game is playable
by the AI before it gets any tuning.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.ai.budget import Budget
from game.core.registry import default_mode, game_of
from game.core.rng import Rng

# The rulebooks of all three games end the match at 7 points; a game may override this.
MATCH_TARGET = 7

# The levels' simulations a decision for a game that sets none of its own (two-player The
# Imposter Kings' figures: Hard's processor median is about 0.3 s on this machine).
DEFAULT_BUDGETS = {
    "normal": Budget(iterations=150),
    "hard": Budget(iterations=900),
    "expert": Budget(iterations=6000),
}


class Knowledge:
    """Per-game plug-in: every method has a default written against the common interface."""

    match_target = MATCH_TARGET
    # What a hint calls one deal of the match ("About 60% to win the round this way").
    round_word = "round"
    # What a hint calls the whole contest its figures are about ("About 55% to win the match").
    match_word = "match"
    # In the tree, the other seats' moves are picked by the rollout policy in each sampled world
    # (which reads the mover's own cards there) instead of by UCB over the searcher's
    # information set, which would have them play as if they could not see their own cards.
    opponents_by_policy = False
    # The search budgets of the levels by mode id, then by seat count: {key: {level: Budget}};
    # what neither names uses DEFAULT_BUDGETS. A game whose simulations cost more than two-seat
    # The Imposter Kings' lists smaller counts here, so each level keeps its time.
    budgets: dict = {}

    def budget(self, level: str, mode: str | None = None, seats: int = 2) -> Budget:
        """The budget of ``level`` (normal, hard or expert) in ``mode`` at ``seats`` seats."""
        for key in (mode, seats):
            found = self.budgets.get(key, {}).get(level)
            if found is not None:
                return found
        return DEFAULT_BUDGETS[level]

    def determinize(self, state, seat: int, rng: Rng):
        """One world ``seat`` cannot tell from the real one. It must depend only on what
        ``seat`` may know (the model's ``determinize`` does), so that every state of one
        information set gives the same samples for the same seed."""
        return state.determinize(seat, rng)

    def weigher(self, state, seat: int):
        """A function giving each world of ``seat``'s information set a weight: how likely the
        other seats' moves so far were in it (up to a constant), read from ``seat``'s view and
        the public record of the moves alone. None (the default): every world weighs the same."""
        return None

    def moves(self, state) -> list:
        """The moves worth searching: the legal actions, less any a game knows to be pointless
        (one that only undoes or repeats a free choice already made). Never empty."""
        return state.legal_actions()

    def root_moves(self, state, k: int) -> list:
        """The root's moves the ``k``-th simulation of a search (from 0) may choose among: by
        default every one of ``moves``. A game may widen: the policy's best few first, more
        as the simulations grow (Usurp the King). It must read only what ``moves`` reads."""
        return self.moves(state)

    def tree_moves(self, state) -> list:
        """The moves searched below the root: ``moves``, less any that only reorder choices
        already made in the tree (picking cards one at a time for one hidden pile reaches the
        same pile in any order). The root always searches every move of ``moves``."""
        return self.moves(state)

    def rollout_action(self, state, rng: Rng):
        """The move a simulated player makes: uniform unless a game knows better."""
        return rng.choice(state.legal_actions())

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        """The move of the heuristic (Easy) player in a world it may read fully."""
        return rng.choice(state.legal_actions())

    def target_of(self, state) -> int:
        """The score that wins this match: the state's own (a house rule may set a shorter
        one than the rulebook's), else the game's ``match_target``."""
        return getattr(state, "match_target", None) or self.match_target

    def root(self, state) -> Root:
        """What the evaluation compares a finished round with: the scores when the search began."""
        return Root.of(state, self.target_of(state), ROUND_POINTS)

    def evaluate(self, state, root: Root) -> list[float]:
        """Value in [0, 1] for every seat once the round is over (or the match): the match
        equity reached, stretched around ``root`` (see ``round_values``)."""
        return round_values(state, root)

    def is_new_turn(self, state) -> bool:
        """Whether the decision in ``state`` starts a new turn rather than finishing a move (a
        hint names a follow-up only inside one move)."""
        return getattr(state, "decision", "") == "turn"


# A finished round's value is the match equity it reaches, mapped so that a typical round's
# swing from the root (ROUND_POINTS to one side or the other) lands this far from one half;
# bigger swings are clipped to 0 or 1. Values then spread about as widely as a round win did,
# which suits the search's exploration constant (against mapping 3 points there: head to head
# at 150 iterations, 47 of 91 rounds and +25 points, against 40 of 91 and +13).
VALUE_REACH = 0.45
# A typical round's points in 2P full scoring, the mean of _POINTS below (up to 3: 1 for the
# win, 1 for a face-up King, 1 for an opponent who still had cards); a game overrides
# ``Knowledge.root`` for other scoring.
ROUND_POINTS = 2


@dataclass(frozen=True)
class Root:
    """The search's starting point, for the evaluation: rounds already scored, each seat's match
    equity and how far one round can move it, and how the match is scored (teams, second place).

    ``teams`` gives each seat's team (partners share one: their value is the team's), or is
    empty when every seat plays for itself; ``table`` is the winner's round points with their
    chances and ``second`` the points of the seat in second place (Cutthroat), for
    ``match_equity``."""

    results: int
    equity: tuple[float, ...]
    spread: tuple[float, ...]
    target: int = MATCH_TARGET
    teams: tuple[int, ...] = ()
    table: tuple[tuple[int, float], ...] = ()
    second: int = 0

    @classmethod
    def of(cls, state, target: int = MATCH_TARGET, points: int = ROUND_POINTS) -> Root:
        teams, table, second = scoring_of(state)
        scores = list(state.scores)
        n = len(scores)
        eq = match_equity(scores, target, teams, table, second)
        spread = []
        for s in range(n):
            up = _gain(scores, s, points, teams)
            hi = match_equity(up, target, teams, table, second)[s]
            lo = 1.0
            for o in range(n):
                if _team(teams, o) != _team(teams, s):
                    down = _gain(scores, o, points, teams)
                    lo = min(lo, match_equity(down, target, teams, table, second)[s])
            spread.append(max(hi - eq[s], eq[s] - lo, 1e-3))
        return cls(len(state.results), tuple(eq), tuple(spread), target, teams, table, second)

    def value(self, seat: int, equity: float) -> float:
        """A seat's match equity as a search value in [0, 1] (monotone: more equity, more value)."""
        v = 0.5 + VALUE_REACH * (equity - self.equity[seat]) / self.spread[seat]
        return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v

    def equity_of(self, seat: int, value: float) -> float:
        """The match equity a search value stands for (the inverse of ``value`` inside its range)."""
        eq = self.equity[seat] + (value - 0.5) * self.spread[seat] / VALUE_REACH
        return min(1.0, max(0.0, eq))

    def team(self, seat: int) -> int:
        """The team ``seat`` plays for (its own number when there are no teams)."""
        return self.teams[seat] if self.teams else seat


def _team(teams: tuple[int, ...], seat: int) -> int:
    return teams[seat] if teams else seat


def _gain(scores: list[int], seat: int, points: int, teams: tuple[int, ...]) -> list[int]:
    """The scores after ``seat`` (and in a team game its partners: both gain every point) gains
    ``points``."""
    up = scores[:]
    for s in range(len(up)):
        if _team(teams, s) == _team(teams, seat):
            up[s] += points
    return up


def scoring_of(state) -> tuple[tuple[int, ...], tuple[tuple[int, float], ...], int]:
    """How ``state``'s mode scores a round, for match equity: (teams, winner's points table,
    second place's points). A game without these mode fields gets the two-player defaults."""
    mode = getattr(state, "mode", None)
    teams = tuple(getattr(mode, "teams", ()) or ())
    if getattr(mode, "scoring", "") == "cutthroat":
        return teams, CUTTHROAT_POINTS, CUTTHROAT_SECOND
    return teams, _POINTS, 0


def round_values(state, root: Root) -> list[float]:
    """Each seat's value of a finished round: its chance to win the match from the new scores.

    Only match value counts, so points given away (a mulligan's penalty) weigh exactly as much
    as the same points lost in a round, and a round won for one point is worth less than one
    won for three. A finished match is worth 1 to its winner (in a team game, to both partners)
    and 0 to the others, before the stretch that keeps one round's outcomes spread over [0, 1].
    Partners always share one value: the team's.
    """
    n = state.num_seats
    if state.match_over:
        won = root.team(state.winner)
        eq = [1.0 if root.team(s) == won else 0.0 for s in range(n)]
    else:
        eq = match_equity(list(state.scores), root.target, root.teams, root.table, root.second)
    return [root.value(s, eq[s]) for s in range(n)]


# Points a round is worth to its winner in 2P full scoring, roughly as our arena games show:
# the King is often still down, and the loser often keeps a card. The 2v2 team scoring has the
# same three lines (a win, a teammate's King up, an opponent with cards), so it uses them too.
_POINTS = ((1, 0.3), (2, 0.4), (3, 0.3))
# Cutthroat: the winner scores 1, +1 for a face-up King, +1 per opponent with cards or a
# Successor (up to 4 in all), and the seat knocked out last scores CUTTHROAT_SECOND. How often
# each total comes up is a rough guess (UNVERIFIED: a spread around 2.5, like 2P's around 2).
CUTTHROAT_POINTS = ((1, 0.15), (2, 0.35), (3, 0.35), (4, 0.15))
CUTTHROAT_SECOND = 1


@lru_cache(maxsize=4096)
def _equity2(a: int, b: int, target: int, table: tuple[tuple[int, float], ...] = _POINTS) -> float:
    """Chance that the player with ``a`` points beats the one with ``b`` when rounds are even."""
    if a >= target or b >= target:
        return 1.0 if a > b else 0.0 if b > a else 0.5
    total = 0.0
    for pts, p in table:
        total += 0.5 * p * (1.0 if a + pts >= target else _equity2(a + pts, b, target, table))
        total += 0.5 * p * (0.0 if b + pts >= target else _equity2(a, b + pts, target, table))
    return total


@lru_cache(maxsize=8192)
def _equity_n(
    scores: tuple[int, ...], target: int, table: tuple[tuple[int, float], ...], second: int,
    last: int = -1,
) -> tuple[float, ...]:  # fmt: skip
    """Each seat's chance to win a free-for-all match from ``scores`` when every round is won by
    each seat alike, the winner scoring by ``table`` and one other seat, at random, ``second``.
    The match ends once a score reaches ``target``: the highest wins, a tie goes to the last
    round's winner when tied for the lead, else is shared."""
    n = len(scores)
    if max(scores) >= target:
        best = max(scores)
        leaders = [s for s in range(n) if scores[s] == best]
        if last in leaders:
            leaders = [last]
        return tuple(1.0 / len(leaders) if s in leaders else 0.0 for s in range(n))
    total = [0.0] * n
    for w in range(n):
        seconds = [o for o in range(n) if o != w] if second else [None]
        for pts, p in table:
            for o in seconds:
                nxt = list(scores)
                nxt[w] += pts
                if o is not None:
                    nxt[o] += second
                q = p / (n * len(seconds))
                for s, e in enumerate(_equity_n(tuple(nxt), target, table, second, w)):
                    total[s] += q * e
    return tuple(total)


def match_equity(
    scores: list[int], target: int = MATCH_TARGET, teams: tuple[int, ...] = (),
    table: tuple[tuple[int, float], ...] = (), second: int = 0,
) -> list[float]:  # fmt: skip
    """Each seat's rough chance to win the match from these scores, at the start of a round.

    With ``teams`` (a team per seat; partners hold equal scores), the teams play it out as two
    players would and each seat has its team's chance. Without, two seats use the exact
    two-player figure and more seats the free-for-all one (``_equity_n``)."""
    table = table or _POINTS
    n = len(scores)
    if teams and len(set(teams)) < n:
        order = sorted(set(teams))
        team_score = [next(scores[s] for s in range(n) if teams[s] == t) for t in order]
        per_team = match_equity(team_score, target, (), table, second)
        return [per_team[order.index(teams[s])] for s in range(n)]
    if n == 1:
        return [1.0]
    if n == 2 and not second:
        e = _equity2(scores[0], scores[1], target, table)
        return [e, 1.0 - e]
    return list(_equity_n(tuple(scores), target, table, second))


def budget_for(level: str, seats: int = 2, mode: str | None = None) -> Budget:
    """The search budget of ``level`` at a table of ``seats`` (in mode ``mode``, if given): the
    game's knowledge sets it (``Knowledge.budgets``), by mode, else by seat count; with no mode,
    the house's usual game's."""
    game = game_of(mode or default_mode()).id
    return knowledge_of(game).budget(level, mode, seats)


def budget_of(level: str, state) -> Budget:
    """The search budget of ``level`` for a match: by its mode, else its seat count."""
    mode = getattr(getattr(state, "mode", None), "id", None)
    return knowledge_for(state).budget(level, mode, state.num_seats)


_CACHE: dict[str, Knowledge] = {}  # game id -> its knowledge, imported once


def knowledge_for(state) -> Knowledge:
    """The ``KNOWLEDGE`` of the module that the GameInfo of ``state.game`` names (imported
    once), else the generic defaults."""
    return knowledge_of(getattr(state, "game", ""))


def knowledge_of(game: str) -> Knowledge:
    """The knowledge of the game with id ``game`` (imported once), else the generic defaults."""
    found = _CACHE.get(game)
    if found is None:
        found = _CACHE[game] = _load(game)
    return found


def _load(game: str) -> Knowledge:
    return plugged(game, "knowledge", "KNOWLEDGE", Knowledge, _GENERIC)


def plugged(game: str, field: str, name: str, kind: type, default):
    """The object ``name`` (a ``kind``) of the module that the GameInfo of ``game`` names in its
    ``field``; ``default`` when the game is unknown or names no module there."""
    import importlib

    from game.core.registry import games

    info = games().get(game)
    path = getattr(info, field, "") if info is not None else ""
    if not path:
        return default
    found = getattr(importlib.import_module(path), name, None)
    if not isinstance(found, kind):
        raise TypeError(f"{path} defines no {name} (a {kind.__name__}) for {info.name}")
    return found


_GENERIC = Knowledge()
