"""Small helpers for rule tests: names of cards in zones, and applying several actions."""

from __future__ import annotations


def names(st, zone) -> list[str]:
    return [st.cards[c].label for c in zone]


def hand(st, seat: int) -> list[str]:
    return sorted(names(st, st.hands[seat]))


def court(st) -> list[str]:
    """The Court bottom to Throne, Disgraced cards written in brackets."""
    return [f"[{st.name(c)}]" if c in st.disgraced else st.name(c) for c in st.court]


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def do(st, *actions: str) -> list:
    events = []
    for a in actions:
        events += st.apply(a)
    return events
