"""King and Peasant's shell plug-in: its table, its review, its rules pages and its words for
the end of an Era."""

from __future__ import annotations

import random

from game.peasant.cards import DESIGNS
from scenes.games import GameScenes, scenes_for
from scenes.peasant.plugin import SCENES
from scenes.peasant.scoring import scoring
from scenes.peasant.table.log import GOAL_WORDS, goal_words
from scenes.session import MatchSession, SeatSetup

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]


def test_the_registry_finds_the_plugin():
    assert scenes_for("peasant") is SCENES and isinstance(SCENES, GameScenes)


def test_the_table_and_review_of_the_plugin_are_the_shared_ones_with_its_kit(app):
    from scenes.peasant.kit import KIT
    from scenes.table.scene import TableScene

    session = MatchSession("peasant/eras", SEATS, 1, autosave=False)
    table = SCENES.table(app, session)
    assert isinstance(table, TableScene) and table.kit is KIT
    table.close()


def test_the_rules_pages_hold_the_rules_and_a_gallery_of_every_design_and_reference(app):
    pages = SCENES.rules()
    keys = [p.key for p in pages]
    assert keys == ["peasant/play", "peasant/more", "peasant/glossary", "peasant/cards"]
    titles = [s.title for p in pages for s in p.sections]
    assert "How an Era is won" in titles
    gallery = pages[-1].gallery
    assert len(gallery) == len(DESIGNS) + 2
    for card in (gallery[0], gallery[-1]):
        surf = card.face(app, (140, 196))
        assert surf.get_size() == (140, 196)


def _era_over(seed: int):
    session = MatchSession("peasant/eras", SEATS, seed, autosave=False, options={"first_king": "1"})
    rng = random.Random(seed)
    while not session.state.round_over:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_the_era_end_words_name_the_goal_the_winner_its_role_and_the_next_king():
    session = _era_over(3)
    st = session.state
    result = st.results[-1]
    words = scoring(st, result, 0, lambda s: ["Alice", "Bob"][s])
    winner = ["Alice", "Bob"][result["winner"]]
    role = "King" if result["king"] == result["winner"] else "Peasant"
    assert words.reason == f"{winner} wins as the {role}: {goal_words(result['reason'])}."
    assert words.round_word == "Era"
    assert words.footer == f"{winner} is the King in the next Era."
    whose = [w for w, _ in words.reveal]
    assert whose[:2] == ["Alice's hand", "Bob's hand"] and "Rebels in Town" in whose


def test_every_goal_of_the_model_has_words():
    from game.peasant.readings import KING_GOALS, PEASANT_GOALS

    assert set(KING_GOALS) | set(PEASANT_GOALS) <= set(GOAL_WORDS)


def test_a_step_whose_only_answer_is_pass_or_done_is_taken_by_itself_under_auto_pass():
    from types import SimpleNamespace

    from scenes.peasant.kit import KIT

    settings = {"auto_pass": True}
    scene = SimpleNamespace(_setting=lambda name, default: settings.get(name, default))
    assert KIT.auto_action(scene, {"legal": ["done"]}) == "done"
    assert KIT.auto_action(scene, {"legal": ["pass"]}) == "pass"
    assert KIT.auto_action(scene, {"legal": ["ready Spy", "pass"]}) is None
    settings["auto_pass"] = False
    assert KIT.auto_action(scene, {"legal": ["done"]}) is None


def test_the_public_view_behind_the_curtain_keeps_no_secret_of_either_side():
    from scenes.peasant.kit import public_view

    session = MatchSession("peasant/eras", SEATS, 5, autosave=False, options={"first_king": "0"})
    rng = random.Random(2)
    st = session.state
    for _ in range(12):
        legal = [str(a) for a in st.legal_actions()]
        session.apply(rng.choice([a for a in legal if not a.startswith("condemn")] or legal))
    for seat in (0, 1):
        v = public_view(st.view(seat))
        assert v["seat"] == -1 and v["legal"] == [] and v["looking"] == []
        assert v["deck_known"] == [] and v["deck_specials"] is None
        for s in v["seats"]:
            assert isinstance(s["hand"], int) and s["known"] == []
            assert all(t["card"] is None for t in s["town"] if not t["up"])
