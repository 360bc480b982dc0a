"""The Imposter Kings: what the other seat's moves this round say about its hidden cards.

A sampled world that deals the opponent a cheap card that beat the Throne is a world in which it
chose to spend a dearer one; a world that gives it the King's Hand is one in which it let the
Soldier through. Both happen, but less often than the other worlds' stories. Expert draws a few
worlds for each simulation and keeps one with a chance in proportion to how likely the
opponent's moves of this round were in it (``weigher``), under a softened copy of the rollout
policy's costs. The moves read are public: who was to move, the cards played face up, a flip, a
declined reaction, and what any card would have been allowed to do then (``observations``, from
replaying the match's actions and keeping only what every seat saw). Two tables of the same
information set have the same observations, so the same worlds come out for the same seed.

Only the plain two- and more-seat tables without the Fragments, the party setup or the
Mercenaries read evidence: their plays are all face up and their costs are the turn policy's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.imposter_beliefs import ASSASSIN, KINGS_HAND
from game.ai.imposter_policy_turn import (
    ELDER_ON_ROYALTY,
    FLIP_ASSASSIN_RISK,
    FLIP_COST,
    KEEP_ASSASSIN,
    KEEP_KINGS_HAND,
    OATHBOUND_ON_HIGHER,
    STOP_CHANCE,
    ZEALOT_PERMISSION,
)
from game.core.actions import Action, IllegalAction
from game.imposter.turns import can_play

# The opponent is not our rollout policy (it may search, or be a person): its choices are read
# at a softer temperature than the policy plays (0.8), and each observed move is, with this
# share, a uniform pick among its options, so no world is ever ruled out by one move.
MODEL_TEMPERATURE = 1.2
UNIFORM_SHARE = 0.1
# A reaction the policy would have declared with this chance when held, if the table does not
# name the card it would stop.
DEFAULT_STOP = 0.3
# The Successor is a strong card that is no reaction, the Dungeon the weakest (the policy's
# setup, ``imposter_policy_turn._place`` and ``_dungeon``).
SETUP_REACTION_COST = 6.0
SUCCESSOR_VALUE = 0.0
DUNGEON_VALUE = 0.5


@dataclass(frozen=True)
class Seen:
    """One public move of another seat this round.

    ``kind`` is "play" (``label`` played from the hand), "flip" or "pass" (``label`` the
    reaction declined, ``target`` the card whose ability it would have stopped). For a play or a
    flip, ``costs`` gives every label the seat could have played then with the policy's cost of
    it, and ``flip`` the cost of flipping, or None when it could not flip."""

    kind: str
    seat: int
    label: str = ""
    target: str = ""
    costs: tuple[tuple[str, float], ...] = ()
    flip: float | None = None


def supported(st) -> bool:
    """Whether this table's moves are read (see the module's note)."""
    return st.fon is None and st.party is None and st.merc is None


def observations(st, seat: int) -> tuple[Seen, ...]:
    """The other seats' public moves of the current round, as ``seat`` saw them, oldest first.

    The match is replayed from its seed and actions (the save's own record); at each step only
    public facts are kept: the seat to move and the decision, the action when it played a card
    face up, flipped or declined a reaction, and which cards the rules allowed then."""
    if st.history is None or not supported(st):
        return ()
    from game.core.registry import new_match

    replay = new_match(st.mode.id, st.seed, dict(st.options))
    seen: list[Seen] = []
    round_no = replay.round_no
    try:
        for text in st.history:
            if replay.round_no != round_no:
                seen, round_no = [], replay.round_no
            frame = replay.stack[-1] if replay.stack else None
            action = Action.parse(text)
            if frame is not None and frame[1] != seat:
                one = _observe(replay, frame, action)
                if one is not None:
                    seen.append(one)
            replay.apply(action)
    except IllegalAction:
        return ()  # an action list that is not this match's: nothing to read
    if replay.round_no != round_no or replay.view(seat) != st.view(seat):
        return ()
    return tuple(seen)


def _observe(st, frame, action) -> Seen | None:
    kind, o = frame[0], frame[1]
    if kind == "react" and action.verb == "pass":
        target = frame[4] if len(frame) > 4 else None
        label = ""
        if isinstance(target, int) and 0 <= target < len(st.cards) and target in st.public_ids():
            label = st.cards[target].name
        return Seen("pass", o, frame[2], label)
    if kind != "turn" or st.ante[o] or st.condemned[o]:
        return None  # an Antechamber or Condemned card is public and must be dealt with first
    if action.verb not in ("play", "flip"):
        return None
    costs = _public_costs(st, o)
    flip = _flip_cost(st) if st.king_up[o] else None
    return Seen(action.verb, o, action.arg if action.verb == "play" else "", "", costs, flip)


def _public_costs(st, o: int) -> tuple[tuple[str, float], ...]:
    """Every label ``o`` could have played now were it in hand, with the turn policy's cost of
    playing it (``imposter_policy_turn._turn``): read from the public table alone."""
    court = st.court
    throne = court[-1] if court else None
    tv = st.court_value(throne) if court else 0
    opp_king_up = any(st.king_up[x] for x in st.opponents(o))
    out: dict[str, float] = {}
    for cid, card in enumerate(st.cards):
        if card.label in out:
            continue
        if throne is not None and not can_play(st, o, cid, throne, tv):
            continue
        v = st.hand_value(cid)
        if v >= tv or throne is None:
            cost = float(v)
        elif card.name == "Elder":
            cost = ELDER_ON_ROYALTY
        elif card.name == "Zealot":
            cost = ZEALOT_PERMISSION
        else:
            cost = OATHBOUND_ON_HIGHER
        if card.name == ASSASSIN and opp_king_up:
            cost += KEEP_ASSASSIN
        elif card.name == KINGS_HAND:
            cost += KEEP_KINGS_HAND
        out[card.label] = cost
    return tuple(sorted(out.items()))


def _flip_cost(st) -> float:
    """A flip's cost as the policy sees it, the Assassin's risk at half weight: from the table
    alone one cannot tell whether the flipper itself holds her."""
    live = any(
        c.name == ASSASSIN and cid not in st.public_ids() and not st.is_muted(cid)
        for cid, c in enumerate(st.cards)
    )
    return FLIP_COST + (0.5 * FLIP_ASSASSIN_RISK if live else 0.0)


def weigher(st, seat: int):
    """A function giving a sampled world its weight (how likely the other seats' moves of this
    round were in it, up to a constant), or None when there is nothing to read."""
    if st.history is None or not supported(st):
        return None
    seen = observations(st, seat)
    others = [o for o in range(st.n) if o != seat]
    plays = {o: [s.label for s in seen if s.seat == o and s.kind == "play"] for o in others}
    # Each move with what it needs, worked out once: its costs, and the cards its seat played
    # after it (public, so held then in every world).
    moves = [
        (
            one,
            dict(one.costs),
            [s.label for s in seen[i + 1 :] if s.seat == one.seat and s.kind == "play"],
        )
        for i, one in enumerate(seen)
    ]

    def weight(world) -> float:
        w = 1.0
        labels = {o: [world.cards[c].label for c in world.hands[o]] for o in others}
        for one, costs, later in moves:
            if one.kind == "pass":
                w *= _pass_likelihood(world, one)
            else:
                w *= _turn_likelihood(one, costs, labels[one.seat] + later)
        for o in others:
            w *= _setup_likelihood(world, o, labels[o] + plays[o])
        return w

    return weight


def _soft(cost: float) -> float:
    return math.exp(-cost / MODEL_TEMPERATURE)


def _turn_likelihood(one: Seen, costs: dict[str, float], hand: list[str]) -> float:
    """How likely the play (or flip) was with ``hand`` (the cards held then, besides the one
    played; ``costs`` is ``one.costs``): the softened policy's chance, mixed with a uniform
    pick."""
    options = {lb for lb in hand if lb in costs}
    if one.kind == "play":
        options.add(one.label)
    total = sum(_soft(costs[lb]) for lb in options)
    n = len(options)
    if one.flip is not None:
        total += _soft(one.flip)
        n += 1
    chosen = _soft(one.flip) if one.kind == "flip" else _soft(costs.get(one.label, 5.0))
    if one.kind == "flip" and one.flip is None or total <= 0.0:
        return 1.0
    return (1.0 - UNIFORM_SHARE) * chosen / total + UNIFORM_SHARE / n


def _pass_likelihood(world, one: Seen) -> float:
    """A declined reaction: as likely as ever without the card, less with it in hand."""
    o = one.seat
    held = any(world.cards[c].name == one.label and not world.is_muted(c) for c in world.hands[o])
    if not held:
        return 1.0
    chance = 1.0 if one.label == ASSASSIN else STOP_CHANCE.get(one.target, DEFAULT_STOP)
    return (1.0 - UNIFORM_SHARE) * (1.0 - chance) + UNIFORM_SHARE * 0.5


def _setup_likelihood(world, o: int, hand: list[str]) -> float:
    """The Successor and Dungeon ``o`` chose from its hand at the deal (the cards it holds or
    played since, and those two), when both are still in place in this world."""
    succ, dun = world.successor[o], world.dungeon[o]
    if succ is None or dun is None or not world.king_up[o]:
        return 1.0
    cards = world.cards
    by_label = _by_label(world)
    s_lb, d_lb = cards[succ].label, cards[dun].label
    pool = set(hand) | {s_lb, d_lb}

    def keep(lb: str) -> float:
        c = by_label[lb]
        return -SUCCESSOR_VALUE * c.value + (SETUP_REACTION_COST if c.reaction else 0.0)

    def drop(lb: str) -> float:
        c = by_label[lb]
        return DUNGEON_VALUE * c.value + (SETUP_REACTION_COST if c.reaction else 0.0)

    p_succ = _soft(keep(s_lb)) / sum(_soft(keep(lb)) for lb in pool)
    rest = pool - {s_lb} if s_lb != d_lb else pool
    p_dun = _soft(drop(d_lb)) / sum(_soft(drop(lb)) for lb in rest)
    u = UNIFORM_SHARE
    return ((1 - u) * p_succ + u / len(pool)) * ((1 - u) * p_dun + u / len(rest))


_LABELS: dict[str, dict] = {}


def _by_label(st) -> dict:
    """The card definitions of this mode by label (built once a mode)."""
    table = _LABELS.get(st.mode.id)
    if table is None:
        table = _LABELS[st.mode.id] = {c.label: c for c in st.cards}
    return table
