"""Faults over loopback: a client killed mid-match rejoins its seat with its token; garbage, a
huge frame, a flood, another version, another seat's action and an old action replayed are
closed or refused with a reason, the room's match unchanged, and the match goes on to its end."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net import protocol
from game.net.client import NetError, RemoteMatch
from tests.net.net_helpers import TIMEOUT, close_all, open_room, play, seats_for, settle

HELLO = json.dumps({"type": "hello", "protocol": protocol.PROTOCOL, "version": protocol.VERSION})


def _midway(server, mode="imposter/2p-base", seats=None, moves=6):
    """A started room of ``mode`` played ``moves`` actions in: its clients, code and room."""
    clients, code = open_room(server.url, mode, seats or seats_for(2, 2), seed=3)
    play(clients, seed=2, until=lambda cs: all(c.move >= moves for c in cs))
    room = server.server.rooms[code]
    settle(clients, room)
    return clients, code, room


def _closed(client: RemoteMatch) -> dict:
    assert client.wait(lambda m: m.closed is not None, TIMEOUT)
    return client.closed


def _rejoin(server, code: str, old: RemoteMatch) -> RemoteMatch:
    again = RemoteMatch.connect(server.url)
    assert again.join(code, old.seat, "Back", token=old.token) == old.seat
    assert again.wait(lambda m: m.view is not None, TIMEOUT)
    return again


GARBAGE = [
    "this is not JSON",
    "[1, 2, 3]",
    '{"type": "act"}',
    '{"type": "act", "action": "pass", "move": 0, "also": 1}',
    '{"type": "launch_missiles"}',
    '{"type": "act", "action": "pass", "move": NaN}',
    '{"type": "chat", "text": "bell\\u0007"}',
    '{"type": "join", "room": "ABCDEF", "seat": 99, "name": "x"}',
    b"\x00\x01binary",
]


@pytest.mark.parametrize("garbage", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_closes_that_connection_with_a_reason_and_the_match_goes_on(server, garbage):
    clients, code, room = _midway(server)
    history = list(room.state.history)
    hostile, other = clients
    hostile.client.send_raw(garbage)
    closed = _closed(hostile)
    assert closed["code"] == protocol.CLOSE_POLICY and closed["reason"]
    assert hostile.errors[-1]["fatal"] is True
    assert room.state.history == history
    assert other.wait(lambda m: m.status(hostile.seat) == "reconnecting", TIMEOUT)
    back = _rejoin(server, code, hostile)
    try:
        play([back, other], seed=4)
        assert room.state.match_over and back.winner == other.winner == room.state.winner
    finally:
        close_all([back, other])


def test_a_huge_frame_closes_that_connection_as_too_big(server):
    clients, code, room = _midway(server)
    history = list(room.state.history)
    clients[0].client.send_raw('{"type": "chat", "text": "' + "x" * 1_000_000 + '"}')
    assert _closed(clients[0])["code"] == 1009  # websockets: message too big
    assert room.state.history == history
    play([_rejoin(server, code, clients[0]), clients[1]], seed=4)
    assert room.state.match_over


def test_another_seats_action_is_refused_and_the_connection_stays(server):
    clients, code, room = _midway(server)
    history = list(room.state.history)
    mover = next(c for c in clients if c.to_move == c.seat)
    other = next(c for c in clients if c is not mover)
    other.client.send("act", action=mover.legal[0], move=other.move)
    assert other.wait(lambda m: m.errors, TIMEOUT)
    assert other.errors[-1]["code"] == "not_your_turn" and other.closed is None
    assert room.state.history == history
    play(clients, seed=4)
    assert room.state.match_over
    close_all(clients)


def test_an_old_action_replayed_is_refused_as_stale(server):
    clients, code, room = _midway(server, "peasant/eras", moves=0)
    mover = next(c for c in clients if c.to_move == c.seat)
    first = mover.legal[0]
    mover.apply(first)
    assert mover.wait(lambda m: m.move == 1, TIMEOUT)
    assert mover.to_move == mover.seat  # the Peasant hides a card and owes the next decision too
    history = list(room.state.history)
    mover.client.send("act", action=first, move=0)
    assert mover.wait(lambda m: m.errors, TIMEOUT)
    assert mover.errors[-1]["code"] == "stale" and "move 0" in mover.errors[-1]["text"]
    assert room.state.history == history
    play(clients, seed=4)
    assert room.state.match_over
    close_all(clients)


def test_an_illegal_action_is_refused_with_the_legal_ones_named(server):
    clients, code, room = _midway(server)
    mover = next(c for c in clients if c.to_move == c.seat)
    mover.apply("conjure Dragon")
    assert mover.wait(lambda m: m.errors, TIMEOUT)
    assert mover.errors[-1]["code"] == "illegal" and mover.legal[0] in mover.errors[-1]["text"]
    assert mover.my_turn  # it may choose again
    close_all(clients)


def test_a_flood_closes_that_connection_and_the_match_goes_on(strict):
    clients, code = open_room(strict.url, "peasant/eras", seats_for(2, 2), seed=3)
    room = strict.server.rooms[code]
    history = list(room.state.history)
    flooder, other = clients
    for _ in range(protocol.RATE_BURST * 3):
        flooder.client.send("chat", text="spam")
    closed = _closed(flooder)
    assert closed["code"] == protocol.CLOSE_FLOOD and "too many messages" in closed["reason"]
    assert room.state.history == history
    assert other.wait(lambda m: m.status(flooder.seat) == "reconnecting", TIMEOUT)
    close_all(clients)


def test_a_client_killed_mid_match_rejoins_its_seat_with_its_token(server):
    clients, code, room = _midway(server, "usurp/3p", seats_for(3, 2), moves=4)
    lost, other = clients
    lost.client.abort()
    assert other.wait(lambda m: m.status(lost.seat) == "reconnecting", TIMEOUT)
    stranger = RemoteMatch.connect(server.url)
    with pytest.raises(NetError, match="taken"):
        stranger.join(code, lost.seat, "Thief", token="not-the-token")
    with pytest.raises(NetError, match="taken"):
        stranger.join(code, lost.seat, "Thief")
    stranger.leave()
    back = _rejoin(server, code, lost)
    as_sent = protocol.decode_server(json.dumps(room.state.view(lost.seat)))
    assert back.move == len(room.state.history) and back.view == as_sent
    assert other.wait(lambda m: m.status(lost.seat) == "connected", TIMEOUT)
    play([back, other], seed=6)
    assert room.state.match_over and back.over
    close_all([back, other])


def test_a_seat_away_past_the_grace_can_be_given_to_a_computer(quick_grace):
    clients, code, room = _midway(quick_grace)
    host, lost = clients
    lost.client.abort()
    assert host.wait(lambda m: m.status(lost.seat) == "away", TIMEOUT)
    host.replace(lost.seat, "easy")
    assert host.wait(lambda m: m.status(lost.seat) == "computer", TIMEOUT)
    play([host], seed=8)
    assert room.state.match_over
    host.leave()


def test_only_the_host_starts_and_only_once_every_online_seat_is_ready(server):
    host = RemoteMatch.connect(server.url)
    code = host.create("peasant/eras", seats_for(2, 2))
    host.join(code, 0, "Ann")
    guest = RemoteMatch.connect(server.url)
    guest.join(code, 1, "Bob")
    host.ready()
    host.start()
    assert host.wait(lambda m: m.errors, TIMEOUT)
    assert host.errors[-1]["code"] == "not_ready" and "Bob" in host.errors[-1]["text"]
    guest.ready()
    guest.client.send("start", host="a guess")
    assert guest.wait(lambda m: m.errors, TIMEOUT) and guest.errors[-1]["code"] == "not_host"
    assert not server.server.rooms[code].started
    host.start()
    assert guest.wait(lambda m: m.started and m.view is not None, TIMEOUT)
    close_all([host, guest])


def _raw_close(url: str, *messages: str) -> tuple[list[dict], int]:
    """Send ``messages`` on a bare connection: what came back, and the close code."""
    got = []
    with connect(url, open_timeout=TIMEOUT) as ws:
        for m in messages:
            ws.send(m)
        try:
            while True:
                got.append(json.loads(ws.recv(timeout=TIMEOUT)))
        except ConnectionClosed:
            return got, ws.close_code


def test_a_client_of_another_version_is_told_so_in_words(server):
    hello = json.dumps({"type": "hello", "protocol": protocol.PROTOCOL, "version": 99})
    got, code = _raw_close(server.url, hello)
    assert code == protocol.CLOSE_VERSION
    assert "protocol version 1" in got[-1]["text"] and "version 99" in got[-1]["text"]


def test_a_connection_must_say_hello_first_and_once(server):
    join = json.dumps({"type": "join", "room": "ABCDEF", "seat": 0, "name": "x"})
    assert _raw_close(server.url, join)[1] == protocol.CLOSE_POLICY
    got, code = _raw_close(server.url, HELLO, HELLO)
    assert got[0]["type"] == "hello" and code == protocol.CLOSE_POLICY


def test_guessing_room_codes_closes_the_connection(server):
    join = json.dumps({"type": "join", "room": "ZZZZZZ", "seat": 0, "name": "x"})
    got, code = _raw_close(server.url, HELLO, *[join] * 6)
    assert [m["code"] for m in got[1:]] == ["no_room"] * 5 and code == protocol.CLOSE_POLICY
