"""The end of a round of The Imposter Kings in words: why it ended, where the points came from,
where the True King goes, and what lay face down (the shell's scoring screen draws them)."""

from __future__ import annotations

from collections.abc import Callable

from scenes.games import ScoringWords

# The places a round's review names besides the hand, in the order they are told.
REVEAL_PLACES = (
    ("successor", "Successor"),
    ("squire", "Squire"),
    ("dungeon", "Dungeon"),
    ("offer", "Set aside to swap"),
)


def reason_words(name: str, reason: str) -> str:
    """The model's round-end reason as a sentence about the player who lost."""
    words = {
        "could not take a turn": f"{name} could not play",
        "assassinated": f"{name} was assassinated",
        "conceded": f"{name} conceded the match",
    }
    return words.get(reason, f"{name} {reason}")


def point_rows(state, result: dict, names: Callable[[int], str]) -> tuple[tuple[str, int], ...]:
    """(what, points) for each way a round scores in this mode."""
    if result.get("reason") == "conceded":
        return ()
    points = result.get("points", {})
    rows = [("Winning the round", points.get("win", 0))]
    if state.mode.full_scoring:
        winner = names(result["winner"])
        king = points.get("king", 0)
        rows.append((f"{winner}'s King still face up" if king else
                     f"{winner}'s King was flipped", king))  # fmt: skip
        cards = points.get("cards", 0)
        loser = names(result["loser"])
        rows.append((f"{loser} still had cards or a Successor" if cards else
                     f"{loser} had no cards left", cards))  # fmt: skip
    return tuple(rows)


def footer(state, names: Callable[[int], str]) -> str:
    if not state.mode.full_scoring:
        return f"One point a round in Quickplay. The True King passes to {names(state.true_king)}."
    return f"The True King passes to {names(state.true_king)}."


def reveal_rows(state, viewer: int, names: Callable[[int], str]) -> tuple[tuple[str, str], ...]:
    """What lay face down when the round ended, seat by seat (``view["round_reveal"]``, which the
    model gives only once the round is over): (whose, which cards)."""
    reveal = state.view(viewer).get("round_reveal")
    if not reveal:
        return ()
    cards = state.cards

    def listed(ids) -> str:
        return ", ".join(cards[c].name for c in ids) if ids else "no cards"

    rows = []
    for s, seat in enumerate(reveal["seats"]):
        parts = [f"Hand: {listed(seat['hand'])}"]
        for key, word in REVEAL_PLACES:
            c = seat.get(key)
            if c is not None:
                parts.append(f"{word}: {cards[c].name}")
        rows.append((names(s), ".  ".join(parts) + "."))
    if reveal["unused"]:
        rows.append(("Unused", listed(reveal["unused"]) + "."))
    if reveal.get("face_down"):  # the Executioner's Condemned cards, told by their number only
        rows.append(("Condemned face down", listed(reveal["face_down"]) + "."))
    return tuple(rows)


def scoring(state, result: dict, viewer: int, names: Callable[[int], str]) -> ScoringWords:
    """The words of the end-of-round screen for ``result`` (one of ``state.results``)."""
    return ScoringWords(
        reason=reason_words(names(result["loser"]), str(result.get("reason", ""))) + ".",
        points=point_rows(state, result, names),
        footer=footer(state, names),
        reveal=reveal_rows(state, viewer, names),
    )
