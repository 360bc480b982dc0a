"""The Imposter Kings' board: its zones of a view, each seat's King, Disgrace, and its bubbles.

The shared board (``scenes.table.animator.Board``) moves the cards; this says where a view puts
them (``view_zones``), which lie face up for the viewer (``shows_face``), and animates the
events only this game has: a Disgrace, a King flipped, reactions, names said and guesses.
"""

from __future__ import annotations

from scenes.imposter.table.merc import merc_zones
from scenes.imposter.table.party import keep_pool, partner_successor, party_zones
from scenes.imposter.table.zones import is_card_id
from scenes.table.animator import FLIP, Board
from scenes.table.layout import Slot
from scenes.table.sprites import CardSprite, Step

PRIVATE = (
    "hand",
    "successor",
    "dungeon",
    "offer",
    "army",
    "picked",
    "squire",
    "down",
    "partner",
    "trade",
)
# The setup takes (the Cutthroat exchange, the 2v2 take): a slower flight with a lift.
SETUP_TAKES = ("exchange", "take")
TAKE_SLOW = 1.8
TAKE_LIFT = 28.0
MATCH_ZONES = ("army", "exhaust", "picked")  # Fragments of Nersetti: kept from round to round
ZONE_RANK = {
    "unused": 0,
    "deck": 1,
    "accused": 2,
    "removed": 3,
    "court": 4,
    "reveal": 5,
    "keep": 9,
    "mercenaries": 4,
    "merc_deck": 1,
    "buried": 3,
    "up": 7,
    "down": 7,
    "partner": 7,
    "trade": 7,
    "king": 6,
    "successor": 6,
    "dungeon": 6,
    "offer": 6,
    "squire": 6,
    "antechamber": 7,
    "condemned": 7,
    "exhaust": 7,
    "army": 7,
    "picked": 7,
    "hand": 8,
}


def view_zones(view: dict) -> dict[tuple[str, int], list[int | None]]:
    """Every zone the viewer sees, as lists of card ids (None for a face-down unknown card)."""
    viewer = view["seat"]
    zones: dict[tuple[str, int], list[int | None]] = {}
    for s, seat in enumerate(view["seats"]):
        mine = s == viewer
        if mine:
            zones[("hand", s)] = list(seat["hand"])
        else:
            # Cards shown from another hand (the Nakturn, the Oracle, a Flag Bearer's Rally)
            # lie face up at the front of it; the rest stay face down.
            shown = [c for c in seat.get("hand_shown") or [] if isinstance(c, int)]
            zones[("hand", s)] = shown[: seat["hand"]] + [None] * max(0, seat["hand"] - len(shown))
        for z in ("successor", "dungeon", "offer"):
            v = seat[z]
            if mine:
                zones[(z, s)] = [] if v is None else [v]
            elif is_card_id(v):
                zones[(z, s)] = [v]  # revealed (a Charismatic Leader's Successor, a Dungeon)
            else:
                zones[(z, s)] = [None] if v else []
        zones[("antechamber", s)] = list(seat["antechamber"])
        zones[("condemned", s)] = [_id_or_none(c) for c in seat["condemned"]]
        # Fragments of Nersetti: a seat's Army and Signature picks are private like a hand; its
        # Exhausted cards are public; a Squire is an id when the viewer knows it, else a flag.
        for z in ("army", "picked"):
            if z in seat:
                v = seat[z]
                zones[(z, s)] = list(v) if isinstance(v, list) else [None] * int(v)
        if "exhaust" in seat:
            zones[("exhaust", s)] = list(seat["exhaust"])
        if "squire" in seat:
            v = seat["squire"]
            if isinstance(v, bool):
                zones[("squire", s)] = [None] if v else []
            else:
                zones[("squire", s)] = [] if v is None else [v]
    # Three and four players: the setup cards, and (2v2) the partner's Successor once seen.
    zones.update(party_zones(view))
    if viewer >= 0 and ("trade", viewer) in zones:
        # 2v2: the cards the viewer put out to trade are still in its hand for the model; they
        # lie in the trade spot only, so the hand row shows what is left.
        out = {c for c in zones[("trade", viewer)] if c is not None}
        if out:
            zones[("hand", viewer)] = [c for c in zones[("hand", viewer)] if c not in out]
    seen = partner_successor(view)
    if seen is not None:
        for s, seat in enumerate(view["seats"]):
            if s != viewer and seat.get("successor") is True and _partner(view, s):
                zones[("successor", s)] = [seen]
    zones[("court", -1)] = list(view["court"])
    zones[("accused", -1)] = [] if view["accused"] is None else [view["accused"]]
    zones[("unused", -1)] = [None] * view["unused"]
    zones[("removed", -1)] = [_id_or_none(c) for c in view["removed"]]
    zones[("reveal", -1)] = list(view["reveal"])
    # The Mercenary modes: the Mercenary area (face up) and its deck (face down).
    zones.update(merc_zones(view))
    # The Cutthroat Assassin's owner looks at its catch (the victim's hand and Successor) in a
    # row of its own while keeping one; a card already in view elsewhere stays where it is.
    pool = keep_pool(view)
    if pool:
        shown = {c for ids in zones.values() for c in ids if c is not None}
        zones[("keep", -1)] = [c for c in pool if c not in shown]
    return zones


