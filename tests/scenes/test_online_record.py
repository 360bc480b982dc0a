"""A finished online match kept in this player's statistics and archive (scenes.online_record):
counted once for this seat's player only and marked online, a damaged record keeps nothing and
says why, and "Review a match" opens it like a local one. One match is played over loopback."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from game.ai.search import Budget
from game.core import saves
from game.core.registry import new_match
from scenes import archive, stats
from scenes import review as review_scene
from scenes.matches import MatchesScene
from scenes.online_record import keep_online_match, match_id
from scenes.review import ReviewScene
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

T0 = datetime.datetime(2026, 12, 3, 18, 0, tzinfo=datetime.UTC)
LOBBY = [
    {"name": "Ann", "kind": "online", "level": None, "status": "connected", "ready": True},
    {"name": "Bob", "kind": "online", "level": None, "status": "away", "ready": False},
    {"name": "Computer 3", "kind": "computer", "level": "hard", "status": "computer", "ready": True},
]  # fmt: skip


def _record(mode: str = "usurp/3p", seed: int = 5) -> dict:
    """A finished match's save as the room's record gives it."""
    state, rng = new_match(mode, seed), random.Random(seed)
    while not state.match_over:
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(saves.dumps(state))


def test_an_online_match_kept_twice_counts_once_for_this_seat_only_and_is_marked_online():
    record = _record()
    first = keep_online_match(record, 0, LOBBY, T0)
    again = keep_online_match(json.loads(json.dumps(record)), 0, LOBBY, T0)
    assert first.notices == again.notices == [] and first.session.online
    kept = stats.load()
    assert list(kept.players) == ["Ann"]  # Bob counts it on his own machine
    [((mode, level), cell)] = kept.players["Ann"].cells.items()
    assert (mode, level) == ("usurp/3p", "hard") and cell.matches == cell.online == 1
    [match] = archive.list_matches()
    assert match.online and match.viewer == 0 and match.match_id == match_id(record, 0)
    assert list(match.actions) == record["actions"] and match.winner == first.session.winner
    assert match.seats == (("Ann", "human", "normal"), ("Bob", "human", "normal"), ("Computer 3", "computer", "hard"))  # fmt: skip


def test_the_online_count_survives_the_file_and_a_local_match_adds_none():
    keep_online_match(_record(), 1, LOBBY, T0)
    seats = [SeatSetup("Bob", "human"), SeatSetup("Lady Ilse", "computer", "hard"), SeatSetup("Sir Benedek", "computer", "hard")]  # fmt: skip
    local, rng = MatchSession("usurp/3p", seats, seed=3, autosave=False), random.Random(3)
    while not local.finished:  # its end counts it, as at any local table
        local.apply(rng.choice(local.state.legal_actions()))
    total = stats.load().players["Bob"].total()
    assert (total.matches, total.online) == (2, 1)
    # A file written before online matches were counted reads as none of them online.
    data = json.loads(stats.statistics_path().read_text())
    for cell in data["players"][0]["cells"]:
        del cell["online"]
    older = stats.Statistics.from_json(json.dumps(data))
    assert older.players["Bob"].total().matches == 2 and older.players["Bob"].total().online == 0


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda r: r.update(actions=r["actions"][:-3]), "do not finish the match"),
        (lambda r: r.update(actions=["conjure Dragon"]), "move"),
        (lambda r: r.update(mode="chess/blitz"), "does not know"),
        (lambda r: r.update(seed="many"), "seed"),
        (lambda r: r.clear(), "mode"),
    ],
    ids=["unfinished", "illegal", "mode", "seed", "empty"],
)
def test_a_damaged_record_gives_a_message_and_keeps_nothing(damage, words):
    record = _record()
    damage(record)
    kept = keep_online_match(record, 0, LOBBY, T0)
    assert kept.session is None and len(kept.notices) == 1
    assert "could not be kept" in kept.notices[0] and words in kept.notices[0]
    assert stats.load().empty and archive.list_matches() == []


@pytest.mark.parametrize(
    ("seat", "seats", "words"),
    [
        (3, LOBBY, "seat is not one"),
        (2, LOBBY, "played by a computer"),
        (0, LOBBY[:2], "seats"),
        (0, [{"name": "Ann\n", "kind": "online"}, *LOBBY[1:]], "cannot be shown"),
        (0, "Ann", "not a list"),
    ],
)
def test_seats_that_do_not_fit_the_record_keep_nothing(seat, seats, words):
    kept = keep_online_match(_record(), seat, seats, T0)
    assert kept.session is None and words in kept.notices[0]
    assert stats.load().empty and archive.list_matches() == []


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", Budget(iterations=8, early_stop=False))  # fmt: skip
    review_scene._CACHE.clear()


def test_review_a_match_opens_an_online_match_at_this_seat(app, drive, quick):
    keep_online_match(_record("imposter/2p-base", 8), 1, ["Ann", "Bob"], T0)
    app.to_menu()
    drive.frames()
    drive.press("matches")
    scene = app.stack.top
    assert isinstance(scene, MatchesScene) and "Ann vs Bob" in scene.buttons["open:0"].text
    drive.press("open:0")
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.match.online and review.seat == 1
    drive.frames()
    assert review.state.snapshot() == review.match.state_at(review.k).snapshot()


def test_each_client_of_a_match_over_loopback_keeps_its_own_seat():
    from game.net.server import ServerThread
    from tests.net.conftest import FAST
    from tests.net.net_helpers import TIMEOUT, close_all, open_room, play, seats_for

    host = ServerThread("127.0.0.1", 0, rate=FAST)
    address, port = host.start()
    try:
        clients, _ = open_room(f"ws://{address}:{port}", "usurp/3p", seats_for(3, 2), seed=6)
        play(clients, seed=2)
        for c in clients:
            assert c.wait(lambda m: m.record is not None, TIMEOUT)
            assert keep_online_match(c.record, c.seat, c.lobby).notices == []
        close_all(clients)
    finally:
        host.stop()
    kept = stats.load()
    assert sorted(kept.players) == ["Player 1", "Player 2"]
    assert all(p.total().matches == p.total().online == 1 for p in kept.players.values())
    assert len(archive.list_matches()) == 2
