"""The Mustering Phase (Fragments of Nersetti): Recruit, Recommission and choose a King.

``ExpansionScene`` is the shared frame of the expansion's full-screen decisions (this one and
``scenes.imposter.signatures``): it draws only ``session.state.view(seat)``, sends each click as one legal
action through ``session.apply``, animates what the returned events changed with the table's
eased tweens, and pops itself once the seat owes none of its decisions. ``MusteringScene`` lays
out the seat's Army, Exhaust and hand, the opponent's public facts and the actions, each with its
cost in words before the player commits.
"""

from __future__ import annotations

import math

import pygame

from game.imposter.cards import FACETS
from scenes.imposter import cover_keys
from scenes.imposter.table.expansion_words import exhaust_words
from scenes.imposter.table.paint import ImposterPainter
from scenes.render.cards import wrap
from scenes.stack import Scene
from scenes.table.animator import FLIP, MOVE, SPEEDS
from scenes.table.layout import CARD_RATIO, PANEL_GROWTH, Slot
from scenes.table.sprites import CardSprite, Step
from scenes.text_size import grown

STAGGER = 0.12  # seconds between the moves of one action, at normal speed
PREVIEW_REST = 0.3  # seconds the pointer rests on a card before its large preview shows
HINT_POLL = 0.1  # seconds between looks for a hint's answer while nothing else moves
FACET_ORDER = ("King", "Master Tactician", "Charismatic Leader")


# ----- layout and sprites shared by the expansion scenes -----------------------------------------


