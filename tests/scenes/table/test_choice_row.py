"""The prompt's choice buttons keep inside their room and show every label whole: one row when
they fit, the longest labels on two lines or smaller when not, more rows only after that."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.choice_row import RowStyle, fewest_lines, lay_row, picker_cells

STYLE = RowStyle(px=17, small_px=14, min_px=11, height=34, pad=14, gap=10)
LONG = "Dispatch the Assassin (Guards stand in Town: it only turns face up, no win)"


@pytest.fixture(scope="module")
def font_at():
    pygame.font.init()
    fonts: dict[int, pygame.font.Font] = {}
    return lambda px: fonts.setdefault(px, pygame.font.Font(None, px))


def _whole(labels, row):
    return [" ".join(b.lines).split() for b in row] == [label.split() for label in labels]


def _inside(room, row):
    return all(room.contains(b.rect) for b in row)


def _apart(row):
    return not any(a.rect.colliderect(b.rect) for i, a in enumerate(row) for b in row[i + 1 :])


def test_buttons_that_fit_lie_in_one_centred_row_on_one_line_at_the_prompts_size(font_at):
    room = pygame.Rect(0, 100, 900, 200)
    row = lay_row(["Pass", "Draw a card"], room, font_at, STYLE)
    assert [b.lines for b in row] == [("Pass",), ("Draw a card",)]
    assert {b.px for b in row} == {17} and {b.rect.h for b in row} == {34}
    assert {b.rect.y for b in row} == {100}
    left, right = row[0].rect.x - room.x, room.right - row[-1].rect.right
    assert abs(left - right) <= 1


def test_a_row_too_wide_shrinks_or_wraps_its_labels_whole_inside_the_room(font_at):
    room = pygame.Rect(0, 100, 520, 200)
    labels = [LONG, "Infiltrate the Assassin into the deck", "Back"]
    one_line = sum(font_at(17).size(label)[0] + 28 for label in labels) + 20
    assert one_line > room.w  # as laid before, the row ran off the table
    row = lay_row(labels, room, font_at, STYLE)
    assert _whole(labels, row) and _inside(room, row) and _apart(row)
    assert all(b.px < 17 for b in row)
    assert {b.rect.y for b in row} == {100}  # still one row
    for b in row:
        font = font_at(b.px)
        assert all(font.size(line)[0] <= b.rect.w - 2 * STYLE.pad for line in b.lines)
        assert len(b.lines) * font.get_linesize() <= b.rect.h


def test_buttons_that_cannot_share_a_row_take_more_rows_under_the_first(font_at):
    room = pygame.Rect(0, 100, 300, 300)
    labels = [f"Exchange with the player on your left number {i}" for i in range(4)]
    row = lay_row(labels, room, font_at, STYLE)
    assert _whole(labels, row) and _inside(room, row) and _apart(row)
    tops = sorted({b.rect.y for b in row})
    assert len(tops) > 1 and tops[0] == 100


def test_a_block_of_rows_taller_than_its_room_rises_to_keep_its_foot_inside(font_at):
    room = pygame.Rect(0, 100, 200, 40)
    labels = ["Recall the Flag Bearer", "Recall the Ancestor", "Rally nothing", "Back"]
    row = lay_row(labels, room, font_at, STYLE)
    assert _whole(labels, row) and _apart(row)
    assert max(b.rect.bottom for b in row) <= room.bottom
    assert min(b.rect.y for b in row) < room.y


def test_a_one_word_label_never_breaks_and_nothing_is_laid_for_no_buttons(font_at):
    assert fewest_lines(font_at(14), "Recommission", 2) == ("Recommission",)
    assert lay_row([], pygame.Rect(0, 0, 100, 100), font_at, STYLE) == []


def test_two_lines_split_a_label_near_its_middle(font_at):
    font = font_at(14)
    lines = fewest_lines(font, LONG, 2)
    assert len(lines) == 2 and " ".join(lines) == LONG
    widths = [font.size(line)[0] for line in lines]
    assert max(widths) < font.size(LONG)[0] * 0.6


def test_a_number_picker_is_one_row_of_squares_inside_its_area():
    area = pygame.Rect(50, 50, 600, 300)
    cells = picker_cells(8, "numbers", area, 1.0)
    assert len({c.y for c in cells}) == 1
    assert all(c.w == c.h and area.contains(c) for c in cells)
