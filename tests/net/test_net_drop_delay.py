"""Drop and delay over loopback, through the fault proxy (tests/net/fault_proxy.py): a whole match
of each game with every frame delayed, a connection cut in the middle of a frame and its seat
taken back with its token to the same end as a match with no fault, and an action held back
until the match has moved on, refused as stale with nothing changed."""

from __future__ import annotations

import pytest

from game.core.registry import modes
from game.net.client import RemoteMatch
from tests.net.fault_proxy import DOWN, UP, FaultProxy
from tests.net.net_helpers import TIMEOUT, by_position, close_all, open_room, play, seats_for
from tests.net.test_net_match import MODES

DELAY = 0.004  # the most a frame waits, in seconds: hundreds of frames a match add up


@pytest.fixture
def proxy(server):
    relay = FaultProxy(server.server.address, seed=11, delay=DELAY)
    relay.start()
    yield relay
    relay.stop()


def _records(clients) -> list[dict]:
    for c in clients:
        assert c.wait(lambda m: m.record is not None, TIMEOUT)
    return [c.record for c in clients]


@pytest.mark.parametrize("mode", MODES)
def test_a_whole_match_with_every_frame_delayed_ends_as_the_room_says(server, proxy, mode):
    seats = seats_for(modes()[mode].seats, 2)
    clients, code = open_room(proxy.url, mode, seats, seed=7)
    try:
        play(clients, seed=3)
        room = server.server.rooms[code]
        assert room.state.match_over and proxy.frames(DOWN) > 50
        for c in clients:
            assert c.winner == room.state.winner and c.move == len(room.state.history)
            assert c.errors == []
    finally:
        close_all(clients)


@pytest.mark.parametrize("mode", MODES)
def test_a_connection_cut_mid_frame_rejoins_and_the_match_ends_as_with_no_fault(
    server, proxy, mode
):
    seats = seats_for(modes()[mode].seats, 2)
    choose = by_position(5)
    plain, _ = open_room(server.url, mode, seats, seed=4)
    play(plain, choose=choose)
    expected = _records(plain)[0]
    close_all(plain)

    clients, code = open_room(proxy.url, mode, seats, seed=4)
    play(clients, choose=choose, until=lambda cs: all(c.move >= 6 for c in cs))
    room = server.server.rooms[code]
    proxy.cut_next(UP)  # the next action sent is cut halfway: the room never reads it whole
    play(clients, choose=choose, until=lambda cs: any(c.closed for c in cs))
    lost = next(c for c in clients if c.closed)
    other = next(c for c in clients if c is not lost)
    assert lost.closed["code"] == 1006  # no close frame: the connection was cut
    assert other.wait(lambda m: m.status(lost.seat) == "reconnecting", TIMEOUT)
    # The cut action was never applied: the room still waits for it, at the move it was chosen at.
    assert room.state.current_seat == lost.seat and room.move == lost.move
    back = _rejoin(proxy.url, code, lost)
    try:
        play([back, other], choose=choose)
        assert _records([back, other]) == [expected, expected]
        assert room.state.history == expected["actions"]
    finally:
        close_all([back, other])


def _rejoin(url: str, code: str, old: RemoteMatch) -> RemoteMatch:
    again = RemoteMatch.connect(url)
    assert again.join(code, old.seat, "Back", token=old.token) == old.seat
    assert again.wait(lambda m: m.view is not None, TIMEOUT)
    return again


def test_an_action_held_until_the_match_moved_on_is_refused_as_stale(server, proxy):
    clients, code = open_room(proxy.url, "peasant/eras", seats_for(2, 2), seed=3)
    room = server.server.rooms[code]
    mover = next(c for c in clients if c.to_move == c.seat)
    other = next(c for c in clients if c is not mover)
    first = mover.legal[0]
    proxy.hold(UP)
    mover.client.send("act", action=first, move=0)
    mover.client.send("act", action=first, move=0)  # sent again: the first seemed lost
    proxy.release(UP)
    assert mover.wait(lambda m: m.errors, TIMEOUT)
    error = mover.errors[-1]
    assert error["code"] == "stale" and "move 0" in error["text"] and "move 1" in error["text"]
    assert room.state.history == [first]
    assert other.wait(lambda m: m.move == 1, TIMEOUT) and mover.move == 1 and not mover.closed
    # The seat that is not to move gets the same answer for a held action: it is old first.
    other.client.send("act", action=first, move=0)
    assert other.wait(lambda m: m.errors, TIMEOUT) and other.errors[-1]["code"] == "stale"
    assert room.state.history == [first]
    close_all(clients)
