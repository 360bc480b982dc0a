"""What a real-window playtest of the King and Peasant table found: a Condemn held until it is
confirmed, the log's words, pickers clear of what they choose, and overlaps."""

from __future__ import annotations

import random

from peasant_helpers import SOLO, patient, peasant_table
from table_helpers import click

from scenes.app import step
from scenes.peasant.table.prompts import CONDEMN_WARNING, DECK_KEY
from scenes.table.choice import BACK
from scenes.table.prompts import MENU


def _play_to(session, table, app, done, seed=3, limit=4000):
    """Random legal moves (seldom a Condemn), through the table, until ``done(state)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        st = session.state
        if done(st) or st.match_over:
            return True
        if app.stack.top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            table.choose(patient(rng, table.legal()))
            step(app, [])
        else:
            step(app, [])
    return False


def _kings_turn_with_a_rebel_to_condemn(st):
    return (
        st.current_seat == 0
        and st.decision == "turn"
        and any(
            a.startswith("condemn ") and a != "condemn deck" for a in map(str, st.legal_actions())
        )
    )


def test_a_condemn_is_never_one_click_it_says_what_it_risks_and_waits(tapp, fake_scoring):
    for seed in range(1, 20):
        session, table = peasant_table(tapp, SOLO, seed=seed, first_king="0")
        _play_to(session, table, tapp, _kings_turn_with_a_rebel_to_condemn, seed=seed)
        st = session.state
        if not _kings_turn_with_a_rebel_to_condemn(st):
            tapp.stack.scenes.clear()
            continue
        table.board.finish()
        step(tapp, [])
        legal = [str(a) for a in st.legal_actions()]
        # No card or place answers a Condemn by itself: the Rebels and the deck open ways.
        direct = [h for h in table.hits() if h[1].startswith("condemn")]
        assert direct == []
        rebel = next(
            h for h in table.hits() if h[1].startswith(f"{MENU}-") and h[3].slot.zone == "town"
        )
        before = len(st.history)
        click(tapp, table.click_point(rebel[1]))
        assert len(session.state.history) == before  # nothing applied
        assert table.prompt.text == f"Condemn this Rebel: {CONDEMN_WARNING}."
        labels = [label for label, _ in table.prompt.buttons]
        assert labels == ["Condemn this Rebel", "Back"]
        act = table.prompt.buttons[0][1]
        assert act in legal and act.startswith("condemn ")
        click(tapp, table.click_point(BACK))
        assert table.menu is None and len(session.state.history) == before
        # The deck's Condemn is held the same way.
        if "condemn deck" in legal:
            click(tapp, table.click_point(f"{MENU}{DECK_KEY}"))
            assert len(session.state.history) == before
            assert "Condemn the top card of the deck" in table.prompt.text
            click(tapp, table.click_point(BACK))
        # Confirmed, it applies.
        click(tapp, table.click_point(rebel[1]))
        click(tapp, table.click_point(act))
        assert session.state.history[before] == act
        return
    raise AssertionError("no King's turn with a Rebel to Condemn came up")


def _state():
    from game.core.registry import new_match

    return new_match("peasant/eras", 1)


def test_dispatching_the_assassin_while_guards_stand_says_it_only_turns_face_up():
    from game.peasant.cards import ASSASSIN
    from scenes.peasant.table.prompts import action_words

    st = _state()
    view = st.view(st.peasant)
    seats = [dict(s) for s in view["seats"]]
    seats[st.peasant]["town"] = [{"card": ASSASSIN, "up": False}]
    seats[st.king]["town"] = [{"card": 0, "up": True}]
    guarded = dict(view, seats=seats)
    assert action_words("dispatch 0", guarded, st) == (
        "Dispatch the Assassin (Guards stand in Town: it only turns face up, no win)"
    )
    seats = [dict(s) for s in seats]
    seats[st.king]["town"] = []
    assert action_words("dispatch 0", dict(view, seats=seats), st) == "Dispatch the Assassin"


def test_the_reassembles_optional_steps_say_hide_nothing_and_ready_nothing():
    from scenes.peasant.table.prompts import build_prompt

    st = _state()
    for decision, seat, words in (
        ("reassemble_hide", st.peasant, "Hide nothing"),
        ("reassemble_ready", st.king, "Ready nothing"),
    ):
        view = dict(st.view(seat), decision=decision, legal=["pass"], pending=[])
        p = build_prompt(view, st, ["A", "B"])
        assert p.buttons == [(words, "pass")]


def _peasants_turn_with_an_infiltrate(st):
    return (
        st.current_seat == 0
        and st.decision == "turn"
        and any(a.startswith("infiltrate ") for a in map(str, st.legal_actions()))
    )


def test_the_infiltrate_place_picker_has_a_back_and_applies_nothing_before_the_place(
    tapp, fake_scoring
):
    for seed in range(1, 20):
        session, table = peasant_table(tapp, SOLO, seed=seed, first_king="1")
        _play_to(session, table, tapp, _peasants_turn_with_an_infiltrate, seed=seed)
        st = session.state
        if not _peasants_turn_with_an_infiltrate(st):
            tapp.stack.scenes.clear()
            continue
        table.board.finish()
        step(tapp, [])
        act = next(a for a in map(str, st.legal_actions()) if a.startswith("infiltrate "))
        before = len(st.history)
        assert table.choose(act)
        step(tapp, [])
        assert len(session.state.history) == before  # held: nothing applied yet
        assert table.choice and table.choice.copy_state().decision == "infiltrate_at"
        assert ("Back", BACK) in table.prompt.buttons
        click(tapp, table.click_point(BACK))
        assert not table.choice and session.state.decision == "turn"
        assert table.choose(act)
        step(tapp, [])
        click(tapp, table.click_point("at 0"))
        assert session.state.history[before : before + 2] == [act, "at 0"]
        return
    raise AssertionError("no Peasant's turn with an Infiltrate came up")


def test_on_top_is_in_the_same_place_whatever_the_decks_size(tapp, fake_scoring):
    from scenes.peasant.table.prompts import PeasantPrompt, depth_words

    _session, table = peasant_table(tapp, SOLO, seed=2)
    spots = set()
    for size in (2, 6, 11, 16):
        entries = [(depth_words(i, size), f"at {i}") for i in range(size + 1)]
        table.prompt = PeasantPrompt("Infiltrate", picker=entries, picker_kind="words")
        _buttons, picker = table.drawer._prompt_geometry()
        spots.add(next(r.topleft for _, a, r in picker if a == "at 0"))
        rects = [r for _, _, r in picker]
        assert all(table.layout.picker_area().contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert len(spots) == 1


def test_an_order_picker_never_covers_the_cards_it_orders(tapp, fake_scoring):
    from scenes.peasant.table.layout import PeasantLayout
    from scenes.table.layout import Slot

    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        lay = PeasantLayout(size, 2, 0)
        lay.counts = {("look", -1): 3, ("town", 0): 2, ("town", 1): 3}
        area = lay.picker_area()
        assert area.h > 0
        for i in range(3):
            card = lay.slot_rect(Slot("look", -1, i, 3))
            assert not area.colliderect(card), size


def test_bubbles_lie_clear_of_the_prompt_its_buttons_and_the_picker(tapp, fake_scoring):
    from scenes.peasant.table.layout import PeasantLayout

    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        lay = PeasantLayout(size, 2, 0)
        lay.counts = {("town", 0): 3, ("town", 1): 3}
        bubble = (round(180 * lay.scale), round(40 * lay.scale))
        for seat in (0, 1):
            r = lay.bubble_rect(seat, bubble, round(260 * lay.scale))
            assert lay.table.contains(r), (size, seat)
            assert not r.colliderect(lay.prompt), (size, seat)
            assert not r.colliderect(lay.picker_area()), (size, seat)


def _face_down_rebel_table(tapp):
    for seed in range(1, 20):
        session, table = peasant_table(tapp, SOLO, seed=seed, first_king="1")
        _play_to(
            session,
            table,
            tapp,
            lambda st: (
                st.decision == "turn" and any(not t["up"] for t in st.view(0)["seats"][0]["town"])
            ),
            seed=seed,
        )
        table.board.finish()
        step(tapp, [])
        down = [sp for sp in table.board.zones.get(("town", 0), []) if sp.cid in table.drawer._down]
        if down:
            return table, down[0]
        tapp.stack.scenes.clear()
    raise AssertionError("no face-down Rebel of the viewer came up")


def test_the_preview_of_a_face_down_rebel_wraps_its_note_and_shows_the_face_unbanded(
    tapp, fake_scoring
):
    import pygame

    from scenes.table.preview import wrapped

    table, sp = _face_down_rebel_table(tapp)
    lay = table.layout
    width = round(lay.preview_rect.w * 0.6)  # a narrow panel: the note must wrap, not be cut
    parts = table.drawer.preview_text(table.view(), sp)
    fonts = table.painter.fonts
    lines = wrapped(parts, fonts.get, width, lay.small_px, lay.big_px)
    text = " ".join(t for t, *_ in lines)
    assert "only you see it." in text
    assert all(fonts.get(role, px).size(t)[0] <= width for t, _c, role, px in lines if role == "ui")
    size = (140, 200)
    big = table.drawer.preview_face(table.view(), sp, size)
    banded = table.drawer.sprite_face(sp, table.view(), None, size)
    plain = table.painter.face(sp.cid, size, bright="peasant")
    assert pygame.image.tobytes(big, "RGBA") == pygame.image.tobytes(plain, "RGBA")
    assert pygame.image.tobytes(big, "RGBA") != pygame.image.tobytes(banded, "RGBA")


def test_the_open_discard_piles_caption_lies_under_it_clear_of_the_town_cards(tapp, fake_scoring):
    from scenes.peasant.table.layout import PeasantLayout  # noqa: F401

    session, table = peasant_table(tapp, SOLO, seed=5)
    table.layout.discard_open = True
    table.board.layout.discard_open = True
    view = table.view()
    for during_choice in (False, True):
        table.board.discard_for_choice = during_choice
        labels = table.drawer.pile_labels(view)
        rect = next(r for r, t in labels if t.startswith("Discard pile"))
        hint, words = labels[-1] if not view.get("played") else labels[-2]
        towns = [
            sp.rect for sp in table.board.all_sprites() if sp.slot.zone == "town" and not sp.leaving
        ]
        for r in (rect, hint):
            assert table.layout.table.contains(r)
            assert not any(r.colliderect(t) for t in towns)
        assert rect.bottom <= table.layout.open_row.y
        assert ("close" in words) is not during_choice


def test_the_towns_lie_in_the_middle_between_the_piles_and_the_right_column_large():
    from scenes.peasant.table.layout import HEIGHTS, PeasantLayout
    from scenes.table.layout import Slot

    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        lay = PeasantLayout(size, 2, 0)
        lay.counts = {("town", 0): 3, ("town", 1): 3}
        other, mine = lay.town_rows[1], lay.town_rows[0]
        # The other's Town above the viewer's, between the hands, the piles at the left.
        assert lay.band(1).bottom <= other.y and other.bottom <= mine.y
        assert mine.bottom <= lay.prompt.y + 2
        assert lay.discard_rect.right < other.x and other.right <= lay.side.x
        # Three Guards lie in the middle of the table, not in a column at its left.
        cards = [lay.slot_rect(Slot("town", 1, i, 3)) for i in range(3)]
        centre = (cards[0].left + cards[-1].right) / 2
        assert abs(centre - lay.table.centerx) < lay.table.w * 0.12, size
        # Town cards take the room your hand leaves them: at least their design size, and
        # smaller than your hand's, whose effects must read on the table.
        assert cards[0].h >= HEIGHTS[("town", None)] * lay.scale, size
        assert cards[0].h < lay.card_size("hand", 0)[1], size


def test_at_1024x640_your_hand_cards_are_wide_enough_to_show_their_effect_text():
    from scenes.peasant.faces import WORDED_WIDTH
    from scenes.peasant.table.layout import PeasantLayout

    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        lay = PeasantLayout(size, 2, 0)
        cw, _ch = lay.card_size("hand", 0)
        assert cw >= WORDED_WIDTH, size
        assert lay.hand_room(0).bottom <= lay.table.bottom
