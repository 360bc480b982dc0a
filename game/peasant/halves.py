"""King and Peasant: what each card half does when played (the King's halves, the Peasant's),
when a Rebel is Dispatched or a Guard Mobilized, and the King's compulsory draw (a drawn
Assassin, Decoy or Sentinel acts at once), pushing the frames of the choices they ask for."""

from __future__ import annotations

from game.peasant import readings
from game.peasant.cards import (
    ASSASSIN,
    KING,
)
from game.peasant.era import (
    discard_top,
    frame,
    goals,
    gone_from_deck,
    left_deck,
    peasant_draws,
    remove_guard,
    remove_rebel,
    return_rebel,
    reveal,
    secret_shuffle,
    take_from_deck,
    to_discard,
)
from game.peasant.state import SHARED, SPECIALS, PeasantState


def king_draws(st: PeasantState) -> None:
    """The King draws the top card: the Assassin wins for the Peasant, the Decoy fires its
    Infiltrate and is Exiled, the last card of the deck wins for the King."""
    k = st.king
    cid, mask = take_from_deck(st)
    seen_by = (k, st.peasant) if mask & (1 << st.peasant) else (k,)
    gone_from_deck(st, cid, (k, st.peasant) if cid in SPECIALS else seen_by, True)
    st.hands[k].append(cid)
    if mask & (1 << st.peasant):
        st.hknow[k].add(cid)
    st.emit("move", k, cid, ("deck", SHARED), ("hand", k), "draw", visible_to=seen_by)
    found = []
    if cid in SPECIALS:
        left_deck(st, cid, mask, True)
        # Drawn, the card is shown at once: both seats see it act.
        if cid == ASSASSIN:
            st.emit("ability", st.peasant, cid, arg="Assassin")
            found.append("assassin_drawn")
        else:
            fires = readings.DECOY_FIRES_ON_ANY_DRAW or cid in st.infiltrated
            st.emit("ability", st.peasant, cid, arg="Decoy" if fires else None)
            st.hands[k].remove(cid)
            st.hknow[k].discard(cid)
            st.exile.append(cid)
            st.emit("move", k, cid, ("hand", k), ("exile", SHARED), "exile")
            if fires and st.guards:
                st.stack.append(frame("decoy", st.peasant))
    if not st.deck:
        found.append("deck_empty")
    goals(st, found)


def mobilize(st: PeasantState, cid: int) -> None:
    """Mobilize: discard a Guard from Town (the Sentinel is Exiled), then use its effect."""
    st.guards.remove(cid)
    to_discard(st, cid, ("town", st.king), "mobilize", [])
    name = st.cards[cid].king.name
    st.emit("ability", st.king, cid, arg=name)
    KING_EFFECTS[name](st)


def play_action(st: PeasantState, seat: int, cid: int) -> None:
    """Play an Action: from hand onto the table, use its effect, then discard it (so the
    Reassemble cannot take itself back, and the Scatter stays out of the deck it rebuilds)."""
    role = st.role(seat)
    st.hands[seat].remove(cid)
    st.hknow[seat].discard(cid)
    st.played.append(cid)
    st.emit("move", seat, cid, ("hand", seat), ("play", SHARED), "play")
    name = st.cards[cid].half(role).name
    st.stack.append(frame("played", seat, (), (cid,)))
    st.emit("ability", seat, cid, arg=name)
    (KING_EFFECTS if role == KING else PEASANT_EFFECTS)[name](st)


def dispatch(st: PeasantState, cid: int) -> None:
    """Dispatch: turn a face-down Rebel face up, then use its effect."""
    st.up.add(cid)
    st.kseen.discard(cid)
    p = st.peasant
    st.emit("flip", p, cid, ("town", p), ("town", p), "dispatch")
    name = st.cards[cid].peasant.name
    st.emit("ability", p, cid, arg=name)
    PEASANT_EFFECTS[name](st, cid)


# ----- the King's halves ---------------------------------------------------------------------


def _crier(st):
    st.stack.append(frame("crier", st.king))
    king_draws(st)


def _knight(st):
    found: list[str] = []
    for _ in range(2):
        if not st.deck:
            break
        discard_top(st, "discard", found)
        if found:
            break
    goals(st, found)


def _inquisitor(st):
    st.stack.append(frame("inquisitor", st.king))


def _spy(st):
    st.stack.append(frame("spy", st.king))


def _advisor(st):
    secret_shuffle(st)
    st.dmask[0] |= 1 << st.king
    st.emit("look", st.king, st.deck[0], ("deck", SHARED), arg=0, visible_to=(st.king,))
    st.stack.append(frame("advisor", st.king, (1,)))


def _noble(st):
    for cid in st.hidden_rebels():
        reveal(st, cid)


def _guardian(st):
    st.stack.append(frame("guardian", st.king))


def _executor(st):
    st.stack.append(frame("executor", st.peasant))


def _sentinel(st):
    n = min(3, len(st.deck))
    for i in range(n):
        st.dmask[i] |= 1 << st.king
        st.emit("look", st.king, st.deck[i], ("deck", SHARED), arg=i, visible_to=(st.king,))
    if n >= 2:
        st.stack.append(frame("sentinel", st.king, (n,)))


def _strike(st):
    st.stack.append(frame("strike", st.king, (2,)))


def _arrest(st):
    st.stack.append(frame("arrest", st.king))


def _raid(st):
    p = st.peasant
    hand = st.hands[p]
    if not hand:
        return
    cid = hand[st.rng.randrange(len(hand))]
    hand.remove(cid)
    st.hknow[p].discard(cid)
    found: list[str] = []
    to_discard(st, cid, ("hand", p), "discard", found)
    goals(st, found)


