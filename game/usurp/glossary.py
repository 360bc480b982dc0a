"""Usurp the King's rulebook words, each told in a sentence or two for a first-time player.

Data only (no pygame): the table marks these words in its prompt line, its log and its buttons,
and shows the meaning on hover or focus (the matching is ``game.core.glossary``'s). The card
types are ``game.usurp.data.CARD_TYPES``; the meanings are our own words for what the rulebook
says.
"""

from __future__ import annotations

from game.core.glossary import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "Spy",
        "Leverage card, resolves first: you may move one other family's card (never a Poison) "
        "from one Court Member to another living one.",
        ("Spy", "Spies"),
    ),
    Term(
        "Agent",
        "Leverage card: you may move any card in the Agent's space, a Poison too, to a living "
        "Court Member; the Agent goes along with it.",
        ("Agent", "Agents"),
    ),
    Term(
        "Dagger",
        "Leverage card: it must kill the Court Member it lies by, unless a Guard is there; then "
        "it stabs a Guard instead.",
        ("Dagger", "Daggers"),
    ),
    Term(
        "Betrayal",
        "Leverage card: you may move one of your own family's cards (never a Poison) to another "
        "living Court Member.",
        ("Betrayal", "Betrayals"),
    ),
    Term(
        "Books",
        "Leverage card: as the Rebellion starts you hide a card of your hand under it (any "
        "but an Agent, which the rules never let under a Book); when the Book resolves, that "
        "card is shown and acts at once. Nothing happens on a dead member.",
        ("Books", "Book"),
    ),
    Term(
        "Poison",
        "Leverage card: it kills the Court Member it lies by unless an Antidote is there. All "
        "Poisons act together, and only an Agent can move one.",
        ("Poison", "Poisons"),
    ),
    Term(
        "Guard",
        "Leverage card: a Dagger here stabs the Guard instead of the Court Member. A stabbed "
        "Guard still counts as influence.",
        ("Guard", "Guards"),
    ),
    Term(
        "Conspiracy",
        "Leverage card: the Court Member it lies by is Disgruntled with the King, unless a "
        "Bribery is there too.",
        ("Conspiracy", "Conspiracies"),
    ),
    Term(
        "Bribery",
        "Leverage card: the Court Member it lies by stays Loyal, whatever else is played there.",
        ("Bribery", "Briberies"),
    ),
    Term(
        "Antidote",
        "Leverage card: every Poison by this Court Member is blocked.",
        ("Antidote", "Antidotes"),
    ),
    Term(
        "Leverage card",
        "One of the ten cards of your family's hand (Spy, Agent, Dagger, Betrayal, Books, "
        "Poison, Guard, Conspiracy, Bribery, Antidote). Each one placed is an influence.",
        ("Leverage card", "Leverage cards", "Leverage"),
    ),
    Term(
        "Court Member",
        "One of the court's cards (the King, the Usurper, the Heir...). Families place Leverage "
        "cards by them to control them.",
        ("Court Member", "Court Members"),
    ),
    Term(
        "Intrigue",
        "The first phase: in serpentine turn order each player places cards of their hand face "
        "up by Court Members, until everyone has placed six.",
        ("Intrigue",),
    ),
    Term(
        "Rebellion",
        "The second phase: the placed cards act type by type (Spy, Agent, Dagger, Betrayal, "
        "Books, Poison), each type around the court in the members' order.",
        ("Rebellion",),
    ),
    Term(
        "influence",
        "Each card a family has by a Court Member is one influence there (a Book and the card "
        "under it count as one).",
        ("influence", "influences"),
    ),
    Term(
        "control",
        "A family controls a Court Member when it has more cards there than any other family; "
        "a tie means nobody controls it.",
        ("control", "controls", "controlled"),
    ),
    Term(
        "Loyal",
        "A Court Member happy with the King. Conspiracy makes one Disgruntled; Bribery keeps one "
        "Loyal.",
        ("Loyal",),
    ),
    Term(
        "Disgruntled",
        "A Court Member against the King. Three Disgruntled members (the Usurper may be one) "
        "give the Usurper's controller the win.",
        ("Disgruntled",),
    ),
    Term(
        "Usurper",
        "Top of the victory ladder: if 3 members are Disgruntled and the Usurper is alive, the "
        "family controlling him wins. He counts as Disgruntled unless bribed.",
        ("Usurper",),
    ),
    Term(
        "Heir",
        "On the victory ladder after the King: if the King is dead, the family controlling the "
        "living, Loyal Heir wins.",
        ("Heir",),
    ),
    Term(
        "Bastard",
        "On the victory ladder after the Heir: if the King is dead, the family controlling the "
        "living, Loyal Bastard wins.",
        ("Bastard",),
    ),
    Term(
        "Anarchist",
        "Bottom of the victory ladder: if no other rung is met, the family controlling the "
        "Anarchist wins; if nobody does, nobody wins.",
        ("Anarchist", "Anarchy"),
    ),
    Term(
        "victory ladder",
        "How the winner is found at the end, from the top rung down: Usurper, King, Heir, "
        "Bastard, Court (most living Loyal members controlled), Anarchy.",
        ("victory ladder", "ladder"),
    ),
    Term(
        "serpentine",
        "The Intrigue's turn order: forward to the last family, then back again, so the last "
        "and the first players each place two cards in a row.",
        ("serpentine",),
    ),
    Term(
        "King-maker",
        "On the last turn, a player who cannot win and must make one of two others win picks "
        "the family that stands highest on their reference card.",
        ("King-maker", "King maker", "kingmaker"),
    ),
)

WORDS = Glossary(TERMS)
BY_NAME: dict[str, Term] = WORDS.by_name
meaning = WORDS.meaning
find_terms = WORDS.find_terms
