"""The shared frame of the expansion's full-screen decisions (the Mustering Phase and the
Signature Card picks): it draws only ``session.state.view(seat)``, sends each click as one legal
action through ``session.apply``, animates what the returned events changed with the table's
eased tweens, and pops itself once the seat owes none of its decisions. Its hints, painting,
pointer and keys, and large preview are mixins of their own beside it.
"""

from __future__ import annotations

import math

from game.imposter import glossary
from scenes.imposter import cover_keys
from scenes.imposter.expansion.hints import ExpansionHints
from scenes.imposter.expansion.layout import Button, Rows, name_need
from scenes.imposter.expansion.paint import ExpansionPaint
from scenes.imposter.expansion.pointer import ExpansionPointer
from scenes.imposter.expansion.preview import PREVIEW_REST, ExpansionPreview
from scenes.imposter.table.paint import ImposterPainter
from scenes.stack import Scene
from scenes.table.animator import FLIP, MOVE, SPEEDS
from scenes.table.layout import Slot
from scenes.table.sprites import CardSprite, Step
from scenes.term_tips import ButtonTips

STAGGER = 0.12  # seconds between the moves of one action, at normal speed
HINT_POLL = 0.1  # seconds between looks for a hint's answer while nothing else moves


class ExpansionScene(ExpansionHints, ExpansionPaint, ExpansionPointer, ExpansionPreview, Scene):
    """The common frame: the view, sprites and their tweens, the layout, the frame loop, closing."""

    opaque = True
    kinds: frozenset[str] = frozenset()

    def __init__(self, app, session, seat: int) -> None:
        super().__init__(app)
        self.session = session
        self.state = session.state
        self.seat = seat
        self.names = [session.seats[s].name for s in range(self.state.num_seats)]
        self.cards = self.state.cards
        self.painter = ImposterPainter(app, self.cards)
        self.faces_drawn: set[int] = set()  # every card id this scene drew face up
        self.seen_ids: set[int] = set()  # card ids the seat saw in events this scene animated
        self.painter.on_face = self.faces_drawn.add
        self.sprites: dict[tuple, CardSprite] = {}
        self.sprite_names: dict[int, str] = {}  # sprite key -> card label, for faces by name
        self.clock = 0.0
        self.mouse = (0, 0)
        self.press = None
        self.focus: int | None = None
        self._hover_sp: CardSprite | None = None
        self._hover_since = 0.0
        self.tips = ButtonTips()  # the glossary's words of the button under the pointer or focused
        self.closing = False
        self.closed = False
        self.sent: list[str] = []  # every action this scene sent, in order
        self.hint: tuple[str, str] | None = None  # (action text, reason) for the position now
        self.hint_key: tuple | None = None  # the position a hint was asked for
        self.hint_asked: tuple | None = None
        self.hint_failed = False
        self.worker, self._own_worker = self._find_worker()
        self._key = 0
        self._view: tuple | None = None
        self.rows = self._new_rows(self._size())
        self.panel_text: float | None = None  # the side panel's text size when set smaller
        self.buttons: list[Button] = []
        self._bg: tuple | None = None
        self.layout()
        self.sync()

    # ----- the model ---------------------------------------------------------------------------

    def view(self) -> dict:
        """The seat's view, computed once per change of the state (read it, never change it)."""
        history = self.state.history
        if history is None:
            return self.state.view(self.seat)
        key = (len(history), self.state.round_no)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.state.view(self.seat))
        return self._view[1]

    def mine(self) -> bool:
        """The seat still owes one of this scene's decisions (and nobody conceded the match)."""
        if getattr(self.session, "finished", False):
            return False
        return self.state.current_seat == self.seat and self.state.decision in self.kinds

    def model_legal(self) -> list[str]:
        """The actions the model allows this seat now."""
        return list(self.view()["legal"]) if self.mine() else []

    def legal(self) -> list[str]:
        """What the seat may choose now (the Signature picks answer for the picks it holds)."""
        return self.model_legal()

    def send(self, text: str) -> bool:
        """Apply ``text`` when it is legal for this seat now; animate what changed."""
        if self.closing or text not in self.model_legal():
            return False
        self.hint = None
        self.app.audio.play("click")
        events = [e.for_seat(self.seat) for e in self.session.apply(text)]
        self.sent.append(text)
        for e in events:
            if e.card is not None:
                self.seen_ids.add(e.card)
        self.after_apply(text, events)
        self.sync(events)
        self.check_done()
        return True

    def after_apply(self, text: str, events: list) -> None:
        """Note what an action did, before the sprites move (subclasses)."""

    def check_done(self) -> None:
        if not self.mine() and not self.holding():
            self.closing = True

    def holding(self) -> bool:
        """Stay up although the decision moved on (a reveal still showing)."""
        return False

    def leave(self) -> None:
        stack = getattr(self.app, "stack", None)
        if stack is not None and self not in getattr(stack, "scenes", []):
            if self._own_worker:
                self.worker.close()
            elif self.worker.job is not None and self.worker.job[0].startswith("xhint:"):
                self.worker.cancel()

    # ----- sprites -----------------------------------------------------------------------------

    def zones(self) -> dict[str, list]:
        """zone -> entries: a card id (face up), ("name", label) (face up by name), or None (a
        face-down card)."""
        return {}

    def entry_name(self, entry) -> str | None:
        """The card name a zone entry shows (None for a face-down card)."""
        if isinstance(entry, int):
            return self.cards[entry].name
        if isinstance(entry, tuple):
            from game.imposter.cards import CARDS

            c = CARDS.get(entry[1])
            return c.name if c is not None else entry[1]
        return None

    def arrange(self, zones: dict[str, list]) -> None:
        """Fit every zone's row to the cards it holds now (subclasses may first move the boxes)."""
        for zone, entries in zones.items():
            self.rows.fit(zone, [self.entry_name(e) for e in entries])

    def speed(self) -> float:
        return SPEEDS.get(getattr(self.app.settings, "anim_speed", "normal"), 1.0)

    def sync(self, events=None) -> None:
        """Put every sprite where the view says; with ``events``, tween there in event order."""
        animate = events is not None and self.speed() > 0
        sp_speed = self.speed()
        order: dict[int, int] = {}
        for e in events or ():
            if e.kind == "move" and e.card is not None and e.card not in order:
                order[e.card] = len(order)
        wanted: dict[tuple, tuple[Slot, object]] = {}
        zones = self.zones()
        self.arrange(zones)
        for zone, entries in zones.items():
            n = len(entries)
            for i, entry in enumerate(entries):
                if isinstance(entry, int):
                    key = ("id", entry)
                elif isinstance(entry, tuple):
                    if entry[0] == "hole":
                        continue  # a place kept free in a grid that must not reshuffle
                    key = ("name", entry[1])
                else:
                    key = ("back", zone, i)
                wanted[key] = (Slot(zone, self.seat, i, n), entry)
        for key in [k for k in self.sprites if k not in wanted]:
            sp = self.sprites.pop(key)
            self.sprite_names.pop(sp.key, None)
        for key, (slot, entry) in wanted.items():
            cid = entry if isinstance(entry, int) else None
            face_up = entry is not None
            sp = self.sprites.get(key)
            delay = order.get(cid, 0) * STAGGER * sp_speed if cid is not None else 0.0
            if sp is None:
                self._key += 1
                sp = CardSprite(self._key, cid, slot, face_up=face_up if not animate else False)
                if isinstance(entry, tuple):
                    self.sprite_names[sp.key] = entry[1]
                sp.place(self.rows)
                self.sprites[key] = sp
                if animate and face_up:
                    # A card new to this screen turns face up where it lands.
                    sp.steps.append(
                        Step(
                            self.clock + delay,
                            FLIP * 2 * sp_speed,
                            slot,
                            face_up=True,
                            cid=cid,
                            flip_dur=FLIP * 2 * sp_speed,
                        )  # fmt: skip
                    )
                elif not animate:
                    sp.face_up = face_up
                continue
            if sp.slot == slot and not sp.moving and sp.rect == self.rows.slot_rect(slot):
                continue
            if animate:
                moved = cid in order
                sp.steps.append(
                    Step(
                        self.clock + delay,
                        MOVE * sp_speed,
                        slot,
                        face_up=face_up,
                        cid=cid,
                        flip_dur=FLIP * sp_speed,
                        lift=18.0 if moved else 0.0,
                    )  # fmt: skip
                )
            else:
                sp.steps.clear()
                sp.active = None
                sp.slot = slot
                sp.face_up = face_up
                sp.cid = cid
                sp.place(self.rows)

    @property
    def busy(self) -> bool:
        return any(sp.moving for sp in self.sprites.values())

    def finish(self) -> None:
        for sp in self.sprites.values():
            sp.finish(self.rows, [])

    def sprite_at(self, pos) -> CardSprite | None:
        for sp in sorted(self.sprites.values(), key=lambda s: (s.slot.zone, s.slot.index),
                         reverse=True):  # fmt: skip
            if sp.rect.collidepoint(pos):
                return sp
        return None

    # ----- layout ------------------------------------------------------------------------------

    def _size(self) -> tuple[int, int]:
        screen = getattr(self.app, "screen", None)
        return screen.get_size() if screen is not None else tuple(self.app.size)

    def layout(self) -> None:
        """Fill ``self.rows`` for the window size (subclasses)."""

    def _new_rows(self, size) -> Rows:
        need = lambda cw, ch, name: name_need(self.painter, cw, ch, name)  # noqa: E731
        return Rows(size, need, getattr(self.app, "text_scale", 1.0))

    def on_resize(self, size) -> None:
        self.rows = self._new_rows(size)
        self._bg = None
        self.layout()
        self.arrange(self.zones())
        for sp in self.sprites.values():
            sp.finish(self.rows, [])
            sp.place(self.rows)

    # ----- frame loop --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        sounds: list[str] = []
        for sp in self.sprites.values():
            sp.update(self.clock, self.rows, sounds)
        self._track_hover()
        self._poll_hint()
        for name in sounds:
            self.app.audio.play(name)
        if self.closed:
            return
        if not self.closing and not self.mine() and not self.holding():
            self.closing = True
        if self.closing and not self.busy and self.app.stack.top is self:
            self.closed = True
            self.app.stack.pop()

    def next_frame_in(self) -> float:
        """Frames while cards move or the scene is about to close; a look every ``HINT_POLL``
        while a hint is worked out; a wake-up when a resting pointer's preview is due; else
        nothing until input (see App.idle_wait)."""
        if self.busy or self.closing or not (self.mine() or self.holding()):
            return 0.0
        if self.hint_waiting:
            return HINT_POLL
        if self.preview_pending():
            return max(0.0, PREVIEW_REST - (self.clock - self._hover_since))
        due = self.tips.due_in(self.clock)
        return math.inf if due is None else due

    def draw(self, surface) -> None:
        if surface.get_size() != self.rows.size:
            self.on_resize(surface.get_size())
        self.background(surface)
        self.draw_under(surface)
        targets = self.card_targets()
        order = sorted(self.sprites.values(), key=lambda s: (s.moving, s.slot.zone, s.slot.index))
        for sp in order:
            self.draw_sprite(surface, sp, targets)
        self.draw_over(surface)
        for b in self.buttons:
            self.draw_button(surface, b)
        self.draw_hint_marks(surface, targets)
        cover_keys.draw_focus(self, surface)
        self.draw_preview(surface)
        self.draw_tips(surface)

    def draw_tips(self, surface) -> None:
        """The glossary's words on the button under the pointer (after a rest) or focused."""
        if self.closing or self.busy:
            self.tips.showing = None
            return
        focused = self._focused_button()
        self.tips.draw(
            surface, [(b.rect, b.label) for b in self.buttons], glossary.WORDS, self.mouse,
            focused.rect if focused is not None else None, self.clock, self.painter.fonts,
            (max(13, self.tx(16)), max(14, self.tx(19)), self.rows.scale),
        )  # fmt: skip

    def draw_under(self, surface) -> None:
        """Panels and labels under the cards (subclasses)."""

    def draw_over(self, surface) -> None:
        """Text over the cards (subclasses)."""


def phrase_list(words: list[str]) -> str:
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]
