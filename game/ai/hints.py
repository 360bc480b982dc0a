"""Hints: the best move of a seat's analysis, and why, in the table's words.

A hint is the move (the table shows it in its own words: a highlighted card or button) and a
reason that does not say the move again. The reason comes first from what the seat knows (the
game's ``HintWords.reasons``, ``game.ai.words``: likely holdings of the opponents, what the move does to the
Throne, the risks it runs), then the search's own figures as a secondary part. When the search
plans a follow-up of the same seat (the card a Soldier names), the reason starts with it.

The move and the figures are the position's analysis (``game.ai.analysis``), the very one the
review of that decision shows: the same move is best there, with the same figures, and asking
twice gives the same hint.

Everything here reads the seat's view only: the search and ``Odds`` draw their worlds from the
seat's information set, and the reasons read the seat's own zones and public facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.analysis import Analysis, analyse, seed_of
from game.ai.budget import Budget
from game.ai.knowledge import Knowledge, knowledge_for
from game.ai.search import Node, SearchResult
from game.ai.words import HintWords, words_for
from game.core.actions import Action
from game.core.rng import Rng

# Worlds drawn to estimate what an opponent holds.
ODDS_SAMPLES = 200
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
            rng = Rng(self.seed ^ 0x5DEECE66D)
            self._worlds = [kn.determinize(self.state, self.seat, rng) for _ in range(self.samples)]
        return self._worlds

    def chance(self, test) -> float:
        """The share of sampled worlds for which ``test(world)`` is true."""
        ws = self.worlds()
        return sum(1 for w in ws if test(w)) / len(ws) if ws else 0.0


def hint(
    state, seat: int, seed: int | None = None, budget: Budget | None = None
) -> tuple[Action, str]:
    """The analysis's best move for ``seat`` and a plain reason (one line, no move words in
    front). Without a seed or a budget, the position's own analysis (``analysis.analyse``)."""
    analysis = analyse(state, seat, seed, budget)
    texts = {str(a): a for a in state.legal_actions()}
    action = texts.get(analysis.best.text) or Action.parse(analysis.best.text)
    return action, explain(state, seat, analysis, seed_of(state) if seed is None else seed)


def explain(state, seat: int, analysis: Analysis, seed: int = 0) -> str:
    kn = knowledge_for(state)
    words = words_for(state)
    best = analysis.best.text
    result = analysis.result
    odds = Odds(state, seat, seed, knowledge=kn)
    follow = follow_up(result, best, seat)
    if follow is not None and not _continues(state, seat, Action.parse(best), odds, kn):
        follow = None
    clauses = [c for c in words.reasons(state, seat, best, follow, odds) if c]
    sentences = []
    if follow is not None:
        why = words.follow_reasons(state, seat, best, follow, odds)
        lead = f"Then {words.describe(state, seat, follow)}"
        sentences.append(f"{lead}: {_join(why)}" if why else lead)
    if clauses:
        sentences.append(_cap(_join(clauses)))
    if len(state.legal_actions()) == 1:
        sentences.append("It is your only move")
    elif len(analysis.ranked) >= 2:
        sentences.append(_figures(state, seat, analysis, kn, words))
    return " ".join(s.rstrip(".") + "." for s in sentences if s)


def follow_up(result: SearchResult, move: str, seat: int) -> str | None:
    """The seat's own next decision under ``move``, when the search settled on one."""
    tree = result.tree
    if tree is None:
        return None
    node: Node | None = tree.children.get(move)
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


def _figures(state, seat, analysis: Analysis, kn: Knowledge, words: HintWords) -> str:
    """The advice's figure and the runner-up's: the chance to win the match (the game) each
    stands for, the one figure the moves are ranked by, so the advice's is never the lower."""
    best, nxt = analysis.ranked[0], analysis.ranked[1]
    other = words.describe(state, seat, nxt.text)
    return (
        f"About {_pct(best.chance)} to win the {kn.match_word} this way "
        f"(next best, {other}: {_pct(nxt.chance)})"
    )


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def _join(clauses: list[str]) -> str:
    return "; ".join(c for c in clauses if c)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
