"""The rules screen: a page for every mode, the keywords, and the card gallery; reachable from
the menu and from the pause screen."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import modes
from game.imposter.cards import CARDS
from scenes.imposter import rules_text
from scenes.pause import PauseScene
from scenes.rules_scene import RulesScene
from scenes.session import MatchSession, SeatSetup


def test_every_mode_has_its_own_rules_in_our_words():
    for mode_id, info in modes().items():
        if info.game != "imposter":
            continue
        sections = rules_text.mode_sections(mode_id)
        assert sections, mode_id
        assert all(p.strip() for s in sections for p in s.paragraphs)


def test_choosing_a_page_in_the_list_shows_that_mode(app, drive):
    app.to_menu()
    drive.press("rules")
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.page == "basics"
    titles = [item["text"] for item in rules.nav.item_list]
    index = titles.index(modes()["imposter/2p-base"].title)
    drive.click(rules.nav.item_list[index]["button_element"])
    assert rules.page == "imposter/2p-base"
    box = next(e for e in rules.elements if type(e).__name__ == "UITextBox")
    assert "Mulligans" in box.html_text and "Dungeon" in box.html_text
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"


def test_the_gallery_shows_every_card_page_by_page(app, drive):
    rules = RulesScene(app, "cards")
    app.clear_to(rules)
    drive.frames()
    seen = []
    for _ in range(rules.page_count):
        start = rules.page_no * rules.per_page
        seen += rules.cards[start : start + len(rules.grid)]
        drive.press("next")
    assert {c.title for c in seen} == {f"{c.label}, value {c.value}" for c in CARDS.values()}
    drive.press("prev")
    second = rules.grid[1]
    drive.click_at(second.center)
    assert rules.selected == rules.page_no * rules.per_page + 1
    drive.key(pygame.K_RIGHT)
    assert rules.selected == rules.page_no * rules.per_page + 2


def test_rules_open_from_the_pause_screen_and_return_to_it(app, drive, fake_table):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer")]
    session = MatchSession("imposter/2p-base", seats, seed=5, autosave=False)
    app.start_match(session)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.press("rules")
    assert isinstance(app.stack.top, RulesScene)
    drive.press("back")
    assert isinstance(app.stack.top, PauseScene)
    drive.press("settings")
    assert app.stack.top.name == "settings"
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)  # Esc on the pause screen resumes
    assert isinstance(app.stack.top, fake_table)


def _item(rules, title):
    """The list's button for ``title``; None while it is scrolled out of sight."""
    return next(i["button_element"] for i in rules.nav.item_list if i["text"] == title)


def _shown(rules, title) -> bool:
    button = _item(rules, title)
    return button is not None and rules.nav.rect.contains(button.rect)


def test_the_page_list_keeps_its_scroll_position_when_a_page_is_opened(app, drive):
    rules = RulesScene(app)
    app.clear_to(rules)
    drive.frames()
    assert rules.nav.scroll_bar is not None  # at 1280x720 the list scrolls
    rules.nav.scroll_bar.set_scroll_from_start_percentage(1.0)  # as a drag to the end would
    drive.frames(2)
    scrolled = rules.nav.scroll_bar.start_percentage
    assert scrolled > 0.05  # the end of the list: its first item is out of sight
    assert not _shown(rules, "How to play")
    for title in ("Card gallery", "House rule: draft everything", "Keywords"):
        assert _shown(rules, title)
        drive.click(_item(rules, title))
        drive.frames()
        assert dict(rules.pages)[rules.page] == title
        assert rules.nav.scroll_bar.start_percentage == pytest.approx(scrolled)
        assert _shown(rules, title) and not _shown(rules, "How to play")  # as it was


def test_a_page_keeps_its_reading_position_when_left_and_opened_again(app, drive):
    rules = RulesScene(app, "imposter/fon-full")
    app.clear_to(rules)
    drive.frames()
    rules.nav.scroll_bar.set_scroll_from_start_percentage(1.0)  # Keywords comes into sight
    rules.text_view.scroll_bar.set_scroll_from_start_percentage(0.5)
    drive.frames(2)
    read = rules.text_view.scroll_bar.start_percentage
    assert read > 0.3
    assert _shown(rules, "Keywords")
    drive.click(_item(rules, "Keywords"))
    assert rules.page == "keywords"
    assert rules.text_view.scroll_bar.start_percentage == 0.0  # another page starts at its top
    drive.click(_item(rules, modes()["imposter/fon-full"].title))
    drive.frames()
    assert rules.page == "imposter/fon-full"
    assert rules.text_view.scroll_bar.start_percentage == pytest.approx(read)
    drive.resize((1920, 1080))  # and through a change of window size
    drive.frames()
    assert rules.text_view.scroll_bar.start_percentage == pytest.approx(read, abs=0.02)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_no_page_title_is_cut_in_the_list(size):
    from scenes.app import make_app, step

    app = make_app(size)
    try:
        rules = RulesScene(app)
        app.clear_to(rules)
        step(app, [])
        longest = max((i for i in rules.nav.item_list), key=lambda i: len(i["text"]))
        assert len(longest["text"]) >= 40  # the long mode titles are in the list
        button = rules.nav.item_list[0]["button_element"]  # every item is as wide, same font
        for item in rules.nav.item_list:
            assert button.font.size(item["text"])[0] <= button.rect.w - 8, item["text"]
    finally:
        pygame.quit()
