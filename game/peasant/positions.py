"""Build any mid-Era King and Peasant position by naming the cards in each zone (for tests, bug
reports and puzzles). See docs/positions.md."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.peasant import invariants, readings, rules
from game.peasant.cards import CARDS, GUARD
from game.peasant.state import SPECIALS, PeasantState

RESTS = (
    "deck",
    "exile",
    None,
)  # where the cards not named go: the deck's bottom, the Exile, nowhere


def names_of(c: int) -> tuple[str, ...]:
    """The names card ``c`` answers to: each of its halves' (King's first)."""
    card = CARDS[c]
    return tuple(dict.fromkeys(h.name for h in (card.king, card.peasant) if h is not None))


def cid(name: str, nth: int = 0) -> int:
    """The id of the ``nth`` card (from 0) that either half names ``name`` ("Spy" and "Thug" are
    one card in three copies; "Crier" and "Heretic" the same card)."""
    found = [c for c in range(len(CARDS)) if name in names_of(c)]
    if not found:
        raise ValueError(f"no King and Peasant card is named {name!r}")
    if nth >= len(found):
        raise ValueError(f"there are {len(found)} cards named {name!r}, not {nth + 1}")
    return found[nth]


def ids(names: Iterable[str]) -> list[int]:
    """The ids of ``names`` in order; a name given again takes the next copy (Spy, Spy)."""
    out: list[int] = []
    for name in names:
        k = 0
        while cid(name, k) in out:
            k += 1
        out.append(cid(name, k))
    return out


def build(
    *,
    king_hand: Sequence[str] = (),
    peasant_hand: Sequence[str] = (),
    deck: Sequence[str] = (),
    guards: Sequence[str] = (),
    rebels: Sequence[str] = (),
    up: Sequence[str] = (),
    discard: Sequence[str] = (),
    exile: Sequence[str] = (),
    king: int = 0,
    to_move: int | None = None,
    rest: str | None = "deck",
    scores: Sequence[int] = (0, 0),
    round_no: int = 1,
    options: dict | None = None,
    seed: int = 0,
) -> PeasantState:
    """A King and Peasant Era in progress with exactly these zones, ``to_move`` (a seat; the
    King by default) beginning a turn.

    Cards are named by either half ("Spy" or "Thug"); each name takes the next copy not yet
    placed. ``deck`` is top first, ``discard`` top last, ``rebels`` in the order they came to
    Town, ``up`` the Rebels among them lying face up. The cards not named go to the bottom of
    the deck (``rest="deck"``), to the Exile (``rest="exile"``), or nowhere (``rest=None``:
    then every card must be named). No seat knows any hidden card yet. ``king`` is the King's
    seat; ``scores``, ``round_no`` (the Era) and ``options`` (house rules such as
    ``{"target": "1"}``) as in a dealt match. Raises ValueError naming what is wrong: a name no
    card has, a card named more often than it exists, a card left out with ``rest=None``, a
    Guard or Rebel that is not one, the Assassin or Decoy in the King's hand, too many Guards,
    an empty deck."""
    if rest not in RESTS:
        raise ValueError(f"rest must be one of {RESTS}, not {rest!r}")
    if king not in (0, 1) or to_move not in (None, 0, 1):
        raise ValueError(f"King and Peasant has seats 0 and 1 (king={king}, to_move={to_move})")
    st = PeasantState("peasant/eras", seed, {**(options or {}), "first_king": str(king)})
    placed: dict[int, str] = {}  # card -> the zone it was named in

    def take(names: Sequence[str], zone: str) -> list[int]:
        out = []
        for name in names:
            copies = [c for c in range(len(CARDS)) if name in names_of(c)]
            if not copies:
                raise ValueError(f"no King and Peasant card is named {name!r} ({zone})")
            free = [c for c in copies if c not in placed]
            if not free:
                taken = "; ".join(f"{CARDS[c].name} is in the {placed[c]}" for c in copies)
                raise ValueError(f"no card named {name!r} is left for the {zone} ({taken})")
            placed[free[0]] = zone
            out.append(free[0])
        return out

    hands = [[], []]
    hands[king] = take(king_hand, "King's hand")
    hands[1 - king] = take(peasant_hand, "Peasant's hand")
    st.hands = hands
    st.guards = take(guards, "Guards")
    st.rebels = take(rebels, "Rebels")
    for c in st.guards:
        if CARDS[c].king is None or CARDS[c].king.kind != GUARD:
            raise ValueError(f"{CARDS[c].name} has no Guard half: it cannot be a Guard")
    for c in st.rebels:
        if not st.is_rebel(c):
            raise ValueError(f"{CARDS[c].name} has no Rebel half: it cannot be a Rebel")
    if len(st.guards) > readings.GUARD_CAP:
        raise ValueError(f"{len(st.guards)} Guards, but the King's Town holds {readings.GUARD_CAP}")
    for c in st.hands[king]:
        if c in SPECIALS:
            raise ValueError(f"the King never holds the {CARDS[c].name}: it acts when drawn")
    st.up = set()
    for name in up:
        match = [c for c in st.rebels if name in names_of(c) and c not in st.up]
        if not match:
            raise ValueError(f"{name!r} is not among the Rebels {list(rebels)} to lie face up")
        st.up.add(match[0])
    st.discard = take(discard, "discard")
    st.exile = take(exile, "Exile")
    st.played = []
    st.deck = take(deck, "deck")
    others = [c for c in range(len(CARDS)) if c not in placed]
    if rest is None and others:
        missing = ", ".join(CARDS[c].name for c in others)
        raise ValueError(f"with rest=None every card must be named; not named: {missing}")
    if rest == "deck":
        st.deck += others
    else:
        st.exile += others
    if not st.deck:
        raise ValueError("the deck is empty: the Era would be over")
    st.dmask = [0] * len(st.deck)
    st.dhas = [set(), set()]
    st.hknow = [set(), set()]
    st.kseen = set()
    st.sp_min = st.sp_max = sum(1 for c in st.deck if c in SPECIALS)
    st.infiltrated = set()
    st.scores = list(scores)
    st.round_no = round_no
    st.stack = [rules.frame("turn", king if to_move is None else to_move)]
    st._legal = None
    st._ev = []
    st.history = None  # a built position has no action list to replay
    rules.settle(st)
    st.opening_events = []
    invariants.check(st)
    return st


__all__ = ["build", "cid", "ids", "names_of"]
