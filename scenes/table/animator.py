"""The board: every card sprite in its zone, and the events of a move turned into animations.

``Board.animate(events, view)`` plays the events (already cut down to what the viewer saw with
``event.for_seat``) from where the sprites are now, then reconciles the result with the new view,
which is always the truth: a card the events did not account for slides or fades into the place
the view gives it. Sprites carry only identities the viewer knows, so nothing hidden can be drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from scenes.table.layout import Layout, Slot
from scenes.table.sprites import CardSprite, Step

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
MOVE = 0.32  # seconds for a card to travel, at normal speed
FLIP = 0.18  # seconds for a flip through the card's edge
DEAL_STAGGER = 0.07
PRIVATE = ("hand", "successor", "dungeon", "offer", "army", "picked", "squire")
MATCH_ZONES = ("army", "exhaust", "picked")  # Fragments of Nersetti: kept from round to round
ZONE_RANK = {
    "unused": 0,
    "deck": 1,
    "accused": 2,
    "removed": 3,
    "court": 4,
    "reveal": 5,
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


@dataclass
class Bubble:
    """A short line said by a seat ("Queen?", "Right!"), shown by its name for a while."""

    seat: int
    text: str
    start: float
    end: float


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
            elif _is_id(v):
                zones[(z, s)] = [v]  # revealed (a Charismatic Leader's Successor, a Dungeon)
            else:
                zones[(z, s)] = [None] if v else []
        zones[("antechamber", s)] = list(seat["antechamber"])
        zones[("condemned", s)] = list(seat["condemned"])
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
    zones[("court", -1)] = list(view["court"])
    zones[("accused", -1)] = [] if view["accused"] is None else [view["accused"]]
    zones[("unused", -1)] = [None] * view["unused"]
    zones[("removed", -1)] = list(view["removed"])
    zones[("reveal", -1)] = list(view["reveal"])
    return zones


def _is_id(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def shows_face(zone: str, seat: int, viewer: int, known: bool = False) -> bool:
    """Whether a card resting in ``zone`` lies face up for the viewer. ``known``: the view names
    the card, which for another seat's private place means it was revealed to everyone."""
    if zone in ("unused", "deck"):
        return False
    if zone in PRIVATE and seat != viewer:
        return known
    if zone in ("successor", "dungeon", "offer", "picked", "squire"):
        return False  # your own face-down places: hover to peek
    return True


