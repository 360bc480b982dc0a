"""Cards changing size on their way are drawn scaled from a surface the painter keeps
(scenes.table.flight): no face is painted at a size no card rests at, a card at rest is drawn
at its own size, and the scaled copies are kept within bounds."""

from __future__ import annotations

import pygame

from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.flight import STEP, ScaledCards, flight_sizes
from scenes.table.layout import Slot
from scenes.table.scene import TableScene
from scenes.table.sprites import CardSprite, Step


def _flying(t0, t1, flipping=False) -> CardSprite:
    """A sprite a third of the way from a place of size ``t0`` to one of size ``t1``."""
    sp = CardSprite(1, 3, Slot("court"), True)
    sp.active = Step(0.0, 1.0, Slot("court"))
    sp.t0, sp.t1 = (0, 0, *t0), (50, 50, *t1)
    sp.w = t0[0] + (t1[0] - t0[0]) / 3
    sp.h = t0[1] + (t1[1] - t0[1]) / 3
    sp.flip = (0.0, 0.2, None) if flipping else None
    return sp


def test_a_card_at_rest_or_waiting_to_move_is_drawn_at_its_own_size():
    sp = CardSprite(1, 3, Slot("court"), True, w=143.4, h=200.6)
    assert flight_sizes(sp) == ((143, 201), (143, 201))
    sp.steps.append(Step(5.0, 0.3, Slot("hand", 0)))  # a move queued, not begun
    assert flight_sizes(sp) == ((143, 201), (143, 201))


def test_between_two_sizes_a_card_is_scaled_from_the_larger_side_it_showed():
    paint, drawn = flight_sizes(_flying((160, 224), (100, 140)))
    assert paint == (160, 224)
    assert drawn[0] % STEP == 0 and abs(drawn[0] - 140) <= STEP
    assert abs(drawn[1] - drawn[0] * 1.4) <= 1


def test_a_card_turning_over_on_its_way_is_scaled_from_the_size_it_lands_at():
    assert flight_sizes(_flying((160, 224), (100, 140), flipping=True))[0] == (100, 140)


def test_a_card_at_either_end_of_its_way_is_drawn_at_that_size():
    sp = _flying((160, 224), (100, 140))
    sp.w, sp.h = 100, 140
    assert flight_sizes(sp) == ((100, 140), (100, 140))


def test_scaled_copies_are_kept_within_their_bound():
    scaled = ScaledCards(limit=4)
    card = pygame.Surface((100, 140), pygame.SRCALPHA)
    assert scaled.get(card, (100, 140)) is card
    first = scaled.get(card, (60, 84))
    assert first.get_size() == (60, 84) and scaled.get(card, (60, 84)) is first
    for w in range(20, 60, 4):
        scaled.get(card, (w, w * 7 // 5))
    assert len(scaled) == 4


def test_no_face_is_painted_at_a_size_between_two_places(app, monkeypatch):
    """A round at normal speed: each face the painter paints is at the size of a place a card
    lies in (an in-between size painted anew made the slowest frames)."""
    app.settings.anim_speed = "normal"
    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    seats = [SeatSetup("Ana", "computer", "easy"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 4, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    painter = table.painter
    painted: set[tuple[int, int]] = set()
    face = painter.face

    def recording(cid, size, **how):
        key = ("face", painter.cards[cid].label, (int(size[0]), int(size[1])))
        if not any(k[:3] == key for k in painter.cache.data):
            painted.add(key[2])
        return face(cid, size, **how)

    monkeypatch.setattr(painter, "face", recording)
    places: set[tuple[int, int]] = set()
    in_flight = 0
    for _ in range(600):
        if app.stack.top is not table or session.state.round_over:
            break
        step(app, [])
        in_flight += any(sp.in_flight for sp in table.board.sprites)
        for sp in table.board.sprites:
            places.add(table.layout.slot_rect(sp.slot).size)
    assert in_flight > 100, "cards were flying for much of the round"
    assert painted and painted <= places


def test_until_the_size_it_is_painted_at_is_painted_a_card_is_scaled_from_its_other_size(app):
    """A card growing on its way (hand to a larger place) is painted at the larger size; while
    that face is not painted yet, it is drawn scaled from the face of the size it left, and no
    face is painted in that frame."""
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 4, autosave=False)
    table = TableScene(app, session)
    drawer, view = table.drawer, table.drawer.view()
    sp = next(s for s in table.board.sprites if s.face_up and s.cid is not None)
    x, y, w, h = sp.rect
    big = (round(w * 1.3), round(h * 1.3))
    sp.active = Step(table.board.clock, 1.0, sp.slot)
    sp.t0, sp.t1 = (x, y, w, h), (x, y, *big)
    sp.w, sp.h = w * 1.1, h * 1.1
    paint, drawn = flight_sizes(sp)
    assert paint == big
    made = table.painter.cache.made
    left = drawer._painted(sp, view, None, (w, h))  # the face it had, held by the painter
    got = drawer._surface_for(sp, view, None)
    assert table.painter.cache.made == made  # nothing painted
    assert got.get_size() == drawn
    expected = pygame.transform.smoothscale(left, drawn)
    assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    landing = drawer._painted(sp, view, None, big)  # painted (ahead): now drawn from it
    got = drawer._surface_for(sp, view, None)
    expected = pygame.transform.smoothscale(landing, drawn)
    assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    table.close()
