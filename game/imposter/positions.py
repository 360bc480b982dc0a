"""Build any mid-round Imposter Kings position by naming the cards in each zone (for tests,
bug reports and puzzles). See docs/positions.md."""

from __future__ import annotations

from collections.abc import Sequence

from game.imposter import invariants
from game.imposter.match import ImposterState
from game.imposter.state import SHARED
from game.imposter.turns import begin_turn


def build(
    mode_id: str = "imposter/2p-base",
    *,
    hands: Sequence[Sequence[str]] = ((), ()),
    court: Sequence[str] = (),
    disgraced: Sequence[int] = (),
    successors: Sequence[str | None] = (None, None),
    dungeons: Sequence[str | None] = (None, None),
    antechambers: Sequence[Sequence[str]] = ((), ()),
    condemned: Sequence[Sequence[str]] = ((), ()),
    accused: str | None = None,
    kings_up: Sequence[bool] = (True, True),
    to_move: int = 0,
    first: int = 0,
    true_king: int = 0,
    mystic: int | None = None,
    scores: Sequence[int] = (0, 0),
    mulligans: Sequence[int] = (0, 0),
    armies: Sequence[Sequence[str]] | None = None,
    exhausts: Sequence[Sequence[str]] = ((), ()),
    squires: Sequence[str | None] = (None, None),
    facets: Sequence[str] = ("King", "King"),
    direction: int = 1,
    out: Sequence[int] = (),
    seed: int = 0,
) -> ImposterState:
    """A 2P (or N-seat) position with ``to_move`` starting a turn.

    Cards are named; each name takes the next unused copy from the mode's cards, and every card
    not named ends in the face-down unused pile, so every card still sits in exactly one zone.
    Three and four seats: every per-seat argument left at its two-seat default (or shorter than
    the seat count) is filled for the missing seats (no cards, King up, score 0); ``direction``
    and ``out`` (knocked-out seats, in order) set the turn order.
    ``disgraced`` lists Court positions (0 = the first card played; the Throne is the last).

    Expansion modes: Army cards and Signature Cards belong to a seat. A name in a seat's zone
    takes that seat's copy; in the Court (or to choose), write ``"Aegis#1"`` for seat 1's copy.
    ``armies`` and ``exhausts`` fill each seat's Army and Exhaust (default Army: every base Army
    card not named elsewhere); owned cards not named anywhere go back to the box.
    """
    st = ImposterState(mode_id, seed)
    n = st.n

    def seats(seq, fill):
        seq = list(seq)
        if len(seq) > n:
            raise ValueError(f"{len(seq)} seats given for a {n}-seat mode")
        return seq + [fill] * (n - len(seq))

    hands = seats(hands, ())
    successors = seats(successors, None)
    dungeons = seats(dungeons, None)
    antechambers = seats(antechambers, ())
    condemned = seats(condemned, ())
    kings_up = seats(kings_up, True)
    scores = seats(scores, 0)
    mulligans = seats(mulligans, 0)
    exhausts = seats(exhausts, ())
    squires = seats(squires, None)
    facets = seats(facets, "King")
    free = list(range(len(st.cards)))

    def take(name: str, seat: int = SHARED) -> int:
        name, _, forced = name.partition("#")
        if forced:
            seat = int(forced)
        # A seat's own copy first, then a deck copy, then anyone's.
        for want in (seat, SHARED, None):
            for cid in free:
                if st.cards[cid].label == name and (want is None or st.owner[cid] == want):
                    free.remove(cid)
                    return cid
        raise ValueError(f"no copy of {name!r} left in {mode_id} for this position")

    def take_opt(name, seat):
        return None if name is None else take(name, seat)

    st.hands = [[take(nm, s) for nm in hands[s]] for s in range(n)]
    st.court = [take(nm, 0) for nm in court]
    st.disgraced = {st.court[i] for i in disgraced}
    st.successor = [take_opt(successors[s], s) for s in range(n)]
    st.dungeon = [take_opt(dungeons[s], s) for s in range(n)]
    st.ante = [[take(nm, s) for nm in antechambers[s]] for s in range(n)]
    st.condemned = [[take(nm, s) for nm in condemned[s]] for s in range(n)]
    st.accused = take_opt(accused, SHARED)
    fon = st.fon
    if fon is not None:
        fon.new_round(n)
        fon.facet = list(facets)
        fon.squire = [take_opt(squires[s], s) for s in range(n)]
        fon.exhaust = [[take(nm, s) for nm in exhausts[s]] for s in range(n)]
        if armies is not None:
            fon.army = [[take(nm, s) for nm in armies[s]] for s in range(n)]
        else:
            fon.army = [
                [c for c in free if st.owner[c] == s and st.cards[c].label in st.mode.army]
                for s in range(n)
            ]
            for s in range(n):
                for c in fon.army[s]:
                    free.remove(c)
        fon.box = [[c for c in free if st.owner[c] == s] for s in range(n)]
        if st.merc is not None:  # Mercenary modes: the Mercenaries not named, 5 face up
            st.merc.new_round()
            unnamed = [c for c in st.merc.ids if c in free]
            st.merc.area, st.merc.deck = unnamed[:5], unnamed[5:]
        fon.picked = [[] for _ in range(n)]
        free = [c for c in free if st.owner[c] == SHARED]
        for c in st.court:
            fon.played_by[c] = st.owner[c] if st.owner[c] != SHARED else 0
    st.unused = free
    st.offer = [None] * n
    st.king_up = list(kings_up)
    st.mystic = mystic
    st.scores = list(scores)
    st.mulligans = list(mulligans)
    st.true_king = true_king
    st.first = first
    st.direction = direction
    st.out = list(out)
    if st.party is not None:
        st.party.new_round()
    st.round_no = 1
    st.history = None  # a built position has no action list to replay
    st.stack = []
    st._legal = None
    st._ev = []
    begin_turn(st, to_move)
    st._legal = None
    try:
        invariants.check(st)
    except AssertionError as why:
        raise ValueError(f"not a position of {mode_id}: {why}") from None
    return st


def muster(mode_id: str = "imposter/fon-full", seed: int = 0) -> ImposterState:
    """A dealt expansion match advanced to the first Mustering decision (setup steps taken with
    their first legal option), for Mustering tests."""
    st = ImposterState(mode_id, seed)
    while st.decision != "muster":
        st.apply(st.legal_actions()[0])
    return st
