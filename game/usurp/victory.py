"""Who wins: control, the victory ladder and the result dict, pure functions of the position.

Control (rulebook): the family with at least one more influence on a member than every other
family; a tie controls nothing. Each card on a member's row is one influence for its family (a
Book and the card under it are one: the hidden card is not on the row).
"""

from __future__ import annotations

from game.usurp import data
from game.usurp.data import CARD_TYPES, FAMILIES, MEMBER_NAME, MEMBER_NUMBER

N_TYPES = len(CARD_TYPES)
KING = MEMBER_NUMBER["King"]
USURPER = MEMBER_NUMBER["Usurper"]
HEIR = MEMBER_NUMBER["Heir"]
BASTARD = MEMBER_NUMBER["Bastard"]
ANARCHIST = MEMBER_NUMBER["Anarchist"]
# What loyalty reads: the Bribery and the Conspiracy on a member's row, and who starts
# Disgruntled (card id = family * 10 + type index).
BRIBERY = CARD_TYPES.index("Bribery")
CONSPIRACY = CARD_TYPES.index("Conspiracy")
START_DISGRUNTLED = frozenset(MEMBER_NUMBER[m] for m in data.STARTING_DISGRUNTLED)

RUNG_TITLES = {
    "usurper": "Usurper victory",
    "king": "King",
    "heir": "Heir",
    "bastard": "Bastard",
    "court": "Court",
    "anarchy": "Anarchy",
    "nobody": "Nobody",
}


def influence(st, n: int) -> dict[int, int]:
    """Influence per family on member ``n`` (families with none are left out)."""
    out: dict[int, int] = {}
    for c in st.piles[n]:
        f = c // N_TYPES
        out[f] = out.get(f, 0) + 1
    return out


