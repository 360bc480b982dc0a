"""The play table of every game: draws the viewer's view, animates every event and turns clicks
into actions.

The scene never decides a rule and never waits for an animation: a chosen action is applied at
once through the session, and the returned events animate from the old positions to the new
view. Computer seats think in a worker; pass-and-play hands the screen over (HandoffScene) before
any other human's decision, and only then shows that seat's view. What belongs to one game (its
zones, faces, prompts, log words, own scenes) comes from its kit (``scenes.table.kit``). See
docs/table.md.
"""

from __future__ import annotations

import logging
import math
import random

import pygame

from game.core import saves
from scenes.handoff import HandoffScene
from scenes.pause import PauseScene
from scenes.stack import Scene
from scenes.table import keys
from scenes.table.ai_worker import AiWorker, decide, hint
from scenes.table.animator import SPEEDS
from scenes.table.choice import BACK, Choice
from scenes.table.kit import TableKit, kit_for
from scenes.table.layout import TableLayout
from scenes.table.prompts import MENU, Prompt

log = logging.getLogger(__name__)

DRAG_START_PX = 8
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


class TableScene(Scene):
    """The table for one match session of any game; the game's parts come from its ``kit``
    (``scenes.table.kit``: found from the match's mode unless one is given)."""

    name = "table"
    ai_mode = "process"  # "process", "thread" or "inline" (tests: answers at once, in order)

    def __init__(self, app, session, kit: TableKit | None = None) -> None:
        super().__init__(app)
        self.session = session
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

    # ----- helpers ---------------------------------------------------------------------------

    def _initial_viewer(self) -> int:
        humans = self.session.humans
        if not humans:
            return 0
        v = getattr(self.session, "viewer", humans[0])
        return v if v in humans else humans[0]

    def _screen_size(self) -> tuple[int, int]:
        screen = getattr(self.app, "screen", None)
        if screen is not None:
            return screen.get_size()
        return tuple(getattr(self.app, "size", (1280, 720)))

    def _speed(self) -> float:
        settings = getattr(self.app, "settings", None)
        return SPEEDS.get(getattr(settings, "anim_speed", "normal"), 1.0)

    def _setting(self, name: str, default):
        return getattr(getattr(self.app, "settings", None), name, default)

    version = 0  # bumped whenever the state changes under the table (cached views go stale)
    _view_kept: tuple | None = None  # (what it was made for, the view): see ``view``

    def _moves(self) -> int:
        """How many actions the match has had (positions built for tests have no history)."""
        return len(self.state.history or [])

    def _save_text(self) -> str | None:
        try:
            return saves.dumps(self.state)
        except saves.SaveError:
            return None

    def _record_face(self, cid: int) -> None:
        if self.frame_faces is not None:
            self.frame_faces.append(cid)

    def sound(self, name: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.play(name)
            except Exception:
                pass

    def _for_viewer(self, events) -> list:
        """Events cut down to what the table may show now (behind a curtain: nobody's)."""
        seat = self.viewer if not self.curtain else -1
        return [e.for_seat(seat) for e in events]

    def view(self) -> dict:
        """What the table shows now: the viewer's view, or only public facts behind a curtain.
        Kept until the state changes under the table, its viewer or the curtain (the layout
        reads it for every label it measures); read it, never change it."""
        st = self.state
        key = (self.version, self.viewer, self.curtain, id(st), len(st.history or ()), st.round_no)
        kept = self._view_kept
        if kept is None or kept[0] != key:
            v = st.view(self.viewer)
            kept = self._view_kept = (key, self.kit.public_view(v) if self.curtain else v)
        return kept[1]

    def _sync_view(self, deal: bool = False) -> None:
        """Lay the board out from the current view with no animation (or as a fresh deal)."""
        self.version += 1
        self.layout = self._new_layout(self._screen_size())
        self.board.layout = self.layout
        self.drawer.invalidate()
        self.board.speed = self._speed()
        if deal:
            self.board.deal_in(self.view())
        else:
            self.board.rebuild(self.view())
        self._warm()
        self._refresh_prompt()

    def _warm(self) -> None:
        """Render the surfaces of the cards now on the table, so the first frames do not stutter."""
        self.drawer.warm(self.drawer.view())
        self.drawer._background()

    def _new_layout(self, size) -> TableLayout:
        lay = self.kit.layout(self, size)
        if self.session.undo_off() is None:
            lay.add_undo_button()
        lay.name_extent = self.painter.name_extent
        return lay

    def _refresh_prompt(self) -> None:
        v = self.view()
        if self.choice and (self.curtain or self.choice.state is not self.state):
            self.choice = None
        if self.choice and not self.curtain:
            # A choice under way: the next step's prompt, from the match with the steps so
            # far applied to a copy, and a Back that takes the last step back.
            self.prompt = self.kit.prompt(self.choice.view(), self.state, self.names, self.context)
            self.prompt.plays = False
            self.prompt.buttons.append(("Back", BACK))
        elif v["legal"] and not self.curtain:
            self.prompt = self.kit.prompt(v, self.state, self.names, self.context)
        else:
            self.prompt = None
        ways = self.prompt.menu_for(self.menu) if self.prompt is not None else None
        if ways:
            # The card's ways to answer, as buttons, and a Back to choose another card.
            self.prompt = self.prompt.opened(self.menu)
        else:
            self.menu = None
        self.focus = None
        self.drawer.focus_sprite = None
        self.kit.prompt_changed(self, v)

    def _replay_log(self) -> None:
        """Fill the log with the match so far (a resumed match), by replaying its actions."""
        from game.core.registry import new_match

        self.log.note(f"{self.state.mode.title}.")
        history = list(self.state.history or [])
        opening = list(getattr(self.state, "opening_events", None) or [])
        if opening:
            # What building the match did: the first deal, or the Army set out before the
            # Signature picks (whose first deal comes with the last pick).
            self.log.add(opening, max(1, self.state.round_no if not history else 1))
        elif self.state.round_no >= 1:
            self.log.dealt(self.state.round_no if not history else 1)
        if not history:
            return
        try:
            replay = new_match(
                self.state.mode.id, self.state.seed, getattr(self.state, "options", None)
            )
            for text in history:
                self.log.add(replay.apply(text), replay.round_no)
        except Exception:
            self.log.note("(the earlier moves of this match could not be retold)")

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

    # ----- acting ----------------------------------------------------------------------------

    def act(self, text: str) -> list:
        """Apply one legal action now and animate what happened."""
        seat = self.state.current_seat
        quick = min(1.0, self.kit.pace_factor(self.state) * 3)  # a card of a computer's lot
        paced = self.kit.paces_every_move(self.state)
        self.kit.acting(self, seat, text)
        events = self.session.apply(text)
        self.version += 1
        self.choice = None
        self.menu = None
        if self.session.is_human(seat):
            self.computer_note = None  # the player has moved on since the computer failed
        self.panel_note = self.computer_note
        self.context = (seat, text)
        self.seen = self._moves()
        told = len(self.log.entries)
        self.log_holds = []
        self.log.add(events, self.state.round_no)
        if self.guide is not None:
            self.guide.observe(events)
        self.log_scroll = 0
        self.ai_answer = None
        self.drag = None
        self.press = None
        self.board.speed = self._speed() * (quick if not self.session.is_human(seat) else 1.0)
        v = self.view()
        # Behind the curtain nobody's secrets show: a seat number no one has.
        mine = self._for_viewer(events)
        reveal = self._reveal_scene(events)
        if reveal is not None:
            # The Signature reveal came with a computer's pick: show it first, then the deal.
            self._deferred = events
            self.board.finish()
            self.app.stack.push(reveal)
        else:
            self.board.animate(mine, v)
            # Each line waits for its event's cards to start moving (the log never runs ahead).
            self.log_holds = [(t, told + i) for i, t in enumerate(self.board.event_times)]
        for e in events:
            if e.kind == "round_over":
                self.pending_result = e.arg
        if self.session.seats[seat].kind != "human" or self.curtain or paced:
            self.last_move_at = self.board.clock
        self._after_change()
        return events

    def log_told(self) -> int | None:
        """How many log entries are told now (None: all): while the cards of the last move are
        still on their way, an event's line waits until its cards start to move."""
        if not self.log_holds or not self.board.busy:
            return None
        clock = self.board.clock
        waiting = [n for t, n in self.log_holds if t > clock]
        return min(waiting) if waiting else None

    def _human_may_act(self) -> bool:
        return (
            self.prompt is not None
            and not self.curtain
            and not self.state.round_over
            and self.state.current_seat == self.viewer
            and self.session.is_human(self.viewer)
        )

    def legal(self) -> list[str]:
        """The actions the prompt offers now: the current step of a choice under way, else the
        decision's own."""
        if self.choice:
            return self.choice.legal()
        return list(self.view()["legal"])

    def choose(self, text: str, cid: int | None = None) -> bool:
        """The player picked ``text`` (a click, a key, a drop) for card ``cid``: the first
        steps of a choice are held (``choice.py``), its last step applies them all; ``BACK``
        takes the last held step back."""
        if not self._human_may_act():
            return False
        if text == BACK:
            return self.back()
        if text.startswith(MENU) and self.prompt is not None:
            cid = int(text[len(MENU) :])
            if not self.prompt.menu_for(cid):
                return False
            self.menu = cid
            self._refresh_prompt()
            self.drawer.invalidate()
            return True
        if self.kit.keeps(self, text):
            self._refresh_prompt()
            self.drawer.invalidate()
            return True
        if text not in self.legal():
            return False
        if not self.choice:
            self.choice = Choice(self.state, self.viewer, self.kit.choice_rules)
        if not self.choice.pick(text, cid):
            self._refresh_prompt()
            self.drawer.invalidate()
            return True
        steps, self.choice = self.choice.actions(), None
        self.queued = [(self.viewer, kind, act) for kind, act in steps]
        self._drain()
        return True

    def back(self) -> bool:
        """Take back the last step of the choice under way (nothing was applied), or close the
        ways of a card clicked, or the last step of a selection the game keeps (``kit.keeps``)."""
        if self.menu is not None or self.kit.keeps(self, BACK):
            self.menu = None
            self._refresh_prompt()
            self.drawer.invalidate()
            return True
        if not self.choice or not self.choice.back():
            return False
        if not self.choice:
            self.choice = None
        self._refresh_prompt()
        self.drawer.invalidate()
        return True

    def _drain(self) -> None:
        """Apply the steps of a made choice while they are the player's decision; wait while
        the others answer a reaction window; drop them when the choice was stopped."""
        if self._draining:
            return
        self._draining = True
        try:
            while self.queued:
                seat, kind, text = self.queued[0]
                st = self.state
                if st.round_over:
                    self.queued = []
                    return
                if st.current_seat != seat:
                    return  # a reaction window comes first
                if st.decision != kind or text not in [str(a) for a in st.legal_actions()]:
                    self.queued = []  # a King's Hand stopped it: the rest does not happen
                    self._refresh_prompt()
                    return
                self.queued.pop(0)
                self.act(text)
        finally:
            self._draining = False

    # ----- undo ------------------------------------------------------------------------------

    def undo_shown(self) -> bool:
        """Whether this match offers undo at all (one person against the computer)."""
        return self.session.undo_off() is None

    def can_undo(self) -> bool:
        """Whether Undo would take something back now (a held choice's steps count as one)."""
        return self.session.can_undo(self.kit.continues_choice)

    def undo(self) -> bool:
        """Take back the player's last decision and the computer's replies since (Ctrl+Z, the
        Undo button): the session rebuilds the match from its seed and the moves before it, and
        the table is laid out again from the new view with nothing left of the old position."""
        if not self.can_undo():
            off = self.session.undo_off() or self.session.undo_limit_note()
            if off is None:
                off = (
                    "The match is over: it cannot be undone."
                    if getattr(self.session, "finished", False)
                    else "Nothing to undo yet."
                )
            self.panel_note = off
            self.drawer.invalidate()
            return False
        self.session.undo(self.kit.continues_choice)
        self.sound("click")
        self._rebuild_after_undo()
        return True

    def undo_over(self, cover) -> bool:
        """Ctrl+Z in the Mustering or Signature scene ``cover`` over the table: when there is
        something to take back, close that scene (and whatever lies over it) and undo; the
        table opens a fresh one if the position undone to is again such a decision."""
        stack = self.app.stack
        if not self.can_undo() or self not in stack.scenes:
            return False
        while stack.top is not self:
            stack.pop()
        return self.undo()

    def _rebuild_after_undo(self) -> None:
        st = self.state = self.session.state
        self.version += 1
        self.epoch += 1
        self.worker.cancel()  # an answer for the old position is never taken up
        self.ai_answer = None
        self.hint = None
        self.panel_note = self.computer_note = None
        self.choice = None
        self.menu = None
        self.queued = []
        self.pending_result = None
        self.handoff_for = None
        self._shadow = None
        self._hooked_at = None
        self._deferred = None
        self.hover = self.press = self.drag = None
        self.focus = None
        self.context = self.kit.resumed_context(st)
        self.seen = self._moves()
        self.seen_round = st.round_no
        self.log = self.kit.log(st, self.names)
        self._replay_log()
        self.log_scroll = 0
        self.board.finish()  # cut every move and queued sound; rebuild drops sprites and bubbles
        self.board.sounds = []
        self.kit.undone(self)
        self._sync_view()
        self.last_move_at = self.board.clock
        self.idle_since = self.board.clock
        self._after_change()

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

    # ----- the game's own scenes ----------------------------------------------------------------

    def _expansion_scene(self, seat: int):
        """The game's own scene for ``seat``'s decision now (the Mustering), once per decision."""
        if self._hooked_at == self._moves():
            return None
        try:
            scene = self.kit.cover_scene(self, seat)
        except Exception:
            return None
        if scene is not None:
            self._hooked_at = self._moves()
        return scene

    def _reveal_scene(self, events):
        """What a computer's move revealed, shown first in a scene of the game's own (the
        Signature reveal), when a person watches."""
        if self.curtain or not self.session.is_human(self.viewer):
            return None
        if getattr(self.app, "stack", None) is None:
            return None
        try:
            return self.kit.reveal_scene(self, events)
        except Exception:
            return None

    def close(self) -> None:
        self.worker.close()

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
        top = self.app.stack.top if getattr(self.app, "stack", None) else self
        if top is not self:
            return
        self._poll_worker()
        if self.board.busy:
            return
        if self.guide is not None and self.guide.current is not None:
            return  # the table waits while a tutorial note is read
        st = self.state
        if getattr(self.session, "finished", False) and self.pending_result is None:
            return  # conceded or won: nothing more to play
        if self.pending_result is not None:
            result, self.pending_result = self.pending_result, None
            self._push_scoring(result)
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
        wait = math.inf
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
        return wait

    def _push_scoring(self, result: dict) -> None:
        """The round is over and its cards are still (the round-end sound played with them)."""
        from scenes.scoring import ScoringScene  # looked up now: a test may swap the module

        self.app.stack.push(ScoringScene(self.app, self.session, result))

    def _begin_handoff(self, seat: int) -> None:
        """Hide every secret, then let the next human take the screen."""
        self.handoff_for = None
        self.curtain = True
        self.choice = None
        self._sync_view()
        stack = self.app.stack
        for old in [s for s in stack.scenes if isinstance(s, HandoffScene)]:
            # One curtain at a time: the one for the decision now replaces any older one, so
            # the name on it is always the person whose screen follows.
            old.done = True
            stack.scenes.remove(old)
            stack.changes += 1
            old.leave()

        def on_done() -> None:
            if not self.curtain or self.handoff is not scene:
                return
            self.handoff = None
            self.handed_at = self._moves()
            self.curtain = False
            self.viewer = seat
            self.session.viewer = seat
            self._sync_view()
            self._after_change()

        scene = self.handoff = HandoffScene(self.app, self.names[seat], on_done)
        stack.push(scene)

    def on_resize(self, size) -> None:
        self.layout = self._new_layout(size)
        self.board.relayout(self.layout)  # keeps the zone counts the old layout knew
        self.drawer.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.layout.size:
            self.on_resize(surface.get_size())
        self.drawer.draw(surface)

    # ----- input -----------------------------------------------------------------------------

    def hits(self) -> list[tuple[str, str, pygame.Rect, object]]:
        """Everything clickable now: (kind, action text, rect, what); buttons first, then cards.

        Kinds: "button", "picker", "card", "king", "panel".
        """
        return self.drawer.hits()

    def click_point(self, action: str) -> tuple[int, int] | None:
        """A screen point whose click chooses ``action`` (for tests and keyboard focus)."""
        for kind, text, rect, what in self.hits():
            if text != action:
                continue
            if kind in ("card", "king"):
                # (a card fanned under the next one in a column shows only its top band)
                for fy in (0.5, 0.12, 0.05):
                    for fx in (0.5, 0.2, 0.1, 0.05, 0.8, 0.9):
                        pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                        if self.board.sprite_at(pt) is what:
                            return pt
                continue
            return rect.center
        return None

    def _hit_at(self, pos):
        for kind, text, rect, what in self.hits():
            if kind in ("card", "king"):
                if self.board.sprite_at(pos) is what:
                    return kind, text, rect, what
            elif rect.collidepoint(pos):
                return kind, text, rect, what
        return None

    def _activate(self, hit) -> None:
        kind, text, _rect, what = hit
        if kind == "panel":
            if text == "hint":
                self.ask_hint()
            elif text == "undo":
                self.undo()
            elif text == "menu":
                self._pause()
            return
        self.sound("click")
        self.choose(text, getattr(what, "cid", None))

    def _pause(self) -> None:
        self.app.stack.push(PauseScene(self.app, self.session))

    def handle_event(self, event) -> bool:
        if self.guide is not None and self.guide.handle_event(event):
            return True
        et = event.type
        if et == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.drawer.focus_sprite = None  # the mouse takes over from the keyboard
                self.focus = None
                self.moved_at = self.time
            self.mouse = event.pos
            if (
                self.press is not None
                and self.press[0][0] == "card"
                and self.prompt
                and self.prompt.plays
            ):
                px, py = self.press[1]
                if (
                    self.drag is None
                    and abs(event.pos[0] - px) + abs(event.pos[1] - py) > DRAG_START_PX
                ):
                    self.drag = {
                        "hit": self.press[0],
                        "offset": (px - self.press[0][2].x, py - self.press[0][2].y),
                    }
            return True
        if et == pygame.MOUSEWHEEL:
            if self.layout.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return True
        if et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button in (4, 5):
                return True
            if event.button != 1:
                return True
            if self.board.busy:
                # A click while cards settle only skips them: it answers nothing, not even
                # with the refusal line of an earlier click on the cloth (play-test finding 20).
                self.board.finish()
                self.press = None
                self.free_press = None
                return True
            hit = self._hit_at(event.pos)
            self.press = (hit, event.pos) if hit else None
            self.free_press = None if hit else event.pos
            return True
        if et == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            if event.button != 1:
                return True
            press, self.press = self.press, None
            drag, self.drag = self.drag, None
            if drag is not None:
                drop = self.layout.drop_zone
                if drop is not None and drop.collidepoint(event.pos):
                    self._activate(drag["hit"])
                return True
            if press is None:
                free, self.free_press = self.free_press, None
                if free is not None and not self.covered() and self.kit.click(self, event.pos):
                    self.drawer.invalidate()
                return True
            hit = self._hit_at(event.pos)
            if hit is not None and hit[1] == press[0][1] and hit[0] == press[0][0]:
                self._activate(hit)
            return True
        if et == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        return keys.handle_key(self, event)
