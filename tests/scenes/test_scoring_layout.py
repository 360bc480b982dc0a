"""The end-of-round screen keeps every word inside its frame at every window size: long reasons,
headlines and footers wrap, the labels of "What was hidden" get a column of their own (never run
into their values), and a round with much to tell still fits the window with its buttons."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

import scenes.games
import tests.fakegame.scenes as crowns_scenes
from scenes import widgets
from scenes.games import ScoringWords
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from tests.fakegame import plugged_in

LONG_NAMES = [
    SeatSetup("Alice of Greymantle", "human"),
    SeatSetup("Lord Corvin of Ashby", "computer"),
]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
REASON = (
    "Lord Corvin of Ashby wins as the Peasant: the King Condemned a card that was not the "
    "Assassin, and the whole of Town was laid bare."
)


def _words(reveal_rows: int):
    def scoring(state, result, viewer, names):
        winner = names(result["winner"])
        return ScoringWords(
            reason=REASON,
            points=(("Winning the race", 1),),
            footer=f"{names(1 - result['winner'])} begins the next race, as the rules of the road say.",
            reveal=tuple(
                (
                    f"{names(k % 2)}'s hand",
                    "Sentinel, Advisor / Courtesan, Watchman / Rally, "
                    f"Arrest / Revolt, Strike / Thief, Knight / Smuggler ({winner}).",
                )
                for k in range(reveal_rows)
            ),  # fmt: skip
        )

    return scoring


@pytest.fixture
def crowns(monkeypatch):
    with plugged_in():
        yield monkeypatch


def _scoring(app, monkeypatch, reveal_rows: int, finish: bool, seats=LONG_NAMES):
    plug = dataclasses.replace(crowns_scenes.SCENES, scoring=_words(reveal_rows))
    monkeypatch.setattr(crowns_scenes, "SCENES", plug)
    monkeypatch.setattr(scenes.games, "_cache", {})
    session = MatchSession("crowns/race", seats, 4, autosave=False, options={"target": "5"})
    for _ in range(4 if finish else 0):
        session.apply("add 2")
    session.apply("add 1" if finish else "add 2")
    result = session.state.results[-1] if finish else {"winner": 0, "round": 1, "scores": [2, 0]}
    scene = ScoringScene(app, session, result)
    app.stack.push(scene)
    return scene


def _drawn_texts(app, monkeypatch, scene):
    """Every text the scene draws, as (text, rect)."""
    drawn = []
    blit = widgets.blit_text

    def recording(surface, text, font, colour, pos, anchor="topleft"):
        rect = blit(surface, text, font, colour, pos, anchor)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(widgets, "blit_text", recording)
    scene.draw(app.screen)
    monkeypatch.setattr(widgets, "blit_text", blit)
    return drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("finish", [False, True])
def test_every_word_of_the_round_end_lies_inside_the_frame_and_overlaps_no_other(
    app, crowns, size, finish
):
    app.resize(size)
    scene = _scoring(app, crowns, reveal_rows=3, finish=finish)
    scene.rebuild()
    drawn = _drawn_texts(app, crowns, scene)
    panel = scene.panel
    buttons_top = min(b.rect.top for b in scene.buttons.values())
    assert any(REASON.split()[-1] in t for t, _ in drawn)  # the whole reason is drawn
    for text, rect in drawn:
        assert panel.left < rect.left and rect.right < panel.right, (text, rect, panel)
        assert panel.top < rect.top and rect.bottom <= buttons_top, (text, rect, buttons_top)
    for (a, ra), (b, rb) in itertools.combinations(drawn, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)


def test_the_reason_line_wraps_and_keeps_every_word(app, crowns):
    app.resize((1280, 720))
    scene = _scoring(app, crowns, reveal_rows=1, finish=False)
    scene.rebuild()
    lines = scene._plan["reason"]
    assert len(lines) >= 2
    assert " ".join(lines).split() == REASON.split()


def test_the_label_column_is_as_wide_as_the_longest_label(app, crowns):
    # The playtest's seats: "Lord Corvin's hand" ran into its value at 1280x720.
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lord Corvin", "computer")]
    app.resize((1280, 720))
    scene = _scoring(app, crowns, reveal_rows=2, finish=False, seats=seats)
    scene.rebuild()
    bold = app.fonts.get(scene.tx(16), bold=True)
    longest = max(bold.size(who)[0] for who, _ in scene.reveal_rows())
    assert all(labels == [who] for (labels, _), (who, _) in zip(
        scene._plan["reveal"], scene.reveal_rows(), strict=True))  # fmt: skip
    assert scene._plan["label_w"] > longest


@pytest.mark.parametrize("size", SIZES)
def test_a_label_longer_than_its_column_wraps_inside_it(app, crowns, size):
    app.resize(size)
    scene = _scoring(app, crowns, reveal_rows=2, finish=False)
    scene.rebuild()
    bold = app.fonts.get(scene.tx(16), bold=True)
    for (labels, _), (who, _) in zip(scene._plan["reveal"], scene.reveal_rows(), strict=True):
        assert " ".join(labels) == who
        assert all(bold.size(line)[0] < scene._plan["label_w"] for line in labels)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rows", [6, 10])  # a wider panel is enough; then smaller text too
def test_a_round_with_much_to_tell_still_fits_the_window(app, crowns, size, rows):
    app.resize(size)
    scene = _scoring(app, crowns, reveal_rows=rows, finish=True)
    scene.rebuild()
    drawn = _drawn_texts(app, crowns, scene)
    buttons_top = min(b.rect.top for b in scene.buttons.values())
    assert scene.panel.bottom <= size[1] and scene.panel.top >= 0
    assert all(rect.bottom <= buttons_top for _, rect in drawn)
    assert max(rect.bottom for _, rect in drawn) > buttons_top - scene.px(80)  # it used the room
    pygame.event.clear()
