"""Fragments of Nersetti at the table: a whole match by clicks, through the Mustering and
Signature scenes; pass-and-play privacy of the expansion's zones; a prompt of its own for every
expansion decision; the expansion's moves told and animated."""

from __future__ import annotations

import random

import pygame
from fon_helpers import answer_expansion_scene
from table_helpers import click, key, took

from game.core.registry import modes, new_match
from scenes.app import step
from scenes.imposter.kit import expansion_scenes
from scenes.imposter.table.board import ImposterBoard, view_zones
from scenes.imposter.table.layout import ImposterLayout
from scenes.imposter.table.log import ImposterLog
from scenes.imposter.table.prompts import build_prompt
from scenes.session import MatchSession, SeatSetup

NAMES = ["Alice", "Bob"]
EXPANSION_SCENES = ("mustering", "signatures")


def _ids(v) -> list[int]:
    if isinstance(v, list):
        return [c for c in v if isinstance(c, int) and not isinstance(c, bool)]
    return [v] if isinstance(v, int) and not isinstance(v, bool) else []


def fon_visible_ids(state, viewer: int) -> set[int]:
    """Every card id the viewer's view names, with the expansion's zones: its own Army, picks
    and Squire; everyone's Exhausted cards; another seat's shown hand cards and revealed
    Successor, Dungeon or Squire."""
    if viewer < 0:
        return set(state.public_ids())
    v = state.view(viewer)
    ids = set(v["court"]) | set(v["removed"]) | set(v["reveal"])
    if v["accused"] is not None:
        ids.add(v["accused"])
    for s, seat in enumerate(v["seats"]):
        keys = ["antechamber", "condemned", "exhaust", "hand_shown"]
        if s == viewer:
            keys += ["hand", "successor", "dungeon", "offer", "army", "picked", "squire"]
        else:
            keys += ["successor", "dungeon", "squire"]  # ids only once revealed
        for k in keys:
            ids.update(_ids(seat.get(k)))
    return ids


def _secrets(state, seat: int) -> set[int]:
    """The other seat's private cards now: hand, Army, Signature picks, Squire, Successor and
    Dungeon (minus any the rules have shown to everyone)."""
    fon = state.fon
    ids = set(state.hands[seat]) | set(fon.army[seat]) | set(fon.picked[seat])
    for c in (state.successor[seat], state.dungeon[seat], fon.squire[seat], state.offer[seat]):
        if c is not None:
            ids.add(c)
    return ids - fon.shown


