"""Menu -> setup -> start: the choices made on the setup screen become the session at the table."""

from __future__ import annotations

import pygame

from game.core.registry import modes, new_match
from scenes import storage
from scenes.menu import MenuScene
from scenes.setup import SetupScene


def test_new_game_then_start_sits_down_at_the_table(app, drive, fake_table):
    app.to_menu()
    drive.frames()
    assert isinstance(app.stack.top, MenuScene)
    assert "continue" not in app.stack.top.buttons  # nothing saved yet
    drive.press("new")
    assert isinstance(app.stack.top, SetupScene)
    drive.press("start")
    table = app.stack.top
    assert isinstance(table, fake_table)
    session = table.session
    assert session.mode_id == "imposter/2p-base"
    assert [s.kind for s in session.seats] == ["human", "computer"]
    assert session.seats[0].name == "Alice"
    assert session.seats[1].name not in ("", "Alice")
    assert session.viewer == 0
    # Continue offers this match from now on.
    assert storage.autosave_path().exists()


def test_setup_choices_reach_the_session(app, drive, fake_table):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    # Seat 2 becomes a person: the computer's default name gives way to a person's.
    drive.press("kind:1:human")
    assert setup.seats[1].kind == "human" and setup.seats[1].name == "Bob"
    assert not any(k.startswith("level:1") for k in setup.buttons)
    drive.press("kind:1:computer")
    drive.press("level:1:hard")
    assert setup.seats[1].level == "hard"
    assert setup.buttons["level:1:hard"].is_selected
    assert not setup.buttons["level:1:normal"].is_selected
    # Choose the first mode of the list by clicking it.
    first = next(iter(modes().values()))
    drive.click(setup.mode_list.item_list[0]["button_element"])
    assert setup.mode_id == first.id
    # Type a seed; only digits are taken.
    seed_box = next(e for e in setup.elements if setup.entries.get(id(e)) == ("seed", 0))
    drive.click(seed_box)
    drive.type_text("4x2")
    assert setup.seed_text == "42"
    drive.press("start")
    table = app.stack.top
    assert isinstance(table, fake_table)
    session = table.session
    assert session.mode_id == first.id
    assert session.seats[1].level == "hard"
    assert session.state.snapshot() == new_match(first.id, 42).snapshot()


def test_typed_names_are_used_and_blank_names_fall_back(app, drive, fake_table):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    name_box = next(e for e in setup.elements if setup.entries.get(id(e)) == ("name", 0))
    drive.click(name_box)
    for _ in range(len("Alice")):
        drive.key(pygame.K_BACKSPACE)
    drive.type_text("Mirela")
    assert setup.seats[0].name == "Mirela"
    setup.seats[1].name = "   "
    drive.press("start")
    seats = app.stack.top.session.seats
    assert seats[0].name == "Mirela"
    assert seats[1].name.strip() != ""


def test_back_escape_and_quit(app, drive, fake_table):
    app.to_menu()
    drive.press("new")
    drive.press("back")
    assert isinstance(app.stack.top, MenuScene)
    drive.key(pygame.K_n)
    assert isinstance(app.stack.top, SetupScene)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    drive.press("quit")
    assert app.running is False


def test_two_seats_never_share_a_name(app, drive, fake_table):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    drive.press("kind:1:human")
    setup.seats[1].name = "Alice"
    drive.press("start")
    assert [s.name for s in app.stack.top.session.seats] == ["Alice", "Alice 2"]
