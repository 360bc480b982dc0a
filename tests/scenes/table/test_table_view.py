"""What the table shows a player: the hover preview, a readable hand, piles and labels, the
help overlay and the end-of-round reveal."""

from __future__ import annotations

import pygame
import pytest

from game.imposter.positions import build
from scenes import widgets
from scenes.app import step
from scenes.pause import PauseScene
from scenes.session import MatchSession, SeatSetup
from scenes.table.draw import HOVER_DELAY
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
# Long names first: the fan must keep each of them whole.
NAMES = [
    "Inquisitor", "Oathbound", "King's Hand", "Princess", "Assassin", "Warlord", "Soldier",
    "Sentry", "Mystic",
]  # fmt: skip


def _position_table(app, st, size=None):
    if size is not None:
        w, h = size
        step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    session = MatchSession("imposter/2p-base", SOLO, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return session, table


def _move(app, pos) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def _rest(app, seconds: float) -> None:
    for _ in range(round(seconds * 60) + 1):
        step(app, [])


def test_hover_preview_waits_for_a_rest_then_covers_no_part_of_the_table(app):
    st = build(hands=[["Fool", "Princess", "Queen"], ["Elder"]], court=["Soldier"], to_move=0)
    _session, table = _position_table(app, st)
    lay = table.layout
    card = table.drawer.hand_sprites()[1]
    before = app.screen.copy()
    _move(app, card.rect.center)
    assert not table.drawer._rested(card, False)  # just arrived: nothing opens yet
    _rest(app, HOVER_DELAY)
    assert table.drawer._hover is not None and table.drawer._hover[2]
    after = app.screen.copy()
    # The Court, the Throne and the prompt are drawn exactly as with the pointer away.
    for zone in (lay.court_row.inflate(0, lay.court_row.h), lay.prompt):
        assert _pixels(before, zone) == _pixels(after, zone)
    # The preview lies in the side panel, over the log.
    assert lay.panel.contains(lay.preview_rect)
    assert _pixels(before, lay.preview_rect) != _pixels(after, lay.preview_rect)


def test_sweeping_across_the_hand_opens_no_preview(app):
    st = build(hands=[["Fool", "Princess", "Queen", "Elder"], ["Elder"]], court=["Soldier"])
    _session, table = _position_table(app, st)
    for sp in table.drawer.hand_sprites():
        _move(app, sp.rect.center)
        _rest(app, HOVER_DELAY / 3)
        assert not table.drawer._hover[2]


def test_no_preview_or_raised_card_under_a_dialog(app):
    st = build(hands=[["Fool", "Princess", "Queen"], ["Elder"]], court=["Soldier"], to_move=0)
    session, table = _position_table(app, st)
    card = table.drawer.hand_sprites()[0]
    _move(app, card.rect.center)
    _rest(app, HOVER_DELAY)
    assert table.drawer._hover[2]
    app.stack.push(PauseScene(app, session))
    _rest(app, HOVER_DELAY)
    assert table.covered()
    assert table.drawer._hover is None
    app.stack.pop()
    step(app, [])
    assert not table.drawer._hover[2]  # back at the table: a fresh rest is needed


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("mode_id", "n"),
    [("imposter/2p-base", n) for n in (5, 6, 7, 8)] + [("imposter/fon-2-army", 9)],
)
def test_every_name_in_a_hand_the_mode_deals_shows_whole(app, size, mode_id, n):
    # (up to the mode's deal: 8 in the base game, 9 in Fragments of Nersetti, its Army beside)
    st = build(mode_id, hands=[NAMES[:n], ["Elder"]], court=["Fool"], to_move=0)
    _session, table = _position_table(app, st, size)
    lay = table.layout
    hand = table.drawer.hand_sprites()
    assert len(hand) == n
    for sp, nxt in zip(hand, hand[1:], strict=False):
        shown = nxt.rect.x - sp.rect.x
        need = table.painter.name_extent(sp.cid, sp.rect.size)
        assert shown >= need, (size, n, st.cards[sp.cid].name, shown, need)
    # All of it on the table, clear of the King, Successor and Dungeon places.
    assert all(lay.table.contains(sp.rect) for sp in hand)
    dungeon = table.board.kings[0].rect.unionall(
        [lay.anchor("successor", 0), lay.anchor("dungeon", 0)]
    )
    assert hand[0].rect.x > dungeon.right


