"""The king-maker rule (rulebook, King Maker).

It applies on "the last turn of the game", read as the game's last decision with a choice: a
decision where every legal action ends the game with no further decision. It is found by looking
ahead: each action is tried on a copy and the automatic rest run; the first action whose rest
still owes a decision shows this is not the last turn, and the look-ahead stops there.

If, on the last turn, the deciding family wins under no action, every action makes some other
family win, and at least two different families can be made winners, the decider must take an
action that makes the family highest on its reference card (``data.reference_card``) win.
"""

from __future__ import annotations

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


def hidden_still_to_act(st) -> bool:
    """A Book not yet resolved still hides its card: what the rest of the game does depends on
    a card some seat cannot see (a teammate's, or another family's; and the decider's own would
    show through ``view()["king_maker"]``), so the last turn cannot be known from the table and
    the rule does not apply (``data.KING_MAKER_PUBLIC_ONLY``)."""
    resolved, revealed = st.resolved, st.revealed
    return any(b not in resolved and h not in revealed for b, h in st.under.items())


def restrict(st, acts: list[Action]) -> tuple[list[Action], dict | None]:
    """``acts`` under the king-maker rule, and the reason (``view()["king_maker"]``) or None."""
    if len(acts) < 2 or not st.stack or could_follow(st):
        return acts, None
    if data.KING_MAKER_PUBLIC_ONLY and hidden_still_to_act(st):
        return acts, None
    seat = st.stack[-1][1]
    mine = st.family_of(seat)
    results = outcomes(st, acts, mine)
    if results is None:
        return acts, None
    winners = set(results)
    if len(winners) < 2:
        return acts, None
    card = data.reference_card(mine, st.families)
    favoured = next(f for f in card if f in winners)
    others = sorted((f for f in winners if f != favoured), key=card.index)
    kept = [a for a, w in zip(acts, results, strict=True) if w == favoured]
    names = ", ".join(FAMILIES[f] for f in others)
    why = (
        f"King-maker: {FAMILIES[mine]} cannot win on the last turn and every move makes another "
        f"family win; {FAMILIES[favoured]} is highest on {FAMILIES[mine]}'s reference card "
        f"(above {names}), so only the moves making {FAMILIES[favoured]} win are allowed."
    )
    info = {"seat": seat, "favoured": favoured, "others": others, "why": why}
    return kept, info
