"""Build exact King and Peasant situations by card name, for the rule tests."""

from __future__ import annotations

from game.core.rng import Rng
from game.peasant import invariants
from game.peasant.cards import ASSASSIN, CARDS, DECOY, SENTINEL
from game.peasant.rules import frame, settle
from game.peasant.state import PeasantState

KING, PEASANT = 0, 1  # the seats in every built situation


def cid(name: str, nth: int = 0) -> int:
    """The id of a card by either half's name (``nth`` picks among the Spy/Thug copies)."""
    found = [
        i
        for i, c in enumerate(CARDS)
        if (c.king is not None and c.king.name == name)
        or (c.peasant is not None and c.peasant.name == name)
    ]
    return found[nth]


def _names(c: int) -> tuple[str, ...]:
    card = CARDS[c]
    return tuple(h.name for h in (card.king, card.peasant) if h is not None)


def ids(names) -> list[int]:
    """Ids for names; repeated names (Spy, Spy) take successive copies."""
    out: list[int] = []
    for nm in names:
        k = 0
        while cid(nm, k) in out:
            k += 1
        out.append(cid(nm, k))
    return out


def build(
    *,
    king_hand=(),
    peasant_hand=(),
    deck=(),
    guards=(),
    rebels=(),
    up=(),
    discard=(),
    exile=(),
    to_move: int = KING,
    rest: str = "deck",
    seed: int = 0,
) -> PeasantState:
    """A state in the middle of an Era with exactly these zones (names, top of deck first);
    every card not named goes to the bottom of the deck (``rest="deck"``) or to the Exile
    (``rest="exile"``), so the 18 cards stay whole. The King is seat 0."""
    st = PeasantState("peasant/eras", seed, {"first_king": "0"})
    named: list[int] = []

    def take(names) -> list[int]:
        out = []
        for nm in names:
            copies = [c for c in range(len(CARDS)) if nm in _names(c)]
            free = [c for c in copies if c not in named]
            assert free, f"no unused card named {nm} (each card has two halves)"
            c = free[0]
            named.append(c)
            out.append(c)
        return out

    st.hands = [take(king_hand), take(peasant_hand)]
    st.guards = take(guards)
    st.rebels = take(rebels)
    st.up = {c for c in st.rebels if CARDS[c].peasant.name in up}
    st.discard = take(discard)
    st.exile = take(exile)
    st.played = []
    deck = take(deck)
    others = [c for c in range(len(CARDS)) if c not in named]
    if rest == "deck":
        deck += others
    else:
        st.exile += others
    st.deck = deck
    st.dmask = [0] * len(deck)
    st.hknow = [set(), set()]
    st.kseen = set()
    in_deck = sum(1 for c in deck if c in (ASSASSIN, DECOY))
    st.sp_min = st.sp_max = in_deck
    st.infiltrated = set()
    st.stack = [frame("turn", to_move)]
    st._legal = None
    st._ev = []
    st.history = []
    settle(st)
    invariants.check(st)
    return st


def play(st: PeasantState, *actions: str) -> list:
    """Apply actions in order (checking the invariants after each); return all their events."""
    events = []
    for a in actions:
        events += st.apply(a)
        invariants.check(st)
    return events


def legal(st: PeasantState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def random_match(seed: int, check=invariants.check) -> PeasantState:
    st = PeasantState("peasant/eras", seed)
    rng = Rng(seed * 7 + 1)
    while not st.match_over:
        check(st)
        st.apply(rng.choice(st.legal_actions()))
    return st


__all__ = [
    "ASSASSIN",
    "DECOY",
    "KING",
    "PEASANT",
    "SENTINEL",
    "build",
    "cid",
    "ids",
    "legal",
    "play",
    "random_match",
]
