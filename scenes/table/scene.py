"""The play table of every game: draws the viewer's view, animates every event and turns clicks
into actions.

The scene never decides a rule and never waits for an animation: a chosen action is applied at
once through the session, and the returned events animate from the old positions to the new
view. Computer seats think in a worker; pass-and-play hands the screen over (HandoffScene) before
any other human's decision, and only then shows that seat's view. What belongs to one game (its
zones, faces, prompts, log words, own scenes) comes from its kit (``scenes.table.kit``). See
docs/table.md. Here are the match's flow, the computer's and the hint's worker and the frame
loop; its parts are mixins beside it: the view kept in step (``scene_view``), the person's
actions (``acting``), undo (``undoing``), the scenes it opens over itself (``interludes``) and
the pointer and keys (``pointer``).
"""

from __future__ import annotations

import logging
import math
import random

import pygame

from scenes.handoff import HandoffScene
from scenes.stack import Scene
from scenes.table.acting import TableActing
from scenes.table.ai_worker import AiWorker, decide, hint
from scenes.table.choice import Choice
from scenes.table.interludes import TableInterludes
from scenes.table.kit import TableKit, kit_for
from scenes.table.online import TableOnline
from scenes.table.pointer import TablePointer
from scenes.table.prompts import Prompt
from scenes.table.recap import Recap
from scenes.table.scene_view import TableViewing
from scenes.table.undoing import TableUndo

log = logging.getLogger(__name__)

AI_POLL = 0.1  # seconds between looks at the computer's worker while nothing moves
# After a handoff a question the person cannot answer but by passing stays up this long, then
# the table passes for them (under "When you cannot react: Pass for me").
AUTO_PASS_PAUSE = 1.5
AUTO_PASS_NOTE = "You cannot react: the table passes for you in a moment."
COMPUTER_FAILED = "The computer could not think (error logged); it played a legal move at random."
HINT_FAILED = "No hint could be worked out for this decision."


def undo_beneath(cover) -> bool:
    """Ctrl+Z in a scene over the table (a game's own, such as the Mustering): the table beneath
    takes the last decision back and closes that scene (see ``TableScene.undo_over``)."""
    stack = getattr(cover.app, "stack", None)
    for scene in reversed(stack.scenes if stack is not None else []):
        if isinstance(scene, TableScene):
            return scene.undo_over(cover)
    return False


