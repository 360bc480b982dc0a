"""Three and four players through the table: whole matches from the setup screen by clicks
only against computers, and pass-and-play with three and four people that never draws a card a
seat may not see (a 2v2 partner sees only what partners may)."""

from __future__ import annotations

import random

import pytest
from table_helpers import (
    click,
    match_from_setup,
    party_secrets,
    party_visible_ids,
    play_privacy_round,
    took,
)

from scenes.app import step


def _play_to_the_end(app, drive, table, seed: int) -> int:
    session = table.session
    rng = random.Random(seed)
    clicks = 0
    for _ in range(30000):
        if session.state.match_over:
            break
        top = app.stack.top
        if top is not table:
            assert top.name == "scoring"
            drive.press("next")
            continue
        if table._human_may_act() and not table.board.busy:
            action = rng.choice(table.legal())
            pos = table.click_point(action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            before = len(session.state.history)
            click(app, pos)
            clicks += 1
            assert took(table, session, before, action)
        else:
            step(app, [])
    assert session.state.match_over
    return clicks


def test_a_cutthroat_match_against_two_computers_is_played_from_setup_by_clicks(app, drive):
    table = match_from_setup(app, drive, "Cutthroat", "imposter/cutthroat", 5)
    kinds: set[str] = set()
    real = table._refresh_prompt

    def seen():
        kinds.add(table.state.decision)
        real()

    table._refresh_prompt = seen
    clicks = _play_to_the_end(app, drive, table, seed=5)
    st = table.session.state
    assert max(st.scores) >= 7 and clicks > 20
    assert {"reveal", "exchange"} <= kinds


def test_a_2v2_match_with_a_computer_partner_is_played_from_setup_by_clicks(app, drive):
    table = match_from_setup(app, drive, "2v2", "imposter/2v2", 6)
    clicks = _play_to_the_end(app, drive, table, seed=6)
    st = table.session.state
    assert max(st.scores) >= 7 and clicks > 20
    assert st.scores[0] == st.scores[2] and st.scores[1] == st.scores[3]


@pytest.mark.parametrize(
    "mode_id, humans",
    [
        ("imposter/cutthroat", (0, 1, 2)),
        ("imposter/2v2", (0, 1, 2, 3)),
        ("imposter/2v2", (0, 2)),  # two partners at one screen against two computers
    ],
)
def test_pass_and_play_with_three_and_four_never_draws_another_seats_secret(
    app, fake_scoring, mode_id, humans
):
    session, handoffs, frames = play_privacy_round(
        app, mode_id, humans, party_visible_ids, party_secrets
    )
    assert session.state.round_no > 1 or session.state.match_over
    assert handoffs >= 2 * len(humans)
    assert frames["viewers"] == set(humans)
    assert frames["checked"] > 50
