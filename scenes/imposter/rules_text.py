"""The rules of The Imposter Kings in our own words, by mode, for the rules screen.

Written from the rulebook (shared/rules) as a summary a player can read at the table; the rules
engine in game/ is the authority on what is legal. A paragraph starting with "- " is a list item.
"""

from __future__ import annotations

from scenes.games import Section

BASICS = (
    Section(
        "What you are playing for",
        (
            "Every player is a pretender to one Throne. A match runs over several rounds. In a "
            "round, players take turns laying a card on the Throne; the last player who can still "
            "take a turn wins the round and scores points. The first to reach 7 points wins the "
            "match.",
        ),
    ),
    Section(
        "The Court and the Throne",
        (
            "Cards played in a round stay on the table in a row, the Court. The card played most "
            "recently is the Throne.",
            "The ordinary rule: a card you play must be worth at least as much as the Throne is "
            "worth right now. Plenty of cards break that rule, and whenever a card and the general "
            "rules disagree, the card is right.",
            "The large number on a card is its base value. What a card is worth at the moment can "
            "differ (a Soldier can gain 2, the Mystic can drop a number to 3). Some abilities look "
            "at the base value, others at the current one, so read them closely.",
        ),
    ),
    Section(
        "Abilities",
        (
            "Putting a card on the Throne sets off its ability. Where the text says you may, the "
            "choice is yours; anything else must happen.",
        ),
    ),
    Section(
        "Your King and your Successor",
        (
            "Each player has a King in front of them. One of the Kings is the True King: whoever "
            "holds it picks who starts the round, and after the round it goes to the player who "
            "lost.",
            "Before play starts, everyone hides one card from their hand face down beside their "
            "King. That card is the Successor, and no guessing card can reach it.",
            "Once in a round you may spend your whole turn flipping your King face down: the card "
            "on the Throne is Disgraced and your Successor comes into your hand. It keeps you in "
            "the round, but a winner whose King is flipped misses the bonus point for a face-up "
            "King.",
        ),
    ),
    Section(
        "Taking your turn",
        (
            "Work down this list; the first line that fits is your turn:",
            "- A Condemned card in front of you: remove one from the round.",
            "- A face-up card in your Antechamber: play one onto the Throne, whatever its value. "
            "Its ability still happens.",
            "- Otherwise, play a card from your hand that is worth at least the Throne (or that a "
            "card lets you play), or flip your King.",
            "If none of these is possible, you are out of the round. The player who opens a round "
            "may play anything, because the Court is still empty.",
        ),
    ),
    Section(
        "Reactions",
        (
            "A Reaction card (the Assassin and the King's Hand) is shown from your hand outside "
            "the turn order, at the moment its card names. Starting with the player after the one "
            "who set it off, each player may react once to that moment; a reaction can itself be "
            "answered the same way.",
        ),
    ),
    Section(
        "Losing a round, winning the match",
        (
            "You lose the round when you cannot take a turn, or when an Assassin catches you "
            "flipping your King. The player left standing wins and scores (each mode says how).",
            "Rounds continue until someone has 7 points or more. If more than one player gets "
            "there in the same round, the higher score wins; if they are level, the winner of "
            "that last round takes the match.",
        ),
    ),
    Section(
        "Nothing to memorise",
        (
            "You may always look over the Court, count everyone's cards, check your own Successor "
            "and recall anything you learned that cannot have changed since. The table shows all "
            "of that for you.",
        ),
    ),
)

