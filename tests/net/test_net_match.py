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
