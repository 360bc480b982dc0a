"""The Imposter Kings knowledge for the search: sampling hidden cards, a heuristic policy, words.

The heuristic policy is the rollout policy of the search and, played with more noise, the Easy
opponent. It only reads what the seat to move could see in the world it is given: its own
zones, the public zones and its own knowledge of other hands; which cards are hidden from it
is the same in every world of its information set.
"""

from __future__ import annotations

import math

from game.ai.budget import Budget
from game.ai.knowledge import ROUND_POINTS, Knowledge, Root
from game.core.actions import Action
from game.core.rng import Rng
from game.imposter import mercenaries
from game.imposter.court_setup import TAKE_DOWN

ASSASSIN = "Assassin"
KINGS_HAND = "King's Hand"

# Turn costs: a play costs roughly the card's value (keep the high cards), a flip costs this
# much, and more while an opponent may hold the Assassin (it would end the round at once).
FLIP_COST = 7.5
FLIP_ASSASSIN_RISK = 6.0
# Reactions and permissions are worth keeping in hand or using cheaply.
KEEP_ASSASSIN = 5.0
KEEP_KINGS_HAND = 1.5
ELDER_ON_ROYALTY = 1.0
ZEALOT_PERMISSION = 2.0
OATHBOUND_ON_HIGHER = 3.5
# The Assassin takes away a King flip: without her, an Inquisitor names her (flushing her out of
# their hand into the Antechamber) this many times more eagerly, and a Mystic Mutes her (names 2)
# this often, while she may still be in an opponent's hand.
FLUSH_ASSASSIN = 6.0
MUTE_ASSASSIN = 0.8
# A move the heuristic has no opinion on (other modes' actions) costs like a middling card.
UNKNOWN_COST = 5.0
# How eagerly the King's Hand stops each ability (chance in a rollout); the Assassin always.
STOP_CHANCE = {
    ASSASSIN: 1.0,
    "Soldier": 0.6,
    "Fool": 0.5,
    "Princess": 0.6,
    "Judge": 0.4,
    "Inquisitor": 0.4,
    "Mystic": 0.5,
    "Sentry": 0.4,
    "Warden": 0.4,
}


# The levels' simulations a decision. Normal searches little, so it leans on the policy and
# answers in a few hundredths of a second; Hard spends about a third of a second (its processor
# median), Expert about four times Hard's simulations, within its two seconds (at 4500 with two
# seats its median was 2.2 s). With three or four seats a round is longer (a 2v2 rollout is
# about 70 moves, setup included), so a simulation costs two to four times as much, and the
# Mercenary modes add the Bid, the free swap and a Mustering to every round (a random 2v2
# Mercenaries round is about 110 moves): their counts are smaller to keep each level's time.
# Measured in docs/ai.md, "The levels at every table" (Normal at 150 simulations with two
# seats, 75 with three and 50 with four until 2 December 2026 played too close to Hard).
BUDGETS = {
    2: {"normal": Budget(30), "hard": Budget(900), "expert": Budget(3600)},
    3: {"normal": Budget(25), "hard": Budget(350), "expert": Budget(1200)},
    4: {"normal": Budget(15), "hard": Budget(220), "expert": Budget(850)},
    "imposter/cutthroat-mercenaries": {
        "normal": Budget(15),
        "hard": Budget(200),
        "expert": Budget(800),
    },
    "imposter/2v2-mercenaries": {"normal": Budget(12), "hard": Budget(140), "expert": Budget(550)},
}


class ImposterKnowledge(Knowledge):
    budgets = BUDGETS

    def root(self, state) -> Root:
        # Quickplay scores one point a round; full scoring two on average (up to three).
        points = ROUND_POINTS if state.mode.full_scoring else 1
        return Root.of(state, self.target_of(state), points)

    def moves(self, state) -> list:
        return searched_moves(state)

    def tree_moves(self, state) -> list:
        return in_order(state, searched_moves(state))

    def rollout_action(self, state, rng: Rng):
        return policy(state, rng, temperature=0.8, mistakes=0.03)

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        return policy(state, rng, temperature, mistakes)

    def describe(self, state, seat: int, text: str) -> str:
        from game.ai import imposter_hints

        return imposter_hints.describe(state, seat, Action.parse(text))

    def reasons(self, state, seat: int, text: str, follow: str | None, odds) -> list[str]:
        from game.ai import imposter_hints

        nxt = Action.parse(follow) if follow else None
        return imposter_hints.reasons(state, seat, Action.parse(text), nxt, odds)

    def follow_reasons(self, state, seat: int, text: str, follow: str, odds) -> list[str]:
        from game.ai import imposter_hints

        return imposter_hints.follow_reasons(
            state, seat, Action.parse(text), Action.parse(follow), odds
        )


# The Imposter Kings' GameInfo (game/imposter/plugin.py) names this module for game.ai.knowledge.
KNOWLEDGE = ImposterKnowledge()


# ----- the heuristic policy -------------------------------------------------------------------


def policy(st, rng: Rng, temperature: float, mistakes: float) -> Action:
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    frame = st.stack[-1]
    if frame[0] == "place" and st.party is not None and not mulligan_worth_it(st, frame[1]):
        legal = [a for a in legal if a.verb != "mulligan"]  # not even by mistake (2v2)
    if mistakes and rng.random() < mistakes:
        return rng.choice(legal)
    rule = _RULES.get(frame[0])
    if rule is None:
        return rng.choice(legal)
    return rule(st, frame[1], frame, legal, rng, temperature)


def _softmin(legal, costs, rng, temperature):
    """Pick an action with probability falling off with its cost (lower is better)."""
    if temperature <= 0:
        return legal[min(range(len(costs)), key=costs.__getitem__)]
    low = min(costs)
    return _weighted(legal, [math.exp(-(c - low) / temperature) for c in costs], rng)


