"""The five goals of an Era, each checked at the exact moment it comes true, and two at once."""

from __future__ import annotations

from game.peasant import readings
from game.peasant.cards import KING as KING_ROLE
from game.peasant.positions import build, cid
from tests.game.peasant.helpers import ASSASSIN, play

K, P = 0, 1


def _result(st):
    assert st.round_over, "the Era should be over"
    return st.results[-1]["winner"], st.results[-1]["reason"]


def test_king_goal_the_assassin_in_the_discard_pile_by_condemn():
    st = build(rebels=["Thug", "Assassin"], deck=["Crier", "Knight"], rest="exile")
    play(st, "condemn 1")
    assert _result(st) == (K, "assassin_discarded")
    assert st.results[-1]["king"] == K


def test_king_goal_the_assassin_in_the_discard_pile_from_the_top_of_the_deck():
    st = build(deck=["Assassin", "Knight"], rest="exile")
    play(st, "condemn deck")
    assert _result(st) == (K, "assassin_discarded") and ASSASSIN in st.discard


def test_king_goal_the_deck_runs_out_when_the_peasant_draws_its_last_card():
    st = build(deck=["Crier"], to_move=P, rest="exile")
    play(st, "draw")
    assert _result(st) == (K, "deck_empty")


def test_king_goal_the_deck_runs_out_on_his_own_draw():
    st = build(deck=["Crier"], rest="exile")
    play(st, "pass")
    assert _result(st) == (K, "deck_empty")


def test_king_goal_the_deck_runs_out_mid_effect_and_nothing_more_happens():
    # the Knight discards the last card: the Era ends before his draw
    st = build(guards=["Knight"], deck=["Crier"], rest="exile")
    play(st, "mobilize Knight")
    assert _result(st) == (K, "deck_empty") and st.hands[K] == []


def test_peasant_goal_the_king_draws_the_assassin():
    st = build(deck=["Assassin", "Crier"], rest="exile")
    play(st, "pass")
    assert _result(st) == (P, "assassin_drawn")


def test_peasant_goal_the_king_draws_the_assassin_by_the_crier_mid_effect():
    st = build(guards=["Crier"], king_hand=["Knight"], deck=["Assassin", "Noble"], rest="exile")
    play(st, "mobilize Crier")
    assert _result(st) == (P, "assassin_drawn")


def test_peasant_goal_a_condemn_that_misses_the_assassin():
    st = build(rebels=["Thug", "Assassin"], deck=["Crier", "Knight"], rest="exile")
    play(st, "condemn 0")
    assert _result(st) == (P, "condemn_missed") and cid("Thug") in st.discard


def test_peasant_goal_condemning_the_deck_top_that_is_not_the_assassin():
    st = build(deck=["Crier", "Knight"], rest="exile")
    play(st, "condemn deck")
    assert _result(st) == (P, "condemn_missed")


def test_condemning_the_decoy_misses_and_the_decoy_is_exiled():
    st = build(rebels=["Decoy"], deck=["Crier", "Knight"], rest="exile")
    play(st, "condemn 0")
    assert _result(st) == (P, "condemn_missed") and cid("Decoy") in st.exile


def test_peasant_goal_dispatch_the_assassin_with_no_guard_in_town():
    st = build(rebels=["Assassin"], deck=["Crier", "Knight"], to_move=P, rest="exile")
    play(st, "dispatch 0")
    assert _result(st) == (P, "assassin_dispatched")


def test_two_goals_at_once_the_king_draws_the_last_card_and_it_is_the_assassin():
    assert readings.SIMULTANEOUS_GOALS_WINNER != KING_ROLE
    st = build(deck=["Assassin"], rest="exile")
    play(st, "pass")
    assert _result(st) == (P, "assassin_drawn")


def test_two_goals_at_once_condemning_the_last_card_when_it_is_not_the_assassin():
    st = build(deck=["Crier"], rest="exile")
    play(st, "condemn deck")
    assert _result(st) == (P, "condemn_missed")


def test_two_goals_at_once_follow_the_constant(monkeypatch):
    monkeypatch.setattr(readings, "SIMULTANEOUS_GOALS_WINNER", KING_ROLE)
    st = build(deck=["Assassin"], rest="exile")
    play(st, "pass")
    assert _result(st) == (K, "deck_empty")


def test_two_king_goals_at_once_name_the_assassin():
    st = build(guards=["Knight"], deck=["Crier", "Assassin"], rest="exile")
    play(st, "mobilize Knight")
    assert _result(st) == (K, "assassin_discarded")


def test_the_era_result_and_events_name_the_goal():
    st = build(deck=["Crier", "Knight"], rest="exile")
    events = play(st, "condemn deck")
    over = [e for e in events if e.kind == "round_over"]
    assert len(over) == 1 and over[0].arg["reason"] == "condemn_missed"
    assert over[0].arg["scores"] == [0, 1] and st.scores == [0, 1]
    assert st.legal_actions()[0].verb == "deal" and st.current_seat == P
