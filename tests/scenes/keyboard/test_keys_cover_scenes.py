"""The Mustering and Signature scenes by keys: the focus walks their cards and buttons both ways,
Enter or Space chooses, Backspace lets go of what was chosen and not yet sent, a ring shows the
focus, and ``?`` or F1 lists their keys."""

from __future__ import annotations

import pygame
from expansion_helpers import frames
from keyboard_helpers import press, tab

from scenes.focus import ring_line
from scenes.imposter.cover_keys import COVER_KEYS, COVER_TITLE
from scenes.imposter.expansion_hooks import scene_for
from scenes.session import MatchSession, SeatSetup


def _scene(app, until: str):
    """A Fragments match between two people, its first legal moves taken up to ``until``, with
    the scene of that decision over the host table."""
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session = MatchSession("imposter/fon-full", seats, 5, autosave=False)
    st = session.state
    while st.decision != until:
        session.apply(str(st.legal_actions()[0]))
    scene = scene_for(app, session, st.current_seat)
    app.stack.push(scene)
    frames(app, 2)
    while scene.busy:
        frames(app)
    return scene


def _focus_on(app, scene, command: str) -> None:
    for _ in range(len(scene.hits()) + 1):
        hit = scene._focused()
        if hit is not None and hit[1] == command:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {command!r}")


def test_tab_and_shift_tab_walk_the_mustering_both_ways(app, host):
    scene = _scene(app, "muster")
    hits = [h[1] for h in scene.hits()]
    tab(app, back=True)
    assert scene._focused()[1] == hits[-1]
    tab(app, 2)
    assert scene._focused()[1] == hits[1]
    press(app, pygame.K_LEFT)
    assert scene._focused()[1] == hits[0]


def test_a_hand_card_chosen_by_keys_is_let_go_by_backspace(app, host):
    scene = _scene(app, "muster")
    give = next(h[1] for h in scene.hits() if h[1].startswith("select:"))
    _focus_on(app, scene, give)
    moves = len(scene.state.history)
    press(app, pygame.K_SPACE)
    assert scene.selected_hand == int(give.partition(":")[2])
    press(app, pygame.K_BACKSPACE)
    assert scene.selected_hand is None
    assert len(scene.state.history) == moves  # nothing was sent


def test_the_ring_lies_round_the_focused_card(app, host):
    scene = _scene(app, "muster")
    give = next(h for h in scene.hits() if h[0] == "card")
    _focus_on(app, scene, give[1])
    rect = give[3].rect.move(0, -round(give[3].lift_px))
    x, y = ring_line(rect, scene.rows.scale)
    assert tuple(app.screen.get_at((x, y)))[:3] == scene.color("highlight")


def test_a_signature_pick_held_by_keys_goes_back_with_backspace(app, host):
    scene = _scene(app, "sig_pick")
    hold = next(h[1] for h in scene.hits() if h[1].startswith("hold:"))
    _focus_on(app, scene, hold)
    press(app, pygame.K_RETURN)
    assert scene.held == [hold.partition(":")[2]]
    press(app, pygame.K_BACKSPACE)
    assert scene.held == []


def test_f1_lists_the_scenes_keys_and_any_key_closes_the_list(app, host):
    scene = _scene(app, "muster")
    press(app, pygame.K_F1)
    keys = app.stack.top
    assert keys.name == "keys" and keys.keys == COVER_KEYS and keys.title == COVER_TITLE
    assert {"Backspace", "Esc", "Ctrl+Z"} <= {k for k, _ in COVER_KEYS}
    press(app, pygame.K_x)
    assert app.stack.top is scene
