"""The Imposter Kings' hints in table words: what a move is, and why.

``describe`` names a move as the table shows it ("name the Princess", "guess at the hand of the
player on your left", "name the number 2 (the Assassin)"); the other functions return short
clauses that do not say the move itself ("they are likely to hold the Princess", "it beats the
Warlord with your cheapest card"). They read only what the hinted seat may know: its own hand,
Successor and Dungeon, the public zones, what it learned about other hands (``known`` and
``lacks``) and chances drawn from its information set (``odds``).

No internal number or code reaches the words: the model has no seat names, so another seat is
"your partner", "your opponent" (two seats) or where it sits (seats are numbered clockwise, so
the next seat is the player on your left), and a Court card with a face-up twin is told by its
place ("the Elder nearest the Throne"), never by an index.
"""

from __future__ import annotations

from game.core.actions import Action
from game.imposter.court_setup import TAKE_DOWN

ASSASSIN = "Assassin"
KINGS_HAND = "King's Hand"
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


def reasons(st, seat: int, action: Action, follow: Action | None, odds) -> list[str]:
    kind = st.stack[-1][0] if st.stack else ""
    fn = _BY_DECISION.get(kind)
    if fn is not None:
        return [c for c in fn(st, seat, action, follow, odds) if c]
    return _generic(st, seat, action)


def follow_reasons(st, seat: int, action: Action, follow: Action, odds) -> list[str]:
    """Why the planned next move of the same seat (the name after a Soldier, and so on), from
    the card ``action`` plays (the decision ``follow`` answers is not on the table yet)."""
    card = _hand_card(st, seat, action) if action.verb == "play" else None
    played = st.cards[card].name if card is not None else ""
    if follow.verb == "name" and follow.arg.isdigit():
        if played == "Executioner":
            return _executioner_number(st, seat, int(follow.arg), odds)
        return _mystic_number(st, seat, int(follow.arg), odds)
    if follow.verb == "name":
        if action.verb == "choose" and action.arg.isdigit():  # the Judge's pick, then its name
            kind = {"judge_target": "judge", "informant_target": "informant"}.get(
                st.stack[-1][0] if st.stack else "", ""
            )
            return _guess(st, seat, follow.arg, kind, odds, target=int(action.arg))
        kind = {
            "Soldier": "soldier",
            "Inquisitor": "inquire",
            "Judge": "judge",
            "Informant": "informant",
        }.get(played, "")
        return _guess(st, seat, follow.arg, kind, odds)
    if follow.verb == "choose" and follow.arg.isdigit() and action.verb == "name":
        # The Nakturn's name, then the opponent who guesses whether you hold it.
        return _target_words(st, seat, int(follow.arg), "nakturn_target")
    if follow.verb == "choose" and follow.arg.isdigit():
        kind = {
            "Judge": "judge_target",
            "Informant": "informant_target",
            "Nakturn": "nakturn_target",
        }.get(played, "")
        return _target_words(st, seat, int(follow.arg), kind) if kind else []
    if follow.verb == "dungeon":
        return ["you can spare it best"]
    return []


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


# ----- moves in words ----------------------------------------------------------------------

_NTH = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth",
)  # fmt: skip
# Decisions whose frame holds the card whose optional ability is asked about (frame[2]).
_ABILITY_FRAMES = ("flag", "stranger", "aegis", "lockshift", "oracle", "nakturn", "spy")


def _nth(i: int) -> str:
    return _NTH[i] if 0 <= i < len(_NTH) else "next"


def _label(arg: str) -> str:
    """An action's card label without a Court place or the face-down mark."""
    return arg.partition("@")[0]


def _printed(st, number: int, blankable: bool = True) -> list[str]:
    """The card names of this match printed with ``number``, in deck order; ``blankable``: only
    those a Mystic would blank (not Steadfast)."""
    names: list[str] = []
    for c in st.cards:
        if c.value == number and not (blankable and c.steadfast) and c.name not in names:
            names.append(c.name)
    return names


def _printed_words(st, number: int, blankable: bool = True) -> str:
    """ " (the Soldier and the Judge)": the cards printed ``number``, three at the most."""
    names = _printed(st, number, blankable)
    if not names:
        return ""
    if len(names) > 3:
        return f" (the {', the '.join(names[:3])} and others)"
    return f" (the {_and(names)})"


def _number_words(st, number: int) -> str:
    return f"the number {number}{_printed_words(st, number)}"


def _court_words(st, ref: str) -> str:
    """A Court card as the table shows it: by name, and when a face-up twin shares its name, by
    its place counted from the Throne (the last card played). A place one past the Court is
    the card this move is about to put on the Throne (a follow-up's words)."""
    label, _, pos = ref.partition("@")
    if not pos.isdigit():
        return f"the {label}"
    i = int(pos)
    if i >= len(st.court) - 1:
        return f"the {label} on the Throne"
    twins = [
        c for c in reversed(st.court[:-1]) if st.cards[c].label == label and c not in st.disgraced
    ]
    rank = twins.index(st.court[i]) if st.court[i] in twins else 0
    if rank == 0:
        return f"the {label} nearest the Throne"
    return f"the {_nth(rank)} {label} from the Throne"


def _seat_arg(st, arg: str) -> int | None:
    return int(arg) if arg.isdigit() and int(arg) < st.n else None


