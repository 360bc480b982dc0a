"""King and Peasant through the common model interface: whole random matches with the
invariants, views that leak nothing, determinize keeping the view, replays, bad input."""

from __future__ import annotations

import pytest

from game.core.actions import Action, IllegalAction
from game.core.rng import Rng
from game.peasant import invariants
from game.peasant.cards import ASSASSIN, DECOY
from game.peasant.positions import build
from game.peasant.state import PeasantState
from tests.game.peasant.helpers import legal, play, random_match

GOALS = {
    "assassin_discarded",
    "deck_empty",
    "assassin_drawn",
    "condemn_missed",
    "assassin_dispatched",
}


def test_random_matches_keep_every_invariant_for_thousands_of_eras():
    eras = 0
    reasons = set()
    for seed in range(1200):
        st = random_match(seed)
        assert max(st.scores) == 2 and st.winner == st.scores.index(2)
        assert st.current_seat is None and st.legal_actions() == []
        eras += len(st.results)
        reasons |= {r["reason"] for r in st.results}
    assert eras >= 3000
    assert reasons == GOALS


def _view_ids(view: dict) -> set[int]:
    """Every card id in a view outside the fields that hold numbers that are not card ids."""
    found: set[int] = set()
    for key in ("discard", "exile"):
        found |= set(view[key])
    found |= {c for _, c in view["deck_known"]}
    found |= {x["card"] for x in view["looking"]}
    for s in view["seats"]:
        if isinstance(s["hand"], list):
            found |= set(s["hand"])
        found |= set(s["known"])
        found |= {t["card"] for t in s["town"] if t["card"] is not None}
    if view["pending"][0] == "thief_take":
        found |= set(view["pending"][2:])
    return found


def _note(events, seen: list[set[int]], peasant: int) -> None:
    """Add the cards each seat was shown by ``events`` (as ``for_seat`` gives them)."""
    for e in events:
        for s in (0, 1):
            f = e.for_seat(s)
            if f.kind == "round_start":
                seen[s] = set()
            elif f.card is not None:
                seen[s].add(f.card)
            if f.kind == "infiltrate_at" and s != peasant:
                assert f.card is None and f.arg is None


def test_views_and_events_name_only_cards_the_seat_has_seen():
    """Scan every id in view(seat): each must have been shown to that seat by an event this
    Era (as ``for_seat`` gives it), so a view never names a card the seat could not see."""
    for seed in range(150):
        st = PeasantState("peasant/eras", seed)
        rng = Rng(seed)
        seen = [set(), set()]

        _note(st.opening_events, seen, st.peasant)
        while not st.match_over:
            if not st.round_over:
                for s in (0, 1):
                    v = st.view(s)
                    leak = _view_ids(v) - seen[s]
                    assert not leak, (seed, s, st.history[-4:], leak)
                    if v["to_move"] != s:
                        assert v["legal"] == []
            _note(st.apply(rng.choice(st.legal_actions())), seen, st.peasant)


def test_the_king_never_sees_a_face_down_rebel_or_the_peasants_hand():
    for seed in range(60):
        st = PeasantState("peasant/eras", seed)
        rng = Rng(seed + 5)
        while not st.match_over:
            if not st.round_over:
                v = st.view(st.king)
                town = v["seats"][st.peasant]["town"]
                for t, c in zip(town, st.rebels, strict=True):
                    if t["card"] is not None:
                        assert c in st.up or c in st.kseen
                assert v["seats"][st.peasant]["hand"] == len(st.hands[st.peasant])
            st.apply(rng.choice(st.legal_actions()))


def test_determinize_keeps_the_view_and_respects_what_the_seat_knows():
    for seed in range(120):
        st = PeasantState("peasant/eras", seed)
        rng = Rng(seed + 11)
        while not st.match_over:
            for s in (0, 1):
                world = st.determinize(s, Rng(rng.next64()))
                assert world.view(s) == st.view(s)
                assert world.history is None
                invariants.check(world)
                if s == st.king and not st.round_over:
                    # an Infiltrated card is the Assassin or the Decoy, in every world
                    n = sum(1 for c in world.deck if c in (ASSASSIN, DECOY))
                    assert st.sp_min <= n <= st.sp_max
                # the world plays on by the same rules
                for _ in range(3):
                    if world.match_over:
                        break
                    world.step(rng.choice(world.legal_actions()))
                    invariants.check(world)
            st.apply(rng.choice(st.legal_actions()))


def test_determinize_puts_an_infiltrated_card_back_as_the_assassin_or_the_decoy():
    st = build(
        peasant_hand=["Thug", "Decoy"], rebels=["Assassin"], deck=["Spy", "Crier"], to_move=1
    )
    play(st, "infiltrate 0", "at 1")
    assert st.view(0)["deck_specials"] == [1, 1]
    for k in range(50):
        world = st.determinize(0, Rng(k))
        assert sum(1 for c in world.deck if c in (ASSASSIN, DECOY)) == 1
        assert world.view(0) == st.view(0)


