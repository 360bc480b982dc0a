"""The glossary's tip over a button: a word's meaning shown beside the button that says it.

Any scene calls it with the buttons it drew (their rects and labels), its game's glossary
(``game.core.glossary.Glossary``), where the pointer is and which button has the keyboard's
focus. A button whose label holds glossary words shows their meanings once the pointer has
rested on it (``TIP_REST``), or at once while it has the focus. The tip lies inside the window
and never over the button it explains. Nothing here knows a game.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

import pygame

from scenes.render.card_tools import wrap

TIP_REST = 0.3  # seconds the pointer rests on a button or word before its meaning shows
PARCHMENT = (236, 224, 196)
INK = (40, 28, 18)
GOLD = (222, 182, 92)
MAX_TERMS = 3  # a label naming more words explains its first three


def terms_in(words, label: str) -> list:
    """The distinct glossary words of ``label``, in the order it says them."""
    out = []
    for _a, _b, term in words.find_terms(label):
        if term not in out:
            out.append(term)
    return out[:MAX_TERMS]


def place_tip(size: tuple[int, int], target: pygame.Rect, bounds: pygame.Rect, gap: int = 6):
    """Where a tip of ``size`` goes for ``target``: above it, else below, else to its right or
    left, centred on it and kept inside ``bounds``; the first place that fits without touching
    the target, else the one that covers least of it."""
    w, h = min(size[0], bounds.w), min(size[1], bounds.h)
    tries = []
    for side in ("above", "below", "right", "left"):
        box = pygame.Rect(0, 0, w, h)
        if side == "above":
            box.midbottom = (target.centerx, target.top - gap)
        elif side == "below":
            box.midtop = (target.centerx, target.bottom + gap)
        elif side == "right":
            box.midleft = (target.right + gap, target.centery)
        else:
            box.midright = (target.left - gap, target.centery)
        box.clamp_ip(bounds)
        cover = box.clip(target)
        if cover.w * cover.h == 0:
            return box
        tries.append((cover.w * cover.h, box))
    return min(tries, key=lambda t: t[0])[1]


def draw_tip(surface, terms, target: pygame.Rect, fonts, body_px: int, head_px: int, scale: float):
    """Each term's heading and meaning in one parchment box beside ``target``; its rect (a
    term without a heading shows its words alone).

    ``fonts.get(role, px)`` gives the fonts ("title" for the headings, "ui" for the words)."""
    body = fonts.get("ui", body_px)
    head = fonts.get("title", head_px)
    pad = max(6, round(10 * scale))
    bounds = surface.get_rect()
    width = min(max(round(body_px * 17), 220), bounds.w - 8)
    room = width - 2 * pad
    blocks = [
        (wrap(head, term.term, room) if term.term else [], wrap(body, term.meaning, room))
        for term in terms
    ]
    h = 2 * pad + (len(blocks) - 1) * pad
    h += sum(len(hl) * head.get_linesize() + len(bl) * body.get_linesize() for hl, bl in blocks)
    box = place_tip((width, h), target, bounds.inflate(-4, -4), max(4, round(6 * scale)))
    radius = max(4, round(6 * scale))
    pygame.draw.rect(surface, PARCHMENT, box, border_radius=radius)
    pygame.draw.rect(surface, GOLD, box, max(2, round(2 * scale)), border_radius=radius)
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.y + pad
    for heading, lines in blocks:
        for line in heading:
            surface.blit(head.render(line, True, INK), (box.x + pad, y))
            y += head.get_linesize()
        for line in lines:
            surface.blit(body.render(line, True, INK), (box.x + pad, y))
            y += body.get_linesize()
        y += pad
    surface.set_clip(clip)
    return box


def split_tool_tip(text: str) -> tuple[str, str]:
    """A pygame-gui tool tip's text ("<b>Title</b><br>words", or plain words) as its heading
    and its words, unescaped."""
    bold = re.match(r"\s*<b>(.*?)</b>\s*(?:<br>)?", text)
    heading = html.unescape(bold.group(1)) if bold else ""
    rest = text[bold.end() :] if bold else text
    words = re.sub(r"<[^>]+>", " ", rest.replace("<br>", " "))
    return heading, " ".join(html.unescape(words).split())


@dataclass(frozen=True)
class Tip:
    """A tip to show: the button's rect, its label and the glossary words it explains."""

    rect: pygame.Rect
    label: str
    terms: tuple


class ButtonTips:
    """Which button's words to explain now, from the pointer's rest and the keyboard's focus."""

    def __init__(self, rest: float = TIP_REST) -> None:
        self.rest = rest
        self._under: tuple[tuple, str, float] | None = (
            None  # (rect, label, since) under the pointer
        )
        self.showing: Tip | None = None
        self.box = pygame.Rect(0, 0, 0, 0)

    def pick(self, buttons, words, mouse, focused, now: float, moved_at: float = 0.0):
        """The tip for ``buttons`` ((rect, label) pairs): the focused one's (``focused`` is its
        rect, or None) at once, else the one under ``mouse`` once it has rested there (since
        it came onto the button, and since ``moved_at``, the pointer's last move, if later)."""
        if focused is not None:
            for rect, label in buttons:
                if pygame.Rect(rect) == pygame.Rect(focused):
                    terms = terms_in(words, label)
                    if terms:
                        return Tip(pygame.Rect(rect), label, tuple(terms))
        under = None
        if mouse is not None:
            under = next(((r, lb) for r, lb in buttons if pygame.Rect(r).collidepoint(mouse)), None)
        if under is None:
            self._under = None
            return None
        rect, label = pygame.Rect(under[0]), under[1]
        key = (tuple(rect), label)
        if self._under is None or self._under[:2] != key:
            self._under = (key[0], label, now)
        terms = terms_in(words, label)
        if not terms:
            self._under = None  # nothing to explain: no tip is waiting
            return None
        if now - max(self._under[2], moved_at) < self.rest:
            return None
        return Tip(rect, label, tuple(terms))

    def due_in(self, now: float, moved_at: float = 0.0) -> float | None:
        """Seconds until the pointer's resting button shows its tip (None: none is waiting)."""
        if self._under is None:
            return None
        left = self.rest - (now - max(self._under[2], moved_at))
        return left if left > 0 else None

    def draw(self, surface, buttons, words, mouse, focused, now, fonts, px, moved_at=0.0):
        """Pick the tip and draw it (``px``: the words' size, the headings' and the scale);
        ``showing`` and ``box`` tell what was shown and where."""
        tip = self.pick(buttons, words, mouse, focused, now, moved_at)
        self.showing = tip
        self.box = pygame.Rect(0, 0, 0, 0)
        if tip is not None:
            self.box = draw_tip(surface, tip.terms, tip.rect, fonts, *px)
        return tip