def describe(st, seat: int, action: Action) -> str:
    """A move as the table would say it to ``seat``. It may be the seat's decision now or the
    one it owes right after its move (a hint's "Then ..."): the words then come from the
    action itself, since the decision it answers is not on the table yet."""
    kind = st.stack[-1][0] if st.stack else ""
    said = _merc_words(st, seat, action, kind)
    if said is not None:
        return said
    verb, arg = action.verb, action.arg
    label = _label(arg)
    o = _seat_arg(st, arg)
    if verb == "first" and o is not None:
        return "go first" if o == seat else f"let {_player(st, seat, o)} go first"
    if verb == "exchange_first" and o is not None:
        return (
            "start the exchange" if o == seat else f"let {_player(st, seat, o)} start the exchange"
        )
    if verb == "choose" and o is not None:
        if kind not in _CHOICES.values():
            kind = _next_choice(st, seat, kind)
        return _choose_words(st, seat, o, kind)
    if verb == "spy" and o is not None:
        if o == seat:
            return "trade your own Successor"
        return f"make {_player(st, seat, o)} trade their Successor"
    if verb == "name" and arg.isdigit():
        return f"name {_number_words(st, int(arg))}"
    if verb == "take" and ":" in arg:  # Cutthroat's exchange: take <seat>:<label>
        victim, _, card = arg.partition(":")
        v = _seat_arg(st, victim)
        who = _player(st, seat, v) if v is not None else "another player"
        return f"take the {_label(card)} revealed by {who}"
    if verb == "take" and arg.endswith(TAKE_DOWN):  # 2v2: the face-down twin
        return f"take the face-down {label}"
    if verb == "take" and arg == "dungeon":
        return "take the Dungeon card you named"
    if verb == "take" and kind == "partner_take":
        return f"take the {label} from your partner"
    if verb == "take":
        return f"take {_court_words(st, arg)} back into your hand"
    if verb in ("disgrace", "copy"):
        return f"{'Disgrace' if verb == 'disgrace' else 'copy'} {_court_words(st, arg)}"
    if verb == "exchange":
        what = _court_words(st, arg) if arg else "the Accused card"
        return f"trade a card of yours for {what}"
    if verb == "keep" and arg in ("successor", "squire"):
        return f"keep your {arg.capitalize()}"
    if verb == "reveal" and arg == "successor":
        return "reveal your Successor"
    if verb == "play" and arg == "successor":
        return "play your Successor"
    if verb == "guess" and arg in ("yes", "no"):
        return "answer yes, they hold it" if arg == "yes" else "answer no, they do not"
    if verb == "rally" and not arg:
        return "Rally instead"
    if verb == "order" and arg in ("first", "second"):
        return f"pick {arg}"
    if verb == "antechamber" and kind == "oracle_pick":
        return f"put the {label} in their Antechamber"
    if verb == "use":
        frame = st.stack[-1] if st.stack else ()
        cid = frame[2] if kind in _ABILITY_FRAMES and len(frame) > 2 else None
        if isinstance(cid, int) and 0 <= cid < len(st.cards):
            return f"use the {st.cards[cid].name}'s ability"
        return "use the card's ability"
    if verb == "done":
        return {"disgrace": "Disgrace no more", "muster": "end your Mustering"}.get(
            kind, "stop here"
        )
    if verb == "direction":
        return "send play clockwise" if arg == "clockwise" else "send play counter-clockwise"
    if verb == "trade":
        return (
            "put out no more cards to trade" if arg == "done" else f"put the {label} out to trade"
        )
    if verb == "king":
        return "keep the plain King" if arg == "King" else f"take the {arg} as your King"
    if verb == "swap" and "/" not in arg:  # the Impersonator, at the start of a turn
        return f"swap the Impersonator for the {label} in your Antechamber"
    if not arg:
        return _BARE.get(verb, verb)
    return _PHRASES.get(verb, verb + " the {}").format(label)


_BARE = {
    "mulligan": "call a mulligan",
    "flip": "flip your King",
    "pass": "pass",
    "deal": "deal the next round",
    "recommission": "Recommission an Exhausted card",
    "raise": "reveal your extra card to raise your bid",
}
_PHRASES = {
    "successor": "make the {} your Successor",
    "dungeon": "put the {} in your Dungeon",
    "squire": "make the {} your Squire",
    "play": "play the {}",
    "remove": "remove the Condemned {}",
    "name": "name the {}",
    "react": "reveal the {}",
    "antechamber": "put the {} in your Antechamber",
    "give": "give the {}",
    "recruit": "Recruit in place of the {}",
    "pick": "pick the {}",
    "draft": "draft the {}",
    "exhaust": "Exhaust the {}",
    "enlist": "take the {} from your Army",
    "rally": "Rally the {}",
    "restore": "restore the {}",
    "recall": "Recall the {}",
    "condemn": "Condemn the {}",
    "reveal": "reveal the {}",
    "partner": "set the {} aside for your partner",
    "keep": "keep the {}",
    "discard": "discard the {}",
    "return": "put the {} back into your Army",
}


# The cards whose ability asks for a player (with several to choose from), by their decision.
_CHOICES = {
    "Judge": "judge_target",
    "Informant": "informant_target",
    "Nakturn": "nakturn_target",
    "Princess": "princess",
    "Arbiter": "arbiter_target",
}


def _next_choice(st, seat: int, kind: str) -> str:
    """The decision a follow-up's "choose" answers, told from the move before it: the Nakturn's
    pick comes after its name, and a card played now asks for a player when it is the only card
    of the seat's legal plays that does ("" when that is not clear)."""
    if kind == "nakturn":
        return "nakturn_target"
    kinds = set()
    for a in st.legal_actions() if st.current_seat == seat else []:
        card = _hand_card(st, seat, a) if a.verb == "play" else None
        if card is not None and st.cards[card].name in _CHOICES:
            kinds.add(_CHOICES[st.cards[card].name])
    return kinds.pop() if len(kinds) == 1 else ""


def _choose_words(st, seat: int, o: int, kind: str) -> str:
    """A chosen player, by what the choice is for: the Judge guesses at a hand (it never
    swaps), the Informant at a Dungeon card, the Nakturn's pick guesses, the Princess swaps and
    the Arbiter exchanges. Before the card is played (a follow-up) the choice is not known."""
    who = _player(st, seat, o)
    if kind == "judge_target":
        return f"guess at {_players(st, seat, o, 'hand')}"
    if kind == "informant_target":
        return f"name the card in {_players(st, seat, o, 'Dungeon')}"
    if kind == "nakturn_target":
        return f"let {who} guess whether you hold the card"
    if kind == "princess":
        return f"swap a card with {who}"
    if kind == "arbiter_target":
        return f"exchange a card with {who}"
    return f"choose {who}"