_QUICKPLAY_SETUP = Section(
    "Setting up",
    (
        "- The deck has 14 cards: Queen, Princess, Fool, Sentry, Warlord, Mystic, and two each "
        "of Oathbound, Soldier, Inquisitor and Elder.",
        "- The Assassin lies face up beside the table as the Accused card: it takes no part in "
        "the round, and everybody knows no hand holds it.",
        "- One player gets the True King. Everyone is dealt 7 cards.",
        "- The True King's holder picks who starts, then everyone hides a Successor. For a first "
        "round, a Soldier (5) or something stronger is a comfortable choice.",
        "There are no Dungeon cards and no mulligans in Quickplay.",
    ),
)
_QUICKPLAY_SCORING = Section(
    "Scoring",
    (
        "The winner of a round scores 1 point and the loser takes the True King. The first to 7 "
        "wins.",
    ),
)
_QUICKPLAY_TIPS = Section(
    "First-round tips",
    (
        "- The Elder (3) may go onto the Queen or the Princess, though they are worth 9.",
        "- The Oathbound may go onto a higher card, but only if you can play another card at "
        "once afterwards.",
        "- With two players, naming a card your opponent really holds with the Inquisitor "
        "forces it into their Antechamber, so they must play it on their next turn. A strong "
        "opening, though the card still does what it does when it lands.",
    ),
)
_ASSASSIN = Section(
    "The Assassin",
    (
        "Now the Assassin goes into the deck (15 cards). After 7 cards each, the one card left "
        "over is the Accused card.",
        "Whoever flips their King can be caught by the Assassin and lose the round on the spot, "
        "so think twice before flipping when you do not hold her yourself. The Inquisitor can "
        "drag her out of a hand, and a Mystic naming 2 takes her text away. If she is yours, "
        "hiding her as your Successor keeps her safe from the Inquisitor.",
    ),
)
_KINGS_HAND = Section(
    "The King's Hand",
    (
        "The King's Hand joins the deck too (16 cards). After 7 each, two cards are left: one is "
        "turned face up as the Accused card, the other stays face down and out of the round.",
        "The King's Hand (8) is a Reaction: when another player decides to use a card's "
        "ability, you may show it to cancel that ability. Both cards are then Condemned.",
        "An example: your opponent plays the Fool and picks a Court card to take. You answer "
        "with the King's Hand. The Fool is Condemned, leaves the round at once, and that was "
        "their turn. On your next turn you must remove your own Condemned King's Hand, and then "
        "play carries on as though the Fool had never come down.",
    ),
)

BASE_GAME = (
    Section(
        "The deck",
        (
            "18 cards: Queen, Princess, King's Hand, Sentry, Warlord, Mystic, Zealot, Assassin, "
            "Judge, Fool, and two each of Oathbound, Soldier, Inquisitor and Elder.",
            "In the first round the True King goes to a random player; afterwards it belongs to "
            "whoever lost the round before.",
        ),
    ),
    Section(
        "Each round",
        (
            "- Deal 8 cards each; two cards are left over.",
            "- Turn one leftover card face up: the Accused card, out of the round and known to be "
            "in no hand. The other stays face down, unseen and unused.",
            "- The True King's holder picks who starts.",
            "- Either player may call a mulligan (below), the starting player choosing first.",
            "- Each player hides a Successor beside their King and lays one more card face down "
            "as their Dungeon card, which is out of the round.",
            "- Play. The starting player may open with any card; turns alternate until one "
            "player cannot take one.",
        ),
    ),
    Section(
        "Mulligans",
        (
            "Unhappy with your cards? Once the starting player is chosen, you may call a "
            "mulligan: the round is thrown away and dealt afresh.",
            "Each player's first mulligan in a match costs nothing. Every later one hands your "
            "opponent 2 points, and you take the True King for the new deal.",
            "The starting player decides first, and can mulligan until they have placed their "
            "Successor and Dungeon card. The other player may wait to see what they do before "
            "placing their own.",
        ),
    ),
    Section(
        "Scoring",
        (
            "The winner of a round scores:",
            "- 1 point for the win,",
            "- 1 more if their own King is still face up,",
            "- 1 more if their opponent still held cards in hand or a Successor.",
            "So a round is worth up to 3 points. The loser takes the True King, and the first to "
            "7 wins the match.",
        ),
    ),
    Section(
        "Card questions",
        (
            "- The King's Hand cannot stop the Queen: her ability is not a choice. It can stop "
            "the Princess, but only when her owner decides to use her.",
            "- The Soldier may Disgrace itself, which is sometimes the right move.",
            "- The Warlord counts 8 in your hand while Royalty is face up in the Court, so it "
            "cannot go onto a 9; it becomes 9 once it lands. Disgraced Royalty does not count.",
            "- A card played straight after the Oathbound uses its ability as normal. Played from "
            "the Antechamber, the Oathbound ignores values and so its ability does not happen.",
            "- The Assassin works only from your hand, never from the Antechamber.",
            "- Winning by Assassin still scores the point for cards left: the flipped King did "
            "nothing, so the victim never took their Successor.",
        ),
    ),
)

