"""King and Peasant rules: a decision applied (``act``), the automatic frames run (``settle``),
the turn's actions of both roles, and what the state runs (``use_rules``). The parts live beside
it: the Era and the moves of cards (``era``), the legal actions (``legal``), the card halves
(``halves``) and their choices (``choices``), the rulebook's numbers and readings (``readings``).

Decision frames (top of ``st.stack``) are ``(kind, seat, public, private)``. Kinds a player
answers (docs/model.md lists each with its action texts):
  setup_hide, setup_ready          the opening placements (up to 3 each, ``done`` to stop)
  turn                             one action from the role's reference card
  infiltrate_at                    where in the deck the Infiltrated card goes (``at N``)
  crier, inquisitor, spy, advisor, guardian, sentinel, strike, arrest, executor, decoy,
  thug, brawl_rebel, brawl_guard, courtesan_keep, courtesan_order, charlatan_draw,
  charlatan_top, rat_return, rat_hide, rally_hide, thief_discard, thief_take, revolt,
  reassemble_take, reassemble_ready, reassemble_hide      a card half's choices
  deal                             the Era is over; start the next one
Automatic frames (``AUTO``) run as soon as they reach the top: the King's compulsory draw,
the next turn, a Peasant's draw that follows a choice.
A decision frame whose legal list is empty (a compulsory step that nothing can satisfy, known
from public facts) is dropped: "to the best of its ability".
"""

from __future__ import annotations

from game.core.actions import Action
from game.peasant.cards import (
    KING,
)
from game.peasant.choices import (
    _act_advisor,
    _act_arrest,
    _act_charlatan_draw,
    _act_charlatan_top,
    _act_courtesan_keep,
    _act_courtesan_order,
    _act_crier,
    _act_deal,
    _act_guardian,
    _act_inquisitor,
    _act_rat_return,
    _act_reassemble_hide,
    _act_reassemble_ready,
    _act_reassemble_take,
    _act_remove_guard,
    _act_remove_hidden,
    _act_revolt,
    _act_sentinel,
    _act_spy,
    _act_strike,
    _act_thief_discard,
    _act_thief_take,
    _act_up_to_hide,
)
from game.peasant.era import (
    AUTO,
    condemn,
    forget_deck,
    frame,
    hand_card,
    hide,
    peasant_draws,
    ready,
    return_rebel,
    start_era,
    to_discard,
)
from game.peasant.halves import dispatch, king_draws, mobilize, play_action
from game.peasant.legal import LEGAL, legal
from game.peasant.state import SHARED, EraOver, PeasantState, Rulebook, use_rules

# ----- applying ------------------------------------------------------------------------------


def act(st: PeasantState, action: Action) -> None:
    f = st.stack[-1]
    try:
        ACT[f[0]](st, f, action)
        settle(st)
    except EraOver:
        st._legal = None


def settle(st: PeasantState) -> None:
    """Run automatic frames and drop decisions nothing can satisfy, until a choice is owed."""
    while st.stack:
        f = st.stack[-1]
        if f[0] in AUTO:
            st.stack.pop()
            AUTO_RUN[f[0]](st, f)
            continue
        options = LEGAL[f[0]](st, f)
        if options:
            st._legal = options
            return
        st.stack.pop()
    st._legal = None


def _act_setup_hide(st, f, a):
    st.stack.pop()
    if a.verb == "hide":
        hide(st, hand_card(st, st.peasant, a.arg))
        st.stack.append(frame("setup_hide", f[1], (f[2][0] + 1,)))


def _act_setup_ready(st, f, a):
    st.stack.pop()
    if a.verb == "ready":
        ready(st, hand_card(st, st.king, a.arg))
        st.stack.append(frame("setup_ready", f[1], (f[2][0] + 1,)))


def _act_turn(st, f, a):
    st.stack.pop()
    seat = f[1]
    if seat == st.king:
        st.stack.append(frame("next", st.peasant))
        st.stack.append(frame("kdraw", seat))
        _king_action(st, a)
    else:
        st.stack.append(frame("next", st.king))
        _peasant_action(st, a)


