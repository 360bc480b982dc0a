"""2v2 (four players, partners 0+2 and 1+3): Reveal 3, the partner card, the take, the team
mulligan, the Successor look, the trade, team knockouts and team scoring (rulebook, 2v2)."""

import pytest

from game.core.actions import IllegalAction
from game.core.saves import dumps, loads
from game.imposter import court_setup
from game.imposter.match import ImposterState
from game.imposter.party import TRADE_ATTEMPTS
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, first_legal, labels, legal, rig

TEAM = "imposter/2v2"
HANDS = [
    ["Queen", "Elder", "Fool", "Soldier"],
    ["Princess", "Zealot", "Inquisitor", "Judge"],
    ["Sentry", "Warlord", "Mystic", "Oathbound"],
    ["Spy", "Herald", "Warden", "Assassin"],
]


def _revealed():
    """Every seat has revealed its first three named cards."""
    st = rig(TEAM, HANDS)
    for s in range(4):
        do(st, *(f"reveal {c}" for c in HANDS[s][:3]))
    return st


def _partnered():
    st = _revealed()
    do(st, *(f"partner {HANDS[s][3]}" for s in range(4)))
    return st


def _taking(first=0, direction="clockwise"):
    st = _partnered()
    do(st, f"first {first}", f"direction {direction}")
    return st


def _to_place():
    st = _taking()
    do(st, "take Warlord", "take Herald", "take Queen", "take Princess")
    return st


def _to_trade():
    st = _to_place()
    do(st, "successor Elder", "successor Zealot", "successor Sentry", "successor Spy")
    return st


def test_reveal_three_face_down_then_all_revealed_together():
    st = rig(TEAM, HANDS)
    assert st.stack[-1] == ("reveal", 0, 0)
    do(st, "reveal Queen", "reveal Elder")
    assert st.stack[-1] == ("reveal", 0, 2)
    do(st, "reveal Fool")
    assert st.current_seat == 1 and st.view(1)["party"]["seats"][0]["down"] == 3
    for s in (1, 2, 3):
        do(st, *(f"reveal {c}" for c in HANDS[s][:3]))
    assert labels(st, st.party.up[0]) == ["Elder", "Fool", "Queen"]
    assert st.view(3)["party"]["seats"][0]["up"] == st.party.up[0]
    assert st.decision == "partner_card" and st.current_seat == 0


def test_partner_card_is_hidden_until_all_four_are_placed_then_the_partner_sees_it():
    st = _revealed()
    do(st, "partner Soldier")
    assert st.view(2)["party"]["seats"][0]["partner_card"] is True
    do(st, "partner Judge", "partner Oathbound")
    assert st.view(2)["party"]["seats"][0]["partner_card"] is True  # seat 3 still to place
    do(st, "partner Assassin")
    assert st.view(2)["party"]["seats"][0]["partner_card"] == st.party.partner_card[0]
    assert st.view(0)["party"]["seats"][2]["partner_card"] == st.party.partner_card[2]
    # The other team never sees it.
    assert st.view(1)["party"]["seats"][0]["partner_card"] is True
    assert st.view(3)["party"]["seats"][2]["partner_card"] is True
    assert st.stack[-1] == ("first", 0)


def test_true_king_chooses_first_player_and_direction_before_the_take():
    st = _partnered()
    do(st, "first 1")
    assert st.stack[-1] == ("direction", 0)
    do(st, "direction counterclockwise")
    assert st.direction == -1
    seats = []
    while st.decision == "partner_take":
        seats.append(st.current_seat)
        first_legal(st)
    assert seats == [1, 0, 3, 2]


def test_take_one_of_the_partners_four_cards():
    st = _taking()
    assert sorted(legal(st)) == ["take Mystic", "take Oathbound", "take Sentry", "take Warlord"]
    do(st, "take Oathbound")  # the partner card
    assert labels(st, st.party.partner_card[0]) == ["Oathbound", "Soldier"]
    # The face-down card taken stays hidden from the other team.
    assert st.view(1)["party"]["seats"][0]["taken_from"] == []
    assert st.view(2)["party"]["seats"][0]["taken_from"] == st.party.taken_from[0]


