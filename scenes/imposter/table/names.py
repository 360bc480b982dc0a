"""Where each seat's name and the words beside it lie on The Imposter Kings' table: its hand
count, partner, whether it is out, the True King and its lasting effects (a King's facet).

A seat in the top band or the viewer's says them on one line, from its name to the first thing
of its own that lies on that line (a row's label at large text) or to its band's end: the whole
line, set smaller to fit down to the normal text size's, then with the hand count said
shorter, down to ``least_px``; the effects beside it as small as that allows. A side column
(four seats) is too narrow for that: its name, and under it the rest on as many lines as they
take, each set smaller to fit or wrapped. Its layout starts the column's cards under the last
of those lines (``head_h``). The drawer draws the lines where they lie here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.imposter.table.zones import RIGHT_ROWS
from scenes.render.card_tools import wrap
from scenes.table.layout import Slot

SEP = "  -  "
# The least size a seat's words are set in to fit (at 1024x640 this is 13 pixels): smaller
# than the table's normal size there, never smaller than this.
LEAST_DESIGN_PX = 14.5


@dataclass(frozen=True)
class NameLine:
    """One drawn line of a seat's words: its text, font size, colour name and rect."""

    text: str
    px: int
    colour: str
    rect: pygame.Rect


def partner_of(mode, view: dict) -> int | None:
    """The viewer's partner seat (2v2; the view's, else the mode's teams), or None."""
    if view.get("partner") is not None:
        return view["partner"]
    teams = getattr(mode, "teams", ()) or ()
    me = view["seat"]
    if not teams or me < 0:
        return None
    return next((s for s in range(len(teams)) if s != me and teams[s] == teams[me]), None)


def seat_status(seat: dict) -> str:
    """A seat's lasting expansion effects in a few words: its King's facet, the Conspiracist's
    window and the Exile's Mute."""
    parts = []
    facet = seat.get("facet")
    if facet and facet != "King":
        parts.append(facet)
    consp = seat.get("conspiracy") or 0
    if consp:
        until = "this turn and next" if consp > 1 else "until their turn ends"
        parts.append(f"Conspiracy: hand and Antechamber +1 and Steadfast {until}")
    if seat.get("exile"):
        parts.append("Exile: every card Muted until their next turn")
    return "  |  ".join(parts)


def name_parts(scene, view: dict, s: int) -> list[str]:
    """A seat's name and what the table says beside it: its hand count, partner, whether it
    is out, the True King."""
    you = s == view["seat"] and scene.session.is_human(s)
    parts = [scene.names[s] + (" (you)" if you else "")]
    seat = view["seats"][s]
    if s != view["seat"]:
        n = seat["hand"] if isinstance(seat["hand"], int) else len(seat["hand"])
        parts.append(f"{n} card{'s' if n != 1 else ''} in hand")
    if view["seat"] >= 0 and s != view["seat"] and s == partner_of(scene.state.mode, view):
        parts.append("your partner")
    if seat["out"]:
        parts.append("out")
    if s == view["true_king"]:
        parts.append("True King")
    return parts


def least_px(lay) -> int:
    """The least size a seat's words are set in to fit (13 pixels at 1024x640)."""
    return max(13, round(LEAST_DESIGN_PX * lay.scale))


def fit_size(fonts, text: str, px: int, width: int, least: int) -> tuple[int, bool]:
    """The largest size from ``px`` down to ``least`` (never larger than ``px``) at which
    ``text`` fits ``width``, and whether it fits there."""
    least = min(px, least)
    for size in range(px, least - 1, -1):
        if fonts.get("ui", size).size(text)[0] <= width:
            return size, True
    return least, False


def name_room(scene, lay, s: int, labels) -> int:
    """Where a top or bottom seat's line must end: its band's end, or before the first of its
    row labels (``labels``: ``row_labels``) or rows lying on the line's height (the viewer's
    Exhausted row at large text)."""
    x, y = lay.name_pos(s)
    right = lay.band(s).right - lay.margin
    h = scene.painter.fonts.get("ui", lay.font_px).get_height()
    line = pygame.Rect(x, y, max(1, right - x), h)
    gap = round(14 * lay.scale)
    for label in labels:
        if label.seat == s and label.rect.colliderect(line) and label.rect.x > x:
            right = min(right, label.rect.x - gap)
    for zone in RIGHT_ROWS:
        n = lay.counts.get((zone, s), 0)
        if not n:
            continue
        r = lay.slot_rect(Slot(zone, s, 0, n))
        if r.colliderect(line) and r.x > x:
            right = min(right, r.x - gap)
    return right


