"""Undo against the computer: the session rebuilds the match from its seed and the moves before
the person's last decision; the table, the autosave, the worker, the log and the Fragments
scenes follow. Off with two people at the table, and once the match is over; never back past
a move that showed the person something hidden (tests/scenes/test_undo_wall.py)."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from game.core.registry import new_match
from scenes.app import make_app, step
from scenes.imposter.expansion.mustering import MusteringScene
from scenes.imposter.table.choice import continues_choice
from scenes.session import MatchSession, SeatSetup
from scenes.table.ai_worker import AiWorker
from scenes.table.scene import TableScene

ALICE = SeatSetup("Alice", "human")
VESNA = SeatSetup("Lady Vesna", "computer", "easy")
BOB = SeatSetup("Bob", "human")


@pytest.fixture
def table_app(monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    app = make_app((1280, 720))
    app.settings.anim_speed = "instant"
    app.settings.ai_pace = 0.0
    app.settings.auto_pass = True
    yield app
    for scene in list(app.stack.scenes):
        close = getattr(scene, "close", None)
        if callable(close):
            close()
    pygame.quit()


def sit(app, session) -> TableScene:
    app.start_match(session)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def press(app, key, mod=0) -> None:
    down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    step(app, [down])
    step(app, [up])


def ctrl_z(app) -> None:
    press(app, pygame.K_z, pygame.KMOD_LCTRL)


def click(app, pos) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def to_human_turn(app, table, rng, frames: int = 400) -> None:
    """Frames until the table waits for the person (the computer answers at once; a round's
    end is continued at once; an expansion scene is answered by random legal picks)."""
    session = table.session
    for _ in range(frames):
        top = app.stack.top
        if top is table and table._human_may_act() and not table.board.busy:
            return
        if session.finished:
            return
        if top is not table and top.name == "scoring":
            session.apply("deal")
            app.stack.pop()
        elif getattr(top, "revealing", False) and not top.busy:
            click(app, top.click_point("continue"))  # the Signature reveal
        elif top is not table and hasattr(top, "send") and top.legal() and not top.busy:
            top.send(rng.choice(top.legal()))
        step(app, [])
    raise AssertionError("the person's turn never came")


def to_round_two(app, table, rng) -> None:
    """Random decisions of the person's until the second round is dealt."""
    for _ in range(200):
        to_human_turn(app, table, rng)
        if table.session.state.round_no >= 2:
            return
        decide(app, table, rng)


def decide(app, table, rng) -> None:
    """The person makes one whole decision (every step of a held choice) by random picks."""
    table.choose(rng.choice(table.legal()))
    while table.choice:
        table.choose(rng.choice([a for a in table.legal()]))


def play_decisions(app, table, rng, count: int) -> None:
    for _ in range(count):
        to_human_turn(app, table, rng)
        decide(app, table, rng)
    to_human_turn(app, table, rng)


def replayed(session, k: int):
    state = new_match(session.mode_id, session.seed)
    for text in session.state.history[:k]:
        state.apply(text)
    return state


def random_match(mode: str, seed: int, seats=(ALICE, VESNA)) -> MatchSession:
    session = MatchSession(mode, list(seats), seed, autosave=False)
    rng = random.Random(seed)
    while not session.finished:
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    return session


# ----- the session ---------------------------------------------------------------------------


def test_undo_stops_are_the_persons_real_decisions_only(monkeypatch):
    session = random_match("imposter/2p-base", 4)
    monkeypatch.setattr(MatchSession, "undo_wall", lambda self: None)  # the decisions alone
    moves = session.moves()
    stops = session.undo_stops(continues_choice)
    assert stops
    for i in stops:
        m = moves[i]
        assert session.is_human(m.seat) and not m.between_rounds
        assert not continues_choice(moves, i)
        # The move had a choice, or a later step of the same held choice had one (a forced
        # Soldier, then the name it asks for).
        j = i + 1
        while j < len(moves) and continues_choice(moves, j):
            j += 1
        assert any(x.options > 1 for x in moves[i:j])
    # Forced moves of the person (the auto-pass of a reaction) and the deal are no stops.
    forced = [
        i for i, m in enumerate(moves) if m.seat == 0 and m.options == 1 and m.decision == "react"
    ]
    assert forced and not set(forced) & set(stops)
    deals = [i for i, m in enumerate(moves) if m.between_rounds]
    assert deals and not set(deals) & set(stops)
    # A Successor then a Dungeon card, the table's one held choice, is one stop: its start.
    pairs = [
        i for i in range(1, len(moves))
        if moves[i].seat == 0 and moves[i].decision == "dungeon" and moves[i - 1].seat == 0
    ]  # fmt: skip
    assert pairs and all(i not in stops and i - 1 in stops for i in pairs)


