"""Play the Usurp the King rule tests' moves and read the Court (positions come from
game.usurp.positions)."""

from __future__ import annotations

from game.usurp.positions import num
from game.usurp.state import UsurpState


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def play(st: UsurpState, *texts: str) -> list:
    """Apply each action text in turn; the events of all of them."""
    out = []
    for t in texts:
        out.extend(st.apply(t))
    return out


def legal(st: UsurpState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def pile(st: UsurpState, member: str) -> list[str]:
    return [st.cards[c].label for c in st.piles[num(member)]]
