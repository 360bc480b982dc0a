"""Several saved matches: each match in progress keeps a file of its own, Continue lists them, the
old single autosave is moved in, and a bad one is set aside while the others still list."""

from __future__ import annotations

import datetime
import json
import os
import random

import pygame
import pytest

from scenes import saved, storage
from scenes.menu import MenuScene
from scenes.saved_scene import DeleteSavedScene, SavedScene
from scenes.session import MatchSession, SeatSetup

ALICE = SeatSetup("Alice", "human")
VESNA = SeatSetup("Lady Vesna", "computer", "hard")
CORVIN = SeatSetup("Lord Corvin", "computer", "easy")


def playing(mode: str, seats, seed: int, moves: int, when: int | None = None) -> MatchSession:
    """A match ``moves`` moves in, saved as it goes; its file dated ``when`` (seconds)."""
    session = MatchSession(mode, seats, seed=seed)
    rng = random.Random(seed)
    while len(session.state.history) < moves:
        session.apply(rng.choice(session.state.legal_actions()))
    if when is not None:
        os.utime(storage.saved_path(session.match_id), (when, when))
    return session


@pytest.fixture
def two():
    """Two matches in progress of two games; the King and Peasant one played last."""
    imposter = playing("imposter/2p-base", [ALICE, VESNA], 3, 12, when=1_700_000_000)
    peasant = playing("peasant/eras", [ALICE, CORVIN], 4, 9, when=1_700_000_600)
    return peasant, imposter


def test_two_matches_are_saved_side_by_side_and_each_resumes(two):
    listed = saved.saved_matches()
    assert [m.match_id for m in listed] == [s.match_id for s in two]
    for match, session in zip(listed, two, strict=True):
        back = saved.load(match)
        assert back is not None and back.state.snapshot() == session.state.snapshot()
        assert back.seats == session.seats and back.match_id == session.match_id


def test_a_row_says_game_mode_players_score_and_date(two):
    peasant, imposter = saved.saved_matches()
    assert (imposter.game, imposter.players) == ("The Imposter Kings", "Alice vs Lady Vesna (Hard)")
    assert imposter.mode == "2 Player Base Game"
    assert peasant.game == "King and Peasant" and peasant.players == "Alice vs Lord Corvin (Easy)"
    scores = two[1].state.scores
    assert imposter.score == f"{scores[0]}\u2013{scores[1]}, round {two[1].state.round_no}"
    assert imposter.summary == two[1].summary()
    when = datetime.datetime.fromtimestamp(1_700_000_000)  # in the computer's time zone
    assert imposter.local_time() == when.strftime("%Y-%m-%d %H:%M")


def test_a_row_names_a_game_once_where_its_mode_is_called_as_it_is(two):
    """King and Peasant's one mode is called "King and Peasant": its row says the name once
    (it read "King and Peasant · King and Peasant"); Usurp's drop the name they begin with."""
    from scenes.saved_scene import row_text

    peasant, imposter = saved.saved_matches()
    assert peasant.mode == ""
    assert row_text(peasant).count("King and Peasant") == 1
    assert row_text(peasant).startswith("King and Peasant  \u00b7  Alice vs Lord Corvin")
    assert row_text(imposter).startswith("The Imposter Kings  \u00b7  2 Player Base Game  \u00b7")
    session = playing("usurp/3p", [ALICE, VESNA, CORVIN], 5, 4)
    usurp = next(m for m in saved.saved_matches() if m.match_id == session.match_id)
    assert usurp.game == "Usurp the King" and usurp.mode == "Three families"
    assert row_text(usurp).count("Usurp the King") == 1


def test_a_finished_match_leaves_the_list_and_the_other_stays(two):
    peasant, imposter = two
    rng = random.Random(1)
    while not imposter.finished:
        imposter.apply(rng.choice(imposter.state.legal_actions()))
    assert [m.match_id for m in saved.saved_matches()] == [peasant.match_id]


def test_a_match_played_on_is_listed_with_its_new_score(two):
    saved.saved_matches()  # indexed
    peasant = two[0]
    before = saved.saved_matches()[0].score
    rng = random.Random(2)
    while peasant.state.scores == [0, 0]:
        peasant.apply(rng.choice(peasant.state.legal_actions()))
    now = saved.saved_matches()[0]
    assert now.match_id == peasant.match_id and now.score != before


