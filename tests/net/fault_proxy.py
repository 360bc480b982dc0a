"""A loopback fault proxy for the network tests: a TCP relay between clients and a room server
that reads the WebSocket frames going each way and can delay each one by a random bounded time,
hold them back (in order) until released, and cut a connection in the middle of a frame.

It runs on an asyncio loop of its own thread, as the server and the clients do. The HTTP upgrade
of each connection passes untouched; after it, each direction is read frame by frame (RFC 6455
section 5.2: two bytes, an extended length, a mask, the payload) and every frame is sent whole
after its delay, so the bytes each side receives are exactly the bytes the other side sent, later.
The delays come from one seeded generator, drawn in the order the frames arrive.
"""

from __future__ import annotations

import asyncio
import random
import threading
from dataclasses import dataclass, field

UP, DOWN = "up", "down"  # client to server, server to client


@dataclass
class _Link:
    """One relayed connection: the two sockets' writers, and whether it was cut."""

    client: asyncio.StreamWriter
    server: asyncio.StreamWriter
    cut: bool = False
    frames: dict[str, int] = field(default_factory=lambda: {UP: 0, DOWN: 0})


class FaultProxy:
    """Relays ``ws://127.0.0.1:<port>`` to ``target`` (host, port) with the faults asked for.

    ``delay`` is the most seconds a frame waits (each waits a random time up to it, drawn from
    ``seed``); ``hold(direction)`` keeps that direction's frames until ``release(direction)``;
    ``cut_next(direction)`` cuts the connection whose next frame goes that way, after half of
    the frame's bytes. Every wait of the thread's own is bounded by ``timeout``."""

    def __init__(self, target: tuple[str, int], seed: int = 0, delay: float = 0.0) -> None:
        self.target = target
        self.delay = delay
        self.rng = random.Random(seed)
        self.links: list[_Link] = []
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="fault-proxy", daemon=True)  # fmt: skip
        self._server: asyncio.Server | None = None
        self._held: dict[str, asyncio.Event] = {}
        self._cut: set[str] = set()
        self.url = ""

    # ----- from the test's thread ------------------------------------------------------------

    def start(self, timeout: float = 10.0) -> str:
        """Start listening on a free loopback port; returns the URL a client connects to."""
        self._thread.start()
        port = self._call(self._listen(), timeout)
        self.url = f"ws://127.0.0.1:{port}"
        return self.url

    def stop(self, timeout: float = 10.0) -> None:
        self._call(self._shutdown(), timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)

    def hold(self, direction: str) -> None:
        """Keep every frame going ``direction`` from now on until ``release``."""
        self.loop.call_soon_threadsafe(self._hold, direction)

    def release(self, direction: str) -> None:
        self.loop.call_soon_threadsafe(self._release, direction)

    def cut_next(self, direction: str) -> None:
        """Cut the connection whose next frame goes ``direction``, halfway through that frame."""
        self.loop.call_soon_threadsafe(self._cut.add, direction)

    def frames(self, direction: str) -> int:
        """How many whole frames went ``direction`` over every connection so far."""
        return sum(link.frames[direction] for link in self.links)

    def _call(self, coro, timeout: float):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    # ----- on the proxy's loop ---------------------------------------------------------------

    def _hold(self, direction: str) -> None:
        self._held.setdefault(direction, asyncio.Event()).clear()

    def _release(self, direction: str) -> None:
        self._held.setdefault(direction, asyncio.Event()).set()

    async def _listen(self) -> int:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        return self._server.sockets[0].getsockname()[1]

    async def _shutdown(self) -> None:
        for link in self.links:
            _abort(link)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _relay(self, c_reader: asyncio.StreamReader, c_writer: asyncio.StreamWriter):
        try:
            s_reader, s_writer = await asyncio.open_connection(*self.target)
        except OSError:
            c_writer.transport.abort()
            return
        link = _Link(c_writer, s_writer)
        self.links.append(link)
        await asyncio.gather(
            self._pump(link, c_reader, s_writer, UP),
            self._pump(link, s_reader, c_writer, DOWN),
            return_exceptions=True,
        )

    async def _pump(self, link: _Link, reader, writer, direction: str) -> None:
        """Relay one direction: the upgrade's headers as they are, then frame by frame."""
        try:
            writer.write(await reader.readuntil(b"\r\n\r\n"))
            while not link.cut:
                frame = await _read_frame(reader)
                wait = self.rng.uniform(0.0, self.delay) if self.delay else 0.0
                if wait:
                    await asyncio.sleep(wait)
                held = self._held.get(direction)
                if held is not None:
                    await held.wait()
                if direction in self._cut:
                    self._cut.discard(direction)
                    writer.write(frame[: len(frame) // 2])
                    await writer.drain()
                    link.cut = True
                    _abort(link)
                    return
                writer.write(frame)
                await writer.drain()
                link.frames[direction] += 1
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            # That side ended (or sent what is no WebSocket): the other side is told once what
            # was already relayed has gone out.
            if not writer.transport.is_closing():
                writer.close()
        except ConnectionError:
            _abort(link)


async def _read_frame(reader: asyncio.StreamReader) -> bytes:
    """One WebSocket frame's bytes, whole (its header, its mask if any, its payload)."""
    head = await reader.readexactly(2)
    size = head[1] & 0x7F
    extra = b""
    if size == 126:
        extra = await reader.readexactly(2)
        size = int.from_bytes(extra, "big")
    elif size == 127:
        extra = await reader.readexactly(8)
        size = int.from_bytes(extra, "big")
    mask = await reader.readexactly(4) if head[1] & 0x80 else b""
    return head + extra + mask + await reader.readexactly(size)


def _abort(link: _Link) -> None:
    for writer in (link.client, link.server):
        if not writer.transport.is_closing():
            writer.transport.abort()
