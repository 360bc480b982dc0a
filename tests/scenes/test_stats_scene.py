"""The statistics screen: opened from the menu, a table per mode and level, a reset that asks."""

from __future__ import annotations

import pygame

from scenes import stats
from scenes.menu import MenuScene
from scenes.session import MatchSession, SeatSetup
from scenes.stats_scene import EMPTY_TEXT, ResetScene, StatsScene

ALICE = SeatSetup("Alice", "human")


def concede(seats, conceder: int, mode: str = "imposter/2p-base") -> None:
    MatchSession(mode, seats, seed=1).concede(conceder)


def open_stats(app, drive) -> StatsScene:
    app.to_menu()
    drive.frames()
    drive.press("statistics")
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    return scene


def test_the_menu_opens_the_statistics_by_button_and_by_t(app, drive):
    open_stats(app, drive)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    drive.key(pygame.K_t, "t")
    assert isinstance(app.stack.top, StatsScene)


def test_with_no_match_yet_the_screen_says_so_and_offers_no_reset(app, drive):
    scene = open_stats(app, drive)
    assert scene.current is None and scene.rows() == []
    assert not scene.buttons["reset"].is_enabled
    assert "No finished matches yet" in EMPTY_TEXT


def test_the_table_names_each_mode_and_level_and_ends_with_the_totals(app, drive):
    concede([ALICE, SeatSetup("Lady Vesna", "computer", "hard")], 1)
    concede([ALICE, SeatSetup("Lady Vesna", "computer", "hard")], 0, "imposter/quickplay-1")
    concede([ALICE, SeatSetup("Bob", "human")], 1)
    scene = open_stats(app, drive)
    rows = scene.rows()
    texts = [t for _, t in rows]
    assert ["2 Player Base Game", "Hard", "1", "1", "0", "100%", "0 of 0", "\u2013"] in texts
    assert ["", "People", "1", "1", "0", "100%", "0 of 0", "\u2013"] in texts
    assert ["Quickplay 1: learn to play", "Hard", "1", "0", "1", "0%", "0 of 0", "\u2013"] in texts
    assert rows[-1] == ("total", ["All matches", "", "3", "2", "1", "67%", "0 of 0", "\u2013"])
    assert "3 matches, 2 won (67%)" in scene.summary()
    assert "Latest match" in scene.latest() and "3 finished matches kept" in scene.latest()


def test_each_player_name_has_a_button_and_shows_their_own_table(app, drive):
    for _ in range(2):
        concede([ALICE, SeatSetup("Lady Vesna", "computer", "easy")], 1)
    concede([SeatSetup("Bob", "human"), ALICE], 0)
    scene = open_stats(app, drive)
    assert scene.player == "Alice"  # the most matches first
    drive.press("player:1")
    assert scene.player == "Bob"
    assert scene.rows()[-1][1][2:4] == ["1", "0"]


def test_reset_asks_first_and_keeping_them_erases_nothing(app, drive):
    concede([ALICE, SeatSetup("Lady Vesna", "computer", "easy")], 1)
    scene = open_stats(app, drive)
    drive.press("reset")
    assert isinstance(app.stack.top, ResetScene)
    drive.press("keep")
    assert app.stack.top is scene and not stats.load().empty
    drive.press("reset")
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is scene and not stats.load().empty
    drive.press("reset")
    drive.press("erase")
    assert app.stack.top is scene
    assert stats.load().empty and scene.current is None
    assert not scene.buttons["reset"].is_enabled


def test_a_long_table_scrolls_and_keeps_its_header_and_totals(app, drive):
    levels = ("easy", "normal", "hard", "expert")
    for mode in ("imposter/2p-base", "imposter/quickplay-1", "imposter/quickplay-2",
                 "imposter/fon-full", "imposter/fon-1-immortal"):  # fmt: skip
        for level in levels:
            concede([ALICE, SeatSetup("Lady Vesna", "computer", level)], 1, mode)
    scene = open_stats(app, drive)
    assert scene.max_scroll() > 0
    for _ in range(40):
        drive.key(pygame.K_PAGEDOWN)
    assert scene.scroll == scene.max_scroll()
    drive.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100, flipped=False)])
    assert scene.scroll == 0
    for size in ((1024, 640), (1920, 1080)):
        drive.resize(size)
        drive.frames()
        assert scene.table.bottom <= scene.frame.bottom
        assert scene.buttons["back"].rect.bottom <= size[1]


def test_two_notices_fit_below_the_six_menu_buttons_without_a_scroll_bar(app, drive):
    import random

    from pygame_gui.elements import UITextBox

    from scenes import storage

    session = MatchSession("imposter/fon-kickstarter-signatures", [ALICE, SeatSetup(
        "Lady Vesna", "computer", "hard")], seed=3)  # fmt: skip
    rng = random.Random(1)
    for _ in range(5):
        session.apply(rng.choice(session.state.legal_actions()))
    storage.write_text_atomic(stats.statistics_path(), "{ broken")
    app.settings.notices.append(
        "Your settings could not be read: it is not valid JSON (Expecting property name "
        "enclosed in double quotes: line 1 column 2 (char 1)). The defaults are used; it was "
        "kept as settings.corrupt-20261201-102533.json."
    )
    app.to_menu()
    drive.frames()
    menu = app.stack.top
    assert len(menu.notices) == 2 and "continue" in menu.buttons
    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        drive.resize(size)
        drive.frames()
        [box] = [e for e in menu.elements if isinstance(e, UITextBox)]
        assert box.scroll_bar is None, size
        assert box.rect.top >= menu.buttons["quit"].rect.bottom
        assert box.rect.bottom <= size[1]


def test_the_screen_reports_files_it_had_to_set_aside(app, drive):
    from pygame_gui.elements import UITextBox

    from scenes import archive

    concede([ALICE, SeatSetup("Lady Vesna", "computer", "easy")], 1)
    junk = archive.folder() / "20260101-000000-000000-imposter-2p-base-0123456789abcdef.json"
    junk.write_text("{ nope")
    app.stack.push(StatsScene(app))
    drive.frames()
    scene = app.stack.top
    assert len(scene.matches) == 1
    assert len(scene.notices) == 1 and "finished match could not be read" in scene.notices[0]
    boxes = [e for e in scene.elements if isinstance(e, UITextBox)]
    assert len(boxes) == 1 and boxes[0].rect.bottom <= scene.frame.bottom
    assert scene.table.bottom <= boxes[0].rect.top


def test_past_six_names_the_last_button_steps_through_the_others(app, drive):
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    for i, name in enumerate(names):
        for _ in range(len(names) - i):  # Ann plays most, Hal least
            concede([SeatSetup(name, "human"), SeatSetup("Lady Vesna", "computer", "easy")], 1)
    scene = open_stats(app, drive)
    assert [k for k in scene.buttons if k.startswith("player:")] == [
        "player:0", "player:1", "player:2", "player:3", "player:4", "player:more"
    ]  # fmt: skip
    assert scene.buttons["player:more"].text == "3 more\u2026"
    seen = []
    for _ in range(4):
        drive.press("player:more")
        seen.append(scene.player)
    assert seen == ["Fay", "Gus", "Hal", "Fay"]
    assert scene.buttons["player:more"].text == "More: Fay"
    drive.press("player:0")
    assert scene.player == "Ann"
