"""The table drives a match online: a room server on a loopback port, two clients, and the
table (``RemoteSession``) for one of them played by its own clicks, the other client
scripted, through whole matches of each game. Every frame the table draws only what its seat
may see; its state is the view the room sent; nothing it holds can tell another seat's view."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from table_helpers import action_point, click

from game.core.registry import new_match
from game.net.client import RemoteMatch
from game.net.server import ServerThread
from scenes.app import step
from scenes.remote_session import NotHere, RemoteSession, RemoteState
from scenes.table.scene import TableScene

TIMEOUT = 60.0  # seconds a whole match may take at most here (they take a few)
FAST = (10_000.0, 10_000)  # scripted clients answer at once: a rate far past a person's


@pytest.fixture
def server():
    thread = ServerThread("127.0.0.1", 0, rate=FAST)
    host, port = thread.start()
    thread.url = f"ws://{host}:{port}"
    yield thread
    thread.stop()


def _room(server, mode: str, computers: int, options=None):
    """A started room of ``mode``: Ann (seat 0, at the table) and Bob (seat 1, scripted)
    online, computers at Easy in the other seats."""
    seats = [{"kind": "online"}, {"kind": "online"}] + [
        {"kind": "computer", "level": "easy"}
    ] * computers
    ann = RemoteMatch.connect(server.url)
    setup = {"seed": 3}
    if options:
        setup["options"] = options
    code = ann.create(mode, seats, **setup)
    ann.join(code, 0, "Ann")
    bob = RemoteMatch.connect(server.url)
    bob.join(code, 1, "Bob")
    ann.ready()
    bob.ready()
    assert ann.wait(lambda m: len(m.lobby) == len(seats) and all(s["ready"] for s in m.lobby if s["kind"] == "online"), 10)  # fmt: skip
    ann.start()
    for c in (ann, bob):
        assert c.wait(lambda m: m.view is not None, 10)
    return ann, bob, code


def _ints(value) -> set[int]:
    """Every whole number in a piece of a view (card ids among them)."""
    if isinstance(value, bool) or value is None:
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return _ints(list(value.keys())) | _ints(list(value.values()))
    if isinstance(value, (list, tuple, set)):
        return set().union(*(_ints(v) for v in value)) if value else set()
    return set()


def _secrets(state, seat: int) -> set[int]:
    """The cards only other seats know in ``state`` (the room's true match): in their hands,
    and in The Imposter Kings their Successor, Dungeon and swap card too, that ``seat``'s own
    view does not name (a card it was shown, a card it passed)."""
    out: set[int] = set()
    for other in range(state.num_seats):
        if other == seat:
            continue
        hand = state.hands[other]
        out |= set(hand) if isinstance(hand, (list, tuple)) else set()
        for zone in ("successor", "dungeon", "offer"):
            cards = getattr(state, zone, None)
            if cards is not None and cards[other] is not None:
                out.add(cards[other])
    return out - _ints(state.view(seat))


class Truth:
    """The room's true match replayed to the move the table shows (for the checks only)."""

    def __init__(self, server, code: str) -> None:
        self.room = server.server.rooms[code]
        self.mode, self.seed, self.options = self.room.state.mode.id, self.room.state.seed, getattr(self.room.state, "options", None)  # fmt: skip
        self.state = new_match(self.mode, self.seed, self.options)

    def at(self, move: int):
        history = list(self.room.state.history)
        if len(self.state.history) > move:
            self.state = new_match(self.mode, self.seed, self.options)
        for text in history[len(self.state.history) : move]:
            self.state.apply(text)
        return self.state


def _play_online(app, server, mode: str, computers: int = 0, options=None, review=False):
    ann, bob, code = _room(server, mode, computers, options)
    truth = Truth(server, code)
    session = RemoteSession(ann, 0)
    table = TableScene(app, session)
    app.stack.push(table)
    rng, bob_rng = random.Random(5), random.Random(6)
    drawn = {"frames": 0, "faces": 0}
    real_draw = table.draw

    def draw(surface):
        table.frame_faces = []
        real_draw(surface)
        if table.state.match_over:
            return  # the end: the record tells the whole match, nothing is secret now
        # No match on this side: the record comes only once the room's match is over.
        assert type(table.state) is RemoteState and (session.final is None or ann.over)
        secret = _secrets(truth.at(table._moves()), 0)
        faces = set(table.frame_faces)
        assert not faces & secret, f"the table drew {faces & secret}, another seat's secret"
        drawn["frames"] += 1
        drawn["faces"] += len(faces)

    table.draw = draw
    clicks = scorings = 0
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        bob.update()
        if bob.my_turn:
            bob.apply(bob_rng.choice(bob.legal))
        top = app.stack.top
        if top is table and session.finished and not table.board.busy:
            if table.pending_result is None:
                break  # over with no scoring screen to come (a mulligan's penalty ended it)
        if top is not table:
            if getattr(top, "name", "") == "scoring" or type(top).__name__ == "ScoringScene":
                scorings += 1
                if session.finished:
                    break
            step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])  # fmt: skip
            continue
        if table._human_may_act() and not table.board.busy and not session.pending():
            action = rng.choice(table.legal())
            pos = action_point(app, table, action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            click(app, pos)
            clicks += 1
            continue
        step(app, [])
        idle = not table.board.busy and not session.pending() and table._moves() == ann.move  # fmt: skip
        if idle and ann.view is not None and not table.state.match_over:
            # The table's state is the view the room sent this seat, and nothing more.
            shown = dict(table.state.view(0))
            sent = dict(ann.view)
            shown.pop("legal"), sent.pop("legal")
            assert shown == sent
            assert table.state.current_seat == ann.to_move
    assert session.finished, f"{mode}: the match did not end in time"
    assert ann.over and table.state.match_over
    assert table.state.winner == ann.winner
    assert clicks > 3 and scorings >= 1 and drawn["frames"] > 10
    assert drawn["faces"] > 0
    if computers:
        assert any(s["kind"] == "computer" for s in ann.lobby)
    if review:
        # Kept in this player's statistics and archive once (scenes.online_record), and the
        # scoring screen's Review (V) opens it from the room's record.
        assert session.kept is not None and session.kept.finished
        session.record_finish()  # again: nothing more is kept
        assert type(app.stack.top).__name__ == "ScoringScene"
        step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=0)])  # fmt: skip
        step(app, [])
        assert "Review" in type(app.stack.top).__name__
        app.stack.pop()
    bob.leave()
    while app.stack.scenes:
        app.stack.pop()
    assert ann.client.closed is not None  # the table gone for good said bye to the room
    return session, table


