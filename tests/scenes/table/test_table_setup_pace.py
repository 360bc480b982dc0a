"""The computers' setup placements in 2v2 (Reveal: three cards each, all at once by the rules)
are paced as one step, not a full computer's pause per card."""

from __future__ import annotations

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _computer_reveal_gaps(app) -> list[float]:
    """Seconds of table time between one computer's Reveal placement and the next computer's."""
    app.settings.anim_speed = "normal"
    app.settings.ai_pace = 0.8
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(n, "computer", "easy") for n in ("Bob", "Cleo", "Dara")
    ]
    session = MatchSession("imposter/2v2", seats, 8, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    dt = 1 / 60
    clock, last, gaps, placed = 0.0, None, [], 0
    for _ in range(20000):
        st = session.state
        if st.decision != "reveal" and placed:
            break
        if table._human_may_act() and not table.board.busy:
            table.choose(table.legal()[0])
            last = None  # the next gap starts at a person's card, not a computer's
            continue
        before = len(st.history)
        step(app, [], dt)
        clock += dt
        if len(st.history) > before and st.history[-1].startswith("reveal"):
            placed += 1
            if last is not None:
                gaps.append(clock - last)
            last = clock
    assert placed == 9  # three computers, three cards each
    return gaps


def test_the_computers_reveal_placements_take_a_short_pause_each(app):
    gaps = _computer_reveal_gaps(app)
    assert len(gaps) >= 6
    # A full computer's pause (0.8 s) and a card's flight per card made ~1.3 s each.
    assert max(gaps) < 0.4, f"{max(gaps):.2f} s between two computers' placements"


def test_each_take_of_the_cutthroat_exchange_is_seen_before_the_next(app):
    # Play-test finding 18: the exchange's three takes resolved in one blink.
    from scenes.imposter.table.board import TAKE_SLOW
    from scenes.table.animator import MOVE

    app.settings.anim_speed = "normal"
    app.settings.ai_pace = 0.8
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(n, "computer", "easy") for n in ("Bob", "Cleo")
    ]
    session = MatchSession("imposter/cutthroat", seats, 5, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    dt = 1 / 60
    takes: list[tuple] = []  # (board time, action, its flight, its seat)
    seen = 0
    for _ in range(20000):
        st = session.state
        if st.decision not in ("reveal", "exchange", "exchange_first"):
            break
        mover = st.current_seat
        if table._human_may_act() and not table.board.busy:
            table.choose(table.legal()[0])
        else:
            step(app, [], dt)
        for text in st.history[seen:]:
            if text.startswith("take"):
                flight = max(
                    (sp.steps[-1].dur for sp in table.board.sprites if sp.steps), default=0
                )
                takes.append((table.board.clock, text, flight, mover))
        seen = len(st.history)
    assert len(takes) == 3, takes
    # Each take's card rises and flies slower than a plain move ...
    assert all(t[2] >= MOVE * TAKE_SLOW - 1e-9 for t in takes)
    # ... and a computer's take waits its whole pause after the take before, a person's too.
    gaps = [b[0] - a[0] for a, b in zip(takes, takes[1:], strict=False) if b[3] != 0]
    assert gaps and min(gaps) >= 0.8, takes
    assert 0 in [t[3] for t in takes[:2]]  # (a person's take came before a computer's)
