"""The table's keys: the focus among the choices of the decision now, and the keys that act.

The focus rests on one of the things that answer the decision (a lit card, a zone's card that
stands for it, the King token, a prompt button, a picker entry: ``TableScene.hits`` less the side
panel's buttons, which have keys of their own). Tab and Right go to the next, Shift+Tab and Left
to the one before; Up and Down go to the nearest one above or below (from the hand to the
buttons, say). Enter or Space chooses it; 1-9 focus a card of the hand. Nothing here decides a
rule: choosing is the table's ``_activate``, as a click.
"""

from __future__ import annotations

import pygame

from scenes.focus import draw_ring, shift_held
from scenes.table.help import KeysScene, is_help_key, is_undo_key

CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LOG_PAGE = 6  # log lines a Page Up or Page Down scrolls


def targets(scene) -> list:
    """What the focus walks: every hit of the decision now but the side panel's buttons."""
    return [h for h in scene.hits() if h[0] != "panel"]


def focused(scene):
    """The hit the focus rests on, or None."""
    hits = targets(scene)
    if scene.focus is None or scene.focus >= len(hits):
        return None
    return hits[scene.focus]


def set_focus(scene, index: int | None, hits: list | None = None) -> None:
    """Focus hit ``index`` of ``targets`` (None: nothing); a card focused shows large at once."""
    hits = targets(scene) if hits is None else hits
    if index is None or not hits:
        scene.focus = None
        scene.drawer.focus_sprite = None
        return
    scene.focus = index % len(hits)
    kind, _text, _rect, what = hits[scene.focus]
    scene.drawer.focus_sprite = what if kind in ("card", "king") else None


def step_focus(scene, step: int) -> None:
    """The next (``step`` 1) or previous (-1) choice, wrapping round; from none, the first or
    the last."""
    hits = targets(scene)
    if not hits:
        return
    if scene.focus is None or scene.focus >= len(hits):
        set_focus(scene, 0 if step > 0 else len(hits) - 1, hits)
    else:
        set_focus(scene, scene.focus + step, hits)


def focus_towards(scene, way: int) -> None:
    """The nearest choice above (``way`` -1) or below (1) the focused one, the nearer across
    the better; from none, the first. Nothing lies that way: the focus stays."""
    hits = targets(scene)
    if not hits:
        return
    if scene.focus is None or scene.focus >= len(hits):
        set_focus(scene, 0, hits)
        return
    here = hits[scene.focus][2]
    best, best_cost = None, None
    for i, (_kind, _text, rect, _what) in enumerate(hits):
        dy = (rect.centery - here.centery) * way
        # Only what lies clearly beyond the focused thing's middle, that way.
        if i == scene.focus or dy <= here.h // 4:
            continue
        cost = dy + 2 * abs(rect.centerx - here.centerx)
        if best_cost is None or cost < best_cost:
            best, best_cost = i, cost
    if best is not None:
        set_focus(scene, best, hits)


def hand_card(scene, n: int) -> None:
    """Focus the ``n``-th card of the viewer's hand (it shows large even when it answers
    nothing, so a hand can be read by keys)."""
    hand = scene.drawer.hand_sprites()
    if n >= len(hand):
        return
    hits = targets(scene)
    sp = hand[n]
    index = next((j for j, h in enumerate(hits) if h[3] is sp), None)
    set_focus(scene, index, hits)
    scene.drawer.focus_sprite = sp


def choose(scene, enter: bool) -> None:
    """Enter or Space: finish the cards' moves; else choose what is focused. With nothing
    focused, Enter chooses the decision's only choice, or else puts the focus on the first
    one (to be seen and moved on from); Space, which also skips a computer's move, chooses
    nothing unfocused."""
    if scene.board.busy:
        scene.board.finish()
        return
    hit = focused(scene)
    if hit is not None:
        scene._activate(hit)
        return
    hits = targets(scene) if enter else []
    if len(hits) == 1:
        scene._activate(hits[0])
    elif hits:
        set_focus(scene, 0, hits)


def handle_key(scene, event) -> bool:
    """A key pressed at the table; True when it meant something here."""
    key = event.key
    if is_help_key(event):
        scene.app.stack.push(KeysScene(scene.app, scene.kit.keys))
    elif key == pygame.K_ESCAPE:
        scene._pause()
    elif key == pygame.K_h:
        scene.ask_hint()
    elif is_undo_key(event):
        scene.undo()
    elif key == pygame.K_BACKSPACE:
        scene.back()
    elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        way = 1 if key == pygame.K_PAGEUP else -1
        scene.log_scroll = max(0, scene.log_scroll + way * LOG_PAGE)
    elif pygame.K_1 <= key <= pygame.K_9:
        hand_card(scene, key - pygame.K_1)
    elif key == pygame.K_TAB:
        step_focus(scene, -1 if shift_held(event) else 1)
    elif key in (pygame.K_LEFT, pygame.K_RIGHT):
        step_focus(scene, -1 if key == pygame.K_LEFT else 1)
    elif key in (pygame.K_UP, pygame.K_DOWN):
        focus_towards(scene, -1 if key == pygame.K_UP else 1)
    elif key in CHOOSE_KEYS:
        choose(scene, enter=key != pygame.K_SPACE)
    elif scene.covered() or not scene.kit.key(scene, event):
        return False
    return True


def draw_focus(scene, surface, drawn: dict) -> None:
    """The focus ring around the focused choice, where it was drawn this frame (``drawn``: a
    card's rect as raised, by sprite id), over the cards and the prompt."""
    if scene.covered() or not scene._human_may_act():
        return
    hit = focused(scene)
    if hit is None:
        return
    kind, _text, rect, what = hit
    if kind in ("card", "king"):
        rect = drawn.get(id(what), what.rect)
    painter = scene.painter
    draw_ring(surface, rect, scene.layout.scale, painter.color("highlight"), painter.color("ink"))
