"""No message a client receives holds another seat's hidden card: every byte each client got in a
whole match is checked against the room's true match replayed beside it.

A state message's view must be the seat's own ``view(seat)``, and the whole message is compared with the one the room would send the same seat from worlds redealt
from that seat's information set (``determinize``), which differ from the true one only in what
the seat cannot see: after naming each card by what a player tells it by (two copies of one card
may swap ids between worlds, as ``game.core.invariants`` does for views), they must be equal. Its
events must be the true events as that seat may see them (``for_seat``); the other messages
(joined, lobby, start) hold no card at all but the mode's card list, the same in every deal, and
the match's save (``record``: its seed tells every card) comes only once the match is over.
"""

from __future__ import annotations

import json

import pytest

from game.core.invariants import _keyed
from game.core.registry import modes, new_match
from game.core.rng import Rng
from game.net.protocol import event_fields
from game.net.room import state_message
from tests.net.net_helpers import close_all, open_room, play, seats_for

# One mode of each game on every run; every mode of every game with ``pytest -m soak`` (about
# 90 seconds on two cores: the Mercenaries and four-seat modes are long).
MODES = ("imposter/2p-base", "peasant/eras", "usurp/3p")
EVERY_MODE = [
    mode if mode in MODES else pytest.param(mode, marks=pytest.mark.soak) for mode in modes()
]
WORLDS = 2  # redealt worlds a state message is compared with
STATE_FIELDS = {
    "type", "move", "seat", "view", "events", "to_move", "decision", "legal", "round_over",
    "over", "winner",
}  # fmt: skip


def _named(state, message: dict):
    """A state message without its events, every card id named by the card's key."""
    key = getattr(state, "card_key", None) or state.cards.__getitem__
    firsts: dict = {}
    same = [firsts.setdefault(key(c), c) for c in range(len(state.cards))]
    return _keyed({k: v for k, v in message.items() if k != "events"}, same)


def _plain(value):
    """As JSON carries it (tuples as lists, keys as text)."""
    return json.loads(json.dumps(value, default=str))


@pytest.mark.parametrize("mode", EVERY_MODE)
def test_no_byte_a_client_receives_tells_it_another_seats_hidden_card(server, mode):
    seats = seats_for(modes()[mode].seats, 2)
    clients, code = open_room(server.url, mode, seats, record=True, seed=5)
    try:
        play(clients, seed=9)
        room = server.server.rooms[code]
        history, seed = list(room.state.history), room.state.seed
    finally:
        close_all(clients)
    cards = [c.name for c in new_match(mode, seed + 1).cards]
    rng = Rng(17)
    for client in clients:
        seat = client.seat
        state = new_match(mode, seed)
        checked = 0
        for raw in client.client.received:
            msg = json.loads(raw)
            if msg["type"] == "record":  # the whole match, only once it is over
                assert state.match_over and len(state.history) == len(history)
                assert msg["save"]["actions"] == history and msg["save"]["seed"] == seed
                continue
            if msg["type"] != "state":
                assert "view" not in msg and "events" not in msg
                if msg["type"] == "joined":
                    assert msg["cards"] == cards  # another deal lists the same cards
                continue
            assert set(msg) == STATE_FIELDS and msg["seat"] == seat
            events = []
            while len(state.history) < msg["move"]:
                events = state.apply(history[len(state.history)])
            assert msg["events"] == _plain([event_fields(e.for_seat(seat)) for e in events])
            assert msg["view"] == _plain(state.view(seat))  # its own view, nobody else's
            true = json.loads(state_message(state, seat, events, True, msg["move"]))
            assert _named(state, msg) == _named(state, true)
            if state.match_over:
                continue  # every hand is laid open at the end
            for _ in range(WORLDS):
                world = state.determinize(seat, rng)
                theirs = json.loads(state_message(world, seat, (), True, msg["move"]))
                assert _named(world, theirs) == _named(state, msg), (
                    f"seat {seat} at move {msg['move']} was sent what a world it cannot tell "
                    "apart would not send"
                )
            checked += 1
        assert checked > 5
