"""Helpers for the table tests (The Imposter Kings' and King and Peasant's): the headless app,
synthetic clicks and keys, a scoring stand-in, and what a seat may see."""

from __future__ import annotations

import pygame

from scenes.app import step


def table_app(tmp_path, monkeypatch):
    """A headless app with instant animations and computers answering in-process (yields it;
    the table tests' ``app`` fixture)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from scenes.app import make_app
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "ai_mode", "inline")
    a = make_app((1280, 720))
    a.settings.anim_speed = "instant"
    a.settings.ai_pace = 0.0
    a.settings.auto_pass = True
    a.audio = SoundLog()
    yield a
    for scene in list(a.stack.scenes):
        close = getattr(scene, "close", None)
        if callable(close):
            close()


class SoundLog:
    """Audio that remembers what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.volume = 0.0

    def play(self, name: str, *args, **kwargs) -> None:
        self.played.append(name)

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class ClickToContinueScoring:
    """Stands in for the scoring screen's contract: shows a result, and on a click applies
    ``deal`` (unless the match is over) and pops back to the table."""

    def __init__(self, app, session, result) -> None:
        from scenes.stack import Scene

        self.scene = Scene(app)
        self.app = app
        self.session = session
        self.result = result
        self.name = "scoring"
        self.opaque = True

    def enter(self) -> None:
        pass

    def leave(self) -> None:
        pass

    def update(self, dt) -> None:
        pass

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))

    def on_resize(self, size) -> None:
        pass

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP:
            if not self.session.state.match_over:
                self.session.apply("deal")
                self.app.stack.pop()
        return True


def drawn_words(app, table, monkeypatch) -> list[str]:
    """The lines of text the table draws on its next frame."""
    drawn: list[str] = []
    text = table.drawer._text

    def recording(line, *args, **kwargs):
        drawn.append(line)
        return text(line, *args, **kwargs)

    monkeypatch.setattr(table.drawer, "_text", recording)
    table.drawer.invalidate()
    step(app, [])
    monkeypatch.setattr(table.drawer, "_text", text)
    return drawn


