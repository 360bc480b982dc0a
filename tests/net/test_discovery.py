"""LAN discovery: the service record a hosted room is announced with, read back as the Join
screen lists it; the machine's LAN address; and a room announced and found on loopback."""

from __future__ import annotations

import time

import pytest

from game.net import discovery, protocol
from game.net.discovery import Announcer, Browser, FoundGame, parse_properties, service_properties


def test_a_room_record_reads_back_as_the_game_it_announces():
    props = service_properties("K7QX2M", "King and Peasant (eras)", "Ann", 2, [1])
    raw = {k.encode(): v.encode() for k, v in props.items()}  # as zeroconf hands them back
    game = parse_properties("Throneroom K7QX2M._throneroom._tcp.local.", "192.168.1.5", 8765, raw)
    assert game == FoundGame(
        "Throneroom K7QX2M._throneroom._tcp.local.", "192.168.1.5", 8765, protocol.VERSION,
        "K7QX2M", "King and Peasant (eras)", "Ann", 2, (1,),
    )  # fmt: skip
    assert game.compatible and game.url == "ws://192.168.1.5:8765"
    assert game.words() == "King and Peasant (eras), hosted by Ann: 1 seat open"


def test_a_record_of_another_version_says_so_and_a_foreign_one_is_ignored():
    props = service_properties("ABCDEF", "Usurp", "Bo", 3, [1, 2]) | {"v": "99"}
    game = parse_properties("x", "10.0.0.2", 8765, props)
    assert not game.compatible and game.words().endswith("another version of Throneroom")
    assert parse_properties("x", "10.0.0.2", 8765, {b"v": b"one"}) is None
    assert parse_properties("x", "10.0.0.2", 8765, props | {"open": "5"}) is None  # no seat 5
    assert parse_properties("x", "10.0.0.2", 8765, props | {"code": ""}) is None


def test_long_or_unprintable_words_are_cut_to_what_a_record_holds():
    props = service_properties("ABCDEF", "M" * 300, "Ann\x00\n", 2, [])
    assert len(props["mode"]) == discovery.TEXT_LIMIT and props["host"] == "Ann"


def test_the_lan_address_is_an_ipv4_address():
    parts = discovery.lan_address().split(".")
    assert len(parts) == 4 and all(0 <= int(p) <= 255 for p in parts)


def test_a_hosted_room_is_found_on_loopback_and_its_seats_follow():
    # Another test may announce a room on loopback meanwhile: this one is read by its code.
    def ours():
        return [g for g in browser.games() if g.code == "K7QX2M"]

    browser = Browser(interfaces=["127.0.0.1"])
    announcer = Announcer("127.0.0.1", 8765, interfaces=["127.0.0.1"])
    if not browser.start():
        pytest.skip(f"zeroconf cannot start here: {browser.error}")
    try:
        announcer.start("K7QX2M", "King and Peasant", "Ann", 2, [1])
        if not announcer.announced.wait(10):
            pytest.skip(f"multicast on loopback is not available: {announcer.error}")
        deadline = time.monotonic() + 10
        while not ours() and time.monotonic() < deadline:
            time.sleep(0.05)
        if not ours():
            pytest.skip("multicast on loopback is not available (nothing was heard)")
        (game,) = ours()
        assert (game.code, game.address, game.port, game.open_seats) == ("K7QX2M", "127.0.0.1", 8765, (1,))  # fmt: skip
        announcer.update("K7QX2M", "King and Peasant", "Ann", 2, [])
        deadline = time.monotonic() + 10
        while ours() and ours()[0].open_seats and time.monotonic() < deadline:
            time.sleep(0.05)
        assert ours()[0].open_seats == ()
        announcer.stop()
        deadline = time.monotonic() + 10
        while ours() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert ours() == []
    finally:
        announcer.stop()
        browser.stop()