def _weighted(items, weights, rng):
    """One of ``items``, each with probability proportional to its weight."""
    x = rng.random() * sum(weights)
    for item, w in zip(items, weights, strict=True):
        x -= w
        if x <= 0:
            return item
    return items[-1]


def unseen(st, s: int) -> list[int]:
    """Cards ``s`` cannot see: the unused pile, every other seat's hidden cards and the
    face-down Condemned cards it does not know."""
    res = list(st.unused)
    spied = getattr(st, "spied", None)
    seen = spied[s] if spied else None  # Successors this seat looked at with the Spy
    for o in range(st.n):
        if o == s:
            continue
        res += st.hands[o]
        for c in (st.successor[o], st.dungeon[o], st.offer[o]):
            if c is not None and not (seen and seen.get(o) == c and c == st.successor[o]):
                res.append(c)
    if st.party is not None and st.party.masked:  # face-down Condemned cards s does not know
        res += [c for c, knowers in st.party.masked.items() if s not in knowers]
    return res


def assassin_risk(st, s: int) -> bool:
    """Could an opponent still reveal the Assassin when ``s`` flips? (A partner never would:
    the team loses with either partner, and the policy never reacts against a partner.)"""
    hidden = None
    for o in st.opponents(s):
        if not st.hands[o] or ASSASSIN in st.lacks[s][o]:
            continue
        if ASSASSIN in st.known[s][o]:
            return True
        if hidden is None:  # the same for every opponent: look once
            hidden = any(st.cards[c].name == ASSASSIN and not st.is_muted(c) for c in unseen(st, s))
        if hidden:
            return True
    return False


def _turn(st, s, frame, legal, rng, temperature):
    if legal[0].verb == "remove" or st.ante[s]:
        return rng.choice(legal)
    court = st.court
    tv = st.court_value(court[-1]) if court else 0
    opp_king_up = any(st.king_up[o] for o in st.opponents(s))
    costs = []
    for a in legal:
        if a.verb == "flip":
            cost = FLIP_COST + (FLIP_ASSASSIN_RISK if assassin_risk(st, s) else 0.0)
            succ = st.successor[s]
            if succ is not None:
                cost -= 0.2 * st.cards[succ].value
            costs.append(cost)
            continue
        cid = _in_hand(st, s, a)
        if cid is None:  # a move of another mode (an Army card, a recruit): no opinion
            costs.append(UNKNOWN_COST)
            continue
        card = st.cards[cid]
        v = st.hand_value(cid)
        if v >= tv or not court:
            cost = float(v)
        elif card.name == "Elder":
            cost = ELDER_ON_ROYALTY
        elif card.name == "Zealot":
            cost = ZEALOT_PERMISSION
        else:  # the Oathbound on a higher card: it Disgraces the Throne and plays one more
            cost = OATHBOUND_ON_HIGHER
        if card.name == ASSASSIN and opp_king_up:
            cost += KEEP_ASSASSIN
        elif card.name == KINGS_HAND:
            cost += KEEP_KINGS_HAND
        elif card.name == "Fool" and len(st.face_up_court()) >= 1:
            cost -= 0.5
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def _in_hand(st, s, action):
    """The hand card an action plays or gives, or None when it is not a plain hand card."""
    if action.verb not in ("play", "successor", "dungeon", "give", "antechamber"):
        return None
    for c in st.hands[s]:
        if st.cards[c].label == action.arg:
            return c
    return None


def _hand_costs(st, s, legal, cost_of):
    """Costs of hand-card moves by ``cost_of(card)``; other moves get a neutral cost."""
    costs = []
    for a in legal:
        cid = _in_hand(st, s, a)
        costs.append(UNKNOWN_COST if cid is None else cost_of(st.cards[cid]))
    return costs


def _first(st, s, frame, legal, rng, temperature):
    return rng.choice(legal)


def _place(st, s, frame, legal, rng, temperature):
    # The Successor comes back on a flip: keep a strong card there, not a reaction. No mulligans.
    costs = _hand_costs(st, s, legal, lambda c: -c.value + (6.0 if c.reaction else 0.0))
    costs = [20.0 if a.verb == "mulligan" else c for a, c in zip(legal, costs, strict=True)]
    return _softmin(legal, costs, rng, temperature)


def _dungeon(st, s, frame, legal, rng, temperature):
    costs = _hand_costs(st, s, legal, lambda c: c.value + (6.0 if c.reaction else 0.0))
    return _softmin(legal, costs, rng, temperature)


def _react(st, s, frame, legal, rng, temperature):
    if len(legal) == 1:
        return legal[0]
    reaction = frame[2] if len(frame) > 2 else None
    causer = frame[3] if len(frame) > 3 else None
    target = frame[4] if len(frame) > 4 else None
    if isinstance(causer, int) and _partners(st, s, causer) and Action("pass") in legal:
        # 2v2: the Assassin would knock out the team's own player, the King's Hand would
        # stop the partner's ability: a team loses with either partner.
        return Action("pass")
    if reaction == ASSASSIN:
        chance = 1.0
    elif isinstance(target, int) and 0 <= target < len(st.cards):
        chance = STOP_CHANCE.get(st.cards[target].name, 0.3)
    else:
        chance = 0.3
    react = next((a for a in legal if a.verb == "react"), None)
    if react is None or Action("pass") not in legal:
        return rng.choice(legal)
    return react if rng.random() < chance else Action("pass")


def _partners(st, s: int, o: int) -> bool:
    """Whether ``o`` is ``s``'s partner (2v2); never in a mode without teams."""
    return o != s and st.mode.team_of(o) == st.mode.team_of(s)


