"""The wire protocol's checks: a client's message is taken only whole and well formed, a hello
of another version is refused in words, and the rate bound lets a burst through, then a steady
pace, never a flood."""

from __future__ import annotations

import json

import pytest

from game.net import protocol
from game.net.protocol import ProtocolError, RateLimit, check_hello, decode_client, encode


def _msg(**fields) -> str:
    return json.dumps(fields)


def test_every_message_a_client_may_send_reads_back_whole():
    samples = [
        _msg(type="hello", protocol=protocol.PROTOCOL, version=protocol.VERSION, app="x"),
        _msg(type="create", mode="m", seats=[{"kind": "online"}, {"kind": "computer", "level": "easy"}]),
        _msg(type="join", room="ABC234", seat=1, name="Ann", token="t"),
        _msg(type="peek", room="ABC234"),
        _msg(type="ready", ready=True),
        _msg(type="start", host="h"),
        _msg(type="replace", host="h", seat=1, level="easy"),
        _msg(type="act", action="play Fool", move=3),
        _msg(type="hint", move=3),
        _msg(type="chat", text="hi"),
        _msg(type="emote", emote="good_game"),
        _msg(type="bye"),
    ]  # fmt: skip
    assert {json.loads(s)["type"] for s in samples} == set(protocol.CLIENT_MESSAGES)
    for text in samples:
        assert decode_client(text) == json.loads(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b"{}", "binary"),
        ("x" * (protocol.MAX_CLIENT_MESSAGE_BYTES + 1), "at most"),
        ("{", "not JSON"),
        ('{"type": "act", "action": "pass", "move": Infinity}', "not JSON"),
        ("[" * 20_000 + "]" * 20_000, "at most"),
        ("[" * 3000 + "]" * 3000, "not JSON"),  # nested past what the parser recurses
        ('"act"', "JSON object"),
        ('{"type": "state"}', "not one a client sends"),
        ('{"type": "act", "action": "pass"}', "needs its 'move'"),
        ('{"type": "act", "action": "pass", "move": 1, "seat": 0}', "no field 'seat'"),
        ('{"type": "act", "action": 5, "move": 1}', "'action' is not text"),
        ('{"type": "act", "action": "pass", "move": true}', "not a whole number"),
        ('{"type": "act", "action": "pass", "move": -1}', "not between"),
        ('{"type": "join", "room": "A", "seat": 0, "name": "   "}', "blank"),
        ('{"type": "join", "room": "A", "seat": 0, "name": "' + "n" * 21 + '"}', "longer than 20"),
        ('{"type": "chat", "text": "a\\nb"}', "cannot be shown"),
        ('{"type": "emote", "emote": "rude"}', "is not one of"),
        ('{"type": "create", "mode": "m", "seats": []}', "1 to 8 seats"),
        ('{"type": "create", "mode": "m", "seats": [{"kind": "god"}]}', "neither online"),
        ('{"type": "create", "mode": "m", "seats": [{"kind": "online", "x": 1}]}', "not a seat"),
        ('{"type": "create", "mode": "m", "seats": [{"kind": "online"}], "options": {"a": 1}}', "short text"),
        ('{"type": "create", "mode": "m", "seats": [{"kind": "online"}], "actions": [7]}', "not a move"),
    ],
)  # fmt: skip
def test_a_message_out_of_the_protocol_is_refused_saying_why(text, words):
    with pytest.raises(ProtocolError, match=words):
        decode_client(text)


def test_a_hello_of_another_version_or_protocol_is_refused_in_words():
    check_hello(decode_client(_msg(type="hello", protocol=protocol.PROTOCOL, version=protocol.VERSION)))  # fmt: skip
    newer = decode_client(_msg(type="hello", protocol=protocol.PROTOCOL, version=protocol.VERSION + 1))  # fmt: skip
    with pytest.raises(ProtocolError, match="a newer one") as err:
        check_hello(newer)
    assert err.value.close == protocol.CLOSE_VERSION and err.value.code == "version"
    with pytest.raises(ProtocolError, match="not 'chess'"):
        check_hello(decode_client(_msg(type="hello", protocol="chess", version=1)))
    with pytest.raises(ProtocolError, match="first message must be a hello"):
        check_hello(decode_client(_msg(type="bye")))


def test_the_rate_bound_takes_a_burst_then_a_steady_pace_only():
    limit = RateLimit(per_second=10, burst=5)
    assert all(limit.allow(0.0) for _ in range(5))
    assert not limit.allow(0.0)
    assert limit.allow(0.1) and not limit.allow(0.1)  # a tenth of a second earns one more
    assert [limit.allow(0.2 + i * 0.11) for i in range(20)] == [True] * 20  # slower: always


def test_what_the_server_writes_is_compact_json_even_of_sets_and_records():
    text = encode("state", view={"known": {3, 1}, "card": object.__new__(type("C", (), {"__str__": lambda s: "Fool"}))})  # fmt: skip
    assert json.loads(text) == {"type": "state", "view": {"known": [1, 3], "card": "Fool"}}
    assert " " not in text


def test_a_room_code_is_read_aloud_easily():
    codes = {protocol.new_room_code() for _ in range(50)}
    assert len(codes) > 45
    for code in codes:
        assert len(code) == protocol.ROOM_CODE_LENGTH and not set(code) & set("01IO")


def test_a_view_read_back_has_its_whole_number_keys_again():
    view = {
        "values": {5: 3, 12: 1},
        "names": {"a": 1, "-2": 2, "007x": 3},
        "seats": [{"hand": [1]}],
    }
    assert protocol.decode_server(encode("state", view=view))["view"] == {
        "values": {5: 3, 12: 1}, "names": {"a": 1, -2: 2, "007x": 3}, "seats": [{"hand": [1]}],
    }  # fmt: skip
