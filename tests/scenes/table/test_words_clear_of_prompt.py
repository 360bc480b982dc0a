"""What lies over the prompt stays off its words and buttons at 1024x640, 1280x720 and
1920x1080: the viewer's bubbles ("Right!", "Wrong.", "No Spy.") sit above the prompt's words,
and the card the viewer puts out to trade lies above a prompt wrapped onto two lines."""

from __future__ import annotations

import pygame
import pytest
from overlap_helpers import SIZES, played, rects, table_at

from scenes.table.animator import Bubble


def _judge_follow_up():
    """Two players: the viewer's Judge guessed right; now put a card in the Antechamber, or
    Pass."""
    st = played("imposter/2p-base", 0, 126)
    st.apply("name Elder")
    assert st.current_seat == 0 and "pass" in [str(a) for a in st.legal_actions()]
    return st


def _trade_one_out():
    """2v2: the viewer has put one card out to trade; the prompt runs onto two lines."""
    st = played("imposter/2v2", 0, 51)
    assert st.current_seat == 0 and st.decision == "trade"
    st.apply("trade Elder")
    assert st.current_seat == 0 and st.decision == "trade"
    return st


def _drawn(table, size):
    table.draw(pygame.Surface(size))
    drawn = table.drawer.words_drawn
    return [r for k, r in drawn if k == "prompt"], [r for k, r in drawn if k == "bubble"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("position", [_judge_follow_up, _trade_one_out])
def test_the_viewers_bubble_lies_above_the_prompts_words_and_buttons(app, size, position):
    table = table_at(app, position(), size)
    buttons = [r for _, _, r in table.drawer._prompt_geometry()[0]]
    assert buttons
    for text in ("Right!", "Wrong.", "No Spy."):
        clock = table.board.clock
        table.board.bubbles = [Bubble(0, text, clock, clock + 5)]
        (words,), (bubble,) = _drawn(table, size)
        assert not bubble.colliderect(words), (text, bubble, words)
        assert bubble.collidelist(buttons) == -1, (text, bubble, buttons)
        assert table.layout.table.contains(bubble)


@pytest.mark.parametrize("size", SIZES)
def test_the_card_to_trade_lies_above_the_two_line_prompt(app, size):
    table = table_at(app, _trade_one_out(), size)
    (words,), _ = _drawn(table, size)
    out = rects(table.layout, "trade", 0)
    assert len(out) == 1
    assert not out[0].colliderect(words), (out[0], words)
