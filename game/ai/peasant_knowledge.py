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

import math

from game.ai.budget import Budget
from game.ai.knowledge import Knowledge, Root
from game.core.actions import Action
from game.core.rng import Rng
from game.peasant.cards import ASSASSIN, DECOY, GUARD, KING, PEASANT, REBEL
from game.peasant.readings import GUARD_CAP

# An Era is worth one; the match is first to two Eras.
ERA_TARGET = 2

# Costs (lower is better) for the soft choice. WIN and LOSE are moves that end the Era at once.
WIN = -20.0
LOSE = 30.0
# A move the policy has no opinion on.
NEUTRAL = 4.0

# --- the King ---
# Readying a Guard: cheap while Town has room, cheaper still when it is nearly empty (the
# Assassin may be Dispatched the moment no Guard stands).
READY_FEW = 0.5  # fewer than two Guards up
READY_MORE = 2.5
# Passing is the King's patient plan: every turn ends with his draw, and an empty deck wins.
PASS_COST = 3.0
# The chance that the top card is the Assassin weighs on every move that ends with his draw
# (all of them): this many cost points for a certain Assassin on top.
DRAW_FEAR = 25.0
# Mobilizing a Guard costs the Guard; each effect then pays back what it does.
MOBILIZE_BASE = 3.0
# Condemning a face-down Rebel is a gamble on the King's estimate that it is the Assassin:
# below this chance it is not worth it unless he is about to lose anyway.
CONDEMN_SURE = 0.85

# --- the Peasant ---
HIDE_ASSASSIN = 0.5
HIDE_DECOY = 2.0
HIDE_OTHER = 3.0
HIDE_THUG = 2.5
INFILTRATE_ASSASSIN = 1.0
INFILTRATE_DECOY = 3.5  # the bait: the King cannot tell it from the Assassin
RETURN_ASSASSIN = -5.0  # face up, the King Condemns it next turn
RETURN_OTHER = 5.0
DRAW_COST = 4.5  # a draw brings the King's empty-deck goal nearer
DRAW_EMPTY_HANDED = 1.5
# Dispatch costs by Rebel (with Guards in Town); the Assassin's is a win without Guards.
DISPATCH = {
    "Thug": 1.5,
    "Courtesan": 3.0,
    "Charlatan": 3.0,
    "Smuggler": 3.5,
    "Rat": 5.0,
    "Heretic": 4.5,
    "Mob": 2.0,
    "Decoy": 7.0,
}
PLAY = {
    "Brawl": 2.5,
    "Rally": 3.0,
    "Thief": 3.0,
    "Revolt": 3.5,
    "Scatter": 5.5,
    "Reassemble": 4.0,
}


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


# How much likelier the King holds a world (by rejection: worlds are kept with this weight) where
# the Assassin hides where a Peasant puts her: a face-down Rebel rather than one of the unknown
# cards of her hand, and the card she Infiltrated rather than the Decoy. The model's uniform
# worlds have him think the one Rebel hidden at the opening is the Assassin about one time in
# eleven (any unseen Rebel card may be it); with these weights, about two times in three.
HAND_WEIGHT = 0.04
# The same preference in his own estimate (``assassin_odds``): each unknown card of her hand
# weighs this much against one unknown face-down Rebel.
ODDS_HAND_WEIGHT = 0.1
# The King's estimate that a card the Peasant Infiltrated is the Assassin, not the Decoy.
INFILTRATED_IS_ASSASSIN = 0.8
DECOY_INFILTRATED_WEIGHT = 0.3
WORLD_TRIES = 12
# Where in the deck an Infiltrated Assassin lies, as the King fears it: the deck positions he
# has not seen, from the top, the next one each this much less likely than the one above. The
# top is the Peasant's quickest win (his own draw ends the Era at once, a new player's favourite
# trick), and a geometric belief keeps its shape after every draw that found something else, so
# it needs no count of the draws since her Infiltrate. With 10 unseen cards the top then holds
# her about 31% of the time (uniform: 10%), the top two 52%, the top three 66%.
INFILTRATE_DEPTH = 0.7


def king_world(base, seat: int, rng: Rng):
    """A world for the King, drawn by the model and kept with the weight of where it puts the
    Assassin (``HAND_WEIGHT``, ``DECOY_INFILTRATED_WEIGHT``), with an Infiltrated Assassin
    moved to a deck position drawn by ``INFILTRATE_DEPTH``. Only the drawn world and ``rng``
    decide, so the King's worlds still depend on his view alone."""
    world = base.determinize(seat, rng)
    if base.round_over or not unknown_rebels(base) and not base.sp_min:
        return world
    for _ in range(WORLD_TRIES):
        w = _world_weight(world)
        if w >= 1.0 or rng.random() < w:
            break
        world = base.determinize(seat, rng)
    if base.sp_min:
        _sink_assassin(world, rng)
    return world


