"""King and Peasant on the shared table: whole matches by clicks, pass-and-play privacy on what
is drawn, random input, resizing, and a saved match continued."""

from __future__ import annotations

import random

import pygame
import pytest
from peasant_helpers import (
    DUO,
    SOLO,
    click_action,
    orderable,
    patient,
    peasant_table,
    secrets_of,
    visible_ids,
)
from table_helpers import click, key, play_pass_and_play, watch_frames

from game.peasant.invariants import check as check_invariants
from scenes.app import step
from scenes.peasant.kit import KIT
from scenes.table.scene import TableScene


def test_the_table_finds_the_king_and_peasant_kit(tapp):
    _session, table = peasant_table(tapp)
    assert table.kit is KIT
    assert table.prompt is not None or table.state.current_seat != table.viewer


def test_a_whole_match_is_played_by_clicks_only_against_the_computer(tapp, fake_scoring):
    session, table = peasant_table(tapp, SOLO, seed=11)
    rng = random.Random(4)
    clicks = 0
    eras = set()
    for _ in range(20000):
        if session.state.match_over:
            break
        if tapp.stack.top is not table:
            click(tapp, (640, 360))  # the Era's end: click to deal the next Era
            continue
        eras.add(session.state.round_no)
        if table._human_may_act() and not table.board.busy:
            action = patient(rng, table.legal())
            before = len(session.state.history)
            assert click_action(tapp, table, action), f"nothing on the table answers '{action}'"
            clicks += 1
            assert action in session.state.history[before:], action
        else:
            step(tapp, [])
    st = session.state
    assert st.match_over and max(st.scores) == 2
    assert len(eras) >= 2 and clicks > 15
    lines = [text for text, _ in table.log.lines(table.viewer)]
    assert any(text.startswith(("You win the match", "Bob wins the match")) for text in lines)


def test_pass_and_play_never_draws_the_other_players_hand_or_face_down_rebels(tapp, fake_scoring):
    session, table = peasant_table(tapp, DUO, seed=21)
    frames = watch_frames(session, table, visible_ids, secrets_of)
    handoffs = play_pass_and_play(
        tapp, session, table, rounds=2, steps=8000, choose=patient, act=click_action
    )
    assert session.state.round_no > 2 or session.state.match_over
    assert handoffs >= 4
    assert frames["viewers"] == {0, 1}
    assert frames["checked"] > 50


def test_random_clicks_keys_and_motions_keep_the_match_valid(tapp, fake_scoring):
    session, table = peasant_table(tapp, SOLO, seed=5)
    rng = random.Random(77)
    w, h = tapp.screen.get_size()
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE,
            pygame.K_BACKSPACE, pygame.K_1, pygame.K_3, pygame.K_h]  # fmt: skip
    for i in range(1500):
        if session.state.match_over:
            break
        if tapp.stack.top is not table:
            if tapp.stack.top.name in ("pause", "keys"):
                tapp.stack.pop()
            else:
                click(tapp, (w // 2, h // 2))
            continue
        r = rng.random()
        if r < 0.45:
            hits = [hh for hh in table.hits() if hh[0] != "panel"]
            if hits and rng.random() < 0.8:
                pos = hits[rng.randrange(len(hits))][2].center
            else:
                pos = (rng.randrange(w), rng.randrange(h))
            click(tapp, pos)
        elif r < 0.7:
            key(tapp, rng.choice(keys))
        elif r < 0.9:
            pos = (rng.randrange(w), rng.randrange(h))
            step(
                tapp,
                [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))],
            )
        else:
            pos = (rng.randrange(w), rng.randrange(h))
            step(
                tapp,
                [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)],
            )
        check_invariants(session.state)
        # The board always shows the view: as many cards in each zone as the view has.
        if not table.board.busy and i % 25 == 0:
            zones = table.board.zones_of(table.view())
            for zone, ids in zones.items():
                shown = [sp for sp in table.board.zones.get(zone, []) if not sp.leaving]
                assert len(shown) == len(ids), zone
    assert len(session.state.history) > 20


