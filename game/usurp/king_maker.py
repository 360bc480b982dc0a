"""The king-maker rule (rulebook, King Maker).

It applies on "the last turn of the game", read as the game's last decision with a choice: a
decision where every legal action ends the game with no further decision. It is found by looking
ahead: each action is tried on a copy and the automatic rest run; the first action whose rest
still owes a decision shows this is not the last turn, and the look-ahead stops there.

If, on the last turn, the deciding family wins under no action, every action makes some other
family win, and at least two different families can be made winners, the decider must take an
action that makes the family highest on its reference card (``data.reference_card``) win.

The look-ahead reads only what the table shows (``data.KING_MAKER_PUBLIC_ONLY``): it is run in
every position the table cannot tell apart (each hidden Book card still to act being any unseen
card of its family), and the rule applies only if its conditions hold in all of them with the
same favoured family; the moves kept make that family win in all of them. A ``hide`` decision
never is restricted (what goes under the Book is the hider's secret).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from game.core.actions import Action
from game.usurp import data
from game.usurp.data import FAMILIES


def outcomes(st, acts: list[Action], mine: int) -> list[int | None] | None:
    """The winning family under each action; None as soon as the rule cannot apply: some
    action's rest owes a decision (this is not the last turn), or an action makes the decider's
    family (``mine``) or nobody win."""
    out = []
    for a in acts:
        c = st.clone()
        c._ev = None
        c.history = None
        c.lookahead = True
        c._act(a)
        if c.stack or c.winner is None or c.winner == mine:
            return None
        out.append(c.winner)
    return out


def could_follow(st) -> bool:
    """Cheap test: a further decision surely follows this one, whatever is chosen (a placement
    before the last, a Book still to fill after this one)."""
    kind = st.stack[-1][0]
    if kind == "place":
        return st.order_index < len(st.order) - 1
    if kind == "hide":
        return st.hide_index < len(st.hides) - 1
    return False


def worlds(st) -> Iterator | None:
    """The positions the table cannot tell from this one, the real one first: every assignment
    of the cards still hidden under Books not yet resolved, each Book's card any unseen
    non-Agent card of its family (``view()["remaining"]``); only the state itself when nothing
    hidden is still to act. None when there are more than ``data.KING_MAKER_WORLDS_CAP`` (the
    rule is then not applied). Built one at a time: the look-ahead usually stops at the first."""
    resolved, revealed = st.resolved, st.revealed
    books = [b for b, h in st.under.items() if b not in resolved and h not in revealed]
    if not books:
        return iter((st,))
    n_types = len(data.CARD_TYPES)
    banned = {data.CARD_TYPES.index(t) for t in data.NEVER_HIDDEN}
    unseen = st.remaining()
    choices = [[c for c in unseen[b // n_types] if c % n_types not in banned] for b in books]
    total = 1
    for options in choices:
        total *= len(options)
    if total > data.KING_MAKER_WORLDS_CAP:
        return None
    return _assigned(st, books, choices)


def _assigned(st, books: list[int], choices: list[list[int]]) -> Iterator:
    yield st
    real = tuple(st.under[b] for b in books)
    for combo in product(*choices):
        if combo == real:
            continue
        w = st.clone()
        for b, c in zip(books, combo, strict=True):
            old = w.under[b]
            if c == old:
                continue
            seat = w.holder[c]
            w.hands[seat].remove(c)
            w.hands[seat].append(old)
            w.holder[old], w.loc[old] = seat, 0
            del w.book_of[old]
            w.under[b], w.book_of[c] = c, b
            w.holder[c], w.loc[c] = w.holder[b], -1
        yield w


def restrict(st, acts: list[Action]) -> tuple[list[Action], dict | None]:
    """``acts`` under the king-maker rule, and the reason (``view()["king_maker"]``) or None."""
    if len(acts) < 2 or not st.stack or could_follow(st):
        return acts, None
    kind, seat = st.stack[-1][0], st.stack[-1][1]
    if data.KING_MAKER_PUBLIC_ONLY and kind == "hide":
        return acts, None  # what is hidden now is the hider's secret: never the table's
    mine = st.family_of(seat)
    card = data.reference_card(mine, st.families)
    positions = worlds(st) if data.KING_MAKER_PUBLIC_ONLY else iter((st,))
    if positions is None:
        return acts, None
    favoured = None
    winners: set[int] = set()
    every: list[list[int | None]] = []
    for w in positions:
        results = outcomes(w, acts, mine)
        if results is None:
            return acts, None
        found = set(results)
        if len(found) < 2:
            return acts, None
        best = next(f for f in card if f in found)
        if favoured is not None and best != favoured:
            return acts, None  # which family the card favours depends on a hidden card
        favoured = best
        winners |= found
        every.append(results)
    kept = [a for i, a in enumerate(acts) if all(r[i] == favoured for r in every)]
    if not kept:
        return acts, None
    others = sorted((f for f in winners if f != favoured), key=card.index)
    names = ", ".join(FAMILIES[f] for f in others)
    why = (
        f"King-maker: {FAMILIES[mine]} cannot win on the last turn and every move makes another "
        f"family win; {FAMILIES[favoured]} is highest on {FAMILIES[mine]}'s reference card "
        f"(above {names}), so only the moves making {FAMILIES[favoured]} win are allowed."
    )
    info = {"seat": seat, "favoured": favoured, "others": others, "why": why}
    return kept, info
