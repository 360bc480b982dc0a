"""Setup by player count (rulebook, Setup) and the serpentine placement order (Intrigue Phase,
Team Play)."""

from __future__ import annotations

import pytest

from game.core.registry import modes, new_match
from game.usurp import data
from game.usurp.data import MEMBER_NAME
from game.usurp.state import UsurpState
from tests.game.usurp.helpers import legal, play

CHART = {
    "usurp/2p": ["King", "Usurper", "Heir", "Bastard", "Anarchist"],
    "usurp/3p": [
        "King",
        "Queen",
        "Usurper",
        "Duchess",
        "Heir",
        "Alchemist",
        "Bastard",
        "Anarchist",
    ],
    "usurp/4p": [
        "King",
        "Queen",
        "Usurper",
        "Duchess",
        "Heir",
        "Alchemist",
        "Bishop",
        "Bastard",
        "Anarchist",
        "Emissary",
    ],
    "usurp/5p": [
        "King",
        "Queen",
        "Usurper",
        "Duchess",
        "Heir",
        "Alchemist",
        "Bishop",
        "Bastard",
        "Oracle",
        "Anarchist",
        "Emissary",
    ],
}
CHART["usurp/tutorial"] = CHART["usurp/3p"]  # the guided first game: three families
CHART["usurp/teams-6"] = CHART["usurp/3p"]
CHART["usurp/teams-8"] = CHART["usurp/4p"]


def test_the_six_modes_and_the_guided_game_are_registered():
    ids = [m for m in modes() if m.startswith("usurp/")]
    assert ids == list(CHART)
    assert modes()["usurp/3p"].title == "Usurp the King: three families"
    assert modes()["usurp/teams-6"].title == "Usurp the King: teams of six"
    assert modes()["usurp/teams-6"].teams == (0, 1, 2, 0, 1, 2)
    assert modes()["usurp/teams-8"].teams == (0, 1, 2, 3, 0, 1, 2, 3)


@pytest.mark.parametrize("mode_id", list(CHART))
def test_members_of_the_chart_in_numerical_order(mode_id):
    st = new_match(mode_id, seed=1)
    assert [MEMBER_NAME[n] for n in st.nums] == CHART[mode_id]
    view = st.view(0)
    assert [m["name"] for m in view["members"]] == CHART[mode_id]
    assert [m["number"] for m in view["members"]] == sorted(m["number"] for m in view["members"])
    marks = {m["name"]: m["disgruntled"] for m in view["members"]}
    assert marks["King"] is None and marks["Usurper"] is True
    assert all(v is False for k, v in marks.items() if k not in ("King", "Usurper"))
    assert all(m["alive"] for m in view["members"])


@pytest.mark.parametrize("mode_id", list(CHART))
def test_every_family_holds_one_of_each_card(mode_id):
    st = new_match(mode_id, seed=2)
    k = st.families
    assert len(st.cards) == 10 * k
    for f in range(k):
        cards = sorted(c for s in st.family_seats(f) for c in st.hands[s])
        assert cards == list(range(10 * f, 10 * f + 10))
        assert [st.cards[c].type for c in cards] == list(data.CARD_TYPES)
    for s in range(st.num_seats):
        assert st.family_of(s) == s % k
        want = data.TEAM_HAND_SIZE if st.mode.team_play else data.HAND_SIZE
        assert len(st.hands[s]) == want


def test_card_labels_and_ids():
    st = UsurpState("usurp/5p", 0)
    assert st.cards[3 * 10 + 2].label == "Altham Dagger"
    assert st.cards[0].label == "Hayhurst Spy" and st.cards[49].label == "Lemaire Antidote"


def test_team_deal_is_five_and_five_at_random_seeded():
    a = UsurpState("usurp/teams-6", 7)
    b = UsurpState("usurp/teams-6", 7)
    c = UsurpState("usurp/teams-6", 8)
    assert a.hands == b.hands
    assert a.hands != c.hands
    assert a.teammate(0) == 3 and a.teammate(4) == 1


def test_serpentine_three_families():
    st = UsurpState("usurp/3p", 0, {"first": "1"})
    assert st.turn_order == (1, 2, 0)
    assert list(st.order[:9]) == [1, 2, 0, 0, 2, 1, 1, 2, 0]
    assert len(st.order) == 18 and all(st.order.count(s) == 6 for s in range(3))
    assert st.order[-1] == 1  # "The round will end with the first player playing one card"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_serpentine_each_places_six_and_the_last_places_two(n):
    st = UsurpState(f"usurp/{n}p", 3, {"first": "0"})
    order = list(st.order)
    assert order[:n] == list(range(n)) and order[n : 2 * n] == list(range(n))[::-1]
    assert order[n - 1] == order[n] == n - 1  # the last places two
    assert all(order.count(s) == 6 for s in range(n))


def test_team_order_six():
    st = UsurpState("usurp/teams-6", 0, {"first": "0"})
    row = [0, 1, 2, 5, 4, 3]  # White A, Red A, Blue A, Blue B, Red B, White B
    assert list(st.order) == row + row[::-1] + row
    assert all(st.order.count(s) == 3 for s in range(6))


def test_team_order_eight_from_another_first_family():
    st = UsurpState("usurp/teams-8", 0, {"first": "2"})
    row = [2, 3, 0, 1, 5, 4, 7, 6]
    assert list(st.order) == row + row[::-1] + row
    assert data.team_row((2, 3, 0, 1), 4) == tuple(row)


def test_first_option_random_is_seeded_and_checked():
    firsts = {UsurpState("usurp/4p", s).first for s in range(30)}
    assert firsts == {0, 1, 2, 3}
    with pytest.raises(ValueError):
        new_match("usurp/3p", 0, {"first": "3"})
    with pytest.raises(ValueError):
        new_match("usurp/3p", 0, {"tutorial": "maybe"})


def test_placement_runs_the_order_then_the_books():
    st = UsurpState("usurp/2p", 4, {"first": "0"})
    assert st.decision == "place" and st.phase == "intrigue"
    assert "place Books@King" in legal(st) and len(legal(st)) == 10 * 5
    play(st, "place Books@King")
    assert st.current_seat == 1
    assert st.view(1)["members"][0]["cards"][0]["label"] == "Hayhurst Books"
    while st.decision == "place":
        play(st, next(a for a in legal(st) if "Books" not in a))
    assert st.phase == "rebellion" and st.decision == "hide" and st.current_seat == 0
    assert all(p == 6 for p in st.placed)
