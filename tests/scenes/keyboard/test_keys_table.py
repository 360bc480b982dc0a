"""The table by keys: the focus walks the choices of the decision now (Tab, Shift+Tab, the
arrows), Enter or Space chooses, a ring shows the focused card or button, Page Up and Page
Down scroll the log."""

from __future__ import annotations

import pygame
from keyboard_helpers import frame, press, tab

from scenes.focus import ring_line
from scenes.session import MatchSession, SeatSetup
from scenes.table import keys

SOLO = [SeatSetup("Alice", "human", "easy"), SeatSetup("Bob", "computer", "easy")]


def _table(app, mode="imposter/2p-base", seed=7):
    """A match against the computer, at the player's first decision with nothing moving."""
    app.start_match(MatchSession(mode, SOLO, seed, autosave=False))
    table = app.stack.top
    for _ in range(300):
        if table._human_may_act() and not table.board.busy:
            return table
        frame(app)
    raise AssertionError("the player was never asked")


def _focused_action(table):
    hit = keys.focused(table)
    return None if hit is None else hit[1]


def test_tab_walks_the_choices_and_shift_tab_walks_back(quick):
    table = _table(quick)
    choices = [h[1] for h in keys.targets(table)]
    assert len(choices) > 2
    tab(quick)
    assert _focused_action(table) == choices[0]
    tab(quick, 2)
    assert _focused_action(table) == choices[2]
    tab(quick, back=True)
    assert _focused_action(table) == choices[1]
    tab(quick, back=True, times=2)
    assert _focused_action(table) == choices[-1]  # round to the last


def test_up_and_down_go_between_the_hand_and_the_prompts_buttons(quick):
    table = _table(quick)
    hand = table.drawer.hand_sprites()
    press(quick, pygame.K_3)
    assert keys.focused(table)[3] is hand[2]
    press(quick, pygame.K_UP)
    kind, action, _rect, _what = keys.focused(table)
    assert kind == "button" and action in [a for _, a in table.prompt.buttons]
    press(quick, pygame.K_DOWN)
    assert keys.focused(table)[3] in hand


def test_enter_with_nothing_focused_puts_the_focus_on_the_first_choice(quick):
    table = _table(quick)
    before = len(table.state.history)
    press(quick, pygame.K_RETURN)
    assert keys.focused(table) == keys.targets(table)[0]
    assert len(table.state.history) == before  # nothing was chosen


def test_space_chooses_the_focused_card_and_nothing_unfocused(quick):
    table = _table(quick)
    before = len(table.state.history)
    press(quick, pygame.K_SPACE)
    assert len(table.state.history) == before and keys.focused(table) is None
    press(quick, pygame.K_2)
    card = keys.focused(table)[3]
    press(quick, pygame.K_SPACE)
    # The Successor is the first step of the placement: held, with the Dungeon asked next.
    assert table.choice is not None and table.choice.chosen() == [card.cid]


def test_the_ring_lies_round_the_focused_card_where_it_is_drawn_raised(quick):
    table = _table(quick)
    press(quick, pygame.K_1)
    card = keys.focused(table)[3]
    raised = card.rect.move(0, -round(14 * table.layout.scale))
    x, y = ring_line(raised, table.layout.scale)
    assert tuple(quick.screen.get_at((x, y)))[:3] == table.painter.color("highlight")


def test_the_ring_lies_round_a_focused_button(quick):
    table = _table(quick)
    press(quick, pygame.K_1)
    press(quick, pygame.K_UP)
    rect = keys.focused(table)[2]
    x, y = ring_line(rect, table.layout.scale)
    assert tuple(quick.screen.get_at((x, y)))[:3] == table.painter.color("highlight")
    # The pointer takes over: no focus, no ring.
    quick.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    frame(quick)
    assert keys.focused(table) is None
    assert tuple(quick.screen.get_at((x, y)))[:3] != table.painter.color("highlight")


def test_page_up_and_page_down_scroll_the_log(quick):
    table = _table(quick)
    for n in range(60):  # more lines than the log shows
        table.log.note(f"Line {n}.")
    table.drawer.invalidate()
    press(quick, pygame.K_PAGEUP)
    assert table.log_scroll == keys.LOG_PAGE
    press(quick, pygame.K_PAGEDOWN, times=2)
    assert table.log_scroll == 0


def test_d_opens_king_and_peasants_discard_pile_into_a_row_and_closes_it(quick, play_until):
    from scenes.table.scene import TableScene

    session = MatchSession("peasant/eras", SOLO, 4, autosave=False)
    play_until(
        session,
        lambda st: len(st.discard) >= 2 and st.current_seat == 0 and st.decision == "turn",
        seed=4,
    )
    table = TableScene(quick, session)
    quick.stack.push(table)
    frame(quick, 3)
    assert not table.layout.discard_open
    press(quick, pygame.K_d)
    assert table.layout.discard_open
    xs = [sp.rect.x for sp in table.board.zones[("discard", -1)]]
    assert len(set(xs)) == len(xs)  # side by side, to be read
    press(quick, pygame.K_d)
    assert not table.layout.discard_open


def test_every_games_keys_list_fits_whole_in_the_smallest_window(app):
    import importlib

    from scenes.table.help import KeysScene
    from scenes.widgets import ui_scale

    size = (1024, 640)
    surface = pygame.Surface(size)
    for game in ("imposter", "peasant", "usurp"):
        kit = importlib.import_module(f"scenes.{game}.kit").KIT
        listed = " ".join(k for k, _ in kit.keys)
        for key in ("Shift+Tab", "Up, Down", "Page Up", "Space", "Enter", "Backspace", "F1"):
            assert key in listed, (game, key)
        scene = KeysScene(app, kit.keys)
        scene.draw(surface)
        room = round(20 * ui_scale(size))
        # Neither side was cut down to the window: every line has its room.
        assert scene.panel.w < size[0] - room and scene.panel.h < size[1] - room, game
