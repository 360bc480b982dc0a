"""The Era setup, the opening placements and the match of Eras (rulebook: Setup, End of an Era)."""

from __future__ import annotations

import pytest

from game.peasant.cards import ASSASSIN, DECOY, SENTINEL
from game.peasant.modes import MATCH_TARGET, MODES
from game.peasant.state import PeasantState
from tests.game.peasant.helpers import legal, play, random_match


def test_setup_deals_sentinel_to_the_king_assassin_and_decoy_to_the_peasant_and_8_to_the_deck():
    for seed in range(20):
        st = PeasantState("peasant/eras", seed)
        k, p = st.king, st.peasant
        assert SENTINEL in st.hands[k] and len(st.hands[k]) == 5
        assert {ASSASSIN, DECOY} <= set(st.hands[p]) and len(st.hands[p]) == 5
        assert len(st.deck) == 8
        assert not st.guards and not st.rebels and not st.discard and not st.exile
        # the setup cards are public: each seat knows the other holds them
        assert st.view(k)["seats"][p]["known"] == [ASSASSIN, DECOY]
        assert st.view(p)["seats"][k]["known"] == [SENTINEL]


def test_the_peasant_places_up_to_3_rebels_face_down_then_the_king_up_to_3_guards():
    st = PeasantState("peasant/eras", 5, {"first_king": "0"})
    assert (st.decision, st.current_seat) == ("setup_hide", 1)
    assert {"hide Assassin", "hide Decoy", "done"} <= set(legal(st))
    events = play(st, "hide Assassin", "hide Decoy", "done")
    assert st.rebels == [ASSASSIN, DECOY] and not st.up
    hidden = [e for e in events if e.kind == "move" and e.arg == "hide"]
    assert [e.for_seat(0).card for e in hidden] == [None, None]  # face down to the King
    assert (st.decision, st.current_seat) == ("setup_ready", 0)
    assert "ready Sentinel" in legal(st) and legal(st)[-1] == "done"
    play(st, "ready Sentinel", "done")
    assert st.guards == [SENTINEL]
    # then the Peasant takes the first turn
    assert (st.decision, st.current_seat) == ("turn", 1)
    assert legal(st)[-1] == "draw"


def test_setup_placements_stop_after_three():
    for seed in range(40):
        st = PeasantState("peasant/eras", seed, {"first_king": "1"})
        hides = [a for a in legal(st) if a.startswith("hide")]
        if len(hides) >= 3:
            play(st, *hides[:3])
            assert st.decision == "setup_ready" and len(st.rebels) == 3
            return
    pytest.fail("no seed with three Rebels to hide")


def test_first_king_option_chooses_the_first_king_or_draws_it_from_the_seed():
    assert PeasantState("peasant/eras", 3, {"first_king": "0"}).king == 0
    assert PeasantState("peasant/eras", 3, {"first_king": "1"}).king == 1
    kings = {PeasantState("peasant/eras", s).king for s in range(20)}
    assert kings == {0, 1}
    assert PeasantState("peasant/eras", 7).king == PeasantState("peasant/eras", 7).king
    assert PeasantState("peasant/eras", 7).options == {"first_king": "random", "target": "2"}


def test_an_unknown_option_or_value_is_refused_with_the_allowed_values():
    with pytest.raises(ValueError, match="random, 0, 1"):
        PeasantState("peasant/eras", 1, {"first_king": "2"})
    with pytest.raises(ValueError, match="colour"):
        PeasantState("peasant/eras", 1, {"colour": "red"})
    with pytest.raises(KeyError, match="peasant/eras"):
        PeasantState("peasant/nope", 1)


def test_the_mode_and_its_option_are_data():
    m = MODES["peasant/eras"]
    assert m.id.startswith("peasant/") and m.seats == 2
    opt, _target = m.options
    assert opt.key == "first_king" and opt.default == "random"
    assert [v for v, _ in opt.choices] == ["random", "0", "1"]


def test_a_match_is_first_to_two_eras_and_each_eras_winner_is_the_next_king():
    assert MATCH_TARGET == 2
    for seed in range(30):
        st = random_match(seed)
        assert st.scores[st.winner] == 2 and st.scores[1 - st.winner] < 2
        assert 2 <= len(st.results) <= 3
        for before, after in zip(st.results, st.results[1:], strict=False):
            assert after["king"] == before["winner"]
        for r in st.results:
            assert r["points"] == {"win": 1} and r["total"] == 1
            assert r["loser"] == 1 - r["winner"]


def test_between_eras_the_winner_deals_and_the_next_era_starts_fresh():
    st = PeasantState("peasant/eras", 2, {"first_king": "0"})
    rng_actions = 0
    from game.core.rng import Rng

    rng = Rng(3)
    while not st.round_over:
        st.apply(rng.choice(st.legal_actions()))
        rng_actions += 1
    winner = st.results[-1]["winner"]
    assert st.decision == "deal" and st.current_seat == winner
    assert st.legal_actions() == [st.legal_actions()[0]] and legal(st) == ["deal"]
    view = st.view(1 - winner)
    assert set(view["round_reveal"]) == {"hands", "deck", "rebels"}
    events = play(st, "deal")
    assert st.king == winner and st.round_no == 2
    assert events[0].kind == "round_start" and events[0].arg == 2
    assert len(st.deck) == 8 and st.decision == "setup_hide"
    assert "round_reveal" not in st.view(0)