def test_imposter_two_players_play_a_whole_match_online_at_the_table(app, server):
    session, table = _play_online(app, server, "imposter/2p-base", options={"target": "3"})
    assert len(session.final.results) >= 2  # rounds were dealt by the scoring screen's Enter


def test_imposter_cutthroat_with_a_computer_plays_online_at_the_table(app, server):
    _play_online(app, server, "imposter/cutthroat", computers=1, options={"target": "3"})


def test_fragments_signature_picks_are_answered_at_the_table_online(app, server):
    # The Signature and Mustering scenes apply moves to a match: online the table asks them.
    session, _ = _play_online(app, server, "imposter/fon-3-signatures", options={"target": "3"})
    assert any(a.startswith("pick") for a in session.final.history)


def test_king_and_peasant_plays_a_whole_match_online_at_the_table(app, server):
    _play_online(app, server, "peasant/eras", review=True)


def test_usurp_with_a_computer_plays_online_at_the_table(app, server):
    _play_online(app, server, "usurp/3p", computers=1)


def test_a_remote_state_answers_only_for_its_own_seat(server):
    ann, bob, _ = _room(server, "peasant/eras", 0)
    try:
        session = RemoteSession(ann, 0)
        st = session.state
        assert st.view(0)["seat"] == 0
        with pytest.raises(NotHere):
            st.view(1)
        with pytest.raises(NotHere):
            st.clone()
        with pytest.raises(NotHere):
            st.apply("done")
        assert st.history is None and st.seed is None  # the seed would tell the whole deal
        assert session.undo_off() and not session.can_undo()
        assert session.is_human(0) and not session.is_human(1) and session.is_person(1)
    finally:
        ann.leave()
        bob.leave()


def _wait_frames(app, until, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            return False
        step(app, [])
        time.sleep(0.005)
    return True


def _press(app, key: int, text: str = "") -> None:
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)])


def test_the_table_online_chats_emotes_and_shows_who_is_connected(app, server):
    ann, bob, _ = _room(server, "peasant/eras", 0)
    session = RemoteSession(ann, 0)
    table = TableScene(app, session)
    app.stack.push(table)
    try:
        _press(app, pygame.K_t, "t")  # T starts a line: the letters go to it, not the table
        for ch in "hi Bob":
            _press(app, 0, ch)
        assert table.typing == "hi Bob"
        _press(app, pygame.K_RETURN, "\r")
        assert table.typing is None
        assert bob.wait(lambda m: any(t.get("text") == "hi Bob" for t in m.talk), 10)
        _press(app, pygame.K_e, "e")
        _press(app, pygame.K_2, "2")  # the second emote: Well played!
        assert bob.wait(lambda m: any(t.get("emote") == "well_played" for t in m.talk), 10)
        bob.chat("Good luck")
        assert _wait_frames(app, lambda: any(t.get("text") == "Good luck" for t in session.talk))
        presence, said, _keys = table.online_lines()
        assert "Bob: here" in presence[1] and "Ann: you" in presence[1]
        assert said[-1] == "Bob: Good luck"
        assert any(b.text == "Good luck" and b.seat == 1 for b in table.board.bubbles)
        bob.client.abort()  # Bob's line drops: the table says he is reconnecting
        assert _wait_frames(app, lambda: "Bob: reconnecting..." in table.online_lines()[0][1])
    finally:
        app.stack.pop()