def test_you_cannot_take_back_a_card_your_partner_took_from_you():
    st = _taking()
    do(st, "take Warlord", "take Herald")
    assert st.current_seat == 2
    # Seat 2 sees seat 0's four plus the Warlord seat 0 took from it: not the Warlord.
    assert sorted(legal(st)) == ["take Elder", "take Fool", "take Queen", "take Soldier"]


def test_setup_cards_go_back_to_hand_and_partners_know_the_partner_cards():
    st = _to_place()
    assert st.party.up == [[], [], [], []] and st.party.partner_card == [[], [], [], []]
    assert all(len(h) == 7 for h in st.hands)
    assert "Warlord" in labels(st, st.hands[0]) and "Warlord" not in labels(st, st.hands[2])
    # Everyone saw the revealed ones; the partner also knows the partner card (Soldier).
    assert "Soldier" in st.known[2][0] and "Soldier" not in st.known[1][0]
    assert "Elder" in st.known[1][0] and "Warlord" in st.known[3][0]
    assert st.decision == "place" and st.current_seat == 0


def test_first_mulligan_of_a_team_is_free_and_the_round_is_set_up_again():
    st = _to_place()
    do(st, "mulligan")
    assert st.scores == [0, 0, 0, 0] and st.mulligans == [1, 0, 0, 0]
    assert st.round_no == 1 and st.decision == "reveal" and st.party.step == 1


def test_the_partners_mulligan_after_the_free_one_costs_the_other_team_two_each():
    st = _to_place()
    st.mulligans = [1, 0, 0, 0]
    first_legal(st, 2)  # seats 0 and 1 lock in their Successors
    assert st.current_seat == 2 and "mulligan" in legal(st)
    do(st, "mulligan")
    assert st.scores == [0, 2, 0, 2]
    assert st.true_king == 2


def test_the_other_team_still_has_its_own_free_mulligan():
    st = _to_place()
    st.mulligans = [1, 0, 0, 0]
    do(st, str(st.legal_actions()[0]), "mulligan")
    assert st.scores == [0, 0, 0, 0] and st.true_king == 0


def test_partners_see_each_others_successor_once_both_placed():
    st = _to_place()
    do(st, "successor Elder", "successor Zealot")
    assert st.view(2)["party"]["partner_successor"] is None
    do(st, "successor Sentry", "successor Spy")
    assert st.view(2)["party"]["partner_successor"] == st.successor[0]
    assert st.view(2)["seats"][0]["successor"] == st.successor[0]
    assert st.view(1)["seats"][0]["successor"] is True
    assert st.view(1)["party"]["partner_successor"] == st.successor[3]
    assert st.decision == "trade" and st.current_seat == 0


def test_an_equal_trade_swaps_the_cards_and_the_giver_knows_where_they_went():
    st = _to_trade()
    fool = st.find(st.hands[0], "Fool")
    do(st, "trade Fool")
    assert st.view(0)["party"]["seats"][0]["trade"] == [fool]
    do(st, "trade done", "trade done")  # seat 0 one card; seat 1 none
    mystic = st.find(st.hands[2], "Mystic")
    do(st, "trade Mystic", "trade done", "trade done")
    assert fool in st.hands[2] and mystic in st.hands[0]
    assert "Fool" in st.known[0][2] and "Mystic" in st.known[2][0]
    assert "Fool" not in st.known[1][2]
    assert st.decision == "dungeon" and st.current_seat == 0


