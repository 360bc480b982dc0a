"""Usurp the King knowledge for the search: one game is the match, a policy that knows the Court.

The heuristic policy is the search's rollout policy, the ranking that keeps the search to the
moves worth trying (a placement decision offers up to 110), and, played with more noise, the
Easy opponent. It reads only what the seat to move may know in the world it is given: the
Court's rows (every placed card is face up or known by type; a Book's hidden card is read only
by the Book's own player, through ``under``, and only once it is revealed by anyone else), the
mover's own hand, and which members live. So the policy cannot tell apart the worlds of one
information set either.

The game's value: 1 to every seat of the winning family and 0 to the rest; when nobody wins,
every seat gets ``NOBODY_VALUE`` (a family that cannot win prefers that no rival does; the
king-maker rule, enforced by the model's legal actions, decides the rest). With the tutorial
deck on, a family's met objectives add at most ``OBJECTIVE_BONUS`` (shared by both seats of a
team), scaled so that winning without one is still worth far more than losing with one.
"""

from __future__ import annotations

import math

from game.ai.budget import Budget
from game.ai.knowledge import Knowledge, Root
from game.core.actions import Action
from game.core.rng import Rng
from game.usurp import data
from game.usurp.data import CARD_TYPES, MEMBER_NUMBER
from game.usurp.rules import MOVE_PARSE, PLACE_PARSE, base_legal, member_of, space

N_TYPES = len(CARD_TYPES)
SPY, AGENT, DAGGER, BETRAYAL, BOOKS, POISON, GUARD, CONSPIRACY, BRIBERY, ANTIDOTE = range(N_TYPES)
assert CARD_TYPES[DAGGER] == "Dagger" and CARD_TYPES[ANTIDOTE] == "Antidote"
KING = MEMBER_NUMBER["King"]
USURPER = MEMBER_NUMBER["Usurper"]
HEIR = MEMBER_NUMBER["Heir"]
BASTARD = MEMBER_NUMBER["Bastard"]
ANARCHIST = MEMBER_NUMBER["Anarchist"]
QUEEN = MEMBER_NUMBER["Queen"]
START_DISGRUNTLED = frozenset(MEMBER_NUMBER[m] for m in data.STARTING_DISGRUNTLED)

# ----- the value of a finished game ---------------------------------------------------------

# Every seat's value when nobody wins: below any win, above a rival's win (a family that cannot
# win would rather spoil the game than crown a rival).
NOBODY_VALUE = 0.15
# With the tutorial deck, a family whose seats met their objectives gains up to this much (the
# share of its seats that met theirs), and the value is divided by 1 + OBJECTIVE_BONUS: a win
# without the objective (0.91) stays far above a loss with it (0.09), so winning comes first.
OBJECTIVE_BONUS = 0.1

# ----- the policy's weights ----------------------------------------------------------------

# How much controlling a living member is worth to a family, by the rung it decides. A dead
# King hands his weight to his successors (``weights``).
WEIGHT = {KING: 6.0, USURPER: 3.0, HEIR: 2.5, BASTARD: 2.0, ANARCHIST: 1.5}
SUBJECT_WEIGHT = 1.0
SUCCESSOR_WHEN_KING_DEAD = {HEIR: 5.0, BASTARD: 4.0}
# Control by margin (my influence minus the best other family's): a lead of two is safe, a
# lead of one can be undone by one move, a tie controls nothing.
CONTROL = {2: 1.0, 1: 0.8, 0: 0.25, -1: 0.08}
# An empty member: anybody's.
EMPTY_CONTROL = 0.2
# A Dagger or Poison kills unless a Guard / Antidote stands there; the chance that it is still
# there and unblocked when it resolves (Spies, Agents and Guards may come).
KILL_CHANCE = 0.85
BLOCKED_KILL_CHANCE = 0.08
# Killing a member an enemy controls takes their rung away: this share of its weight.
DENY_SHARE = 0.7
# A Guard or Antidote is worth the harm it stops times the threat: this much even when no
# Dagger (Poison) is there yet, plus one for each there now.
BASE_THREAT = 0.25
# Spy, Agent, Betrayal and Books act later: a little over their influence.
FLEXIBLE = 0.25
# Conspiracies toward the Usurper's three disgruntled Subjects.
USURPER_PUSH = 3.0
# The tutorial deck: the mover leans a little toward its own objective by weighing its member
# more (far less than the King's 6, so the rungs still come first), and for "Kill the King"
# by valuing its own Dagger or Poison on the living King. The search's value does the same
# through OBJECTIVE_BONUS.
OBJECTIVE_LEAN = {
    "king": {KING: 1.0},
    "usurper": {USURPER: 1.5},
    "heir": {HEIR: 1.0},
    "bastard": {BASTARD: 1.0},
    "anarchy": {ANARCHIST: 1.0},
    "queen": {QUEEN: 1.0},
    "court": {"subjects": 0.3},
}
REGICIDE_LEAN = 1.0
# Softmin temperatures: rollouts, and the ranking used to keep the moves worth searching.
ROLLOUT_TEMPERATURE = 0.45
ROLLOUT_MISTAKES = 0.03
# The search tries at most this many placements (by the policy's ranking) and this many moves of
# a Spy, Agent or Betrayal (declining always among them) at the root, and fewer below it.
ROOT_KEEP = 14
TREE_KEEP = 6
# Progressive widening at the root: the k-th simulation of a search (from 0) chooses among the
# WIDEN_FIRST + WIDEN_RATE * sqrt(k) best moves by the policy's gains (of the ROOT_KEEP), so a
# small budget spends its simulations on the few moves the policy likes best and a large one
# widens to all of them.
WIDEN = True
WIDEN_FIRST = 2
WIDEN_RATE = 0.75
# A rollout weighs at most this many of the legal moves, drawn at random (declining always
# among them): a placement offers up to 110 and a Spy up to 200, and judging them all would
# cost most of a simulation.
ROLLOUT_SAMPLE = 40


