"""The Imposter Kings' rollout policy for two seats: the setup steps (who goes first, the
Successor and the Dungeon), the turn, reactions, the names a Soldier or Inquisitor says, and the
follow-ups of a play. Each rule costs the legal moves and picks one by a soft minimum."""

from __future__ import annotations

import math

from game.ai.imposter_beliefs import (
    ASSASSIN,
    KINGS_HAND,
    _fears_assassin,
    _label_values,
    _partners,
    assassin_risk,
    unseen,
)
from game.core.actions import Action

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


def _mystic(st, s, frame, legal, rng, temperature):
    """The Mystic names 2 (Muting the Assassin) while she threatens our King; else as any."""
    two = Action("name", "2")
    if two in legal and _fears_assassin(st, s) and rng.random() < MUTE_ASSASSIN:
        return two
    return _optional(st, s, frame, legal, rng, temperature)


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
