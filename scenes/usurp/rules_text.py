"""The rules of Usurp the King in our own words, for the in-app rules browser and the card
gallery.

Written from the rulebook (../shared/rules/001_53e845a07e62101a.txt) and the research notes as a
summary a player can read at the table; the rules engine in game/usurp/ is the authority on what
is legal. Every list that the game keeps as data (the families, the Court chart, the placement
order, the resolution order, the victory ladder, the reference cards, the tutorial objectives)
is built from game/usurp/data.py, so the words and the rules cannot drift apart. ``SECTIONS`` of
each page are ``((title, (paragraph, ...)), ...)``; a paragraph starting with "- " is a list item.
"""

from __future__ import annotations

from game.usurp import data
from game.usurp.data import (
    CARD_TYPES,
    COURT_BY_PLAYERS,
    FAMILIES,
    MEMBERS,
    NEVER_FLIPPED,
    RESOLUTION_ORDER,
    TUTORIAL_OBJECTIVES,
    VICTORY_LADDER,
)
from game.usurp.victory import RUNG_TITLES

Sections = tuple[tuple[str, tuple[str, ...]], ...]

NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 8: "eight", 10: "ten"}


def _and(words) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _the(members) -> str:
    return _and(f"the {m}" for m in members)


def _n(n: int) -> str:
    return NUMBER_WORDS.get(n, str(n))


# ----- what each card does (the action and its limits), by type ------------------------------

CARD_RULES: dict[str, str] = {
    "Spy": "You may move one card of another family from any Court Member to another living "
    "Court Member. It cannot move a Poison. In team play your partner's cards are your own "
    "family's, so a Spy never moves them.",
    "Agent": "You may move any one card lying in the Agent's own space, whoever's it is and a "
    "Poison too, to another living Court Member; the Agent goes along with it. It works even "
    "beside a dead Court Member. An Agent can never be hidden under a Book.",
    "Dagger": "Must strike: it kills its Court Member, unless a Guard is in the space. Then it "
    "stabs a Guard instead (the Guard is turned face down and still counts as influence); with "
    "two or more Guards there, the Dagger's player chooses which. Beside a dead Court Member it "
    "does nothing.",
    "Betrayal": "You may move one of your own family's cards (not a Poison; the Betrayal "
    "itself may go) from any Court Member to another living one. It works even beside a dead "
    "Court Member.",
    "Books": "When the Rebellion begins, the Book's player hides one card from hand face down "
    "under it (never an Agent). Book and card count as one influence and move together. When "
    "the Book resolves, its card is revealed and acts at once as itself: a Dagger strikes, a "
    "Poison kills unless an Antidote is there, a Spy or Betrayal moves a card, the rest simply "
    "join the space. Beside a dead Court Member a Book does nothing and its card stays hidden.",
    "Poison": "Must act: all Poisons still face up act together, last of all. Each kills its "
    "Court Member unless an Antidote is in that space. Only an Agent can move a Poison.",
    "Guard": "Does nothing by itself. A Dagger in its space must stab a Guard before it can "
    "kill the Court Member.",
    "Conspiracy": "Makes its Court Member disgruntled with the King, unless a Bribery is there. "
    "A Conspiracy on the King counts for nothing toward the Usurper.",
    "Bribery": "Keeps its Court Member loyal, whatever else is there: even the Usurper, who "
    "then does not count as disgruntled.",
    "Antidote": "Every Poison in its space is blocked, however many there are.",
}

# What each rung of the victory ladder asks, by rung id (the order is data.VICTORY_LADDER).
RUNG_RULES: dict[str, str] = {
    "usurper": f"at least {_n(data.USURPER_DISGRUNTLED_NEEDED)} living Subjects are "
    "disgruntled (the Usurper may be one of them, and is disgruntled unless bribed), the Usurper "
    "is alive, and your family controls the Usurper.",
    "king": "your family controls the King, and the King is alive.",
    "heir": "the King is dead, and your family controls the Heir, who is alive and loyal.",
    "bastard": "the King is dead, and your family controls the Bastard, who is alive and loyal.",
    "court": "your family controls more living, loyal Subjects than any other family (a tie "
    "for the most wins nothing).",
    "anarchy": "your family controls the Anarchist"
    + (", who is alive." if data.ANARCHY_NEEDS_ALIVE else " (alive or dead)."),
}

