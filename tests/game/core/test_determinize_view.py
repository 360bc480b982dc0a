"""A determinization depends on what its seat may know and on the generator alone: every mode of
every game, along seeded random play, gives the very same world from two states that differ only
in what the seat cannot see (hidden cards changed places, the unseen deck reshuffled, a world
drawn from the seat's information set). The AI's own sampling (``Knowledge.determinize``) too."""

from __future__ import annotations

import importlib

import pytest

from game.ai.knowledge import knowledge_for
from game.core.registry import game_named, modes, new_match
from game.core.rng import Rng
from tests.fakegame import plugged_in

# Positions checked a mode, and the seats' turn at each (every seat of a position in turn).
STEPS = 150


def world(st) -> tuple:
    """A world as data: the whole state (``snapshot``), its generator and what every seat sees
    of it."""
    views = tuple(repr(st.view(s)) for s in range(st.num_seats))
    return repr(st.snapshot()), st.rng.state, views


def _swapped(st, seat: int, rng: Rng, places):
    """A copy of ``st`` with two of the cards in ``places(copy, seat)`` (a list of (zone, index)
    pairs the seat cannot see) changed places, or None when no such change keeps ``view(seat)``
    and the game's invariants (a few tries)."""
    check = _checker(st)
    before = st.view(seat)
    for _ in range(6):
        twin = st.clone()
        slots = places(twin, seat)
        if len(slots) < 2:
            return None
        i, j = rng.randrange(len(slots)), rng.randrange(len(slots))
        (za, ia), (zb, ib) = slots[i], slots[j]
        if (
            za[ia] == zb[ib]
            or getattr(twin, "owner", None)
            and (twin.owner[za[ia]] != twin.owner[zb[ib]])
        ):
            continue  # (an Army or Signature Card only changes places with its owner's cards)
        za[ia], zb[ib] = zb[ib], za[ia]
        twin._legal = None
        try:
            check(twin)
        except AssertionError:
            continue
        if twin.view(seat) == before:
            return twin
    return None


def _checker(st):
    return importlib.import_module(game_named(st.game).invariants).check


def _imposter_places(st, seat):
    """The other seats' hands, Successors and Dungeons, and the face-down unused cards."""
    out = [(st.unused, i) for i in range(len(st.unused))]
    for o in range(st.n):
        if o != seat:
            out += [(st.hands[o], i) for i in range(len(st.hands[o]))]
            out += [(zone, o) for zone in (st.successor, st.dungeon) if zone[o] is not None]
    return out


def _peasant_places(st, seat):
    """The other seat's hand cards the seat does not know, and the deck positions nobody has
    looked at."""
    other = 1 - seat
    out = [(st.hands[other], i) for i, c in enumerate(st.hands[other]) if c not in st.hknow[other]]
    known = st.dhas[0] | st.dhas[1]
    out += [(st.deck, i) for i, c in enumerate(st.deck) if not st.dmask[i] and c not in known]
    return out


