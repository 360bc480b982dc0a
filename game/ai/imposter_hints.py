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

from game.ai.imposter_hint_facts import _generic, _hand_card
from game.ai.imposter_move_words import describe
from game.ai.imposter_reasons import (
    _disgrace,
    _dungeon,
    _first,
    _follow,
    _give,
    _guess,
    _mystic_number,
    _name,
    _optional,
    _partner_take,
    _place,
    _react,
    _take,
    _turn,
)
from game.ai.imposter_reasons_expansions import (
    _arbiter_give,
    _arbiter_guess,
    _arbiter_target,
    _army_pick,
    _expansion_optional,
    _keep,
    _merc_bid,
    _merc_discard,
    _merc_enlist,
    _merc_muster,
    _merc_raise,
    _merc_restore,
    _merc_swap,
    _merc_tie,
    _muster,
    _nakturn_guess,
    _sig_pick,
)
from game.ai.imposter_reasons_party import (
    _assassin_keep,
    _condemn,
    _direction,
    _exchange,
    _exchange_first,
    _executioner,
    _executioner_number,
    _herald_place,
    _herald_play,
    _judge_target,
    _partner_card,
    _reveal,
    _spy,
    _spy_swap,
    _spy_use,
    _target_words,
    _trade,
)
from game.ai.words import HintWords
from game.core.actions import Action


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


class ImposterWords(HintWords):
    """The Imposter Kings' words for the hints and the review (``game.ai.words``)."""

    def describe(self, state, seat: int, text: str) -> str:
        return describe(state, seat, Action.parse(text))

    def reasons(self, state, seat: int, text: str, follow: str | None, odds) -> list[str]:
        nxt = Action.parse(follow) if follow else None
        return reasons(state, seat, Action.parse(text), nxt, odds)

    def follow_reasons(self, state, seat: int, text: str, follow: str, odds) -> list[str]:
        return follow_reasons(state, seat, Action.parse(text), Action.parse(follow), odds)


# The Imposter Kings' GameInfo (game/imposter/plugin.py) names this module for game.ai.words.
WORDS = ImposterWords()
