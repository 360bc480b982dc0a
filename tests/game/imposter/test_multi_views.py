"""Views of three and four players: what each seat may see, partner knowledge, and leak scans
over seeded random play (no view holds an unseen id; hidden cards moved about change no view)."""

import pytest

from game.core.rng import Rng
from game.imposter.match import ImposterState
from tests.game.imposter.helpers import do, first_legal, rig

MULTI = ["imposter/cutthroat", "imposter/2v2"]


def hidden_ids(st, s) -> set[int]:
    """Every card id seat ``s`` may not see, worked out from the zones (not from the view)."""
    p = st.party
    ids = set(st.unused)
    ids |= {c for c, by in zip(p.buried, p.buried_by, strict=True) if by != s}
    seen_succ = st.view(s)["party"]["partner_successor"]
    for o in range(st.n):
        if o == s:
            continue
        ids |= set(st.hands[o]) | set(p.down[o]) | set(p.trade[o])
        for one in (st.successor[o], st.dungeon[o], st.offer[o]):
            # seen_succ: the partner's look; spied_successor: what ``s`` saw with the Spy
            if one is not None and one != seen_succ and one != st.spied_successor(s, o):
                ids.add(one)
        if not (p.partner_shown and st.partner(s) == o):
            ids |= set(p.partner_card[o])
    top = st.stack[-1] if st.stack else None
    if top is not None and top[0] == "assassin_keep" and top[1] == s:
        victim = top[2]
        ids -= set(st.hands[victim]) | {st.successor[victim]}
    # Face-down Condemned cards (the Executioner's) that s did not Condemn itself.
    ids |= {c for c, knowers in p.masked.items() if s not in knowers}
    return ids


def _ints(x) -> set[int]:
    if isinstance(x, bool) or x is None:
        return set()
    if isinstance(x, int):
        return {x}
    if isinstance(x, dict) and x.get("face_down"):
        return set()  # a face-down Condemned card: its base value, not an id
    if isinstance(x, dict):
        return set().union(*(_ints(v) for v in x.values())) if x else set()
    return set().union(*(_ints(v) for v in x)) if x else set()


def view_ids(view) -> set[int]:
    """Every card id a view names (the fields that hold ids, not counts or seats)."""
    ids = set()
    for seat in view["seats"]:
        for key in ("successor", "dungeon", "offer", "antechamber", "condemned"):
            ids |= _ints(seat[key])
        if isinstance(seat["hand"], list):
            ids |= _ints(seat["hand"])
    for key in ("court", "disgraced", "accused", "removed", "reveal", "boosted"):
        ids |= _ints(view[key])
    ids |= _ints(list(view["values"]))
    party = view["party"]
    for seat in party["seats"]:
        for key in ("up", "taken_from"):
            ids |= _ints(seat[key])
        for key in ("down", "partner_card", "trade"):
            if isinstance(seat[key], list):
                ids |= _ints(seat[key])
    ids |= _ints(party["partner_successor"])
    ids |= _ints(party["keep_pool"])
    if isinstance(party["buried"], list):
        ids |= _ints(party["buried"])
    return ids


def _swap(st, a, b):
    """Exchange two cards wherever they lie (hands, face-down slots, setup zones, piles)."""
    p = st.party
    lists = [st.unused, p.buried, *st.hands, *p.down, *p.trade, *p.partner_card, *p.taken_from]
    lists += [st.removed, *st.condemned]
    p.masked = {b if c == a else a if c == b else c: k for c, k in p.masked.items()}
    for zone in lists:
        for i, c in enumerate(zone):
            zone[i] = b if c == a else a if c == b else c
    for slots in (st.successor, st.dungeon, st.offer):
        for i, c in enumerate(slots):
            slots[i] = b if c == a else a if c == b else c
    st._legal = None


def _walk(mode_id, seed, steps):
    """Seeded random play over as many matches as ``steps`` actions take."""
    rng = Rng(seed)
    st = ImposterState(mode_id, seed)
    for game in range(1, steps):
        if st.match_over:
            st = ImposterState(mode_id, seed * 1000 + game)
        yield st, rng
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])


@pytest.mark.parametrize("mode_id", MULTI)
def test_no_view_holds_an_id_its_seat_cannot_see(mode_id):
    for st, _ in _walk(mode_id, 21, 1500):
        if st.round_over:
            continue  # the round's cards are all shown at its end
        for s in range(st.n):
            leaked = view_ids(st.view(s)) & hidden_ids(st, s)
            assert not leaked, f"seat {s} sees {leaked} during {st.decision}"


