"""King and Peasant's board: the zones of a view, the reference cards, and this game's events.

The shared board (``scenes.table.animator.Board``) moves the cards; this says where a view puts
them (``view_zones``), which lie face up for the viewer, and animates the events only this
game has: a Rebel turned face up where it lies (Dispatch, Reveal), a card Infiltrated into the
deck at its place (the Peasant sees where; the King sees it go in), a look, a reorder, a
shuffle, a Condemn, and the words said (an effect named, a pass).
"""

from __future__ import annotations

from game.peasant.cards import KING, PEASANT
from scenes.peasant.table.ordering import Ordering
from scenes.table.animator import FLIP, MOVE, Board
from scenes.table.layout import Slot
from scenes.table.sprites import CardSprite, Step

ZONE_RANK = {
    "deck": 1,
    "box": 1,
    "exile": 2,
    "discard": 3,
    "town": 4,
    "look": 6,
    "play": 6,
    "ref": 5,
    "hand": 8,
}


def view_zones(view: dict) -> dict[tuple[str, int], list[int | None]]:
    """Every zone the viewer sees, as lists of card ids (None for a card it cannot name).

    The deck is listed bottom first (its top card last, drawn highest); the other hand shows
    the cards the viewer surely knows are in it at its front, face up, the rest face down."""
    viewer = view["seat"]
    zones: dict[tuple[str, int], list[int | None]] = {}
    for s, seat in enumerate(view["seats"]):
        hand = seat["hand"]
        if s == viewer and isinstance(hand, list):
            zones[("hand", s)] = list(hand)
        else:
            n = hand if isinstance(hand, int) else len(hand)
            known = [c for c in seat.get("known") or [] if isinstance(c, int)][:n]
            zones[("hand", s)] = known + [None] * (n - len(known))
        zones[("town", s)] = [t["card"] for t in seat["town"]]
    zones[("deck", -1)] = [None] * int(view["deck"])
    zones[("discard", -1)] = list(view["discard"])
    zones[("exile", -1)] = list(view["exile"])
    zones[("play", -1)] = list(view.get("played") or [])
    zones[("look", -1)] = [x["card"] for x in view.get("looking") or []]
    return zones


def face_down_rebels(view: dict) -> set[int]:
    """The viewer's own face-down Rebels: it knows them, but they lie face down in Town."""
    me = view["seat"]
    if me < 0:
        return set()
    return {t["card"] for t in view["seats"][me]["town"] if t["card"] is not None and not t["up"]}


