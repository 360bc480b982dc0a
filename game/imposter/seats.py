"""Who sits where and what each seat knows: the turn order, the partners of 2v2, the events a
step records, and each seat's knowledge of the other hands (``known``, ``lacks``, the Spy's look).
A part of the Imposter Kings state (state.py); the rules call it as methods of the state."""

from __future__ import annotations

from game.core.events import Event

SHARED = -1  # the seat field of a shared zone
MERC = -2  # the owner of a Mercenary card (the shared Mercenary deck of three and four players)

# Per number of seats and seat: the other seats in seat order (who learns about that hand).
_WATCHERS = tuple(tuple(tuple(o for o in range(n) if o != t) for t in range(n)) for n in range(5))
_OTHERS: dict[tuple[int, int, int], tuple[int, ...]] = {}  # (n, direction, seat) -> others
_PARTNERS: dict[tuple, tuple] = {}  # a mode's teams -> each seat's partner


class SeatsAndKnowledge:
    """The seats' order and what each one has learned."""

    __slots__ = ()

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
