"""The finished-match list and the review: opened from the menu and the match end, every card
shown, stepped by buttons and keys, the estimates worked out in the worker and kept."""

from __future__ import annotations

import datetime
import random

import pygame
import pytest

from game.ai import review as ai_review
from game.ai.search import Budget
from scenes import archive
from scenes import review as review_scene
from scenes.imposter.kit import revealed_view
from scenes.matches import MatchesScene, row_text
from scenes.menu import MenuScene
from scenes.review import ReviewScene, from_session
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "hard")]
T0 = datetime.datetime(2026, 3, 1, 9, 30, tzinfo=datetime.UTC)
TINY = Budget(iterations=12, early_stop=False)


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", TINY)
    review_scene._CACHE.clear()


def finished(seed: int, mode: str = "imposter/quickplay-1") -> MatchSession:
    session = MatchSession(mode, SEATS, seed=seed, autosave=False)
    session.recorded = True
    rng = random.Random(seed)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def reviewed(app, drive, scene: ReviewScene) -> None:
    for _ in range(len(scene.points) + 5):
        if scene.done == len(scene.points):
            return
        drive.frames()
    raise AssertionError("the review did not finish")


def test_the_menu_lists_finished_matches_newest_first_and_opens_one(app, drive):
    archive.archive_match(finished(1), T0)
    archive.archive_match(finished(2, "imposter/2p-base"), T0 + datetime.timedelta(minutes=3))
    app.to_menu()
    drive.frames()
    drive.press("matches")
    scene = app.stack.top
    assert isinstance(scene, MatchesScene)
    newest, older = scene.matches
    assert newest.mode_id == "imposter/2p-base" and older.mode_id == "imposter/quickplay-1"
    text = scene.buttons["open:0"].text
    assert text == row_text(newest)
    assert "2 Player Base Game" in text and "Alice vs Lady Vesna (Hard)" in text
    assert newest.result() in text and newest.local_time() in text
    drive.press("open:1")
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.match.match_id == older.match_id
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is scene
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    drive.key(pygame.K_v, "v")
    assert isinstance(app.stack.top, MatchesScene)


def test_with_no_finished_match_the_list_says_so(app, drive):
    app.to_menu()
    drive.frames()
    drive.press("matches")
    scene = app.stack.top
    assert scene.matches == [] and not any(k.startswith("open:") for k in scene.buttons)


def test_a_match_that_no_longer_replays_is_set_aside_when_opened(app, drive):
    path = archive.archive_match(finished(1), T0)
    app.to_menu()
    drive.frames()
    drive.press("matches")
    scene = app.stack.top
    text = path.read_text().replace('"winner": ', '"winner": 1 - ', 1)
    path.write_text(text.replace("1 - 0", "1").replace("1 - 1", "0"))
    scene.open(0)
    assert app.stack.top is scene and scene.matches == []
    assert "could not be read" in scene.notices[-1]
    assert not path.exists()


def test_the_review_shows_every_card_and_steps_by_keys_and_buttons(app, drive):
    archive.archive_match(finished(4, "imposter/2p-base"), T0)
    [match] = archive.list_matches()
    scene = ReviewScene(app, match)
    app.stack.push(scene)
    drive.frames()
    # It opens at the seat's first decision, the position rebuilt from the seed and the moves.
    assert scene.k == scene.points[0]
    assert scene.state.snapshot() == match.state_at(scene.k).snapshot()
    # Every card is face up: the opponent's hand, and the seat's own Successor and Dungeon.
    hands = scene.state.snapshot()["hands"]
    sprites = scene.board.zones[("hand", 1)]
    assert [sp.cid for sp in sprites] == hands[1] and all(sp.face_up for sp in sprites)
    for zone in ("successor", "dungeon"):
        assert all(sp.face_up for sp in scene.board.zones[(zone, 0)])
    assert revealed_view(scene.state, 0)["seats"][1]["hand_shown"] == hands[1]
    k = scene.k
    drive.key(pygame.K_RIGHT)
    assert scene.k == k + 1
    assert scene.state.snapshot() == match.state_at(k + 1).snapshot()
    drive.key(pygame.K_LEFT)
    assert scene.k == k
    drive.key(pygame.K_DOWN)
    assert scene.state.round_over and scene.rounds[scene.k] == 1
    end = scene.k
    drive.key(pygame.K_UP)
    assert scene.k == 0
    drive.click_at(scene.nav["end"].center)
    assert scene.k == end
    drive.click_at(scene.nav["forward"].center)
    assert scene.k == end + 1 and scene.rounds[scene.k] == 2
    assert scene.round_span() == (end + 1, scene.round_span()[1])  # round 2 starts here
    drive.click_at(scene.nav["start"].center)  # already at its start: round 1's start
    assert scene.k == 0
    drive.key(pygame.K_END)
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.k in scene.points and scene.rounds[scene.k] == 2
    drive.click_at(scene.nav["close"].center)
    assert app.stack.top is not scene


