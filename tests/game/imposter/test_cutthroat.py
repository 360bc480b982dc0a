"""Cutthroat (three players): the Reveal, the Exchange, direction, knockouts, the Cutthroat
Assassin and the scoring (rulebook, More players)."""

import pytest

from game.core.actions import IllegalAction
from game.core.saves import dumps, loads
from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, first_legal, hand, labels, legal, rig

CUT = "imposter/cutthroat"


def _revealed(st, s):
    return labels(st, st.party.up[s])


def _to_exchange(first=("Queen", "Elder"), second=("Fool",), third=("Soldier", "Zealot", "Judge")):
    """Seat 0 reveals Queen+Elder then Fool; seat 1 Warlord+Inquisitor then Oathbound; seat 2
    Soldier+Zealot then Judge. Seat 0 holds the highest card and starts the exchange."""
    st = rig(
        CUT,
        [
            ["Queen", "Elder", "Fool"],
            ["Warlord", "Inquisitor", "Oathbound"],
            ["Soldier", "Zealot", "Judge"],
        ],
    )
    do(st, *(f"reveal {c}" for c in first))
    do(st, "reveal Warlord", "reveal Inquisitor")
    do(st, *(f"reveal {c}" for c in third[:2]))
    do(st, f"reveal {second[0]}", "reveal Oathbound", f"reveal {third[2]}")
    return st


def test_reveal_places_two_cards_face_down_and_reveals_them_all_at_once():
    st = rig(CUT, [["Queen", "Elder"]])
    assert st.stack[-1] == ("reveal", 0, 0)
    do(st, "reveal Queen")
    assert st.stack[-1] == ("reveal", 0, 1)
    do(st, "reveal Elder")
    assert st.current_seat == 1 and st.party.up == [[], [], []]
    # Nothing placed is visible to the others before the reveal: a count, not the cards.
    view = st.view(1)["party"]["seats"][0]
    assert view["down"] == 2 and view["up"] == []
    assert st.view(0)["party"]["seats"][0]["down"] == st.party.down[0]
    first_legal(st, 4)
    assert _revealed(st, 0) == ["Elder", "Queen"]
    assert all(len(st.party.up[s]) == 2 for s in range(3)) and st.party.down == [[], [], []]
    assert st.view(2)["party"]["seats"][0]["up"] == st.party.up[0]


def test_reveal_event_comes_once_every_seat_has_placed():
    st = rig(CUT, [["Queen", "Elder"]])
    events = first_legal(st, 5)
    assert "reveal_setup" not in [e.kind for e in events]
    events = do(st, str(st.legal_actions()[0]))
    assert [e.arg for e in events if e.kind == "reveal_setup"] == [1]


def test_reveal_goes_in_seat_order_from_the_true_king():
    st = rig(CUT, [], true_king=2)
    seats = []
    while st.decision == "reveal":
        seats.append(st.current_seat)
        do(st, str(st.legal_actions()[0]))
    assert seats == [2, 2, 0, 0, 1, 1, 2, 0, 1]


def test_third_card_is_placed_after_the_first_two_are_revealed():
    st = rig(CUT, [["Queen", "Elder", "Fool"]])
    do(st, "reveal Queen", "reveal Elder")
    first_legal(st, 4)
    assert st.stack[-1] == ("reveal", 0, 0) and st.party.step == 2
    assert len(st.party.up[1]) == 2  # seen before choosing the third
    do(st, "reveal Fool")
    assert st.current_seat == 1 and len(st.party.up[0]) == 2  # hidden until all placed
    first_legal(st, 2)
    assert _revealed(st, 0) == ["Elder", "Fool", "Queen"]


def test_exchange_starts_with_the_highest_revealed_base_value():
    st = _to_exchange()
    assert st.stack[-1] == ("exchange", 0, 0) and st.party.starter == 0
    assert "take 1:Warlord" in legal(st) and "take 2:Judge" in legal(st)
    assert not any(a.startswith("take 0:") for a in legal(st))


def test_exchange_order_victim_takes_from_the_third_then_the_third_from_the_starter():
    st = _to_exchange()
    do(st, "take 2:Judge")
    # The player who lost a card takes one from the third player.
    assert st.stack[-1] == ("exchange", 2, 1)
    assert legal(st) == ["take 1:Warlord", "take 1:Inquisitor", "take 1:Oathbound"]
    do(st, "take 1:Warlord")
    # The third player takes one of the starter's ORIGINAL revealed cards, not the Judge.
    assert st.stack[-1] == ("exchange", 1, 2)
    assert sorted(legal(st)) == ["take 0:Elder", "take 0:Fool", "take 0:Queen"]
    do(st, "take 0:Queen")
    assert _revealed(st, 0) == ["Elder", "Fool", "Judge"]
    assert _revealed(st, 1) == ["Inquisitor", "Oathbound", "Queen"]
    assert _revealed(st, 2) == ["Soldier", "Warlord", "Zealot"]
    assert st.stack[-1] == ("first", 0)


