"""The Fragments of Nersetti screens at the three window sizes: every card's name shows whole
while there is room, the large preview covers nothing the player needs, the three Kings are told
apart, and a King may be chosen as often as the rules allow."""

from __future__ import annotations

import pygame
import pytest
from expansion_helpers import frames, not_a_king

from game.core.actions import Action
from game.imposter.cards import CARDS
from scenes.imposter.expansion.frame import ExpansionScene
from scenes.imposter.expansion.layout import name_need
from scenes.imposter.expansion.mustering import MusteringScene
from scenes.imposter.expansion_hooks import scene_for
from scenes.imposter.table.paint import ImposterPainter
from scenes.pause import PauseScene
from scenes.session import MatchSession, SeatSetup
from scenes.table.layout import CARD_RATIO

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
FACETS = ("King", "Master Tactician", "Charismatic Leader")


def resize(app, size) -> None:
    from scenes.app import step

    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def move(app, pos) -> None:
    from scenes.app import step

    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click_at(app, pos) -> None:
    from scenes.app import step

    move(app, pos)
    step(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def mustering(app, seed: int = 5, hand: int | None = None) -> MusteringScene:
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session = MatchSession("imposter/fon-full", seats, seed, autosave=False)
    st = session.state
    while st.decision != "muster":
        session.apply(str(not_a_king(st)))
    seat = st.current_seat
    if hand is not None:
        # A hand of another size (the scene draws whatever the view holds).
        del st.hands[seat][hand:]
    scene = scene_for(app, session, seat)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def shown_parts(scene: ExpansionScene, zone: str) -> list[tuple[str, pygame.Rect, int]]:
    """(card name, rect, width left showing) for each card of ``zone``: a card is covered from
    the right by the next card of its row."""
    sprites = sorted(
        (sp for sp in scene.sprites.values() if sp.slot.zone == zone), key=lambda s: s.slot.index
    )
    out = []
    for i, sp in enumerate(sprites):
        r = sp.rect
        shown = r.w
        if i + 1 < len(sprites):
            nxt = sprites[i + 1].rect
            if nxt.y == r.y and nxt.x < r.right:
                shown = nxt.x - r.x
        out.append((scene.cards[sp.cid].name, r, shown))
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", range(5, 10))
def test_every_card_in_the_mustering_hand_and_army_shows_its_whole_name(app, host, size, n):
    resize(app, size)
    scene = mustering(app, hand=n)
    assert scene.rows.size == size
    for zone in ("hand", "army"):
        parts = shown_parts(scene, zone)
        assert parts, zone
        for name, rect, shown in parts:
            need = name_need(scene.painter, rect.w, rect.h, name)
            assert shown >= need, f"{zone} at {size}: {name} shows {shown} px of {need}"
            assert app.screen.get_rect().contains(rect)
            assert rect.right <= scene.main_w  # never under the action panel
    # The room there is is used: the hand's cards are no smaller than a row of them side by
    # side, or overlapping just down to their names, allows.
    hand = shown_parts(scene, "hand")
    ch = hand[0][1].h
    assert ch >= scene.rows.min_h
    assert ch >= {1024: 100, 1280: 140, 1920: 200}[size[0]]


def test_the_room_for_a_name_covers_the_name_as_the_card_art_draws_it(app):
    """``name_need`` is measured against the pixels: a face drawn with its name and without it
    differ in the name band only left of the room it gives."""
    art = app.art
    for name in ("Fool", "Soldier", "Oathbound", "Inquisitor", "Conspiracist", "King's Hand"):
        c = CARDS[name]
        painter = ImposterPainter(app, [c])
        for cw in (96, 120, 160, 230):
            ch = round(cw / CARD_RATIO)
            size = (cw, ch)
            named = art.face(c.name, c.value, c.text, size, keywords=c.keywords)
            blank = art.face(" ", c.value, c.text, size, keywords=c.keywords)
            nx, ny, nw, nh = art.face_layout(size, c.text, bool(c.keywords)).name
            right = -1
            for y in range(round(ny), round(ny + nh)):
                for x in range(cw):
                    if named.get_at((x, y)) != blank.get_at((x, y)):
                        right = max(right, x)
            assert right > nx, (name, cw)  # the name is there to be measured
            assert right < name_need(painter, cw, ch, name), (name, cw, right)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_preview_waits_for_a_rest_and_covers_nothing_needed(app, host, size):
    resize(app, size)
    scene = mustering(app)
    sp = min((s for s in scene.sprites.values() if s.slot.zone == "hand"),
             key=lambda s: s.slot.index)  # fmt: skip
    move(app, (sp.rect.x + 4, sp.rect.centery))
    assert scene.preview_sprite() is None and scene.preview_pending()
    frames(app, 30)  # half a second of rest
    assert scene.preview_sprite() is sp
    r = scene.preview_rect(sp.rect)
    assert r is not None and r.h > sp.rect.h * 1.5
    assert not r.colliderect(sp.rect)
    assert not r.colliderect(scene.cost_rect)  # the cost of the Recruit stays readable
    assert not r.colliderect(scene.side)
    assert app.screen.get_rect().contains(r)
    # Never under a dialog.
    app.stack.push(PauseScene(app, scene.session))
    frames(app)
    assert scene.preview_sprite() is None


def test_the_three_kings_are_captioned_with_their_facet_names(app, host):
    for size in SIZES:
        resize(app, size)
        scene = mustering(app)
        assert set(scene.king_captions) == set(FACETS)
        font = scene.painter.fonts.get("ui", max(11, scene.px(14)))
        for facet, (cap, lines) in scene.king_captions.items():
            assert " ".join(lines) == facet
            for line in lines:
                assert font.size(line)[0] <= cap.w
            assert scene.side.contains(cap.inflate(0, len(lines) * font.get_linesize()))
        rects = [scene.king_captions[f][0] for f in FACETS]
        assert all(not a.colliderect(b) for a in rects for b in rects if a is not b)
        scene.closing = True
        app.stack.pop()


@pytest.fixture
def kings_at_will(monkeypatch):
    """The rules as the full rulebook has them: a new King as often as one likes while
    mustering (whatever the model does today)."""
    from game.imposter import rules

    legal, act = rules.DECISIONS["muster"]

    def many(st, frame):
        acts = [a for a in legal(st, frame) if a.verb != "king"]
        facet = st.fon.facet[frame[1]]
        return acts[:-1] + [Action("king", f) for f in FACETS if f != facet] + acts[-1:]

    monkeypatch.setitem(rules.DECISIONS, "muster", (many, act))


def test_a_king_can_be_chosen_again_and_again_when_the_rules_allow(app, host, kings_at_will):
    scene = mustering(app)
    st = scene.state
    s = scene.seat
    for facet in ("Master Tactician", "Charismatic Leader", "King", "Master Tactician"):
        offered = {f for f in FACETS if scene.click_point(f"king:{f}") is not None}
        assert offered == set(FACETS) - {st.fon.facet[s]}
        click_at(app, scene.click_point(f"king:{facet}"))
        assert scene.selected_king == facet
        click_at(app, scene.click_point("take_king"))
        assert st.fon.facet[s] == facet
        assert scene.selected_king is None
    assert [t for t in scene.sent if t.startswith("king ")] == [
        "king Master Tactician",
        "king Charismatic Leader",
        "king King",
        "king Master Tactician",
    ]
    # Between the choices the other actions stay open, in any order.
    assert scene.click_point("done") is not None


def test_a_resting_mustering_screen_asks_for_no_frames_until_a_preview_is_due(app, host):
    import math

    from scenes.imposter.expansion.preview import PREVIEW_REST

    scene = mustering(app)
    frames(app, 120)  # the deal into the screen settles
    assert not scene.busy
    move(app, (1, 1))  # the pointer on no card
    frames(app, 2)
    assert scene.next_frame_in() == math.inf
    sp = next(sp for sp in scene.sprites.values() if sp.slot.zone == "hand")
    move(app, sp.rect.center)
    wait = scene.next_frame_in()
    assert 0 < wait <= PREVIEW_REST  # a wake-up for the preview, no frames before it
    frames(app, 1, dt=wait + 0.01)
    assert scene.preview_sprite() is sp
    assert scene.next_frame_in() == math.inf
