"""Build exact Usurp the King positions by card label, for the rule tests."""

from __future__ import annotations

from game.usurp import rules
from game.usurp.data import MEMBER_NUMBER
from game.usurp.rules import BY_LABEL
from game.usurp.state import UsurpState


def cid(label: str) -> int:
    """The id of a card by its label, "Altham Dagger"."""
    return BY_LABEL[label]


def num(member: str) -> int:
    return MEMBER_NUMBER[member]


def court(
    mode: str = "usurp/3p",
    piles: dict[str, list[str]] | None = None,
    under: dict[str, str] | None = None,
    dead: tuple[str, ...] = (),
    face_down: tuple[str, ...] = (),
    stage: str = "resolve",
    seed: int = 0,
    first: int = 0,
) -> tuple[UsurpState, list]:
    """A game of ``mode`` whose Intrigue is over with exactly these piles (labels nearest the
    member first, all face up unless named in ``face_down``), these cards under Books and these
    members dead; the rest of each seat's cards in its hand. ``stage`` "resolve" starts the
    resolution at the Spies; "hide" starts the Rebellion (markers, then the Books to fill).
    Returns the state and the events of getting to its first decision."""
    st = UsurpState(mode, seed, {"first": str(first)})
    for s in range(st.num_seats):
        st.hands[s] = sorted(c for c in range(len(st.cards)) if st.holder[c] == s)
    st.piles = [[] for _ in st.piles]
    st.placed = [0] * st.num_seats
    st.face_up = set()
    for name, labels in (piles or {}).items():
        n = num(name)
        assert n in st.nums, f"{name} is not in play in {mode}"
        for lb in labels:
            c = cid(lb)
            st.hands[st.holder[c]].remove(c)
            st.piles[n].append(c)
            st.loc[c] = n
            st.face_up.add(c)
            st.placed[st.holder[c]] += 1
    for lb in face_down:
        st.face_up.discard(cid(lb))
    for book_lb, lb in (under or {}).items():
        b, h = cid(book_lb), cid(lb)
        st.hands[st.holder[h]].remove(h)
        st.under[b] = h
        st.book_of[h] = b
        st.loc[h] = -1
    for name in dead:
        st.alive[num(name)] = False
    st.order_index = len(st.order)
    st.stack = []
    st._legal = None
    st._ev = []
    if stage == "hide":
        rules.advance(st)
    else:
        st.phase = "rebellion"
        st.stage = "resolve"
        st.rtype = 0
        st.markers = rules.current_markers(st)
        rules.advance(st)
    return st, st._ev


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
