"""The room server: many rooms at once over WebSockets (``throneroom serve``), and the same
server in a background thread for a host's own app (``ServerThread``).

Every connection is read message by message: each is bounded in size (websockets closes a
larger frame) and in rate (``protocol.RateLimit``), and checked whole (``protocol.decode_client``)
before its room sees it. A message that breaks the protocol closes that connection with the
reason and changes nothing; a request the room refuses (not your turn, an old action) is
answered with an ``error`` and the connection stays. Nothing here imports pygame.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import logging
import signal
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from game.core import saves
from game.net import protocol
from game.net.protocol import ProtocolError, encode
from game.net.room import RECONNECT_GRACE, Peer, Room, RoomError

log = logging.getLogger("throneroom.serve")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
MAX_ROOMS = 500  # rooms a server holds at once
ROOMS_PER_CONNECTION = 4  # rooms one connection may create
WRONG_CODES = 5  # joins or peeks of a room that does not exist before the connection is closed
# A room nobody is connected to is closed after this many seconds; a finished one at once.
ROOM_IDLE_LIMIT = 30 * 60.0
SWEEP_SECONDS = 30.0
CLOSE_GRACE = 5.0  # seconds a connection being closed has to read what is queued for it
AI_WORKERS = 2  # threads the computers of every room think in
SERVER_NAME = "throneroom"


def _reason(text: str) -> str:
    """A close frame's reason: at most 123 bytes of UTF-8."""
    raw = text.encode("utf-8")[:120]
    return raw.decode("utf-8", "ignore")


