"""The Imposter Kings: what a seat may believe of the cards it cannot see, from its own view
(its hand, the public zones, what it learned of other hands), for the rollout policy and the hints."""

from __future__ import annotations

ASSASSIN = "Assassin"
KINGS_HAND = "King's Hand"


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


def _partners(st, s: int, o: int) -> bool:
    """Whether ``o`` is ``s``'s partner (2v2); never in a mode without teams."""
    return o != s and st.mode.team_of(o) == st.mode.team_of(s)


_VALUES: dict[str, dict[str, int]] = {}


def _fears_assassin(st, s: int) -> bool:
    """Our King is still up and an opponent may hold a live Assassin."""
    return st.king_up[s] and assassin_risk(st, s)


def _label_values(st) -> dict[str, int]:
    table = _VALUES.get(st.mode.id)
    if table is None:
        table = _VALUES[st.mode.id] = {c.label: c.value for c in st.cards}
    return table


def _card_of(st, label: str):
    """The card definition of a label in this mode (None for an unknown label)."""
    table = _BY_LABEL.get(st.mode.id)
    if table is None:
        table = _BY_LABEL[st.mode.id] = {c.label: c for c in st.cards}
    return table.get(label.partition("@")[0])


_BY_LABEL: dict[str, dict] = {}


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


def _value_of(st, label: str) -> int:
    return _label_values(st).get(label.partition("@")[0], 4)


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
