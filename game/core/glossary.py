"""A game's glossary: its rulebook words, each told in a sentence or two for a first-time player.

Data and matching only (no pygame, no game): each game lists its ``Term``s in
``game/<game>/glossary.py`` and wraps them in a ``Glossary``; the table marks the words wherever
its prompt line, its log and its buttons say them, and shows the meaning on hover or focus.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    term: str  # the word as the tool-tip's heading shows it
    meaning: str  # one or two sentences in plain words
    forms: tuple[str, ...]  # the spellings that count as this word (matched whole, any case)


class Glossary:
    """The terms of one game and where they stand in a text.

    ``not_before`` lists what may not follow a form for it to count (a game's "King"
    followed by "'s Hand" names a card, not the term)."""

    def __init__(self, terms: tuple[Term, ...], not_before: tuple[str, ...] = ()) -> None:
        self.terms = terms
        self.by_name: dict[str, Term] = {t.term: t for t in terms}
        # Longest forms first, so "True King" wins over "King" and "base value" over "value".
        forms = sorted(((f, t) for t in terms for f in t.forms), key=lambda ft: -len(ft[0]))
        guard = "".join(f"(?!{re.escape(n)})" for n in not_before)
        self._pattern = re.compile(
            r"\b(" + "|".join(re.escape(f) for f, _ in forms) + r")\b" + guard, re.IGNORECASE
        )
        self._form_term = {f.lower(): t for f, t in forms}

    def meaning(self, term: str) -> str:
        """The words for ``term``; raises KeyError naming the known terms."""
        try:
            return self.by_name[term].meaning
        except KeyError:
            known = ", ".join(self.by_name)
            raise KeyError(f"no glossary word {term!r}; known: {known}") from None

    def find_terms(self, text: str) -> list[tuple[int, int, Term]]:
        """Every glossary word in ``text``: (start, end, term), left to right, never overlapping."""
        if not self.terms:
            return []
        return [
            (m.start(), m.end(), self._form_term[m.group(1).lower()])
            for m in self._pattern.finditer(text)
        ]


NO_WORDS = Glossary(())  # a game with no glossary: nothing is marked
