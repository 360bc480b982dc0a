"""King and Peasant knowledge for the search: Eras worth one each, a policy that knows both roles.

The heuristic policy is the search's rollout policy and, played with more noise, the Easy
opponent. In the world it is given it reads only what the seat to move may know there: its own
hand and Town, the public zones (Guards, face-up Rebels, the discard pile, Exile), the deck
positions it has looked at (``dmask``), the cards of the other hand it surely knows
(``hknow``), and for the King the public bounds on the Assassin and Decoy in the deck
(``sp_min``, ``sp_max``). Which of those are hidden from it is the same in every world of its
information set, so the policy cannot tell the worlds apart either.
"""

from __future__ import annotations

from game.ai.budget import Budget
from game.ai.knowledge import Knowledge, Root
from game.ai.peasant_beliefs import king_knows_top, king_world
from game.ai.peasant_policy import _softmin, reassemble_costs
from game.ai.peasant_policy_king import (
    _advisor,
    _arrest,
    _crier,
    _guardian,
    _inquisitor,
    _king_setup_ready,
    _king_turn,
    _reassemble_ready,
    _sentinel,
    _spy,
    _strike,
    _thief_discard,
)
from game.ai.peasant_policy_peasant import (
    _charlatan_draw,
    _charlatan_top,
    _courtesan_keep,
    _courtesan_order,
    _infiltrate_at,
    _peasant_turn,
    _rat_return,
    _remove_guard,
    _remove_own_rebel,
    _revolt,
    _setup_hide,
    _thief_take,
    _up_to_hide,
)
from game.core.actions import Action
from game.core.rng import Rng
from game.peasant.cards import ASSASSIN, GUARD, REBEL

# An Era is worth one; the match is first to two Eras.
ERA_TARGET = 2

# The levels' simulations a decision (every mode has two seats). An Era's simulation is short
# and cheap, so the levels are set far apart: Normal looks a little ahead, Hard spends about
# half a second of processor time, Expert about four times Hard (docs/ai.md, "King and
# Peasant", has the measured figures).
BUDGETS = {
    2: {
        "normal": Budget(50),
        "hard": Budget(800),
        "expert": Budget(3000),
    }
}


class PeasantKnowledge(Knowledge):
    budgets = BUDGETS
    match_target = ERA_TARGET
    round_word = "Era"
    # The Peasant's choices hinge on her own cards (which Rebel is the Assassin): in the King's
    # tree she plays her policy in each world rather than as if she could not see them.
    opponents_by_policy = True

    def determinize(self, state, seat: int, rng: Rng):
        return king_world(state, seat, rng) if seat == state.king else state.determinize(seat, rng)

    def target_of(self, state) -> int:
        return state.target  # the rulebook's two Eras, or one by the house rule

    def root(self, state) -> Root:
        target = self.target_of(state)
        eq = era_equity(list(state.scores), target)
        # One Era moves a seat's equity by at most this much; the stretch maps that to 0.45.
        spread = []
        for s in range(2):
            up = list(state.scores)
            up[s] += 1
            down = list(state.scores)
            down[1 - s] += 1
            hi = era_equity(up, target)[s]
            lo = era_equity(down, target)[s]
            spread.append(max(hi - eq[s], eq[s] - lo, 1e-3))
        return Root(len(state.results), tuple(eq), tuple(spread), target)

    def evaluate(self, state, root: Root) -> list[float]:
        if state.match_over:
            eq = [1.0 if s == state.winner else 0.0 for s in range(2)]
        else:
            eq = era_equity(list(state.scores), root.target)
        return [root.value(s, eq[s]) for s in range(2)]

    def moves(self, state) -> list:
        return searched_moves(state)

    def rollout_action(self, state, rng: Rng):
        return policy(state, rng, temperature=0.7, mistakes=0.03)

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        return policy(state, rng, temperature, mistakes)

    def is_new_turn(self, state) -> bool:
        return state.decision in ("turn", "deal")


def era_equity(scores: list[int], target: int = ERA_TARGET) -> list[float]:
    """Each seat's chance to win the match when every Era is a coin flip worth one."""
    a, b = scores
    e = _eq(target - a, target - b)
    return [e, 1.0 - e]


