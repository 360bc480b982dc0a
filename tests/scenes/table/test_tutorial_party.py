"""The guided Cutthroat and 2v2 rounds at the table, by clicks only: each note read away with a
click, each of the newcomer's moves a click on what answers it (the move a note asked for, else
the Easy move), every note inside the table and clear of what it points at, at 1280x720 and
1024x640; the wrap-up's "Play a real game" opens that game's setup."""

from __future__ import annotations

import pytest
from table_helpers import GUIDE_SIZES, click, note_misfits

from game.imposter.tutorial_party import CUTTHROAT, TWO_V_TWO
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene
from tests.game.imposter.guided import newcomer_move, play_round_one


def _start(app, script, size) -> TableScene:
    app.resize(size) if hasattr(app, "resize") else None
    table = TableScene(app, TutorialSession(script))
    app.stack.push(table)
    table.on_resize(size)
    step(app, [])
    return table


def _note_clear_of_its_target(table, size) -> None:
    """The note on screen sits inside the table and off the zone it points at, the prompt and
    the hand, at this size and the other."""
    assert not note_misfits(table, (size, *(s for s in GUIDE_SIZES if s != size)))


def _play_by_clicks(app, table, size, choose=None) -> list[str]:
    """Round 1 by clicks, up to the wrap-up; returns the notes in the order they showed.
    ``choose(st, tut)`` may give the newcomer's move (None: the one asked for, else Easy's)."""
    seen: list[str] = []
    for _ in range(3000):
        step(app, [])
        p = table.guide.current
        if p is not None:
            seen.append(p.id)
            _note_clear_of_its_target(table, size)
            if p.kind == "wrap_up":
                return seen
            click(app, table.guide.ok.center)
            continue
        if table.state.current_seat == 0 and table._human_may_act() and not table.board.busy:
            # (a choice made of several steps holds the first ones until its last is clicked)
            st = table.choice.copy_state() if table.choice else table.state
            tut = table.guide.tutorial
            text = (choose and choose(st, tut)) or newcomer_move(st, tut)
            at = table.click_point(text)
            assert at is not None, f"nothing on the table answers {text!r}"
            click(app, at)
    raise AssertionError(f"no wrap-up; notes so far {seen}")


@pytest.mark.parametrize("script", [CUTTHROAT, TWO_V_TWO], ids=["cutthroat", "2v2"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280", "1024"])
def test_the_guided_round_plays_by_clicks_to_its_wrap_up_and_a_real_game(app, script, size):
    from scenes.setup import SetupScene

    table = _start(app, script, size)
    seen = _play_by_clicks(app, table, size)
    _state, came = play_round_one(script)
    assert seen == [i for i, _ in came]  # the same notes as the script's own run, in order
    assert table.state.history == _state.history  # the same game: clicks made the same moves
    click(app, table.guide.buttons["real"].center)
    step(app, [])
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == script.real_mode


def test_a_low_successor_in_the_first_game_brings_its_note_clear_of_the_hand(app):
    from game.imposter.tutorial import FIRST_GAME

    def low(st, tut):
        return "successor Fool" if tut.asking is not None and tut.asking.id == "successor" else None

    size = (1024, 640)
    table = _start(app, FIRST_GAME, size)
    seen = _play_by_clicks(app, table, size, choose=low)
    assert seen[seen.index("successor") + 1] == "successor:wrong"
    assert "successor Fool" in table.state.history  # the wrong move was allowed, and made


def test_passing_with_the_assassin_brings_its_note_by_the_flippers_king(app):
    def pass_it(st, tut):
        return "pass" if tut.asking is not None and tut.asking.id == "assassin" else None

    size = (1024, 640)
    table = _start(app, CUTTHROAT, size)
    shown = []
    real = table.guide.zone_rect

    def zone_rect(p):  # (what each note pointed at, as the table drew it)
        shown.append((p.id, p.seat))
        return real(p)

    table.guide.zone_rect = zone_rect
    seen = _play_by_clicks(app, table, size, choose=pass_it)
    assert seen[seen.index("assassin") + 1] == "assassin:wrong"
    flipper = dict(shown)["assassin"]
    assert flipper != 0 and dict(shown)["assassin:wrong"] == flipper
