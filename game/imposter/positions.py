"""Build any mid-round Imposter Kings position by naming the cards in each zone (for tests,
bug reports and puzzles). See docs/positions.md."""

from __future__ import annotations

from collections.abc import Sequence

from game.imposter import rules
from game.imposter.state import ImposterState


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
    seed: int = 0,
) -> ImposterState:
    """A 2P (or N-seat) position with ``to_move`` starting a turn.

    Cards are named; each name takes the next unused copy from the mode's cards, and every card
    not named ends in the face-down unused pile, so every card still sits in exactly one zone.
    ``disgraced`` lists Court positions (0 = the first card played; the Throne is the last).
    """
    st = ImposterState(mode_id, seed)
    n = st.n
    free = list(range(len(st.cards)))

    def take(name: str) -> int:
        for cid in free:
            if st.cards[cid].label == name:
                free.remove(cid)
                return cid
        raise ValueError(f"no copy of {name!r} left in {mode_id} for this position")

    def take_opt(name):
        return None if name is None else take(name)

    st.hands = [[take(nm) for nm in hands[s]] for s in range(n)]
    st.court = [take(nm) for nm in court]
    st.disgraced = {st.court[i] for i in disgraced}
    st.successor = [take_opt(successors[s]) for s in range(n)]
    st.dungeon = [take_opt(dungeons[s]) for s in range(n)]
    st.ante = [[take(nm) for nm in antechambers[s]] for s in range(n)]
    st.condemned = [[take(nm) for nm in condemned[s]] for s in range(n)]
    st.accused = take_opt(accused)
    st.unused = free
    st.offer = [None] * n
    st.king_up = list(kings_up)
    st.mystic = mystic
    st.scores = list(scores)
    st.mulligans = list(mulligans)
    st.true_king = true_king
    st.first = first
    st.history = None  # a built position has no action list to replay
    st.stack = []
    st._legal = None
    st._ev = []
    rules.begin_turn(st, to_move)
    st._legal = None
    return st