def test_the_estimates_come_from_the_ai_review_and_are_kept_for_the_match(app, drive):
    session = finished(6)
    match = from_session(session)
    scene = ReviewScene(app, match)
    app.stack.push(scene)
    reviewed(app, drive, scene)
    assert sorted(scene.reviews) == scene.points
    k = scene.points[len(scene.points) // 2]
    want = ai_review.review_decision(match.mode_id, match.seed, match.actions, 0, k, TINY)
    assert scene.reviews[k] == want
    scene.go(k)
    assert scene.current() == want
    drive.frames()
    turn = scene.turning_point()
    pts = scene.round_points()
    assert turn == pts[ai_review.turning_point([scene.reviews[p] for p in pts])]
    app.stack.pop()
    # Opened again: every estimate is there at once, and nothing is sent to the worker.
    again = ReviewScene(app, match)
    app.stack.push(again)
    drive.frames()
    assert again.done == len(again.points) and again.worker.job is None
    assert again.reviews[k] == want


def test_the_match_end_offers_the_review_of_that_match(app, drive):
    session = finished(3)
    app.clear_to(TableScene(app, session))
    scoring = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scoring)
    drive.frames()
    drive.press("review")
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    assert scene.match.actions == tuple(session.state.history)
    assert scene.seat == session.viewer
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is scoring
    drive.key(pygame.K_v, "v")
    assert isinstance(app.stack.top, ReviewScene)


def test_the_review_takes_the_panel_foot_for_its_graph_and_a_click_there_goes_to_a_decision(
    app, drive
):
    scene = ReviewScene(app, from_session(finished(6)))
    app.stack.push(scene)
    reviewed(app, drive, scene)
    lay = scene.layout
    home = lay._hint_home[0]
    assert lay.hint_line.h > 2 * home.h and lay.log_rect.h > 0  # the log keeps a share
    assert scene.graph_rect.top >= lay.hint_line.top and scene.graph_rect.h >= 40
    p, (x, y) = scene.graph_points[-1]
    assert p == scene.round_points()[-1]
    drive.click_at((x, y))
    assert scene.k == p


def test_a_pass_and_play_match_is_reviewed_for_the_seat_asked_with_no_curtain(app, drive):
    session = MatchSession("imposter/quickplay-1", [SEATS[0], SeatSetup("Bob", "human")], seed=2,
                           autosave=False)  # fmt: skip
    session.recorded = True
    rng = random.Random(2)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))
    scene = ReviewScene(app, from_session(session), seat=1)
    app.stack.push(scene)
    drive.frames(3)
    assert app.stack.top is scene and not scene.curtain and scene.viewer == 1
    assert scene.points == ai_review.decision_points(
        session.mode_id, session.seed, session.state.history, 1
    )
    hand = scene.state.snapshot()["hands"][0]
    assert [sp.cid for sp in scene.board.zones[("hand", 0)]] == hand


def test_a_long_list_pages_older_matches_and_a_number_key_opens_a_row(app, drive):
    for i in range(30):
        session = MatchSession("imposter/quickplay-1", SEATS, seed=i, autosave=False)
        session.recorded = True
        session.concede(0)
        archive.archive_match(session, T0 + datetime.timedelta(minutes=i))
    drive.resize((1024, 640))
    app.to_menu()
    drive.frames()
    drive.press("matches")
    scene = app.stack.top
    per = scene.per_page
    assert 1 < per < 30 and scene.pages() == -(-30 // per)
    first = [b.text for k, b in scene.buttons.items() if k.startswith("open:")]
    assert len(first) == per and first[0] == row_text(scene.matches[0])
    drive.press("next")
    assert scene.page == 1 and "open:0" not in scene.buttons and f"open:{per}" in scene.buttons
    drive.key(pygame.K_2, "2")
    review = app.stack.top
    assert isinstance(review, ReviewScene), scene.notices
    assert review.match.match_id == scene.matches[per + 1].match_id


def test_a_decision_the_worker_fails_on_is_said_and_the_rest_go_on(app, drive, monkeypatch):
    real = review_scene.review_decision
    session = finished(6)
    bad = ai_review.decision_points(session.mode_id, session.seed, session.state.history, 0)[1]

    def flaky(mode, seed, actions, seat, k, budget, options=None):
        if k == bad:
            raise RuntimeError("the worker broke")
        return real(mode, seed, actions, seat, k, budget, options)

    monkeypatch.setattr(review_scene, "review_decision", flaky)
    scene = ReviewScene(app, from_session(session))
    app.stack.push(scene)
    reviewed(app, drive, scene)
    assert scene.failed == {bad} and len(scene.reviews) == len(scene.points) - 1
    scene.go(bad)
    assert "could not be worked out" in " ".join(t for t, _ in scene._decision_lines(300, 14))
    drive.frames()
