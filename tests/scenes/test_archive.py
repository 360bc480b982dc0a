"""The archive of finished matches: kept once, bounded, newest first, checked, and replayable."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from game.core.registry import new_match
from scenes import archive
from scenes.session import MatchSession, SeatSetup

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "hard")]
T0 = datetime.datetime(2026, 3, 1, 9, 30, tzinfo=datetime.UTC)


def finished(seed: int, mode: str = "imposter/2p-base", concede: int | None = None, moves=6):
    """A finished session that has not been recorded: played out, or conceded after ``moves``."""
    session = MatchSession(mode, SEATS, seed=seed, autosave=False)
    session.recorded = True  # the tests archive it themselves, at the time they choose
    rng = random.Random(seed)
    if concede is None:
        while not session.finished:
            session.apply(rng.choice(session.state.legal_actions()))
    else:
        for _ in range(moves):
            session.apply(rng.choice(session.state.legal_actions()))
        session.concede(concede)
    return session


def test_an_archived_match_replays_move_by_move_to_the_same_final_state():
    session = finished(4, "imposter/fon-full")
    archive.archive_match(session, T0)
    [kept] = archive.list_matches()
    assert kept.final_state().snapshot() == session.state.snapshot()
    assert kept.moves == len(session.state.history)
    # Every intermediate position is the one the seed and the first k moves give.
    k = kept.moves // 2
    state = new_match(session.mode_id, session.seed)
    for action in session.state.history[:k]:
        state.apply(action)
    assert kept.state_at(k).snapshot() == state.snapshot()
    assert kept.state_at(0).snapshot() == new_match(session.mode_id, session.seed).snapshot()
    wanted = (k, kept.moves)
    positions = {j: st.clone().snapshot() for j, _, _, st in kept.steps() if j in wanted}
    assert positions[k] == state.snapshot()
    assert positions[kept.moves] == session.state.snapshot()
    with pytest.raises(ValueError, match="not in this match"):
        kept.state_at(kept.moves + 1)
    assert kept.session().state.snapshot() == session.state.snapshot()


def test_the_list_is_newest_first_with_date_mode_players_and_result():
    a = finished(1)
    b = finished(2, "imposter/quickplay-1", concede=0)
    archive.archive_match(a, T0)
    archive.archive_match(b, T0 + datetime.timedelta(minutes=5))
    newest, older = archive.list_matches()
    assert (newest.match_id, older.match_id) == (b.match_id, a.match_id)
    assert newest.mode_title == "Quickplay 1: learn to play"
    assert newest.players() == "Alice vs Lady Vesna (Hard)"
    assert newest.result() == "Alice conceded; Lady Vesna won"
    assert newest.finished_at == T0 + datetime.timedelta(minutes=5)
    assert newest.session().conceded == 0
    top = max(a.state.scores)
    assert older.result().startswith(f"{a.name(a.winner)} won {top} to ")


def test_only_the_newest_max_kept_matches_are_kept(monkeypatch):
    monkeypatch.setattr(archive, "MAX_KEPT", 3)
    sessions = [finished(seed, concede=seed % 2, moves=2) for seed in range(5)]
    for i, session in enumerate(sessions):
        archive.archive_match(session, T0 + datetime.timedelta(hours=i))
    kept = archive.list_matches()
    assert [m.match_id for m in kept] == [s.match_id for s in reversed(sessions[2:])]
    assert len(list(archive.folder().iterdir())) == 3


def test_a_match_is_archived_once():
    session = finished(3, concede=1)
    assert archive.archive_match(session, T0) is not None
    assert archive.archive_match(session, T0 + datetime.timedelta(seconds=1)) is None
    assert len(archive.list_matches()) == 1


def _spoil(path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["result"].update(winner=1 - d["result"]["winner"]),
        lambda d: d["result"].update(scores=[7, 7]),
        lambda d: d["session"]["match"]["actions"].pop(),  # no longer finishes the match
        lambda d: d["session"]["match"]["actions"].insert(3, "play 99"),
        lambda d: d["session"]["seats"][0].update(kind="wizard"),
        lambda d: d.update(finished="last Tuesday"),
        lambda d: d.update(version=2),
        lambda d: d["session"].update(match_id="0" * 16),  # not the one its name gives
    ],
)
def test_a_damaged_archive_file_is_moved_aside_and_the_others_are_still_listed(change):
    good, bad = finished(5), finished(6)
    archive.archive_match(good, T0)
    bad_path = archive.archive_match(bad, T0 + datetime.timedelta(minutes=1))
    _spoil(bad_path, change)
    spoiled = bad_path.read_text()
    problems: list[str] = []
    listed = archive.list_matches(problems)
    assert [m.match_id for m in listed] == [good.match_id]
    assert len(problems) == 1 and "could not be read" in problems[0]
    assert not bad_path.exists()
    [kept] = archive.folder().glob("*.corrupt-*.json")
    assert kept.read_text() == spoiled
    assert archive.list_matches() == listed  # set aside once, not reported again


def test_a_file_that_is_not_json_is_moved_aside_and_foreign_files_are_left_alone():
    archive.archive_match(finished(7, concede=0), T0)
    where = archive.folder()
    junk = where / "20260301-093000-000000-imposter-2p-base-00000000000000ff.json"
    junk.write_bytes(b"\xff\xfe not text")
    foreign = where / "notes.txt"
    foreign.write_text("mine")
    problems: list[str] = []
    assert len(archive.list_matches(problems)) == 1
    assert problems and "not text" in problems[0]
    assert not junk.exists() and foreign.read_text() == "mine"


def test_a_finished_session_is_recorded_into_the_archive_when_it_ends():
    session = MatchSession("imposter/2p-base", SEATS, seed=9)
    session.concede(1)
    [kept] = archive.list_matches()
    assert kept.match_id == session.match_id and kept.winner == 0


def test_the_quick_list_checks_every_field_and_loading_one_replays_its_moves():
    good, bad = finished(10, concede=1), finished(11, concede=0)
    archive.archive_match(good, T0)
    path = archive.archive_match(bad, T0 + datetime.timedelta(minutes=1))
    _spoil(path, lambda d: d["session"]["match"]["actions"].insert(1, "play 99"))
    assert len(archive.list_matches(check_moves=False)) == 2  # the fields are all fine
    with pytest.raises(archive.ArchiveError, match="cannot be replayed"):
        archive.load_match(path)
    _spoil(path, lambda d: d["result"].update(scores="lots"))
    problems: list[str] = []
    assert [m.match_id for m in archive.list_matches(problems, check_moves=False)] == [
        good.match_id
    ]
    assert "scores" in problems[0]


def test_a_king_and_peasant_row_of_the_finished_matches_names_the_game_once():
    from scenes.games import mode_labels
    from scenes.matches import row_text

    archive.archive_match(finished(2, "peasant/eras", concede=1), T0)
    archive.archive_match(finished(3, "imposter/2p-base", concede=1), T0)
    listed = archive.entries()
    peasant = next(m for m in listed if m.mode_id == "peasant/eras")
    alone = row_text(peasant)
    mixed = row_text(peasant, mode_labels(m.mode_id for m in listed)["peasant/eras"])
    for row in (alone, mixed):
        assert row.count("King and Peasant") == 1, row