def test_determinize_while_a_rebel_is_being_infiltrated_makes_it_the_assassin_or_decoy():
    st = build(
        peasant_hand=["Thug", "Decoy"],
        rebels=["Rat", "Assassin"],
        deck=["Spy", "Crier"],
        to_move=1,
    )
    play(st, "infiltrate 1")
    for k in range(30):
        world = st.determinize(0, Rng(k))
        assert world.rebels[1] in (ASSASSIN, DECOY)
        world.apply("at 0")
        assert world.deck[0] in (ASSASSIN, DECOY)


def test_determinize_depends_only_on_the_view():
    a = build(peasant_hand=["Thug", "Rally"], deck=["Spy", "Crier", "Mob"])
    b = build(peasant_hand=["Rally", "Heretic"], deck=["Spy", "Thug", "Mob"])
    assert a.view(0) == b.view(0)
    wa = a.determinize(0, Rng(4))
    wb = b.determinize(0, Rng(4))
    assert wa.snapshot()["hands"] == wb.snapshot()["hands"]
    assert wa.deck == wb.deck


def test_an_illegal_action_names_it_and_the_legal_ones_and_changes_nothing():
    st = PeasantState("peasant/eras", 4)
    before = st.snapshot()
    with pytest.raises(IllegalAction) as err:
        st.apply("condemn deck")
    assert "condemn deck" in str(err.value)
    assert "done" in str(err.value)
    assert st.snapshot() == before
    with pytest.raises(IllegalAction):
        st.apply("   ")
    assert st.snapshot() == before


@pytest.mark.parametrize("bad", [("done", ""), 3, None, ["done"]])
def test_apply_refuses_what_is_not_an_action_before_any_change(bad):
    st = PeasantState("peasant/eras", 4)
    before = st.snapshot()
    with pytest.raises(TypeError):
        st.apply(bad)
    assert st.snapshot() == before


def test_a_history_replays_to_the_same_state():
    for seed in (1, 2, 3):
        st = random_match(seed)
        again = PeasantState("peasant/eras", seed, dict(st.options))
        for text in st.history:
            again.apply(text)
        assert again.snapshot() == st.snapshot()


def test_clone_is_independent_and_step_matches_apply():
    st = PeasantState("peasant/eras", 9)
    rng = Rng(2)
    for _ in range(40):
        if st.match_over:
            break
        a = rng.choice(st.legal_actions())
        twin = st.clone()
        twin.step(a)
        st.apply(a)
        s1, s2 = st.snapshot(), twin.snapshot()
        assert s1 == s2
        assert twin.history is None


def test_actions_are_action_tuples_with_text_that_parses_back():
    st = PeasantState("peasant/eras", 1)
    for a in st.legal_actions():
        assert isinstance(a, Action)
        assert Action.parse(str(a)) == a
    assert legal(st)[-1] == "done"


def test_every_event_that_shows_a_card_to_both_seats_moves_it_where_both_can_see_it():
    """A card shown to both seats (``visible_to`` None) comes from or goes to a face-up zone:
    a move out of a hand or the deck into a hidden place, or a look, is always private."""
    public_dst = {"discard", "exile", "play"}
    for seed in range(80):
        st = PeasantState("peasant/eras", seed)
        rng = Rng(seed + 3)
        while not st.match_over:
            king = st.king
            for e in st.apply(rng.choice(st.legal_actions())):
                if e.kind in ("look", "infiltrate_at"):
                    assert e.visible_to is not None, e
                if e.kind != "move" or e.visible_to is not None:
                    continue
                src, dst = e.src[0], e.dst[0]
                assert (
                    dst in public_dst
                    or e.dst == ("town", king)
                    or src in ("discard", "box", "play")
                    or (src == "town" and e.arg in ("return", "shuffle"))
                    or (src == "hand" and e.dst == ("exile", -1))
                ), e


def test_random_text_input_is_refused_and_changes_nothing():
    words = ["hide", "ready", "at", "order", "take", "remove", "play", "condemn", "draw", "x"]
    args = ["", "0", "99", "-1", "Thug", "Spy", "0 0 1", "deck", "Assassin", "1x", "Knight"]
    rng = Rng(17)
    st = PeasantState("peasant/eras", 8)
    for _ in range(300):
        if st.match_over:
            break
        text = f"{rng.choice(words)} {rng.choice(args)}"
        before = st.snapshot()
        if Action.parse(text) in st.legal_actions():
            st.apply(text)
            continue
        with pytest.raises(IllegalAction):
            st.apply(text)
        assert st.snapshot() == before
        st.apply(rng.choice(st.legal_actions()))