def test_trade_choices_are_secret_even_from_the_partner_until_both_are_done():
    st = _to_trade()
    before = {s: st.view(s) for s in (1, 2, 3)}
    events = do(st, "trade Fool")
    assert events == [] and len(st.hands[0]) == 6
    for s in (1, 2, 3):
        assert st.view(s)["party"]["seats"][0]["trade"] is None
        assert st.view(s)["seats"][0]["hand"] == 6
        assert st.view(s) == before[s]
    # Once both partners are done, the swap shows two face-down cards moving, to the others.
    do(st, "trade done", "trade done", "trade Mystic", "trade done")
    events = do(st, "trade done")
    moves = [e for e in events if e.kind == "move"]
    assert len(moves) == 4 and all(e.for_seat(1).card is None for e in moves)
    assert all(e.for_seat(2).card is not None for e in moves)


def test_two_cards_end_the_trade_without_done():
    st = _to_trade()
    do(st, f"trade {st.label(st.hands[0][0])}", f"trade {st.label(st.hands[0][1])}")
    assert st.current_seat == 1 and len(st.party.trade[0]) == court_setup.TRADE_MAX


def test_an_unequal_trade_comes_back_and_the_team_tries_again_then_no_trade():
    st = _to_trade()
    hand0 = sorted(st.hands[0])
    do(st, "trade Fool", "trade done", "trade done", "trade done", "trade done")
    # Team 0 put out 1 and 0: the Fool is back; team 1 (0 and 0) is done.
    assert sorted(st.hands[0]) == hand0
    assert st.stack[-1] == ("trade", 0, 2) and st.party.trading == [0, 2]
    assert TRADE_ATTEMPTS == 2
    do(st, "trade Fool", "trade done", "trade done")
    assert sorted(st.hands[0]) == hand0 and st.decision == "dungeon"


def test_an_unequal_trade_tells_the_table_how_many_each_partner_put_out():
    # Rulebook, 2v2 Trade: the cards are placed face down on the table, so everyone sees how
    # many each partner put out once both are done (never which cards).
    st = _to_trade()
    events = do(st, "trade Fool", "trade done", "trade done", "trade done")
    events += do(st, "trade done")  # seat 2 puts out none, seat 3 none: team 1 trades nothing
    (miss,) = [e for e in events if e.kind == "trade_unmatched"]
    assert (miss.seat, miss.arg) == (0, (True, 1, 0))
    for s in range(4):
        assert miss.for_seat(s) == miss  # the counts are the table's, no card is named
    events = do(st, "trade Fool", "trade Soldier")  # two cards end seat 0's trade
    events += do(st, "trade done")
    (miss,) = [e for e in events if e.kind == "trade_unmatched"]
    assert miss.arg == (False, 2, 0) and st.decision == "dungeon"


def test_dungeon_after_the_trade_then_play_begins_with_the_first_player():
    st = _to_trade()
    do(st, *["trade done"] * 4)
    seats = []
    while st.decision == "dungeon":
        seats.append(st.current_seat)
        first_legal(st)
    assert seats == [0, 1, 2, 3] and st.stack[-1] == ("turn", 0)
    assert all(d is not None for d in st.dungeon)


# ----- play --------------------------------------------------------------------------------


def _four(**kw):
    base = dict(
        hands=[["Elder", "Warlord"], ["Zealot", "Warden"], ["Elder", "Warden"], ["Zealot"]],
        successors=["Soldier", "Judge", "Fool", "Fool"],
        kings_up=(True, True, True, True),
    )
    base.update(kw)
    return build(TEAM, **base)


def test_the_first_knockout_ends_the_round_and_both_partners_score():
    st = _four(hands=[["Queen"], [], ["Elder"], ["Zealot"]], successors=[None, None, "Fool", None])
    st.king_up[1] = False
    st._legal = None
    events = do(st, "play Queen")
    result = next(e.arg for e in events if e.kind == "round_over")
    assert st.out == [1] and result["team"] == 0 and result["winners"] == [0, 2]
    # 1 + a King face up on the team + an opponent (seat 3) still holding cards.
    assert result["points"] == {"win": 1, "king": 1, "cards": 1}
    assert st.scores == [3, 0, 3, 0] and st.true_king == 1


