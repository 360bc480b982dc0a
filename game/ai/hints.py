"""Hints: the Hard search's move for a seat, and why, in the table's words.

A hint is the move (the table shows it in its own words: a highlighted card or button) and a
reason that does not say the move again. The reason comes first from what the seat knows (the
game's ``Knowledge.reasons``: likely holdings of the opponents, what the move does to the
Throne, the risks it runs), then the search's own figures as a secondary part. When the search
plans a follow-up of the same seat (the card a Soldier names), the reason starts with it.

Everything here reads the seat's view only: the search and ``Odds`` draw their worlds from the
seat's information set, and the reasons read the seat's own zones and public facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.knowledge import Knowledge, knowledge_for
from game.ai.players import BUDGETS, budget_of
from game.ai.search import Budget, Node, SearchResult, search
from game.core.actions import Action
from game.core.rng import Rng

# The hint searches as the Hard level does (at two seats; more seats or a Mercenary mode:
# ``budget_of``).
HINT_BUDGET = BUDGETS["hard"]
# Worlds drawn to estimate what an opponent holds.
ODDS_SAMPLES = 200
# A runner-up that wins the round this much more often, yet is valued lower, scores fewer points.
FEWER_POINTS_GAP = 0.05
# A follow-up is named when the search tried it at least this often under the chosen move.
FOLLOW_MIN_VISITS = 8


@dataclass
class Odds:
    """Chances estimated over worlds drawn from ``seat``'s information set, and nothing else."""

    state: object
    seat: int
    seed: int = 0
    samples: int = ODDS_SAMPLES
    knowledge: Knowledge | None = None
    _worlds: list = field(default_factory=list, repr=False)

    def worlds(self) -> list:
        if not self._worlds and self.samples > 0:
            kn = self.knowledge or knowledge_for(self.state)
            base = kn.sample_base(self.state, self.seat)
            rng = Rng(self.seed ^ 0x5DEECE66D)
            self._worlds = [kn.determinize(base, self.seat, rng) for _ in range(self.samples)]
        return self._worlds

    def chance(self, test) -> float:
        """The share of sampled worlds for which ``test(world)`` is true."""
        ws = self.worlds()
        return sum(1 for w in ws if test(w)) / len(ws) if ws else 0.0


def hint(state, seat: int, seed: int = 0, budget: Budget | None = None) -> tuple[Action, str]:
    """The Hard search's move for ``seat`` and a plain reason (one line, no move words in front).
    Without a budget, Hard's for the table's number of seats."""
    result = search(state, seat, budget or budget_of("hard", state), seed)
    return result.action, explain(state, seat, result, seed)


def explain(state, seat: int, result: SearchResult, seed: int = 0) -> str:
    kn = knowledge_for(state)
    best = str(result.action)
    odds = Odds(state, seat, seed, knowledge=kn)
    follow = follow_up(result, seat)
    if follow is not None and not _continues(state, seat, result.action, odds, kn):
        follow = None
    clauses = [c for c in kn.reasons(state, seat, best, follow, odds) if c]
    sentences = []
    if follow is not None:
        why = kn.follow_reasons(state, seat, best, follow, odds)
        lead = f"Then {kn.describe(state, seat, follow)}"
        sentences.append(f"{lead}: {_join(why)}" if why else lead)
    if clauses:
        sentences.append(_cap(_join(clauses)))
    if len(state.legal_actions()) == 1:
        sentences.append("It is your only move")
    elif len(result.choices) >= 2:
        sentences.append(_figures(state, seat, result, kn))
    return " ".join(s.rstrip(".") + "." for s in sentences if s)


def follow_up(result: SearchResult, seat: int) -> str | None:
    """The seat's own next decision under the chosen move, when the search settled on one."""
    tree = result.tree
    if tree is None:
        return None
    node: Node | None = tree.children.get(str(result.action))
    if node is None or not node.children:
        return None
    mine = [(t, n) for t, n in node.children.items() if n.seat == seat]
    if not mine or len(mine) != len(node.children):
        return None  # someone else decides next
    text, child = max(mine, key=lambda kv: kv[1].visits)
    return text if child.visits >= FOLLOW_MIN_VISITS and len(mine) > 1 else None


def _continues(state, seat: int, action, odds: Odds, kn: Knowledge) -> bool:
    """Whether ``action`` asks ``seat`` for a further choice at once (a Soldier's name, the
    Dungeon after the Successor), judged in a world of the seat's information set: a later turn
    of its own is no follow-up."""
    worlds = odds.worlds()
    if not worlds:
        return False
    world = worlds[0].clone()
    try:
        world.apply(action)
    except Exception:  # a world where the move reads differently: name no follow-up
        return False
    return world.current_seat == seat and not kn.is_new_turn(world)


def _figures(state, seat, result: SearchResult, kn: Knowledge) -> str:
    best, nxt = result.choices[0], result.choices[1]
    other = kn.describe(state, seat, nxt.text)
    if "mulligan" in (best.text, nxt.text) and result.origin is not None:
        # A mulligan deals a new round: the chance to win the match compares it fairly, with
        # the points it may give away.
        here = result.origin.equity_of(seat, best.value)
        there = result.origin.equity_of(seat, nxt.value)
        return f"About {_pct(here)} to win the match this way ({other}: {_pct(there)})"
    if (
        nxt.win_rate > best.win_rate + FEWER_POINTS_GAP
        and nxt.value < best.value
        and nxt.visits >= FOLLOW_MIN_VISITS * 2
    ):
        # It wins the round more often but is worth less: it scores fewer points.
        return (
            f"About {_pct(best.win_rate)} to win the {kn.round_word} this way "
            f"({other} wins it {_pct(nxt.win_rate)} of the time, for fewer points)"
        )
    if nxt.win_rate > best.win_rate:
        # The search tried it less: its rate rests on fewer simulations.
        return (
            f"About {_pct(best.win_rate)} to win the {kn.round_word} this way "
            f"({other}: {_pct(nxt.win_rate)} in fewer trials)"
        )
    return (
        f"About {_pct(best.win_rate)} to win the {kn.round_word} this way "
        f"(next best, {other}: {_pct(nxt.win_rate)})"
    )


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def _join(clauses: list[str]) -> str:
    return "; ".join(c for c in clauses if c)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
