"""The Imposter Kings knowledge for the search: sampling hidden cards, a heuristic policy, words.

The heuristic policy is the rollout policy of the search and, played with more noise, the Easy
opponent. It only reads what the seat to move could see in the world it is given: its own
zones, the public zones and its own knowledge of other hands; which cards are hidden from it
is the same in every world of its information set.
"""

from __future__ import annotations

import math

from game.ai.knowledge import ROUND_POINTS, Knowledge, Root
from game.core.actions import Action
from game.core.rng import Rng

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


class ImposterKnowledge(Knowledge):
    def root(self, state) -> Root:
        # Quickplay scores one point a round; full scoring two on average (up to three).
        points = ROUND_POINTS if state.mode.full_scoring else 1
        return Root.of(state, self.match_target, points)

    def moves(self, state) -> list:
        return searched_moves(state)

    def rollout_action(self, state, rng: Rng):
        return policy(state, rng, temperature=0.8, mistakes=0.03)

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        return policy(state, rng, temperature, mistakes)

    def describe(self, state, seat: int, text: str) -> str:
        return describe(state, seat, Action.parse(text))

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
    if mistakes and rng.random() < mistakes:
        return rng.choice(legal)
    frame = st.stack[-1]
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
    """Cards ``s`` cannot see: the unused pile and every other seat's hidden cards."""
    res = list(st.unused)
    for o in range(st.n):
        if o == s:
            continue
        res += st.hands[o]
        for c in (st.successor[o], st.dungeon[o], st.offer[o]):
            if c is not None:
                res.append(c)
    return res


def assassin_risk(st, s: int) -> bool:
    """Could an opponent still reveal the Assassin when ``s`` flips?"""
    for o in st.others(s):
        if not st.hands[o] or ASSASSIN in st.lacks[s][o]:
            continue
        if ASSASSIN in st.known[s][o]:
            return True
        for c in unseen(st, s):
            if st.cards[c].name == ASSASSIN and not st.is_muted(c):
                return True
    return False


def _turn(st, s, frame, legal, rng, temperature):
    if legal[0].verb == "remove" or st.ante[s]:
        return rng.choice(legal)
    court = st.court
    tv = st.court_value(court[-1]) if court else 0
    opp_king_up = any(st.king_up[o] for o in st.others(s))
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
    target = frame[4] if len(frame) > 4 else None
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


def searched_moves(st) -> list:
    """The legal actions less a second King choice in one Mustering: the rules allow a new King
    as often as one likes, but once a facet is chosen this round, choosing again only undoes it,
    and a search that tries it wanders between Kings."""
    legal = st.legal_actions()
    frame = st.stack[-1] if st.stack else None
    if frame is None or frame[0] != "muster" or st.fon.facet[frame[1]] == "King":
        return legal
    return [a for a in legal if a.verb != "king"]


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
}


# ----- words ----------------------------------------------------------------------------------


def describe(st, seat: int, action: Action) -> str:
    """An action as the table would say it to ``seat``."""
    verb, arg = action.verb, action.arg.split("@")[0]
    if verb == "first":
        return "go first" if int(arg) == seat else f"let player {int(arg) + 1} go first"
    if verb == "choose":
        return f"swap with player {int(arg) + 1}"
    if verb == "guess":
        return f"answer {arg}"
    if verb == "keep":
        return f"keep your {arg.capitalize() if arg else 'card'}"
    words = {
        "mulligan": "call a mulligan",
        "flip": "flip your King",
        "pass": "pass",
        "done": "stop here",
        "deal": "deal the next round",
        "recommission": "Recommission",
        "exchange": f"exchange with the {arg}" if arg else "exchange with the Accused card",
    }
    if verb in words:
        return words[verb]
    if verb == "react":
        return f"reveal the {arg}"
    if verb == "name" and arg.isdigit():
        return f"name {arg}"
    if verb == "king":
        return "keep the plain King" if arg == "King" else f"choose the {arg}"
    phrases = {
        "successor": "make the {} your Successor",
        "dungeon": "put the {} in your Dungeon",
        "squire": "make the {} your Squire",
        "play": "play the {}",
        "remove": "remove the Condemned {}",
        "take": "take the {}",
        "name": "name the {}",
        "disgrace": "Disgrace the {}",
        "antechamber": "put the {} in your Antechamber",
        "give": "give the {}",
        "recruit": "Recruit in place of the {}",
        "pick": "pick the {}",
        "draft": "draft the {}",
        "exhaust": "Exhaust the {}",
        "enlist": "take the {} from your Army",
        "rally": "Rally the {}",
        "restore": "restore the {}",
        "recall": "Recall the {}",
        "condemn": "Condemn the {}",
    }
    return phrases.get(verb, verb + " the {}").format(arg) if arg else verb