def test_a_corrupt_saved_match_is_kept_aside_with_a_message_and_the_others_list(two):
    peasant, imposter = two
    path = storage.saved_path(imposter.match_id)
    path.write_text("{ half a save")
    problems: list[str] = []
    assert [m.match_id for m in saved.saved_matches(problems)] == [peasant.match_id]
    assert len(problems) == 1 and "A saved match could not be continued" in problems[0]
    [kept] = storage.saved_dir().glob(f"{imposter.match_id}.corrupt-*.json")
    assert kept.read_text() == "{ half a save" and kept.name in problems[0]
    assert saved.saved_matches(problems) and len(problems) == 1  # said once


def test_a_saved_match_under_another_matchs_name_is_set_aside(two):
    peasant, imposter = two
    text = storage.saved_path(imposter.match_id).read_text()
    storage.saved_path("0123456789abcdef").write_text(text)
    problems: list[str] = []
    assert len(saved.saved_matches(problems)) == 2
    assert "its match id is not the one in its name" in problems[0]


def test_a_named_pipe_among_the_saved_matches_is_set_aside_at_once(two):
    os.mkfifo(storage.saved_path("0123456789abcdef"))
    problems: list[str] = []
    assert len(saved.saved_matches(problems)) == 2
    assert "it is a named pipe, not a file" in problems[0]


# ----- the single autosave of earlier versions ---------------------------------------------------


def old_autosave(session: MatchSession, drop_id: bool = False, when: int = 1_600_000_000) -> str:
    data = json.loads(session.to_json())
    if drop_id:  # written before matches had ids
        del data["match_id"]
    text = json.dumps(data, indent=1)
    storage.write_text_atomic(storage.autosave_path(), text)
    os.utime(storage.autosave_path(), (when, when))
    return text


def test_the_old_autosave_is_moved_in_with_its_date_and_continues():
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], seed=9, autosave=False)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])
    old_autosave(session)
    [match] = saved.saved_matches()
    assert not os.path.lexists(storage.autosave_path())
    assert match.path == storage.saved_path(session.match_id)
    assert match.saved_at.timestamp() == 1_600_000_000  # last played then, not now
    back = saved.load(match)
    assert back is not None and back.state.snapshot() == session.state.snapshot()


def test_an_old_autosave_without_an_id_is_moved_in_under_the_id_it_is_given():
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], seed=9, autosave=False)
    old_autosave(session, drop_id=True)
    [match] = saved.saved_matches()
    assert match.match_id != session.match_id
    assert json.loads(match.path.read_text())["match_id"] == match.match_id
    assert saved.load(match) is not None
    assert [m.match_id for m in saved.saved_matches()] == [match.match_id]  # the same id after


def test_an_old_autosave_whose_match_is_saved_already_is_kept_aside(two):
    peasant = two[0]
    text = old_autosave(peasant)
    problems: list[str] = []
    assert len(saved.saved_matches(problems)) == 2
    [copy] = storage.data_dir().glob("autosave.copy-*.json")
    assert copy.read_text() == text and copy.name in problems[0]


def test_an_unreadable_old_autosave_is_kept_aside_with_a_message_and_the_others_list(two):
    storage.autosave_path().write_text("{ broken")
    problems: list[str] = []
    assert len(saved.saved_matches(problems)) == 2
    assert problems[0].startswith("The saved match could not be continued")
    [kept] = storage.data_dir().glob("autosave.corrupt-*.json")
    assert kept.read_text() == "{ broken"


# ----- the menu and the list ---------------------------------------------------------------------


def test_continue_with_one_saved_match_resumes_it(app, drive, fake_table):
    session = playing("imposter/2p-base", [ALICE, VESNA], 3, 6)
    app.to_menu()
    drive.frames()
    assert app.stack.top.continue_line() == session.summary()
    drive.press("continue")
    assert isinstance(app.stack.top, fake_table)
    assert app.stack.top.session.state.snapshot() == session.state.snapshot()


