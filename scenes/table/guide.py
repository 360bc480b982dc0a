"""A guided first game on the table, for every game: the script's pointers (``game.core.tutorial``).

The script is the game's data; this module only draws it. A pointer lights the zone its step
names (where it is on the table the game's kit says: ``TableKit.tutorial_zone``) and sets a
parchment note beside it (never over it); a click, Enter or Space reads it away, and the table
waits (the computer does not move) while one shows, so what it explains stays in sight. A move
other than the one a note asked for brings a note saying what it costs. The last note, the
wrap-up, offers a real game of that game (its setup) or to play on. The glossary's marks and
tips are ``scenes.table.glossary``.
"""

from __future__ import annotations

import pygame

from game.core.tutorial import Pointer, Tutorial, script_for
from scenes.render.card_tools import wrap

PARCHMENT = (236, 224, 196)
INK = (40, 28, 18)
INK_DIM = (96, 74, 52)
GOLD = (222, 182, 92)
BUTTON = (92, 60, 34)
BUTTON_FOCUS = (140, 92, 44)
WRAP_BUTTONS = (("real", "Play a real game"), ("on", "Play on"))
KEYS_ON = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SHAPES = (1.0, 0.8, 1.35, 1.7, 9.0)  # the note's widths tried, a share of its usual one
ENTER_GUARD = 0.6  # seconds after a note read away by a key in which that key does nothing


def guide_for(scene) -> Guide | None:
    """The guide of a table whose match is a guided first game, else None."""
    script = script_for(scene.state.mode.id)
    return Guide(scene, Tutorial(script, scene.viewer)) if script is not None else None