# What each Court Member means for the ladder, for the gallery.
MEMBER_ROLES: dict[str, str] = {
    "King": "Control him while he lives to win by the King. He has no loyalty marker, and a "
    "Conspiracy on him counts for nothing.",
    "Usurper": "Control him alive with enough of the Court disgruntled to win by the Usurper, "
    "the top rung. He counts as disgruntled unless bribed.",
    "Heir": "With the King dead, control the Heir alive and loyal to win by the Heir.",
    "Bastard": "With the King dead and nobody winning by the Heir, control the Bastard alive "
    "and loyal to win by the Bastard.",
    "Anarchist": "When every rung above fails, the family controlling the Anarchist wins.",
}
SUBJECT_ROLE = (
    "A Subject: alive and loyal, they count for the Court rung; disgruntled, toward the Usurper."
)

# How each family's shield is told apart without its colour (scenes/usurp/emblems.py).
SHIELD_WORDS: dict[str, str] = {
    "Hayhurst": "ochre, a heater shield with a sheaf of wheat",
    "Sylvestre": "viridian green, a round-based shield with an oak",
    "Quinton": "crimson, a lozenge with a five-pointed star",
    "Altham": "violet, a kite shield with a tower",
    "Lemaire": "navy blue, a roundel with a leaping fish",
}


# ----- the pages' sections --------------------------------------------------------------------


def _member_list() -> str:
    return ", ".join(f"{number} {name}" for number, name, _title in MEMBERS)


def _chart() -> tuple[str, ...]:
    lines = []
    before: tuple[str, ...] = ()
    for n in sorted(COURT_BY_PLAYERS):
        court = COURT_BY_PLAYERS[n]
        added = [m for m in court if m not in before]
        if not before:
            lines.append(f"- {_n(n).capitalize()} families: {_and(added)}.")
        else:
            lines.append(f"- {_n(n).capitalize()} families: add {_and(added)}.")
        before = court
    return tuple(lines)


def _serpentine(k: int = 3) -> str:
    order = data.placement_order(tuple(range(k)), k, False)
    return ", ".join(FAMILIES[f] for f in order[: 2 * k + 1]) + " and so on"


def _team_row(k: int = 3) -> str:
    row = data.team_row(tuple(range(k)), k)
    return ", ".join(f"{FAMILIES[s % k]} {'A' if s < k else 'B'}" for s in row)


def _reference(family: int, in_play: int) -> str:
    return ", ".join(FAMILIES[f] for f in data.reference_card(family, in_play))


def resolution_list() -> tuple[str, ...]:
    """The Rebellion's order as list items, from data.RESOLUTION_ORDER."""
    return tuple(
        f"- {i}. {kind}: {data.CARD_TEXT[kind]}" for i, kind in enumerate(RESOLUTION_ORDER, 1)
    )


def ladder_list() -> tuple[str, ...]:
    """The victory ladder, top rung first, from data.VICTORY_LADDER; then nobody."""
    lines = [
        f"- {i}. {RUNG_TITLES[rung]}: {RUNG_RULES[rung]}"
        for i, rung in enumerate(VICTORY_LADDER, 1)
    ]
    lines.append("- Otherwise nobody wins.")
    return tuple(lines)


def card_line(kind: str) -> str:
    """A card's rule with when it acts: its place in the Rebellion, or never; and whether it is
    turned face down after."""
    if kind in RESOLUTION_ORDER:
        when = (
            f"Acts {RESOLUTION_ORDER.index(kind) + 1} of {len(RESOLUTION_ORDER)} in the Rebellion."
        )
    else:
        when = "It has no turn in the Rebellion: it works where it lies."
    flip = " Never turned face down." if kind in NEVER_FLIPPED else ""
    return f"{CARD_RULES[kind]} {when}{flip}"


