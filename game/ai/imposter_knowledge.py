"""The Imposter Kings knowledge for the search: sampling hidden cards, a heuristic policy, words.

The heuristic policy is the rollout policy of the search and, played with more noise, the Easy
opponent. It only reads what the seat to move could see in the world it is given: its own
zones, the public zones and its own knowledge of other hands; which cards are hidden from it
is the same in every world of its information set.
"""

from __future__ import annotations

from game.ai import imposter_evidence
from game.ai.budget import Budget
from game.ai.imposter_policy_fragments import _FON_RULES
from game.ai.imposter_policy_mercenaries import MERC_RULES
from game.ai.imposter_policy_party import _PARTY_RULES
from game.ai.imposter_policy_turn import (
    _disgrace,
    _dungeon,
    _first,
    _follow,
    _lowest_from_hand,
    _mystic,
    _name,
    _optional,
    _place,
    _react,
    _take,
    _turn,
)
from game.ai.knowledge import ROUND_POINTS, Knowledge, Root
from game.core.actions import Action
from game.core.rng import Rng

# The levels' simulations a decision. Normal searches little, so it leans on the policy and
# answers in a few hundredths of a second; Hard spends about a third of a second (its processor
# median), Expert about four times Hard's simulations, within its two seconds (at 4500 with two
# seats its median was 2.2 s). With three or four seats a round is longer (a 2v2 rollout is
# about 70 moves, setup included), so a simulation costs two to four times as much, and the
# Mercenary modes add the Bid, the free swap and a Mustering to every round (a random 2v2
# Mercenaries round is about 110 moves): their counts are smaller to keep each level's time.
# Measured in docs/ai.md, "The levels at every table" (Normal at 150 simulations with two
# seats, 75 with three and 50 with four until 2 December 2026 played too close to Hard).
# Expert draws this many worlds a simulation and keeps one by how likely the opponent's moves
# of the round were in it (``imposter_evidence``): the opponent model, for two seats.
EXPERT_WORLDS = 4
BUDGETS = {
    2: {"normal": Budget(30), "hard": Budget(900), "expert": Budget(3600, worlds=EXPERT_WORLDS)},
    3: {"normal": Budget(25), "hard": Budget(350), "expert": Budget(1200)},
    4: {"normal": Budget(15), "hard": Budget(220), "expert": Budget(850)},
    "imposter/cutthroat-mercenaries": {
        "normal": Budget(15),
        "hard": Budget(200),
        "expert": Budget(800),
    },
    "imposter/2v2-mercenaries": {"normal": Budget(12), "hard": Budget(140), "expert": Budget(550)},
}


class ImposterKnowledge(Knowledge):
    budgets = BUDGETS

    def root(self, state) -> Root:
        # Quickplay scores one point a round; full scoring two on average (up to three).
        points = ROUND_POINTS if state.mode.full_scoring else 1
        return Root.of(state, self.target_of(state), points)

    def weigher(self, state, seat: int):
        return imposter_evidence.weigher(state, seat)

    def moves(self, state) -> list:
        return searched_moves(state)

    def tree_moves(self, state) -> list:
        return in_order(state, searched_moves(state))

    def rollout_action(self, state, rng: Rng):
        return policy(state, rng, temperature=0.8, mistakes=0.03)

    def heuristic_action(self, state, rng: Rng, temperature: float, mistakes: float):
        return policy(state, rng, temperature, mistakes)


# The Imposter Kings' GameInfo (game/imposter/plugin.py) names this module for game.ai.knowledge.
KNOWLEDGE = ImposterKnowledge()


# ----- the heuristic policy -------------------------------------------------------------------


def policy(st, rng: Rng, temperature: float, mistakes: float) -> Action:
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    frame = st.stack[-1]
    if frame[0] == "place" and st.party is not None and not mulligan_worth_it(st, frame[1]):
        legal = [a for a in legal if a.verb != "mulligan"]  # not even by mistake (2v2)
    if mistakes and rng.random() < mistakes:
        return rng.choice(legal)
    rule = _RULES.get(frame[0])
    if rule is None:
        return rng.choice(legal)
    return rule(st, frame[1], frame, legal, rng, temperature)


# 2v2: a mulligan deals four hands again and throws away the reveal, the partner card and the
# take, so the computer considers one only with a weak hand: no Royalty and an average value
# under this (about 3% of the hands at that point; a few searches' noise called it far more).
MULLIGAN_HAND_MEAN = 4.0


def mulligan_worth_it(st, seat: int) -> bool:
    """Whether ``seat``'s own hand is weak enough for the computer to consider a mulligan."""
    hand = [st.cards[c] for c in st.hands[seat]]
    if not hand or any(c.royalty for c in hand):
        return False
    return sum(c.value for c in hand) / len(hand) < MULLIGAN_HAND_MEAN


def searched_moves(st) -> list:
    """The legal actions less a second King choice in one Mustering: the rules allow a new King
    as often as one likes, but once a facet is chosen this round, choosing again only undoes it,
    and a search that tries it wanders between Kings. In 2v2 a mulligan only with a weak hand
    (``mulligan_worth_it``)."""
    legal = st.legal_actions()
    frame = st.stack[-1] if st.stack else None
    if (
        frame is not None
        and frame[0] == "place"
        and st.party is not None
        and not mulligan_worth_it(st, frame[1])
    ):
        legal = [a for a in legal if a.verb != "mulligan"]
    if frame is None or frame[0] not in ("muster", "merc_muster"):
        return legal
    if st.fon.facet[frame[1]] == "King":
        return legal
    return [a for a in legal if a.verb != "king"]


def in_order(st, legal: list) -> list:
    """Cards put one at a time into one hidden pile (a reveal step's face-down cards, the cards
    out to trade, the three bid cards) make the same pile in any order: below the root the
    tree takes them in label order only, so each pile is one branch instead of one per order.
    Never empty."""
    party = getattr(st, "party", None)
    frame = st.stack[-1] if st.stack else None
    if party is None or frame is None:
        return legal
    if frame[0] in ("reveal", "bid"):
        pile = party.down[frame[1]]
    elif frame[0] == "trade":
        pile = party.trade[frame[1]]
    else:
        return legal
    if not pile:
        return legal
    last = max(st.cards[c].label for c in pile)
    kept = [a for a in legal if a.arg == "done" or a.arg >= last]
    return kept or legal


_RULES = {
    "first": _first,
    "place": _place,
    "dungeon": _dungeon,
    "turn": _turn,
    "react": _react,
    "take": _take,
    "inquire": _name,
    "soldier": _name,
    "judge": _name,
    "disgrace": _disgrace,
    "judge_ante": _lowest_from_hand,
    "follow": _follow,
    "sentry_give": _lowest_from_hand,
    "swap_give": _lowest_from_hand,
    "warden_give": _lowest_from_hand,
    "princess": _optional,
    "sentry": _optional,
    "mystic": _mystic,
    "warden": _optional,
    **_FON_RULES,
    **_PARTY_RULES,
    **MERC_RULES,
}
