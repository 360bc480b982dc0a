"""A ``peek`` before joining: the room tells anyone with its code who sits where (so a player
who typed the address picks a free seat), and nothing else: no token, no card, no view. A wrong
code counts towards the connection's wrong codes as a join's does."""

from __future__ import annotations

import asyncio
import json

import pytest

from game.core.registry import new_match
from game.net.client import NetError, RemoteMatch
from game.net.room import Peer, Room
from game.net.server import WRONG_CODES

SEATS = [{"kind": "online"}, {"kind": "online"}, {"kind": "computer", "level": "hard"}]


@pytest.fixture
def ann_room(server):
    """A room of three: Ann in seat 0, seat 1 open, a computer in seat 2; (Ann, code)."""
    ann = RemoteMatch.connect(server.url)
    code = ann.create("imposter/cutthroat", SEATS, seed=7)
    ann.join(code, 0, "Ann")
    yield ann, code
    ann.leave()


def test_a_peek_tells_each_seat_s_name_kind_status_and_a_computer_s_level(server, ann_room):
    _, code = ann_room
    bob = RemoteMatch.connect(server.url)
    try:
        answer = bob.peek(code.lower(), timeout=5)
    finally:
        bob.leave()
    assert answer == {
        "type": "room",
        "room": code,
        "mode": "imposter/cutthroat",
        "title": "Cutthroat: three players",
        "started": False,
        "seats": [
            {"name": "Ann", "kind": "online", "status": "connected", "level": None},
            {"name": None, "kind": "online", "status": "open", "level": None},
            {"name": "Computer 3", "kind": "computer", "status": "computer", "level": "hard"},
        ],
    }
    assert bob.seat is None  # a peek takes no seat


def test_a_peek_holds_no_token_and_no_card_even_once_the_match_is_on(server, ann_room):
    ann, code = ann_room
    bob = RemoteMatch.connect(server.url)
    bob.join(code, 1, "Bob")
    ann.ready()
    bob.ready()
    assert ann.wait(lambda m: [s["ready"] for s in m.lobby[:2]] == [True, True], 5)
    ann.start()
    assert ann.wait(lambda m: m.view is not None, 5)
    eve = RemoteMatch.connect(server.url, record=True)
    try:
        answer = eve.peek(code, timeout=5)
        raw = [text for text in eve.client.received if json.loads(text)["type"] == "room"]
    finally:
        eve.leave()
        bob.leave()
    assert answer["started"] is True
    assert [s["status"] for s in answer["seats"]] == ["connected", "connected", "computer"]
    assert len(raw) == 1
    secrets = {ann.token, bob.token, ann.host}
    assert not any(secret in raw[0] for secret in secrets)
    names = {c.name for c in new_match("imposter/cutthroat", 7).cards}
    assert names and not [name for name in names if name in raw[0]]
    assert set(json.loads(raw[0])) == {"type", "room", "mode", "title", "started", "seats"}


def test_a_wrong_code_is_refused_and_counts_towards_closing_the_connection(server, ann_room):
    eve = RemoteMatch.connect(server.url)
    try:
        for _ in range(WRONG_CODES - 1):
            with pytest.raises(NetError, match="no room here has that code"):
                eve.peek("ZZZZZZ", timeout=5)
        assert eve.closed is None
        with pytest.raises(NetError, match="too many room codes"):
            eve.join("ZZZZZZ", 1, "Eve", timeout=5)
        assert eve.wait(lambda m: m.closed is not None, 5)
    finally:
        eve.leave()


def test_a_dropped_player_s_seat_is_peeked_reconnecting_then_away_and_still_theirs():
    now = [100.0]

    async def go():
        room = Room("ABCDEF", "peasant/eras", [{"kind": "online"}] * 2, grace=30.0, clock=lambda: now[0])  # fmt: skip
        peer = Peer(lambda code, reason: None)
        room.join(peer, 1, "Ann", None)
        room.leave(peer)
        seats = json.loads(room.peek_message())["seats"]
        assert [(s["name"], s["status"]) for s in seats] == [(None, "open"), ("Ann", "reconnecting")]  # fmt: skip
        now[0] += 31
        seats = json.loads(room.peek_message())["seats"]
        assert [(s["name"], s["status"]) for s in seats] == [(None, "open"), ("Ann", "away")]
        room.close("done")

    asyncio.run(go())
