"""Expert's opponent model (game/ai/imposter_evidence.py): the worlds it keeps follow what the
other seat's public moves say, and it reads nothing the seat cannot see."""

from __future__ import annotations

from game.ai import imposter_evidence as ev
from game.ai.budget import Budget
from game.ai.knowledge import budget_for
from game.ai.players import make_player
from game.ai.search import search
from game.core.registry import new_match
from game.core.rng import Rng

MODE = "imposter/2p-base"


def _setup(seed: int, dungeon_pick: int):
    """A 2P match through its setup, seat 1 choosing its ``dungeon_pick``-th legal Dungeon and
    every other setup choice the first legal one."""
    st = new_match(MODE, seed)
    while st.stack[-1][0] != "turn":
        legal = st.legal_actions()
        frame = st.stack[-1]
        pick = dungeon_pick if frame[0] == "dungeon" and frame[1] == 1 else 0
        st.apply(legal[min(pick, len(legal) - 1)])
    return st


def _twins(seed: int):
    """Two matches seat 0 cannot tell apart: seat 1 put a different card in its Dungeon, then
    both went on with the same public moves, until seat 0 is to take a turn after seat 1 played
    a card. None when the two runs part ways (a move legal in one hand only)."""
    a, b = _setup(seed, 0), _setup(seed, 1)
    if a.cards[a.dungeon[1]].label == b.cards[b.dungeon[1]].label:
        return None
    played = False
    for _ in range(40):
        if a.round_over or b.round_over:
            return None
        if a.current_seat == 0 and a.stack[-1][0] == "turn" and played:
            return a, b
        shared = [x for x in a.legal_actions() if x in set(b.legal_actions())]
        if not shared:
            return None
        # Seat 1 plays its highest common card, so its choices carry evidence.
        move = shared[-1] if a.current_seat == 1 else shared[0]
        played = played or (a.current_seat == 1 and move.verb == "play")
        a.apply(move)
        b.apply(move)
    return None


def _find_twins():
    for seed in range(1, 60):
        found = _twins(seed)
        if found is not None and found[0].view(0) == found[1].view(0):
            return found
    raise AssertionError("no pair of matches seat 0 cannot tell apart")


def test_expert_reads_the_opponent_and_hard_does_not():
    assert budget_for("expert", 2, MODE).worlds > 1
    assert budget_for("hard", 2, MODE).worlds == 1
    assert budget_for("normal", 2, MODE).worlds == 1


def test_expert_decides_alike_where_only_the_opponents_hidden_choice_differs():
    a, b = _find_twins()
    assert a.history != b.history  # the Dungeon's name is in the action list, hidden from seat 0
    assert ev.observations(a, 0) == ev.observations(b, 0)
    assert any(one.kind == "play" for one in ev.observations(a, 0))
    budget = Budget(240, early_stop=False, worlds=4)
    first, second = search(a, 0, budget, seed=3), search(b, 0, budget, seed=3)
    assert first.action == second.action
    assert [(c.text, c.visits) for c in first.choices] == [
        (c.text, c.visits) for c in second.choices
    ]


def test_an_expert_with_its_own_count_keeps_the_opponent_model():
    a, _ = _find_twins()
    player = make_player("expert:200", 5)
    assert player.iterations == 200 and player.level == "expert"
    moves = [make_player("expert:200", 9).choose(a, 0) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in a.legal_actions()


def test_a_dear_card_played_over_a_cheap_one_makes_the_cheap_one_less_likely_in_hand():
    costs = {"Elder": 3.0, "Warlord": 7.0, "Queen": 9.0}
    one = ev.Seen("play", 1, "Warlord", costs=tuple(costs.items()), flip=None)
    with_cheap = ev._turn_likelihood(one, costs, ["Elder", "Fool"])
    without = ev._turn_likelihood(one, costs, ["Queen", "Fool"])
    assert with_cheap < without
    assert 0.0 < with_cheap  # never ruled out: the opponent may not play as the policy does


def test_a_flip_with_a_cheap_playable_card_is_less_likely():
    costs = {"Elder": 3.0, "Warlord": 7.0}
    one = ev.Seen("flip", 1, costs=tuple(costs.items()), flip=10.5)
    assert ev._turn_likelihood(one, costs, ["Elder"]) < ev._turn_likelihood(one, costs, ["Fool"])


def test_a_declined_kings_hand_weighs_against_worlds_where_it_was_held():
    st = _setup(3, 0)
    kh = next(c for c, card in enumerate(st.cards) if card.name == "King's Hand")
    spare = next(c for c in st.hands[1] if st.cards[c].name != "King's Hand")
    holding, empty = st.clone(), st.clone()
    for world, card in ((holding, kh), (empty, spare)):
        for zone in [world.hands[0], world.hands[1], world.unused]:
            if kh in zone:
                zone.remove(kh)
        if card == kh:
            world.hands[1][world.hands[1].index(spare)] = kh
            world.unused.append(spare)
        else:
            world.unused.append(kh)
    one = ev.Seen("pass", 1, "King's Hand", "Soldier")
    assert ev._pass_likelihood(holding, one) < ev._pass_likelihood(empty, one) == 1.0


def test_a_sampled_world_has_no_record_to_read():
    st = _setup(4, 0)
    assert ev.weigher(st.determinize(0, Rng(1)), 0) is None
    assert ev.weigher(st, 0) is not None


def test_the_record_is_of_this_round_only():
    st = _setup(5, 0)
    while st.round_no == 1:
        st.apply(st.legal_actions()[0])
    assert not st.match_over
    while st.stack[-1][0] != "turn":
        st.apply(st.legal_actions()[0])
    assert ev.observations(st, st.current_seat) == ()  # round 2's first turn: nothing seen yet


def test_an_action_list_that_does_not_lead_to_the_table_is_not_read():
    a, _ = _find_twins()
    assert ev.observations(a, 0)
    short = a.clone()
    short.history = short.history[:-2]  # no longer this table's record
    assert ev.observations(short, 0) == ()
    wrong = a.clone()
    wrong.history = [*wrong.history[:5], "play Nobody", *wrong.history[5:]]
    assert ev.observations(wrong, 0) == ()
