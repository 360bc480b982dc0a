"""Keeping a match: the autosave after every action, Continue, corrupt saves, finished matches."""

from __future__ import annotations

import json

import pygame

from scenes import storage
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]


def test_save_quit_to_menu_and_continue_restores_the_identical_match(
    app, drive, fake_table, play_until
):
    session = MatchSession("imposter/2p-base", SEATS, seed=11)
    play_until(session, lambda st: len(st.history) >= 12, seed=5)
    app.start_match(session)
    before = session.state.snapshot()
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.press("quit")
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert "continue" in menu.buttons
    drive.press("continue")
    table = app.stack.top
    assert isinstance(table, fake_table)
    restored = table.session
    assert restored is not session
    assert restored.state.snapshot() == before
    assert restored.seats == SEATS
    assert restored.viewer == 0


def test_every_action_updates_the_autosave(play_until):
    session = MatchSession("imposter/2p-base", SEATS, seed=2)
    play_until(session, lambda st: len(st.history) >= 3, seed=1)
    saved = json.loads(storage.autosave_path().read_text())
    assert saved["match"]["actions"] == session.state.history
    assert saved["seats"][1] == {"name": "Lady Vesna", "kind": "computer", "level": "easy"}


def test_a_corrupt_autosave_is_moved_aside_with_a_message_and_the_menu_still_works(
    app, drive, fake_table
):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not a save")
    app.to_menu()
    drive.frames()
    menu = app.stack.top
    assert "continue" not in menu.buttons
    assert menu.notices and "could not be continued" in menu.notices[0]
    assert not path.exists()
    kept = list(path.parent.glob("autosave.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "{ this is not a save"
    drive.press("new")
    drive.press("start")
    assert isinstance(app.stack.top, fake_table)


def test_a_save_from_another_version_is_refused_in_words():
    session = MatchSession("imposter/2p-base", SEATS, seed=4)
    data = json.loads(session.to_json())
    data["match"]["version"] = 99
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert "version 99" in problems[0]
    assert list(path.parent.glob("autosave.corrupt-*.json"))


def test_a_save_with_broken_seats_is_refused():
    session = MatchSession("imposter/2p-base", SEATS, seed=4)
    data = json.loads(session.to_json())
    data["seats"] = [{"name": "Alice", "kind": "wizard"}]
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert "seats" in problems[0]


def test_a_finished_match_deletes_the_autosave(play_until):
    session = MatchSession("imposter/quickplay-1", SEATS, seed=8)
    play_until(session, lambda st: len(st.history) >= 2, seed=3)
    assert storage.autosave_path().exists()
    play_until(session, lambda st: st.match_over, seed=3)
    assert not storage.autosave_path().exists()


def test_conceding_ends_the_match_for_the_opponent(app, drive, fake_table, play_until):
    session = MatchSession("imposter/2p-base", SEATS, seed=6)
    play_until(session, lambda st: len(st.history) >= 4, seed=2)
    app.start_match(session)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.press("concede")
    assert "concede_yes" in app.stack.top.buttons
    drive.key(pygame.K_ESCAPE)  # changes nothing: back to the pause menu
    assert session.conceded is None and "concede" in app.stack.top.buttons
    drive.press("concede")
    drive.press("concede_yes")
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene)
    assert scoring.match_over and session.winner == 1
    assert scoring.headline() == "Lady Vesna wins the match!"
    assert "Alice conceded" in scoring.reason()
    assert not storage.autosave_path().exists()
    drive.frames()
    drive.press("menu")
    assert isinstance(app.stack.top, MenuScene)
    assert "continue" not in app.stack.top.buttons


def test_a_save_whose_replay_breaks_is_moved_aside_too(monkeypatch):
    session = MatchSession("imposter/2p-base", SEATS, seed=4)
    session.save()

    def broken(text):
        raise RuntimeError("a rules bug")

    monkeypatch.setattr("game.core.saves.loads", broken)
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert "a rules bug" in problems[0]
    assert not storage.autosave_path().exists()
