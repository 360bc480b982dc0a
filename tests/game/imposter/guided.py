"""Playing a guided game as the table does, for the tests of the scripts and of their tables:
the newcomer makes the move the last note asked for (else the Easy move), and the computers make
the moves the table's would (the Easy player, seeded as ``scenes.table.scene`` seeds it: by the
match's seed, the prepared deal's, and the count of moves so far)."""

from __future__ import annotations

from game.ai.players import make_player
from game.core.registry import new_match
from game.core.tutorial import Tutorial


def asked(step, legal: list[str]) -> str | None:
    """The first legal move the step asks for, or None."""
    if step is None:
        return None
    for text in legal:
        if any(text == e or (e.endswith(" ") and text.startswith(e)) for e in step.expect):
            return text
    return None


def newcomer_move(st, tut: Tutorial, seat: int = 0) -> str:
    """The move the last note asked for when it is legal, else the Easy move."""
    legal = [str(a) for a in st.legal_actions()]
    return asked(tut.asking, legal) or str(
        make_player("easy", (st.seed * 7 + len(st.history)) % 2**31).choose(st, seat)
    )


def computer_move(st, seat: int) -> str:
    """The move the table's Easy computer makes (``TableScene._ask_ai``'s seed)."""
    seed = (st.seed * 1_000_003 + len(st.history)) % 2**31
    return str(make_player("easy", seed).choose(st, seat))


def play_round_one(script, viewer: int = 0, choose=None):
    """The script's match until its wrap-up (the first round scored); ``choose(st, tut)`` may give the newcomer's
    move (None: as ``newcomer_move``). Returns the state and the pointers (id, moves) in the
    order they came, wrong-move notes included."""
    st = new_match(script.mode, 0)
    tut = Tutorial(script, viewer)
    came = [(p.id, 0) for p in tut.observe([], st.view(viewer), st.cards, 0)]
    while not tut.finished and len(st.history) < 400:
        seat = st.current_seat
        if seat == viewer:
            text = (choose and choose(st, tut)) or newcomer_move(st, tut, viewer)
        else:
            text = computer_move(st, seat)
        events = st.apply(text)
        moves = len(st.history)
        wrong = tut.acted(seat, text, moves)
        came += [(wrong.id, moves)] if wrong else []
        came += [(p.id, moves) for p in tut.observe(events, st.view(viewer), st.cards, moves)]
    return st, came