class PeasantBoard(Board):
    """The shared board with King and Peasant's zones, reference cards and events."""

    private_zones = ("hand",)
    hidden_zones = ("deck", "box")
    zone_rank = ZONE_RANK

    def __init__(self, layout, num_seats: int) -> None:
        super().__init__(layout, num_seats)
        self.refs: dict[int, CardSprite] = {}
        # Public facts about the action being animated, set before its events play: the
        # Town index it names (Dispatch, Return, Condemn), so the right face-down card moves.
        self.town_index: int | None = None
        self._positions: list[int | None] = []  # where each Infiltrated card goes, in order
        # The discard pile lies open because a decision takes from it (it closes after).
        self.discard_for_choice = False
        # The cards looked at numbered so far, in the order they go back (Sentinel, Courtesan).
        self.ordering = Ordering()

    def zones_of(self, view: dict) -> dict[tuple[str, int], list[int | None]]:
        return view_zones(view)

    def shows_face(self, zone: str, seat: int, viewer: int, known: bool = False) -> bool:
        if zone in self.hidden_zones:
            return False
        return known  # a card lies face up wherever the viewer can name it

    # ----- the reference cards (tokens) --------------------------------------------------------

    def tokens(self) -> list[CardSprite]:
        return list(self.refs.values())

    def rebuild_tokens(self, view: dict) -> None:
        self.refs = {}
        for s in range(len(view["seats"])):
            self.refs[s] = self._new(None, Slot("ref", s), True, token=True)

    def settle_tokens(self, view: dict) -> None:
        for s in range(len(view["seats"])):
            ref = self.refs.get(s)
            if ref is None:
                self.refs[s] = self._new(None, Slot("ref", s), True, token=True)
            elif not ref.steps and ref.rect != self.layout.slot_rect(ref.slot):
                ref.steps.append(Step(self.clock, MOVE * self.speed * 0.8, ref.slot))

    # ----- this game's events ------------------------------------------------------------------

    def animate(self, events: list, view: dict) -> None:
        # Where each Infiltrated card goes in the deck: the next infiltrate_at event says (to
        # the Peasant; the King's copy of it has no position).
        self._positions = []
        for i, ev in enumerate(events):
            if ev.kind == "move" and ev.arg == "infiltrate":
                nxt = next((e for e in events[i + 1 :] if e.kind == "infiltrate_at"), None)
                self._positions.append(nxt.arg if nxt is not None else None)
        super().animate(events, view)
        self.town_index = None

    def settle(self, view: dict, last: dict | None = None) -> None:
        # A card gone into the deck is one of its face-down cards from now on: it keeps the
        # place the events gave it (an Infiltrate's depth) instead of being matched by name.
        for sp in self.zones.get(("deck", -1), []):
            sp.cid = None
        super().settle(view, last)

    def insert_at(self, dst, ev) -> int | None:
        if dst[0] != "deck":
            return None
        lst = self.zones.get(dst, [])
        if ev.arg == "infiltrate":
            pos = self._positions.pop(0) if self._positions else None
            # Into the deck at its place (counted from the top); the King sees it go in at
            # the middle, which tells him nothing.
            return len(lst) - int(pos) if isinstance(pos, int) else len(lst) // 2
        if ev.arg == "bottom":
            return 0
        return None  # on top

    def _take(self, zone, cid):
        if zone[0] == "town" and cid is None and self.town_index is not None:
            lst = self.zones.get(zone, [])
            i, self.town_index = self.town_index, None
            if 0 <= i < len(lst) and lst[i].cid is None:
                return lst.pop(i)
        if zone[0] == "deck":
            lst = self.zones.get(zone, [])
            looked = self.zones.get(("look", -1), [])
            seen = next((sp for sp in looked if cid is not None and sp.cid == cid), None)
            if seen is not None:
                # A card looked at leaves the deck (kept, put at the bottom): the one in view
                # moves, and the pile gives up a card.
                looked.remove(seen)
                if lst:
                    gone = lst.pop()
                    if gone in self.sprites:
                        self.sprites.remove(gone)
                return seen
            if lst:
                return lst.pop()  # the top card
        return super()._take(zone, cid)

    def game_event(self, ev, t: float, viewer: int, last: dict) -> float | None:
        k = self.speed
        kind = ev.kind
        if kind == "flip":
            sp = self._town_sprite(ev)
            if sp is None:
                return None
            step = Step(t, FLIP * k * 1.4, sp.slot, True, False, ev.card, FLIP * k, 22.0, "flip")
            sp.steps.append(step)
            last[sp.key] = step
            return t + FLIP * k * 1.6
        if kind == "condemn":
            if isinstance(ev.arg, str) and ev.arg.isdigit():
                self.town_index = int(ev.arg)
            return self.say(ev.seat, "Condemn!", t, 1.2)
        if kind == "shuffle":
            return self._shuffle(t)
        if kind == "ability" and ev.arg:
            if ev.arg in ("Assassin", "Decoy"):
                self.sounds_at(t, "reaction")
            return self.say(ev.seat, f"{ev.arg}!", t, 1.3)
        if kind == "look":
            words = "Looks." if ev.card is None or ev.seat != viewer else "Seen."
            return self.say(ev.seat, words, t, 1.0)
        if kind == "order":
            return self.say(ev.seat, "Reordered.", t, 1.2)
        if kind == "pass":
            return self.say(ev.seat, "Pass.", t, 1.2)
        if kind == "decline":
            return self.say(ev.seat, "No.", t, 1.0)
        return None

    def _town_sprite(self, ev) -> CardSprite | None:
        """The Town card an event turns: by its id when the viewer knows it, else by the index
        the action named, else the first face-down one."""
        lst = self.zones.get(("town", ev.seat), [])
        for sp in lst:
            if sp.cid == ev.card and sp.cid is not None:
                return sp
        i, self.town_index = self.town_index, None
        if i is not None and 0 <= i < len(lst):
            return lst[i]
        hidden = [sp for sp in lst if sp.cid is None]
        return hidden[0] if hidden else None

    def _shuffle(self, t: float) -> float:
        """The deck's cards slide out a little and back: shuffled."""
        k = self.speed
        for sp in self.zones.get(("deck", -1), []):
            sp.steps.append(Step(t, MOVE * k * 0.5, sp.slot, lift=10.0, sound=None))
        self.sounds_at(t, "deal")
        return t + MOVE * k * 0.5


def bright_half(zone: str, seat: int, view: dict, cid: int) -> str | None:
    """The half of a face that is bright: the role of who holds or uses the card there (a hand,
    a Town row); None where no one holds it (the deck, the discard pile, the Exiled cards)."""
    if seat < 0 or seat >= len(view["seats"]):
        return None
    if zone in ("hand", "town"):
        return view["seats"][seat]["role"]
    return None


ROLES = (KING, PEASANT)
