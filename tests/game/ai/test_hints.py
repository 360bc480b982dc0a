"""Hints: no blunders at the mulligan, and reasons in table words that never repeat the move."""

from __future__ import annotations

import pytest

from game.ai import hints, imposter_hints
from game.ai.analysis import analyse
from game.ai.hints import Odds, hint
from game.ai.knowledge import Root, match_equity
from game.ai.search import Budget
from game.ai.words import words_for
from game.core.actions import Action
from game.core.saves import dumps
from game.imposter import positions
from game.imposter.match import ImposterState
from scenes.table import ai_worker

# Seeded and without a time cap, so every hint here is the same on any machine.
BUDGET = Budget(iterations=700)

STRONG_NO_ASSASSIN = (
    "Queen",
    "Princess",
    "King's Hand",
    "Warlord",
    "Sentry",
    "Mystic",
    "Soldier",
    "Elder",
)
# A good hand without the Assassin: the old evaluation (half round wins) called a mulligan here
# that gave away 2 points, since its rollouts win a redeal twice as often as this hand.
SOLID = (
    "Queen",
    "King's Hand",
    "Sentry",
    "Oathbound",
    "Soldier",
    "Inquisitor",
    "Inquisitor",
    "Zealot",
)
STRONG = ("Assassin", "Queen", "Princess", "King's Hand", "Warlord", "Sentry", "Mystic", "Soldier")
HOPELESS = ("Fool", "Elder", "Elder", "Zealot", "Inquisitor", "Inquisitor", "Soldier", "Judge")


def at_mulligan(labels, mulligans=(0, 0), seed=4, scores=(0, 0)) -> tuple[ImposterState, int]:
    """A 2P base deal at the first player's Successor-or-mulligan decision, with ``labels`` as
    that player's hand (cards swapped in from the other hand, the Accused or the unused pile)."""
    st = ImposterState("imposter/2p-base", seed)
    st.apply(f"first {st.true_king}")
    seat = st.current_seat
    hand = st.hands[seat]
    want = list(labels)
    spare = []
    for c in list(hand):
        if st.cards[c].label in want:
            want.remove(st.cards[c].label)
        else:
            spare.append(c)
    for label in want:
        x = spare.pop()
        other = st.hands[1 - seat]
        donor = next((c for c in other + st.unused if st.cards[c].label == label), None)
        if donor is None:
            assert st.cards[st.accused].label == label
            donor, st.accused = st.accused, x
        elif donor in other:
            other[other.index(donor)] = x
        else:
            st.unused[st.unused.index(donor)] = x
        hand[hand.index(x)] = donor
    assert sorted(st.cards[c].label for c in hand) == sorted(labels)
    st.mulligans = list(mulligans)
    st.scores = list(scores)
    st.history = None  # a built deal: no action list to replay
    st._legal = None
    return st, seat


# ----- the mulligan -------------------------------------------------------------------------


def test_a_mulligan_that_gives_two_points_is_valued_as_match_equity_not_as_round_wins():
    """The cause of the old blunder: half of a round's value was "won the round", so a redeal
    won half the time looked better than a hand won a quarter of the time, though the redeal
    handed over 2 points. Valued as match equity alone, the points weigh what they cost."""
    st, seat = at_mulligan(STRONG_NO_ASSASSIN, mulligans=(1, 1))
    root = Root.of(st)
    points = ((1, 0.3), (2, 0.4), (3, 0.3))

    def expected(me, them, p):
        win = sum(
            q * root.value(seat, match_equity(_with(me + k, them, seat))[seat]) for k, q in points
        )
        lose = sum(
            q * root.value(seat, match_equity(_with(me, them + k, seat))[seat]) for k, q in points
        )
        return p * win + (1 - p) * lose

    keep = expected(0, 0, 0.25)  # the strong hand, as the rollouts rate it
    mulligan = expected(0, 2, 0.55)  # a new deal with the True King, 2 points down
    assert keep > mulligan


def _with(me, them, seat):
    scores = [0, 0]
    scores[seat], scores[1 - seat] = me, them
    return scores


def test_points_given_away_lower_the_value_and_more_points_won_raise_it():
    st, seat = at_mulligan(STRONG, mulligans=(1, 1))
    root = Root.of(st)
    eq = [
        match_equity(_with(me, them, seat))[seat] for me, them in ((0, 2), (0, 0), (1, 0), (2, 0))
    ]
    values = [root.value(seat, e) for e in eq]
    assert values == sorted(values) and len(set(values)) == 4
    assert 0.0 < values[0] < 0.5 < values[-1] < 1.0  # a typical 2-point swing is not clipped
    assert root.value(seat, match_equity(_with(3, 0, seat))[seat]) >= values[-1]


