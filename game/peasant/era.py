"""King and Peasant: the Era (its deal, its end, the goals that end it) and the moves of cards
between the deck, the hands, Town and the discard, with what each seat learns by them."""

from __future__ import annotations

from game.core.actions import Action
from game.peasant import readings
from game.peasant.cards import (
    ASSASSIN,
    DECOY,
    KING,
    PEASANT,
    SENTINEL,
)
from game.peasant.readings import KING_GOALS, PEASANT_GOALS
from game.peasant.state import SHARED, SPECIALS, EraOver, PeasantState

AUTO = frozenset({"kdraw", "next", "pdraw", "played"})

PASS = Action("pass")
DONE = Action("done")
DEAL = Action("deal")
DRAW = Action("draw")


def frame(kind: str, seat: int, public: tuple = (), private: tuple = ()) -> tuple:
    return (kind, seat, public, private)


# ----- the Era -------------------------------------------------------------------------------


def start_era(st: PeasantState) -> None:
    """Setup for one Era (rulebook): Sentinel to the King, Assassin and Decoy to the Peasant,
    the other 15 shuffled, King draws 4, Peasant 3; then the opening placements."""
    st.round_no += 1
    k, p = st.king, st.peasant
    st.hands = [[], []]
    st.discard = []
    st.exile = []
    st.played = []
    st.guards = []
    st.rebels = []
    st.up = set()
    st.hknow = [set(), set()]
    st.kseen = set()
    st.sp_min = 0
    st.sp_max = 0
    st.infiltrated = set()
    deck = [c for c in range(len(st.cards)) if c not in (SENTINEL, ASSASSIN, DECOY)]
    st.rng.shuffle(deck)
    st.deck = deck
    st.dmask = [0] * len(deck)
    st.dhas = [set(), set()]
    st.emit("round_start", arg=st.round_no)
    st.emit("role", k, arg=KING)
    st.emit("role", p, arg=PEASANT)
    give(st, k, SENTINEL, ("box", SHARED))
    give(st, p, ASSASSIN, ("box", SHARED))
    give(st, p, DECOY, ("box", SHARED))
    for _ in range(4):
        deal_one(st, k)
    for _ in range(3):
        deal_one(st, p)
    st.stack = [
        frame("next", p),
        frame("setup_ready", k, (0,)),
        frame("setup_hide", p, (0,)),
    ]


def give(st: PeasantState, seat: int, cid: int, src) -> None:
    """A card dealt face up at setup (the Sentinel, the Assassin, the Decoy): both seats know."""
    st.hands[seat].append(cid)
    st.hknow[seat].add(cid)
    st.emit("move", seat, cid, src, ("hand", seat), "setup")


def deal_one(st: PeasantState, seat: int) -> None:
    cid = st.deck.pop(0)
    st.dmask.pop(0)
    st.hands[seat].append(cid)
    st.emit("move", seat, cid, ("deck", SHARED), ("hand", seat), "draw", visible_to=(seat,))


def end_era(st: PeasantState, winner: int, reason: str) -> None:
    loser = 1 - winner
    st.scores[winner] += 1
    result = {
        "era": st.round_no,
        "winner": winner,
        "loser": loser,
        "reason": reason,
        "king": st.king,
        "points": {"win": 1},
        "total": 1,
        "scores": list(st.scores),
    }
    st.results.append(result)
    st.emit("round_over", winner, arg=result)
    if st.scores[winner] >= st.target:
        st.winner = winner
        st.stack = []
        st.emit("match_over", winner, arg=list(st.scores))
    else:
        st.stack = [frame("deal", winner)]
    raise EraOver


def goals(st: PeasantState, found: list[str]) -> None:
    """End the Era when a goal came true; two at once follow ``readings.SIMULTANEOUS_GOALS_WINNER``."""
    if not found:
        return
    king_side = [g for g in found if g in KING_GOALS]
    peasant_side = [g for g in found if g in PEASANT_GOALS]
    if king_side and peasant_side:
        side = readings.SIMULTANEOUS_GOALS_WINNER
    else:
        side = KING if king_side else PEASANT
    reason = (king_side if side == KING else peasant_side)[0]
    end_era(st, st.king if side == KING else st.peasant, reason)


# ----- moving cards --------------------------------------------------------------------------


def to_discard(st: PeasantState, cid: int, src, how: str, found: list[str]) -> None:
    """A card goes to the discard pile face up, or leaves the game if it has Exile; the
    Assassin reaching the discard pile is the King's goal (appended to ``found``)."""
    if st.cards[cid].exile:
        st.exile.append(cid)
        st.emit("move", src[1], cid, src, ("exile", SHARED), "exile")
        return
    st.discard.append(cid)
    st.emit("move", src[1], cid, src, ("discard", SHARED), how)
    if cid == ASSASSIN:
        found.append("assassin_discarded")


def take_from_deck(st: PeasantState) -> tuple[int, int]:
    cid = st.deck.pop(0)
    mask = st.dmask.pop(0)
    st.infiltrated.discard(cid)
    return cid, mask


def gone_from_deck(st: PeasantState, cid: int, seen: tuple, specials_shown: bool = False) -> None:
    """A card left the deck: a seat that saw it crosses it off the cards it knows are in the
    deck somewhere; one that did not can no longer be sure of any of them (it may have been any),
    except the Assassin and the Decoy when a special leaving would have been shown (the King's
    draw)."""
    for s in (0, 1):
        if not st.dhas[s]:
            continue
        if s in seen:
            st.dhas[s].discard(cid)
        elif specials_shown:
            st.dhas[s] = {c for c in st.dhas[s] if c in SPECIALS}
        else:
            st.dhas[s] = set()


