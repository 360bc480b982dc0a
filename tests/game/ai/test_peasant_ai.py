"""The King and Peasant AI: honest sampling, the roles' goals in the policy, hints, budgets."""

import pytest

from game.ai.hints import hint
from game.ai.knowledge import knowledge_for
from game.ai.peasant_beliefs import assassin_odds
from game.ai.peasant_hints import WORDS
from game.ai.peasant_knowledge import (
    KNOWLEDGE,
    PeasantKnowledge,
    era_equity,
    policy,
    searched_moves,
)
from game.ai.players import HeuristicPlayer, SearchPlayer, make_player
from game.ai.search import Budget, search
from game.core.registry import new_match
from game.core.rng import Rng
from game.peasant.positions import build, cid
from game.peasant.rules import frame, settle
from tests.game.peasant.helpers import ASSASSIN, KING, PEASANT

SMALL = Budget(iterations=120, early_stop=False)


def positions(seed: int, count: int, skip: int = 2):
    """Real positions of Eras reached by random play (both roles, every decision kind)."""
    rng = Rng(seed)
    st = new_match("peasant/eras", seed)
    found = []
    steps = 0
    while len(found) < count:
        if st.match_over:
            st = new_match("peasant/eras", seed + 1000 + steps)
        steps += 1
        if steps % skip == 0 and len(st.legal_actions()) > 1:
            found.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return found


def test_the_registry_gives_the_peasant_knowledge():
    st = new_match("peasant/eras", 1)
    assert knowledge_for(st) is KNOWLEDGE
    assert isinstance(KNOWLEDGE, PeasantKnowledge) and KNOWLEDGE.match_target == 2


def test_determinize_keeps_the_view_of_the_seat_that_samples():
    for st in positions(3, 60, skip=1):
        for seat in (0, 1):
            rng = Rng(seat + 11)
            for _ in range(4):
                world = st.determinize(seat, rng)
                assert world.view(seat) == st.view(seat), (st.decision, seat)
                # The King's weighted worlds are drawn from the same set.
                world = KNOWLEDGE.determinize(st, seat, rng)
                assert world.view(seat) == st.view(seat), (st.decision, seat)


def test_the_era_is_worth_one_and_the_match_two():
    assert era_equity([0, 0]) == [0.5, 0.5]
    assert era_equity([1, 0]) == [0.75, 0.25]
    assert era_equity([1, 1]) == [0.5, 0.5]
    st = new_match("peasant/eras", 4, {"first_king": "0"})
    root = KNOWLEDGE.root(st)
    # Winning the first Era is worth as much above the start as losing it is below.
    st.scores = [1, 0]
    v_win = KNOWLEDGE.evaluate(st, root)
    st.scores = [0, 1]
    v_loss = KNOWLEDGE.evaluate(st, root)
    assert v_win[0] == pytest.approx(0.95) and v_win[1] == pytest.approx(0.05)
    assert v_loss[0] == pytest.approx(0.05)


def _peasant_facing_no_guards():
    """The Peasant to move, the Assassin face down in her Town, no Guard in the King's."""
    return build(
        king_hand=("Spy", "Knight"),
        peasant_hand=("Thug", "Decoy"),
        rebels=("Courtesan", "Assassin"),
        to_move=PEASANT,
    )


def _king_facing_revealed_assassin():
    """The King to move; a Spy turned the Assassin face up among three Rebels."""
    return build(
        king_hand=("Knight",),
        peasant_hand=("Thug",),
        guards=("Spy",),
        rebels=("Courtesan", "Assassin", "Decoy"),
        up=("Assassin",),
        to_move=KING,
    )


def test_the_peasant_dispatches_the_assassin_when_no_guard_stands():
    st = _peasant_facing_no_guards()
    assert "dispatch 1" in [str(a) for a in st.legal_actions()]
    rng = Rng(1)
    assert all(str(policy(st, rng, 0.7, 0.0)) == "dispatch 1" for _ in range(20))
    assert str(make_player("hard", 2).choose(st, PEASANT)) == "dispatch 1"
    st.apply("dispatch 1")
    assert st.results[-1]["reason"] == "assassin_dispatched"


