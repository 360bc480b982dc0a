"""Determinization: a world a seat cannot tell from the true one, the hidden cards dealt anew
at random, consistent with what that seat has learned (the model interface's ``determinize``).
A part of the Imposter Kings state (state.py)."""

from __future__ import annotations

from collections import Counter
from typing import Self

from game.core.rng import Rng
from game.imposter.seats import SHARED


class Redeal:
    """``determinize`` and the redeals it makes, with the expansion and the Mercenaries."""

    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Self:
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
                self.merc is None or _fix_merc_redeal(self, st, seat, others)
            ):
                st._legal = None
                if st.stack and st.stack[-1][1] != seat and not st.legal_actions():
                    continue  # the seat to move publicly had a choice, so this world is wrong
                return st
        raise RuntimeError("no redeal matches what this seat has learned")

    def _redeal_carried(self, st: Self, others: list[int], rng: Rng) -> None:
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

    def _redeal_masked(self, st: Self, places: list, deck: list[int]) -> bool:
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

    def _redeal(self, st: Self, seat: int, others: list[int], rng: Rng) -> bool:
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

    def _redeal_merc(self, st: Self, seat: int, others: list[int], rng: Rng) -> bool:
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


def _redeal_picks(into, fon, o: int, rng) -> None:
    """Seat ``o``'s hidden Signature picks drawn anew from its picks and its box together (a
    determinization: the viewer knows how many were picked, not which)."""
    if fon.picked[o]:
        both = sorted(fon.box[o] + fon.picked[o])
        rng.shuffle(both)
        into.picked[o] = both[: len(fon.picked[o])]
        into.box[o] = both[len(fon.picked[o]) :]


def _world_card(cards, hand: list[int], cid: int, seat: int, holder: int, named: bool) -> int:
    """The card of a world's ``hand`` that stands for ``cid``: itself in the viewer's own hand,
    a card of its name when the viewer knows the name, else the hand's first card (a choice
    made from the world alone, so the world depends only on what the viewer knows)."""
    if seat == holder:
        return cid
    if named:
        same = [c for c in hand if cards[c].name == cards[cid].name]
        if same:
            return same[0]
    return hand[0]


def _fix_merc_redeal(st, new, seat: int, others: list[int]) -> bool:
    """After the redeal: the face-down cards a seat Recruited into its bid cards are Army
    cards (everyone saw them leave its Army), so a main-deck card dealt there changes places
    with an Army card the redeal put in that hand. False when the world no longer fits what
    ``seat`` knows of that hand."""
    cards = st.cards
    if st.merc.arbiter is not None:  # the exchange in progress names cards of this world
        s, target, gave, got = st.merc.arbiter
        holder = s if got is None else target
        gave = _world_card(cards, new.hands[holder], gave, seat, holder, seat in (s, target))
        if got is not None:
            got = _world_card(cards, new.hands[s], got, seat, s, seat == target)
        new.merc.arbiter = (s, target, gave, got)
    for o in others:
        if st.merc.totals[o] is None:
            continue  # before the reveal, the face-down cards are the bid itself
        down = new.party.down[o]
        hand = new.hands[o]
        swapped = False
        for i, c in enumerate(down):
            if cards[c].army:
                continue
            j = next((k for k, x in enumerate(hand) if cards[x].army), None)
            if j is None:
                return False
            down[i], hand[j] = hand[j], c
            swapped = True
        if not swapped:
            continue  # nothing changed places: the redeal already fits this hand
        # A card put out in a Princess swap is still part of the hand (``_redeal`` deals it).
        held = hand if new.offer[o] is None else [*hand, new.offer[o]]
        if any(cards[c].name in st.lacks[seat][o] for c in held):
            return False
        need = Counter(st.known[seat][o])
        have = Counter(cards[c].name for c in held)
        if any(have[nm] < k for nm, k in need.items()):
            return False
    return True