def _usurp_twin(st, seat: int, rng: Rng):
    """For another family, a card in a hand and one under an unseen Book (or in another hand of
    that family) change places, and that hand is put in another order."""
    from game.usurp.state import HIDDEN_BANNED, N_TYPES

    f = rng.randrange(st.families)
    hands = [s for s in st.family_seats(f) if s != seat and st.hands[s]]
    if not hands:
        return None
    s = hands[rng.randrange(len(hands))]
    c = st.hands[s][rng.randrange(len(st.hands[s]))]
    books = [b for b in st.under if b // N_TYPES == f and not st.sees_under(seat, b)]
    mates = [t for t in hands if t != s]
    twin = st.clone()
    if books and c % N_TYPES not in HIDDEN_BANNED:
        b = books[0]
        h, owner = st.under[b], st.holder[b]
        twin.hands[s].remove(c)
        twin.hands[s].append(h)
        twin.holder[h], twin.loc[h] = s, 0
        del twin.book_of[h]
        twin.under[b], twin.book_of[c] = c, b
        twin.holder[c], twin.loc[c] = owner, -1
    elif mates:
        t = mates[0]
        d = st.hands[t][rng.randrange(len(st.hands[t]))]
        twin.hands[s][twin.hands[s].index(c)] = d
        twin.hands[t][twin.hands[t].index(d)] = c
        twin.holder[c], twin.holder[d] = t, s
    elif len(st.hands[s]) < 2:
        return None
    twin.hands[s].reverse()  # the order within a hand is no one else's to see either
    twin._legal = None
    _checker(st)(twin)
    assert twin.view(seat) == st.view(seat) and twin.snapshot() != st.snapshot()
    return twin


TWINS = {
    "imposter": lambda st, seat, rng: _swapped(st, seat, rng, _imposter_places),
    "peasant": lambda st, seat, rng: _swapped(st, seat, rng, _peasant_places),
    "usurp": _usurp_twin,
}


def _twins(st, seat: int, rng: Rng) -> list:
    """States ``seat`` cannot tell from ``st``: a world drawn from its information set, and one
    with hidden cards moved by hand where the game has any to move."""
    drawn = st.determinize(seat, Rng(rng.next64()))
    assert drawn.view(seat) == st.view(seat)
    made = TWINS[st.game](st, seat, rng)
    return [drawn] if made is None else [drawn, made]


def _positions(mode_id: str, steps: int):
    """Seeded random play through ``mode_id``: a position before each action."""
    rng = Rng(41)
    match = 0
    st = new_match(mode_id, 500 + match, {})
    for _ in range(steps):
        if st.match_over:
            match += 1
            st = new_match(mode_id, 500 + match, {})
        yield st
        actions = st.legal_actions()
        st.apply(actions[rng.randrange(len(actions))])


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_determinize_gives_the_same_world_to_states_the_seat_cannot_tell_apart(mode_id):
    rng = Rng(17)
    made = 0
    for k, st in enumerate(_positions(mode_id, STEPS)):
        seat = k % st.num_seats
        twins = _twins(st, seat, rng)
        made += len(twins) - 1
        seed = rng.next64()
        want = world(st.determinize(seat, Rng(seed)))
        for twin in twins:
            assert world(twin.determinize(seat, Rng(seed))) == want, (k, seat, st.decision)
    assert made >= STEPS // 4  # the hand-made twins moved hidden cards often enough


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_the_ais_worlds_depend_on_the_view_alone(mode_id):
    rng = Rng(29)
    for k, st in enumerate(_positions(mode_id, STEPS // 2)):
        seat = k % st.num_seats
        kn = knowledge_for(st)
        seed = rng.next64()
        want = world(kn.determinize(st, seat, Rng(seed)))
        for twin in _twins(st, seat, rng):
            assert world(kn.determinize(twin, seat, Rng(seed))) == want, (k, seat)


def test_the_stand_in_games_determinize_reads_no_hidden_secret():
    checked = set()
    with plugged_in(("tests.fakegame.plugin", "tests.fakegame.crowd")):
        for mode_id in sorted(m for m in modes() if not m.startswith("imposter/")):
            st = new_match(mode_id, 3, {})
            checked.add(st.game)
            rng = Rng(5)
            while not st.match_over:
                for seat in range(st.num_seats):
                    twin = st.clone()
                    twin.rng = Rng(st.rng.copy().next64())  # what comes next is hidden too
                    if hasattr(twin, "secrets"):
                        twin.secrets = [
                            v if s == seat else (v + 1) % 100 for s, v in enumerate(twin.secrets)
                        ]
                    assert twin.view(seat) == st.view(seat)
                    a = st.determinize(seat, Rng(9))
                    b = twin.determinize(seat, Rng(9))
                    assert world(a) == world(b)
                actions = st.legal_actions()
                st.apply(actions[rng.randrange(len(actions))])
    assert checked == {"crowns", "crowd"}
