"""The Imposter Kings state: zones, values, knowledge, views and determinization.

The rules that move cards live in ``rules.py`` (turn flow, reactions, scoring) and
``abilities.py`` (one class per card); this module holds the data they act on.
"""

from __future__ import annotations

from types import MappingProxyType

from game.core.actions import Action, actions
from game.core.events import Event
from game.core.machine import DecisionMachine
from game.core.registry import complete_options
from game.core.rng import Rng
from game.imposter.cards import CARDS, CardDef
from game.imposter.fon import IMMORTAL_VICTIMS, Fon
from game.imposter.modes import MATCH_TARGET, Mode, mode
from game.imposter.party import Party

SHARED = -1  # the seat field of a shared zone
MERC = -2  # the owner of a Mercenary card (the shared Mercenary deck of three and four players)

# ``rules.legal`` and ``rules.act``, bound at first use (rules.py imports this module): an import
# statement in the hooks would cost more than the rest of a typical step.
_RULES: list = []

# Per card id of a match's cards (a tuple that one match and its clones share, equal for every
# match of a mode): "" gives the labels, "ids" each label's card id (a frozenset of the ids of
# twins), a verb each card's action ``verb label``. Legal lists and lookups by label read these
# instead of the card objects, at every step of a search.
_BY_CARD: dict[str, tuple] = {}


def _by_card(cards: tuple, verb: str) -> tuple | dict:
    entry = _BY_CARD.get(verb)
    if entry is None or entry[0] != cards:
        labels = tuple(c.label for c in cards)
        if verb == "ids":  # label -> its card id, or the frozenset of its twins' ids
            same: dict[str, list[int]] = {}
            for cid, lb in enumerate(labels):
                same.setdefault(lb, []).append(cid)
            entry = (cards, {lb: c[0] if len(c) == 1 else frozenset(c) for lb, c in same.items()})
        else:
            entry = (cards, tuple(actions(verb, list(labels))) if verb else labels)
    elif entry[0] is not cards:  # another match of the mode: equal cards, the same table
        entry = (cards, entry[1])
    _BY_CARD[verb] = entry  # keyed by these cards now, so the callers' identity test passes
    return entry[1]


# Per number of seats and seat: the other seats in seat order (who learns about that hand).
_WATCHERS = tuple(tuple(tuple(o for o in range(n) if o != t) for t in range(n)) for n in range(5))
_OTHERS: dict[tuple[int, int, int], tuple[int, ...]] = {}  # (n, direction, seat) -> others
_PARTNERS: dict[tuple, tuple] = {}  # a mode's teams -> each seat's partner


def _bind_rules() -> list:
    """Find the two rules functions; from then on they are the hooks themselves (each takes
    the state first, like a method), so a step makes no call in between."""
    from game.imposter.rules import act, legal

    _RULES[:] = (legal, act)
    ImposterState._legal_now = legal
    ImposterState._act = act
    return _RULES