def test_exchange_takes_are_public():
    st = _to_exchange()
    do(st, "take 2:Judge")
    taken = st.party.taken_from[0]
    assert [st.name(c) for c in taken] == ["Judge"]
    assert st.view(1)["party"]["seats"][0]["taken_from"] == taken


def test_a_tie_for_the_highest_card_is_broken_by_the_true_king():
    st = rig(CUT, [["Queen", "Elder", "Fool"], ["Princess", "Zealot", "Elder"]], true_king=2)
    order = {0: ["Queen", "Elder", "Fool"], 1: ["Princess", "Zealot", "Elder"]}
    while st.decision == "reveal":
        s = st.current_seat
        pick = order.get(s)
        do(st, f"reveal {pick.pop(0)}" if pick else str(st.legal_actions()[-1]))
    assert st.stack[-1] == ("exchange_first", 2, 0, 1)
    assert legal(st) == ["exchange_first 0", "exchange_first 1"]
    do(st, "exchange_first 1")
    assert st.stack[-1] == ("exchange", 1, 0) and st.party.starter == 1


def _to_first():
    st = _to_exchange()
    do(st, "take 2:Judge", "take 1:Warlord", "take 0:Queen")
    return st


def test_true_king_chooses_the_first_player_and_the_direction():
    st = _to_first()
    do(st, "first 1")
    assert st.stack[-1] == ("direction", 0)
    assert legal(st) == ["direction clockwise", "direction counterclockwise"]
    do(st, "direction counterclockwise")
    assert st.direction == -1 and st.first == 1
    assert st.next_seat(1) == 0 and st.next_seat(0) == 2
    # Successor and Dungeon from the first player, then in the chosen turn order.
    seats = []
    while st.decision in ("place", "dungeon"):
        seats.append((st.decision, st.current_seat))
        do(st, str(st.legal_actions()[0]))
    assert seats == [("place", 1), ("dungeon", 1), ("place", 0), ("dungeon", 0)] + [
        ("place", 2),
        ("dungeon", 2),
    ]
    assert st.stack[-1] == ("turn", 1)


def test_revealed_cards_go_back_to_hand_and_everyone_knows_them():
    st = _to_first()
    do(st, "first 0", "direction clockwise")
    assert st.party.up == [[], [], []]
    assert labels(st, st.hands[0]).count("Judge") == 1 and len(st.hands[0]) == 8
    assert sorted(st.known[1][0]) == ["Elder", "Fool", "Judge"]
    assert sorted(st.known[2][1]) == ["Inquisitor", "Oathbound", "Queen"]


def test_no_mulligan_in_cutthroat():
    st = _to_first()
    do(st, "first 0", "direction clockwise")
    assert st.decision == "place" and "mulligan" not in legal(st)


def test_whole_match_reaches_a_winner_with_scores_of_three_seats():
    st = ImposterState(CUT, 4)
    while not st.match_over:
        do(st, str(st.legal_actions()[0]))
    assert max(st.scores) >= 7 and st.scores[st.winner] == max(st.scores)


# ----- play: knockouts, turns and reactions -------------------------------------------------


def _three(**kw):
    base = dict(
        hands=[["Elder", "Warlord"], ["Zealot", "Warden"], ["Elder", "Warden"]],
        successors=["Soldier", "Judge", "Fool"],
        kings_up=(True, True, True),
    )
    base.update(kw)
    return build(CUT, **base)


def test_positions_fill_the_seats_a_test_leaves_out():
    st = build(CUT, hands=[["Elder"], ["Zealot"]], direction=-1)
    assert st.hands[2] == [] and st.king_up == [True, True, True] and st.scores == [0, 0, 0]
    assert st.next_seat(0) == 2 and st.current_seat == 0


def test_a_knocked_out_seat_is_skipped_and_the_others_play_on():
    st = _three(hands=[["Warlord"], [], ["Queen"]], successors=[None, None, None])
    st.king_up[1] = False
    st._legal = None
    events = do(st, "play Warlord")
    assert [e.seat for e in events if e.kind == "knocked_out"] == [1]
    assert st.out == [1] and not st.round_over
    assert st.stack[-1] == ("turn", 2)
    do(st, "play Queen")
    assert st.current_seat == 0  # seat 1 is skipped