def controller(st, n: int) -> int | None:
    """The family controlling member ``n``, or None (no cards, or a tie for the most)."""
    pile = st.piles[n]
    if not pile:
        return None
    counts = [0] * len(FAMILIES)
    for c in pile:
        counts[c // N_TYPES] += 1
    best = max(counts)
    return counts.index(best) if counts.count(best) == 1 else None


def name(f: int) -> str:
    return FAMILIES[f]


def and_list(words: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def why_no_control(st, n: int) -> str:
    """Why nobody controls member ``n``, in plain words."""
    inf = influence(st, n)
    who = MEMBER_NAME[n]
    if not inf:
        return f"nobody controls the {who} (no cards there)"
    best = max(inf.values())
    tied = sorted(f for f, v in inf.items() if v == best)
    names = and_list([name(f) for f in tied])
    return f"nobody controls the {who} ({names} tie with {best} each)"


def space(st, n: int) -> list[int]:
    """Every card present in member ``n``'s space: the pile and the revealed Book cards."""
    pile = st.piles[n]
    if not st.revealed:
        return pile
    out = []
    for c in pile:
        out.append(c)
        h = st.under.get(c)
        if h is not None and h in st.revealed:
            out.append(h)
    return out


def disgruntled(st, n: int) -> bool | None:
    """Live loyalty of member ``n`` (None for the King, who has no marker)."""
    if n == KING:
        return None
    bribed = False
    conspiracy = False
    for c in space(st, n) if st.revealed else st.piles[n]:
        t = c % N_TYPES
        if t == BRIBERY:
            bribed = True
        elif t == CONSPIRACY:
            conspiracy = True
    return not bribed and (conspiracy or n in START_DISGRUNTLED)


class Position:
    """Control and loyalty of every member in play, worked out once for the ladder."""

    __slots__ = ("ctrl", "dis")

    def __init__(self, st) -> None:
        self.ctrl = {n: controller(st, n) for n in st.nums}
        self.dis = {n: disgruntled(st, n) for n in st.nums}


def loyal_alive(st, p: Position, n: int) -> bool:
    return n in st.nums and st.alive[n] and not p.dis[n]


def disgruntled_count(st, p: Position) -> int:
    """Disgruntled Subjects counting toward the Usurper (living only, DEAD_COUNT_AS_DISGRUNTLED
    False)."""
    return sum(
        1
        for n in st.nums
        if n != KING and (st.alive[n] or data.DEAD_COUNT_AS_DISGRUNTLED) and p.dis[n]
    )


def rung_usurper(st, p: Position, words: bool = True) -> tuple[int | None, str]:
    whys = []
    if not st.alive[USURPER]:
        whys.append("the Usurper is dead")
    ctrl = p.ctrl[USURPER]
    if ctrl is None:
        whys.append(why_no_control(st, USURPER) if words else "")
    if data.USURPER_MUST_BE_DISGRUNTLED and not p.dis[USURPER]:
        whys.append("the Usurper is bribed")
    count = disgruntled_count(st, p)
    need = data.USURPER_DISGRUNTLED_NEEDED
    if count < need:
        were = "is" if count == 1 else "are"
        said = (
            "no Subject is"
            if count == 0
            else f"only {count} Subject{'s' if count != 1 else ''} {were}"
        )
        whys.append(f"{said} disgruntled ({need} needed)")
    if whys:
        return None, "; ".join(whys)
    return ctrl, f"{count} Subjects are disgruntled and {name(ctrl)} controls the living Usurper"


def rung_king(st, p: Position, words: bool = True) -> tuple[int | None, str]:
    whys = []
    if not st.alive[KING]:
        whys.append("the King is dead")
    ctrl = p.ctrl[KING]
    if ctrl is None:
        whys.append(why_no_control(st, KING) if words else "")
    if whys:
        return None, "; ".join(whys)
    return ctrl, f"{name(ctrl)} controls the living King"


def rung_successor(st, p: Position, n: int, words: bool = True) -> tuple[int | None, str]:
    who = MEMBER_NAME[n]
    whys = []
    if st.alive[KING]:
        whys.append("the King is alive")
    if n not in st.nums:
        return None, f"the {who} is not in play"
    if not st.alive[n]:
        whys.append(f"the {who} is dead")
    elif p.dis[n]:
        whys.append(f"the {who} is disgruntled")
    ctrl = p.ctrl[n]
    if ctrl is None:
        whys.append(why_no_control(st, n) if words else "")
    if whys:
        return None, "; ".join(whys)
    return ctrl, f"the King is dead and {name(ctrl)} controls the living, loyal {who}"


def court_counts(st, p: Position) -> dict[int, int]:
    """Living loyal Subjects each family controls."""
    counts: dict[int, int] = {}
    for n in st.nums:
        if n == KING or not loyal_alive(st, p, n):
            continue
        ctrl = p.ctrl[n]
        if ctrl is not None:
            counts[ctrl] = counts.get(ctrl, 0) + 1
    return counts


def rung_court(st, p: Position, words: bool = True) -> tuple[int | None, str]:
    counts = court_counts(st, p)
    if not counts:
        return None, "no family controls a living, loyal Subject"
    best = max(counts.values())
    top = sorted(f for f, v in counts.items() if v == best)
    if len(top) > 1 and data.COURT_TIE == "family_order":
        names = and_list([name(f) for f in top])
        return top[0], (
            f"{names} tie for the most living, loyal Subjects ({best} each); {name(top[0])} "
            "comes first in family order"
        )
    if len(top) > 1:
        names = and_list([name(f) for f in top])
        return None, f"{names} tie for the most living, loyal Subjects ({best} each)"
    f = top[0]
    return f, f"{name(f)} controls the most living, loyal Subjects ({best})"


def rung_anarchy(st, p: Position, words: bool = True) -> tuple[int | None, str]:
    if data.ANARCHY_NEEDS_ALIVE and not st.alive[ANARCHIST]:
        return None, "the Anarchist is dead"
    ctrl = p.ctrl[ANARCHIST]
    if ctrl is None:
        return None, why_no_control(st, ANARCHIST) if words else ""
    return ctrl, f"{name(ctrl)} controls the Anarchist"


RUNGS = {
    "usurper": rung_usurper,
    "king": rung_king,
    "heir": lambda st, p, words=True: rung_successor(st, p, HEIR, words),
    "bastard": lambda st, p, words=True: rung_successor(st, p, BASTARD, words),
    "court": rung_court,
    "anarchy": rung_anarchy,
}


def ladder(st) -> list[dict]:
    """Every rung of ``data.VICTORY_LADDER`` in order: met or not, the family, and why; the
    first met one ``decides``."""
    out = []
    decided = False
    p = Position(st)
    for rung in data.VICTORY_LADDER:
        fam, why = RUNGS[rung](st, p)
        met = fam is not None
        out.append(
            {
                "rung": rung,
                "title": RUNG_TITLES[rung],
                "met": met,
                "family": fam,
                "why": why,
                "decides": met and not decided,
            }
        )
        decided = decided or met
    return out


def decide(st) -> tuple[int | None, str]:
    """The winning family (or None) and the rung that decided it, without the ladder's words:
    the king-maker's look-ahead asks this many times."""
    p = Position(st)
    for rung in data.VICTORY_LADDER:
        fam, _ = RUNGS[rung](st, p, False)
        if fam is not None:
            return fam, rung
    return None, data.NOBODY


def result_of(st) -> dict:
    """The result dict of a finished game (docs/model.md, Usurp the King)."""
    from game.usurp.objectives import objectives_met

    rungs = ladder(st)
    deciding = next((r for r in rungs if r["decides"]), None)
    winner = deciding["family"] if deciding else None
    rung = deciding["rung"] if deciding else data.NOBODY
    winners = st.family_seats(winner) if winner is not None else []
    if winner is None:
        reason = "Nobody wins: every rung of the ladder failed; last, " + rungs[-1]["why"] + "."
    else:
        reason = f"{name(winner)} wins ({RUNG_TITLES[rung]}): {deciding['why']}."
    return {
        "round": 1,
        "winner": winner,
        "winners": winners,
        "family": name(winner) if winner is not None else None,
        "rung": rung,
        "ladder": rungs,
        "objectives": objectives_met(st, rungs),
        "scores": [1 if s in winners else 0 for s in range(st.num_seats)],
        "reason": reason,
        "points": {"win": 1} if winner is not None else {},
        "total": 1 if winner is not None else 0,
        "killed": {MEMBER_NAME[n]: list(c) for n, c in sorted(st.killed_by.items())},
    }
