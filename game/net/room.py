"""A room: one match, its seats, and the connections that hold them.

The room runs the one true model (``game.core.registry``): it alone applies actions. A seat's
player sends an action's text; the room checks the match has started, that the seat owes the
decision now, that the action was chosen at the move the match is at (an old action replayed
is refused), and that it is legal, then applies it and sends every connected seat its own
``view(seat)`` and the events ``for_seat(seat)``: no message carries another seat's hidden card.
Computer seats are played here by ``game.ai.players`` in an executor, off the event loop.

A room lives on one asyncio loop and is only touched from it, so it needs no locks. It talks to
its connections through ``Peer`` (an outbox the server drains), so it can be tested without one.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.players import LEVELS, hint_from_save, make_player
from game.core import saves
from game.core.actions import IllegalAction
from game.core.registry import modes, new_match
from game.net import protocol
from game.net.protocol import encode, event_fields

log = logging.getLogger(__name__)

# Seconds a dropped seat is kept for its player, shown as "reconnecting"; after that it is
# "away" and the host may give it to a computer (a ``replace``), or still wait for them.
RECONNECT_GRACE = 120.0
# Messages waiting for one connection; a client that falls this far behind is closed.
OUTBOX_LIMIT = 512
COMPUTER_LEVELS = (*LEVELS, "random")
DEFAULT_LEVEL = "normal"


def state_message(
    state, seat: int, events=(), started: bool = True, move: int | None = None
) -> str:
    """What ``seat`` is sent after a change: its own view, its own events, whose turn it is,
    and its legal actions when it is to move; nothing else of the state. ``move`` is the count
    of actions so far (the state's history, when not given)."""
    mine = started and state.current_seat == seat
    return encode(
        "state",
        move=len(state.history) if move is None else move,
        seat=seat,
        view=state.view(seat),
        events=[event_fields(e.for_seat(seat)) for e in events],
        to_move=state.current_seat,
        decision=state.decision,
        legal=[str(a) for a in state.legal_actions()] if mine else [],
        round_over=state.round_over,
        over=state.match_over,
        winner=state.winner,
    )


class RoomError(Exception):
    """A request the room refuses, with a ``code`` and the reason in words; the connection
    stays open and nothing changed."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code
        self.text = text


class Peer:
    """One connection as a room sees it: messages go into its outbox (the server sends them in
    order), and ``close`` ends it with a reason."""

    def __init__(self, close: Callable[[int, str], None], limit: int = OUTBOX_LIMIT) -> None:
        self.outbox: asyncio.Queue[str] = asyncio.Queue()
        self.room: Room | None = None
        self.seat: int | None = None
        self.closed = False
        self.limit = limit
        self._close = close

    def deliver(self, text: str) -> None:
        if self.closed:
            return
        if self.outbox.qsize() >= self.limit:
            self.close(protocol.CLOSE_POLICY, "too slow to keep up with the match")
            return
        self.outbox.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        if not self.closed:
            self.closed = True
            self._close(code, reason)


@dataclass
class Seat:
    kind: str  # "online" or "computer"
    name: str
    level: str = DEFAULT_LEVEL
    token: str | None = None  # an online seat's secret, set when it is first taken
    peer: Peer | None = None
    ready: bool = False
    dropped_at: float | None = None


class Room:
    """One match between online seats and computers (see the module's docstring)."""

    def __init__(
        self,
        code: str,
        mode_id: str,
        seats: list[dict],
        options: dict[str, str] | None = None,
        seed: int | None = None,
        actions: list[str] | tuple[str, ...] = (),
        executor=None,
        grace: float = RECONNECT_GRACE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """A room for a match of ``mode_id``; ``actions`` resume a match from its seed and its
        history (a host's autosave). RoomError saying what is wrong with the setup."""
        if mode_id not in modes():
            raise RoomError("bad_setup", f"this server plays no mode {mode_id[:64]!r}")
        if seed is None:
            seed = secrets.randbelow(1_000_000_000)
        try:
            state = new_match(mode_id, seed, options)
        except ValueError as exc:
            raise RoomError("bad_setup", str(exc)) from None
        if len(seats) != state.num_seats:
            raise RoomError("bad_setup", f"{mode_id} is played by {state.num_seats} seats")
        for i, text in enumerate(actions):
            try:
                state.apply(text)
            except IllegalAction:
                raise RoomError("bad_setup", f"move {i + 1} of the match is not legal") from None
        if state.match_over:
            raise RoomError("bad_setup", "that match is already over")
        self.code = code
        self.state = state
        self.seats = [self._seat(i, s) for i, s in enumerate(seats)]
        if not any(s.kind == "online" for s in self.seats):
            raise RoomError("bad_setup", "a room needs at least one online seat")
        self.host_token = protocol.new_token()
        self.started = False
        self.closed = False
        self.executor = executor
        self.grace = grace
        self.clock = clock
        self.last_activity = clock()
        self._players = {
            i: make_player(s.level, seed * 31 + i) for i, s in enumerate(self.seats)
        }  # fmt: skip
        self._thinking: asyncio.Task | None = None
        self._hints: dict[int, asyncio.Task] = {}  # a seat's hint being worked out
        self._hint_limits: dict[int, protocol.RateLimit] = {}
        self._timers: dict[int, asyncio.TimerHandle] = {}  # a dropped seat's end of grace

    @staticmethod
    def _seat(i: int, spec: dict) -> Seat:
        kind = spec["kind"]
        level = spec.get("level", DEFAULT_LEVEL)
        if level not in COMPUTER_LEVELS:
            raise RoomError("bad_setup", f"seat {i + 1}'s level is not one of {', '.join(COMPUTER_LEVELS)}")  # fmt: skip
        name = spec.get("name") or (f"Computer {i + 1}" if kind == "computer" else f"Seat {i + 1}")
        return Seat(kind, name, level)

    # ----- what the room tells ---------------------------------------------------------------

    @property
    def move(self) -> int:
        """How many actions the match has had: an action is sent with the move it was chosen at."""
        return len(self.state.history)

    def status(self, seat: int) -> str:
        """A seat's presence in a word: computer, open, connected, reconnecting or away."""
        s = self.seats[seat]
        if s.kind == "computer":
            return "computer"
        if s.peer is not None:
            return "connected"
        if s.token is None:
            return "open"
        if s.dropped_at is not None and self.clock() - s.dropped_at < self.grace:
            return "reconnecting"
        return "away"

    def reconnect_left(self, seat: int) -> float | None:
        """Seconds left of a reconnecting seat's grace (None for any other status)."""
        s = self.seats[seat]
        if self.status(seat) != "reconnecting":
            return None
        return round(max(0.0, s.dropped_at + self.grace - self.clock()), 1)

    def lobby_message(self) -> str:
        """Who sits where and how they are: sent to everyone after any change of who is there
        (and when a dropped seat's grace runs out), so a table can say who is reconnecting, what
        the match waits for, and offer the host a computer for a seat that is away."""
        st = self.state
        statuses = [self.status(i) for i in range(len(self.seats))]
        playing = self.started and not st.match_over
        waiting = st.current_seat if playing and statuses[st.current_seat] in ("reconnecting", "away") else None  # fmt: skip
        return encode(
            "lobby",
            room=self.code,
            started=self.started,
            over=st.match_over,
            to_move=st.current_seat,
            waiting_for=waiting,
            seats=[
                {
                    "name": s.name,
                    "kind": s.kind,
                    "level": s.level if s.kind == "computer" else None,
                    "status": statuses[i],
                    "ready": s.ready,
                    "reconnect_left": self.reconnect_left(i),
                    "offer_computer": statuses[i] == "away" and not st.match_over,
                }
                for i, s in enumerate(self.seats)
            ],
        )

    def peek_message(self) -> str:
        """What anyone with the room's code may know before joining, to pick a seat: the mode,
        whether the match has started, and each seat's name (once taken), kind, status and a
        computer's level. No token, no view, nothing else of the match."""
        st = self.state
        return encode(
            "room",
            room=self.code,
            mode=st.mode.id,
            title=modes()[st.mode.id].title,
            started=self.started,
            seats=[
                {
                    "name": s.name if s.kind == "computer" or s.token is not None else None,
                    "kind": s.kind,
                    "status": self.status(i),
                    "level": s.level if s.kind == "computer" else None,
                }
                for i, s in enumerate(self.seats)
            ],
        )

    def joined_message(self, seat: int) -> str:
        st = self.state
        info = modes()[st.mode.id]
        return encode(
            "joined",
            room=self.code,
            seat=seat,
            token=self.seats[seat].token,
            mode=st.mode.id,
            title=info.title,
            options=dict(getattr(st, "options", None) or {}),
            seats=st.num_seats,
            teams=list(info.teams),
            # The cards of the match by id: the same in every deal of the mode, so public.
            cards=[getattr(c, "name", str(c)) for c in st.cards],
        )

    def state_message(self, seat: int, events=()) -> str:
        return state_message(self.state, seat, events, self.started, self.move)

    def record_message(self) -> str:
        """The whole match (its save: mode, options, seed, every action), for each player's
        statistics, archive and review; sent only once the match is over, when nothing is left
        to win by knowing the deal."""
        if not self.state.match_over:
            raise RoomError("not_over", "the match is still being played")
        return encode("record", save=json.loads(saves.dumps(self.state)))

    def _broadcast(self, text: str) -> None:
        for s in self.seats:
            if s.peer is not None:
                s.peer.deliver(text)

    def _send_states(self, events=()) -> None:
        for i, s in enumerate(self.seats):
            if s.peer is not None:
                s.peer.deliver(self.state_message(i, events))

    # ----- the lobby -------------------------------------------------------------------------

    def join(self, peer: Peer, seat: int, name: str, token: str | None) -> None:
        """``peer`` takes ``seat``: an open online seat, or its own again with its token (a
        reconnect; a live connection holding it is closed as replaced)."""
        if peer.room is not None:
            raise RoomError("joined", "this connection holds a seat already")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "online":
            raise RoomError("bad_seat", "that seat is not one for a player online")
        s = self.seats[seat]
        if s.token is not None:
            if token is None or not secrets.compare_digest(token, s.token):
                raise RoomError("seat_taken", "that seat is taken (rejoining it needs its token)")
        else:
            s.token = protocol.new_token()
            s.name = name.strip()
        if s.peer is not None:
            old, s.peer = s.peer, None
            old.room = old.seat = None
            old.close(protocol.CLOSE_REPLACED, "this seat was joined again from elsewhere")
        s.peer, s.dropped_at = peer, None
        peer.room, peer.seat = self, seat
        self.last_activity = self.clock()
        peer.deliver(self.joined_message(seat))
        self._broadcast(self.lobby_message())
        if self.started:
            peer.deliver(self.state_message(seat))
        if self.state.match_over:
            peer.deliver(self.record_message())
        log.info("room %s: seat %d joined (%s)", self.code, seat, s.name)

    def leave(self, peer: Peer) -> None:
        """``peer``'s connection ended: its seat is kept for it (``RECONNECT_GRACE``)."""
        if peer.room is not self or peer.seat is None:
            return
        s = self.seats[peer.seat]
        peer.room = None
        if s.peer is not peer:
            return
        s.peer, s.ready, s.dropped_at = None, False, self.clock()
        self.last_activity = self.clock()
        log.info("room %s: seat %d dropped", self.code, peer.seat)
        if not self.closed:
            self._broadcast(self.lobby_message())
            # When the grace is over the seat reads "away": everyone is told then.
            loop = asyncio.get_running_loop()
            if peer.seat in self._timers:
                self._timers[peer.seat].cancel()
            self._timers[peer.seat] = loop.call_later(self.grace + 0.01, self._grace_over)

    def _grace_over(self) -> None:
        if not self.closed:
            self._broadcast(self.lobby_message())

    def set_ready(self, peer: Peer, ready: bool) -> None:
        self._seat_of(peer).ready = ready
        self._broadcast(self.lobby_message())

    def _check_host(self, host: str) -> None:
        if not secrets.compare_digest(host, self.host_token):
            raise RoomError("not_host", "only the room's host may do that")

    def start(self, peer: Peer | None, host: str) -> None:
        """The host starts the match once every online seat is taken, connected and ready."""
        self._check_host(host)
        if self.started:
            raise RoomError("started", "the match has started already")
        waiting = [
            s.name if s.token else f"seat {i + 1}"
            for i, s in enumerate(self.seats)
            if s.kind == "online" and (s.peer is None or not s.ready)
        ]
        if waiting:
            raise RoomError("not_ready", f"waiting for {', '.join(waiting)} to join and be ready")
        self.started = True
        log.info("room %s: the match starts (%s)", self.code, self.state.mode.id)
        self._broadcast(encode("start", room=self.code))
        self._send_states()
        self._broadcast(self.lobby_message())
        self._next()

    def replace(self, peer: Peer | None, host: str, seat: int, level: str) -> None:
        """The host gives a seat whose player is not connected to a computer of ``level``."""
        self._check_host(host)
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "online":
            raise RoomError("bad_seat", "that seat is not one for a player online")
        if self.seats[seat].peer is not None:
            raise RoomError("bad_seat", "that seat's player is connected")
        if level not in COMPUTER_LEVELS:
            raise RoomError("bad_level", f"a computer plays at {', '.join(COMPUTER_LEVELS)}")
        s = self.seats[seat]
        s.kind, s.level, s.token, s.ready = "computer", level, None, True
        self._players[seat] = make_player(level, self.state.seed * 31 + seat)
        self._broadcast(self.lobby_message())
        self._next()

    # ----- play ------------------------------------------------------------------------------

    def _seat_of(self, peer: Peer) -> Seat:
        if peer.room is not self or peer.seat is None:
            raise RoomError("not_joined", "join a seat first")
        return self.seats[peer.seat]

    def act(self, peer: Peer, text: str, move: int) -> None:
        """The action ``text`` of ``peer``'s seat, chosen at ``move``: applied when the seat
        owes the decision and the action is legal now; RoomError saying why not otherwise."""
        self._seat_of(peer)
        st = self.state
        if not self.started:
            raise RoomError("not_started", "the match has not started")
        if st.match_over:
            raise RoomError("over", "the match is over")
        if move != self.move:  # first: an action overtaken by others is old, whoever is to move
            raise RoomError(
                "stale", f"that action was chosen at move {move}; the match is at move {self.move}"
            )
        if st.current_seat != peer.seat:
            raise RoomError("not_your_turn", "it is not your turn")
        try:
            events = st.apply(text)
        except IllegalAction:
            legal = ", ".join(str(a) for a in st.legal_actions())
            raise RoomError("illegal", f"that is not a legal move now (legal: {legal})") from None
        self.last_activity = self.clock()
        self._after(events)

    def _after(self, events) -> None:
        self._send_states(events)
        if self.state.match_over:
            log.info("room %s: the match is over (winner %s)", self.code, self.state.winner)
            self._broadcast(self.lobby_message())
            self._broadcast(self.record_message())
        self._next()

    def _next(self) -> None:
        """Let a computer think when one owes the decision (never two at once)."""
        st = self.state
        if self.closed or not self.started or st.match_over or self._thinking is not None:
            return
        seat = st.current_seat
        if self.seats[seat].kind == "computer":
            self._thinking = asyncio.get_running_loop().create_task(self._computer(seat))

    async def _computer(self, seat: int) -> None:
        loop = asyncio.get_running_loop()
        move = self.move
        world = self.state.clone()
        try:
            action = await loop.run_in_executor(
                self.executor, self._players[seat].choose, world, seat
            )
        except asyncio.CancelledError:
            raise
        except Exception:  # a computer that fails must not stop the match: it takes a legal move
            log.exception("room %s: the computer of seat %d failed", self.code, seat)
            action = self.state.legal_actions()[0]
        self._thinking = None
        if self.closed or self.move != move or self.seats[seat].kind != "computer":
            self._next()
            return
        events = self.state.apply(action)
        self.last_activity = self.clock()
        self._after(events)

    # ----- hints -----------------------------------------------------------------------------

    def hint(self, peer: Peer, move: int) -> None:
        """Work out the hint for ``peer``'s own decision at ``move`` (the local table's: the
        position's own analysis, ``game.ai.players.hint_from_save``, which reads only that
        seat's view) in the AI executor; the seat is sent a ``hint``, or an ``error`` when it
        fails. Refused when it is not the seat's decision, while one is being worked out for
        it, and past the seat's rate of hints."""
        self._seat_of(peer)
        seat, st = peer.seat, self.state
        if not self.started:
            raise RoomError("not_started", "the match has not started")
        if st.match_over:
            raise RoomError("over", "the match is over")
        if move != self.move:
            raise RoomError("stale", f"that hint was asked at move {move}; the match is at move {self.move}")  # fmt: skip
        if st.current_seat != seat:
            raise RoomError("not_your_turn", "a hint is for your own decision, when it is yours")
        if seat in self._hints:
            raise RoomError("hint_pending", "your hint is still being worked out")
        limit = self._hint_limits.setdefault(
            seat, protocol.RateLimit(protocol.HINT_PER_SECOND, protocol.HINT_BURST)
        )
        if not limit.allow(self.clock()):
            raise RoomError("hint_rate", "too many hints: ask again in a few seconds")
        save = saves.dumps(st)  # the worker reads its own copy: the loop may move on meanwhile
        self._hints[seat] = asyncio.get_running_loop().create_task(self._hint(seat, move, save))

    async def _hint(self, seat: int, move: int, save: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            action, reason = await loop.run_in_executor(self.executor, hint_from_save, save, seat)
            answer = encode("hint", move=move, seat=seat, action=action, reason=reason)
        except asyncio.CancelledError:
            raise
        except Exception:  # a hint that fails is told, and the match goes on
            log.exception("room %s: the hint for seat %d failed", self.code, seat)
            answer = encode("error", code="hint_failed", text="no hint could be worked out for this decision", fatal=False)  # fmt: skip
        finally:
            self._hints.pop(seat, None)
        peer = self.seats[seat].peer
        if peer is not None and not self.closed:
            peer.deliver(answer)

    # ----- talk ------------------------------------------------------------------------------

    def chat(self, peer: Peer, text: str) -> None:
        s = self._seat_of(peer)
        if text.strip():
            self._broadcast(encode("chat", seat=peer.seat, name=s.name, text=text.strip()))

    def emote(self, peer: Peer, emote: str) -> None:
        s = self._seat_of(peer)
        words = protocol.EMOTES[emote]
        self._broadcast(encode("emote", seat=peer.seat, name=s.name, emote=emote, words=words))

    # ----- the end ---------------------------------------------------------------------------

    @property
    def connected(self) -> int:
        return sum(1 for s in self.seats if s.peer is not None)

    def close(self, reason: str) -> None:
        """The room ends (the server stops, or it idled): every connection is told and closed."""
        if self.closed:
            return
        self.closed = True
        if self._thinking is not None:
            self._thinking.cancel()
        for task in self._hints.values():
            task.cancel()
        for timer in self._timers.values():
            timer.cancel()
        for s in self.seats:
            if s.peer is not None:
                s.peer.deliver(encode("bye", reason=reason))
                s.peer.close(protocol.CLOSE_SHUTDOWN, reason)
