"""The Fragments of Nersetti scenes: Signature picks, the Tournament draft and the Mustering Phase,
played by clicks only, against the model's own legal actions."""

from __future__ import annotations

import random

import pygame
import pytest
from expansion_helpers import click, frames

from game.imposter.cards import ARMY_BASE, FACETS
from scenes.imposter.expansion.mustering import MusteringScene
from scenes.imposter.expansion.signatures import SignatureScene, order_words
from scenes.imposter.expansion_hooks import EXPANSION_KINDS, reveal_scene, scene_for
from scenes.imposter.table.expansion_words import button_label, describe
from scenes.session import MatchSession, SeatSetup

BASE_LABELS = {f"Army {n}" for n in ARMY_BASE}


def new_session(mode: str, seed: int = 3) -> MatchSession:
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    return MatchSession(mode, seats, seed, autosave=False)


def settle(app) -> None:
    """Let a finished scene leave."""
    for _ in range(200):
        top = app.stack.top
        if not getattr(top, "closing", False):
            return
        frames(app)
    raise AssertionError("the scene did not close")


def open_for_current(app, session):
    seat = session.state.current_seat
    scene = scene_for(app, session, seat)
    assert scene is not None, session.state.decision
    app.stack.push(scene)
    frames(app)
    return scene


def to_muster(session) -> None:
    """Take the setup steps with the first legal option, up to the first Mustering decision."""
    st = session.state
    while st.decision != "muster":
        session.apply(str(st.legal_actions()[0]))


def signature_labels(state, seat) -> set[str]:
    fon = state.fon
    return {state.cards[c].label for c in fon.army[seat]} - BASE_LABELS


# ----- Signature picks ---------------------------------------------------------------------------


def test_signature_picks_for_both_seats_by_clicks_then_the_reveal(app, host):
    session = new_session("imposter/fon-full")
    st = session.state
    chosen = {}
    for _ in range(2):
        scene = open_for_current(app, session)
        assert isinstance(scene, SignatureScene) and scene.stage() == "pick"
        seat = scene.seat
        pool = [lb for lb in st.mode.pool]
        picks = pool[seat : seat + 3] if seat == 0 else pool[-3:]
        moves = len(st.history)
        for lb in picks:
            click(app, scene, f"hold:{lb}")
        assert len(st.history) == moves  # held, not sent, until confirmed
        click(app, scene, "confirm")
        chosen[seat] = set(picks)
        assert scene.sent == [f"pick {lb}" for lb in picks]
        if st.decision == "sig_pick":
            settle(app)
            assert app.stack.top is host  # the first picker's scene left by itself
    # The second player's last pick revealed both: the reveal stays until Continue.
    assert scene.stage() == "reveal"
    other = 1 - scene.seat
    assert {st.cards[c].label for c in scene.revealed[other]} == chosen[other]
    click(app, scene, "continue")
    settle(app)
    assert app.stack.top is host
    assert st.decision not in EXPANSION_KINDS
    for seat in (0, 1):
        assert signature_labels(st, seat) == chosen[seat]
        assert len(st.fon.army[seat]) == 8


def test_tournament_draft_by_clicks(app, host):
    session = new_session("imposter/fon-tournament", seed=11)
    st = session.state
    orders = []
    for _ in range(30):
        if st.decision not in EXPANSION_KINDS:
            break
        scene = app.stack.top if app.stack.top is not host else open_for_current(app, session)
        stage = scene.stage()
        if stage == "pick":
            click(app, scene, scene.hits()[0][1])
            click(app, scene, "confirm")
        elif stage == "reveal":
            click(app, scene, "continue")
        elif stage == "order":
            assert "second picks 2" in scene.heading(scene.view())[1]
            orders.append(scene.seat)
            click(app, scene, "order_second")
        else:
            draft = st.fon.draft
            click(app, scene, f"act:draft {draft[-1]}")
        settle(app)
    assert st.decision not in EXPANSION_KINDS
    assert len(orders) == 1 and orders[0] != st.true_king
    for seat in (0, 1):
        assert len(signature_labels(st, seat)) == 3
    drafts = [t for t in st.history if t.startswith("draft ")]
    assert len(drafts) == 4 and "order second" in st.history


def test_draft_order_words_follow_the_mode():
    assert order_words((0, 1, 1, 0)) == (
        "the first player picks 1 card, the second picks 2, then the first picks 1 more"
    )
    assert "then the second picks 1 more" in order_words((0, 1, 1, 0, 0, 1))