def test_a_short_hand_keeps_the_size_of_a_full_deal(app):
    # One size for the round: the hand's faces never switch kind as it empties.
    heights = []
    for n in (8, 4):
        st = build(hands=[NAMES[:n], ["Elder"]], court=["Fool"], to_move=0)
        _session, table = _position_table(app, st, (1920, 1080))
        heights.append({sp.rect.h for sp in table.drawer.hand_sprites()})
        app.stack.pop()
    assert heights[0] == heights[1] and len(heights[0]) == 1


def _drawn_texts(table, app) -> list[str]:
    """Every string the table draws in one full frame (its cached layer redrawn too)."""
    seen: list[str] = []
    real = table.drawer._text

    def record(s, *args, **kwargs):
        seen.append(s)
        return real(s, *args, **kwargs)

    table.drawer._text = record
    table.drawer.invalidate()
    table.drawer.draw(app.screen)
    table.drawer._text = real
    return seen


def test_squire_lies_beside_the_successor_and_is_named_under_it(app):
    st = build(
        "imposter/fon-full", hands=[["Fool", "Queen", "Elder"], ["Soldier", "Sentry"]],
        court=["Judge"], successors=["Princess", "Warlord"], dungeons=["Mystic", "Zealot"],
        squires=["Inquisitor", "Oathbound"], facets=("Master Tactician", "Master Tactician"),
    )  # fmt: skip
    _session, table = _position_table(app, st)
    lay = table.layout
    for seat in (0, 1):
        succ, squire, dungeon = (lay.anchor(z, seat) for z in ("successor", "squire", "dungeon"))
        assert succ.right < squire.x and squire.right < dungeon.x
    assert _drawn_texts(table, app).count("Squire") == 2


def test_quickplay_draws_no_dungeon_place(app):
    st = build("imposter/quickplay-1", hands=[["Fool", "Queen"], ["Elder"]], court=["Soldier"])
    _session, table = _position_table(app, st)
    texts = _drawn_texts(table, app)
    assert "Dungeon" not in texts and "Successor" in texts
    base = build(hands=[["Fool", "Queen"], ["Elder"]], court=["Soldier"])
    app.stack.pop()
    _session, table = _position_table(app, base)
    assert "Dungeon" in _drawn_texts(table, app)


def test_a_computer_thinking_is_said_once(app, monkeypatch):
    monkeypatch.setattr(TableScene, "_ask_ai", lambda self: None)  # it keeps thinking
    st = build(hands=[["Fool", "Queen"], ["Elder", "Judge"]], court=["Soldier"], to_move=1)
    session, table = _position_table(app, st)
    assert session.state.current_seat == 1
    texts = _drawn_texts(table, app)
    assert sum("thinking" in t for t in texts) == 1


@pytest.mark.parametrize("size", SIZES)
def test_piles_and_rows_never_cover_each_others_labels(app, size):
    st = build(
        "imposter/fon-full",
        hands=[["Fool", "Queen", "Elder", "Judge"], ["Soldier", "Sentry"]],
        court=["Warlord", "Princess"], successors=["Zealot", None], dungeons=["Mystic", None],
        antechambers=[["Inquisitor"], ["Oathbound"]], condemned=[["King's Hand"], ["Assassin"]],
        exhausts=[["Aegis#0"], ["Aegis#1"]],
    )  # fmt: skip
    # Cards given up and removed from the round, and a revealed card, at the Court's right.
    for _ in range(3):
        st.removed.append(st.unused.pop())
    st.reveal.append(st.unused.pop())
    _session, table = _position_table(app, st, size)
    view = table.drawer.view()
    labels = table.drawer.row_labels() + table.drawer.pile_labels(view)
    names = [t for _, t in labels]
    assert "Removed from the round (3)" in names and "Revealed" in names
    for i, (r, text) in enumerate(labels):
        for r2, text2 in labels[i + 1 :]:
            assert not r.colliderect(r2), (text, text2)
        for sp in table.board.all_sprites():
            assert not r.colliderect(sp.rect), (text, sp.slot)


@pytest.mark.parametrize("size", SIZES)
def test_scoring_reviews_every_hidden_card_before_the_next_deal(app, size):
    from scenes.scoring import ScoringScene

    st = build(
        hands=[["Queen", "Elder"], ["Fool", "Judge"]], court=["Sentry"],
        successors=[None, "Soldier"], dungeons=["Mystic", "Zealot"], kings_up=(True, False),
    )  # fmt: skip
    session, table = _position_table(app, st, size)
    session.apply("play Queen")  # Lady Vesna cannot answer the Queen: the round ends
    assert session.state.round_over
    scoring = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scoring)
    drawn: list[str] = []
    original = widgets.blit_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    widgets.blit_text = record
    try:
        step(app, [])
    finally:
        widgets.blit_text = original
    rows = dict(scoring.reveal_rows())
    assert rows["Lady Vesna"] == "Hand: Fool, Judge.  Successor: Soldier.  Dungeon: Zealot."
    assert rows["Alice"] == "Hand: Elder.  Dungeon: Mystic."
    assert "What was hidden" in drawn and any("Zealot" in t for t in drawn)
    assert app.screen.get_rect().contains(scoring.panel)


