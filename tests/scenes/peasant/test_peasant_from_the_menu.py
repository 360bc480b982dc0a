"""A newcomer's path: the menu, New game, King and Peasant in setup, and a whole match against
the computer to a winner, by clicks only (the real scoring screen's Next Era included)."""

from __future__ import annotations

import random

from peasant_helpers import click_action, patient

from scenes.menu import MenuScene
from scenes.table.scene import TableScene


def test_king_and_peasant_is_chosen_in_setup_and_played_to_a_match_winner(app, drive, monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    app.settings.anim_speed = "instant"
    app.settings.ai_pace = 0.0
    app.to_menu()
    drive.frames()
    drive.press("new")
    setup = app.stack.top
    drive.press("game:peasant")
    assert setup.mode_id.startswith("peasant/")
    drive.press("option:first_king:0")
    drive.press("start")
    table = app.stack.top
    assert isinstance(table, TableScene)
    session = table.session
    assert session.mode_id == "peasant/eras" and session.state.king == 0
    rng = random.Random(8)
    nexts = 0
    for _ in range(20000):
        if session.finished:
            break
        top = app.stack.top
        if top is not table:
            assert top.name == "scoring"
            assert top.words.round_word == "Era"
            drive.press("next")
            nexts += 1
            continue
        if table._human_may_act() and not table.board.busy:
            assert click_action(app, table, patient(rng, table.legal()))
        else:
            drive.step()
    assert session.state.match_over and max(session.state.scores) == 2
    assert nexts >= 1
    drive.frames(3)
    assert app.stack.top.name == "scoring" or isinstance(app.stack.top, MenuScene)