def _guess_weights(st, s, targets):
    """Labels an opponent in ``targets`` may hold, weighted by how many copies could be there."""
    sure = []
    for o in targets:
        sure += st.known[s][o]
    if sure:
        return {lb: 1.0 for lb in sure}
    lacks_all = set.intersection(*(st.lacks[s][o] for o in targets)) if targets else set()
    weights: dict[str, float] = {}
    for c in unseen(st, s):
        lb = st.cards[c].label
        if lb not in lacks_all:
            weights[lb] = weights.get(lb, 0.0) + 1.0
    return weights


def _name(st, s, frame, legal, rng, temperature):
    kind = frame[0]
    if kind == "judge":
        targets = [frame[4]]  # the opponent the Judge's player chose (abilities.JudgeTarget)
    elif kind == "informant":
        targets = [frame[3]]
    else:
        targets = st.opponents(s)
    weights = _guess_weights(st, s, targets)
    names = [a for a in legal if a.verb == "name" and weights.get(a.arg, 0.0) > 0]
    if kind == "inquire":
        # Forcing a high card out is worth more than forcing a cheap one, and forcing out the
        # Assassin that threatens our King most of all.
        values = _label_values(st)
        flush = FLUSH_ASSASSIN if _fears_assassin(st, s) else 1.0
        ws = [
            weights[a.arg] * values.get(a.arg, 1) * (flush if a.arg == ASSASSIN else 1.0)
            for a in names
        ]
    else:
        ws = [weights[a.arg] for a in names]
    if not names:
        return rng.choice(legal)
    return _weighted(names, ws, rng)


_VALUES: dict[str, dict[str, int]] = {}


def _fears_assassin(st, s: int) -> bool:
    """Our King is still up and an opponent may hold a live Assassin."""
    return st.king_up[s] and assassin_risk(st, s)


def _mystic(st, s, frame, legal, rng, temperature):
    """The Mystic names 2 (Muting the Assassin) while she threatens our King; else as any."""
    two = Action("name", "2")
    if two in legal and _fears_assassin(st, s) and rng.random() < MUTE_ASSASSIN:
        return two
    return _optional(st, s, frame, legal, rng, temperature)


def _label_values(st) -> dict[str, int]:
    table = _VALUES.get(st.mode.id)
    if table is None:
        table = _VALUES[st.mode.id] = {c.label: c.value for c in st.cards}
    return table


def _disgrace(st, s, frame, legal, rng, temperature):
    # The Soldier is the Throne at +2: usually leave the Court as it is.
    return Action("done") if rng.random() < 0.85 else rng.choice(legal)


def _lowest_from_hand(st, s, frame, legal, rng, temperature):
    costs = _hand_costs(st, s, legal, lambda c: c.value + (6.0 if c.reaction else 0.0))
    costs = [3.0 if a.verb == "pass" else c for a, c in zip(legal, costs, strict=True)]
    return _softmin(legal, costs, rng, temperature)


def _take(st, s, frame, legal, rng, temperature):
    costs = []
    for a in legal:
        if a.verb == "take":
            try:
                costs.append(-float(st.cards[st.court_card(a.arg)].value))
            except (KeyError, ValueError, IndexError):
                costs.append(UNKNOWN_COST)
        else:
            costs.append(0.0)
    return _softmin(legal, costs, rng, temperature)


def _follow(st, s, frame, legal, rng, temperature):
    # The follow-up ignores values: a middling card holds the Throne without spending the best.
    costs = _hand_costs(st, s, legal, lambda c: abs(c.value - 6) + (6.0 if c.reaction else 0.0))
    return _softmin(legal, costs, rng, temperature)


def _optional(st, s, frame, legal, rng, temperature):
    """Princess, Sentry, Mystic and Warden: use the ability more often than not."""
    acts = [a for a in legal if a.verb != "pass"]
    if not acts or rng.random() < 0.3:
        return Action("pass") if Action("pass") in legal else rng.choice(legal)
    return rng.choice(acts)


# ----- three and four players ------------------------------------------------------------------
# Setup in Cutthroat and 2v2 (contract of issue 11). Revealed cards are public and one of them
# will be taken: show cheap cards, never a reaction (its surprise is its worth). Take the best
# card on offer, a reaction most of all; a Cutthroat starter takes from the leader.
REVEAL_REACTION = 8.0
TAKE_REACTION = 4.0
TAKE_FROM_LEADER = 0.3
# A 2v2 take of the face-down copy of a name also face up: the other team does not learn it.
TAKE_HIDDEN = 0.5
# The 2v2 trade: most rollouts keep the hand (a trade needs equal numbers from both partners).
TRADE_DONE = 0.75
# The Executioner names a value the opponents are likely to hold and we are not: each of our own
# cards of that value (and our partner's) counts this much against it.
EXECUTE_OWN = 1.5
# Passing up the Herald's chained play costs like a card of value 6.5 (a 5 or 6 is played).
HERALD_PASS = 2.5
SPY_USE = 0.8


def _card_of(st, label: str):
    """The card definition of a label in this mode (None for an unknown label)."""
    table = _BY_LABEL.get(st.mode.id)
    if table is None:
        table = _BY_LABEL[st.mode.id] = {c.label: c for c in st.cards}
    return table.get(label.partition("@")[0])


_BY_LABEL: dict[str, dict] = {}


