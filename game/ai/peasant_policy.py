"""King and Peasant's rollout policy, the parts both roles share: the costs of a move that ends
the Era, the soft choice among costed moves, and looking cards up by name."""

from __future__ import annotations

import math

from game.peasant.cards import ASSASSIN

# Costs (lower is better) for the soft choice. WIN and LOSE are moves that end the Era at once.
WIN = -20.0
LOSE = 30.0
# A move the policy has no opinion on.
NEUTRAL = 4.0


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


def reassemble_costs(st, legal, half: str, kind: str, other: float) -> list[float]:
    """The Reassemble's take from the discard pile, for the seat whose ``half`` ("king" or
    "peasant") it plays: a card whose half is of ``kind`` (a Guard, a Rebel) is cheap, another
    costs ``other``, taking nothing 2."""
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(2.0)
            continue
        h = getattr(st.cards[st.discard[int(a.arg)]], half)
        costs.append(0.5 if h is not None and h.kind == kind else other)
    return costs
