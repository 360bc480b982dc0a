"""The AI plays Cutthroat and 2v2 through: a legal move at every decision of the setup and
play, and the same move from any state its seat cannot tell apart from the real one."""

import re

import pytest

from game.ai.imposter_knowledge import policy
from game.ai.players import SearchPlayer, make_player
from game.ai.search import Budget, search
from game.core.registry import new_match
from game.core.rng import Rng

TINY = Budget(iterations=10, early_stop=False)
MODES = ("imposter/cutthroat", "imposter/2v2")
# The decisions every round of the mode goes through (rarer ones come up in some rounds only).
SETUP = {
    "imposter/cutthroat": {"reveal", "exchange", "first", "direction", "place", "dungeon", "turn"},
    "imposter/2v2": {
        "reveal",
        "partner_card",
        "first",
        "direction",
        "partner_take",
        "place",
        "trade",
        "dungeon",
        "turn",
    },
}


def _play_round(mode_id: str, seed: int, players) -> tuple[set[str], object]:
    st = new_match(mode_id, seed)
    kinds = set()
    while not st.round_over:
        seat = st.current_seat
        kinds.add(st.decision)
        action = players[seat].choose(st, seat)
        assert action in st.legal_actions(), (st.decision, action)
        st.apply(action)
    return kinds, st


@pytest.mark.parametrize("mode_id", MODES)
def test_search_gives_a_legal_move_at_every_decision_of_a_round(mode_id):
    n = new_match(mode_id, 1).num_seats
    players = [SearchPlayer(s, TINY, "hard") for s in range(n)]
    kinds, st = _play_round(mode_id, 3, players)
    assert SETUP[mode_id] <= kinds
    assert st.results


@pytest.mark.parametrize("mode_id", MODES)
def test_easy_and_random_seats_play_a_round_through(mode_id):
    n = new_match(mode_id, 1).num_seats
    players = [make_player("easy" if s % 2 else "random", s) for s in range(n)]
    kinds, _ = _play_round(mode_id, 5, players)
    assert SETUP[mode_id] <= kinds


# Rarer decisions that a dozen matches of rollout play meet.
CARDS = {"executioner", "condemn", "herald_place", "herald_play", "spy", "spy_order", "spy_swap"}
RARE = {
    "imposter/cutthroat": {"exchange_first", "assassin_keep", "judge_target"} | CARDS,
    "imposter/2v2": {"judge_target"} | CARDS,
}


@pytest.mark.parametrize("mode_id", MODES)
def test_the_rollout_policy_picks_a_legal_move_in_many_rounds(mode_id, monkeypatch):
    """Every frame kind the rounds meet, rare ones included, gets a legal move from its own
    rule: unguarded here, so a rule that fails on a real frame fails the test instead of
    falling back to a random move."""
    from game.ai import imposter_knowledge, imposter_policy_party

    monkeypatch.setattr(
        imposter_knowledge,
        "_RULES",
        {**imposter_knowledge._RULES, **imposter_policy_party.PARTY_RULES_UNGUARDED},
    )
    rng = Rng(2)
    kinds = set()
    for seed in range(12):
        st = new_match(mode_id, 100 + seed)
        while not st.match_over:
            kinds.add(st.decision)
            action = policy(st, rng, 0.8, 0.0)
            assert action in st.legal_actions(), (st.decision, action)
            st.apply(action)
    assert SETUP[mode_id] | RARE[mode_id] <= kinds


def _positions(mode_id: str, seed: int, count: int, skip: int = 2):
    rng = Rng(seed)
    st = new_match(mode_id, seed)
    found, steps = [], 0
    while len(found) < count and not st.match_over:
        steps += 1
        if steps % skip == 0 and len(st.legal_actions()) > 1:
            found.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return found


@pytest.mark.parametrize("mode_id", MODES)
def test_two_states_with_the_same_view_get_the_same_decision(mode_id):
    """Honesty at three and four seats: a world drawn from the seat's information set shows
    the seat the very same view (partner knowledge included), and the AI decides the same."""
    rng = Rng(7)
    kinds = set()
    for st in _positions(mode_id, 14, 30, skip=4):
        seat = st.current_seat
        twin = st.determinize(seat, rng)
        assert twin.view(seat) == st.view(seat)
        kinds.add(st.decision)
        for make in (lambda: make_player("easy", 4), lambda: SearchPlayer(4, TINY, "hard")):
            assert make().choose(st, seat) == make().choose(twin, seat)
        assert search(st, seat, TINY, seed=2).choices == search(twin, seat, TINY, seed=2).choices
    assert "reveal" in kinds and "turn" in kinds


