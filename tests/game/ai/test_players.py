"""The AI opponents: always legal, honest, reproducible, and search beats random."""

import json

import pytest

from game.ai import arena
from game.ai.players import (
    LEVEL_TITLES,
    LEVELS,
    SearchPlayer,
    decide_from_save,
    hint,
    hint_from_save,
    make_player,
)
from game.ai.search import Budget, search
from game.core.registry import modes, new_match
from game.core.rng import Rng
from game.core.saves import dumps

MODES = sorted(modes())
TINY = Budget(iterations=12, early_stop=False)


def tiny(seed: int) -> SearchPlayer:
    return SearchPlayer(seed, TINY, "hard")


def positions(mode_id: str, seed: int, count: int, skip: int = 3):
    """Real mid-match states reached by random play, every ``skip`` decisions."""
    rng = Rng(seed)
    st = new_match(mode_id, seed)
    found = []
    steps = 0
    while len(found) < count and not st.match_over:
        steps += 1
        if steps % skip == 0 and len(st.legal_actions()) > 1:
            found.append(st.clone())
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    return found


def test_levels_are_offered_with_titles():
    assert LEVELS == ("easy", "normal", "hard", "expert")
    assert set(LEVEL_TITLES) == set(LEVELS)
    for level in (*LEVELS, "random"):
        assert make_player(level, 3).choose is not None
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


@pytest.mark.parametrize("mode_id", MODES)
def test_every_decision_gets_a_legal_action(mode_id):
    kinds = set()
    for game in range(2):
        st = new_match(mode_id, 40 + game)
        players = [tiny(game), make_player("easy", game)]
        if game == 1:
            players = [make_player("random", game), tiny(game + 7)]
        while not st.match_over:
            seat = st.current_seat
            kinds.add(st.decision)
            action = players[seat % 2].choose(st, seat)
            assert action in st.legal_actions(), (st.decision, action)
            st.apply(action)
    # The Imposter Kings and King and Peasant have turns and a deal between rounds, and The
    # Imposter Kings picks who starts; Usurp the King is one game of placements, then the
    # Rebellion.
    expected = {
        "imposter": {"turn", "deal", "first"},
        "peasant": {"turn", "deal"},
        "usurp": {"place"},
    }[mode_id.split("/")[0]]
    assert expected <= kinds


def test_rare_decisions_get_legal_actions_in_many_positions():
    """Reactions, naming, Disgrace choices and swaps come up across these positions."""
    kinds = set()
    for seed in range(12):
        for st in positions("imposter/2p-base", 500 + seed, 40, skip=1):
            kinds.add(st.decision)
            seat = st.current_seat
            for player in (tiny(seed), make_player("easy", seed)):
                assert player.choose(st, seat) in st.legal_actions()
    assert {"place", "dungeon", "turn", "react", "soldier", "inquire", "judge", "take"} <= kinds


@pytest.mark.parametrize("mode_id", MODES)
def test_same_decision_on_a_state_and_on_its_determinization(mode_id):
    """The AI reads only what its seat may know: a sampled world of its own information set is
    indistinguishable to it, so with the same seed it decides the same."""
    rng = Rng(9)
    for st in positions(mode_id, 11, 8):
        seat = st.current_seat
        world = st.determinize(seat, rng)
        for level in ("easy", "tiny"):
            a = make_player(level, 5) if level == "easy" else tiny(5)
            b = make_player(level, 5) if level == "easy" else tiny(5)
            assert a.choose(st, seat) == b.choose(world, seat)
        one = search(st, seat, TINY, seed=4)
        two = search(world, seat, TINY, seed=4)
        assert one.choices == two.choices


def test_same_seed_and_budget_give_the_same_decision():
    for st in positions("imposter/2p-base", 21, 6):
        seat = st.current_seat
        budget = Budget(iterations=60)
        first = search(st, seat, budget, seed=8)
        again = search(st.clone(), seat, budget, seed=8)
        assert first.action == again.action
        assert first.choices == again.choices


def test_worker_entry_points_match_a_direct_decision():
    st = positions("imposter/2p-base", 31, 3)[-1]
    while st.history is None or len(st.legal_actions()) < 2:
        st.apply(st.legal_actions()[0])
    seat = st.current_seat
    text = dumps(st)
    assert decide_from_save(text, seat, "easy", 2) == str(make_player("easy", 2).choose(st, seat))
    assert decide_from_save(text, seat, "random", 2) in {str(a) for a in st.legal_actions()}
    action, reason = hint_from_save(text, seat, 1)
    assert action in {str(a) for a in st.legal_actions()}
    assert reason and "\n" not in reason


def test_hint_speaks_in_card_names_not_ids():
    st = new_match("imposter/2p-base", 3)
    while st.decision != "turn" or len(st.legal_actions()) < 3:
        st.apply(st.legal_actions()[0])
    action, reason = hint(st, st.current_seat, seed=1)
    assert action in st.legal_actions()
    assert "%" in reason and "to win the match" in reason
    names = {c.name for c in st.cards}
    assert any(f"the {n}" in reason for n in names)  # cards by name, never by id
    assert "@" not in reason and not reason.startswith(("Play", "play"))


def test_search_beats_random_in_a_small_sample():
    budget = Budget(iterations=80)
    wins = 0
    for game in range(10):
        st = new_match("imposter/2p-base", 70 + game)
        search_seat = game % 2
        players = {search_seat: SearchPlayer(game, budget), 1 - search_seat: make_player("random")}
        while not st.results:
            seat = st.current_seat
            st.apply(players[seat].choose(st, seat))
        wins += st.results[0]["winner"] == search_seat
    assert wins >= 8


def test_arena_prints_a_json_summary(capsys):
    arena.main(["--a", "easy", "--b", "random", "--rounds", "4", "--workers", "1"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    data = json.loads(last)
    for key in ("a_wins", "b_wins", "games", "ci95", "ms_per_decision_median"):
        assert key in data
    assert data["a_wins"] + data["b_wins"] == data["games"] == 4
