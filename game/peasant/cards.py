"""The King and Peasant cards as data: 16 designs, 18 play cards, and the two reference cards.

Each play card has two halves: the King uses the top half, the Peasant the bottom half. Three
cards have a single half (the Sentinel for the King; the Decoy and the Assassin for the
Peasant) and the Reassemble has one text that either role may use. Names, types and copy counts
follow ../shared/rules/other-games-research.md part 1 (read from the card faces); the texts are
our own paraphrases of what each half does.
"""

from __future__ import annotations

from dataclasses import dataclass

GUARD, REBEL, ACTION = "guard", "rebel", "action"
KING, PEASANT = "king", "peasant"
EXILE, INFILTRATE = "Exile", "Infiltrate"


@dataclass(frozen=True, slots=True)
class Half:
    """One role's half of a card: what that role may do with it."""

    name: str
    kind: str  # GUARD, REBEL or ACTION
    text: str
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card. ``king`` is the top half, ``peasant`` the bottom one; either may be None."""

    number: int  # its design number, 1 to 16
    king: Half | None
    peasant: Half | None
    shared: bool = False  # one text for both roles (the Reassemble)

    @property
    def name(self) -> str:
        """The card's name for logs and galleries: both halves, King's first."""
        if self.shared or self.peasant is None:
            return self.king.name
        if self.king is None:
            return self.peasant.name
        return f"{self.king.name} / {self.peasant.name}"

    def half(self, role: str) -> Half | None:
        """The half ``role`` (KING or PEASANT) uses, or None when the card has none for it."""
        return self.king if role == KING else self.peasant

    @property
    def exile(self) -> bool:
        return any(EXILE in h.keywords for h in (self.king, self.peasant) if h is not None)

    @property
    def infiltrate(self) -> bool:
        return self.peasant is not None and INFILTRATE in self.peasant.keywords


_REASSEMBLE = Half(
    "Reassemble",
    ACTION,
    "Take up to 2 cards from the discard pile into your hand. Then you may Hide 1 Rebel, if you "
    "are the Peasant, or Ready 1 Guard, if you are the King.",
)

# (copies, card) in design order.
DESIGNS: tuple[tuple[int, CardDef], ...] = (
    (
        1,
        CardDef(
            1,
            Half("Crier", GUARD, "Draw a card. Then you may Ready a Guard."),
            Half("Heretic", REBEL, "Hide every Rebel from the discard pile."),
        ),
    ),
    (
        1,
        CardDef(
            2,
            Half("Knight", GUARD, "Discard the top 2 cards of the deck."),
            Half(
                "Smuggler",
                REBEL,
                "Shuffle your hand and every other Rebel in Town into the deck, then draw 3.",
            ),
        ),
    ),
    (
        1,
        CardDef(
            3,
            Half("Inquisitor", GUARD, "Ready a Guard, then Mobilize it at once."),
            Half("Brawl", ACTION, "Remove a Rebel and a Guard."),
        ),
    ),
    (
        3,
        CardDef(
            4,
            Half("Spy", GUARD, "Reveal a Rebel."),
            Half("Thug", REBEL, "Remove a Guard, then draw a card."),
        ),
    ),
    (
        1,
        CardDef(
            5,
            Half(
                "Advisor",
                GUARD,
                "Shuffle the deck and look at its top card. You may put it at the bottom.",
            ),
            Half(
                "Courtesan",
                REBEL,
                "Look at the top 3 cards of the deck. Keep 1 and put the others back on top in "
                "any order.",
            ),
        ),
    ),
    (
        1,
        CardDef(
            6,
            Half("Noble", GUARD, "Reveal every Rebel."),
            Half("Mob", REBEL, "Remove every Rebel and every Guard."),
        ),
    ),
    (
        1,
        CardDef(
            7,
            Half(
                "Guardian",
                GUARD,
                "Look at any card in the deck. If it is the Assassin, discard it; if not, leave "
                "it where it was.",
            ),
            Half(
                "Charlatan",
                REBEL,
                "Draw up to 3 cards, then put as many cards from your hand on top of the deck, "
                "in any order.",
            ),
        ),
    ),
    (
        1,
        CardDef(
            8,
            Half("Executor", GUARD, "The Peasant removes one of their hidden Rebels."),
            Half(
                "Rat", REBEL, "Return up to 2 other Rebels to your hand, then Hide up to 2 Rebels."
            ),
        ),
    ),
    (
        1,
        CardDef(
            9,
            Half(
                "Sentinel",
                GUARD,
                "Look at the top 3 cards of the deck and put them back in any order.",
                (EXILE,),
            ),
            None,
        ),
    ),
    (
        1,
        CardDef(
            10,
            Half("Strike", ACTION, "Mobilize 2 Guards."),
            Half(
                "Thief",
                REBEL,
                "The King discards 2 cards from their hand; you take one of them into yours.",
            ),
        ),
    ),
    (
        1,
        CardDef(
            11,
            Half("Arrest", ACTION, "Remove a Rebel, or discard the top card of the deck."),
            Half("Revolt", ACTION, "Infiltrate and Dispatch every Rebel."),
        ),
    ),
    (
        1,
        CardDef(
            12,
            Half("Raid", ACTION, "The Peasant discards a card from their hand at random."),
            Half(
                "Scatter",
                ACTION,
                "Return every Rebel in Town to your hand, then shuffle the discard pile into the "
                "deck.",
            ),
        ),
    ),
    (
        1,
        CardDef(
            13,
            None,
            Half(
                "Decoy",
                REBEL,
                "Infiltrate: when the King draws it, remove a Guard.",
                (INFILTRATE, EXILE),
            ),
        ),
    ),
    (1, CardDef(14, _REASSEMBLE, _REASSEMBLE, shared=True)),
    (
        1,
        CardDef(
            15,
            Half("Watchman", GUARD, "Look at the Peasant's hand."),
            Half("Rally", ACTION, "Draw 2 cards, then Hide up to 2 Rebels."),
        ),
    ),
    (
        1,
        CardDef(
            16,
            None,
            Half(
                "Assassin",
                REBEL,
                "Infiltrate: when the King draws it, the Peasant wins. Dispatch: the Peasant "
                "wins if there are no Guards in Town.",
                (INFILTRATE,),
            ),
        ),
    ),
)

# The 18 play cards in a fixed order: a card id is an index into this tuple.
CARDS: tuple[CardDef, ...] = tuple(c for copies, c in DESIGNS for _ in range(copies))

SENTINEL = next(i for i, c in enumerate(CARDS) if c.king is not None and c.king.name == "Sentinel")
ASSASSIN = next(
    i for i, c in enumerate(CARDS) if c.peasant is not None and c.peasant.name == "Assassin"
)
DECOY = next(i for i, c in enumerate(CARDS) if c.peasant is not None and c.peasant.name == "Decoy")


# DEFAULT (research 1.6, NOT FOUND): the reference cards' wording is ours, built from the
# rulebook's action lists. Never shuffled; one per role.
REFERENCE = {
    KING: (
        "King",
        (
            "Ready a Guard: from your hand into Town, face up (at most 3 Guards in Town).",
            "Mobilize a Guard: discard a Guard from Town and use its effect.",
            "Condemn a Rebel: discard the top card of the deck or a Rebel in Town. If it is not "
            "the Assassin, the Peasant wins.",
            "Play an Action card from your hand, then discard it.",
            "Pass.",
            "Then draw a card, always.",
        ),
        (
            "You win when the Assassin is in the discard pile,",
            "or when the deck has no cards left.",
        ),
    ),
    PEASANT: (
        "Peasant",
        (
            "Hide a Rebel: from your hand into Town, face down.",
            "Dispatch a Rebel: turn a face-down Rebel in Town face up and use its effect.",
            "Infiltrate: put a face-down Assassin or Decoy from Town anywhere in the deck, in "
            "secret.",
            "Return a face-up Rebel from Town to your hand.",
            "Play an Action card from your hand, then discard it.",
            "Draw a card.",
        ),
        (
            "You win when the King draws the Assassin,",
            "when the King Condemns a card that is not the Assassin,",
            "or when you Dispatch the Assassin with no Guards in Town.",
        ),
    ),
}


def card(cid: int) -> CardDef:
    """The card with id ``cid``; raises KeyError naming it when there is none."""
    if not isinstance(cid, int) or not 0 <= cid < len(CARDS):
        raise KeyError(f"no King and Peasant card with id {cid!r}")
    return CARDS[cid]