def _play_to(session, table, app, done, seed=3, limit=4000):
    """Random legal moves, through the table, until ``done(state)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        st = session.state
        if done(st) or st.match_over:
            return
        if app.stack.top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            table.choose(patient(rng, table.legal()))
            step(app, [])
        else:
            step(app, [])


def test_resizing_while_cards_move_keeps_every_card_on_the_table(tapp, fake_scoring):
    session, table = peasant_table(tapp, SOLO, seed=8)
    tapp.settings.anim_speed = "normal"
    _play_to(session, table, tapp, lambda st: len(st.history) > 12)
    for size in ((1024, 640), (1280, 720), (3840, 2160), (1920, 1080)):
        tapp.screen = pygame.display.set_mode(size)
        step(tapp, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        table.board.finish()
        step(tapp, [])
        lay = table.layout
        assert lay.size == size
        for sp in table.board.all_sprites():
            if sp.leaving:
                continue
            r = sp.rect
            assert lay.table.contains(r) or r.bottom <= size[1], (sp.slot, r)
            assert r.right <= lay.table.right and r.x >= 0, (sp.slot, r)
        # The prompt bar lies between the viewer's Town row and hand.
        assert lay.town_rows[table.viewer].bottom <= lay.prompt.y + 2
        assert lay.prompt.bottom <= lay.band(table.viewer).y + 2


def test_a_saved_match_continues_on_the_same_table(tapp, fake_scoring):
    from scenes.session import MatchSession

    session, table = peasant_table(tapp, SOLO, seed=13, autosave=True)
    _play_to(session, table, tapp, lambda st: len(st.history) > 15)
    view = table.view()
    lines = table.log.lines(table.viewer)
    tapp.stack.pop()
    table.close()
    resumed = MatchSession.load_autosave()
    assert resumed is not None and resumed.mode_id == "peasant/eras"
    assert resumed.state.history == session.state.history
    again = TableScene(tapp, resumed)
    tapp.stack.push(again)
    step(tapp, [])
    assert again.kit is KIT
    assert again.view() == view
    # The log is retold from the moves: the same lines after the resumed match's note.
    assert [t for t, _ in again.log.lines(again.viewer)][1:] == [t for t, _ in lines][1:]


def test_the_era_end_names_the_goal_on_the_scoring_screen(tapp):
    session, table = peasant_table(tapp, SOLO, seed=2)
    _play_to(session, table, tapp, lambda st: st.round_over, seed=6)
    for _ in range(30):
        if tapp.stack.top is not table:
            break
        step(tapp, [])
    scoring = tapp.stack.top
    assert scoring.name == "scoring"
    result = session.state.results[-1]
    from scenes.peasant.table.log import goal_words

    assert goal_words(result["reason"]) in scoring.words.reason
    assert scoring.headline().startswith(f"Era {result['era']}") or session.state.match_over
    if not session.state.match_over:
        key(tapp, pygame.K_RETURN)
        assert tapp.stack.top is table and session.state.round_no == 2


def _finished(seed: int):
    from scenes.session import MatchSession

    session = MatchSession(
        "peasant/eras", SOLO, seed, autosave=False, options={"first_king": "random"}
    )
    session.recorded = True
    rng = random.Random(seed)
    while not session.finished:
        session.apply(patient(rng, [str(a) for a in session.state.legal_actions()]))
    return session


def test_a_finished_match_is_reviewed_on_its_table_with_every_card_shown(tapp):
    from scenes.review import ReviewScene, from_session

    session = _finished(4)
    match = from_session(session)
    review = ReviewScene(tapp, match)
    tapp.stack.push(review)
    step(tapp, [])
    assert review.kit is KIT
    # Rebuilt with the match's own first King: every position is the one played.
    assert review.states[-1].history == session.state.history
    assert review.points and all(
        review.states[k].current_seat == review.seat for k in review.points
    )
    review.go(review.points[len(review.points) // 2])
    step(tapp, [])
    st = review.state
    view = review.view()
    other = 1 - review.seat
    assert sorted(view["seats"][other]["known"]) == sorted(st.hands[other])
    shown = [sp.cid for sp in review.board.zones[("hand", other)]]
    assert sorted(shown) == sorted(st.hands[other])
    assert [t["card"] for t in view["seats"][st.peasant]["town"]] == st.rebels


def test_the_kings_log_never_names_a_card_he_did_not_see(tapp, fake_scoring):
    session, table = peasant_table(tapp, DUO, seed=17)
    rng = random.Random(5)
    for _ in range(300):
        st = session.state
        if st.round_over:
            break
        session.apply(patient(rng, [str(a) for a in st.legal_actions()]))
    st = session.state
    table.log.add([], st.round_no)
    king = st.king
    unseen = set(st.hands[st.peasant]) - set(st.view(king)["seats"][st.peasant]["known"])
    unseen |= {c for c in st.rebels if c not in st.up}
    names = set()
    for cid in unseen:
        c = st.cards[cid]
        names |= {h.name for h in (c.king, c.peasant) if h is not None}
    # A name may be public for another copy (three Spies): only names no public card shares.
    public = set(st.discard) | set(st.exile) | {c for c in st.rebels if c in st.up}
    for cid in public | set(st.hands[king]) | set(st.guards):
        c = st.cards[cid]
        names -= {h.name for h in (c.king, c.peasant) if h is not None}
    log = TableScene(tapp, session).kit.log(st, ["Alice", "Bob"])
    log.add(st.opening_events, 1)
    replay_events = []
    from game.core.registry import new_match

    replay = new_match("peasant/eras", 17, {"first_king": "0"})
    for text in st.history:
        replay_events += replay.apply(text)
    log.add(replay_events, st.round_no)
    king_lines = " ".join(t for t, _ in log.lines(king))
    for name in names:
        assert f"the {name}" not in king_lines, name
    peasant_lines = " ".join(t for t, _ in log.lines(st.peasant))
    assert king_lines != peasant_lines


def test_an_infiltrated_card_goes_into_the_deck_at_its_place_for_the_peasant(tapp, fake_scoring):
    session, table = peasant_table(tapp, DUO, seed=3, first_king="1")
    st = session.state
    rng = random.Random(2)
    # Play until the Peasant may Infiltrate.
    for _ in range(400):
        legal = [str(a) for a in st.legal_actions()]
        if any(a.startswith("infiltrate") for a in legal):
            break
        assert not st.round_over, "the Era ended before an Infiltrate came up"
        session.apply(patient(rng, [a for a in legal if not a.startswith("infiltrate")] or legal))
    else:
        raise AssertionError("no Infiltrate came up")
    table.curtain = False
    table.viewer = st.peasant
    table._sync_view()
    action = next(a for a in (str(x) for x in st.legal_actions()) if a.startswith("infiltrate"))
    table.act(action)
    pos = min(1, len(st.deck))
    tapp.settings.anim_speed = "normal"
    before = {sp.key for sp in table.board.zones[("deck", -1)]}
    table.act(f"at {pos}")
    # The card flies to the deck, to the slot of its place counted from the top (the deck's
    # list runs bottom to top), and lies face down there.
    deck = table.board.zones[("deck", -1)]
    (sprite,) = [sp for sp in deck if sp.key not in before]
    assert deck.index(sprite) == len(deck) - 1 - pos
    assert sprite.moving and sprite.steps[-1].slot.index == len(deck) - 1 - pos
    table.board.finish()
    assert not sprite.face_up
    lines = [t for t, _ in table.log.lines(st.peasant)]
    assert any(
        "goes into the deck under 1 card" in t or "goes into the deck on top" in t for t in lines
    )
    king_lines = [t for t, _ in table.log.lines(st.king)]
    assert any("at a place you cannot see" in t for t in king_lines)


def _answerable(table, action: str) -> bool:
    """Whether a click answers ``action``: directly, through the ways of a card, or (an
    order) by clicking the cards looked at one after another."""
    if table.click_point(action) is not None or orderable(table, action):
        return True
    return any(
        action in [a for _, a in ways]
        for zone in table.prompt.menus.values()
        for ways in zone.values()
    )


def test_every_legal_action_of_every_decision_has_something_to_click(tapp, fake_scoring):
    """Seeded matches where Alice plays both roles: at each of her decisions every legal action
    is a card, a button or a picker entry (or one of a card's ways), in table words."""
    met: set[str] = set()
    for seed in range(1, 17):
        session, table = peasant_table(tapp, SOLO, seed=seed, first_king=str(seed % 2))
        rng = random.Random(seed)
        for _ in range(3000):
            st = session.state
            if st.match_over:
                break
            if tapp.stack.top is not table:
                click(tapp, (640, 360))
                continue
            if table._human_may_act() and not table.board.busy:
                met.add(st.decision)
                for action in table.legal():
                    assert _answerable(table, action), (st.decision, action)
                assert not any(
                    label == action for label, action in table.prompt.buttons if " " in action
                )
                action = patient(rng, table.legal())
                assert click_action(tapp, table, action)
            else:
                step(tapp, [])
        tapp.stack.pop()
        table.close()
    # The common decisions of both roles came up (and the setup).
    assert {"setup_hide", "setup_ready", "turn"} <= met
    assert len(met) >= 20, sorted(met)


def _to_discard(session, table, app, n=2):
    """Play on until the discard pile holds ``n`` cards in an Era still under way (after the
    frame that follows: the computer's answer may end the Era, and then play goes on)."""
    ready = lambda st: len(st.discard) >= n and not st.round_over  # noqa: E731
    for _ in range(40):
        _play_to(session, table, app, ready, seed=11)
        step(app, [])
        if ready(session.state) or session.state.match_over:
            return


def test_the_discard_pile_opens_into_a_row_on_a_click_and_closes_on_a_click_beside_it(
    tapp, fake_scoring
):
    for seed in range(5, 25):  # a match the computer does not win before the pile fills
        session, table = peasant_table(tapp, SOLO, seed=seed)
        _to_discard(session, table, tapp)
        if not session.state.round_over and len(session.state.discard) >= 2:
            break
        tapp.stack.scenes.clear()
    assert not session.state.round_over and len(session.state.discard) >= 2
    pile = table.board.zones[("discard", -1)]
    top = pile[-1].rect.center
    click(tapp, top)
    assert table.layout.discard_open
    xs = [sp.rect.x for sp in table.board.zones[("discard", -1)]]
    assert len(set(xs)) == len(xs) and xs == sorted(xs)  # side by side, bottom to top
    lay = table.layout
    beside = next(
        (x, y)
        for y in range(lay.middle.y, lay.middle.bottom, 8)
        for x in range(lay.table.x + 4, lay.side.x, 8)
        if table._hit_at((x, y)) is None and table.board.sprite_at((x, y)) is None
    )  # the cloth beside it: no card, no button
    click(tapp, beside)
    assert not table.layout.discard_open


def test_hovering_a_reference_card_shows_it_large_in_the_side_panel(tapp, fake_scoring):
    _session, table = peasant_table(tapp, SOLO, seed=5)
    drawn = []
    real = table.painter.reference

    def reference(role, size, **kw):
        drawn.append((role, size))
        return real(role, size, **kw)

    table.painter.reference = reference
    ref = table.board.refs[table.viewer]
    pos = ref.rect.center
    step(tapp, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    table.time += 1.0
    drawn.clear()
    step(tapp, [])
    role = table.view()["seats"][table.viewer]["role"]
    big = [size for r, size in drawn if r == role and size[1] > ref.rect.h * 2]
    assert big, drawn
    assert table.layout.preview_rect.contains(
        pygame.Rect((0, 0), big[0]).move(table.layout.preview_rect.topleft)
    )


def test_undo_against_the_computer_takes_back_the_last_decision_and_its_replies(tapp, fake_scoring):
    key_z = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0
    )
    for seed in range(9, 40):
        session, table = peasant_table(tapp, SOLO, seed=seed)
        _play_to(session, table, tapp, lambda st: len(st.history) > 8 and st.current_seat == 0)
        step(tapp, [])
        if session.state.round_over or not table._human_may_act():
            tapp.stack.scenes.clear()
            continue
        before = list(session.state.history)
        view = table.view()
        assert click_action(tapp, table, patient(random.Random(1), table.legal()))
        for _ in range(40):
            if table._human_may_act() or session.state.round_over:
                break
            step(tapp, [])
        if session.state.round_over:  # the Era ended on that move: try another match
            tapp.stack.scenes.clear()
            continue
        assert len(session.state.history) > len(before)
        step(tapp, [key_z])
        assert session.state.history == before
        assert table.view() == view
        return
    raise AssertionError("no position to undo came up")


def test_a_hint_that_cannot_be_worked_out_is_told_not_silent(tapp, fake_scoring, monkeypatch):
    import scenes.table.scene as table_scene

    def failing_hint(text, seat, seed=None):
        raise RuntimeError("no knowledge for this game")

    monkeypatch.setattr(table_scene, "hint", failing_hint)
    session, table = peasant_table(tapp, SOLO, seed=4)
    for _ in range(50):
        if table._human_may_act():
            break
        step(tapp, [])
    key(tapp, pygame.K_h)
    step(tapp, [])
    assert table.hint is None
    assert table.panel_note == "No hint could be worked out for this decision."


def test_a_card_kept_from_the_cards_looked_at_moves_from_where_it_is_seen(tapp, fake_scoring):
    from game.core.events import Event
    from scenes.peasant.table.board import PeasantBoard
    from scenes.peasant.table.layout import PeasantLayout

    board = PeasantBoard(PeasantLayout((1280, 720), 2, 1), 2)
    view = {
        "seat": 1, "deck": 3, "discard": [], "exile": [], "played": [],
        "looking": [{"card": 5, "zone": "deck", "pos": 0}, {"card": 6, "zone": "deck", "pos": 1}],
        "seats": [{"hand": 0, "known": [], "town": [], "role": "king"},
                  {"hand": [], "known": [], "town": [], "role": "peasant"}],
    }  # fmt: skip
    board.rebuild(view)
    seen = next(sp for sp in board.zones[("look", -1)] if sp.cid == 5)
    after = dict(view, deck=2, looking=[])
    after["seats"] = [view["seats"][0], {**view["seats"][1], "hand": [5]}]
    board.speed = 1.0
    board.animate([Event("move", 1, 5, ("deck", -1), ("hand", 1), "keep")], after)
    assert board.zones[("hand", 1)] == [seen]
    assert len(board.zones[("deck", -1)]) == 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_zones_labels_and_picker_keep_clear_of_each_other(tapp, fake_scoring, size):
    session, table = peasant_table(tapp, SOLO, seed=5)
    _play_to(session, table, tapp, lambda st: len(st.discard) >= 2 and len(st.rebels) >= 2)
    assert len(session.state.discard) >= 2 and len(session.state.rebels) >= 2
    table.on_resize(size)
    table._sync_view()
    lay = table.layout
    view = table.view()
    labels = [r for r, _ in table.drawer.pile_labels(view)]
    for i, a in enumerate(labels):
        assert lay.table.contains(a)
        for b in labels[i + 1 :]:
            assert not a.colliderect(b)
    cards = [sp.rect for sp in table.board.all_sprites() if not sp.leaving]
    for r in labels:
        assert not any(r.colliderect(c) for c in cards), r
    # The Town rows lie one above the other between the hands, above the prompt bar; the
    # piles at their left, the right column (looked-at cards, pickers) at their right.
    rows = lay.town_rows
    assert rows[lay.other].bottom <= rows[lay.viewer].y
    assert rows[lay.other].y >= lay.band(lay.other).bottom
    assert rows[lay.viewer].bottom <= lay.prompt.y + 2
    for row in rows.values():
        assert lay.discard_rect.right <= row.x and row.right <= lay.side.x
    # A picker opens clear of every Town card and the piles, on the table.
    area = lay.picker_area()
    assert lay.table.contains(area)
    town = [
        sp.rect for sp in table.board.all_sprites() if sp.slot.zone in ("town", "deck", "discard")
    ]
    assert not any(area.colliderect(r) for r in town)


def test_the_deck_hovered_tells_what_the_viewer_knows_of_it(tapp, fake_scoring):
    _session, table = peasant_table(tapp, SOLO, seed=5)
    view = dict(table.view(), deck=7, deck_known=[[0, 3]], deck_specials=[0, 2])
    lines = table.drawer.deck_lines(view)
    name = table.state.cards[3].name
    assert lines == [
        "The deck: 7 cards, face down.",
        f"You know the top card: the {name}.",
        "Between 0 and 2 of the Assassin and the Decoy may lie in it.",
    ]
    assert table.drawer.deck_lines(dict(view, deck_known=[], deck_specials=None)) == [
        "The deck: 7 cards, face down."
    ]


def test_a_town_card_with_two_ways_offers_both_as_buttons_and_back(tapp, fake_scoring):
    from scenes.table.prompts import MENU

    for seed in range(1, 30):
        session, table = peasant_table(tapp, SOLO, seed=seed, first_king="1")

        def two_ways(st, table=table):
            p = table.prompt
            return (
                st.current_seat == 0
                and st.decision == "turn"
                and p is not None
                and any(ways for zone in p.menus.values() for ways in zone.values())
            )

        _play_to(session, table, tapp, two_ways, seed=seed)
        st = session.state
        if st.round_over or st.current_seat != 0 or not table.prompt or not table.prompt.menus:
            tapp.stack.scenes.clear()
            continue
        opener = next(h for h in table.hits() if h[1].startswith(MENU))
        cid = int(opener[1][len(MENU) :])
        name = st.half_name(cid, "peasant")
        before = len(st.history)
        click(tapp, table.click_point(opener[1]))
        assert len(session.state.history) == before  # nothing applied yet
        labels = [label for label, _ in table.prompt.buttons]
        # (the Assassin's Dispatch also says whether Guards in Town keep it from winning)
        assert any(label.startswith(f"Dispatch the {name}") for label in labels)
        assert f"Infiltrate the {name} into the deck" in labels
        assert labels[-1] == "Back" and cid in table.prompt.about | {table.menu}
        key(tapp, pygame.K_BACKSPACE)
        assert table.menu is None and "Back" not in [label for label, _ in table.prompt.buttons]
        click(tapp, table.click_point(opener[1]))
        click(
            tapp,
            table.click_point(
                next(a for label, a in table.prompt.buttons if label.startswith("Dispatch"))
            ),
        )
        assert session.state.history[before].startswith("dispatch")
        return
    raise AssertionError("no Town card with two ways came up")