def _sink_assassin(world, rng: Rng) -> None:
    """Put a deck Assassin the King has not seen at an unseen position drawn top first by
    ``INFILTRATE_DEPTH``, swapping places with the card there. The model deals the unseen deck
    positions alike (any card may go to any of them), so the swap keeps the King's view, and
    the Assassin's position then follows the geometric belief exactly."""
    deck = world.deck
    if ASSASSIN not in deck:
        return
    bit = 1 << world.king
    unseen = [i for i, m in enumerate(world.dmask) if not m & bit]
    at = deck.index(ASSASSIN)
    if at not in unseen or len(unseen) < 2:
        return
    target = unseen[_geometric_rank(len(unseen), rng)]
    if target != at:
        deck[at], deck[target] = deck[target], deck[at]
        world._legal = None


def _geometric_rank(n: int, rng: Rng) -> int:
    """A rank 0..n-1 drawn with weights INFILTRATE_DEPTH ** rank."""
    x = rng.random() * (1.0 - INFILTRATE_DEPTH**n)
    r = 0
    p = 1.0 - INFILTRATE_DEPTH
    while r < n - 1:
        x -= p
        if x <= 0:
            break
        p *= INFILTRATE_DEPTH
        r += 1
    return r


def depth_share(n: int, k: int) -> float:
    """Under ``INFILTRATE_DEPTH``, the chance that an Infiltrated card among ``n`` unseen deck
    positions lies in the first ``k`` of them."""
    if n <= 0:
        return 0.0
    k = min(k, n)
    return (1.0 - INFILTRATE_DEPTH**k) / (1.0 - INFILTRATE_DEPTH**n)


def _world_weight(world) -> float:
    p = world.peasant
    if ASSASSIN in world.hands[p] and ASSASSIN not in world.hknow[p] and unknown_rebels(world):
        return HAND_WEIGHT
    if world.sp_min and DECOY in world.deck and ASSASSIN not in world.deck:
        return DECOY_INFILTRATED_WEIGHT
    return 1.0


# ----- what a seat knows ----------------------------------------------------------------------


def king_knows_top(st) -> int | None:
    """The top card of the deck if the King has seen it where it lies, else None."""
    if st.deck and st.dmask[0] & (1 << st.king):
        return st.deck[0]
    return None


def king_known_deck(st) -> dict[int, int]:
    """Deck positions the King knows: position -> card."""
    bit = 1 << st.king
    deck = st.deck
    return {i: deck[i] for i, m in enumerate(st.dmask) if m & bit}


def unknown_rebels(st) -> list[int]:
    """Town indices of the Peasant's face-down Rebels the King cannot name."""
    return [i for i, c in enumerate(st.rebels) if c not in st.up and c not in st.kseen]


def assassin_odds(st, known: dict[int, int] | None = None) -> tuple[float, float, float]:
    """The King's rough chances that the Assassin is (in the deck, among his unknown face-down
    Rebels, in the Peasant's hand), from his knowledge alone (``known``: his known deck).

    The Assassin and the Decoy are told apart by nothing the King sees while hidden, so each
    unknown special is the Assassin half the time when both are hidden, except that a card she
    Infiltrated is the Assassin ``INFILTRATED_IS_ASSASSIN`` of the time. Out of the deck, the
    chance is split between the unknown face-down Rebels and the unknown cards of her hand,
    each of those weighing ``ODDS_HAND_WEIGHT`` (she hides the Assassin eagerly).
    """
    p = st.peasant
    known_hand = st.hknow[p]
    if ASSASSIN in known_hand:
        return 0.0, 0.0, 1.0
    if known is None:
        known = king_known_deck(st)
    seen = known.values()
    if ASSASSIN in seen:
        return 1.0, 0.0, 0.0
    up, kseen = st.up, st.kseen
    fd = 0
    decoy_out = DECOY in st.exile or DECOY in known_hand
    for c in st.rebels:
        if c in up or c in kseen:
            if c == ASSASSIN:
                return 0.0, 1.0, 0.0
            if c == DECOY:
                decoy_out = True
        else:
            fd += 1
    decoy_seen_deck = DECOY in seen
    hidden = 1 if decoy_out or decoy_seen_deck else 2  # specials whose place he cannot tell
    known_specials_in_deck = 1 if decoy_seen_deck else 0
    hi = max(0, min(hidden, st.sp_max - known_specials_in_deck))
    lo = min(max(0, st.sp_min - known_specials_in_deck), hi)
    unknown_deck = len(st.deck) - len(known)
    p_deck = min(1.0, (lo + hi) / 2 / hidden) if unknown_deck else 0.0
    if lo >= 1 and hidden == 2:
        p_deck = max(p_deck, INFILTRATED_IS_ASSASSIN)
    w_town = 1.0 * fd
    w_hand = ODDS_HAND_WEIGHT * (len(st.hands[p]) - len(known_hand))
    rest = 1.0 - p_deck
    if w_town + w_hand <= 0:
        return (1.0, 0.0, 0.0) if unknown_deck else (p_deck, 0.0, rest)
    return p_deck, rest * w_town / (w_town + w_hand), rest * w_hand / (w_town + w_hand)


