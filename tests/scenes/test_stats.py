"""Statistics: what a finished match counts, for whom, once; the file checked when read."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from scenes import archive, stats, storage
from scenes.menu import MenuScene
from scenes.session import MatchSession, SeatSetup

ALICE = SeatSetup("Alice", "human")
BOB = SeatSetup("Bob", "human")


def computer(level: str) -> SeatSetup:
    return SeatSetup("Lady Vesna", "computer", level)


def play_out(session: MatchSession, seed: int = 0) -> MatchSession:
    """Random legal moves until the match is over."""
    rng = random.Random(seed)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def conceded(seats, conceder: int, seed: int = 1, moves: int = 0) -> MatchSession:
    """A match ended by ``conceder`` after ``moves`` random moves."""
    session = MatchSession("imposter/2p-base", seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    session.concede(conceder)
    return session


def cell(name: str, mode: str = "imposter/2p-base", level: str = "normal") -> stats.Cell:
    return stats.load().players[name].cells[(mode, level)]


def test_a_match_played_out_counts_its_result_rounds_and_points_for_the_human():
    session = play_out(MatchSession("imposter/2p-base", [ALICE, computer("hard")], seed=3))
    results = session.state.results
    mine = [r for r in results if r["winner"] == 0]
    c = cell("Alice", level="hard")
    assert (c.matches, c.wins) == (1, int(session.winner == 0))
    assert (c.rounds, c.rounds_won) == (len(results), len(mine))
    assert c.points == sum(r["total"] for r in mine) == session.state.scores[0]
    assert c.points_per_round == pytest.approx(session.state.scores[0] / len(results))
    assert list(stats.load().players) == ["Alice"]  # the computer has no statistics


def test_wins_losses_and_streaks_across_several_matches():
    # The computer conceding gives Alice the match; Alice conceding loses it.
    for conceder in (1, 1, 0, 1, 1, 1, 0, 1):
        conceded([ALICE, computer("normal")], conceder)
    player = stats.load().players["Alice"]
    c = player.cells[("imposter/2p-base", "normal")]
    assert (c.matches, c.wins, c.losses) == (8, 6, 2)
    assert (player.streak, player.best_streak) == (1, 3)


def test_each_opponent_level_is_its_own_row_and_the_totals_add_them():
    conceded([ALICE, computer("easy")], 1)
    conceded([ALICE, computer("expert")], 0)
    conceded([ALICE, computer("expert")], 1)
    player = stats.load().players["Alice"]
    assert player.cells[("imposter/2p-base", "easy")].wins == 1
    expert = player.cells[("imposter/2p-base", "expert")]
    assert (expert.matches, expert.wins) == (2, 1)
    assert [lv for lv, _ in player.by_level()] == ["easy", "expert"]
    assert (player.total().matches, player.total().wins) == (3, 2)


def test_pass_and_play_counts_for_each_human_name_under_people():
    conceded([ALICE, BOB], 1)
    conceded([BOB, ALICE], 1)  # the seats swapped: it is the name that counts
    data = stats.load()
    alice = data.players["Alice"].cells[("imposter/2p-base", stats.PEOPLE)]
    bob = data.players["Bob"].cells[("imposter/2p-base", stats.PEOPLE)]
    assert (alice.matches, alice.wins) == (2, 1)
    assert (bob.matches, bob.wins) == (2, 1)
    assert stats.level_title(stats.PEOPLE) == "People"


def test_a_concession_is_a_loss_for_the_conceder_and_keeps_the_rounds_played():
    session = MatchSession("imposter/2p-base", [ALICE, computer("normal")], seed=8)
    rng = random.Random(2)
    while len(session.state.results) < 2:
        session.apply(rng.choice(session.state.legal_actions()))
    rounds_won = sum(1 for r in session.state.results if r["winner"] == 0)
    session.concede(0)
    c = cell("Alice")
    assert (c.matches, c.wins) == (1, 0)
    assert (c.rounds, c.rounds_won) == (2, rounds_won)


def test_a_match_with_no_human_is_not_counted_nor_archived():
    play_out(MatchSession("imposter/quickplay-1", [computer("easy"), computer("hard")], seed=1))
    assert stats.load().empty
    assert archive.list_matches() == []


def test_the_autosave_reloaded_after_a_crash_at_the_end_is_not_counted_twice():
    session = MatchSession("imposter/2p-base", [ALICE, computer("normal")], seed=5)
    rng = random.Random(5)
    last_save = None
    while not session.finished:
        path = storage.saved_path(session.match_id)
        last_save = path.read_text() if path.exists() else None
        action = rng.choice(session.state.legal_actions())
        session.apply(action)
    assert cell("Alice").matches == 1
    # A crash right after the match was counted, before its autosave went: the autosave holds
    # the position before the final move, and that move is played again.
    storage.write_text_atomic(path, last_save)
    again = MatchSession.load_autosave()
    assert again is not None and again.match_id == session.match_id
    again.apply(action)
    assert again.finished
    assert cell("Alice").matches == 1
    assert len(archive.list_matches()) == 1


def test_recording_the_same_session_again_changes_nothing():
    session = conceded([ALICE, computer("normal")], 1)
    session.record_finish()
    stats.record(session, session.match_id)
    assert cell("Alice").matches == 1


def test_an_autosave_without_a_match_id_gets_a_new_one_and_a_bad_id_is_refused():
    session = MatchSession("imposter/2p-base", [ALICE, computer("normal")], seed=2)
    data = json.loads(session.to_json())
    del data["match_id"]
    assert stats.MATCH_ID.fullmatch(MatchSession.from_json(json.dumps(data)).match_id)
    data["match_id"] = "../../etc"
    with pytest.raises(ValueError, match="match id"):
        MatchSession.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "content, words",
    [
        ("{ not json", "not valid JSON"),
        ('{"format": "throneroom-statistics", "version": 7, "players": []}', "version 7"),
        ('{"format": "throneroom-settings", "players": []}', "not a Throneroom statistics"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        (" " * (stats.MAX_STATS_BYTES + 1), "far too large"),
    ],
)
def test_an_unreadable_statistics_file_is_kept_aside_with_a_notice_and_a_fresh_start(
    content, words
):
    path = stats.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    problems: list[str] = []
    data = stats.load(problems)
    assert data.empty and not path.exists()
    assert len(problems) == 1 and words in problems[0] and "start afresh" in problems[0]
    kept = list(path.parent.glob("statistics.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == content
    conceded([ALICE, computer("normal")], 1)  # the fresh file counts again
    assert cell("Alice").wins == 1


def _good_file() -> dict:
    conceded([ALICE, computer("normal")], 1)
    return json.loads(stats.statistics_path().read_text())


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d["players"][0]["cells"][0].update(wins=5),  # more wins than matches
        lambda d: d["players"][0]["cells"][0].update(rounds=-1),
        lambda d: d["players"][0]["cells"][0].update(matches=True),
        lambda d: d["players"][0]["cells"][0].update(points=10**12),
        lambda d: d["players"][0]["cells"][0].update(mode="x" * 500),
        lambda d: d["players"][0].update(name="A\x00lice"),
        lambda d: d["players"][0].update(streak=3, best_streak=2),
        lambda d: d["players"][0].update(last="yesterday"),
        lambda d: d["players"].append(dict(d["players"][0])),  # a name twice
        lambda d: d["players"].extend([{}] * (stats.MAX_PLAYERS + 1)),
        lambda d: d.update(recorded=["not an id"]),
        lambda d: d.update(recorded=["ab" * 10] * (stats.MAX_RECORDED + 1)),
    ],
)
def test_every_field_of_the_statistics_file_is_checked(spoil):
    data = _good_file()
    spoil(data)
    stats.statistics_path().write_text(json.dumps(data))
    problems: list[str] = []
    assert stats.load(problems).empty
    assert problems and "could not be read" in problems[0]


def test_a_statistics_file_spoiled_during_a_match_is_reported_by_the_session():
    session = MatchSession("imposter/2p-base", [ALICE, computer("normal")], seed=2)
    storage.write_text_atomic(stats.statistics_path(), "garbage")
    session.concede(1)
    assert any("statistics could not be read" in n for n in session.notices)
    assert cell("Alice").wins == 1


def test_a_mode_this_version_does_not_know_is_kept_and_shown_by_its_id():
    data = _good_file()
    data["players"][0]["cells"].append(
        {"mode": "oracle/5p", "level": "hard", "matches": 2, "wins": 1, "rounds": 9,
         "rounds_won": 4, "points": 6}
    )  # fmt: skip
    stats.statistics_path().write_text(json.dumps(data))
    player = stats.load().players["Alice"]
    assert [m for m, _ in player.by_mode()] == ["imposter/2p-base", "oracle/5p"]
    assert stats.mode_title("oracle/5p") == "oracle/5p"
    assert stats.mode_title("imposter/2p-base") == "2 Player Base Game"


def test_reset_erases_the_counts_but_still_refuses_a_match_counted_before():
    session = conceded([ALICE, computer("normal")], 1)
    stats.reset()
    assert stats.load().empty
    stats.record(session, session.match_id)
    assert stats.load().empty


def test_the_menu_reports_an_unreadable_statistics_file(app, drive):
    storage.write_text_atomic(stats.statistics_path(), "{ broken")
    app.to_menu()
    drive.frames()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert any("statistics could not be read" in n for n in menu.notices)
    assert not stats.statistics_path().exists()


def test_past_max_players_the_one_who_played_least_recently_is_dropped(monkeypatch):
    monkeypatch.setattr(stats, "MAX_PLAYERS", 2)
    data = stats.Statistics()
    outcome = stats.Outcome("Zed", "imposter/2p-base", "easy", True, 1, 1, 1)
    data.add(outcome, "2026-01-01T00:00:00Z")
    data.add(dataclasses.replace(outcome, name="Amy"), "2026-01-02T00:00:00Z")
    # The newcomer plays at the same second as Amy and sorts first by name: still kept.
    data.add(dataclasses.replace(outcome, name="Abe"), "2026-01-02T00:00:00Z")
    assert sorted(data.players) == ["Abe", "Amy"]


def test_a_statistics_file_spoiled_during_a_match_is_reported_on_the_menu_after_it(app, drive):
    from scenes.scoring import ScoringScene

    session = MatchSession("imposter/2p-base", [ALICE, computer("normal")], seed=2)
    storage.write_text_atomic(stats.statistics_path(), "garbage")
    result = session.concede(1)
    app.stack.push(ScoringScene(app, session, result))
    drive.frames()
    app.to_menu()
    drive.frames()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert sum("statistics could not be read" in n for n in menu.notices) == 1
    app.to_menu()  # told once
    drive.frames()
    assert not any("statistics could not be read" in n for n in app.stack.top.notices)
