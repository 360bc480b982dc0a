"""The table of each game at each text size (1280x720, and 1024x640 at the largest): the words
grow with the setting and none is cut short. In seeded positions of every game the frame's
words are drawn whole (no ellipsis, every seat's name whole), the side panel's buttons hold
their labels, The Imposter Kings' row labels lie whole in the table and over no card, and the
prompt's choice buttons lie in the table, each label whole inside its button, none over another.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from overlap_helpers import rects
from test_choice_rows_every_game import _prompts

from game.core.registry import new_match
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.kit import kit_for
from scenes.table.panel_draw import PANEL_LABELS
from scenes.table.scene import TableScene

TEXT_SIZES = ("normal", "large", "larger")
CASES = [((1280, 720), t) for t in TEXT_SIZES] + [((1024, 640), "larger")]
NAMES = ["Ana", "Bartholomew", "Constance", "Desmond", "Evangeline", "Fitzgerald", "Gwen", "Hal"]
# (mode, seed, actions): a two-seat table of each game, and tables of three to five seats.
POSITIONS = [
    ("imposter/2p-base", 1, 12),
    ("imposter/cutthroat", 1, 20),
    ("imposter/2v2", 1, 30),
    ("imposter/fon-full", 1, 40),
    ("peasant/eras", 1, 12),
    ("peasant/eras", 2, 40),
    ("usurp/3p", 1, 12),
    ("usurp/5p", 1, 20),
]


def played(mode_id: str, seed: int, actions: int):
    st = new_match(mode_id, seed)
    rng = random.Random(seed)
    while len(st.history) < actions and st.legal_actions():
        st.apply(rng.choice(st.legal_actions()))
    return st


def table_at(app, st, size, text_size: str) -> TableScene:
    app.set_text_size(text_size)
    if app.size != size:
        import pygame

        step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    seats = [
        SeatSetup(NAMES[s], "human") if s == 0 else SeatSetup(NAMES[s], "computer", "easy")
        for s in range(st.num_seats)
    ]
    session = MatchSession(st.mode.id, seats, 7, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(3):
        step(app, [])
    return table


def drawn_words(app, table) -> list[tuple[str, int]]:
    """(words, size) of every text the table paints in a whole frame drawn anew."""
    seen: list[tuple[str, int]] = []
    paint = table.painter.text

    def noted(s, role, px, rgb):
        seen.append((s, px))
        return paint(s, role, px, rgb)

    table.painter.text = noted
    try:
        table.drawer.invalidate()
        step(app, [])
    finally:
        del table.painter.text
    return seen


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=lambda c: str(c))
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: f"{p[0]}-{p[1]}-{p[2]}")
def test_every_word_of_the_table_is_drawn_whole(app, position, size, text_size):
    table = table_at(app, played(*position), size, text_size)
    words = drawn_words(app, table)
    assert words
    assert not [w for w, _ in words if "\u2026" in w]
    # Every seat's name is drawn whole somewhere (Usurp the King cuts a name with a full stop).
    said = " ".join(w for w, _ in words)
    assert all(NAMES[s] in said for s in range(table.n)), said
    if position[0].startswith("usurp"):
        assert "Ana (you)" in [w for w, _ in words]  # the seat box's name, not "Ana (yo."
    lay = table.layout
    font = table.painter.fonts.get("ui", lay.font_px)
    for name, rect in lay.panel_buttons.items():
        assert font.size(PANEL_LABELS[name])[0] <= rect.w - 4, (name, rect)
        assert lay.panel.contains(rect)


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=lambda c: str(c))
@pytest.mark.parametrize("position", [p for p in POSITIONS if p[0].startswith("imposter")],
                         ids=lambda p: f"{p[0]}-{p[1]}-{p[2]}")  # fmt: skip
def test_the_imposter_kings_row_labels_are_whole_and_over_no_card(app, position, size, text_size):
    from scenes.imposter.table.labels import row_labels

    table = table_at(app, played(*position), size, text_size)
    lay = table.layout
    cards = [
        (zone, seat, r)
        for (zone, seat), n in lay.counts.items()
        if n
        for r in rects(lay, zone, seat)
    ]
    for label in row_labels(table):
        font = table.painter.fonts.get("ui", label.px)
        assert "\u2026" not in label.text and font.size(label.text)[0] <= label.rect.w, label
        assert lay.table.contains(label.rect), label
        assert not [(z, s) for z, s, r in cards if r.colliderect(label.rect)], label


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("mode_id", ["imposter/2p-base", "imposter/2v2", "peasant/eras",
                                     "usurp/3p", "usurp/teams-6"])  # fmt: skip
def test_the_choice_buttons_hold_their_labels_at_every_text_size(app, mode_id, text_size):
    app.set_text_size(text_size)
    state = new_match(mode_id, 1)
    kit = kit_for(state)
    rng = random.Random(1)
    faults = []
    for _ in range(40):
        if not state.legal_actions() or state.current_seat is None:
            break
        seat = state.current_seat
        for size in ((1280, 720), (1024, 640)):
            faults += _row_faults(app, kit, state, seat, size)
        state.apply(rng.choice(state.legal_actions()))
    assert not faults, faults[:5]


def _row_faults(app, kit, state, seat: int, size) -> list[str]:
    painter = kit.painter(app, state)
    scene = SimpleNamespace(n=state.num_seats, viewer=seat, state=state, board=None,
                            painter=painter, prompt=None, app=app)  # fmt: skip
    scene.layout = kit.layout(scene, size)
    lay = scene.layout
    drawer = kit.drawer(scene)
    faults = []
    for prompt in _prompts(kit, state, seat, None):
        if not prompt.buttons:
            continue
        scene.prompt = prompt
        row = drawer.row_buttons()
        for (label, _action), b in zip(prompt.buttons, row, strict=True):
            font = painter.fonts.get("ui", b.px)
            if not lay.table.contains(b.rect):
                faults.append(f"{size} {label!r} leaves the table")
            if " ".join(b.lines).split() != label.split():
                faults.append(f"{size} {label!r} is drawn as {b.lines}")
            if any(font.size(line)[0] > b.rect.w for line in b.lines):
                faults.append(f"{size} {label!r} is wider than its button")
        rs = [b.rect for b in row]
        if any(r.colliderect(o) for i, r in enumerate(rs) for o in rs[i + 1 :]):
            faults.append(f"{size} buttons overlap")
    return faults


@pytest.mark.parametrize("mode_id", ["imposter/2p-base", "peasant/eras", "usurp/3p"])
def test_the_tables_words_are_larger_at_a_larger_text_size(app, mode_id):
    heights = []
    for text_size in TEXT_SIZES:
        table = table_at(app, played(mode_id, 1, 12), (1280, 720), text_size)
        lay = table.layout
        font = table.painter.fonts.get("ui", lay.font_px)
        heights.append(font.render("Hg", True, (255, 255, 255)).get_bounding_rect().h)
        app.stack.pop()
    assert heights[0] < heights[1] < heights[2], heights


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=lambda c: str(c))
@pytest.mark.parametrize(("mode_id", "seats"), [("imposter/2p-base", 2), ("peasant/eras", 2),
                                                ("usurp/3p", 3)])  # fmt: skip
def test_the_review_says_every_line_whole_in_its_place(app, monkeypatch, mode_id, seats, size,
                                                       text_size):  # fmt: skip
    from game.ai.search import Budget
    from scenes import review as review_scene

    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", Budget(iterations=8, early_stop=False))
    review_scene._CACHE.clear()
    app.set_text_size(text_size)
    if app.size != size:
        import pygame

        step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    people = [SeatSetup(NAMES[s], "human" if s == 0 else "computer", "hard") for s in range(seats)]
    session = MatchSession(mode_id, people, seed=5, autosave=False)
    session.recorded = True
    rng = random.Random(5)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))
    scene = review_scene.ReviewScene(app, review_scene.from_session(session))
    app.stack.push(scene)
    for _ in range(12):
        step(app, [])
    lay = scene.layout
    words = scene.review_words
    assert words
    nav, *panel = words
    assert lay.table.contains(nav[1]), nav
    for text, rect in panel:
        assert lay.panel.contains(rect), (text, rect)
    # Every line about the decision shown is drawn (none dropped for want of room).
    said = [text for text, _ in panel]
    assert all(
        line in said
        for line, _ in scene._decision_lines(
            lay.panel.w - 2 * max(6, round(lay.panel.w * 0.04)), lay.small_px
        )
    )


def test_a_text_size_chosen_over_the_table_redraws_the_table_at_once(app):
    """Settings opened from the pause menu: the table under them lays itself out and paints
    its words anew at the size chosen (nothing kept from the frames before)."""
    from scenes.settings_scene import SettingsScene

    table = table_at(app, played("imposter/2p-base", 1, 12), (1280, 720), "normal")
    before = table.layout.font_px
    app.stack.push(SettingsScene(app))
    step(app, [])
    app.stack.top.on_button("text_size:2")
    app.stack.pop()
    assert app.stack.top is table
    assert table.layout.text == 1.4 and table.layout.font_px > before
    seen: list[int] = []
    paint = table.painter.text
    table.painter.text = lambda s, role, px, rgb: seen.append(px) or paint(s, role, px, rgb)
    try:
        step(app, [])
    finally:
        del table.painter.text
    assert table.layout.font_px in seen


@pytest.mark.parametrize(("size", "text_size"), CASES, ids=lambda c: str(c))
def test_the_guided_first_games_note_lies_whole_in_the_table(app, size, text_size):
    table = table_at(app, played("imposter/tutorial", 1, 0), size, text_size)
    guide = table.guide
    assert guide is not None and guide.current is not None
    lay = table.layout
    assert lay.table.contains(guide.note) and guide.note.contains(guide.ok)
    assert guide.note.w >= round(300 * lay.scale)