def name_lines(scene, lay, view: dict, s: int, labels=None) -> list[NameLine]:
    """Seat ``s``'s name and words as they are drawn on ``lay``, each line where it lies
    (``labels``: the table's ``row_labels``, when the caller has them already)."""
    if labels is None and s not in getattr(lay, "columns", {}):
        from scenes.imposter.table.labels import row_labels  # (labels imports this module)

        labels = row_labels(scene)
    fonts = scene.painter.fonts
    parts = name_parts(scene, view, s)
    status = seat_status(view["seats"][s])
    x, y = lay.name_pos(s)
    least = least_px(lay)
    if s in getattr(lay, "columns", {}):
        room = lay.band(s).right - lay.margin - x
        return _column_lines(lay, fonts, parts, status, (x, y), room, least)
    room = name_room(scene, lay, s, labels) - x
    gap = round(14 * lay.scale)
    short = [p.replace(" in hand", "") for p in parts]
    tries = [(SEP.join(parts), lay.normal_px(17)), (SEP.join(short), least)]
    text, px = _line(fonts, lay, tries, status, room, gap)
    if text is None:
        # (a long name in a narrow band: the name alone)
        text = parts[0]
        px, _ = fit_size(fonts, text, lay.font_px, room, least)
    font = fonts.get("ui", px)
    w, h = font.size(text)
    out = [NameLine(text, px, "gold", pygame.Rect(x, y, w, h))]
    if status:
        spx, ok = fit_size(fonts, status, lay.small_px, room - w - gap, least)
        if not ok:
            # (no room beside the line: on a line under it, where nothing of the seat's lies)
            under = _under(scene, lay, s, status, pygame.Rect(x, y, w, h), room, labels)
            if under is not None:
                return [*out, under]
        said = status if ok else _cut(fonts.get("ui", spx), status, room - w - gap)
        if said:
            sw, sh = fonts.get("ui", spx).size(said)
            out.append(NameLine(said, spx, "highlight", pygame.Rect(x + w + gap, y + (h - sh) // 2, sw, sh)))  # fmt: skip
    return out


def _line(fonts, lay, tries, status: str, room: int, gap: int) -> tuple[str | None, int]:
    """A seat's line and its size: the first of ``tries`` (words, least size) at the largest
    size that leaves room beside it (``gap`` apart) for the status's first part; where none
    does, the largest that fits alone (the status then goes under it, or goes); None where
    none fits."""
    least = least_px(lay)
    best: tuple[str | None, int] = (None, lay.font_px)
    for words, lowest in tries:
        for px in range(lay.font_px, min(lay.font_px, lowest) - 1, -1):
            w = fonts.get("ui", px).size(words)[0]
            if w > room:
                continue
            if best[0] is None:
                best = (words, px)
            first = status.split("  |  ")[0]  # (its facet, at the least, beside the line)
            if not status or fit_size(fonts, first, lay.small_px, room - w - gap, least)[1]:
                return words, px
    return best


def _under(scene, lay, s: int, status: str, line: pygame.Rect, room: int, labels):
    """The status on a line of its own under the name's line, where it meets none of the
    seat's cards nor its row labels; None where it would."""
    fonts = scene.painter.fonts
    px, ok = fit_size(fonts, status, lay.small_px, room, least_px(lay))
    if not ok:
        return None
    w, h = fonts.get("ui", px).size(status)
    rect = pygame.Rect(line.x, line.bottom, w, h)
    cards = [lay.slot_rect(Slot("king", s, 0, 1))] + [
        lay.slot_rect(Slot(zone, s, i, n))
        for (zone, seat), n in lay.counts.items()
        if seat == s
        for i in range(n)
    ]  # (the King is a token, not counted in a zone)
    own = [lb.rect for lb in labels if lb.seat == s]
    if rect.collidelist(cards) != -1 or rect.collidelist(own) != -1:
        return None
    return NameLine(status, px, "highlight", rect)


def _cut(font, text: str, width: int) -> str:
    """``text`` up to its last whole part (``"  |  "``) that fits ``width``, or nothing."""
    pieces = text.split("  |  ")
    while pieces and font.size("  |  ".join(pieces))[0] > width:
        pieces.pop()
    return "  |  ".join(pieces)


def _column_lines(lay, fonts, parts, status, at, room, least) -> list[NameLine]:
    """A side column's name, and under it the rest, smaller, each part on a line of its own
    or two joined where they fit, a part too long for the column wrapped."""
    x, y = at
    px, fits = fit_size(fonts, parts[0], lay.font_px, room, least)
    said = [parts[0]]
    if not fits:
        # (a long name: on two lines or more, as large as its longest word allows)
        longest = max(parts[0].split(), key=lambda word: fonts.get("ui", least).size(word)[0])
        px, _ = fit_size(fonts, longest, lay.font_px, room, least)
        said = wrap(fonts.get("ui", px), parts[0], room)
    out = []
    for text in said:
        w, h = fonts.get("ui", px).size(text)
        out.append(NameLine(text, px, "gold", pygame.Rect(x, y, w, h)))
        y += h
    sp = lay.small_px
    small = fonts.get("ui", sp)
    low = min(sp, max(least, lay.normal_px(14)))  # (smaller to fit, never under the floor)
    lines: list[tuple[str, int]] = []
    for part in parts[1:] + ([status] if status else []):
        if lines and lines[-1][1] == sp and small.size(f"{lines[-1][0]}, {part}")[0] <= room:
            lines[-1] = (f"{lines[-1][0]}, {part}", sp)
            continue
        ppx, fits = fit_size(fonts, part, sp, room, low)
        if fits:
            lines.append((part, ppx))
        else:
            lines += [(ln, low) for ln in wrap(fonts.get("ui", low), part, room)]
    ly = y
    for text, lpx in lines:
        lw, lh = fonts.get("ui", lpx).size(text)
        out.append(NameLine(text, lpx, "text", pygame.Rect(x, ly, lw, lh)))
        ly += lh
    return out


def head_h(scene, lay, s: int) -> int:
    """How far a side column's name and its lines reach below its band's top."""
    lines = name_lines(scene, lay, scene.view(), s)
    return max(r.rect.bottom for r in lines) - lay.band(s).y
