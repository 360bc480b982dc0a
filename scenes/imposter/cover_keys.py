"""The keys of the scenes that cover the table for a Fragments of Nersetti decision (the
Mustering and the Signature picks, ``scenes.imposter.expansion.frame.ExpansionScene``).

As at the table: Tab and Right (or Down) walk what may be chosen now, Shift+Tab and Left (or
Up) walk back, Enter or Space chooses it (a first Enter with nothing focused shows the focus),
Backspace takes back the last card chosen in the scene, H asks for a hint, Ctrl+Z undoes at the
table beneath, Esc opens the pause menu, ``?`` or F1 lists these keys. A ring shows the focus.
"""

from __future__ import annotations

import pygame

from scenes.focus import draw_ring, shift_held
from scenes.pause import PauseScene
from scenes.table.help import KEYS, KeysScene, is_help_key, is_undo_key

FORWARD = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACKWARD = (pygame.K_LEFT, pygame.K_UP)
CHOOSE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

COVER_TITLE = "Keys on this screen"
# What the keys list says over these scenes: their own lines, then the table's that apply.
COVER_KEYS = (
    ("Click a lit card or button", "choose it"),
    ("Tab, Right, Down", "move to the next card or button you may choose"),
    ("Shift+Tab, Left, Up", "move back"),
    ("Enter or Space", "choose what the ring is round"),
    ("Backspace", "take back the card last chosen here (not yet sent)"),
    *(line for line in KEYS if line[0] in ("H", "Ctrl+Z", "M", "Esc", "? or F1")),
)


def handle_key(scene, event) -> bool:
    """A key pressed over the table's cover scene; every key stays with the scene."""
    k = event.key
    if is_undo_key(event):  # the table beneath takes the decision back and closes this
        from scenes.table.scene import undo_beneath

        undo_beneath(scene)
    elif is_help_key(event):
        scene.app.stack.push(KeysScene(scene.app, COVER_KEYS, COVER_TITLE))
    elif k == pygame.K_ESCAPE:
        scene.app.stack.push(PauseScene(scene.app, scene.session))
    elif k == pygame.K_h:
        scene.ask_hint()
    elif k == pygame.K_BACKSPACE:
        scene.back()
    elif k in FORWARD or k in BACKWARD:
        hits = scene.hits()
        if hits:
            back = k in BACKWARD or (k == pygame.K_TAB and shift_held(event))
            if scene.focus is None:
                scene.focus = len(hits) - 1 if back else 0
            else:
                scene.focus = (scene.focus + (-1 if back else 1)) % len(hits)
    elif k in CHOOSE:
        choose(scene, enter=k != pygame.K_SPACE)
    return True


def choose(scene, enter: bool) -> None:
    """Finish the cards' moves; else choose what is focused; with nothing focused, Enter puts
    the focus on the first choice (Space, which also skips moves, does nothing more)."""
    if scene.busy:
        scene.finish()
        return
    if scene.closing:
        return
    hit = scene._focused()
    if hit is not None:
        scene.activate(hit)
    elif enter and scene.hits():
        scene.focus = 0


def draw_focus(scene, surface) -> None:
    """The focus ring round the focused card or button, where it is drawn."""
    hit = scene._focused()
    if hit is None or scene.closing:
        return
    kind, _key, rect, what = hit
    if kind == "card":
        rect = what.rect.move(0, -round(what.lift_px))
    draw_ring(surface, rect, scene.rows.scale, scene.color("highlight"), scene.color("ink"))