def _control(margin: int, total: int) -> float:
    if total == 0:
        return EMPTY_CONTROL
    if margin >= 2:
        return CONTROL[2]
    if margin <= -2:
        return 0.0
    return CONTROL[margin]


class Court:
    """What the seat to move sees of the Court, for its family: influence, control scores, the
    weight of each living member and the threats on it."""

    __slots__ = ("st", "fam", "nums", "inf", "weight", "alive", "guards", "antidotes", "bribed",
                 "conspired", "daggers", "poisons", "dis_count", "memo", "objective")  # fmt: skip

    def __init__(self, st, fam: int, seat: int | None = None) -> None:
        self.st = st
        self.fam = fam
        # The mover's own tutorial objective (its own card; None without the tutorial).
        self.objective = st.objectives[seat] if seat is not None else None
        self.nums = st.nums
        self.alive = st.alive
        k = st.families
        self.inf = {}
        self.guards = {}
        self.antidotes = {}
        self.bribed = {}
        self.conspired = {}
        self.daggers = {}
        self.poisons = {}
        face_up = st.face_up
        resolved = st.resolved
        stabbed = st.stabbed
        for n in st.nums:
            counts = [0] * k
            g = a = 0
            br = co = False
            dg = []
            po = []
            for c in space(st, n):
                t = c % N_TYPES
                if c in st.piles[n]:
                    counts[c // N_TYPES] += 1
                if t == GUARD and c not in stabbed:
                    g += 1
                elif t == ANTIDOTE:
                    a += 1
                elif t == BRIBERY:
                    br = True
                elif t == CONSPIRACY:
                    co = True
                elif t == DAGGER and c in face_up and c not in resolved:
                    dg.append(c)
                elif t == POISON and c in face_up and c not in resolved:
                    po.append(c)
            self.inf[n] = counts
            self.guards[n] = g
            self.antidotes[n] = a
            self.bribed[n] = br
            self.conspired[n] = co
            self.daggers[n] = dg
            self.poisons[n] = po
        self.dis_count = sum(
            1 for n in st.nums if n != KING and st.alive[n] and self.disgruntled(n)
        )
        self.weight = weights(st)
        lean = OBJECTIVE_LEAN.get(self.objective)
        if lean:
            for n, extra in lean.items():
                if n == "subjects":
                    for m in st.nums:
                        if m != KING and self.weight[m]:
                            self.weight[m] += extra
                elif n in st.nums and self.weight[n]:
                    self.weight[n] += extra
        self.memo: dict = {}

    def disgruntled(self, n: int) -> bool:
        return n != KING and not self.bribed[n] and (self.conspired[n] or n in START_DISGRUNTLED)

    def margin(self, n: int, fam: int, delta: int = 0, other: int = -1, odelta: int = 0):
        counts = self.inf[n]
        mine = counts[fam] + delta
        best = 0
        total = mine
        for f, v in enumerate(counts):
            if f == other:
                v += odelta
            if f != fam:
                total += v
                if v > best:
                    best = v
        return mine - best, total

    def mine(self, n: int, delta: int = 0, other: int = -1, odelta: int = 0) -> float:
        """The mover's family's control score of member ``n`` after the changes."""
        key = (n, delta, other, odelta)
        v = self.memo.get(key)
        if v is None:
            m, total = self.margin(n, self.fam, delta, other, odelta)
            v = self.memo[key] = _control(m, total)
        return v

    def enemy(self, n: int) -> float:
        """How surely another family controls ``n``."""
        key = ("enemy", n)
        v = self.memo.get(key)
        if v is None:
            v = self.memo[key] = self._enemy(n)
        return v

    def _enemy(self, n: int) -> float:
        counts = self.inf[n]
        best = -1
        second = 0
        total = sum(counts)
        for f, v in enumerate(counts):
            if f == self.fam:
                continue
            if v > best:
                best, second = v, max(second, best)
            elif v > second:
                second = v
        if best <= 0:
            return 0.0
        rival = max(second, counts[self.fam])
        return _control(best - rival, total)

    def value(self, n: int) -> float:
        """What member ``n`` is worth to the mover's family as it stands."""
        if not self.alive[n]:
            return 0.0
        return self.weight[n] * self.mine(n)

    def kill_gain(self, n: int) -> float:
        """What killing member ``n`` now would be worth to the mover's family."""
        key = ("kill", n)
        v = self.memo.get(key)
        if v is None:
            v = self.memo[key] = self._kill_gain(n)
        return v

    def _kill_gain(self, n: int) -> float:
        if not self.alive[n]:
            return 0.0
        w = self.weight[n]
        gain = -w * self.mine(n) + DENY_SHARE * w * self.enemy(n)
        if n == KING:
            gain += self._succession()
        elif n == USURPER:
            gain += self._usurper_threat() - USURPER_PUSH * self.mine(n) * self._usurper_ready()
        return gain

    def _succession(self) -> float:
        """The successors' worth to the mover once the King is dead (their weight rises)."""
        out = 0.0
        for n, w in SUCCESSOR_WHEN_KING_DEAD.items():
            if n in self.nums and self.alive[n] and not self.disgruntled(n):
                out += (w - WEIGHT[n]) * (self.mine(n) - DENY_SHARE * self.enemy(n))
        return out

    def _usurper_ready(self) -> float:
        """How near the Usurper's victory is: 1 with three disgruntled, less with fewer."""
        if not self.alive[USURPER] or self.bribed[USURPER]:
            return 0.0
        need = data.USURPER_DISGRUNTLED_NEEDED
        return min(1.0, self.dis_count / need) ** 2

    def _usurper_threat(self) -> float:
        return USURPER_PUSH * self.enemy(USURPER) * self._usurper_ready()

    def loyalty_gain(self, n: int, to_disgruntled: bool) -> float:
        """What turning living Subject ``n`` disgruntled (or loyal) is worth to the mover."""
        if n == KING or not self.alive[n] or self.disgruntled(n) == to_disgruntled:
            return 0.0
        w = self.weight[n]
        # A disgruntled member counts for no rung but the Usurper's.
        own = w * self.mine(n) - DENY_SHARE * w * self.enemy(n)
        if n == USURPER:
            own = 0.0
        need = data.USURPER_DISGRUNTLED_NEEDED
        count = self.dis_count + (1 if to_disgruntled else -1)
        ready_after = min(1.0, count / need) ** 2 if self.alive[USURPER] else 0.0
        if n == USURPER and not to_disgruntled:
            ready_after = 0.0
        if self.bribed[USURPER] and n != USURPER:
            ready_after = 0.0
        push = USURPER_PUSH * (self.mine(USURPER) - self.enemy(USURPER))
        usurp = push * (ready_after - self._usurper_ready())
        return (-own if to_disgruntled else own) + usurp


def weights(st) -> list[float]:
    """Each member's weight to any family (by number), dead ones 0."""
    w = [0.0] * (len(data.MEMBERS) + 1)
    king_dead = not st.alive[KING]
    for n in st.nums:
        if not st.alive[n]:
            continue
        if king_dead and n in SUCCESSOR_WHEN_KING_DEAD:
            w[n] = SUCCESSOR_WHEN_KING_DEAD[n]
        else:
            w[n] = WEIGHT.get(n, SUBJECT_WEIGHT)
    if king_dead:
        w[KING] = 0.0
    return w


# ----- what a move is worth ------------------------------------------------------------------


def influence_gain(court: Court, n: int, fam: int, delta: int) -> float:
    """The mover's gain when family ``fam`` gets ``delta`` influence on ``n``."""
    if not court.alive[n]:
        return 0.0
    if fam == court.fam:
        after = court.mine(n, delta)
    else:
        after = court.mine(n, 0, fam, delta)
    return court.weight[n] * (after - court.mine(n))


def effect_gain(court: Court, t: int, n: int, hidden: bool = False) -> float:
    """What a card of type ``t`` arriving (or revealed) on member ``n`` does for the mover,
    beyond its influence."""
    if not court.alive[n]:
        return 0.0
    if t == DAGGER or t == POISON:
        shields = court.guards[n] if t == DAGGER else court.antidotes[n]
        chance = KILL_CHANCE if shields == 0 else BLOCKED_KILL_CHANCE
        lean = REGICIDE_LEAN if n == KING and court.objective == "regicide" else 0.0
        return chance * (court.kill_gain(n) + lean)
    if t == GUARD:
        if hidden:
            return 0.0  # the Daggers have resolved before any Book
        harm = -court.kill_gain(n)
        threat = BASE_THREAT + len(court.daggers[n]) - court.guards[n]
        return max(0.0, harm) * max(0.0, min(1.0, threat))
    if t == ANTIDOTE:
        harm = -court.kill_gain(n)
        threat = BASE_THREAT + len(court.poisons[n]) - court.antidotes[n]
        return max(0.0, harm) * max(0.0, min(1.0, threat))
    if t == CONSPIRACY:
        if court.bribed[n]:
            return 0.0
        return court.loyalty_gain(n, True)
    if t == BRIBERY:
        return court.loyalty_gain(n, False)
    if t == BOOKS:
        # A late hidden strike (or a hidden shield) from here.
        return FLEXIBLE + 0.3 * max(0.0, court.kill_gain(n), -court.kill_gain(n) * 0.5)
    return FLEXIBLE


def place_gains(st, legal: list[Action]) -> list[float]:
    seat = st.current_seat
    court = Court(st, st.family_of(seat), seat)
    fam = court.fam
    cache: dict[tuple[int, int], float] = {}
    # One more influence of the mover's family on a member is worth the same whatever the card.
    by_member: dict[int, float] = {}
    out = []
    for a in legal:
        key = PLACE_PARSE[a.arg]
        g = cache.get(key)
        if g is None:
            t, n = key
            inf = by_member.get(n)
            if inf is None:
                inf = by_member[n] = influence_gain(court, n, fam, 1)
            g = inf + effect_gain(court, t, n)
            cache[key] = g
        out.append(g)
    return out


def hide_gains(st, legal: list[Action]) -> list[float]:
    seat = st.current_seat
    book = st.stack[-1][2]
    n = st.loc[book]
    court = Court(st, st.family_of(seat), seat)
    return [effect_gain(court, CARD_TYPES.index(a.arg), n, hidden=True) for a in legal]


def move_gains(st, legal: list[Action]) -> list[float]:
    """A Spy, Agent or Betrayal's moves: influence lost and won, and what a moved Dagger,
    Poison, Guard, Antidote, Conspiracy or Bribery then does."""
    seat = st.current_seat
    court = Court(st, st.family_of(seat), seat)
    kind, _, mover, _ = st.stack[-1]
    out = []
    for a in legal:
        if a.verb == "pass":
            out.append(0.0)
            continue
        x, d = MOVE_PARSE[a.arg]
        src = member_of(st, x)
        fx = x // N_TYPES
        t = x % N_TYPES
        g = influence_gain(court, src, fx, -1) + influence_gain(court, d, fx, 1)
        if kind == "agent":
            fa = mover // N_TYPES
            g += influence_gain(court, src, fa, -1) + influence_gain(court, d, fa, 1)
        live = x in st.face_up and x not in st.resolved
        if t in (DAGGER, POISON) and live:
            g += effect_gain(court, t, d) - effect_gain(court, t, src)
        elif t in (GUARD, ANTIDOTE) and (t == ANTIDOTE or x not in st.stabbed):
            g += effect_gain(court, t, d) - _shield_loss(court, t, src)
        elif t in (CONSPIRACY, BRIBERY):
            g += _loyalty_move(court, t, src, d)
        out.append(g)
    return out


def _shield_loss(court: Court, t: int, n: int) -> float:
    """What taking a Guard (Antidote) away from ``n`` costs the mover."""
    if not court.alive[n]:
        return 0.0
    threats = court.daggers[n] if t == GUARD else court.poisons[n]
    shields = court.guards[n] if t == GUARD else court.antidotes[n]
    if shields > 1:
        return 0.0
    harm = -court.kill_gain(n)
    return harm * (1.0 if threats else BASE_THREAT)


def _loyalty_move(court: Court, t: int, src: int, d: int) -> float:
    g = 0.0
    if t == CONSPIRACY:
        if not court.bribed[d]:
            g += court.loyalty_gain(d, True)
        if court.conspired[src] and not court.bribed[src]:
            g += court.loyalty_gain(src, False) * 0.5
    else:
        g += court.loyalty_gain(d, False)
        if court.bribed[src] and (court.conspired[src] or src in START_DISGRUNTLED):
            g += court.loyalty_gain(src, True)
    return g


def book_gains(st, legal: list[Action]) -> list[float]:
    """A Book resolving: reveal its card (what that card does there, as its own player knows
    it) or leave it hidden (nothing)."""
    seat = st.current_seat
    book = st.stack[-1][2]
    n = st.loc[book]
    court = Court(st, st.family_of(seat), seat)
    h = st.under[book]  # the mover's own hidden card
    worth = effect_gain(court, h % N_TYPES, n, hidden=True)
    return [worth if a.verb == "reveal" else 0.0 for a in legal]


def stab_gains(st, legal: list[Action]) -> list[float]:
    # A stabbed Guard still counts as influence; any will do.
    return [0.0 for _ in legal]


GAINS = {
    "place": place_gains,
    "hide": hide_gains,
    "spy": move_gains,
    "agent": move_gains,
    "betrayal": move_gains,
    "stab": stab_gains,
    "book": book_gains,
}


def gains_of(st, legal: list[Action]) -> list[float]:
    fn = GAINS.get(st.decision)
    return fn(st, legal) if fn else [0.0] * len(legal)


def _softmax(legal, gains, rng: Rng, temperature: float):
    if temperature <= 0:
        return legal[max(range(len(gains)), key=gains.__getitem__)]
    hi = max(gains)
    weights_ = [math.exp((g - hi) / temperature) for g in gains]
    x = rng.random() * sum(weights_)
    for a, w in zip(legal, weights_, strict=True):
        x -= w
        if x <= 0:
            return a
    return legal[-1]


def policy(st, rng: Rng, temperature: float, mistakes: float, legal=None) -> Action:
    """The heuristic move of the seat to move (soft choice over the gains)."""
    if legal is None:
        legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if mistakes and rng.random() < mistakes:
        return rng.choice(legal)
    return _softmax(legal, gains_of(st, legal), rng, temperature)


def rollout(st, rng: Rng) -> Action:
    """The rollout's move: the policy over a random sample of the legal moves (the king-maker
    rule not applied; see ``UsurpKnowledge.tree_moves``)."""
    legal = base_legal(st)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < ROLLOUT_MISTAKES:
        return rng.choice(legal)
    if len(legal) > ROLLOUT_SAMPLE:
        picked = [legal[rng.randrange(len(legal))] for _ in range(ROLLOUT_SAMPLE)]
        if legal[0].verb == "pass":
            picked[0] = legal[0]
        legal = picked
    return _softmax(legal, gains_of(st, legal), rng, ROLLOUT_TEMPERATURE)


def ranked(st, legal: list[Action], keep: int) -> list[Action]:
    """The ``keep`` best moves by the policy's gains (declining always kept), in legal order."""
    if len(legal) <= keep:
        return legal
    return [legal[i] for i in sorted(_best(st, legal, keep))]


def best_first(st, legal: list[Action], keep: int) -> list[Action]:
    """The moves of ``ranked``, best first by the policy's gains (ties in legal order)."""
    if len(legal) <= 1:
        return legal
    return [legal[i] for i in _best(st, legal, keep)]


def _best(st, legal: list[Action], keep: int) -> list[int]:
    gains = gains_of(st, legal)
    order = sorted(range(len(legal)), key=lambda i: -gains[i])
    chosen = order[:keep]
    for i in order[keep:]:
        if legal[i].verb == "pass":
            chosen.append(i)
    return sorted(chosen, key=lambda i: (-gains[i], i))


def root_width(k: int, n: int) -> int:
    """How many of the root's ``n`` ranked moves the ``k``-th simulation of a search (from 0)
    may choose among: the policy's best few first, one more as the visits grow."""
    return min(n, WIDEN_FIRST + int(WIDEN_RATE * math.sqrt(k)))


# ----- the knowledge ---------------------------------------------------------------------------


class UsurpRoot(Root):
    """The search's origin for one game: a family's seats share a team, and a game nobody wins
    is won by no team."""

    def team(self, seat):
        return None if seat is None else super().team(seat)


# A simulation is a whole game (17 moves with two families, 43 with five), and the policy
# weighs every placement, so the levels' counts go by mode (docs/ai.md, "Usurp the King").
# Normal is cheap (a seventh or less of Hard's simulations): with the root's widening it spends
# them on the policy's best two to five moves, so it plays close to the policy with a check of
# its top choices; Hard and Expert widen further and decide among more.
BUDGETS = {
    f"usurp/{mode}": {
        "normal": Budget(normal),
        "hard": Budget(hard),
        "expert": Budget(4 * hard),
    }
    for mode, normal, hard in (
        ("2p", 40, 300),
        ("3p", 20, 150),
        ("4p", 14, 100),
        ("5p", 10, 75),
        ("teams-6", 18, 150),
        ("teams-8", 12, 95),
    )
}


class UsurpKnowledge(Knowledge):
    budgets = BUDGETS
    match_target = 1
    round_word = "game"
    match_word = "game"

    def root(self, state) -> Root:
        n = state.num_seats
        teams = tuple(state.mode.teams)
        return UsurpRoot(len(state.results), (0.5,) * n, (0.5,) * n, 1, teams)

    def evaluate(self, state, root: Root) -> list[float]:
        return game_values(state)

    def moves(self, state) -> list:
        return self._ranked(state)[0]

    def _ranked(self, state) -> tuple[list, list]:
        """The root's kept moves in legal order and best first, memoised by position."""
        legal = state.legal_actions()
        key = _signature(state, legal)
        found = _ROOT_MEMO.get(key)
        if found is None:
            if len(_ROOT_MEMO) > 64:
                _ROOT_MEMO.clear()
            found = _ROOT_MEMO[key] = (
                ranked(state, legal, ROOT_KEEP),
                best_first(state, legal, ROOT_KEEP),
            )
        return found

    def root_moves(self, state, k: int) -> list:
        # Progressive widening: the k-th simulation chooses among the policy's best few.
        if not WIDEN:
            return self.moves(state)
        order = self._ranked(state)[1]
        return order[: root_width(k, len(order))]

    def tree_moves(self, state) -> list:
        # Below the root the simulated players are not held to the king-maker rule (its
        # look-ahead would cost more than the rest of a simulation); the real decision is.
        return ranked(state, base_legal(state), TREE_KEEP)

    def rollout_action(self, state, rng: Rng):
        return rollout(state, rng)

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        return policy(state, rng, temperature, mistakes)

    def is_new_turn(self, state) -> bool:
        return state.decision == "place"


# The root's moves are ranked again in every sampled world of a search, and they are the same in
# all of them (the mover's hand and the Court are what the mover sees): ranked once a position.
_ROOT_MEMO: dict = {}


def _signature(st, legal) -> tuple:
    seat = st.current_seat
    return (
        st.mode.id,
        tuple(map(tuple, (st.piles[n] for n in st.nums))),
        tuple(st.alive),
        tuple(sorted(st.face_up)),
        tuple(sorted(st.stabbed)),
        tuple(sorted(st.revealed)),
        tuple(sorted(st.resolved)),
        tuple(st.hands[seat]),
        st.objectives[seat],
        st.stack[-1],
        tuple(map(str, legal)),
    )


def game_values(state) -> list[float]:
    """Each seat's value of a finished game (see the module's docstring)."""
    n = state.num_seats
    res = state.result
    winner = res["winner"] if res else None
    if winner is None:
        base = [NOBODY_VALUE] * n
    else:
        base = [1.0 if state.family_of(s) == winner else 0.0 for s in range(n)]
    objectives = res.get("objectives") if res else None
    if not objectives:
        return base
    met_share = {}
    for f in range(state.families):
        seats = state.family_seats(f)
        met = sum(1 for s in seats if s in objectives and objectives[s]["met"])
        met_share[f] = met / len(seats)
    return [
        (base[s] + OBJECTIVE_BONUS * met_share[state.family_of(s)]) / (1 + OBJECTIVE_BONUS)
        for s in range(n)
    ]


KNOWLEDGE = UsurpKnowledge()

__all__ = ["KNOWLEDGE", "UsurpKnowledge", "game_values", "policy", "ranked"]
