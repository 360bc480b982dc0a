"""The Mercenary deck's data (Cutthroat and 2v2 Mercenaries): the round's ``st.merc`` (``None``
in every other mode), whose Army an Army card belongs to now, and the Arbiter's bonus in the Court.
The rules that move these cards are in mercenaries.py."""

from __future__ import annotations

# UNVERIFIED (card file, Arbiter): the received card's bonus while in the Court (the Arbiter's
# other open questions are in mercenaries.py).
ARBITER_BONUS = 2


class Merc:
    """The Mercenary round data: ``ids`` the 9 Mercenary card ids (fixed); ``area`` face up;
    ``deck`` face down (known by elimination); per seat ``totals`` (None until revealed),
    ``originals`` (revealed original bid cards still out: the ones Mustering may swap),
    ``extra_up`` (a revealed 2v2 extra card), ``hired`` (Mercenaries taken, until the bid
    cards go back to hand);
    ``winner``, ``tied``, ``decided_by`` (the True King when it broke a tie); ``home`` maps an
    Army card Recommissioned into another seat's Army to that seat (match-long); ``plus`` the
    cards with the Arbiter's bonus this round."""

    __slots__ = (
        "n",
        "ids",
        "area",
        "deck",
        "totals",
        "originals",
        "extra_up",
        "hired",
        "winner",
        "tied",
        "decided_by",
        "home",
        "plus",
        "src",
        "arbiter",
    )

    def __init__(self, n: int, ids: tuple[int, ...]) -> None:
        self.n = n
        self.ids = ids
        self.home: dict[int, int] = {}
        self.new_round()
        self.deck = list(ids)

    def new_round(self) -> None:
        n = self.n
        self.area: list[int] = []
        self.deck: list[int] = []
        self.totals: list[int | None] = [None] * n
        self.originals: list[list[int]] = [[] for _ in range(n)]
        self.extra_up: list[list[int]] = [[] for _ in range(n)]
        self.hired: list[list[int]] = [[] for _ in range(n)]
        self.winner: int | None = None
        self.tied: list[int] = []
        self.decided_by: int | None = None
        self.plus: set[int] = set()
        self.src = "hand"  # where the card now being played came from (set by turns.play)
        # The Arbiter's exchange in progress, kept off the (public) frames: (player, opponent,
        # card given, card received or None).
        self.arbiter: tuple | None = None

    def copy(self) -> Merc:
        m = Merc.__new__(Merc)
        m.n = self.n
        m.ids = self.ids
        m.area = self.area[:]
        m.deck = self.deck[:]
        m.totals = self.totals[:]
        m.originals = [z[:] for z in self.originals]
        m.extra_up = [z[:] for z in self.extra_up]
        m.hired = [z[:] for z in self.hired]
        m.winner = self.winner
        m.tied = self.tied[:]
        m.decided_by = self.decided_by
        m.home = dict(self.home)
        m.plus = set(self.plus)
        m.src = self.src
        m.arbiter = self.arbiter
        return m

    def snapshot(self) -> dict:
        return {
            "arbiter": self.arbiter,
            "area": self.area,
            "deck": self.deck,
            "totals": self.totals,
            "originals": self.originals,
            "extra_up": self.extra_up,
            "hired": self.hired,
            "winner": self.winner,
            "tied": self.tied,
            "decided_by": self.decided_by,
            "home": sorted(self.home.items()),
            "plus": sorted(self.plus),
        }

    def zones(self) -> list[int]:
        return self.area + self.deck


def army_home(st, cid: int) -> int:
    """The seat whose Army (and Exhaust) an Army card belongs to now."""
    m = st.merc
    if m is not None and cid in m.home:
        return m.home[cid]
    return st.owner[cid]