def top_risk(st, known: dict[int, int] | None = None, p_deck: float | None = None) -> float:
    """The King's chance that the top card is the Assassin (what his draw would hit)."""
    return reach_risk(st, 1, known, p_deck)


def reach_risk(
    st, k: int, known: dict[int, int] | None = None, p_deck: float | None = None
) -> float:
    """The King's chance that the Assassin is among the deck's top ``k`` cards. After an
    Infiltrate (``sp_min``) he fears the positions he has not seen top first
    (``INFILTRATE_DEPTH``), as his worlds do; else every unseen position alike."""
    if not st.deck:
        return 0.0
    if known is None:
        known = king_known_deck(st)
    top = range(min(k, len(st.deck)))
    if any(known.get(i) == ASSASSIN for i in top):
        return 1.0
    if ASSASSIN in known.values():
        return 0.0
    if p_deck is None:
        p_deck = assassin_odds(st, known)[0]
    if p_deck <= 0.0:
        return 0.0
    n = len(st.deck) - len(known)
    reach = sum(1 for i in top if i not in known)
    if not reach:
        return 0.0
    if st.sp_min:
        return p_deck * depth_share(n, reach)
    return p_deck * reach / max(1, n)


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


def _softmin(legal, costs, rng, temperature):
    if temperature <= 0:
        return legal[min(range(len(costs)), key=costs.__getitem__)]
    low = min(costs)
    weights = [math.exp(-(c - low) / temperature) for c in costs]
    x = rng.random() * sum(weights)
    for a, w in zip(legal, weights, strict=True):
        x -= w
        if x <= 0:
            return a
    return legal[-1]


def _card_in(st, zone, name: str, role: str) -> int | None:
    for c in zone:
        h = st.cards[c].half(role)
        if h is not None and h.name == name:
            return c
    return None


def _pname(st, cid: int) -> str:
    return st.cards[cid].peasant.name if st.cards[cid].peasant else st.cards[cid].name


def _kname(st, cid: int) -> str:
    return st.cards[cid].king.name if st.cards[cid].king else st.cards[cid].name


def assassin_in_town_hidden(st) -> int | None:
    """(Peasant's knowledge) the Town index of her face-down Assassin, if there."""
    for i, c in enumerate(st.rebels):
        if c == ASSASSIN and c not in st.up:
            return i
    return None


# --- the King ---


def _king_turn(st, legal, rng):
    known = king_known_deck(st)
    p_deck, p_town, _p_hand = assassin_odds(st, known)
    risk = top_risk(st, known, p_deck)
    fd = unknown_rebels(st)
    guards = len(st.guards)
    hand_guards = sum(1 for c in st.hands[st.king] if st.cards[c].king.kind == GUARD)
    # After this move he draws: the fear of that draw weighs on every move that keeps the top.
    fear = DRAW_FEAR * risk
    costs = []
    for a in legal:
        v = a.verb
        if v == "condemn":
            costs.append(_condemn_cost(st, a.arg, p_town, fd, risk))
        elif v == "ready":
            base = READY_FEW if guards < 2 else READY_MORE
            costs.append(base + fear)
        elif v == "pass":
            # Passing with no Guard up and Rebels hidden invites the Dispatch.
            bare = 6.0 * p_town if guards == 0 else 0.0
            costs.append(PASS_COST + fear + bare)
        elif v == "mobilize":
            costs.append(_mobilize_cost(st, a.arg, risk, p_deck, p_town, fd, guards, hand_guards))
        elif v == "play":
            costs.append(_king_play_cost(st, a.arg, risk, p_deck, p_town, fd, guards))
        else:
            costs.append(NEUTRAL + fear)
    return costs


