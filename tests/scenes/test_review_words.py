"""The review in each game's words: the graph's heading names the game's match, the lines about
rounds use the game's round (none in a game of one round), every seat is spoken of in the third
person, and the graph's labels sit outside the area its line is drawn in."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.ai.knowledge import knowledge_for
from game.ai.search import Budget
from scenes import review as review_scene
from scenes.review import ReviewScene, from_session
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

TINY = Budget(iterations=12, early_stop=False)
SECOND_PERSON = re.compile(r"\byou(?:r|rs|rself)?\b", re.IGNORECASE)
NAMES = ("Alice", "Lady Ilse", "Sir Bram")
# (mode, its seats, what its graph is the chance to win, what it calls a round or None)
GAMES = (
    ("imposter/2p-base", 2, "match", "Round"),
    ("peasant/eras", 2, "match", "Era"),
    ("usurp/3p", 3, "game", None),
)


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", TINY)
    review_scene._CACHE.clear()


def reviewed_match(app, drive, mode: str, seats: int, first_round: bool = False) -> ReviewScene:
    """The review of a seeded match of ``mode`` with every decision worked out (or those of
    its first round)."""
    people = [SeatSetup(NAMES[0], "human")]
    people += [SeatSetup(n, "computer", "hard") for n in NAMES[1:seats]]
    session = MatchSession(mode, people, seed=5, autosave=False)
    session.recorded = True
    rng = random.Random(5)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))
    scene = ReviewScene(app, from_session(session))
    app.stack.push(scene)
    wanted = scene.round_points(scene.points[0]) if first_round else scene.points
    for _ in range(len(wanted) + 5):
        if all(p in scene.reviews or p in scene.failed for p in wanted):
            break
        drive.frames()
    assert all(p in scene.reviews or p in scene.failed for p in wanted) and scene.reviews
    return scene


@pytest.mark.parametrize(("mode", "seats", "match", "round_name"), GAMES)
def test_the_review_says_what_the_game_calls_its_match_and_its_round(
    app, drive, mode, seats, match, round_name
):
    scene = reviewed_match(app, drive, mode, seats, first_round=True)
    assert knowledge_for(scene.state).match_word == match
    assert scene.title() == f"Alice's chance to win the {match}"
    scene.go(scene.round_points(scene.points[0])[-1])
    drive.frames()
    labels = [label for _, label in review_scene.nav_labels(scene.round_name)]
    captions = [text for parts in scene._caption_lines(400) for text, _, _ in parts]
    words = " ".join([scene.nav_line(), *labels, *captions])
    if round_name is None:  # one game is the whole match: nothing counts rounds
        assert scene.round_name is None
        assert not re.search(r"\b(round|game) \d", words, re.IGNORECASE)
        assert labels[0] == "|<  Start" and labels[-1] == "End  >|"
    else:
        assert scene.round_name == round_name
        assert f"{round_name} start" in labels[0] and f"{round_name} end" in labels[-1]
        assert captions[0].startswith(f"{round_name} {scene.rounds[scene.k]}: ")


@pytest.mark.parametrize(("mode", "seats"), [(m, n) for m, n, _, _ in GAMES])
def test_no_line_of_the_review_speaks_to_a_seat(app, drive, mode, seats):
    scene = reviewed_match(app, drive, mode, seats)
    said = []
    for k in range(scene.moves + 1):
        scene.go(k)
        said.append(scene.nav_line())
        said.extend(text for text, _ in scene._decision_lines(400, 14))
    told = [line for line in said if SECOND_PERSON.search(line)]
    assert told == []
    # Each of the other seats' moves is in the lines, by name.
    for name in NAMES[1:seats]:
        assert any(f"{name} chose: " in line for line in said)
    assert any("Alice chose: " in line for line in said)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("mode", "seats"), [(m, n) for m, n, _, _ in GAMES])
def test_the_graph_labels_lie_outside_the_area_the_line_is_drawn_in(app, drive, mode, seats, size):
    drive.resize(size)
    scene = reviewed_match(app, drive, mode, seats, first_round=True)
    gold = pygame.Color(scene.painter.color("gold"))
    for k in scene.round_points(scene.points[0])[:6]:
        scene.go(k)
        drive.frames()
        plot = scene.plot_rect
        assert plot.w > 0 and scene.graph_rect.contains(plot)
        assert scene.graph_labels, "the 50% label"
        for label in scene.graph_labels:
            assert not label.colliderect(plot), (label, plot)
        for _, (x, y) in scene.graph_points:
            assert plot.collidepoint(x, y)
        surface = pygame.display.get_surface()
        for label in scene.graph_labels:
            for x in range(label.left, label.right):
                for y in range(label.top, label.bottom):
                    assert surface.get_at((x, y)) != gold
