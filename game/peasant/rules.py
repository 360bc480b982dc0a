"""King and Peasant rules: the Era flow, both roles' actions, every card half, and the goals.

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

from itertools import permutations

from game.core.actions import Action
from game.peasant.cards import (
    ACTION,
    ASSASSIN,
    DECOY,
    GUARD,
    INFILTRATE,
    KING,
    PEASANT,
    REBEL,
    SENTINEL,
)
from game.peasant.state import SHARED, SPECIALS, EraOver, PeasantState

# Rulebook, "Ready a Guard": at most 3 Guards in Town.
GUARD_CAP = 3
# Rulebook, Setup: "Peasant plays up to 3 Rebels face-down, then King plays up to 3 Guards".
SETUP_PLACEMENTS = 3
# Research 1.5, NOT FOUND; DEFAULT: Reveal turns the Rebel face up in Town (so it cannot be
# Dispatched until Returned and Hidden again). False: the King only learns what it is.
REVEAL_TURNS_FACE_UP = True
# Research 1.5 DEFAULT: a Decoy the King draws fires its Infiltrate (the Peasant removes a
# Guard) however it came into the deck; False: only when it came by Infiltrate. Either way a
# drawn Decoy is Exiled (the King never holds it).
DECOY_FIRES_ON_ANY_DRAW = True
# Our reading: when a King's goal and a Peasant's goal come true at the same moment (the King
# draws the last card and it is the Assassin; he Condemns the last card and it is not the
# Assassin), the Peasant wins: the King's own draw or Condemn caused her goal, and the deck's
# end is only its by-product.
SIMULTANEOUS_GOALS_WINNER = PEASANT
# Our reading of Return in card texts (the Rat, the Scatter): as the Return action says, only
# face-up Rebels are Returned; face-down ones stay in Town.
RETURN_TAKES_FACE_DOWN = False
# Our reading of the Revolt ("Infiltrate and Dispatch every Rebel"): every Rebel face down in
# Town when the Revolt is played, one at a time in an order the Peasant picks; each is
# Infiltrated (if it has the keyword and she chooses so) or else Dispatched. Rebels Hidden
# during the Revolt are not part of it. False: a Rebel with the keyword is always Infiltrated.
REVOLT_EACH_CHOOSES = True

KING_GOALS = ("assassin_discarded", "deck_empty")
PEASANT_GOALS = ("assassin_drawn", "condemn_missed", "assassin_dispatched")

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
    """End the Era when a goal came true; two at once follow ``SIMULTANEOUS_GOALS_WINNER``."""
    if not found:
        return
    king_side = [g for g in found if g in KING_GOALS]
    peasant_side = [g for g in found if g in PEASANT_GOALS]
    if king_side and peasant_side:
        side = SIMULTANEOUS_GOALS_WINNER
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
            fires = DECOY_FIRES_ON_ANY_DRAW or cid in st.infiltrated
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


# ----- legal actions -------------------------------------------------------------------------


def names(st: PeasantState, zone: list[int], role: str, kind: str | None = None) -> list[str]:
    """Distinct names of the ``role`` halves in ``zone`` (of type ``kind``), in zone order."""
    seen: list[str] = []
    for c in zone:
        h = st.cards[c].half(role)
        if h is not None and (kind is None or h.kind == kind) and h.name not in seen:
            seen.append(h.name)
    return seen


def _readies(st: PeasantState) -> list[Action]:
    if len(st.guards) >= GUARD_CAP:
        return []
    return [Action("ready", n) for n in names(st, st.hands[st.king], KING, GUARD)]


def _hides(st: PeasantState) -> list[Action]:
    return [Action("hide", n) for n in names(st, st.hands[st.peasant], PEASANT, REBEL)]


def _guard_names(st: PeasantState, verb: str) -> list[Action]:
    return [Action(verb, n) for n in names(st, st.guards, KING)]


def _hidden_idx(st: PeasantState, verb: str) -> list[Action]:
    return [Action(verb, str(i)) for i, c in enumerate(st.rebels) if c not in st.up]


def _all_idx(st: PeasantState, verb: str) -> list[Action]:
    return [Action(verb, str(i)) for i in range(len(st.rebels))]


def _orders(n: int) -> list[Action]:
    return [Action("order", " ".join(map(str, p))) for p in permutations(range(n))]


def _legal_turn(st: PeasantState, f: tuple) -> list[Action]:
    if f[1] == st.king:
        out = _readies(st) + _guard_names(st, "mobilize")
        out.append(Action("condemn", "deck"))
        out += _all_idx(st, "condemn")
        out += [Action("play", n) for n in names(st, st.hands[st.king], KING, ACTION)]
        out.append(PASS)
        return out
    out = _hides(st) + _hidden_idx(st, "dispatch")
    out += [
        Action("infiltrate", str(i))
        for i, c in enumerate(st.rebels)
        if c not in st.up and INFILTRATE in st.cards[c].peasant.keywords
    ]
    out += [Action("return", str(i)) for i, c in enumerate(st.rebels) if c in st.up]
    out += [Action("play", n) for n in names(st, st.hands[st.peasant], PEASANT, ACTION)]
    out.append(DRAW)
    return out


def _legal_setup_hide(st, f):
    return _hides(st) + [DONE] if f[2][0] < SETUP_PLACEMENTS else []


def _legal_setup_ready(st, f):
    return _readies(st) + [DONE] if f[2][0] < SETUP_PLACEMENTS else []


def _legal_infiltrate_at(st, f):
    return [Action("at", str(i)) for i in range(len(st.deck) + 1)]


def _legal_crier(st, f):
    r = _readies(st)
    return r + [PASS] if r or len(st.guards) < GUARD_CAP else []


def _legal_inquisitor(st, f):
    return _readies(st)


def _legal_spy(st, f):
    if REVEAL_TURNS_FACE_UP:
        return _hidden_idx(st, "reveal")
    return [
        Action("reveal", str(i))
        for i, c in enumerate(st.rebels)
        if c not in st.up and c not in st.kseen
    ]


def _legal_advisor(st, f):
    return [Action("bottom"), PASS]


def _legal_guardian(st, f):
    return [Action("look", str(i)) for i in range(len(st.deck))]


def _legal_sentinel(st, f):
    return _orders(f[2][0])


def _legal_strike(st, f):
    return _guard_names(st, "mobilize")


def _legal_arrest(st, f):
    return _all_idx(st, "remove") + [Action("discard", "deck")]


def _legal_executor(st, f):
    return _hidden_idx(st, "remove")


def _legal_remove_guard(st, f):
    return _guard_names(st, "remove")


def _legal_brawl_rebel(st, f):
    return _all_idx(st, "remove")


def _legal_courtesan_keep(st, f):
    return [Action("keep", str(i)) for i in range(f[2][0])]


def _legal_courtesan_order(st, f):
    return _orders(f[2][0])


def _legal_charlatan_draw(st, f):
    # Up to 3; drawing the deck's last card ends the Era for the King, but it is allowed.
    return [Action("draw", str(n)) for n in range(min(3, len(st.deck)) + 1)]


def _legal_charlatan_top(st, f):
    return [Action("top", n) for n in names(st, st.hands[st.peasant], PEASANT)]


def _returnable(st: PeasantState, skip: int | None) -> list[Action]:
    return [
        Action("return", str(i))
        for i, c in enumerate(st.rebels)
        if c != skip and (c in st.up or RETURN_TAKES_FACE_DOWN)
    ]


def _legal_rat_return(st, f):
    if f[2][0] >= 2:
        return []
    return _returnable(st, f[2][1]) + [DONE]


def _legal_up_to_hide(st, f):
    if f[2][0] >= f[2][1]:
        return []
    return _hides(st) + [DONE]


def _legal_thief_discard(st, f):
    return [Action("discard", n) for n in names(st, st.hands[st.king], KING)]


def _legal_thief_take(st, f):
    # One choice per name: two copies (the King discarded both Spies) are the same card to her.
    out: list[Action] = []
    for c in f[2]:
        a = Action("take", st.half_name(c, PEASANT))
        if c in st.discard and a not in out:
            out.append(a)
    return out


def _legal_revolt(st, f):
    out = []
    for i, c in enumerate(st.rebels):
        if c in f[3] and c not in st.up:
            sneaks = INFILTRATE in st.cards[c].peasant.keywords
            if REVOLT_EACH_CHOOSES or not sneaks:
                out.append(Action("dispatch", str(i)))
            if sneaks:
                out.append(Action("infiltrate", str(i)))
    return out


def _legal_reassemble_take(st, f):
    if f[2][0] >= 2 or not st.discard:
        return []
    return [Action("take", str(i)) for i in range(len(st.discard))] + [DONE]


def _legal_reassemble_ready(st, f):
    r = _readies(st)
    return r + [PASS] if len(st.guards) < GUARD_CAP else []


def _legal_reassemble_hide(st, f):
    return _hides(st) + [PASS]


def _legal_deal(st, f):
    return [DEAL]


LEGAL = {
    "turn": _legal_turn,
    "setup_hide": _legal_setup_hide,
    "setup_ready": _legal_setup_ready,
    "infiltrate_at": _legal_infiltrate_at,
    "crier": _legal_crier,
    "inquisitor": _legal_inquisitor,
    "spy": _legal_spy,
    "advisor": _legal_advisor,
    "guardian": _legal_guardian,
    "sentinel": _legal_sentinel,
    "strike": _legal_strike,
    "arrest": _legal_arrest,
    "executor": _legal_executor,
    "decoy": _legal_remove_guard,
    "thug": _legal_remove_guard,
    "brawl_rebel": _legal_brawl_rebel,
    "brawl_guard": _legal_remove_guard,
    "courtesan_keep": _legal_courtesan_keep,
    "courtesan_order": _legal_courtesan_order,
    "charlatan_draw": _legal_charlatan_draw,
    "charlatan_top": _legal_charlatan_top,
    "rat_return": _legal_rat_return,
    "rat_hide": _legal_up_to_hide,
    "rally_hide": _legal_up_to_hide,
    "thief_discard": _legal_thief_discard,
    "thief_take": _legal_thief_take,
    "revolt": _legal_revolt,
    "reassemble_take": _legal_reassemble_take,
    "reassemble_ready": _legal_reassemble_ready,
    "reassemble_hide": _legal_reassemble_hide,
    "deal": _legal_deal,
}

DECISIONS = tuple(LEGAL)


def legal(st: PeasantState) -> list[Action]:
    if not st.stack:
        return []
    f = st.stack[-1]
    return LEGAL[f[0]](st, f)


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


def _hand_card(st: PeasantState, seat: int, name: str) -> int:
    return st.find_in(st.hands[seat], name, st.role(seat))


def _act_setup_hide(st, f, a):
    st.stack.pop()
    if a.verb == "hide":
        hide(st, _hand_card(st, st.peasant, a.arg))
        st.stack.append(frame("setup_hide", f[1], (f[2][0] + 1,)))


def _act_setup_ready(st, f, a):
    st.stack.pop()
    if a.verb == "ready":
        ready(st, _hand_card(st, st.king, a.arg))
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
        ready(st, _hand_card(st, k, a.arg))
    elif v == "mobilize":
        mobilize(st, st.find_in(st.guards, a.arg, KING))
    elif v == "condemn":
        condemn(st, a.arg)
    elif v == "play":
        cid = _hand_card(st, k, a.arg)
        play_action(st, k, cid)
    else:
        st.emit("pass", k)


def _peasant_action(st: PeasantState, a: Action) -> None:
    p = st.peasant
    v = a.verb
    if v == "hide":
        hide(st, _hand_card(st, p, a.arg))
    elif v == "dispatch":
        dispatch(st, st.rebels[int(a.arg)])
    elif v == "infiltrate":
        cid = st.rebels[int(a.arg)]
        st.stack.append(frame("infiltrate_at", p, (int(a.arg),), (cid,)))
    elif v == "return":
        return_rebel(st, st.rebels[int(a.arg)])
    elif v == "play":
        play_action(st, p, _hand_card(st, p, a.arg))
    else:
        peasant_draws(st)


def mobilize(st: PeasantState, cid: int) -> None:
    """Mobilize: discard a Guard from Town (the Sentinel is Exiled), then use its effect."""
    st.guards.remove(cid)
    to_discard(st, cid, ("town", st.king), "mobilize", [])
    name = st.cards[cid].king.name
    st.emit("ability", st.king, cid, arg=name)
    KING_EFFECTS[name](st)


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
    if REVEAL_TURNS_FACE_UP:
        st.up.add(cid)
        st.emit("flip", p, cid, ("town", p), ("town", p), "reveal")
    else:
        st.kseen.add(cid)
        st.emit(
            "look", st.king, cid, ("town", p), arg=st.rebels.index(cid), visible_to=(st.king, p)
        )


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
    for c in [c for c in st.rebels if c in st.up or RETURN_TAKES_FACE_DOWN]:
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


# ----- effect sub-decisions ------------------------------------------------------------------


def _act_crier(st, f, a):
    st.stack.pop()
    if a.verb == "ready":
        ready(st, _hand_card(st, st.king, a.arg))
    else:
        st.emit("decline", f[1])


def _act_inquisitor(st, f, a):
    st.stack.pop()
    cid = _hand_card(st, st.king, a.arg)
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
    cid = _hand_card(st, p, a.arg)
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
        hide(st, _hand_card(st, st.peasant, a.arg))
        st.stack.append(frame(f[0], f[1], (f[2][0] + 1, f[2][1])))


def _act_thief_discard(st, f, a):
    st.stack.pop()
    k = st.king
    cid = _hand_card(st, k, a.arg)
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
        ready(st, _hand_card(st, st.king, a.arg))


def _act_reassemble_hide(st, f, a):
    st.stack.pop()
    if a.verb == "hide":
        hide(st, _hand_card(st, st.peasant, a.arg))


def _act_deal(st, f, a):
    st.stack.pop()
    st.king = f[1]  # the Era's winner is King in the next Era
    start_era(st)


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
