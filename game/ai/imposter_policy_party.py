"""The Imposter Kings' rollout policy for three and four seats (Cutthroat and 2v2): the reveal
and take of the setup, the 2v2 trade, and the abilities only these modes play (Executioner,
Herald, Spy, the Judge's target)."""

from __future__ import annotations

from game.ai.imposter_beliefs import ASSASSIN, KINGS_HAND, _card_of, _partners, _seat_holds
from game.ai.imposter_policy_turn import (
    KEEP_ASSASSIN,
    KEEP_KINGS_HAND,
    UNKNOWN_COST,
    _in_hand,
    _place,
    _softmin,
)
from game.core.actions import Action
from game.imposter.court_setup import TAKE_DOWN

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
