"""Usurp the King as data: every fact of the rulebook and every DEFAULT the research chose, one
named constant each, so a changed ruling is one line here (listed in docs/rules-notes.md)."""

from __future__ import annotations

# Research 2.5 (DEFAULT): the family order of the reference and turn order cards.
FAMILIES = ("Hayhurst", "Sylvestre", "Quinton", "Altham", "Lemaire")

# Research 2.2 (DEFAULT): ten Leverage cards per family, one of each type, in this order
# (card id = family index * 10 + type index).
CARD_TYPES = (
    "Spy",
    "Agent",
    "Dagger",
    "Betrayal",
    "Books",
    "Poison",
    "Guard",
    "Conspiracy",
    "Bribery",
    "Antidote",
)

CARD_TEXT = {
    "Spy": "Move one other family's card (never a Poison) to another living member.",
    "Agent": "Move any card in this space, Poison too, to a living member; the Agent goes along.",
    "Dagger": "Kills this member, unless a Guard is here: then it stabs a Guard instead.",
    "Betrayal": "Move one of your own family's cards (never a Poison) to another living member.",
    "Books": "Hides a card from your hand; revealed, it acts at once. Nothing on a dead member.",
    "Poison": "Kills this member unless an Antidote is here. All Poisons act together.",
    "Guard": "A Dagger here stabs the Guard instead of the member.",
    "Conspiracy": "This member is disgruntled with the King (unless bribed).",
    "Bribery": "This member cannot be disgruntled.",
    "Antidote": "Every Poison on this member is blocked.",
}

# Research 2.3 (DEFAULT numbers; the court titles are found): (number, name, court title).
MEMBERS = (
    (1, "King", ""),
    (2, "Queen", ""),
    (3, "Usurper", "Duke"),
    (4, "Duchess", ""),
    (5, "Heir", "Knight"),
    (6, "Alchemist", ""),
    (7, "Bishop", ""),
    (8, "Bastard", "Jester"),
    (9, "Oracle", ""),
    (10, "Anarchist", ""),
    (11, "Emissary", ""),
)
MEMBER_NUMBER = {name: number for number, name, _ in MEMBERS}
MEMBER_NAME = {number: name for number, name, _ in MEMBERS}
MEMBER_TITLE = {number: title for number, _, title in MEMBERS}

# Rulebook, Setup: the chart of Court Members by number of families; team play (6 and 8
# players) uses the chart of its family count (3 and 4).
COURT_BY_PLAYERS = {
    2: ("King", "Usurper", "Heir", "Bastard", "Anarchist"),
    3: ("King", "Usurper", "Heir", "Bastard", "Anarchist", "Queen", "Duchess", "Alchemist"),
    4: (
        "King",
        "Usurper",
        "Heir",
        "Bastard",
        "Anarchist",
        "Queen",
        "Duchess",
        "Alchemist",
        "Emissary",
        "Bishop",
    ),
    5: (
        "King",
        "Usurper",
        "Heir",
        "Bastard",
        "Anarchist",
        "Queen",
        "Duchess",
        "Alchemist",
        "Emissary",
        "Bishop",
        "Oracle",
    ),
}

# Rulebook, Victory: "Consider the Usurper disgruntled unless there is a Bribery card on him";
# research 2.3 DEFAULT: every other Subject starts Loyal; the King has no marker.
STARTING_DISGRUNTLED = ("Usurper",)
KING = "King"

# Rulebook, Rebellion: the resolution list (its prose, "Next resolve Daggers", skips the Agent).
RESOLUTION_ORDER = ("Spy", "Agent", "Dagger", "Betrayal", "Books", "Poison")
# Rulebook: "Never flip Antidotes, Bribery, or Conspiracy cards."
NEVER_FLIPPED = ("Antidote", "Bribery", "Conspiracy")
# Rulebook: "Players can NOT play Agent cards in Books."
NEVER_HIDDEN = ("Agent",)
# Rulebook: only the Agent may move a Poison.
SPY_BETRAYAL_CANNOT_MOVE = ("Poison",)

# Rulebook, Intrigue: six of ten placed; team play: three each (of five).
HAND_SIZE = 10
PLACED_PER_PLAYER = 6
TEAM_HAND_SIZE = 5
PLACED_PER_TEAM_PLAYER = 3

# Rulebook, Usurper victory: "At least 3 Subjects are disgruntled, and this may include the
# Usurper."
USURPER_DISGRUNTLED_NEEDED = 3
# "This may include the Usurper": the Usurper need not be disgruntled himself (the older
# retail text, a bribed Usurper cannot win, belonged to the prototype rules). Our ruling.
USURPER_MUST_BE_DISGRUNTLED = False
# Our ruling: only living Subjects' loyalty counts (a dead Subject has no say in a rebellion).
DEAD_COUNT_AS_DISGRUNTLED = False
# Rulebook, Anarchy names no "alive" (every rung above it does): the Anarchist's controller wins
# even if the Anarchist died. Our ruling, kept as a switch.
ANARCHY_NEEDS_ALIVE = False

# A tie for the most living loyal Subjects (the Court rung). The rulebook's "Ties do not count"
# is about control of one member; research 2.5's DEFAULT breaks a tie by family order. Our
# ruling: "fails" (a tie wins nothing, like every other tie of the rulebook); "family_order"
# gives the rung to the tied family first in FAMILIES order.
COURT_TIE = "fails"