_FRAGMENTS_BASE = Section(
    "Building on the base game",
    (
        "Fragments of Nersetti adds new cards, a personal Army and new Kings. Everything in the "
        "2 Player Base Game stays as it is unless a step below says otherwise, and scoring does "
        "not change. The expansion is best learned one step at a time: the Immortal, then the "
        "Army, then Signature Cards, then the new Kings.",
    ),
)
_IMMORTAL = Section(
    "The Immortal",
    (
        "- The Immortal and a Warden join the 18 cards, making 20; deal 9 cards each instead of 8.",
        "- While the Immortal sits in the Court (not Disgraced, not removed), she and the "
        "Warlord count as Royalty, while the Queen, the Princess and the Elders are 1 lower and "
        "lose their text (Muted).",
        "- She is Steadfast herself: nothing can take her text away or lower her value.",
        "The turn rules are unchanged; only values shift while she is in the Court.",
    ),
)
_ARMY = Section(
    "The Army",
    (
        "Each player starts the match with a small deck of their own, the Army: the five Army "
        "cards (Elder, Inquisitor, Soldier, Judge, Oathbound), plus the Aegis at this step. "
        "Army cards that are no longer available lie face up in that player's Exhaust pile.",
        "With so many ways to mend a weak hand there are no mulligans any more.",
        "After the first player is chosen comes the Mustering Phase: the player going second "
        "musters first. While mustering you may, as often as you like and in any order:",
        "- Recruit: put a card from your hand out of the round, face up, and take an Army card "
        "into your hand without showing it. The first Recruit of a Mustering Phase also costs "
        "you one Army card Exhausted, unless you already Exhausted one this phase.",
        "- Recommission: Exhaust 2 Army cards to bring 1 Exhausted card back into your Army.",
        "Then place Successor and Dungeon card as usual and play. When the round ends, every "
        "Army card that reached a hand this round is Exhausted, wherever it ended up.",
    ),
)
_SIGNATURES = Section(
    "Signature Cards",
    (
        "Now the Army is the five Army cards without the Aegis. At the start of the match each "
        "player secretly picks 3 of the 9 Signature Cards (Flag Bearer, Stranger, Aegis, "
        "Nakturn, Ancestor, Informant, Lockshift, Conspiracist and Exile); both reveal together "
        "and add their picks to their Army, 8 cards each. Both players may pick the same card.",
        "A good first set: the Exile, the Aegis and the Ancestor. The Signature Cards bring the "
        "keywords Rally, Recall, Muted and Steadfast, and some look at your Dungeon card.",
    ),
)
_FACETS = Section(
    "Facets of the King",
    (
        "While mustering you may also take a new King and lay it over your old one (the True "
        "King's holder uses the True King side). Both players may take the same one.",
        "- The Master Tactician hides a second card, the Squire, face down beside the "
        "Successor, which gives more choice when the King is flipped. A Squire is not a "
        "Successor.",
        "- The Charismatic Leader shows its Successor once the round begins, but on being "
        "flipped may trade that Successor for an Army card.",
    ),
)
_FRAGMENTS_ROUND = Section(
    "Each round, in full",
    (
        "- Deal 9 each; one leftover card is the Accused, the other stays face down, unused.",
        "- The True King's holder picks who starts. No mulligans.",
        "- Mustering Phase, second player first: Recruit, Recommission and change King as "
        "often as you like.",
        "- Place Successor (and Squire) and Dungeon card, then play as normal.",
        "- Score as in the base game; every Army card taken into a hand this round is Exhausted.",
    ),
)
_TOURNAMENT = Section(
    "Tournament Mode",
    (
        "The full rules, but the Signature Cards are drafted. Each player picks 1 in secret and "
        "both picks are shown. Then 5 of the remaining Signature Cards are laid out face up. The "
        "player without the True King decides who picks first, and the draft runs one card, "
        "two cards, one card.",
    ),
)
_KICKSTARTER = Section(
    "The Kickstarter cards",
    (
        "The Oracle, the Impersonator and the Elocutionist were a thank-you to the game's "
        "backers and are in no standard deck. The rulebook leaves their use to the players; "
        "their texts here come from an older version of the online game and are not confirmed "
        "by the publisher.",
    ),
)


