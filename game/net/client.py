"""The client: a connection to a room server run on an asyncio loop of its own thread
(``Client``), and the match as one seat sees it through it (``RemoteMatch``).

Nothing here blocks unless asked to: ``send`` hands a message to the connection's thread and
returns, and what the server sends waits in a thread-safe queue for ``update`` to read, so a
pygame loop can call ``update()`` once a frame. The blocking helpers (``join``, ``wait``) take a
timeout, for scripts, tests and a lobby screen's "connecting..." step.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.core.actions import Action
from game.core.events import Event
from game.net import protocol
from game.net.protocol import encode

CONNECT_TIMEOUT = 10.0
APP = "throneroom"


class NetError(Exception):
    """The network said no, in words a player can read (a wrong code, another version, ...)."""


class Client:
    """One WebSocket connection, its loop in a daemon thread. ``inbox`` gets every message the
    server sends, decoded, then a ``{"type": "closed", "code", "reason"}`` of this side's own
    once the connection ends. With ``record``, ``received`` keeps each message's raw text."""

    def __init__(self, url: str, timeout: float = CONNECT_TIMEOUT, record: bool = False) -> None:
        self.url = url
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.received: list[str] | None = [] if record else None
        self.closed: tuple[int | None, str] | None = None
        self.server_hello: dict = {}
        self._ws = None
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="throneroom-net", daemon=True)  # fmt: skip
        self._thread.start()
        try:
            future = asyncio.run_coroutine_threadsafe(self._connect(timeout), self.loop)
            future.result(timeout + 1)
        except BaseException:
            self._stop_loop()
            raise

    async def _connect(self, timeout: float) -> None:
        try:
            self._ws = await connect(
                self.url,
                max_size=protocol.MAX_SERVER_MESSAGE_BYTES,
                open_timeout=timeout,
                compression=None,
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise NetError(f"could not reach {self.url}: {exc}") from None
        hello = encode("hello", protocol=protocol.PROTOCOL, version=protocol.VERSION, app=APP)
        await self._ws.send(hello)
        try:
            reply = json.loads(await asyncio.wait_for(self._ws.recv(), timeout))
        except (ConnectionClosed, TimeoutError, ValueError) as exc:
            raise NetError(f"{self.url} did not answer as a Throneroom server ({exc})") from None
        if reply.get("type") == "error":
            await self._ws.close()
            raise NetError(str(reply.get("text")))
        if reply.get("type") != "hello" or reply.get("version") != protocol.VERSION:
            await self._ws.close()
            raise NetError(f"{self.url} speaks another protocol: {str(reply)[:120]}")
        self.server_hello = reply
        self.loop.create_task(self._read())

    async def _read(self) -> None:
        ws = self._ws
        try:
            async for data in ws:
                if self.received is not None:
                    self.received.append(data)
                try:
                    msg = protocol.decode_server(data)
                except ValueError:
                    continue
                if isinstance(msg, dict):
                    self.inbox.put(msg)
        except ConnectionClosed:
            pass
        self.closed = (ws.close_code, ws.close_reason or "")
        self.inbox.put({"type": "closed", "code": ws.close_code, "reason": ws.close_reason or ""})

    def send(self, kind: str, **fields) -> None:
        """Send one message; never waits (nothing happens once the connection has ended)."""
        self.send_raw(encode(kind, **fields))

    def send_raw(self, data: str | bytes) -> None:
        if self.closed is None and self._ws is not None:
            asyncio.run_coroutine_threadsafe(self._send(data), self.loop)

    async def _send(self, data) -> None:
        try:
            await self._ws.send(data)
        except ConnectionClosed:
            pass

    def close(self, timeout: float = 5.0) -> None:
        """Say bye and end the connection, then the thread."""
        if self._ws is not None and self.closed is None:
            future = asyncio.run_coroutine_threadsafe(self._bye(), self.loop)
            try:
                future.result(timeout)
            except Exception:  # noqa: BLE001 - closing a connection that is gone already
                pass
        self._stop_loop()

    async def _bye(self) -> None:
        try:
            await self._ws.send(encode("bye"))
            await self._ws.close()
        except ConnectionClosed:
            pass

    def abort(self) -> None:
        """Drop the connection at once, with no goodbye: as a crash or a lost network does."""
        if self._ws is not None:
            self.loop.call_soon_threadsafe(self._ws.transport.abort)
        deadline = time.monotonic() + 5
        while self.closed is None and time.monotonic() < deadline:
            time.sleep(0.01)
        self._stop_loop()

    def _stop_loop(self) -> None:
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)