def _label_costs(st) -> tuple[dict[str, float], dict[str, float]]:
    """Per label of the mode: what showing it costs and what taking it is worth (as a cost),
    worked out once per mode (rollouts ask for them at every setup decision)."""
    table = _COSTS.get(st.mode.id)
    if table is None:
        show, gain = {}, {}
        for c in st.cards:
            show[c.label] = c.value + (REVEAL_REACTION if c.reaction else 0.0)
            gain[c.label] = -(c.value + (TAKE_REACTION if c.reaction else 0.0))
        table = _COSTS[st.mode.id] = (show, gain)
    return table


_COSTS: dict[str, tuple[dict[str, float], dict[str, float]]] = {}


def _show_cost(st, label: str) -> float:
    """What showing (or handing over) a card costs: its value, a reaction much more."""
    return _label_costs(st)[0].get(label.partition("@")[0], UNKNOWN_COST)


def _gain_cost(st, label: str) -> float:
    """What taking a card is worth, as a cost (lower is better): minus its value, a reaction
    worth more."""
    return _label_costs(st)[1].get(label.partition("@")[0], UNKNOWN_COST)


def _by_label(cost_of, other: float = UNKNOWN_COST):
    """A rule costing each action by ``cost_of(st, its label)``; an action without one ``other``."""

    def rule(st, s, frame, legal, rng, temperature):
        costs = [cost_of(st, a.arg) if a.arg else other for a in legal]
        return _softmin(legal, costs, rng, temperature)

    return rule


def _exchange(st, s, frame, legal, rng, temperature):
    """Cutthroat's exchange: ``take <seat>:<label>``; the best card, from the leader if a tie."""
    costs = []
    for a in legal:
        seat, _, label = a.arg.partition(":")
        try:
            leader = TAKE_FROM_LEADER * st.scores[int(seat)]
        except (ValueError, IndexError):
            leader = 0.0
        costs.append(_gain_cost(st, label) - leader if label else UNKNOWN_COST)
    return _softmin(legal, costs, rng, temperature)


def _exchange_first(st, s, frame, legal, rng, temperature):
    """The True King starts the exchange itself when tied, else picks at random."""
    me = Action("exchange_first", str(s))
    return me if me in legal else rng.choice(legal)


def _partner_take(st, s, frame, legal, rng, temperature):
    """The best of the partner's four; of two copies of it, the face-down one (``@down``),
    which the other team does not see taken."""
    costs = [
        _gain_cost(st, a.arg) - (TAKE_HIDDEN if a.arg.endswith(TAKE_DOWN) else 0.0) for a in legal
    ]
    return _softmin(legal, costs, rng, temperature)


def _assassin_keep(st, s, frame, legal, rng, temperature):
    """Keep the best card of the victim's; the Assassin again while another King is up."""
    king_up = any(st.king_up[o] for o in st.opponents(s))
    costs = []
    for a in legal:
        c = _card_of(st, a.arg) if a.arg else None
        if c is None:
            costs.append(UNKNOWN_COST)
        elif c.name == ASSASSIN:
            costs.append(-(c.value + (KEEP_ASSASSIN + 4.0 if king_up else 0.0)))
        else:
            costs.append(-float(c.value))
    return _softmin(legal, costs, rng, temperature)


def _trade(st, s, frame, legal, rng, temperature):
    """Mostly keep the hand; else put out the cheapest card (a swap of spare cards)."""
    done = Action("trade", "done")
    if done in legal and rng.random() < TRADE_DONE:
        return done
    cards = [a for a in legal if a != done]
    if not cards:
        return rng.choice(legal)
    return _softmin(cards, [_show_cost(st, a.arg) for a in cards], rng, temperature)


def _direction(st, s, frame, legal, rng, temperature):
    return rng.choice(legal)


def _seat_holds(st, s: int, o: int, value: int) -> float:
    """How many cards of base ``value`` ``s`` expects in ``o``'s hand (exact for itself)."""
    if o == s:
        return float(sum(1 for c in st.hands[s] if st.cards[c].value == value))
    known = [nm for nm in st.known[s][o] if _card_of(st, nm) is not None]
    sure = sum(1 for nm in known if _card_of(st, nm).value == value)
    pool = unseen(st, s)
    if not pool:
        return float(sure)
    share = sum(1 for c in pool if st.cards[c].value == value) / len(pool)
    return sure + share * max(0, len(st.hands[o]) - len(known))


def _executioner(st, s, frame, legal, rng, temperature):
    """Name the value the opponents most likely hold and the team least."""
    costs = []
    for a in legal:
        if a.verb != "name" or not a.arg.isdigit():
            costs.append(0.0)  # pass: costs nothing, gains nothing
            continue
        v = int(a.arg)
        theirs = sum(_seat_holds(st, s, o, v) for o in st.opponents(s))
        ours = sum(_seat_holds(st, s, o, v) for o in range(st.n) if o == s or _partners(st, s, o))
        costs.append(-(theirs - EXECUTE_OWN * ours))
    return _softmin(legal, costs, rng, temperature)


def _condemn(st, s, frame, legal, rng, temperature):
    """Condemn the copy worth least to keep (they share a value): never a reaction first."""
    return _by_label(_show_cost)(st, s, frame, legal, rng, temperature)


def _spy(st, s, frame, legal, rng, temperature):
    """Order the opponent with the strongest Successor to trade it (the Spy saw them all), or
    our own side's weakest."""
    costs = []
    for a in legal:
        if a.verb != "spy" or not a.arg.isdigit():
            costs.append(0.0)
            continue
        o = int(a.arg)
        succ = st.successor[o] if 0 <= o < st.n else None
        v = st.cards[succ].value if succ is not None else 0
        if o == s or _partners(st, s, o):
            costs.append(float(v))  # a weak Successor of the team's could be improved
        else:
            costs.append(-float(v))
    return _softmin(legal, costs, rng, temperature)


