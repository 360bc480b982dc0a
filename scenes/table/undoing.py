"""Undo at the table: what may be taken back (the Witness's wall), and the table rebuilt after."""

from __future__ import annotations


class TableUndo:
    """Undo at the table: whether it is offered, taking a decision back, and the table rebuilt. A mixin of ``TableScene``."""

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
