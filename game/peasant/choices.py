"""King and Peasant: the choices a card half asks for, applied (the Crier's pick, the Courtesan's
order, the Thief's take, the Revolt's order, the Reassemble's steps, ...), and the next Era's deal."""

from __future__ import annotations

from game.peasant.cards import (
    ASSASSIN,
    KING,
    PEASANT,
)
from game.peasant.era import (
    discard_top,
    frame,
    goals,
    gone_from_deck,
    hand_card,
    hide,
    left_deck,
    peasant_draws,
    ready,
    remove_guard,
    remove_rebel,
    return_rebel,
    reveal,
    start_era,
    to_discard,
)
from game.peasant.halves import dispatch, mobilize
from game.peasant.state import SHARED, PeasantState


def _act_crier(st, f, a):
    st.stack.pop()
    if a.verb == "ready":
        ready(st, hand_card(st, st.king, a.arg))
    else:
        st.emit("decline", f[1])


def _act_inquisitor(st, f, a):
    st.stack.pop()
    cid = hand_card(st, st.king, a.arg)
    ready(st, cid)
    mobilize(st, cid)


def _act_spy(st, f, a):
    st.stack.pop()
    reveal(st, st.rebels[int(a.arg)])


def _act_advisor(st, f, a):
    st.stack.pop()
    if a.verb == "bottom":
        cid = st.deck.pop(0)
        m = st.dmask.pop(0)
        st.deck.append(cid)
        st.dmask.append(m)
        st.emit(
            "move",
            st.king,
            cid,
            ("deck", SHARED),
            ("deck", SHARED),
            "bottom",
            visible_to=(st.king,),
        )
    else:
        st.emit("decline", f[1])


def _act_guardian(st, f, a):
    st.stack.pop()
    i = int(a.arg)
    cid = st.deck[i]
    st.dmask[i] |= 1 << st.king
    st.emit("look", st.king, cid, ("deck", SHARED), arg=i, visible_to=(st.king,))
    if cid == ASSASSIN:
        found: list[str] = []
        st.deck.pop(i)
        st.dmask.pop(i)
        st.infiltrated.discard(cid)
        left_deck(st, cid, 0, True)
        gone_from_deck(st, cid, (0, 1))
        to_discard(st, cid, ("deck", SHARED), "discard", found)
        if not st.deck:
            found.append("deck_empty")
        goals(st, found)


def _act_sentinel(st, f, a):
    st.stack.pop()
    _reorder(st, a.arg, st.peasant)


def _reorder(st: PeasantState, arg: str, blind: int) -> None:
    """Put the top cards back in the order ``arg`` gives (current positions, new top first);
    the ``blind`` seat no longer knows any of them."""
    order = [int(x) for x in arg.split()]
    n = len(order)
    st.dhas[blind] |= {st.deck[i] for i in range(n) if st.dmask[i] & (1 << blind)}
    cards = [st.deck[i] for i in order]
    masks = [st.dmask[i] & ~(1 << blind) for i in order]
    st.deck[:n] = cards
    st.dmask[:n] = masks
    st.emit("order", 1 - blind, arg=n)


def _act_strike(st, f, a):
    st.stack.pop()
    left = f[2][0] - 1
    if left:
        st.stack.append(frame("strike", f[1], (left,)))
    mobilize(st, st.find_in(st.guards, a.arg, KING))


def _act_arrest(st, f, a):
    st.stack.pop()
    found: list[str] = []
    if a.verb == "discard":
        discard_top(st, "discard", found)
    else:
        remove_rebel(st, st.rebels[int(a.arg)], found)
    goals(st, found)


def _act_remove_hidden(st, f, a):
    st.stack.pop()
    found: list[str] = []
    remove_rebel(st, st.rebels[int(a.arg)], found)
    goals(st, found)


def _act_remove_guard(st, f, a):
    st.stack.pop()
    remove_guard(st, st.find_in(st.guards, a.arg, KING))