def test_the_tree_takes_a_reveal_piles_cards_in_label_order_only_below_the_root():
    from game.ai.imposter_knowledge import KNOWLEDGE

    st = new_match("imposter/2v2", 8)
    seat = st.current_seat
    labels = sorted(st.labels(st.hands[seat]))
    st.apply(f"reveal {labels[1]}")
    assert st.decision == "reveal" and st.current_seat == seat
    # The root may still take any card (a person may have placed the first one out of order).
    assert KNOWLEDGE.moves(st) == st.legal_actions()
    below = [a.arg for a in KNOWLEDGE.tree_moves(st)]
    assert labels[0] not in below and below and all(lb >= labels[1] for lb in below)


def _until(mode_id: str, seed: int, kind: str):
    """Play the rollout policy from a new match until a ``kind`` decision is owed."""
    st = new_match(mode_id, seed)
    rng = Rng(seed)
    while st.decision != kind:
        st.apply(policy(st, rng, 0.8, 0.0))
    return st


def _values(st, labels):
    return [next(c.value for c in st.cards if c.label == lb) for lb in labels]


def test_the_rollout_reveals_its_cheapest_card_and_never_a_reaction_first():
    for seed in range(6):
        st = _until("imposter/cutthroat", seed, "reveal")
        seat = st.current_seat
        pick = policy(st, Rng(1), 0.0, 0.0)
        hand = [st.cards[c] for c in st.hands[seat]]
        plain = [c.value for c in hand if not c.reaction]
        chosen = next(c for c in hand if c.label == pick.arg)
        assert not chosen.reaction and chosen.value == min(plain)


def test_the_rollout_exchange_takes_the_highest_revealed_card():
    for seed in range(6):
        st = _until("imposter/cutthroat", seed, "exchange")
        pick = policy(st, Rng(1), 0.0, 0.0)
        offered = [a.arg.partition(":")[2] for a in st.legal_actions()]
        worth = [
            c.value + (4 if c.reaction else 0)
            for lb in offered
            for c in [next(c for c in st.cards if c.label == lb)]
        ]
        got = offered.index(pick.arg.partition(":")[2])
        assert worth[got] == max(worth)


def test_the_cutthroat_assassin_keeps_herself_while_another_king_is_up():
    from game.ai.imposter_policy_party import PARTY_RULES_UNGUARDED
    from game.core.actions import Action

    keep = PARTY_RULES_UNGUARDED["assassin_keep"]

    class Seats:
        def __init__(self, kings):
            self.king_up = kings
            self.cards = new_match("imposter/cutthroat", 1).cards
            self.mode = new_match("imposter/cutthroat", 1).mode

        def opponents(self, s):
            return [o for o in range(3) if o != s and o != 1]  # seat 1 was knocked out

    legal = [Action("keep", "Assassin"), Action("keep", "Queen"), Action("keep", "Elder")]
    frame = ("assassin_keep", 0, 1)
    up, down = Seats([True, False, True]), Seats([True, False, False])
    assert keep(up, 0, frame, legal, Rng(1), 0.0) == Action("keep", "Assassin")
    assert keep(down, 0, frame, legal, Rng(1), 0.0) == Action("keep", "Queen")


def test_the_executioner_names_a_value_the_opponents_hold_and_the_team_does_not():
    from game.ai.imposter_policy_party import PARTY_RULES_UNGUARDED
    from game.core.actions import Action
    from game.imposter import positions

    st = positions.build(
        "imposter/cutthroat",
        hands=(("Elder", "Fool", "Judge"), ("Soldier", "Zealot"), ("Soldier", "Princess")),
        court=("Queen",),
    )
    # Seat 0 saw each opponent take a Soldier (5); it holds a Judge (5) itself, and no 7.
    st.known[0][1].append("Soldier")
    st.known[0][2].append("Soldier")
    legal = [Action("name", str(v)) for v in range(1, 10)] + [Action("pass")]
    rule = PARTY_RULES_UNGUARDED["executioner"]
    assert rule(st, 0, ("executioner", 0, None, False), legal, Rng(1), 0.0) == Action("name", "5")
    st.known[0][1].remove("Soldier")
    st.known[0][2].remove("Soldier")
    pick = rule(st, 0, ("executioner", 0, None, False), legal, Rng(1), 0.0)
    assert pick not in (Action("name", "1"), Action("name", "3"), Action("name", "5"))


