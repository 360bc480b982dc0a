"""The hover preview sets its words as large as fit under its card, and only when they do not fit
at the log's size does the card give up height."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.preview import PREVIEW_CARD_MIN, Said, Sizes, height_of, lay_preview, wrapped

SIZES = Sizes(width=270, height=302, pad=12, title_px=24, big_px=17, small_px=14)


@pytest.fixture(scope="module")
def font_at():
    pygame.font.init()
    fonts: dict[tuple[str, int], pygame.font.Font] = {}
    return lambda role, px: fonts.setdefault((role, px), pygame.font.Font(None, px))


def _lay(parts, font_at, share=(0.55, 0.7)):
    lines_at = lambda px: wrapped(parts, font_at, SIZES.width - 2 * SIZES.pad, px, SIZES.title_px)  # noqa: E731
    return lay_preview(lines_at, font_at, SIZES, share)


def test_a_few_words_are_set_at_the_prompts_size_under_the_whole_card(font_at):
    parts = [Said("Inquisitor", "gold", title=True), Said("Value 4")]
    card, lines = _lay(parts, font_at)
    assert card == round(SIZES.height * 0.55)
    assert lines[0] == ("Inquisitor", "gold", "title", 24)
    assert {px for _t, _c, role, px in lines if role == "ui"} == {17}


def test_words_too_long_to_fit_are_set_smaller_before_the_card_shrinks(font_at):
    text = "You may name a card. Every other player holding one must put a copy into it."
    parts = [Said("Inquisitor", title=True)] + [Said(text)] * 4
    card, lines = _lay(parts, font_at)
    px = {px for _t, _c, role, px in lines if role == "ui"}
    assert px and max(px) < 17 and card == round(SIZES.height * 0.55)
    assert height_of(lines, font_at) <= SIZES.height - card - 3 * SIZES.pad


def test_words_that_never_fit_take_height_from_the_card_down_to_its_least(font_at):
    parts = [Said("A long ruling of the court, said again and again.")] * 40
    card, lines = _lay(parts, font_at)
    assert {px for *_, px in lines} == {14}  # the log's size, no smaller
    assert card == round(SIZES.height * PREVIEW_CARD_MIN)


def test_a_game_may_give_its_card_more_of_the_area(font_at):
    parts = [Said("Inquisitor / Brawl", title=True)]
    small, _ = _lay(parts, font_at)
    large, _ = _lay(parts, font_at, share=(0.8, 1.0))
    assert large > small