class Rows:
    """Rows of card slots for one window size: what ``CardSprite`` tweens against.

    Each zone is a box and a largest card height. ``fit`` lays a zone's cards out for the names
    it holds: side by side when they fit, else overlapping just so far that the part of each
    card left showing still holds its whole name (``need`` says how wide that part is), and in
    up to ``rows`` rows when that gives larger cards. Only when no size down to ``min_h`` can
    show every name do the cards overlap evenly.
    """

    def __init__(self, size: tuple[int, int], need=None, text: float = 1.0) -> None:
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.scale = min(self.size[0] / 1280, self.size[1] / 720)
        self.text = text  # the player's text size: words (and rows of them) grow by it
        self.rows: dict[str, tuple[pygame.Rect, int, bool]] = {}
        self.max_rows: dict[str, int] = {}
        self.apart: dict[str, bool] = {}
        self.fitted: dict[str, list[pygame.Rect]] = {}
        # (card width, card height, card name or None for a back) -> pixels from the card's
        # left edge that must show for its name to be read whole.
        self.need = need or (lambda cw, ch, name: cw)
        self.min_h = max(56, self.px(72))

    def px(self, v: float) -> int:
        return round(v * self.scale)

    def tx(self, v: float) -> int:
        """``px`` for a font size or a line of words: grown with the player's text size."""
        return round(grown(v, self.text) * self.scale)

    def add(
        self, zone: str, rect, card_h: int, center: bool = False, rows: int = 1, squeeze=True
    ) -> None:
        """A zone's box; ``squeeze`` False keeps its cards apart (a grid), never overlapping."""
        rect = pygame.Rect(rect)
        self.rows[zone] = (rect, max(8, min(int(card_h), rect.h)), center)
        self.max_rows[zone] = max(1, rows)
        self.apart[zone] = not squeeze
        self.fitted.pop(zone, None)

    def card_size(self, zone: str) -> tuple[int, int]:
        _, ch, _ = self.rows[zone]
        return round(ch * CARD_RATIO), ch

    @property
    def gap(self) -> int:
        return max(2, self.px(8))

    def _row_width(self, names, cw: int, ch: int, width: int, apart=False) -> tuple[int, bool]:
        """The width ``names`` take in one row at this size (side by side when that fits
        ``width``, else overlapped down to their names), and whether they overlap."""
        k = len(names)
        natural = k * cw + (k - 1) * self.gap
        if natural <= width or apart:
            return natural, False
        return sum(self.need(cw, ch, nm) for nm in names[:-1]) + cw, True

    def _chunks(self, names, nrows: int) -> list[list]:
        per = -(-len(names) // nrows)
        return [names[i : i + per] for i in range(0, len(names), per)]

    def _largest(self, names, nrows: int, cap: int, width: int, apart=False) -> int:
        """The largest card height up to ``cap`` at which every row of names fits ``width``."""
        rows = self._chunks(names, nrows)
        ch = cap
        while ch >= self.min_h:
            cw = round(ch * CARD_RATIO)
            if all(self._row_width(r, cw, ch, width, apart)[0] <= width for r in rows):
                return ch
            ch -= max(1, self.px(2))
        return 0

    def fit(self, zone: str, names: list) -> None:
        """Lay out ``zone`` for cards named ``names`` (in slot order)."""
        if zone not in self.rows:
            return
        rect, ch_max, center = self.rows[zone]
        n = len(names)
        self.fitted.pop(zone, None)
        if n == 0:
            return
        gap = self.gap
        best = (0, 1)
        for nrows in range(1, min(self.max_rows.get(zone, 1), n) + 1):
            cap = min(ch_max, (rect.h - (nrows - 1) * gap) // nrows)
            if cap <= best[0]:
                continue
            ch = self._largest(names, nrows, cap, rect.w, self.apart.get(zone, False))
            if ch > best[0]:
                best = (ch, nrows)
        ch, nrows = best
        if ch == 0:
            return  # no size shows every name: the even overlap of slot_rect
        cw = round(ch * CARD_RATIO)
        rows = self._chunks(names, nrows)
        y = rect.y
        out: list[pygame.Rect] = []
        for r in rows:
            total, squeezed = self._row_width(r, cw, ch, rect.w, self.apart.get(zone, False))
            k = len(r)
            if squeezed:
                needs = [self.need(cw, ch, nm) for nm in r[:-1]]
                extra = (rect.w - total) / (k - 1) if k > 1 else 0
                steps = [nd + extra for nd in needs]
                x = float(rect.x)
            else:
                steps = [cw + gap] * (k - 1)
                x = rect.x + ((rect.w - total) / 2 if center else 0)
            for i in range(k):
                out.append(pygame.Rect(round(x), y, cw, ch))
                if i < k - 1:
                    x += steps[i]
            y += ch + gap
        self.fitted[zone] = out

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        if slot.zone not in self.rows:
            return pygame.Rect(self.size[0] // 2, -200, 10, 14)
        fitted = self.fitted.get(slot.zone)
        if fitted is not None and len(fitted) == slot.count and 0 <= slot.index < slot.count:
            return pygame.Rect(fitted[slot.index])
        rect, ch, center = self.rows[slot.zone]
        cw = round(ch * CARD_RATIO)
        n = max(1, slot.count)
        gap = self.gap
        step = cw + gap
        total = n * cw + (n - 1) * gap
        if total > rect.w and n > 1:
            step = (rect.w - cw) / (n - 1)
            total = rect.w
        x0 = rect.x + (rect.w - total) / 2 if center else rect.x
        return pygame.Rect(round(x0 + slot.index * step), rect.y, cw, ch)


def name_need(painter, cw: int, ch: int, name: str | None) -> int:
    """How much of a face of ``name`` at (cw, ch), from its left edge, must show for the name to
    be read whole: up to the right end of the name as the card art draws it (a compact face
    writes it across the whole card; a back has no name, only its edge to show)."""
    if name is None:
        return max(4, round(cw * 0.3))
    cache = painter.__dict__.setdefault("_name_need", {})
    key = (name, cw, ch)
    got = cache.get(key)
    if got is not None:
        return got
    art = painter.art
    pad = max(2, round(cw * 0.03))
    if hasattr(art, "face_layout"):
        from scenes.render.cards import COMPACT_WIDTH

        if cw < COMPACT_WIDTH:
            got = cw
        else:
            nx, _ny, nw, nh = art.face_layout((cw, ch), "", False).name
            px = max(5, round(min(nh * 0.5, cw * 0.1)))
            while px > 5 and art.font("card_name", px).size(name)[0] > nw:
                px -= 1
            tw = min(nw, art.font("card_name", px).size(name)[0])
            got = min(cw, math.ceil(nx + nw / 2 + tw / 2) + pad)
    else:  # the plain fallback faces write the name from the left, under the value
        side = max(2, cw // 14)
        tw = painter.fonts.get("title", max(7, ch // 13)).size(name)[0]
        got = min(cw, side + min(tw, cw - 2 * side) + pad)
    cache[key] = got
    return got


class Button:
    """A button drawn by the scene: ``action`` is the legal action text it sends (or None for a
    button that only changes what the scene shows); ``why`` says why it is disabled."""

    def __init__(self, key, label, rect, *, action=None, enabled=True, why="", cost="", big=False):
        self.key = key
        self.label = label
        self.rect = pygame.Rect(rect)
        self.action = action
        self.enabled = enabled
        self.why = why
        self.cost = cost
        self.big = big


class ExpansionScene(Scene):
    """The common frame: view, sprites and their tweens, buttons, clicks, and closing."""

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

    # ----- hints -------------------------------------------------------------------------------

    ai_mode = "process"  # for a worker of its own: "process", "thread" or "inline" (tests)

    def _find_worker(self):
        """The table's computer worker when the table lies under this scene (one worker for the
        match), else one of this scene's own."""
        from scenes.table.ai_worker import AiWorker

        stack = getattr(self.app, "stack", None)
        for scene in reversed(getattr(stack, "scenes", []) or []):
            worker = getattr(scene, "worker", None)
            if isinstance(worker, AiWorker):
                return worker, False
        return AiWorker(self.ai_mode), True

    def hints_offered(self) -> bool:
        """Hints as at the table: for a person playing against the computer."""
        session = self.session
        others = [s for s in range(self.state.num_seats) if s != self.seat]
        return session.is_human(self.seat) and any(not session.is_human(s) for s in others)

    def hint_position(self) -> tuple:
        """What a hint is about: the moves made (and, for the picks, the ones held)."""
        return (len(self.state.history or []),)

    def hint_save(self) -> str | None:
        """The match as save text, for the worker (None when it cannot be saved)."""
        from game.core import saves

        try:
            return saves.dumps(self.state)
        except saves.SaveError:
            return None

    def ask_hint(self) -> None:
        """Ask the worker for the recommended choice now; the screen keeps answering meanwhile."""
        from scenes.table.ai_worker import hint

        if not self.hints_offered() or not self.mine() or self.closing or not self.legal():
            return
        key = self.hint_position()
        if self.hint_key == key and self.hint is not None:
            return
        if self.hint_asked == key and self.worker.busy:
            return
        text = self.hint_save()
        if text is None:
            self.hint_failed = True
            return
        self.hint = None
        self.hint_failed = False
        self.hint_asked = key
        seed = (self.session.seed * 7919 + key[0]) % (2**31)
        self.worker.submit(f"xhint:{key[0]}", hint, text, self.seat, seed)
        self.after_hint()

    def _poll_hint(self) -> None:
        job = self.worker.job
        if job is None or not job[0].startswith("xhint:"):
            return
        got = self.worker.poll()
        if got is None:
            return
        _tag, result, error = got
        asked, self.hint_asked = self.hint_asked, None
        if asked != self.hint_position():
            return  # about a position that has moved on
        if error is not None or not result:
            self.hint_failed = True
        elif result[0] in self.legal():
            self.hint = (str(result[0]), str(result[1]))
            self.hint_key = asked
        else:
            self.hint_failed = True
        self.after_hint()

    @property
    def hint_waiting(self) -> bool:
        return self.hint_asked is not None and self.hint_asked == self.hint_position()

    def current_hint(self) -> tuple[str, str] | None:
        if self.hint is not None and self.hint_key == self.hint_position():
            if self.hint[0] in self.legal():
                return self.hint
        return None

    def after_hint(self) -> None:
        """A hint was asked for or came back: relayout what shows it (subclasses)."""

    def action_words(self, text: str) -> str:
        """A legal action in table words, as the hint names it."""
        verb, _, arg = text.partition(" ")
        name = self.entry_name(("name", arg)) if arg else ""
        words = {
            "recruit": f"Recruit with the {name}",
            "recommission": "Recommission",
            "done": "Done mustering",
            "exhaust": f"Exhaust the {name}",
            "enlist": f"Take the {name} into your hand",
            "restore": f"Put the {name} back into your Army",
            "pick": f"Pick the {name}",
            "draft": f"Draft the {name}",
        }
        if verb == "king":
            return "Take the plain King" if arg == "King" else f"Take the {arg}"
        if verb == "order":
            return "Pick first" if arg == "first" else "Pick second"
        return words.get(verb, text)

    def hint_lines(self, font, width: int) -> list[str]:
        """The hint in words, wrapped to ``width`` (all of it: never cut)."""
        got = self.current_hint()
        if got is not None:
            lines = wrap(font, f"Hint: {self.action_words(got[0])}.", width)
            reason = self.hint_reason()
            if reason:
                lines += wrap(font, reason, width)
            return lines
        if self.hint_waiting:
            return wrap(font, "Thinking about a hint...", width)
        if self.hint_failed:
            return wrap(font, "No hint could be found for this choice.", width)
        return []

    def hint_reason(self) -> str:
        """The hint's reason, without the move said again in front of it ("Pick Exile: ...")
        when the line above already names it."""
        got = self.current_hint()
        if got is None:
            return ""
        action, reason = got
        head, sep, rest = reason.partition(": ")
        if sep and head.strip().lower() == action.lower():
            return rest[:1].upper() + rest[1:]
        return reason

    def hinted(self, text: str | None) -> bool:
        got = self.current_hint()
        return got is not None and text is not None and got[0] == text

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

    def px(self, v: float) -> int:
        return self.rows.px(v)

    def tx(self, v: float) -> int:
        return self.rows.tx(v)

    def ptx(self, v: float) -> int:
        """``tx`` for the side panel's words: at ``panel_text`` when the panel sets them smaller
        to fit its height (large text), never below the normal size."""
        text = self.panel_text if self.panel_text is not None else self.rows.text
        return round(grown(v, text) * self.rows.scale)

    # ----- drawing helpers ---------------------------------------------------------------------

    def color(self, name: str):
        return self.painter.color(name)

    def text(self, surface, s: str, px: int, pos, color="text", role="ui", anchor="topleft"):
        img = self.painter.text(s, role, max(8, px), self.color(color))
        r = img.get_rect(**{anchor: pos})
        surface.blit(img, r)
        return r

    def para(self, surface, s: str, px: int, rect, color="text", role="ui", lines=99) -> int:
        """Wrapped text in ``rect`` (at most ``lines`` lines); returns the y below it."""
        font = self.painter.fonts.get(role, max(8, px))
        y = rect.y
        for line in wrap(font, s, rect.w)[:lines]:
            self.text(surface, line, px, (rect.x, y), color, role)
            y += font.get_linesize()
        return y

    def line_h(self, px: int, role="ui") -> int:
        return self.painter.fonts.get(role, max(8, px)).get_linesize()

    def background(self, surface) -> None:
        size = surface.get_size()
        if self._bg is None or self._bg[0] != size:
            bg = None
            try:
                from scenes.render.table import table_surface

                bg = table_surface(size, self.painter.theme)
            except Exception:
                bg = None
            if bg is None:
                bg = pygame.Surface(size)
                bg.fill(self.color("table"))
            self._bg = (size, bg)
        surface.blit(self._bg[1], (0, 0))

    def panel(self, surface, rect, alpha=215) -> None:
        cache = self.__dict__.setdefault("_panels", {})
        key = (tuple(rect.size), alpha, self.rows.size)
        shade = cache.get(key)
        if shade is None:  # drawn once per size: a frame blits it
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            rad = max(4, self.px(10))
            pygame.draw.rect(shade, (*self.color("panel"), alpha), shade.get_rect(),
                             border_radius=rad)  # fmt: skip
            pygame.draw.rect(
                shade, (*self.color("panel_edge"), 255), shade.get_rect(), max(1, self.px(1.5)),
                border_radius=rad,
            )  # fmt: skip
            if len(cache) > 16:
                cache.clear()
            cache[key] = shade
        surface.blit(shade, rect)

    def zone_label(self, surface, zone: str, label: str, empty: str = "") -> None:
        rect, ch, _ = self.rows.rows[zone]
        px = max(11, self.tx(15))
        self.text(surface, label, px, (rect.x, rect.y - self.line_h(px)), "text_dim")
        if empty and not any(sp.slot.zone == zone for sp in self.sprites.values()):
            cw = min(round(ch * CARD_RATIO), rect.w)
            ch = min(ch, round(cw / CARD_RATIO))
            r = pygame.Rect(rect.x, rect.y, cw, ch)
            pygame.draw.rect(surface, self.color("gold_dim"), r, max(1, self.px(1.5)),
                             border_radius=max(3, cw // 12))  # fmt: skip
            box = r.inflate(-self.px(8), -self.px(8))
            self.para(surface, empty, max(10, self.tx(13)), box, "text_dim", lines=4)

    def card_surface(self, sp: CardSprite, size, mark=None) -> pygame.Surface:
        if not sp.face_up:
            return self.painter.back(size, mark=mark)
        name = self.sprite_names.get(sp.key)
        if name is not None:
            surf = self.painter.name_face(name, size)
            if mark == "hi":
                try:
                    surf = self.painter.art.highlight(surf)
                except Exception:
                    surf = self.painter.plain.highlight(surf)
            return surf
        if sp.cid is None:
            return self.painter.back(size, mark=mark)
        return self.painter.face(sp.cid, size, mark=mark)

    def draw_sprite(self, surface, sp: CardSprite, targets: dict) -> None:
        r = sp.rect
        hovered = r.collidepoint(self.mouse) and self.sprite_at(self.mouse) is sp
        target = self.target_of(sp, targets)
        raise_px = self.px(10) if (target and hovered and not sp.moving) else 0
        r = r.move(0, -raise_px - round(sp.lift_px))
        surf = self.card_surface(sp, r.size, "hi" if target else None)
        if sp.flip_scale < 0.999:
            w = max(1, round(r.w * sp.flip_scale))
            surf = pygame.transform.smoothscale(surf, (w, r.h))
            surface.blit(surf, surf.get_rect(center=r.center))
        else:
            surface.blit(surf, r)
        if target and hovered:  # (a card the keys focus gets the focus ring instead)
            pygame.draw.rect(surface, self.color("highlight"), r.inflate(self.px(6), self.px(6)),
                             max(2, self.px(3)), border_radius=max(4, self.px(8)))  # fmt: skip
        if self.selected_sprite(sp):
            pygame.draw.rect(surface, self.color("gold"), r.inflate(self.px(3), self.px(3)),
                             max(2, self.px(4)), border_radius=max(4, self.px(9)))  # fmt: skip

    def selected_sprite(self, sp: CardSprite) -> bool:
        return False

    def sprite_action(self, sp: CardSprite, targets: dict) -> str | None:
        """The action a click on ``sp`` leads to (for the hint's mark)."""
        target = self.target_of(sp, targets)
        if target and target.startswith("act:"):
            return target[4:]
        return None

    def mark(self, surface, rect: pygame.Rect, tight: bool = False) -> None:
        """The hint's mark around what it recommends: a bright ring and a "Hint" tab on top
        (``tight`` for a card in a row, so the ring leaves its neighbours' names alone)."""
        px = self.px
        tx = self.tx
        ring = rect.inflate(px(2), px(2)) if tight else rect.inflate(px(12), px(12))
        pygame.draw.rect(surface, self.color("ink"), ring.inflate(px(4), px(4)), max(2, px(3)),
                         border_radius=max(5, px(12)))  # fmt: skip
        pygame.draw.rect(surface, self.color("highlight"), ring, max(3, px(4)),
                         border_radius=max(5, px(10)))  # fmt: skip
        size = max(11, tx(14))
        img = self.painter.text("Hint", "ui", size, self.color("ink"))
        tab = img.get_rect().inflate(px(12), px(4))
        tab.midbottom = (ring.centerx, ring.top + px(2))
        tab.top = max(0, tab.top)
        pygame.draw.rect(surface, self.color("highlight"), tab, border_radius=max(3, px(5)))
        surface.blit(img, img.get_rect(center=tab.center))

    def draw_hint_marks(self, surface, targets: dict) -> None:
        if self.current_hint() is None:
            return
        for sp in self.sprites.values():
            if not sp.moving and self.hinted(self.sprite_action(sp, targets)):
                self.mark(surface, sp.rect, tight=True)
        for b in self.buttons:
            if b.enabled and self.hinted(b.action):
                self.mark(surface, b.rect)

    def draw_button(self, surface, b: Button) -> None:
        hovered = b.rect.collidepoint(self.mouse) or self._focused_button() is b
        if b.enabled:
            fill = self.color("button_hover" if hovered else "button")
            edge = self.color("highlight" if hovered else "gold")
            tc = "button_text"
        else:
            fill = self.color("panel")
            edge = self.color("gold_dim")
            tc = "text_dim"
        rad = max(3, self.px(6))
        pygame.draw.rect(surface, fill, b.rect, border_radius=rad)
        pygame.draw.rect(surface, edge, b.rect, max(1, self.px(1.5)), border_radius=rad)
        px = self.tx(19 if b.big else 16)
        font = self.painter.fonts.get("ui", px)
        while px > 9 and font.size(b.label)[0] > b.rect.w - self.px(10):
            px -= 1
            font = self.painter.fonts.get("ui", px)
        self.text(surface, b.label, px, b.rect.center, tc, anchor="center")

    # ----- input -------------------------------------------------------------------------------

    def card_targets(self) -> dict[tuple, str]:
        """Sprite key -> what clicking it does (an action text or a scene command)."""
        return {}

    def target_of(self, sp: CardSprite, targets: dict) -> str | None:
        for key, s in self.sprites.items():
            if s is sp:
                return targets.get(key)
        return None

    def hits(self) -> list[tuple[str, str, pygame.Rect, object]]:
        """Everything clickable now: ("button", key, rect, Button) then ("card", command, rect,
        sprite), in the order Tab walks them."""
        out = [("button", b.key, b.rect, b) for b in self.buttons if b.enabled]
        targets = self.card_targets()
        for key, cmd in targets.items():
            sp = self.sprites.get(key)
            if sp is not None:
                out.append(("card", cmd, sp.rect, sp))
        return out

    def _hit_at(self, pos):
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return ("button", b.key, b.rect, b) if b.enabled else None
        sp = self.sprite_at(pos)
        if sp is None:
            return None
        cmd = self.target_of(sp, self.card_targets())
        return ("card", cmd, sp.rect, sp) if cmd else None

    def _focused(self):
        if self.focus is None:
            return None
        hits = self.hits()
        if not hits:
            return None
        return hits[self.focus % len(hits)]

    def _focused_button(self):
        h = self._focused()
        return h[3] if h and h[0] == "button" else None

    def activate(self, hit) -> None:
        kind, key, _rect, what = hit
        if kind == "button":
            if what.action is not None:
                self.send(what.action)
            else:
                self.command(what.key)
        else:
            self.command(key)

    def command(self, cmd: str) -> None:
        """A click that is not a bare action: "act:<text>" sends it, others are the scene's."""
        if cmd.startswith("act:"):
            self.send(cmd[4:])
        elif cmd == "hint":
            self.ask_hint()

    def click_point(self, cmd: str):
        """Where a click does ``cmd`` (a button key or a card command), for tests and keys."""
        for kind, key, rect, what in self.hits():
            if key != cmd:
                continue
            if kind == "card":
                for fx in (0.5, 0.15, 0.08, 0.85):
                    pt = (rect.x + int(rect.w * fx), rect.y + rect.h // 2)
                    if self.sprite_at(pt) is what:
                        return pt
                continue
            return rect.center
        return None

    def handle_event(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.focus = None
            self.mouse = event.pos
            return True
        if et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button != 1:
                return True
            if self.busy:
                self.finish()
                self.press = None
                return True
            self.press = self._hit_at(event.pos)
            return True
        if et == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            press, self.press = self.press, None
            if event.button != 1 or press is None or self.closing:
                return True
            hit = self._hit_at(event.pos)
            if hit is not None and hit[:2] == press[:2]:
                self.activate(hit)
            return True
        if et == pygame.MOUSEWHEEL:
            return True
        if et == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        return cover_keys.handle_key(self, event)

    def back(self) -> bool:
        """Backspace: take back the card last chosen in this scene, not yet sent (subclasses);
        True when there was one."""
        return False

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
        return math.inf

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

    preview_zones: frozenset[str] = frozenset()

    def preview_sprite(self) -> CardSprite | None:
        """The face-up card to show large now: the one the pointer has rested on for a moment,
        while this scene is on top (never under a dialog)."""
        stack = getattr(self.app, "stack", None)
        if stack is not None and stack.top is not self:
            return None
        sp = self._hover_sp
        if sp is None or self.clock - self._hover_since < PREVIEW_REST:
            return None
        if sp.moving or not sp.face_up or sp.slot.zone not in self.preview_zones:
            return None
        if sp.cid is None and sp.key not in self.sprite_names:
            return None
        return sp

    def _track_hover(self) -> None:
        sp = self.sprite_at(self.mouse)
        if sp is not self._hover_sp:
            self._hover_sp = sp
            self._hover_since = self.clock

    def preview_pending(self) -> bool:
        """A preview will appear without any input (the pointer is resting on a card)."""
        sp = self._hover_sp
        return (
            sp is not None
            and self.preview_sprite() is None
            and not sp.moving
            and (self.clock - self._hover_since < PREVIEW_REST)
        )

    def keep_clear(self) -> list[pygame.Rect]:
        """What a preview must never cover (subclasses add their own)."""
        return []

    def preview_area(self) -> pygame.Rect:
        w, h = self.rows.size
        return pygame.Rect(0, 0, getattr(self, "main_w", w), h)

    def preview_rect(self, card: pygame.Rect) -> pygame.Rect | None:
        """Where the preview of ``card`` goes: the largest card-shaped place beside it (above,
        below, left or right) that covers neither it nor anything in ``keep_clear``; None when
        no such place is larger than the card itself."""
        area = self.preview_area()
        gap = self.px(12)
        cap = min(round(area.h * 0.8), self.px(460))
        regions = [
            pygame.Rect(area.x, area.y, area.w, card.top - gap - area.y),
            pygame.Rect(area.x, card.bottom + gap, area.w, area.bottom - card.bottom - gap),
            pygame.Rect(area.x, area.y, card.left - gap - area.x, area.h),
            pygame.Rect(card.right + gap, area.y, area.right - card.right - gap, area.h),
        ]
        # Besides what the scene names, the cards the decision asks to click stay in view.
        keeps = list(self.keep_clear())
        zones: dict[str, pygame.Rect] = {}
        for key in self.card_targets():
            sp = self.sprites.get(key)
            if sp is not None and sp.rect != card:
                z = sp.slot.zone
                zones[z] = zones[z].union(sp.rect) if z in zones else pygame.Rect(sp.rect)
        keeps += list(zones.values())
        best: pygame.Rect | None = None
        for region in regions:
            for keep in keeps:
                region = _largest_outside(region, keep.inflate(gap, gap))
            if region.w <= 0 or region.h <= 0:
                continue
            ph = min(cap, region.h, round(region.w / CARD_RATIO))
            r = pygame.Rect(0, 0, round(ph * CARD_RATIO), ph)
            r.center = card.center
            r.clamp_ip(region)
            if best is None or r.h > best.h:
                best = r
        if best is None or best.h <= card.h * 1.15:
            return None
        return best

    def draw_preview(self, surface) -> None:
        """A large copy of the face-up card the pointer rests on, where it covers nothing."""
        sp = self.preview_sprite()
        if sp is None:
            return
        r = self.preview_rect(sp.rect)
        if r is None:
            return
        shadow = pygame.Surface((r.w + self.px(12), r.h + self.px(12)), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=self.px(12))
        surface.blit(shadow, r.move(-self.px(4), self.px(2)))
        surface.blit(self.card_surface(sp, r.size), r)

    def draw_under(self, surface) -> None:
        """Panels and labels under the cards (subclasses)."""

    def draw_over(self, surface) -> None:
        """Text over the cards (subclasses)."""


def _largest_outside(region: pygame.Rect, keep: pygame.Rect) -> pygame.Rect:
    """The largest part of ``region`` (above, below, left or right of ``keep``) that misses it."""
    if not region.colliderect(keep):
        return region
    parts = [
        pygame.Rect(region.x, region.y, region.w, keep.top - region.y),
        pygame.Rect(region.x, keep.bottom, region.w, region.bottom - keep.bottom),
        pygame.Rect(region.x, region.y, keep.left - region.x, region.h),
        pygame.Rect(keep.right, region.y, region.right - keep.right, region.h),
    ]
    parts = [p for p in parts if p.w > 0 and p.h > 0]
    if not parts:
        return pygame.Rect(region.x, region.y, 0, 0)
    return max(parts, key=lambda p: min(p.h, p.w / CARD_RATIO))


def share(total: float, weights: list[float], floors: list[float]) -> list[float]:
    """Split ``total`` in proportion to ``weights``, none below its floor."""
    n = len(weights)
    out = [0.0] * n
    free = list(range(n))
    left = float(total)
    while free:
        sw = sum(weights[i] for i in free) or 1.0
        low = [i for i in free if left * weights[i] / sw < floors[i]]
        if not low:
            break
        for i in low:
            out[i] = floors[i]
            left -= floors[i]
            free.remove(i)
    sw = sum(weights[i] for i in free) or 1.0
    for i in free:
        out[i] = max(0.0, left * weights[i] / sw)
    return out


def phrase_list(words: list[str]) -> str:
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


# ----- the Mustering Phase -----------------------------------------------------------------------


class MusteringScene(ExpansionScene):
    """One seat's Mustering Phase, from its own eyes."""

    name = "mustering"
    kinds = frozenset(("muster", "exhaust", "enlist", "restore"))
    preview_zones = frozenset(
        ("army", "exhaust", "given", "hand", "their_exhaust", "their_removed")
    )

    def __init__(self, app, session, seat: int) -> None:
        self.selected_hand: int | None = None  # a hand card chosen to give up
        self.selected_king: str | None = None
        self.hover_cost: str | None = None
        self.exhausted_now = 0  # Army cards this seat Exhausted during this scene
        self.my_removed: list[int] = []
        self.paid_seen = False
        super().__init__(app, session, seat)
        v = self.view()
        opp_first = v.get("first") == seat  # the player going second musters first
        # Cards already removed when this scene opens were Recruited away by the opponent when
        # they mustered before this seat; otherwise the phase has just begun.
        their = set(v["removed"]) if opp_first else set()
        self.my_removed = [c for c in v["removed"] if c not in their]
        self.sync()

    # ----- facts -------------------------------------------------------------------------------

    @property
    def opp(self) -> int:
        return next(s for s in range(self.state.num_seats) if s != self.seat)

    def me(self, v=None) -> dict:
        return (v or self.view())["seats"][self.seat]

    def paid(self, v=None) -> bool:
        """An Army card was Exhausted this phase (the first Recruit's cost is then paid)."""
        seat = self.me(v)
        if "paid" in seat:
            return bool(seat["paid"])
        return self.paid_seen

    def facets(self) -> bool:
        return bool(self.state.mode.facets)

    # ----- the cost lines ----------------------------------------------------------------------

    def recruit_cost(self, cid: int | None, v=None) -> str:
        v = v or self.view()
        what = f"the {self.cards[cid].name}" if cid is not None else "a card from your hand"
        parts = [f"Recruit: {what} leaves the round face up"]
        if not self.paid(v):
            parts.append("you Exhaust 1 Army card (first Recruit this phase)")
        parts.append("you take 1 Army card in secret")
        return "; ".join(parts)

    def recruit_why(self, v) -> str:
        army = len(self.me(v)["army"])
        need = 1 if self.paid(v) else 2
        have = "no Army cards" if army == 0 else f"{army} Army card" + ("s" if army != 1 else "")
        if need == 2:
            return f"Recruiting needs 2 Army cards (1 to Exhaust, 1 to take); you have {have}"
        return f"Recruiting needs an Army card to take; you have {have}"

    def recommission_cost(self) -> str:
        return "Recommission: you Exhaust 2 Army cards, then put 1 card Exhausted before back"

    def recommission_why(self, v) -> str:
        me = self.me(v)
        if not me["exhaust"]:
            return "Recommissioning needs a card in your Exhaust to put back; it is empty"
        return f"Recommissioning needs 2 Army cards to Exhaust; you have {len(me['army'])}"

    def king_cost(self, facet: str) -> str:
        if facet == "King":
            return "King: your plain King lies on top again, for everyone to see; it costs nothing"
        return f"New King: the {facet} lies over your King for everyone to see; it costs nothing"

    def king_words(self, facet: str) -> str:
        """The King's name as the scene says it (the plain King is named as such)."""
        return "plain King" if facet == "King" else facet

    def done_cost(self) -> str:
        return "Done: your Mustering ends; next you place your Successor and Dungeon card"

    @property
    def cost_text(self) -> str:
        """The cost of what the player is about to do: the hovered action, else the chosen one."""
        if self.hover_cost:
            return self.hover_cost
        for b in self.buttons:
            if b.key == "recruit" and self.selected_hand is not None:
                return b.cost
            if b.key == "take_king" and self.selected_king is not None:
                return b.cost
        return ""

    # ----- what the seat does now --------------------------------------------------------------

    def prompt(self, v) -> str:
        kind = v["decision"] if self.mine() else ""
        if kind == "muster":
            if self.selected_hand is not None:
                name = self.cards[self.selected_hand].name
                return f"Recruit by giving up the {name}? Press Recruit, or choose another card."
            king = ", a new King" if self.facets() else ""
            return f"As often as you like: Recruit (click a hand card), Recommission{king}."
        if kind == "exhaust":
            return f"{exhaust_words(v)}. Click it in your Army."
        if kind == "enlist":
            return "Take 1 Army card into your hand, in secret: click it in your Army."
        if kind == "restore":
            return "Put 1 card Exhausted before back into your Army: click it in your Exhaust."
        return "Mustering is done."

    def after_apply(self, text: str, events: list) -> None:
        verb, _, arg = text.partition(" ")
        if verb == "recruit":
            self.selected_hand = None
        elif verb == "exhaust":
            self.paid_seen = True
            self.exhausted_now += 1
        elif verb == "king":
            self.selected_king = None
        for e in events:
            if e.kind == "move" and e.arg == "recruit" and e.card is not None:
                self.my_removed.append(e.card)

    # ----- zones and layout --------------------------------------------------------------------

    def zones(self) -> dict[str, list]:
        v = self.view()
        me = self.me(v)
        them = v["seats"][self.opp]
        removed = v["removed"]
        return {
            "army": list(me["army"]),
            "exhaust": list(me["exhaust"]),
            "hand": list(me["hand"]),
            "given": [c for c in removed if c in self.my_removed],
            "their_exhaust": list(them["exhaust"]),
            "their_removed": [c for c in removed if c not in self.my_removed],
        }

    def zone_labels(self, v=None) -> dict[str, str]:
        v = v or self.view()
        return {
            "their_exhaust": "Their Exhaust (face up)",
            "their_removed": "They gave up (face up)",
            "army": "Your Army (only you see it)",
            "exhaust": "Your Exhaust (face up)",
            "given": "You gave up",
            "hand": f"Your hand ({len(self.me(v)['hand'])} cards)",
        }

    def layout(self) -> None:
        """The fixed frame for the window size; ``arrange`` shares each band among its zones by
        how many cards they hold."""
        w, h = self.rows.size
        px = self.px
        tx = self.tx
        # (larger text takes a wider side panel: its prompt, buttons and notes are words)
        self.main_w = round(w * (0.69 - PANEL_GROWTH * (self.rows.text - 1)))
        m = px(16)
        self.lab = self.line_h(max(11, tx(15)))
        inner = self.main_w - 2 * m
        # The opponent's strip along the top.
        self.top_rect = pygame.Rect(m, m, inner, round(h * 0.19))
        # The hand along the bottom, then the band for the cost of what the player is about to
        # do, and the Army, Exhaust and given-up cards in what is left (see ``arrange``).
        self.cost_h = 2 * self.line_h(max(12, tx(16)))
        self.hand_max = round(h * 0.38)
        self.side = pygame.Rect(self.main_w + px(6), px(10), w - self.main_w - px(16), h - px(20))
        self.arrange(self.zones())
        self._buttons()

    def _band(self, rect: pygame.Rect, zones: dict, names: list[str], rows: int = 1) -> None:
        """Share ``rect`` among ``names`` side by side, each as wide as its cards ask (an empty
        zone keeps room for its label and its empty place)."""
        gap = self.px(14)
        labels = self.zone_labels()
        font = self.painter.fonts.get("ui", max(11, self.tx(15)))
        ch = rect.h
        floors = [
            max(font.size(labels[z])[0] + self.px(6), round(min(ch, self.rows.min_h) * CARD_RATIO))
            for z in names
        ]
        weights = [max(1, len(zones.get(z, ()))) for z in names]
        widths = share(rect.w - gap * (len(names) - 1), weights, floors)
        x = rect.x
        for z, wz in zip(names, widths, strict=True):
            self.rows.add(z, (round(x), rect.y, round(wz), rect.h), rect.h, rows=rows)
            x += wz + gap

    def arrange(self, zones: dict[str, list]) -> None:
        px = self.px
        tr = self.top_rect
        info_w = round(tr.w * 0.27)
        y = tr.y + self.lab + px(4)
        self._band(
            pygame.Rect(tr.x + info_w + px(12), y, tr.w - info_w - px(12), tr.bottom - y),
            zones, ["their_exhaust", "their_removed"],
        )  # fmt: skip
        # The hand takes the height its cards need at their best size; the middle the rest.
        w, h = self.rows.size
        m, inner = tr.x, tr.w
        bottom = h - px(12)
        self.rows.add("hand", (m, bottom - self.hand_max, inner, self.hand_max), self.hand_max,
                      center=True, rows=2)  # fmt: skip
        hand = zones.get("hand", [])
        self.rows.fit("hand", [self.entry_name(e) for e in hand])
        got = self.rows.fitted.get("hand")
        used = max(r.bottom for r in got) - min(r.y for r in got) if got else self.hand_max
        self.hand_rect = pygame.Rect(m, bottom - used, inner, used)
        self.rows.add("hand", self.hand_rect, used, center=True, rows=2)
        self.cost_rect = pygame.Rect(m, self.hand_rect.y - self.lab - px(6) - self.cost_h, inner,
                                     self.cost_h)  # fmt: skip
        mid_y = tr.bottom + px(14) + self.lab
        self.mid_rect = pygame.Rect(m, mid_y, inner, self.cost_rect.y - px(6) - mid_y)
        self._band(self.mid_rect, zones, ["army", "exhaust", "given"], rows=2)
        super().arrange(zones)

    # ----- the action panel --------------------------------------------------------------------

    def _buttons(self) -> None:
        """Lay out the action panel's buttons for the view now (rebuilt after every change); the
        King cards shrink when the panel would overflow."""
        # (large text: the panel's words set smaller, towards the normal size, until it fits)
        steps = round((self.rows.text - 1) * 10)
        for text in [self.rows.text - 0.1 * k for k in range(steps + 1)]:
            self.panel_text = text
            self._panel_bottom = 0
            self._layout_panel(None)
            over = self._panel_bottom - (self.side.bottom - self.px(8))
            if over > 0 and self.king_rects:
                kh = next(iter(self.king_rects.values())).h
                self._layout_panel(max(self.px(50), kh - over))
                over = self._panel_bottom - (self.side.bottom - self.px(8))
            if over <= 0:
                break
        self._hover_cost()

    def _layout_panel(self, king_h: int | None) -> None:
        v = self.view()
        legal = self.legal()
        kind = v["decision"] if self.mine() else ""
        px = self.px
        tx = self.ptx
        s = self.side
        x, bw = s.x + px(18), s.w - px(36)
        bh = tx(38)
        body = max(11, tx(15))
        lh = self.line_h(body)
        font = self.painter.fonts.get("ui", body)
        y = s.y + px(18) + self.line_h(tx(26), "title") + px(6)
        self.buttons = []
        self.cost_rows: list[tuple[Button, pygame.Rect]] = []
        # A hint, once it is there, is written in full where the prompt was (the prompt comes
        # back with the next change); the panel below makes room for it.
        self.hint_rect = pygame.Rect(x, y, bw, 0)
        hint_n = 0
        if self.hints_offered() and self.mine():
            label = "Thinking..." if self.hint_waiting else "Hint (H)"
            hw = max(tx(110), font.size("Thinking...")[0] + px(20))
            self.buttons.append(Button("hint", label, (s.right - px(18) - hw, s.y + px(14), hw,
                                       tx(32))))  # fmt: skip
            if not self.hint_waiting:
                hint_n = len(self.hint_lines(font, bw))
        if hint_n:
            self.hint_rect.h = hint_n * lh
            y += hint_n * lh + px(12)
        else:
            y += lh * min(4, len(wrap(font, self.prompt(v), bw))) + px(12)

        def add(b: Button) -> None:
            nonlocal y
            self.buttons.append(b)
            note = b.cost if b.enabled else b.why
            lines = min(4, len(wrap(font, note, bw))) if note else 0
            self.cost_rows.append((b, pygame.Rect(x, b.rect.bottom + px(4), bw, lines * lh)))
            y = b.rect.bottom + px(4) + lines * lh + px(12)

        muster = kind == "muster"
        recruits = [t for t in legal if t.startswith("recruit ")]
        sel = self.selected_hand
        if muster:
            label = f"Recruit with the {self.cards[sel].name}" if sel is not None else "Recruit"
            action = None
            if sel is not None:
                action = f"recruit {self.cards[sel].label}"
            ok = bool(recruits) and action in legal
            why = self.recruit_why(v) if not recruits else "Choose a card in your hand to give up"
            add(Button("recruit", label, (x, y, bw, bh), action=action if ok else None,
                       enabled=ok, why=why, cost=self.recruit_cost(sel, v)))  # fmt: skip
            ok = "recommission" in legal
            add(Button("recommission", "Recommission", (x, y, bw, bh), action="recommission",
                       enabled=ok, why=self.recommission_why(v),
                       cost=self.recommission_cost()))  # fmt: skip
        self.king_rects: dict[str, pygame.Rect] = {}
        if self.facets():
            y += lh + px(4)
            self.king_label_y = y - lh - px(2)
            kh = min(round(s.h * 0.19), round((bw - px(24)) / 3 / CARD_RATIO))
            if king_h is not None:
                kh = min(kh, king_h)
            kw = round(kh * CARD_RATIO)
            third = bw / 3
            cap_font = self.painter.fonts.get("ui", max(11, tx(14)))
            self.king_captions: dict[str, tuple[pygame.Rect, list[str]]] = {}
            cap_lines = 1
            for i, f in enumerate(FACET_ORDER):
                # Each King in a third of the panel, its facet's name under it.
                left = x + round(i * third)
                cx = x + kw // 2 if i == 0 else x + bw - kw // 2 if i == 2 else x + bw // 2
                self.king_rects[f] = pygame.Rect(cx - kw // 2, y, kw, kh)
                cap_w = round(third) - px(6)
                lines = wrap(cap_font, f, cap_w)
                cap_lines = max(cap_lines, len(lines))
                cap = pygame.Rect(0, y + kh + px(4), cap_w, 0)
                cap.centerx = self.king_rects[f].centerx
                cap.clamp_ip(pygame.Rect(left, cap.y, round(third), 1))
                self.king_captions[f] = (cap, lines)
            y += kh + px(4) + cap_lines * cap_font.get_linesize() + px(6)
            text_facet = self.selected_king or self.me(v)["facet"]
            small = self.painter.fonts.get("ui", max(10, tx(14)))
            lines = len(wrap(small, FACETS[text_facet], bw))
            self.facet_text_rect = pygame.Rect(x, y, bw, lines * small.get_linesize())
            y += self.facet_text_rect.h + px(8)
            if muster:
                chosen = any(t.startswith("king ") for t in legal)
                fk = self.selected_king
                if fk is not None and f"king {fk}" in legal:
                    add(Button("take_king", f"Take the {self.king_words(fk)}", (x, y, bw, bh),
                               action=f"king {fk}", cost=self.king_cost(fk)))  # fmt: skip
                else:
                    # Whichever Kings the rules offer now are lit above; none may be offered.
                    why = ("Click a King above to choose it" if chosen else
                           "No other King may be chosen now")  # fmt: skip
                    add(Button("take_king", "Choose a new King", (x, y, bw, bh), enabled=False,
                               why=why))  # fmt: skip
        if muster:
            lines = min(4, len(wrap(font, self.done_cost(), bw)))
            done = pygame.Rect(x, max(y, s.bottom - bh - px(14) - lines * lh), bw, bh)
            add(Button("done", "Done mustering", done, action="done", cost=self.done_cost(),
                       big=True))  # fmt: skip
        self._panel_bottom = y - px(12)

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.cost_rect]

    def after_hint(self) -> None:
        if hasattr(self, "side"):
            self._buttons()

    def sprite_action(self, sp, targets) -> str | None:
        target = self.target_of(sp, targets)
        if target and target.startswith("select:") and sp.cid is not None:
            return f"recruit {self.cards[sp.cid].label}"
        return super().sprite_action(sp, targets)

    def draw_hint_marks(self, surface, targets) -> None:
        super().draw_hint_marks(surface, targets)
        got = self.current_hint()
        if got is None:
            return
        for f, r in self.king_rects.items():
            if got[0] == f"king {f}":
                self.mark(surface, r)

    def card_targets(self) -> dict[tuple, str]:
        if not self.mine() or self.closing:
            return {}
        v = self.view()
        legal = set(v["legal"])
        kind = v["decision"]
        me = self.me(v)
        out: dict[tuple, str] = {}
        if kind == "muster":
            for cid in me["hand"]:
                if f"recruit {self.cards[cid].label}" in legal:
                    out[("id", cid)] = f"select:{cid}"
        elif kind in ("exhaust", "enlist"):
            for cid in me["army"]:
                text = f"{kind} {self.cards[cid].label}"
                if text in legal:
                    out[("id", cid)] = f"act:{text}"
        elif kind == "restore":
            before = set(v["pending"][2]) if len(v["pending"]) > 2 else set()
            for cid in me["exhaust"]:
                text = f"restore {self.cards[cid].label}"
                if cid in before and text in legal:
                    out[("id", cid)] = f"act:{text}"
        return out

    def hits(self):
        out = super().hits()
        if self.mine() and self.view()["decision"] == "muster":
            for f, r in self.king_rects.items():
                if f"king {f}" in self.legal():
                    out.append(("king", f"king:{f}", r, f))
        return out

    def _hit_at(self, pos):
        for f, r in self.king_rects.items():
            if r.collidepoint(pos):
                if self.mine() and f"king {f}" in self.legal():
                    return ("king", f"king:{f}", r, f)
                return None
        return super()._hit_at(pos)

    def activate(self, hit) -> None:
        if hit[0] == "king":
            self.command(hit[1])
            return
        super().activate(hit)

    def command(self, cmd: str) -> None:
        if cmd.startswith("select:"):
            cid = int(cmd[7:])
            self.selected_hand = None if self.selected_hand == cid else cid
            self._buttons()
        elif cmd.startswith("king:"):
            f = cmd[5:]
            self.selected_king = None if self.selected_king == f else f
            self._buttons()
        else:
            super().command(cmd)

    def send(self, text: str) -> bool:
        ok = super().send(text)
        if ok:
            hand = self.me()["hand"]
            if self.selected_hand not in hand:
                self.selected_hand = None
            self._buttons()
        return ok

    def selected_sprite(self, sp) -> bool:
        return self.selected_hand is not None and sp.cid == self.selected_hand and sp.face_up

    def back(self) -> bool:
        """Backspace: the hand card or King chosen (and not yet Recruited or put on) is let go."""
        if self.selected_hand is None and self.selected_king is None:
            return False
        self.selected_hand = self.selected_king = None
        self._buttons()
        return True

    def handle_event(self, event) -> bool:
        used = super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover_cost()
        return used

    def _hover_cost(self) -> None:
        """The cost line follows the mouse: a hovered action, or a hovered hand card's Recruit."""
        self.hover_cost = None
        if not self.mine() or self.view()["decision"] != "muster":
            return
        for b in self.buttons:
            if b.rect.collidepoint(self.mouse):
                self.hover_cost = b.cost if b.enabled else b.why
                return
        for f, r in self.king_rects.items():
            if r.collidepoint(self.mouse) and f"king {f}" in self.legal():
                self.hover_cost = self.king_cost(f)
                return
        sp = self.sprite_at(self.mouse)
        if sp is not None and sp.slot.zone == "hand" and sp.cid is not None:
            if f"recruit {self.cards[sp.cid].label}" in self.legal():
                self.hover_cost = self.recruit_cost(sp.cid)

    def sync(self, events=None) -> None:
        super().sync(events)
        if hasattr(self, "side"):
            self._buttons()

    # ----- drawing -----------------------------------------------------------------------------

    def draw_under(self, surface) -> None:
        v = self.view()
        px = self.px
        tx = self.tx
        them = v["seats"][self.opp]
        opp = self.names[self.opp]
        # The opponent's strip.
        top = self.top_rect.inflate(px(12), px(6))
        self.panel(surface, top, 150)
        tr = self.top_rect
        x = tr.x + px(4)
        y = tr.y
        self.text(surface, opp, tx(18), (x, y), "gold", "title")
        y += self.line_h(tx(18), "title") + px(4)
        taken = len([c for c in v["removed"] if c not in self.my_removed])
        order = "Mustered before you" if v.get("first") == self.seat else "Musters after you"
        facts = [
            order,
            f"King: {them['facet']}",
            f"Army: {them['army']} face down",
            f"Hand: {them['hand']} cards",
            f"Took {taken} Army card{'s' if taken != 1 else ''} by Recruiting"
            if taken
            else "Has not Recruited this round",
        ]
        info = pygame.Rect(x, y, round(tr.w * 0.30) - px(10), tr.bottom - y)
        # As large as the strip lets every fact show on its line (large text sets them
        # smaller, down to the normal size).
        body = max(11, px(14))
        for size in range(max(11, tx(14)), body, -1):
            font = self.painter.fonts.get("ui", size)
            widest = max(font.size(fact)[0] for fact in facts)
            if widest <= info.w and len(facts) * font.get_linesize() <= info.h + px(4):
                body = size
                break
        lh = self.line_h(body)
        for fact in facts:
            if y + lh > tr.bottom + px(4):
                break
            y = self.para(surface, fact, body, pygame.Rect(x, y, info.w, lh * 2), "text", lines=1)
        labels = self.zone_labels(v)
        empty = {"their_exhaust": "Empty", "their_removed": "None yet", "army": "Empty",
                 "exhaust": "Empty", "given": "None yet", "hand": ""}  # fmt: skip
        for zone, label in labels.items():
            self.zone_label(surface, zone, label, empty[zone])
        # The action panel.
        self.panel(surface, self.side, 230)
        s = self.side
        bw = s.w - px(36)
        title = f"Mustering: {self.names[self.seat]}"
        room = bw - (next((b.rect.w + px(10) for b in self.buttons if b.key == "hint"), 0))
        ptx = self.ptx
        size = ptx(26)
        while size > 12 and self.painter.fonts.get("title", size).size(title)[0] > room:
            size -= 1
        self.text(surface, title, size, (s.x + px(18), s.y + px(14)), "gold", "title")
        y = s.y + px(18) + self.line_h(ptx(26), "title") + px(6)
        if not self.hint_rect.h:
            self.para(surface, self.prompt(v), max(11, ptx(15)),
                      pygame.Rect(s.x + px(18), y, bw, 400), "text_light", lines=4)  # fmt: skip
        else:
            font = self.painter.fonts.get("ui", max(11, ptx(15)))
            hy = self.hint_rect.y
            for line in self.hint_lines(font, bw):
                self.text(surface, line, max(11, ptx(15)), (self.hint_rect.x, hy), "highlight")
                hy += font.get_linesize()
        for b, r in self.cost_rows:
            note = b.cost if b.enabled else b.why
            if note:
                colour = "text" if b.enabled else "text_dim"
                self.para(surface, note, max(11, ptx(15)), r, colour, lines=4)
        if self.king_rects:
            self._draw_kings(surface, v)

    def _draw_kings(self, surface, v) -> None:
        px = self.px
        tx = self.ptx
        me = self.me(v)
        legal = self.legal()
        x = self.side.x + px(18)
        self.text(surface, f"Your King: {me['facet']}", max(11, tx(15)), (x, self.king_label_y),
                  "gold")  # fmt: skip
        true_king = v["true_king"] == self.seat
        for f, r in self.king_rects.items():
            surf = self._king(f, r.size, true_king)
            surface.blit(surf, r)
            current = f == me["facet"]
            chosen = f == self.selected_king
            can = self.mine() and f"king {f}" in legal
            hovered = r.collidepoint(self.mouse)
            if not can and not current:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                surface.blit(shade, r)
            if current or chosen or (can and hovered):
                colour = "gold" if current else "highlight"
                pygame.draw.rect(surface, self.color(colour), r.inflate(px(6), px(6)),
                                 max(2, px(3)), border_radius=max(4, px(7)))  # fmt: skip
            cap, lines = self.king_captions[f]
            cy = cap.y
            colour = "gold" if current else "text" if can or chosen else "text_dim"
            for line in lines:
                img = self.painter.text(line, "ui", max(11, tx(14)), self.color(colour))
                surface.blit(img, img.get_rect(midtop=(cap.centerx, cy)))
                cy += self.line_h(max(11, tx(14)))
        text_facet = self.selected_king or me["facet"]
        self.para(surface, FACETS[text_facet], max(10, tx(14)), self.facet_text_rect, "text")

    def _king(self, facet: str, size, true_king: bool) -> pygame.Surface:
        cache = self.__dict__.setdefault("_kings", {})
        key = (facet, tuple(size), true_king)
        surf = cache.get(key)
        if surf is None:
            f = None if facet == "King" else facet
            try:
                surf = self.painter.art.king(size, true_king=true_king, facet=f, text="")
            except Exception:
                surf = self.painter.plain.king(size, true_king=true_king, facet=f, text="")
            cache[key] = surf
        return surf

    def draw_over(self, surface) -> None:
        cost = self.cost_text
        if not cost:
            return
        body = max(12, self.tx(16))
        self.para(surface, cost, body, self.cost_rect, "highlight", lines=2)
