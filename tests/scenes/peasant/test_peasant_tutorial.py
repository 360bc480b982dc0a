"""King and Peasant's guided first game at the table, played by clicks: each note read away with a
click or Enter, each of the newcomer's moves clicked on the table (the move a note asks for, else
the Easy computer's), through Era 1 as the Peasant and Era 2 as the King to the wrap-up, whose
"Play a real game" opens New game on King and Peasant. Every note lies inside the table, clear of
what it points at."""

from __future__ import annotations

import pygame
from peasant_helpers import click_action
from table_helpers import GUIDE_SIZES, click, key, note_misfits

from game.peasant.tutorial import FIRST_GAME
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene
from tests.game.peasant.test_tutorial import ORDER
from tests.game.peasant.tutorial_driver import asked_move, easy_move


def _start(app, size) -> TableScene:
    table = TableScene(app, TutorialSession(FIRST_GAME))
    app.stack.push(table)
    app.resize(size)
    step(app, [])
    return table


def play_guided(app, table, on_note=None):
    """Play the guided game to its wrap-up by clicks and keys; returns the notes as they showed
    (pointer ids) and the wrap-up pointer. ``on_note(pointer)`` sees each note on screen."""
    seen: list[str] = []
    guide = table.guide
    for _ in range(3000):
        if app.stack.top is not table:
            click(app, (5, 5))  # the end of an Era: on to the next
            continue
        step(app, [])
        p = guide.current
        if p is not None:
            seen.append(p.id)
            if on_note is not None:
                on_note(p)
            if p.kind == "wrap_up":
                return seen, p
            # Read away by a click on the note's OK, or by Enter, turn about.
            if len(seen) % 2:
                click(app, guide.ok.center)
            else:
                key(app, pygame.K_RETURN)
            continue
        st = table.state
        if st.current_seat == table.viewer and table._human_may_act() and not table.board.busy:
            view = st.view(table.viewer)
            move = asked_move(guide.tutorial.asking, view) or easy_move(st, table.viewer)
            if table.choice and "at 0" in table.legal():
                move = "at 0"  # the Infiltrate's place, the second step of its choice
            assert click_action(app, table, move), f"nothing on the table answers {move!r}"
    raise AssertionError(f"the guided game did not reach its wrap-up; notes: {seen}")


def _clear_of_target(table, p) -> None:
    """The note lies inside the table, off its target, the prompt and the hand, at 1280x720 and
    1024x640 (from the table's size)."""
    size = table.layout.size
    assert not note_misfits(table, (size, *(s for s in GUIDE_SIZES if s != size)))


def test_the_guided_game_plays_to_its_wrap_up_by_clicks_and_opens_a_real_game(tapp, fake_scoring):
    from scenes.setup import SetupScene

    table = _start(tapp, (1280, 720))
    last_move = {}

    def check(p):
        _clear_of_target(table, p)
        last_move[p.id] = table.state.history[-1] if table.state.history else None

    seen, wrap = play_guided(tapp, table, check)
    assert seen == ORDER
    # Era 2's first notes come with its deal (made by the end-of-Era screen), before a move.
    assert last_move["now_king"] == "deal"
    st = table.state
    # Era 1 won as the Peasant, Era 2 played as the King.
    assert [r["king"] for r in st.results[:2]] == [1, 0] and st.results[0]["winner"] == 0
    assert wrap.kind == "wrap_up" and set(table.guide.buttons) == {"real", "on"}
    click(tapp, table.guide.buttons["real"].center)
    step(tapp, [])
    setup = tapp.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == FIRST_GAME.real_mode


def test_at_1024x640_every_note_lies_inside_the_table_clear_of_its_target(tapp, fake_scoring):
    table = _start(tapp, (1024, 640))
    seen, _wrap = play_guided(tapp, table, lambda p: _clear_of_target(table, p))
    assert seen == ORDER


def test_learn_to_play_offers_king_and_peasant_and_starts_its_guided_game(tapp):
    from scenes.learn import LearnScene

    tapp.to_menu()
    step(tapp, [])
    tapp.stack.top.on_button("learn")
    step(tapp, [])
    chooser = tapp.stack.top
    assert isinstance(chooser, LearnScene)
    assert "about 6 min" in chooser.buttons[f"learn:{FIRST_GAME.id}"].text
    chooser.on_button(f"learn:{FIRST_GAME.id}")
    step(tapp, [])
    table = tapp.stack.top
    assert isinstance(table, TableScene) and table.session.mode_id == FIRST_GAME.mode
    assert table.guide is not None and table.guide.current.id == "roles"
    assert [s.kind for s in table.session.seats] == ["human", "computer"]
    assert table.names[1] == "Lord Corvin"
