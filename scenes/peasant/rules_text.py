"""The rules of King and Peasant in our own words, for the in-app rules browser and card gallery.

Written from the rulebook (../shared/rules/003_a0d2f449cf6cf711.txt) and the research notes as a
summary a player can read at the table; the rules engine in game/peasant/ is the authority on
what is legal. ``SECTIONS`` is ``((title, (paragraph, ...)), ...)``; a paragraph starting with
"- " is a list item. The card list and the gallery are built from game/peasant/cards.py, so the
words and the cards cannot drift apart.
"""

from __future__ import annotations

from game.peasant.cards import ACTION, CARDS, DESIGNS, GUARD, KING, PEASANT, REBEL, CardDef

TYPE_WORDS = {GUARD: "Guard", REBEL: "Rebel", ACTION: "Action"}

OBJECTIVE = (
    "What you are playing for",
    (
        "King and Peasant is a duel for two with one deck of 18 cards. One player is the King, "
        "the other plays the Peasants, and the two sides want different things.",
        "The Peasants are smuggling an Assassin towards the King. They win if the King draws "
        "the Assassin, if the King accuses the wrong card, or if they send the Assassin in while "
        "no Guard stands in Town.",
        "The King wants the Assassin dead or the danger past: he wins when the Assassin lands in "
        "the discard pile, or when the deck runs out of cards.",
        "A match is played in Eras. Whoever wins an Era is the King in the next one, and the "
        "first player to win 2 Eras wins the match.",
    ),
)

CARD_ANATOMY = (
    "Reading a card",
    (
        "Most cards have two halves. The top half, under the blue band with a crown's colours, "
        "belongs to the King; the bottom half, under the red band, belongs to the Peasant. Each "
        "role uses only its own half, so the same card is one thing in the King's hand and "
        "another in the Peasant's. On the table the half its holder can use is bright and the "
        "other is dimmed.",
        "Each half has a name, a type and an effect. The type icon sits at the left of the band:",
        "- A shield: a Guard. The King puts Guards into Town and uses them from there.",
        "- A pitchfork: a Rebel. The Peasant hides Rebels in Town and uses them from there.",
        "- A comet: an Action. Played from the hand for its effect, then discarded.",
        "Four cards are different. The Sentinel has only a King's half and the King always "
        "starts with it. The Decoy and the Assassin have only a Peasant's half and the Peasant "
        "always starts with both. The Reassemble has a single text that either side may use.",
        "Besides the 18 play cards there is one reference card per role, listing its actions and "
        "its goals. Reference cards are never shuffled into the deck.",
    ),
)

SETUP = (
    "Setting up an Era",
    (
        "- Each player takes their reference card. In the first Era the King is chosen at setup "
        "(the rulebook gives the crown to the richer player; here you pick, or let chance pick).",
        "- The King takes the Sentinel; the Peasant takes the Assassin and the Decoy.",
        "- Shuffle the other 15 cards into the deck, face down, where both can reach it.",
        "- The King draws 4 cards and the Peasant draws 3, so each holds 5.",
        "- The Peasant may put up to 3 Rebels into Town face down. Then the King may put up to 3 "
        "Guards into Town face up.",
        "- The Peasant takes the first turn.",
    ),
)

TURNS = (
    "Taking turns",
    (
        "On your turn you take exactly one action from your reference card, then the turn passes. "
        "Play goes back and forth until someone reaches one of their goals, which ends the Era at "
        "once.",
        "There is one shared deck and one shared discard pile. Discarded cards lie face up, so "
        "both players can look through the pile at any time. There is no limit to the size of a "
        "hand.",
        "Town is the space between you. The King's Guards stand there face up; the Peasant's "
        "Rebels wait there face down until they act. Guards and Rebels only do anything from "
        "Town.",
    ),
)

KING_ACTIONS = (
    "The King's actions",
    (
        "- Ready a Guard: put a Guard from your hand into Town, face up, without using its "
        "effect. Town never holds more than 3 of your Guards.",
        "- Mobilize a Guard: discard one of your Guards from Town and carry out its effect.",
        "- Condemn a Rebel: discard the top card of the deck, or any Rebel in Town, face up or "
        "face down. If that card is the Assassin it is in the discard pile and you have won; if "
        "it is anything else, you have condemned an innocent and the Peasant wins.",
        "- Play an Action: play an Action from your hand, carry out its effect, then discard it.",
        "- Pass: do nothing.",
    ),
)

KING_DRAW = (
    "The King's draw",
    (
        "Whatever the King does, even when he passes, he then draws the top card of the deck. "
        "This draw is not a choice, and it is the only way the King draws (apart from card "
        "effects such as the Crier's).",
        "That is the King's danger: if the card he draws is the Assassin, the Peasant wins on "
        "the spot. If it is the Decoy, its Infiltrate effect fires: the Peasant removes one of "
        "the King's Guards, and the Decoy leaves the game.",
    ),
)

