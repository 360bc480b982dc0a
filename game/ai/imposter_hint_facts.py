"""The Imposter Kings' hints: the facts their words are made of, read from the hinted seat's view
alone (who sits where, what it holds, what it knows of other hands, the chances ``odds`` draws
from its information set), and what each card's ability does, said briefly."""

from __future__ import annotations

from game.ai.imposter_beliefs import ASSASSIN

# A card an opponent holds this often or more is "likely" in their hand.
LIKELY = 0.5
# Mention the King's Hand as a risk to an ability when it is at least this likely.
KH_WARNING = 0.5

# What each card's ability does when it is played, said briefly.
ON_PLAY = {
    "Fool": "the Fool takes a face-up Court card back into your hand",
    "Inquisitor": "naming a card they hold puts it in their Antechamber, so they must play it next",
    "Soldier": "a right guess makes the Soldier worth 7 and lets you Disgrace up to three Court "
    "cards",
    "Judge": "the Judge guesses a card in an opponent's hand: a right guess lets you put a card "
    "of yours in your Antechamber, to play next turn whatever the Throne",
    "Queen": "the Queen Disgraces every other Court card",
    "Princess": "the Princess lets you swap a card with them",
    "Sentry": "the Sentry can trade a hand card for a face-up Court card",
    "Mystic": "the Mystic can blank a number for the round (2 silences the Assassin, 8 the King's Hand)",
    "Warden": "the Warden can trade a hand card for the Accused card",
    "Warlord": "the Warlord counts 9 while Royalty is in the Court",
}
# What a stopped ability would have done, for the King's Hand.
STOPS = {
    "Fool": "taking a Court card back",
    "Inquisitor": "forcing a card of yours into your Antechamber",
    "Soldier": "a guess that could Disgrace the Court",
    "Judge": "a guess at your hand that would put a card in their Antechamber",
    "Princess": "a swap of cards with you",
    "Sentry": "a trade with the Court",
    "Mystic": "blanking a number for the round",
    "Warden": "a trade for the Accused card",
    ASSASSIN: "the Assassin, so your flip goes ahead",
}


# Cards whose ability is a name said next: the follow-up's reason tells what it does.
NAMERS = ("Soldier", "Inquisitor", "Judge", "Mystic")


# ----- facts from the seat's view ---------------------------------------------------------


def _opponents(st, seat: int) -> list[int]:
    """The opponents still in the round (never a partner), in turn order."""
    opps = st.opponents(seat)
    return opps if opps else [(seat + 1) % st.n]


def _alone(st, seat: int) -> bool:
    """One opponent and no partner: the hint may say "they" for the other seat (2P)."""
    return st.n == 2


def _player(st, seat: int, o: int) -> str:
    """Another seat as the table shows it to ``seat``, without names: "your partner", "your
    opponent" when there is one other seat, else where it sits. Seats are numbered clockwise
    round the table (the table scene draws the next seat at the viewer's left), so seat + 1 is
    the player on your left and seat - 1 the one on your right."""
    if o == seat:
        return "you"
    if st.mode.team_of(o) == st.mode.team_of(seat):
        return "your partner"
    if st.n == 2:
        return "your opponent"
    d = (o - seat) % st.n
    if d == 1:
        return "the player on your left"
    if d == st.n - 1:
        return "the player on your right"
    return "the player across from you"


def _players(st, seat: int, o: int, noun: str) -> str:
    """A thing of seat ``o`` as ``seat`` says it: "your Successor", "your partner's hand", "the
    hand of the player on your left"."""
    who = _player(st, seat, o)
    if who == "you":
        return f"your {noun}"
    if who.startswith("your "):
        return f"{who}'s {noun}"
    return f"the {noun} of {who}"


def _partner(st, seat: int) -> int | None:
    for o in range(st.n):
        if o != seat and st.mode.team_of(o) == st.mode.team_of(seat) and o not in st.out:
            return o
    return None


def _others_word(st, seat: int) -> str:
    """Who must answer the Throne: "they" with one opponent, else "the others"."""
    return "they" if _alone(st, seat) else "the others"


def _hand_card(st, seat, action):
    if not action.arg:
        return None
    for c in st.hands[seat]:
        if st.cards[c].label == action.arg:
            return c
    return None


def _name_of(label: str) -> str:
    return label.partition("@")[0].removeprefix("Army ")


def _holds(st, o: int, name: str):
    return lambda w: any(w.cards[c].name == name for c in w.hands[o])


def _chance_holds(st, seat, o, name, odds) -> float:
    if name in st.known[seat][o]:
        return 1.0
    if name in st.lacks[seat][o]:
        return 0.0
    return odds.chance(_holds(st, o, name))


def _chance_any(st, seat, seats: list[int], name, odds) -> float:
    """The chance that at least one of ``seats`` holds ``name``."""
    if len(seats) == 1:
        return _chance_holds(st, seat, seats[0], name, odds)
    if any(name in st.known[seat][o] for o in seats):
        return 1.0
    live = [o for o in seats if name not in st.lacks[seat][o]]
    if not live:
        return 0.0
    return odds.chance(lambda w: any(w.cards[c].name == name for o in live for c in w.hands[o]))


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def _assassin_where(st, seat: int) -> str | None:
    """Why no opponent can reveal a live Assassin, or None when one may."""
    for c in st.hands[seat]:
        if st.cards[c].name == ASSASSIN:
            return "you hold the Assassin yourself"
    if st.accused is not None and st.cards[st.accused].name == ASSASSIN:
        return "the Assassin is the Accused card"
    for c in st.court:
        if st.cards[c].name == ASSASSIN and c not in st.disgraced:
            return "the Assassin is already in the Court"
    masked = st.masked_from(seat)  # a face-down removed card tells the seat only its value
    for c in st.removed:
        if st.cards[c].name == ASSASSIN and c not in masked:
            return "the Assassin is out of the round"
    if st.mystic == 2:
        return "the Mystic has silenced the Assassin"
    if st.successor[seat] is not None and st.cards[st.successor[seat]].name == ASSASSIN:
        return "the Assassin is your own Successor"
    if st.dungeon[seat] is not None and st.cards[st.dungeon[seat]].name == ASSASSIN:
        return "the Assassin is in your Dungeon"
    if all(not st.hands[o] or ASSASSIN in st.lacks[seat][o] for o in _opponents(st, seat)):
        return "they cannot hold the Assassin" if _alone(st, seat) else "no opponent can hold it"
    return None


def _assassin_chance(st, seat, odds) -> float:
    live = lambda w: any(  # noqa: E731
        w.cards[c].name == ASSASSIN and not w.is_muted(c)
        for o in _opponents(w, seat)
        for c in w.hands[o]
    )
    return odds.chance(live)


def _plain_and(names: list[str]) -> str:
    """ "Elder", "Elder and Zealot", "Elder, Zealot and Fool"."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _and(names: list[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", the ".join(names[:-1]) + " and the " + names[-1]


def _army_value(st, label: str) -> int:
    for c in st.cards:
        if c.label == label.partition("@")[0]:
            return c.value
    return 0


def _generic(st, seat, action):
    if action.arg and not action.arg.isdigit():
        v = _army_value(st, action.arg)
        if v:
            return [f"the {_name_of(action.arg)} is worth {v}"]
    return []