class Board:
    """All sprites of the table and their animation clock."""

    def __init__(self, layout: Layout, num_seats: int) -> None:
        self.layout = layout
        self.num_seats = num_seats
        self.sprites: list[CardSprite] = []
        self.zones: dict[tuple[str, int], list[CardSprite]] = {}
        self.kings: dict[int, CardSprite] = {}
        self.clock = 0.0
        self.speed = 1.0
        self.bubbles: list[Bubble] = []
        self.sounds: list[str] = []
        self._next_key = 0
        self._timed_sounds: list[tuple[float, str]] = []
        self.view: dict | None = None
        self.army_open = False  # the viewer's Army lies face up in a row (a choice needs it)

    def _face(self, zone: str, seat: int, viewer: int, cid, dis) -> bool:
        """The side a card of ``zone`` rests on: its face only when the viewer may know it; the
        viewer's own Army shows faces only while opened for a choice."""
        if zone == "army" and seat == viewer and not self.army_open:
            return False
        return (
            shows_face(zone, seat, viewer, cid is not None) and cid is not None and cid not in dis
        )

    # ----- building --------------------------------------------------------------------------

    def _new(self, cid, slot: Slot, face_up: bool, disgraced=False, king=False) -> CardSprite:
        self._next_key += 1
        sp = CardSprite(self._next_key, cid, slot, face_up, disgraced, king)
        sp.place(self.layout)
        return sp

    def rebuild(self, view: dict) -> None:
        """Lay out every card of ``view`` at rest, with no animation (and no memory of before)."""
        self.view = view
        self.layout.set_counts(view_zones(view))
        self.layout.face_down = set(view["disgraced"])
        self.sprites = []
        self.zones = {}
        self.bubbles = []
        viewer = view["seat"]
        dis = set(view["disgraced"])
        for (zone, seat), ids in view_zones(view).items():
            lst = []
            for i, cid in enumerate(ids):
                face = self._face(zone, seat, viewer, cid, dis)
                sp = self._new(cid, Slot(zone, seat, i, len(ids)), face, cid in dis)
                lst.append(sp)
                self.sprites.append(sp)
            self.zones[(zone, seat)] = lst
        self.kings = {}
        for s, seat in enumerate(view["seats"]):
            self.kings[s] = self._new(None, Slot("king", s), seat["king_up"], king=True)

    def clear(self) -> None:
        """An empty table (the Kings stay): what lies there before the first deal."""
        self.sprites = []
        self.zones = {}
        self.bubbles = []

    def deal_in(self, view: dict) -> None:
        """Lay out ``view`` as a fresh deal: the cards fly from the deck one by one."""
        self.rebuild(view)
        if self.speed <= 0:
            return
        deck = self.layout.anchor("deck")
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
        t = self.clock
        for k, sp in enumerate(order):
            face, dis, cid = sp.face_up, sp.disgraced, sp.cid
            sp.x, sp.y, sp.w, sp.h = deck.x, deck.y, deck.w, deck.h
            sp.face_up, sp.disgraced = False, False
            sp.steps.append(
                Step(t, MOVE * self.speed, sp.slot, face, dis, cid, FLIP * self.speed,
                     sound="deal" if k % 2 == 0 else None)
            )  # fmt: skip
            t += DEAL_STAGGER * self.speed

    # ----- animating a move ------------------------------------------------------------------

    def _take(self, zone: tuple[str, int], cid: int | None) -> CardSprite | None:
        lst = self.zones.setdefault(zone, [])
        if cid is not None:
            for sp in lst:
                if sp.cid == cid:
                    lst.remove(sp)
                    return sp
        for sp in reversed(lst):
            if sp.cid is None:
                lst.remove(sp)
                return sp
        if lst:
            return lst.pop()
        return None

    def _find(self, cid: int) -> tuple[tuple[str, int], CardSprite] | None:
        for zone, lst in self.zones.items():
            for sp in lst:
                if sp.cid == cid:
                    return zone, sp
        return None

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

    def animate(self, events: list, view: dict) -> None:
        """Animate ``events`` (for the viewer) and settle on ``view``."""
        self.finish()
        viewer = view["seat"]
        k = self.speed
        t = self.clock
        last: dict[int, Step] = {}  # sprite key -> its last step in this batch
        for ev in events:
            kind = ev.kind
            if kind == "round_start":
                deck = Slot("deck")
                for zone, lst in self.zones.items():
                    if zone[0] in MATCH_ZONES:
                        continue  # the Army and the Exhausted cards stay for the whole match
                    for sp in lst:
                        step = Step(t, MOVE * k * 0.8, deck, False, False, None, FLIP * k)
                        sp.steps.append(step)
                        last[sp.key] = step
                gathered = [
                    sp for z, lst in self.zones.items() if z[0] not in MATCH_ZONES for sp in lst
                ]
                kept = {z: lst for z, lst in self.zones.items() if z[0] in MATCH_ZONES}
                self.zones = {("deck", -1): gathered, **kept}
                for king in self.kings.values():
                    if not king.face_up:
                        step = Step(t, FLIP * k, king.slot, True, sound="flip")
                        king.steps.append(step)
                t += MOVE * k
            elif kind == "reveal" and ev.src:
                # A face-down card turned up where it lies (a Dungeon, a Successor, a hand card).
                src = tuple(ev.src)
                sp = self._take(src, ev.card)
                if sp is None:
                    continue
                self.zones.setdefault(src, []).insert(0, sp)
                step = Step(
                    t, MOVE * k * 0.7, sp.slot, True, False, ev.card, FLIP * k, 24.0, "flip"
                )
                sp.steps.append(step)
                last[sp.key] = step
                t += MOVE * k * 0.7
            elif kind == "move":
                src = tuple(ev.src) if ev.src else ("deck", -1)
                dst = tuple(ev.dst) if ev.dst else ("deck", -1)
                sp = self._take(src, ev.card)
                if sp is None and src[0] == "table":
                    # The round's end: an Army card taken this round, wherever it lies now.
                    sp = self._find_or_hidden(ev.card, ev.seat)
                if sp is None:
                    found = self._find(ev.card) if ev.card is not None else None
                    if found is not None:
                        self.zones[found[0]].remove(found[1])
                        sp = found[1]
                    else:
                        sp = self._new(None, Slot(*src), False)
                        self.sprites.append(sp)
                lst = self.zones.setdefault(dst, [])
                if dst[0] == "court" and isinstance(ev.arg, int):
                    lst.insert(min(ev.arg, len(lst)), sp)
                else:
                    lst.append(sp)
                visible = ev.card is not None and shows_face(dst[0], dst[1], viewer, True)
                if visible and dst == ("army", viewer) and not self.army_open:
                    visible = False  # into your own Army's stack: you know it, it lies down
                    cid = ev.card
                else:
                    cid = ev.card if visible else (None if dst[0] in PRIVATE else sp.cid)
                from_deck = src[0] == "deck"
                sound = None
                if ev.arg == "play":
                    sound = "play"
                elif from_deck and dst[0] == "hand":
                    sound = "deal"
                elif not from_deck:
                    sound = "click"
                lift = 0.0
                if ev.card is not None and not sp.face_up and visible and src[0] == "hand":
                    lift = 30.0  # a hidden card revealed on its way (a reaction, a swap seen)
                step = Step(t, MOVE * k, Slot(*dst), visible, False, cid, FLIP * k, lift, sound)
                sp.steps.append(step)
                last[sp.key] = step
                if from_deck:
                    t += (DEAL_STAGGER if dst[0] != "unused" else DEAL_STAGGER / 2) * k
                else:
                    t += MOVE * k * 0.85
            elif kind == "disgrace":
                found = self._find(ev.card) if ev.card is not None else None
                if found is not None:
                    sp = found[1]
                    step = Step(t, FLIP * k, sp.slot, False, True, -1, FLIP * k, sound="flip")
                    sp.steps.append(step)
                    last[sp.key] = step
                    t += FLIP * k * 0.7
            elif kind == "flip_king":
                king = self.kings.get(ev.seat)
                if king is not None:
                    king.steps.append(
                        Step(t, FLIP * k * 1.2, king.slot, False, flip_dur=FLIP * k, lift=16, sound="flip")
                    )  # fmt: skip
                    t += FLIP * k * 1.2
            elif kind == "react":
                self.sounds_at(t, "reaction")
                t = self._say(ev.seat, f"{ev.arg}!", t, 1.6) + 0.25 * k
            elif kind == "say":
                t = self._say(ev.seat, f"{ev.arg}?", t, 1.6)
            elif kind == "guess_right":
                t = self._say(ev.seat, "Right!", t, 1.4)
            elif kind == "guess_wrong":
                t = self._say(ev.seat, "Wrong.", t, 1.4)
            elif kind == "holds_not":
                t = self._say(ev.seat, f"No {ev.arg}.", t, 1.4)
            elif kind == "holds":
                t = self._say(ev.seat, f"{ev.arg}: yes.", t, 1.4)
            elif kind == "mulligan":
                t = self._say(ev.seat, "Mulligan!", t, 1.4)
            elif kind in ("assassinated", "knocked_out"):
                t = self._say(ev.seat, "Out!", t, 1.6)
            elif kind == "round_over":
                self.sounds_at(t, "round_end")
        self.settle(view, last)

    def _say(self, seat: int, text: str, t: float, hold: float) -> float:
        k = self.speed
        if k > 0:
            self.bubbles.append(Bubble(seat, text, t, t + hold * max(k, 0.6)))
        return t + 0.3 * k

    def sounds_at(self, t: float, name: str) -> None:
        """Queue a sound for board time ``t``."""
        self._timed_sounds.append((t, name))

    def settle(self, view: dict, last: dict[int, Step] | None = None) -> None:
        """Match the sprites to ``view`` and give each its final slot and side."""
        last = last or {}
        self.view = view
        self.layout.set_counts(view_zones(view))
        self.layout.face_down = set(view["disgraced"])
        viewer = view["seat"]
        dis = set(view["disgraced"])
        target = view_zones(view)
        k = self.speed
        assigned: dict[tuple[str, int], list[CardSprite | None]] = {}
        free: dict[tuple[str, int], list[CardSprite]] = {z: list(v) for z, v in self.zones.items()}
        # 1. Known cards already in their zone.
        for zone, ids in target.items():
            pool = free.setdefault(zone, [])
            row: list[CardSprite | None] = []
            for cid in ids:
                hit = None
                if cid is not None:
                    for sp in pool:
                        if sp.cid == cid:
                            hit = sp
                            break
                    if hit is not None:
                        pool.remove(hit)
                row.append(hit)
            assigned[zone] = row
        # 2. Known cards found elsewhere, then face-down cards of the same zone.
        for zone, ids in target.items():
            row = assigned[zone]
            for i, cid in enumerate(ids):
                if row[i] is not None or cid is None:
                    continue
                for pool in free.values():
                    hit = next((sp for sp in pool if sp.cid == cid), None)
                    if hit is not None:
                        pool.remove(hit)
                        row[i] = hit
                        break
        for zone, ids in target.items():
            row = assigned[zone]
            pool = free[zone]
            for i in range(len(ids)):
                if row[i] is None and pool:
                    hidden = [sp for sp in pool if sp.cid is None]
                    hit = hidden[0] if hidden else pool[0]
                    pool.remove(hit)
                    row[i] = hit
        # 3. Cards the events did not bring: new sprites from the zone's anchor.
        new_zones: dict[tuple[str, int], list[CardSprite]] = {}
        keep: set[int] = set()
        for zone, ids in target.items():
            row = assigned[zone]
            for i in range(len(ids)):
                if row[i] is None:
                    sp = self._new(None, Slot(zone[0], zone[1], 0, 1), False)
                    self.sprites.append(sp)
                    row[i] = sp
            new_zones[zone] = row  # type: ignore[assignment]
            for i, sp in enumerate(row):
                keep.add(sp.key)
                cid = ids[i]
                slot = Slot(zone[0], zone[1], i, len(ids))
                face = self._face(zone[0], zone[1], viewer, cid, dis)
                disg = cid in dis
                step = last.get(sp.key)
                if step is not None:
                    step.slot, step.face_up, step.disgraced, step.cid = slot, face, disg, cid
                    first = sp.steps[0] if sp.steps else None
                    same_row = (sp.slot.zone, sp.slot.seat) == (slot.zone, slot.seat)
                    if (
                        first is not None
                        and first.start > self.clock
                        and same_row
                        and sp.slot != slot
                    ):
                        # Its row changed now (a card joined the Court) though its own turn
                        # (a Disgrace flip) comes later: make room at once.
                        sp.steps.insert(0, Step(self.clock, MOVE * k * 0.8, slot))
                elif (
                    sp.slot != slot
                    or sp.face_up != face
                    or sp.disgraced != disg
                    or sp.cid != cid
                    or (not sp.moving and sp.rect != self.layout.slot_rect(slot))
                ):  # (the last: its row's room changed, e.g. an Army opened beside the hand)
                    sp.steps.append(
                        Step(self.clock, MOVE * k * 0.8, slot, face, disg, cid, FLIP * k)
                    )
        # Sprites left over are gone from the viewer's table (e.g. a mulligan's old deal).
        for sp in self.sprites:
            if sp.key not in keep and not sp.king:
                sp.leaving = True
                sp.steps.append(
                    Step(self.clock, MOVE * k, Slot("deck"), False, False, None, FLIP * k)
                )
        self.zones = new_zones
        for s, seat in enumerate(view["seats"]):
            king = self.kings.get(s)
            if king is None:
                self.kings[s] = self._new(None, Slot("king", s), seat["king_up"], king=True)
            elif not king.steps and king.face_up != seat["king_up"]:
                king.steps.append(Step(self.clock, FLIP * k, king.slot, seat["king_up"]))
            elif king.steps:
                king.steps[-1].face_up = seat["king_up"]
        if k <= 0:
            self.finish()

    # ----- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> list[str]:
        """Advance every animation by ``dt`` seconds; return the sounds to play now."""
        self.clock += dt
        sounds, self.sounds = self.sounds, []
        for sp in self.all_sprites():
            if sp.active is not None or sp.steps:
                sp.update(self.clock, self.layout, sounds)
        due = [x for x in self._timed_sounds if x[0] <= self.clock]
        if due:
            self._timed_sounds = [x for x in self._timed_sounds if x[0] > self.clock]
            sounds.extend(name for _, name in due)
        self._drop_gone()
        self.bubbles = [b for b in self.bubbles if b.end > self.clock]
        return sounds

    def _drop_gone(self) -> None:
        if any(sp.leaving and not sp.moving for sp in self.sprites):
            self.sprites = [sp for sp in self.sprites if not (sp.leaving and not sp.moving)]

    @property
    def busy(self) -> bool:
        """Whether any card is still moving (bubbles do not count)."""
        return any(sp.moving for sp in self.all_sprites()) or bool(self._timed_sounds)

    def finish(self) -> None:
        """Skip: every running and queued animation jumps to its end."""
        skipped: list[str] = []
        for sp in self.all_sprites():
            if sp.moving:
                sp.finish(self.layout, skipped)
        skipped.extend(name for _, name in self._timed_sounds)
        # Sounds of skipped moves still play, once each, so instant speed is not silent.
        for name in dict.fromkeys(skipped):
            if name not in self.sounds:
                self.sounds.append(name)
        self._timed_sounds = []
        self._drop_gone()
        self.bubbles = [b for b in self.bubbles if b.end > self.clock and b.start <= self.clock]

    def all_sprites(self) -> list[CardSprite]:
        return self.sprites + list(self.kings.values())

    def relayout(self, layout: Layout) -> None:
        old = self.layout.size
        layout.counts = dict(self.layout.counts)
        layout.ids = dict(self.layout.ids)
        layout.face_down = set(self.layout.face_down)
        layout.open_rows = set(self.layout.open_rows)
        self.layout = layout
        sx = layout.size[0] / max(1, old[0])
        sy = layout.size[1] / max(1, old[1])
        for sp in self.all_sprites():
            sp.rescale(sx, sy, layout)

    def draw_order(self) -> list[CardSprite]:
        def rank(sp: CardSprite):
            # Cards travelling go on top; a card flipping in place keeps its place in its row.
            return (sp.in_flight, ZONE_RANK.get(sp.slot.zone, 5), sp.slot.index)

        return sorted(self.all_sprites(), key=rank)

    def sprite_at(self, pos) -> CardSprite | None:
        """The top-most sprite under ``pos``."""
        for sp in reversed(self.draw_order()):
            if not sp.leaving and sp.rect.collidepoint(pos):
                return sp
        return None
