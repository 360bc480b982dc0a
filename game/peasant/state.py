"""The King and Peasant state: zones, what each seat knows, views and determinization.

The rules that move cards live above this module (``rules.py`` and the modules it names: the
Era, the legal actions, the card halves and their choices); this module holds the data they act
on and what a seat may see. It never imports them: the rules hand the state their entry points
(``use_rules``) as they load, and the package loads them first (``game/peasant/__init__.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType

from game.core.actions import Action
from game.core.events import Event
from game.core.machine import DecisionMachine
from game.core.rng import Rng
from game.peasant.cards import ASSASSIN, CARDS, DECOY, KING, PEASANT, REBEL, SENTINEL, CardDef
from game.peasant.modes import MATCH_TARGET, Mode, mode, resolve_options

SHARED = -1  # the seat field of a shared zone
SPECIALS = (ASSASSIN, DECOY)  # the two cards the King can never hold: drawn, they act at once


@dataclass(frozen=True)
class Rulebook:
    """The rules' entry points the state calls: deal an Era, run the automatic frames until a
    choice is owed, list the legal actions, apply one."""

    start_era: Callable[[PeasantState], None]
    settle: Callable[[PeasantState], None]
    legal: Callable[[PeasantState], list[Action]]
    act: Callable[[PeasantState, Action], None]


_RULEBOOK: list[Rulebook] = []  # the one Rulebook, given by game.peasant.rules as it loads


def use_rules(book: Rulebook) -> None:
    """Give the state the rules it runs (game.peasant.rules calls this once, as it loads)."""
    _RULEBOOK[:] = [book]


class EraOver(Exception):
    """Raised inside an effect the moment a goal comes true: nothing more of the Era happens."""


class PeasantState(DecisionMachine):
    """A whole match of King and Peasant: the current Era's zones plus the match score.

    Cards are ints (ids into ``self.cards``). ``deck`` is top first, ``discard`` top last.
    The King's Guards are ``guards`` (his Town), the Peasant's Rebels ``rebels`` (her Town,
    in the order they came) with ``up`` the face-up ones. The decision owed next is the top
    frame of ``self.stack``: ``(kind, seat, public, private)``, where ``public`` is a tuple the
    view shows to both seats and ``private`` holds card ids only the frame's owner may know.

    Knowledge, per viewer (a bit per seat: 1 << seat):
      ``dmask[i]``  who knows the card at deck position ``i`` (kept in step with ``deck``);
      ``hknow[s]``  ids in seat ``s``'s hand the other seat surely knows;
      ``dhas[s]``   ids seat ``s`` knows are in the deck, though not where (a secret insertion,
                    a shuffle or a secret reordering moved them, but nothing took them out);
      ``kseen``     face-down Rebels whose identity the King knows (the Heretic hid them);
      ``sp_min``, ``sp_max``  how many of the Assassin and Decoy the King knows to be in the
                    deck, at least and at most (a secret Infiltrate adds one to both).
    """

    game = "peasant"
    # Events whose news is said aloud to the table (game.core.invariants.check_events_hide).
    announced_events = frozenset({"decline"})
    # Decisions whose being owed tells a hidden fact (undo stops at the move that brought them:
    # scenes.witness): where an Infiltrated Rebel goes says it was one that Infiltrates.
    telling_decisions = frozenset({"infiltrate_at"})
    news_words = MappingProxyType({("decision", "infiltrate_at"): "a Rebel shown to Infiltrate"})

    __slots__ = (
        "mode",
        "seed",
        "options",
        "rng",
        "cards",
        "scores",
        "round_no",
        "results",
        "winner",
        "history",
        "king",
        "hands",
        "deck",
        "dmask",
        "dhas",
        "discard",
        "exile",
        "played",
        "guards",
        "rebels",
        "up",
        "hknow",
        "kseen",
        "sp_min",
        "sp_max",
        "infiltrated",
        "stack",
        "opening_events",
        "_legal",
        "_ev",
    )

    def __init__(
        self, mode_id: str = "peasant/eras", seed: int = 0, options: dict | None = None
    ) -> None:
        rules = _RULEBOOK[0]
        self.mode: Mode = mode(mode_id)
        self.options = resolve_options(self.mode, options)
        if self.mode.deal_seed is not None:  # a prepared deal (the guided game), whatever is asked
            seed = self.mode.deal_seed
        self.seed = seed
        self.rng = Rng(seed)
        self.cards: tuple[CardDef, ...] = CARDS
        self.scores = [0, 0]
        self.round_no = 0
        self.results: list[dict] = []
        self.winner: int | None = None
        self.history: list[str] | None = []
        self._legal: list[Action] | None = None
        self._ev: list[Event] | None = []
        self.stack: list[tuple] = []
        first = self.options.get("first_king", "random")
        if self.mode.first_king is not None:
            first = str(self.mode.first_king)
        self.king = self.rng.randrange(2) if first == "random" else int(first)
        rules.start_era(self)
        rules.settle(self)
        self.opening_events: list[Event] = self._ev

    # ----- the common interface --------------------------------------------------------------

    num_seats = 2

    @property
    def peasant(self) -> int:
        return 1 - self.king

    @property
    def target(self) -> int:
        """The Eras that win the match: the rulebook's 2, or 1 by the house rule."""
        return int(self.options.get("target", MATCH_TARGET))

    def role(self, seat: int) -> str:
        return KING if seat == self.king else PEASANT

    def _legal_now(self) -> list[Action]:
        return _RULEBOOK[0].legal(self)

    def _act(self, action: Action) -> None:
        _RULEBOOK[0].act(self, action)

    def emit(
        self,
        kind: str,
        seat: int = SHARED,
        card=None,
        src=None,
        dst=None,
        arg=None,
        visible_to=None,
    ) -> None:
        if self._ev is not None:
            self._ev.append(Event(kind, seat, card, src, dst, arg, visible_to))

    def clone(self) -> PeasantState:
        st = PeasantState.__new__(PeasantState)
        st.mode = self.mode
        st.seed = self.seed
        st.options = self.options
        st.rng = self.rng.copy()
        st.cards = self.cards
        st.scores = self.scores[:]
        st.round_no = self.round_no
        st.results = self.results[:]
        st.winner = self.winner
        st.history = None if self.history is None else self.history[:]
        st.king = self.king
        st.hands = [self.hands[0][:], self.hands[1][:]]
        st.deck = self.deck[:]
        st.dmask = self.dmask[:]
        st.dhas = [set(self.dhas[0]), set(self.dhas[1])]
        st.discard = self.discard[:]
        st.exile = self.exile[:]
        st.played = self.played[:]
        st.guards = self.guards[:]
        st.rebels = self.rebels[:]
        st.up = set(self.up)
        st.hknow = [set(self.hknow[0]), set(self.hknow[1])]
        st.kseen = set(self.kseen)
        st.sp_min = self.sp_min
        st.sp_max = self.sp_max
        st.infiltrated = set(self.infiltrated)
        st.stack = self.stack[:]
        st.opening_events = []
        st._legal = self._legal
        st._ev = []
        return st

    # ----- cards -----------------------------------------------------------------------------

    def half_name(self, cid: int, role: str) -> str:
        h = self.cards[cid].half(role)
        return h.name if h is not None else self.cards[cid].name

    def is_rebel(self, cid: int) -> bool:
        h = self.cards[cid].peasant
        return h is not None and h.kind == REBEL

    def find_in(self, zone: list[int], name: str, role: str) -> int:
        for c in zone:
            h = self.cards[c].half(role)
            if h is not None and h.name == name:
                return c
        raise KeyError(name)

    def hidden_rebels(self) -> list[int]:
        return [c for c in self.rebels if c not in self.up]

    # ----- views -----------------------------------------------------------------------------

    def knows_deck(self, seat: int) -> list[list[int]]:
        bit = 1 << seat
        return [
            [i, c] for i, (c, m) in enumerate(zip(self.deck, self.dmask, strict=True)) if m & bit
        ]

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know, as plain JSON-friendly data (docs/model.md)."""
        top = self.stack[-1] if self.stack else ("match_over", -1, (), ())
        over = self.round_over
        seats = []
        for s in (0, 1):
            mine = s == seat
            if s == self.king:
                town = [{"card": c, "up": True} for c in self.guards]
            else:
                town = [
                    {
                        "card": c if mine or over or c in self.up or c in self.kseen else None,
                        "up": c in self.up,
                    }
                    for c in self.rebels
                ]
            hand = self.hands[s]
            seats.append(
                {
                    "role": self.role(s),
                    "score": self.scores[s],
                    "hand": list(hand) if mine or over else len(hand),
                    "known": list(hand)
                    if mine or over
                    else [c for c in hand if c in self.hknow[s]],
                    "town": town,
                }
            )
        out = {
            "game": "peasant",
            "seat": seat,
            "mode": self.mode.id,
            "era": self.round_no,
            "round_no": self.round_no,  # the common key every game's view has (docs/network.md)
            "decision": top[0],
            "to_move": top[1],
            "legal": [str(a) for a in self.legal_actions()] if top[1] == seat else [],
            "king": self.king,
            "peasant": self.peasant,
            "deck": len(self.deck),
            "deck_known": self.knows_deck(seat)
            if not over
            else [[i, c] for i, c in enumerate(self.deck)],
            # Cards the viewer knows are somewhere in the deck, not where (sorted ids).
            "deck_has": self.deck_has(seat) if not over else [],
            # How many of the Assassin and Decoy are in the deck, as the King knows it.
            "deck_specials": self.specials_bounds() if seat == self.king else None,
            "discard": list(self.discard),
            "exile": list(self.exile),
            "played": list(self.played),
            "looking": self.looking(seat),
            "pending": [top[0], top[1], *top[2]],
            "results": list(self.results),
            "scores": list(self.scores),
            "target": self.target,
            "winner": self.winner,
            "seats": seats,
        }
        if over:
            out["round_reveal"] = self.round_reveal()
        return out

    def deck_has(self, seat: int) -> list[int]:
        """Ids ``seat`` knows are in the deck but not at which position."""
        bit = 1 << seat
        placed = {c for c, m in zip(self.deck, self.dmask, strict=True) if m & bit}
        return sorted(self.dhas[seat] - placed)

    def specials_bounds(self) -> list[int]:
        """How many of the Assassin and Decoy the King knows to be in the deck, at least and at
        most: the running counts, tightened by what he sees now (one at a known deck position
        is surely there; one Exiled, face up, named in Town or known in her hand is not)."""
        k = 1 << self.king
        seen_in = sum(
            1
            for c, m in zip(self.deck, self.dmask, strict=True)
            if c in SPECIALS and (m & k or c in self.dhas[self.king])
        )
        out = sum(
            1
            for c in SPECIALS
            if c in self.exile or c in self.up or c in self.kseen or c in self.hknow[self.peasant]
        )
        return [max(self.sp_min, seen_in), min(self.sp_max, len(SPECIALS) - out)]

    def looking(self, seat: int) -> list[dict]:
        """The cards ``seat`` looks at for the decision it owes now, with where they are."""
        if not self.stack or self.stack[-1][1] != seat:
            return []
        kind = self.stack[-1][0]
        if kind in ("sentinel", "courtesan_keep", "courtesan_order", "advisor"):
            n = self.stack[-1][2][0]
            return [{"card": self.deck[i], "zone": "deck", "pos": i} for i in range(n)]
        return []

    def round_reveal(self) -> dict:
        """Every hidden card, shown to both seats once the Era is over."""
        return {
            "hands": [list(self.hands[0]), list(self.hands[1])],
            "deck": list(self.deck),
            "rebels": list(self.rebels),
        }

    def snapshot(self) -> dict:
        """The whole state as plain data, for equality checks (replay, saves, illegal actions)."""
        return {
            "mode": self.mode.id,
            "options": dict(self.options),
            "rng": self.rng.state,
            "scores": list(self.scores),
            "round": self.round_no,
            "results": list(self.results),
            "winner": self.winner,
            "king": self.king,
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "dmask": list(self.dmask),
            "dhas": [sorted(h) for h in self.dhas],
            "discard": list(self.discard),
            "exile": list(self.exile),
            "played": list(self.played),
            "guards": list(self.guards),
            "rebels": list(self.rebels),
            "up": sorted(self.up),
            "hknow": [sorted(k) for k in self.hknow],
            "kseen": sorted(self.kseen),
            "sp": [self.sp_min, self.sp_max],
            "infiltrated": sorted(self.infiltrated),
            "stack": [[f[0], f[1], list(f[2]), list(f[3])] for f in self.stack],
        }

    def all_zones(self) -> list[int]:
        """Every card id in every zone, Exile included (the invariant: a permutation of 0..17)."""
        return (
            self.hands[0]
            + self.hands[1]
            + self.deck
            + self.discard
            + self.exile
            + self.played
            + self.guards
            + self.rebels
        )

    # ----- determinization -------------------------------------------------------------------

    def determinize(self, seat: int, rng: Rng) -> PeasantState:
        """A state ``seat`` cannot tell from this one (the same ``view(seat)``): the cards it
        cannot see dealt anew at random, consistent with what it knows (face-down Rebels are
        Rebels, the King never holds the Assassin or the Decoy, a secretly Infiltrated card in
        the deck is one of those two), and a fresh generator so later shuffles are unknown.

        The redeal depends only on ``view(seat)`` and ``rng``."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        if self.round_over:
            return st
        for _ in range(200):
            if _redeal(self, st, seat, rng):
                st._legal = None
                if st.stack and st.stack[-1][1] != seat and not st.legal_actions():
                    continue  # the other seat publicly owes a choice, so it has one
                return st
        raise RuntimeError("no redeal matches what this seat knows")


