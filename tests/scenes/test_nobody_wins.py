"""A match of one game that may end with nobody winning (state.winner None at match_over),
with five to eight seats and teams, through the shell: the scoring frame, the statistics (a
draw for every seat, a team's win for both partners), the archive and the list of finished
matches. The game is the fake Crowd of Crowns (tests/fakegame/crowd.py)."""

from __future__ import annotations

import json

import pytest
from crowd_helpers import play
from crowd_helpers import session as crowd_session

from game.core.registry import use_games
from scenes import archive, stats, widgets
from scenes.scoring import ScoringScene
from tests.fakegame.crowd import CROWD
from tests.fakegame.scenes import CrownsTable

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def crowd():
    use_games(CROWD)
    yield
    use_games(None)


def _drawn(scene, surface) -> list[tuple[str, tuple]]:
    """Every text the scene draws and where: (text, (x, y, anchor))."""
    found = []
    real = widgets.blit_text

    def spy(surface, text, font, colour, pos, anchor="topleft"):
        rect = real(surface, text, font, colour, pos, anchor)
        found.append((text, rect))
        return rect

    widgets.blit_text = spy
    try:
        scene.draw(surface)
    finally:
        widgets.blit_text = real
    return found


def _scoring(app, drive, session, size):
    drive.resize(size)
    app.clear_to(CrownsTable(app, session))
    scene = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scene)
    drive.frames(2)
    return scene


def test_a_tie_ends_the_match_with_nobody_winning():
    s = play(crowd_session("crowd/five"), "tie")
    assert s.finished and s.state.match_over and s.state.winner is None
    assert s.winner is None and s.nobody_won and s.winners_of(None) == []
    assert s.state.results[-1]["winner"] is None and s.state.results[-1]["winners"] == []
    won = play(crowd_session("crowd/eight"), "win")
    assert won.winner == 0 and not won.nobody_won and won.winners_of(0) == [0, 4]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", ["crowd/five", "crowd/eight"])
def test_the_end_of_a_match_nobody_won_has_no_crown_and_every_row_fits(app, drive, size, mode_id):
    session = play(crowd_session(mode_id), "tie")
    scene = _scoring(app, drive, session, size)
    assert scene.headline() == "Nobody wins"
    texts = _drawn(scene, app.screen)
    words = [t for t, _ in texts]
    assert "Nobody wins" in words
    assert not [t for t in words if "winner" in t or "wins the match" in t]
    assert not [t for t in words if t.startswith("Final score")]
    rows = [" and ".join(session.name(s) for s in side) for side in session.sides()]
    assert len(rows) == (5 if mode_id == "crowd/five" else 4)
    assert all(row in words for row in rows)
    buttons = min(b.rect.top for b in scene.buttons.values())
    screen = app.screen.get_rect()
    assert screen.contains(scene.panel)
    for text, rect in texts:  # every line inside the frame, above its buttons
        assert scene.panel.contains(rect) and rect.bottom <= buttons, (text, rect)
    # Every seat's secret is shown once the game is over (the game's reveal rows).
    assert sum(t.startswith("secret ") for t in words) == session.state.num_seats
    assert set(scene.buttons) == {"rematch", "menu"}


@pytest.mark.parametrize("size", SIZES)
def test_a_team_win_of_eight_seats_names_both_partners(app, drive, size):
    session = play(crowd_session("crowd/eight"), "win")
    scene = _scoring(app, drive, session, size)
    names = session.name
    assert scene.headline() == f"{names(0)} and {names(4)} win the match!"
    words = [t for t, _ in _drawn(scene, app.screen)]
    assert f"{names(0)} and {names(4)}  (winner)" in words
    assert sum("(winner)" in t for t in words) == 1
    assert scene.footer() == ""  # one game: no final score


def test_a_round_nobody_won_says_so_without_a_crash(app, drive):
    """A match that goes on after a round nobody won: the headline says so (the race to a
    target, not one game)."""
    session = play(crowd_session("crowd/five"), "tie")
    session.state.match_target = 3  # as if the match were a race to three
    session.state.done = False  # still going: the scoring screen of a round
    scene = ScoringScene(app, session, session.state.results[-1])
    assert scene.headline() == "Game 1: nobody wins"
    app.stack.push(scene)
    drive.frames(1)
    assert "next" in scene.buttons
    session.state.done = True  # a race that ended with nobody winning: the match's words
    assert ScoringScene(app, session, session.state.results[-1]).headline() == (
        "Nobody wins the match"
    )


def _outcome(name: str, mode: str, level: str = "easy") -> stats.Cell:
    return stats.load().players[name].cells[(mode, level)]


def test_nobody_winning_is_a_draw_for_every_human_seat_and_ends_a_streak():
    # First a win for Alice and Elena (partners), so a streak is running.
    play(crowd_session("crowd/eight", humans=(0, 4, 5)), "win")
    for name in ("Alice", "Elena"):
        cell = _outcome(name, "crowd/eight")
        assert (cell.matches, cell.wins, cell.draws, cell.losses) == (1, 1, 0, 0)
        assert stats.load().players[name].streak == 1
    farid = _outcome("Farid", "crowd/eight")  # seat 5, of the other family: a loss
    assert (farid.matches, farid.wins, farid.draws, farid.losses) == (1, 0, 0, 1)
    play(crowd_session("crowd/eight", humans=(0, 4, 5)), "tie")
    for name in ("Alice", "Elena", "Farid"):
        cell = _outcome(name, "crowd/eight")
        assert cell.matches == 2 and cell.draws == 1
        assert stats.load().players[name].streak == 0
    assert _outcome("Alice", "crowd/eight").wins == 1
    # The file keeps the draws; one written before draws existed reads with none.
    data = json.loads(stats.statistics_path().read_text())
    cells = [c for p in data["players"] for c in p["cells"]]
    assert {c["draws"] for c in cells} == {1}
    for c in cells:
        del c["draws"]
    assert stats.Statistics.from_json(json.dumps(data)).players["Alice"].total().draws == 0
    for c in cells:
        c["draws"] = c["matches"]  # more wins and draws than matches: refused
    with pytest.raises(stats.StatsError):
        stats.Statistics.from_json(json.dumps(data))


