"""Shared by the network tests: a room server on a free loopback port, rooms filled by scripted
clients, and a loop that plays them to the end, every wait bounded in time."""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.net.client import RemoteMatch

TIMEOUT = 20.0  # seconds any one match of these tests may take at most (they take well under 1)


def seats_for(mode_seats: int, online: int, level: str = "easy") -> list[dict]:
    """``online`` seats for people, then computers of ``level`` in the rest."""
    return [{"kind": "online"}] * online + [{"kind": "computer", "level": level}] * (
        mode_seats - online
    )


def open_room(url: str, mode: str, seats: list[dict], record: bool = False, **setup):
    """A room of ``mode`` with every online seat joined by a scripted client, all ready and the
    match started: returns the clients (seat order of the online seats) and the room code."""
    host = RemoteMatch.connect(url, record=record)
    code = host.create(mode, seats, **setup)
    online = [i for i, s in enumerate(seats) if s["kind"] == "online"]
    clients = [host]
    host.join(code, online[0], "Player 1")
    for n, seat in enumerate(online[1:], start=2):
        other = RemoteMatch.connect(url, record=record)
        other.join(code, seat, f"Player {n}")
        clients.append(other)
    for c in clients:
        c.ready()
    assert host.wait(
        lambda m: len(m.lobby) == len(seats) and all(s["ready"] for s in m.lobby if s["kind"] == "online"),
        TIMEOUT,
    )  # fmt: skip
    host.start()
    for c in clients:
        assert c.wait(lambda m: m.started and m.view is not None, TIMEOUT)
    return clients, code


def play(
    clients: list[RemoteMatch], seed: int = 1, until=None, timeout: float = TIMEOUT, choose=None
) -> None:
    """Each client plays a seeded random legal move whenever it is its turn (or the one
    ``choose(client)`` names), until every client has seen the match end (or ``until(clients)``
    holds); AssertionError past ``timeout``."""
    rng = Rng(seed)
    choose = choose or (lambda c: rng.choice(c.legal))
    deadline = time.monotonic() + timeout
    done = until or (lambda cs: all(c.over for c in cs))
    while True:
        for c in clients:
            c.update(0.005)
        if done(clients):
            return
        assert time.monotonic() < deadline, "the match did not end in time"
        for c in clients:
            if c.my_turn:
                c.apply(choose(c))


def settle(clients: list[RemoteMatch], room) -> None:
    """Wait until every client has seen the room's last move and no computer is thinking."""

    def quiet(_=None) -> bool:
        for c in clients:
            c.update(0.005)
        moves = {c.move for c in clients}
        return room._thinking is None and moves == {len(room.state.history)}

    deadline = time.monotonic() + TIMEOUT
    while not quiet():
        assert time.monotonic() < deadline, "the room did not settle in time"


def by_position(seed: int):
    """A chooser for ``play`` that picks from the move's number and the seat alone, so a match
    played again (a lost action sent again after a rejoin) makes the very same choices."""

    def choose(client: RemoteMatch) -> str:
        return Rng(seed * 100_003 + client.move * 11 + client.seat).choice(client.legal)

    return choose


def close_all(clients: list[RemoteMatch]) -> None:
    for c in clients:
        c.leave()
