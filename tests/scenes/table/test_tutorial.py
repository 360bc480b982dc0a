"""The guided first game at the table: the menu starts it, each pointer shows once, in order, at
its first happening, the table waits while one shows, and glossary words in the prompt and the
log show their meaning when the pointer rests on them."""

from __future__ import annotations

import pygame
from table_helpers import click, key, note_misfits

from game.ai.players import make_player
from game.imposter import glossary
from game.imposter.tutorial import FIRST_GAME, TUTORIAL_MODE
from scenes import storage
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.menu import MenuScene
from scenes.table.scene import TableScene

ORDER = ["true_king", "accused", "successor", "court", "throne", "value", "disgrace", "king_flip",
         "antechamber"]  # fmt: skip


def _start(app) -> TableScene:
    table = TableScene(app, TutorialSession(FIRST_GAME))
    app.stack.push(table)
    step(app, [])
    return table


def _human_move(table) -> str:
    st = table.state
    return str(make_player("easy", (st.seed * 7 + len(st.history)) % 2**31).choose(st, 0))


def _play_round_one(app, table, on_pointer=None) -> list[tuple[str, int]]:
    """Round 1 through the table: pointers read away with a click, the newcomer's moves as the
    Easy computer would make them. Returns (pointer id, moves made when it showed)."""
    seen = []
    for _ in range(2000):
        if table.state.round_no > 1 or app.stack.top is not table:
            break
        step(app, [])
        p = table.guide.current
        if p is not None:
            seen.append((p.id, len(table.state.history)))
            if on_pointer:
                on_pointer(p)
            # (the wrap-up is read away only by its buttons: play on)
            click(app, table.guide.buttons["on"].center if p.kind == "wrap_up" else (5, 5))
            continue
        st = table.state
        if st.current_seat == 0 and table._human_may_act() and not table.board.busy:
            table.act(_human_move(table))
    return seen


def test_learn_to_play_on_the_menu_starts_the_tutorial_and_keeps_the_saved_match(app):
    from scenes.session import MatchSession, SeatSetup

    saved = MatchSession("imposter/2p-base", [SeatSetup("Bob", "human"),
                                              SeatSetup("Lady Vesna", "computer")], 5)  # fmt: skip
    saved.save()
    before = storage.saved_path(saved.match_id).read_text()
    app.to_menu()
    step(app, [])
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "learn" in menu.buttons
    menu.on_button("learn")
    step(app, [])
    # The Imposter Kings has several guided games: Learn to play asks which.
    app.stack.top.on_button(f"learn:{FIRST_GAME.id}")
    step(app, [])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None
    assert table.session.mode_id == TUTORIAL_MODE
    assert [s.kind for s in table.session.seats] == ["human", "computer"]
    assert table.session.seats[1].level == "easy"
    table.act(table.state.legal_actions()[0].__str__())
    assert storage.saved_path(saved.match_id).read_text() == before


def test_each_pointer_shows_once_in_order_at_its_first_happening(app, fake_scoring):
    table = _start(app)
    misfits: list = []
    seen = _play_round_one(app, table, lambda p: misfits.extend(note_misfits(table)))
    assert not misfits, misfits  # each note clear of its target, the prompt and the hand
    assert [i for i, _ in seen] == ORDER + ["wrap_up"]
    assert table.guide.shown == ORDER + ["wrap_up"]  # none shown twice
    assert table.guide.tutorial.finished
    # The same moments at the same moves as the script's own run of this deal.
    from game.core.registry import new_match
    from game.core.tutorial import Tutorial

    replay = new_match(TUTORIAL_MODE)
    tut = Tutorial(FIRST_GAME, 0)
    at = {p.id: 0 for p in tut.observe([], replay.view(0), replay.cards)}
    for text in table.state.history:
        for p in tut.observe(replay.apply(text), replay.view(0), replay.cards):
            at[p.id] = len(replay.history)
        if tut.finished:
            break
    assert dict(seen) == at


def test_the_table_waits_while_a_pointer_shows_and_the_click_plays_nothing(app):
    table = _start(app)
    assert table.guide.current.id == "true_king"
    moves = len(table.state.history)
    for _ in range(20):
        step(app, [], dt=0.2)
    assert table.guide.current.id == "true_king"
    assert len(table.state.history) == moves
    # A click on one of the choices only reads the note away.
    target = table.click_point(table.legal()[0])
    click(app, target)
    assert len(table.state.history) == moves
    assert table.guide.current is None or table.guide.current.id != "true_king"


