"""The Imposter Kings' guided rounds end with who won the round and why, in words made from the
round's real result (``view["results"]``), not written before the round was played: a
newcomer's own moves decide who is knocked out, and how."""

from __future__ import annotations

from collections.abc import Callable

from game.core.tutorial import WRAP_UP, Step


def _name(seats: tuple, viewer: int, seat: int) -> str:
    return "you" if seat == viewer else seats[seat][0]


def _why(who: str, reason: str) -> str:
    """The knock-out that ended the round, about ``who`` ("you" or a name)."""
    if reason == "could not take a turn":
        return f"{who} could not play a card on the Throne and had no King left to flip"
    if reason == "assassinated":
        return f"{who} {'were' if who == 'you' else 'was'} assassinated"
    return f"{who} {reason}"


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def round_words(seats: tuple, view: dict, viewer: int) -> str | None:
    """The last scored round in a few sentences: who won it, whose knock-out ended it and
    why, the points it gave, and the score; None before a round is scored."""
    results = view.get("results") or ()
    if not results:
        return None
    r = results[-1]
    if "winner" not in r or "loser" not in r:
        return None
    winners = list(r.get("winners") or [r["winner"]])
    second = r.get("second")
    # (in Cutthroat the round ends when the second player goes out; the first out is the loser)
    ended = second if isinstance(second, int) else r["loser"]
    side = " and ".join(_name(seats, viewer, s) for s in winners)
    side = side[0].upper() + side[1:]
    plural = len(winners) > 1 or winners == [viewer]
    text = f"{side} {'win' if plural else 'wins'} the round: "
    text += _why(_name(seats, viewer, ended), str(r.get("reason", ""))) + "."
    if isinstance(second, int) and r["loser"] != ended:
        first = _name(seats, viewer, r["loser"])
        text += f" {first[0].upper() + first[1:]} went out first and takes the True King."
    text += f" {side} {'score' if plural else 'scores'} {_points(int(r.get('total', 1)))}"
    text += " each" if len(winners) > 1 else ""
    if isinstance(second, int):
        text += (
            f", and {_name(seats, viewer, second)}, out last, {_points(r.get('second_points', 1))}"
        )
    scores = r.get("scores") or ()
    if scores:
        said = ", ".join(f"{_name(seats, viewer, s)} {p}" for s, p in enumerate(scores))
        text += f". The score now: {said}"
    return text + "."


def wrap_up_words(seats: tuple) -> Callable[[Step, dict, int], str | None]:
    """A script's ``words_for``: its wrap-up led by the round's result."""

    def words_for(step: Step, view: dict, viewer: int) -> str | None:
        if step.id != WRAP_UP:
            return None
        said = round_words(seats, view, viewer)
        return f"{said} {step.words}" if said else None

    return words_for
