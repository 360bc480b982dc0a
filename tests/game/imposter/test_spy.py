"""The Spy (card file, Spy; rulebook FAQ: "Can I target myself or my partner with the Spy?")."""

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.imposter import abilities
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal, names

CUT = "imposter/cutthroat"
TEAMS = "imposter/2v2"


def _position(**kw):
    args = dict(
        hands=[["Spy", "Fool", "Elder"], ["Zealot", "Queen"], ["Soldier", "Judge"]],
        court=["Inquisitor"],
        successors=["Warden", "Mystic", "Princess"],
    )
    args.update(kw)
    return build(CUT, **args)


def _use(st):
    do(st, "play Spy", "use")
    while st.decision == "react":
        do(st, "pass")


def test_spy_is_optional():
    st = _position()
    do(st, "play Spy")
    assert legal(st) == ["use", "pass"]
    do(st, "pass")
    assert court(st) == ["Inquisitor", "Spy"] and st.spied[0] == {}


def test_spy_is_not_offered_without_any_successor():
    st = _position(successors=[None, None, None], kings_up=[False, False, False])
    do(st, "play Spy")
    assert st.decision == "turn" and st.current_seat == 1


def test_spy_kings_hand_window_opens_after_the_disgrace_before_the_look():
    st = _position(hands=[["Spy", "Fool"], ["King's Hand", "Queen"], ["Soldier"]])
    events = do(st, "play Spy", "use")
    assert court(st) == ["Inquisitor", "[Spy]"]
    assert st.decision == "react" and st.current_seat == 1
    assert st.spied[0] == {} and not [e for e in events if e.kind == "spy_look"]


def test_kings_hand_stops_the_spy_before_it_looks():
    st = _position(hands=[["Spy", "Fool"], ["King's Hand", "Queen"], ["Soldier"]])
    do(st, "play Spy", "use", "react King's Hand")
    assert court(st) == ["Inquisitor"] and st.spied[0] == {}
    assert st.view(0)["seats"][1]["successor"] is True


def test_spy_sees_every_successor_and_nobody_else_does():
    st = _position()
    do(st, "play Spy")
    events = st.apply("use")
    while st.decision == "react":
        events += st.apply("pass")
    mine = st.view(0)["seats"]
    assert (mine[1]["successor"], mine[2]["successor"]) == (st.successor[1], st.successor[2])
    for seat in (1, 2):
        other = 3 - seat
        assert st.view(seat)["seats"][other]["successor"] is True
        looks = [e.for_seat(seat) for e in events if e.kind == "spy_look"]
        assert len(looks) == 2 and all(e.card is None for e in looks)
    # Everyone sees whose Successors were looked at.
    assert {e.src for e in events if e.kind == "spy_look"} == {("successor", 1), ("successor", 2)}


def test_spy_look_stays_while_the_successor_is_unchanged():
    st = _position()
    _use(st)
    do(st, "pass", "play Queen")  # no exchange; seat 1's turn goes by
    assert st.view(0)["seats"][1]["successor"] == st.successor[1]


def test_spy_orders_any_player_with_a_successor_and_a_hand_card():
    st = _position(hands=[["Spy", "Fool"], ["Zealot", "Queen"], []])
    _use(st)
    # Seat 2 has no hand card to exchange; the Spy's own player may be ordered.
    assert legal(st) == ["spy 0", "spy 1", "pass"]


def test_spy_the_ordered_player_picks_the_card_for_their_successor():
    st = _position()
    _use(st)
    do(st, "spy 1")
    assert (st.decision, st.current_seat) == ("spy_swap", 1)
    assert legal(st) == ["successor Zealot", "successor Queen"]
    do(st, "successor Queen")
    assert st.name(st.successor[1]) == "Queen" and hand(st, 1) == ["Mystic", "Zealot"]
    assert st.current_seat == 1 and st.decision == "turn"


def test_spy_knows_the_old_successor_went_into_the_hand_but_not_the_new_one():
    st = _position()
    _use(st)
    do(st, "spy 1", "successor Queen")
    seen = st.view(0)["seats"][1]
    assert seen["successor"] is True and "Mystic" in seen["known"]
    third = st.view(2)["seats"][1]
    assert third["successor"] is True and "Mystic" not in third["known"]


