"""A whole match of each game over loopback: two scripted clients in two seats, computers in the
rest, played to the match's end by the room, every seat shown the same end."""

from __future__ import annotations

import pytest

from game.core.registry import modes
from tests.net.net_helpers import close_all, open_room, play, seats_for

# One mode of each game; Usurp's three seats put a computer at the table with the two people.
MODES = ("imposter/2p-base", "peasant/eras", "usurp/3p")


@pytest.mark.parametrize("mode", MODES)
def test_two_clients_and_the_computers_play_a_whole_match_to_its_end(server, mode):
    seats = seats_for(modes()[mode].seats, 2)
    clients, code = open_room(server.url, mode, seats, seed=7)
    try:
        play(clients, seed=3)
        room = server.server.rooms[code]
        assert room.state.match_over
        for c in clients:
            assert c.over and c.winner == room.state.winner
            assert c.move == len(room.state.history)
            assert c.errors == []
            assert c.mode == mode and len(c.cards) == len(room.state.cards)
            assert c.wait(lambda m: m.record is not None, 5)
            assert c.record["actions"] == room.state.history
        if len(seats) > 2:  # the computer's moves went through the room too
            assert {c.seat for c in clients} != set(range(len(seats)))
    finally:
        close_all(clients)


def test_a_finished_match_reads_the_same_to_every_seat_as_the_room_played_it(server):
    """The room's match replays from its seed and the actions the clients saw applied."""
    from game.core.registry import new_match

    clients, code = open_room(server.url, "peasant/eras", seats_for(2, 2), seed=11)
    try:
        play(clients, seed=5)
        room = server.server.rooms[code]
        again = new_match("peasant/eras", 11)
        for text in room.state.history:
            again.apply(text)
        assert again.winner == room.state.winner
        assert clients[0].view == again.view(clients[0].seat)
    finally:
        close_all(clients)


def test_a_match_saved_by_its_host_is_hosted_again_and_played_to_its_end():
    """The host's app stops mid-match; its autosave (the room's match_save) hosts a new room
    at the same move, and the players take their seats in it again."""
    from game.core.saves import loads
    from game.net.server import ServerThread
    from tests.net.conftest import FAST
    from tests.net.net_helpers import settle

    first = ServerThread("127.0.0.1", 0, rate=FAST)
    host, port = first.start()
    clients, code = open_room(f"ws://{host}:{port}", "usurp/3p", seats_for(3, 2), seed=8)
    play(clients, seed=1, until=lambda cs: all(c.move >= 8 for c in cs))
    settle(clients, first.server.rooms[code])
    saved = first.match_save(code)
    first.stop()
    for c in clients:
        assert c.wait(lambda m: m.closed is not None, 10) and c.closed["code"] == 1001
    close_all(clients)
    match = loads(saved)
    again = ServerThread("127.0.0.1", 0, rate=FAST)
    host, port = again.start()
    try:
        resumed, code = open_room(
            f"ws://{host}:{port}",
            "usurp/3p",
            seats_for(3, 2),
            seed=match.seed,
            actions=match.history,
        )
        assert all(c.move == len(match.history) for c in resumed)
        play(resumed, seed=2)
        room = again.server.rooms[code]
        assert room.state.match_over and room.state.history[: len(match.history)] == match.history
        close_all(resumed)
    finally:
        again.stop()


def test_a_chat_line_and_an_emote_reach_every_seat_with_the_senders_name(server):
    clients, code = open_room(server.url, "peasant/eras", seats_for(2, 2))
    ann, bob = clients
    try:
        ann.chat("  good luck  ")
        ann.chat("   ")  # a blank line is not sent on
        bob.emote("well_played")
        for c in clients:
            assert c.wait(lambda m: len(m.talk) >= 2, 5)
        for c in clients:  # two connections: either may be heard first
            said = sorted((t["type"], t["name"], t.get("text") or t["words"]) for t in c.talk)
            assert said == [
                ("chat", "Player 1", "good luck"),
                ("emote", "Player 2", "Well played!"),
            ]
        assert server.server.rooms[code].move == 0  # talk changes nothing in the match
    finally:
        close_all(clients)


def test_rooms_nobody_is_in_are_closed_a_finished_one_at_once_another_once_idle(server):
    import time

    finished, done_code = open_room(server.url, "peasant/eras", seats_for(2, 2), seed=2)
    play(finished, seed=1)
    waiting, idle_code = open_room(server.url, "peasant/eras", seats_for(2, 2))
    busy, busy_code = open_room(server.url, "peasant/eras", seats_for(2, 2))
    close_all(finished + waiting)
    rooms = server.server.rooms
    now = time.monotonic()
    for _ in range(100):  # the server reads the two goodbyes on its own loop
        if not rooms[done_code].connected and not rooms[idle_code].connected:
            break
        time.sleep(0.02)
    assert server.call(server.server.sweep, now) == [done_code]
    later = now + server.server.idle_limit + 1
    assert server.call(server.server.sweep, later) == [idle_code]
    assert busy_code in rooms  # its players are still there
    close_all(busy)
