"""The Imposter Kings' rollout policy for Fragments of Nersetti: the Army and Mustering choices
and the expansion's abilities, weighed by card value."""

from __future__ import annotations

from game.ai.imposter_beliefs import _value_of
from game.ai.imposter_policy_turn import UNKNOWN_COST, _name, _softmin
from game.core.actions import Action

# Army and Mustering choices by card value: take and keep the high cards, give up the low ones.
RECRUIT_FIRST_COST = 2.0  # the phase's first Recruit also Exhausts an Army card
RECOMMISSION_COST = 3.0
FACET_COST = 1.0
USE_ABILITY = 0.7  # how often an optional expansion ability is used in a rollout


def _by_value(sign: float, other: float = UNKNOWN_COST):
    """A rule costing each card action ``sign`` times its card's value (anything else ``other``)."""

    def rule(st, s, frame, legal, rng, temperature):
        costs = [
            sign * _value_of(st, a.arg) if a.arg and a.verb != "name" else other for a in legal
        ]
        return _softmin(legal, costs, rng, temperature)

    return rule


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
