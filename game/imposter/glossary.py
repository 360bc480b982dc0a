"""The Imposter Kings' rulebook words, each told in a sentence or two for a first-time player.

Data only (no pygame): the table marks these words wherever they appear in its prompt line,
its log and its buttons, and shows the meaning when the pointer rests on one (the matching is
``game.core.glossary``'s). The meanings are our own words for what the rulebook and the card
reference say.
"""

from __future__ import annotations

from game.core.glossary import Glossary, Term

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
        ("Recruit", "Recruited", "Recruits", "Recruiting"),
    ),
    Term(
        "Recommission",
        "While mustering: give up Army cards to bring one Exhausted card back, ready to use again.",
        ("Recommission", "Recommissions", "Recommissioned"),
    ),
    Term(
        "Exhausted",
        "An Army card that was used this match lies face up in your Exhaust zone and cannot be "
        "taken again until it is Recommissioned.",
        ("Exhausted", "Exhaust", "Exhausts"),
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
        ("Mustering", "Muster", "musters", "mustered"),
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
    Term(
        "Master Tactician",
        "Fragments of Nersetti: a facet of your King. You also set a Squire face down; when the "
        "King flips, a Successor matching the Throne's base value lets you take more.",
        ("Master Tactician",),
    ),
    Term(
        "Charismatic Leader",
        "Fragments of Nersetti: a facet of your King. Your Successor is shown to all once the "
        "round starts; when the King flips you may give it up to Rally an Army card instead.",
        ("Charismatic Leader",),
    ),
    Term(
        "Mercenary",
        "Cutthroat and 2v2 Mercenaries: a Signature Card in the shared Mercenary area that any "
        "player may Recruit or Rally for a single round.",
        ("Mercenary", "Mercenaries"),
    ),
    Term(
        "Bid",
        "Mercenary modes: each player sets 3 cards of their hand face down and then reveals "
        "them; the highest total wins and may swap those cards for Mercenaries for free.",
        ("Bid", "bids", "bidding"),
    ),
)

# A King followed by "'s Hand" names a card (the King's Hand), never the term.
WORDS = Glossary(TERMS, not_before=("'s Hand",))
BY_NAME: dict[str, Term] = WORDS.by_name
meaning = WORDS.meaning
find_terms = WORDS.find_terms