def test_the_king_condemns_a_revealed_assassin():
    st = _king_facing_revealed_assassin()
    rng = Rng(2)
    assert all(str(policy(st, rng, 0.7, 0.0)) == "condemn 1" for _ in range(20))
    assert str(make_player("hard", 3).choose(st, KING)) == "condemn 1"
    st.apply("condemn 1")
    assert st.results[-1]["reason"] == "assassin_discarded"


def test_the_king_condemns_the_top_card_he_saw_was_the_assassin():
    st = build(king_hand=("Watchman",), deck=("Assassin", "Thug"), guards=("Spy",), to_move=KING)
    st.dmask[0] |= 1 << KING
    assert str(make_player("hard", 4).choose(st, KING)) == "condemn deck"


def test_the_search_leaves_out_condemns_that_lose_at_once():
    st = build(
        king_hand=("Spy",),
        deck=("Thug", "Crier"),
        guards=("Knight",),
        rebels=("Courtesan", "Rat"),
        up=("Courtesan",),
        to_move=KING,
    )
    st.dmask[0] |= 1 << KING  # he saw the Thug on top
    legal = [str(a) for a in st.legal_actions()]
    kept = [str(a) for a in searched_moves(st)]
    assert {"condemn deck", "condemn 0"} <= set(legal)
    assert "condemn deck" not in kept and "condemn 0" not in kept  # both known not the Assassin
    assert "condemn 1" in kept  # the face-down Rat may be the Assassin as far as he knows


def test_the_king_fears_the_face_down_rebels_only_by_what_he_knows():
    st = _peasant_facing_no_guards()
    st.stack = [frame("turn", KING)]
    st._legal = None
    settle(st)
    before = assassin_odds(st)
    # Swapping the two face-down Rebels changes nothing he can see, nor his estimate.
    st.rebels[0], st.rebels[1] = st.rebels[1], st.rebels[0]
    assert assassin_odds(st) == before
    assert before[1] > 0.5  # his Town is empty of Guards and two Rebels hide there


def _swap_hidden(st, seat):
    """A state the seat cannot tell from ``st``: two cards it cannot see change places."""
    other = st.clone()
    if seat == st.king:
        hidden = [i for i, c in enumerate(other.rebels) if c not in other.up]
        if len(hidden) >= 2:
            i, j = hidden[:2]
            other.rebels[i], other.rebels[j] = other.rebels[j], other.rebels[i]
            return other
    return st.determinize(seat, Rng(99))


@pytest.mark.parametrize("seat", [KING, PEASANT])
def test_a_decision_depends_only_on_what_the_seat_knows(seat):
    st = build(
        king_hand=("Knight", "Guardian"),
        peasant_hand=("Thug", "Rally"),
        guards=("Spy",),
        rebels=("Assassin", "Courtesan", "Decoy"),
        to_move=seat,
    )
    twin = _swap_hidden(st, seat)
    assert twin.view(seat) == st.view(seat)
    assert twin.snapshot() != st.snapshot()
    for seed in (1, 2):
        a = search(st, seat, SMALL, seed)
        b = search(twin, seat, SMALL, seed)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]
        easy = HeuristicPlayer(seed).choose(st, seat)
        assert HeuristicPlayer(seed).choose(twin, seat) == easy


def test_honest_on_real_positions_of_both_roles():
    for st in positions(8, 10, skip=3):
        seat = st.current_seat
        twin = st.determinize(seat, Rng(5))
        assert twin.view(seat) == st.view(seat)
        a = search(st, seat, Budget(40, early_stop=False), 3)
        b = search(twin, seat, Budget(40, early_stop=False), 3)
        assert str(a.action) == str(b.action)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]


def test_every_decision_kind_gets_a_legal_move_from_policy_and_levels():
    kinds = set()
    rng = Rng(4)
    for st in positions(21, 300, skip=1):
        kinds.add(st.decision)
        legal = st.legal_actions()
        assert policy(st, rng, 0.7, 0.03) in legal
        assert set(map(str, searched_moves(st))) <= set(map(str, legal))
    assert {"setup_hide", "setup_ready", "turn", "infiltrate_at"} <= kinds
    for st in positions(22, 6, skip=5):
        seat = st.current_seat
        for player in (make_player("easy", 1), SearchPlayer(1, Budget(20), "hard")):
            assert player.choose(st, seat) in st.legal_actions()