class ImposterState(DecisionMachine):
    """A whole match of The Imposter Kings: the current round's zones plus the match score.

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
        from game.imposter import rules

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
            from game.imposter.mercenaries import Merc

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
        rules.start_match(self)
        # What happened before the first decision (the first deal), for the table to animate.
        self.opening_events: list[Event] = self._ev

    # ----- the common interface --------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.n

    def concede_winner(self, seat: int) -> tuple[int, str]:
        """Who takes the match when ``seat`` concedes, and why (``rules.concede_winner``)."""
        from game.imposter import rules

        return rules.concede_winner(self, seat)

    @property
    def match_target(self) -> int:
        """The score that wins the match (rulebook: first to 7; the ``target`` option may set
        a shorter house rule), for the shell's scoring."""
        return self.target

    def _legal_now(self) -> list[Action]:
        return (_RULES or _bind_rules())[0](self)

    def _act(self, action: Action) -> None:
        (_RULES or _bind_rules())[1](self, action)

    def clone(self) -> ImposterState:
        st = ImposterState.__new__(ImposterState)
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

    # ----- cards and values ------------------------------------------------------------------

    def name(self, cid: int) -> str:
        return self.cards[cid].name

    def label(self, cid: int) -> str:
        return self.cards[cid].label

    def is_muted(self, cid: int) -> bool:
        """No text: the Mystic's number (everywhere), the Immortal's victims, the Exile's Mute;
        Steadfast always beats Muted (rulebook, keywords)."""
        c = self.cards[cid]
        fon = self.fon
        if fon is None:
            return self.mystic == c.value and not c.steadfast
        muted = (
            self.mystic == c.value
            or True in fon.exile
            or (
                fon.stranger_as.get(cid, c.name) in IMMORTAL_VICTIMS  # eff_name, written out
                and self.immortal_active()
            )
        )
        return muted and not self.is_steadfast(cid)

    def _merc_holder(self, cid: int) -> int:
        """A Mercenary's owner for the round: the seat that played it into the Court, else the
        seat holding it (hand, Antechamber, Successor, Dungeon, Squire); -1 when none does
        (the Mercenary area or deck). Card file, Aegis: its Steadfast follows its owner's King."""
        if self.fon is not None and cid in self.fon.played_by:
            return self.fon.played_by[cid]
        for s in range(self.n):
            if cid in self.hands[s] or cid in self.ante[s] or cid in self.condemned[s]:
                return s
            if cid in (self.successor[s], self.dungeon[s], self.offer[s]):
                return s
            if self.fon is not None and cid == self.fon.squire[s]:
                return s
        return -1

    def is_steadfast(self, cid: int) -> bool:
        c = self.cards[cid]
        if c.steadfast:
            if c.name == "Aegis":  # Steadfast until its owner's King is flipped
                owner = self.owner[cid]
                if owner == MERC:
                    owner = self._merc_holder(cid)
                return owner < 0 or self.king_up[owner]
            return True
        fon = self.fon
        if fon is None:
            return False
        if cid in fon.consp_marked or self._conspiracy_covers(cid):
            return True
        return fon.stranger_as.get(cid, c.name) == "Elder" and self.ancestor_active()  # eff_name

    def eff_name(self, cid: int) -> str:
        """The card's name, or the name a Stranger in the Court copied."""
        fon = self.fon
        if fon is not None and cid in fon.stranger_as:
            return fon.stranger_as[cid]
        return self.cards[cid].name

    def immortal_active(self) -> bool:
        """A face-up Immortal in the Court (it is Steadfast, so nothing Mutes it)."""
        dis = self.disgraced
        cards = self.cards
        for c in self.court:  # a loop, not any(): asked for every victim's value
            if cards[c].name == "Immortal" and c not in dis:
                return True
        return False

    def ancestor_active(self) -> bool:
        dis = self.disgraced
        for c in self.court:
            if self.cards[c].name == "Ancestor" and c not in dis and not self.is_muted(c):
                return True
        return False

    def _conspiracy_covers(self, cid: int) -> bool:
        fon = self.fon
        if not any(fon.consp):  # no Conspiracist's window open: the usual case
            return False
        for s in range(self.n):
            if fon.consp[s] and (cid in self.hands[s] or cid in self.ante[s]):
                return True
        return False

    def is_royal(self, cid: int) -> bool:
        """Royalty: printed, or granted by a face-up Immortal; Disgraced or Muted cards have none."""
        if cid in self.disgraced:
            return False
        c = self.cards[cid]
        if c.royalty:
            return not self.is_muted(cid)
        if self.fon is not None and c.name in ("Immortal", "Warlord") and self.immortal_active():
            return not self.is_muted(cid)
        return False

    def royalty_in_court(self) -> bool:
        if self.fon is None:  # is_royal written out: printed Royalty, face up and not Muted
            cards, dis, mystic = self.cards, self.disgraced, self.mystic
            for cid in self.court:
                c = cards[cid]
                if c.royalty and cid not in dis and (mystic != c.value or c.steadfast):
                    return True
            return False
        return any(self.is_royal(c) for c in self.court)

    def court_value(self, cid: int) -> int:
        """Current value of a Court card (card file 4.2): a set value beats adds, the latest set
        wins, adds are summed; Steadfast blocks drops caused by other cards."""
        if cid in self.disgraced:
            return 1
        c = self.cards[cid]
        fon = self.fon
        if fon is None:
            if self.mystic == c.value and not c.steadfast:
                return 3
            v = c.value
            if c.name == "Warlord" and self.royalty_in_court():
                v += 2
            if cid in self.boosted and self.court[-1] == cid:
                v += 2
            return v
        steadfast = self.is_steadfast(cid)
        name = fon.stranger_as.get(cid, c.name)  # eff_name
        muted = not steadfast and (  # is_muted, written out with the Steadfast test done once
            self.mystic == c.value
            or True in fon.exile
            or (name in IMMORTAL_VICTIMS and self.immortal_active())
        )
        on_throne = self.court[-1] == cid
        if self.mystic == c.value and not steadfast:
            return 3
        if not muted:
            if c.name == "Immortal":
                return 5
            if c.name == "Nakturn":
                return 2
            if c.name == "Impersonator" and cid in fon.imp_ante:
                return 2
        v = c.value
        if not muted:
            if c.name == "Warlord" and self.royalty_in_court():
                v += 2
            if cid in self.boosted and on_throne:
                v += 2
            if c.name == "Conspiracist" and on_throne:
                v -= 1
            if c.name == "Exile" and on_throne:
                v -= sum(
                    1 for o in self.court if o not in self.disgraced and self.cards[o].value >= 7
                )
        if cid in fon.consp_marked:
            v += 1
        if self.merc is not None and cid in self.merc.plus:
            v += _merc_plus(self, cid)  # the Arbiter's bonus while in the Court
        if name in IMMORTAL_VICTIMS:  # else no aura (see _aura)
            v += self._aura(cid, steadfast)
        return max(v, 0)

    def _aura(self, cid: int, steadfast: bool) -> int:
        """The Ancestor's +3 to Elders and the Immortal's -1 to its victims, in every zone."""
        name = self.eff_name(cid)
        if name not in IMMORTAL_VICTIMS:
            return 0
        v = 0
        if name == "Elder" and self.ancestor_active():
            v += 3
        if not steadfast and self.immortal_active():
            v -= 1
        return v

    def hand_value(self, cid: int) -> int:
        """Current value of a card outside the Court (hand, Antechamber, Successor)."""
        c = self.cards[cid]
        v = c.value
        fon = self.fon
        if fon is None:
            if c.name == "Warlord" and not self.is_muted(cid) and self.royalty_in_court():
                v += 1
            return v
        if c.name == "Warlord" and not self.is_muted(cid) and self.royalty_in_court():
            v += 1
        if self._conspiracy_covers(cid):
            v += 1
        if fon.stranger_as.get(cid, c.name) not in IMMORTAL_VICTIMS:
            return max(v, 0)  # no aura (see _aura): its Steadfast test is not needed
        return max(v + self._aura(cid, self.is_steadfast(cid)), 0)

    def leave_court(self, cid: int) -> None:
        """Take a card out of the Court; what it had while there ends (card file, Fool)."""
        self.court.remove(cid)
        self.disgraced.discard(cid)
        self.boosted.discard(cid)
        fon = self.fon
        if fon is not None:
            fon.consp_marked.discard(cid)
            fon.stranger_as.pop(cid, None)
            fon.played_by.pop(cid, None)
            fon.imp_ante.discard(cid)

    def throne(self) -> int | None:
        return self.court[-1] if self.court else None

    def throne_value(self) -> int:
        return self.court_value(self.court[-1]) if self.court else 0

    def face_up_court(self) -> list[int]:
        dis = self.disgraced
        return [c for c in self.court if c not in dis]

    def court_ref(self, cid: int) -> str:
        """How an action names a Court card: its name, or name@position when a twin is face up."""
        labels = _by_card(self.cards, "")
        nm = labels[cid]
        dis = self.disgraced
        twins = 0
        for c in self.court:
            if labels[c] == nm and c not in dis:
                twins += 1
                if twins == 2:
                    return f"{nm}@{self.court.index(cid)}"
        return nm

    def court_card(self, ref: str) -> int:
        nm, _, pos = ref.partition("@")
        if pos:
            return self.court[int(pos)]
        for c in self.court:
            if c not in self.disgraced and self.cards[c].label == nm:
                return c
        raise KeyError(ref)

    def find(self, zone: list[int], label: str) -> int:
        entry = _BY_CARD.get("ids")
        ids = entry[1] if entry is not None and entry[0] is self.cards else None
        if ids is None:
            ids = _by_card(self.cards, "ids")
        only = ids.get(label)
        if type(only) is int:  # the one card with that label: a test of the zone in C
            if only in zone:
                return only
        elif only is not None:  # twins: the first of them in zone order
            c = next(filter(only.__contains__, zone), None)
            if c is not None:
                return c
        raise KeyError(label)

    def labels(self, zone: list[int]) -> list[str]:
        """Distinct labels in a zone, in zone order."""
        seen: list[str] = []
        labels = _by_card(self.cards, "")
        for c in zone:
            lb = labels[c]
            if lb not in seen:
                seen.append(lb)
        return seen

    def label_actions(self, verb: str, zone: list[int]) -> list[Action]:
        """``[Action(verb, lb) for lb in self.labels(zone)]``, the actions shared (built once)."""
        entry = _BY_CARD.get(verb)
        table = entry[1] if entry is not None and entry[0] is self.cards else None
        if table is None:
            table = _by_card(self.cards, verb)
        # One action per label, in zone order, without a loop in Python: twins give equal
        # actions, and a dict keeps the first of equal keys.
        return [*dict.fromkeys(map(table.__getitem__, zone))]

    # ----- seats -----------------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        if not self.out:  # nobody knocked out yet: the loop below would stop at its first seat
            return (seat + self.direction) % self.n
        s = seat
        for _ in range(self.n):
            s = (s + self.direction) % self.n
            if s not in self.out:
                return s
        return seat

    def others(self, seat: int) -> list[int]:
        """The other seats still in the round, in turn order starting after ``seat``."""
        if not self.out:  # nobody knocked out yet: every other seat
            key = (self.n, self.direction, seat)
            order = _OTHERS.get(key)
            if order is None:
                n, d = key[0], key[1]
                order = _OTHERS[key] = tuple((seat + d * k) % n for k in range(1, n))
            return [*order]
        res = []
        s = seat
        for _ in range(self.n - 1):
            s = (s + self.direction) % self.n
            if s not in self.out and s != seat:
                res.append(s)
        return res

    def partner(self, seat: int) -> int | None:
        """The partner seat in a team game (2v2), else None."""
        teams = self.mode.teams
        if not teams:
            return None
        partners = _PARTNERS.get(teams)
        if partners is None:
            n = len(teams)
            partners = _PARTNERS[teams] = tuple(
                next(s for s in range(n) if s != q and teams[s] == teams[q]) for q in range(n)
            )
        return partners[seat]

    def opponents(self, seat: int) -> list[int]:
        """Other seats still in the round that are not on ``seat``'s team."""
        team = self.mode.team_of(seat)
        return [o for o in self.others(seat) if self.mode.team_of(o) != team]

    # ----- events and knowledge --------------------------------------------------------------

    def emit(self, kind: str, seat: int = -1, card: int | None = None, src=None, dst=None,
             arg=None, visible_to: tuple[int, ...] | None = None) -> None:  # fmt: skip
        if self._ev is not None:
            self._ev.append(Event(kind, seat, card, src, dst, arg, visible_to))

    def card_key(self, cid: int) -> str:
        """What the seats' knowledge tracks a card by (``known``, ``lacks``): its name, so an
        Army Elder and a deck Elder count as one card there."""
        return self.cards[cid].name

    def learn_gain(self, target: int, cid: int | None, seen_by: tuple[int, ...] | None) -> None:
        """A card entered ``target``'s hand; observers who saw it now know it is there."""
        known, lacks = self.known, self.lacks
        nm = None
        for obs in _WATCHERS[self.n][target]:
            if seen_by is None or obs in seen_by:
                if nm is None:
                    nm = self.cards[cid].name
                known[obs][target].append(nm)
                lacks[obs][target].discard(nm)
            else:
                lacks[obs][target].clear()

    def learn_loss(self, target: int, cid: int, seen_by: tuple[int, ...] | None) -> None:
        """A card left ``target``'s hand; those who did not see which one forget what they knew."""
        if self.fon is not None:
            self.fon.shown.discard(cid)  # once it leaves the hand, its new place says the rest
        rows = self.known
        for obs in _WATCHERS[self.n][target]:
            known = rows[obs][target]
            if not known:  # nothing known of that hand: nothing to forget
                continue
            if seen_by is None or obs in seen_by:
                nm = self.cards[cid].name
                if nm in known:
                    known.remove(nm)
            else:
                known.clear()

    def spied_successor(self, seer: int, seat: int) -> int | None:
        """The Successor of ``seat`` that ``seer`` looked at with the Spy, while it is unchanged
        (rulebook FAQ: you may look again at what you learned, as long as it cannot have changed)."""
        cid = self.spied[seer].get(seat)
        return cid if cid is not None and self.successor[seat] == cid else None

    def learn_holds(self, target: int, name: str, held: bool) -> None:
        """Everyone learned publicly whether ``target`` holds a card called ``name``."""
        for obs in range(self.n):
            if obs == target:
                continue
            if held:
                if name not in self.known[obs][target]:
                    self.known[obs][target].append(name)
            else:
                self.lacks[obs][target].add(name)

    # ----- views -----------------------------------------------------------------------------

    def public_ids(self) -> set[int]:
        """Cards whose identity every seat knows."""
        ids = set(self.court)
        ids.update(self.removed, self.reveal, *self.ante, *self.condemned)
        if self.accused is not None:
            ids.add(self.accused)
        if self.fon is not None:
            ids |= self.fon.shown
            for s in range(self.n):
                ids.update(self.fon.exhaust[s])
        if self.party is not None:
            ids |= self.party.public()
            if self.party.masked:  # face-down Condemned cards (the Executioner's)
                ids.difference_update(self.party.masked)
        if self.merc is not None:  # the Mercenary area; the deck's rest is known by elimination
            ids.update(self.merc.area, self.merc.deck)
        return ids

    def masked_from(self, seat: int) -> dict[int, int]:
        """The face-down Condemned or removed cards ``seat`` does not know, each with its base
        value (all that seat heard). Empty once the round is over: everything is shown then."""
        p = self.party
        if p is None or not p.masked or self.round_over:
            return {}
        cards = self.cards
        return {c: cards[c].value for c, knowers in p.masked.items() if seat not in knowers}

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know, as plain data; equal for indistinguishable states."""
        top = self.stack[-1] if self.stack else ("match_over", -1)
        seats = []
        for s in range(self.n):
            mine = s == seat
            seats.append(
                {
                    "hand": list(self.hands[s]) if mine else len(self.hands[s]),
                    "successor": self.successor[s] if mine else self.successor[s] is not None,
                    "dungeon": self.dungeon[s] if mine else self.dungeon[s] is not None,
                    "offer": self.offer[s] if mine else self.offer[s] is not None,
                    "antechamber": list(self.ante[s]),
                    "condemned": list(self.condemned[s]),
                    "king_up": self.king_up[s],
                    "score": self.scores[s],
                    "mulligans": self.mulligans[s],
                    "out": s in self.out,
                    "known": sorted(self.known[seat][s]) if not mine else [],
                    "lacks": sorted(self.lacks[seat][s]) if not mine else [],
                }
            )
            if self.fon is not None:
                seats[-1].update(self._fon_seat_view(seat, s))
        shown = self.fon.shown if self.fon is not None else ()
        for s in range(self.n):
            if s != seat and shown:
                seats[s]["hand_shown"] = sorted(c for c in self.hands[s] if c in shown)
            for key, zone in (("successor", self.successor), ("dungeon", self.dungeon)):
                if s != seat and zone[s] in shown:
                    seats[s][key] = zone[s]
            if s != seat and self.spied_successor(seat, s) is not None:
                seats[s]["successor"] = self.successor[s]  # the Spy's look, while unchanged
        out = {
            "seat": seat,
            "mode": self.mode.id,
            "round": self.round_no,
            "decision": top[0],
            "to_move": top[1],
            "legal": [str(a) for a in self.legal_actions()] if top[1] == seat else [],
            "true_king": self.true_king,
            "first": self.first,
            "direction": self.direction,
            "court": list(self.court),
            "disgraced": sorted(c for c in self.court if c in self.disgraced),
            "values": {c: self.court_value(c) for c in self.court},
            "accused": self.accused,
            "unused": len(self.unused),
            "removed": list(self.removed),
            "reveal": list(self.reveal),
            "mystic": self.mystic,
            "boosted": sorted(self.boosted),
            "results": list(self.results),
            "winner": self.winner,
            "seats": seats,
            "pending": _public_frame(top),
            # Under a reaction prompt: the ability (and its public choices) that would happen.
            "trigger": _public_frame(self.stack[-2])
            if top[0] == "react" and len(self.stack) > 1 and self.stack[-2][0] in _TRIGGERS
            else None,
            "draft": list(self.fon.draft) if self.fon is not None else [],
        }
        out["teams"] = list(self.mode.teams)
        out["partner"] = self.partner(seat)
        out["party"] = None if self.party is None else self._party_view(seat)
        out["merc"] = None if self.merc is None else _merc_view(self, seat)
        if self.partner(seat) is not None:
            seen = self._partner_successor(seat)
            if seen is not None:
                seats[self.partner(seat)]["successor"] = seen
        masked = self.masked_from(seat) if self.party is not None else None
        if masked:
            for s in range(self.n):
                seats[s]["condemned"] = _mask(self.condemned[s], masked)
            out["removed"] = _mask(self.removed, masked)
        if self.round_over:
            out["round_reveal"] = self.round_reveal()
        return out

    def _partner_successor(self, seat: int) -> int | None:
        """The partner's Successor, while it is still the one ``seat`` looked at (2v2)."""
        p = self.party
        q = self.partner(seat)
        if p is None or q is None:
            return None
        seen = p.seen_successor[seat]
        return seen if seen is not None and self.successor[q] == seen else None

    def successor_watchers(self, s: int) -> tuple[int, ...]:
        """Other seats that looked at ``s``'s current Successor (its 2v2 partner, and whoever saw
        it with the Spy): when it goes into the hand they know it is there."""
        cid = self.successor[s]
        if cid is None:
            return ()
        seen = {o for o in range(self.n) if o != s and self.spied_successor(o, s) is not None}
        p = self.party
        q = self.partner(s)
        if p is not None and q is not None and p.seen_successor[q] == cid:
            seen.add(q)
        return tuple(sorted(seen))

    def _partner_card_seen(self, seat: int, s: int) -> bool:
        return s == seat or (self.party.partner_shown and self.partner(seat) == s)

    def _party_view(self, seat: int) -> dict:
        p = self.party
        public = p.public()
        seats = []
        for s in range(self.n):
            mine = s == seat
            seats.append(
                {
                    "down": list(p.down[s]) if mine else len(p.down[s]),
                    "up": list(p.up[s]),
                    "taken_from": [
                        c for c in p.taken_from[s] if c in public or seat in (s, self.partner(s))
                    ],
                    "partner_card": list(p.partner_card[s])
                    if self._partner_card_seen(seat, s)
                    else bool(p.partner_card[s]),
                    "returned": list(p.returned[s]),
                    "returned_partner": list(p.returned_partner[s])
                    if seat in (s, self.partner(s))
                    else [],
                    # Chosen in secret, together: nobody else sees even how many.
                    "trade": list(p.trade[s]) if mine else None,
                }
            )
        return {
            "seats": seats,
            "step": p.step,
            "starter": p.starter,
            "trading": list(p.trading),
            "partner_successor": self._partner_successor(seat),
            "buried": [c for c, by in zip(p.buried, p.buried_by, strict=True) if by == seat]
            if seat in p.buried_by
            else len(p.buried),
            "buried_count": len(p.buried),
            # The Cutthroat Assassin's owner looks at the victim's hand and Successor.
            "keep_pool": []
            if self._keep_victim(seat) is None
            else court_pool(self, self._keep_victim(seat)),
            # The viewer's own face-down Condemned cards (id: base value): others see the value.
            "face_down": {}
            if not p.masked or self.round_over
            else {c: self.cards[c].value for c, k in p.masked.items() if seat in k},
        }

    def round_reveal(self) -> dict:
        """What lay hidden when the round ended, shown to every seat once it is over: each
        seat's hand, Successor, Dungeon (and Squire, an offer) and the unused cards. The Army
        and the Signature picks carry over to the next round, so they stay secret."""
        seats = []
        for s in range(self.n):
            seat = {
                "hand": list(self.hands[s]),
                "successor": self.successor[s],
                "dungeon": self.dungeon[s],
                "offer": self.offer[s],
            }
            if self.fon is not None:
                seat["squire"] = self.fon.squire[s]
            seats.append(seat)
        out = {"seats": seats, "unused": list(self.unused)}
        if self.party is not None:
            out["buried"] = list(self.party.buried)
            # Condemned cards that lay face down, now shown with the Condemned and removed ones.
            for s in range(self.n):
                seats[s]["condemned"] = list(self.condemned[s])
            out["removed"] = list(self.removed)
            out["face_down"] = sorted(self.party.masked)
        return out

    def _fon_seat_view(self, seat: int, s: int) -> dict:
        fon = self.fon
        mine = s == seat
        public = self.public_ids()
        squire = fon.squire[s]
        return {
            "army": list(fon.army[s]) if mine else len(fon.army[s]),
            # Army cards of this seat whose place the viewer cannot see (in its Army or hand).
            "army_pool": []
            if mine
            else sorted(
                self.cards[c].label
                for c in self._owned_hidden(s, public)
                if c not in self.private_ids(seat)
            ),
            "exhaust": list(fon.exhaust[s]),
            "picked": list(fon.picked[s]) if mine else len(fon.picked[s]),
            "squire": squire if mine or squire in fon.shown else squire is not None,
            "facet": fon.facet[s],
            "paid": fon.paid[s],  # an Army card was Exhausted this Mustering Phase
            "successor_shown": self.successor[s] in fon.shown,
            "squire_shown": squire is not None and squire in fon.shown,
            "recruited": list(fon.recruited[s]),
            "conspiracy": fon.consp[s],
            "exile": fon.exile[s],
        }

    def private_ids(self, seat: int) -> set[int]:
        """Cards only ``seat`` can see: its hand and its face-down cards."""
        ids = set(self.hands[seat])
        for c in (self.successor[seat], self.dungeon[seat], self.offer[seat]):
            if c is not None:
                ids.add(c)
        if self.fon is not None:
            ids.update(self.fon.army[seat])
            ids.update(self.fon.picked[seat])
            if self.fon.squire[seat] is not None:
                ids.add(self.fon.squire[seat])
        if self.party is not None:
            p = self.party
            ids.update(p.down[seat] + p.partner_card[seat])
            ids.update(c for c, knowers in p.masked.items() if seat in knowers)
        return ids

    def _owned_hidden(self, s: int, public: set[int]) -> list[int]:
        """Army-owned cards of seat ``s`` (not in its box) that are not publicly placed."""
        fon = self.fon
        box = set(fon.box[s]) | set(fon.picked[s])
        return [
            c
            for c in range(len(self.cards))
            if self.owner[c] == s and c not in public and c not in box
        ]

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

    # ----- determinization -------------------------------------------------------------------

    def determinize(self, seat: int, rng: Rng) -> ImposterState:
        """A state ``seat`` cannot tell from this one: hidden cards redealt at random, consistent
        with what ``seat`` has learned, and a fresh generator so later deals are unknown too.

        The redeal depends only on ``view(seat)`` and ``rng``: every state of one information set
        gives the same world for the same generator, so a search cannot tell them apart."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        others = [s for s in range(self.n) if s != seat]
        if self.round_over:
            # The round's cards are all shown at its end (``round_reveal``): only what carries
            # over to the next round stays unknown, each Army's order and the Signature picks.
            self._redeal_carried(st, others, rng)
            return st
        redeal = self._redeal if self.merc is None else self._redeal_merc
        for _attempt in range(1000):
            if redeal(st, seat, others, rng) and (
                self.merc is None or _merc_redeal(self, st, seat, others)
            ):
                st._legal = None
                if st.stack and st.stack[-1][1] != seat and not st.legal_actions():
                    continue  # the seat to move publicly had a choice, so this world is wrong
                return st
        raise RuntimeError("no redeal matches what this seat has learned")

    def _redeal_carried(self, st: ImposterState, others: list[int], rng: Rng) -> None:
        fon = self.fon
        if fon is None:
            return
        for o in others:
            army = sorted(fon.army[o])
            rng.shuffle(army)
            st.fon.army[o] = army
            _redeal_picks(st.fon, fon, o, rng)

    def _personal(self, o: int, seat: int | None = None) -> list[tuple[str, int]]:
        """The face-down single-card slots of seat ``o`` that others (``seat``) cannot see."""
        shown = self.fon.shown if self.fon is not None else ()
        slots = []
        for key, zone in (("successor", self.successor), ("dungeon", self.dungeon)):
            if zone[o] is not None and zone[o] not in shown:
                if key == "successor" and seat is not None:
                    if self.spied_successor(seat, o) is not None:
                        continue  # the viewer saw it with the Spy: it stays where it is
                slots.append((key, zone[o]))
        if self.party is not None:
            slots = self._party_slots(o, seat, slots)
        if self.fon is not None and self.fon.squire[o] is not None:
            if self.fon.squire[o] not in shown:
                slots.append(("squire", self.fon.squire[o]))
        return slots

    def _party_slots(self, o: int, seat: int | None, slots: list) -> list:
        """Seat ``o``'s setup cards ``seat`` cannot see (face down, the partner card
        unless ``seat`` is the partner who looked), less the Successor ``seat`` looked at."""
        p = self.party
        seen = None if seat is None else self._partner_successor(seat)
        if seat is not None and o == self._keep_victim(seat):
            seen = self.successor[o]  # the Cutthroat Assassin's owner sees it too
        if seen is not None:
            slots = [sl for sl in slots if sl[1] != seen]
        for i, c in enumerate(p.down[o]):
            slots.append((("down", i), c))
        if seat is None or not self._partner_card_seen(seat, o):
            for i, c in enumerate(p.partner_card[o]):
                slots.append((("partner", i), c))
        return slots

    def _reserve_known(self, seat: int, others: list[int], deck: list[int], shown=()) -> dict:
        """For each other seat, one deck card per name ``seat`` knows it holds (taken out of
        ``deck``); a name with no copy left is left for the redeal to refuse. A name a card
        pinned in that hand (``shown``) already answers takes nothing from the deck."""
        kept: dict[int, list[int]] = {}
        for o in others:
            mine = kept[o] = []
            names = sorted(self.known[seat][o])
            for c in self.hands[o]:
                if c in shown and self.cards[c].name in names:
                    names.remove(self.cards[c].name)
            if self.merc is not None and self.fon is not None:
                # A name one of its hidden Army cards may answer is left open (the view shows
                # which Army cards are out of sight, not where).
                hidden = self._owned_hidden(o, self.public_ids())
                skip = set()
                if len(hidden) > len(self.fon.army[o]):
                    skip = {self.cards[c].name for c in hidden}
                # ... and so may another seat's Army card or a Mercenary it holds out of sight.
                places = self.hands[o] + [c for _, c in self._personal(o, seat)]
                owner = self.owner
                skip |= {self.cards[c].name for c in places if owner[c] not in (SHARED, o)}
                names = [nm for nm in names if nm not in skip]
            for nm in names:
                hit = next((c for c in deck if self.cards[c].name == nm), None)
                if hit is not None:
                    deck.remove(hit)
                    mine.append(hit)
        return kept

    def _keep_victim(self, seat: int) -> int | None:
        """The seat whose hand and Successor ``seat`` is looking at (the Cutthroat Assassin)."""
        top = self.stack[-1] if self.stack else None
        if top is not None and top[0] == "assassin_keep" and top[1] == seat:
            return top[2]
        return None

    def _hidden_buried(self, seat: int) -> list[int]:
        """Positions in the buried pile whose card ``seat`` did not see."""
        p = self.party
        if p is None:
            return []
        return [i for i, by in enumerate(p.buried_by) if by != seat]

    def _masked_places(self, seat: int) -> list[tuple[tuple[str, int, int], int]]:
        """Where the face-down Condemned cards ``seat`` does not know lie, in table order:
        ((zone, owner seat, index), card)."""
        masked = self.masked_from(seat) if self.party is not None else None
        if not masked:
            return []
        places = []
        for o in range(self.n):
            for i, c in enumerate(self.condemned[o]):
                if c in masked:
                    places.append((("condemned", o, i), c))
        for i, c in enumerate(self.removed):
            if c in masked:
                places.append((("removed", SHARED, i), c))
        return places

    def _redeal_masked(self, st: ImposterState, places: list, deck: list[int]) -> bool:
        """Each face-down card the viewer does not know becomes the first card of the shuffled
        ``deck`` with its base value (taken out of it); its knowers follow the card."""
        cards = self.cards
        old = self.party.masked
        new = {c: k for c, k in old.items() if all(c != m for _, m in places)}
        for (zone, o, i), c in places:
            value = cards[c].value
            hit = next((d for d in deck if cards[d].value == value), None)
            if hit is None:
                return False
            deck.remove(hit)
            if zone == "condemned":
                st.condemned[o][i] = hit
            else:
                st.removed[i] = hit
            new[hit] = old[c]
        st.party.masked = new
        return True

    def _redeal(self, st: ImposterState, seat: int, others: list[int], rng: Rng) -> bool:
        """Deal the cards ``seat`` cannot see into the hidden zones of ``st``; False when a
        constraint fails. Army cards stay with their owner (in the Army or a hidden slot)."""
        fon = self.fon
        shown = fon.shown if fon is not None else ()
        victim = self._keep_victim(seat)
        if victim is not None:  # the Cutthroat Assassin's owner is looking at this hand
            shown = set(shown) | set(self.hands[victim])  # (and what is shown stays shown)
        top = self.stack[-1] if self.stack else None
        if top is not None and top[0] == "nakturn_condemn" and top[1] == seat and self.n > 2:
            shown = set(shown) | set(self.hands[top[2]])  # the Nakturn's look at that hand
        deck = list(self.unused)
        buried = self._hidden_buried(seat)
        deck += [self.party.buried[i] for i in buried]
        for o in others:
            deck += [c for c in self.hands[o] if self.owner[c] == SHARED and c not in shown]
            if self.offer[o] is not None and self.owner[self.offer[o]] == SHARED:
                deck.append(self.offer[o])
            deck += [c for _, c in self._personal(o, seat) if self.owner[c] == SHARED]
        masked = self._masked_places(seat)
        deck += [c for _, c in masked]
        deck.sort()  # canonical order: the result depends only on what ``seat`` sees and ``rng``
        rng.shuffle(deck)
        # 3+ players know many hand cards (the reveal): set their copies aside first, so that
        # an earlier seat's random cards never take the one a later seat is known to hold.
        kept = self._reserve_known(seat, others, deck, shown) if self.party is not None else {}
        if masked and not self._redeal_masked(st, masked, deck):
            return False
        for o in others:
            slots = self._personal(o, seat)
            hand_size = len(self.hands[o]) + (self.offer[o] is not None)
            mine = [c for c in self.hands[o] if self.owner[c] != SHARED and c not in shown]
            if self.offer[o] is not None and self.owner[self.offer[o]] != SHARED:
                mine.append(self.offer[o])
            mine += [c for _, c in slots if self.owner[c] != SHARED]
            army = list(fon.army[o]) if fon is not None else []
            home = self.merc.home if self.merc is not None else None
            if home:  # 2v2 Mercenaries: a card Recommissioned into a partner's Army is its
                owned = sorted([c for c in mine if home.get(c, self.owner[c]) == o] + army)
                foreign = sorted(c for c in mine if home.get(c, self.owner[c]) != o)
            else:
                owned = sorted([c for c in mine if self.owner[c] == o] + army)
                foreign = sorted(c for c in mine if self.owner[c] != o)  # the viewer's, via a swap
            rng.shuffle(owned)
            pinned = [c for c in self.hands[o] if c in shown]  # publicly seen in this hand
            hand: list[int] = []
            known = sorted(self.known[seat][o])
            for c in pinned:
                if self.cards[c].name in known:
                    known.remove(self.cards[c].name)
            hand_size -= len(pinned)
            for nm in known:
                # Army cards beyond the Army's size must sit in a hidden slot: sometimes let
                # them answer what is known, so every consistent world can come up.
                surplus = len(owned) > len(army)
                order = (owned, deck) if surplus and rng.randrange(2) else (deck, owned)
                pools = (kept.get(o, []), foreign, *order)
                if self.merc is not None:  # Army cards, the viewer's or its own, answer first
                    first = (owned,) if order[0] is owned else ()
                    pools = (foreign, *first, kept.get(o, []), deck, owned)
                for pool in pools:
                    hit = next((c for c in pool if self.cards[c].name == nm), None)
                    if hit is not None:
                        pool.remove(hit)
                        hand.append(hit)
                        break
                else:
                    return False
            if self.merc is not None and kept.get(o):
                deck += kept.pop(o)  # set aside for a name an Army card answered instead
                rng.shuffle(deck)
            if len(owned) < len(army):
                return False
            new_army = owned[: len(army)]
            personal = owned[len(army) :] + foreign
            need = hand_size + len(slots) - len(hand) - len(personal)
            if need < 0 or need > len(deck):
                return False
            personal += deck[:need]
            del deck[:need]
            rng.shuffle(personal)
            lacks = self.lacks[seat][o]
            barred = [c for c in personal if self.cards[c].name in lacks]
            free = [c for c in personal if self.cards[c].name not in lacks]
            if len(barred) > len(slots):
                return False
            rest = barred + free[: len(slots) - len(barred)]
            hand += free[len(slots) - len(barred) :]
            rng.shuffle(rest)
            rng.shuffle(hand)
            if self.offer[o] is not None:
                st.offer[o] = hand.pop()
            st.hands[o] = pinned + hand
            if st.party is not None:
                st.party.trade[o] = []  # unseen choices: in this world, none were made yet
            _put_in_slots(st, o, slots, rest)
            if fon is not None:
                st.fon.army[o] = new_army
                _redeal_picks(st.fon, fon, o, rng)
        if len(deck) != len(self.unused) + len(buried):
            return False
        for i in buried:
            st.party.buried[i] = deck.pop()
        st.unused = deck
        return True

    def _looked_at(self, seat: int) -> int | None:
        """The seat whose whole hand ``seat`` is looking at right now (the Cutthroat Assassin's
        keep, the Nakturn's Condemn after a wrong guess): those cards are seen, card by card."""
        top = self.stack[-1] if self.stack else None
        if top is not None and top[0] in ("assassin_keep", "nakturn_condemn") and top[1] == seat:
            return top[2]
        return None

    def _redeal_merc(self, st: ImposterState, seat: int, others: list[int], rng: Rng) -> bool:
        """``_redeal`` for the Mercenary modes. A Mercenary or an Army card out of its Army
        can be in any other seat's hand or hidden slot (swaps, trades, the Sentry, the Arbiter
        and the Cutthroat Assassin move them unseen), so every such card ``seat`` cannot see
        is dealt among all the other seats' hidden places; each Army keeps its size and holds
        only its own cards. Only the names ``seat`` knows (``known``, ``lacks``) and the cards
        it sees pin anything, so the world depends on ``view(seat)`` and ``rng`` alone."""
        fon, cards, owner = self.fon, self.cards, self.owner
        home = self.merc.home
        shown = set(fon.shown)
        looked = self._looked_at(seat)
        if looked is not None:
            shown |= set(self.hands[looked])
        deck = list(self.unused)
        p = self.party
        buried = [i for i, by in enumerate(p.buried_by) if by != seat]  # unseen by ``seat``
        floating: list[int] = []
        for i in buried:
            (deck if owner[p.buried[i]] == SHARED else floating).append(p.buried[i])
        slots_of: dict[int, list] = {}
        for o in others:
            slots_of[o] = slots = self._personal(o, seat)
            places = [c for c in self.hands[o] if c not in shown] + [c for _, c in slots]
            if self.offer[o] is not None:
                places.append(self.offer[o])
            deck += [c for c in places if owner[c] == SHARED]
            floating += [c for c in places if owner[c] != SHARED] + fon.army[o]
        masked = self._masked_places(seat)
        for _, c in masked:
            (deck if owner[c] == SHARED else floating).append(c)
        deck.sort()  # canonical order: the result depends only on what ``seat`` sees and ``rng``
        rng.shuffle(deck)
        floating.sort()
        # Each Army: as many cards as the view shows, drawn from that seat's unseen Army cards.
        for o in others:
            group = [c for c in floating if home.get(c, owner[c]) == o]
            rng.shuffle(group)
            st.fon.army[o] = group[: len(fon.army[o])]
            if len(st.fon.army[o]) < len(fon.army[o]):
                return False
        taken = {c for o in others for c in st.fon.army[o]}
        floating = [c for c in floating if c not in taken]
        rng.shuffle(floating)
        # The names ``seat`` knows are in a hand: a Mercenary or Army card of that name, or a
        # main-deck copy, chosen at random among those still free.
        answered: dict[int, list[int]] = {}
        pinned_of: dict[int, list[int]] = {}
        for o in others:
            pinned_of[o] = pinned = [c for c in self.hands[o] if c in shown]
            known = sorted(self.known[seat][o])
            for c in pinned:
                if cards[c].name in known:
                    known.remove(cards[c].name)
            got = answered[o] = []
            for nm in known:
                pools = (floating, deck) if rng.randrange(2) else (deck, floating)
                for pool in pools:
                    hit = next((c for c in pool if cards[c].name == nm), None)
                    if hit is not None:
                        pool.remove(hit)
                        got.append(hit)
                        break
                else:
                    return False
        if masked and not self._redeal_masked_merc(st, masked, deck, floating, rng):
            return False
        # The rest: every free Mercenary or Army card goes to a hidden place (a hand, a slot or
        # the buried pile; never the unused deck), the deck fills the rest.
        need = {}
        for o in others:
            size = len(self.hands[o]) + (self.offer[o] is not None) - len(pinned_of[o])
            need[o] = size + len(slots_of[o]) - len(answered[o])
            if need[o] < 0:
                return False
        total = sum(need.values()) + len(buried)
        if len(floating) > total or total - len(floating) > len(deck):
            return False
        pool = floating + deck[: total - len(floating)]
        del deck[: total - len(floating)]
        rng.shuffle(pool)
        for i in buried:
            st.party.buried[i] = pool.pop()
        for o in others:
            slots = slots_of[o]
            personal, pool = pool[: need[o]], pool[need[o] :]
            lacks = self.lacks[seat][o]
            barred = [c for c in personal if cards[c].name in lacks]
            free = [c for c in personal if cards[c].name not in lacks]
            if len(barred) > len(slots):
                return False
            rest = barred + free[: len(slots) - len(barred)]
            hand = answered[o] + free[len(slots) - len(barred) :]
            rng.shuffle(rest)
            rng.shuffle(hand)
            if self.offer[o] is not None:
                st.offer[o] = hand.pop()
            st.hands[o] = pinned_of[o] + hand
            st.party.trade[o] = []  # unseen choices: in this world, none were made yet
            _put_in_slots(st, o, slots, rest)
            _redeal_picks(st.fon, fon, o, rng)
        if len(deck) != len(self.unused):
            return False
        st.unused = deck
        return True

    def _redeal_masked_merc(self, st, places: list, deck: list, floating: list, rng) -> bool:
        """``_redeal_masked`` for the Mercenary modes: each face-down card ``seat`` does not know
        becomes a card of its base value from the deck or, at random, a free Mercenary or Army
        card (one may lie face down there too); its knowers follow the card."""
        cards = self.cards
        old = self.party.masked
        new = {c: k for c, k in old.items() if all(c != m for _, m in places)}
        for (zone, o, i), c in places:
            value = cards[c].value
            for pool in (floating, deck) if rng.randrange(2) else (deck, floating):
                hit = next((d for d in pool if cards[d].value == value), None)
                if hit is not None:
                    pool.remove(hit)
                    break
            else:
                return False
            if zone == "condemned":
                st.condemned[o][i] = hit
            else:
                st.removed[i] = hit
            new[hit] = old[c]
        st.party.masked = new
        return True


_TRIGGERS = ("effect", "flip", "assassinate")


def _mask(zone: list[int], masked: dict[int, int]) -> list:
    """A Condemned or removed pile as a seat sees it: a face-down card it does not know is
    ``{"face_down": True, "value": its base value}``, never its id."""
    return [{"face_down": True, "value": masked[c]} if c in masked else c for c in zone]


def _put_in_slots(st, o: int, slots, cards) -> None:
    """A redeal's cards for seat ``o``'s hidden places, one each in ``slots`` order."""
    for (key, _), c in zip(slots, cards, strict=True):
        if key == "successor":
            st.successor[o] = c
        elif key == "dungeon":
            st.dungeon[o] = c
        elif key == "squire":
            st.fon.squire[o] = c
        else:  # a setup zone of three and four players
            _put_setup_card(st.party, key, o, c)


def _put_setup_card(party, key: tuple[str, int], o: int, c: int) -> None:
    """A redealt card into slot ``key`` (zone, index) of seat ``o``'s setup zones; a taken
    partner card's record follows the card."""
    zone, i = key
    if zone == "partner":
        old = party.partner_card[o][i]
        party.taken_from[o] = [c if t == old else t for t in party.taken_from[o]]
    {"down": party.down, "partner": party.partner_card}[zone][o][i] = c


def _merc_view(st: ImposterState, seat: int) -> dict:
    from game.imposter.mercenaries import view

    return view(st, seat)


def _merc_redeal(st: ImposterState, new: ImposterState, seat: int, others: list[int]) -> bool:
    from game.imposter.mercenaries import fix_redeal

    return fix_redeal(st, new, seat, others)


def _merc_plus(st: ImposterState, cid: int) -> int:
    from game.imposter.mercenaries import plus

    return plus(st, cid)


def court_pool(st: ImposterState, victim: int) -> list[int]:
    from game.imposter.court_setup import keep_pool

    return keep_pool(st, victim)


def _public_frame(frame: tuple) -> list:
    """The public part of a decision frame: its kind, seat and any public arguments."""
    return [x if isinstance(x, (int, str, type(None))) else list(x) for x in frame]


def _redeal_picks(into, fon, o: int, rng) -> None:
    """Seat ``o``'s hidden Signature picks drawn anew from its picks and its box together (a
    determinization: the viewer knows how many were picked, not which)."""
    if fon.picked[o]:
        both = sorted(fon.box[o] + fon.picked[o])
        rng.shuffle(both)
        into.picked[o] = both[: len(fon.picked[o])]
        into.box[o] = both[len(fon.picked[o]) :]
