"""The scenes a table opens over itself: a game's own (Mustering, reveals), the scoring and the
handoff."""

from __future__ import annotations

from scenes.handoff import HandoffScene


class TableInterludes:
    """The scenes a table pushes over itself: a game's own decisions, the round's scoring, the handoff. A mixin of ``TableScene``."""

    def _expansion_scene(self, seat: int):
        """The game's own scene for ``seat``'s decision now (the Mustering), once per decision."""
        if self._hooked_at == self._moves() or self.remote:
            # Online the table's own prompt answers those decisions: the game's scene applies
            # its moves to a match, which only the room has (docs/network.md).
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
        if self.curtain or self.remote or not self.session.is_human(self.viewer):
            return None  # online the table's own animation shows it
        if getattr(self.app, "stack", None) is None:
            return None
        try:
            return self.kit.reveal_scene(self, events)
        except Exception:
            return None

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
