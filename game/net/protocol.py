"""The wire protocol: JSON text messages, one object each, with a ``type`` and the fields that
type takes (docs/network.md lists them all).

Everything a client sends is checked here before a room sees it: its size, that it is one JSON
object, that its type is one a client may send, and that every field is present, of its type and
within its bounds, with no field besides. A message that fails is a ``ProtocolError`` naming
what is wrong; the server closes that connection with the reason and changes nothing.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass

PROTOCOL = "throneroom-net"
VERSION = 1

# What a client may send in one message (a create resuming a long match is the largest: a long
# Fragments match's history is about 5 KB), and what a client accepts from the server (a view
# of eight seats is a few kilobytes).
MAX_CLIENT_MESSAGE_BYTES = 32_768
MAX_SERVER_MESSAGE_BYTES = 4 * 1024 * 1024
# A connection may send RATE_PER_SECOND messages a second on average, in bursts of RATE_BURST:
# far above a person's pace, and a flood past it closes the connection.
RATE_PER_SECOND = 10.0
RATE_BURST = 30
# Hints a seat may ask for: HINT_BURST at once, then one every 1 / HINT_PER_SECOND seconds, and
# never a second while one is being worked out (each is about a second of a worker's time).
HINT_PER_SECOND = 0.2
HINT_BURST = 3
NAME_LIMIT = 20  # characters in a seat's name, as in a local match's setup
CHAT_LIMIT = 200  # characters of one chat line
ACTION_LIMIT = 200  # characters of an action's text
MAX_SEATS = 8
MAX_ACTIONS = 20_000  # moves of a resumed match's history
TOKEN_LIMIT = 64  # characters of a seat's or a host's token
# The quick emotes a player may send: id -> the words the table shows.
EMOTES = {
    "hello": "Hello!",
    "well_played": "Well played!",
    "thinking": "Thinking...",
    "oops": "Oops!",
    "wow": "Wow!",
    "good_game": "Good game!",
}
# A room code is short enough to read out: letters and digits that no one mistakes for another.
ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
ROOM_CODE_LENGTH = 6

# Close codes: websockets' policy violation for a hostile or malformed message, and two of the
# application's own range, so a client can tell a version mismatch or a flood in words.
CLOSE_POLICY = 1008
CLOSE_VERSION = 4001
CLOSE_FLOOD = 4002
CLOSE_REPLACED = 4003  # the same seat joined again from another connection
CLOSE_SHUTDOWN = 1001  # the server is going away

SEAT_KINDS = ("online", "computer")


class ProtocolError(Exception):
    """A message that breaks the protocol: ``code`` for a program, the text for a person, and the
    WebSocket close code the server ends the connection with."""

    def __init__(self, code: str, text: str, close: int = CLOSE_POLICY) -> None:
        super().__init__(text)
        self.code = code
        self.text = text
        self.close = close


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(24)


def encode(kind: str, **fields) -> str:
    """One message as the text sent on the wire; a value JSON has no form for (a set, a card's
    record) is written as a list or as its text, so a view or an event always goes out whole."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"), default=_plain)


