"""The room without a network: its setup is checked in words, a dropped seat reads
reconnecting then away as the clock runs, and a connection that reads nothing is closed."""

from __future__ import annotations

import asyncio
import json

import pytest

from game.core.registry import new_match
from game.core.rng import Rng
from game.net import protocol
from game.net.room import Peer, Room, RoomError

TWO = [{"kind": "online"}, {"kind": "online"}]


def _peer(closed: list) -> Peer:
    return Peer(lambda code, reason: closed.append((code, reason)))


def _finished_history(mode: str, seed: int) -> list[str]:
    st, rng = new_match(mode, seed), Rng(2)
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    return list(st.history)


@pytest.mark.parametrize(
    ("mode", "seats", "setup", "words"),
    [
        ("chess/blitz", TWO, {}, "no mode 'chess/blitz'"),
        ("peasant/eras", TWO[:1], {}, "played by 2 seats"),
        ("peasant/eras", [{"kind": "computer"}] * 2, {}, "at least one online seat"),
        ("peasant/eras", [TWO[0], {"kind": "computer", "level": "godlike"}], {}, "level"),
        ("peasant/eras", TWO, {"options": {"speed": "fast"}}, "no option 'speed'"),
        ("peasant/eras", TWO, {"actions": ["conjure Dragon"]}, "move 1 of the match"),
        ("peasant/eras", TWO, {"seed": 4, "actions": _finished_history("peasant/eras", 4)}, "already over"),
    ],
)  # fmt: skip
def test_a_room_that_is_no_match_is_refused_saying_why(mode, seats, setup, words):
    with pytest.raises(RoomError, match=words):
        Room("ABCDEF", mode, seats, **setup)


def test_a_resumed_room_stands_at_the_saved_move():
    history = _finished_history("peasant/eras", 4)[:10]
    room = Room("ABCDEF", "peasant/eras", TWO, seed=4, actions=history)
    assert room.move == 10 and room.state.history == history


def test_a_dropped_seat_reads_reconnecting_then_away_as_the_grace_runs_out():
    now = [100.0]

    async def go():
        room = Room("ABCDEF", "peasant/eras", TWO, grace=30.0, clock=lambda: now[0])
        assert room.status(0) == "open"
        peer = _peer([])
        room.join(peer, 0, "Ann", None)
        assert room.status(0) == "connected"
        room.leave(peer)
        assert room.status(0) == "reconnecting"
        now[0] += 31
        assert room.status(0) == "away"
        lobby = json.loads(room.lobby_message())
        assert [s["status"] for s in lobby["seats"]] == ["away", "open"]
        again = _peer([])
        with pytest.raises(RoomError, match="taken"):
            room.join(again, 0, "Eve", "wrong")
        room.join(again, 0, "Ann", room.seats[0].token)
        assert room.status(0) == "connected"
        room.close("done")

    asyncio.run(go())


def test_the_lobby_says_who_is_reconnecting_what_the_match_waits_for_and_offers_a_computer():
    now = [100.0]

    async def go():
        room = Room("ABCDEF", "peasant/eras", TWO, seed=2, grace=30.0, clock=lambda: now[0])
        peers = [_peer([]), _peer([])]
        for seat, peer in enumerate(peers):
            room.join(peer, seat, f"P{seat}", None)
            room.set_ready(peer, True)
        room.start(peers[0], room.host_token)
        mover = room.state.current_seat
        lobby = json.loads(room.lobby_message())
        assert lobby["waiting_for"] is None
        assert [(s["reconnect_left"], s["offer_computer"]) for s in lobby["seats"]] == [(None, False)] * 2  # fmt: skip
        room.leave(peers[mover])
        now[0] += 10
        lobby = json.loads(room.lobby_message())
        seat = lobby["seats"][mover]
        assert lobby["waiting_for"] == mover and seat["status"] == "reconnecting"
        assert seat["reconnect_left"] == 20.0 and seat["offer_computer"] is False
        now[0] += 21
        seat = json.loads(room.lobby_message())["seats"][mover]
        assert seat["status"] == "away" and seat["reconnect_left"] is None
        assert seat["offer_computer"] is True
        room.replace(peers[1 - mover], room.host_token, mover, "easy")
        lobby = json.loads(room.lobby_message())
        assert lobby["waiting_for"] is None and lobby["seats"][mover]["offer_computer"] is False
        room.close("done")

    asyncio.run(go())


def test_a_connection_that_reads_nothing_is_closed_once_its_outbox_is_full():
    async def go():
        closed: list = []
        peer = Peer(lambda code, reason: closed.append((code, reason)), limit=3)
        for _ in range(5):
            peer.deliver("{}")
        assert peer.outbox.qsize() == 3
        assert closed == [(protocol.CLOSE_POLICY, "too slow to keep up with the match")]

    asyncio.run(go())


def test_a_seat_rejoined_from_elsewhere_closes_the_old_connection():
    async def go():
        room = Room("ABCDEF", "peasant/eras", TWO)
        old_closed: list = []
        old = _peer(old_closed)
        room.join(old, 1, "Bob", None)
        room.join(_peer([]), 1, "Bob", room.seats[1].token)
        assert old_closed == [
            (protocol.CLOSE_REPLACED, "this seat was joined again from elsewhere")
        ]
        assert old.room is None and room.status(1) == "connected"
        room.close("done")

    asyncio.run(go())


def test_the_host_may_give_an_open_seat_to_a_computer_before_the_start():
    async def go():
        room = Room("ABCDEF", "usurp/3p", [{"kind": "online"}] * 3)
        peer = _peer([])
        room.join(peer, 0, "Ann", None)
        room.set_ready(peer, True)
        with pytest.raises(RoomError, match="waiting for seat 2, seat 3"):
            room.start(peer, room.host_token)
        with pytest.raises(RoomError, match="only the room's host"):
            room.replace(peer, "guess", 1, "easy")
        with pytest.raises(RoomError, match="connected"):
            room.replace(peer, room.host_token, 0, "easy")
        room.replace(peer, room.host_token, 1, "easy")
        room.replace(peer, room.host_token, 2, "random")
        room.start(peer, room.host_token)
        assert room.started and [room.status(i) for i in range(3)] == ["connected", "computer", "computer"]  # fmt: skip
        room.close("done")

    asyncio.run(go())
