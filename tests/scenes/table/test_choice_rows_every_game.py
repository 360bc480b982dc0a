"""Every game's choice buttons lie inside the table and show their labels whole, at every size.

Each mode plays a seeded match of random legal moves; at a sample of its decisions the acting
seat's prompt is built as the table builds it (and each card's ways opened as buttons, and the
next step of a held choice with its Back), then laid out at 1024x640, 1280x720 and 1920x1080.
No button may leave the table area (onto the side panel and its log, or off the window), two
may not overlap, and every label's words must all be drawn, inside their button.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.core.registry import modes, new_match
from scenes.table.choice import BACK, Choice
from scenes.table.kit import kit_for

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
NAMES = ["Alice", "Bartholomew", "Constance", "Desmond", "Evangeline", "Fitzgerald", "Gwen", "Hal"]
SEEDS = (1, 2)
DECISIONS = 160  # moves played per seed
CHECKED = 24  # of which this many, spread over the match, are laid out


def _prompts(kit, state, seat: int, context):
    """The prompts the table may show ``seat`` now: the decision's, each card's ways opened,
    and (for a move that starts a held choice) the next step's with its Back."""
    names = NAMES[: state.num_seats]
    view = state.view(seat)
    prompt = kit.prompt(view, state, names, context)
    out = [prompt]
    for ways in prompt.menus.values():
        out += [prompt.opened(cid) for cid in ways]
    for action in view["legal"][:6]:
        choice = Choice(state, seat, kit.choice_rules)
        if not choice.pick(action):
            step = kit.prompt(choice.view(), state, names, context)
            step.buttons.append(("Back", BACK))
            out.append(step)
    return out


def _check(kit, state, app, seat: int, prompts) -> list[str]:
    faults = []
    painter = kit.painter(app, state)
    for size in SIZES:
        # The parts of a table a layout and a drawer read, for the acting seat's screen.
        scene = SimpleNamespace(
            n=state.num_seats, viewer=seat, state=state, board=None, painter=painter, prompt=None
        )
        scene.layout = kit.layout(scene, size)
        scene.layout.add_undo_button()
        layout = scene.layout
        drawer = kit.drawer(scene)
        for prompt in prompts:
            if not prompt.buttons:
                continue
            scene.prompt = prompt
            row = drawer.row_buttons()
            where = f"{size[0]}x{size[1]} {state.decision!r} {[b for b, _ in prompt.buttons]}"
            for (label, _action), b in zip(prompt.buttons, row, strict=True):
                if not layout.table.contains(b.rect):
                    faults.append(f"{where}: {label!r} at {b.rect} leaves {layout.table}")
                if " ".join(b.lines).split() != label.split():
                    faults.append(f"{where}: {label!r} is drawn as {b.lines}")
                font = scene.painter.fonts.get("ui", b.px)
                if any(font.size(line)[0] > b.rect.w for line in b.lines):
                    faults.append(f"{where}: {label!r} is wider than its button")
                if len(b.lines) * font.get_linesize() > b.rect.h:
                    faults.append(f"{where}: {label!r} is taller than its button")
            rects = [b.rect for b in row]
            if any(r.colliderect(o) for i, r in enumerate(rects) for o in rects[i + 1 :]):
                faults.append(f"{where}: buttons overlap")
    return faults


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_every_decisions_buttons_lie_inside_the_table_with_their_labels_whole(mode_id, app):
    faults: list[str] = []
    checked = 0
    for seed in SEEDS:
        state = new_match(mode_id, seed)
        kit = kit_for(state)
        rng = random.Random(seed)
        every = max(1, DECISIONS // CHECKED)
        context = None
        for move in range(DECISIONS):
            if state.match_over:
                break
            legal = [str(a) for a in state.legal_actions()]
            seat = state.current_seat
            if not state.round_over and seat is not None and move % every == 0:
                faults += _check(kit, state, app, seat, _prompts(kit, state, seat, context))
                checked += 1
            action = rng.choice(legal)
            state.apply(action)
            context = (seat, action)
    assert checked, f"{mode_id}: no decision was laid out"
    assert not faults, "\n".join(faults[:12])
