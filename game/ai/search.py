"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Each iteration samples a world the searching seat cannot tell from the real one, then walks one
tree whose edges are action texts: the same text means the same move in every world of the
information set. In a sampled world some moves exist that do not in others (an opponent's hand
differs, a reaction may or may not be held), so every edge counts how often it was available and
UCB uses that count instead of its parent's visits. Every decision (setup, turns, reactions,
naming a card) is a node like any other. Simulations run to the end of the round with the
game's rollout policy and are valued by the game's evaluation, for every seat. Each edge adds
the value of the seat that chose it, so with more than one opponent every seat maximises its
own value; partners (2v2) share their team's value, so each plays for the team.

The search reads the state only through ``legal_actions()`` at the root and its own
determinizations (``determinize(seat, rng)``, through ``knowledge.determinize``), and with a
budget of several worlds a simulation the game's opponent model (``knowledge.weigher``), which
reads the seat's view and the public record of the moves.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from game.ai.budget import Budget
from game.ai.knowledge import Knowledge, Root, knowledge_for
from game.core.rng import Rng


class Node:
    """An edge of the tree: the move ``seat`` made to get here, and what followed."""

    __slots__ = ("seat", "visits", "value", "wins", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.value = 0.0
        self.wins = 0.0
        self.avail = 0
        self.children: dict[str, Node] = {}


@dataclass
class Choice:
    """One root move after the search: its text, visits, mean value and round-win rate."""

    text: str
    visits: int
    value: float
    win_rate: float


@dataclass
class SearchResult:
    action: object
    choices: list[Choice] = field(default_factory=list)
    iterations: int = 0
    seconds: float = 0.0
    tree: Node | None = None  # the root of the search tree, for a hint's follow-up moves
    origin: Root | None = None  # what the values were measured against


def search(state, seat: int, budget: Budget, seed: int = 0, knowledge: Knowledge | None = None):
    """Search from ``seat``'s point of view; ``state.current_seat`` must be ``seat``."""
    if state.current_seat != seat:
        raise ValueError(f"seat {seat} is not the seat to move (seat {state.current_seat} is)")
    start = time.perf_counter()
    kn = knowledge or knowledge_for(state)
    legal = kn.moves(state)
    if len(legal) == 1:
        return SearchResult(legal[0], [Choice(str(legal[0]), 0, 0.5, 0.5)], 0, 0.0)
    origin = kn.root(state)
    rng = Rng(seed)
    root = Node(seat)
    c = budget.exploration
    widen = budget.widen
    done = 0
    weigh = kn.weigher(state, seat) if budget.worlds > 1 else None
    while done < budget.iterations:
        if weigh is None:
            world = kn.determinize(state, seat, rng)
        else:
            world = _weighed_world(state, seat, kn, rng, budget.worlds, weigh)
        _iterate(root, world, kn, rng, c, origin, widen and done)
        done += 1
        if budget.early_stop and done % 64 == 0 and _settled(root, done, budget.iterations - done):
            break
    texts = {str(a): a for a in legal}
    ranked = sorted(
        (ch for ch in root.children.items() if ch[0] in texts),
        key=lambda kv: (-kv[1].visits, -kv[1].value),
    )
    choices = [
        Choice(t, n.visits, n.value / max(n.visits, 1), n.wins / max(n.visits, 1))
        for t, n in ranked
    ]
    best = texts[choices[0].text] if choices else legal[0]
    return SearchResult(best, choices, done, time.perf_counter() - start, root, origin)


def _weighed_world(state, seat: int, kn: Knowledge, rng: Rng, count: int, weigh):
    """One of ``count`` worlds drawn from ``seat``'s information set, each kept with a chance in
    proportion to its weight (sampling-importance-resampling: the more worlds drawn, the closer
    the kept ones follow the weighted belief)."""
    worlds = [kn.determinize(state, seat, rng) for _ in range(count)]
    weights = [weigh(w) for w in worlds]
    x = rng.random() * sum(weights)
    for world, w in zip(worlds, weights, strict=True):
        x -= w
        if x < 0.0:
            return world
    return worlds[-1]


# A search may stop early once a third of its budget is spent and the most visited move has this
# many times the visits of the next: UCB has then all but settled on it.
SETTLE_SHARE = 1 / 3
SETTLE_RATIO = 4.0


def _settled(root: Node, done: int, left: int) -> bool:
    counts = sorted((n.visits for n in root.children.values()), reverse=True)
    if len(counts) < 2:
        return False
    if counts[0] - counts[1] > left:  # nothing can overtake it any more
        return True
    return done >= SETTLE_SHARE * (done + left) and counts[0] >= SETTLE_RATIO * counts[1]


def _iterate(
    root: Node, world, kn: Knowledge, rng: Rng, c: float, origin: Root, widen: int | bool
) -> None:
    """One simulation; ``widen`` is its number in the search when the root widens, else False."""
    # A world is private to this iteration: the fast no-events path is enough when there is one.
    step = getattr(world, "step", None) or world.apply
    path = []
    node = root
    by_policy = kn.opponents_by_policy
    while not world.round_over:
        mover = world.current_seat
        children = node.children
        if by_policy and mover != root.seat:
            a = kn.rollout_action(world, rng)
            child = children.get(str(a))
            if child is None:
                child = children[str(a)] = Node(mover)
                child.avail = 1
                step(a)
                path.append(child)
                break
            child.avail += 1
            node = child
            step(a)
            path.append(node)
            continue
        if node is not root:
            legal = kn.tree_moves(world)
        elif widen is False:
            legal = kn.moves(world)
        else:
            legal = kn.root_moves(world, widen)
        untried = []
        best = None
        best_score = -1.0
        for i, a in enumerate(legal):
            child = children.get(str(a))
            if child is None:
                untried.append(i)
                continue
            child.avail += 1
            if not untried:
                score = child.value / child.visits + c * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if score > best_score:
                    best_score = score
                    best = a
        if untried:
            i = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            a = legal[i]
            child = Node(mover)
            child.avail = 1
            children[str(a)] = child
            step(a)
            path.append(child)
            break
        node = children[str(best)]
        step(best)
        path.append(node)
    while not world.round_over:
        step(kn.rollout_action(world, rng))
    values = kn.evaluate(world, origin)
    # A round won by a partner is won by the team: in 2v2 both partners count it.
    won = origin.team(world.results[-1]["winner"]) if len(world.results) > origin.results else None
    for n in path:
        n.visits += 1
        n.value += values[n.seat]
        if won is not None and origin.team(n.seat) == won:
            n.wins += 1.0
    root.visits += 1