def _id_or_none(v) -> int | None:
    """A Condemned or removed card: its id, or None for a face-down one the viewer does not
    know (the view gives ``{"face_down": True, "value": n}``; ``draw.py`` writes the value)."""
    return v if is_card_id(v) else None


def _partner(view: dict, seat: int) -> bool:
    from scenes.imposter.table.party import partner_seat

    return partner_seat(view) == seat


def shows_face(zone: str, seat: int, viewer: int, known: bool = False) -> bool:
    """Whether a card resting in ``zone`` lies face up for the viewer. ``known``: the view names
    the card, which for another seat's private place means it was revealed to everyone."""
    if zone in ("unused", "deck", "buried", "merc_deck"):
        return False
    if zone in PRIVATE and seat != viewer:
        return known
    if zone in ("successor", "dungeon", "offer", "picked", "squire"):
        return False  # your own face-down places: hover to peek
    return True


def shown_own(view: dict) -> set[int]:
    """The viewer's Successor and Squire when they were revealed to everyone (the Charismatic
    Leader's Successor as the round starts, a Master Tactician's Squire shown): they lie face
    up for the viewer too, as the others see them."""
    viewer = view.get("seat", -1)
    if not 0 <= viewer < len(view.get("seats") or ()):
        return set()
    seat = view["seats"][viewer]
    out = set()
    for zone in ("successor", "squire"):
        if seat.get(f"{zone}_shown") and is_card_id(seat.get(zone)):
            out.add(seat[zone])
    return out