# More players (rulebook, "More players"): Cutthroat for three, 2v2 for four.
_MORE_PLAYERS = Section(
    "Turns with three and four",
    (
        "The True King picks who starts and which way play goes round the table, clockwise or "
        "counter-clockwise. A player who loses is knocked out: their cards stay face down in "
        "front of them, nobody may look at them, and their turns are skipped until the round "
        "ends. The round goes on until one player (or one team) is left.",
        "After the round the True King goes to the player who was knocked out first.",
    ),
)
_CUTTHROAT = (
    Section(
        "Cutthroat: three players",
        (
            "Everyone plays for themselves with 25 cards: the 2 Player Base Game's 18, a second "
            "Judge, the Herald, two Executioners, the Spy and two Wardens. Each player gets 8; "
            "the last card is turned face up as the Accused. There are no mulligans.",
        ),
    ),
    Section(
        "Reveal and exchange",
        (
            "- Everyone puts 2 cards face down, and they are turned up together. Then everyone "
            "puts down a third, turned up together too, so you choose it knowing the others' "
            "first two.",
            "- The player with the highest revealed card takes one revealed card of either "
            "opponent and adds it to their own row, for all to see. The player who lost a card "
            "takes one from the third player, and the third player takes one of the cards the "
            "first player revealed (not the one taken). A tie for the highest card: the True "
            "King picks who starts.",
            "- The True King picks the first player and the direction; everyone takes their "
            "revealed cards back, then sets a Successor and a Dungeon card.",
        ),
    ),
    Section(
        "The Assassin in Cutthroat",
        (
            "Knock a player out with the Assassin and you look at their hand and Successor "
            "together with the Assassin, and keep one of those cards in secret (it may be the "
            "Assassin). The rest leave the round face down. Play goes on with the next player.",
        ),
    ),
    Section(
        "Scoring in Cutthroat",
        (
            "The last player in scores 1, 1 more with their King still face up, and 1 more "
            "for each opponent still holding cards in hand or a Successor. The player knocked "
            "out last scores 1 for second place.",
        ),
    ),
    _MORE_PLAYERS,
)
_2V2 = (
    Section(
        "2v2: two teams of two",
        (
            "Partners sit across from each other and win or lose together: if either partner "
            "is knocked out, the team loses the round. 29 cards (the base game's 18, a second "
            "King's Hand, Zealot, Assassin, Judge and Fool, the Herald, two Executioners, the "
            "Spy and two Wardens), 7 each; the last card is the Accused. You may not tell your "
            "partner what you hold.",
        ),
    ),
    Section(
        "Before play",
        (
            "- Everyone puts 3 cards face down, turned up together: a way to show your partner "
            "what you have.",
            "- Everyone puts a fourth card face down for their partner, who may look at it once "
            "all four are down.",
            "- The True King picks the first player and the direction. From the first player in "
            "turn order, each player takes one of their partner's four cards (never one the "
            "partner already took from them); then all the cards go back into the hands.",
            "- Successors: once both partners have set theirs, they may look at each other's. A "
            "mulligan may be called until you set yours: each team has one free mulligan a "
            "match; after that the caller takes the True King and the other team gains 2 "
            "points.",
            "- Trade: each player may put out up to 2 cards face down for their partner. If the "
            "two put out different numbers, the cards come back and they try again; still "
            "different, and nothing is traded. Then the Dungeon cards, and play begins.",
        ),
    ),
    Section(
        "Your partner and your cards",
        (
            "Cards that act on other players act on your partner too: the Inquisitor can send "
            "your partner's card to their Antechamber, and the Executioner reaches everyone, "
            "you included.",
        ),
    ),
    Section(
        "Scoring in 2v2",
        (
            "The winning team scores 1, 1 more if either partner's King is still face up, and 1 "
            "more if either opponent still had cards in hand or a Successor. Both partners gain "
            "the points, so partners always share a score.",
        ),
    ),
    _MORE_PLAYERS,
)


def _house(title: str, text: str) -> Section:
    return Section(title, (text, "Everything else follows the full Fragments rules."))


