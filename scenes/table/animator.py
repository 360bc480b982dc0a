"""The board: every card sprite in its zone, and the events of a move turned into animations.

``Board.animate(events, view)`` plays the events (already cut down to what the viewer saw with
``event.for_seat``) from where the sprites are now, then reconciles the result with the new view,
which is always the truth: a card the events did not account for slides or fades into the place
the view gives it. Sprites carry only identities the viewer knows, so nothing hidden can be drawn.

The board is the same for every game: a game's subclass says which zones a view has
(``zones_of``), which side each card rests on (``shows_face``), which known cards lie face down
(``lying_down``) and how its own kinds of event move cards (``game_event``); the shared kinds are
``move`` (a card from one zone to another), ``reveal`` (a face-down card turned up where it
lies), ``round_start`` (every card gathered back to the deck) and ``round_over``.
"""

from __future__ import annotations

from dataclasses import dataclass

from scenes.table.layout import Slot, TableLayout
from scenes.table.sprites import CardSprite, Step

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
MOVE = 0.32  # seconds for a card to travel, at normal speed
FLIP = 0.18  # seconds for a flip through the card's edge
DEAL_STAGGER = 0.07


@dataclass
class Bubble:
    """A short line said by a seat ("Queen?", "Right!"), shown by its name for a while."""

    seat: int
    text: str
    start: float
    end: float