class ImposterBoard(Board):
    """The shared board with each seat's King, Disgraced cards and the Fragments' Army."""

    private_zones = PRIVATE
    hidden_zones = ("unused", "deck", "buried", "merc_deck")
    kept_zones = MATCH_ZONES
    stacked_zones = ("army",)
    zone_rank = ZONE_RANK

    def __init__(self, layout, num_seats: int) -> None:
        super().__init__(layout, num_seats)
        self.kings: dict[int, CardSprite] = {}
        self.army_open = False  # the viewer's Army lies face up in a row (a choice needs it)
        self.shown_own: set[int] = set()  # the viewer's places revealed to everyone

    def zones_of(self, view: dict) -> dict[tuple[str, int], list[int | None]]:
        self.shown_own = shown_own(view)
        return view_zones(view)

    def lying_down(self, view: dict) -> set[int]:
        """Disgraced cards, and every card of a knocked-out seat (rulebook, More players: its
        cards are placed face down). The viewer's own hand is the exception: while the view
        still names its cards, they stay face up for the viewer (dimmed, as the seat is out)."""
        down = set(view["disgraced"])
        for seat in view["seats"]:
            if seat.get("out"):
                for zone in ("antechamber", "condemned", "hand_shown"):
                    down.update(c for c in seat.get(zone) or () if is_card_id(c))
                for zone in ("successor", "dungeon"):
                    if is_card_id(seat.get(zone)):
                        down.add(seat[zone])
        return down

    def shows_face(self, zone: str, seat: int, viewer: int, known: bool = False) -> bool:
        return shows_face(zone, seat, viewer, known)

    def _face(self, zone: str, seat: int, viewer: int, cid, dis) -> bool:
        """The viewer's own Army shows faces only while opened for a choice."""
        if zone == "army" and seat == viewer and not self.army_open:
            return False
        if seat == viewer and cid in self.shown_own and cid not in dis:
            return True  # revealed to everyone (a Charismatic Leader's Successor): face up
        return super()._face(zone, seat, viewer, cid, dis)

    def arrives_face_up(self, ev, viewer: int) -> bool:
        if ev.dst and tuple(ev.dst) == ("army", viewer) and not self.army_open:
            return False  # into your own Army's stack: you know it, it lies down
        return super().arrives_face_up(ev, viewer)

    def move_sound(self, ev) -> str | None:
        return "play" if ev.arg == "play" else super().move_sound(ev)

    def _move(self, ev, t: float, viewer: int, last: dict) -> float:
        nxt = super()._move(ev, t, viewer, last)
        if ev.arg not in SETUP_TAKES or not ev.dst or not ev.src:
            return nxt
        if ev.src[0] not in ("up", "partner") or ev.dst[0] not in ("up", "partner"):
            return nxt
        # A take of the Cutthroat exchange or the 2v2 take (play-test finding 18): the card
        # rises out of its row and travels slower, so each take reads as a step of its own.
        row = self.zones.get(tuple(ev.dst)) or []
        step = last.get(row[-1].key) if row else None
        if step is None:
            return nxt
        step.dur *= TAKE_SLOW
        step.lift = max(step.lift, TAKE_LIFT)
        return t + step.dur

    def insert_at(self, dst, ev) -> int | None:
        return ev.arg if dst[0] == "court" and isinstance(ev.arg, int) else None

    def lost_card(self, ev) -> CardSprite | None:
        if ev.src and ev.src[0] == "table":
            # The round's end: an Army card taken this round, wherever it lies now.
            return self._find_or_hidden(ev.card, ev.seat)
        return None

    def deal_order(self) -> list[CardSprite]:
        """The Accused first, then the hands a card each in turn, the side places, the unused."""
        order: list[CardSprite] = list(self.zones.get(("accused", -1), []))
        hands = [self.zones.get(("hand", s), []) for s in range(self.num_seats)]
        side = [self.zones.get((z, s), []) for s in range(self.num_seats) for z in PRIVATE[1:]]
        most = max([len(h) for h in hands] + [0])
        for i in range(most):
            for h in hands:
                if i < len(h):
                    order.append(h[i])
        for lst in side:
            order.extend(lst)
        order.extend(self.zones.get(("unused", -1), []))
        return order

    # ----- the Kings ---------------------------------------------------------------------------

    def tokens(self) -> list[CardSprite]:
        return list(self.kings.values())

    def rebuild_tokens(self, view: dict) -> None:
        self.kings = {}
        for s, seat in enumerate(view["seats"]):
            self.kings[s] = self._new(None, Slot("king", s), seat["king_up"], token=True)

    def round_tokens(self, t: float) -> None:
        for king in self.kings.values():
            if not king.face_up:
                king.steps.append(Step(t, FLIP * self.speed, king.slot, True, sound="flip"))

    def settle_tokens(self, view: dict) -> None:
        k = self.speed
        for s, seat in enumerate(view["seats"]):
            king = self.kings.get(s)
            if king is None:
                self.kings[s] = self._new(None, Slot("king", s), seat["king_up"], token=True)
            elif not king.steps and king.face_up != seat["king_up"]:
                king.steps.append(Step(self.clock, FLIP * k, king.slot, seat["king_up"]))
            elif king.steps:
                king.steps[-1].face_up = seat["king_up"]

    def _find_or_hidden(self, cid: int | None, seat: int) -> CardSprite | None:
        """The sprite showing ``cid``, else a face-down card of ``seat``'s (where it hid)."""
        found = self._find(cid) if cid is not None else None
        if found is not None:
            self.zones[found[0]].remove(found[1])
            return found[1]
        for zone in ("hand", "successor", "dungeon", "squire", "offer"):
            lst = self.zones.get((zone, seat), [])
            hidden = [sp for sp in lst if sp.cid is None]
            if hidden:
                lst.remove(hidden[-1])
                return hidden[-1]
        return None

    # ----- this game's events ------------------------------------------------------------------

    def game_event(self, ev, t: float, viewer: int, last: dict) -> float | None:
        k = self.speed
        kind = ev.kind
        if kind == "disgrace":
            found = self._find(ev.card) if ev.card is not None else None
            if found is None:
                return None
            sp = found[1]
            step = Step(t, FLIP * k, sp.slot, False, True, -1, FLIP * k, sound="flip")
            sp.steps.append(step)
            last[sp.key] = step
            return t + FLIP * k * 0.7
        if kind == "flip_king":
            king = self.kings.get(ev.seat)
            if king is None:
                return None
            king.steps.append(
                Step(t, FLIP * k * 1.2, king.slot, False, flip_dur=FLIP * k, lift=16, sound="flip")
            )  # fmt: skip
            return t + FLIP * k * 1.2
        if kind == "react":
            self.sounds_at(t, "reaction")
            return self.say(ev.seat, f"{ev.arg}!", t, 1.6) + 0.25 * k
        words = {
            "say": (f"{ev.arg}?", 1.6),
            "guess_right": ("Right!", 1.4),
            "guess_wrong": ("Wrong.", 1.4),
            "holds_not": (f"No {ev.arg}s." if str(ev.arg).isdigit() else f"No {ev.arg}.", 1.4),
            "holds": (f"{ev.arg}: yes.", 1.4),
            "mulligan": ("Mulligan!", 1.4),
            "assassinated": ("Out!", 1.6),
            "knocked_out": ("Out!", 1.6),
        }.get(kind)
        if words is None:
            return None
        return self.say(ev.seat, words[0], t, words[1])