def until_undo_can(session, rng, least: int = 0) -> None:
    """Random moves (at least ``least``) until the person has a decision undo may take back."""
    for n in range(400):
        if n >= least and session.can_undo(continues_choice):
            return
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    raise AssertionError("undo never had anything to take back")


def test_a_finished_or_conceded_match_cannot_be_undone():
    session = random_match("imposter/2p-base", 8)
    assert session.finished and session.moves()
    assert not session.can_undo() and session.undo() == 0
    going = MatchSession("imposter/2p-base", [ALICE, VESNA], 8, autosave=False)
    until_undo_can(going, random.Random(1), least=6)
    going.concede(0)
    assert not going.can_undo() and going.undo() == 0


def test_session_undo_never_goes_back_past_a_rounds_end():
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 21, autosave=False)
    rng = random.Random(3)
    while session.state.round_no < 2:
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
    assert session.state.results  # round 1 is scored (every hand shown), round 2 dealt
    assert not session.can_undo(continues_choice) and session.undo(continues_choice) == 0
    assert session.undo_limit_note().startswith("Undo stops at the last round's end")
    # Later in round 2, undo takes decisions back, but never into round 1 again.
    until_undo_can(session, rng)
    while session.undo(continues_choice):
        assert session.state.round_no == 2 and session.state.results


# ----- the table -----------------------------------------------------------------------------


def test_undo_one_decision_takes_the_computers_replies_back_too(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 5)
    table = sit(table_app, session)
    rng = random.Random(5)
    for _ in range(40):
        play_decisions(table_app, table, rng, 1)
        if not table.can_undo():
            continue
        cut = session.undo_stops(continues_choice)[-1]
        if any(not session.is_human(m.seat) for m in session.moves()[cut:]):
            break  # the computer replied since the person's last decision, showing nothing
    else:
        raise AssertionError("the computer never replied")
    history = list(session.state.history)
    assert table.undo()
    step(table_app, [])
    assert session.state.history == history[:cut]
    assert table.state is session.state
    assert session.state.current_seat == 0 and table._human_may_act()
    assert table.view() == replayed(session, cut).view(0)
    # Nothing stale: no held choice, queue, hint, answer, result or bubble of the old position.
    assert table.choice is None and table.queued == [] and table.hint is None
    assert table.ai_answer is None and table.pending_result is None
    assert not table.board.busy and table.board.bubbles == []
    # The log is the replayed match's log: the undone moves are gone from it.
    fresh = TableScene(table_app, MatchSession.from_json(session.to_json(), autosave=False))
    assert [e.event for e in table.log.entries] == [e.event for e in fresh.log.entries]
    fresh.close()


def test_undo_many_steps_back_to_the_first_decision_and_no_further(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 6)
    table = sit(table_app, session)
    rng = random.Random(6)
    # The round's opening: Successors and Dungeon cards go down face down, showing nothing.
    play_decisions(table_app, table, rng, 1)
    stops = session.undo_stops(continues_choice)
    assert len(stops) >= 1 and session.undo_wall() is None
    for expected in reversed(stops):
        assert table.can_undo()
        ctrl_z(table_app)
        assert len(session.state.history) == expected
    assert not table.can_undo()
    ctrl_z(table_app)  # not past the start
    assert len(session.state.history) == stops[0]
    assert table.panel_note == "Nothing to undo yet."
    # And play goes on from there.
    play_decisions(table_app, table, rng, 1)
    assert len(session.state.history) > stops[0]


