"""The guided first game of Usurp the King at the table, driven by clicks to its end: every note
read away with a click, each of the newcomer's moves a click where the table shows it (the move
the note asks for, else the Easy computer's), each note inside the table and clear of what it
points at at 1280x720 and 1024x640, and "Play a real game" opening the setup of three families."""

from __future__ import annotations

from dataclasses import replace

from table_helpers import click_action, note_misfits

from game.ai.players import make_player
from game.core.tutorial import WRAP_UP
from game.usurp.tutorial import FIRST_GAME
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene

from .usurp_table_helpers import click

SIZES = ((1280, 720), (1024, 640))
READ_AWAY = (4, 4)  # a click on the table's corner reads a note away (and plays nothing)


def _newcomer_move(table, wrong: str | None = None) -> str:
    st = table.state
    asked = table.guide.tutorial.asking
    legal = [str(a) for a in st.legal_actions()]
    if asked is not None and asked.id == wrong:
        return next(a for a in legal if a not in asked.expect)
    if asked is not None and asked.expect[0] in legal:
        return asked.expect[0]
    return str(make_player("easy", len(st.history)).choose(st, 0))


def _check_note_fits(table, p, misfits: list) -> None:
    """At each size the note lies inside the table area, clear of its target, the prompt and
    the hand."""
    misfits += note_misfits(table, SIZES)


def _drive(app, table, wrong: str | None = None, until: str = WRAP_UP):
    """The guided game by clicks until the note ``until`` shows (the wrap-up), the move asked
    for at step ``wrong`` another one; returns the notes' ids and the misfits."""
    seen, misfits = [], []
    for _ in range(3000):
        step(app, [])
        p = table.guide.current
        if p is not None:
            seen.append(p.id)
            _check_note_fits(table, p, misfits)
            step(app, [])
            if p.id == until:
                return seen, misfits
            click(app, READ_AWAY)
            continue
        st = table.state
        if st.current_seat == 0 and table._human_may_act() and not table.board.busy:
            click_action(app, table, _newcomer_move(table, wrong))
    raise AssertionError(f"the guided game did not reach its wrap-up; notes seen: {seen}")


def test_the_guided_game_plays_by_clicks_to_its_wrap_up_and_opens_a_real_game(tapp):
    from scenes.setup import SetupScene

    tapp.resize((1280, 720)) if hasattr(tapp, "resize") else None
    table = TableScene(tapp, TutorialSession(FIRST_GAME))
    tapp.stack.push(table)
    step(tapp, [])
    assert table.guide is not None
    # The first note names each computer's seat and family as the table's plaques do.
    words = table.guide.current.step.words
    for seat in (1, 2):
        family = table.state.view(0)["family_names"][seat]
        assert f"{table.session.seats[seat].name} is {family}" in words
    seen, misfits = _drive(tapp, table)
    steps = [s.id for s in FIRST_GAME.steps]
    assert seen[:3] == ["families", "turns", "hand"] and seen[-1] == WRAP_UP
    assert [i for i in seen if i in steps] == [s for s in steps if s in seen]  # in order
    assert not [i for i in seen if i.endswith(":wrong")]  # every move asked for was made
    assert {"bribery", "dagger", "guard", "poison", "antidote", "rung_heir"} <= set(seen)
    assert not misfits, misfits
    assert table.state.result["rung"] == "heir" and table.state.result["winner"] == 0
    # The wrap-up says who won; its "Play a real game" opens New game on three families.
    assert table.guide.current.step.words.startswith("You win! Hayhurst wins (Heir)")
    click(tapp, table.guide.buttons["real"].center)
    step(tapp, [])
    setup = tapp.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == FIRST_GAME.real_mode == "usurp/3p"


def test_another_card_hidden_brings_its_note_by_the_book_and_clear_of_it(tapp):
    table = TableScene(tapp, TutorialSession(FIRST_GAME))
    tapp.stack.push(table)
    step(tapp, [])
    seen, misfits = _drive(tapp, table, wrong="hide", until="hide:wrong")
    assert seen[-2:] == ["hide", "hide:wrong"] and not misfits, misfits
    p = table.guide.current
    assert table.guide.words(p)[0] == "What that move does" and "Antidote" in p.step.wrong
    # It points where the note that asked did: the Book by the Heir (and the Heir's card).
    book = next(sp for sp in table.board.sprites if sp.cid == 4 and sp.slot.zone == "member")
    assert table.guide.zone_rect(p).contains(book.rect)
    hides = [a for a in table.state.history if a.startswith("hide ")]
    assert hides[0] != "hide Antidote"  # Hayhurst hides first, in turn order


def test_the_first_note_comes_at_once_while_the_deal_settles_clear_of_the_hand(tapp):
    # (the thirty cards' deal takes seconds at the usual speed: the note does not wait for it)
    tapp.settings.anim_speed = "normal"
    table = TableScene(tapp, TutorialSession(FIRST_GAME))
    tapp.stack.push(table)
    step(tapp, [], dt=0.05)
    step(tapp, [], dt=0.05)
    assert table.board.busy
    p = table.guide.current
    assert p is not None and p.id == "families"
    resting = [
        table.layout.slot_rect(sp.resting)
        for sp in table.board.sprites
        if sp.resting.zone == "hand" and sp.resting.seat == 0
    ]
    assert len(resting) == 10
    assert not any(table.guide.note.colliderect(r) for r in resting)
    # A note on a later move still waits for the cards to stop.
    table.guide.dismiss()
    table.guide.queue = [replace(p, moves=1)]
    assert table.guide.current is None
