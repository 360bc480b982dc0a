"""The tutorial objectives' predicates (named in ``data.TUTORIAL_OBJECTIVES``): each a function
of the finished game, the ladder and the seat holding the card."""

from __future__ import annotations

from game.usurp import data
from game.usurp.data import CARD_TYPES, MEMBER_NUMBER

N_TYPES = len(CARD_TYPES)
KING = MEMBER_NUMBER["King"]
HEIR = MEMBER_NUMBER["Heir"]
BASTARD = MEMBER_NUMBER["Bastard"]
QUEEN = MEMBER_NUMBER["Queen"]
KILLERS = (CARD_TYPES.index("Dagger"), CARD_TYPES.index("Poison"))


def _met(rungs: list[dict], rung: str) -> bool:
    return next(r["met"] for r in rungs if r["rung"] == rung)


def _family_has(rungs: list[dict], rung: str, family: int) -> bool:
    return next(r["family"] == family for r in rungs if r["rung"] == rung)


def king(st, rungs, seat) -> bool:
    return st.alive[KING] and not _met(rungs, "usurper")


def usurper(st, rungs, seat) -> bool:
    return _met(rungs, "usurper")


def _in_power(st, n: int) -> bool:
    return n in st.nums and st.alive[n] and not st.disgruntled(n)


def heir(st, rungs, seat) -> bool:
    return not st.alive[KING] and not _met(rungs, "usurper") and _in_power(st, HEIR)


def bastard(st, rungs, seat) -> bool:
    return (
        not st.alive[KING]
        and not _met(rungs, "usurper")
        and not _met(rungs, "heir")
        and _in_power(st, BASTARD)
    )


def court(st, rungs, seat) -> bool:
    return _family_has(rungs, "court", st.family_of(seat))


def anarchy(st, rungs, seat) -> bool:
    above = [r for r in rungs if r["rung"] != "anarchy"]
    return not any(r["met"] for r in above) and _family_has(rungs, "anarchy", st.family_of(seat))


def regicide(st, rungs, seat) -> bool:
    return any(c % N_TYPES in KILLERS and st.holder[c] == seat for c in st.killed_by.get(KING, ()))


def queen(st, rungs, seat) -> bool:
    return _in_power(st, QUEEN)


PREDICATES = {
    "king": king,
    "usurper": usurper,
    "heir": heir,
    "bastard": bastard,
    "court": court,
    "anarchy": anarchy,
    "regicide": regicide,
    "queen": queen,
}
TEXT = {oid: text for oid, text, _ in data.TUTORIAL_OBJECTIVES}
PREDICATE_OF = {oid: PREDICATES[pred] for oid, _, pred in data.TUTORIAL_OBJECTIVES}


def objectives_met(st, rungs: list[dict]) -> dict[int, dict]:
    """seat -> {id, text, met} for each seat dealt an objective (empty without the tutorial)."""
    out = {}
    for s, oid in enumerate(st.objectives):
        if oid is not None:
            out[s] = {"id": oid, "text": TEXT[oid], "met": bool(PREDICATE_OF[oid](st, rungs, s))}
    return out