class TableScene(
    TableViewing, TableActing, TableUndo, TableInterludes, TablePointer, TableOnline, Scene
):
    """The table for one match session of any game, local or online (a ``RemoteSession``:
    ``scenes.table.online``); the game's parts come from its ``kit`` (``scenes.table.kit``:
    found from the match's mode unless one is given)."""

    name = "table"
    ai_mode = "process"  # "process", "thread" or "inline" (tests: answers at once, in order)

    def __init__(self, app, session, kit: TableKit | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.remote = bool(getattr(session, "remote", False))  # online: the room plays
        self.state = session.state
        self.kit = kit if kit is not None else kit_for(self.state)
        self.n = self.state.num_seats
        self.names = [session.seats[s].name for s in range(self.n)]
        self.painter = self.kit.painter(app, self.state)
        self.viewer = self._initial_viewer()
        session.viewer = self.viewer
        size = self._screen_size()
        self.board = None
        self.layout = self._new_layout(size)
        self.board = self.kit.board(self.layout, self.n)
        self.board.speed = self._speed()
        self.log = self.kit.log(self.state, self.names)
        self.drawer = self.kit.drawer(self)
        self.worker = AiWorker(self.ai_mode)
        self.prompt: Prompt | None = None
        # The first steps of a choice the player is making, not applied yet (see choice.py),
        # and the steps of a made choice still to apply once a reaction window has closed.
        self.choice: Choice | None = None
        self.queued: list[tuple[int, str, str]] = []
        # A card clicked that answers the decision in several ways: its ways, as buttons.
        self.menu: int | None = None
        self._draining = False
        self.context: tuple[int, str] | None = None  # the last action: (seat, text)
        self.curtain = False  # the table shows no one's secrets (a handoff is under way)
        self.handoff_for: int | None = None
        self.handoff: HandoffScene | None = None  # the curtain shown now, if any
        self.handed_at = -1  # the move count when a handoff last gave someone the screen
        self.auto_at: tuple[int, float] | None = None  # (move count, when) of a paused auto pass
        self.pending_result: dict | None = None
        self.ai_answer: tuple[int, str] | None = None
        self.last_move_at = -1e9
        self.idle_since = 0.0
        self.hint: tuple[str, str] | None = None
        self.panel_note: str | None = (
            None  # a word in the hint line: why Ctrl+Z took nothing back, or no hint came
        )
        # What the player is told when the computer's thinking failed and a random legal move
        # stood in for it: kept until the player's own next move (the computer's moves between
        # leave it up), and said once per kind of failure (``_failed``).
        self.computer_note: str | None = None
        self._failures: dict[tuple[str, str], int] = {}  # (job kind, failure kind) -> times
        self.epoch = 0  # bumped by undo: a worker's answer is for one position of one epoch
        self.hover = None  # a hit under the mouse: ("sprite", sprite) / ("button", idx) / ...
        self.focus: int | None = None  # keyboard focus: index into self.hits()
        self.press = None
        self.free_press = None  # where a press that hit nothing clickable went down
        self.drag: dict | None = None
        self.mouse = (0, 0)
        self.moved_at = 0.0  # when the pointer last moved (the hover preview waits for a rest)
        self.log_scroll = 0  # lines scrolled up from the newest
        self.log_holds: list[tuple[float, int]] = []  # (board time, entries told before it)
        self.time = 0.0
        self.frame_faces: list[int] | None = None  # set to a list to record the faces drawn
        self.painter.on_face = self._record_face
        self.seen = self._moves()
        self.seen_round = self.state.round_no
        # A copy of the match as the table last drew it, taken whenever another scene covers
        # the table, so the moves made there can be told and animated once it returns.
        self._shadow = None
        self._hooked_at: int | None = None  # the move count an expansion scene was opened at
        self._deferred: list | None = None  # events to animate once a covering scene closes
        self._replay_log()
        self.recap = Recap(self)  # "Since your turn": the others' moves told again (recap.py)
        # Glossary words in the prompt and the log explain themselves on hover; a guided first
        # game also points at each rule as it first comes up (the kit's ``guide``).
        self.glossary = self.kit.glossary(self)
        self.guide = self.kit.guide(self)
        self.context = self.kit.resumed_context(self.state)
        if len(session.humans) >= 2:
            # Pass-and-play: nobody's cards show until the first player has taken the screen.
            seat = self.state.current_seat
            first = seat if seat is not None and session.is_human(seat) else self.viewer
            self.curtain = True
            self.handoff_for = first
        if self.state.round_over and not self.state.match_over and self.state.results:
            # Resumed between rounds: show the last round's score first, as if it just ended.
            self.pending_result = self.state.results[-1]
        opening = list(getattr(self.state, "opening_events", None) or [])
        if not self.state.history and any(e.kind == "round_start" for e in opening):
            # A new match: the first deal as the model dealt it.
            self._sync_view()
            self.board.clear()
            self.board.animate(self._for_viewer(opening), self.view())
        else:
            self._sync_view(deal=True)
        if self.guide is not None:
            self.guide.begin()
        self._after_change()

    # ----- whose turn ------------------------------------------------------------------------

    def _after_change(self) -> None:
        """Decide what the table waits for next: a computer, a handoff, the player, scoring."""
        st = self.state
        self.hint = None
        if st.match_over or st.round_over or getattr(self.session, "finished", False):
            self.prompt = None
            return
        seat = st.current_seat
        if seat is None:
            return
        if not self.session.is_human(seat):
            if not self.remote:  # online another seat is played elsewhere, never here
                self._ask_ai()
            return
        if seat != self.viewer or self.curtain:
            # Another person's decision: a handoff, unless it is a step that person already
            # chose (the rest of a choice held through a reaction window), which the table
            # applies for it under whatever the screen shows now.
            if self.queued and self.queued[0][0] == seat:
                self._drain()
                return
            self.handoff_for = seat
        self._refresh_prompt()
        if self.queued:
            self._drain()

    def _ask_ai(self) -> None:
        st = self.state
        seat = st.current_seat
        key = self._moves()
        if self.ai_answer is not None and self.ai_answer[0] == key:
            return
        if self.worker.job is not None and self.worker.job[0] == self._tag("move"):
            return
        level = self.session.seats[seat].level
        seed = (self.session.seed * 1_000_003 + key) % (2**31)
        text = self._save_text()
        if text is None:  # a position with no action list: the computer plays any legal move
            legal = [str(a) for a in st.legal_actions()]
            self.ai_answer = (key, random.Random(seed).choice(legal))
            return
        self.worker.submit(self._tag("move"), decide, text, seat, level, seed)

    def ask_hint(self) -> None:
        st = self.state
        if self.remote:
            if self.prompt is not None and st.current_seat == self.viewer and self.hint is None:
                if self.hint_asked != self._moves():
                    self.ask_online_hint()  # the room works it out from this seat's view
            return
        if self.prompt is None or st.current_seat != self.viewer or self.curtain:
            return
        if self.hint_pending or self.hint is not None:
            return  # asked already: the worker would work the same advice out again
        text = self._save_text()
        if text is not None:
            # The position's own analysis (no seed given): asking again, or reviewing this
            # decision later, gives the same advice and figures.
            self.worker.submit(self._tag("hint"), hint, text, self.viewer)

    @property
    def hint_pending(self) -> bool:
        """Whether a hint for the position on the table is being worked out: its job is the
        worker's and its answer not taken up yet. It goes by itself once the position changes
        (the job's name no longer matches) or the job is replaced or forgotten."""
        if self.remote:  # asked of the room at this move, no answer and no refusal yet
            asked = self.hint_asked == self._moves() and self.hint is None
            return asked and self.panel_note != HINT_FAILED
        job = self.worker.job
        return job is not None and job[0] == self._tag("hint")

    def _tag(self, kind: str) -> str:
        """A worker job's name: its kind and the position it is about, as the undo epoch and
        the move count (after an undo the count comes back with another position)."""
        return f"{kind}:{self.epoch}:{self._moves()}"

    def _poll_worker(self) -> None:
        got = self.worker.poll()
        if got is None:
            return
        tag, result, error = got
        kind = tag.partition(":")[0]
        if tag != self._tag(kind):
            return  # an answer about a position that has moved on, or was undone
        key = self._moves()
        legal = [str(a) for a in self.state.legal_actions()]
        if kind == "move":
            if error is not None or result not in legal:
                # The computer failed; keep the match going with a legal move, and say so.
                self._failed("move", error, result)
                result = random.Random(key).choice(legal)
            self.ai_answer = (key, result)
        elif kind == "hint":
            action, reason = result if error is None and result is not None else (None, "")
            if action in legal:
                self.hint = (action, reason)
                return
            # The computer could not work a hint out here: say so rather than stay silent.
            self._failed("hint", error, action)
            self.panel_note = HINT_FAILED
            self.drawer.invalidate()

    def _failed(self, job: str, error: BaseException | None, answer) -> None:
        """A decision or hint that raised or answered no legal move: log it (with the worker's
        traceback the first time each kind of failure happens, a line each time after) and, for
        a decision, tell the player on the table once per kind."""
        what = type(error).__name__ if error is not None else "an illegal answer"
        fail = (job, what)
        seen = self._failures.get(fail, 0)
        self._failures[fail] = seen + 1
        doing = "deciding a move" if job == "move" else "working out a hint"
        where = f"{self.state.mode.id} at move {self._moves()}, seat {self.state.current_seat}"
        if seen:
            log.warning("the computer failed again %s (%s, %s; %d times now): %s",
                        doing, what, where, seen + 1, error if error is not None else answer)  # fmt: skip
        elif error is not None:
            log.error("the computer failed %s (%s)", doing, where, exc_info=error)
        else:
            log.error("the computer answered %r, not a legal move, %s (%s)", answer, doing, where)
        if job == "move" and not seen:
            self.computer_note = COMPUTER_FAILED
            self.panel_note = COMPUTER_FAILED
            self.drawer.invalidate()

    # ----- the frame loop --------------------------------------------------------------------

    def enter(self) -> None:
        hist = self._moves()
        deferred, self._deferred = self._deferred, None
        if hist != self.seen:
            # The state moved on under us: the scoring screen dealt the next round, or an
            # expansion scene (Mustering, Signature picks) applied its player's choices.
            missed = self._missed_events()
            self.seen = hist
            self.pending_result = None
            self.context = None
            self.choice = None
            self.queued = []
            if missed is None:
                if self.state.round_no != self.seen_round:
                    self.log.dealt(self.state.round_no)
                self.seen_round = self.state.round_no
                self._sync_view(deal=True)
            else:
                self.log.add(missed, self.state.round_no)
                self.seen_round = self.state.round_no
                self._catch_up(missed)
            if self.guide is not None:
                # A guided game's moments of those moves (a new round's deal) come now too.
                self.guide.observe(missed or [])
            self._after_change()
        elif deferred is not None:
            self._catch_up(deferred)
        self._shadow = None

    def _missed_events(self) -> list | None:
        """The events of the actions other scenes applied since the table last drew, replayed
        on the copy taken when it was covered; None when there is no such copy."""
        shadow, self._shadow = self._shadow, None
        history = self.state.history
        if shadow is None or history is None or shadow.history is None:
            return None
        if len(shadow.history) != self.seen or shadow.history != history[: self.seen]:
            return None
        events: list = []
        try:
            for text in history[self.seen :]:
                events += shadow.apply(text)
        except Exception:
            return None
        return events

    def _catch_up(self, events: list) -> None:
        """Show the table as it is after moves another scene made. That scene animated its own
        cards, so only what it did not show moves here: the round-end Exhaust and a new deal."""
        start = next((i for i, e in enumerate(events) if e.kind == "round_start"), None)
        if start is None:
            self._sync_view()
            return
        shown = self.kit.shown_elsewhere(events[:start])
        self.version += 1
        self.layout = self._new_layout(self._screen_size())
        self.board.layout = self.layout
        self.drawer.invalidate()
        self.board.speed = self._speed()
        self.board.animate(self._for_viewer(shown + events[start:]), self.view())
        self._warm()
        self._refresh_prompt()

    def leave(self) -> None:
        self.drag = None
        self.press = None
        stack = getattr(self.app, "stack", None)
        if stack is not None and self not in stack.scenes:
            self.close()  # gone for good (not just covered): stop the computer's worker
            return
        if self.state.history is not None and self._moves() == self.seen:
            self._shadow = self.state.clone()

    def close(self) -> None:
        self.worker.close()
        if self.remote:
            self.session.leave()  # the seat is kept for its token, as after a dropped line

    def covered(self) -> bool:
        """Whether another scene (a dialog, the pause menu, a handoff) lies over the table:
        then nothing under the pointer is raised or previewed."""
        stack = getattr(self.app, "stack", None)
        return stack is not None and bool(stack.scenes) and stack.top is not self

    def update(self, dt: float) -> None:
        self.time += dt
        was_busy = self.board.busy
        for name in self.board.update(dt):
            self.sound(name)
        if was_busy and not self.board.busy:
            self.idle_since = self.board.clock
        if self.remote:
            self._online_frame()
        top = self.app.stack.top if getattr(self.app, "stack", None) else self
        if top is not self:
            return
        self._poll_worker()
        if self.board.busy:
            return
        if self.guide is not None and self.guide.current is not None:
            return  # the table waits while a tutorial note is read
        if self.recap.holds():
            return  # the person was knocked out: the list says by whom, for a moment
        st = self.state
        if getattr(self.session, "finished", False) and self.pending_result is None:
            return  # conceded or won: nothing more to play
        if self.pending_result is not None:
            result, self.pending_result = self.pending_result, None
            self._push_scoring(result)
            return
        if self.remote and self._online_step():
            return
        if st.match_over or st.round_over:
            return
        if self.handoff_for is not None:
            self._begin_handoff(self.handoff_for)
            return
        seat = st.current_seat
        if seat is None:
            return
        if seat == self.viewer and self._human_may_act():
            scene = self._expansion_scene(seat)
            if scene is not None:
                self.app.stack.push(scene)
                return
        if not self.session.is_human(seat):
            if self.remote:
                return  # the room's next state brings that seat's move
            self._ask_ai()
            pace = float(self._setting("ai_pace", 0.8)) * self.kit.pace_factor(st)
            clock = self.board.clock
            ready = clock - self.last_move_at >= pace and clock - self.idle_since >= pace * 0.4
            if self.ai_answer is not None and self.ai_answer[0] == self._moves() and ready:
                self.act(self.ai_answer[1])
            return
        if self._human_may_act():
            auto = self.kit.auto_action(self, self.view())
            if auto is None:
                self.recap.update()  # the person's decision waits: what the others did
                return
            if self.handed_at != self._moves():
                self.act(auto)
                return
            # After a handoff the person came to the screen for this decision: it is shown,
            # Pass included, for a moment before the table passes (skipping the handoff would
            # tell the table the seat holds no such card).
            now = self.board.clock
            if self.auto_at is None or self.auto_at[0] != self._moves():
                self.auto_at = (self._moves(), now + AUTO_PASS_PAUSE)
                self.panel_note = AUTO_PASS_NOTE
                self.drawer.invalidate()
            elif now >= self.auto_at[1]:
                self.auto_at = None
                self.act(auto)

    def next_frame_in(self) -> float:
        """How soon the table needs a frame when no input comes (see Scene.next_frame_in): at once
        while cards move or are dragged, when a bubble appears or goes, ten times a second while
        the computer thinks (its dots) or a hint is worked out; never while the table only waits
        for the player's decision, or rests under another scene."""
        board = self.board
        if board.busy or self.drag is not None:
            return 0.0
        wait = AI_POLL if self.remote else math.inf  # online: what the room sends, ten a second
        for b in board.bubbles:
            wait = min(wait, max(0.0, (b.start if b.start > board.clock else b.end) - board.clock))
        stack = getattr(self.app, "stack", None)
        if stack is not None and stack.top is not self:
            return wait
        if self.guide is not None and self.guide.current is not None:
            return wait  # a tutorial note waits for the player to read it away
        st = self.state
        if self.pending_result is not None or self.handoff_for is not None:
            return 0.0
        if getattr(self.session, "finished", False) or st.match_over or st.round_over:
            return wait
        if st.current_seat is not None and not self.session.is_human(st.current_seat):
            return min(wait, AI_POLL)
        if self.worker.job is not None:
            return min(wait, AI_POLL)
        if self.auto_at is not None and self.auto_at[0] == self._moves():
            return min(wait, max(0.0, self.auto_at[1] - board.clock))
        return min(wait, self.recap.wake_in())

    def on_resize(self, size) -> None:
        self.layout = self._new_layout(size)
        self.board.relayout(self.layout)  # keeps the zone counts the old layout knew
        self.drawer.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.layout.size:
            self.on_resize(surface.get_size())
        self.drawer.draw(surface)
        if self.remote:
            self.draw_online(surface)
