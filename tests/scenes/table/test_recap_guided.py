"""Since your turn in a guided game: the others' moves are listed once the notes of the moment
are read, and the list never shows under a note (scenes.table.recap)."""

from __future__ import annotations

from table_helpers import click

from game.imposter.tutorial_party import CUTTHROAT
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene
from tests.game.imposter.guided import newcomer_move


def test_the_list_opens_in_a_guided_game_once_its_notes_are_read_and_never_under_one(app):
    table = TableScene(app, TutorialSession(CUTTHROAT))
    app.stack.push(table)
    step(app, [])
    opened = None
    for _ in range(600):
        step(app, [])
        guide = table.guide
        if guide.current is not None:
            assert not table.recap.showing()  # a note on screen: the list stays away
            if guide.current.kind == "wrap_up":
                break
            click(app, guide.ok.center)
            continue
        if table.recap.showing():
            opened = [item.line for item in table.recap.items]
            break
        st = table.state
        if st.current_seat == 0 and table._human_may_act() and not table.board.busy:
            table.act(newcomer_move(st, guide.tutorial))
    assert opened, "the others' moves were never listed"
    assert any("Lady Vesna" in line for line in opened)
    # A note put up now hides the list until it is read away.
    table.guide.queue.insert(0, _any_note(table))
    step(app, [])
    assert table.guide.current is not None and not table.recap.showing()
    click(app, table.guide.ok.center)
    step(app, [])
    assert table.recap.showing()


def _any_note(table):
    from game.core.tutorial import Pointer

    return Pointer(CUTTHROAT.steps[0], 0, len(table.state.history))