def _table(app, seats, seed, mode="imposter/fon-full"):
    from scenes.table.scene import TableScene

    session = MatchSession(mode, seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    return session, table


def test_a_whole_fragments_match_is_played_by_clicks_only_against_a_computer(app, fake_scoring):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session, table = _table(app, seats, seed=5)
    rng = random.Random(3)
    scenes_seen: set[str] = set()
    sent: list[str] = []
    for _ in range(20000):
        if session.state.match_over:
            break
        step(app, [])
        top = app.stack.top
        scenes_seen.add(top.name)
        if top is table:
            if table._human_may_act() and not table.board.busy:
                action = rng.choice(table.legal())
                pos = table.click_point(action)
                assert pos is not None, f"nothing on the table answers '{action}'"
                before = len(session.state.history)
                click(app, pos)
                if len(session.state.history) == before and app.stack.top.name in EXPANSION_SCENES:
                    continue  # the decision's own scene opened in the frame of the click
                assert took(table, session, before, action)
                sent.append(action)
        elif top.name in EXPANSION_SCENES:
            done = answer_expansion_scene(app, top, rng)
            if done:
                sent.append(done)
        else:
            click(app, (640, 360))  # the scoring screen: click to deal the next round
    assert session.state.match_over
    assert max(session.state.scores) >= 7
    # The Signature picks and the Mustering went through the expansion's own scenes.
    assert {"mustering", "signatures"} <= scenes_seen
    assert any(a.startswith("pick ") for a in sent) and "done" in sent
    assert any(a.startswith(("play ", "flip")) for a in sent)
    lines = [text for text, _ in table.log.lines(0)]
    assert any("done mustering" in text for text in lines)
    assert any("Signature Card" in text for text in lines)


def test_without_the_expansion_scenes_the_table_plays_every_expansion_decision_itself(
    app, fake_scoring, monkeypatch
):
    import scenes.imposter.kit as imposter_kit

    monkeypatch.setattr(imposter_kit, "expansion_scenes", lambda: None)
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session, table = _table(app, seats, seed=6, mode="imposter/fon-tournament")
    rng = random.Random(6)
    kinds: set[str] = set()
    for _ in range(6000):
        if session.state.round_no > 1 or session.state.match_over:
            break
        step(app, [])
        top = app.stack.top
        assert top.name not in EXPANSION_SCENES
        if top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            kinds.add(session.state.decision)
            legal = table.legal()
            action = "done" if "done" in legal and rng.random() < 0.6 else rng.choice(legal)
            pos = table.click_point(action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            assert table.layout.size[0] > pos[0] >= 0 and table.layout.size[1] > pos[1] >= 0
            before = len(session.state.history)
            click(app, pos)
            assert took(table, session, before, action)
    assert session.state.round_no > 1
    assert {"sig_pick", "draft", "muster"} <= kinds


def test_pass_and_play_fragments_never_draws_the_other_players_secrets(app, fake_scoring):
    from scenes.table.scene import TableScene

    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]
    session, table = _table(app, seats, seed=8)
    assert isinstance(table, TableScene)
    last_events: list = []
    seen_by: dict[int, set[int]] = {0: set(), 1: set()}  # every id shown to a seat by events
    real_apply = session.apply

    def apply(action):
        events = real_apply(action)
        last_events[:] = events
        for s in (0, 1):
            seen_by[s] |= {e.for_seat(s).card for e in events} - {None}
        return events

    session.apply = apply
    frames = {"table": 0, "expansion": 0, "viewers": set()}
    real_draw = table.draw

    def draw(surface):
        """Each table frame: only faces the viewer may see now, never the other's secrets."""
        table.frame_faces = []
        real_draw(surface)
        drawn = set(table.frame_faces)
        viewer = -1 if table.curtain else table.viewer
        allowed = fon_visible_ids(session.state, viewer)
        allowed |= {e.card for e in last_events if e.for_seat(viewer).card is not None}
        assert drawn <= allowed, f"seat {viewer} was shown {drawn - allowed}"
        if viewer >= 0:
            assert not drawn & _secrets(session.state, 1 - viewer)
            frames["viewers"].add(viewer)
        frames["table"] += bool(drawn)

    table.draw = draw
    rng = random.Random(2)
    handoffs = 0
    for _ in range(20000):
        if session.state.round_no > 1 and session.state.decision == "turn":
            break
        if session.state.match_over:
            break
        step(app, [])
        top = app.stack.top
        if top is not table and top.name == "handoff":
            handoffs += 1
            key(app, pygame.K_RETURN)
        elif top.name in EXPANSION_SCENES:
            # The expansion scenes draw only their seat's cards and what events showed it.
            me = top.seat
            top.faces_drawn.clear()
            top.draw(pygame.Surface(app.screen.get_size()))
            ok = fon_visible_ids(session.state, me) | seen_by[me] | top.seen_ids
            assert top.faces_drawn <= ok, f"seat {me} was shown {top.faces_drawn - ok}"
            assert not top.faces_drawn & _secrets(session.state, 1 - me) - seen_by[me]
            frames["expansion"] += 1
            answer_expansion_scene(app, top, rng)
        elif top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            action = rng.choice(table.legal())
            click(app, table.click_point(action))
    assert session.state.round_no > 1
    assert handoffs >= 4
    assert frames["viewers"] == {0, 1}
    assert frames["table"] > 30 and frames["expansion"] > 4


def _every_kind_seen() -> dict[str, set[str]]:
    """Seeded random matches of every Fragments mode, each decision put through the prompt;
    the choices lean towards using abilities, so the rare decisions come up."""
    texts: dict[str, set[str]] = {}
    fon = [m for m in modes() if m.startswith("imposter/fon") and "immortal" not in m]
    for mode_id in fon:
        for seed in range(13):
            st = new_match(mode_id, seed)
            rng = random.Random(seed)
            while not st.match_over and len(st.history) < 1500:
                v = st.view(st.current_seat)
                p = build_prompt(v, st.cards, NAMES)
                kind = v["decision"]
                assert set(v["legal"]) <= p.actions(), (kind, v["legal"])
                for text in v["legal"]:
                    if text.startswith("swap "):
                        texts.setdefault("swap X", set()).add(p.text)
                    if text == "play successor":
                        texts.setdefault("play successor", set()).add(p.text)
                texts.setdefault(kind, set()).add(p.text)
                legal = [str(a) for a in st.legal_actions()]
                # A new King may be chosen again and again: not "eager", or Mustering never ends.
                eager = [a for a in legal if a not in ("pass", "done") and a[:5] != "king "]
                pick = rng.choice(eager) if eager and rng.random() < 0.85 else rng.choice(legal)
                st.apply(pick)
    return texts


EXPANSION_DECISIONS = (
    "flag", "flag_rally", "flag_return", "stranger", "aegis", "ancestor_rally", "informant",
    "informant_claim", "nakturn", "nakturn_guess", "nakturn_condemn", "lockshift", "oracle",
    "oracle_show", "oracle_pick", "recall", "rally", "squire", "tactician", "tactician_squire",
    "leader", "swap X", "play successor",
)  # fmt: skip


def test_every_expansion_decision_gets_a_prompt_in_table_words():
    texts = _every_kind_seen()
    missing = [k for k in EXPANSION_DECISIONS if k not in texts]
    assert not missing, f"never came up: {missing}"
    for kind in EXPANSION_DECISIONS:
        for text in texts[kind]:
            assert text and text != "Choose", (kind, text)
            assert "_" not in text and "@" not in text, (kind, text)


def test_a_rally_is_answered_by_clicking_the_army_card():
    st = new_match("imposter/fon-full", 0)
    rng = random.Random(0)
    while st.decision != "enlist":
        st.apply(rng.choice(st.legal_actions()))
    v = st.view(st.current_seat)
    p = build_prompt(v, st.cards, NAMES)
    army = p.zone_targets("army", st.current_seat)
    assert army and set(army.values()) == set(v["legal"])
    for cid, text in army.items():
        assert text == f"enlist {st.cards[cid].label}"


def test_round_end_exhaust_is_one_line_per_seat_and_a_hidden_army_card_is_not_named():
    from game.core.events import Event
    from game.imposter.round_end import ROUND_END

    st = new_match("imposter/fon-full", 0)
    soldier = next(c for c in range(len(st.cards)) if st.cards[c].label == "Army Soldier")
    aegis = next(c for c in range(len(st.cards)) if st.cards[c].label == "Aegis")
    log = ImposterLog(st.cards, NAMES)
    log.add(
        [
            Event("move", 1, soldier, ("court", -1), ("exhaust", 1), arg=ROUND_END),
            Event("move", 1, aegis, ("hand", 1), ("exhaust", 1), arg=ROUND_END),
            Event("round_start", arg=2),
            Event("move", 1, soldier, ("army", 1), ("hand", 1), visible_to=(1,)),
        ],
        2,
    )
    lines = [text for text, _ in log.lines(0)]
    assert lines[0] == "Bob's Army cards taken this round are Exhausted: Soldier, Aegis."
    assert lines[-1] == "Bob takes an Army card into their hand."
    mine = [text for text, _ in log.lines(1)]
    assert mine[0] == "Your Army cards taken this round are Exhausted: Soldier, Aegis."
    assert mine[-1] == "You take the Soldier from your Army into your hand."


def test_the_first_deal_animates_the_models_own_deal_events(app):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    app.settings.anim_speed = "normal"
    session, table = _table(app, seats, seed=4, mode="imposter/2p-base")
    dealt = [e.card for e in session.state.opening_events if e.kind == "move" and e.card]
    assert dealt and table.board.busy
    for _ in range(400):
        if not table.board.busy:
            break
        table.board.update(1 / 30)
    hand = table.board.zones[("hand", table.viewer)]
    assert sorted(sp.cid for sp in hand) == sorted(session.state.hands[table.viewer])


def test_a_revealed_successor_turns_face_up_and_exhausted_cards_stay_through_a_new_deal():
    st = new_match("imposter/fon-full", 1)
    rng = random.Random(1)
    lay = ImposterLayout((1280, 720), 2, 0)
    board = ImposterBoard(lay, 2)
    board.rebuild(st.view(0))
    checked = {"reveal": 0, "kept": 0}
    while not st.match_over and len(st.history) < 2500 and min(checked.values()) == 0:
        events = st.apply(rng.choice(st.legal_actions()))
        exhausted = [sp.cid for sp in board.zones.get(("exhaust", 0), [])]
        board.animate([e.for_seat(0) for e in events], st.view(0))
        board.finish()
        v = st.view(0)
        for e in events:
            if e.kind == "reveal" and e.seat == 1 and e.src and e.src[0] == "successor":
                if v["seats"][1]["successor"] == e.card:
                    sp = board.zones[("successor", 1)][0]
                    assert sp.face_up and sp.cid == e.card
                    checked["reveal"] += 1
            if e.kind == "round_start" and exhausted:
                now = [sp.cid for sp in board.zones.get(("exhaust", 0), [])]
                assert set(exhausted) <= set(now)
                checked["kept"] += 1
        for (zone, seat), ids in view_zones(v).items():
            got = [sp.cid for sp in board.zones.get((zone, seat), [])]
            assert got == ids, (zone, seat)
    assert min(checked.values()) > 0, checked


def test_the_expansion_scenes_are_installed():
    """The Mustering and Signature scenes come through scenes/imposter/expansion_hooks.py."""
    hooks = expansion_scenes()
    assert hooks is not None and callable(hooks.scene_for)


def test_hover_facts_take_mute_steadfast_and_values_from_the_rules():
    from scenes.imposter.table.hover import card_facts

    found = {"muted": 0, "steadfast": 0, "value": 0}
    for seed in range(40):
        st = new_match("imposter/fon-full", seed)
        rng = random.Random(seed)
        while not st.match_over and len(st.history) < 600 and min(found.values()) == 0:
            st.apply(rng.choice(st.legal_actions()))
            if st.current_seat is None or st.round_over:
                continue
            seat = st.current_seat
            v = st.view(seat)
            for cid in v["seats"][seat]["hand"]:
                c = st.cards[cid]
                facts = card_facts(v, st.cards, cid, "hand", state=st)
                if st.is_muted(cid) and v["mystic"] != c.value:
                    assert facts.muted and "Muted: it has no text now." in facts.notes
                    found["muted"] += 1
                if st.is_steadfast(cid) and not c.steadfast:
                    assert "Steadfast" in facts.keywords
                    found["steadfast"] += 1
                if st.hand_value(cid) != c.value:
                    assert facts.current == st.hand_value(cid)
                    found["value"] += 1
        if min(found.values()):
            break
    assert min(found.values()) > 0, found


def test_after_the_mustering_scene_the_table_lays_out_its_choices_without_replaying_them(
    app, fake_scoring
):
    seats = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]
    session, table = _table(app, seats, seed=3, mode="imposter/fon-2-army")
    rng = random.Random(3)
    for _ in range(3000):
        step(app, [])
        if app.stack.top.name == "mustering":
            break
        if table._human_may_act() and not table.board.busy:
            click(app, table.click_point(rng.choice(table.legal())))
    scene = app.stack.top
    assert scene.name == "mustering"
    app.settings.anim_speed = "normal"
    before = len(table.log.entries)
    legal = scene.legal()
    recruit = next((a for a in legal if a.startswith("recruit ")), None)
    if recruit is not None:
        me = scene.view()["seats"][scene.seat]
        cid = next(c for c in me["hand"] if scene.cards[c].label == recruit[8:])
        click(app, scene.click_point(f"select:{cid}"))
        click(app, scene.click_point("recruit"))
        while scene.legal() and scene.legal() != legal and "done" not in scene.legal():
            answer_expansion_scene(app, scene, rng)
    for _ in range(200):
        if app.stack.top is not scene:
            break
        if scene.busy:
            step(app, [])
        elif "done" in scene.legal():
            click(app, scene.click_point("done"))
        else:
            answer_expansion_scene(app, scene, rng)
    assert app.stack.top is table
    # The choices were animated in the Mustering scene: the table shows them at rest...
    assert not table.board.busy
    hand = table.board.zones[("hand", 0)]
    assert sorted(sp.cid for sp in hand) == sorted(session.state.hands[0])
    # ...and tells them in its log.
    told = [text for text, _ in table.log.lines(0)[-12:]]
    assert len(table.log.entries) > before and "You are done mustering." in told