def click(app, pos) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app, k) -> None:
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    step(app, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def action_point(app, table, action: str):
    """Where to click for ``action``: its card or button, or, when it is one of a card's ways
    (``Prompt.menus``: the Mercenary swap, a Recommission's restore or lend), that card first
    (clicked here, which opens its ways) and then the way's button. None: nothing answers."""
    pos = table.click_point(action)
    if pos is not None or table.prompt is None:
        return pos
    for ways in table.prompt.menus.values():
        for cid, options in ways.items():
            if any(text == action for _, text in options):
                card = table.click_point(f"ways:{cid}")
                if card is None:
                    return None
                click(app, card)
                return table.click_point(action)
    return None


def click_action(app, table, action: str) -> None:
    """Click what answers ``action`` (through its card's ways when it has them)."""
    pos = action_point(app, table, action)
    assert pos is not None, f"nothing on the table answers '{action}'"
    click(app, pos)


def visible_ids(state, viewer: int) -> set[int]:
    """Every card id the viewer's view names (its own secrets and the public zones)."""
    if viewer < 0:
        ids = set(state.public_ids())
        return ids
    v = state.view(viewer)
    # (a face-down Condemned or removed card is a dict of its value, not an id)
    ids = set(v["court"]) | _ids_in(v["removed"]) | set(v["reveal"])
    if v["accused"] is not None:
        ids.add(v["accused"])
    for s, seat in enumerate(v["seats"]):
        ids |= set(seat["antechamber"]) | _ids_in(seat["condemned"])
        if s == viewer:
            ids |= set(seat["hand"])
            for z in ("successor", "dungeon", "offer"):
                if seat[z] is not None:
                    ids.add(seat[z])
    return ids


def fake_scoring_module(monkeypatch):
    """Put ``ClickToContinueScoring`` in place of the scoring scene (the ``fake_scoring``
    fixtures); returns the stand-in module."""
    import sys
    import types

    mod = types.ModuleType("scenes.scoring")
    mod.ScoringScene = ClickToContinueScoring
    monkeypatch.setitem(sys.modules, "scenes.scoring", mod)
    return mod


def took(table, session, before: int, action: str) -> bool:
    """Whether a click on ``action`` was taken: applied since ``before`` actions, or held as a
    step of a choice under way (or queued behind a reaction window)."""
    if table.choice and table.choice.steps and table.choice.steps[-1].text == action:
        return True
    if any(q[2] == action for q in table.queued):
        return True
    return action in (session.state.history or [])[before:]


def watch_frames(session, table, visible, secrets) -> dict:
    """Check every frame the table draws from now on: its faces must be ones the viewer may see
    (``visible(state, viewer)``, -1 behind a curtain, plus the cards the last move's events
    showed it) and never one of ``secrets(state, viewer)``. Returns the tally, filled as frames
    are drawn: ``checked`` (frames that drew a face) and ``viewers`` (seats that were shown)."""
    last_events: list = []
    real_apply = session.apply

    def apply(action):
        events = real_apply(action)
        last_events[:] = events
        return events

    session.apply = apply
    frames = {"checked": 0, "viewers": set()}
    real_draw = table.draw

    def draw(surface):
        table.frame_faces = []
        real_draw(surface)
        drawn = set(table.frame_faces)
        viewer = -1 if table.curtain else table.viewer
        st = session.state
        allowed = visible(st, viewer)
        allowed |= {e.card for e in last_events if e.for_seat(viewer).card is not None}
        assert drawn <= allowed, f"seat {viewer} was shown {drawn - allowed}"
        if viewer >= 0:
            assert not drawn & (secrets(st, viewer) - allowed)
            frames["viewers"].add(viewer)
        frames["checked"] += bool(drawn)

    table.draw = draw
    return frames


def _ids_in(v) -> set[int]:
    """Every card id in a piece of a view (ints in lists, nested), flags and counts left out."""
    if isinstance(v, bool) or v is None:
        return set()
    if isinstance(v, int):
        return {v}
    if isinstance(v, (list, tuple)):
        out: set[int] = set()
        for x in v:
            if isinstance(x, (list, tuple)) or (isinstance(x, int) and not isinstance(x, bool)):
                out |= _ids_in(x)
        return out
    return set()


def party_visible_ids(state, viewer: int) -> set[int]:
    """``visible_ids`` for three and four players: also the setup cards the view names (its own
    placed and traded cards, everyone's revealed ones, a partner card once shown, the partner's
    Successor once seen, the Assassin's catch for its owner) and other seats' cards the view
    names (a Successor the Spy or a partner saw)."""
    ids = visible_ids(state, viewer)
    if viewer < 0:
        return ids
    v = state.view(viewer)
    party = v.get("party") or {}
    for seat in party.get("seats") or []:
        for key in ("down", "up", "taken_from", "partner_card", "trade"):
            ids |= _ids_in(seat.get(key))
    for key in ("partner_successor", "buried", "keep_pool"):
        ids |= _ids_in(party.get(key))
    for seat in v["seats"]:
        for key in ("successor", "dungeon", "hand_shown"):
            ids |= _ids_in(seat.get(key))
    return ids


def party_secrets(state, viewer: int) -> set[int]:
    """What the other seats hold hidden (their hands, Successors, Dungeons and setup cards
    placed face down): a partner's too, unless the view names it."""
    secret: set[int] = set()
    for s in range(state.n):
        if s == viewer:
            continue
        secret |= set(state.hands[s])
        secret |= {z[s] for z in (state.successor, state.dungeon) if z[s] is not None}
        p = state.party
        if p is not None:
            secret |= set(p.down[s]) | set(p.trade[s]) | set(p.partner_card[s])
    return secret


def _click_point(app, table, action: str) -> bool:
    """Click what answers ``action`` (through its card's ways when it has them)."""
    pos = action_point(app, table, action)
    if pos is None:
        return False
    click(app, pos)
    return True


def play_pass_and_play(
    app, session, table, rounds: int, steps: int, seed: int = 9, choose=None, act=_click_point
) -> int:
    """Play random legal clicks for the humans at one screen until round ``rounds`` is over (or
    the match), answering every handoff and other screen; returns how many handoffs came.
    ``choose(rng, legal)`` picks the action (at random by default) and ``act(app, table,
    action)`` clicks what answers it (True when something did)."""
    import random

    rng = random.Random(seed)
    choose = choose or (lambda r, legal: r.choice(legal))
    handoffs = 0
    for _ in range(steps):
        if session.state.round_no > rounds or session.state.match_over:
            break
        top = app.stack.top
        if top is not table and top.name == "handoff":
            handoffs += 1
            key(app, pygame.K_RETURN)
        elif top is not table:
            click(app, (640, 360))
        elif table._human_may_act() and not table.board.busy:
            action = choose(rng, table.legal())
            assert act(app, table, action), f"nothing on the table answers '{action}'"
        else:
            step(app, [])
    return handoffs


def match_from_setup(app, drive, title: str, mode_id: str, seed: int):
    """The menu, New game, the mode chosen in the list by a click, every computer at Easy, the
    seed typed, and Start: the table it opens."""
    app.to_menu()
    drive.frames()
    drive.press("new")
    setup = app.stack.top
    drive.press(f"mode:{mode_id}")  # every mode shows at once (scenes/mode_list.py)
    assert setup.mode_id == mode_id
    for seat in range(1, len(setup.seats)):
        assert setup.seats[seat].kind == "computer"
        drive.press(f"level:{seat}:easy")
    seed_box = next(e for e in setup.elements if setup.entries.get(id(e)) == ("seed", 0))
    drive.click(seed_box)
    drive.type_text(str(seed))
    drive.press("start")
    table = app.stack.top
    from scenes.table.scene import TableScene

    assert isinstance(table, TableScene)
    return table


def play_privacy_round(app, mode_id: str, humans, visible, secrets, seed: int = 21):
    """One round of ``mode_id`` with people in the seats ``humans`` (Easy computers in the
    others), played by random clicks while every drawn frame is checked with ``watch_frames``
    against ``visible`` and ``secrets``; returns the session, the handoffs and the frame record."""
    from game.core.registry import new_match
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    n = new_match(mode_id, seed).num_seats
    names = ["Ana", "Bob", "Cleo", "Dara"][:n]
    seats = [
        SeatSetup(nm, "human") if s in humans else SeatSetup(nm, "computer", "easy")
        for s, nm in enumerate(names)
    ]
    session = MatchSession(mode_id, seats, seed, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    frames = watch_frames(session, table, visible, secrets)
    handoffs = play_pass_and_play(app, session, table, rounds=1, steps=8000)
    return session, handoffs, frames


GUIDE_SIZES = ((1280, 720), (1024, 640))


def note_misfits(table, sizes=GUIDE_SIZES) -> list[tuple]:
    """What the guided game's note on screen covers that it must not, drawn at each of
    ``sizes``: the table's edge, its target, the prompt bar, the viewer's hand (where the hand is
    not what it points at). Empty when it is placed right; the table is put back at its size."""
    back = table.layout.size
    out: list[tuple] = []
    for size in sizes:
        table.on_resize(size)
        table.draw(pygame.Surface(size))
        guide = table.guide
        p = guide.current
        note, target = guide.note, guide.zone_rect(p)
        lay = table.layout
        if not lay.table.contains(note):
            out.append((p.id, size, "outside the table", note))
        if target is not None and note.colliderect(target):
            out.append((p.id, size, "over its target", note, target))
        if note.colliderect(lay.prompt) and not (target and target.colliderect(lay.prompt)):
            out.append((p.id, size, "over the prompt", note, lay.prompt))
        for sp in table.board.sprites:
            mine = sp.slot.zone == "hand" and sp.slot.seat == table.viewer and not sp.leaving
            if mine and note.colliderect(sp.rect) and not (target and target.colliderect(sp.rect)):
                out.append((p.id, size, "over the hand", note, sp.rect))
                break
    table.on_resize(back)
    table.draw(pygame.Surface(back))
    return out
