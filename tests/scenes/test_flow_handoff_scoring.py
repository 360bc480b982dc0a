"""The pass-and-play curtain, and the scoring screen between rounds and at the end."""

from __future__ import annotations

import pygame

from scenes.handoff import HandoffScene
from scenes.imposter.scoring import reason_words
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup

HUMANS = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]


def _table_pixels(app, colour) -> int:
    mask = pygame.mask.from_threshold(app.screen, colour, (1, 1, 1, 255))
    return mask.count()


def test_the_handoff_curtain_hides_every_pixel_of_the_table(app, drive, fake_table):
    session = MatchSession("imposter/2p-base", HUMANS, seed=1, autosave=False)
    done = []
    app.clear_to(fake_table(app, session))
    drive.frames()
    assert _table_pixels(app, fake_table.colour) == 1280 * 720  # the table is really drawn
    app.stack.push(HandoffScene(app, "Bob", lambda: done.append(True)))
    for size in [(1280, 720), (1024, 640), (1920, 1080)]:
        drive.resize(size)
        drive.frames()
        assert _table_pixels(app, fake_table.colour) == 0
    curtain = app.stack.top
    assert curtain.buttons["ready"].text == "I am Bob"
    # Keys and clicks do not reach the table while the curtain is down.
    table = app.stack.scenes[0]
    drive.key(pygame.K_SPACE)
    drive.click_at((5, 5))
    assert not [e for e in table.events if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)]
    drive.press("ready")
    assert done == [True]
    assert app.stack.top is table


def test_enter_also_lifts_the_curtain(app, drive, fake_table):
    session = MatchSession("imposter/2p-base", HUMANS, seed=1, autosave=False)
    done = []
    app.clear_to(fake_table(app, session))
    app.stack.push(HandoffScene(app, "Alice", lambda: done.append(1)))
    drive.frames()
    drive.key(pygame.K_RETURN)
    drive.key(pygame.K_RETURN)  # the second Enter reaches the table, not a second on_done
    assert done == [1]


def test_reasons_are_told_in_words():
    assert reason_words("Bob", "could not take a turn") == "Bob could not play"
    assert reason_words("Alice", "assassinated") == "Alice was assassinated"


def test_next_round_deals_and_returns_to_the_table(app, drive, fake_table, play_until):
    session = MatchSession("imposter/2p-base", HUMANS, seed=12, autosave=False)
    play_until(session, lambda st: st.round_over, seed=7)
    result = session.state.results[-1]
    table = fake_table(app, session)
    app.clear_to(table)
    scoring = ScoringScene(app, session, result)
    app.stack.push(scoring)
    drive.frames()
    winner, loser = session.name(result["winner"]), session.name(result["loser"])
    assert scoring.headline() == f"Round 1: {winner} wins"
    assert scoring.reason().startswith(loser)
    rows = scoring.point_rows()
    assert [p for _, p in rows] == [
        result["points"]["win"],
        result["points"]["king"],
        result["points"]["cards"],
    ]
    assert scoring.footer() == f"The True King passes to {loser}."
    drive.press("next")
    assert app.stack.top is table
    assert session.state.round_no == 2 and not session.state.round_over


def test_the_match_end_offers_a_rematch_with_the_same_seats(app, drive, fake_table, play_until):
    session = MatchSession("imposter/quickplay-1", HUMANS, seed=3, autosave=False)
    play_until(session, lambda st: st.match_over, seed=9)
    app.clear_to(fake_table(app, session))
    scoring = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scoring)
    drive.frames()
    assert "next" not in scoring.buttons
    champion = session.name(session.state.winner)
    assert scoring.headline() == f"{champion} wins the match!"
    assert scoring.point_rows() == [("Winning the round", 1)]  # Quickplay: one point a round
    drive.press("rematch")
    table = app.stack.top
    assert isinstance(table, fake_table) and table.session is not session
    assert table.session.seats == session.seats
    assert table.session.state.history == []


def test_autoplay_presses_next_round_by_itself(app, drive, fake_table, play_until):
    session = MatchSession("imposter/2p-base", HUMANS, seed=12, autosave=False)
    play_until(session, lambda st: st.round_over, seed=7)
    app.autoplay = True
    table = fake_table(app, session)
    app.clear_to(table)
    app.stack.push(ScoringScene(app, session, session.state.results[-1]))
    drive.frames(30)
    assert app.stack.top is not table  # it stays a moment, to be seen
    drive.frames(90)
    assert app.stack.top is table and session.state.round_no == 2


def test_overlays_keep_input_from_the_table_and_esc_resumes(app, drive, fake_table):
    from scenes.pause import PauseScene

    session = MatchSession("imposter/2p-base", HUMANS, seed=1, autosave=False)
    table = fake_table(app, session)
    app.clear_to(table)
    app.stack.push(PauseScene(app, session))
    drive.frames()
    drive.key(pygame.K_h)
    drive.click_at((3, 3))
    drive.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(9, 9), rel=(1, 1), buttons=(0, 0, 0))])
    assert not [e for e in table.events if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                      pygame.MOUSEMOTION)]  # fmt: skip
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is table
    drive.key(pygame.K_h)
    assert table.events[-1].type == pygame.KEYDOWN
