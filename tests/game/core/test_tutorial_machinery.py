"""The shared guided-game machinery (game.core.tutorial) on a game it knows nothing of: the
shared triggers, a note on a move other than the one asked for, the wrap-up once, a resumed
game's past moments, and every registered game's scripts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.registry import modes, new_match
from game.core.tutorial import WRAP_UP, Script, Step, Tutorial, scripts
from tests.fakegame.model import CrownsState


def _script(*steps: Step, **kw) -> Script:
    base = dict(
        id="crowns/test", title="A test", mode="crowns/race", real_mode="crowns/race",
        seats=(("You", "human", ""), ("Teacher", "computer", "easy")), steps=steps,
        wrap_title="Done", wrap_words="That is all.",
        done=lambda view, viewer: max(view["scores"]) >= 3,
    )  # fmt: skip
    base.update(kw)
    return Script(**base)


ADD_TWO = Step("two", "start", "Add two", "Two is faster.", expect=("add 2",),
               wrong="One crown a turn gives the other seat the race.")  # fmt: skip


def _run(tut: Tutorial, moves: list[str]):
    st = CrownsState(0, {"target": "3", "first": "0"})
    out = list(tut.observe([], st.view(0), None, 0))
    for text in moves:
        seat = st.current_seat
        events = st.apply(text)
        wrong = tut.acted(seat, text, len(st.history))
        out += [wrong] if wrong else []
        out += tut.observe(events, st.view(0), None, len(st.history))
    return st, out


def test_a_move_other_than_the_one_asked_for_is_explained_once():
    st, out = _run(Tutorial(_script(ADD_TWO), 0), ["add 1", "add 1", "add 1"])
    assert [p.id for p in out] == ["two", "two:wrong"]
    assert out[1].kind == "wrong" and "gives the other seat" in out[1].step.wrong


def test_the_move_asked_for_brings_no_note_and_the_other_seat_is_not_judged():
    _st, out = _run(Tutorial(_script(ADD_TWO), 0), ["add 2", "add 1", "add 2"])
    assert [p.id for p in out] == ["two", WRAP_UP]
    # The computer's moves never answer a step (seat 1 moved after the note, seat 0 had not).
    _st, out = _run(Tutorial(_script(ADD_TWO), 1), ["add 1", "add 2"])
    assert [p.id for p in out] == ["two"]


def test_the_wrong_move_note_points_where_its_step_pointed():
    # The step is about the other seat's move (its zone is seat 0's); the viewer, seat 1, then
    # makes another move than the one asked for: the note on it points at seat 0's zone too.
    step = Step("added", "event:add", "Added", "Seat 0 added.", seat="actor",
                expect=("add 2",), wrong="One crown is slower.")  # fmt: skip
    _st, out = _run(Tutorial(_script(step), 1), ["add 1", "add 1"])
    assert [(p.id, p.seat) for p in out] == [("added", 0), ("added:wrong", 0)]


def test_a_prefix_ending_in_a_space_matches_every_move_it_starts():
    step = replace(ADD_TWO, expect=("add ",))
    _st, out = _run(Tutorial(_script(step), 0), ["add 1"])
    assert [p.id for p in out] == ["two"]


def test_the_wrap_up_comes_once_when_the_script_is_done():
    tut = Tutorial(_script(ADD_TWO), 0)
    _st, out = _run(tut, ["add 2", "add 2", "add 1"])
    wraps = [p for p in out if p.kind == "wrap_up"]
    assert len(wraps) == 1 and wraps[0].step.title == "Done" and tut.finished
    assert tut.observe([], {"scores": [3, 2]}, None) == []


def test_one_move_is_asked_for_at_a_time_the_next_asking_step_waits():
    one = Step("one", "start", "Add one", "One at a time is safe.", expect=("add 1",),
               wrong="Two a turn runs ahead.")  # fmt: skip
    tut = Tutorial(_script(ADD_TWO, one), 0)
    _st, out = _run(tut, ["add 1", "add 1", "add 1"])
    # Both moments are the start; the second asks only once the first was answered, and its
    # own move is then judged (the viewer's second "add 1" is the one it asked for: no note).
    assert [p.id for p in out] == ["two", "two:wrong", "one"]
    assert out[2].moves == 1 and tut.asking is None


def test_shared_triggers_event_and_after():
    steps = (
        Step("added", "event:add", "Added", "A crown was added.", seat="actor"),
        Step("more", "after:added", "More", "Another note on the same moment."),
    )
    _st, out = _run(Tutorial(_script(*steps), 1), ["add 1"])
    assert [p.id for p in out] == ["added", "more"]
    assert out[0].seat == 0  # the seat the event was about, not the viewer


def test_an_unknown_trigger_or_seat_word_is_named():
    tut = Tutorial(_script(Step("x", "sometimes", "X", "words")), 0)
    with pytest.raises(ValueError, match="sometimes"):
        tut.observe([], {"scores": [0, 0]}, None)
    tut = Tutorial(_script(Step("y", "start", "Y", "words", seat="dealer")), 0)
    with pytest.raises(ValueError, match="dealer"):
        tut.observe([], {"scores": [0, 0]}, None)


def test_every_script_of_every_game_plays_its_own_mode_and_opens_a_real_one():
    every = scripts()
    assert every, "no game offers a guided first game"
    for script in every.values():
        assert script.mode in modes() and script.real_mode in modes(), script.id
        assert modes()[script.mode].seats == len(script.seats) == modes()[script.real_mode].seats
        assert [k for _n, k, _l in script.seats].count("human") >= 1
        ids = [s.id for s in script.steps]
        assert len(ids) == len(set(ids)) and WRAP_UP not in ids, script.id
        assert script.wrap_title and len(script.wrap_words) > 40, script.id
        for step in script.steps:
            assert step.title and len(step.words) > 30, (script.id, step.id)
            assert not step.expect or step.wrong, (script.id, step.id)  # a wrong move is told
        # Its prepared deal is the same whatever seed is asked.
        a, b = new_match(script.mode, 1), new_match(script.mode, 424242)
        assert a.view(0) == b.view(0), script.id


def test_words_for_gives_a_note_and_the_wrap_up_the_facts_of_the_game_as_it_went():
    def words_for(step, view, viewer):
        if step.id == "two":
            return f"You have {view['scores'][viewer]} crowns."
        if step.id == WRAP_UP:
            return f"The race ended {view['scores'][0]} to {view['scores'][1]}."
        return None

    plain = Step("plain", "start", "Plain", "These words are the step's own.")
    tut = Tutorial(_script(ADD_TWO, plain, words_for=words_for), 0)
    _st, out = _run(tut, ["add 2", "add 1", "add 1"])
    assert [p.step.words for p in out] == [
        "You have 0 crowns.", "These words are the step's own.", "The race ended 3 to 1."
    ]  # fmt: skip
    assert out[0].step.expect == ADD_TWO.expect  # only the words change


def test_the_note_on_another_move_points_where_the_note_that_asked_pointed():
    asks = replace(ADD_TWO, zone="crown", seat="dealer")
    script = _script(asks, seat_of=lambda word, view, events, viewer: 7)
    _st, out = _run(Tutorial(script, 0), ["add 1"])
    assert [(p.id, p.seat) for p in out] == [("two", 7), ("two:wrong", 7)]


def test_the_count_line_numbers_notes_in_the_order_they_came():
    # The script lists "later" first, but the game brings "sooner" first: that note is note 1.
    sooner = Step("sooner", "start", "Sooner", "First to come.")
    later = Step("later", "event:add", "Later", "Second to come.")
    tut = Tutorial(_script(later, sooner), 0)
    _st, out = _run(tut, ["add 1"])
    assert [p.id for p in out] == ["sooner", "later"]
    assert [tut.position(p) for p in out] == [1, 2]


def test_the_count_line_counts_no_note_the_game_does_not_reach():
    # "never" waits for an event this race has none of: the count promises no total that
    # includes it, so the last note that comes is the last number said.
    sooner = Step("sooner", "start", "Sooner", "First to come.")
    never = Step("never", "event:nothing", "Never", "This moment does not come.")
    later = Step("later", "event:add", "Later", "Second to come.")
    tut = Tutorial(_script(sooner, never, later), 0)
    _st, out = _run(tut, ["add 1", "add 1"])
    assert [(p.id, tut.position(p)) for p in out] == [("sooner", 1), ("later", 2)]


def test_a_scripts_expect_for_narrows_the_move_asked_for_as_the_game_stands():
    # "add " would take any add; the script asks, now, for "add 2" only: "add 1" is told.
    any_add = replace(ADD_TWO, expect=("add ",))
    tut = Tutorial(_script(any_add, expect_for=lambda step, view, viewer: ("add 2",)), 0)
    _st, out = _run(tut, ["add 1"])
    assert [p.id for p in out][:2] == ["two", "two:wrong"]
    assert out[0].step.expect == ("add 2",)
