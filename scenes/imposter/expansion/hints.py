"""An expansion scene's hints: asked of the table's computer worker, shown in its panel."""

from __future__ import annotations

from scenes.render.card_tools import wrap


class ExpansionHints:
    """Hints for an ``ExpansionScene``: the worker, the pending question and its answer in words."""

    ai_mode = "process"  # for a worker of its own: "process", "thread" or "inline" (tests)

    def _find_worker(self):
        """The table's computer worker when the table lies under this scene (one worker for the
        match), else one of this scene's own."""
        from scenes.table.ai_worker import AiWorker

        stack = getattr(self.app, "stack", None)
        for scene in reversed(getattr(stack, "scenes", []) or []):
            worker = getattr(scene, "worker", None)
            if isinstance(worker, AiWorker):
                return worker, False
        return AiWorker(self.ai_mode), True

    def hints_offered(self) -> bool:
        """Hints as at the table: for a person playing against the computer."""
        session = self.session
        others = [s for s in range(self.state.num_seats) if s != self.seat]
        return session.is_human(self.seat) and any(not session.is_human(s) for s in others)

    def hint_position(self) -> tuple:
        """What a hint is about: the moves made (and, for the picks, the ones held)."""
        return (len(self.state.history or []),)

    def hint_save(self) -> str | None:
        """The match as save text, for the worker (None when it cannot be saved)."""
        from game.core import saves

        try:
            return saves.dumps(self.state)
        except saves.SaveError:
            return None

    def ask_hint(self) -> None:
        """Ask the worker for the recommended choice now; the screen keeps answering meanwhile."""
        from scenes.table.ai_worker import hint

        if not self.hints_offered() or not self.mine() or self.closing or not self.legal():
            return
        key = self.hint_position()
        if self.hint_key == key and self.hint is not None:
            return
        if self.hint_asked == key and self.worker.busy:
            return
        text = self.hint_save()
        if text is None:
            self.hint_failed = True
            return
        self.hint = None
        self.hint_failed = False
        self.hint_asked = key
        seed = (self.session.seed * 7919 + key[0]) % (2**31)
        self.worker.submit(f"xhint:{key[0]}", hint, text, self.seat, seed)
        self.after_hint()

    def _poll_hint(self) -> None:
        job = self.worker.job
        if job is None or not job[0].startswith("xhint:"):
            return
        got = self.worker.poll()
        if got is None:
            return
        _tag, result, error = got
        asked, self.hint_asked = self.hint_asked, None
        if asked != self.hint_position():
            return  # about a position that has moved on
        if error is not None or not result:
            self.hint_failed = True
        elif result[0] in self.legal():
            self.hint = (str(result[0]), str(result[1]))
            self.hint_key = asked
        else:
            self.hint_failed = True
        self.after_hint()

    @property
    def hint_waiting(self) -> bool:
        return self.hint_asked is not None and self.hint_asked == self.hint_position()

    def current_hint(self) -> tuple[str, str] | None:
        if self.hint is not None and self.hint_key == self.hint_position():
            if self.hint[0] in self.legal():
                return self.hint
        return None

    def after_hint(self) -> None:
        """A hint was asked for or came back: relayout what shows it (subclasses)."""

    def action_words(self, text: str) -> str:
        """A legal action in table words, as the hint names it."""
        verb, _, arg = text.partition(" ")
        name = self.entry_name(("name", arg)) if arg else ""
        words = {
            "recruit": f"Recruit with the {name}",
            "recommission": "Recommission",
            "done": "Done mustering",
            "exhaust": f"Exhaust the {name}",
            "enlist": f"Take the {name} into your hand",
            "restore": f"Put the {name} back into your Army",
            "pick": f"Pick the {name}",
            "draft": f"Draft the {name}",
        }
        if verb == "king":
            return "Take the plain King" if arg == "King" else f"Take the {arg}"
        if verb == "order":
            return "Pick first" if arg == "first" else "Pick second"
        return words.get(verb, text)

    def hint_lines(self, font, width: int) -> list[str]:
        """The hint in words, wrapped to ``width`` (all of it: never cut)."""
        got = self.current_hint()
        if got is not None:
            lines = wrap(font, f"Hint: {self.action_words(got[0])}.", width)
            reason = self.hint_reason()
            if reason:
                lines += wrap(font, reason, width)
            return lines
        if self.hint_waiting:
            return wrap(font, "Thinking about a hint...", width)
        if self.hint_failed:
            return wrap(font, "No hint could be found for this choice.", width)
        return []

    def hint_reason(self) -> str:
        """The hint's reason, without the move said again in front of it ("Pick Exile: ...")
        when the line above already names it."""
        got = self.current_hint()
        if got is None:
            return ""
        action, reason = got
        head, sep, rest = reason.partition(": ")
        if sep and head.strip().lower() == action.lower():
            return rest[:1].upper() + rest[1:]
        return reason

    def hinted(self, text: str | None) -> bool:
        got = self.current_hint()
        return got is not None and text is not None and got[0] == text
