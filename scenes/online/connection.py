"""What the Host and Join screens do on the network, off the pygame loop: an address typed as
``host[:port]`` read, the host's own room server started (port 8765, or a free one when it is
busy), a slow step run in a thread (``Task``) and a failure said in words a player can act on.

Nothing here imports pygame: the screens poll a ``Task`` once a frame.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.net.client import NetError, RemoteMatch
from game.net.server import DEFAULT_PORT, ServerThread

LISTEN_ALL = "0.0.0.0"  # the host's server listens on every address, so the LAN reaches it
CONNECT_SECONDS = 5.0  # how long a connection may take before it is said to have timed out


@dataclass(frozen=True)
class Network:
    """Where a host's server listens and on which port first, and the interfaces a room is
    announced and looked for on (None: every one). Tests keep all three on loopback."""

    listen: str = LISTEN_ALL
    port: int = DEFAULT_PORT
    interfaces: tuple[str, ...] | None = None


EVERYWHERE = Network()  # what a player's app does
LOOPBACK = Network("127.0.0.1", 0, ("127.0.0.1",))


def parse_address(text: str) -> tuple[str, int]:
    """``host[:port]`` (or a ``ws://`` URL) as (host, port), the port 8765 when none is given.
    ValueError in words for what is not an address."""
    text = text.strip()
    for prefix in ("ws://", "wss://"):
        if text.lower().startswith(prefix):
            text = text[len(prefix) :]
    text = text.rstrip("/")
    if not text:
        raise ValueError("Type the host's address, as 192.168.1.5 or 192.168.1.5:8765")
    host, sep, port_text = text.rpartition(":")
    if not sep or "]" in port_text:
        host, port_text = text, ""
    host = host.strip("[]")
    if not host or any(ch.isspace() for ch in host):
        raise ValueError(f"\u201c{text}\u201d is not an address (as 192.168.1.5:8765)")
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"\u201c{port_text}\u201d is not a port (a number up to 65535)")
    return host, int(port_text)


def url_of(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"


def start_host_server(network: Network = EVERYWHERE) -> tuple[ServerThread, int]:
    """The host's room server on ``network.listen`` (every address), on its port (8765) or,
    when that one is busy, a free one; returns it and the port it listens on. RuntimeError
    when neither can be had."""
    server = ServerThread(network.listen, network.port)
    try:
        return server, server.start()[1]
    except RuntimeError:
        if network.port == 0:
            raise
        server = ServerThread(network.listen, 0)
        return server, server.start()[1]


def connect(host: str, port: int, timeout: float = CONNECT_SECONDS) -> RemoteMatch:
    return RemoteMatch.connect(url_of(host, port), timeout=timeout)


def error_words(exc: BaseException, where: str, code: str = "") -> str:
    """A failure to reach or join a room in words: the server's own words for a refusal,
    plain ones for what went wrong on the way (the client's texts say what, not whose fault)."""
    text = str(exc)
    low = text.lower()
    if isinstance(exc, NetError):
        if "no room here has that code" in low:
            return f"No game with code {code} at {where}"
        if "protocol version" in low or "speaks another protocol" in low:
            return "That host runs another version of Throneroom"
        if "could not reach" in low:
            if "refused" in low or "connect call failed" in low:
                return f"Nobody is hosting at {where} (the connection was refused)"
            if "timed out" in low or "timeout" in low:
                return f"{where} did not answer (the connection timed out)"
            if "name or service" in low or "nodename" in low or "getaddrinfo" in low:
                return f"No machine is called {where.rpartition(':')[0] or where}"
            if "rejected websocket" in low:
                return f"{where} is not a Throneroom game"
            return f"Could not reach {where}"
        if "did not answer as a throneroom server" in low:
            return f"{where} is not a Throneroom game"
        if "seat is taken" in low:
            return "That seat was taken meanwhile: pick another"
        return text[:1].upper() + text[1:]
    if isinstance(exc, TimeoutError):
        return f"{where} did not answer (the connection timed out)"
    if isinstance(exc, RuntimeError | ValueError):  # the server could not start; a bad address
        return text[:1].upper() + text[1:]
    return f"Something went wrong: {text or type(exc).__name__}"


class Task:
    """``work()`` run in a daemon thread; ``done`` once it returned or raised, then ``result``
    or ``error``. The screen that started it reads it once a frame and never waits on it."""

    def __init__(self, work: Callable[[], object]) -> None:
        self.result: object = None
        self.error: BaseException | None = None
        self._done = threading.Event()

        def run() -> None:
            try:
                self.result = work()
            except BaseException as exc:  # noqa: BLE001 - handed to the screen in words
                self.error = exc
            finally:
                self._done.set()

        threading.Thread(target=run, name="throneroom-online", daemon=True).start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """For tests and scripts: wait up to ``timeout`` seconds for the end."""
        return self._done.wait(timeout)