def test_the_statistics_screen_shows_a_drawn_column_once_there_is_a_draw(app, drive):
    from scenes.stats_scene import StatsScene

    play(crowd_session("crowd/five", humans=(0,)), "win")
    scene = StatsScene(app)
    assert "Drawn" not in scene.rows()[0][1]
    play(crowd_session("crowd/five", humans=(0,)), "tie")
    scene = StatsScene(app)
    app.stack.push(scene)
    drive.frames(1)
    head = scene.rows()[0][1]
    assert head[head.index("Won") + 1] == "Drawn"
    total = scene.rows()[-1][1]
    assert total[2:6] == ["2", "1", "1", "0"]  # matches, won, drawn, lost
    assert "1 drawn" in scene.summary()
    assert "Nobody won" in scene.latest()


def test_the_archive_keeps_a_match_nobody_won_and_reads_it_back():
    tie = play(crowd_session("crowd/eight", humans=(0, 4)), "tie")
    won = play(crowd_session("crowd/eight", humans=(0,), seed=4), "win")
    kept = archive.list_matches()  # replays each, comparing its result
    assert len(kept) == 2
    by_id = {m.match_id: m for m in kept}
    assert by_id[tie.match_id].winner is None
    assert by_id[tie.match_id].result() == "Nobody won"
    assert by_id[won.match_id].result() == f"{won.name(0)} and {won.name(4)} won"
    assert by_id[tie.match_id].players().startswith(f"{tie.name(0)} and {tie.name(4)} vs ")
    # The review's way in: the finished session and its positions, rebuilt from the file, and
    # the scoring screen's own (from_session) for a match nobody won.
    from scenes.review import from_session

    again = by_id[tie.match_id].session()
    assert again.finished and again.nobody_won and again.seats == tie.seats
    assert by_id[tie.match_id].final_state().winner is None
    assert by_id[tie.match_id].state_at(3).piles == [1, 1, 1, 0, 0, 0, 0, 0]
    fresh = from_session(tie)
    assert fresh.winner is None and fresh.result() == "Nobody won"
    # A file naming no winner while a seat conceded is refused.
    path = by_id[tie.match_id].path
    data = json.loads(path.read_text())
    data["result"]["conceded"] = 1
    path.write_text(json.dumps(data))
    problems: list[str] = []
    assert len(archive.list_matches(problems)) == 1 and problems


@pytest.mark.parametrize("size", SIZES)
def test_the_list_of_finished_matches_cuts_eight_players_but_keeps_the_result(app, drive, size):
    from scenes.matches import MatchesScene

    play(crowd_session("crowd/eight", humans=(0, 4)), "tie")
    drive.resize(size)
    scene = MatchesScene(app)
    app.stack.push(scene)
    drive.frames(1)
    row = scene.buttons["open:0"]
    assert row.text.endswith("\u00b7  Nobody won")
    font = app.fonts.get(scene.px(18))
    assert font.size(row.text)[0] <= row.rect.w - scene.px(20)
    assert app.screen.get_rect().contains(row.rect)
    drive.press("open:0")  # the fake game has no review: said, not a crash
    assert scene.notices[-1] == "A Crowd of Crowns has no review of a finished match yet."


@pytest.mark.parametrize("size", SIZES)
def test_the_frame_gives_a_long_ladder_and_eight_reveals_room(app, drive, size):
    """A game's own words can be long (Usurp the King's victory ladder): seven rows of points
    and a line of what was hidden for each of eight seats still fit inside the frame."""
    from scenes.games import ScoringWords, scenes_for

    session = play(crowd_session("crowd/eight"), "win")
    plug = scenes_for(session.state)
    rungs = tuple(
        (f"Rung {k}: the condition of this rung held, or it did not", 0) for k in range(7)
    )
    words = ScoringWords(
        reason="The court decided it on the third rung, after two rungs above it failed for "
        "reasons that take a whole sentence to tell.",
        points=rungs,
        reveal=tuple(
            (session.name(s), "Dagger, Poison, Antidote, Spy and Bribery under the Bishop")
            for s in range(8)
        ),
        winners=f"{session.name(0)} and {session.name(4)}",
        match_winners=f"{session.name(0)} and {session.name(4)}",
    )
    assert plug.scoring(session.state, session.state.results[-1], 0, session.name) != words
    drive.resize(size)
    app.clear_to(CrownsTable(app, session))
    scene = ScoringScene(app, session, session.state.results[-1])
    scene._words = words  # the game's words, as a plug-in with a long ladder gives them
    app.stack.push(scene)
    drive.frames(2)
    texts = _drawn(scene, app.screen)
    buttons = min(b.rect.top for b in scene.buttons.values())
    assert app.screen.get_rect().contains(scene.panel)
    for text, rect in texts:
        assert scene.panel.contains(rect) and rect.bottom <= buttons, (text, rect)
    words_drawn = [t for t, _ in texts]
    assert sum(t.startswith("Rung ") for t in words_drawn) == 7
