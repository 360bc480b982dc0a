"""The Mercenary modes' determinized worlds (rules audit of issue 12, findings 1, 9, 10, 12):
every world exists, keeps ``view(seat)`` and the seat's legal actions, and depends only on
what the seat may know. The replays are the audit's random-play action lists."""

import json
from collections import Counter
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.imposter import invariants, mercenaries
from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import do

CUT = "imposter/cutthroat-mercenaries"
TEAM = "imposter/2v2-mercenaries"
REPLAYS = json.loads((Path(__file__).parent / "data" / "merc_replays.json").read_text())


def _replay(name):
    d = REPLAYS[name]
    st = ImposterState(d["mode"], d["seed"])
    for a in d["actions"]:
        st.apply(a)
    return st, d["seat"]


def _where(st, label):
    for o in range(st.n):
        if any(st.cards[c].label == label for c in st.hands[o]):
            return ("hand", o)
        for key, zone in (("successor", st.successor), ("dungeon", st.dungeon)):
            if zone[o] is not None and st.cards[zone[o]].label == label:
                return (key, o)
    return None


def _same_world(st, seat, world):
    assert world.view(seat) == st.view(seat)
    assert world.legal_actions() == st.legal_actions()
    invariants.check(world)


@pytest.mark.parametrize("mode_id", [CUT, TEAM])
def test_a_world_counts_the_card_put_out_in_a_princess_swap(mode_id):
    hands = [["Princess", "Fool", "Zealot"], ["Soldier", "Judge"], ["Elder", "Mystic"]]
    if mode_id == TEAM:
        hands.append(["Warden"])
    st = build(mode_id, court=["Elder"], to_move=0, hands=hands)
    st.merc.totals = [10] * st.n  # after the bid reveal, as in a real round
    for nm in ("Fool", "Zealot"):  # shown at the reveal: everyone knows them
        st.learn_gain(0, next(c for c in st.hands[0] if st.name(c) == nm), None)
    do(st, "play Princess", "choose 1")
    while st.decision == "react":
        do(st, "pass")
    do(st, "give Fool")
    assert st.decision == "swap_give" and st.current_seat == 1
    for k in range(20):
        _same_world(st, 1, st.determinize(1, Rng(k)))


@pytest.mark.parametrize("name", ["princess_offer_2v2", "foreign_army_condemned_2v2"])
def test_the_audits_random_play_positions_have_worlds(name):
    st, seat = _replay(name)
    for k in range(20):
        _same_world(st, seat, st.determinize(seat, Rng(k)))


def _exile_apart(mode_id, holder):
    """Two positions seat 0 cannot tell apart: the Exile is in seat 1's hand or ``holder``'s."""
    n = 4 if mode_id == TEAM else 3
    hands = [["Queen"], ["Exile", "Soldier"], ["Fool", "Elder"], ["Elder", "Zealot"]][:n]
    if holder != 1:
        hands[1][0], hands[holder][0] = hands[holder][0], "Exile"
    return build(mode_id, hands=hands, court=["Spy"], to_move=0,
                 successors=["Warden", "Mystic", "Princess", "Sentry"][:n],
                 dungeons=["Judge", "Oathbound", "Inquisitor", "Warlord"][:n])  # fmt: skip


@pytest.mark.parametrize("mode_id, holder", [(CUT, 2), (TEAM, 3)])
def test_a_hidden_mercenary_is_not_kept_with_its_real_holder(mode_id, holder):
    a, b = _exile_apart(mode_id, 1), _exile_apart(mode_id, holder)
    assert a.view(0) == b.view(0)
    worlds_a = Counter(_where(a.determinize(0, Rng(k)), "Exile") for k in range(120))
    worlds_b = Counter(_where(b.determinize(0, Rng(k)), "Exile") for k in range(120))
    assert worlds_a == worlds_b
    assert worlds_a[("hand", 1)] and worlds_a[("hand", holder)]


def test_a_traded_army_card_is_not_kept_with_its_real_holder():
    kw = dict(court=["Spy"], to_move=0, successors=["Warden", "Mystic", "Princess", "Sentry"],
              dungeons=["Judge", "Oathbound", "Inquisitor", "Warlord"])  # fmt: skip
    a = build(TEAM, hands=[["Queen"], ["Army Judge#1", "Soldier"], ["Fool"], ["Elder", "Zealot"]],
              **kw)  # fmt: skip
    b = build(TEAM, hands=[["Queen"], ["Elder", "Soldier"], ["Fool"], ["Army Judge#1", "Zealot"]],
              **kw)  # fmt: skip
    assert a.view(0) == b.view(0)
    for k in range(60):
        assert a.determinize(0, Rng(k)).snapshot() == b.determinize(0, Rng(k)).snapshot()


