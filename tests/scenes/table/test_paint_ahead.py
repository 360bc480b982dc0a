"""Card surfaces painted ahead (scenes.table.ahead): where a moving card will stop is known from
its path, its surface there is painted in an earlier frame that did little else, and the table
draws the same pictures as it does painting each surface only when it shows."""

from __future__ import annotations

import random

import pygame

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.ahead import resting, stops
from scenes.table.layout import Slot
from scenes.table.scene import TableScene
from scenes.table.sprites import CardSprite, Step


def test_the_stops_of_a_path_are_where_the_card_lies_after_each_step_and_what_it_shows():
    sp = CardSprite(key=1, cid=None, slot=Slot("deck", -1), face_up=False)
    sp.active = Step(0.0, 0.3, Slot("hand", 0, 2, 3))
    sp.flip = (0.1, 0.18, (True, False, 7))  # turns over on the way, showing card 7
    sp.steps = [Step(0.3, 0.3, Slot("court", -1, 0, 1)), Step(0.6, 0.3, Slot("hand", 0), False)]
    got = list(stops(sp))
    assert got == [
        (Slot("hand", 0, 2, 3), True, False, 7),
        (Slot("court", -1, 0, 1), True, False, 7),
        (Slot("hand", 0), False, False, 7),
    ]
    lying = resting(sp, got[1])
    assert (lying.slot, lying.face_up, lying.cid, lying.moving) == (got[1][0], True, 7, False)
    assert sp.face_up is False and sp.cid is None  # the sprite itself is as it was
    sp.leaving = True
    assert list(stops(sp)) == []  # a card on its way out stops nowhere


def _play(app, ahead: bool) -> tuple[dict, int, int]:
    """A seeded match of Ana against the computer at normal speed, the table's frames drawn one
    by one: the screen whenever Ana is to choose (by moves made), the card surfaces painted in
    the frames that showed them, and those painted ahead."""
    app.settings.anim_speed = "normal"
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 5, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    drawer = table.drawer
    early = [0]
    paint_ahead = drawer._paint_ahead

    def counted(view) -> None:
        before = table.painter.cache.made
        if ahead:
            paint_ahead(view)
        early[0] += table.painter.cache.made - before

    drawer._paint_ahead = counted
    rng = random.Random(5)
    start = table.painter.cache.made
    shown: dict[int, bytes] = {}
    for _ in range(2500):
        if app.stack.top is not table or session.state.round_over or len(shown) >= 8:
            break
        step(app, [])
        if table.board.busy or not table._human_may_act():
            continue
        shown[len(session.state.history)] = pygame.image.tobytes(app.screen, "RGB")
        table.act(rng.choice(table.legal()))
    table.close()
    return shown, table.painter.cache.made - start - early[0], early[0]


def test_surfaces_painted_ahead_leave_fewer_to_paint_in_the_frames_and_the_same_pictures(app):
    shown, painted, early = _play(app, ahead=True)
    shown_late, painted_late, early_late = _play(app, ahead=False)
    assert len(shown) >= 6 and early > 0 and early_late == 0
    same = set(shown) & set(shown_late)
    assert len(same) >= 4
    for moves in sorted(same):
        assert shown[moves] == shown_late[moves], f"after {moves} moves"
    assert painted < painted_late