def _act_courtesan_keep(st, f, a):
    st.stack.pop()
    p = st.peasant
    n = f[2][0]
    i = int(a.arg)
    for j in range(n):
        st.dmask[j] &= ~(1 << st.king)  # he cannot tell which one she kept
    cid = st.deck.pop(i)
    st.dmask.pop(i)
    st.infiltrated.discard(cid)
    left_deck(st, cid, 0, False)
    gone_from_deck(st, cid, (p,))
    st.hands[p].append(cid)
    st.emit("move", p, cid, ("deck", SHARED), ("hand", p), "keep", visible_to=(p,))
    if not st.deck:
        goals(st, ["deck_empty"])
    if n - 1 >= 2:
        st.stack.append(frame("courtesan_order", p, (n - 1,)))


def _act_courtesan_order(st, f, a):
    st.stack.pop()
    _reorder(st, a.arg, st.king)


def _act_charlatan_draw(st, f, a):
    st.stack.pop()
    n = int(a.arg)
    if n:
        st.stack.append(frame("charlatan_top", st.peasant, (n,)))
    for _ in range(n):
        peasant_draws(st)


def _act_charlatan_top(st, f, a):
    st.stack.pop()
    p = st.peasant
    cid = hand_card(st, p, a.arg)
    st.hands[p].remove(cid)
    st.hknow[p] = set()  # any card of her hand may be the one put back
    st.deck.insert(0, cid)
    st.dmask.insert(0, 1 << p)
    st.sp_max = 2
    st.emit("move", p, cid, ("hand", p), ("deck", SHARED), "top", visible_to=(p,))
    if f[2][0] > 1:
        st.stack.append(frame("charlatan_top", p, (f[2][0] - 1,)))


def _act_rat_return(st, f, a):
    st.stack.pop()
    if a.verb == "return":
        return_rebel(st, st.rebels[int(a.arg)])
        st.stack.append(frame("rat_return", f[1], (f[2][0] + 1, f[2][1])))


def _act_up_to_hide(st, f, a):
    st.stack.pop()
    if a.verb == "hide":
        hide(st, hand_card(st, st.peasant, a.arg))
        st.stack.append(frame(f[0], f[1], (f[2][0] + 1, f[2][1])))


def _act_thief_discard(st, f, a):
    st.stack.pop()
    k = st.king
    cid = hand_card(st, k, a.arg)
    st.hands[k].remove(cid)
    st.hknow[k].discard(cid)
    to_discard(st, cid, ("hand", k), "discard", [])
    taken = (*f[2], cid)
    if len(taken) < 2 and st.hands[k]:
        st.stack.append(frame("thief_discard", k, taken))
    else:
        st.stack.append(frame("thief_take", st.peasant, tuple(c for c in taken if c in st.discard)))


def _act_thief_take(st, f, a):
    st.stack.pop()
    p = st.peasant
    cid = next(c for c in f[2] if c in st.discard and st.half_name(c, PEASANT) == a.arg)
    _take_from_pile(st, p, cid)


def _take_from_pile(st: PeasantState, seat: int, cid: int) -> None:
    st.discard.remove(cid)
    st.hands[seat].append(cid)
    st.hknow[seat].add(cid)
    st.emit("move", seat, cid, ("discard", SHARED), ("hand", seat), "take")


def _act_revolt(st, f, a):
    st.stack.pop()
    i = int(a.arg)
    cid = st.rebels[i]
    rest = tuple(c for c in f[3] if c != cid)
    if rest:
        st.stack.append(frame("revolt", f[1], (), rest))
    if a.verb == "infiltrate":
        st.stack.append(frame("infiltrate_at", f[1], (i,), (cid,)))
    else:
        dispatch(st, cid)


def _act_reassemble_take(st, f, a):
    st.stack.pop()
    if a.verb == "take":
        _take_from_pile(st, f[1], st.discard[int(a.arg)])
        st.stack.append(frame("reassemble_take", f[1], (f[2][0] + 1,)))


def _act_reassemble_ready(st, f, a):
    st.stack.pop()
    if a.verb == "ready":
        ready(st, hand_card(st, st.king, a.arg))


def _act_reassemble_hide(st, f, a):
    st.stack.pop()
    if a.verb == "hide":
        hide(st, hand_card(st, st.peasant, a.arg))


def _act_deal(st, f, a):
    st.stack.pop()
    st.king = f[1]  # the Era's winner is King in the next Era
    start_era(st)