@pytest.mark.parametrize("mode_id", MODES)
def test_a_hint_at_every_setup_decision_is_legal_and_in_table_words(mode_id):
    from game.ai.hints import hint

    rng = Rng(4)
    st = new_match(mode_id, 6)
    hinted = set()
    while not st.round_over and not SETUP[mode_id] - {"turn"} <= hinted:
        kind = st.decision
        if kind not in hinted and len(st.legal_actions()) > 1:
            hinted.add(kind)
            action, reason = hint(st, st.current_seat, seed=1, budget=Budget(24))
            assert action in st.legal_actions()
            # Table words: no action codes ("take 2:Queen", "Soldier@3"), the figures given.
            assert reason and "@" not in reason and not re.search(r"\d:\S", reason)
            assert "%" in reason and "\n" not in reason
        st.apply(policy(st, rng, 0.8, 0.0))
    assert SETUP[mode_id] - {"turn"} <= hinted


def test_a_hint_at_each_new_cards_decision_is_legal_and_in_table_words():
    from game.ai.hints import hint

    rng = Rng(2)
    hinted = set()
    for seed in range(12):
        st = new_match("imposter/cutthroat", 100 + seed)
        while not st.match_over and not CARDS <= hinted:
            kind = st.decision
            if kind in CARDS and kind not in hinted and len(st.legal_actions()) > 1:
                hinted.add(kind)
                action, reason = hint(st, st.current_seat, seed=1, budget=Budget(16))
                assert action in st.legal_actions()
                assert reason and "@" not in reason and not re.search(r"\d:\S", reason)
            st.apply(policy(st, rng, 0.8, 0.0))
    # herald_place and spy_swap may have one choice only (a one-card hand); the rest come up
    assert CARDS - {"herald_place", "spy_swap", "condemn"} <= hinted


def test_of_two_copies_the_2v2_take_prefers_the_face_down_one_and_says_why():
    from game.ai import imposter_hints
    from game.ai.hints import hint
    from game.ai.imposter_hints import describe
    from game.ai.imposter_policy_party import PARTY_RULES_UNGUARDED
    from game.core.actions import Action
    from tests.game.imposter.test_audit_multi import _twin_among_the_partners_four

    st = _twin_among_the_partners_four()  # seat 0 may take seat 2's Soldier face up or down
    rule = PARTY_RULES_UNGUARDED["partner_take"]
    both = [Action("take", "Soldier"), Action("take", "Soldier@down")]
    assert rule(st, 0, st.stack[-1], both, Rng(1), 0.0) == Action("take", "Soldier@down")
    # The Warlord (7) is still worth more than either Soldier (5).
    assert rule(st, 0, st.stack[-1], st.legal_actions(), Rng(1), 0.0) == Action("take", "Warlord")
    down = Action("take", "Soldier@down")
    assert describe(st, 0, down) == "take the face-down Soldier"
    why = imposter_hints.reasons(st, 0, down, None, None)
    assert any("other team does not see" in w for w in why)
    action, reason = hint(st, 0, seed=1, budget=Budget(24))
    assert action in st.legal_actions() and "@" not in reason


@pytest.mark.parametrize("kind", ["informant_target", "nakturn_target"])
def test_the_informant_and_nakturn_name_at_the_hand_they_know_most_of(kind):
    """Like the Judge's: the chosen opponent is the one whose hand holds a card the seat knows
    (a sure hit), not a random one."""
    from game.ai import imposter_policy_party
    from game.core.actions import Action

    st = new_match("imposter/cutthroat-mercenaries", 3)
    st.known[0][2] = ["Spy"]
    legal = [Action("choose", "1"), Action("choose", "2")]
    rule = imposter_policy_party.PARTY_RULES_UNGUARDED[kind]
    assert rule(st, 0, (kind, 0), legal, Rng(1), 0.0) == legal[1]
    st.known[0][2], st.known[0][1] = [], ["Spy"]
    assert rule(st, 0, (kind, 0), legal, Rng(1), 0.0) == legal[0]
