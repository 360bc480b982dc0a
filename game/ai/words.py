"""A game's words for a hint: a move said as the table would, and why a seat might make it.

A game plugs in its words by subclassing ``HintWords``: its GameInfo (``game.core.registry``)
names the module that defines ``WORDS``, as it names its knowledge. The words read the game's
knowledge when they need its beliefs; the knowledge never reads the words. The defaults have no
words of their own, so a game without any gets hints made of the search's figures alone.
"""

from __future__ import annotations

from game.ai.knowledge import plugged


class HintWords:
    """Per-game plug-in for the hints and the review: every method has a wordless default."""

    def describe(self, state, seat: int, text: str) -> str:
        """An action in words for a hint; the default is its text."""
        return text

    def reasons(self, state, seat: int, text: str, follow: str | None, odds) -> list[str]:
        """Why ``seat`` might make move ``text``, as short clauses in table words that do not
        say the move itself ("they are likely to hold the Princess"). ``follow`` is the seat's
        planned next decision, if any; ``odds`` estimates chances over the seat's information
        set (see ``game.ai.hints.Odds``). Only what ``seat`` may know can be used."""
        return []

    def follow_reasons(self, state, seat: int, text: str, follow: str, odds) -> list[str]:
        """Why the follow-up ``follow`` after ``text`` (the name a Soldier says, say)."""
        return []


_CACHE: dict[str, HintWords] = {}  # game id -> its words, imported once
_GENERIC = HintWords()


def words_for(state) -> HintWords:
    """The ``WORDS`` of the module that the GameInfo of ``state.game`` names (imported once),
    else the wordless defaults."""
    return words_of(getattr(state, "game", ""))


def words_of(game: str) -> HintWords:
    """The words of the game with id ``game`` (imported once), else the wordless defaults."""
    found = _CACHE.get(game)
    if found is None:
        found = _CACHE[game] = plugged(game, "hints", "WORDS", HintWords, _GENERIC)
    return found
