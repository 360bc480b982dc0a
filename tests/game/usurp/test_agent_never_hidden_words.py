"""Usurp the King's "(any but an Agent)" is explained where the newcomer meets it: the Book's
glossary words say the rules never let an Agent under a Book, and so does the guided game's
note asking for a card to hide."""

from __future__ import annotations

from game.usurp import glossary
from game.usurp.data import NEVER_HIDDEN
from game.usurp.tutorial import FIRST_GAME


def test_the_books_meaning_says_an_agent_never_lies_under_a_book():
    assert NEVER_HIDDEN == ("Agent",)
    assert "any but an Agent" in glossary.meaning("Books")


def test_the_note_asking_for_a_card_to_hide_says_an_agent_may_not_be_hidden():
    hide = next(s for s in FIRST_GAME.steps if s.id == "hide")
    assert "any card but an Agent" in hide.words
