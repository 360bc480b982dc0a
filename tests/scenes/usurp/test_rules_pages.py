"""The in-app rules of Usurp the King: the pages build, name every card type, rung, Court Member
and objective, take their orders from the model's data (not retyped), and open in the rules
browser at the three window sizes, the gallery drawing every card."""

from __future__ import annotations

import pygame
import pytest

import scenes.games
from game.core.registry import use_games
from game.usurp import data
from game.usurp.data import (
    CARD_TYPES,
    COURT_BY_PLAYERS,
    FAMILIES,
    MEMBERS,
    RESOLUTION_ORDER,
    TUTORIAL_OBJECTIVES,
    VICTORY_LADDER,
)
from game.usurp.victory import RUNG_TITLES
from scenes.games import GameScenes
from scenes.usurp import rules_text
from scenes.usurp.rules import gallery_cards, pages
from scenes.usurp.scoring import scoring

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def page_text(key: str) -> str:
    page = next(p for p in pages() if p.key == key)
    return "\n".join(
        [page.intro] + [s.title + "\n" + "\n".join(s.paragraphs) for s in page.sections]
    )


def all_text() -> str:
    return "\n".join(page_text(p.key) for p in pages() if not p.gallery)


def test_the_pages_build_with_unique_keys_and_a_gallery():
    built = pages()
    assert len({p.key for p in built}) == len(built)
    assert all(p.key.startswith("usurp/") for p in built)
    assert [p.key for p in built if p.gallery] == ["usurp/gallery"]
    assert all(p.sections or p.terms for p in built if not p.gallery)  # the glossary: terms


def test_every_card_type_has_its_action_and_limits():
    text = page_text("usurp/cards")
    page = next(p for p in pages() if p.key == "usurp/cards")
    assert [section.title for section in page.sections] == list(CARD_TYPES)
    for kind in CARD_TYPES:
        assert f"{kind}\n{rules_text.CARD_RULES[kind]}" in text
    for kind in data.NEVER_FLIPPED:
        assert rules_text.card_line(kind).endswith("Never turned face down.")
    assert "Acts 3 of 6" in rules_text.card_line("Dagger")


def test_the_resolution_order_is_the_models_list_not_retyped(monkeypatch):
    text = page_text("usurp/rebellion")
    items = [line for line in text.splitlines() if line[:4] in {f"- {i}." for i in range(1, 10)}]
    assert [line.split(". ", 1)[1].split(":")[0] for line in items] == list(RESOLUTION_ORDER)
    # Changing the data changes the list.
    monkeypatch.setattr(rules_text, "RESOLUTION_ORDER", tuple(reversed(RESOLUTION_ORDER)))
    assert rules_text.resolution_list()[0].startswith(f"- 1. {RESOLUTION_ORDER[-1]}:")


def test_the_victory_ladder_lists_every_rung_in_the_models_order(monkeypatch):
    text = page_text("usurp/victory")
    at = [text.index(f". {RUNG_TITLES[rung]}: ") for rung in VICTORY_LADDER]
    assert at == sorted(at)
    assert "Otherwise nobody wins." in text
    monkeypatch.setattr(rules_text, "VICTORY_LADDER", tuple(reversed(VICTORY_LADDER)))
    assert rules_text.ladder_list()[0].startswith(f"- 1. {RUNG_TITLES[VICTORY_LADDER[-1]]}:")


def test_the_setup_chart_names_each_count_and_its_members():
    text = page_text("usurp/intrigue")
    for n, court in COURT_BY_PLAYERS.items():
        line = next(
            ln
            for ln in text.splitlines()
            if ln.startswith(f"- {rules_text._n(n).capitalize()} families")
        )
        before = COURT_BY_PLAYERS.get(n - 1, ())
        assert all(m in line for m in court if m not in before)
    for number, name, _title in MEMBERS:
        assert f"{number} {name}" in text
    assert "Hayhurst, Sylvestre, Quinton, Quinton, Sylvestre, Hayhurst, Hayhurst" in text


def test_the_king_maker_example_reads_altham_s_reference_card():
    text = page_text("usurp/victory")
    card = data.reference_card(FAMILIES.index("Altham"), len(FAMILIES))
    assert "Altham's card reads " + ", ".join(FAMILIES[f] for f in card) in text
    assert card.index(FAMILIES.index("Lemaire")) < card.index(FAMILIES.index("Quinton"))
    assert "Altham must make Lemaire win" in text


def test_team_play_and_the_tutorial_objectives_are_told():
    text = page_text("usurp/teams")
    assert "Hayhurst A, Sylvestre A, Quinton A, Quinton B, Sylvestre B, Hayhurst B" in text
    for _oid, objective, _p in TUTORIAL_OBJECTIVES:
        assert objective in text


def test_our_rulings_are_each_held_by_a_setting_and_read_as_words_for_a_player():
    from scenes.usurp.rules_text import RULING_LINES

    text = page_text("usurp/rulings")
    settings = [name for _line, name in RULING_LINES if name]
    for name in ("FAMILIES", "CARD_TYPES", "MEMBERS", "STARTING_DISGRUNTLED", "RESOLUTION_ORDER",
                 "DEAD_COUNT_AS_DISGRUNTLED", "ANARCHY_NEEDS_ALIVE", "SPY_ACTS_ON_DEAD",
                 "BETRAYAL_MOVES_ITSELF", "TEAM_ROW", "TUTORIAL_OBJECTIVES"):  # fmt: skip
        assert name in settings and hasattr(data, name), name
    for line, _name in RULING_LINES:
        assert line in text
    # No code name or path in what a player reads (playtest F15).
    assert ".py" not in text and ".md" not in text
    assert not [name for name in settings if name in text]


def test_the_gallery_holds_the_ten_leverage_cards_and_the_eleven_court_members():
    pygame.font.init()
    cards = gallery_cards()
    titles = [c.title for c in cards]
    assert titles[: len(CARD_TYPES)] == list(CARD_TYPES)
    members = [name for _n, name, _t in MEMBERS]
    assert titles[len(CARD_TYPES) : len(CARD_TYPES) + len(members)] == members
    assert all(f"The {fam} family" in titles for fam in FAMILIES)

    class App:
        pass

    app = App()
    faces = [c.face(app, (100, 140)) for c in cards]
    assert all(f.get_size() == (100, 140) for f in faces)
    raw = {pygame.image.tobytes(f, "RGBA") for f in faces}
    assert len(raw) == len(cards)  # every card of the gallery looks different


@pytest.fixture
def usurp_rules(monkeypatch):
    use_games(("game.imposter.plugin", "game.peasant.plugin", "game.usurp.plugin"))
    plug = GameScenes(table=None, review=None, rules=pages, scoring=scoring, round_word="Game")
    monkeypatch.setattr(scenes.games, "_cache", {"usurp:scenes.usurp.plugin": plug})
    yield
    use_games(None)


@pytest.mark.parametrize("size", SIZES)
def test_every_page_opens_in_the_rules_browser(app, usurp_rules, size):
    from scenes.app import step
    from scenes.rules_scene import RulesScene

    app.resize(size)
    scene = RulesScene(app, "usurp/play", "usurp")
    app.stack.push(scene)
    for key, _title in scene.pages:
        scene.show(key)
        step(app, [])
        if scene.on_gallery:
            for i in range(0, len(scene.cards), scene.per_page):
                scene.select(i)
                step(app, [])
            assert len(scene.grid) > 0
        else:
            assert scene.text_view is not None
    assert scene.game == "usurp"
    pygame.event.clear()