def _guarded(rule):
    """A rule for a frame whose shape is new: any surprise falls back to a random legal move,
    so a rollout never stops on a frame it does not know."""

    def safe(st, s, frame, legal, rng, temperature):
        try:
            return rule(st, s, frame, legal, rng, temperature)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            return rng.choice(legal)

    return safe


def _judge_target(st, s, frame, legal, rng, temperature):
    """Guess at the hand we know most of (a sure hit), else the biggest one."""
    costs = []
    for a in legal:
        try:
            o = int(a.arg)
            costs.append(-(3.0 * len(st.known[s][o]) + 0.3 * len(st.hands[o])))
        except (ValueError, IndexError):
            costs.append(UNKNOWN_COST)
    return _softmin(legal, costs, rng, temperature)


def _herald_play(st, s, frame, legal, rng, temperature):
    """The Herald's chained play is a free play that brings the Herald back: take it with a
    cheap card of 5 or more, but keep an Assassin that still has a King to wait for."""
    opp_king_up = any(st.king_up[o] for o in st.opponents(s))
    costs = []
    for a in legal:
        cid = _in_hand(st, s, a)
        if cid is None:
            costs.append(HERALD_PASS if a.verb == "pass" else UNKNOWN_COST)
            continue
        card = st.cards[cid]
        cost = st.hand_value(cid) - 4.0
        if card.name == ASSASSIN and opp_king_up:
            cost += KEEP_ASSASSIN
        elif card.name == KINGS_HAND:
            cost += KEEP_KINGS_HAND
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def _spy_use(st, s, frame, legal, rng, temperature):
    """Use the Spy (its look is free knowledge) most of the time."""
    use = Action("use")
    if use in legal and rng.random() < SPY_USE:
        return use
    return Action("pass") if Action("pass") in legal else rng.choice(legal)


def _spy_swap(st, s, frame, legal, rng, temperature):
    """Ordered to trade the Successor (the ordered player picks, ``SPY_TARGET_CHOOSES``): the
    best card held becomes the new one, as at setup."""
    return _place(st, s, frame, legal, rng, temperature)


_PARTY_RULES = {
    "reveal": _by_label(_show_cost),
    "partner_card": _by_label(_show_cost),
    "exchange": _exchange,
    "exchange_first": _exchange_first,
    "partner_take": _partner_take,
    "direction": _direction,
    "trade": _trade,
    "assassin_keep": _assassin_keep,
    "executioner": _executioner,
    "condemn": _condemn,
    "judge_target": _judge_target,
    # The Informant and the Nakturn also name a card that the chosen opponent may hold.
    "informant_target": _judge_target,
    "nakturn_target": _judge_target,
    "herald_place": _place,
    "herald_play": _herald_play,
    "spy": _spy_use,
    "spy_order": _spy,
    "spy_swap": _spy_swap,
}
# The rules unguarded, for tests: an error there is a bug the guard would hide.
PARTY_RULES_UNGUARDED = dict(_PARTY_RULES)
_PARTY_RULES = {kind: _guarded(rule) for kind, rule in _PARTY_RULES.items()}


# ----- Fragments of Nersetti ------------------------------------------------------------------
# Army and Mustering choices by card value: take and keep the high cards, give up the low ones.
RECRUIT_FIRST_COST = 2.0  # the phase's first Recruit also Exhausts an Army card
RECOMMISSION_COST = 3.0
FACET_COST = 1.0
USE_ABILITY = 0.7  # how often an optional expansion ability is used in a rollout


def _value_of(st, label: str) -> int:
    return _label_values(st).get(label.partition("@")[0], 4)


def _by_value(sign: float, other: float = UNKNOWN_COST):
    """A rule costing each card action ``sign`` times its card's value (anything else ``other``)."""

    def rule(st, s, frame, legal, rng, temperature):
        costs = [
            sign * _value_of(st, a.arg) if a.arg and a.verb != "name" else other for a in legal
        ]
        return _softmin(legal, costs, rng, temperature)

    return rule


# 2v2: a mulligan deals four hands again and throws away the reveal, the partner card and the
# take, so the computer considers one only with a weak hand: no Royalty and an average value
# under this (about 3% of the hands at that point; a few searches' noise called it far more).
MULLIGAN_HAND_MEAN = 4.0


def mulligan_worth_it(st, seat: int) -> bool:
    """Whether ``seat``'s own hand is weak enough for the computer to consider a mulligan."""
    hand = [st.cards[c] for c in st.hands[seat]]
    if not hand or any(c.royalty for c in hand):
        return False
    return sum(c.value for c in hand) / len(hand) < MULLIGAN_HAND_MEAN


def searched_moves(st) -> list:
    """The legal actions less a second King choice in one Mustering: the rules allow a new King
    as often as one likes, but once a facet is chosen this round, choosing again only undoes it,
    and a search that tries it wanders between Kings. In 2v2 a mulligan only with a weak hand
    (``mulligan_worth_it``)."""
    legal = st.legal_actions()
    frame = st.stack[-1] if st.stack else None
    if (
        frame is not None
        and frame[0] == "place"
        and st.party is not None
        and not mulligan_worth_it(st, frame[1])
    ):
        legal = [a for a in legal if a.verb != "mulligan"]
    if frame is None or frame[0] not in ("muster", "merc_muster"):
        return legal
    if st.fon.facet[frame[1]] == "King":
        return legal
    return [a for a in legal if a.verb != "king"]