# ----- Mustering ---------------------------------------------------------------------------------


def test_a_mustering_phase_by_clicks(app, host):
    session = new_session("imposter/fon-full", seed=5)
    st = session.state
    to_muster(session)
    scene = open_for_current(app, session)
    assert isinstance(scene, MusteringScene)
    s = scene.seat
    fon = st.fon
    hand_before = list(st.hands[s])
    army_before = len(fon.army[s])
    # Recruit: the hand card, the Exhaust that pays for it, the Army card taken.
    give = hand_before[2]
    moves = len(st.history)
    click(app, scene, f"select:{give}")
    assert len(st.history) == moves  # choosing the card sends nothing yet
    click(app, scene, "recruit")
    assert st.decision == "exhaust"
    paid = fon.army[s][0]
    click(app, scene, f"act:exhaust {st.cards[paid].label}")
    assert st.decision == "enlist"
    took = fon.army[s][-1]
    click(app, scene, f"act:enlist {st.cards[took].label}")
    assert st.decision == "muster" and st.current_seat == s
    assert give in st.removed and give not in st.hands[s]
    assert took in st.hands[s] and len(st.hands[s]) == len(hand_before)
    assert fon.exhaust[s] == [paid]
    assert len(fon.army[s]) == army_before - 2
    # Recommission: Exhaust two more, put back the one Exhausted before.
    click(app, scene, "recommission")
    for _ in range(2):
        click(app, scene, f"act:exhaust {st.cards[fon.army[s][0]].label}")
    assert st.decision == "restore"
    restore = scene.card_targets()
    assert list(restore.values()) == [f"act:restore {st.cards[paid].label}"]
    click(app, scene, f"act:restore {st.cards[paid].label}")
    assert paid in fon.army[s] and len(fon.exhaust[s]) == 2
    assert len(fon.army[s]) == army_before - 2 - 2 + 1
    # A new King, then Done.
    click(app, scene, "king:Master Tactician")
    assert scene.selected_king == "Master Tactician"
    assert scene.cost_text == scene.king_cost("Master Tactician")
    assert FACETS["Master Tactician"]
    click(app, scene, "take_king")
    assert fon.facet[s] == "Master Tactician"
    assert scene.click_point("king:Charismatic Leader") is not None  # as often as they like
    # The Kings on offer are the model's: clickable exactly when its legal actions say so.
    for f in ("King", "Master Tactician", "Charismatic Leader"):
        offered = f"king {f}" in [str(a) for a in st.legal_actions()]
        assert (scene.click_point(f"king:{f}") is not None) == offered
    click(app, scene, "done")
    settle(app)
    assert app.stack.top is host
    assert st.current_seat != s or st.decision != "muster"
    assert scene.sent[0] == f"recruit {st.cards[give].label}"
    assert scene.sent[-1] == "done"


def test_the_cost_is_shown_before_committing(app, host):
    session = new_session("imposter/fon-full", seed=8)
    st = session.state
    to_muster(session)
    scene = open_for_current(app, session)
    s = scene.seat
    moves = len(st.history)
    card = st.hands[s][0]
    name = st.cards[card].name
    click(app, scene, f"select:{card}")
    assert len(st.history) == moves
    assert scene.cost_text == (
        f"Recruit: the {name} leaves the round face up; you Exhaust 1 Army card (first Recruit "
        "this phase); you take 1 Army card in secret"
    )
    click(app, scene, "recruit")
    click(app, scene, scene.hits()[-1][1])  # the Exhaust
    click(app, scene, scene.hits()[-1][1])  # the Army card taken
    card = st.hands[s][0]
    click(app, scene, f"select:{card}")
    assert scene.cost_text == (
        f"Recruit: the {st.cards[card].name} leaves the round face up; you take 1 Army card in "
        "secret"
    )
    # Recruit until the Army is empty: the button says why it cannot be pressed.
    while st.fon.army[s]:
        card = st.hands[s][0]
        if scene.selected_hand != card:
            click(app, scene, f"select:{card}")
        click(app, scene, "recruit")
        click(app, scene, scene.hits()[-1][1])
    button = next(b for b in scene.buttons if b.key == "recruit")
    assert not button.enabled
    assert button.why == "Recruiting needs an Army card to take; you have no Army cards"
    assert scene.click_point("recruit") is None