def test_a_stranger_copying_the_informant_is_logged_as_a_guess_at_the_dungeon():
    from game.imposter.positions import build

    st = build(
        "imposter/fon-full",
        hands=[["Stranger", "Elder"], ["Soldier"]],
        court=["Informant", "Fool"],
        dungeons=[None, "Queen"],
    )
    log = ImposterLog(st.cards, NAMES)
    for text in ("play Stranger", "copy Informant", "name Queen"):
        log.add(st.apply(text), 1)
    lines = [text for text, _ in log.lines(0)]
    assert "Right: the Dungeon card is the Queen." in lines
    assert not any("opponent's hand" in text for text in lines)


def test_the_nakturn_guess_is_logged_with_what_it_proved():
    from game.imposter.positions import build

    st = build(
        "imposter/fon-full",
        hands=[["Nakturn", "Fool", "Queen"], ["King's Hand", "Soldier", "Elder"]],
        court=["Sentry", "Inquisitor"],
        disgraced=[0],
    )
    log = ImposterLog(st.cards, NAMES)
    for text in ("play Nakturn", "name Queen", "pass", "guess no"):
        log.add(st.apply(text), 1)
    lines = [text for text, _ in log.lines(1)]
    assert "You guess wrong about the Queen." in lines
    assert "Alice holds the Queen." in lines
