"""The person's actions at the table: a choice made, Back, and the moves drained to the board."""

from __future__ import annotations

from scenes.table.choice import BACK, Choice
from scenes.table.prompts import MENU


class TableActing:
    """A person's actions at the table: a legal action applied, a choice built click by click, Back. A mixin of ``TableScene``."""

    def act(self, text: str) -> list:
        """Apply one legal action now and animate what happened. Online the action is sent and
        the table waits: the room's next state brings its events (``TableOnline``)."""
        seat = self.state.current_seat
        quick, paced = self._paces()
        self.kit.acting(self, seat, text)
        events = self.session.apply(text)
        if self.remote:
            self.sent = (seat, text)
            self.version += 1
            self.choice = None
            self.menu = None
            self.drag = None
            self.press = None
            self._refresh_prompt()  # no legal actions until the room answers
            self.drawer.invalidate()
            return events
        return self.shown_move(seat, text, events, quick, paced)

    def _paces(self) -> tuple[float, bool]:
        """How fast the next move's cards go and whether it is paced (``act``): asked of the
        position before the move."""
        quick = min(1.0, self.kit.pace_factor(self.state) * 3)  # a card of a computer's lot
        return quick, self.kit.paces_every_move(self.state)

    def shown_move(self, seat: int, text: str | None, events: list, quick: float, paced: bool) -> list:  # fmt: skip
        """What the table does once ``seat``'s action ``text`` was applied and gave ``events``
        (online: once the room's state brought them; ``text`` None for another seat's move,
        which this side is not told): the log, the animation, the recap, the scoring to come."""
        self.version += 1
        self.choice = None
        self.menu = None
        if self.session.is_human(seat):
            self.computer_note = None  # the player has moved on since the computer failed
        self.panel_note = self.computer_note
        self.context = (seat, text) if text is not None else None
        self.seen = self._moves()
        told = len(self.log.entries)
        self.log_holds = []
        self.log.add(events, self.state.round_no)
        if self.guide is not None:
            self.guide.observe(events, seat, text)
        self.log_scroll = 0
        self.ai_answer = None
        self.drag = None
        self.press = None
        self.recap.acted(seat, told, events)
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
        if not self.session.is_human(seat) or self.curtain or paced:
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
        self.recap.close()  # any choice of the person puts the list away
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
        if self.remote:
            # Online every step is sent as it is picked: only the room may play a step ahead
            # on a copy of the match (docs/network.md, "The table online").
            self.queued = [(self.viewer, self.state.decision, text)]
            self._drain()
            return True
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
