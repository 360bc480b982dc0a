"""The Imposter Kings' news for the table's "Since your turn" list: a seat knocked out, by whom
and with what card, read from the events as the viewer saw them (``TableKit.recap_news``).

An Assassin's knock-out names its owner (the ``assassinated`` event's ``arg``) and the card;
a seat that could not take a turn was beaten by the last card played on the Throne, a public
play. Nothing here reads the state: only what the viewer's events told it.
"""

from __future__ import annotations

from scenes.table.log import who


def whose(names, seat: int, viewer: int) -> str:
    """ "Your" for the viewer, else the seat's name with "'s"."""
    return "Your" if seat == viewer else f"{who(names, seat, viewer)}'s"


def _last_play(events) -> tuple[int, int] | None:
    """(seat, card) of the last card played in ``events`` whose name the viewer saw."""
    for ev in reversed(events):
        if ev.kind == "round_start":
            return None  # a card of an earlier round knocks nobody out in this one
        if ev.kind == "move" and ev.arg == "play" and ev.card is not None:
            return ev.seat, ev.card
    return None


def knock_out_news(before: list, events: list, viewer: int, names, cards) -> list[str]:
    """A line per seat ``events`` knocked out: "Lord Brann's Assassin knocked you out.", or
    "Lord Brann's Queen knocked you out: you could not play on it."."""
    out: list[str] = []
    for i, ev in enumerate(events):
        if ev.kind != "knocked_out":
            continue
        victim = ev.seat
        whom = "you" if victim == viewer else who(names, victim, viewer)
        if ev.arg == "assassinated":
            strike = next(
                (e for e in events[:i] if e.kind == "assassinated" and e.seat == victim), None
            )
            if strike is not None and isinstance(strike.arg, int):
                card = cards[strike.card].name if strike.card is not None else "Assassin"
                out.append(f"{whose(names, strike.arg, viewer)} {card} knocked {whom} out.")
                continue
        play = _last_play(before + events[:i])
        if play is not None:
            seat, card = play
            could = "you" if victim == viewer else "they"
            out.append(
                f"{whose(names, seat, viewer)} {cards[card].name} knocked {whom} out: "
                f"{could} could not play on it."
            )
        else:
            are = "are" if victim == viewer else "is"
            out.append(f"{who(names, victim, viewer)} {are} knocked out: no turn could be taken.")
    return out