def _eq(need_a: int, need_b: int) -> float:
    if need_a <= 0:
        return 1.0
    if need_b <= 0:
        return 0.0
    return 0.5 * _eq(need_a - 1, need_b) + 0.5 * _eq(need_a, need_b - 1)


# ----- moves worth searching ------------------------------------------------------------------


def searched_moves(st) -> list:
    """Legal moves less those that lose the Era at once by what the mover knows (Condemning a
    card known not to be the Assassin, the Peasant removing her own Assassin while another
    Rebel could go instead, the King leaving the Assassin he has just seen on top of the deck
    after the Sentinel or the Advisor), and stopping the King's opening placements while a Guard can still
    be Readied: they cost no turn and stand between a hidden Assassin and her Dispatch."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal
    if st.decision == "setup_ready":
        return [a for a in legal if a.verb != "done"]
    if st.decision not in ("turn", "brawl_rebel", "executor", "sentinel", "advisor"):
        return legal
    out = [a for a in legal if not _sure_loss(st, a)]
    return out or legal


def _sure_loss(st, a: Action) -> bool:
    if st.decision == "turn" and a.verb == "condemn" and st.current_seat == st.king:
        if a.arg == "deck":
            top = king_knows_top(st)
            return top is not None and top != ASSASSIN
        c = st.rebels[int(a.arg)]
        return (c in st.up or c in st.kseen) and c != ASSASSIN
    if st.decision in ("brawl_rebel", "executor") and a.verb == "remove":
        return st.rebels[int(a.arg)] == ASSASSIN
    # He has just looked at the top cards: leaving the Assassin on top is his own draw's loss.
    if st.decision == "sentinel":
        return st.deck[int(a.arg.split()[0])] == ASSASSIN
    if st.decision == "advisor" and a.verb == "pass":
        return st.deck[0] == ASSASSIN
    return False


# ----- the heuristic policy -------------------------------------------------------------------


def policy(st, rng: Rng, temperature: float, mistakes: float) -> Action:
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if mistakes and rng.random() < mistakes:
        return rng.choice(legal)
    rule = _RULES.get(st.decision)
    if rule is None:
        return rng.choice(legal)
    costs = rule(st, legal, rng)
    return _softmin(legal, costs, rng, temperature)


def _reassemble_take(st, legal, rng):
    if st.current_seat == st.king:
        return reassemble_costs(st, legal, "king", GUARD, 2.5)
    return reassemble_costs(st, legal, "peasant", REBEL, 1.5)


def _turn(st, legal, rng):
    return (
        _king_turn(st, legal, rng) if st.current_seat == st.king else _peasant_turn(st, legal, rng)
    )


_RULES = {
    "turn": _turn,
    "setup_hide": _setup_hide,
    "setup_ready": _king_setup_ready,
    "infiltrate_at": _infiltrate_at,
    "crier": _crier,
    "inquisitor": _inquisitor,
    "spy": _spy,
    "advisor": _advisor,
    "guardian": _guardian,
    "sentinel": _sentinel,
    "strike": _strike,
    "arrest": _arrest,
    "executor": _remove_own_rebel,
    "decoy": _remove_guard,
    "thug": _remove_guard,
    "brawl_rebel": _remove_own_rebel,
    "brawl_guard": _remove_guard,
    "courtesan_keep": _courtesan_keep,
    "courtesan_order": _courtesan_order,
    "charlatan_draw": _charlatan_draw,
    "charlatan_top": _charlatan_top,
    "rat_return": _rat_return,
    "rat_hide": _up_to_hide,
    "rally_hide": _up_to_hide,
    "thief_discard": _thief_discard,
    "thief_take": _thief_take,
    "revolt": _revolt,
    "reassemble_take": _reassemble_take,
    "reassemble_ready": _reassemble_ready,
    "reassemble_hide": _up_to_hide,
}

KNOWLEDGE = PeasantKnowledge()

__all__ = ["BUDGETS", "KNOWLEDGE", "PeasantKnowledge", "era_equity", "policy"]