OVERVIEW: Sections = (
    (
        "What you are playing for",
        (
            f"{_n(min(COURT_BY_PLAYERS)).capitalize()} to {_n(max(COURT_BY_PLAYERS))} noble "
            "families scheme over one Court. Each family holds the same "
            f"{_n(data.HAND_SIZE)} Leverage cards: spies, daggers, poisons, bribes and more.",
            "The game has two phases, played once each. In the Intrigue the families take "
            f"turns placing {_n(data.PLACED_PER_PLAYER)} of their cards face up beside the "
            "Court Members. In the Rebellion the cards act, type by type: cards move, Court "
            "Members die, loyalties turn. Then the victory ladder says who rules.",
            "One game is the whole match. Sometimes nobody wins.",
        ),
    ),
    (
        "The families",
        (
            f"The families, in the order of their cards: {_and(FAMILIES)}. With fewer than "
            "five players the first ones in that order play. Each family has its own colour "
            "and its own shield, on the back of its cards:",
            *(f"- {fam}: {SHIELD_WORDS[fam]}." for fam in FAMILIES),
        ),
    ),
)

SETUP: Sections = (
    (
        "Setting up",
        (
            f"Each player takes a family's {_n(data.HAND_SIZE)} Leverage cards. The turn "
            "order cards of the families in play lie in the middle in turn order, with the "
            "turn marker on the first player's.",
            "The Court Members in play depend on the number of families:",
            *_chart(),
            "They lie around the turn order cards in number order, counterclockwise from the "
            f"King: {_member_list()}. The crosses on a Court Member's card tell from how many "
            "players it is used.",
            "Every Court Member but the King gets a loyalty marker, showing loyal or "
            f"disgruntled. All start loyal except {_the(data.STARTING_DISGRUNTLED)}, who starts "
            "disgruntled (the card's upper right corner shows the start).",
        ),
    ),
    (
        "The Intrigue",
        (
            "On your turn place one card from your hand face up beside a Court Member, "
            "farthest from them. The turn then passes in turn order to the last player, who "
            "places twice in a row as the order turns back: the serpentine. With three "
            f"families: {_serpentine()}.",
            f"It ends when everyone has placed {_n(data.PLACED_PER_PLAYER)} of their "
            f"{_n(data.HAND_SIZE)} cards. The rest stay in hand and secret.",
        ),
    ),
    (
        "Influence and control",
        (
            "Each card beside a Court Member is one influence for its family, face up or face "
            "down. A Book and the card hidden under it count as one.",
            "A family controls a Court Member when it has at least one more influence there "
            "than every other family. A tie for the most means nobody controls them. Control is "
            "what wins: every rung of the victory ladder asks for it.",
            "A Subject (any Court Member but the King) is disgruntled when a Conspiracy is "
            "with them or they start disgruntled, unless a Bribery is with them; otherwise "
            "loyal. The markers follow as cards come and go.",
        ),
    ),
)

REBELLION: Sections = (
    (
        "Step by step",
        (
            "When the last card is placed, the loyalty markers are turned to show each "
            "Subject's loyalty now. Each player with a Book in play hides a card from hand face "
            "down under it, in turn order (never an Agent). Then the cards act by type, in "
            "this order:",
            *resolution_list(),
            "Each type goes around the Court from the King in number order; beside one Court "
            "Member the card nearest them goes first. A card moved onto a Court Member not yet "
            "passed still acts when its type's turn comes; no card acts twice.",
            "After acting a card is turned face down; it still counts as influence. "
            f"{_and(NEVER_FLIPPED)} are never turned face down.",
            "Except for the Dagger and the Poison, you may decline a card's action.",
            "Cards only ever move onto living Court Members.",
        ),
    ),
)

# One section a card, in the data's order, each headed by the card's name.
CARDS: Sections = tuple((kind, (card_line(kind),)) for kind in CARD_TYPES)

VICTORY: Sections = (
    (
        "The victory ladder",
        (
            "When every card has acted, the rungs are checked from the top; the first one met "
            "wins, for the family it names:",
            *ladder_list(),
            "A Court Member under a tie for control belongs to nobody and meets no rung. The "
            "end screen shows the ladder, which rung decided and why each rung above it failed.",
        ),
    ),
    (
        "The king-maker",
        (
            "On the last turn, a player who cannot win, and whose every move makes one of two "
            "or more other families win, must make the family highest on their own reference "
            "card win. Each card ranks the families after its own, in turn order, wrapping "
            "round.",
            f"The rulebook's example: Altham cannot win, and can make Lemaire or Quinton win. "
            f"Altham's card reads {_reference(FAMILIES.index('Altham'), len(FAMILIES))}: "
            "Altham must make Lemaire win.",
            "The game works out who cannot win by looking ahead over the moves left, and then "
            "offers only the moves the rule allows; the table says why.",
        ),
    ),
)

