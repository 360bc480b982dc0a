"""2v2 partners share one score: the saved match's line and the scoring screen's score rows
list the two teams, not four seats (play-test finding 23)."""

from __future__ import annotations

from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup

NAMES = ["Ana", "Bob", "Cleo", "Dara"]


def _session(mode_id="imposter/2v2"):
    n = 4 if mode_id.endswith("2v2") else 3
    seats = [SeatSetup(NAMES[0], "human")] + [SeatSetup(x, "computer", "easy") for x in NAMES[1:n]]
    return MatchSession(mode_id, seats, 3, autosave=False)


def test_the_saved_2v2_match_says_each_teams_score_once():
    session = _session()
    session.state.scores = [3, 5, 3, 5]
    assert session.sides() == [[0, 2], [1, 3]]
    assert session.summary().endswith(": Ana and Cleo 3, Bob and Dara 5")
    cut = _session("imposter/cutthroat")
    cut.state.scores = [1, 2, 0]
    assert cut.sides() == [[0], [1], [2]]
    assert cut.summary().endswith(": Ana 1, Bob 2, Cleo 0")


def test_the_2v2_scoring_screen_has_a_score_row_per_team(app):
    session = _session()
    session.state.scores = [2, 4, 2, 4]
    result = session.concede(0)
    scene = ScoringScene(app, session, result)
    app.stack.push(scene)
    drawn: list[str] = []
    from scenes import widgets

    real = widgets.blit_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    widgets.blit_text = spy
    try:
        scene.draw(app.screen)
    finally:
        widgets.blit_text = real
    assert "Ana and Cleo" in drawn and "Bob and Dara  (winner)" in drawn
    assert not [t for t in drawn if t in NAMES]  # no row of a seat alone
    assert scene.footer() == "Final score 4 to 2."
