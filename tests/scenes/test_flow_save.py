"""Keeping a match: the autosave after every action, Continue, corrupt saves, finished matches."""

from __future__ import annotations

import json
import os
import random
import time

import pygame
import pytest

from scenes import session as session_module
from scenes import storage
from scenes.app import make_app, step
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
    saved = json.loads(storage.saved_path(session.match_id).read_text())
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
    assert storage.saved_path(session.match_id).exists()
    play_until(session, lambda st: st.match_over, seed=3)
    assert not storage.saved_path(session.match_id).exists()


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
    assert not storage.saved_path(session.match_id).exists()
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
    assert not storage.saved_path(session.match_id).exists()
    assert list(storage.saved_dir().glob(f"{session.match_id}.corrupt-*.json"))


# ----- every field of a save is checked when it is read ------------------------------------------


def _write_autosave(data) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))


def _saved(**changes) -> dict:
    """A good autosave of a short match, as a dict, with ``changes`` applied to it."""
    session = MatchSession("imposter/2p-base", SEATS, seed=4, autosave=False)
    data = json.loads(session.to_json())
    for key, value in changes.items():
        data[key] = value
    return data


def _refused(data) -> str:
    """Load ``data`` as the autosave: it must be refused with one message and moved aside."""
    _write_autosave(data)
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert len(problems) == 1 and "could not be continued" in problems[0]
    assert not storage.autosave_path().exists()
    assert len(list(storage.data_dir().glob("autosave.corrupt-*.json"))) == 1
    return problems[0]


def test_a_seat_name_holding_a_nul_is_refused_and_the_menu_opens(app, drive, fake_table):
    data = _saved(
        seats=[{"name": "Ali\x00ce", "kind": "human", "level": "normal"}, SEATS[1].__dict__]
    )
    _write_autosave(data)
    app.to_menu()
    drive.frames(2)  # drawing the menu with that name in its summary used to crash
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "continue" not in menu.buttons
    assert "cannot be shown" in menu.notices[0]
    assert "\x00" not in menu.notices[0]
    assert list(storage.data_dir().glob("autosave.corrupt-*.json"))


def test_a_long_seat_name_is_refused_by_its_length():
    huge = "A" * 200_000  # a megabyte is refused sooner, by the file's size
    message = _refused(_saved(seats=[{"name": huge, "kind": "human"}, SEATS[1].__dict__]))
    assert f"at most {session_module.NAME_LIMIT}" in message
    assert len(message) < 300  # the name itself is never repeated in the message


def test_a_megabyte_seat_name_is_refused_by_the_file_size():
    huge = "A" * 1_000_000
    message = _refused(_saved(seats=[{"name": huge, "kind": "human"}, SEATS[1].__dict__]))
    assert "too large" in message


def test_an_unknown_computer_level_is_refused_not_played_as_a_random_player():
    seats = [SEATS[0].__dict__, {"name": "Lady Vesna", "kind": "computer", "level": "godlike"}]
    message = _refused(_saved(seats=seats))
    assert "'godlike'" in message and "easy, normal, hard, expert" in message


def test_a_session_cannot_be_made_with_an_unknown_level():
    with pytest.raises(ValueError, match="level"):
        MatchSession("imposter/2p-base", [SEATS[0], SeatSetup("Bot", "computer", "godlike")], 1)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("mode", "imposter/no-such-mode", "game mode"),
        ("mode", 7, "game mode"),
        ("seed", "12", "seed"),
        ("seed", 1.5, "seed"),
        ("seed", True, "seed"),
        ("seed", 2**70, "seed"),
        ("actions", "play Fool", "moves"),
        ("actions", [1, 2], "moves"),
        ("actions", ["nonsense move"], "cannot be replayed"),
        ("actions", ["pass"] * 20_001, "more than any match"),
        ("actions", ["x" * 500], "is not a move"),
    ],
)
def test_each_field_of_the_match_is_checked(field, value, words):
    data = _saved()
    data["match"][field] = value
    assert words in _refused(data)


def test_a_finished_match_is_not_offered_to_continue():
    session = MatchSession("imposter/quickplay-1", SEATS, seed=8, autosave=False)
    rng = random.Random(3)
    while not session.state.match_over:
        session.state.apply(rng.choice(session.state.legal_actions()))
    assert "already over" in _refused(session.to_json())


def test_the_seat_count_must_match_the_mode():
    assert "2 seats" in _refused(_saved(seats=[SEATS[0].__dict__]))


def test_a_viewer_outside_the_match_is_refused():
    assert "at the screen" in _refused(_saved(viewer=5))


def test_a_huge_autosave_is_refused_before_it_is_read():
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        f.truncate(50_000_000)  # sparse: 50 MB on paper, nothing on disk
    message = _refused_path()
    assert "too large" in message


def _refused_path() -> str:
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert not storage.autosave_path().exists()
    return problems[0]


@pytest.mark.parametrize(
    "text",
    ["[" * 200_000 + "]" * 200_000, '{"format": ' + "9" * 5000 + "}"],
    ids=["deeply nested", "5000-digit integer"],
)
def test_a_save_that_defeats_the_json_parser_is_refused_in_words(text):
    assert "cannot be read" in _refused(text)


