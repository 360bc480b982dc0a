"""The Imposter Kings state: the zones, the scores and the seats' knowledge of a match, the data
the rules change (rules.py and the modules it names); the match itself, this state with its
rules, is ``ImposterState`` in match.py.

The state is made of parts of one idea each: the values of cards (values.py), the seats and what
each knows (seats.py), the views (views.py) and determinization (redeal.py).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Self

from game.core.actions import Action
from game.core.events import Event
from game.core.machine import DecisionMachine
from game.core.registry import complete_options
from game.core.rng import Rng
from game.imposter.cards import CARDS, CardDef
from game.imposter.fon import Fon
from game.imposter.mercenary_deck import Merc
from game.imposter.modes import MATCH_TARGET, Mode, mode
from game.imposter.party import Party
from game.imposter.redeal import Redeal
from game.imposter.seats import MERC, SHARED, SeatsAndKnowledge
from game.imposter.values import CardValues
from game.imposter.views import Views

__all__ = ["MERC", "SHARED", "TableState"]


class TableState(CardValues, SeatsAndKnowledge, Views, Redeal, DecisionMachine):
    """The data of a whole match of The Imposter Kings: the current round's zones plus the match
    score. Made by ``ImposterState`` (match.py), which starts the match and binds the rules.

    Cards are ints (ids into ``self.cards``); zones are lists of ids. The decision owed next is
    the top frame of ``self.stack``, a tuple ``(kind, seat, *data)``; ``rules.py`` lists the kinds.
    """

    game = "imposter"
    # Events whose news is said aloud to the table (game.core.invariants.check_events_hide).
    announced_events = frozenset(
        {"say", "decline", "guess_right", "guess_wrong", "trade_unmatched", "traded"}
    )
    # Events that tell the table a fact of a hidden hand or a secret choice without showing a
    # card (undo stops after them: scenes.witness): a guess answered, a 2v2 trade's counts.
    telling_events = frozenset(
        {"holds", "holds_not", "guess_right", "guess_wrong", "traded", "trade_unmatched"}
    )
    # Decisions whose being owed tells a hidden fact, in the view though no event says it
    # (undo stops at the move that brought them): the Cutthroat Assassin's owner keeping one of
    # the victim's cards (its options), the Executioner's Condemn (every holder of the number).
    telling_decisions = frozenset({"assassin_keep", "condemn"})
    # What such a move showed, in the words of the note on undo (scenes.witness.Witness.say).
    news_words = MappingProxyType(
        {
            ("from", "down"): "the reveal of the face-down cards",
            ("move", "bid"): "the reveal of the bids",
            ("move", "raise"): "a card added to a bid",
            ("from", "partner"): "the look at your partner's card",
            ("from", "successor"): "the look at a Successor",
            "spy_look": "the look at a Successor",
            ("to", "trade"): "the trade with your partner",
            "traded": "the count of a team's trade",
            "trade_unmatched": "the count of cards put out to trade",
            ("decision", "assassin_keep"): "the hand the Assassin showed you",
            ("decision", "condemn"): "the Executioner's call to Condemn",
        }
    )

    __slots__ = (
        "mode",
        "options",
        "target",
        "seed",
        "rng",
        "n",
        "cards",
        "scores",
        "true_king",
        "mulligans",
        "round_no",
        "results",
        "winner",
        "match_over",
        "history",
        "first",
        "direction",
        "out",
        "hands",
        "successor",
        "dungeon",
        "ante",
        "condemned",
        "offer",
        "king_up",
        "court",
        "disgraced",
        "accused",
        "unused",
        "removed",
        "reveal",
        "mystic",
        "boosted",
        "known",
        "lacks",
        "spied",
        "stack",
        "fon",
        "party",
        "merc",
        "opening_events",
        "owner",
        "deck_ids",
        "_legal",
        "_ev",
    )

    def __init__(self, mode_id: str, seed: int = 0, options: dict | None = None) -> None:
        self.mode: Mode = mode(mode_id)
        # The setup choices (every key, defaults filled in); ValueError naming what is allowed.
        self.options: dict[str, str] = complete_options(mode_id, self.mode.options, options)
        # The points that win the match: the rulebook's 7, or a shorter house rule.
        self.target = int(self.options.get("target", MATCH_TARGET))
        if self.mode.deal_seed is not None:  # a prepared deal (the tutorial), whatever is asked
            seed = self.mode.deal_seed
        self.seed = seed
        self.rng = Rng(seed)
        self.n = self.mode.seats
        names = list(self.mode.deck)
        if self.mode.accused_fixed:
            names.append(self.mode.accused_fixed)
        owner = [SHARED] * len(names)
        self.deck_ids = tuple(range(len(names)))
        if self.mode.army:
            # Each seat owns its Army cards and one copy of every Signature Card it could pick.
            for s in range(self.n):
                for lb in self.mode.army + self.mode.pool:
                    names.append(lb)
                    owner.append(s)
        merc_ids = []
        for nm in self.mode.mercenaries:  # one shared copy of each Signature Card
            merc_ids.append(len(names))
            names.append(nm)
            owner.append(MERC)
        self.cards: tuple[CardDef, ...] = tuple(CARDS[nm] for nm in names)
        self.owner = tuple(owner)
        self.fon = Fon(self.n) if self.mode.expansion else None
        self.party = Party(self.n) if self.mode.setup != "pair" else None
        self.merc = None
        if merc_ids:
            self.merc = Merc(self.n, tuple(merc_ids))
        self.scores = [0] * self.n
        self.true_king = self.rng.randrange(self.n)
        self.mulligans = [0] * self.n
        self.round_no = 0
        self.results: list[dict] = []
        self.winner: int | None = None
        # A plain attribute over DecisionMachine's property (winner is not None), set with the
        # winner: every step of a search reads it, and a property is a call.
        self.match_over = False
        self.history: list[str] | None = []
        self._legal: list[Action] | None = None
        self._ev: list[Event] = []
        self.stack = []

    # ----- the common interface --------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.n

    @property
    def match_target(self) -> int:
        """The score that wins the match (rulebook: first to 7; the ``target`` option may set
        a shorter house rule), for the shell's scoring."""
        return self.target

    def snapshot(self) -> dict:
        """The whole state as plain data, for equality checks (replay, save and load)."""
        return {
            "mode": self.mode.id,
            "options": self.options,
            "rng": self.rng.state,
            "scores": self.scores,
            "true_king": self.true_king,
            "mulligans": self.mulligans,
            "round": self.round_no,
            "results": self.results,
            "winner": self.winner,
            "first": self.first,
            "direction": self.direction,
            "out": self.out,
            "hands": self.hands,
            "successor": self.successor,
            "dungeon": self.dungeon,
            "ante": self.ante,
            "condemned": self.condemned,
            "offer": self.offer,
            "king_up": self.king_up,
            "court": self.court,
            "disgraced": sorted(self.disgraced),
            "accused": self.accused,
            "unused": self.unused,
            "removed": self.removed,
            "reveal": self.reveal,
            "mystic": self.mystic,
            "boosted": sorted(self.boosted),
            "known": [[sorted(k) for k in row] for row in self.known],
            "lacks": [[sorted(k) for k in row] for row in self.lacks],
            "spied": [sorted(d.items()) for d in self.spied],
            "stack": [list(f) for f in self.stack],
            "fon": None if self.fon is None else self.fon.snapshot(),
            "party": None if self.party is None else self.party.snapshot(),
        } | ({} if self.merc is None else {"merc": self.merc.snapshot()})

    def all_zones(self) -> list[int]:
        """Every card id in every zone, once per occurrence (the invariant: a permutation)."""
        ids = list(self.court) + self.unused + self.removed + self.reveal
        if self.accused is not None:
            ids.append(self.accused)
        for s in range(self.n):
            ids += self.hands[s] + self.ante[s] + self.condemned[s]
            for one in (self.successor[s], self.dungeon[s], self.offer[s]):
                if one is not None:
                    ids.append(one)
        fon = self.fon
        if fon is not None:
            for s in range(self.n):
                ids += fon.army[s] + fon.exhaust[s] + fon.box[s] + fon.picked[s]
                if fon.squire[s] is not None:
                    ids.append(fon.squire[s])
        if self.party is not None:
            ids += self.party.zones()
        if self.merc is not None:
            ids += self.merc.zones()
        return ids

    def clone(self) -> Self:
        cls = self.__class__
        st = cls.__new__(cls)
        st.mode = self.mode
        st.options = self.options  # never changed once made, so shared
        st.target = self.target
        st.seed = self.seed
        st.rng = self.rng.copy()
        st.n = self.n
        st.cards = self.cards
        st.scores = self.scores[:]
        st.true_king = self.true_king
        st.mulligans = self.mulligans[:]
        st.round_no = self.round_no
        st.results = self.results[:]
        st.winner = self.winner
        st.match_over = self.match_over
        st.history = None if self.history is None else self.history[:]
        st.first = self.first
        st.direction = self.direction
        st.out = self.out[:]
        # map() copies without a comprehension's frame: clone is the search's unit of cost.
        st.hands = list(map(list.copy, self.hands))
        st.successor = self.successor[:]
        st.dungeon = self.dungeon[:]
        st.ante = list(map(list.copy, self.ante))
        st.condemned = list(map(list.copy, self.condemned))
        st.offer = self.offer[:]
        st.king_up = self.king_up[:]
        st.court = self.court[:]
        st.disgraced = self.disgraced.copy()
        st.accused = self.accused
        st.unused = self.unused[:]
        st.removed = self.removed[:]
        st.reveal = self.reveal[:]
        st.mystic = self.mystic
        st.boosted = self.boosted.copy()
        st.known = [list(map(list.copy, row)) for row in self.known]
        st.lacks = [list(map(set.copy, row)) for row in self.lacks]
        st.spied = self.spied  # never changed in place (abilities.py replaces it): shared
        st.stack = self.stack[:]
        st.fon = None if self.fon is None else self.fon.copy()
        st.party = None if self.party is None else self.party.copy()
        st.merc = None if self.merc is None else self.merc.copy()
        st.owner = self.owner
        st.deck_ids = self.deck_ids
        st._legal = self._legal
        st._ev = []
        return st