def test_the_seat_knocked_out_first_takes_the_true_king():
    st = _three(hands=[["Warlord"], [], []], successors=[None, None, None], true_king=0)
    st.king_up[1] = st.king_up[2] = False
    st._legal = None
    events = do(st, "play Warlord")
    result = next(e.arg for e in events if e.kind == "round_over")
    assert st.out == [1, 2] and st.true_king == 1
    assert result["winner"] == 0 and result["loser"] == 1


def test_a_knocked_out_seat_is_never_targeted():
    st = _three(hands=[["Princess", "Elder"], ["Zealot"], ["Elder", "Warden"]], out=[1])
    do(st, "play Princess")
    assert legal(st) == ["choose 2", "pass"]


def test_condemned_cards_cost_turns_so_you_play_on_your_own_card():
    # Rulebook FAQ, 3 & 4 players: "Do I ever have to play on my own card? Yes."
    st = _three(
        hands=[["Elder", "Warlord"], ["Queen"], ["Princess"]],
        condemned=[[], ["Soldier"], ["Judge"]],
    )
    do(st, "play Elder", "remove Soldier", "remove Judge")
    assert st.current_seat == 0 and legal(st) == ["play Warlord", "flip"]
    do(st, "play Warlord")
    assert court(st) == ["Elder", "Warlord"]


def test_reactions_are_asked_in_turn_order_from_the_next_player():
    for direction, order in ((1, [1, 2]), (-1, [2, 1])):
        st = _three(
            hands=[["Elder"], ["Zealot", "Warden"], ["Elder", "Warden"]],
            court=["Warlord"],
            direction=direction,
        )
        do(st, "flip")
        asked = []
        while st.decision == "react":
            asked.append(st.current_seat)
            do(st, "pass")
        assert asked == order


def test_kings_hand_answers_an_assassin_and_the_next_player_may_still_react():
    st = _three(
        hands=[["Elder"], ["Assassin", "Zealot"], ["King's Hand", "Warden"]],
        court=["Warlord"],
    )
    do(st, "flip", "react Assassin")
    # The Assassin's reaction opens a King's Hand window from the player after it.
    assert st.stack[-1][:3] == ("react", 2, "King's Hand")
    do(st, "react King's Hand")
    assert [st.name(c) for c in st.condemned[1]] == ["Assassin"]
    # The Assassin window of the flip goes on with the player after the first reactor.
    assert st.stack[-1][:3] == ("react", 2, "Assassin")
    do(st, "pass")
    assert court(st) == ["[Warlord]"] and not st.king_up[0]
    assert st.out == []