def test_undo_from_a_new_round_does_not_go_back_into_the_last(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 21)
    table = sit(table_app, session)
    rng = random.Random(21)
    to_round_two(table_app, table, rng)
    assert session.state.round_no == 2 and session.state.results
    before = list(session.state.history)
    ctrl_z(table_app)
    assert session.state.history == before and session.state.round_no == 2
    assert table.panel_note == (
        "Undo stops at the last round's end and the new deal: you would choose again knowing it."
    )


def test_the_undo_button_in_the_side_panel(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 7)
    table = sit(table_app, session)
    rng = random.Random(7)
    to_human_turn(table_app, table, rng)
    rect = table.layout.panel_buttons["undo"]
    assert rect.bottom <= table.layout.panel_buttons["hint"].top
    assert not rect.colliderect(table.layout.log_rect)
    if not table.can_undo():  # nothing to undo yet: the button does nothing
        before = list(session.state.history)
        click(table_app, rect.center)
        assert session.state.history == before
    for _ in range(30):
        play_decisions(table_app, table, rng, 1)
        if table.can_undo():
            break
    cut = session.undo_stops(continues_choice)[-1]
    click(table_app, table.layout.panel_buttons["undo"].center)
    assert len(session.state.history) == cut


def test_undo_is_off_with_two_people(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, BOB], 9)
    table = sit(table_app, session)
    assert not table.undo_shown() and "undo" not in table.layout.panel_buttons
    rng = random.Random(9)
    for _ in range(20):
        legal = [str(a) for a in session.state.legal_actions()]
        session.apply(rng.choice(legal))
    assert session.undo_stops() and not session.can_undo() and session.undo() == 0
    table.curtain = False
    before = list(session.state.history)
    table._key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    assert session.state.history == before
    assert table.panel_note == "Undo is off when more than one person plays."


def test_the_autosave_follows_an_undo(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 12)
    table = sit(table_app, session)
    rng = random.Random(12)
    play_decisions(table_app, table, rng, 3)
    ctrl_z(table_app)
    loaded = MatchSession.load_autosave()
    assert loaded is not None
    assert loaded.state.history == session.state.history
    assert loaded.match_id == session.match_id
    assert loaded.state.view(0) == session.state.view(0)


class HeldWorker(AiWorker):
    """A worker whose jobs finish only when the test says so."""

    def __init__(self) -> None:
        super().__init__("thread")
        self.submitted: list[tuple[str, Future]] = []

    def submit(self, tag, fn, *args) -> None:
        self.job = (tag, Future())
        self.submitted.append(self.job)


def test_a_computer_answer_for_an_undone_position_is_dropped(table_app):
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 14)
    table = sit(table_app, session)
    rng = random.Random(14)
    play_decisions(table_app, table, rng, 2)
    table.worker = worker = HeldWorker()
    # The person plays, the computer starts thinking about the position after it.
    before = len(session.state.history)
    decide(table_app, table, rng)
    step(table_app, [])
    assert worker.job is not None and worker.job[0].startswith("move:")
    stale_tag = worker.job[0]
    moved = len(session.state.history)
    ctrl_z(table_app)
    assert worker.job is None and len(session.state.history) <= before
    # Play back to the same move count: the old answer's count fits again, its position not.
    while len(session.state.history) < moved:
        if table._human_may_act():
            decide(table_app, table, rng)
        step(table_app, [])
        if worker.job is not None and not worker.job[1].done():
            break
    legal = [str(a) for a in session.state.legal_actions()]
    stale = Future()
    stale.set_result(legal[0])
    worker.job = (stale_tag, stale)  # the worker reports the old job after all
    count = len(session.state.history)
    assert stale_tag.endswith(f":{count}")  # the same move count as the old answer's
    step(table_app, [])
    assert table.ai_answer is None and len(session.state.history) == count
    assert table._tag("move") != stale_tag


