"""What each seat may see: ``view(seat)`` (the model interface's view: its own cards, the public
zones, hand sizes and what it learned), the cards public to all or private to one, and what the
round showed once it is over. A part of the Imposter Kings state (state.py)."""

from __future__ import annotations


class Views:
    """The seats' views of the state, as plain data."""

    __slots__ = ()

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
            "round_no": self.round_no,  # the common key every game's view has (docs/network.md)
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
        out["merc"] = None if self.merc is None else self._merc_view(seat)
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
        out["hand_values"] = self._seen_values(out)
        return out

    def _seen_values(self, view: dict) -> dict[int, int]:
        """What each card outside the Court that ``view`` shows counts now, where it is not
        its printed value (the Warlord by Royalty, Fragments' auras): a public fact of the
        cards the seat sees, so a table online shows it as a local one does."""
        ids: list = []
        me = view["seats"][view["seat"]]
        if isinstance(me["hand"], list):
            ids += me["hand"]
        for z in ("army", "successor", "squire", "dungeon"):
            v = me.get(z)
            ids += v if isinstance(v, list) else [v]
        for seat in view["seats"]:
            ids += seat["antechamber"]
            ids += list(seat.get("hand_shown") or [])
            ids += list(seat.get("exhaust") or [])
        out = {}
        for cid in ids:
            if isinstance(cid, int) and not isinstance(cid, bool) and 0 <= cid < len(self.cards):
                value = self.hand_value(cid)
                if value != self.cards[cid].value:
                    out[cid] = value
        return out

    def _partner_successor(self, seat: int) -> int | None:
        """The partner's Successor, while it is still the one ``seat`` looked at (2v2)."""
        p = self.party
        q = self.partner(seat)
        if p is None or q is None:
            return None
        seen = p.seen_successor[seat]
        return seen if seen is not None and self.successor[q] == seen else None

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
            else keep_pool(self, self._keep_victim(seat)),
            # The viewer's own face-down Condemned cards (id: base value): others see the value.
            "face_down": {}
            if not p.masked or self.round_over
            else {c: self.cards[c].value for c, k in p.masked.items() if seat in k},
        }

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

    def _owned_hidden(self, s: int, public: set[int]) -> list[int]:
        """Army-owned cards of seat ``s`` (not in its box) that are not publicly placed."""
        fon = self.fon
        box = set(fon.box[s]) | set(fon.picked[s])
        return [
            c
            for c in range(len(self.cards))
            if self.owner[c] == s and c not in public and c not in box
        ]

    def _keep_victim(self, seat: int) -> int | None:
        """The seat whose hand and Successor ``seat`` is looking at (the Cutthroat Assassin)."""
        top = self.stack[-1] if self.stack else None
        if top is not None and top[0] == "assassin_keep" and top[1] == seat:
            return top[2]
        return None

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

    def _merc_view(self, seat: int) -> dict:
        """The Mercenary area, the bids and what each seat put out, as ``seat`` sees them."""
        m = self.merc
        p = self.party
        seats = []
        for s in range(self.n):
            mine = s == seat
            enlisted = p.down[s] if m.totals[s] is not None else []
            seats.append(
                {
                    "originals": list(m.originals[s]),
                    "extra_up": list(m.extra_up[s]),
                    "extra_left": bool(p.partner_card[s]),
                    "hired": list(m.hired[s]),
                    "discard": list(self.fon.recruited[s]),
                    "enlisted": list(enlisted) if mine else len(enlisted),
                }
            )
        return {
            "area": list(m.area),
            "deck": len(m.deck),
            "totals": list(m.totals),
            "winner": m.winner,
            "tied": list(m.tied),
            "decided_by": m.decided_by,
            "lent": sorted([c, q] for c, q in m.home.items()),
            "seats": seats,
            "plus": sorted(m.plus),
        }


_TRIGGERS = ("effect", "flip", "assassinate")


def _mask(zone: list[int], masked: dict[int, int]) -> list:
    """A Condemned or removed pile as a seat sees it: a face-down card it does not know is
    ``{"face_down": True, "value": its base value}``, never its id."""
    return [{"face_down": True, "value": masked[c]} if c in masked else c for c in zone]


def _public_frame(frame: tuple) -> list:
    """The public part of a decision frame: its kind, seat and any public arguments."""
    return [x if isinstance(x, (int, str, type(None))) else list(x) for x in frame]


def keep_pool(st, victim: int) -> list[int]:
    """What the Cutthroat Assassin's owner looks at and keeps one of: the victim's hand and
    Successor, and the Assassin itself."""
    pool = list(st.hands[victim])
    if st.successor[victim] is not None:
        pool.append(st.successor[victim])
    return pool + [c for c in st.reveal if st.cards[c].name == "Assassin"][-1:]