@pytest.mark.parametrize(
    "press",
    [
        {"key": pygame.K_F1, "unicode": "", "mod": 0},
        {"key": pygame.K_SLASH, "unicode": "?", "mod": pygame.KMOD_LSHIFT},
    ],
)
def test_question_mark_or_f1_lists_the_keys_until_any_key_or_click(app, press):
    from scenes.imposter.kit import KIT
    from scenes.table.help import KeysScene

    st = build(hands=[["Fool", "Princess", "Queen"], ["Elder"]], court=["Soldier"], to_move=0)
    session, table = _position_table(app, st)
    step(app, [pygame.event.Event(pygame.KEYDOWN, scancode=0, **press)])
    assert isinstance(app.stack.top, KeysScene)
    listed = " ".join(k for k, _ in KIT.keys)
    for key in ("1 - 9", "Enter", "Space", "H", "M", "Esc", "Backspace", "F1", "Tab"):
        assert key in listed
    # A key closes it and does nothing else: H asks for no hint, the table keeps its state.
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)])
    step(app, [])
    assert app.stack.top is table and table.hint is None
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, unicode="", mod=0, scancode=0)])
    click_at = table.click_point("play Queen")
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_at, button=1)])
    assert app.stack.top is table and len(session.state.hands[0]) == 3  # no Queen played


def test_quickplay_log_sets_no_dungeons(app):
    session = MatchSession("imposter/quickplay-1", SOLO, 3, autosave=False)
    st = session.state
    while st.decision != "turn":
        st.apply(str(st.legal_actions()[0]))
    table = TableScene(app, session)
    texts = [t for t, _ in table.log.lines(0)]
    assert "Successors are set. Play begins." in texts
    assert not any("Dungeon" in t for t in texts)


@pytest.mark.parametrize("size", SIZES)
def test_a_short_hand_lies_side_by_side(app, size):
    st = build(hands=[["Elder", "Fool", "Warlord"], ["Queen"]], court=["Zealot"], to_move=0)
    _session, table = _position_table(app, st, size)
    hand = table.drawer.hand_sprites()
    assert all(b.rect.x >= a.rect.right for a, b in zip(hand, hand[1:], strict=False))


LONG_COURT = [
    "Fool", "Zealot", "Elder", "Oathbound", "Inquisitor", "Soldier", "Judge", "Oathbound",
    "Inquisitor", "Soldier",
]  # fmt: skip


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("length", [7, 10])
def test_face_up_court_cards_keep_their_names_in_view(app, size, length):
    court = LONG_COURT[:length]
    st = build(hands=[["Queen", "Sentry"], ["Elder", "Mystic"]], court=court, disgraced=[0, 2])
    _session, table = _position_table(app, st, size)
    row = table.board.zones[("court", -1)]
    assert len(row) == len(court)
    # The Throne keeps its full size, however long the Court.
    assert row[-1].rect.size == table.layout.card_size("court")
    for sp, nxt in zip(row, row[1:], strict=False):
        if sp.cid in st.disgraced:
            continue
        need = table.painter.name_extent(sp.cid, sp.rect.size)
        assert nxt.rect.x - sp.rect.x >= need, (size, st.cards[sp.cid].name)


@pytest.mark.parametrize("size", SIZES)
def test_exhausted_cards_keep_their_names_in_view(app, size):
    st = build(
        "imposter/fon-2-army", hands=[["Queen", "Sentry", "Fool"], ["Elder", "Mystic"]],
        court=["Zealot"],
        exhausts=[
            ["Army Soldier", "Army Elder", "Army Inquisitor", "Army Oathbound"],
            ["Army Soldier", "Aegis"],
        ],
    )  # fmt: skip
    _session, table = _position_table(app, st, size)
    for seat in (0, 1):
        row = table.board.zones[("exhaust", seat)]
        assert row
        for sp, nxt in zip(row, row[1:], strict=False):
            assert nxt.rect.x - sp.rect.x >= table.painter.name_extent(sp.cid, sp.rect.size)


