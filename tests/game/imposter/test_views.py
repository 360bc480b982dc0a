"""Views and events leak nothing: a seat sees its own cards and public ones, never others'."""

from game.core.rng import Rng
from game.imposter.match import ImposterState


def _visible_ids(view) -> set[int]:
    ids = set(view["court"]) | set(view["removed"]) | set(view["reveal"])
    if view["accused"] is not None:
        ids.add(view["accused"])
    for s, seat in enumerate(view["seats"]):
        ids |= set(seat["antechamber"]) | set(seat["condemned"])
        if s == view["seat"]:
            ids |= set(seat["hand"])
            ids |= {seat[k] for k in ("successor", "dungeon", "offer") if seat[k] is not None}
        else:
            assert isinstance(seat["hand"], int)
            assert all(isinstance(seat[k], bool) for k in ("successor", "dungeon", "offer"))
    return ids


def test_views_and_events_show_only_what_the_seat_may_see():
    rng = Rng(3)
    for game in range(30):
        st = ImposterState("imposter/2p-base", game)
        seen_by = [set(st.hands[s]) for s in range(st.n)]  # what each seat was dealt
        while not st.match_over:
            actions = st.legal_actions()
            events = st.apply(actions[rng.randrange(len(actions))])
            for seat in range(st.n):
                view = st.view(seat)
                allowed = set(st.hands[seat]) | st.public_ids()
                allowed |= {
                    c
                    for c in (st.successor[seat], st.dungeon[seat], st.offer[seat])
                    if c is not None
                }
                assert _visible_ids(view) <= allowed
                for e in events:
                    mine = e.for_seat(seat)
                    if mine.card is not None and e.visible_to is not None:
                        assert seat in e.visible_to
                        seen_by[seat].add(mine.card)


def test_hidden_move_events_hide_the_card_from_others():
    st = ImposterState("imposter/2p-base", 8)
    events = st.apply(f"first {st.true_king}")
    first = st.current_seat
    events = st.apply(str(st.legal_actions()[0]))  # a Successor
    move = [e for e in events if e.kind == "move"][0]
    assert move.for_seat(first).card is not None
    assert move.for_seat(1 - first).card is None


def test_round_reveal_is_absent_during_play_and_shows_every_hidden_card_after():
    from game.imposter.positions import build

    st = build(
        hands=[["Queen", "Elder"], ["Fool", "Judge"]], court=["Sentry"],
        successors=[None, "Soldier"], dungeons=["Mystic", "Zealot"], kings_up=(True, False),
        to_move=0,
    )  # fmt: skip
    for seat in (0, 1):
        assert "round_reveal" not in st.view(seat)
    # Nothing of Bob's beats the Queen and his King is used: the round ends at his turn.
    st.apply("play Queen")
    assert st.round_over
    find = st.find
    for seat in (0, 1):
        reveal = st.view(seat)["round_reveal"]
        other = reveal["seats"][1]
        assert sorted(other["hand"]) == sorted(find(st.hands[1], n) for n in ("Fool", "Judge"))
        assert [st.cards[c].name for c in reveal["seats"][0]["hand"]] == ["Elder"]
        assert (
            other["successor"] == st.successor[1] and st.cards[other["successor"]].name == "Soldier"
        )
        assert st.cards[other["dungeon"]].name == "Zealot"
        assert st.cards[reveal["seats"][0]["dungeon"]].name == "Mystic"
        assert sorted(reveal["unused"]) == sorted(st.unused)


def test_round_reveal_never_shows_the_army_that_carries_over():
    rng = Rng(5)
    st = ImposterState("imposter/fon-2-army", 4)
    while not st.round_over:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    reveal = st.view(0)["round_reveal"]
    army = {c for s in range(st.n) for c in st.fon.army[s]}
    shown = set(reveal["unused"])
    for seat in reveal["seats"]:
        shown |= set(seat["hand"]) | {
            seat[k] for k in ("successor", "dungeon", "squire") if seat[k] is not None
        }
    assert not shown & army