def test_continue_with_several_opens_the_list_and_enter_resumes_the_chosen(
    app, drive, fake_table, two
):
    app.to_menu()
    drive.frames()
    assert app.stack.top.continue_line().startswith("2 saved matches; the latest: King and")
    drive.press("continue")
    listing = app.stack.top
    assert isinstance(listing, SavedScene)
    assert listing.buttons["open:0"].is_selected
    drive.key(pygame.K_DOWN)
    assert app.stack.top.buttons["open:1"].is_selected
    drive.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, fake_table)
    assert app.stack.top.session.match_id == two[1].match_id


def test_a_click_on_a_row_resumes_that_match(app, drive, fake_table, two):
    app.stack.push(SavedScene(app))
    drive.frames()
    drive.press("open:0")
    assert app.stack.top.session.state.snapshot() == two[0].state.snapshot()


def test_delete_asks_first_and_keep_is_the_default(app, drive, fake_table, two):
    app.to_menu()
    drive.press("continue")
    drive.press("delete:1")
    assert isinstance(app.stack.top, DeleteSavedScene)
    drive.key(pygame.K_RETURN)  # Enter keeps it
    assert isinstance(app.stack.top, SavedScene) and len(app.stack.top.matches) == 2
    assert storage.saved_path(two[1].match_id).exists()
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DELETE)
    assert isinstance(app.stack.top, DeleteSavedScene)
    drive.press("delete")
    listing = app.stack.top
    assert isinstance(listing, SavedScene)
    assert [m.match_id for m in listing.matches] == [two[0].match_id]
    assert not storage.saved_path(two[1].match_id).exists()
    assert storage.saved_path(two[0].match_id).exists()
    drive.press("back")
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and [m.match_id for m in menu.saved] == [two[0].match_id]


def test_a_match_that_no_longer_replays_is_set_aside_when_chosen(
    app, drive, fake_table, two, monkeypatch
):
    app.stack.push(SavedScene(app))
    drive.frames()

    def broken(text):
        raise RuntimeError("a rules bug")

    monkeypatch.setattr("game.core.saves.loads", broken)
    drive.press("open:0")
    listing = app.stack.top
    assert isinstance(listing, SavedScene) and len(listing.matches) == 1
    assert "a rules bug" in listing.notices[0]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_list_fits_the_window_with_every_row_whole(app, drive, size):
    seats = [SeatSetup(f"Player {n}", "human") for n in range(8)]
    for i in range(3):
        playing("usurp/teams-8", seats, i, 3, when=1_700_000_000 + i)
    playing("imposter/cutthroat", [ALICE, SeatSetup("Bob", "human"), CORVIN], 5, 4)
    drive.resize(size)
    app.stack.push(SavedScene(app))
    drive.frames()
    scene = app.stack.top
    window = pygame.Rect((0, 0), size)
    rows = [scene.buttons[f"open:{n}"] for n in range(4)]
    for n, row in enumerate(rows):
        delete = scene.buttons[f"delete:{n}"]
        assert window.contains(row.rect) and window.contains(delete.rect)
        assert delete.rect.left > row.rect.right and delete.rect.centery == row.rect.centery
        font = app.fonts.get(scene.px(18))
        assert font.size(row.text)[0] <= row.rect.width - scene.px(16)
        assert row.text.endswith(scene.matches[n].local_time())  # the players are cut instead
    assert all(a.rect.bottom < b.rect.top for a, b in zip(rows, rows[1:], strict=False))
    assert window.contains(scene.buttons["back"].rect)
    assert rows[-1].rect.bottom < scene.buttons["back"].rect.top
    drive.press("delete:2")  # the question names the match in lines that fit its panel
    dialog = app.stack.top
    lines = [e for e in dialog.elements if type(e).__name__ == "UILabel"][1:]
    assert len(lines) >= 4 and window.contains(dialog.panel)
    # The players of eight seats wrap onto the lines they need, never cut.
    said = " ".join(label.text for label in lines)
    assert scene.matches[2].players in said and "\u2026" not in said
    for label in lines:
        assert dialog.panel.contains(label.rect)
        assert app.fonts.get(scene.px(17)).size(label.text)[0] <= label.rect.width
