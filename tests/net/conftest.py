"""A room server on a free loopback port for each network test, stopped after it. Scripted
clients answer at once, far faster than a person, so these servers allow them a high rate of
messages; the flood test uses the server's own bound (``strict``)."""

from __future__ import annotations

import pytest

from game.net.server import ServerThread

FAST = (10_000.0, 10_000)


def _start(**args) -> ServerThread:
    thread = ServerThread("127.0.0.1", 0, **args)
    host, port = thread.start()
    thread.url = f"ws://{host}:{port}"
    return thread


@pytest.fixture
def server():
    """The server thread (``.server`` is the RoomServer, its rooms by code) and its URL."""
    thread = _start(rate=FAST)
    yield thread
    thread.stop()


@pytest.fixture
def quick_grace():
    """A server whose dropped seats are kept a fifth of a second only."""
    thread = _start(rate=FAST, grace=0.2)
    yield thread
    thread.stop()


@pytest.fixture
def strict():
    """A server with the protocol's own bound on the rate of messages."""
    thread = _start()
    yield thread
    thread.stop()