def test_a_hint_online_comes_from_the_room_for_this_seats_decision(app, server):
    ann, bob, _ = _room(server, "imposter/2p-base", 0)
    session = RemoteSession(ann, 0)
    table = TableScene(app, session)
    app.stack.push(table)
    try:

        def ann_to_act() -> bool:
            bob.update()
            if bob.my_turn:
                bob.apply(bob.legal[0])
            return table._human_may_act() and not table.board.busy

        assert _wait_frames(app, ann_to_act)
        table.ask_hint()
        assert table.hint_pending and table.worker.job is None  # asked of the room, not here
        assert _wait_frames(app, lambda: table.hint is not None, 30)
        assert table.hint[0] in table.legal() and table.hint[1]
    finally:
        while app.stack.scenes:
            app.stack.pop()
        bob.leave()


def test_nothing_the_table_cannot_do_online_is_offered(app, server):
    ann, bob, _ = _room(server, "imposter/2p-base", 0)
    session = RemoteSession(ann, 0)
    table = TableScene(app, session)
    app.stack.push(table)
    try:
        assert "undo" not in table.layout.panel_buttons and not table.undo()
        assert table.panel_note == session.undo_off()
        assert table.worker.job is None  # the table's computer is never asked online
        from scenes.pause import PauseScene

        assert PauseScene(app, session).conceder is None
    finally:
        app.stack.pop()
        bob.leave()


def test_a_seat_taken_back_mid_match_sits_at_a_table_laid_out_from_the_room(app, server):
    ann, bob, code = _room(server, "imposter/2p-base", 0)
    rng = random.Random(2)
    try:
        deadline = time.monotonic() + 10
        while ann.move < 6:  # a few moves, played by the scripts
            assert time.monotonic() < deadline
            for c in (ann, bob):
                c.update(0.01)
                if c.my_turn:
                    c.apply(rng.choice(c.legal))
        moved = ann.move
        token = ann.token
        ann.client.abort()  # Ann's app closed; she joins again with her seat's token
        again = RemoteMatch.connect(server.url)
        again.join(code, 0, "Ann", token=token)
        assert again.wait(lambda m: m.view is not None and m.move >= moved, 10)
        session = RemoteSession(again, 0)
        table = TableScene(app, session)
        app.stack.push(table)
        step(app, [])
        assert table._moves() == again.move >= moved > 0
        assert table.state.view(0)["seats"][0]["hand"] == again.view["seats"][0]["hand"]
        assert any("before you sat down" in str(e) for e in table.log.entries)
    finally:
        while app.stack.scenes:
            app.stack.pop()
        bob.leave()


def test_a_move_the_room_refuses_is_said_and_asked_again(app, server, monkeypatch):
    ann, bob, _ = _room(server, "peasant/eras", 0)
    session = RemoteSession(ann, 0)
    table = TableScene(app, session)
    app.stack.push(table)
    try:

        def ann_to_act() -> bool:  # Bob plays his first option until Ann owes a decision
            bob.update()
            if bob.my_turn:
                bob.apply(bob.legal[0])
            return table._human_may_act()

        assert _wait_frames(app, ann_to_act)
        real = ann.apply

        def garbled(action):  # the line garbles it: the room gets a move it cannot play
            real("dispatch Nobody")

        monkeypatch.setattr(ann, "apply", garbled)
        table.act(table.legal()[0])
        assert table.prompt is None  # sent: nothing to answer until the room does
        assert _wait_frames(app, lambda: table.panel_note and "said no" in table.panel_note)
        assert table._human_may_act() and table.legal()  # the decision is owed again
    finally:
        while app.stack.scenes:
            app.stack.pop()
        bob.leave()


def test_the_lobby_opens_this_table_on_the_rooms_start(app, server):
    from scenes.online import start as start_table

    seats = [{"kind": "online"}, {"kind": "computer", "level": "easy"}]
    ann = RemoteMatch.connect(server.url)
    code = ann.create("usurp/2p", seats, seed=2)
    ann.join(code, 0, "Ann")
    ann.ready()
    assert ann.wait(lambda m: len(m.lobby) == 2 and m.lobby[0]["ready"], 10)
    ann.start()
    assert ann.wait(lambda m: m.started, 10)  # as the lobby sees it: the first state may lag
    start_table.open_table(app, ann, ann.seat, ["Ann", "Lady Vesna"])
    try:
        table = app.stack.top
        assert isinstance(table, TableScene) and table.remote
        assert table.names == ["Ann", "Lady Vesna"]
        step(app, [])
        assert table.state.view(0)["seat"] == 0
    finally:
        while app.stack.scenes:
            app.stack.pop()