def _condemn_cost(st, arg, p_town, fd, risk):
    if arg == "deck":
        top = king_knows_top(st)
        if top is not None:
            return WIN if top == ASSASSIN else LOSE
        return LOSE * (1.0 - risk)
    c = st.rebels[int(arg)]
    if c in st.up or c in st.kseen:
        return WIN if c == ASSASSIN else LOSE
    chance = p_town / max(1, len(fd))
    if chance >= CONDEMN_SURE:
        return WIN / 2
    # A gamble: worth it when no Guard can stand between the Assassin and the throne.
    if not st.guards and p_town > 0.5:
        return 6.0 - 10.0 * chance
    return LOSE * (1.0 - chance)


def _mobilize_cost(st, name, risk, p_deck, p_town, fd, guards, hand_guards):
    fear = DRAW_FEAR * risk
    # Losing the last Guard while the Assassin may be hidden in Town is dangerous.
    bare = 8.0 * p_town if guards == 1 else 0.0
    base = MOBILIZE_BASE + bare
    deck = len(st.deck)
    if name == "Knight":
        # Discards the top 2 cards: the Assassin there is the King's win, and the deck runs down.
        hit = reach_risk(st, 2, None, p_deck) if deck else 0.0
        return base - 1.5 - 20.0 * hit + DRAW_FEAR * risk * (1 - hit)
    if name == "Sentinel":
        # Best once the deck is short enough that its three cards cover much of it.
        reach = min(1.0, 3.0 / max(1, deck))
        return base - 0.5 - 12.0 * reach_risk(st, 3, None, p_deck) - 4.0 * p_deck * reach
    if name == "Guardian":
        return base - 1.0 - 8.0 * p_deck + fear * 0.5
    if name == "Advisor":
        return base - 0.5 - 8.0 * risk
    # Looking at Rebels is wasted once the Assassin is likely in the deck.
    if name == "Spy":
        return base - (2.0 if fd else -4.0) - 2.0 * p_town + 3.0 * p_deck + fear
    if name == "Noble":
        return base - (1.0 * len(fd)) - 2.0 * p_town + 3.0 * p_deck + fear
    if name == "Watchman":
        hidden_hand = len(st.hands[st.peasant]) - len(st.hknow[st.peasant])
        return base - (1.0 if hidden_hand >= 2 else -1.0) + fear
    if name == "Executor":
        return base - (1.0 if fd else -3.0) + fear
    if name == "Crier":
        return base - 0.5 + fear * 1.5 - (1.0 if hand_guards else 0.0)
    if name == "Inquisitor":
        return base + fear + (0.0 if hand_guards else 3.0)
    return base + fear


def _king_play_cost(st, name, risk, p_deck, p_town, fd, guards):
    fear = DRAW_FEAR * risk
    if name == "Arrest":
        return 2.0 - 15.0 * risk - (2.0 * p_town if fd else 0.0) + fear * (1 - risk)
    if name == "Raid":
        return 3.5 + fear - 0.5 * len(st.hands[st.peasant])
    if name == "Strike":
        return 4.0 + fear + (3.0 if guards < 2 else 0.0)
    if name == "Reassemble":
        return 4.0 + fear - (1.0 if st.discard else -3.0)
    return NEUTRAL + fear


def _king_setup_ready(st, legal, rng):
    return [2.0 if a.verb == "done" else _guard_rank(st, a.arg) for a in legal]


def _guard_rank(st, name):
    # The Sentinel is the King's best look at the deck; the Knight his blind sweep.
    return {"Sentinel": 0.0, "Knight": 0.2, "Guardian": 0.3, "Spy": 0.5}.get(name, 0.8)


def _crier(st, legal, rng):
    return [3.0 if a.verb == "pass" else _guard_rank(st, a.arg) for a in legal]


def _inquisitor(st, legal, rng):
    risk = top_risk(st)
    costs = []
    for a in legal:
        cost = 2.0
        if a.arg == "Knight":
            cost -= 10 * risk
        elif a.arg == "Sentinel":
            cost -= 6 * risk
        costs.append(cost)
    return costs


def _spy(st, legal, rng):
    # Reveal a Rebel he cannot name: one he already knows tells him nothing.
    return [0.0 if int(a.arg) in unknown_rebels(st) else 5.0 for a in legal]


