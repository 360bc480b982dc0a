"""The table's still layer (scenes.table.base_layer) is drawn again in parts: while cards move,
one a frame and none in the frame of a move; with nothing moving, all that is due at once. It
always comes out as drawing it whole would, and whatever changes whom it is drawn for draws it
all at once."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.core.registry import modes
from scenes.app import step
from scenes.games import scenes_for
from scenes.session import MatchSession, SeatSetup
from scenes.table.base_layer import BaseLayer, drawn

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


@pytest.mark.parametrize("mode", ["imposter/2p-base", "peasant/eras", "usurp/3p"])
def test_a_table_drawn_in_parts_looks_as_one_drawn_whole(app, mode):
    """A match against the computer at normal speed: the layer is drawn in parts (labels, the
    side panel around the log, the log) while the cards of each move fly, and once they have
    landed it is the layer drawn whole from scratch (labels, score, log, hint line, buttons)."""
    app.settings.anim_speed = "normal"
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(f"Bot {s}", "computer", "easy") for s in range(1, modes()[mode].seats)
    ]
    session = MatchSession(mode, seats, 8, autosave=False)
    table = scenes_for(session.state).table(app, session)
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
    assert compared >= 5 and parts >= 5


LOG = pygame.Rect(155, 30, 40, 40)  # the log's part of the side panel


class PaintedLog(Painted):
    """A side panel with a log of its own key: the panel around it, the log in it."""

    def __init__(self) -> None:
        super().__init__()
        self.log_key = 0
        self.rest = self.logs = 0

    def paint_rest(self, surf) -> None:
        self.rest += 1
        surf.fill((200, 100 + self.panel_key, 50), pygame.Rect(160, 80, 30, 15))

    def paint_log(self, surf, background, area) -> None:
        self.logs += 1
        surf.blit(background, area, area)
        surf.fill((90, 10 + self.log_key, 200), LOG.inflate(-4, -4))

    def paint_side(self, surf) -> None:
        self.side += 1
        surf.fill((200, 100 + self.panel_key, 50), pygame.Rect(160, 80, 30, 15))
        surf.fill((90, 10 + self.log_key, 200), LOG.inflate(-4, -4))

    def get(self, layer, background, eyes="ana", hold=False, spread=True):
        return layer.get(
            eyes, self.table_key, self.panel_key, background, LAY,
            self.paint_labels, self.paint_side, hold=hold, spread=spread,
            log=(self.log_key, LOG, self.paint_rest, self.paint_log),
        )  # fmt: skip


def test_the_log_is_a_part_of_its_own_and_the_panel_part_leaves_it_as_it_lies():
    bg = _background()
    p = PaintedLog()
    layer = BaseLayer()
    p.get(layer, bg)
    assert (p.side, p.rest, p.logs) == (1, 0, 0)  # drawn whole: the panel with its log
    p.panel_key = p.log_key = 1
    p.get(layer, bg)
    assert (p.rest, p.logs) == (1, 0)  # one part a frame: the panel around the log first
    surf = p.get(layer, bg)
    assert (p.rest, p.logs) == (1, 1)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)
    p.panel_key = 2  # the panel alone: the log is not painted again, and still shows
    surf = p.get(layer, bg)
    assert (p.rest, p.logs) == (2, 1)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)
    p.log_key = 3
    surf = p.get(layer, bg, spread=False)
    assert (p.rest, p.logs) == (2, 2)
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)


class Moving(Painted):
    """Labels that lie elsewhere for each key: a filled box, a blitted word and an outline
    told with ``drawn``."""

    def paint_labels(self, surf) -> None:
        self.labels += 1
        k = self.table_key
        surf.fill((10, 20, 30), pygame.Rect(10 + 20 * k, 10, 20, 10))
        word = pygame.Surface((12, 6), pygame.SRCALPHA)
        word.fill((250, 240, 200, 120))
        surf.blit(word, (5, 40 + 10 * k))
        drawn(surf, pygame.draw.rect(surf, (200, 180, 60), pygame.Rect(60, 50 + 8 * k, 30, 12), 2))


def test_the_labels_part_puts_the_background_back_where_the_last_labels_lay_only():
    bg = _background()
    bg.fill((70, 90, 70), pygame.Rect(100, 80, 20, 10))  # a spot no label covers
    p = Moving()
    layer = BaseLayer()
    surf = p.get(layer, bg)
    surf.fill((1, 2, 3), pygame.Rect(100, 80, 20, 10))  # changed where no label lay
    for k in (1, 2, 0, 3):
        p.table_key = k
        surf = p.get(layer, bg)
        whole = pygame.image.tobytes(p.get(BaseLayer(), bg), "RGB")
        spot = surf.subsurface(pygame.Rect(100, 80, 20, 10)).copy()
        surf.blit(bg, (100, 80), pygame.Rect(100, 80, 20, 10))
        assert pygame.image.tobytes(surf, "RGB") == whole, f"labels {k}"
        assert spot.get_at((0, 0))[:3] == (1, 2, 3)  # left as it lay: not put back
        surf.blit(spot, (100, 80))


def test_the_frame_of_a_move_does_not_ask_what_the_log_shows():
    """The log's words are worked out only when its part may be drawn: not in the frame of a
    move while cards move, but in the next, which draws it when it changed."""
    bg = _background()
    p = PaintedLog()
    layer = BaseLayer()
    asked = []

    def shows():
        asked.append(p.log_key)
        return p.log_key

    def get(hold):
        return layer.get(
            "ana", p.table_key, p.panel_key, bg, LAY, p.paint_labels, p.paint_side,
            hold=hold, spread=True, log=(shows, LOG, p.paint_rest, p.paint_log),
        )  # fmt: skip

    get(False)
    p.log_key = 1
    asked.clear()
    get(True)
    assert asked == [] and p.logs == 0
    surf = get(False)
    assert asked == [1] and p.logs == 1
    assert pygame.image.tobytes(surf, "RGB") == _whole(p, bg)
