"""The half of a match state that every game writes the same way: the legal actions cached,
``apply`` that checks before it changes anything, and ``step``, the search's fast path.

The decision owed is the top frame of ``stack``, a tuple ``(kind, seat, ...)``; the frame
``deal`` is owed between rounds, and an empty stack is the end of the match (``winner`` set).
A game's state subclasses ``DecisionMachine`` and gives two hooks, ``_legal_now()`` (the legal
actions of the decision owed now) and ``_act(action)`` (apply one legal action); it keeps
``_legal`` (the cache), ``_ev`` (the events being recorded, or None) and ``history`` (the action
texts, or None once a search has stepped it) among its attributes.
"""

from __future__ import annotations

from game.core.actions import Action, IllegalAction, not_an_action
from game.core.events import Event


class DecisionMachine:
    __slots__ = ()

    @property
    def current_seat(self) -> int | None:
        """The seat that owes the next decision, or None once the match is over."""
        return self.stack[-1][1] if self.stack else None

    @property
    def decision(self) -> str:
        """The kind of decision owed now, public to everyone."""
        return self.stack[-1][0] if self.stack else "match_over"

    @property
    def match_over(self) -> bool:
        return self.winner is not None

    @property
    def round_over(self) -> bool:
        """The round has ended: only ``deal`` (the next one) is owed, or the match is over."""
        stack = self.stack
        return self.winner is not None or (bool(stack) and stack[-1][0] == "deal")

    # The two hooks a game's state must give (a state without them says which it lacks).
    def _legal_now(self) -> list[Action]:
        raise NotImplementedError(f"{type(self).__name__} gives no legal actions (_legal_now)")

    def _act(self, action: Action) -> None:
        raise NotImplementedError(f"{type(self).__name__} gives no way to act (_act)")

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._legal_now()
        return self._legal

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply one action; return what happened. An illegal action changes nothing;
        anything but an ``Action`` or its text raises ``TypeError`` and changes nothing either."""
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as exc:
                raise IllegalAction(action, self.legal_actions(), str(exc)) from None
        elif not isinstance(action, Action):
            raise not_an_action(action)
        legal = self.legal_actions()
        if action not in legal:
            reason = "the match is over" if self.match_over else ""
            raise IllegalAction(action, legal, reason)
        self._ev = events = []
        self._legal = None
        self._act(action)
        if self.history is not None:
            self.history.append(str(action))
        return events

    def step(self, action: Action) -> None:
        """Apply an action known to be legal, recording no events and no history: the fast path
        for search. Use ``apply`` for anything a player or a file supplies."""
        self._ev = None
        self._legal = None
        self._act(action)
        self.history = None
