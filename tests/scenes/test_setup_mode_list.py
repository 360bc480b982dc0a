"""New game's mode list (scenes/mode_list.py): every mode of every game shows at once under its
group's heading, Up and Down choose the next and previous mode, and a list too long to show
whole scrolls with the wheel to its last mode and stays where it was scrolled."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.registry import games, use_games
from game.core.tutorial import scripts
from scenes.app import make_app, step
from scenes.setup import SetupScene
from tests.fakegame.many_modes import GROUPS, MANY, PER_GROUP


def _setup(size, mode_id: str | None = None):
    app = make_app(size)
    if mode_id is not None:
        app.default_mode = mode_id
    setup = SetupScene(app)
    app.clear_to(setup)
    step(app, [])
    return app, setup


def _wheel(app, y: int) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)])


def _key(app, key: int) -> None:
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def _texts(setup) -> set[str]:
    return {e.text for e in setup.elements if hasattr(e, "text")}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
def test_every_mode_of_every_game_shows_at_once_under_its_heading(size):
    """Whichever mode is chosen (its seats and choices take their room), every mode of its
    game shows whole (but a guided game's, which Learn to play starts)."""
    app, setup = _setup(size)
    try:
        screen = app.screen.get_rect()
        guided = {script.mode for script in scripts().values()}
        for info, chosen in ((i, m) for i in games().values() for m in i.modes):
            if chosen.id in guided:
                continue  # played from Learn to play, with its script's seats and notes
            listed = [m for m in info.modes if m.id not in guided]
            setup.choose_game(info.id)
            setup.choose_mode(chosen.id)
            step(app, [])
            assert not setup.mode_list.scrolls, (chosen.id, size)
            assert setup.mode_list.shown() == [m.id for m in listed]
            rects = []
            for m in listed:
                button = setup.buttons[f"mode:{m.id}"]
                assert button.text == m.list_title, (size, m.id)  # whole, never cut
                assert m.summary in button.tool_tip_text  # hovering tells what it is
                assert screen.contains(button.rect) and setup.mode_list.rect.contains(button.rect)
                rects.append(button.rect)
            for a, b in itertools.combinations(rects, 2):
                assert not a.colliderect(b)
            # Nothing else of the screen lies over the list.
            for key, b in setup.buttons.items():
                if not key.startswith("mode:"):
                    assert not b.rect.colliderect(setup.mode_list.rect), (size, key)
            assert {m.group for m in listed if m.group} <= _texts(setup)
    finally:
        pygame.quit()


def test_the_imposter_kings_modes_are_grouped_as_the_game_gives_them():
    groups = {m.group for m in games()["imposter"].modes}
    assert groups == {
        "Learning", "Two players", "Three and four players", "Fragments of Nersetti",
        "House rules",
    }  # fmt: skip
    app, setup = _setup((1280, 720), "imposter/cutthroat")
    try:
        # Two columns: the second starts at a heading, level with the first.
        lefts = {setup.buttons[f"mode:{m}"].rect.left for m in setup.mode_list.shown()}
        assert len(lefts) == 2
    finally:
        pygame.quit()


def test_down_and_up_choose_the_next_and_the_previous_mode():
    app, setup = _setup((1280, 720), "imposter/2p-base")
    try:
        order = list(setup.modes)
        at = order.index("imposter/2p-base")
        _key(app, pygame.K_DOWN)
        assert setup.mode_id == order[at + 1] == "imposter/cutthroat"
        assert setup.buttons["mode:imposter/cutthroat"].is_selected
        assert len(setup.seats) == 3  # the mode's seats follow
        _key(app, pygame.K_UP)
        _key(app, pygame.K_UP)
        assert setup.mode_id == order[at - 1]
        for _ in range(len(order)):
            _key(app, pygame.K_UP)
        assert setup.mode_id == order[0]  # the first stays chosen
        for _ in range(len(order) + 2):
            _key(app, pygame.K_DOWN)
        assert setup.mode_id == order[-1]
    finally:
        pygame.quit()


def test_up_and_down_while_a_name_is_typed_leave_the_mode_alone():
    app, setup = _setup((1280, 720), "imposter/2p-base")
    try:
        entry = next(e for e in setup.elements if setup.entries.get(id(e)) == ("name", 0))
        entry.focus()
        _key(app, pygame.K_DOWN)
        assert setup.mode_id == "imposter/2p-base"
    finally:
        pygame.quit()


@pytest.fixture
def many():
    use_games(MANY)
    yield
    use_games(None)


def test_a_list_too_long_for_the_window_scrolls_by_the_wheel_to_its_last_mode(many):
    app, setup = _setup((1024, 640), "many/0-0")
    try:
        setup.choose_game("many")
        step(app, [])
        lst = setup.mode_list
        total = len(GROUPS) * PER_GROUP
        assert lst.scrolls and 0 < len(lst.shown()) < total
        assert lst.shown()[0] == "many/0-0" and "modes:down" in setup.buttons
        for _ in range(2 * total):
            _wheel(app, -1)
        assert lst.shown()[-1] == "many/3-9" and "modes:down" not in setup.buttons
        assert setup.mode_id == "many/0-0"  # scrolling chooses nothing
        for b in (setup.buttons[f"mode:{m}"] for m in lst.shown()):
            assert lst.rect.contains(b.rect) and app.screen.get_rect().contains(b.rect)
        # It stays where it was scrolled: frames, and a rebuild for another choice.
        step(app, [])
        setup.on_button("kind:1:human")
        step(app, [])
        assert lst.shown()[-1] == "many/3-9"
        _wheel(app, 1)
        assert lst.shown()[-1] != "many/3-9"
        # The chosen mode comes back into view when the keys choose the next one.
        _key(app, pygame.K_DOWN)
        assert setup.mode_id == "many/0-1" and "many/0-1" in lst.shown()
    finally:
        pygame.quit()


def test_the_more_rows_page_through_a_long_list(many):
    app, setup = _setup((1024, 640), "many/0-0")
    try:
        setup.choose_game("many")
        step(app, [])
        lst = setup.mode_list
        first_page = lst.shown()
        setup.on_button("modes:down")
        second = lst.shown()
        assert second[0] == first_page[-1] or second[0] in first_page[-2:]  # a line kept
        assert "modes:up" in setup.buttons
        setup.on_button("modes:up")
        assert lst.shown() == first_page
    finally:
        pygame.quit()


def test_a_list_that_fits_ignores_the_wheel():
    app, setup = _setup((1280, 720), "imposter/2p-base")
    try:
        before = setup.mode_list.shown()
        _wheel(app, -3)
        assert setup.mode_list.shown() == before and setup.mode_id == "imposter/2p-base"
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_rows_grow_only_into_room_the_summary_does_not_need(size):
    app, setup = _setup(size, "imposter/2p-base")
    try:
        (box,) = (e for e in setup.elements if type(e).__name__ == "UITextBox")
        assert box.rect.h >= setup.lines_h(setup.summary_lines(box.rect.w))  # no scroll bar
        assert box.scroll_bar is None
    finally:
        pygame.quit()


def test_a_guided_rounds_mode_stays_off_the_list_and_its_real_mode_is_on_it():
    app, setup = _setup((1280, 720), "imposter/2p-base")
    try:
        shown = setup.mode_list.shown()
        assert "imposter/cutthroat" in shown and "imposter/2v2" in shown
        assert "imposter/tutorial-cutthroat" not in shown and "imposter/tutorial-2v2" not in shown
        assert not any(k in setup.buttons for k in ("mode:imposter/tutorial-2v2",))
    finally:
        pygame.quit()
