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
        "Executioner",
        4,
        "You may say a number no higher than the highest base value in the Court. Every player "
        "holding a card of that base value, you included, must Condemn one.",
    ),
    CardDef(
        "Herald",
        6,
        "Not from the Antechamber: mix your Successor back into your hand and set a new one. Then "
        "you may play a card of value 5 or more; if you do, the Herald returns to your hand.",
    ),
    CardDef(
        "Spy",
        8,
        "You may Disgrace the Spy to look at every Successor. Then you may have any one player "
        "exchange their Successor for a card from their hand.",
    ),
    CardDef(
        "Warden",
        7,
        "If the Court holds 4 or more face-up cards, you may exchange a card from your hand with "
        "the Accused card.",
    ),
]

# Fragments of Nersetti: the Immortal joins the deck; the nine Signature Cards; the Kickstarter
# extras (house rules only, texts UNVERIFIED: see docs/rules-notes.md).
_EXPANSION = [
    CardDef(
        "Immortal",
        6,
        "Steadfast. While face up in the Court: the Immortal and the Warlord have Royalty; the "
        "Queen, the Princess and every Elder are -1 and Muted. The Immortal counts as 5 in the "
        "Court.",
        steadfast=True,
    ),
    # Three- and four-player Mercenary decks (texts UNVERIFIED: no card image; card file,
    # Bard and Arbiter; our best reading in game/imposter/mercenaries.py).
    CardDef(
        "Bard",
        4,
        "When played on a card of base value 3 or 4, Recall (put one of your Exhausted cards "
        "back into your Army).",
    ),
    CardDef(
        "Arbiter",
        5,
        "Cannot be played as your last card. Guess higher or lower, then exchange a card from "
        "your hand for a random one from an opponent's hand. If the card you get is higher or "
        "lower as you said, it is +2 while in the Court.",
    ),
    CardDef(
        "Flag Bearer",
        1,
        "If the Court holds a Disgraced card, you may Disgrace the Flag Bearer: Recall, then Rally "
        "twice; show what you Rallied and put one of them back into your Army without saying "
        "which.",
    ),
    CardDef(
        "Stranger",
        2,
        "In your hand it may react as a copy of a face-up Reaction card in the Court that is not "
        "the Throne. When played, you may copy the name and ability of another Court card and use "
        "it; the copied card is removed from the round.",
        immune=True,
    ),
    CardDef(
        "Aegis",
        3,
        "Steadfast until your King is flipped. May be played on any card. When played, you may "
        "Disgrace one card in the Court.",
        immune=True,
        steadfast=True,
    ),
    CardDef(
        "Ancestor",
        4,
        "May be played on any Royalty; if so, Recall, then you may remove a hand card from the "
        "round to Rally. While in the Court, Elders are +3 and Steadfast.",
        immune=True,
    ),
    CardDef(
        "Informant",
        4,
        "Name a card in an opponent's Dungeon. If right, they show it and you may take it into "
        "your hand or Rally instead.",
        immune=True,
    ),
    CardDef(
        "Nakturn",
        4,
        "Counts as 2 in the Court. If the Court holds a Disgraced card, you may name a card; an "
        "opponent guesses whether you hold it. If wrong, you see their hand and Condemn a card "
        "from it.",
    ),
    CardDef(
        "Lockshift",
        5,
        "You may make every other player reveal their Dungeon card. If you do, every player takes "
        "their Dungeon card into their hand.",
    ),
    CardDef(
        "Conspiracist",
        6,
        "Steadfast. Until the end of your next turn, cards in your hand and Antechamber are +1 and "
        "Steadfast, and cards you play keep both while in the Court. -1 while on the Throne.",
        steadfast=True,
    ),
    CardDef(
        "Exile",
        8,
        "Steadfast. When played, every card is Muted until the start of your next turn. On the "
        "Throne it is -1 for each face-up Court card of base value 7 or more.",
        steadfast=True,
    ),
    CardDef(
        "Oracle",
        5,
        "You may make each opponent reveal two cards from their hand; for each, you may put one "
        "revealed card into their Antechamber.",
    ),
    CardDef(
        "Impersonator",
        4,
        "Reaction: at the start of your turn you may swap it from your hand with a card in your "
        "Antechamber. Played from the Antechamber it is worth 2.",
        reaction=True,
    ),
    CardDef(
        "Elocutionist",
        5,
        "While it is face up in the Court, you may play your Successor as if it were in your "
        "hand; it is +2 until it reaches the Throne.",
    ),
]
_ARMY = [
    CardDef(c.name, c.value, c.text, c.royalty, c.immune, c.reaction, c.steadfast, army=True)
    for c in _CARDS
    if c.name in ("Elder", "Inquisitor", "Soldier", "Judge", "Oathbound")
]

CARDS: dict[str, CardDef] = {c.label: c for c in _CARDS + _EXPANSION + _ARMY}

SIGNATURES = (
    "Flag Bearer",
    "Stranger",
    "Aegis",
    "Nakturn",
    "Ancestor",
    "Informant",
    "Lockshift",
    "Conspiracist",
    "Exile",
)
KICKSTARTER = ("Oracle", "Impersonator", "Elocutionist")
ARMY_BASE = ("Elder", "Inquisitor", "Soldier", "Judge", "Oathbound")


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
FACETS = {
    "King": KING_TEXT,
    "Master Tactician": (
        "Also place a Squire face down. Flip: Disgrace the Throne. If your Successor's base value "
        "matches the Throne's, you may reveal and take it, Recall a base Army card, then take the "
        "Squire or remove it to Rally. Otherwise take the Successor or the Squire."
    ),
    "Charismatic Leader": (
        "Your Successor is revealed once the round starts. Flip: Disgrace the Throne, then take "
        "your Successor, or remove it from the round to Rally an Army card of no higher base "
        "value."
    ),
}
