"""The Signature pick screen holds the picks until they are confirmed, in a grid that keeps its
places; the Mustering and Signature screens give hints (button and H) to a person playing the
computer, through the worker, so the screen never waits on the search."""

from __future__ import annotations

import threading
import time

import pygame
from expansion_helpers import click, frames, not_a_king

from game.core import saves
from scenes.imposter.expansion.mustering import MusteringScene
from scenes.imposter.expansion.signatures import SignatureScene
from scenes.imposter.expansion_hooks import scene_for
from scenes.session import MatchSession, SeatSetup
from scenes.table.ai_worker import AiWorker


def press_h(app) -> None:
    from scenes.app import step

    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])


def session_for(kinds=("human", "human"), seed: int = 3) -> MatchSession:
    names = ("Alice", "Bob")
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    return MatchSession("imposter/fon-full", seats, seed, autosave=False)


def open_scene(app, session, seat=None):
    seat = session.state.current_seat if seat is None else seat
    scene = scene_for(app, session, seat)
    assert scene is not None
    app.stack.push(scene)
    frames(app, 2)
    return scene


def pool_rects(scene) -> dict[str, pygame.Rect]:
    return {
        scene.sprite_names[sp.key]: pygame.Rect(sp.rect)
        for sp in scene.sprites.values()
        if sp.slot.zone == "pool"
    }


# ----- the picks ---------------------------------------------------------------------------------


def test_signature_picks_can_be_changed_until_confirmed_in_a_grid_that_keeps_its_places(app, host):
    session = session_for()
    st = session.state
    scene = open_scene(app, session)
    assert isinstance(scene, SignatureScene) and scene.stage() == "pick"
    pool = list(st.mode.pool)
    places = pool_rects(scene)
    assert set(places) == set(pool)
    moves = len(st.history)
    a, b, c, d = pool[1], pool[4], pool[6], pool[8]
    for lb in (a, b, c):
        click(app, scene, f"hold:{lb}")
    assert scene.held == [a, b, c]
    # Three held: no fourth may be held, Confirm is open.
    assert not any(cmd.startswith("hold:") for cmd in scene.card_targets().values())
    assert scene.click_point("confirm") is not None
    # Take one back from the picks, another by its empty place in the grid; choose again.
    click(app, scene, f"unhold:{b}")
    assert scene.held == [a, c]
    assert scene.click_point("confirm") is None
    click(app, scene, f"hold:{d}")
    click(app, scene, f"unhold:{a}")
    hole = scene.hole_rects()
    assert set(hole) == {c, d} and hole[c] == places[c]  # clicked where the card lay
    click(app, scene, f"hold:{a}")
    assert scene.held == [c, d, a]
    assert len(st.history) == moves  # nothing reached the model yet
    # The cards still in the grid never moved.
    for lb, r in pool_rects(scene).items():
        assert r == places[lb], lb
    click(app, scene, "confirm")
    assert st.history[moves:] == [f"pick {c}", f"pick {d}", f"pick {a}"]
    assert scene.held == []


def test_which_picks_may_be_held_is_the_model_s_word(app, host, monkeypatch):
    """The scene asks the model (on a copy with the held picks) what may be held next."""
    from game.core.actions import Action
    from game.imposter import rules

    legal, act = rules.DECISIONS["sig_pick"]
    pool = None

    def after_the_first_no_exile(st, frame):
        acts = legal(st, frame)
        if st.fon.picked[frame[1]]:
            acts = [x for x in acts if x != Action("pick", "Exile")]
        return acts

    monkeypatch.setitem(rules.DECISIONS, "sig_pick", (after_the_first_no_exile, act))
    session = session_for()
    scene = open_scene(app, session)
    pool = list(session.state.mode.pool)
    assert "hold:Exile" in scene.card_targets().values()
    click(app, scene, f"hold:{pool[0]}")
    assert "hold:Exile" not in scene.card_targets().values()
    assert not scene.hold("Exile")
    assert "pick Exile" not in scene.legal()


# ----- hints -------------------------------------------------------------------------------------


def test_hints_only_for_a_person_against_the_computer(app, host):
    session = session_for()
    scene = open_scene(app, session)
    assert not scene.hints_offered()
    assert scene.click_point("hint") is None
    press_h(app)
    assert scene.current_hint() is None and not host.worker.busy


