"""Issue 20: the computer King guards his deck against an Assassin Infiltrated on top of it.

A new player won Era 1 in two turns: the Assassin hidden at the opening, then Infiltrated to
the top of the deck, and the King's compulsory draw found her. The King cannot see where she
went, only that the Peasant Infiltrated a face-down Rebel (the Assassin or the Decoy); these
tests check that he answers the top of the deck, and that he decides the same whether or not
she is really there.
"""

import pytest

from game.ai.peasant_beliefs import (
    INFILTRATE_DEPTH,
    depth_share,
    king_known_deck,
    reach_risk,
    top_risk,
)
from game.ai.peasant_knowledge import KNOWLEDGE, searched_moves
from game.ai.players import make_player
from game.ai.search import Budget, search
from game.core.rng import Rng
from game.peasant.positions import build
from tests.game.peasant.helpers import ASSASSIN, KING, PEASANT

# The moves that deal with the top card: look at it (Sentinel, Guardian, Advisor) or discard it
# (Knight, Arrest).
ANSWERS = {"mobilize Sentinel", "mobilize Knight", "mobilize Guardian", "mobilize Advisor"}
ANSWERS |= {"play Arrest"}

# The King's Town and hand in each situation; the Peasant holds the rest of her opening hand.
SITUATIONS = [
    (("Sentinel", "Spy"), ("Watchman", "Raid")),
    (("Sentinel",), ("Spy", "Noble")),
    (("Knight", "Spy"), ("Noble", "Watchman")),
]


def _infiltrated(guards, king_hand, at: int = 0, hidden: str = "Assassin"):
    """Era 1 after the Peasant's first turn: she hid ``hidden`` (the Assassin, or the Decoy with
    the Assassin kept in hand) at the opening and has just Infiltrated it ``at`` that position
    of the deck; the King is to move."""
    other = "Decoy" if hidden == "Assassin" else "Assassin"
    st = build(
        king_hand=king_hand,
        peasant_hand=("Thug", "Rat", other, "Heretic"),
        guards=guards,
        rebels=(hidden,),
        to_move=PEASANT,
    )
    st.apply("infiltrate 0")
    st.apply(f"at {at}")
    assert st.current_seat == KING and st.decision == "turn"
    assert (st.deck[at] == ASSASSIN) == (hidden == "Assassin")
    return st


def test_after_an_infiltrate_the_king_fears_the_top_of_the_deck_most():
    st = _infiltrated(*SITUATIONS[0])
    unseen = len(st.deck)
    # Uniform over ten positions the top would be a tenth of her 80%; he fears it far more.
    assert top_risk(st) == pytest.approx(0.8 * depth_share(unseen, 1))
    assert top_risk(st) > 0.2
    assert reach_risk(st, 3) > 0.5 > reach_risk(st, 2) * 0.5
    # His worlds put her where he fears her, top first.
    rng = Rng(4)
    worlds = [KNOWLEDGE.determinize(st, KING, rng) for _ in range(600)]
    assert all(w.view(KING) == st.view(KING) for w in worlds)
    at = [w.deck.index(ASSASSIN) for w in worlds if ASSASSIN in w.deck]
    assert len(at) > 300  # the Infiltrated card is mostly the Assassin in his worlds
    share = (1 - INFILTRATE_DEPTH) / (1 - INFILTRATE_DEPTH**unseen)
    assert sum(i == 0 for i in at) / len(at) == pytest.approx(share, abs=0.06)
    assert sum(i <= 2 for i in at) > 2 * sum(i > 2 for i in at) * 0.5


@pytest.mark.parametrize("guards, king_hand", SITUATIONS)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_king_deals_with_an_assassin_infiltrated_on_top(level, guards, king_hand):
    st = _infiltrated(guards, king_hand)
    move = str(make_player(level, 3).choose(st, KING))
    assert move in ANSWERS, move


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_king_finds_her_and_wins_the_era(level):
    """The Sentinel sees her on top: he puts her back below his draw and wins the Era (he
    Condemns her once she is on top, or the deck runs out)."""
    st = _infiltrated(*SITUATIONS[0])
    king = make_player(level, 5)
    # His answer to the top card is tested above; here he has used the Sentinel.
    st.apply("mobilize Sentinel")
    assert st.decision == "sentinel"
    # Every order that leaves her on top is left out of the search: his draw would find her.
    kept = [str(a).split()[1] for a in searched_moves(st)]
    assert len(kept) == 4 and all(st.deck[int(first)] != ASSASSIN for first in kept)
    st.apply(king.choose(st, KING))
    # He drew a card that was not her, and knows where she lies.
    assert st.current_seat == PEASANT and not st.round_over
    assert ASSASSIN in king_known_deck(st).values()
    while not st.round_over:
        if st.current_seat == PEASANT:
            st.apply("draw")  # she cannot move the Assassin from her hand's side
        else:
            st.apply(king.choose(st, KING))
    assert st.results[-1]["winner"] == KING
    assert st.results[-1]["reason"] in ("assassin_discarded", "deck_empty")


@pytest.mark.parametrize("guards, king_hand", SITUATIONS)
def test_the_king_decides_the_same_whether_or_not_she_is_on_top(guards, king_hand):
    """Honesty: the Assassin on top, fifth, or last, and the Decoy on top instead: the King's
    view is the same, and so is every search figure."""
    on_top = _infiltrated(guards, king_hand, at=0)
    fifth = _infiltrated(guards, king_hand, at=4)
    last = _infiltrated(guards, king_hand, at=len(on_top.deck) - 1)
    for twin in (fifth, last):
        assert twin.view(KING) == on_top.view(KING)
        assert twin.snapshot() != on_top.snapshot()
    budget = Budget(300, early_stop=False)
    for seed in (1, 2):
        a = search(on_top, KING, budget, seed)
        for twin in (fifth, last):
            b = search(twin, KING, budget, seed)
            assert [(c.text, c.visits) for c in a.choices] == [
                (c.text, c.visits) for c in b.choices
            ]
    for level in ("normal", "hard"):
        moves = {str(make_player(level, 3).choose(s, KING)) for s in (on_top, fifth, last)}
        assert len(moves) == 1


def test_the_decoy_on_top_looks_the_same_to_him():
    """She Infiltrated the Decoy rather than the Assassin: still the same view and decision."""
    guards, king_hand = SITUATIONS[0]
    st = _infiltrated(guards, king_hand, hidden="Decoy")
    # Her hand differs (Assassin for Decoy): the King cannot see it, nor which one sneaked in.
    assassin = _infiltrated(guards, king_hand)
    assert st.view(KING) == assassin.view(KING)
    assert str(make_player("hard", 3).choose(st, KING)) == str(
        make_player("hard", 3).choose(assassin, KING)
    )