def _plain(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return str(value)


# ----- checking what a client sends --------------------------------------------------------------


def _text(limit: int, printable: bool = True) -> Callable[[object], str | None]:
    def check(value) -> str | None:
        if not isinstance(value, str):
            return "is not text"
        if len(value) > limit:
            return f"is longer than {limit} characters"
        if printable and not value.isprintable():
            return "holds a character that cannot be shown"
        return None

    return check


def _name(value) -> str | None:
    problem = _text(NAME_LIMIT)(value)
    if problem is None and not value.strip():
        return "is blank"
    return problem


def _whole(low: int, high: int) -> Callable[[object], str | None]:
    def check(value) -> str | None:
        if type(value) is not int:
            return "is not a whole number"
        if not low <= value <= high:
            return f"is not between {low} and {high}"
        return None

    return check


def _bool(value) -> str | None:
    return None if type(value) is bool else "is not true or false"


def _options(value) -> str | None:
    if not isinstance(value, dict) or len(value) > 16:
        return "is not a list of at most 16 names and values"
    for k, v in value.items():
        if _text(64)(k) or _text(64)(v):
            return "holds a name or value that is not short text"
    return None


def _seats(value) -> str | None:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        return f"is not a list of 1 to {MAX_SEATS} seats"
    for i, seat in enumerate(value):
        if not isinstance(seat, dict) or not set(seat) <= {"kind", "level", "name"}:
            return f"seat {i + 1} is not a seat (kind, level, name)"
        if seat.get("kind") not in SEAT_KINDS:
            return f"seat {i + 1} is neither online nor a computer"
        if "level" in seat and _text(16)(seat["level"]):
            return f"seat {i + 1}'s level is not a level"
        if "name" in seat and _name(seat["name"]):
            return f"seat {i + 1}'s name {_name(seat['name'])}"
    return None


def _actions(value) -> str | None:
    if not isinstance(value, list) or len(value) > MAX_ACTIONS:
        return f"is not a list of at most {MAX_ACTIONS} moves"
    if any(_text(ACTION_LIMIT)(a) for a in value):
        return "holds something that is not a move"
    return None


def _emote(value) -> str | None:
    return None if value in EMOTES else f"is not one of {', '.join(EMOTES)}"


_SEED = _whole(0, 10**18 - 1)
_TOKEN = _text(TOKEN_LIMIT)
_SEAT = _whole(0, MAX_SEATS - 1)


@dataclass(frozen=True)
class Field:
    check: Callable[[object], str | None]
    required: bool = True


# Every message a client may send: its fields, each checked, and which must be there.
CLIENT_MESSAGES: dict[str, dict[str, Field]] = {
    "hello": {
        "protocol": Field(_text(32)),
        "version": Field(_whole(0, 10**6)),
        "app": Field(_text(64), False),
    },
    "create": {
        "mode": Field(_text(64)),
        "options": Field(_options, False),
        "seats": Field(_seats),
        "seed": Field(_SEED, False),
        "actions": Field(_actions, False),
    },
    "join": {
        "room": Field(_text(ROOM_CODE_LENGTH * 2)),
        "seat": Field(_SEAT),
        "name": Field(_name),
        "token": Field(_TOKEN, False),
    },
    "peek": {"room": Field(_text(ROOM_CODE_LENGTH * 2))},
    "ready": {"ready": Field(_bool)},
    "start": {"host": Field(_TOKEN)},
    "replace": {"host": Field(_TOKEN), "seat": Field(_SEAT), "level": Field(_text(16))},
    "act": {"action": Field(_text(ACTION_LIMIT)), "move": Field(_whole(0, MAX_ACTIONS * 2))},
    "hint": {"move": Field(_whole(0, MAX_ACTIONS * 2))},
    "chat": {"text": Field(_text(CHAT_LIMIT))},
    "emote": {"emote": Field(_emote)},
    "bye": {},
}

# Every message the server sends (docs/network.md says what each holds).
SERVER_MESSAGES = (
    "hello", "created", "room", "joined", "lobby", "start", "state", "hint", "record", "error", "chat",
    "emote", "bye",
)  # fmt: skip


def decode_client(data: str | bytes) -> dict:
    """A client's message, checked whole (see the module's docstring); ProtocolError otherwise."""
    if isinstance(data, bytes):
        raise ProtocolError("malformed", "messages are JSON text, not binary frames")
    if len(data.encode("utf-8", "surrogatepass")) > MAX_CLIENT_MESSAGE_BYTES:
        raise ProtocolError("too_big", f"a message is at most {MAX_CLIENT_MESSAGE_BYTES} bytes")
    try:
        msg = json.loads(data, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "the message is not JSON") from None
    if not isinstance(msg, dict):
        raise ProtocolError("malformed", "a message is a JSON object")
    kind = msg.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("malformed", "the message's type is not one a client sends")
    extra = sorted(set(msg) - set(fields) - {"type"})
    if extra:
        raise ProtocolError("malformed", f"a {kind} message has no field {extra[0][:32]!r}")
    for key, field in fields.items():
        if key not in msg:
            if field.required:
                raise ProtocolError("malformed", f"a {kind} message needs its {key!r}")
            continue
        problem = field.check(msg[key])
        if problem is not None:
            raise ProtocolError("malformed", f"the {kind} message's {key!r} {problem}")
    return msg


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def check_hello(msg: dict) -> None:
    """A hello of this protocol and version; ProtocolError in words for another one."""
    if msg.get("type") != "hello":
        raise ProtocolError("malformed", "the first message must be a hello")
    if msg["protocol"] != PROTOCOL:
        raise ProtocolError("version", f"this is a Throneroom server ({PROTOCOL}), not {msg['protocol']!r}", CLOSE_VERSION)  # fmt: skip
    if msg["version"] != VERSION:
        newer = "a newer" if msg["version"] > VERSION else "an older"
        raise ProtocolError(
            "version",
            f"this server speaks protocol version {VERSION} and your Throneroom speaks version "
            f"{msg['version']} ({newer} one): both must run the same Throneroom version",
            CLOSE_VERSION,
        )


def decode_server(text: str) -> dict:
    """A server's message as the model wrote it, as near as JSON allows: an object's whole-number
    keys (a view's card ids) are whole numbers again; tuples stay lists."""
    return json.loads(text, object_pairs_hook=_whole_keys)


def _whole_keys(pairs: list[tuple[str, object]]) -> dict:
    return {_key(k): v for k, v in pairs}


def _key(key: str):
    digits = key[1:] if key.startswith("-") else key
    return int(key) if digits.isdigit() and digits.isascii() and len(digits) < 20 else key


def event_fields(event) -> dict:
    """An event (``game.core.events.Event``, already ``for_seat``) as a JSON object."""
    return {
        "kind": event.kind,
        "seat": event.seat,
        "card": event.card,
        "src": event.src,
        "dst": event.dst,
        "arg": event.arg,
        "visible_to": event.visible_to,
    }


class RateLimit:
    """A token bucket: ``allow(now)`` is False once a connection sends faster than
    ``per_second`` on average beyond a burst of ``burst``."""

    def __init__(self, per_second: float = RATE_PER_SECOND, burst: int = RATE_BURST) -> None:
        self.per_second = per_second
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last: float | None = None

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