def _advisor(st, legal, rng):
    top = king_knows_top(st)
    special = top is not None and top in (ASSASSIN, DECOY)
    return [(0.0 if special else 4.0) if a.verb == "bottom" else 1.0 for a in legal]


def _guardian(st, legal, rng):
    known = king_known_deck(st)
    costs = []
    for a in legal:
        i = int(a.arg)
        if i in known:
            costs.append(WIN if known[i] == ASSASSIN else 8.0)
        else:
            costs.append(1.0 + 0.1 * i)  # nearer the top is drawn sooner
    return costs


def _sentinel(st, legal, rng):
    costs = []
    for a in legal:
        order = [st.deck[int(x)] for x in a.arg.split()]
        cost = 0.0
        if order[0] == ASSASSIN:
            cost += 20.0  # he would draw it at once
        if order[0] == DECOY:
            cost += 3.0
        if len(order) > 1 and order[1] == ASSASSIN:
            cost -= 3.0  # on top after his draw, known: Condemn it next turn
        costs.append(cost)
    return costs


def _strike(st, legal, rng):
    risk = top_risk(st)
    costs = []
    for a in legal:
        c = 2.0
        if a.arg == "Knight":
            c -= 10 * risk
        elif a.arg == "Sentinel":
            c -= 4 * risk
        costs.append(c)
    return costs


def _arrest(st, legal, rng):
    known = king_known_deck(st)
    p_deck, p_town, _ = assassin_odds(st, known)
    risk = top_risk(st, known, p_deck)
    fd = unknown_rebels(st)
    costs = []
    for a in legal:
        if a.verb == "discard":
            costs.append(1.5 - 10 * risk)
            continue
        i = int(a.arg)
        c = st.rebels[i]
        if c in st.up or c in st.kseen:
            costs.append(WIN if c == ASSASSIN else 3.0)
        else:
            costs.append(1.0 - 4.0 * p_town / max(1, len(fd)))
    return costs


def _thief_discard(st, legal, rng):
    # Give away what matters least: a Guard already matched in Town, never the Sentinel first.
    costs = []
    for a in legal:
        c = _card_in(st, st.hands[st.king], a.arg, KING)
        kind = st.cards[c].king.kind if c is not None else GUARD
        costs.append(1.0 if kind != GUARD else 2.0 + _guard_rank(st, a.arg))
    return costs


