"""The Imposter Kings' rulebook words, each told in a sentence or two for a first-time player.

Data only (no pygame): the table marks these words wherever they appear in its prompt line and
its log, and shows the meaning when the pointer rests on one. ``find_terms`` says where they are.
The meanings are our own words for what the rulebook and the card reference say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    term: str  # the word as the tool-tip's heading shows it
    meaning: str  # one or two sentences in plain words
    forms: tuple[str, ...]  # the spellings that count as this word (matched whole, any case)


TERMS: tuple[Term, ...] = (
    Term(
        "True King",
        "The one King with the crown side. Its holder decides who goes first each round; "
        "whoever loses a round takes the True King for the next.",
        ("True King",),
    ),
    Term(
        "Court",
        "The row of every card played this round, in the order they were played. "
        "Everyone may look at it at any time.",
        ("Court",),
    ),
    Term(
        "Throne",
        "The newest card in the Court. The card you play must usually have a value equal to "
        "or higher than the Throne's.",
        ("Throne",),
    ),
    Term(
        "value",
        "The big number on a card. The base value is the printed one; some abilities change a "
        "card's current value while it sits in the Court.",
        ("value", "values", "base value"),
    ),
    Term(
        "King",
        "Every player has a King. Once a round, instead of playing a card, you may flip it: the "
        "Throne is Disgraced and your Successor comes into your hand. It keeps you in the round, "
        "but a flipped King scores no bonus point.",
        ("King", "Kings"),
    ),
    Term(
        "Successor",
        "A card from your hand you set face down beside your King before play. Flipping your "
        "King brings it back into your hand; with three or four players the Herald and the Spy "
        "can also change it.",
        ("Successor", "Successors"),
    ),
    Term(
        "Disgrace",
        "A Disgraced card is turned face down in the Court. It loses its name and its "
        "ability and counts as value 1, so almost any card may be played on it.",
        ("Disgrace", "Disgraced", "Disgraces"),
    ),
    Term(
        "Antechamber",
        "A waiting place in front of a player. A card sent there must be played on that "
        "player's next turn, whatever the Throne, and its ability still happens.",
        ("Antechamber", "Antechambers"),
    ),
    Term(
        "Accused",
        "The face-up card set beside the play area at the start of a round. It is out of the "
        "round, so everyone knows no one holds it.",
        ("Accused",),
    ),
    Term(
        "Dungeon",
        "A card each player puts face down beside the Accused before play (not in the Quickplay "
        "steps). It is out of the round.",
        ("Dungeon", "Dungeons"),
    ),
    Term(
        "Royalty",
        "A keyword on the Queen and Princess (and, with the Immortal, on her and the Warlord). "
        "Some cards, like the Elder, may be played on Royalty whatever its value.",
        ("Royalty",),
    ),
    Term(
        "Reaction",
        "A card played from your hand outside your turn, when the thing it names happens, such "
        "as the Assassin or the King's Hand.",
        ("Reaction", "Reactions", "react", "reacts"),
    ),
    Term(
        "Condemned",
        "A Condemned card lies face down in front of its player. On their next turn, taking "
        "it out of the round is their whole turn (the King's Hand Condemns itself and the "
        "card it stops; the Executioner makes players Condemn a card from their hand).",
        ("Condemned",),
    ),
    Term(
        "Muted",
        "A Muted card has lost all its text: no ability and no keywords, only its value.",
        ("Muted", "Mute", "Mutes"),
    ),
    Term(
        "Steadfast",
        "A Steadfast card cannot be Muted, and other cards cannot lower its value.",
        ("Steadfast",),
    ),
    Term(
        "Army",
        "Fragments of Nersetti: your own small deck of cards kept for the whole match, which you "
        "draw on before each round or with Rally.",
        ("Army",),
    ),
    Term(
        "Rally",
        "Take a card from your Army into your hand during the round. It is Exhausted when the "
        "round ends.",
        ("Rally", "Rallied", "Rallies"),
    ),
    Term(
        "Recruit",
        "While mustering: put a card from your hand out of the round and take an Army card in "
        "its place. It is Exhausted when the round ends.",
        ("Recruit", "Recruited", "Recruits"),
    ),
    Term(
        "Recommission",
        "While mustering: give up Army cards to bring one Exhausted card back, ready to use again.",
        ("Recommission", "Recommissions"),
    ),
    Term(
        "Exhausted",
        "An Army card that was used this match lies face up in your Exhaust zone and cannot be "
        "taken again until it is Recommissioned.",
        ("Exhausted", "Exhaust"),
    ),
    Term(
        "Recall",
        "An ability that works with your Exhausted cards; with none, nothing happens.",
        ("Recall", "Recalls"),
    ),
    Term(
        "Mustering",
        "Fragments of Nersetti: before play, each player may Recruit, Recommission and choose a "
        "new King.",
        ("Mustering", "muster", "musters"),
    ),
    Term(
        "Signature Card",
        "Fragments of Nersetti: a powerful card you choose for your Army for the whole match.",
        ("Signature Card", "Signature Cards"),
    ),
    Term(
        "Squire",
        "With the Master Tactician King: a second face-down card beside your Successor, another "
        "choice when the King is flipped.",
        ("Squire",),
    ),
    Term(
        "Mulligan",
        "Give back your hand and deal the round again. The first one in a match is free; a "
        "later one gives the opponent 2 points.",
        ("mulligan", "mulligans"),
    ),
)

BY_NAME: dict[str, Term] = {t.term: t for t in TERMS}

# Longest forms first, so "True King" wins over "King" and "base value" over "value". A King
# followed by "'s" names a card (the King's Hand) or a King's owner's power, never the term.
_FORMS = sorted(((f, t) for t in TERMS for f in t.forms), key=lambda ft: -len(ft[0]))
_PATTERN = re.compile(
    r"\b(" + "|".join(re.escape(f) for f, _ in _FORMS) + r")\b(?!'s Hand)", re.IGNORECASE
)
_FORM_TERM = {f.lower(): t for f, t in _FORMS}


def meaning(term: str) -> str:
    """The words for ``term``; raises KeyError naming the known terms."""
    try:
        return BY_NAME[term].meaning
    except KeyError:
        raise KeyError(f"no glossary word {term!r}; known: {', '.join(BY_NAME)}") from None


def find_terms(text: str) -> list[tuple[int, int, Term]]:
    """Every glossary word in ``text``: (start, end, term), left to right, never overlapping."""
    return [(m.start(), m.end(), _FORM_TERM[m.group(1).lower()]) for m in _PATTERN.finditer(text)]
