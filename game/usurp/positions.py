"""Build any Usurp the King Rebellion position by naming the cards on each member of the Court
(for tests, bug reports and puzzles). See docs/positions.md."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.usurp import data, invariants, rules
from game.usurp.data import FAMILIES, MEMBER_NUMBER
from game.usurp.state import HIDDEN_BANNED, N_TYPES, UsurpState

STAGES = ("resolve", "hide")  # where a built Rebellion starts: at the Spies, or the Books to fill


def cid(label: str) -> int:
    """The id of a card by its label, "Altham Dagger" (family, then type)."""
    if label not in rules.BY_LABEL:
        raise ValueError(f"no Usurp the King card is labelled {label!r}")
    return rules.BY_LABEL[label]


def num(member: str) -> int:
    """The number of a member of the Court by name ("King" is 1)."""
    if member not in MEMBER_NUMBER:
        raise ValueError(f"no member of the Court is called {member!r}")
    return MEMBER_NUMBER[member]


def build(
    mode_id: str = "usurp/3p",
    *,
    piles: Mapping[str, Sequence[str]] | None = None,
    under: Mapping[str, str] | None = None,
    dead: Sequence[str] = (),
    face_down: Sequence[str] = (),
    stage: str = "resolve",
    first: int = 0,
    options: dict | None = None,
    seed: int = 0,
) -> UsurpState:
    """A game of ``mode_id`` whose Intrigue is over with exactly these cards on the Court.

    ``piles`` maps a member's name to card labels, nearest the member first, all face up unless
    named in ``face_down``; ``under`` maps a Book on the Court to the card hidden in it (a card
    of the same player, never an Agent); ``dead`` names the members already dead. Every card not
    named stays in its player's hand (which player holds which card of a family is the deal of
    ``seed`` in team modes). ``stage="resolve"`` starts the Rebellion's resolution at the Spies;
    ``stage="hide"`` starts the Rebellion itself (the markers, then each Book to fill). ``first``
    is the family that began the Intrigue; ``options`` as in a dealt game.

    The placement order is the Intrigue's, each seat's turns past its named cards left out.
    The events of getting to the first decision are ``opening_events``. Raises ValueError naming
    what is wrong: a label or member that does not exist or is not in play, a card named twice,
    a player placing more cards than the Intrigue lets it, a hidden card that is not its Book's
    player's, an Agent in a Book, a face-down card not on the Court."""
    if stage not in STAGES:
        raise ValueError(f"stage must be one of {STAGES}, not {stage!r}")
    st = UsurpState(mode_id, seed, {**(options or {}), "first": str(first)})
    team = st.mode.team_play
    per_seat = data.PLACED_PER_TEAM_PLAYER if team else data.PLACED_PER_PLAYER
    named: dict[int, str] = {}

    def card(label: str, where: str) -> int:
        c = cid(label)
        if c >= len(st.cards):
            raise ValueError(f"{label!r} is not in {mode_id}: its family does not play")
        if c in named:
            raise ValueError(f"{label!r} is named twice: {named[c]} and {where}")
        named[c] = where
        return c

    for s in range(st.num_seats):
        st.hands[s] = sorted(c for c in range(len(st.cards)) if st.holder[c] == s)
    st.piles = [[] for _ in st.piles]
    st.placed = [0] * st.num_seats
    st.face_up = set()
    for member, labels in (piles or {}).items():
        n = num(member)
        if n not in st.nums:
            raise ValueError(f"the {member} is not in play in {mode_id}")
        for label in labels:
            c = card(label, f"on the {member}")
            st.hands[st.holder[c]].remove(c)
            st.piles[n].append(c)
            st.loc[c] = n
            st.face_up.add(c)
            st.placed[st.holder[c]] += 1
    for s, count in enumerate(st.placed):
        if count > per_seat:
            who = FAMILIES[st.family_of(s)] + (f" (seat {s})" if team else "")
            raise ValueError(
                f"{who} places {count} cards; the Intrigue lets a player place {per_seat}"
            )
    for label in face_down:
        c = cid(label)
        if c not in named:
            raise ValueError(f"{label!r} is to lie face down but is not on the Court")
        st.face_up.discard(c)
    for book_label, label in (under or {}).items():
        b = cid(book_label)
        if b not in named or data.CARD_TYPES[b % N_TYPES] != "Books":
            raise ValueError(f"{book_label!r} is not a Book on the Court to hide a card in")
        h = card(label, f"under {book_label}")
        if h % N_TYPES in HIDDEN_BANNED:
            raise ValueError(f"{label!r} may never be hidden in a Book")
        if st.holder[h] != st.holder[b]:
            raise ValueError(f"{label!r} is not held by the player of {book_label!r}")
        st.hands[st.holder[h]].remove(h)
        st.under[b] = h
        st.book_of[h] = b
        st.loc[h] = -1
    for member in dead:
        n = num(member)
        if n not in st.nums:
            raise ValueError(f"the {member} is not in play in {mode_id}: it cannot be dead")
        st.alive[n] = False
    st.order = _order_placed(st.order, st.placed)
    st.order_index = len(st.order)
    st.stack = []
    st.history = None  # a built position has no action list to replay
    st._legal = None
    st._ev = []
    if stage == "resolve":
        st.phase = "rebellion"
        st.stage = "resolve"
        st.rtype = 0
        st.markers = rules.current_markers(st)
    rules.advance(st)
    st.opening_events = st._ev
    try:
        invariants.check(st)
    except AssertionError as why:
        raise ValueError(f"not a position Usurp the King can reach: {why}") from None
    return st


def _order_placed(order: tuple[int, ...], placed: list[int]) -> tuple[int, ...]:
    """The Intrigue's seat order with each seat's turns past its ``placed`` count left out."""
    left = list(placed)
    out = []
    for s in order:
        if left[s]:
            left[s] -= 1
            out.append(s)
    return tuple(out)


__all__ = ["build", "cid", "num"]