PEASANT_ACTIONS = (
    "The Peasant's actions",
    (
        "- Hide a Rebel: put a Rebel from your hand into Town, face down, without using its "
        "effect. You may have any number of Rebels in Town.",
        "- Dispatch a Rebel: turn one of your face-down Rebels in Town face up and carry out its "
        "effect. A Rebel that is already face up cannot be Dispatched.",
        "- Infiltrate: take the face-down Assassin or Decoy from Town and slip it into the deck "
        "at any depth you like, in secret and without shuffling. Its Infiltrate effect waits "
        "until the King draws it.",
        "- Return a Rebel: take one of your face-up Rebels from Town back into your hand, where "
        "it can be hidden again later.",
        "- Play an Action: play an Action from your hand, carry out its effect, then discard it.",
        "- Draw a card: take the top card of the deck into your hand. Unlike the King, you only "
        "draw when you spend your turn on it.",
    ),
)

KEYWORDS = (
    "Words on the cards",
    (
        "- Ready: the King moves a Guard from his hand into Town, face up.",
        "- Mobilize: the King discards a Guard from Town and uses its effect.",
        "- Condemn: the King discards the top card of the deck or a Rebel in Town, staking the "
        "Era on it being the Assassin.",
        "- Hide: the Peasant moves a Rebel from her hand into Town, face down.",
        "- Dispatch: the Peasant turns a face-down Rebel in Town face up and uses its effect. The "
        "Rebel stays in Town, face up.",
        "- Infiltrate: as an action, the Peasant puts a face-down Assassin or Decoy from Town "
        'anywhere in the deck in secret. Written on a card ("Infiltrate: ..."), it is what '
        "happens when the King draws that card.",
        "- Return: the Peasant takes a face-up Rebel from Town back into her hand.",
        "- Remove and Discard: to Remove is to discard a Guard or Rebel that is in Town. To "
        "Discard is to put a card from a hand onto the discard pile, unless the card says it "
        "comes from somewhere else (such as the top of the deck).",
        "- Exile: only the Sentinel and the Decoy carry it. Whenever one of them would go to the "
        "discard pile it leaves the game instead, for the rest of the Era.",
        "- Reveal: a revealed Rebel is turned face up in Town, so the King sees it. It cannot be "
        "Dispatched while face up; the Peasant must Return it and Hide it again (our reading, "
        "see below).",
    ),
)

GOALS = (
    "How an Era is won",
    (
        "An Era ends the moment any of these five things comes true, on anyone's turn and by "
        "any means.",
        "The King wins when:",
        "- the Assassin is in the discard pile (Condemned, Removed from Town, discarded from "
        "the deck by the Knight or the Guardian, or from the Peasant's hand by a Raid), or",
        "- the deck has no cards left.",
        "The Peasant wins when:",
        "- the King draws the Assassin, or",
        "- the King Condemns a card that is not the Assassin, or",
        "- the Peasant Dispatches the Assassin while there are no Guards in Town.",
    ),
)

ERAS = (
    "Eras and the match",
    (
        "The winner of an Era becomes the King for the next, and the loser takes the Peasants. "
        "Every card comes back and the next Era is set up from scratch, exactly as the first.",
        "The first player to win 2 Eras wins the match, so a match lasts two or three Eras.",
    ),
)

REMINDERS = (
    "Reminders",
    (
        "- Guards and Rebels work only from Town: a Guard by being Mobilized, a Rebel by being "
        "Dispatched. In a hand they do nothing.",
        "- The Assassin and the Decoy can Infiltrate only from Town, face down: never straight "
        "from the hand, and never once they are face up.",
        "- Check the type on your own half before you act: a card that is a Guard for the King "
        "may be a Rebel or an Action for the Peasant.",
        "- The Peasant may have any number of Rebels in Town; the King at most 3 Guards.",
        "- One deck and one discard pile for both; discards are face up.",
        "- No hand limit.",
        "- Carry out every effect as far as you can. A card that can only do part of what it "
        "says still does that part.",
    ),
)