class Board:
    """All sprites of the table and their animation clock."""

    # Zones that belong to one seat and lie face down for everyone else (a hand).
    private_zones: tuple[str, ...] = ("hand",)
    # Zones whose cards always lie face down (a deck).
    hidden_zones: tuple[str, ...] = ("deck",)
    # Zones a round's start leaves where they are (cards kept from round to round).
    kept_zones: tuple[str, ...] = ()
    # Zones that lie as a stack even when the viewer knows their cards (a review keeps them so).
    stacked_zones: tuple[str, ...] = ()
    # Draw order of resting cards by zone (higher on top); unknown zones rank 5.
    zone_rank: dict[str, int] = {"deck": 1, "hand": 8}

    def __init__(self, layout: TableLayout, num_seats: int) -> None:
        self.layout = layout
        self.num_seats = num_seats
        self.sprites: list[CardSprite] = []
        self.zones: dict[tuple[str, int], list[CardSprite]] = {}
        self.clock = 0.0
        self.speed = 1.0
        self.bubbles: list[Bubble] = []
        self.sounds: list[str] = []
        self._next_key = 0
        self._timed_sounds: list[tuple[float, str]] = []
        self.view: dict | None = None
        # The board time each event of the last ``animate`` starts at (its cards move then).
        self.event_times: list[float] = []

    # ----- what a game's board says ------------------------------------------------------------

    def zones_of(self, view: dict) -> dict[tuple[str, int], list[int | None]]:
        """Every zone the viewer sees, as lists of card ids (None for a face-down unknown card)."""
        raise NotImplementedError(f"{type(self).__name__} lists no zones")

    def lying_down(self, view: dict) -> set[int]:
        """Cards the viewer knows that lie face down where they are."""
        return set()

    def shows_face(self, zone: str, seat: int, viewer: int, known: bool = False) -> bool:
        """Whether a card resting in ``zone`` lies face up for the viewer. ``known``: the view
        names the card, which for another seat's private place means it was shown."""
        if zone in self.hidden_zones:
            return False
        if zone in self.private_zones and seat != viewer:
            return known
        return True

    def arrives_face_up(self, ev, viewer: int) -> bool:
        """Whether the card of a ``move`` event lands face up (its id known, its place open)."""
        dst = tuple(ev.dst) if ev.dst else ("deck", -1)
        return ev.card is not None and self.shows_face(dst[0], dst[1], viewer, True)

    def game_event(self, ev, t: float, viewer: int, last: dict) -> float | None:
        """Animate one event of a kind only this game has, from board time ``t``; the time the
        next event starts, or None for an event that moves nothing."""
        return None

    def move_sound(self, ev) -> str | None:
        """The sound of a card's ``move``: a deal from the deck, a click otherwise."""
        from_deck = bool(ev.src) and ev.src[0] == "deck"
        if from_deck and ev.dst and ev.dst[0] == "hand":
            return "deal"
        return None if from_deck else "click"

    def tokens(self) -> list[CardSprite]:
        """Sprites that are not play cards (each seat's King in The Imposter Kings)."""
        return []

    def settle_tokens(self, view: dict) -> None:
        """Give the token sprites the side ``view`` gives them."""

    def deal_order(self) -> list[CardSprite]:
        """The order a fresh deal brings the cards in: the hands, a card each in turn."""
        hands = [self.zones.get(("hand", s), []) for s in range(self.num_seats)]
        order: list[CardSprite] = []
        for i in range(max([len(h) for h in hands] + [0])):
            for h in hands:
                if i < len(h):
                    order.append(h[i])
        dealt = set(map(id, order))
        for lst in self.zones.values():
            order.extend(sp for sp in lst if id(sp) not in dealt)
        return order

    def _face(self, zone: str, seat: int, viewer: int, cid, down) -> bool:
        """The side a card of ``zone`` rests on: its face only when the viewer may know it."""
        return (
            self.shows_face(zone, seat, viewer, cid is not None)
            and cid is not None
            and (cid not in down)
        )

    # ----- building --------------------------------------------------------------------------

    def _new(self, cid, slot: Slot, face_up: bool, lies_down=False, token=False) -> CardSprite:
        self._next_key += 1
        sp = CardSprite(self._next_key, cid, slot, face_up, lies_down, token)
        sp.place(self.layout)
        return sp

    def rebuild(self, view: dict) -> None:
        """Lay out every card of ``view`` at rest, with no animation (and no memory of before)."""
        self.view = view
        zones = self.zones_of(view)
        down = self.lying_down(view)
        self.layout.set_counts(zones)
        self.layout.face_down = set(down)
        self.sprites = []
        self.zones = {}
        self.bubbles = []
        viewer = view["seat"]
        for (zone, seat), ids in zones.items():
            lst = []
            for i, cid in enumerate(ids):
                face = self._face(zone, seat, viewer, cid, down)
                sp = self._new(cid, Slot(zone, seat, i, len(ids)), face, cid in down)
                lst.append(sp)
                self.sprites.append(sp)
            self.zones[(zone, seat)] = lst
        self.rebuild_tokens(view)

    def rebuild_tokens(self, view: dict) -> None:
        """Lay out the token sprites of ``view`` afresh."""

    def clear(self) -> None:
        """An empty table (the tokens stay): what lies there before the first deal."""
        self.sprites = []
        self.zones = {}
        self.bubbles = []

    def deal_in(self, view: dict) -> None:
        """Lay out ``view`` as a fresh deal: the cards fly from the deck one by one."""
        self.rebuild(view)
        if self.speed <= 0:
            return
        deck = self.layout.anchor("deck")
        t = self.clock
        for k, sp in enumerate(self.deal_order()):
            face, dis, cid = sp.face_up, sp.lies_down, sp.cid
            sp.x, sp.y, sp.w, sp.h = deck.x, deck.y, deck.w, deck.h
            sp.face_up, sp.lies_down = False, False
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

    def animate(self, events: list, view: dict) -> None:
        """Animate ``events`` (for the viewer) and settle on ``view``."""
        self.finish()
        viewer = view["seat"]
        t = self.clock
        last: dict[int, Step] = {}  # sprite key -> its last step in this batch
        self.event_times = []
        for ev in events:
            self.event_times.append(t)
            kind = ev.kind
            if kind == "round_start":
                t = self._gather(t, last)
            elif kind == "reveal" and ev.src:
                t = self._reveal(ev, t, last)
            elif kind == "move":
                t = self._move(ev, t, viewer, last)
            elif kind == "round_over":
                self.sounds_at(t, "round_end")
            else:
                nxt = self.game_event(ev, t, viewer, last)
                t = t if nxt is None else nxt
        self.settle(view, last)

    def _gather(self, t: float, last: dict) -> float:
        """A new round: every card but the kept zones' goes back to the deck, face down."""
        k = self.speed
        deck = Slot("deck")
        kept = {z: lst for z, lst in self.zones.items() if z[0] in self.kept_zones}
        gathered = []
        for zone, lst in self.zones.items():
            if zone in kept:
                continue
            for sp in lst:
                step = Step(t, MOVE * k * 0.8, deck, False, False, None, FLIP * k)
                sp.steps.append(step)
                last[sp.key] = step
                gathered.append(sp)
        self.zones = {("deck", -1): gathered, **kept}
        self.round_tokens(t)
        return t + MOVE * k

    def round_tokens(self, t: float) -> None:
        """What a new round does to the token sprites (the Kings turn face up again)."""

    def _reveal(self, ev, t: float, last: dict) -> float:
        """A face-down card turned up where it lies (a Dungeon, a Successor, a hand card)."""
        k = self.speed
        src = tuple(ev.src)
        sp = self._take(src, ev.card)
        if sp is None:
            return t
        self.zones.setdefault(src, []).insert(0, sp)
        step = Step(t, MOVE * k * 0.7, sp.slot, True, False, ev.card, FLIP * k, 24.0, "flip")
        sp.steps.append(step)
        last[sp.key] = step
        return t + MOVE * k * 0.7

    def lost_card(self, ev) -> CardSprite | None:
        """The sprite of a ``move`` whose source zone does not hold it (None: make one)."""
        return None

    def insert_at(self, dst: tuple[str, int], ev) -> int | None:
        """Where in ``dst`` a moved card goes (None: at the end)."""
        return None

    def _move(self, ev, t: float, viewer: int, last: dict) -> float:
        k = self.speed
        src = tuple(ev.src) if ev.src else ("deck", -1)
        dst = tuple(ev.dst) if ev.dst else ("deck", -1)
        sp = self._take(src, ev.card)
        if sp is None:
            sp = self.lost_card(ev)
        if sp is None:
            found = self._find(ev.card) if ev.card is not None else None
            if found is not None:
                self.zones[found[0]].remove(found[1])
                sp = found[1]
            else:
                sp = self._new(None, Slot(*src), False)
                self.sprites.append(sp)
        lst = self.zones.setdefault(dst, [])
        at = self.insert_at(dst, ev)
        if at is not None:
            lst.insert(min(at, len(lst)), sp)
        else:
            lst.append(sp)
        visible = self.arrives_face_up(ev, viewer)
        if visible:
            cid = ev.card
        elif ev.card is not None and self.shows_face(dst[0], dst[1], viewer, True):
            cid = ev.card  # known, but it lands face down (into your own stack)
        else:
            cid = None if dst[0] in self.private_zones else sp.cid
        lift = 0.0
        if ev.card is not None and not sp.face_up and visible and src[0] == "hand":
            lift = 30.0  # a hidden card revealed on its way (a reaction, a swap seen)
        step = Step(
            t, MOVE * k, Slot(*dst), visible, False, cid, FLIP * k, lift, self.move_sound(ev)
        )
        sp.steps.append(step)
        last[sp.key] = step
        if src[0] == "deck":
            return t + (DEAL_STAGGER if dst[0] not in self.hidden_zones else DEAL_STAGGER / 2) * k
        return t + MOVE * k * 0.85

    def say(self, seat: int, text: str, t: float, hold: float) -> float:
        """A bubble by ``seat``'s name from board time ``t``; the time the next event starts."""
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
        target = self.zones_of(view)
        dis = self.lying_down(view)
        self.layout.set_counts(target)
        self.layout.face_down = set(dis)
        viewer = view["seat"]
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
                    step.slot, step.face_up, step.lies_down, step.cid = slot, face, disg, cid
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
                    or sp.lies_down != disg
                    or sp.cid != cid
                    or (not sp.moving and sp.rect != self.layout.slot_rect(slot))
                ):  # (the last: its row's room changed, e.g. an Army opened beside the hand)
                    sp.steps.append(
                        Step(self.clock, MOVE * k * 0.8, slot, face, disg, cid, FLIP * k)
                    )
        # Sprites left over are gone from the viewer's table (e.g. a mulligan's old deal).
        for sp in self.sprites:
            if sp.key not in keep and not sp.token:
                sp.leaving = True
                sp.steps.append(
                    Step(self.clock, MOVE * k, Slot("deck"), False, False, None, FLIP * k)
                )
        self.zones = new_zones
        self.zones = new_zones
        self.settle_tokens(view)
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
        return self.sprites + self.tokens()

    def relayout(self, layout: TableLayout) -> None:
        old = self.layout.size
        layout.carry_over(self.layout)
        self.layout = layout
        sx = layout.size[0] / max(1, old[0])
        sy = layout.size[1] / max(1, old[1])
        for sp in self.all_sprites():
            sp.rescale(sx, sy, layout)

    def draw_order(self) -> list[CardSprite]:
        def rank(sp: CardSprite):
            # Cards travelling go on top; a card flipping in place keeps its place in its row.
            return (sp.in_flight, self.zone_rank.get(sp.slot.zone, 5), sp.slot.index)

        return sorted(self.all_sprites(), key=rank)

    def sprite_at(self, pos) -> CardSprite | None:
        """The top-most sprite under ``pos``."""
        for sp in reversed(self.draw_order()):
            if not sp.leaving and sp.rect.collidepoint(pos):
                return sp
        return None