def test_team_king_point_counts_either_partner_and_cards_either_opponent():
    st = _four(hands=[["Queen"], [], ["Elder"], []], successors=[None, None, None, None])
    st.king_up = [False, False, True, False]
    st._legal = None
    do(st, "play Queen")
    assert st.results[-1]["points"] == {"win": 1, "king": 1, "cards": 0}
    assert st.scores == [2, 0, 2, 0]


def test_team_tie_at_seven_goes_to_the_last_rounds_winning_team():
    st = _four(
        hands=[["Queen"], [], ["Elder"], []],
        successors=[None, None, None, None],
        scores=(5, 7, 5, 7),
    )
    st.king_up = [False, False, True, False]
    st._legal = None
    do(st, "play Queen")
    assert st.scores == [7, 7, 7, 7] and st.mode.team_of(st.winner) == 0


def test_two_assassins_one_stopped_by_the_kings_hand_the_other_knocks_out():
    st = _four(
        hands=[["Elder", "King's Hand"], ["Assassin", "Zealot"], ["Elder"], ["Assassin"]],
        court=["Warlord"],
    )
    do(st, "flip", "react Assassin")
    assert st.stack[-1][:3] == ("react", 2, "King's Hand")
    do(st, "pass", "pass", "react King's Hand")  # seats 2 and 3 pass, seat 0 answers
    assert [st.name(c) for c in st.condemned[1]] == ["Assassin"]
    assert st.stack[-1][:3] == ("react", 2, "Assassin")
    do(st, "pass", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    assert st.round_over and st.results[-1]["team"] == 1 and st.out == [0]
    assert court(st) == ["Warlord"]


def test_inquisitor_affects_your_partner_too():
    # Rulebook FAQ: "Does the Inquisitor affect my partner in 2v2? Yes."
    st = _four(hands=[["Inquisitor", "Elder"], ["Zealot"], ["Elder", "Warden"], ["Zealot"]])
    do(st, "play Inquisitor", "name Elder")
    while st.decision == "react":
        do(st, "pass")
    assert labels(st, st.ante[2]) == ["Elder"]


def test_judge_chooses_which_opponent_to_guess():
    st = _four(hands=[["Judge", "Elder"], ["Zealot"], ["Elder"], ["Warden"]])
    do(st, "play Judge")
    assert legal(st) == ["choose 1", "choose 3"]
    do(st, "choose 3", "name Warden")
    while st.decision == "react":
        do(st, "pass")
    assert st.decision == "judge_ante"


def test_an_illegal_take_leaves_the_state_unchanged():
    st = _taking()
    do(st, "take Warlord", "take Herald")
    before = st.snapshot()
    for bad in ("take Warlord", "take Princess", "trade done", "mulligan"):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    assert st.snapshot() == before


def test_a_saved_2v2_match_replays_to_the_same_state():
    st = ImposterState(TEAM, 5)
    for _ in range(150):
        if st.match_over:
            break
        acts = st.legal_actions()
        st.apply(acts[-1])
    assert loads(dumps(st)).snapshot() == st.snapshot()


def test_whole_2v2_match_ends_with_a_winning_team_of_equal_scores():
    st = ImposterState(TEAM, 8)
    while not st.match_over:
        first_legal(st)
    assert st.scores[0] == st.scores[2] and st.scores[1] == st.scores[3]
    assert st.scores[st.winner] >= 7


def test_a_partner_who_saw_the_successor_knows_it_went_into_hand_on_the_flip():
    st = _four(hands=[["Elder"], ["Zealot"], ["Elder"], ["Zealot"]], court=["Warlord"])
    st.party.seen_successor[2] = st.successor[0]
    do(st, "flip")
    while st.decision == "react":
        do(st, "pass")
    assert "Soldier" in st.known[2][0] and "Soldier" not in st.known[1][0]