@pytest.mark.parametrize(
    "labels", [STRONG, STRONG_NO_ASSASSIN], ids=["with-assassin", "no-assassin"]
)
def test_the_hint_keeps_a_strong_hand_when_a_mulligan_costs_two_points(labels):
    st, seat = at_mulligan(labels, mulligans=(1, 1))
    action, reason = hint(st, seat, seed=3, budget=BUDGET)
    assert action.verb == "successor", reason
    assert "keep this hand" in reason and "2 points" in reason


def test_the_hint_keeps_a_strong_hand_holding_the_assassin_with_the_free_mulligan_unused():
    st, seat = at_mulligan(STRONG)
    action, reason = hint(st, seat, seed=3, budget=BUDGET)
    assert action.verb == "successor", reason
    assert "save your free mulligan" in reason and "the Assassin" in reason


def test_the_hint_spends_the_free_mulligan_on_a_hopeless_hand():
    st, seat = at_mulligan(HOPELESS)
    action, reason = hint(st, seat, seed=3, budget=BUDGET)
    assert action == Action("mulligan"), reason
    assert "lacks the Assassin and the King's Hand" in reason and "free" in reason
    assert "to win the match" in reason  # a new deal is compared by match chances, not rounds


def test_the_hint_keeps_a_hopeless_hand_when_a_mulligan_would_lose_the_match():
    st, seat = at_mulligan(HOPELESS, mulligans=(1, 1), scores=(0, 5))
    st.scores = _with(0, 5, seat)
    action, reason = hint(st, seat, seed=3, budget=BUDGET)
    assert action.verb == "successor", reason


# ----- words for each kind of decision ------------------------------------------------------


def words(st, seat, text, follow=None):
    return "; ".join(words_for(st).reasons(st, seat, text, follow, Odds(st, seat, 1, samples=120)))


def test_play_words_say_what_the_card_does_to_the_throne():
    st = positions.build(
        hands=(("Soldier", "Queen", "Elder"), ("Fool", "Judge")), court=("Inquisitor",)
    )
    said = words(st, 0, "play Soldier")
    assert "cheapest card that beats the Inquisitor (4)" in said
    said = words(st, 0, "play Queen")
    assert "Disgraces every other Court card" in said


def test_an_elder_on_royalty_and_an_oathbound_on_a_higher_card_say_their_permission():
    st = positions.build(hands=(("Elder", "Oathbound", "Fool"), ("Judge",)), court=("Princess",))
    assert "Elder may go on Royalty such as the Princess" in words(st, 0, "play Elder")
    assert "Oathbound may go on the higher Princess" in words(st, 0, "play Oathbound")


def test_name_words_give_the_chance_they_hold_the_card_from_the_seats_knowledge():
    st = positions.build(
        hands=(("Soldier", "Elder"), ("Princess", "Fool", "Judge")), court=("Elder",)
    )
    st.apply("play Soldier")
    assert st.decision == "soldier"
    st.known[0][1] = ["Princess"]
    said = words(st, 0, "name Princess")
    assert "you know they hold the Princess" in said and "Soldier worth 7" in said
    st.known[0][1] = []
    st.lacks[0][1] = {"Queen"}
    assert "they cannot hold the Queen" in words(st, 0, "name Queen")


def test_a_guess_without_knowledge_gives_a_chance_drawn_from_the_seats_worlds():
    st = positions.build(
        hands=(("Inquisitor", "Elder"), ("Princess", "Fool", "Judge", "Sentry")), court=("Elder",)
    )
    st.apply("play Inquisitor")
    said = words(st, 0, "name Assassin")
    assert "%" in said and "flushes out the Assassin" in said
    # The chance depends only on what seat 0 may know: a world of its information set agrees.
    from game.core.rng import Rng

    world = st.determinize(0, Rng(5))
    assert words(world, 0, "name Assassin") == said


def test_a_kings_hand_stop_and_a_pass_say_what_the_ability_would_do():
    st = positions.build(
        hands=(("King's Hand", "Elder", "Queen"), ("Soldier", "Fool")),
        court=("Elder",),
        to_move=1,
    )
    st.apply("play Soldier")
    st.apply(str(st.legal_actions()[0]))  # the Soldier names a card: the window opens
    assert st.decision == "react" and st.current_seat == 0
    stop = words(st, 0, "react King's Hand")
    assert "it stops a guess that could Disgrace the Court" in stop and "Condemned" in stop
    assert "their Soldier costs you little" in words(st, 0, "pass")


def test_flip_words_say_why_it_is_safe_or_the_risk():
    safe = positions.build(
        hands=(("Fool",), ("Judge", "Elder")),
        court=("Queen",),
        successors=("Warlord", "Sentry"),
        accused="Assassin",
    )
    said = words(safe, 0, "flip")
    assert "Disgraces the Queen" in said and "Warlord comes back" in said
    assert "the Assassin is the Accused card" in said
    risky = positions.build(
        hands=(("Fool",), ("Judge", "Elder", "Assassin")),
        court=("Queen",),
        successors=("Warlord", "Sentry"),
    )
    assert "they may hold the Assassin (about" in words(risky, 0, "flip")