TEAMS: Sections = (
    (
        "Team play for six or eight",
        (
            "Three or four families play as teams of two, partners seated opposite. A "
            f"family's {_n(data.HAND_SIZE)} cards are dealt at random, "
            f"{_n(data.TEAM_HAND_SIZE)} to each partner, and each places "
            f"{_n(data.PLACED_PER_TEAM_PLAYER)}.",
            "The turn order is serpentine by player: the first player of each family in turn "
            f"order, then the partners in reverse. With three families: {_team_row()}; then "
            "back again.",
            "Partners may talk, but only out loud, in a language everyone at the table knows: "
            "no notes, no devices, nothing the others cannot overhear. A partner's hand stays "
            "private (in pass-and-play the curtain hides it too). Partners win or lose together.",
        ),
    ),
    (
        "The tutorial deck",
        (
            "For first games: each player may be dealt one secret objective, a direction to "
            "play towards, never an obligation. The end screen tells whose were met.",
            *(f"- {i}. {text}" for i, (_oid, text, _p) in enumerate(TUTORIAL_OBJECTIVES, 1)),
        ),
    ),
)

# Our rulings in a player's words, each with the setting of game/usurp/data.py that holds it
# (None: a reading with no setting); docs/rules-notes.md gives each its reason. The page shows
# only the words: code names and paths are for us, not for a player (playtest F15).
RULING_LINES: tuple[tuple[str, str | None], ...] = (
    (f"- The family order is {_and(FAMILIES)}.", "FAMILIES"),
    ("- Every family holds one card of each of the ten types.", "CARD_TYPES"),
    ("- The Court Members' numbers are those shown on their cards here.", "MEMBERS"),
    (
        f"- Every Subject starts loyal except {_the(data.STARTING_DISGRUNTLED)}, as the "
        "rulebook's Usurper victory reads.",
        "STARTING_DISGRUNTLED",
    ),
    (
        "- The cards act in the rulebook's list order, Agents before Daggers, though its "
        "prose skips the Agent.",
        "RESOLUTION_ORDER",
    ),
    (
        "- A dead Subject's loyalty "
        + ("does not count" if not data.DEAD_COUNT_AS_DISGRUNTLED else "counts")
        + " toward the Usurper.",
        "DEAD_COUNT_AS_DISGRUNTLED",
    ),
    (
        "- The Anarchist wins for its family "
        + ("even dead." if not data.ANARCHY_NEEDS_ALIVE else "only alive."),
        "ANARCHY_NEEDS_ALIVE",
    ),
    (
        "- A Spy works "
        + (
            "even beside a dead Court Member."
            if data.SPY_ACTS_ON_DEAD
            else "only beside a living Court Member."
        ),
        "SPY_ACTS_ON_DEAD",
    ),
    (
        "- A Betrayal " + ("may" if data.BETRAYAL_MOVES_ITSELF else "may not") + " move itself.",
        "BETRAYAL_MOVES_ITSELF",
    ),
    (
        "- Each reference card ranks the families after its own in turn order, wrapping "
        "round, so the king-maker example holds.",
        "reference_card",
    ),
    (
        "- The king-maker's \"last turn\" is the game's last choice: a move after which no "
        "choice is left.",
        None,
    ),
    (
        "- The team turn order is the first players, then their partners in reverse.",
        "TEAM_ROW",
    ),
    ("- The tutorial objectives' words are ours.", "TUTORIAL_OBJECTIVES"),
)

RULINGS: Sections = (
    (
        "Our rulings",
        (
            "The rulebook leaves some facts out. Where it is silent we chose; each choice below "
            "is ours, not the rulebook's:",
            *(line for line, _setting in RULING_LINES),
        ),
    ),
)
