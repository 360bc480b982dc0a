"""The guided first game on the table: the tutorial's pointers.

The script is the game's data (``game.imposter.tutorial``); this module only draws it. A pointer
lights the zone its step names and sets a parchment note beside it (never over it); a click,
Enter or Space reads it away, and the table waits (the computer does not move) while one shows,
so what it explains stays in sight. The glossary's marks and tips are ``scenes.table.glossary``.
"""

from __future__ import annotations

import pygame

from game.imposter.tutorial import TUTORIAL_MODE, Pointer, Tutorial
from scenes.imposter.table.labels import row_labels
from scenes.render.card_tools import wrap
from scenes.session import MatchSession, SeatSetup, default_name

OPPONENT = SeatSetup("Lady Vesna", "computer", "easy")  # a weak computer, so a newcomer can win
PARCHMENT = (236, 224, 196)
INK = (40, 28, 18)
INK_DIM = (96, 74, 52)
GOLD = (222, 182, 92)


class TutorialSession(MatchSession):
    """The guided match: it never writes or deletes the autosave, so a saved match survives."""

    def save(self) -> None:
        pass

    def discard_autosave(self) -> None:
        pass

    def rematch(self) -> TutorialSession:
        return TutorialSession(self.mode_id, self.seats, self.seed, autosave=False)


def tutorial_session() -> TutorialSession:
    """A new guided match: you in seat 0, the Easy computer in seat 1, on the prepared deal."""
    return TutorialSession(
        TUTORIAL_MODE, [SeatSetup(default_name(0, "human"), "human"), OPPONENT], 0, autosave=False
    )


class Guide:
    """The tutorial's pointers on one table: what has come, what shows now, what was shown."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.tutorial = Tutorial(scene.viewer)
        self.queue: list[Pointer] = []
        self.shown: list[str] = []  # step ids in the order they were put on screen
        self.note = pygame.Rect(0, 0, 0, 0)
        self.ok = pygame.Rect(0, 0, 0, 0)
        self._on_screen: Pointer | None = None

    def begin(self) -> None:
        """The match is on the table: a resumed one has its past moments marked done."""
        st = self.scene.state
        if st.history:
            self.tutorial.catch_up(st)
        else:
            self.observe([])

    def observe(self, events) -> None:
        st = self.scene.state
        v = st.view(self.tutorial.viewer)
        self.queue += self.tutorial.observe(events, v, st.cards, len(st.history or []))

    @property
    def current(self) -> Pointer | None:
        """The pointer on screen now: the first one waiting, once the cards have stopped moving."""
        if not self.queue or self.scene.board.busy or self.scene.covered():
            return None
        p = self.queue[0]
        if p is not self._on_screen:
            self._on_screen = p
            self.shown.append(p.id)
        return p

    def dismiss(self) -> None:
        if self.queue:
            self.queue.pop(0)

    def handle_event(self, event) -> bool:
        """While a pointer shows, a click or Enter/Space reads it away (and does nothing else)."""
        if self.current is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dismiss()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.dismiss()
            return True
        return False

    # ----- where -------------------------------------------------------------------------------

    def zone_rect(self, p: Pointer) -> pygame.Rect | None:
        sc = self.scene
        zone, seat = p.step.zone, p.seat
        board, lay = sc.board, sc.layout
        if zone == "none":
            return None
        if zone == "king":
            sp = board.kings.get(seat)
            return sp.rect.copy() if sp is not None else lay.anchor("king", seat)
        if zone == "throne":
            court = sc.state.view(sc.viewer)["court"]
            for sp in board.sprites:
                if court and sp.cid == court[-1] and sp.slot.zone == "court":
                    return sp.rect.copy()
            zone, seat = "court", -1
        rects = [
            sp.rect
            for sp in board.sprites
            if sp.slot.zone == zone and (zone == "court" or sp.slot.seat == seat) and not sp.leaving
        ]
        if rects:
            # The zone's name over its cards is lit with them, so no frame or note cuts it.
            rects += [lb.rect for lb in row_labels(sc) if lb.zone == zone and lb.seat == seat]
            return rects[0].unionall(rects[1:])
        return lay.court_row.copy() if zone == "court" else lay.anchor(zone, seat)

    # ----- drawing -----------------------------------------------------------------------------

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
        lines = wrap(body_font, p.step.words, width - 2 * pad)
        title = fonts.get("title", title_px).render(p.step.title, True, INK)
        ok_h = max(24, lay.text_px(32))
        done = len(self.tutorial.done) - len(self.queue) + 1
        count = fonts.get("ui", max(11, lay.text_px(14))).render(
            f"{done} of {len(self.tutorial.steps)}  -  click or press Enter to go on", True, INK_DIM
        )
        ok_w = max(lay.text_px(70), 48)
        # The count beside OK where they both fit, else on a line of its own above it.
        count_h = 0 if count.get_width() + ok_w + 3 * pad <= width else count.get_height()
        height = pad + title.get_height() + round(6 * s)
        height += len(lines) * body_font.get_linesize() + round(10 * s) + count_h + ok_h + pad
        prompt = lay.prompt.inflate(0, round(40 * s))  # the prompt line and its buttons
        self.note = _place(pygame.Rect(0, 0, width, height), target, lay.table, prompt)
        note = self.note
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
        self.ok = pygame.Rect(0, 0, ok_w, ok_h)
        self.ok.bottomright = (note.right - pad, note.bottom - pad)
        beside = (note.x + pad, self.ok.centery - (count_h and ok_h // 2 + count_h // 2))
        surface.blit(count, count.get_rect(midleft=beside))
        pygame.draw.rect(surface, (92, 60, 34), self.ok, border_radius=round(6 * s))
        label = fonts.get("ui", body_px).render("OK", True, PARCHMENT)
        surface.blit(label, label.get_rect(center=self.ok.center))


def _place(
    box: pygame.Rect, target: pygame.Rect | None, room: pygame.Rect, keep: pygame.Rect
) -> pygame.Rect:
    """The note beside its target, inside the table, covering as little of the target (and then
    of the prompt, ``keep``) as it can: above, below, right or left, whichever side has room."""
    gap = 18
    if target is None:
        box.center = room.center
        return box
    tries = []
    t, g = target, gap
    spots = {
        "above": ("midbottom", (t.centerx, t.top - g)),
        "below": ("midtop", (t.centerx, t.bottom + g)),
        "right": ("midleft", (t.right + g, t.centery)),
        "left": ("midright", (t.left - g, t.centery)),
        "above_right": ("bottomleft", (t.right + g, t.top)),
        "above_left": ("bottomright", (t.left - g, t.top)),
        "below_right": ("topleft", (t.right + g, t.bottom)),
        "below_left": ("topright", (t.left - g, t.bottom)),
        # Higher up, clear of the prompt under the target (the hand's notes).
        "over_prompt": ("midbottom", (t.centerx, min(t.top, keep.top) - g)),
    }
    for anchor, point in spots.values():
        b = box.copy()
        setattr(b, anchor, point)
        b.clamp_ip(room)
        over, under = b.clip(target), b.clip(keep)
        near = abs(b.centerx - t.centerx) + abs(b.centery - t.centery)
        tries.append(((over.w * over.h, under.w * under.h, near), b))
    tries.sort(key=lambda t: t[0])
    return tries[0][1]


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