def test_hints_speak_in_table_words():
    st = _peasant_facing_no_guards()
    action, reason = hint(st, PEASANT, seed=1, budget=SMALL)
    assert str(action) == "dispatch 1"
    assert reason.startswith("No Guard stands in Town") and "to win the match" in reason
    st = _king_facing_revealed_assassin()
    action, reason = hint(st, KING, seed=1, budget=SMALL)
    assert str(action) == "condemn 1"
    assert reason.startswith("It is the Assassin")
    st = build(
        king_hand=("Knight",),
        peasant_hand=("Thug",),
        guards=("Spy",),
        rebels=("Courtesan", "Assassin"),
        to_move=KING,
    )
    words = WORDS.describe(st, KING, "condemn 1")
    assert words == "Condemn the second Rebel in Town (face down)"
    from game.ai import hints

    why = WORDS.reasons(st, KING, "condemn 1", None, hints.Odds(st, KING, 1, 100))
    assert any("the Assassin is likely among the face-down Rebels" in c for c in why)
    # The King cannot name a face-down Rebel; the Peasant can.
    assert "Courtesan" not in WORDS.describe(st, KING, "condemn 0")
    assert "Courtesan" in WORDS.describe(st, PEASANT, "dispatch 0")


def test_a_search_decision_stays_within_its_budget():
    st = new_match("peasant/eras", 6, {"first_king": "0"})
    res = search(st, st.current_seat, Budget(iterations=150, early_stop=False), 1)
    assert res.iterations == 150


def test_the_rollouts_play_whole_eras_to_a_goal():
    st = new_match("peasant/eras", 9)
    rng = Rng(9)
    for _ in range(20):
        world = st.determinize(st.current_seat, rng)
        while not world.round_over:
            world.step(KNOWLEDGE.rollout_action(world, rng))
        assert world.results[-1]["reason"] in (
            "assassin_discarded",
            "deck_empty",
            "assassin_drawn",
            "condemn_missed",
            "assassin_dispatched",
        )
    assert cid("Assassin") == ASSASSIN


def test_the_king_expects_the_assassin_among_the_rebels_she_hid():
    """One Rebel hidden, four unknown cards in her hand: uniform worlds put the Assassin in Town
    about one time in eleven; the King's worlds, as a Peasant plays, most of the time."""
    st = build(
        king_hand=("Knight",),
        peasant_hand=("Thug", "Rally", "Courtesan", "Decoy"),
        guards=("Spy",),
        rebels=("Assassin",),
        to_move=KING,
    )
    rng = Rng(3)
    uniform = sum(ASSASSIN in st.determinize(KING, rng).rebels for _ in range(400)) / 400
    weighted = sum(ASSASSIN in KNOWLEDGE.determinize(st, KING, rng).rebels for _ in range(400))
    assert uniform < 0.2 and weighted / 400 > 0.55
    assert assassin_odds(st)[1] > 0.55


def test_in_the_tree_the_other_seat_plays_its_policy():
    class LastMove(PeasantKnowledge):
        def rollout_action(self, state, rng):
            return state.legal_actions()[-1]  # the Peasant always draws

    st = build(
        king_hand=("Spy",),
        peasant_hand=("Thug", "Rally"),
        guards=("Knight",),
        rebels=("Assassin", "Courtesan"),
        to_move=KING,
    )
    res = search(st, KING, Budget(200, early_stop=False), 1, LastMove())
    replies = {t for child in res.tree.children.values() for t in child.children}
    # Her turn is always "draw" (the last legal move), never the hides or Dispatches that UCB
    # would try; a drawn Decoy's one choice may follow the King's draw.
    assert "draw" in replies
    assert not any(t.split()[0] in ("hide", "dispatch", "infiltrate", "play") for t in replies)


def test_the_levels_budgets_are_the_games_own_and_ordered():
    from game.ai.knowledge import budget_of
    from game.ai.peasant_knowledge import BUDGETS

    st = new_match("peasant/eras", 1)
    counts = [budget_of(level, st).iterations for level in ("normal", "hard", "expert")]
    assert counts == [BUDGETS[2][level].iterations for level in ("normal", "hard", "expert")]
    # Far apart: each level searches several times the simulations of the one below.
    assert counts[1] >= 8 * counts[0] and counts[2] >= 3 * counts[1]
    assert all(budget_of(level, st).early_stop for level in ("normal", "hard", "expert"))