def test_a_good_save_still_loads_after_the_checks(play_until):
    session = MatchSession("imposter/2p-base", SEATS, seed=11)
    play_until(session, lambda st: len(st.history) >= 20, seed=2)
    loaded = MatchSession.load_autosave()
    assert loaded is not None and loaded.state.snapshot() == session.state.snapshot()


# ----- writes killed before their rename -----------------------------------------------------------


def _aged(path, seconds: float = 3600) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("half a save")
    old = time.time() - seconds
    os.utime(path, (old, old))


def test_temp_files_of_a_killed_write_are_removed_on_the_next_start(app, drive, user_dirs):
    data = storage.data_dir()
    config = storage.config_dir()
    leftovers = [
        data / ".autosave.json.4242.tmp",
        config / ".settings.json.77.tmp",
        data / "saved" / ".0123456789abcdef.json.4242.tmp",
    ]
    others = [
        data / ".autosave.json.4242.tmp.bak",  # not our pattern
        data / "autosave.json.4242.tmp",
        data / ".notes.json.4242.tmp",  # not a file we write there
        config / ".settings.json.abc.tmp",
        data / ".autosave.json.99.tmp.d",
    ]
    for path in leftovers + others:
        _aged(path)
    fresh = data / ".autosave.json.31337.tmp"  # another Throneroom writing right now
    fresh.write_text("{}")
    folder = data / ".autosave.json.55.tmp"  # our pattern, but a folder
    folder.mkdir()
    outside = user_dirs / "precious.txt"
    outside.write_text("keep me")
    link = data / ".autosave.json.56.tmp"  # our pattern, but a link to someone's file
    link.symlink_to(outside)
    old = time.time() - 3600
    os.utime(link, (old, old), follow_symlinks=False)
    pygame.quit()
    again = make_app((1280, 720))
    try:
        again.to_menu()
        step(again, [])
        assert not any(p.exists() for p in leftovers)
        assert all(p.exists() for p in others)
        assert fresh.exists() and folder.is_dir() and link.is_symlink()
        assert outside.read_text() == "keep me"
    finally:
        pygame.quit()


def test_a_failed_write_leaves_no_temp_file(monkeypatch):
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    session = MatchSession("imposter/2p-base", SEATS, seed=4, autosave=False)
    session.save()  # logged, not raised
    assert [p for p in storage.data_dir().rglob("*") if not p.is_dir()] == []


def test_the_pause_screen_shows_the_seed_that_deals_this_match_again(app, drive, fake_table):
    session = MatchSession("imposter/2p-base", SEATS, seed=987654321, autosave=False)
    app.start_match(session)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    labels = [e.text for e in app.stack.top.elements if type(e).__name__ == "UILabel"]
    assert "Seed 987654321" in labels
    # Typed into a new game's Seed field, it deals the same cards.
    drive.press("quit")
    drive.press("new")
    setup = app.stack.top
    drive.click(setup.seed_entry)
    drive.type_text("987654321")
    drive.press("start")
    assert app.stack.top.session.state.snapshot() == session.state.snapshot()


def test_conceding_cutthroat_between_two_tied_opponents_says_who_wins_and_why(
    app, drive, fake_table, play_until
):
    # Play-test finding 21: the table picked one of two tied opponents without a word.
    seats = [SEATS[0], SeatSetup("Bob", "human"), SeatSetup("Cleo", "human")]
    session = MatchSession("imposter/cutthroat", seats, seed=6, autosave=False)
    play_until(session, lambda st: len(st.history) >= 4, seed=2)
    st = session.state
    st.scores = [0, 2, 2]
    st.results = [{"winner": 2}, {"winner": 0}]
    app.start_match(session)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.press("concede")
    texts = [getattr(e, "text", "") for e in app.stack.top.elements]
    assert "Cleo wins the match." in texts
    # The reason, wrapped over lines of its own.
    said = " ".join(t for t in texts if t)
    assert "Bob and Cleo are tied on 2 points: Cleo won a round more recently." in said
    assert "concede_yes" in app.stack.top.buttons
    drive.press("concede_yes")
    scoring = app.stack.top
    assert session.winner == 2 and scoring.headline() == "Cleo wins the match!"
    assert "Cleo won a round more recently" in scoring.reason()


def test_conceding_2v2_gives_the_match_to_the_other_team(app, drive, fake_table, play_until):
    seats = [SEATS[0]] + [SeatSetup(n, "human") for n in ("Bob", "Cleo", "Dara")]
    session = MatchSession("imposter/2v2", seats, seed=6, autosave=False)
    play_until(session, lambda st: len(st.history) >= 4, seed=2)
    session.state.scores = [3, 1, 3, 1]  # the partner leads: still the other team wins
    result = session.concede(0)
    assert result["winners"] == [1, 3] and session.winner in (1, 3)
    assert session.concede_words(0)[0] == "Bob and Dara win the match."
