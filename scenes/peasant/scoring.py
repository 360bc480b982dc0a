"""The end of an Era in words: the goal that ended it, who won it as which role, who is King in
the next Era, and what lay hidden (the shell's scoring screen draws them)."""

from __future__ import annotations

from collections.abc import Callable

from scenes.games import ScoringWords
from scenes.peasant.table.log import ROLE_WORDS, goal_words


def reason_words(result: dict, names: Callable[[int], str]) -> str:
    """The goal that ended the Era, as a sentence naming the winner and the role it won as."""
    winner = result["winner"]
    role = ROLE_WORDS["king" if result.get("king") == winner else "peasant"]
    return f"{names(winner)} wins as the {role}: {goal_words(str(result.get('reason', '')))}."


def reveal_rows(state, viewer: int, names: Callable[[int], str]) -> tuple[tuple[str, str], ...]:
    """Both hands, the Peasant's Rebels and the deck as the Era ended (``round_reveal``)."""
    reveal = state.view(viewer).get("round_reveal")
    if not reveal:
        return ()
    cards = state.cards

    def listed(ids) -> str:
        return ", ".join(cards[c].name for c in ids) if ids else "none"

    rows = [(f"{names(s)}'s hand", listed(hand) + ".") for s, hand in enumerate(reveal["hands"])]
    rows.append(("Rebels in Town", listed(reveal["rebels"]) + "."))
    rows.append(("Deck, top first", listed(reveal["deck"]) + "."))
    return tuple(rows)


def scoring(state, result: dict, viewer: int, names: Callable[[int], str]) -> ScoringWords:
    """The words of the end-of-Era screen for ``result`` (one of ``state.results``)."""
    winner = result["winner"]
    footer = "" if state.match_over else f"{names(winner)} is the King in the next Era."
    return ScoringWords(
        reason=reason_words(result, names),
        points=(("Winning the Era", int(result.get("total", 1))),),
        footer=footer,
        reveal=reveal_rows(state, viewer, names),
        round_word="Era",
    )