def _king_action(st: PeasantState, a: Action) -> None:
    k = st.king
    v = a.verb
    if v == "ready":
        ready(st, hand_card(st, k, a.arg))
    elif v == "mobilize":
        mobilize(st, st.find_in(st.guards, a.arg, KING))
    elif v == "condemn":
        condemn(st, a.arg)
    elif v == "play":
        cid = hand_card(st, k, a.arg)
        play_action(st, k, cid)
    else:
        st.emit("pass", k)


def _peasant_action(st: PeasantState, a: Action) -> None:
    p = st.peasant
    v = a.verb
    if v == "hide":
        hide(st, hand_card(st, p, a.arg))
    elif v == "dispatch":
        dispatch(st, st.rebels[int(a.arg)])
    elif v == "infiltrate":
        cid = st.rebels[int(a.arg)]
        st.stack.append(frame("infiltrate_at", p, (int(a.arg),), (cid,)))
    elif v == "return":
        return_rebel(st, st.rebels[int(a.arg)])
    elif v == "play":
        play_action(st, p, hand_card(st, p, a.arg))
    else:
        peasant_draws(st)


def _act_infiltrate_at(st, f, a):
    """Infiltrate: the face-down Assassin or Decoy from Town into the deck, in secret."""
    st.stack.pop()
    cid = f[3][0]
    p = st.peasant
    pos = int(a.arg)
    st.rebels.remove(cid)
    st.deck.insert(pos, cid)
    st.dmask.insert(pos, 1 << p)
    forget_deck(st, st.king)  # he does not know where it went, so no position is sure
    if cid in st.kseen:  # he knew the face-down card: he knows it is in the deck now
        st.kseen.discard(cid)
        st.dhas[st.king].add(cid)
    st.sp_min += 1
    st.sp_max = min(2, st.sp_max + 1)
    st.infiltrated.add(cid)
    st.emit("move", p, cid, ("town", p), ("deck", SHARED), "infiltrate", visible_to=(p,))
    st.emit("infiltrate_at", p, cid, arg=pos, visible_to=(p,))


ACT = {
    "turn": _act_turn,
    "setup_hide": _act_setup_hide,
    "setup_ready": _act_setup_ready,
    "infiltrate_at": _act_infiltrate_at,
    "crier": _act_crier,
    "inquisitor": _act_inquisitor,
    "spy": _act_spy,
    "advisor": _act_advisor,
    "guardian": _act_guardian,
    "sentinel": _act_sentinel,
    "strike": _act_strike,
    "arrest": _act_arrest,
    "executor": _act_remove_hidden,
    "decoy": _act_remove_guard,
    "thug": _act_remove_guard,
    "brawl_rebel": _act_remove_hidden,
    "brawl_guard": _act_remove_guard,
    "courtesan_keep": _act_courtesan_keep,
    "courtesan_order": _act_courtesan_order,
    "charlatan_draw": _act_charlatan_draw,
    "charlatan_top": _act_charlatan_top,
    "rat_return": _act_rat_return,
    "rat_hide": _act_up_to_hide,
    "rally_hide": _act_up_to_hide,
    "thief_discard": _act_thief_discard,
    "thief_take": _act_thief_take,
    "revolt": _act_revolt,
    "reassemble_take": _act_reassemble_take,
    "reassemble_ready": _act_reassemble_ready,
    "reassemble_hide": _act_reassemble_hide,
    "deal": _act_deal,
}


def _auto_kdraw(st, f):
    king_draws(st)


def _auto_next(st, f):
    st.stack.append(frame("turn", f[1]))
    st.emit("turn", f[1], arg=st.role(f[1]))


def _auto_played(st, f):
    cid = f[3][0]
    st.played.remove(cid)
    to_discard(st, cid, ("play", SHARED), "played", [])


def _auto_pdraw(st, f):
    if st.deck:
        peasant_draws(st)


AUTO_RUN = {
    "kdraw": _auto_kdraw,
    "next": _auto_next,
    "pdraw": _auto_pdraw,
    "played": _auto_played,
}

# The state calls the rules through these (game.peasant.state never imports the rules).
use_rules(Rulebook(start_era=start_era, settle=settle, legal=legal, act=act))