def test_a_signature_hint_by_the_h_key_names_a_card_and_says_why_in_full(app, host):
    session = session_for(("human", "computer"))
    st = session.state
    while st.current_seat != 0:
        session.apply(str(not_a_king(st)))
    scene = open_scene(app, session, 0)
    assert scene.worker is host.worker  # the table's worker, not a new process
    click(app, scene, f"hold:{st.mode.pool[0]}")
    press_h(app)
    frames(app, 2)
    got = scene.current_hint()
    assert got is not None and got[0].startswith("pick ")
    assert got[0] in scene.legal()  # about the picks after the one held
    label = got[0][5:]
    assert label != st.mode.pool[0]
    # Marked in the grid, shown in the preview, and written in full in the side panel.
    targets = scene.card_targets()
    marked = [sp for sp in scene.sprites.values() if scene.hinted(scene.sprite_action(sp, targets))]
    assert [scene.sprite_names[sp.key] for sp in marked] == [label]
    assert scene.preview_label == label
    font = scene.painter.fonts.get("ui", scene.body_px())
    lines = scene.hint_lines(font, scene.hint_rect.w)
    assert lines[0] == f"Hint: Pick the {label}."
    # The reason, every word of it (the move is not said twice).
    assert " ".join(lines[1:]).split() == scene.hint_reason().split()
    assert scene.hint_reason() and not scene.hint_reason().lower().startswith(got[0].lower())
    assert all(font.size(line)[0] <= scene.hint_rect.w for line in lines)
    assert scene.hint_rect.h == len(lines) * font.get_linesize()
    assert scene.side.contains(scene.hint_rect)
    for b in scene.buttons:
        assert not b.rect.colliderect(scene.hint_rect), b.key
    # A change of the held picks makes the hint stale: it goes.
    click(app, scene, f"unhold:{st.mode.pool[0]}")
    assert scene.current_hint() is None


def test_a_mustering_hint_by_its_button_marks_the_choice(app, host):
    session = session_for(("human", "computer"), seed=5)
    st = session.state
    while not (st.decision == "muster" and st.current_seat == 0):
        session.apply(str(not_a_king(st)))
    scene = open_scene(app, session, 0)
    assert isinstance(scene, MusteringScene)
    click(app, scene, "hint")
    frames(app, 2)
    got = scene.current_hint()
    assert got is not None and got[0] in scene.legal()
    font = scene.painter.fonts.get("ui", max(11, scene.px(15)))
    lines = scene.hint_lines(font, scene.hint_rect.w)
    assert lines[0] == f"Hint: {scene.action_words(got[0])}."
    assert " ".join(lines[1:]).split() == scene.hint_reason().split()
    assert scene.hint_rect.h == len(lines) * font.get_linesize()
    for b in scene.buttons:
        assert not b.rect.colliderect(scene.hint_rect), b.key
        assert scene.side.contains(b.rect)
    # What it recommends carries the mark: a hand card, a King, or a button.
    targets = scene.card_targets()
    marked = [sp for sp in scene.sprites.values() if scene.hinted(scene.sprite_action(sp, targets))]
    marked += [b for b in scene.buttons if b.enabled and scene.hinted(b.action)]
    marked += [f for f in scene.king_rects if got[0] == f"king {f}"]
    # (twin hand cards, two Soldiers say, both stand for the one recruit they would make)
    assert marked
    assert all(scene.sprite_action(sp, targets) == got[0] for sp in marked if hasattr(sp, "cid"))


def test_the_screen_keeps_answering_while_the_hint_is_searched(app, host, monkeypatch):
    release = threading.Event()
    asked = []

    def slow_hint(save_text, seat, seed):
        asked.append(save_text)
        release.wait(5)
        legal = [str(a) for a in saves.loads(save_text).legal_actions()]
        return legal[0], "because it is first"

    monkeypatch.setattr("scenes.table.ai_worker.hint", slow_hint)
    host.worker = AiWorker("thread")
    session = session_for(("human", "computer"))
    st = session.state
    while st.current_seat != 0:
        session.apply(str(not_a_king(st)))
    scene = open_scene(app, session, 0)
    held = st.mode.pool[2]
    click(app, scene, f"hold:{held}")
    t0 = time.perf_counter()
    press_h(app)
    frames(app, 3)
    assert time.perf_counter() - t0 < 2  # the frames went on while the worker searched
    assert scene.hint_waiting
    font = scene.painter.fonts.get("ui", scene.body_px())
    assert scene.hint_lines(font, 400) == ["Thinking about a hint..."]
    # The worker was asked about the position with the held pick in it.
    for _ in range(100):
        if asked:
            break
        time.sleep(0.01)
    assert saves.loads(asked[0]).history[-1] == f"pick {held}"
    release.set()
    for _ in range(200):
        frames(app)
        if scene.current_hint() is not None:
            break
    assert scene.current_hint() == (scene.legal()[0], "because it is first")
    assert scene.hint_reason() == "because it is first"
    host.worker.close()


def test_the_hint_does_not_say_the_move_twice(app, host):
    session = session_for(("human", "computer"))
    st = session.state
    while st.current_seat != 0:
        session.apply(str(not_a_king(st)))
    scene = open_scene(app, session, 0)
    scene.hint_key = scene.hint_position()
    scene.hint = ("pick Exile", "Pick Exile: wins the round about 58% (next best: pick Aegis, 54%)")
    font = scene.painter.fonts.get("ui", scene.body_px())
    lines = scene.hint_lines(font, 2000)
    assert lines == [
        "Hint: Pick the Exile.",
        "Wins the round about 58% (next best: pick Aegis, 54%)",
    ]
    scene.hint = ("pick Exile", "It stops their Elders cold")
    assert scene.hint_lines(font, 2000)[1] == "It stops their Elders cold"
