"""The Imposter Kings' reasons for the decisions of three and four seats: the reveal and take of
the setup, the 2v2 trade, the Executioner, the Herald, the Spy and the Judge's target."""

from __future__ import annotations

from game.ai.imposter_beliefs import ASSASSIN
from game.ai.imposter_hint_facts import (
    ON_PLAY,
    _and,
    _hand_card,
    _opponents,
    _pct,
    _player,
    _players,
)
from game.ai.imposter_move_words import _printed_words

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
