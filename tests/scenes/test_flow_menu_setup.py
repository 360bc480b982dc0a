"""Menu -> setup -> start: the choices made on the setup screen become the session at the table."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.registry import modes, new_match
from scenes import storage
from scenes.menu import MenuScene
from scenes.session import NAME_LIMIT, MatchSession, SeatSetup
from scenes.setup import SetupScene
from scenes.setup_players import SEED_HINT, SEED_NOTE_SECONDS


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
    assert storage.saved_path(session.match_id).exists()


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
    drive.press(f"mode:{first.id}")
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


def test_two_long_names_stay_within_the_name_limit_and_the_match_reloads(app, drive, fake_table):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    drive.press("kind:1:human")
    long_name = "W" * NAME_LIMIT
    setup.seats[0].name = setup.seats[1].name = long_name
    drive.press("start")
    names = [s.name for s in app.stack.top.session.seats]
    assert names[0] == long_name and names[1].endswith(" 2") and len(names[1]) <= NAME_LIMIT
    assert MatchSession.load_autosave() is not None  # the save it wrote reads back


# ----- a new game never replaces a saved match ---------------------------------------------------

SAVED_SEATS = [SeatSetup("Mirela", "human"), SeatSetup("Lord Corvin", "computer", "hard")]


def test_a_new_game_while_a_match_is_saved_keeps_that_match(app, drive, fake_table):
    kept = MatchSession("imposter/2p-base", SAVED_SEATS, seed=77)
    kept.apply(kept.state.legal_actions()[0])
    path = storage.saved_path(kept.match_id)
    before = path.read_text()
    app.to_menu()
    drive.press("new")
    assert isinstance(app.stack.top, SetupScene)  # nothing to ask: nothing is replaced
    drive.press("start")
    new = app.stack.top.session
    assert isinstance(app.stack.top, fake_table) and new.seats[0].name == "Alice"
    assert path.read_text() == before
    assert storage.saved_path(new.match_id).exists()
    app.to_menu()
    drive.frames()
    assert [m.match_id for m in app.stack.top.saved] == [new.match_id, kept.match_id]


# ----- the seed field says what it refuses -------------------------------------------------------


def _seed_note(setup) -> tuple[str, str]:
    return setup.seed_note_words()


def _open_seed(app, drive):
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    drive.click(setup.seed_entry)
    return setup


def test_a_refused_seed_character_is_named_beside_the_field(app, drive, fake_table):
    setup = _open_seed(app, drive)
    assert _seed_note(setup) == (SEED_HINT, "#small")
    drive.type_text("4x2")
    assert setup.seed_text == "42" and setup.seed_entry.get_text() == "42"
    text, style = _seed_note(setup)
    assert "x" in text and "Digits only" in text and style == "#notice"
    drive.frames(round(SEED_NOTE_SECONDS * 60) + 2)  # it fades back to the hint
    assert _seed_note(setup) == (SEED_HINT, "#small")


def test_a_seed_longer_than_the_limit_is_cut_with_a_message(app, drive, fake_table):
    setup = _open_seed(app, drive)
    drive.type_text("1234567890")
    assert setup.seed_text == "123456789"
    assert "at most 9 digits" in _seed_note(setup)[0]
    drive.press("start")
    assert app.stack.top.session.seed == 123456789


def test_a_pasted_seed_keeps_its_digits_and_says_what_went(app, drive, fake_table):
    setup = _open_seed(app, drive)
    setup.seed_entry.set_text("seed: 31-41")  # what a paste leaves in the entry
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_TEXT_ENTRY_CHANGED, text="seed: 31-41", ui_element=setup.seed_entry
        )
    )
    drive.frames()
    assert setup.seed_text == "3141" and setup.seed_entry.get_text() == "3141"
    assert "s" in _seed_note(setup)[0] and "-" in _seed_note(setup)[0]


def test_other_scripts_digits_are_refused_not_crashing_the_start(app, drive, fake_table):
    setup = _open_seed(app, drive)
    drive.type_text("7\u00b2\u0663")  # a superscript two and an Arabic-Indic three
    assert setup.seed_text == "7"
    assert "\u0663" in _seed_note(setup)[0]  # named even when the entry's font cannot draw it
    drive.press("start")
    assert app.stack.top.session.seed == 7
