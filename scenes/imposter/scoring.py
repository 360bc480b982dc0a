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


def team_words(state, seats, names: Callable[[int], str]) -> str:
    """Partners named together: "Bob and Dara"."""
    return " and ".join(names(s) for s in seats)


def point_rows(state, result: dict, names: Callable[[int], str]) -> tuple[tuple[str, int], ...]:
    """(what, points) for each way a round scores in this mode."""
    if result.get("reason") == "conceded":
        return ()
    points = result.get("points", {})
    scoring = getattr(state.mode, "scoring", "pair")
    if scoring == "2v2" and result.get("winners"):
        # Rulebook, 2v2: the team scores 1, +1 if either partner's King is face up, +1 if either
        # opponent still has cards in hand or a Successor; both partners gain it.
        team = team_words(state, result["winners"], names)
        king, cards = points.get("king", 0), points.get("cards", 0)
        return (
            (f"{team} win the round (each partner scores)", points.get("win", 0)),
            ("A King of theirs still face up" if king else "Both their Kings were flipped", king),
            ("An opponent still had cards or a Successor" if cards else
             "Neither opponent had cards left", cards),
        )  # fmt: skip
    if scoring == "cutthroat":
        # Rulebook, Cutthroat: 1, +1 King face up, +1 for each opponent with cards left.
        winner = names(result["winner"])
        king, cards = points.get("king", 0), points.get("cards", 0)
        return (
            ("Winning the round", points.get("win", 0)),
            (f"{winner}'s King still face up" if king else f"{winner}'s King was flipped", king),
            (f"Opponents with cards or a Successor left ({cards})", cards),
        )
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


def footer(state, names: Callable[[int], str], result: dict | None = None, viewer: int = 0) -> str:
    # The True King is public: read from the viewer's view, as a table online has it.
    king = state.view(viewer)["true_king"]
    if state.num_seats > 2:
        parts = []
        second = (result or {}).get("second")
        if isinstance(second, int):
            pts = (result or {}).get("second_points", 1)
            parts.append(
                f"{names(second)}, knocked out last, comes second: +{pts} point"
                + ("s" if pts != 1 else "")
                + "."
            )
        parts.append(f"The True King passes to {names(king)}, who was knocked out first.")
        return " ".join(parts)
    if not state.mode.full_scoring:
        return f"One point a round in Quickplay. The True King passes to {names(king)}."
    return f"The True King passes to {names(king)}."


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
    if reveal.get("buried"):
        rows.append(("Buried", listed(reveal["buried"]) + " (by the Assassin)."))
    if reveal.get("face_down"):  # the Executioner's Condemned cards, told by their number only
        rows.append(("Condemned face down", listed(reveal["face_down"]) + "."))
    return tuple(rows)


def ended_by(result: dict) -> int:
    """The seat whose knock-out ended the round (the one the reason is about). In Cutthroat the
    round ends when the second player goes out (``second``), while ``loser`` is the first one
    out, who takes the True King."""
    second = result.get("second")
    return (
        second
        if isinstance(second, int) and result.get("reason") != "conceded"
        else result["loser"]
    )


def scoring(state, result: dict, viewer: int, names: Callable[[int], str]) -> ScoringWords:
    """The words of the end-of-round screen for ``result`` (one of ``state.results``)."""
    winners = ""
    if result.get("winners") and len(result["winners"]) > 1:
        winners = team_words(state, result["winners"], names)
    match_winners = ""
    teams = getattr(state.mode, "teams", ()) or ()
    if teams and state.match_over and state.winner is not None:
        team = teams[state.winner]
        match_winners = team_words(state, [s for s in range(len(teams)) if teams[s] == team], names)
    reason = reason_words(names(ended_by(result)), str(result.get("reason", ""))) + "."
    if result.get("reason") == "conceded":
        # Who takes the match and why, as the model decided it (``state.concede_winner``).
        if teams and len(result.get("winners") or ()) > 1:
            match_winners = team_words(state, result["winners"], names)
        if result.get("why_words"):
            reason += " " + str(result["why_words"])
    return ScoringWords(
        match_winners=match_winners,
        reason=reason,
        points=point_rows(state, result, names),
        footer=footer(state, names, result, viewer),
        reveal=reveal_rows(state, viewer, names),
        winners=winners,
    )