def in_order(st, legal: list) -> list:
    """Cards put one at a time into one hidden pile (a reveal step's face-down cards, the cards
    out to trade, the three bid cards) make the same pile in any order: below the root the
    tree takes them in label order only, so each pile is one branch instead of one per order.
    Never empty."""
    party = getattr(st, "party", None)
    frame = st.stack[-1] if st.stack else None
    if party is None or frame is None:
        return legal
    if frame[0] in ("reveal", "bid"):
        pile = party.down[frame[1]]
    elif frame[0] == "trade":
        pile = party.trade[frame[1]]
    else:
        return legal
    if not pile:
        return legal
    last = max(st.cards[c].label for c in pile)
    kept = [a for a in legal if a.arg == "done" or a.arg >= last]
    return kept or legal


def _muster(st, s, frame, legal, rng, temperature):
    if st.fon.facet[s] != "King":
        legal = [a for a in legal if a.verb != "king"]
    army = st.fon.army[s]
    best = max((st.cards[c].value for c in army), default=0)
    costs = []
    for a in legal:
        if a.verb == "recruit":
            first = 0.0 if st.fon.paid[s] else RECRUIT_FIRST_COST
            costs.append(_value_of(st, a.arg) - best + first + 1.0)
        elif a.verb == "recommission":
            costs.append(RECOMMISSION_COST)
        elif a.verb == "king":
            costs.append(FACET_COST)
        else:  # done
            costs.append(0.0)
    return _softmin(legal, costs, rng, temperature)


def _optional_use(st, s, frame, legal, rng, temperature):
    """The expansion's optional abilities: used more often than not, on a random target."""
    acts = [a for a in legal if a.verb != "pass"]
    if acts and (Action("pass") not in legal or rng.random() < USE_ABILITY):
        return rng.choice(acts)
    return Action("pass")


def _nakturn_guess(st, s, frame, legal, rng, temperature):
    namer, name = frame[2], frame[3]
    if name in st.known[s][namer]:
        return Action("guess", "yes")
    if name in st.lacks[s][namer]:
        return Action("guess", "no")
    return rng.choice(legal)


def _tactician(st, s, frame, legal, rng, temperature):
    if Action("reveal", "successor") in legal:
        return Action("reveal", "successor")
    return _keep_best(st, s, legal, rng, temperature)


def _keep_best(st, s, legal, rng, temperature):
    """Keep the Successor or Squire, whichever is worth more; Rally only for a better card."""
    costs = []
    for a in legal:
        if a.verb == "keep":
            cid = st.successor[s] if a.arg == "successor" else st.fon.squire[s]
            costs.append(-float(st.cards[cid].value) if cid is not None else 0.0)
        elif a.verb == "rally":
            costs.append(-float(_value_of(st, a.arg)) + 1.0)
        else:
            costs.append(0.0)
    return _softmin(legal, costs, rng, temperature)


def _kept(st, s, frame, legal, rng, temperature):
    return _keep_best(st, s, legal, rng, temperature)


_FON_RULES = {
    "muster": _muster,
    "exhaust": _by_value(1.0),  # Exhaust the weakest Army card
    "enlist": _by_value(-1.0),  # take the strongest
    "rally": _by_value(-1.0),
    "flag_rally": _by_value(-1.0),
    "restore": _by_value(-1.0),
    "recall": _by_value(-1.0),
    "flag_return": _by_value(1.0),  # put the weaker Rallied card back
    "squire": _by_value(-1.0),  # a strong card waits beside the Successor
    "nakturn_condemn": _by_value(-1.0),  # Condemn their best card
    "oracle_show": _by_value(1.0),  # show the cheapest
    "oracle_pick": _by_value(-1.0, other=0.0),
    "ancestor_rally": _by_value(1.0, other=3.0),
    "informant_claim": _by_value(-1.0, other=0.0),
    "informant": _name,
    "nakturn_guess": _nakturn_guess,
    "tactician": _tactician,
    "tactician_squire": _kept,
    "leader": _kept,
    "flag": _optional_use,
    "stranger": _optional_use,
    "aegis": _optional_use,
    "lockshift": _optional_use,
    "oracle": _optional_use,
    "nakturn": _optional_use,
}


# ----- Cutthroat Mercenaries and 2v2 Mercenaries ----------------------------------------------
# Rollout rules for Cutthroat Mercenaries and 2v2 Mercenaries (the contract of issue 12).
#
# Each rule reads only what the seat to move knows in the world it is given: its own hand, bid
# cards and Army, the public zones (the Mercenary area, revealed bids and totals, Exhausts, Army
# sizes) and what it learned of other hands. Cards are weighed by their printed values, the
# numbers the Bid adds up: a card kept in hand is worth its value, a reaction more
# (``imposter_knowledge.REVEAL_REACTION``: its surprise is its worth).
#
# - The Bid: 3 cards face down. A seat bids to win only when the area's Mercenaries are worth
#   more than the cards it would give up for them: it puts down its best cards that are still
#   below the Mercenaries, which the winner's free swap then trades up. Otherwise it bids its
#   cheapest cards, which its Mustering can trade for Army cards.
# - The 2v2 extra card: raise only when that makes the team's bid the highest and winning gains
#   something; never against the partner (a team leading already passes).
# - A tie: the True King names itself, else its partner, else the tied seat with fewest points.
# - The free swap: each swap that gains value, the best first; then done.
# - Mustering: Recruit from the Army when its best card beats a bid card by more than the cost of
#   using up an Army card; hire a Mercenary when it beats the bid card given up by more than the
#   Exhausted Army card is worth; Recommission and a new King rarely.
# - The Arbiter: the opponent whose hand is worth most by what the seat knows; the guess and the
#   card given together, for the most expected value (the card received, the bonus of a right
#   guess, less the card given).