@pytest.mark.parametrize("mode_id", MULTI)
def test_moving_cards_a_seat_cannot_see_changes_nothing_in_its_view(mode_id):
    for st, rng in _walk(mode_id, 22, 700):
        if st.round_over:
            continue
        for s in range(st.n):
            unseen = sorted(hidden_ids(st, s))
            if len(unseen) < 2:
                continue
            a = unseen[rng.randrange(len(unseen))]
            b = unseen[rng.randrange(len(unseen))]
            if (a in st.party.masked or b in st.party.masked) and st.cards[a].value != st.cards[
                b
            ].value:
                continue  # a face-down Condemned card shows its base value to everyone
            other = st.clone()
            _swap(other, a, b)
            assert other.view(s) == st.view(s), f"seat {s} tells {a} from {b} in {st.decision}"
            # ... and the worlds a search draws for seat s depend on what it sees, not on this.
            key = rng.next64()
            world = st.determinize(s, Rng(key)).snapshot()
            assert other.determinize(s, Rng(key)).snapshot() == world


def test_two_player_views_have_no_party_and_no_partner():
    view = ImposterState("imposter/2p-base", 1).view(0)
    assert view["party"] is None and view["partner"] is None and view["teams"] == []


def test_views_name_the_teams_and_the_partner():
    st = ImposterState("imposter/2v2", 1)
    assert st.view(1)["teams"] == [0, 1, 0, 1] and st.view(1)["partner"] == 3
    assert [st.partner(s) for s in range(4)] == [2, 3, 0, 1]
    assert ImposterState("imposter/cutthroat", 1).view(0)["partner"] is None


def test_a_partners_successor_is_no_longer_shown_once_it_changes():
    st = rig("imposter/2v2", [])
    while st.decision != "trade":
        first_legal(st)
    q = st.successor[0]
    assert st.view(2)["party"]["partner_successor"] == q
    st.hands[0].append(q)
    st.successor[0] = st.hands[0].pop(0)
    assert st.view(2)["party"]["partner_successor"] is None
    assert st.view(2)["seats"][0]["successor"] is True


def test_knocked_out_and_setup_cards_are_all_shown_when_the_round_ends():
    st = ImposterState("imposter/cutthroat", 3)
    while not st.round_over:
        first_legal(st)
    reveal = st.view(1)["round_reveal"]
    assert reveal["buried"] == st.party.buried
    assert [s["hand"] for s in reveal["seats"]] == st.hands


def test_a_determinized_world_keeps_what_the_partner_showed():
    st = rig("imposter/2v2", [])
    while st.decision != "first":
        first_legal(st)
    world = st.determinize(0, Rng(4))
    assert world.party.partner_card[2] == st.party.partner_card[2]
    # The other team's partner cards are redealt: seat 0 cannot see them.
    assert len({tuple(st.determinize(0, Rng(k)).party.partner_card[1]) for k in range(20)}) > 1
    assert world.view(0) == st.view(0)
    do(st, "first 0", "direction clockwise")
    world = st.determinize(0, Rng(5))
    assert world.view(0) == st.view(0)


def test_setup_events_hide_face_down_cards_from_those_who_did_not_see_them():
    st = rig("imposter/2v2", [["Queen"]])
    events = do(st, "reveal Queen")
    placed = [e for e in events if e.kind == "move"][0]
    assert placed.dst == ("down", 0)
    assert placed.for_seat(0).card == st.party.down[0][0] and placed.for_seat(2).card is None
    while st.decision != "partner_card":
        first_legal(st)
    events = first_legal(st, 3) + first_legal(st)
    shown = [e for e in events if e.kind == "reveal" and e.seat == 0]
    assert shown[0].for_seat(2).card == st.party.partner_card[0][0]
    assert shown[0].for_seat(1).card is None and shown[0].for_seat(3).card is None


def test_a_clone_shares_no_party_zone_with_its_original():
    st = rig("imposter/cutthroat", [["Queen"]])
    do(st, "reveal Queen")
    copy = st.clone()
    first_legal(copy, 5)
    assert st.party.down[0] == [st.find(st.party.down[0], "Queen")] and st.party.up[0] == []
    assert copy.snapshot() != st.snapshot() and copy.party.up[0]


def test_the_revealed_cards_taken_back_stay_on_public_record_for_the_round():
    st = rig("imposter/2v2", [["Queen", "Elder", "Fool", "Soldier"]])
    do(st, "reveal Queen", "reveal Elder", "reveal Fool")
    while st.decision != "partner_card":
        first_legal(st)
    do(st, "partner Soldier")
    while st.decision != "place":
        first_legal(st)
    mine = sorted(st.name(c) for c in st.hands[0])
    for s in (1, 3):
        seen = st.view(s)["party"]["seats"][0]
        assert set(seen["returned"]) <= set(mine) and seen["returned_partner"] == []
    assert st.view(2)["party"]["seats"][0]["returned_partner"] == ["Soldier"]
    first_legal(st, 4)  # Successors placed: the record stays although "known" was cleared
    assert st.view(1)["party"]["seats"][0]["returned"] == st.party.returned[0] != []