def test_enter_reads_a_pointer_away(app):
    table = _start(app)
    key(app, pygame.K_RETURN)
    assert table.guide.shown[0] == "true_king"
    assert table.guide.current is None or table.guide.current.id != "true_king"


def test_pointer_note_sits_beside_its_zone_inside_the_table(app):
    table = _start(app)
    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        app.resize(size) if hasattr(app, "resize") else None
        table.on_resize(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        target = table.guide.zone_rect(table.guide.current)
        assert table.layout.table.contains(table.guide.note)
        assert not table.guide.note.colliderect(target)


def _rest_on(app, table, pos, seconds=0.5):
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    for _ in range(int(seconds / 0.1) + 1):
        step(app, [], dt=0.1)


def test_a_glossary_word_in_the_prompt_shows_its_meaning_on_hover(app):
    table = _start(app)
    key(app, pygame.K_RETURN)  # read the first note away
    step(app, [])
    assert "True King" in table.prompt.text
    spots = [(r, t) for r, t in table.glossary.spots if t.term == "True King"]
    assert spots, "the prompt's True King is marked"
    rect = next(r for r, _ in spots if r.colliderect(table.layout.prompt.inflate(0, 60)))
    _rest_on(app, table, rect.center)
    assert table.glossary.showing is glossary.BY_NAME["True King"]
    assert table.glossary.box.w > 0
    # The pointer moves off: the meaning goes.
    _rest_on(app, table, (3, 3), 0.1)
    assert table.glossary.showing is None


def test_a_glossary_word_in_the_log_shows_its_meaning_on_hover(app):
    table = _start(app)
    key(app, pygame.K_RETURN)
    step(app, [])
    lines = [text for text, _ in table.log.lines(0)]
    assert any("Accused" in t for t in lines)
    rect = next(
        r for r, t in table.glossary.spots
        if t.term == "Accused" and table.layout.log_rect.colliderect(r)
    )  # fmt: skip
    _rest_on(app, table, rect.center)
    assert table.glossary.showing is glossary.BY_NAME["Accused"]
    assert glossary.meaning("Accused").startswith("The face-up card")


def test_a_quick_pass_over_a_word_shows_nothing(app):
    table = _start(app)
    key(app, pygame.K_RETURN)
    step(app, [])
    rect = next(r for r, t in table.glossary.spots if t.term == "True King")
    step(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))],
    )
    assert table.glossary.showing is None


def test_glossary_words_are_marked_in_every_mode(app):
    from scenes.session import MatchSession, SeatSetup

    session = MatchSession(
        "imposter/2p-base",
        [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")],
        3,
        autosave=False,
    )
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    assert table.guide is None
    assert any(t.term == "Accused" for _, t in table.glossary.spots)


def test_an_open_note_needs_no_frames_until_input(app):
    table = _start(app)
    assert table.guide.current is not None
    assert table.next_frame_in() == float("inf")


def test_resting_on_a_word_asks_for_the_frame_that_shows_its_meaning(app, monkeypatch):
    table = _start(app)
    key(app, pygame.K_RETURN)
    step(app, [])
    asked = []
    monkeypatch.setattr(app, "request_frame", lambda delay=0.0: asked.append(delay))
    rect = next(r for r, t in table.glossary.spots if t.term == "True King")
    step(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))],
    )
    assert asked and 0 < asked[-1] <= 0.35


def test_a_resumed_tutorial_shows_only_the_moments_still_to_come(app):
    from scenes.session import MatchSession, SeatSetup

    session = MatchSession(
        TUTORIAL_MODE,
        [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")],
        0,
        autosave=False,
    )
    st = session.state
    while not any(e for e in st.history or [] if e.startswith("play")):
        s = st.current_seat
        session.apply(str(make_player("easy", len(st.history)).choose(st, s)))
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    assert {"true_king", "successor", "court"} <= set(table.guide.tutorial.done)
    assert table.guide.current is None or table.guide.current.id not in (
        "true_king", "successor", "court"
    )  # fmt: skip


def test_the_accused_is_explained_where_the_newcomer_first_meets_it(app):
    # (the Accused card lies face up at the table's side from the deal on; the log names it)
    table = _start(app)
    key(app, pygame.K_RETURN)  # the first note read away
    step(app, [])
    p = table.guide.current
    assert p is not None and p.id == "accused" and "out of the round" in p.step.words
    lit = table.guide.zone_rect(p)
    accused = [sp.rect for sp in table.board.sprites if sp.slot.zone == "accused"]
    assert accused and all(lit.contains(r) for r in accused)
    label = table.layout.anchor("accused")
    assert lit.top < label.top  # the "Accused" name over the card is lit with it
    assert not note_misfits(table)
