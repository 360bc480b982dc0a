"""The rules screen: a page for every mode, the keywords, and the card gallery; reachable from
the menu and from the pause screen."""

from __future__ import annotations

import pygame

from game.core.registry import modes
from game.imposter.cards import CARDS
from scenes import rules_text
from scenes.pause import PauseScene
from scenes.rules_scene import RulesScene
from scenes.session import MatchSession, SeatSetup


def test_every_mode_has_its_own_rules_in_our_words():
    for mode_id in modes():
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
    assert {c.label for c in seen} == {c.label for c in CARDS.values()}
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