def test_a_buried_card_is_no_longer_shown():
    st, seat = _replay("buried_shown_cut")
    assert not (st.fon.shown & set(st.party.buried))
    for k in range(30):
        _same_world(st, seat, st.determinize(seat, Rng(k)))


def test_a_card_condemned_face_down_is_no_longer_shown(monkeypatch):
    # Recorded with the older Bard and Arbiter readings: replayed under those switches.
    monkeypatch.setattr(mercenaries, "ARBITER_GUESS_FIRST", True)
    monkeypatch.setattr(mercenaries, "BARD_KINGS_HAND_MAY_STOP", True)
    monkeypatch.setattr(mercenaries, "BARD_FROM_ANTECHAMBER", True)
    st, seat = _replay("executioner_shown_2v2")  # a revealed Successor, Condemned face down
    assert not st.fon.shown
    for k in range(30):
        _same_world(st, seat, st.determinize(seat, Rng(k)))


def test_the_nakturns_look_keeps_the_army_cards_it_saw():
    st, seat = _replay("nakturn_look_cut")
    assert st.decision == "nakturn_condemn" and st.current_seat == seat
    for k in range(40):
        _same_world(st, seat, st.determinize(seat, Rng(k)))


def _every_step(mode_id, seed, rounds):
    """Random play of ``rounds`` rounds; at every decision a world for the seat to move."""
    rng = Rng(seed)
    played = game = steps = 0
    while played < rounds:
        st = ImposterState(mode_id, seed * 1000 + game)
        game += 1
        while not st.match_over and played < rounds:
            s = st.current_seat
            if s is not None:
                world = st.determinize(s, Rng(rng.next64()))
                assert world.view(s) == st.view(s), f"determinize leaks in {st.decision}"
                assert world.legal_actions() == st.legal_actions(), st.decision
                steps += 1
            acts = st.legal_actions()
            events = st.apply(acts[rng.randrange(len(acts))])
            played += sum(1 for e in events if e.kind == "round_over")
    return steps


@pytest.mark.parametrize("mode_id, seed", [(CUT, 21), (CUT, 22), (TEAM, 23), (TEAM, 24)])
def test_a_world_exists_at_every_step_of_random_play(mode_id, seed):
    """Every decision of 16 rounds per chunk (64 rounds in all, over 5,000 worlds): the audit
    saw a missing world once in 200 to 400 matches at 1 step in 5 to 25."""
    assert _every_step(mode_id, seed, 16) > 500


def test_an_army_card_condemned_face_down_is_redealt_as_any_card_of_its_value():
    st = build(CUT, hands=[["Executioner", "Queen"], ["Army Soldier#1", "Fool"], ["Zealot", "Elder"]],
               court=["Judge", "Elder"], to_move=0)  # fmt: skip
    do(st, "play Executioner", "name 5")
    while st.decision == "react":
        do(st, "pass")
    do(st, "condemn Army Soldier")
    assert st.masked_from(0) == {st.condemned[1][0]: 5}
    labels = Counter()
    for k in range(80):
        world = st.determinize(0, Rng(k))  # seat 1 to move: its options may differ
        assert world.view(0) == st.view(0)
        invariants.check(world)
        labels[world.cards[world.condemned[1][0]].label] += 1
    assert labels["Army Soldier"] and labels["Soldier"]  # seat 0 saw only "a 5"


def test_worlds_during_the_arbiters_guess_depend_only_on_the_view():
    st = build(TEAM, hands=[["Arbiter", "Fool", "Soldier"], ["Queen", "Zealot"], ["Elder"],
                            ["Warden"]], court=["Inquisitor"], to_move=0)  # fmt: skip
    do(st, "play Arbiter", "choose 1")
    while st.decision == "react":
        do(st, "pass")
    do(st, "give Fool")
    assert st.decision == "arbiter_guess"
    for seat in range(4):
        for k in range(10):
            world = st.determinize(seat, Rng(k))
            assert world.view(seat) == st.view(seat)
            s, target, gave, got = world.merc.arbiter
            assert gave in world.hands[target] and got in world.hands[s]
            again = world.determinize(seat, Rng(100 + k)).snapshot()
            assert st.determinize(seat, Rng(100 + k)).snapshot() == again
