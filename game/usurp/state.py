"""The Usurp the King state: the Court's piles, the hands, the cards under Books, what each
seat may see (views), determinization and copies. The rules live in ``rules.py``."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.core.events import Event
from game.core.machine import DecisionMachine
from game.core.rng import Rng
from game.usurp import data, modes
from game.usurp.data import (
    CARD_TEXT,
    CARD_TYPES,
    FAMILIES,
    MEMBER_NAME,
    MEMBER_NUMBER,
    MEMBER_TITLE,
)
from game.usurp.modes import MATCH_TARGET, Mode, mode, resolve_options

SHARED = -1
N_TYPES = len(CARD_TYPES)


@dataclass(frozen=True)
class CardDef:
    id: int
    family: int
    type: str
    label: str
    text: str

    @property
    def name(self) -> str:
        return self.type


CARDS = tuple(
    CardDef(
        c,
        c // N_TYPES,
        CARD_TYPES[c % N_TYPES],
        f"{FAMILIES[c // N_TYPES]} {CARD_TYPES[c % N_TYPES]}",
        CARD_TEXT[CARD_TYPES[c % N_TYPES]],
    )
    for c in range(len(FAMILIES) * N_TYPES)
)


class UsurpState(DecisionMachine):
    """A whole game of Usurp the King (a match is one game).

    Cards are ints: family * 10 + type index. ``piles[n]`` is member ``n``'s row, nearest the
    member first; ``loc[c]`` is the member a card lies at (0: in a hand, -1: under a Book);
    ``under`` maps a Book to its hidden card and ``book_of`` back. ``face_up``, ``resolved``,
    ``revealed`` (hidden cards turned up) and ``stabbed`` (Guards) are sets of ids. The decision
    owed is the top frame of ``stack``: ``(kind, seat, card, from_book)``.
    """

    game = "usurp"

    __slots__ = (
        "mode",
        "seed",
        "options",
        "rng",
        "cards",
        "nums",
        "piles",
        "loc",
        "alive",
        "hands",
        "holder",
        "placed",
        "face_up",
        "resolved",
        "revealed",
        "stabbed",
        "under",
        "book_of",
        "killed_by",
        "markers",
        "first",
        "turn_order",
        "order",
        "order_index",
        "hides",
        "hide_index",
        "stage",
        "phase",
        "rtype",
        "current",
        "objectives",
        "result",
        "results",
        "winner",
        "scores",
        "history",
        "stack",
        "opening_events",
        "king_maker_info",
        "lookahead",
        "_legal",
        "_ev",
    )

    def __init__(
        self, mode_id: str = "usurp/3p", seed: int = 0, options: dict | None = None
    ) -> None:
        from game.usurp import rules

        self.mode: Mode = mode(mode_id)
        self.options = resolve_options(self.mode, options)
        if self.mode.deal_seed is not None:  # a prepared game (the guided one), whatever is asked
            seed = self.mode.deal_seed
        self.seed = seed
        self.rng = Rng(seed)
        k = self.mode.families
        self.cards = CARDS[: k * N_TYPES]
        self.nums = tuple(sorted(MEMBER_NUMBER[m] for m in data.COURT_BY_PLAYERS[k]))
        self.piles: list[list[int]] = [[] for _ in range(len(data.MEMBERS) + 1)]
        self.loc = [0] * len(self.cards)
        self.alive = [n in self.nums for n in range(len(data.MEMBERS) + 1)]
        n = self.mode.seats
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.holder = [0] * len(self.cards)
        self.placed = [0] * n
        self.face_up: set[int] = set()
        self.resolved: set[int] = set()
        self.revealed: set[int] = set()
        self.stabbed: set[int] = set()
        self.under: dict[int, int] = {}
        self.book_of: dict[int, int] = {}
        self.killed_by: dict[int, tuple[int, ...]] = {}
        self.markers: dict[int, bool | None] = {}
        self.order_index = 0
        self.hides: tuple = ()
        self.hide_index = 0
        self.stage = "intrigue"
        self.phase = "intrigue"
        self.rtype = 0
        self.current: int | None = None
        self.objectives: list[str | None] = [None] * n
        self.result: dict | None = None
        self.results: list[dict] = []
        self.winner: int | None = None
        self.scores = [0] * n
        self.history: list[str] | None = []
        self.stack: list[tuple] = []
        self.king_maker_info: dict | None = None
        self.lookahead = False  # a king-maker look-ahead copy: the end sets only the winner
        self._legal: list[Action] | None = None
        self._ev: list[Event] | None = []
        rules.start(self)
        self.opening_events: list[Event] = self._ev

    # ----- the common interface ------------------------------------------------------------

    match_target = MATCH_TARGET
    round_no = 1

    @property
    def num_seats(self) -> int:
        return self.mode.seats

    @property
    def target(self) -> int:
        return MATCH_TARGET

    @property
    def match_over(self) -> bool:
        return self.phase == "over"

    @property
    def round_over(self) -> bool:
        return self.phase == "over"

    @property
    def families(self) -> int:
        return self.mode.families

    def family_of(self, seat: int) -> int:
        return seat % self.mode.families

    def family_seats(self, family: int) -> list[int]:
        k = self.mode.families
        return [s for s in range(self.num_seats) if s % k == family]

    def setting(self, key: str, default: str = "") -> str:
        """A setup choice (``first``, ``tutorial``): a prepared mode's own, else the option."""
        return modes.setting(self.mode, self.options, key, default)

    def teammate(self, seat: int) -> int | None:
        if not self.mode.team_play:
            return None
        k = self.mode.families
        return (seat + k) % self.num_seats

    def _legal_now(self) -> list[Action]:
        from game.usurp.rules import legal

        return legal(self)

    def _act(self, action: Action) -> None:
        from game.usurp.rules import act

        act(self, action)

    def emit(self, kind, seat=SHARED, card=None, src=None, dst=None, arg=None, visible_to=None):
        if self._ev is not None:
            self._ev.append(Event(kind, seat, card, src, dst, arg, visible_to))

    def concede_winner(self, seat: int) -> tuple[int, str]:
        """Who takes the match when ``seat`` concedes: the next family in turn order after the
        conceding one (in teams the other teams' first, by the same order)."""
        mine = self.family_of(seat)
        order = self.turn_order
        i = order.index(mine)
        nxt = order[(i + 1) % len(order)]
        return nxt, "team" if self.mode.team_play else "turn_order"

    def clone(self) -> UsurpState:
        st = UsurpState.__new__(UsurpState)
        st.mode = self.mode
        st.seed = self.seed
        st.options = self.options
        st.rng = self.rng.copy()
        st.cards = self.cards
        st.nums = self.nums
        st.piles = [p[:] for p in self.piles]
        st.loc = self.loc[:]
        st.alive = self.alive[:]
        st.hands = [h[:] for h in self.hands]
        st.holder = self.holder[:]
        st.placed = self.placed[:]
        st.face_up = set(self.face_up)
        st.resolved = set(self.resolved)
        st.revealed = set(self.revealed)
        st.stabbed = set(self.stabbed)
        st.under = dict(self.under)
        st.book_of = dict(self.book_of)
        st.killed_by = dict(self.killed_by)
        st.markers = None if self.markers is None else dict(self.markers)
        st.first = self.first
        st.turn_order = self.turn_order
        st.order = self.order
        st.order_index = self.order_index
        st.hides = self.hides
        st.hide_index = self.hide_index
        st.stage = self.stage
        st.phase = self.phase
        st.rtype = self.rtype
        st.current = self.current
        st.objectives = self.objectives[:]
        st.result = self.result
        st.results = self.results[:]
        st.winner = self.winner
        st.scores = self.scores[:]
        st.history = None if self.history is None else self.history[:]
        st.stack = self.stack[:]
        st.opening_events = []
        st.king_maker_info = self.king_maker_info
        st.lookahead = False
        st._legal = self._legal
        st._ev = []
        return st

    def all_zones(self) -> list[int]:
        """Every card id once per place it lies: hands, piles and under Books."""
        out = [c for h in self.hands for c in h]
        for n in self.nums:
            out.extend(self.piles[n])
        out.extend(self.under.values())
        return out

    # ----- control and loyalty (shared with victory.py) --------------------------------------

    def influence(self, n: int) -> dict[int, int]:
        from game.usurp.victory import influence

        return influence(self, n)

    def controller(self, n: int) -> int | None:
        from game.usurp.victory import controller

        return controller(self, n)

    def disgruntled(self, n: int) -> bool | None:
        return _disgruntled(self, n)

    # ----- views ---------------------------------------------------------------------------

    def sees_under(self, seat: int, book: int) -> bool:
        h = self.under.get(book)
        return h is not None and (
            h in self.revealed or self.holder[book] == seat or self.phase == "over"
        )

    def card_view(self, seat: int, c: int) -> dict:
        h = self.under.get(c)
        known = h is not None and self.sees_under(seat, c)
        return {
            "id": c,
            "label": self.cards[c].label,
            "family": c // N_TYPES,
            "type": CARD_TYPES[c % N_TYPES],
            "face_up": c in self.face_up,
            "resolved": c in self.resolved,
            "stabbed": c in self.stabbed,
            "under": h if known else None,
            "under_face_up": h is not None and h in self.face_up,
            "hidden": h is not None and h not in self.revealed,
        }

    def pending(self) -> dict | None:
        if not self.stack:
            return None
        kind, seat, c, from_book = self.stack[-1]
        if kind == "place":
            return {"kind": "place", "seat": seat, "index": self.order_index}
        if kind == "hide":
            return {"kind": "hide", "seat": seat, "book": c, "member": MEMBER_NAME[self.loc[c]]}
        from game.usurp.rules import member_of

        return {
            "kind": kind,
            "seat": seat,
            "card": c,
            "type": CARD_TYPES[c % N_TYPES],
            "member": MEMBER_NAME[member_of(self, c)],
            "from_book": from_book,
        }

    def remaining(self) -> dict[int, list[int]]:
        """Per family, the card ids not yet seen on the table (in hands or unrevealed under a
        Book): public by elimination, as each family holds one of each."""
        out = {f: [] for f in range(self.families)}
        for h in self.hands:
            for c in h:
                out[c // N_TYPES].append(c)
        for h in self.under.values():
            if h not in self.revealed:
                out[h // N_TYPES].append(h)
        return {f: sorted(v) for f, v in out.items()}

    def resolving(self) -> dict | None:
        if self.stage != "resolve":
            return None
        from game.usurp.rules import ORDER_TYPES

        nxt = []
        for t in ORDER_TYPES[self.rtype :]:
            for n in self.nums:
                for c in self.piles[n]:
                    if c % N_TYPES == t and c in self.face_up and c not in self.resolved:
                        nxt.append(c)
        t = ORDER_TYPES[self.rtype] if self.rtype < len(ORDER_TYPES) else None
        return {
            "type": CARD_TYPES[t] if t is not None else None,
            "card": self.current,
            "next": nxt,
        }

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know, as plain JSON-friendly data (docs/model.md, Usurp the King)."""
        from game.usurp.victory import controller, influence

        over = self.phase == "over"
        top = self.stack[-1] if self.stack else ("match_over", -1, None, None)
        members = []
        for n in self.nums:
            members.append(
                {
                    "name": MEMBER_NAME[n],
                    "number": n,
                    "title": MEMBER_TITLE[n],
                    "alive": self.alive[n],
                    "disgruntled": self.disgruntled(n),
                    "cards": [self.card_view(seat, c) for c in self.piles[n]],
                    "influence": influence(self, n),
                    "controller": controller(self, n),
                }
            )
        hands = [list(h) if s == seat or over else len(h) for s, h in enumerate(self.hands)]
        obj = self.objectives[seat]
        km = None
        if self.stack:
            self.legal_actions()  # the king-maker look-ahead runs with the legal actions
            info = self.king_maker_info
            km = info if info is not None and info["seat"] == seat else None
        out = {
            "game": "usurp",
            "seat": seat,
            "mode": self.mode.id,
            "phase": self.phase,
            "decision": top[0],
            "to_move": top[1],
            "legal": [str(a) for a in self.legal_actions()] if top[1] == seat else [],
            "pending": self.pending(),
            "families": [self.family_of(s) for s in range(self.num_seats)],
            "family_names": list(FAMILIES[: self.families]),
            "teams": list(self.mode.teams),
            "turn_order": list(self.turn_order),
            "first": self.first,
            "order": {"seats": list(self.order), "index": self.order_index},
            "members": members,
            "hands": hands,
            "remaining": {} if over else self.remaining(),
            "placed": list(self.placed),
            "resolving": self.resolving(),
            "objective": None if obj is None else {"id": obj, "text": objective_text(obj)},
            "king_maker": km,
            "result": self.result,
            # The common keys every game's view has (docs/network.md): one round, its result.
            "round_no": self.round_no,
            "results": list(self.results),
            "winner": self.winner,
        }
        return out

    # ----- determinization -------------------------------------------------------------------

    def determinize(self, seat: int, rng: Rng) -> UsurpState:
        """A state ``seat`` cannot tell from this one: the other seats' hands and unrevealed Book
        cards redealt among themselves (family by family: a family's unseen cards are fixed,
        only where they lie is not), the other objectives from the pool ``seat`` has not seen,
        and a fresh generator.

        The redeal depends only on ``view(seat)`` and ``rng``: the unseen cards are put in a
        fixed order before the shuffle (sorted, the first that may lie hidden set aside for
        each unseen Book), so every state of one information set gives the same world."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        for f in range(self.families):
            slots_hand: list[int] = []  # seats, one entry per unknown hand card
            books = sorted(
                b for b in self.under if b // N_TYPES == f and not self.sees_under(seat, b)
            )  # the Books whose card is unknown to ``seat``
            cards: list[int] = []
            for s in self.family_seats(f):
                if s == seat:
                    continue
                cards.extend(self.hands[s])
                slots_hand.extend([s] * len(self.hands[s]))
            cards.extend(self.under[b] for b in books)
            if len(cards) < 2:
                continue
            pool = sorted(cards)
            hideable = [pool.pop(_first_hideable(pool)) for _ in books]
            pool += hideable
            for _ in range(20):
                rng.shuffle(pool)
                if all(pool[i] % N_TYPES not in HIDDEN_BANNED for i in range(len(books))):
                    break
            else:  # put the allowed cards first (always possible: the real deal was)
                pool.sort(key=lambda c: c % N_TYPES in HIDDEN_BANNED)
            for s in set(slots_hand):
                st.hands[s] = []
            for i, b in enumerate(books):
                h = pool[i]
                old = st.under[b]
                del st.book_of[old]
                st.under[b] = h
                st.book_of[h] = b
                st.loc[h] = -1
            for s, c in zip(slots_hand, pool[len(books) :], strict=True):
                st.hands[s].append(c)
                st.holder[c] = s
                st.loc[c] = 0
            for s in set(slots_hand):
                st.hands[s].sort()
            for b in books:
                st.holder[st.under[b]] = st.holder[b]
        if self.setting("tutorial") == "on":
            from game.usurp.rules import objective_pool

            unseen = [o for o in objective_pool(self) if o != self.objectives[seat]]
            rng.shuffle(unseen)
            it = iter(unseen)
            for s in range(self.num_seats):
                if s != seat:
                    st.objectives[s] = next(it)
        st._legal = None
        st.king_maker_info = None
        return st

    def snapshot(self) -> dict:
        """The whole state as plain data, for equality checks (replay, saves, illegal actions)."""
        return {
            "mode": self.mode.id,
            "options": dict(self.options),
            "rng": self.rng.state,
            "piles": [list(p) for p in self.piles],
            "alive": list(self.alive),
            "hands": [list(h) for h in self.hands],
            "holder": list(self.holder),
            "placed": list(self.placed),
            "face_up": sorted(self.face_up),
            "resolved": sorted(self.resolved),
            "revealed": sorted(self.revealed),
            "stabbed": sorted(self.stabbed),
            "under": sorted(self.under.items()),
            "killed_by": sorted(self.killed_by.items()),
            "first": self.first,
            "order_index": self.order_index,
            "hide_index": self.hide_index,
            "stage": self.stage,
            "rtype": self.rtype,
            "current": self.current,
            "objectives": list(self.objectives),
            "result": self.result,
            "winner": self.winner,
            "stack": [list(f) for f in self.stack],
        }


from game.usurp.rules import disgruntled as _disgruntled  # noqa: E402 - rules reads this module's names lazily

HIDDEN_BANNED = frozenset(CARD_TYPES.index(t) for t in data.NEVER_HIDDEN)


def _first_hideable(cards: list[int]) -> int:
    """The index of the first card in ``cards`` that may lie under a Book (never an Agent)."""
    return next(i for i, c in enumerate(cards) if c % N_TYPES not in HIDDEN_BANNED)


def objective_text(oid: str) -> str:
    for i, text, _ in data.TUTORIAL_OBJECTIVES:
        if i == oid:
            return text
    raise KeyError(oid)
