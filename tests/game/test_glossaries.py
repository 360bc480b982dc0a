"""Every game's glossary (game/<game>/glossary.py on game.core.glossary): the words issue 22 names
each have a meaning, every term is found by its own forms, and the matching takes whole words,
longest first."""

from __future__ import annotations

import pytest

from game.core.glossary import NO_WORDS, Glossary
from game.imposter import glossary as imposter
from game.imposter.army import FACET_NAMES
from game.peasant import glossary as peasant
from game.usurp import glossary as usurp
from game.usurp.data import CARD_TYPES

GAMES = {"imposter": imposter.WORDS, "peasant": peasant.WORDS, "usurp": usurp.WORDS}


def _found(words: Glossary, text: str) -> list[str]:
    return [t.term for _, _, t in words.find_terms(text)]


@pytest.mark.parametrize(
    ("game", "said"),
    [
        *(("imposter", facet) for facet in FACET_NAMES),
        ("imposter", "Muster"),
        ("imposter", "Mustering"),
        ("imposter", "Recruit"),
        ("imposter", "Recommission"),
        ("imposter", "Exhaust"),
        ("imposter", "Signature Card"),
        ("imposter", "Army"),
        ("imposter", "Bid"),
        *(("usurp", kind) for kind in CARD_TYPES),
        ("usurp", "Intrigue"),
        ("usurp", "Rebellion"),
        ("usurp", "Loyal"),
        ("usurp", "Disgruntled"),
        ("usurp", "Usurper"),
        *(("peasant", w) for w in ("Ready", "Mobilize", "Infiltrate", "Dispatch", "Condemn")),
        *(("peasant", w) for w in ("Town", "Guard", "Rebel", "Era", "Assassin", "Decoy")),
    ],
)
def test_each_word_the_issue_names_has_a_meaning(game, said):
    words = GAMES[game]
    found = words.find_terms(said)
    assert [(a, b) for a, b, _ in found] == [(0, len(said))], f"{said!r} is no {game} word"
    assert len(found[0][2].meaning.split()) >= 6


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_term_is_found_by_each_of_its_forms_and_explained(game):
    words = GAMES[game]
    forms = [f.lower() for t in words.terms for f in t.forms]
    assert len(forms) == len(set(forms)), "a spelling belongs to two terms"
    for term in words.terms:
        assert term.meaning.endswith(".") and term.meaning[0].isupper()
        assert words.meaning(term.term) == term.meaning
        for form in term.forms:
            assert _found(words, f"so {form}, then") == [term.term], form


def test_matching_takes_whole_words_longest_first_and_ignores_the_kings_hand():
    words = imposter.WORDS
    assert _found(words, "The True King may Recruit; the King's Hand reacts") == [
        "True King",
        "Recruit",
        "Reaction",
    ]
    assert _found(words, "Recruitment and Courtly kingdoms") == []
    assert _found(peasant.WORDS, "Dispatch the Assassin (Guards stand in Town)") == [
        "Dispatch",
        "Assassin",
        "Guard",
        "Town",
    ]


def test_an_unknown_term_is_named_and_an_empty_glossary_finds_nothing():
    with pytest.raises(KeyError, match="Nonsense"):
        usurp.meaning("Nonsense")
    assert NO_WORDS.find_terms("King Town Spy") == []