def _watchman(st):
    p = st.peasant
    st.hknow[p] = set(st.hands[p])
    for cid in st.hands[p]:
        st.emit("look", st.king, cid, ("hand", p), visible_to=(st.king, p))


def _reassemble_king(st):
    st.stack.append(frame("reassemble_ready", st.king))
    st.stack.append(frame("reassemble_take", st.king, (0,)))


KING_EFFECTS = {
    "Crier": _crier,
    "Knight": _knight,
    "Inquisitor": _inquisitor,
    "Spy": _spy,
    "Advisor": _advisor,
    "Noble": _noble,
    "Guardian": _guardian,
    "Executor": _executor,
    "Sentinel": _sentinel,
    "Strike": _strike,
    "Arrest": _arrest,
    "Raid": _raid,
    "Watchman": _watchman,
    "Reassemble": _reassemble_king,
}


# ----- the Peasant's halves ------------------------------------------------------------------


def _heretic(st, cid=None):
    p = st.peasant
    for c in [c for c in st.discard if st.is_rebel(c)]:
        st.discard.remove(c)
        st.rebels.append(c)
        st.kseen.add(c)  # it came face up from the pile: the King knows what it is
        st.emit("move", p, c, ("discard", SHARED), ("town", p), "hide")


def _smuggler(st, cid):
    p = st.peasant
    k = st.king
    known = st.hknow[p] | {c for c in st.rebels if c != cid and (c in st.up or c in st.kseen)}
    st.dhas[k] |= known
    st.dhas[p] |= set(st.hands[p]) | {c for c in st.rebels if c != cid}
    for c in list(st.hands[p]):
        st.hands[p].remove(c)
        st.deck.append(c)
        st.dmask.append(0)
        st.emit("move", p, c, ("hand", p), ("deck", SHARED), "shuffle", visible_to=(p,))
    for c in [c for c in st.rebels if c != cid]:
        up = c in st.up
        st.rebels.remove(c)
        st.up.discard(c)
        st.kseen.discard(c)
        st.deck.append(c)
        st.dmask.append(0)
        st.emit(
            "move", p, c, ("town", p), ("deck", SHARED), "shuffle", visible_to=None if up else (p,)
        )
    st.hknow[p] = set()
    st.sp_max = 2
    secret_shuffle(st)
    for _ in range(3):
        if st.deck:
            peasant_draws(st)


def _brawl(st):
    st.stack.append(frame("brawl_guard", st.peasant))
    st.stack.append(frame("brawl_rebel", st.peasant))


def _thug(st, cid):
    st.stack.append(frame("pdraw", st.peasant))
    st.stack.append(frame("thug", st.peasant))


def _courtesan(st, cid):
    p = st.peasant
    n = min(3, len(st.deck))
    for i in range(n):
        st.dmask[i] |= 1 << p
        st.emit("look", p, st.deck[i], ("deck", SHARED), arg=i, visible_to=(p,))
    st.stack.append(frame("courtesan_keep", p, (n,)))


def _mob(st, cid):
    found: list[str] = []
    for c in list(st.rebels):
        remove_rebel(st, c, found)
    for c in list(st.guards):
        remove_guard(st, c)
    goals(st, found)


def _charlatan(st, cid):
    st.stack.append(frame("charlatan_draw", st.peasant))


def _rat(st, cid):
    p = st.peasant
    st.stack.append(frame("rat_hide", p, (0, 2)))
    st.stack.append(frame("rat_return", p, (0, cid)))


def _thief(st, cid):
    st.stack.append(frame("thief_discard", st.king, ()))


def _revolt(st):
    p = st.peasant
    st.stack.append(frame("revolt", p, (), tuple(st.hidden_rebels())))


def _scatter(st):
    p = st.peasant
    for c in [c for c in st.rebels if c in st.up or readings.RETURN_TAKES_FACE_DOWN]:
        return_rebel(st, c)
    for c in list(st.discard):
        st.discard.remove(c)
        st.deck.append(c)
        st.dmask.append(0)
        st.dhas[0].add(c)  # face up from the pile: both know it is in the deck now
        st.dhas[1].add(c)
        st.emit("move", p, c, ("discard", SHARED), ("deck", SHARED), "shuffle")
    secret_shuffle(st)


def _rally(st):
    st.stack.append(frame("rally_hide", st.peasant, (0, 2)))
    for _ in range(2):
        if st.deck:
            peasant_draws(st)


def _reassemble_peasant(st):
    st.stack.append(frame("reassemble_hide", st.peasant))
    st.stack.append(frame("reassemble_take", st.peasant, (0,)))


def _decoy_dispatch(st, cid):
    """The Decoy has no Dispatch effect: turned face up, it does nothing."""


def _assassin_dispatch(st, cid):
    if not st.guards:
        goals(st, ["assassin_dispatched"])


PEASANT_EFFECTS = {
    "Heretic": _heretic,
    "Smuggler": _smuggler,
    "Brawl": _brawl,
    "Thug": _thug,
    "Courtesan": _courtesan,
    "Mob": _mob,
    "Charlatan": _charlatan,
    "Rat": _rat,
    "Thief": _thief,
    "Revolt": _revolt,
    "Scatter": _scatter,
    "Rally": _rally,
    "Reassemble": _reassemble_peasant,
    "Decoy": _decoy_dispatch,
    "Assassin": _assassin_dispatch,
}