def test_the_scene_follows_a_resize(app, host):
    from scenes.app import step

    session = new_session("imposter/fon-full", seed=2)
    scene = open_for_current(app, session)
    for size in ((1024, 640), (1920, 1080), (1280, 720)):
        step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        frames(app, 2)
        assert scene.rows.size == size
        for _kind, _key, rect, _what in scene.hits():
            assert app.screen.get_rect().contains(rect)
    to_muster(session)
    scene.closing = True
    settle(app)
    scene = open_for_current(app, session)
    for i, size in enumerate(((1024, 640), (1920, 1080))):
        step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        frames(app, 2)
        for _kind, _key, rect, _what in scene.hits():
            assert app.screen.get_rect().contains(rect)
        card = session.state.hands[scene.seat][1 + i]
        click(app, scene, f"select:{card}")
        assert scene.selected_hand == card


# ----- random input and privacy ------------------------------------------------------------------


def visible_ids(view: dict) -> set[int]:
    """Card ids ``view`` shows its seat face up."""
    me = view["seats"][view["seat"]]
    ids = set(me["hand"]) | set(me["army"]) | set(me["exhaust"]) | set(me["picked"])
    for key in ("successor", "dungeon", "squire"):
        if isinstance(me.get(key), int) and not isinstance(me.get(key), bool):
            ids.add(me[key])
    for seat in view["seats"]:
        ids |= set(seat["exhaust"]) | set(seat["antechamber"]) | set(seat["condemned"])
        ids |= set(seat.get("hand_shown", []))
    ids |= set(view["court"]) | set(view["removed"]) | set(view["reveal"])
    if view["accused"] is not None:
        ids.add(view["accused"])
    return ids