KEYWORDS = (
    ("Accused", "The card turned face up after the deal. It is out of the round, and everyone "
     "knows nobody holds it."),
    ("Antechamber", "A face-up place in front of a player. With a card there when your turn "
     "starts, you must play one onto the Throne, ignoring values; its ability still happens."),
    ("Base value", "The number printed on a card. Changes such as the Soldier's +2 or the "
     "Mystic's 3 leave it alone. A Disgraced card has none."),
    ("Condemned", "A card placed face down in front of its owner. With one there when your turn "
     "starts, you must remove one from the round as your turn. A card that is Condemned just "
     "after you played it leaves the round at once, and that was your turn."),
    ("Disgrace", "Turn a Court card face down. It loses its name, text and base value, counts "
     "as 1 even on the Throne, and is as good as gone from the round."),
    ("Dungeon", "The card each player lays face down beside the Accused at the start of a round "
     "(2 Player Base Game). It is out of the round."),
    ("Immune to King's Hand", "The King's Hand cannot cancel this card's ability."),
    ("Reaction", "Used from your hand outside the turn order when the moment on the card comes. "
     "Once per moment per player."),
    ("Royalty", "The Queen and the Princess. Several cards care whether Royalty is in the "
     "Court."),
    ("Successor", "The face-down card beside your King. Flipping your King brings it into your "
     "hand."),
    ("Army", "In the Fragments modes, a player's own small deck of cards, drawn on while "
     "mustering."),
    ("Exhausted", "Army cards no longer available, kept face up in their owner's Exhaust pile."),
    ("Muted", "The card loses all its text, keywords included. Steadfast beats Muted."),
    ("Rally", "Take a card from your Army into your hand without showing it, for free. With "
     "nothing to take, nothing happens."),
    ("Recall", "Put one of your Exhausted cards back into your Army. With none, nothing "
     "happens."),
    ("Steadfast", "Nothing can Mute the card or lower its value."),
    ("Throne", "The top card of the Court, normally the one played last."),
    ("True King", "Decides who starts a round, and passes to the player who lost each round."),
)  # fmt: skip

MODE_RULES: dict[str, tuple[Section, ...]] = {
    "imposter/quickplay-1": (
        Section(
            "Learning to play",
            (
                "A short version for a first game: it plays fast and shows how a round flows. "
                "The two keywords you will meet are Disgrace and Antechamber.",
            ),
        ),
        _QUICKPLAY_SETUP,
        _QUICKPLAY_SCORING,
        _QUICKPLAY_TIPS,
    ),
    "imposter/quickplay-2": (
        Section(
            "Setting up",
            (
                "As in Quickplay 1, except that the Assassin is shuffled into the deck instead "
                "of lying face up, so no hand is known to be free of her.",
            ),
        ),
        _ASSASSIN,
        _QUICKPLAY_SCORING,
    ),
    "imposter/quickplay-3": (
        Section(
            "Setting up",
            ("As in Quickplay 2, with the King's Hand shuffled in as well.",),
        ),
        _ASSASSIN,
        _KINGS_HAND,
        _QUICKPLAY_SCORING,
    ),
    "imposter/2p-base": BASE_GAME,
    "imposter/fon-1-immortal": (_FRAGMENTS_BASE, _IMMORTAL),
    "imposter/fon-2-army": (_FRAGMENTS_BASE, _IMMORTAL, _ARMY),
    "imposter/fon-3-signatures": (_FRAGMENTS_BASE, _SIGNATURES, _ARMY),
    "imposter/fon-full": (_FRAGMENTS_ROUND, _IMMORTAL, _ARMY, _SIGNATURES, _FACETS),
    "imposter/fon-tournament": (_TOURNAMENT, _FRAGMENTS_ROUND),
    "imposter/fon-kickstarter-deck": (
        _house(
            "House rule: the Kickstarter cards in the deck",
            "The Oracle, the Impersonator and the Elocutionist take the places of a Judge, an "
            "Inquisitor and a Soldier in the deck.",
        ),
        _KICKSTARTER,
    ),
    "imposter/fon-kickstarter-signatures": (
        _house(
            "House rule: Kickstarter Signature Cards",
            "The Oracle, the Impersonator and the Elocutionist join the Signature Cards a player "
            "may pick.",
        ),
        _KICKSTARTER,
    ),
    "imposter/fon-random-signatures": (
        _house(
            "House rule: random Signature Cards",
            "Instead of choosing, each player is dealt 3 Signature Cards at random.",
        ),
    ),
    "imposter/fon-draft-all": (
        _house(
            "House rule: draft everything",
            "Nobody picks in secret: both players draft 3 Signature Cards from the whole pool, "
            "one, two, two, one.",
        ),
    ),
    "imposter/fon-whole-pool": (
        _house(
            "House rule: draft from the whole pool",
            "As in Tournament Mode, but the draft offers every Signature Card that was not "
            "picked in secret, not just 5.",
        ),
        _TOURNAMENT,
    ),
}

