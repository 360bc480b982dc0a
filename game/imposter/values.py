"""What a card is worth and is now: its current value in the Court and in hand (the card file's
value rules: the Mystic's number, the Warlord, the Immortal and the Ancestor, the Conspiracist,
the Exile, the Arbiter's bonus), Muted, Steadfast and Royalty, and how an action names a card
(its label, a twin's place in the Court). A part of the Imposter Kings state (state.py)."""

from __future__ import annotations

from game.core.actions import Action, actions
from game.imposter.fon import IMMORTAL_VICTIMS
from game.imposter.mercenary_deck import ARBITER_BONUS
from game.imposter.seats import MERC

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


class CardValues:
    """The value rules and the card names of actions, read from the state's zones."""

    __slots__ = ()

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
            v += ARBITER_BONUS  # the Arbiter's bonus while in the Court
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

    # ----- cards by label --------------------------------------------------------------------

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