def left_deck(st: PeasantState, cid: int, mask: int, seen: bool) -> None:
    """A card left the deck: update what the King knows of the Assassin and Decoy in it. One
    he sees (or knew) lowers both bounds if it is one of them; one he cannot tell lowers only
    the lower bound, as it may have been one."""
    if seen or mask & (1 << st.king):
        if cid in SPECIALS:
            st.sp_min = max(0, st.sp_min - 1)
            st.sp_max -= 1
    else:
        st.sp_min = max(0, st.sp_min - 1)


def peasant_draws(st: PeasantState) -> None:
    p = st.peasant
    cid, mask = take_from_deck(st)
    st.hands[p].append(cid)
    seen_by = (p,)
    if mask & (1 << st.king):
        st.hknow[p].add(cid)
        seen_by = (p, st.king)
    gone_from_deck(st, cid, seen_by)
    left_deck(st, cid, mask, False)
    st.emit("move", p, cid, ("deck", SHARED), ("hand", p), "draw", visible_to=seen_by)
    if not st.deck:
        goals(st, ["deck_empty"])


def discard_top(st: PeasantState, how: str, found: list[str]) -> int:
    """The top card of the deck to the discard pile, face up (Knight, Arrest, Condemn)."""
    cid, mask = take_from_deck(st)
    left_deck(st, cid, mask, True)
    gone_from_deck(st, cid, (0, 1))
    to_discard(st, cid, ("deck", SHARED), how, found)
    if not st.deck:
        found.append("deck_empty")
    return cid


def remove_rebel(st: PeasantState, cid: int, found: list[str]) -> None:
    """Remove: a Rebel from Town to the discard pile (face up: everyone sees it)."""
    st.rebels.remove(cid)
    st.up.discard(cid)
    st.kseen.discard(cid)
    to_discard(st, cid, ("town", st.peasant), "remove", found)


def remove_guard(st: PeasantState, cid: int) -> None:
    st.guards.remove(cid)
    to_discard(st, cid, ("town", st.king), "remove", [])


def hide(st: PeasantState, cid: int) -> None:
    """Hide: a Rebel from the Peasant's hand into Town face down. The King no longer surely
    knows which Rebel cards are still in her hand (any of them may be the one hidden), unless
    he knew her whole hand and its Rebels are all one design: then he knows what she hid."""
    p = st.peasant
    hand = st.hands[p]
    name = st.half_name(cid, PEASANT)
    certain = set(hand) <= st.hknow[p] and all(
        st.half_name(c, PEASANT) == name for c in hand if st.is_rebel(c)
    )
    hand.remove(cid)
    if certain:
        st.hknow[p].discard(cid)
        st.kseen.add(cid)
    else:
        st.hknow[p] = {c for c in st.hknow[p] if not st.is_rebel(c)}
    st.rebels.append(cid)
    st.emit("move", p, cid, ("hand", p), ("town", p), "hide", visible_to=(p,))


def ready(st: PeasantState, cid: int) -> None:
    k = st.king
    st.hands[k].remove(cid)
    st.hknow[k].discard(cid)
    st.guards.append(cid)
    st.emit("move", k, cid, ("hand", k), ("town", k), "ready")


def secret_shuffle(st: PeasantState) -> None:
    for s in (0, 1):  # what each seat knew where, it now knows only to be in the deck
        bit = 1 << s
        st.dhas[s] |= {c for c, m in zip(st.deck, st.dmask, strict=True) if m & bit}
    st.rng.shuffle(st.deck)
    st.dmask = [0] * len(st.deck)
    st.emit("shuffle", arg=len(st.deck))


def forget_deck(st: PeasantState, seat: int) -> None:
    bit = 1 << seat
    st.dhas[seat] |= {c for c, m in zip(st.deck, st.dmask, strict=True) if m & bit}
    keep = ~bit
    st.dmask = [m & keep for m in st.dmask]


def hand_card(st: PeasantState, seat: int, name: str) -> int:
    """The card ``seat`` holds by that name (its half of ``seat``'s role)."""
    return st.find_in(st.hands[seat], name, st.role(seat))


def condemn(st: PeasantState, target: str) -> None:
    """Condemn: discard the deck's top card or a Rebel in Town; the Assassin wins for the King,
    any other card for the Peasant."""
    found: list[str] = []
    st.emit("condemn", st.king, arg=target)
    if target == "deck":
        cid = discard_top(st, "condemn", found)
    else:
        cid = st.rebels[int(target)]
        st.rebels.remove(cid)
        st.up.discard(cid)
        st.kseen.discard(cid)
        to_discard(st, cid, ("town", st.peasant), "condemn", found)
    if cid != ASSASSIN:
        found.append("condemn_missed")
    goals(st, found)


def return_rebel(st: PeasantState, cid: int) -> None:
    p = st.peasant
    up = cid in st.up
    st.rebels.remove(cid)
    st.up.discard(cid)
    st.hands[p].append(cid)
    if up or cid in st.kseen:
        st.hknow[p].add(cid)
    st.kseen.discard(cid)
    st.emit("move", p, cid, ("town", p), ("hand", p), "return", visible_to=None if up else (p,))


def reveal(st: PeasantState, cid: int) -> None:
    p = st.peasant
    if readings.REVEAL_TURNS_FACE_UP:
        st.up.add(cid)
        st.emit("flip", p, cid, ("town", p), ("town", p), "reveal")
    else:
        st.kseen.add(cid)
        st.emit(
            "look", st.king, cid, ("town", p), arg=st.rebels.index(cid), visible_to=(st.king, p)
        )