class RoomServer:
    """The rooms of one server and the connections to them; lives on one asyncio loop."""

    def __init__(
        self,
        max_rooms: int = MAX_ROOMS,
        workers: int = AI_WORKERS,
        grace: float = RECONNECT_GRACE,
        idle_limit: float = ROOM_IDLE_LIMIT,
        rate: tuple[float, int] = (protocol.RATE_PER_SECOND, protocol.RATE_BURST),
    ) -> None:
        """``rate``: the messages a second one connection may send on average, and its burst
        (scripted clients of a test play far faster than a person, so they raise it)."""
        self.rate = rate
        self.rooms: dict[str, Room] = {}
        self.max_rooms = max_rooms
        self.grace = grace
        self.idle_limit = idle_limit
        self.executor = ThreadPoolExecutor(workers, thread_name_prefix="room-ai")
        self.address: tuple[str, int] | None = None
        self._server = None
        self._sweeper: asyncio.Task | None = None
        self.handlers: set[asyncio.Task] = set()

    async def start(self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> tuple[str, int]:
        """Listen on ``host``:``port`` (0: a free port); returns the address listened on."""
        self._server = await serve(
            self.handler,
            host,
            port,
            max_size=protocol.MAX_CLIENT_MESSAGE_BYTES,
            max_queue=8,
            compression=None,
        )
        sock = next(iter(self._server.sockets))
        self.address = (host, sock.getsockname()[1])
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep())
        return self.address

    async def stop(self, reason: str = "the server is stopping") -> None:
        """Tell every room's players, close every connection, and stop listening."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for room in list(self.rooms.values()):
            room.close(reason)
        self.rooms.clear()
        if self._server is not None:
            self._server.close(close_connections=True)
            await self._server.wait_closed()
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=5)
        self.executor.shutdown(wait=False, cancel_futures=True)

    def create_room(self, mode: str, seats: list[dict], **setup) -> Room:
        """A new room with a fresh code (``Room``'s setup: options, seed, actions)."""
        self._check_room_count()
        return self._register(Room(mode_id=mode, seats=seats, **self._room_args(setup)))

    async def create_room_async(self, mode: str, seats: list[dict], **setup) -> Room:
        """``create_room`` with the match built (a resumed history replayed) in a worker thread,
        so a long history never holds up the other rooms."""
        self._check_room_count()
        loop = asyncio.get_running_loop()
        build = functools.partial(Room, mode_id=mode, seats=seats, **self._room_args(setup))
        return self._register(await loop.run_in_executor(self.executor, build))

    def _check_room_count(self) -> None:
        if len(self.rooms) >= self.max_rooms:
            raise RoomError("full", "this server holds as many rooms as it can; try later")

    def _room_args(self, setup: dict) -> dict:
        code = protocol.new_room_code()
        while code in self.rooms:
            code = protocol.new_room_code()
        return {"code": code, "executor": self.executor, "grace": self.grace, **setup}

    def _register(self, room: Room) -> Room:
        if room.code in self.rooms or len(self.rooms) >= self.max_rooms:  # taken meanwhile
            raise RoomError("full", "this server holds as many rooms as it can; try later")
        self.rooms[room.code] = room
        log.info("room %s: created for %s (%d seats)", room.code, room.state.mode.id, len(room.seats))  # fmt: skip
        return room

    # ----- one connection --------------------------------------------------------------------

    async def handler(self, ws) -> None:
        task = asyncio.current_task()
        self.handlers.add(task)
        loop = asyncio.get_running_loop()

        def close(code: int, reason: str) -> None:
            # Said after what is queued; a client that reads nothing is cut off all the same.
            peer.outbox.put_nowait((code, _reason(reason)))
            loop.call_later(CLOSE_GRACE, ws.transport.abort)

        peer = Peer(close)
        writer = loop.create_task(self._write(ws, peer))
        limit = protocol.RateLimit(*self.rate)
        state = {"hello": False, "created": 0, "wrong": 0}
        try:
            async for data in ws:
                if peer.closed:
                    break
                if not limit.allow(time.monotonic()):
                    raise ProtocolError(
                        "flood",
                        f"too many messages (at most {self.rate[0]:g} a second)",
                        protocol.CLOSE_FLOOD,
                    )
                msg = protocol.decode_client(data)
                if not state["hello"]:
                    protocol.check_hello(msg)
                    state["hello"] = True
                    peer.deliver(
                        encode(
                            "hello",
                            protocol=protocol.PROTOCOL,
                            version=protocol.VERSION,
                            server=SERVER_NAME,
                        )  # fmt: skip
                    )
                    continue
                try:
                    if msg["type"] == "create":
                        await self._create(peer, msg, state)
                    else:
                        self._dispatch(peer, msg, state)
                except RoomError as exc:
                    peer.deliver(encode("error", code=exc.code, text=exc.text, fatal=False))
        except ProtocolError as exc:
            log.info("closing a connection: %s", exc.text)
            peer.deliver(encode("error", code=exc.code, text=exc.text, fatal=True))
            peer.close(exc.close, exc.text)
        except ConnectionClosed:
            pass
        finally:
            if peer.room is not None:
                peer.room.leave(peer)
            peer.close(1000, "goodbye")
            try:
                # Read on while the close is said: messages still queued would stop websockets
                # from reading the client's answer to it.
                await asyncio.wait_for(asyncio.gather(self._drain(ws), writer), timeout=5)
            except (TimeoutError, asyncio.CancelledError):
                writer.cancel()
            self.handlers.discard(task)

    @staticmethod
    async def _drain(ws) -> None:
        try:
            async for _ in ws:
                pass
        except ConnectionClosed:
            return

    @staticmethod
    async def _write(ws, peer: Peer) -> None:
        """Send ``peer``'s outbox in order; a (code, reason) in it closes the connection."""
        try:
            while True:
                item = await peer.outbox.get()
                if isinstance(item, tuple):
                    await ws.close(*item)
                    return
                await ws.send(item)
        except ConnectionClosed:
            return

    async def _create(self, peer: Peer, msg: dict, state: dict) -> None:
        if state["created"] >= ROOMS_PER_CONNECTION:
            raise RoomError("full", f"one connection creates at most {ROOMS_PER_CONNECTION} rooms")  # fmt: skip
        state["created"] += 1
        setup = {k: msg[k] for k in ("options", "seed", "actions") if k in msg}
        room = await self.create_room_async(msg["mode"], msg["seats"], **setup)
        peer.deliver(encode("created", room=room.code, host=room.host_token))

    def _dispatch(self, peer: Peer, msg: dict, state: dict) -> None:
        kind = msg["type"]
        if kind == "hello":
            raise ProtocolError("malformed", "a connection says hello once")
        if kind == "bye":
            peer.close(1000, "goodbye")
            return
        if kind == "join":
            room = self._room_of(msg["room"], state)
            room.join(peer, msg["seat"], msg["name"], msg.get("token"))
            return
        if kind == "peek":  # allowed before a join: only what a player picks a seat by
            peer.deliver(self._room_of(msg["room"], state).peek_message())
            return
        room = peer.room
        if room is None:
            raise RoomError("not_joined", "join a seat first")
        if kind == "ready":
            room.set_ready(peer, msg["ready"])
        elif kind == "start":
            room.start(peer, msg["host"])
        elif kind == "replace":
            room.replace(peer, msg["host"], msg["seat"], msg["level"])
        elif kind == "act":
            room.act(peer, msg["action"], msg["move"])
        elif kind == "hint":
            room.hint(peer, msg["move"])
        elif kind == "chat":
            room.chat(peer, msg["text"])
        elif kind == "emote":
            room.emote(peer, msg["emote"])

    def _room_of(self, code: str, state: dict) -> Room:
        """The room of a code a client typed; a wrong code is refused, and WRONG_CODES of
        them (joins and peeks together) close the connection, so codes cannot be guessed."""
        room = self.rooms.get(code.strip().upper())
        if room is None:
            state["wrong"] += 1
            if state["wrong"] >= WRONG_CODES:
                raise ProtocolError("no_room", "too many room codes that are not rooms")
            raise RoomError("no_room", "no room here has that code")
        return room

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            self.sweep(time.monotonic())

    def sweep(self, now: float) -> list[str]:
        """Close the rooms nobody is in: a finished one at once, another after ``idle_limit``
        seconds with nothing done; returns their codes."""
        gone = []
        for code, room in list(self.rooms.items()):
            if room.connected:
                continue
            if room.state.match_over or now - room.last_activity > self.idle_limit:
                room.close("the room is closed")
                del self.rooms[code]
                gone.append(code)
                log.info("room %s: closed (nobody in it)", code)
        return gone


class ServerThread:
    """A ``RoomServer`` on an asyncio loop of its own thread, for a host's app: the pygame loop
    calls ``start``, ``create_room`` and ``stop`` and never waits on the network otherwise."""

    def __init__(self, host: str = DEFAULT_HOST, port: int = 0, **server_args) -> None:
        self.host, self.port = host, port
        self.server = RoomServer(**server_args)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopped: asyncio.Event | None = None

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        """Start listening; returns (host, port). RuntimeError when it cannot."""
        started = threading.Event()
        failure: list[BaseException] = []

        async def main() -> None:
            self._stopped = asyncio.Event()
            try:
                await self.server.start(self.host, self.port)
            except OSError as exc:
                failure.append(exc)
                started.set()
                return
            started.set()
            await self._stopped.wait()
            await self.server.stop("the host has stopped the game")

        def run() -> None:
            self.loop = asyncio.new_event_loop()
            try:
                self.loop.run_until_complete(main())
            finally:
                self.loop.close()

        self._thread = threading.Thread(target=run, name="throneroom-host", daemon=True)
        self._thread.start()
        if not started.wait(timeout) or failure:
            raise RuntimeError(f"the game could not be hosted: {failure[0] if failure else 'timeout'}")  # fmt: skip
        return self.server.address

    def call(self, fn, *args, timeout: float = 10.0, **kwargs):
        """Run ``fn`` on the server's loop and return its result (or raise its error)."""

        async def call():
            return fn(*args, **kwargs)

        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(timeout)

    def create_room(self, mode: str, seats: list[dict], **setup) -> tuple[str, str]:
        """A room on this server: (its code, the host's token)."""
        room = self.call(self.server.create_room, mode, seats, **setup)
        return room.code, room.host_token

    def match_save(self, code: str) -> str:
        """The room's match as the model saves it (``game.core.saves``: the seed and every
        action), for the host's autosave; hosting it again resumes it (``create_room`` with
        its ``seed`` and ``actions``)."""
        room = self.call(self.server.rooms.__getitem__, code)
        return self.call(saves.dumps, room.state)

    def stop(self, timeout: float = 10.0) -> None:
        if self.loop is not None and self._stopped is not None and self._thread.is_alive():
            self.loop.call_soon_threadsafe(self._stopped.set)
            self._thread.join(timeout)


# ----- throneroom serve --------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="throneroom serve",
        description="A headless Throneroom room server: many rooms at once for friends who are "
        "not on one network (docs/network.md). Stops on Ctrl+C or SIGTERM.",
    )
    p.add_argument("--host", default=DEFAULT_HOST, help=f"address to listen on (default {DEFAULT_HOST}; 0.0.0.0 for every address)")  # fmt: skip
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: a free one)")  # fmt: skip
    p.add_argument("--max-rooms", type=int, default=MAX_ROOMS, help=f"rooms held at once (default {MAX_ROOMS})")  # fmt: skip
    p.add_argument("--quiet", action="store_true", help="log only warnings and errors")
    return p.parse_args(argv)


async def _serve(args: argparse.Namespace) -> None:
    server = RoomServer(max_rooms=args.max_rooms)
    host, port = await server.start(args.host, args.port)
    log.warning("listening on ws://%s:%d", host, port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    log.warning("stopping: closing %d rooms", len(server.rooms))
    await server.stop()
    log.warning("stopped")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        asyncio.run(_serve(args))
    except OSError as exc:
        log.error("cannot listen on %s:%d: %s", args.host, args.port, exc)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
