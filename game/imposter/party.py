"""The round data of three- and four-player games (rulebook, More players): the setup cards
placed face down and revealed, the exchange, the partner cards, the trade and the cards the
Cutthroat Assassin removes. Two-player states have no ``Party`` (``st.party is None``)."""

from __future__ import annotations

# UNVERIFIED (rulebook 2v2, Trade: "If partners put out a different number of cards, try again to
# match. If you can't, no cards are traded."): one retry, so two attempts in all.
TRADE_ATTEMPTS = 2


class Party:
    """Per-seat setup zones of one round (lists of card ids) plus the match-long team facts.

    ``down[s]`` setup cards placed face down, not yet revealed (seen by ``s`` only);
    ``up[s]`` revealed setup cards (public); ``taken_from[s]`` the cards ``s`` took in the
    exchange or the take (public in Cutthroat; a taken partner card stays known to the pair);
    ``partner_card[s]`` the 2v2 fourth card (seen by the partner once ``partner_shown``);
    ``trade[s]`` the hand cards ``s`` chose to trade (they stay in the hand until both
    partners have chosen, so nobody, the partner included, can tell how many);
    ``seen_successor[s]`` the partner's Successor ``s`` has seen; ``buried`` the cards the
    Cutthroat Assassin removed face down and ``buried_by`` (parallel) the seat that saw each;
    ``returned[s]`` the names of the revealed cards ``s`` took back into hand (public, for the
    whole round: they are in its hand, Successor or Dungeon unless played since) and
    ``returned_partner[s]`` the name(s) of its partner card(s), known to the two partners;
    ``step`` the reveal step (1 or 2);
    ``starter`` the seat that began the exchange; ``trading`` the seats still trading.
    """

    __slots__ = (
        "n",
        "down",
        "up",
        "taken_from",
        "partner_card",
        "partner_shown",
        "trade",
        "seen_successor",
        "buried",
        "buried_by",
        "returned",
        "returned_partner",
        "step",
        "starter",
        "trading",
    )

    def __init__(self, n: int) -> None:
        self.n = n
        self.new_round()

    def new_round(self) -> None:
        n = self.n
        self.down: list[list[int]] = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.taken_from: list[list[int]] = [[] for _ in range(n)]
        self.partner_card: list[list[int]] = [[] for _ in range(n)]
        self.partner_shown = False
        self.trade: list[list[int]] = [[] for _ in range(n)]
        self.seen_successor: list[int | None] = [None] * n
        self.buried: list[int] = []
        self.buried_by: list[int] = []
        self.returned: list[list[str]] = [[] for _ in range(n)]
        self.returned_partner: list[list[str]] = [[] for _ in range(n)]
        self.step = 0
        self.starter: int | None = None
        self.trading: list[int] = []

    def copy(self) -> Party:
        p = Party.__new__(Party)
        p.n = self.n
        p.down = [z[:] for z in self.down]
        p.up = [z[:] for z in self.up]
        p.taken_from = [z[:] for z in self.taken_from]
        p.partner_card = [z[:] for z in self.partner_card]
        p.partner_shown = self.partner_shown
        p.trade = [z[:] for z in self.trade]
        p.seen_successor = self.seen_successor[:]
        p.buried = self.buried[:]
        p.buried_by = self.buried_by[:]
        p.returned = self.returned  # set once per round, never changed in place
        p.returned_partner = self.returned_partner
        p.step = self.step
        p.starter = self.starter
        p.trading = self.trading[:]
        return p

    def snapshot(self) -> dict:
        return {
            "down": self.down,
            "up": self.up,
            "taken_from": self.taken_from,
            "partner_card": self.partner_card,
            "partner_shown": self.partner_shown,
            "trade": self.trade,
            "seen_successor": self.seen_successor,
            "buried": self.buried,
            "buried_by": self.buried_by,
            "returned": self.returned,
            "returned_partner": self.returned_partner,
            "step": self.step,
            "starter": self.starter,
            "trading": self.trading,
        }

    def zones(self) -> list[int]:
        """Every card id held in a party zone (``up`` includes the cards taken; cards chosen to
        trade are still in their hand)."""
        ids = list(self.buried)
        for s in range(self.n):
            ids += self.down[s] + self.up[s] + self.partner_card[s]
        return ids

    def public(self) -> set[int]:
        """Ids every seat sees: the revealed setup cards."""
        ids: set[int] = set()
        for s in range(self.n):
            ids.update(self.up[s])
        return ids