def _hand_names_whole(table) -> bool:
    hand = table.drawer.hand_sprites()
    return all(
        nxt.rect.x - sp.rect.x >= table.painter.name_extent(sp.cid, sp.rect.size)
        for sp, nxt in zip(hand, hand[1:], strict=False)
    )


def test_the_hand_has_its_room_before_the_exhausted_row_spreads(app, monkeypatch):
    # Five Exhausted cards beside a hand of six at 1280x720: spreading the row to show its
    # names would squeeze the hand over its own names, so the row lies close.
    st = build(
        "imposter/fon-2-army",
        hands=[["Queen", "Sentry", "Fool", "Warlord", "Princess", "Judge"], ["Elder"]],
        court=["Zealot"],
        exhausts=[["Army Soldier", "Army Elder", "Army Inquisitor", "Army Oathbound", "Aegis"], []],
    )  # fmt: skip
    _session, table = _position_table(app, st, (1280, 720))
    assert not table.layout._rows_readable(0)
    assert _hand_names_whole(table)

    from scenes.imposter.table.layout import ImposterLayout

    monkeypatch.setattr(ImposterLayout, "_rows_readable", lambda self, seat: True)
    table.on_resize((1280, 720))
    table._sync_view()
    step(app, [])
    assert not _hand_names_whole(table)


@pytest.mark.parametrize("width", [70, 91, 120, 171])
@pytest.mark.parametrize("name", ["Fool", "Inquisitor", "King's Hand", "Oathbound"])
def test_a_face_has_no_ink_of_its_name_past_its_name_extent(app, width, name):
    from game.imposter.cards import card

    c = card(name)
    size = (width, round(width * 7 / 5))
    art = app.art
    face = art.face(c.name, c.value, c.text, size, keywords=c.keywords)
    extent = art.name_extent(c.name, size)
    assert extent < width
    nx, ny, nw, nh = art.face_layout_name(size)
    dark = 0
    for x in range(extent, round(nx + nw)):
        for y in range(round(ny), round(ny + nh)):
            r, g, b, *_ = face.get_at((x, y))
            dark += r + g + b < 240
    assert dark == 0


def test_a_fan_lies_side_by_side_then_closes_up_to_the_names_then_squeezes_evenly():
    from scenes.table.layout import fan

    assert fan([10, 20], [30, 30], 100) == [30, 30]  # room enough: side by side
    assert fan([10, 20], [30, 30], 45) == [20, 25]  # each closes up by the same share
    assert fan([10, 20], [30, 30], 30) == [10, 20]  # exactly the names
    assert fan([10, 20], [30, 30], 15) == [5, 10]  # no room even for that: squeezed evenly


@pytest.mark.parametrize("size", SIZES)
def test_the_hover_preview_says_a_long_card_text_whole(app, size, monkeypatch):
    # The Oathbound and the King's Hand have the longest texts of the base deck: the card in
    # the preview gives up height so that every line of its words is drawn.
    st = build(hands=[["Oathbound", "King's Hand", "Fool"], ["Elder"]], court=["Soldier"])
    _session, table = _position_table(app, st, size)
    drawer = table.drawer
    drawn = []
    real = drawer._draw_lines

    def record(surface, lines, rect):
        drawn.append(drawer._lines_height(lines, rect.h) == drawer._lines_height(lines, 10**6))
        real(surface, lines, rect)

    monkeypatch.setattr(drawer, "_draw_lines", record)
    for sp in drawer.hand_sprites()[:2]:
        _move(app, sp.rect.center)
        _rest(app, HOVER_DELAY)
        assert drawer._hover is not None and drawer._hover[2]
    assert drawn and all(drawn)


@pytest.mark.parametrize("mode_id", ["imposter/2p-base", "imposter/cutthroat", "imposter/2v2"])
def test_the_hover_preview_leaves_most_of_the_log_in_view(app, mode_id):
    # Play-test finding 19: the preview covered the log. It now starts at the panel's top, over
    # the score track, and ends at a log line's edge.
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    names = ["Ana", "Bob", "Cleo", "Dara"]
    n = {"imposter/2p-base": 2, "imposter/cutthroat": 3}.get(mode_id, 4)
    seats = [SeatSetup(names[0], "human")] + [SeatSetup(x, "computer", "easy") for x in names[1:n]]
    table = TableScene(app, MatchSession(mode_id, seats, 3, autosave=False))
    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        table.on_resize(size)
        lay = table.layout
        assert lay.panel.contains(lay.preview_rect)
        assert lay.preview_rect.y == lay.score_rect.y
        assert lay.log_rect.bottom - lay.preview_rect.bottom >= lay.log_rect.h * 0.5, size
    table.close()