def test_spy_on_yourself():
    # Rulebook FAQ: "Can I target myself or my partner with the Spy? Yes."
    st = _position()
    _use(st)
    do(st, "spy 0", "successor Elder")
    assert st.name(st.successor[0]) == "Elder" and hand(st, 0) == ["Fool", "Warden"]


def test_spy_on_your_partner_in_2v2():
    st = build(
        TEAMS,
        hands=[["Spy", "Fool"], ["Zealot"], ["Soldier", "Judge"], ["Elder"]],
        court=["Inquisitor"],
        successors=["Warden", "Mystic", "Princess", "Queen"],
    )
    _use(st)
    assert "spy 2" in legal(st)
    do(st, "spy 2")
    assert st.current_seat == 2 and legal(st) == ["successor Soldier", "successor Judge"]
    do(st, "successor Judge")
    assert st.name(st.successor[2]) == "Judge" and "Princess" in hand(st, 2)


def test_spy_never_looks_at_or_targets_a_knocked_out_seat():
    st = _position(out=[2])
    _use(st)
    assert 2 not in st.spied[0] and "spy 2" not in legal(st)
    assert st.view(0)["seats"][2]["successor"] is True


def test_spy_blind_pick_when_the_target_does_not_choose(monkeypatch):
    monkeypatch.setattr(abilities, "SPY_TARGET_CHOOSES", False)
    st = _position()
    _use(st)
    do(st, "spy 1")
    # The Spy's player cannot see that hand: one of its cards, at random, becomes the Successor.
    assert st.name(st.successor[1]) in ("Zealot", "Queen") and "Mystic" in hand(st, 1)
    assert st.current_seat == 1 and st.decision == "turn"


def test_determinizations_keep_the_successors_the_spy_saw():
    st = _position()
    _use(st)
    rng = Rng(7)
    for _ in range(20):
        world = st.determinize(0, rng)
        assert world.successor[1:] == st.successor[1:]
        assert world.view(0) == st.view(0)
    # The others still cannot tell.
    moved = {st.determinize(1, rng).successor[2] for _ in range(30)}
    assert len(moved) > 1


def test_spy_illegal_orders_change_nothing():
    st = _position(out=[2])
    _use(st)
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("spy 2")
    assert st.snapshot() == before
    do(st, "spy 1")
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("successor Fool")  # not in the ordered player's hand
    assert st.snapshot() == before
    assert names(st, st.hands[1]) == ["Zealot", "Queen"]


def test_spy_swap_in_2v2_ends_the_partner_look_at_that_successor():
    st = build(
        TEAMS,
        hands=[["Spy", "Fool"], ["Zealot", "Elder"], ["Soldier"], ["Judge"]],
        court=["Inquisitor"],
        successors=["Warden", "Mystic", "Princess", "Queen"],
    )
    st.party.seen_successor[3] = st.successor[1]  # seat 3 looked at its partner's Successor
    _use(st)
    do(st, "spy 1", "successor Zealot")
    assert st.party.seen_successor[3] is None
    assert st.view(3)["seats"][1]["successor"] is True
    # Seat 3 and the Spy's player both knew the Mystic: they know it went into the hand.
    assert (
        "Mystic" in st.view(3)["seats"][1]["known"] and "Mystic" in st.view(0)["seats"][1]["known"]
    )
    assert "Mystic" not in st.view(2)["seats"][1]["known"]


def test_spy_player_knows_a_seen_successor_is_in_hand_after_that_king_flips():
    st = _position()
    _use(st)
    do(st, "pass", "flip")  # seat 1 flips its King: the Mystic it hid goes into its hand
    while st.decision == "react":
        do(st, "pass")
    assert "Mystic" in st.view(0)["seats"][1]["known"]
    assert "Mystic" not in st.view(2)["seats"][1]["known"]


def test_a_clone_that_spies_leaves_the_original_unchanged():
    st = _position()
    base = st.clone()
    do(base, "play Spy", "use")
    while base.decision == "react":
        do(base, "pass")
    assert base.spied_successor(0, 1) is not None and st.spied_successor(0, 1) is None
    st = base
    before = st.snapshot()
    other = st.clone()
    do(other, "spy 1", "successor Queen")  # the exchange forgets seat 1's look in the clone
    assert st.snapshot() == before and st.spied_successor(0, 1) == st.successor[1]
