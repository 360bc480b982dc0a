"""The guided Cutthroat and 2v2 rounds: their prepared deals, each pointer once and in the order
that teaches over the first round as the table plays it, and the notes on a move other than the
one asked for (rulebook, More players)."""

from __future__ import annotations

from game.core.registry import new_match
from game.core.tutorial import Tutorial
from game.imposter.tutorial_party import (
    CUTTHROAT,
    CUTTHROAT_STEPS,
    TWO_V_TWO,
    TWO_V_TWO_STEPS,
    _fired,
)
from tests.game.imposter.guided import play_round_one


def test_the_prepared_deals_are_the_same_whatever_seed_is_asked():
    for script, seats, hand in ((CUTTHROAT, 3, 8), (TWO_V_TWO, 4, 7)):
        a, b = new_match(script.mode, 1), new_match(script.mode, 987654)
        assert a.hands == b.hands and a.accused == b.accused and a.true_king == b.true_king
        assert [len(h) for h in a.hands] == [hand] * seats
        # The newcomer holds the Assassin the notes come to.
        assert "Assassin" in [a.cards[c].name for c in a.hands[0]]


def test_cutthroat_pointers_come_once_in_order_and_the_wrap_up_after_round_one():
    st, came = play_round_one(CUTTHROAT)
    ids = [i for i, _ in came]
    assert ids == [s.id for s in CUTTHROAT_STEPS] + ["wrap_up"]
    assert [m for _, m in came] == sorted(m for _, m in came)
    result = st.results[0]
    # The newcomer's Assassin knocked Lady Vesna out first; the newcomer won the round.
    assert result["winner"] == 0 and result["loser"] == 1 and result["second"] == 2
    assert dict(came)["knocked_out"] == dict(came)["keep"]  # the keep follows the knock-out


def test_two_v_two_pointers_come_once_in_order_and_the_wrap_up_after_round_one():
    st, came = play_round_one(TWO_V_TWO)
    ids = [i for i, _ in came]
    assert ids == [s.id for s in TWO_V_TWO_STEPS] + ["wrap_up"]
    assert [m for _, m in came] == sorted(m for _, m in came)
    result = st.results[0]
    # The newcomer's Assassin knocked out an opponent: both partners win the round.
    assert st.mode.team_of(result["winner"]) == 0 and st.mode.team_of(result["loser"]) == 1
    assert result["scores"][0] == result["scores"][2] > 0


def _wrong_at(script, step_id: str, move):
    """A run where the newcomer answers the note ``step_id`` with ``move(legal)``."""

    def choose(st, tut):
        if tut.asking is not None and tut.asking.id == step_id:
            return move([str(a) for a in st.legal_actions()])
        return None

    return [i for i, _ in play_round_one(script, choose=choose)[1]]


def test_revealing_a_card_the_note_did_not_ask_for_is_explained():
    ids = _wrong_at(CUTTHROAT, "reveal", lambda legal: "reveal Queen")
    assert ids[ids.index("reveal") + 1] == "reveal:wrong"


def test_passing_with_the_assassin_is_explained():
    ids = _wrong_at(CUTTHROAT, "assassin", lambda legal: "pass")
    assert ids[ids.index("assassin") + 1] == "assassin:wrong"


def test_a_mulligan_in_2v2_is_explained():
    ids = _wrong_at(TWO_V_TWO, "successor", lambda legal: "mulligan")
    assert ids[ids.index("successor") + 1] == "successor:wrong"


def test_the_assassin_note_needs_the_card_and_an_opponent_flipping():
    step = next(s for s in TWO_V_TWO_STEPS if s.id == "assassin")
    view = {
        "to_move": 0,
        "decision": "react",
        "pending": ["react", 0, "Assassin", 1, 1, []],
        "legal": ["pass", "react Assassin"],
        "teams": [0, 1, 0, 1],
        "seats": [{}] * 4,
    }
    assert _fired(step, [], view, None, 0) == 1
    assert _fired(step, [], {**view, "legal": ["pass"]}, None, 0) is None  # no Assassin held
    partner = {**view, "pending": ["react", 0, "Assassin", 2, 2, []]}
    assert _fired(step, [], partner, None, 0) is None  # never against the partner


def test_a_resumed_guided_round_marks_the_moments_already_past():
    for script in (CUTTHROAT, TWO_V_TWO):
        st, came = play_round_one(script)
        tut = Tutorial(script, 0)
        tut.catch_up(st)
        assert sorted(tut.done) == sorted(i for i, _ in came if i != "wrap_up")
        assert tut.finished


def test_the_kings_hand_note_needs_the_card_and_an_opponents_ability():
    step = next(s for s in CUTTHROAT_STEPS if s.id == "kings_hand")
    view = {
        "to_move": 0,
        "decision": "react",
        "pending": ["react", 0, "King's Hand", 2, 2, []],
        "legal": ["pass", "react King's Hand"],
        "seats": [{}] * 3,
    }
    assert _fired(step, [], view, None, 0) == 2  # the note points at the one using the ability
    assert _fired(step, [], {**view, "legal": ["pass"]}, None, 0) is None  # no King's Hand held


def test_the_2v2_dungeon_note_comes_as_the_newcomer_owes_the_dungeon():
    owed = []

    def watch(st, tut):
        if st.view(0).get("decision") == "dungeon" and not owed:
            owed.append(len(st.history))
        return None

    _st, came = play_round_one(TWO_V_TWO, choose=watch)
    assert owed and dict(came)["dungeon"] == owed[0]
    # Following the Dungeon note (and the reveal's), the Assassin is still in hand for its note.
    assert "assassin" in dict(came)


def test_the_cutthroat_dungeon_note_says_where_the_dungeon_lies():
    # (the table lays each seat's Dungeon beside its Successor, not beside the Accused card)
    words = next(s for s in CUTTHROAT_STEPS if s.id == "dungeon").words
    assert "beside your Successor" in words and "Accused" not in words