class Guide:
    """The tutorial's pointers on one table: what has come, what shows now, what was shown."""

    def __init__(self, scene, tutorial: Tutorial) -> None:
        self.scene = scene
        self.tutorial = tutorial
        self.queue: list[Pointer] = []
        self.shown: list[str] = []  # pointer ids in the order they were put on screen
        self.note = pygame.Rect(0, 0, 0, 0)
        self.ok = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame.Rect] = {}  # the wrap-up's buttons, as last drawn
        self.focus = "real"  # the wrap-up's button that Enter presses
        self._on_screen: Pointer | None = None
        self.read_at = -ENTER_GUARD  # when a key last read a note away (the table's clock)
        self._placed_for: tuple | None = None  # what the note's place was worked out for
        self._placed = pygame.Rect(0, 0, 0, 0)
        self._shapes_for: tuple | None = None  # the words and sizes the note's shapes are for
        self._shapes: dict = {}

    @property
    def script(self):
        return self.tutorial.script

    def begin(self) -> None:
        """The match is on the table: a resumed one has its past moments marked done."""
        st = self.scene.state
        if st.history:
            self.tutorial.catch_up(st)
        else:
            self.observe([])

    def observe(self, events, seat: int | None = None, action: str | None = None) -> None:
        """After ``seat`` made ``action`` (its ``events``): a note on a move other than the one
        asked for, then the moments that came."""
        st = self.scene.state
        moves = len(st.history or [])
        if seat is not None and action is not None:
            wrong = self.tutorial.acted(seat, action, moves)
            if wrong is not None:
                self.queue.append(wrong)
        v = st.view(self.tutorial.viewer)
        self.queue += self.tutorial.observe(events, v, st.cards, moves)

    @property
    def current(self) -> Pointer | None:
        """The pointer on screen now: the first one waiting, once the cards have stopped moving."""
        if not self.queue or self.scene.covered():
            return None
        p = self.queue[0]
        # A note waits for the cards to stop, so what it speaks of has happened in sight; but
        # the match's first notes come as the deal settles (Usurp's thirty cards take eight
        # seconds), placed clear of where the cards come to rest.
        if self.scene.board.busy and not (p.moves == 0 and p.kind == "step"):
            return None
        if p is not self._on_screen:
            self._on_screen = p
            self.shown.append(p.id)
            self.focus = "real"
        return p

    def dismiss(self) -> None:
        if self.queue:
            self.queue.pop(0)

    def handle_event(self, event) -> bool:
        """While a pointer shows, a click or Enter/Space reads it away (and does nothing else);
        the wrap-up's buttons are pressed by a click on them, or Enter on the one in focus."""
        p = self.current
        if p is None:
            # Enter pressed again just after it read the last note away would answer the
            # decision under it unread: it is swallowed for a moment.
            held = event.type == pygame.KEYDOWN and event.key in KEYS_ON
            return held and self.scene.time - self.read_at < ENTER_GUARD
        wrap_up = p.kind == "wrap_up"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if wrap_up:
                hit = next((k for k, r in self.buttons.items() if r.collidepoint(event.pos)), None)
                if hit is not None:
                    self.press(hit)
                return True
            self.dismiss()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return True
        if event.type == pygame.KEYDOWN:
            if wrap_up and event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
                keys = [k for k, _ in WRAP_BUTTONS]
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = keys[(keys.index(self.focus) + step) % len(keys)]
                return True
            if event.key in KEYS_ON:
                self.press(self.focus) if wrap_up else self.dismiss()
                self.read_at = self.scene.time
                return True
            if wrap_up and event.key == pygame.K_ESCAPE:
                self.press("on")
                return True
        return False

    def press(self, key: str) -> None:
        """A wrap-up button: ``real`` leaves the guided game (it is done, so its saved file goes)
        for a New game setup on the script's real mode; ``on`` plays the match on."""
        self.dismiss()
        if key != "real":
            return
        sc = self.scene
        sc.session.discard_autosave()
        app = sc.app
        app.default_mode = self.script.real_mode
        from scenes.setup import SetupScene

        app.to_menu()
        app.stack.push(SetupScene(app))

    def zone_rect(self, p: Pointer) -> pygame.Rect | None:
        """Where the step's zone is on this table (the game's kit knows), or None: the middle."""
        if p.step.zone == "none" or p.kind == "wrap_up":
            return None
        return self.scene.kit.tutorial_zone(self.scene, p.step.zone, p.seat)

    # ----- drawing -----------------------------------------------------------------------------

    def words(self, p: Pointer) -> tuple[str, str, str]:
        """The note's title, its words and its count line."""
        if p.kind == "wrap_up":
            return p.step.title, p.step.words, "The guided game is over"
        if p.kind == "wrong":
            return "What that move does", p.step.wrong, "Click or press Enter to go on"
        at = self.tutorial.position(p)
        return p.step.title, p.step.words, f"Note {at}  -  click or press Enter to go on"

    def draw(self, surface: pygame.Surface) -> None:
        p = self.current
        if p is None:
            return
        sc = self.scene
        lay = sc.layout
        s = lay.scale
        target = self.zone_rect(p)
        if target is not None:
            lit = target.inflate(round(16 * s), round(16 * s))
            pygame.draw.rect(surface, GOLD, lit, max(3, round(4 * s)), border_radius=round(10 * s))
        fonts = sc.painter.fonts
        # (the note's words, and its width, grow with the player's text size)
        title_px = max(14, lay.text_px(22))
        body_px = max(13, lay.text_px(17))
        width = max(round(300 * s), min(lay.text_px(440), lay.table.w // 2))
        pad = round(14 * s)
        body_font = fonts.get("ui", body_px)
        heading, words, counted = self.words(p)
        title = fonts.get("title", title_px).render(heading, True, INK)
        ok_h = max(24, lay.text_px(32))
        count = fonts.get("ui", max(11, lay.text_px(14))).render(counted, True, INK_DIM)
        labels = WRAP_BUTTONS if p.kind == "wrap_up" else (("ok", "OK"),)
        faces = [(k, fonts.get("ui", body_px).render(t, True, PARCHMENT)) for k, t in labels]
        widths = [max(lay.text_px(70), 48, f.get_width() + 2 * pad) for _, f in faces]
        row_w = sum(widths) + pad * (len(widths) - 1)

        def shape(w: int) -> tuple[int, list[str], int]:
            """A note ``w`` wide: its height, its lines, and the count line's own height (the
            count beside the buttons where they both fit, else on a line above them)."""
            lines = wrap(body_font, words, w - 2 * pad)
            count_h = 0 if count.get_width() + row_w + 3 * pad <= w else count.get_height()
            h = pad + title.get_height() + round(6 * s)
            h += len(lines) * body_font.get_linesize() + round(10 * s) + count_h + ok_h + pad
            return h, lines, count_h

        # Other shapes too, the usual one first: where it must cover a card, a wider and lower
        # one may not (over a large target, one across the table may be the only note that
        # fits above it), nor a narrower one in a corner.
        room_w = lay.table.w - 2 * lay.margin
        tries = list(dict.fromkeys(min(room_w, round(width * k)) for k in SHAPES))
        said = (heading, words, counted, title_px, body_px, tuple(tries))
        if self._shapes_for != said:  # (wrapping the words five ways is kept while they stand)
            self._shapes_for, self._shapes = said, {w: shape(w) for w in tries}
        shapes = self._shapes
        keep = self.kept(target, p)
        boxes = [pygame.Rect(0, 0, w, shapes[w][0]) for w in tries]
        key = (tuple(map(tuple, boxes)), tuple(target or ()), tuple(lay.table), keep)
        if key != self._placed_for:
            self._placed_for = key
            self._placed = _place(boxes, target, lay.table, *keep)
        self.note = note = self._placed.copy()
        _height, lines, count_h = shapes[note.w]
        shadow = pygame.Surface(note.inflate(8, 8).size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 110))
        surface.blit(shadow, note.inflate(8, 8).move(3, 3))
        pygame.draw.rect(surface, PARCHMENT, note, border_radius=round(8 * s))
        pygame.draw.rect(surface, GOLD, note, max(2, round(3 * s)), border_radius=round(8 * s))
        if target is not None:
            _arrow(surface, note, target.inflate(round(16 * s), round(16 * s)), s)
        y = note.y + pad
        surface.blit(title, (note.x + pad, y))
        y += title.get_height() + round(6 * s)
        for line in lines:
            surface.blit(body_font.render(line, True, INK), (note.x + pad, y))
            y += body_font.get_linesize()
        right = note.right - pad
        self.buttons = {}
        for (key_, face), w in reversed(list(zip(faces, widths, strict=True))):
            rect = pygame.Rect(0, 0, w, ok_h)
            rect.bottomright = (right, note.bottom - pad)
            right = rect.x - pad
            self.buttons[key_] = rect
            lit = p.kind == "wrap_up" and key_ == self.focus
            pygame.draw.rect(surface, BUTTON_FOCUS if lit else BUTTON, rect,
                             border_radius=round(6 * s))  # fmt: skip
            if lit:
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=round(6 * s))
            surface.blit(face, face.get_rect(center=rect.center))
        self.ok = self.buttons.get("ok", self.buttons.get("real", pygame.Rect(0, 0, 0, 0)))
        first = min(r.x for r in self.buttons.values())
        beside = (
            note.x + pad,
            note.bottom - pad - ok_h // 2 - (count_h and ok_h // 2 + count_h // 2),
        )
        if count_h or note.x + pad + count.get_width() < first - pad:
            surface.blit(count, count.get_rect(midleft=beside))

    def kept(self, target: pygame.Rect | None, p: Pointer) -> tuple:
        """What a note keeps clear of, most needed first, after its target: the prompt line
        and its buttons, the viewer's hand (what a note speaks of is often played from it),
        what the step's words speak of beside its zone (the game's kit says), then every other
        card on the table. Rect tuples, so a placement can be kept while nothing moves."""
        sc = self.scene
        lay = sc.layout
        prompt = tuple(lay.prompt.inflate(0, round(40 * lay.scale)))
        hand, cards = [], []
        for sp in sc.board.sprites:
            if sp.leaving:
                continue
            slot = sp.resting  # (where a card still being dealt comes to rest)
            rect = lay.slot_rect(slot) if sp.moving else sp.rect
            mine = slot.zone == "hand" and slot.seat == sc.viewer
            (hand if mine else cards).append(tuple(rect))
        told = ()
        about = getattr(sc.kit, "tutorial_keep", None)
        if about is not None and p.kind != "wrap_up" and p.step.zone != "none":
            told = tuple(tuple(r) for r in about(sc, p.step.zone, p.seat))
        return prompt, tuple(hand), told, tuple(cards)