def _merc_words(st, seat: int, action: Action, kind: str) -> str | None:
    """The Mercenary modes' own moves in table words (None for any other move): by the verb
    where it is theirs alone, by the decision where the verb is shared."""
    verb, arg = action.verb, action.arg
    name = _label(arg)
    if verb == "bid":
        return f"bid the {name} face down"
    if verb == "extra":
        return f"set the {name} aside as your extra card"
    if verb == "winner":
        o = _seat_arg(st, arg)
        if o is None:
            return "choose who wins the bid"
        return "win the bid yourself" if o == seat else f"let {_player(st, seat, o)} win the bid"
    if verb == "swap" and "/" in arg:
        give, _, take = arg.partition("/")
        return f"give up the {_label(give)} for the Mercenary {_label(take)}"
    if verb == "hire":
        return f"hire the Mercenary {name}"
    if verb == "lend":
        return f"put the {name} into your partner's Army"
    if verb == "guess" and arg in ("higher", "lower"):
        return f"guess that the card you receive is {arg} than the one you give"
    if kind == "raise" and verb == "pass":
        return "keep it hidden"
    if kind == "merc_swap" and verb == "done":
        return "keep the rest of your bid cards"
    if kind == "merc_muster" and verb == "recruit":
        return f"swap the {name} for a card of your Army"
    if kind == "merc_muster" and verb == "done":
        return "end your Mustering"
    if kind == "merc_enlist" and verb == "enlist":
        return f"take the {name} from your Army, face down"
    if kind == "merc_discard" and verb == "discard":
        return f"give up the {name} for the Mercenary"
    if kind == "merc_restore" and verb == "restore":
        return f"put the {name} back into your Army"
    if kind == "arbiter_give" and verb == "give":
        return f"give the {name} in the exchange"
    return None


# ----- decisions ---------------------------------------------------------------------------


def _turn(st, seat, action, follow, odds):
    if action.verb == "flip":
        return _flip(st, seat, odds)
    if action.verb == "remove":
        return ["a Condemned card must leave before anything else"]
    card = _hand_card(st, seat, action)
    if card is None:
        if st.ante[seat]:
            return ["an Antechamber card must be played first; this one serves you best now"]
        return _generic(st, seat, action)
    return _play(st, seat, card, follow, odds, said=follow is not None)


def _flip(st, seat, odds):
    out = []
    throne = st.throne()
    succ = st.successor[seat]
    took = f"your {st.cards[succ].name} comes back to your hand" if succ is not None else ""
    if throne is not None:
        out.append(f"it Disgraces the {st.cards[throne].name} on the Throne (it counts 1)")
    out.append(took)
    playable = [c for c in st.hands[seat] if st.hand_value(c) >= st.throne_value()]
    if not playable:
        out.append("you have no card that can beat the Throne")
    safe = _assassin_where(st, seat)
    if safe:
        out.append(f"it is safe: {safe}")
    else:
        who = "they" if _alone(st, seat) else "an opponent"
        out.append(
            f"the risk: {who} may hold the Assassin "
            f"(about {_pct(_assassin_chance(st, seat, odds))})"
        )
    if st.mode.full_scoring:
        out.append("a flipped King gives up its bonus point")
    return out


def _play(st, seat, card, follow, odds, said=False):
    c = st.cards[card]
    name = c.name
    out = []
    throne = st.throne()
    tv = st.throne_value()
    v = st.hand_value(card)
    opps = _opponents(st, seat)
    answer = _others_word(st, seat)
    if throne is None:
        if v <= 4:
            out.append("it opens the round with a cheap card and keeps your strong ones")
        else:
            out.append(f"it opens the round at {v}: {answer} must answer with {v} or more")
    elif v < tv:
        tname = st.cards[throne].name
        if name == "Elder":
            out.append(f"the Elder may go on Royalty such as the {tname}, whatever its value")
        elif name == "Zealot":
            out.append(f"after your flip the Zealot may go on the {tname}, whatever its value")
        elif name == "Oathbound":
            out.append(
                f"the Oathbound may go on the higher {tname}: it Disgraces it and you play "
                "one more card at once"
            )
    else:
        beaters = sorted(
            st.hand_value(h) for h in st.hands[seat] if st.hand_value(h) >= tv and h != card
        )
        tname = st.cards[throne].name if throne not in st.disgraced else "face-down card"
        if not beaters:
            out.append(f"it is your only card that beats the {tname} ({tv})")
        elif v <= beaters[0]:
            out.append(
                f"it is your cheapest card that beats the {tname} ({tv}), so stronger ones wait"
            )
        else:
            them = "them" if answer == "they" else answer
            out.append(f"it sets the Throne at {v} for {them} to beat")
    effect = ON_PLAY.get(name)
    if name == "Mystic" and not st.disgraced:
        effect = None  # no ability without a Disgraced card in the Court
    if name == "Warlord" and not st.royalty_in_court():
        effect = None
    if name == "Fool":
        best = max((x for x in st.face_up_court()), key=lambda x: st.cards[x].value, default=None)
        effect = (
            f"the Fool can take the {st.cards[best].name} back into your hand" if best else None
        )
    if effect and not st.is_muted(card) and not (said and name in NAMERS):
        out.append(effect)
    if name == ASSASSIN:
        if not any(st.king_up[x] for x in opps):
            kings = "their King is" if len(opps) == 1 else "every opponent's King is"
            out.append(f"the Assassin has nothing left to wait for: {kings} already flipped")
        else:
            out.append("it gives up your Assassin")
    elif name == KINGS_HAND:
        out.append("the King's Hand counts as a plain 8 when played")
    if (
        effect
        and not c.immune
        and name not in ("Queen", "Warlord")
        and not st.is_muted(card)
        and any(st.hands[x] for x in opps)
    ):
        kh = _chance_any(st, seat, opps, KINGS_HAND, odds)
        if kh >= KH_WARNING:
            who = "they" if len(opps) == 1 else "an opponent"
            out.append(f"{who} may stop it with the King's Hand (about {_pct(kh)})")
    return out


