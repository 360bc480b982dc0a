"""A rules audit's finding: in team play the king-maker's look-ahead at a ``hide`` (or the
last placement) must not read the player's private hand and tell every seat. Kept as a
regression test: it failed while the rule applied there and its reason was public."""

from __future__ import annotations

from game.usurp import rules
from game.usurp.positions import cid, num
from game.usurp.state import UsurpState

# Hayhurst A (seat 0) owes the only hide; no Spy, Agent or Betrayal is on the Court, so the hide
# is the game's last choice. A Dagger under the Book kills the King (Quinton's Heir wins), any
# passive card leaves Sylvestre's King alive.
PILES = {
    "King": ["Sylvestre Antidote", "Sylvestre Conspiracy", "Hayhurst Books"],
    "Heir": ["Quinton Guard"],
}


def position(a_hand: tuple[str, ...]) -> UsurpState:
    st = UsurpState("usurp/teams-6", 0, {"first": "0"})
    on_court = {cid(lb) for labels in PILES.values() for lb in labels}
    mine = {cid(lb) for lb in a_hand}
    st.hands = [[] for _ in range(st.num_seats)]
    for c in range(len(st.cards)):
        f = c // 10
        if c in on_court:
            seat = f
        else:
            seat = f if c in mine else f + 3
            st.hands[seat].append(c)
        st.holder[c] = seat
        st.loc[c] = 0
    st.piles = [[] for _ in st.piles]
    st.face_up = set()
    for name, labels in PILES.items():
        for lb in labels:
            c = cid(lb)
            st.piles[num(name)].append(c)
            st.loc[c] = num(name)
            st.face_up.add(c)
    st.order_index = len(st.order)
    st.stack = []
    st._legal = None
    st._ev = []
    rules.advance(st)
    assert st.decision == "hide" and st.current_seat == 0
    return st


def test_f11_no_seat_learns_a_team_players_hand_from_the_king_maker():
    hands = (
        ("Hayhurst Dagger", "Hayhurst Guard"),
        ("Hayhurst Dagger", "Hayhurst Spy"),
        ("Hayhurst Guard", "Hayhurst Bribery"),
    )
    states = [position(h) for h in hands]
    for seat in (1, 2):  # the opponents (the teammate knows the hand by elimination)
        views = [st.view(seat) for st in states]
        assert all(v["hands"] == views[0]["hands"] for v in views)
        assert all(v["remaining"] == views[0]["remaining"] for v in views)
        assert all(v["king_maker"] == views[0]["king_maker"] for v in views)


# The last placement of the Intrigue (seat 3, Hayhurst B, in teams-6 with first 0) with no
# Book on the Court: what the rest does depends on which cards seat 3 holds.
LAST_PLACE_PILES = {
    "King": ["Sylvestre Antidote"],
    "Heir": ["Quinton Guard"],
    "Anarchist": ["Quinton Bribery", "Quinton Conspiracy"],
}


def last_placement(b_hand: tuple[str, ...]) -> UsurpState:
    st = UsurpState("usurp/teams-6", 0, {"first": "0"})
    on_court = {cid(lb) for labels in LAST_PLACE_PILES.values() for lb in labels}
    mine = {cid(lb) for lb in b_hand}
    st.hands = [[] for _ in range(st.num_seats)]
    for c in range(len(st.cards)):
        f = c // 10
        if c in on_court:
            seat = f
        else:
            seat = f + 3 if f != 0 or c in mine else 0
            st.hands[seat].append(c)
        st.holder[c] = seat
        st.loc[c] = 0
    st.piles = [[] for _ in st.piles]
    st.face_up = set()
    for name, labels in LAST_PLACE_PILES.items():
        for lb in labels:
            c = cid(lb)
            st.piles[num(name)].append(c)
            st.loc[c] = num(name)
            st.face_up.add(c)
    st.order_index = len(st.order) - 1
    st.stack = []
    st._legal = None
    st._ev = []
    rules.advance(st)
    assert st.decision == "place" and st.current_seat == 3
    return st


def test_f11_no_seat_learns_a_team_players_hand_at_the_last_placement():
    a = last_placement(("Hayhurst Dagger", "Hayhurst Guard", "Hayhurst Bribery"))
    b = last_placement(("Hayhurst Dagger", "Hayhurst Spy", "Hayhurst Guard"))
    for seat in (1, 2):  # the opponents (the teammate knows the hand by elimination)
        va, vb = a.view(seat), b.view(seat)
        assert va["hands"] == vb["hands"] and va["remaining"] == vb["remaining"]
        assert va["king_maker"] == vb["king_maker"]
