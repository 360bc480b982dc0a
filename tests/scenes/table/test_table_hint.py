"""The hint on the table: every line shown at every window size, the move said once."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import key

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
LONG = (
    "Then name the Princess: they are likely to hold the Princess (about 64%); a hit makes the "
    "Soldier 7 and lets you Disgrace up to three Court cards. It is your cheapest card that "
    "beats the Inquisitor (4), so stronger ones wait; they may stop it with the King's Hand "
    "(about 58%). About 64% to win the round this way (next best, play the Elder: 51%)."
)


def _table(app, seed=3):
    session = MatchSession("imposter/2p-base", SOLO, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    for _ in range(200):
        if table._human_may_act() and not table.board.busy:
            break
        step(app, [])
    return session, table


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_long_hint_is_shown_whole_and_the_log_gives_up_the_room(app, size):
    session, table = _table(app)
    app.resize(size)
    step(app, [])
    lay = table.layout
    log_before = lay.log_rect.h
    action = table.view()["legal"][0]
    table.hint = (action, LONG)
    step(app, [])
    lines = table.drawer._hint_lines(table.view(), table.hint)
    font = table.painter.fonts.get("ui", lay.small_px)
    assert len(lines) > 3  # longer than the old three-row box
    assert lay.hint_line.h >= len(lines) * font.get_linesize()
    assert "".join(lines).replace(" ", "") == f"Hint:{_words(table, action)}.{LONG}".replace(
        " ", ""
    )
    for ln in lines:
        assert font.size(ln)[0] <= lay.hint_line.w
    # The box sits between the log and the buttons, overlapping neither.
    assert lay.log_rect.bottom <= lay.hint_line.top
    assert lay.hint_line.bottom <= min(r.top for r in lay.panel_buttons.values())
    assert lay.log_rect.h < log_before and lay.log_rect.h > 0
    table.hint = None
    step(app, [])
    assert lay.log_rect.h == log_before  # without a hint the log has its room back


def _words(table, action):
    from scenes.imposter.table.draw import _action_words

    return _action_words(action)


def test_the_hint_line_says_the_move_once(app):
    session, table = _table(app)
    key(app, pygame.K_h)
    for _ in range(3):
        step(app, [])
    assert table.hint is not None
    action, reason = table.hint
    lines = table.drawer._hint_lines(table.view(), table.hint)
    text = " ".join(lines)
    words = _words(table, action)
    assert text.startswith(f"Hint: {words}.")
    assert words.lower() not in reason.lower()