def _covered(b: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How many pixels of ``rects`` the box ``b`` covers."""
    total = 0
    for i in b.collidelistall(rects):
        c = b.clip(rects[i])
        total += c.w * c.h
    return total


def _place(
    boxes: list[pygame.Rect],
    target: pygame.Rect | None,
    room: pygame.Rect,
    keep=(),
    hand=(),
    told=(),
    cards=(),
) -> pygame.Rect:
    """The note (one of ``boxes``, the same words at other widths) inside the table, covering
    as little as it can of its target, then of the prompt (``keep``), the viewer's ``hand``,
    what its words speak of (``told``), then of any other of the table's ``cards``: beside its
    target (above, below, right or left, whichever side has room; farther off only where no
    side has), or, with no target, wherever on the table it covers least (a free band),
    nearest the middle."""
    prompt = pygame.Rect(keep) if keep else None
    held = [pygame.Rect(r) for r in hand]
    if target is not None:
        held = [r for r in held if not target.colliderect(r)]
    layers = [[target] if target is not None else [], [prompt] if prompt else [], held]
    layers += [[pygame.Rect(r) for r in told], [pygame.Rect(r) for r in cards]]
    centre = target if target is not None else room
    best, best_cost = None, None
    for n, box in enumerate(boxes):
        spots = _spots(box, target, room, prompt, 18)
        if target is not None:  # (and closer, where the usual gap leaves no room; and, where
            # every side of the target is taken, anywhere on the table)
            spots += _spots(box, target, room, prompt, 4)
            spots += _spots(box, None, room, None, 0)
        for b in spots:
            b.clamp_ip(room)
            cost = []
            worse = False
            settled = best_cost is None  # (once better than the best at a layer, it is)
            for k, rects in enumerate(layers):
                cost.append(_covered(b, rects))
                if not settled and cost[k] != best_cost[k]:
                    worse = cost[k] > best_cost[k]
                    if worse:
                        break
                    settled = True
            if worse:
                continue
            cost = tuple(cost)
            near = abs(b.centerx - centre.centerx) + abs(b.centery - centre.centery)
            cost += (n, near)
            if best_cost is None or cost < best_cost:
                best, best_cost = b, cost
    return best


def _spots(box: pygame.Rect, target, room: pygame.Rect, keep, gap: int) -> list[pygame.Rect]:
    """Where a note may go: round its target, or over the whole table when it has none."""
    if target is None:
        out = []
        sx, sy = max(8, room.w // 20), max(8, room.h // 12)
        for y in range(room.y, max(room.y, room.bottom - box.h) + 1, sy):
            for x in range(room.x, max(room.x, room.right - box.w) + 1, sx):
                out.append(pygame.Rect(x, y, box.w, box.h))
        out.append(box.copy())
        out[-1].center = room.center
        return out
    t, g = target, gap
    top = min(t.top, keep.top) if keep is not None else t.top
    spots = (
        ("midbottom", (t.centerx, t.top - g)),
        ("midtop", (t.centerx, t.bottom + g)),
        ("midleft", (t.right + g, t.centery)),
        ("midright", (t.left - g, t.centery)),
        ("bottomleft", (t.right + g, t.top)),
        ("bottomright", (t.left - g, t.top)),
        ("topleft", (t.right + g, t.bottom)),
        ("topright", (t.left - g, t.bottom)),
        # Higher up, clear of the prompt under the target (the hand's notes).
        ("midbottom", (t.centerx, top - g)),
        ("bottomleft", (t.right + g, top - g)),
        ("bottomright", (t.left - g, top - g)),
    )
    out = []
    for anchor, point in spots:
        b = box.copy()
        setattr(b, anchor, point)
        out.append(b)
    return out


def _arrow(surface, note: pygame.Rect, target: pygame.Rect, s: float) -> None:
    """A short gold arrow from the note's edge to the lit zone, when they stand apart."""
    if note.colliderect(target):
        return
    a = pygame.Vector2(
        min(max(target.centerx, note.left), note.right),
        min(max(target.centery, note.top), note.bottom),
    )
    b = pygame.Vector2(
        min(max(a.x, target.left), target.right), min(max(a.y, target.top), target.bottom)
    )
    if a.distance_to(b) < 6:
        return
    w = max(3, round(4 * s))
    pygame.draw.line(surface, GOLD, a, b, w)
    d = (b - a).normalize()
    n = pygame.Vector2(-d.y, d.x)
    head = max(10, round(16 * s))
    pygame.draw.polygon(
        surface, GOLD, [b, b - d * head + n * head * 0.5, b - d * head - n * head * 0.5]
    )
