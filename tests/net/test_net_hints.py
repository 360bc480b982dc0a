"""Hints online: a seat asks the room for the hint for its own decision, and gets the very hint
the local table works out for the same position; another seat's decision, a second hint while
one is being worked out, and hints past the seat's rate are refused in words."""

from __future__ import annotations

import pytest

from game.core import saves
from game.core.registry import modes, new_match
from game.net import protocol
from scenes.table import ai_worker
from tests.net.net_helpers import TIMEOUT, close_all, open_room, play, seats_for
from tests.net.test_net_match import MODES


def _started(server, mode: str, moves: int = 3):
    clients, code = open_room(server.url, mode, seats_for(modes()[mode].seats, 2), seed=9)
    play(clients, seed=4, until=lambda cs: all(c.move >= moves for c in cs) and any(c.my_turn for c in cs))  # fmt: skip
    room = server.server.rooms[code]
    mover = next(c for c in clients if c.my_turn)
    other = next(c for c in clients if c is not mover)
    return clients, room, mover, other


def _local_hint(room, seat: int) -> tuple[str, str]:
    """The local table's hint for the room's position, the match rebuilt from its seed."""
    state = new_match(
        room.state.mode.id, room.state.seed, dict(getattr(room.state, "options", None) or {})
    )
    for action in room.state.history:
        state.apply(action)
    return ai_worker.hint(saves.dumps(state), seat)


@pytest.mark.parametrize("mode", MODES)
def test_the_hint_online_is_the_local_tables_hint_for_the_same_position(server, mode):
    clients, room, mover, other = _started(server, mode)
    try:
        mover.ask_hint()
        assert mover.wait(lambda m: m.hint is not None, TIMEOUT)
        assert mover.errors == []
        hint = mover.hint
        assert hint["move"] == mover.move == room.move and hint["seat"] == mover.seat
        assert (hint["action"], hint["reason"]) == _local_hint(room, mover.seat)
        assert hint["action"] in mover.legal
        other.update(0.2)
        assert other.hint is None  # only the seat that asked is told
    finally:
        close_all(clients)


def test_a_seat_cannot_have_a_hint_for_another_seats_decision(server):
    clients, room, mover, other = _started(server, "imposter/2p-base")
    try:
        other.ask_hint()
        assert other.wait(lambda m: m.errors, TIMEOUT)
        assert other.errors[-1]["code"] == "not_your_turn" and other.hint is None
        # A hint message names no seat: one that tries is no message of the protocol.
        other.client.send("hint", move=other.move, seat=mover.seat)
        assert other.wait(lambda m: m.closed is not None, TIMEOUT)
        assert other.closed["code"] == protocol.CLOSE_POLICY and other.hint is None
        assert not room._hints
    finally:
        close_all(clients)


def test_one_hint_at_a_time_and_a_bounded_rate_for_each_seat(server):
    clients, room, mover, other = _started(server, "peasant/eras", moves=0)
    try:
        room.clock = lambda: 0.0  # time stands still: no hint is earned back
        mover.ask_hint()
        mover.ask_hint()
        assert mover.wait(lambda m: m.hint is not None and m.errors, TIMEOUT)
        assert [e["code"] for e in mover.errors] == ["hint_pending"]
        for _ in range(protocol.HINT_BURST - 1):
            mover.hint = None
            mover.ask_hint()
            assert mover.wait(lambda m: m.hint is not None, TIMEOUT)
        mover.ask_hint()
        assert mover.wait(lambda m: len(m.errors) == 2, TIMEOUT)
        assert mover.errors[-1]["code"] == "hint_rate" and "few seconds" in mover.errors[-1]["text"]
        assert room.state.history == []  # asking changed nothing in the match
    finally:
        close_all(clients)
