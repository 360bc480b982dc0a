"""The Imposter Kings card table: every card's name, value, keywords and text, as data.

Texts are our own paraphrases (see ../shared/rules/imposter-kings-cards.md for the rulings).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CardDef:
    name: str
    value: int
    text: str
    royalty: bool = False
    immune: bool = False  # Immune to King's Hand
    reaction: bool = False
    steadfast: bool = False
    army: bool = False  # belongs to a player's Army (Fragments of Nersetti)
    label: str = ""  # the name used in action texts; Army copies are told apart from deck copies

    def __post_init__(self) -> None:
        object.__setattr__(self, "label", f"Army {self.name}" if self.army else self.name)

    @property
    def keywords(self) -> tuple[str, ...]:
        words = []
        if self.royalty:
            words.append("Royalty")
        if self.reaction:
            words.append("Reaction")
        if self.immune:
            words.append("Immune to King's Hand")
        if self.steadfast:
            words.append("Steadfast")
        return tuple(words)


_CARDS = [
    CardDef(
        "Fool",
        1,
        "You may move another face-up card from the Court into your hand.",
    ),
    CardDef(
        "Assassin",
        2,
        "Reaction: when another player flips their King, you may reveal the Assassin from your "
        "hand. Their King does nothing and they lose the round.",
        reaction=True,
    ),
    CardDef(
        "Elder",
        3,
        "You may play the Elder on any Royalty, whatever its value.",
        immune=True,
    ),
    CardDef(
        "Zealot",
        3,
        "If your King is flipped, you may play the Zealot on any card that is not Royalty, "
        "whatever its value.",
        immune=True,
    ),
    CardDef(
        "Inquisitor",
        4,
        "You may name a card. Every other player holding one must put a copy into their "
        "Antechamber.",
    ),
    CardDef(
        "Soldier",
        5,
        "Name a card. If an opponent holds it, the Soldier is +2 while on the Throne and you may "
        "Disgrace up to 3 cards in the Court.",
    ),
    CardDef(
        "Judge",
        5,
        "Guess a card in an opponent's hand. If right, you may put a card of base value 2 or more "
        "from your hand into your Antechamber.",
    ),
    CardDef(
        "Oathbound",
        6,
        "You may play the Oathbound on a higher card. If you do, Disgrace that card and at once "
        "play another card from your hand, whatever its value; the King's Hand cannot stop it.",
        immune=True,
    ),
    CardDef(
        "Mystic",
        7,
        "If the Court holds a Disgraced card, you may Disgrace the Mystic and name a number from "
        "1 to 8. For the rest of the round, cards of that base value lose their text and count as "
        "3 in the Court.",
    ),
    CardDef(
        "Warlord",
        7,
        "While any Royalty is face up in the Court, the Warlord is +1 in your hand and +2 once "
        "played.",
    ),
    CardDef(
        "King's Hand",
        8,
        "Reaction: when another player chooses to use a card's ability, you may reveal the King's "
        "Hand to stop it. Both cards are Condemned.",
        immune=True,
        reaction=True,
    ),
    CardDef(
        "Sentry",
        8,
        "You may Disgrace the Sentry to exchange a card from your hand with a face-up card in the "
        "Court that is not Royalty.",
    ),
    CardDef(
        "Princess",
        9,
        "You may choose a player. You each pick a card from your own hand and swap them.",
        royalty=True,
    ),
    CardDef(
        "Queen",
        9,
        "Disgrace every other card in the Court.",
        royalty=True,
    ),
    CardDef(
        "Warden",
        7,
        "If the Court holds 4 or more face-up cards, you may exchange a card from your hand with "
        "the Accused card.",
    ),
]

CARDS: dict[str, CardDef] = {c.name: c for c in _CARDS}


def card(name: str) -> CardDef:
    """The card called ``name``; raises KeyError naming it when there is none."""
    try:
        return CARDS[name]
    except KeyError:
        raise KeyError(f"no card called {name!r}") from None


KING_TEXT = (
    "Once per round, as your turn, flip your King: Disgrace the card on the Throne and take your "
    "Successor into your hand."
)