def test_react_and_pass_words():
    st = positions.build(
        hands=(("Assassin", "Elder"), ("Fool",)),
        court=("Queen",),
        successors=("Warlord", "Sentry"),
        to_move=1,
    )
    st.apply("flip")
    assert st.decision == "react" and st.current_seat == 0
    assert "wins you the round at once" in words(st, 0, "react Assassin")
    assert "keeping the Assassin hidden" in words(st, 0, "pass")
    action, reason = hint(st, 0, seed=1, budget=BUDGET)
    assert action == Action("react", "Assassin")
    assert "reveal the Assassin" not in reason.lower()  # the move is not said again


def test_the_follow_up_of_the_same_seat_leads_the_reason():
    # Only the Soldier beats the Elder: the search plays it, and plans the name it says next.
    st = positions.build(
        hands=(("Soldier", "Fool"), ("Princess", "Judge", "Queen")),
        court=("Elder",),
        successors=("Warlord", "Sentry"),
    )
    st.known[0][1] = ["Princess"]
    analysis = analyse(st, 0, 2, BUDGET)
    assert analysis.best.text == "play Soldier"
    follow = hints.follow_up(analysis.result, "play Soldier", 0)
    assert follow is not None and follow.startswith("name ")
    named = follow.partition(" ")[2]
    reason = hints.explain(st, 0, analysis, 2)
    assert reason.startswith(f"Then name the {named}: ")
    assert "play the Soldier" not in reason


def test_a_fragments_mustering_hint_from_the_worker_has_words_and_no_repeat():
    st = positions.muster("imposter/fon-full", seed=2)
    seat = st.current_seat
    action, reason = ai_worker.hint(dumps(st), seat, 5)
    assert action in {str(a) for a in st.legal_actions()}
    said = words_for(st).describe(st, seat, action)
    assert reason and "\n" not in reason and said.lower() not in reason.lower()
    assert "%" in reason and any(w in reason for w in ("Army", "hand", "King", "Recruit"))


def test_a_signature_pick_hint_says_what_the_card_does():
    st = ImposterState("imposter/fon-full", 6)
    assert st.decision == "sig_pick"
    seat = st.current_seat
    action, reason = ai_worker.hint(dumps(st), seat, 5)
    name = action.partition(" ")[2]
    assert action.startswith("pick ") and f"The {name} (" in reason
    assert "joins your Army" in reason


def test_sig_pick_and_mulligan_words():
    st = ImposterState("imposter/fon-full", 6)
    said = words(st, st.current_seat, "pick Aegis")
    assert said.startswith("the Aegis (3) joins your Army for the whole match: ")
    st, seat = at_mulligan(HOPELESS)
    said = words(st, seat, "mulligan")
    assert "lacks the Assassin" in said and "free" in said
    st, seat = at_mulligan(STRONG, mulligans=(1, 1))
    assert "a mulligan would give them 2 points" in words(st, seat, "successor Queen")


@pytest.mark.parametrize("seed", [1, 2])
def test_every_reason_avoids_card_ids_and_the_moves_own_words(seed):
    """Across real positions of both games: words only, one line, the move not said twice."""
    from game.core.registry import new_match
    from game.core.rng import Rng

    rng = Rng(seed)
    for mode in ("imposter/2p-base", "imposter/fon-full"):
        st = new_match(mode, seed)
        checked = 0
        while not st.match_over and checked < 6:
            legal = st.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                seat = st.current_seat
                action, reason = hint(st, seat, seed=checked, budget=Budget(120, None))
                said = words_for(st).describe(st, seat, str(action))
                assert reason.endswith(".") and "\n" not in reason
                assert not reason.lower().startswith(said.lower()), (said, reason)
                assert "@" not in reason and "None" not in reason
                checked += 1
            st.apply(legal[rng.randrange(len(legal))])


def test_imposter_words_cover_every_decision_the_rollout_policy_knows():
    from game.ai.imposter_knowledge import _RULES

    assert set(_RULES) <= set(imposter_hints._BY_DECISION)


def test_a_forced_move_is_said_to_be_the_only_one():
    st = positions.build(
        hands=(("Fool",), ("Judge", "Elder")),
        court=("Queen",),
        successors=("Warlord", "Sentry"),
        accused="Assassin",
    )
    assert [str(a) for a in st.legal_actions()] == ["flip"]
    action, reason = hint(st, 0, seed=1, budget=BUDGET)
    assert action == Action("flip") and reason.endswith("It is your only move.")
    assert "it is safe: the Assassin is the Accused card" in reason