def _event(fields: dict) -> Event:
    """An event as the model writes it, from its JSON object (zones back to tuples)."""

    def zone(value):
        return tuple(value) if isinstance(value, list) else value

    visible = fields.get("visible_to")
    return Event(
        fields.get("kind", ""),
        fields.get("seat", -1),
        fields.get("card"),
        zone(fields.get("src")),
        zone(fields.get("dst")),
        fields.get("arg"),
        tuple(visible) if isinstance(visible, list) else visible,
    )


@dataclass(frozen=True)
class Update:
    """One ``state`` message: the seat's view after an action and that action's events (as the
    seat may see them), so a table can show the actions one by one, at its own pace."""

    move: int
    view: dict
    events: list[Event]
    to_move: int | None
    decision: str
    legal: list[str]
    round_over: bool
    over: bool
    winner: int | None


class RemoteMatch:
    """One seat's match over the network, read like a local session: its ``view``, whose turn,
    the legal actions when it is this seat's, each action's update as it comes
    (``take_updates``), who
    sits where and who is connected (``lobby``), chat and emotes. ``apply`` sends an action; the
    room answers with the next state, or an error (``errors``) when it refuses it."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.host: str | None = None  # the host's token, for the connection that created it
        self.mode = self.title = ""
        self.options: dict[str, str] = {}
        self.cards: list[str] = []
        self.num_seats = 0
        self.teams: list[int] = []
        self.lobby: list[dict] = []
        self.started = False
        self.view: dict | None = None
        self.move = 0
        self.to_move: int | None = None
        self.decision = ""
        self.legal: list[str] = []
        self.round_over = self.over = False
        self.winner: int | None = None
        self.errors: list[dict] = []
        self.talk: list[dict] = []  # chat lines and emotes, oldest first
        self.closed: dict | None = None
        self.record: dict | None = None  # the match's save, sent once it is over
        self.hint: dict | None = None  # the last hint: its move, action and reason
        self.peeked: dict | None = None  # the last ``room`` answer to a ``peek``
        self._updates: list[Update] = []
        self._sent_at: int | None = None  # the move an action was sent at, until the answer

    @classmethod
    def connect(cls, url: str, timeout: float = CONNECT_TIMEOUT, record: bool = False):
        return cls(Client(url, timeout, record))

    # ----- reading what came -----------------------------------------------------------------

    def update(self, timeout: float = 0.0) -> list[dict]:
        """Read every message waiting (waiting up to ``timeout`` for the first); returns them."""
        got = []
        try:
            msg = self.client.inbox.get(timeout=timeout) if timeout > 0 else None
        except queue.Empty:
            msg = None
        while True:
            if msg is not None:
                self._handle(msg)
                got.append(msg)
            try:
                msg = self.client.inbox.get_nowait()
            except queue.Empty:
                return got

    def _handle(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "created":
            self.room, self.host = msg["room"], msg["host"]
        elif kind == "joined":
            self.room, self.seat, self.token = msg["room"], msg["seat"], msg["token"]
            self.mode, self.title, self.options = msg["mode"], msg["title"], msg["options"]
            self.cards, self.num_seats, self.teams = msg["cards"], msg["seats"], msg["teams"]
        elif kind == "lobby":
            self.lobby, self.started = msg["seats"], msg["started"]
        elif kind == "start":
            self.started = True
        elif kind == "state":
            self.view, self.move, self.to_move = msg["view"], msg["move"], msg["to_move"]
            self.decision, self.legal = msg["decision"], msg["legal"]
            self.round_over, self.over, self.winner = msg["round_over"], msg["over"], msg["winner"]
            self._sent_at = None
            events = [_event(e) for e in msg["events"]]
            self._updates.append(Update(msg["move"], msg["view"], events, msg["to_move"], msg["decision"], msg["legal"], msg["round_over"], msg["over"], msg["winner"]))  # fmt: skip
        elif kind == "hint":
            self.hint = msg
        elif kind == "room":
            self.peeked = msg
        elif kind == "record":
            self.record = msg["save"]
        elif kind == "error":
            self.errors.append(msg)
            if self._sent_at is not None and msg.get("code") in ("stale", "illegal", "not_your_turn"):  # fmt: skip
                self._sent_at = None
        elif kind in ("chat", "emote"):
            self.talk.append(msg)
        elif kind == "closed":
            self.closed = msg

    def take_updates(self) -> list[Update]:
        """Every state received since the last call, oldest first: one an action (its events
        for the table's animations and log), plus one at the start and on a rejoin (no events).
        The newest is also in ``view``, ``to_move`` and the rest."""
        out, self._updates = self._updates, []
        return out

    def wait(self, done: Callable[[RemoteMatch], bool], timeout: float) -> bool:
        """Read messages until ``done(self)`` holds or the connection ends; False after
        ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while not done(self):
            left = deadline - time.monotonic()
            if left <= 0 or (self.closed is not None and self.client.inbox.empty()):
                return done(self)
            self.update(min(left, 0.05))
        return True

    # ----- the seat --------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.seat

    @property
    def my_turn(self) -> bool:
        """This seat owes the decision and has not answered it yet."""
        return (
            self.started
            and not self.over
            and self.to_move == self.seat
            and self._sent_at != self.move
            and bool(self.legal)
        )

    @property
    def finished(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Action]:
        return [Action.parse(text) for text in self.legal]

    def name(self, seat: int) -> str:
        return self.lobby[seat]["name"] if seat < len(self.lobby) else f"Seat {seat + 1}"

    def is_human(self, seat: int) -> bool:
        return seat < len(self.lobby) and self.lobby[seat]["kind"] == "online"

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.lobby)) if self.is_human(i)]

    def status(self, seat: int) -> str:
        """connected, reconnecting, away, open or computer (as the room last said)."""
        return self.lobby[seat]["status"] if seat < len(self.lobby) else "open"

    # ----- asking ----------------------------------------------------------------------------

    def create(self, mode: str, seats: list[dict], timeout: float = CONNECT_TIMEOUT, **setup):
        """Make a room on the server (``seats``: {"kind": "online"|"computer", "level",
        "name"}); returns its code. NetError with the server's words when it refuses."""
        errors = len(self.errors)
        self.client.send("create", mode=mode, seats=seats, **setup)
        self.wait(lambda m: m.host is not None or len(m.errors) > errors, timeout)
        return self._answer(errors, lambda: self.room, "the server did not create the room")

    def join(self, room: str, seat: int, name: str, token: str | None = None, timeout: float = CONNECT_TIMEOUT) -> int:  # fmt: skip
        """Take ``seat`` of room ``room`` (with its token to take it back); returns the seat."""
        errors = len(self.errors)
        fields = {"room": room, "seat": seat, "name": name}
        if token is not None:
            fields["token"] = token
        self.seat = None
        self.client.send("join", **fields)
        self.wait(lambda m: m.seat is not None or len(m.errors) > errors, timeout)
        return self._answer(errors, lambda: self.seat, "the server did not answer the join")

    def peek(self, room: str, timeout: float = CONNECT_TIMEOUT) -> dict:
        """What room ``room`` tells anyone with its code, before joining it: its ``room`` code,
        ``mode``, ``title``, ``started`` and ``seats`` (each its ``name`` once taken, ``kind``,
        ``status`` and a computer's ``level``). NetError with the server's words otherwise."""
        errors = len(self.errors)
        self.peeked = None
        self.client.send("peek", room=room)
        self.wait(lambda m: m.peeked is not None or len(m.errors) > errors, timeout)
        return self._answer(errors, lambda: self.peeked, "the server did not answer the peek")

    def _answer(self, errors: int, value, silent: str):
        if len(self.errors) > errors:
            raise NetError(self.errors[-1].get("text", "refused"))
        if value() is None:
            raise NetError(self.closed.get("reason", silent) if self.closed else silent)
        return value()

    def ready(self, ready: bool = True) -> None:
        self.client.send("ready", ready=ready)

    def start(self) -> None:
        """Start the match (the host's connection: the one that created the room)."""
        self.client.send("start", host=self.host or "")

    def replace(self, seat: int, level: str) -> None:
        """Give a seat whose player is away to a computer of ``level`` (the host only)."""
        self.client.send("replace", host=self.host or "", seat=seat, level=level)

    def apply(self, action: Action | str) -> None:
        """Send this seat's action; the next state (or an error) answers it."""
        self._sent_at = self.move
        self.client.send("act", action=str(action), move=self.move)

    def ask_hint(self) -> None:
        """Ask the room for a hint for this seat's decision now; a ``hint`` (see ``hint``: its
        ``move`` says which position it is for) or an error answers it."""
        self.client.send("hint", move=self.move)

    def chat(self, text: str) -> None:
        self.client.send("chat", text=text[: protocol.CHAT_LIMIT])

    def emote(self, emote: str) -> None:
        self.client.send("emote", emote=emote)

    def leave(self) -> None:
        self.client.close()
