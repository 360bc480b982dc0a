"""The Imposter Kings state: zones, values, knowledge, views and determinization.

The rules that move cards live in ``rules.py`` (turn flow, reactions, scoring) and
``abilities.py`` (one class per card); this module holds the data they act on.
"""

from __future__ import annotations

from game.core.actions import Action, IllegalAction
from game.core.events import Event
from game.core.rng import Rng
from game.imposter.cards import CARDS, CardDef
from game.imposter.modes import Mode, mode

SHARED = -1  # the seat field of a shared zone


class ImposterState:
    """A whole match of The Imposter Kings: the current round's zones plus the match score.

    Cards are ints (ids into ``self.cards``); zones are lists of ids. The decision owed next is
    the top frame of ``self.stack``, a tuple ``(kind, seat, *data)``; ``rules.py`` lists the kinds.
    """

    game = "imposter"

    __slots__ = (
        "mode",
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
        "stack",
        "_legal",
        "_ev",
    )

    def __init__(self, mode_id: str, seed: int = 0) -> None:
        from game.imposter import rules

        self.mode: Mode = mode(mode_id)
        self.seed = seed
        self.rng = Rng(seed)
        self.n = self.mode.seats
        names = list(self.mode.deck)
        if self.mode.accused_fixed:
            names.append(self.mode.accused_fixed)
        self.cards: tuple[CardDef, ...] = tuple(CARDS[nm] for nm in names)
        self.scores = [0] * self.n
        self.true_king = self.rng.randrange(self.n)
        self.mulligans = [0] * self.n
        self.round_no = 0
        self.results: list[dict] = []
        self.winner: int | None = None
        self.history: list[str] | None = []
        self._legal: list[Action] | None = None
        self._ev: list[Event] = []
        rules.start_round(self)

    # ----- the common interface --------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.n

    @property
    def current_seat(self) -> int | None:
        """The seat that owes the next decision, or None once the match is over."""
        return self.stack[-1][1] if self.stack else None

    @property
    def decision(self) -> str:
        """The kind of decision owed now ("turn", "react", "take", ...), public to everyone."""
        return self.stack[-1][0] if self.stack else "match_over"

    @property
    def round_over(self) -> bool:
        return bool(self.stack) and self.stack[-1][0] == "deal" or self.match_over

    @property
    def match_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            from game.imposter.rules import legal

            self._legal = legal(self)
        return self._legal

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply one action; return what happened. An illegal action changes nothing."""
        from game.imposter.rules import act

        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as exc:
                raise IllegalAction(action, self.legal_actions(), str(exc)) from None
        legal = self.legal_actions()
        if action not in legal:
            reason = "the match is over" if self.match_over else ""
            raise IllegalAction(action, legal, reason)
        self._ev = events = []
        self._legal = None
        act(self, action)
        if self.history is not None:
            self.history.append(str(action))
        return events

    def step(self, action: Action) -> None:
        """Apply an action known to be legal, recording no events and no history: the fast path
        for search. Use ``apply`` for anything a player or a file supplies."""
        from game.imposter.rules import act

        self._ev = None
        self._legal = None
        act(self, action)
        self.history = None

    def clone(self) -> ImposterState:
        st = ImposterState.__new__(ImposterState)
        st.mode = self.mode
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
        st.history = None if self.history is None else self.history[:]
        st.first = self.first
        st.direction = self.direction
        st.out = self.out[:]
        st.hands = [h[:] for h in self.hands]
        st.successor = self.successor[:]
        st.dungeon = self.dungeon[:]
        st.ante = [a[:] for a in self.ante]
        st.condemned = [c[:] for c in self.condemned]
        st.offer = self.offer[:]
        st.king_up = self.king_up[:]
        st.court = self.court[:]
        st.disgraced = set(self.disgraced)
        st.accused = self.accused
        st.unused = self.unused[:]
        st.removed = self.removed[:]
        st.reveal = self.reveal[:]
        st.mystic = self.mystic
        st.boosted = set(self.boosted)
        st.known = [[k[:] for k in row] for row in self.known]
        st.lacks = [[set(k) for k in row] for row in self.lacks]
        st.stack = self.stack[:]
        st._legal = self._legal
        st._ev = []
        return st

    # ----- cards and values ------------------------------------------------------------------

    def name(self, cid: int) -> str:
        return self.cards[cid].name

    def label(self, cid: int) -> str:
        return self.cards[cid].label

    def is_muted(self, cid: int) -> bool:
        """Mystic: cards of the named base value lose their text everywhere (not Steadfast)."""
        c = self.cards[cid]
        return self.mystic == c.value and not c.steadfast

    def is_royal(self, cid: int) -> bool:
        """Royalty of a face-up card; a Disgraced or Muted card has none."""
        return self.cards[cid].royalty and cid not in self.disgraced and not self.is_muted(cid)

    def royalty_in_court(self) -> bool:
        dis = self.disgraced
        return any(
            self.cards[c].royalty and c not in dis and not self.is_muted(c) for c in self.court
        )

    def court_value(self, cid: int) -> int:
        """Current value of a Court card. Set values (Mystic 3) beat adds (card file 4.2)."""
        if cid in self.disgraced:
            return 1
        c = self.cards[cid]
        if self.mystic == c.value and not c.steadfast:
            return 3
        v = c.value
        if c.name == "Warlord" and self.royalty_in_court():
            v += 2
        if cid in self.boosted and self.court[-1] == cid:
            v += 2
        return v

    def hand_value(self, cid: int) -> int:
        """Current value of a card outside the Court (hand, Antechamber): the Warlord's +1."""
        c = self.cards[cid]
        v = c.value
        if c.name == "Warlord" and not self.is_muted(cid) and self.royalty_in_court():
            v += 1
        return v

    def throne(self) -> int | None:
        return self.court[-1] if self.court else None

    def throne_value(self) -> int:
        return self.court_value(self.court[-1]) if self.court else 0

    def face_up_court(self) -> list[int]:
        dis = self.disgraced
        return [c for c in self.court if c not in dis]

    def court_ref(self, cid: int) -> str:
        """How an action names a Court card: its name, or name@position when a twin is face up."""
        nm = self.cards[cid].label
        twins = [c for c in self.court if c not in self.disgraced and self.cards[c].label == nm]
        return nm if len(twins) < 2 else f"{nm}@{self.court.index(cid)}"

    def court_card(self, ref: str) -> int:
        nm, _, pos = ref.partition("@")
        if pos:
            return self.court[int(pos)]
        for c in self.court:
            if c not in self.disgraced and self.cards[c].label == nm:
                return c
        raise KeyError(ref)

    def find(self, zone: list[int], label: str) -> int:
        for c in zone:
            if self.cards[c].label == label:
                return c
        raise KeyError(label)

    def labels(self, zone: list[int]) -> list[str]:
        """Distinct labels in a zone, in zone order."""
        seen: list[str] = []
        for c in zone:
            lb = self.cards[c].label
            if lb not in seen:
                seen.append(lb)
        return seen

    # ----- seats -----------------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        s = seat
        for _ in range(self.n):
            s = (s + self.direction) % self.n
            if s not in self.out:
                return s
        return seat

    def others(self, seat: int) -> list[int]:
        """The other seats still in the round, in turn order starting after ``seat``."""
        res = []
        s = seat
        for _ in range(self.n - 1):
            s = (s + self.direction) % self.n
            if s not in self.out and s != seat:
                res.append(s)
        return res

    def opponents(self, seat: int) -> list[int]:
        """Other seats still in the round that are not on ``seat``'s team."""
        team = self.mode.team_of(seat)
        return [o for o in self.others(seat) if self.mode.team_of(o) != team]

    # ----- events and knowledge --------------------------------------------------------------

    def emit(self, kind: str, seat: int = -1, card: int | None = None, src=None, dst=None,
             arg=None, visible_to: tuple[int, ...] | None = None) -> None:  # fmt: skip
        if self._ev is not None:
            self._ev.append(Event(kind, seat, card, src, dst, arg, visible_to))

    def learn_gain(self, target: int, cid: int | None, seen_by: tuple[int, ...] | None) -> None:
        """A card entered ``target``'s hand; observers who saw it now know it is there."""
        for obs in range(self.n):
            if obs == target:
                continue
            if seen_by is None or obs in seen_by:
                nm = self.cards[cid].label
                self.known[obs][target].append(nm)
                self.lacks[obs][target].discard(nm)
            else:
                self.lacks[obs][target].clear()

    def learn_loss(self, target: int, cid: int, seen_by: tuple[int, ...] | None) -> None:
        """A card left ``target``'s hand; those who did not see which one forget what they knew."""
        for obs in range(self.n):
            if obs == target:
                continue
            known = self.known[obs][target]
            if seen_by is None or obs in seen_by:
                nm = self.cards[cid].label
                if nm in known:
                    known.remove(nm)
            elif known:
                known.clear()

    def learn_holds(self, target: int, label: str, held: bool) -> None:
        """Everyone learned publicly whether ``target`` holds a card called ``label``."""
        for obs in range(self.n):
            if obs == target:
                continue
            if held:
                if label not in self.known[obs][target]:
                    self.known[obs][target].append(label)
            else:
                self.lacks[obs][target].add(label)

    # ----- views -----------------------------------------------------------------------------

    def public_ids(self) -> set[int]:
        """Cards whose identity every seat knows."""
        ids = set(self.court) | set(self.removed) | set(self.reveal)
        if self.accused is not None:
            ids.add(self.accused)
        for s in range(self.n):
            ids.update(self.ante[s])
            ids.update(self.condemned[s])
        return ids

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
        return {
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
        }

    def snapshot(self) -> dict:
        """The whole state as plain data, for equality checks (replay, save and load)."""
        return {
            "mode": self.mode.id,
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
            "stack": [list(f) for f in self.stack],
        }

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
        return ids

    # ----- determinization -------------------------------------------------------------------

    def determinize(self, seat: int, rng: Rng) -> ImposterState:
        """A state ``seat`` cannot tell from this one: hidden cards redealt at random, consistent
        with what ``seat`` has learned, and a fresh generator so later deals are unknown too."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        others = [s for s in range(self.n) if s != seat]
        pool = list(self.unused)
        for o in others:
            pool += self.hands[o]
            pool += [
                c for c in (self.successor[o], self.dungeon[o], self.offer[o]) if c is not None
            ]
        for _attempt in range(1000):
            if self._redeal(st, seat, others, pool, rng):
                st._legal = None
                if st.stack and st.stack[-1][1] != seat and not st.legal_actions():
                    continue  # the seat to move publicly had a choice, so this world is wrong
                return st
        raise RuntimeError("no redeal matches what this seat has learned")

    def _redeal(self, st, seat, others, pool, rng) -> bool:
        """Deal ``pool`` into the hidden zones of ``st``; False when a constraint fails."""
        rest = pool[:]
        rng.shuffle(rest)
        groups = {}
        for o in others:
            size = len(self.hands[o]) + (self.offer[o] is not None)
            group = []
            for nm in self.known[seat][o]:
                for i, c in enumerate(rest):
                    if self.cards[c].label == nm:
                        group.append(rest.pop(i))
                        break
                else:
                    return False
            lacks = self.lacks[seat][o]
            i = 0
            while len(group) < size and i < len(rest):
                if self.cards[rest[i]].label in lacks:
                    i += 1
                else:
                    group.append(rest.pop(i))
            if len(group) < size:
                return False
            rng.shuffle(group)
            groups[o] = group
        for o in others:
            group = groups[o]
            if self.offer[o] is not None:
                st.offer[o] = group.pop()
            st.hands[o] = group
            if self.successor[o] is not None:
                st.successor[o] = rest.pop()
            if self.dungeon[o] is not None:
                st.dungeon[o] = rest.pop()
        st.unused = [rest.pop() for _ in self.unused]
        return True


def _public_frame(frame: tuple) -> list:
    """The public part of a decision frame: its kind, seat and any public arguments."""
    return [x if isinstance(x, (int, str, type(None))) else list(x) for x in frame]
