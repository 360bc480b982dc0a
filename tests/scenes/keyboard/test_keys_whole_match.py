"""Whole matches by keys alone: from the menu through setup to the table, every decision by
Tab, Shift+Tab, Enter and Space among the choices the focus walks (a seeded pick), the
scoring screen's Next round by Enter, the Mustering and Signature scenes, and back
to the menu; nothing but KEYDOWN and KEYUP events is posted. The longer modes play to the
start of their third round."""

from __future__ import annotations

import pygame
import pytest
from keyboard_helpers import KeyPlayer, frame, from_the_menu, press, tab_to

from scenes.menu import MenuScene

WHOLE = None  # play to the end of the match


@pytest.mark.parametrize(
    "mode_id, seed, rounds, decisions, scenes",
    [
        ("imposter/2p-base", 3, WHOLE, {"place", "turn"}, set()),
        ("imposter/cutthroat", 3, WHOLE, {"reveal", "exchange", "turn"}, set()),
        ("imposter/2v2", 3, 2, {"partner_card", "trade", "partner_take"}, set()),
        ("imposter/fon-full", 3, 2, {"pick", "muster"}, {"signatures", "mustering"}),
        ("imposter/cutthroat-mercenaries", 3, 2, {"bid", "merc_enlist"}, set()),
        ("peasant/eras", 3, WHOLE, {"setup_hide", "turn"}, set()),
        ("usurp/3p", 3, WHOLE, {"place"}, set()),
    ],
)
def test_a_match_against_computers_is_played_by_keys_alone(
    quick, mode_id, seed, rounds, decisions, scenes
):
    from_the_menu(quick, mode_id, seed)
    player = KeyPlayer(quick, seed)
    table = player.table()
    assert table.session.mode_id == mode_id
    if rounds is WHOLE:
        player.play(lambda t: t.session.finished and quick.stack.top.name == "scoring", 6000)
    else:
        player.play(lambda t: t.state.round_no > rounds, 6000)
        assert "scoring" in player.met["scenes"]  # each round's Next round was an Enter
    assert decisions <= player.met["decisions"]
    assert scenes <= player.met["scenes"]
    assert player.met["choices"] >= 10
    if rounds is WHOLE:
        # The end: the scoring screen's Menu button by Tab and Enter.
        tab_to(quick, "menu")
        press(quick, pygame.K_RETURN)
        assert isinstance(quick.stack.top, MenuScene)


def test_the_pause_menu_rules_and_statistics_are_reached_by_keys_and_left_again(quick):
    from_the_menu(quick, "imposter/2p-base", 5)
    player = KeyPlayer(quick, 5)
    table = player.table()
    player.play(lambda t: t._human_may_act() and not t.board.busy, 200)
    press(quick, pygame.K_ESCAPE)
    assert quick.stack.top.name == "pause"
    tab_to(quick, "rules")
    press(quick, pygame.K_RETURN)
    assert quick.stack.top.name == "rules"
    press(quick, pygame.K_BACKSPACE)  # Back
    assert quick.stack.top.name == "pause"
    tab_to(quick, "resume")
    press(quick, pygame.K_SPACE)
    assert quick.stack.top is table
    # The keys list over the table, gone at the next key.
    press(quick, pygame.K_F1)
    assert quick.stack.top.name == "keys"
    press(quick, pygame.K_a)
    assert quick.stack.top is table
    press(quick, pygame.K_ESCAPE)
    tab_to(quick, "quit")  # save and quit to the menu
    press(quick, pygame.K_RETURN)
    menu = quick.stack.top
    assert isinstance(menu, MenuScene) and "continue" in menu.buttons
    for screen in ("statistics", "rules"):
        tab_to(quick, screen)
        press(quick, pygame.K_RETURN)
        assert quick.stack.top.name == screen
        press(quick, pygame.K_ESCAPE)
        assert quick.stack.top is menu
    tab_to(quick, "continue")
    press(quick, pygame.K_RETURN)
    frame(quick)
    assert quick.stack.top.name == "table"
    assert quick.stack.top.session.match_id == table.session.match_id
