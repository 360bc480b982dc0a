"""Pass-and-play handoffs with three people, where decisions jump between seats (the Princess's
swap, the King's Hand window, the Cutthroat setup): each handoff names the person whose screen
follows, the table then shows that seat, and no handoff comes for a decision nobody makes (a
reaction window where passing is all one can do, a step the player already chose)."""

from __future__ import annotations

import random

from table_helpers import click, party_secrets, party_visible_ids, watch_frames

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

NAMES = ["Ana", "Bob", "Cleo"]


def _ready_point(handoff) -> tuple[int, int]:
    return handoff.buttons["ready"].rect.center


def _pick(rng, legal: list[str]) -> str:
    """Random play that plays the Princess on someone whenever it can (to swap across seats)."""
    for want in ("play Princess", "choose "):
        hits = [a for a in legal if a.startswith(want)]
        if hits:
            return rng.choice(hits)
    return rng.choice(legal)


def _play_with_three(app, seed: int):
    session = MatchSession(
        "imposter/cutthroat", [SeatSetup(n, "human") for n in NAMES], seed, autosave=False
    )
    table = TableScene(app, session)
    app.stack.push(table)
    frames = watch_frames(session, table, party_visible_ids, party_secrets)
    rng = random.Random(seed)
    log = {"handoffs": [], "swaps_across": 0, "empty": [], "pass_only": 0}
    acted_since_handoff = True
    for _ in range(6000):
        st = session.state
        if st.round_over or st.match_over:
            break
        handoffs = [s for s in app.stack.scenes if s.name == "handoff"]
        assert len(handoffs) <= 1, "two handoffs lie on the stack at once"
        top = app.stack.top
        if top is not table and top.name == "handoff":
            if not acted_since_handoff:
                log["empty"].append((log["handoffs"][-1], top.player_name))
            log["handoffs"].append(top.player_name)
            click(app, _ready_point(top))
            assert app.stack.top is table or app.stack.top.name == "handoff"
            if app.stack.top is table:
                # The seat named on the curtain is the one the table shows now.
                assert not table.curtain
                assert NAMES[table.viewer] == top.player_name
                if session.state.decision == "react" and table.legal() == ["pass"]:
                    # Handed the laptop for a window it can only pass: the prompt waits for
                    # the click (no empty handoff, and no skipped one that would tell the
                    # table this seat holds no such card).
                    assert table._human_may_act()
                    log["pass_only"] += 1
            acted_since_handoff = False
        elif top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            assert st.current_seat == table.viewer
            action = _pick(rng, table.legal())
            if st.decision == "swap_give" and st.stack[-1][1] != st.stack[-1][2]:
                log["swaps_across"] += 1
            click(app, table.click_point(action))
            acted_since_handoff = True
        else:
            step(app, [])
    assert session.state.round_over or session.state.match_over
    return log, frames


def test_three_people_swap_with_the_princess_and_each_handoff_shows_the_seat_it_names(app):
    log, frames = _play_with_three(app, 1)
    assert log["swaps_across"] >= 1  # the chosen player clicked its side of a swap
    assert frames["viewers"] == {0, 1, 2}
    assert frames["checked"] > 50


def test_no_handoff_comes_for_a_decision_nobody_has_to_make(app):
    pass_only = 0
    for seed in (1, 2):
        log, _ = _play_with_three(app, seed)
        assert len(log["handoffs"]) >= 6
        assert log["empty"] == [], f"handoffs with nothing to do: {log['empty']}"
        pass_only += log["pass_only"]
        for _scene in list(app.stack.scenes):
            app.stack.pop()
    assert pass_only >= 1


def test_a_newer_handoff_replaces_an_older_one_and_the_table_shows_the_seat_it_names(app):
    session = MatchSession(
        "imposter/cutthroat", [SeatSetup(n, "human") for n in NAMES], 3, autosave=False
    )
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(5):
        step(app, [])
    now = session.state.current_seat
    table._begin_handoff((now + 1) % 3)
    older = app.stack.top
    table._begin_handoff(now)
    assert [s.name for s in app.stack.scenes].count("handoff") == 1
    assert app.stack.top.player_name == NAMES[now]
    older.on_done()  # a press that reached the older curtain changes nothing
    assert table.curtain
    click(app, _ready_point(app.stack.top))
    assert app.stack.top is table
    assert not table.curtain and table.viewer == now


def test_the_curtain_names_no_computer_as_the_one_to_take_the_screen(app):
    """Pass-and-play with a computer to move first: behind the opening curtain the line says the
    computer is thinking, not "Pass the screen to" it; once a person is to move it names them."""
    seed = 3
    probe = MatchSession(
        "imposter/cutthroat", [SeatSetup(n, "human") for n in NAMES], seed, autosave=False
    )
    first = probe.state.current_seat
    seats = [
        SeatSetup(n, "computer" if i == first else "human", "easy") for i, n in enumerate(NAMES)
    ]
    session = MatchSession("imposter/cutthroat", seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    assert table.curtain and session.state.current_seat == first
    view = table.drawer.view()
    assert table.drawer.prompt_words(view) == f"{NAMES[first]} is thinking..."
    # The same seat played by a person: the curtain hands them the screen.
    session.seats[first] = SeatSetup(NAMES[first], "human")
    assert table.drawer.prompt_words(view) == f"Pass the screen to {NAMES[first]}"