READINGS = (
    "Our readings",
    (
        "Where the rulebook is silent or brief we made a choice. These readings are ours, not "
        "the publisher's:",
        "- Reveal turns the Rebel face up in Town for good, rather than only showing it to the "
        "King.",
        "- The Decoy's Infiltrate effect fires whenever the King draws it, however it came into "
        "the deck (an Infiltrate, the Smuggler, the Charlatan); either way it is Exiled.",
        "- The King draws the Assassin and loses however it came into the deck: it is a goal, "
        "not only the card's own effect.",
        "- Two goals at the same moment: if the King draws the last card and it is the "
        "Assassin, or Condemns the last card and it is not, the Peasant wins, since his own move "
        "brought her goal and the empty deck is only its by-product.",
        "- Returning Rebels by a card's text (Rat, Scatter) takes only face-up ones, as the "
        "Return action does; face-down Rebels stay in Town.",
        "- Revolt goes through the Rebels that are face down when it is played, one at a time "
        "in the order the Peasant picks: the Assassin or the Decoy may Infiltrate if she "
        "chooses, every other Rebel is Dispatched.",
        "- An Action waits on the table while its effect runs and is discarded when it ends, so "
        "the Reassemble cannot take itself back and the Scatter does not shuffle itself in.",
        "- An Action may be played when it can do only part of its effect, or none of it.",
        "- The Decoy has no Dispatch effect: it only turns face up. A Dispatched Assassin with a "
        "Guard in Town simply lies face up, where it can be Condemned or Removed.",
        "- Drawing the last card of the deck by choice (the Peasant's Draw, the Charlatan, the "
        "Courtesan) is allowed, and the King wins at once.",
        "- The Thief: the King picks the 2 cards he discards; a Sentinel among them is Exiled, "
        "so the Peasant takes one of the cards that reached the pile.",
        "- The Reassemble's single text is ours: take up to 2 cards from the discard pile, then "
        "the Peasant may Hide 1 Rebel or the King may Ready 1 Guard.",
        "- The wording of the two reference cards is ours, built from the rulebook's lists of "
        "actions and goals. The 20 cards of the box are the 18 play cards and the 2 reference "
        "cards.",
        "- Who is King in the first Era is chosen at setup (or drawn at random) instead of "
        "asking who is richer.",
    ),
)


def _half_line(role: str, cd: CardDef) -> str:
    half = cd.half(role)
    side = "either side" if cd.shared else ("King" if role == KING else "Peasant")
    words = f" ({', '.join(half.keywords)})" if half.keywords else ""
    return f"- {half.name}: {TYPE_WORDS[half.kind]}, {side}{words}. {half.text}"


def _card_lines() -> tuple[str, ...]:
    lines = [
        "Every card, top half first. Spy and Thug share a card with three copies; every other "
        "card has one copy."
    ]
    for _copies, cd in DESIGNS:
        for role in (KING,) if cd.shared else (KING, PEASANT):
            if cd.half(role) is not None:
                lines.append(_half_line(role, cd))
    return tuple(lines)


CARD_LIST = ("The cards, half by half", _card_lines())

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    OBJECTIVE,
    CARD_ANATOMY,
    SETUP,
    TURNS,
    KING_ACTIONS,
    KING_DRAW,
    PEASANT_ACTIONS,
    KEYWORDS,
    GOALS,
    ERAS,
    REMINDERS,
    READINGS,
    CARD_LIST,
)


def _caption(copies: int, cd: CardDef) -> str:
    if cd.shared:
        return f"{cd.king.name}: one Action for either side"
    if cd.peasant is None:
        return f"{cd.king.name}: the King's alone; he starts every Era with it"
    if cd.king is None:
        return f"{cd.peasant.name}: the Peasant's alone; she starts every Era with it"
    line = (
        f"{cd.king.name} ({TYPE_WORDS[cd.king.kind]}) for the King, "
        f"{cd.peasant.name} ({TYPE_WORDS[cd.peasant.kind]}) for the Peasant"
    )
    return line + (f", {copies} copies" if copies > 1 else "")


# One card id per design, in design order (the first copy of each), and a caption for each.
GALLERY: list[int] = [CARDS.index(cd) for _copies, cd in DESIGNS]
CAPTIONS: dict[int, str] = {CARDS.index(cd): _caption(n, cd) for n, cd in DESIGNS}


def _detail(cd: CardDef) -> tuple[str, ...]:
    """What the gallery's detail panel says about a card: each half, who uses it and how."""
    lines = []
    for role in (KING,) if cd.shared else (KING, PEASANT):
        half = cd.half(role)
        who = "Either side" if cd.shared else ("The King" if role == KING else "The Peasant")
        if half is None:
            lines.append(f"{who} has no use for this card: its half is blank.")
            continue
        words = f" ({', '.join(half.keywords)})" if half.keywords else ""
        lines.append(f"{who}: {half.name}, {TYPE_WORDS[half.kind]}{words}. {half.text}")
    return tuple(lines)


# For the gallery's detail panel: per card id in GALLERY, the card's name and a line per half.
DETAILS: dict[int, tuple[str, tuple[str, ...]]] = {
    cid: (CARDS[cid].name, _detail(CARDS[cid])) for cid in GALLERY
}