# A bid to win is worth it when the free swaps gain this much value over the cards bid.
BID_TO_WIN_GAIN = 2.0
# Cards a plan does not want in the Bid cost this much more than the plan's own.
BID_OFF_PLAN = 10.0
# 2v2: raise only when winning the bid gains at least this much by the free swaps.
RAISE_GAIN = 1.0
# Taking an Army card (Recruit) uses it up: it is Exhausted after the round.
ARMY_TAKE_COST = 1.0
# Lending a Recommissioned card to the partner only when the partner's Army is smaller.
LEND_COST = 1.0


def _split_swap(arg: str) -> tuple[str, str]:
    give, _, take = arg.partition("/")
    return give, take


def _keep_worth(st, cid: int) -> float:
    """What keeping a card is worth: its value, a reaction more."""
    c = st.cards[cid]
    return c.value + (REVEAL_REACTION if c.reaction else 0.0)


def _keep_label(st, label: str) -> float:
    return _show_cost(st, label)


def _swap_gain(values: list[int], area: list[int]) -> float:
    """The free swaps' gain: the best Mercenaries for the cheapest cards, while they gain."""
    gain = 0.0
    for b, m in zip(sorted(values), sorted(area, reverse=True), strict=False):
        if m <= b:
            break
        gain += m - b
    return gain


def _area_values(st) -> list[int]:
    return [st.cards[c].value for c in st.merc.area]


def _to_win(st, cards: list[int], count: int = 3) -> list[int]:
    """The cards a bid to win would use: the best ones below the area's best Mercenary, never
    a reaction (the ``count`` highest such, or fewer)."""
    area = _area_values(st)
    top = max(area, default=0)
    fit = [c for c in cards if not st.cards[c].reaction and st.cards[c].value < top]
    fit.sort(key=lambda c: -st.cards[c].value)
    return fit[:count]


def bid_to_win(st, s: int) -> bool:
    """Whether ``s`` bids to win: from its whole hand at the Bid (the cards still in hand and
    the ones already face down), so its three bid cards follow one plan."""
    cards = st.hands[s] + st.party.down[s]
    chosen = _to_win(st, cards)
    if len(chosen) < 3:
        return False
    return _swap_gain([st.cards[c].value for c in chosen], _area_values(st)) >= BID_TO_WIN_GAIN


def _merc_bid(st, s, frame, legal, rng, temperature):
    to_win = bid_to_win(st, s)
    # 2v2: the extra card is a fourth card of the same plan (it may raise the bid).
    count = 4 if frame[0] == "extra" else 3
    wanted = set(_to_win(st, st.hands[s] + st.party.down[s], count)) if to_win else set()
    costs = []
    for a in legal:
        cid = st.find(st.hands[s], a.arg)
        if to_win:
            cost = -st.cards[cid].value if cid in wanted else _keep_worth(st, cid) + BID_OFF_PLAN
        else:
            cost = _keep_worth(st, cid)
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def _merc_extra(st, s, frame, legal, rng, temperature):
    """The 2v2 extra card: bidding to win, the best card still below the Mercenaries (it may
    raise the bid and be swapped); else the cheapest card (it will rarely be revealed)."""
    return _merc_bid(st, s, frame, legal, rng, temperature)


def _opponent_top(st, s: int) -> int:
    totals = st.merc.totals
    return max((totals[o] or 0) for o in range(st.n) if not _partners(st, s, o) and o != s)


def _merc_raise(st, s, frame, legal, rng, temperature):
    m = st.merc
    extra = st.party.partner_card[s]
    if not extra or Action("raise") not in legal:
        return Action("pass")
    totals = m.totals
    team = max((totals[o] or 0) for o in range(st.n) if o == s or _partners(st, s, o))
    theirs = _opponent_top(st, s)
    if team > theirs:
        return Action("pass")  # the team leads already: never bid against the partner
    v = st.cards[extra[0]].value
    new = (totals[s] or 0) + v
    tk_ours = st.true_king == s or _partners(st, s, st.true_king)
    if new < theirs or (new == theirs and not tk_ours):
        return Action("pass")
    revealed = [st.cards[c].value for c in m.originals[s] + m.extra_up[s]] + [v]
    gain = _swap_gain(revealed, _area_values(st))
    return Action("raise") if gain >= RAISE_GAIN else Action("pass")


def _merc_tie(st, s, frame, legal, rng, temperature):
    tied = [int(a.arg) for a in legal]
    if s in tied:
        return Action("winner", str(s))
    mates = [o for o in tied if _partners(st, s, o)]
    if mates:
        return Action("winner", str(mates[0]))
    low = min(tied, key=lambda o: (st.scores[o], o))
    return Action("winner", str(low))


def _merc_swap(st, s, frame, legal, rng, temperature):
    costs = []
    for a in legal:
        if a.verb != "swap":
            costs.append(0.0)
            continue
        give, take = _split_swap(a.arg)
        costs.append(-(_value_of(st, take) - _keep_label(st, give)))
    return _softmin(legal, costs, rng, temperature)


def _cheapest_original(st, s: int) -> float:
    return min((_keep_worth(st, c) for c in st.merc.originals[s]), default=0.0)


def _merc_muster(st, s, frame, legal, rng, temperature):
    fon = st.fon
    if fon.facet[s] != "King":
        legal = [a for a in legal if a.verb != "king"] or legal
    army = [st.cards[c].value for c in fon.army[s]]
    best = max(army, default=0)
    low = min(army, default=0)
    costs = []
    for a in legal:
        if a.verb == "recruit":
            costs.append(-(best - _keep_label(st, a.arg) - ARMY_TAKE_COST))
        elif a.verb == "hire":
            costs.append(-(_value_of(st, a.arg) - _cheapest_original(st, s) - low))
        elif a.verb == "recommission":
            costs.append(RECOMMISSION_COST)
        elif a.verb == "king":
            costs.append(FACET_COST)
        else:  # done
            costs.append(0.0)
    return _softmin(legal, costs, rng, temperature)


