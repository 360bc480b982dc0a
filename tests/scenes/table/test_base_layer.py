"""The table's still layer (scenes.table.base_layer) is drawn again in parts: while cards move,
one a frame and none in the frame of a move; with nothing moving, all that is due at once. It
always comes out as drawing it whole would, and whatever changes whom it is drawn for draws it
all at once."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.base_layer import BaseLayer
from scenes.table.scene import TableScene

SIZE = (200, 100)
LAY = SimpleNamespace(table=pygame.Rect(0, 0, 150, 100), panel=pygame.Rect(150, 0, 50, 100))


class Painted:
    """Labels and side panel painting marks of their own keys, counting how often each is."""

    def __init__(self) -> None:
        self.labels = self.side = 0
        self.table_key = self.panel_key = 0

    def paint_labels(self, surf) -> None:
        self.labels += 1
        surf.fill((10, 20 + self.table_key, 30), pygame.Rect(10, 10, 40, 20))

    def paint_side(self, surf) -> None:
        self.side += 1
        surf.fill((200, 100 + self.panel_key, 50), pygame.Rect(160, 10, 30, 30))

    def get(self, layer, background, eyes="ana", hold=False, spread=True):
        return layer.get(
            eyes, self.table_key, self.panel_key, background, LAY,
            self.paint_labels, self.paint_side, hold=hold, spread=spread,
        )  # fmt: skip


def _background() -> pygame.Surface:
    bg = pygame.Surface(SIZE)
    bg.fill((40, 60, 40), LAY.table)
    bg.fill((30, 20, 15), LAY.panel)
    return bg


def _whole(p: Painted, background) -> bytes:
    """The layer drawn from nothing for ``p``'s keys."""
    return pygame.image.tobytes(p.get(BaseLayer(), background), "RGB")


def test_while_cards_move_a_change_redraws_its_part_one_a_frame_none_in_a_moves_frame():
    bg = _background()
    p = Painted()
    layer = BaseLayer()
    p.get(layer, bg)
    assert (p.labels, p.side) == (1, 1)
    p.get(layer, bg)
    assert (p.labels, p.side) == (1, 1)  # nothing changed: nothing drawn
    p.panel_key = 1
    p.get(layer, bg)
    assert (p.labels, p.side) == (1, 2)
    p.table_key = p.panel_key = 2
    p.get(layer, bg, hold=True)  # the frame of a move draws nothing
    assert (p.labels, p.side) == (1, 2)
    p.get(layer, bg)
    assert (p.labels, p.side) == (2, 2)
    surf = p.get(layer, bg)
    assert (p.labels, p.side) == (2, 3)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)


def test_with_nothing_moving_every_part_due_is_drawn_in_the_frame():
    bg = _background()
    p = Painted()
    layer = BaseLayer()
    p.get(layer, bg)
    p.table_key = p.panel_key = 3
    surf = p.get(layer, bg, hold=True, spread=False)
    assert (p.labels, p.side) == (2, 2)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)


def test_another_viewer_gets_the_whole_layer_at_once_even_in_the_frame_of_a_move():
    bg = _background()
    p = Painted()
    layer = BaseLayer()
    p.get(layer, bg)
    p.table_key = p.panel_key = 5
    surf = p.get(layer, bg, eyes="bob", hold=True)
    assert (p.labels, p.side) == (2, 2)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)


def _layer_pixels(table) -> bytes:
    return pygame.image.tobytes(table.drawer._layer._surface, "RGB")


def test_a_table_drawn_in_parts_looks_as_one_drawn_whole(app):
    """A match against the computer at normal speed: the layer is drawn in parts while the
    cards of each move fly, and once they have landed it is the layer drawn whole from
    scratch (labels, score, log, hint line, buttons)."""
    app.settings.anim_speed = "normal"
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 8, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    rng = random.Random(8)
    compared = parts = 0
    for _ in range(3000):
        if app.stack.top is not table or session.state.round_over or compared >= 10:
            break
        draws = table.drawer._layer.draws
        step(app, [])
        parts += table.board.busy and table.drawer._layer.draws == draws + 1
        if table.board.busy or not table._human_may_act():
            continue
        kept = _layer_pixels(table)
        table.drawer.invalidate()
        table.drawer.draw(app.screen)
        assert kept == _layer_pixels(table), f"after move {len(session.state.history)}"
        compared += 1
        table.act(rng.choice(table.legal()))
    assert compared >= 8 and parts >= 8
