"""Review of a finished match: at each decision of one seat, the AI's estimate of that seat's
chance and the move it would have played.

Each decision is judged as the seat saw it then: the position is rebuilt from the seed and the
moves before it, and the position's analysis (``game.ai.analysis``, the very one a hint at that
decision gives) runs from that seat, drawing its worlds with ``determinize(seat, rng)`` through
the game's knowledge. The search never reads the true hidden cards, so two positions the seat
cannot tell apart get the same estimate for the same seed, and it has no clock, so a review is
the same on any machine.

The chance given is the chance to win the match (the game, in Usurp the King) that the
analysis ranks moves by; the share of the move's simulations in which the seat won the round is
given too. The module reads only the model interface (the registry, ``apply``,
``legal_actions``, ``current_seat``, ``round_over``), so it reviews every game and mode.

A review tells a move in the table's words, as a hint says it, but speaks of the seat that made
it rather than to it ("flip their King", not "flip your King"): ``move_words``.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from game.ai.analysis import analyse, analyse_among, position_seed
from game.ai.budget import Budget
from game.ai.words import words_for
from game.core.registry import new_match

# The review's budget: None is the analysis budget of the position (Hard's simulations for the
# mode, no early stop), the same as a hint's; tests pass a smaller one.
REVIEW_BUDGET: Budget | None = None


@dataclass(frozen=True)
class DecisionReview:
    """The review of one decision: the position after ``move`` moves, where ``seat`` chose
    ``taken``; the analysis ranks ``best`` first. ``*_chance`` is the chance to win the match
    (the game) and ``*_round`` that of winning the round being played."""

    move: int
    round: int
    seat: int
    taken: str
    best: str
    taken_chance: float
    best_chance: float
    taken_round: float
    best_round: float
    taken_words: str
    best_words: str
    iterations: int

    @property
    def agrees(self) -> bool:
        return self.taken == self.best

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> DecisionReview:
        return cls(**data)


# A hint's words address the seat to move, and only it: each second-person word becomes the
# third person. "you" is always the subject in the games' move words ("guess whether you hold
# the card"), and "they" takes the same verb form.
_THIRD_PERSON = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|yourself)\b", re.IGNORECASE)


def spoken_of(words: str) -> str:
    """Move words that address the seat to move ("put the Fool in your Dungeon") as words
    about that seat ("put the Fool in their Dungeon"), a capital kept where there was one."""

    def swap(m: re.Match) -> str:
        said = _THIRD_PERSON[m.group(0).lower()]
        return said.capitalize() if m.group(0)[0].isupper() else said

    return _SECOND_PERSON.sub(swap, words)


def move_words(state, seat: int, text: str) -> str:
    """Move ``text`` of ``seat`` (to move in ``state``) as a review tells it: the game's own
    words for it, about that seat."""
    return spoken_of(words_for(state).describe(state, seat, text))


# The search seed for the decision after ``move`` moves of a match dealt with ``seed``: the
# analysis's, so a hint at that decision saw the same worlds.
decision_seed = position_seed


def decision_points(mode_id: str, seed: int, actions, seat: int, options=None) -> list[int]:
    """The move numbers ``k`` at which ``seat`` had a real choice (more than one legal action)
    before making move ``k`` (so ``actions[k]`` is what it chose); ``options`` are the mode's
    setup choices the match was started with."""
    state = new_match(mode_id, seed, options)
    points = []
    for k, action in enumerate(actions):
        if not state.round_over and state.current_seat == seat and len(state.legal_actions()) > 1:
            points.append(k)
        state.apply(action)
    return points


def evaluate_position(state, seat: int, taken: str, seed: int | None = None,
                      budget: Budget | None = REVIEW_BUDGET) -> DecisionReview:  # fmt: skip
    """Review ``seat``'s choice of ``taken`` in ``state`` (``seat`` to move) with the position's
    analysis from its view (its own seed and budget unless given)."""
    analysis = analyse(state, seat, seed, budget)
    best = analysis.best
    took = analysis.of(taken)
    if took is None:
        if taken not in {str(a) for a in state.legal_actions()}:
            raise ValueError(f"{taken!r} is not a legal move for seat {seat} here")
        # A move the game's search leaves out: weighed against the best in a search of the two.
        pair = analyse_among(state, seat, (taken, best.text), seed, budget)
        took, best = pair.of(taken), pair.of(best.text)
        if took is None or best is None:
            raise ValueError(f"the search never tried {taken!r}: its budget is too small here")
    return DecisionReview(
        move=len(state.history or []),
        round=state.round_no,
        seat=seat,
        taken=taken,
        best=best.text,
        taken_chance=took.chance,
        best_chance=best.chance,
        taken_round=took.round_chance,
        best_round=best.round_chance,
        taken_words=move_words(state, seat, taken),
        best_words=move_words(state, seat, best.text),
        iterations=analysis.result.iterations,
    )


def review_decision(mode_id: str, seed: int, actions, seat: int, move: int,
                    budget: Budget | None = REVIEW_BUDGET, options=None) -> DecisionReview:  # fmt: skip
    """Review the decision before move ``move`` of the match (``actions[move]`` is the one
    taken), rebuilt from the seed and the moves before it. Picklable for a worker process."""
    actions = list(actions)
    if not 0 <= move < len(actions):
        raise ValueError(f"move {move} is not in this match (it has {len(actions)} moves)")
    state = new_match(mode_id, seed, options)
    for action in actions[:move]:
        state.apply(action)
    if state.current_seat != seat:
        raise ValueError(f"seat {seat} is not the seat to move before move {move}")
    review = evaluate_position(state, seat, actions[move], decision_seed(seed, move), budget)
    if review.move != move:  # a state without history: the count is the prefix's length
        review = DecisionReview(**{**review.to_dict(), "move": move})
    return review


def review_match(mode_id: str, seed: int, actions, seat: int, budget: Budget | None = REVIEW_BUDGET,
                 progress=None) -> list[DecisionReview]:  # fmt: skip
    """Every decision of ``seat`` reviewed, in order; ``progress(done, total)`` after each."""
    points = decision_points(mode_id, seed, actions, seat)
    out = []
    for i, k in enumerate(points):
        out.append(review_decision(mode_id, seed, actions, seat, k, budget))
        if progress is not None:
            progress(i + 1, len(points))
    return out


def turning_point(reviews: list[DecisionReview]) -> int | None:
    """The index (in ``reviews``, one round's decisions) where the chance moved most from the
    decision before (the first decision counts from an even start), or None for no decision."""
    best, where, before = -1.0, None, 0.5
    for i, r in enumerate(reviews):
        change = abs(r.taken_chance - before)
        if change > best:
            best, where = change, i
        before = r.taken_chance
    return where


def by_round(reviews: list[DecisionReview]) -> dict[int, list[DecisionReview]]:
    rounds: dict[int, list[DecisionReview]] = {}
    for r in reviews:
        rounds.setdefault(r.round, []).append(r)
    return rounds