def _king_reassemble_take(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(2.0)
            continue
        c = st.discard[int(a.arg)]
        h = st.cards[c].king
        costs.append(0.5 if h is not None and h.kind == GUARD else 2.5)
    return costs


def _reassemble_ready(st, legal, rng):
    return [3.0 if a.verb == "pass" else _guard_rank(st, a.arg) for a in legal]


# --- the Peasant ---


def _peasant_turn(st, legal, rng):
    guards = len(st.guards)
    hidden_assassin = assassin_in_town_hidden(st)
    in_hand = ASSASSIN in st.hands[st.peasant]
    hand = len(st.hands[st.peasant])
    costs = []
    for a in legal:
        v = a.verb
        if v == "dispatch":
            c = st.rebels[int(a.arg)]
            name = _pname(st, c)
            if c == ASSASSIN:
                costs.append(WIN if guards == 0 else LOSE)
            elif name == "Mob":
                # Removes every Rebel: her own hidden Assassin with them.
                costs.append(LOSE if hidden_assassin is not None else DISPATCH["Mob"] - guards)
            elif name == "Thug":
                bonus = 2.0 if guards == 1 and hidden_assassin is not None else 0.0
                costs.append((DISPATCH["Thug"] - bonus) if guards else 5.0)
            else:
                costs.append(DISPATCH.get(name, NEUTRAL))
        elif v == "infiltrate":
            c = st.rebels[int(a.arg)]
            costs.append(INFILTRATE_ASSASSIN if c == ASSASSIN else INFILTRATE_DECOY)
        elif v == "hide":
            c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
            if c == ASSASSIN:
                costs.append(HIDE_ASSASSIN)
            elif c == DECOY:
                costs.append(HIDE_DECOY)
            elif a.arg == "Thug":
                costs.append(HIDE_THUG)
            else:
                costs.append(HIDE_OTHER)
        elif v == "return":
            c = st.rebels[int(a.arg)]
            costs.append(RETURN_ASSASSIN if c == ASSASSIN else RETURN_OTHER)
        elif v == "play":
            cost = PLAY.get(a.arg, NEUTRAL)
            if a.arg == "Brawl" and not guards:
                cost += 3.0
            if a.arg == "Revolt" and hidden_assassin is None:
                cost += 2.0
            costs.append(cost)
        elif v == "draw":
            costs.append(DRAW_EMPTY_HANDED if hand <= 1 and not in_hand else DRAW_COST)
        else:
            costs.append(NEUTRAL)
    return costs


def _setup_hide(st, legal, rng):
    placed = st.stack[-1][2][0]
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(1.0 + 1.0 * (2 - placed))
            continue
        c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
        costs.append(0.0 if c == ASSASSIN else 0.8 if c == DECOY else 1.5)
    return costs


def _infiltrate_at(st, legal, rng):
    # Out of the reach of the Knight (top 2) and the Sentinel (top 3) while the deck allows,
    # not so deep that the King's empty deck comes first... the last card still wins for her.
    n = len(st.deck)
    costs = []
    for a in legal:
        i = int(a.arg)
        if n >= 4:
            costs.append(0.0 if i >= 3 else 2.0 + (1.0 if i <= 1 else 0.0))
        else:
            costs.append(0.0)
    return costs


def _remove_guard(st, legal, rng):
    # Take the Guard whose effect hurts her most: the deck watchers first.
    order = {"Sentinel": 0.0, "Guardian": 0.2, "Knight": 0.3, "Spy": 0.5, "Noble": 0.6}
    return [order.get(a.arg, 1.0) for a in legal]


def _remove_own_rebel(st, legal, rng):
    costs = []
    for a in legal:
        c = st.rebels[int(a.arg)]
        if c == ASSASSIN:
            costs.append(LOSE)
        elif c in st.up:
            costs.append(0.0)  # a spent face-up Rebel goes first
        elif c == DECOY:
            costs.append(2.0)
        else:
            costs.append(1.0)
    return costs


def _courtesan_keep(st, legal, rng):
    # Leave the Assassin in the deck near the top; keep a useful card.
    costs = []
    for a in legal:
        c = st.deck[int(a.arg)]
        costs.append(LOSE / 3 if c == ASSASSIN else 0.0 if _pname(st, c) == "Thug" else 1.0)
    return costs


def _courtesan_order(st, legal, rng):
    costs = []
    for a in legal:
        first = st.deck[int(a.arg.split()[0])]
        costs.append(0.0 if first == ASSASSIN else 2.0)
    return costs


def _charlatan_draw(st, legal, rng):
    in_hand = ASSASSIN in st.hands[st.peasant]
    return [(1.0 if a.arg == "1" else 2.0) if in_hand else 1.5 for a in legal]


def _charlatan_top(st, legal, rng):
    # The last card put on top is the top card, the King's next draw: no order is favoured.
    return [1.0 for _ in legal]


def _rat_return(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(1.0)
        else:
            c = st.rebels[int(a.arg)]
            costs.append(RETURN_ASSASSIN if c == ASSASSIN else 0.5)
    return costs


def _up_to_hide(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb in ("done", "pass"):
            costs.append(2.0)
            continue
        c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
        costs.append(0.0 if c == ASSASSIN else 0.8 if c == DECOY else 1.2)
    return costs


def _revolt(st, legal, rng):
    guards = len(st.guards)
    costs = []
    for a in legal:
        c = st.rebels[int(a.arg)]
        if c == ASSASSIN:
            costs.append(
                (WIN if guards == 0 else LOSE) if a.verb == "dispatch" else INFILTRATE_ASSASSIN
            )
        elif c == DECOY:
            costs.append(1.0 if a.verb == "infiltrate" else 3.0)
        else:
            name = _pname(st, c)
            costs.append(DISPATCH.get(name, NEUTRAL) if name != "Mob" else LOSE)
    return costs


def _thief_take(st, legal, rng):
    return [0.5 if a.arg == "Thug" else 1.0 for a in legal]


def _peasant_reassemble_take(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(2.0)
            continue
        c = st.discard[int(a.arg)]
        h = st.cards[c].peasant
        costs.append(0.5 if h is not None and h.kind == REBEL else 1.5)
    return costs


def _reassemble_take(st, legal, rng):
    if st.current_seat == st.king:
        return _king_reassemble_take(st, legal, rng)
    return _peasant_reassemble_take(st, legal, rng)


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

__all__ = ["BUDGETS", "GUARD_CAP", "KNOWLEDGE", "PeasantKnowledge", "era_equity", "policy"]
