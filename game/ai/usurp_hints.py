"""Usurp the King hints in table words: what a move is, and why, from the seat's view only.

``describe`` names a move as the table says it ("place your Dagger by the Queen");
``reasons`` gives short clauses that do not repeat the move ("it gives you control of the King,
3 to 2"; "the Dagger would kill the Queen, whom Altham controls"). They read the Court's rows
(public), the seat's own hand and the cards under its own Books, as ``Court`` does.
"""

from __future__ import annotations

from game.ai.usurp_knowledge import (
    ANTIDOTE,
    BOOKS,
    BRIBERY,
    CONSPIRACY,
    DAGGER,
    GUARD,
    KING,
    N_TYPES,
    POISON,
    USURPER,
    Court,
)
from game.ai.words import HintWords
from game.core.actions import Action
from game.usurp import data
from game.usurp.data import CARD_TYPES, FAMILIES, MEMBER_NAME
from game.usurp.rules import MOVE_PARSE, PLACE_PARSE, member_of


def _family(st, seat: int, c: int) -> str:
    f = c // N_TYPES
    return "your" if f == st.family_of(seat) else f"{FAMILIES[f]}'s"


def _card(st, seat: int, c: int) -> str:
    """A card on the table as ``seat`` names it: a Book's hidden card is never named."""
    return f"{_family(st, seat, c)} {CARD_TYPES[c % N_TYPES]}"


def describe(st, seat: int, a: Action) -> str:
    v, arg = a.verb, a.arg
    if v == "place":
        t, n = PLACE_PARSE[arg]
        return f"place your {CARD_TYPES[t]} by the {MEMBER_NAME[n]}"
    if v == "hide":
        book = st.stack[-1][2] if st.stack and st.stack[-1][0] == "hide" else None
        where = f" by the {MEMBER_NAME[st.loc[book]]}" if book is not None else ""
        return f"hide your {arg} under your Book{where}"
    if v == "stab":
        g = next(c for c in range(len(st.cards)) if st.cards[c].label == arg)
        return f"stab {_card(st, seat, g)}"
    if v == "reveal" or (v == "pass" and st.decision == "book"):
        # (A follow-up is named before its Book's decision is on the table: no member then.)
        frame = st.stack[-1] if st.stack else ()
        book = frame[2] if frame and frame[0] == "book" else None
        where = f" by the {MEMBER_NAME[member_of(st, book)]}" if book is not None else ""
        if v == "pass":
            return f"leave the card under your Book{where} hidden"
        return f"reveal the card under your Book{where}"
    if v == "pass":
        kind = st.decision
        return (
            f"let your {kind.capitalize()} do nothing"
            if kind in ("spy", "agent", "betrayal")
            else "pass"
        )
    if v == "move":
        x, d = MOVE_PARSE[arg]
        src = MEMBER_NAME[member_of(st, x)]
        what = _card(st, seat, x)
        if st.decision == "agent":
            return f"move {what} from the {src} to the {MEMBER_NAME[d]}, your Agent going along"
        return f"move {what} from the {src} to the {MEMBER_NAME[d]}"
    return str(a)


def _control_words(court: Court, n: int, fam: int, delta: int, other: int = -1, odelta: int = 0):
    """How control of ``n`` changes for the seat's family, in words (or None)."""
    if not court.alive[n]:
        return None
    who = MEMBER_NAME[n]
    before, _ = court.margin(n, court.fam)
    if fam == court.fam:
        after, _ = court.margin(n, court.fam, delta)
    else:
        after, _ = court.margin(n, court.fam, 0, fam, delta)
    counts = list(court.inf[n])
    if fam >= 0:
        counts[fam] += delta
    mine = counts[court.fam]
    best = max((v for f, v in enumerate(counts) if f != court.fam), default=0)
    if before < 1 <= after:
        return f"it gives you control of the {who} ({mine} to {best})"
    if before >= 1 > after:
        return f"it costs you control of the {who}"
    if before < 0 <= after and after == 0:
        return f"it ties the {who}, so nobody controls it ({mine} each)"
    if after >= 2 > before:
        return f"it makes your hold on the {who} safe ({mine} to {best})"
    return None


def _kill_words(court: Court, t: int, n: int) -> str | None:
    if not court.alive[n]:
        return None
    who = MEMBER_NAME[n]
    shields = court.guards[n] if t == DAGGER else court.antidotes[n]
    card = CARD_TYPES[t]
    if shields:
        blocker = "a Guard" if t == DAGGER else "an Antidote"
        return f"{blocker} on the {who} would stop the {card}"
    gain = court.kill_gain(n)
    if gain <= 0.2:
        if court.mine(n) >= 0.8:
            return f"the {card} would kill the {who} you control"
        return None
    ctrl = court.st.controller(n)
    if n == KING:
        return f"the {card} would kill the King, and the Heir or the Bastard then decides"
    if ctrl is not None and ctrl != court.fam:
        return f"the {card} would kill the {who}, whom {FAMILIES[ctrl]} controls"
    return f"the {card} would kill the {who}"


