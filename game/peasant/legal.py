"""King and Peasant: the legal actions of each decision frame (``LEGAL``), read from the state
and never changing it."""

from __future__ import annotations

from itertools import permutations

from game.core.actions import Action
from game.peasant import readings
from game.peasant.cards import (
    ACTION,
    GUARD,
    INFILTRATE,
    KING,
    PEASANT,
    REBEL,
)
from game.peasant.era import DEAL, DONE, DRAW, PASS
from game.peasant.readings import GUARD_CAP, SETUP_PLACEMENTS
from game.peasant.state import PeasantState


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
    if readings.REVEAL_TURNS_FACE_UP:
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
        if c != skip and (c in st.up or readings.RETURN_TAKES_FACE_DOWN)
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
            if readings.REVOLT_EACH_CHOOSES or not sneaks:
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