def test_undo_through_the_mustering_scene(table_app):
    session = MatchSession("imposter/fon-full", [ALICE, VESNA], 2)
    table = sit(table_app, session)
    rng = random.Random(2)
    scene = None
    for _ in range(3000):
        top = table_app.stack.top
        if isinstance(top, MusteringScene) and top.mine() and not top.busy:
            if session.state.round_no >= 2:  # the Mustering Phase between two rounds
                scene = top
                break
        if top is table and table._human_may_act() and not table.board.busy:
            decide(table_app, table, rng)
        elif top is not table and top.name == "scoring":
            session.apply("deal")
            table_app.stack.pop()
        elif getattr(top, "revealing", False) and not top.busy:
            click(table_app, top.click_point("continue"))  # the Signature reveal
        elif top is not table and hasattr(top, "send") and top.legal() and not top.busy:
            top.send(rng.choice(top.legal()))
        assert not session.finished
        step(table_app, [])
    assert scene is not None, "no Mustering Phase came"
    round_no = session.state.round_no
    at_muster = list(session.state.history)
    # A Mustering action of the person's, then Ctrl+Z in the scene: that action is taken back,
    # the scene closes and a fresh one opens on the same decision.
    choice = next(a for a in scene.legal() if a != "done")
    assert scene.send(choice)
    assert session.state.history == at_muster + [choice]
    ctrl_z(table_app)
    step(table_app, [])
    assert session.state.history == at_muster
    assert scene not in table_app.stack.scenes
    again = table_app.stack.top
    assert isinstance(again, MusteringScene) and again is not scene and again.mine()
    # On back through the person's earlier Mustering actions, but never into the round before,
    # whose end showed every hand.
    for _ in range(20):
        size = len(session.state.history)
        ctrl_z(table_app)
        step(table_app, [])
        if len(session.state.history) == size:
            break
    assert session.state.round_no == round_no and session.state.history[: len(at_muster)]
    assert session.undo_limit_note() is not None and not table.can_undo()


def test_a_held_choice_is_taken_back_whole(table_app):
    """The Successor and then the Dungeon card, held by the table as one choice, go back in one
    undo: the player is back at choosing the Successor, not left halfway."""
    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 3)
    table = sit(table_app, session)
    rng = random.Random(3)
    for _ in range(6):
        to_human_turn(table_app, table, rng)
        if session.state.decision == "turn":
            break
        decide(table_app, table, rng)
    moves = session.moves()
    cut = session.undo_stops(continues_choice)[-1]
    assert moves[cut].decision == "place" and moves[cut + 1].decision == "dungeon"
    assert moves[cut + 1].seat == 0 and moves[cut + 1].options > 1
    ctrl_z(table_app)
    assert len(session.state.history) == cut
    assert session.state.decision == "place" and table._human_may_act()
    assert table.choice is None


def test_the_dimmed_undo_button_says_why_under_the_pointer(table_app, monkeypatch):
    from tests.scenes.table.table_helpers import drawn_words

    session = MatchSession("imposter/2p-base", [ALICE, VESNA], 21)
    table = sit(table_app, session)
    rng = random.Random(21)
    to_round_two(table_app, table, rng)
    assert not table.can_undo()
    table.mouse = table.layout.panel_buttons["undo"].center
    words = " ".join(drawn_words(table_app, table, monkeypatch))
    assert "Undo stops at the last round's end" in words


def test_ctrl_z_after_a_later_rounds_cutthroat_reveal_keeps_the_cards_up_and_says_why(table_app):
    from tests.scenes.test_undo_wall import play_until

    session, at = play_until(
        "imposter/cutthroat",
        12,
        lambda ev, st: st.round_no >= 2 and any(e.kind == "reveal_setup" for e in ev),
    )
    table = sit(table_app, session)
    up = [list(s["up"]) for s in session.state.view(0)["party"]["seats"]]
    assert any(up[1:])  # the computers' revealed cards lie face up before Alice
    to_human_turn(table_app, table, random.Random(12))  # the computers place their third cards
    ctrl_z(table_app)
    assert len(session.state.history) > at
    now = [list(s["up"]) for s in session.state.view(0)["party"]["seats"]]
    assert all(set(was) <= set(seat) for was, seat in zip(up, now, strict=True))
    assert table.panel_note == (
        "Undo stops at the reveal of the face-down cards: you would choose again knowing it."
    )