def _redeal(src: PeasantState, st: PeasantState, seat: int, rng: Rng) -> bool:
    """Fill ``st``'s slots hidden from ``seat`` with a random consistent deal; False to retry."""
    other = 1 - seat
    bit = 1 << seat
    # Slots: ("hand", index), ("rebel", index), ("deck", index), in a canonical public order.
    slots: list[tuple[str, int]] = []
    cards: list[int] = []
    for i, c in enumerate(src.hands[other]):
        if c not in src.hknow[other]:
            slots.append(("hand", i))
            cards.append(c)
    if seat == src.king:
        for i, c in enumerate(src.rebels):
            if c not in src.up and c not in src.kseen:
                slots.append(("rebel", i))
                cards.append(c)
    for i, (c, m) in enumerate(zip(src.deck, src.dmask, strict=True)):
        if not m & bit:
            slots.append(("deck", i))
            cards.append(c)
    if not slots:
        return True
    cards.sort()
    # Cards the seat knows are in the deck (not where) go to deck slots in every world.
    pinned = src.dhas[seat] & set(cards)
    specials = [c for c in cards if c in SPECIALS]
    plain = [c for c in cards if c not in SPECIALS and c not in pinned]
    plain_pinned = [c for c in cards if c not in SPECIALS and c in pinned]
    king_hand = other == src.king
    deck_slots = [k for k, s in enumerate(slots) if s[0] == "deck"]
    free_slots = [
        k for k, s in enumerate(slots) if s[0] != "deck" and not (s[0] == "hand" and king_hand)
    ]
    # How many hidden specials lie in the deck: the King knows a lower bound (Infiltrates) and
    # whether more may be there; the Peasant knows hers are all in the deck when she cannot see
    # them (the King never holds one).
    if seat == src.king:
        known_in_deck = sum(
            1 for c, m in zip(src.deck, src.dmask, strict=True) if m & bit and c in SPECIALS
        )
        lo = min(max(0, src.sp_min - known_in_deck), len(specials))
        hi = min(max(0, src.sp_max - known_in_deck), len(specials))
    else:
        lo = hi = len(specials)
    sp_pinned = [c for c in specials if c in pinned]
    lo = max(lo, len(sp_pinned))
    if lo > hi:
        return False
    n_deck = lo + rng.randrange(hi - lo + 1)
    if n_deck > len(deck_slots) or len(specials) - n_deck > len(free_slots):
        return False
    free_sp = [c for c in specials if c not in pinned]
    rng.shuffle(free_sp)
    specials = sp_pinned + free_sp  # the first n_deck go to the deck
    rng.shuffle(plain)
    assign: dict[int, int] = {}
    # Face-down Rebel slots first, from every Rebel card that may be off the deck: the plain
    # Rebels and the specials not dealt to the deck.
    outside = specials[n_deck:]
    rebel_slots = [k for k in free_slots if slots[k][0] == "rebel"]
    # A Rebel being Infiltrated right now (its Town index is public) is the Assassin or Decoy.
    sneaking = {f[2][0] for f in src.stack if f[0] == "infiltrate_at"}
    must = [k for k in rebel_slots if slots[k][1] in sneaking]
    if len(must) > len(outside):
        return False
    for k, c in zip(must, outside, strict=False):
        assign[k] = c
    rebel_slots = [k for k in rebel_slots if k not in assign]
    pool = [c for c in plain if src.is_rebel(c)] + outside[len(must) :]
    if len(pool) < len(rebel_slots):
        return False
    rng.shuffle(pool)
    for k, c in zip(rebel_slots, pool, strict=False):
        assign[k] = c
    used = set(assign.values())
    hand_slots = [k for k in free_slots if k not in assign]
    rng.shuffle(hand_slots)
    left_out = [c for c in outside if c not in used]
    if len(left_out) > len(hand_slots):
        return False
    for c in left_out:
        assign[hand_slots.pop()] = c
    ds = deck_slots[:]
    rng.shuffle(ds)
    for c in specials[:n_deck]:
        assign[ds.pop()] = c
    if len(plain_pinned) > len(ds):
        return False
    for c in plain_pinned:
        assign[ds.pop()] = c
    used = set(assign.values())
    rest = [k for k in range(len(slots)) if k not in assign]
    left = [c for c in plain if c not in used]
    for k, c in zip(rest, left, strict=True):
        assign[k] = c
    mapping = {}
    for k, (zone, i) in enumerate(slots):
        c = assign[k]
        if zone == "hand":
            mapping[src.hands[other][i]] = c
            st.hands[other][i] = c
        elif zone == "rebel":
            mapping[src.rebels[i]] = c
            st.rebels[i] = c
        else:
            mapping[src.deck[i]] = c
            st.deck[i] = c
    # Private frame data names hidden cards: follow them to their new ids.
    st.stack = [
        (f[0], f[1], f[2], tuple(mapping.get(c, c) for c in f[3])) if f[3] else f for f in src.stack
    ]
    st.infiltrated = {mapping.get(c, c) for c in src.infiltrated}
    # The other seat's "in the deck somewhere" cards may have been dealt elsewhere here.
    st.dhas[other] = {c for c in st.dhas[other] if c in st.deck}
    return True


def is_special(cid: int) -> bool:
    return cid in SPECIALS


__all__ = ["ASSASSIN", "DECOY", "SENTINEL", "SHARED", "EraOver", "PeasantState"]