# The cards only three- and four-player decks hold (the Warden is in the expansion's deck too).
_MORE_PLAYER_CARDS = Section(
    "Cards for three and four players",
    (
        "- Executioner (4): you may say a number no higher than the highest base value face up "
        "in the Court, the Executioner's own 4 included. Every player still in who holds a "
        "card of exactly that base value must Condemn one of them, starting with the next "
        "player: you too, and in 2v2 your partner.",
        "- Herald (6): played from your hand while you still have a Successor, it mixes the "
        "Successor into your hand so nobody can tell which card it was, and you set a new "
        "Successor (it may be the same card). Then you may play a card of value 5 or more: it "
        "is a real play, its ability happens, and the Herald comes back to your hand.",
        "- Spy (8): you may Disgrace the Spy to look at every Successor. Then you may order any "
        "player, yourself or your partner included, to swap their Successor for a card from "
        "their hand; they choose which card.",
        "- Warden (7): with 4 or more face-up cards in the Court, itself included, you may swap "
        "a card from your hand for the Accused card.",
        "- The Judge guesses at one opponent you choose; the Soldier hits if any opponent holds "
        "the card; the Princess may choose any player with cards; the Inquisitor reaches every "
        "other player. Partners count as players, never as opponents.",
    ),
)
_MORE_PLAYER_QUESTIONS = Section(
    "Card questions with more players",
    (
        "- Do I ever have to play on my own card? Yes: Condemned cards cost turns, so after an "
        "Executioner both opponents may spend their turns removing cards and you play next, on "
        "your own card.",
        "- The King's Hand may stop the Herald before anything happens, the Executioner once "
        "the number is said, and the Spy once it is Disgraced, before anyone looks.",
        "- The Herald does nothing from the Antechamber or once your King is flipped: it is "
        "just a 6.",
        "- What you saw with the Spy stays yours to look at while that Successor is unchanged.",
    ),
)
# Each mode's own rules first, then the new cards and the card questions with more players.
MODE_RULES["imposter/cutthroat"] = (*_CUTTHROAT, _MORE_PLAYER_CARDS, _MORE_PLAYER_QUESTIONS)
MODE_RULES["imposter/2v2"] = (*_2V2, _MORE_PLAYER_CARDS, _MORE_PLAYER_QUESTIONS)

