"""The Imposter Kings' moves in table words (``describe``): "name the Princess", "guess at the
hand of the player on your left", "name the number 2 (the Assassin)". A Court card with a
face-up twin is told by its place, another seat by where it sits, never by an index."""

from __future__ import annotations

from game.ai.imposter_hint_facts import _and, _hand_card, _player, _players
from game.core.actions import Action
from game.imposter.court_setup import TAKE_DOWN

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
