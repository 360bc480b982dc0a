"""The guided game's shell (scenes.table.guide, scenes.learn): leaving one keeps it and Continue
resumes it; the wrap-up's buttons open a real game's setup or play on; Learn to play lists every
guided game."""

from __future__ import annotations

import pygame
from table_helpers import click, key

from game.imposter.tutorial import FIRST_GAME, TUTORIAL_MODE
from scenes import storage
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.menu import MenuScene
from scenes.table.scene import TableScene


def _table(app) -> TableScene:
    table = TableScene(app, TutorialSession(FIRST_GAME))
    app.stack.push(table)
    step(app, [])
    return table


def _read_notes_away(app, table) -> None:
    for _ in range(30):
        step(app, [])
        if table.guide.current is None or table.guide.current.kind == "wrap_up":
            return
        key(app, pygame.K_RETURN)


def test_leaving_a_guided_game_keeps_it_and_continue_resumes_it(app):
    table = _table(app)
    _read_notes_away(app, table)
    table.act(str(table.legal()[0]))
    moves = list(table.state.history)
    assert storage.saved_path(table.session.match_id).exists()  # saved as any match is
    app.to_menu()
    step(app, [])
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "continue" in menu.buttons
    menu.on_button("continue")
    step(app, [])
    again = app.stack.top
    assert isinstance(again, TableScene) and again.session.mode_id == TUTORIAL_MODE
    assert again.state.history == moves and again.guide is not None
    assert "true_king" in again.guide.tutorial.done  # its past notes are not shown again


def _wrap_up(app, table):
    table.guide.queue = [p for p in table.guide.queue if p.kind == "wrap_up"]
    table.guide.tutorial.wrapped = False
    table.guide.queue += table.guide.tutorial.observe(
        [], {"results": [{"round": 1}]}, table.state.cards
    )
    step(app, [])
    p = table.guide.current
    assert p is not None and p.kind == "wrap_up"
    return p


def test_the_wrap_up_opens_the_setup_of_a_real_game_and_forgets_the_guided_one(app):
    from scenes.setup import SetupScene

    table = _table(app)
    _wrap_up(app, table)
    saved = storage.saved_path(table.session.match_id)
    table.session.save()
    buttons = table.guide.buttons
    assert set(buttons) == {"real", "on"}
    assert table.layout.table.contains(table.guide.note)
    click(app, buttons["real"].center)
    step(app, [])
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == FIRST_GAME.real_mode
    assert not saved.exists()


def test_play_on_reads_the_wrap_up_away_and_the_match_goes_on(app):
    table = _table(app)
    _wrap_up(app, table)
    key(app, pygame.K_TAB)  # to "Play on"
    assert table.guide.focus == "on"
    key(app, pygame.K_RETURN)
    step(app, [])
    assert (
        app.stack.top is table
        and table.guide.current is None
        or (table.guide.current.kind != "wrap_up")
    )


def test_learn_to_play_lists_every_guided_game_of_every_game(app):
    from game.core.tutorial import scripts
    from scenes.learn import LearnScene

    app.to_menu()
    step(app, [])
    chooser = LearnScene(app)
    app.stack.push(chooser)
    step(app, [])
    every = scripts()
    assert {f"learn:{sid}" for sid in every} <= set(chooser.buttons)
    for sid in every:
        assert chooser.panel.contains(chooser.buttons[f"learn:{sid}"].rect)


def test_the_first_note_keeps_off_the_hand_it_does_not_speak_of(app):
    # "Your King and the True King" points at a King: the hand beside it stays in sight.
    table = _table(app)
    p = table.guide.current
    assert p is not None and p.id == "true_king"
    step(app, [])
    hand = [sp.rect for sp in table.board.sprites if sp.slot.zone == "hand" and sp.slot.seat == 0]
    assert hand and not any(table.guide.note.colliderect(r) for r in hand)


def test_enter_pressed_again_at_once_does_not_answer_the_decision_under_the_note(app):
    from scenes.table.guide import ENTER_GUARD

    table = _table(app)
    while table.guide.current is not None:
        key(app, pygame.K_RETURN)  # reads each note away
    moves = len(table.state.history)
    key(app, pygame.K_RETURN)  # the same key again, at once: swallowed
    assert len(table.state.history) == moves
    assert table.guide.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    )
    table.time += ENTER_GUARD  # a moment later the key is the table's again
    assert not table.guide.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    )


def test_the_count_line_numbers_the_note_without_a_total_of_notes_that_may_never_come(app):
    table = _table(app)
    first = table.guide.current
    assert table.guide.words(first)[2].startswith("Note 1  -  ")
    key(app, pygame.K_RETURN)
    for _ in range(20):  # the newcomer's moves until the next note comes
        step(app, [])
        if table.guide.current is not None:
            break
        table.act(str(table.legal()[0]))
    second = table.guide.current
    assert second is not None and table.guide.words(second)[2].startswith("Note 2  -  ")
    assert " of " not in table.guide.words(second)[2]