def _guess(st, seat, label, kind, odds, target: int | None = None):
    name = _name_of(label)
    opps = _opponents(st, seat)
    frame = st.stack[-1] if st.stack else ()
    if kind == "informant":
        if target is None:
            target = frame[3] if len(frame) > 3 and frame[0] == "informant" else opps[0]
        return _dungeon_guess(st, seat, name, target, odds)
    if kind == "judge":  # the Judge guesses at one player's hand: the one picked, if several
        if target is not None:
            opps = [target]
        else:
            opps = [frame[4]] if len(frame) > 4 and frame[0] == "judge" else opps[:1]
    p = _chance_any(st, seat, opps, name, odds)
    holders = [o for o in opps if name in st.known[seat][o]]
    if len(opps) == 1:
        if holders:
            out = [f"you know they hold the {name}"]
        elif p >= LIKELY:
            out = [f"they are likely to hold the {name} (about {_pct(p)})"]
        elif p > 0:
            out = [f"the {name} is as likely a guess as any (about {_pct(p)})"]
        else:
            out = [f"they cannot hold the {name}: a deliberate miss that changes nothing"]
    elif holders:
        out = [f"you know {_player(st, seat, holders[0])} holds the {name}"]
    elif p >= LIKELY:
        out = [f"an opponent is likely to hold the {name} (about {_pct(p)})"]
    elif p > 0:
        out = [f"the {name} is as likely a guess as any (about {_pct(p)} that one of them has it)"]
    else:
        out = [f"no opponent can hold the {name}: a deliberate miss that changes nothing"]
    mate = _partner(st, seat)
    if kind == "inquire" and mate is not None and name in st.known[seat][mate]:
        # The Inquisitor affects every other player, partner included (rulebook, 2v2).
        out.append(f"your partner holds the {name} too and would have to play it next")
    if kind == "inquire" and p > 0:
        where = "their Antechamber" if len(opps) == 1 else "the holder's Antechamber"
        out.append(f"it forces the {name} into {where}, to be played next turn")
        if name == ASSASSIN and st.king_up[seat]:
            out.append("that flushes out the Assassin, so your King can flip safely later")
    elif kind == "soldier" and p > 0:
        out.append("a hit makes the Soldier worth 7 and lets you Disgrace up to three Court cards")
    elif kind == "judge" and p > 0:
        out.append(
            "a right guess lets you put a card of yours in your Antechamber, to play next turn "
            "whatever the Throne"
        )
    return out


def _dungeon_guess(st, seat, name, o, odds):
    """The Informant names the card in one opponent's Dungeon."""
    where = _players(st, seat, o, "Dungeon")
    if st.dungeon[o] is None:
        return [f"{where} is empty"]
    p = odds.chance(lambda w: w.dungeon[o] is not None and w.cards[w.dungeon[o]].name == name)
    if p >= LIKELY:
        out = [f"the card in {where} is likely the {name} (about {_pct(p)})"]
    elif p > 0:
        out = [f"the {name} is as likely a guess as any for {where} (about {_pct(p)})"]
    else:
        out = [f"the card in {where} cannot be the {name}"]
    if p > 0:
        out.append("a right guess shows it, and you may take it into your hand or Rally")
    return out


def _mystic_number(st, seat, number, odds):
    """Why the Mystic names ``number``: the cards printed so lose their text for the round (in
    every zone) and count 3 once in the Court; what that silences, and what it costs."""
    names = _printed(st, number)
    which = _printed_words(st, number)
    out = [f"cards printed {number}{which} lose their text and count 3 in the Court this round"]
    opps = [o for o in _opponents(st, seat) if st.hands[o]]
    mine = [
        st.cards[c].name
        for c in st.hands[seat] + st.ante[seat]
        if st.cards[c].value == number and not st.cards[c].steadfast
    ]
    if ASSASSIN in names:
        if ASSASSIN in mine:
            out.append("it silences your own Assassin too")
        elif _assassin_where(st, seat) is None and opps:
            p = _chance_any(st, seat, opps, ASSASSIN, odds)
            holders = [o for o in opps if ASSASSIN in st.known[seat][o]]
            flip = "your King can flip without fear" if st.king_up[seat] else "it cannot strike"
            if holders:
                who = "they hold" if len(opps) == 1 else f"{_player(st, seat, holders[0])} holds"
                out.append(f"you know {who} the Assassin: silenced, {flip}")
            elif p > 0:
                who = "they" if len(opps) == 1 else "an opponent"
                out.append(f"{who} may hold the Assassin (about {_pct(p)}): silenced, {flip}")
    if KINGS_HAND in names:
        if KINGS_HAND in mine:
            out.append("it silences your own King's Hand too")
        elif opps and (p := _chance_any(st, seat, opps, KINGS_HAND, odds)) > 0:
            who = "they" if len(opps) == 1 else "an opponent"
            out.append(
                f"no King's Hand can stop your abilities this round ({who} may hold it, about "
                f"{_pct(p)})"
            )
    court = [
        st.cards[c].name
        for c in st.face_up_court()
        if st.cards[c].value == number and not st.cards[c].steadfast
    ]
    if court:
        out.append(f"in the Court it blanks the {_and(court)}")
    if opps and not set(names) & {ASSASSIN, KINGS_HAND}:
        p = odds.chance(lambda w: any(w.cards[c].value == number for o in opps for c in w.hands[o]))
        who = "they hold" if len(opps) == 1 else "an opponent holds"
        out.append(f"about {_pct(p)} that {who} a card printed {number}")
    others = list(dict.fromkeys(n for n in mine if n not in (ASSASSIN, KINGS_HAND)))
    if others:
        out.append(f"it blanks your own {_plain_and(others)} too")
    elif not mine:
        out.append(f"none of your own cards is printed {number}")
    return out