def _shield_words(court: Court, t: int, n: int) -> str | None:
    if not court.alive[n] or court.kill_gain(n) >= 0:
        return None
    who = MEMBER_NAME[n]
    threats = court.daggers[n] if t == GUARD else court.poisons[n]
    card = "Dagger" if t == GUARD else "Poison"
    if threats:
        fams = sorted({FAMILIES[c // N_TYPES] for c in threats})
        return f"it shields the {who} from the {' and '.join(fams)} {card} there"
    return f"it shields the {who}, whom you need, from a {card} yet to come"


def _loyalty_words(court: Court, t: int, n: int) -> str | None:
    if n == KING or not court.alive[n]:
        return None
    who = MEMBER_NAME[n]
    need = data.USURPER_DISGRUNTLED_NEEDED
    if t == CONSPIRACY and not court.bribed[n] and not court.disgruntled(n):
        count = court.dis_count + 1
        if court.mine(USURPER) >= 0.8:
            return f"it turns the {who} disgruntled: {count} of the {need} your Usurper needs"
        return f"it turns the {who} disgruntled, so it counts for no rung but the Usurper's"
    if t == BRIBERY:
        ctrl = court.st.controller(USURPER)
        if n == USURPER and ctrl is not None and ctrl != court.fam:
            # (The control named is the one before this move; a bribed Usurper is simply not
            # counted among the disgruntled, data.USURPER_MUST_BE_DISGRUNTLED.)
            if data.USURPER_MUST_BE_DISGRUNTLED:
                return f"a bribed Usurper cannot win, so {FAMILIES[ctrl]}'s hold on him is no use"
            return (
                f"the Usurper, held by {FAMILIES[ctrl]} now, would not count himself "
                f"disgruntled: one fewer of the {need} his rung needs"
            )
        if court.disgruntled(n):
            return f"it keeps the {who} loyal"
    return None


def reasons(st, seat: int, a: Action) -> list[str]:
    if not st.stack:
        return []
    court = Court(st, st.family_of(seat), seat)
    fam = court.fam
    out: list[str | None] = []
    if a.verb == "place":
        t, n = PLACE_PARSE[a.arg]
        out.append(_control_words(court, n, fam, 1))
        if t in (DAGGER, POISON):
            out.append(_kill_words(court, t, n))
        elif t in (GUARD, ANTIDOTE):
            out.append(_shield_words(court, t, n))
        elif t in (CONSPIRACY, BRIBERY):
            out.append(_loyalty_words(court, t, n))
        elif t == BOOKS:
            out.append(
                "a card hidden under it acts late, after the Daggers, where nobody sees it coming"
            )
    elif a.verb == "hide":
        book = st.stack[-1][2]
        n = st.loc[book]
        t = CARD_TYPES.index(a.arg)
        if t in (DAGGER, POISON):
            out.append(_kill_words(court, t, n))
        elif t == ANTIDOTE:
            out.append(_shield_words(court, t, n))
        elif t in (CONSPIRACY, BRIBERY):
            out.append(_loyalty_words(court, t, n))
    elif a.verb == "move":
        x, d = MOVE_PARSE[a.arg]
        src = member_of(st, x)
        fx = x // N_TYPES
        t = x % N_TYPES
        out.append(_control_words(court, src, fx, -1))
        out.append(_control_words(court, d, fx, 1))
        live = x in st.face_up and x not in st.resolved
        if t in (DAGGER, POISON) and live:
            if court.kill_gain(src) < 0 and court.alive[src]:
                out.append(f"it takes the {CARD_TYPES[t]} away from the {MEMBER_NAME[src]}")
            out.append(_kill_words(court, t, d))
        elif t in (CONSPIRACY, BRIBERY):
            out.append(_loyalty_words(court, t, d))
        elif t in (GUARD, ANTIDOTE) and live:
            # The gain first, then what it costs (a Guard moved to shield the Queen there).
            out.insert(0, _shield_words(court, t, d))
    elif a.verb == "reveal":
        book = st.stack[-1][2]
        h = st.under[book]
        n = st.loc[book]
        t = h % N_TYPES
        if t in (DAGGER, POISON):
            out.append(_kill_words(court, t, n))
        elif t == ANTIDOTE:
            out.append(_shield_words(court, t, n))
        elif t in (CONSPIRACY, BRIBERY):
            out.append(_loyalty_words(court, t, n))
    elif a.verb == "pass" and st.decision == "book":
        out.append("what the card would do there does not help your family")
    elif a.verb == "pass":
        out.append("no move of it helps your family")
    return [c for c in out if c]


class UsurpWords(HintWords):
    """Usurp the King's words for the hints and the review (``game.ai.words``)."""

    def describe(self, state, seat: int, text: str) -> str:
        return describe(state, seat, Action.parse(text))

    def reasons(self, state, seat: int, text: str, follow: str | None, odds) -> list[str]:
        return reasons(state, seat, Action.parse(text))


# Usurp the King's GameInfo (game/usurp/plugin.py) names this module for game.ai.words.
WORDS = UsurpWords()