def _merc_restore(st, s, frame, legal, rng, temperature):
    q = st.partner(s) if st.mode.teams else None
    lend_ok = q is not None and len(st.fon.army[q]) < len(st.fon.army[s])
    costs = []
    for a in legal:
        cost = -float(_value_of(st, a.arg))
        if a.verb == "lend" and not lend_ok:
            cost += LEND_COST
        elif a.verb == "restore" and lend_ok:
            cost += LEND_COST
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def hand_guess(st, s: int, o: int) -> list[tuple[int, float]]:
    """The base values ``s`` expects in ``o``'s hand, each with its expected count: the cards it
    knows there, and the rest spread over the cards it cannot see (less the names it knows
    ``o`` lacks)."""
    values = _label_values(st)
    known = [nm for nm in st.known[s][o] if nm in values]
    out = [(values[nm], 1.0) for nm in known]
    rest = len(st.hands[o]) - len(known)
    if rest <= 0:
        return out
    lacks = st.lacks[s][o]
    pool = [st.cards[c].value for c in unseen(st, s) if st.cards[c].name not in lacks]
    if not pool:
        return out
    share = rest / len(pool)
    return out + [(v, share) for v in pool]


def _exchange_worth(
    guess: list[tuple[int, float]], give: float, value: int, said: str | None
) -> float:
    """The Arbiter's exchange for a card of ``value`` (worth ``give`` kept) with guess
    ``said`` (None: guessed after the exchange): the card received on average, plus the bonus
    times the chance the guess is right, less the card given."""
    total = sum(w for _, w in guess)
    if total <= 0:
        return 0.0
    mean = sum(v * w for v, w in guess) / total
    if said is None:  # the guess comes after the exchange, knowing both cards: right unless equal
        right = sum(w for v, w in guess if v != value)
    elif said == "higher":
        right = sum(w for v, w in guess if v > value)
    else:
        right = sum(w for v, w in guess if v < value)
    if mercenaries.ARBITER_TIE_RIGHT:
        right += sum(w for v, w in guess if v == value)
    return mean + mercenaries.ARBITER_BONUS * right / total - give


def _arbiter_target(st, s, frame, legal, rng, temperature):
    costs = []
    for a in legal:
        guess = hand_guess(st, s, int(a.arg))
        total = sum(w for _, w in guess)
        mean = sum(v * w for v, w in guess) / total if total else 0.0
        costs.append(-mean)
    return _softmin(legal, costs, rng, temperature)


def _best_give(st, s: int, target: int, said: str) -> tuple[float, list[float]]:
    guess = hand_guess(st, s, target)
    worth = [
        _exchange_worth(guess, _keep_worth(st, c), st.cards[c].value, said) for c in st.hands[s]
    ]
    return max(worth, default=0.0), worth


def _arbiter_guess(st, s, frame, legal, rng, temperature):
    if len(frame) > 2:  # guessing before the exchange: ("arbiter_guess", s, cid, immune, target)
        target = frame[4]
        costs = [-_best_give(st, s, target, a.arg)[0] for a in legal]
        return _softmin(legal, costs, rng, temperature)
    return arbiter_right_guess(st, s, legal)


def arbiter_right_guess(st, s: int, legal: list[Action]) -> Action:
    """After the exchange both cards are known: the right guess when the bonus goes to the card
    received, the wrong one when it would go to the card given away (an opponent's now)."""
    _, _, gave, got = st.merc.arbiter
    higher = st.cards[got].value > st.cards[gave].value
    right = "higher" if higher else "lower"
    wrong = "lower" if higher else "higher"
    want = right if mercenaries.ARBITER_BONUS_CARD == "received" else wrong
    return next((a for a in legal if a.arg == want), legal[0])


def _arbiter_give(st, s, frame, legal, rng, temperature):
    _, _, target, said = frame
    _, worth = _best_give(st, s, target, said)
    by_label = {st.cards[c].label: w for c, w in zip(st.hands[s], worth, strict=True)}
    costs = [-by_label.get(a.arg, 0.0) for a in legal]
    return _softmin(legal, costs, rng, temperature)


MERC_RULES = {
    "bid": _merc_bid,
    "extra": _merc_extra,
    "raise": _merc_raise,
    "bid_tie": _merc_tie,
    "merc_swap": _merc_swap,
    "merc_muster": _merc_muster,
    "merc_enlist": _by_value(-1.0),  # the strongest Army card
    "merc_discard": _by_label(_show_cost),  # the cheapest bid card, never a reaction
    "merc_restore": _merc_restore,
    "arbiter_target": _arbiter_target,
    "arbiter_guess": _arbiter_guess,
    "arbiter_give": _arbiter_give,
}
# The rules unguarded, for tests: an error there is a bug the guard would hide.
MERC_RULES_UNGUARDED = dict(MERC_RULES)
MERC_RULES = {kind: _guarded(rule) for kind, rule in MERC_RULES.items()}


_RULES = {
    "first": _first,
    "place": _place,
    "dungeon": _dungeon,
    "turn": _turn,
    "react": _react,
    "take": _take,
    "inquire": _name,
    "soldier": _name,
    "judge": _name,
    "disgrace": _disgrace,
    "judge_ante": _lowest_from_hand,
    "follow": _follow,
    "sentry_give": _lowest_from_hand,
    "swap_give": _lowest_from_hand,
    "warden_give": _lowest_from_hand,
    "princess": _optional,
    "sentry": _optional,
    "mystic": _mystic,
    "warden": _optional,
    **_FON_RULES,
    **_PARTY_RULES,
    **MERC_RULES,
}