# Rulebook, Victory, in descending order; then nobody.
VICTORY_LADDER = ("usurper", "king", "heir", "bastard", "court", "anarchy")
NOBODY = "nobody"

# The rulebook says Books may not be used on a dead member and the Agent and Betrayal may; it
# is silent on the Spy: our ruling, it acts on a dead member too. Its move is not an act of
# the member (it reaches across the Court, like Betrayal's from a dead member), and the only
# card the rulebook bars on the dead is the Book, named as an exception; the two explicit
# permissions answer players' doubts about moving *out of* a dead member's space.
SPY_ACTS_ON_DEAD = True
# Rulebook, Card Actions: "Except for the Dagger and the Poison, a player may choose not to take
# the card action": a Book's player may decline it (the card stays hidden, still one influence
# with the Book); once revealed, the card acts by its own rule (a Dagger or Poison must).
BOOK_MAY_DECLINE = True
# Rulebook: Betrayal moves "any one of their cards": the Betrayal card itself is one of them.
BETRAYAL_MOVES_ITSELF = True

# Rulebook, Team Play example "White A, Red A, Blue A, Blue B, Red B, White B and so on": the
# row is the A players from the first family in turn order, then the B players in reverse; the
# turn passes forward, back, forward over that row (one card a turn, a pass per card placed):
# "Turn order is still serpentine". The other reading of "and so on", the row repeated forward
# (the same family order, but a player never places twice running), is "a_then_b_repeated".
TEAM_ROW = "a_then_b_reversed"

# Rulebook, King Maker: "the player taking the last turn cannot win (or does not see a way they
# can win)". Our ruling: the look-ahead reads only what the table shows: it must hold in every
# position the table allows for the cards still hidden under unresolved Books (any unseen card of
# the family), else the rule does not apply; a hide is never restricted. False reads the real
# hidden cards (a leak: for tests only).
KING_MAKER_PUBLIC_ONLY = True
# More such positions than this and the rule is not applied (the look-ahead stays cheap).
KING_MAKER_WORLDS_CAP = 64

# Research 2.6 (DEFAULT text): the eight tutorial objectives (id, text, predicate name in
# game.usurp.objectives). An objective that names a member not in play is left out of the deal.
TUTORIAL_OBJECTIVES = (
    ("king", "Put the King in power: the King is alive and the Usurper does not win.", "king"),
    ("usurper", "Put the Usurper in power: the Usurper's victory is met.", "usurper"),
    (
        "heir",
        "Put the Heir in power: the King is dead, the Usurper does not win, the Heir is alive "
        "and loyal.",
        "heir",
    ),
    (
        "bastard",
        "Put the Bastard in power: the King is dead, the Usurper and the Heir do not win, the "
        "Bastard is alive and loyal.",
        "bastard",
    ),
    ("court", "Most loyal court: your family controls the most living loyal Subjects.", "court"),
    (
        "anarchy",
        "Anarchy: your family controls the Anarchist when every other rung fails.",
        "anarchy",
    ),
    ("regicide", "Kill the King with your own Dagger or Poison.", "regicide"),
    ("queen", "Protect the Queen: the Queen is alive and loyal at the end.", "queen"),
)
# The members each objective needs in play to be dealt.
OBJECTIVE_NEEDS = {"queen": ("Queen",)}


def reference_card(family: int, in_play: int) -> tuple[int, ...]:
    """A family's reference card: the families after its own in ``FAMILIES`` order, wrapping
    round, among the ``in_play`` first ones (Altham's reads Lemaire, Hayhurst, Sylvestre,
    Quinton: the rulebook's king-maker example, Lemaire before Quinton, holds)."""
    return tuple((family + i) % in_play for i in range(1, in_play))


def team_row(turn_order: tuple[int, ...], families: int) -> tuple[int, ...]:
    """``TEAM_ROW``: the seats of one pass in team play, the A players (seat = family) from the
    first family, then the B players (seat = family + k) in reverse."""
    if TEAM_ROW not in ("a_then_b_reversed", "a_then_b_repeated"):
        raise ValueError(f"unknown TEAM_ROW {TEAM_ROW!r}")
    a_row = tuple(turn_order)
    b_row = tuple(f + families for f in reversed(turn_order))
    return a_row + b_row


def placement_order(turn_order: tuple[int, ...], families: int, teams: bool) -> tuple[int, ...]:
    """The whole Intrigue's seat sequence. Two to five players: the families' serpentine, there
    and back, until each placed ``PLACED_PER_PLAYER`` (the last places two, the first ends).
    Teams: ``PLACED_PER_TEAM_PLAYER`` passes over ``team_row``: forward, back, forward
    ("a_then_b_reversed"), or always forward ("a_then_b_repeated")."""
    if teams:
        row = team_row(turn_order, families)
        out: list[int] = []
        back = TEAM_ROW == "a_then_b_reversed"
        for p in range(PLACED_PER_TEAM_PLAYER):
            out.extend(row if p % 2 == 0 or not back else tuple(reversed(row)))
        return tuple(out)
    out = []
    for p in range(PLACED_PER_PLAYER):
        out.extend(turn_order if p % 2 == 0 else tuple(reversed(turn_order)))
    return tuple(out)
