"""The end of a game of Usurp the King in words: which family won by which rung of the victory
ladder (or that nobody did), the whole ladder with why each rung above the deciding one failed,
what stayed hidden (each player's unplayed cards, a Book's card never revealed) and, with the
tutorial deck, whose objective was met. The shell's scoring screen draws them."""

from __future__ import annotations

from collections.abc import Callable

from game.usurp.data import CARD_TYPES, FAMILIES, MEMBER_NAME, NOBODY
from game.usurp.victory import RUNG_TITLES
from scenes.games import ScoringWords

N_TYPES = len(CARD_TYPES)


def _and(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def ladder_rows(result: dict) -> tuple[tuple[str, str, str], ...]:
    """Every rung in the ladder's order as (rung, state, why): the rung that decided "won", each
    rung above it "failed" with the model's reason, each below "unreached"; then Nobody, "won"
    when every rung failed."""
    rows = []
    decided = False
    for rung in result.get("ladder") or ():
        title = rung.get("title") or RUNG_TITLES.get(rung["rung"], rung["rung"])
        if decided:
            rows.append((title, "unreached", ""))
        elif rung.get("decides") or rung.get("met"):
            rows.append((title, "won", rung.get("why", "")))
            decided = True
        else:
            rows.append((title, "failed", rung.get("why", "")))
    if rows:
        nobody = RUNG_TITLES.get(NOBODY, "Nobody")
        if decided:
            rows.append((nobody, "unreached", ""))
        else:
            rows.append((nobody, "won", "every rung above failed"))
    return tuple(rows)


def reason_words(result: dict) -> str:
    """Who won by which rung, and why, as one sentence; or that nobody won."""
    winner = result.get("winner")
    deciding = next((r for r in result.get("ladder") or () if r.get("decides")), None)
    if winner is None or deciding is None:
        return "No rung of the victory ladder is met: the Crown goes to no family."
    family = result.get("family") or FAMILIES[winner]
    title = deciding.get("title") or RUNG_TITLES.get(deciding["rung"], deciding["rung"])
    return f"The {family} family wins by the {title} rung: {deciding.get('why', '')}."


def _objective(result: dict, seat: int) -> dict | None:
    objectives = result.get("objectives") or {}
    return objectives.get(seat, objectives.get(str(seat)))


def reveal_rows(state, result: dict, names: Callable[[int], str]) -> tuple[tuple[str, str], ...]:
    """Per seat: the cards it never placed, a card under its Book that was never revealed,
    and its tutorial objective, met or not."""
    rows = []
    under_of = {}
    for book, hidden in getattr(state, "under", {}).items():
        if hidden not in getattr(state, "revealed", ()):
            under_of.setdefault(state.holder[book], []).append((book, hidden))
    for seat in range(state.num_seats):
        family = FAMILIES[state.family_of(seat)]
        said = []
        kept = [CARD_TYPES[c % N_TYPES] for c in state.hands[seat]]
        if kept:
            said.append(f"kept {_and(kept)}")
        for book, hidden in under_of.get(seat, ()):
            member = MEMBER_NAME[state.loc[book]]
            dead = "" if state.alive[state.loc[book]] else " (dead)"
            kind = CARD_TYPES[hidden % N_TYPES]
            article = "an" if kind[0] in "AEIOU" else "a"
            said.append(f"the Book on the {member}{dead} hid {article} {kind}, never revealed")
        text = _sentence("; ".join(said)) if said else ""
        objective = _objective(result, seat)
        if objective:
            met = "met" if objective.get("met") else "not met"
            # The objective's name (its text up to the colon): the card says the rest.
            goal = str(objective.get("text", "")).split(":")[0].rstrip(".")
            won = result.get("family")
            if objective.get("met") and won and won != family:
                # A met objective is practice, not a win (playtest F23).
                goal += f" (practice only: {won} won the game)"
            text = (text + " " if text else "") + f"Objective {met}: {goal}."
        if text:
            rows.append((f"{names(seat)} ({family})", text))
    return tuple(rows)


def scoring(state, result: dict, viewer: int, names: Callable[[int], str]) -> ScoringWords:
    """The words of the end-of-game screen for ``result`` (``state.results[0]``, or the
    shell's result of a concession)."""
    winner = result.get("winner")
    seats = list(result.get("winners") or ([] if winner is None else [winner]))
    team = _and([names(s) for s in seats]) if len(seats) > 1 else ""
    if result.get("reason") == "conceded":
        # The game stopped before the Rebellion ended: no ladder was climbed, nothing is shown.
        why = str(result.get("why_words") or "")
        return ScoringWords(
            reason=f"{names(result['loser'])} conceded the game." + (f" {why}" if why else ""),
            round_word="Game",
            winners=team,
            match_winners=team,
        )
    objectives = result.get("objectives") or {}
    met = sum(1 for o in objectives.values() if o.get("met"))
    footer = f"Tutorial objectives met: {met} of {len(objectives)}." if objectives else ""
    return ScoringWords(
        reason=reason_words(result),
        # One game is the whole match: no points to add up (the seats' rows show who won),
        # which leaves the room to the ladder and what was hidden.
        points=(),
        footer=footer,
        reveal=reveal_rows(state, result, names),
        round_word="Game",
        winners=team,
        match_winners=team,
        ladder=ladder_rows(result),
    )