# Cutthroat Mercenaries and 2v2 Mercenaries (rulebook, the Fragments of Nersetti versions).
_MERC_SETUP = Section(
    "Armies, Kings and Mercenaries",
    (
        "Every player has an Army of the five Army cards (Elder, Inquisitor, Soldier, Judge, "
        "Oathbound) and a King with both facets, the Master Tactician and the Charismatic "
        "Leader, to choose while mustering. The nine Signature Cards are shared instead: they "
        "are the Mercenary deck, one of each. The True King starts with a random player.",
        "Each round the Mercenary deck is shuffled and 5 Mercenaries are laid out face up; "
        "after the round every one of them goes back to the deck, and every Army card taken "
        "into a hand is Exhausted. There are no mulligans.",
    ),
)
_MERC_BID = Section(
    "The Bid",
    (
        "- Everyone puts 3 cards face down. They are turned up together and each player's bid "
        "is the total of the 3 printed values.",
        "- The highest bid may swap any of its revealed cards for Mercenaries, one by one and "
        "free: the card given up leaves the round face up, the Mercenary joins the revealed "
        "cards. A tie for the highest bid: the True King decides who wins.",
        "- The True King then picks the first player and the direction of play.",
    ),
)
_MERC_MUSTER = Section(
    "Mustering with the bid cards",
    (
        "Starting with the player going last, in reverse turn order, each player may, as often "
        "as they like and in any order:",
        "- Recruit from your Army: swap one of your 3 original bid cards for an Army card, "
        "which stays face down. This costs nothing.",
        "- Recruit a Mercenary: Exhaust an Army card, then discard one of your 3 original bid "
        "cards and take a Mercenary. You pay the Exhaust every time.",
        "- Recommission: Exhaust 2 Army cards to put 1 card Exhausted before back into your Army.",
        "- Choose a new King.",
        "Only the 3 cards you revealed for the bid can be swapped out. Then everyone takes "
        "their cards back into hand and sets a Successor and a Dungeon card.",
        "A Rally (the Ancestor's, the Informant's) may take a face-up Mercenary instead of an "
        "Army card; everyone sees which.",
    ),
)
_MERC_CARDS = Section(
    "The Bard and the Arbiter",
    (
        "Their printed texts are not confirmed; this is the reading used here.",
        "- Bard (4): played onto a face-up card of base value 3 or 4, you Recall: one of your "
        "Exhausted cards goes back into your Army.",
        "- Arbiter (5, 2v2 Mercenaries only): it can never be your last card in hand. Choose "
        "an opponent with cards and say higher or lower; then give them a card from your hand "
        "and take one of theirs unseen. If the card you got is higher (or lower) in base value "
        "than the one you gave, as you said, it is 2 higher while in the Court. Equal is a "
        "miss.",
    ),
)
_CUTTHROAT_MERC = (
    Section(
        "Cutthroat Mercenaries: three players",
        (
            "Everyone for themselves with 25 cards: the 2 Player Base Game's 18, the "
            "Executioner, two Bards, the Herald, the Immortal, the Warden and the Spy. Each "
            "player gets 8; the last card is the Accused.",
        ),
    ),
    _MERC_SETUP,
    _MERC_BID,
    _MERC_MUSTER,
    Section(
        "Scoring in Cutthroat Mercenaries",
        (
            "As in Cutthroat: the last player in scores 1, 1 more with their King face up, and "
            "1 more for each opponent still holding cards or a Successor, so up to 4. The "
            "player knocked out last scores 1. The Assassin works as in Cutthroat.",
        ),
    ),
    _MERC_CARDS,
    _MORE_PLAYERS,
)
_2V2_MERC = (
    Section(
        "2v2 Mercenaries: four players in two teams",
        (
            "Partners sit across and win or lose together. 29 cards: the base game's 18, a "
            "second Fool and Assassin, two Executioners, two Bards, the Arbiter, the Herald, "
            "the Immortal, the Warden and the Spy; 7 each, the last card is the Accused.",
        ),
    ),
    _MERC_SETUP,
    Section(
        "The Bid with an extra card",
        (
            "- Everyone puts 3 bid cards face down and 1 more face down apart from them. The 3 "
            "are turned up together and the totals said.",
            "- Then, in turn from the True King, each player still holding a face-down extra "
            "card may turn it up to add it to their bid, or pass. Bidding ends when a whole "
            "round of players has passed, or no extra card is left. After the bid you may look "
            "at your partner's extra card.",
            "- The highest bid may swap any of its revealed cards (a turned-up extra card "
            "too) for Mercenaries, free; a tie is the True King's to decide. Then the True "
            "King picks the first player and the direction.",
        ),
    ),
    _MERC_MUSTER,
    Section(
        "Before play in 2v2 Mercenaries",
        (
            "When you Recommission you may put the card into your partner's Army instead of "
            "your own. After mustering: Successors (partners may look at each other's), the "
            "trade of up to 2 cards as in 2v2, then the Dungeon cards.",
        ),
    ),
    Section(
        "Scoring in 2v2 Mercenaries",
        (
            "The winning team scores 1, plus 1 for each face-up King on the team. There is no "
            "point for cards left in the opponents' hands. Partners always share a score.",
        ),
    ),
    _MERC_CARDS,
    _MORE_PLAYERS,
)
MODE_RULES["imposter/cutthroat-mercenaries"] = (
    *_CUTTHROAT_MERC,
    _MORE_PLAYER_CARDS,
    _MORE_PLAYER_QUESTIONS,
)
MODE_RULES["imposter/2v2-mercenaries"] = (*_2V2_MERC, _MORE_PLAYER_CARDS, _MORE_PLAYER_QUESTIONS)

# The guided first game is Quickplay 1 on a prepared deal, the guided Mercenary round Cutthroat
# Mercenaries on one: the same rules pages.
MODE_RULES["imposter/tutorial"] = MODE_RULES["imposter/quickplay-1"]
MODE_RULES["imposter/tutorial-mercenaries"] = MODE_RULES["imposter/cutthroat-mercenaries"]
MODE_RULES["imposter/tutorial-cutthroat"] = MODE_RULES["imposter/cutthroat"]
MODE_RULES["imposter/tutorial-2v2"] = MODE_RULES["imposter/2v2"]


def mode_sections(mode_id: str) -> tuple[Section, ...]:
    """The sections particular to ``mode_id`` (empty for a mode without its own text)."""
    return MODE_RULES.get(mode_id, ())