def _name(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    if action.arg.isdigit():
        return _mystic_number(st, seat, int(action.arg), odds)
    return _guess(st, seat, action.arg, kind, odds)


def _react(st, seat, action, follow, odds):
    frame = st.stack[-1]
    reaction = frame[2] if len(frame) > 2 else ""
    target = frame[4] if len(frame) > 4 else None
    tname = st.cards[target].name if isinstance(target, int) else ""
    if action.verb == "react":
        if reaction == ASSASSIN:
            causer = frame[3] if len(frame) > 3 and isinstance(frame[3], int) else None
            if _alone(st, seat) or causer is None:
                return ["they are flipping their King: the Assassin wins you the round at once"]
            who = _player(st, seat, causer)
            if st.mode.teams:  # a team loses with either partner
                return [f"{who} is flipping their King: the Assassin wins your team the round"]
            return [f"{who} is flipping their King: the Assassin knocks them out at once"]
        what = STOPS.get(tname, f"their {tname}'s ability" if tname else "the ability")
        return [
            f"it stops {what}",
            "both cards are Condemned and they play again on the Throne as it was",
        ]
    if reaction == ASSASSIN:
        return ["keeping the Assassin hidden is worth more than this"]
    if reaction == KINGS_HAND and tname:
        return [f"their {tname} costs you little; keep the King's Hand for a bigger threat"]
    return ["nothing here is worth a reaction"]


def _place(st, seat, action, follow, odds):
    names = {st.cards[c].name for c in st.hands[seat]}
    high = max((st.cards[c].value for c in st.hands[seat]), default=0)
    assets = [n for n in (ASSASSIN, KINGS_HAND, "Queen", "Princess") if n in names]
    team = [o for o in range(st.n) if st.mode.team_of(o) == st.mode.team_of(seat)]
    free = st.mode.mulligans and not any(st.mulligans[o] for o in team)
    # 2v2: one free mulligan per team, and the penalty goes to the other team.
    whose = "your team's" if len(team) > 1 else "your"
    them = "the other team" if len(team) > 1 else "them"
    if action.verb == "mulligan":
        out = []
        lacking = [n for n in (ASSASSIN, KINGS_HAND) if n not in names]
        if lacking:
            out.append("your hand lacks the " + " and the ".join(lacking))
        if high <= 7:
            out.append(f"its highest card is only {high}")
        out.append(
            f"the mulligan is free ({whose} one free mulligan of the match)"
            if free
            else f"it gives {them} 2 points, though you take the True King"
        )
        return out
    card = _hand_card(st, seat, action)
    out = []
    if card is not None:
        out.append(f"the {st.cards[card].name} waits hidden until you flip your King")
    if st.mode.mulligans:
        held = f" (you hold the {_and(assets)})" if assets else ""
        if free:
            out.append(f"keep this hand{held} and save your free mulligan")
        else:
            out.append(f"keep this hand{held}: a mulligan would give {them} 2 points")
    return out


def _plain_and(names: list[str]) -> str:
    """ "Elder", "Elder and Zealot", "Elder, Zealot and Fool"."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _and(names: list[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", the ".join(names[:-1]) + " and the " + names[-1]


def _dungeon(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [f"you can spare the {st.cards[card].name} best; it sits out the round face down"]


def _first(st, seat, action, follow, odds):
    me = int(action.arg) == seat
    if me:
        return ["going first sets the pace of the round"]
    if _alone(st, seat):
        return ["going second lets you answer their first card"]
    return ["going later lets you see more of the round before your turn"]


def _disgrace(st, seat, action, follow, odds):
    if action.verb == "done":
        return ["the Soldier holds the Throne at 7 as the Court stands"]
    try:
        cid = st.court_card(action.arg)
    except (KeyError, ValueError, IndexError):
        return []
    return [f"face down the {st.cards[cid].name} counts 1 and loses its ability"]


def _partner_take(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    if c.value >= _offered(st, st.legal_actions()):
        out = [f"the {c.name} ({c.value}) is the highest of your partner's cards you may take"]
    else:
        out = [f"the {c.name} ({c.value}) suits your hand better than a higher card"]
    if action.arg.endswith(TAKE_DOWN):
        out.append(f"taking the face-down {c.name}, the other team does not see which card it is")
    return out


def _take(st, seat, action, follow, odds):
    if action.verb != "take":
        return ["nothing in the Court is worth taking back"]
    try:
        cid = st.court_card(action.arg)
    except (KeyError, ValueError, IndexError):
        return []
    return [
        f"the {st.cards[cid].name} ({st.cards[cid].value}) is the most useful card to take back"
    ]


def _give(st, seat, action, follow, odds):
    if action.verb == "pass":
        return ["you keep your cards as they are"]
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [f"the {st.cards[card].name} is the card you can spare best"]


def _follow(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    out = ["the Oathbound's extra card ignores values and the King's Hand cannot stop it"]
    effect = ON_PLAY.get(st.cards[card].name)
    if effect:
        out.append(effect)
    return out


def _optional(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    if action.verb == "pass":
        return [f"the {kind.capitalize()}'s ability would not help you here"]
    if kind == "princess":
        return ["a swap can trade away your weakest card for one of theirs"]
    if kind == "sentry":
        try:
            cid = st.court_card(action.arg)
            return [f"the {st.cards[cid].name} comes back to your hand for one you spare"]
        except (KeyError, ValueError, IndexError):
            return []
    if kind == "warden":
        acc = st.cards[st.accused].name if st.accused is not None else "Accused card"
        return [f"the {acc} comes into your hand"]
    return []


# ----- three and four players ---------------------------------------------------------------


def _card_named(st, label: str):
    for c in st.cards:
        if c.label == label.partition("@")[0]:
            return c
    return None


def _reveal(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    if st.mode.teams:
        out = [f"everyone sees the {c.name}, and your partner may take one revealed card"]
    else:
        out = [f"everyone sees the {c.name}, and an opponent may take one revealed card"]
    if c.reaction:
        out.append(f"it gives away the surprise of the {c.name}")
    elif c.value <= 4:
        out.append("a cheap card costs you little if it is taken")
    return out


def _partner_card(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    return [f"only your partner sees the {c.name}, and they may take it"]


def _offered(st, legal, key=lambda arg: arg):
    """The highest base value among the cards the legal actions offer."""
    values = [_card_named(st, key(a.arg)) for a in legal if a.arg]
    return max((c.value for c in values if c is not None), default=0)


def _exchange(st, seat, action, follow, odds):
    victim, _, label = action.arg.partition(":")
    c = _card_named(st, label)
    if c is None or not victim.isdigit():
        return []
    top = _offered(st, st.legal_actions(), lambda arg: arg.partition(":")[2])
    if c.value >= top:
        out = [f"the {c.name} ({c.value}) is the highest revealed card you can take"]
    else:
        out = [f"the {c.name} ({c.value}) is worth more to you than a higher card"]
    if c.reaction:
        out.append(f"and {_player(st, seat, int(victim))} loses the {c.name}'s surprise")
    return out


def _exchange_first(st, seat, action, follow, odds):
    if action.arg == str(seat):
        return ["starting the exchange gives you the first pick of the revealed cards"]
    return []


def _direction(st, seat, action, follow, odds):
    return ["it decides who answers whose cards this round"]


def _trade(st, seat, action, follow, odds):
    if action.arg == "done":
        return ["the trade happens only if your partner puts out as many cards"]
    c = _card_named(st, action.arg)
    if c is None:
        return []
    return [f"the {c.name} goes to your partner if they put out as many cards"]


def _assassin_keep(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    if c.name == ASSASSIN:
        return ["the Assassin can strike again while another King is face up"]
    if c.value >= _offered(st, st.legal_actions()):
        return [f"the {c.name} ({c.value}) is the highest of these cards; the rest leave the round"]
    return [f"the {c.name} ({c.value}) serves you best; the rest leave the round"]


def _executioner(st, seat, action, follow, odds):
    if action.verb == "pass" or not action.arg.isdigit():
        return ["no number hurts the others more than your own side"]
    return _executioner_number(st, seat, int(action.arg), odds)


def _executioner_number(st, seat, v, odds):
    """Why the Executioner says ``v``: every player holding a card of that base value Condemns
    one (its owner and partner too), so the Condemned card's turn is lost."""
    which = _printed_words(st, v, blankable=False)
    out = [f"every player holding a card of value {v}{which} must Condemn one, you too"]
    mine = sum(1 for c in st.hands[seat] if st.cards[c].value == v)
    if mine:
        out.append(f"you hold {mine} card{'s' if mine != 1 else ''} of that value yourself")
    else:
        out.append("you hold no card of that value")
    opps = [o for o in _opponents(st, seat) if st.hands[o]]
    if opps:
        p = odds.chance(lambda w: any(w.cards[c].value == v for o in opps for c in w.hands[o]))
        who = "they hold" if len(opps) == 1 else "an opponent holds"
        out.append(f"about {_pct(p)} that {who} one")
    return out


def _condemn(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    return [f"the {c.name} is the card of that value you can spare best"]


def _judge_target(st, seat, action, follow, odds):
    if not action.arg.isdigit():
        return []
    return _target_words(st, seat, int(action.arg), st.stack[-1][0] if st.stack else "")


def _target_words(st, seat, o, kind):
    """Why pick ``o``: for the Judge, what ``seat`` knows of that hand (a guess at it); for the
    Informant, that player's Dungeon; for the Nakturn, the player who then guesses."""
    who = _player(st, seat, o)
    if kind == "informant_target":
        where = _players(st, seat, o, "Dungeon")
        return [f"a right guess at the card in {where} shows it, and you may take it or Rally"]
    if kind == "nakturn_target":
        return [
            f"{who} guesses whether you hold the card you named; a wrong guess shows you their "
            "hand, and you Condemn one of its cards"
        ]
    known = sorted(st.known[seat][o])
    if known:
        return [f"you know {who} holds the {_and(known)}: a sure hit"]
    n = len(st.hands[o])
    return [f"{who} holds {n} card{'s' if n != 1 else ''} to guess at"]


def _herald_place(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [
        f"the {st.cards[card].name} waits hidden until you flip your King, and nobody knows "
        "whether it is the old Successor"
    ]


def _herald_play(st, seat, action, follow, odds):
    if action.verb == "pass":
        return ["your cards of 5 or more are worth more in hand"]
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    out = ["the Herald comes back to your hand and this card takes the Throne"]
    effect = ON_PLAY.get(st.cards[card].name)
    if effect:
        out.append(effect)
    return out


def _spy_use(st, seat, action, follow, odds):
    if action.verb == "pass":
        return ["the Spy counts more face up on the Throne"]
    return ["you see every Successor, and may make one player trade theirs"]


def _spy_swap(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [f"the {st.cards[card].name} is the strongest card to keep as Successor"]


def _spy(st, seat, action, follow, odds):
    if action.verb == "pass" or not action.arg.isdigit():
        return ["every Successor you saw is best left as it is"]
    o = int(action.arg)
    succ = st.successor[o] if 0 <= o < st.n else None
    if o == seat or st.mode.team_of(o) == st.mode.team_of(seat):
        who = "your" if o == seat else "your partner's"
        return [f"{who} Successor could be swapped for a better card"]
    if succ is not None:
        return [
            f"{_player(st, seat, o)} must give up the {st.cards[succ].name} as Successor "
            "for a card of their hand"
        ]
    return []


# ----- Fragments of Nersetti ----------------------------------------------------------------


def _army_value(st, label: str) -> int:
    for c in st.cards:
        if c.label == label.partition("@")[0]:
            return c.value
    return 0


def _muster(st, seat, action, follow, odds):
    fon = st.fon
    army = sorted((st.cards[c].value, st.cards[c].label) for c in fon.army[seat])
    if action.verb == "recruit":
        card = _hand_card(st, seat, action)
        nm = st.cards[card].name if card is not None else _name_of(action.arg)
        v = st.cards[card].value if card is not None else 0
        out = [f"the {nm} ({v}) leaves the round and an Army card takes its place"]
        if army and army[-1][0] > v:
            out.append(f"your Army's best card is the {_name_of(army[-1][1])} ({army[-1][0]})")
        if not fon.paid[seat]:
            out.append("the first Recruit also Exhausts an Army card")
        return out
    if action.verb == "king":
        from game.imposter.cards import FACETS

        text = FACETS.get(action.arg, "")
        return [f"the {action.arg}: {text[:1].lower() + text[1:]}".rstrip(".")]
    if action.verb == "recommission":
        return ["it brings an Exhausted card back into your Army"]
    return ["your hand is strong enough, and the Army stays ready for later rounds"]


def _army_pick(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    v = _army_value(st, action.arg)
    nm = _name_of(action.arg)
    if kind in ("exhaust", "flag_return", "oracle_show", "ancestor_rally"):
        return [f"the {nm} ({v}) is the one you can spare best"]
    return [f"the {nm} ({v}) is the strongest card on offer"]


def _sig_pick(st, seat, action, follow, odds):
    from game.imposter.cards import CARDS

    nm = _name_of(action.arg)
    c = CARDS.get(nm)
    if c is None:
        return []
    text = c.text.split(". ")[0].rstrip(".")
    return [
        f"the {nm} ({c.value}) joins your Army for the whole match: {text[:1].lower() + text[1:]}"
    ]


def _nakturn_guess(st, seat, action, follow, odds):
    frame = st.stack[-1]
    namer, name = frame[2], frame[3]
    if name in st.known[seat][namer]:
        return [f"you know they hold the {name}"]
    if name in st.lacks[seat][namer]:
        return [f"you know they do not hold the {name}"]
    p = odds.chance(_holds(st, namer, name))
    return [f"about {_pct(p)} that they hold the {name}"]


def _keep(st, seat, action, follow, odds):
    if action.verb == "keep":
        cid = st.successor[seat] if action.arg == "successor" else st.fon.squire[seat]
        if cid is not None:
            return [f"the {st.cards[cid].name} ({st.cards[cid].value}) is the better card to have"]
    if action.verb == "rally":
        return [f"the {_name_of(action.arg)} from your Army is worth more"]
    return []


def _expansion_optional(st, seat, action, follow, odds):
    """The expansion's optional abilities (Flag Bearer, Stranger, Aegis, Lockshift, Oracle,
    Nakturn): what the card does, or why to let it pass."""
    frame = st.stack[-1]
    cid = frame[2] if len(frame) > 2 and isinstance(frame[2], int) else None
    name = st.cards[cid].name if cid is not None else frame[0].capitalize()
    if action.verb == "pass":
        return [f"the {name}'s ability would not help you here"]
    text = st.cards[cid].text.split(". ")[0].rstrip(".") if cid is not None else ""
    return [f"the {name}: {text[:1].lower() + text[1:]}"] if text else []


# ----- Cutthroat Mercenaries and 2v2 Mercenaries ------------------------------------------


def _area_best(st):
    """The best Mercenary on offer as (name, value), or None when the area is empty."""
    area = sorted(((st.cards[c].value, st.cards[c].name) for c in st.merc.area), reverse=True)
    return (area[0][1], area[0][0]) if area else None


def _merc_bid(st, seat, action, follow, odds):
    from game.ai import imposter_knowledge as ik

    card = _hand_card(st, seat, action)
    if card is None:
        return []
    c = st.cards[card]
    best = _area_best(st)
    count = 4 if st.stack[-1][0] == "extra" else 3
    plan = ik._to_win(st, st.hands[seat] + st.party.down[seat], count)
    if ik.bid_to_win(st, seat) and best is not None and card in plan:
        return [
            f"the Mercenaries on offer (the best, the {best[0]}, is {best[1]}) are worth more "
            f"than the {c.name} ({c.value}): win the bid and swap it for one"
        ]
    if count == 4:
        return [
            f"the {c.name} can raise your bid by {c.value}; only your partner sees it after the "
            "bid, unless you reveal it"
        ]
    cheapest = min(ik._keep_worth(st, x) for x in st.hands[seat])
    if ik._keep_worth(st, card) <= cheapest:
        return [
            f"the {c.name} ({c.value}) is the cheapest card to show: it comes back to your hand, "
            "or a card of your Army takes its place in the Mustering"
        ]
    return [
        f"the {c.name} adds {c.value} to your bid and is shown to everyone; it comes back to "
        "your hand unless you give it up"
    ]


def _merc_raise(st, seat, action, follow, odds):
    from game.ai import imposter_knowledge as ik

    m = st.merc
    mine = m.totals[seat] or 0
    theirs = ik._opponent_top(st, seat)
    team = max((m.totals[o] or 0) for o in range(st.n) if o == seat or ik._partners(st, seat, o))
    extra = st.party.partner_card[seat]
    v = st.cards[extra[0]].value if extra else 0
    if action.verb == "raise":
        return [f"your bid goes from {mine} to {mine + v}, against the best other bid of {theirs}"]
    if team > theirs:
        return [f"your team leads the bid already ({team} to {theirs})"]
    if mine + v < theirs:
        return [f"even with it your bid ({mine + v}) stays below {theirs}"]
    return ["winning the bid would gain little: no Mercenary on offer beats your revealed cards"]


def _merc_tie(st, seat, action, follow, odds):
    o = int(action.arg)
    if o == seat:
        return ["the free swap for Mercenaries goes to you"]
    if _player(st, seat, o) == "your partner":
        return ["the free swap for Mercenaries goes to your team"]
    return [f"of the tied players, {_player(st, seat, o)} has the fewest points"]


def _merc_swap(st, seat, action, follow, odds):
    if action.verb == "done":
        return ["no Mercenary left is worth more to you than your revealed cards"]
    give, _, take = action.arg.partition("/")
    vg, vt = _army_value(st, give), _army_value(st, take)
    if vt > vg:
        return [f"the {_name_of(take)} ({vt}) is worth more than the {_name_of(give)} ({vg})"]
    lost = vg - vt
    return [
        f"the {_name_of(take)}'s ability is worth more here than the {lost} "
        f"point{'s' if lost != 1 else ''} of value it costs"
    ]


def _merc_muster(st, seat, action, follow, odds):
    army = sorted((st.cards[c].value, st.cards[c].label) for c in st.fon.army[seat])
    if action.verb == "recruit":
        v = _army_value(st, action.arg)
        out = [f"the {_name_of(action.arg)} ({v}) leaves the round"]
        if army and army[-1][0] > v:
            out.append(f"your Army's best card is the {_name_of(army[-1][1])} ({army[-1][0]})")
        out.append("the Army card taken is Exhausted after the round")
        return out
    if action.verb == "hire":
        v = _army_value(st, action.arg)
        origs = sorted(st.cards[c].value for c in st.merc.originals[seat])
        low = army[0] if army else None
        out = [f"the {_name_of(action.arg)} ({v}) joins your hand for this round"]
        if origs:
            out.append(f"it costs a bid card (your cheapest is {origs[0]})")
        if low is not None:
            out.append(
                f"it also Exhausts an Army card (your weakest, the {_name_of(low[1])}, {low[0]})"
            )
        return out
    if action.verb in ("king", "recommission"):
        return _muster(st, seat, action, follow, odds)
    return ["your bid cards are worth keeping, and the Army stays ready for later rounds"]


def _merc_discard(st, seat, action, follow, odds):
    from game.ai import imposter_knowledge as ik

    v = _army_value(st, action.arg)
    worth = [ik._keep_worth(st, c) for c in st.merc.originals[seat]]
    if worth and ik._show_cost(st, action.arg) <= min(worth):
        return [f"the {_name_of(action.arg)} ({v}) is the bid card you can spare best"]
    return [f"the {_name_of(action.arg)} ({v}) leaves the round face up"]


def _merc_enlist(st, seat, action, follow, odds):
    v = _army_value(st, action.arg)
    best = max((st.cards[c].value for c in st.fon.army[seat]), default=0)
    if v >= best:
        return [f"the {_name_of(action.arg)} ({v}) is the strongest card of your Army"]
    return [f"the {_name_of(action.arg)} ({v}) joins your bid cards face down: only you know which"]


def _merc_restore(st, seat, action, follow, odds):
    out = _army_pick(st, seat, action, follow, odds)
    q = _partner(st, seat)
    if action.verb == "lend" and q is not None:
        out.append("your partner's Army is the smaller one")
    return out


def _expected(st, seat, o):
    from game.ai import imposter_knowledge as ik

    guess = ik.hand_guess(st, seat, o)
    total = sum(w for _, w in guess)
    return guess, (sum(v * w for v, w in guess) / total if total else 0.0)


def _arbiter_target(st, seat, action, follow, odds):
    o = int(action.arg)
    _, mean = _expected(st, seat, o)
    cards = _players(st, seat, o, "cards")
    return [f"by what you know, {cards} are worth about {mean:.1f} each"]


def _right_chance(guess, value: int, said: str) -> float:
    total = sum(w for _, w in guess)
    if not total:
        return 0.0
    if said == "higher":
        return sum(w for v, w in guess if v > value) / total
    return sum(w for v, w in guess if v < value) / total


def _arbiter_guess(st, seat, action, follow, odds):
    frame = st.stack[-1]
    if len(frame) <= 2:  # after the exchange: both cards are known
        _, _, gave, got = st.merc.arbiter
        g, r = st.cards[gave], st.cards[got]
        if r.value == g.value:
            return [
                f"the {r.name} you received is worth the {g.name}'s {g.value}: neither is right"
            ]
        right = "higher" if r.value > g.value else "lower"
        said = "right" if action.arg == right else "wrong"
        return [f"the {r.name} you received ({r.value}) against the {g.name} ({g.value}): {said}"]
    target = frame[4]
    guess, _ = _expected(st, seat, target)
    hand = sorted(st.cards[c].value for c in st.hands[seat])
    if not hand:
        return []
    v = hand[0] if action.arg == "higher" else hand[-1]
    p = _right_chance(guess, v, action.arg)
    which = "lowest" if action.arg == "higher" else "highest"
    return [f"giving your {which} card ({v}), about {_pct(p)} to be right"]


def _arbiter_give(st, seat, action, follow, odds):
    _, _, target, said = st.stack[-1]
    guess, _ = _expected(st, seat, target)
    v = _army_value(st, action.arg)
    if said is None:  # the guess comes after the exchange, knowing both cards
        p = sum(w for u, w in guess if u != v) / (sum(w for _, w in guess) or 1)
        return [f"giving the {_name_of(action.arg)} ({v}), about {_pct(p)} to receive a card you can "
                "guess right"]  # fmt: skip
    p = _right_chance(guess, v, said)
    return [f"you said {said}: with the {_name_of(action.arg)} ({v}) about {_pct(p)} to be right"]


def _generic(st, seat, action):
    if action.arg and not action.arg.isdigit():
        v = _army_value(st, action.arg)
        if v:
            return [f"the {_name_of(action.arg)} is worth {v}"]
    return []


_BY_DECISION = {
    "turn": _turn,
    "place": _place,
    "dungeon": _dungeon,
    "first": _first,
    "react": _react,
    "soldier": _name,
    "inquire": _name,
    "judge": _name,
    "mystic": _name,
    "informant": _name,
    "disgrace": _disgrace,
    "take": _take,
    "reveal": _reveal,
    "partner_card": _partner_card,
    "exchange": _exchange,
    "exchange_first": _exchange_first,
    "partner_take": _partner_take,
    "direction": _direction,
    "trade": _trade,
    "assassin_keep": _assassin_keep,
    "executioner": _executioner,
    "condemn": _condemn,
    "judge_target": _judge_target,
    "informant_target": _judge_target,
    "nakturn_target": _judge_target,
    "herald_place": _herald_place,
    "herald_play": _herald_play,
    "spy": _spy_use,
    "spy_order": _spy,
    "spy_swap": _spy_swap,
    "judge_ante": _give,
    "sentry_give": _give,
    "swap_give": _give,
    "warden_give": _give,
    "follow": _follow,
    "princess": _optional,
    "sentry": _optional,
    "warden": _optional,
    "muster": _muster,
    "exhaust": _army_pick,
    "enlist": _army_pick,
    "rally": _army_pick,
    "flag_rally": _army_pick,
    "restore": _army_pick,
    "recall": _army_pick,
    "flag_return": _army_pick,
    "squire": _army_pick,
    "nakturn_condemn": _army_pick,
    "oracle_show": _army_pick,
    "oracle_pick": _army_pick,
    "ancestor_rally": _army_pick,
    "informant_claim": _army_pick,
    "sig_pick": _sig_pick,
    "draft": _sig_pick,
    "nakturn_guess": _nakturn_guess,
    "tactician": _keep,
    "tactician_squire": _keep,
    "leader": _keep,
    "flag": _expansion_optional,
    "stranger": _expansion_optional,
    "aegis": _expansion_optional,
    "lockshift": _expansion_optional,
    "oracle": _expansion_optional,
    "nakturn": _expansion_optional,
    "bid": _merc_bid,
    "extra": _merc_bid,
    "raise": _merc_raise,
    "bid_tie": _merc_tie,
    "merc_swap": _merc_swap,
    "merc_muster": _merc_muster,
    "merc_enlist": _merc_enlist,
    "merc_discard": _merc_discard,
    "merc_restore": _merc_restore,
    "arbiter_target": _arbiter_target,
    "arbiter_guess": _arbiter_guess,
    "arbiter_give": _arbiter_give,
}
