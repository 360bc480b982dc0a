from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import do


def test_round_winner_scores_one_plus_king_plus_cards_left():
    st = build(hands=[["Queen", "Fool"], ["Elder"]], court=["Soldier"], kings_up=[True, False])
    do(st, "play Queen")
    # Seat 1: Elder on the Queen is allowed (Royalty)... play it, then seat 0 has the Fool.
    assert st.current_seat == 1
    do(st, "play Elder")
    do(st, "flip")  # seat 0 flips: Disgrace the Elder; no Successor
    assert st.round_over
    r = st.results[-1]
    assert r["winner"] == 0 and r["points"] == {"win": 1, "king": 0, "cards": 0}


def test_winner_with_king_up_and_loser_holding_cards_scores_three():
    st = build(
        hands=[["Queen"], ["Fool"]],
        court=["Soldier"],
        kings_up=[True, False],
    )
    do(st, "play Queen")
    r = st.results[-1]
    assert r["winner"] == 0 and r["points"] == {"win": 1, "king": 1, "cards": 1}
    assert st.scores == [3, 0]


def test_loser_takes_the_true_king_and_chooses_who_goes_first():
    st = build(hands=[["Queen"], ["Fool"]], court=["Soldier"], kings_up=[True, False])
    do(st, "play Queen")
    assert st.true_king == 1 and st.decision == "deal" and st.current_seat == 1
    do(st, "deal")
    assert st.decision == "first" and st.current_seat == 1


def test_quickplay_scores_one_point_a_round():
    st = build(
        "imposter/quickplay-1",
        hands=[["Queen"], ["Fool"]],
        court=["Soldier"],
        kings_up=[True, False],
    )
    do(st, "play Queen")
    assert st.results[-1]["total"] == 1


def test_match_ends_at_seven_and_highest_score_wins():
    st = build(
        hands=[["Queen"], ["Fool"]], court=["Soldier"], scores=[5, 6], kings_up=[True, False]
    )
    do(st, "play Queen")
    assert st.match_over and st.winner == 0 and st.scores == [8, 6]
    assert st.legal_actions() == []


def test_match_tie_at_seven_goes_to_the_final_round_winner():
    st = build(
        hands=[["Queen"], ["Fool"]], court=["Soldier"], scores=[4, 7], kings_up=[True, False]
    )
    # Seat 1 at 7 before this round cannot be (the match would be over), so build the tie:
    st.scores = [4, 7]
    do(st, "play Queen")
    assert st.scores == [7, 7] and st.match_over and st.winner == 0


def test_base_setup_deals_eight_each_with_accused_and_unused():
    st = ImposterState("imposter/2p-base", 5)
    assert [len(h) for h in st.hands] == [8, 8]
    assert st.accused is not None and len(st.unused) == 1
    assert st.decision == "first" and st.current_seat == st.true_king


def test_quickplay_steps_decks():
    one = ImposterState("imposter/quickplay-1", 1)
    assert one.name(one.accused) == "Assassin" and [len(h) for h in one.hands] == [7, 7]
    assert one.unused == []
    two = ImposterState("imposter/quickplay-2", 1)
    assert len(two.cards) == 15 and two.accused is not None and two.unused == []
    three = ImposterState("imposter/quickplay-3", 1)
    assert len(three.cards) == 16 and len(three.unused) == 1


def test_successor_and_dungeon_placement_first_player_first():
    st = ImposterState("imposter/2p-base", 2)
    tk = st.current_seat
    do(st, f"first {1 - tk}")
    first = 1 - tk
    assert st.current_seat == first and st.decision == "place"
    hand0 = st.legal_actions()[0]
    do(st, str(hand0))
    assert st.decision == "dungeon" and st.current_seat == first
    do(st, str(st.legal_actions()[0]))
    assert st.decision == "place" and st.current_seat == 1 - first
    do(st, str(st.legal_actions()[0]))
    do(st, str(st.legal_actions()[0]))
    assert st.decision == "turn" and st.current_seat == first
    assert [len(h) for h in st.hands] == [6, 6]


def test_quickplay_has_no_dungeon_and_no_mulligan():
    st = ImposterState("imposter/quickplay-1", 2)
    do(st, "first 0")
    assert "mulligan" not in [str(a) for a in st.legal_actions()]
    do(st, str(st.legal_actions()[0]))
    assert st.decision == "place" and st.current_seat == 1
