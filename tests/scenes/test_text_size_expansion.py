"""The Mustering and Signature scenes at 1280x720 at each text size (and 1024x640 at the
largest): the side panel holds all it lays out above its foot, every button lies in the panel
with its label at a size that fits it, and the words grow with the setting."""

from __future__ import annotations

import pytest
from expansion_helpers import frames, not_a_king

from scenes.imposter.expansion_hooks import scene_for
from scenes.session import MatchSession, SeatSetup

TEXT_SIZES = ("normal", "large", "larger")
CASES = [((1280, 720), t) for t in TEXT_SIZES] + [((1024, 640), "larger")]


def opened(app, host, mode_id: str, size, text_size: str, decision: str | None = None):
    """The first scene of ``mode_id``'s Fragments that a seat opens (for ``decision``, when
    given), at ``text_size``."""
    import pygame

    from scenes.app import step

    app.set_text_size(text_size)
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bartholomew", "human")]
    session = MatchSession(mode_id, seats, 5, autosave=False)
    st = session.state
    for _ in range(200):
        scene = scene_for(app, session, st.current_seat)
        if scene is not None and decision in (None, st.decision):
            break
        session.apply(str(not_a_king(st)))
    app.stack.push(scene)
    frames(app, 3)
    return scene


def _label_fits(scene, b) -> bool:
    """The button's label fits it at the size it is drawn at (``draw_button`` sets a long
    one smaller, never below the normal text size's here)."""
    px = scene.px(19 if b.big else 16)
    font = scene.painter.fonts.get("ui", px)
    return font.size(b.label)[0] <= b.rect.w - scene.px(10)


SCENES = [("imposter/fon-full", "muster"), ("imposter/fon-3-signatures", None)]


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=str)
@pytest.mark.parametrize(("mode_id", "decision"), SCENES)
def test_the_side_panel_holds_its_words_and_buttons(app, host, mode_id, decision, size,
                                                     text_size):  # fmt: skip
    scene = opened(app, host, mode_id, size, text_size, decision)
    assert decision is None or scene.state.decision == decision
    side = scene.side
    assert scene.buttons
    for b in scene.buttons:
        assert side.contains(b.rect), (b.label, b.rect, side)
        assert _label_fits(scene, b), b.label
    bottom = getattr(scene, "_panel_bottom", None)
    if bottom is not None:  # the Mustering panel, laid out from its top
        assert bottom <= side.bottom - scene.px(8)
    assert not [
        (a.label, b.label)
        for i, a in enumerate(scene.buttons)
        for b in scene.buttons[i + 1 :]
        if a.rect.colliderect(b.rect)
    ]


@pytest.mark.parametrize(("mode_id", "decision"), SCENES)
def test_the_scenes_words_grow_with_the_text_size(app, host, mode_id, decision):
    heights = []
    for text_size in TEXT_SIZES:
        scene = opened(app, host, mode_id, (1280, 720), text_size, decision)
        font = scene.painter.fonts.get("ui", scene.tx(15))
        heights.append(font.render("Hg", True, (255, 255, 255)).get_bounding_rect().h)
        app.stack.pop()
    assert heights[0] < heights[1] < heights[2], heights
