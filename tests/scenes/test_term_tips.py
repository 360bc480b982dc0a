"""The glossary's tip beside a button (scenes.term_tips): inside the window, never over the
button, shown after the pointer rests or at once on focus, and only for labels with words."""

from __future__ import annotations

import pygame
import pytest

from game.core.glossary import Glossary, Term
from scenes.term_tips import TIP_REST, ButtonTips, place_tip, terms_in

WORDS = Glossary(
    (
        Term("Recruit", "Take an Army card for one from your hand.", ("Recruit",)),
        Term("Exhaust", "Turn an Army card face up, used.", ("Exhaust", "Exhausted")),
    )
)
WINDOW = pygame.Rect(0, 0, 1024, 640)


@pytest.mark.parametrize(
    "target",
    [
        pygame.Rect(450, 300, 120, 30),  # room everywhere: above
        pygame.Rect(450, 2, 120, 30),  # at the top: below
        pygame.Rect(2, 2, 120, 630),  # as tall as the window: beside
        pygame.Rect(900, 600, 120, 38),  # in a corner
    ],
)
def test_a_tip_lies_inside_the_window_and_off_its_button(target):
    box = place_tip((260, 180), target, WINDOW)
    assert WINDOW.contains(box)
    assert not box.colliderect(target)
    assert box.size == (260, 180)


def test_a_label_explains_each_of_its_words_once_in_order():
    assert [t.term for t in terms_in(WORDS, "Exhaust 2 to Recruit; Exhausted")] == [
        "Exhaust",
        "Recruit",
    ]
    assert terms_in(WORDS, "Pass") == []


def test_the_tip_waits_for_a_rest_under_the_pointer_but_not_for_the_focus():
    tips = ButtonTips()
    a, b = pygame.Rect(10, 10, 100, 30), pygame.Rect(200, 10, 100, 30)
    buttons = [(a, "Recruit"), (b, "Pass")]
    assert tips.pick(buttons, WORDS, a.center, None, 1.0) is None
    assert tips.due_in(1.0) == pytest.approx(TIP_REST)
    assert tips.pick(buttons, WORDS, a.center, None, 1.0 + TIP_REST / 2) is None
    shown = tips.pick(buttons, WORDS, a.center, None, 1.0 + TIP_REST)
    assert shown is not None and [t.term for t in shown.terms] == ["Recruit"]
    # the pointer moved within the button: the rest starts again
    assert tips.pick(buttons, WORDS, a.center, None, 2.0, moved_at=1.9) is None
    # a button without words waits for nothing and shows nothing
    assert tips.pick(buttons, WORDS, b.center, None, 5.0) is None
    assert tips.due_in(5.0) is None
    # the keys' focus shows at once, wherever the pointer is
    focused = tips.pick(buttons, WORDS, None, a, 6.0)
    assert focused is not None and focused.rect == a


@pytest.mark.parametrize("game", ["imposter", "peasant", "usurp"])
def test_each_games_rules_have_a_page_of_the_same_glossary_the_table_uses(game):
    import importlib

    from scenes.games import scenes_for

    words = importlib.import_module(f"game.{game}.glossary").WORDS
    assert importlib.import_module(f"scenes.{game}.kit").KIT.words is words
    page = next(p for p in scenes_for(game).rules() if p.title == "Glossary")
    assert page.terms == tuple((t.term, t.meaning) for t in words.terms)