@pytest.mark.parametrize("mode", ["imposter/fon-full", "imposter/fon-tournament"])
def test_random_clicks_send_only_legal_actions_and_show_no_hidden_card(app, host, mode):
    app.settings.anim_speed = "fast"
    sent = []

    def new_checked(seed):
        session = new_session(mode, seed=seed)
        real_apply = session.apply

        def checked_apply(text):
            assert str(text) in [str(a) for a in session.state.legal_actions()]
            sent.append(str(text))
            return real_apply(text)

        session.apply = checked_apply
        return session, real_apply

    session, real_apply = new_checked(17)
    st = session.state
    rng = random.Random(4)
    allowed: dict[int, set[int]] = {0: set(), 1: set()}
    w, h = app.screen.get_size()
    scenes_seen = 0
    for i in range(1500):
        top = app.stack.top
        if top is host:
            if st.match_over or st.decision == "turn":
                # Setup is over: sit down to a fresh match and keep clicking.
                session, real_apply = new_checked(rng.randrange(10**6))
                st = session.state
                allowed = {0: set(), 1: set()}
                continue
            seat = st.current_seat
            scene = scene_for(app, session, seat)
            if scene is None:
                # The table's decisions (first player, Successor, Dungeon): any legal one.
                real_apply(str(rng.choice(st.legal_actions())))
                continue
            app.stack.push(scene)
            scenes_seen += 1
            top = scene
        allowed[top.seat] |= visible_ids(st.view(top.seat))
        hits = top.hits()
        if hits and rng.random() < 0.6:
            rect = rng.choice(hits)[2]
            pos = (rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom))
        else:
            pos = (rng.randrange(w), rng.randrange(h))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if rng.random() < 0.9:
            events += [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
            ]
        else:
            k = rng.choice([pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT])
            events.append(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        for e in events:
            app.dispatch(e)
        if i % 6:
            app.stack.update(1 / 60)  # most clicks skip the drawing, to keep the test quick
            continue
        app.frame(1 / 60)
        if isinstance(top, (MusteringScene, SignatureScene)):
            shown = allowed[top.seat] | visible_ids(st.view(top.seat)) | top.seen_ids
            allowed[top.seat] = shown
            assert top.faces_drawn <= shown, top.faces_drawn - shown
    assert scenes_seen >= 3
    assert sent  # the clicks reached the model
    assert any(t.startswith(("pick ", "draft ")) for t in sent)
    assert any(t.startswith(("recruit ", "recommission", "king ", "done")) for t in sent)


def test_the_opponents_hidden_cards_are_never_drawn(app, host):
    session = new_session("imposter/fon-full", seed=21)
    st = session.state
    # Alice picks and musters by clicks; Bob's picks and Army stay hidden from her screens.
    while st.decision != "turn":
        seat = st.current_seat
        scene = scene_for(app, session, seat) if seat == 0 else None
        if scene is None:
            session.apply(str(st.legal_actions()[-1]))
            continue
        app.stack.push(scene)
        while app.stack.top is scene:
            frames(app)
            hidden = set(st.hands[1]) | set(st.fon.army[1]) | set(st.fon.picked[1])
            hidden -= scene.seen_ids  # a reveal shows them
            assert not scene.faces_drawn & hidden
            hits = scene.hits()
            if not hits or scene.closing:
                continue
            cmd = hits[-1][1]
            if isinstance(scene, SignatureScene) and scene.stage() == "pick":
                holds = [h[1] for h in hits if h[1].startswith("hold:")]
                cmd = "confirm" if scene.click_point("confirm") else holds[0]
            if isinstance(scene, MusteringScene) and st.decision == "muster":
                if scene.sent:
                    cmd = "done"
                else:
                    click(app, scene, f"select:{st.hands[0][0]}")
                    cmd = "recruit"
            click(app, scene, cmd)
    assert st.fon.army[1]  # Bob's Army was there all along, never drawn face up


def test_reveal_scene_for_a_computer_s_last_pick(app, host):
    session = new_session("imposter/fon-full", seed=4)
    st = session.state
    events = []
    while st.decision == "sig_pick":
        events = session.apply(str(st.legal_actions()[0]))
    scene = reveal_scene(app, session, 0, events)
    assert scene is not None and scene.stage() == "reveal"
    app.stack.push(scene)
    frames(app, 3)
    assert set(scene.revealed) == {0, 1}
    click(app, scene, "continue")
    settle(app)
    assert app.stack.top is host
    assert reveal_scene(app, session, 0, []) is None


# ----- words for the table -----------------------------------------------------------------------


def test_expansion_decisions_in_table_words():
    from game.imposter.positions import build

    st = build(
        "imposter/fon-full",
        hands=[["Nakturn", "Queen"], ["Fool", "Elder"]],
        court=["Soldier", "Zealot"],
        disgraced=[0],
    )
    st.apply("play Nakturn")
    names = ["Alice", "Bob"]
    view = st.view(0)
    assert view["decision"] == "nakturn"
    assert describe(view, st.cards, names).startswith("Use the Nakturn? Name a card; Bob guesses")
    assert button_label("name Queen", view, st.cards, names) == "The Queen"
    st.apply("name Queen")
    while st.decision == "react":
        st.apply("pass")
    view = st.view(1)
    assert view["decision"] == "nakturn_guess"
    assert describe(view, st.cards, names).startswith("Alice named the Queen")
    assert button_label("guess yes", view, st.cards, names) == "Yes, they hold it"
    assert button_label("guess no", view, st.cards, names) == "No, they do not"
    for text in ("keep successor", "reveal successor", "take dungeon", "rally Army Soldier"):
        label = button_label(text, view, st.cards, names)
        assert label and not any(ch.isdigit() for ch in label)
    assert button_label("keep successor", view, st.cards, names) == "Take your Successor"
    assert button_label("reveal successor", view, st.cards, names) == (
        "Reveal your Successor (it matches)"
    )
    assert button_label("copy Elder@3", view, st.cards, names) == "Copy the Elder"


def test_scene_for_only_answers_the_seat_that_owes_an_expansion_decision(app, host):
    session = new_session("imposter/fon-full")
    seat = session.state.current_seat
    assert isinstance(scene_for(app, session, seat), SignatureScene)
    assert scene_for(app, session, 1 - seat) is None
    to_muster(session)
    assert isinstance(scene_for(app, session, session.state.current_seat), MusteringScene)
    base = new_session("imposter/2p-base")
    assert scene_for(app, base, base.state.current_seat) is None


def test_a_recruit_slides_the_card_from_the_hand_to_the_given_up_row(app, host):
    session = new_session("imposter/fon-full", seed=5)
    st = session.state
    to_muster(session)
    app.settings.anim_speed = "normal"
    scene = open_for_current(app, session)
    give = st.hands[scene.seat][0]
    click(app, scene, f"select:{give}")
    start = scene.sprites[("id", give)].rect.center
    click(app, scene, "recruit")
    sprite = scene.sprites[("id", give)]
    assert sprite.slot.zone == "given"
    assert sprite.moving  # an eased move, not a jump
    frames(app, 60)
    assert not sprite.moving
    assert sprite.rect.center != start
    assert sprite.rect == scene.rows.slot_rect(sprite.slot)