def _assassinate_seat0(**kw):
    base = dict(
        hands=[["Elder", "Queen"], ["Assassin", "Warden"], ["Zealot", "Elder"]],
        court=["Warlord"],
        successors=["Soldier", "Judge", "Fool"],
    )
    base.update(kw)
    st = build(CUT, **base)
    do(st, "flip", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    return st


def test_cutthroat_assassin_owner_keeps_one_of_the_victims_cards_or_the_assassin():
    st = _assassinate_seat0()
    assert st.out == [0] and not st.round_over
    assert st.stack[-1] == ("assassin_keep", 1, 0)
    assert sorted(legal(st)) == ["keep Assassin", "keep Elder", "keep Queen", "keep Soldier"]
    # The owner sees the victim's hand and Successor while it chooses.
    pool = st.view(1)["party"]["keep_pool"]
    assert labels(st, pool) == ["Assassin", "Elder", "Queen", "Soldier"]
    assert st.view(2)["party"]["keep_pool"] == []
    do(st, "keep Queen")
    assert hand(st, 1) == ["Queen", "Warden"]
    assert labels(st, st.party.buried) == ["Assassin", "Elder", "Soldier"]
    assert st.hands[0] == [] and st.successor[0] is None


def test_cutthroat_assassination_stops_the_flip_and_play_goes_on_with_the_next_seat():
    st = _assassinate_seat0()
    do(st, "keep Queen")
    assert court(st) == ["Warlord"] and st.king_up[0]  # the flip did not happen
    assert st.stack[-1] == ("turn", 1) and st.true_king == 0


def test_buried_cards_are_known_to_the_assassins_owner_only():
    st = _assassinate_seat0()
    do(st, "keep Queen")
    assert st.view(1)["party"]["buried"] == st.party.buried
    assert st.view(2)["party"]["buried"] == 3
    assert st.view(0)["party"]["buried"] == 3
    assert not set(st.party.buried) & st.public_ids()


def test_the_assassin_can_be_used_more_than_once_only_in_three_player():
    # Rulebook FAQ: "Can the Assassin be used more than once? Only in three-player."
    st = _assassinate_seat0()
    do(st, "keep Assassin", "play Warden")
    assert st.current_seat == 2
    do(st, "flip", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    assert st.round_over
    result = st.results[-1]
    assert result["winner"] == 1 and result["second"] == 2 and result["loser"] == 0


# ----- scoring ----------------------------------------------------------------------------------


def _last_knockout(hands, successors, kings=(True, True, True)):
    """Seat 2 is already out; seat 0 plays its last card and seat 1 cannot answer."""
    st = _three(hands=hands, successors=successors, out=[2], kings_up=kings)
    return st, do(st, "play Queen")


def test_winner_scores_one_plus_king_plus_each_opponent_with_cards_or_successor():
    st, events = _last_knockout(
        [["Queen", "Elder"], [], ["Zealot"]], [None, None, "Fool"], kings=(True, False, False)
    )
    result = next(e.arg for e in events if e.kind == "round_over")
    # Seat 1 (no cards, no Successor) scores nothing for the winner; seat 2 (a hand) does.
    assert result["points"] == {"win": 1, "king": 1, "cards": 1}
    assert st.scores[0] == 3


def test_each_opponent_still_holding_cards_is_a_point_so_a_round_scores_up_to_four():
    st, events = _last_knockout(
        [["Queen", "Elder"], ["Fool"], ["Zealot"]], [None, None, None], kings=(True, False, False)
    )
    result = next(e.arg for e in events if e.kind == "round_over")
    assert result["points"] == {"win": 1, "king": 1, "cards": 2} and result["total"] == 4
    assert st.scores == [4, 1, 0]


def test_the_seat_knocked_out_last_takes_second_place_and_one_point():
    st, events = _last_knockout(
        [["Queen"], [], ["Zealot"]], [None, None, None], kings=(False, False, False)
    )
    result = next(e.arg for e in events if e.kind == "round_over")
    assert result["second"] == 1 and result["second_points"] == 1
    assert result["points"] == {"win": 1, "king": 0, "cards": 1}
    assert st.scores == [2, 1, 0]


def test_second_place_can_win_the_match():
    st = _three(
        hands=[["Queen"], [], ["Zealot"]], successors=[None, None, None], out=[2], scores=(0, 6, 0)
    )
    st.king_up = [False, False, False]
    st._legal = None
    do(st, "play Queen")
    assert st.match_over and st.winner == 1


def test_a_tie_at_seven_goes_to_the_last_rounds_winner():
    st = _three(
        hands=[["Queen"], [], ["Zealot"]], successors=[None, None, None], out=[2], scores=(5, 6, 0)
    )
    st.king_up = [False, False, False]
    st._legal = None
    do(st, "play Queen")  # seat 0 scores 2 (win + seat 2's hand), seat 1 scores 1: 7 and 7
    assert st.scores[:2] == [7, 7] and st.winner == 0


# ----- the state's contract -------------------------------------------------------------------


def test_an_illegal_setup_action_leaves_the_state_unchanged():
    st = _to_exchange()
    before = st.snapshot()
    for bad in ("take 0:Queen", "take 1:Queen", "reveal Queen", "direction clockwise"):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    assert st.snapshot() == before


def test_a_saved_cutthroat_match_replays_to_the_same_state():
    st = ImposterState(CUT, 11)
    for _ in range(120):
        if st.match_over:
            break
        acts = st.legal_actions()
        st.apply(acts[len(acts) // 2])
    assert loads(dumps(st)).snapshot() == st.snapshot()


def test_a_concession_gives_the_match_to_the_best_placed_other_seat_and_says_why():
    # No rulebook rule: our reading (docs/rules-notes.md), decided by the model.
    st = ImposterState("imposter/cutthroat", 3)
    st.scores = [1, 4, 2]
    assert st.concede_winner(0) == (1, "score")
    # Two others tied: the one of them who won a round most recently ...
    st.scores = [1, 3, 3]
    st.results = [{"winner": 2}, {"winner": 1}, {"winner": 0}]
    assert st.concede_winner(0) == (1, "last_round")
    # ... and with no round won by either, the first of them in turn order after the conceder.
    st.results = [{"winner": 0}]
    st.direction = 1
    assert st.concede_winner(0) == (1, "turn_order")
    st.direction = -1
    assert st.concede_winner(0) == (2, "turn_order")
    assert ImposterState("imposter/2p-base", 3).concede_winner(1) == (0, "only")


def test_a_2v2_concession_gives_the_match_to_the_other_team():
    st = ImposterState("imposter/2v2", 3)
    st.scores = [2, 5, 2, 5]
    assert st.concede_winner(0) == (1, "team")
    assert st.concede_winner(3) == (0, "team")
    st.scores = [6, 1, 6, 1]  # not the partner, whatever the scores
    assert st.concede_winner(2) == (1, "team")
