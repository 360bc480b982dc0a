"""The shell serves any registered game: with the test's Counting Crowns plugged in beside The
Imposter Kings (tests/fakegame, no edit to game/core or the shell), setup picks the game, then
its mode and an option; the match sits at that game's table, saves its options and continues;
the rules browser picks the game; the scoring screen says the game's words."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes import storage
from scenes.menu import MenuScene, subtitle
from scenes.rules_scene import RulesScene
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.setup import SetupScene
from tests.fakegame import plugged_in
from tests.fakegame.scenes import CrownsTable

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer")]


@pytest.fixture
def crowns():
    with plugged_in():
        yield


def test_setup_lists_every_game_first_then_the_chosen_games_modes(app, drive, crowns):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert {"game:imposter", "game:crowns"} <= set(setup.buttons)
    assert setup.buttons["game:imposter"].is_selected  # the usual mode's game
    listed = setup.mode_list.shown()
    assert "crowns/race" not in listed and len(listed) > 5
    drive.press("game:crowns")
    assert setup.game_id == "crowns" and setup.mode_id == "crowns/race"
    assert setup.mode_list.shown() == ["crowns/race"]
    assert setup.buttons["mode:crowns/race"].text == "A race of crowns"
    assert setup.buttons["option:target:3"].is_selected  # the option's default
    # Back to the first game: the mode chosen there before is still chosen.
    drive.press("game:imposter")
    assert setup.mode_id == "imposter/2p-base"


def test_setup_starts_the_chosen_game_with_its_option_at_its_own_table(app, drive, crowns):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    drive.press("game:crowns")
    drive.press("option:target:5")
    assert setup.buttons["option:target:5"].is_selected
    assert not setup.buttons["option:target:3"].is_selected
    drive.press("option:first:1")
    drive.press("start")
    table = app.stack.top
    assert isinstance(table, CrownsTable)
    state = table.session.state
    assert state.options == {"target": "5", "first": "1"} and state.match_target == 5
    assert state.current_seat == 1
    # The autosave keeps the options, and Continue brings the match back with them.
    saved = json.loads(storage.saved_path(table.session.match_id).read_text())
    assert saved["match"]["options"] == {"target": "5", "first": "1"}
    back = MatchSession.load_autosave()
    assert back is not None and back.options == {"target": "5", "first": "1"}
    app.to_menu()
    drive.frames()
    drive.press("continue")
    assert isinstance(app.stack.top, CrownsTable)
    assert app.stack.top.session.state.options == {"target": "5", "first": "1"}


def test_an_unknown_option_in_an_autosave_is_told_and_set_aside(app, drive, crowns):
    session = MatchSession("crowns/race", SEATS, 4, autosave=False, options={"target": "5"})
    session.apply("add 1")
    data = json.loads(session.to_json())
    data["match"]["options"] = {"target": "8"}
    storage.write_text_atomic(storage.autosave_path(), json.dumps(data))
    problems: list[str] = []
    assert MatchSession.load_autosave(problems) is None
    assert "'target'" in problems[0] and "'8'" in problems[0]


def test_an_autosave_from_before_options_still_continues(app):
    session = MatchSession("imposter/2p-base", SEATS, 4, autosave=False)
    session.apply(session.state.legal_actions()[0])
    data = json.loads(session.to_json())
    del data["match"]["options"]  # as written before the mode offered a choice
    storage.write_text_atomic(storage.autosave_path(), json.dumps(data))
    back = MatchSession.load_autosave()
    assert back is not None and back.state.history == session.state.history
    assert back.options == {"target": "7"}  # the mode's default: the rulebook's match


def test_undo_and_rematch_keep_the_options(crowns):
    session = MatchSession("crowns/race", SEATS, 4, autosave=False, options={"target": "5"})
    session.apply("add 2")  # Alice's decision
    session.apply("add 1")  # the computer's reply
    assert session.undo() == 2
    assert session.state.options["target"] == "5" and session.state.scores == [0, 0]
    assert session.rematch().state.options == {"target": "5", "first": "0"}


def test_the_rules_browser_picks_the_game_then_shows_its_pages(app, drive, crowns):
    rules = RulesScene(app)
    app.clear_to(rules)
    drive.frames()
    assert rules.game == "imposter" and rules.buttons["game:imposter"].is_selected
    drive.press("game:crowns")
    assert rules.game == "crowns" and rules.pages == [("race", "The race")]
    box = next(e for e in rules.elements if type(e).__name__ == "UITextBox")
    assert "The first to the target wins." in box.html_text
    drive.press("game:imposter")
    assert rules.page == "basics" and ("cards", "Card gallery") in rules.pages


def test_the_pause_screen_opens_the_rules_of_the_game_being_played(app, drive, crowns):
    from scenes.pause import PauseScene

    session = MatchSession("crowns/race", SEATS, 4, autosave=False)
    app.start_match(session)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.press("rules")
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.game == "crowns"


def test_the_scoring_screen_says_the_games_words_and_its_target(app, drive, crowns):
    session = MatchSession("crowns/race", SEATS, 4, autosave=False, options={"target": "5"})
    for _ in range(4):
        session.apply("add 2")  # Alice 2, Bob 2, Alice 4, Bob 4
    session.apply("add 1")  # Alice reaches 5
    app.start_match(session)
    scoring = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scoring)
    drive.frames()
    assert scoring.reason() == "Alice reached the target first."
    assert scoring.headline() == "Alice wins the match!"
    assert "review" not in scoring.buttons  # the game has no review scene
    assert {"rematch", "menu"} <= set(scoring.buttons)


def test_menu_and_lists_name_the_game_once_games_mix(app, drive, crowns, fake_table):
    assert subtitle() == "Games of the royal court, at one table"
    session = MatchSession("crowns/race", SEATS, 4)
    assert session.summary().startswith("Counting Crowns: A race of crowns, round 1")
    app.to_menu()
    drive.frames()
    # Only The Imposter Kings has guided games: Learn to play asks which, under its name.
    from scenes.learn import LearnScene

    drive.press("learn")
    assert isinstance(app.stack.top, LearnScene)
    assert [info.id for info, _ in app.stack.top.offered] == ["imposter"]
    drive.press("learn:imposter/first-game")
    assert isinstance(app.stack.top, fake_table)
    assert app.stack.top.session.mode_id == "imposter/tutorial"


def test_with_one_game_the_menu_names_it(app):
    with plugged_in(("game.imposter.plugin",)):
        assert subtitle() == "The Imposter Kings, at one table"
        menu = MenuScene(app)
        app.clear_to(menu)
        assert "learn" in menu.buttons


def test_a_list_names_the_games_only_when_it_mixes_them(crowns):
    from game.core.registry import modes
    from scenes.games import mode_labels

    base = modes()["imposter/2p-base"].title
    assert mode_labels(["imposter/2p-base", "imposter/quickplay-1"])["imposter/2p-base"] == base
    mixed = mode_labels(["imposter/2p-base", "crowns/race", "usurp/5p"])
    assert mixed == {
        "imposter/2p-base": f"The Imposter Kings: {base}",
        "crowns/race": "Counting Crowns: A race of crowns",
        "usurp/5p": "usurp/5p",  # a mode this Throneroom does not know: its id
    }


def test_the_statistics_table_names_the_game_of_each_mode_when_they_mix(app, drive, crowns):
    from scenes.stats_scene import StatsScene

    for mode_id in ("imposter/2p-base", "crowns/race"):
        session = MatchSession(mode_id, SEATS, 4, autosave=False)
        session.concede(0)
        session.record_finish()
    scene = StatsScene(app)
    app.clear_to(scene)
    drive.frames()
    # Each game's modes under a heading that names the game; the modes by their own titles.
    rows = scene.rows()
    heads = [texts[0] for kind, texts in rows if kind == "head"]
    assert heads[:2] == ["The Imposter Kings", "Counting Crowns"]
    crowns_at = next(i for i, (kind, texts) in enumerate(rows) if texts[0] == "Counting Crowns")
    assert rows[crowns_at + 1][1][0] == "A race of crowns"


def test_every_screen_of_the_house_draws_at_every_size(crowns):
    from scenes.app import make_app, step

    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        app = make_app(size)
        try:
            for scene in (SetupScene(app), RulesScene(app, game="crowns")):
                app.clear_to(scene)
                step(app, [])
                if isinstance(scene, SetupScene):
                    scene.choose_game("crowns")
                    step(app, [])
                for b in scene.buttons.values():  # nothing falls off the window
                    assert pygame.Rect((0, 0), size).contains(b.rect), (size, b.text)
        finally:
            pygame.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_game_of_one_mode_gets_a_list_as_tall_as_its_mode(size, crowns):
    from scenes.app import make_app, step

    app = make_app(size)
    try:
        setup = SetupScene(app)
        app.clear_to(setup)
        step(app, [])
        # Many modes show whole too (scenes/mode_list.py), without scrolling.
        assert not setup.mode_list.scrolls and setup.mode_list.shown() == list(setup.modes)
        setup.choose_game("crowns")
        step(app, [])
        assert setup.mode_list.shown() == ["crowns/race"] and not setup.mode_list.scrolls
        assert setup.mode_list.rect.h < 2 * setup.buttons["mode:crowns/race"].rect.h
    finally:
        pygame.quit()


def test_a_finished_match_of_another_game_is_counted_kept_and_listed_with_its_game(
    app, drive, crowns
):
    from scenes import archive, stats
    from scenes.matches import MatchesScene, row_text

    session = MatchSession("crowns/race", SEATS, 4, options={"target": "5"})
    for action in ("add 2", "add 2", "add 2", "add 2", "add 1"):
        session.apply(action)
    assert session.finished and session.recorded and not session.notices
    (kept,) = archive.list_matches()  # replayed with its options to the result on file
    assert kept.options == {"target": "5", "first": "0"}
    assert kept.final_state().winner == 0
    assert "A race of crowns" in row_text(kept)  # alone in the list: no game named
    cells = stats.load().players["Alice"].cells
    assert ("crowns/race", "normal") in cells
    matches = MatchesScene(app)
    app.clear_to(matches)
    drive.frames()
    matches.open(0)  # the game has no review scene: it says so and stays on the list
    assert app.stack.top is matches
    assert matches.notices == ["Counting Crowns has no review of a finished match yet."]


def test_a_game_whose_scenes_do_not_load_is_left_out_of_setup_and_named_in_the_log(app, caplog):
    import logging

    from scenes.games import ScenesLoadError, scenes_for

    with plugged_in(("game.imposter.plugin", "tests.fakegame.unseated")):
        with pytest.raises(ScenesLoadError, match="Unseated Crowns.*tests.fakegame.nowhere"):
            scenes_for("unseated")
        with caplog.at_level(logging.WARNING, logger="scenes.games"):
            setup = SetupScene(app)
        assert list(setup.games) == ["imposter"]
        assert "Unseated Crowns" in caplog.text
        rules = RulesScene(app)
        assert list(rules.games) == ["imposter"]


def test_learn_to_play_asks_which_game_when_several_teach(app, drive, fake_table):
    from scenes.learn import LearnScene

    with plugged_in(("game.imposter.plugin", "tests.fakegame.tutored")):
        app.to_menu()
        drive.frames()
        drive.press("learn")
        chooser = app.stack.top
        assert isinstance(chooser, LearnScene)
        assert {"learn:imposter/first-game", "learn:crowns/lesson", "back"} <= set(chooser.buttons)
        drive.key(pygame.K_ESCAPE)
        assert isinstance(app.stack.top, MenuScene)
        drive.press("learn")
        drive.press("learn:crowns/lesson")
        table = app.stack.top
        assert isinstance(table, CrownsTable) and table.session.seats[1].name == "Teacher"


def test_an_option_of_seats_shows_the_names_typed_for_them(app, drive, crowns):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    drive.press("game:crowns")
    assert setup.buttons["option:first:0"].text == "Alice"
    assert setup.buttons["option:first:1"].text == setup.seats[1].name
    # A name typed in a seat's row renames that seat's choice at once.
    entry = next(e for e in setup.elements if setup.entries.get(id(e)) == ("name", 1))
    drive.click(entry)
    drive.key(pygame.K_END)
    for _ in range(len(setup.seats[1].name)):
        drive.key(pygame.K_BACKSPACE)
    drive.type_text("Lord Corvin")
    drive.frames()
    assert setup.seats[1].name == "Lord Corvin"
    assert setup.buttons["option:first:1"].text == "Lord Corvin"
    # A blank name shows the game's own label; an option that is not of seats keeps its labels.
    setup.seats[0].name = "  "
    setup.rebuild()
    assert setup.buttons["option:first:0"].text == "Seat 1"
    assert setup.buttons["option:target:5"].text == "Five"


def test_setup_opens_on_the_game_and_mode_last_chosen(app, drive, crowns):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    first_mode = setup.mode_id
    assert setup.game_id == "imposter"
    other = next(m for m in setup.modes if m != first_mode)
    setup.choose_mode(other)
    drive.press("game:crowns")
    drive.press("back")
    drive.press("new")
    again = app.stack.top
    assert again is not setup
    assert again.game_id == "crowns" and again.mode_id == "crowns/race"
    assert again.buttons["game:crowns"].is_selected
    # Each game's own last mode comes back with it too.
    drive.press("game:imposter")
    assert again.mode_id == other


def test_the_continue_line_uses_the_games_word_for_a_round(monkeypatch, crowns):
    import dataclasses

    import scenes.games
    import tests.fakegame.scenes as crowns_scenes

    session = MatchSession("crowns/race", SEATS, 4)
    assert session.summary() == "Counting Crowns: A race of crowns, round 1: Alice 0, Bob 0"
    lapped = dataclasses.replace(crowns_scenes.SCENES, round_word="Lap")
    monkeypatch.setattr(crowns_scenes, "SCENES", lapped)
    monkeypatch.setattr(scenes.games, "_cache", {})
    assert session.summary() == "Counting Crowns: A race of crowns, Lap 1: Alice 0, Bob 0"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_long_seat_name_on_a_narrow_choice_is_cut_to_fit_and_told_whole(app, crowns, size):
    app.resize(size)
    app.to_menu()
    setup = SetupScene(app)
    app.stack.push(setup)
    setup.choose_game("crowns")
    setup.seats[1].name = name = "Lord Corvin of Ashby"
    setup.rebuild()
    font = app.fonts.get(setup.px(18))
    button = setup.buttons["option:first:1"]
    assert font.size(button.text)[0] <= button.rect.w - setup.px(10)
    assert button.text == name or button.tool_tip_text == name
    # On a narrower choice the name is cut with an ellipsis, never drawn past the edge.
    cut = setup.fit_label(name, setup.px(90))
    assert cut.endswith("\u2026") and name.startswith(cut[:-1].rstrip())
    assert font.size(cut)[0] <= setup.px(80)
    assert setup.fit_label("Alice", setup.px(90)) == "Alice"
