"""A choice of several steps, held by the table until its last step.

Some decisions come in steps the same player takes one after the other (in The Imposter Kings:
play the Soldier, then name a card; choose a Successor, then a Dungeon card; a game lists its
own in ``ChoiceRules``). A card clicked by mistake must not commit such a choice, so the table keeps the first steps here, as a local selection the player may take
back (``back``), and applies them all only with the last one.

The model still decides every step: each step's options are the ``legal_actions`` of a copy of
the match with the earlier steps applied. A step only continues a choice when the game's
``ChoiceRules`` say so and the player owes the next decision at once, so a copy never gets past a
moment that would tell the player something new (a guess answered, a card shown): there the
choice is complete and is applied for real.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import Action

# The action that takes the last step back (a button in the prompt; Backspace).
BACK = "back"


@dataclass(frozen=True)
class ChoiceRules:
    """Which steps of a game's decisions continue one choice.

    ``continues``: (decision, verb) of a step -> the decisions that continue the same choice.
    ``through_window``: steps followed by a window where the others may answer (a reaction)
    before the player's next step; the copy lets them decline (``window_decision``,
    ``decline``), and the real match asks them in between.
    """

    continues: dict[tuple[str, str], frozenset[str]] = field(default_factory=dict)
    through_window: frozenset[tuple[str, str]] = frozenset()
    window_decision: str = "react"
    decline: str = "pass"


NO_STEPS = ChoiceRules()  # a game whose every decision is one step


@dataclass(frozen=True)
class Step:
    kind: str  # the decision this step answered
    text: str  # the action
    cid: int | None  # the card clicked for it, if any (drawn as chosen)


class Choice:
    """The steps picked so far for ``seat``'s decision in ``state`` (not applied)."""

    def __init__(self, state, seat: int, rules: ChoiceRules = NO_STEPS) -> None:
        self.state = state
        self.seat = seat
        self.rules = rules
        self.steps: list[Step] = []
        self._copy = None

    def __bool__(self) -> bool:
        return bool(self.steps)

    def copy_state(self):
        """The match with the steps so far applied (a copy; the match itself is untouched)."""
        if not self.steps:
            return self.state
        if self._copy is None:
            st = self.state.clone()
            for step in self.steps:
                st.apply(step.text)
                if (step.kind, Action.parse(step.text).verb) in self.rules.through_window:
                    # Only in the copy: the others let the ability go on.
                    while (
                        st.decision == self.rules.window_decision and st.current_seat != self.seat
                    ):
                        st.apply(self.rules.decline)
            self._copy = st
        return self._copy

    def view(self) -> dict:
        return self.copy_state().view(self.seat)

    def legal(self) -> list[str]:
        st = self.copy_state()
        if st.current_seat != self.seat:
            return []
        return [str(a) for a in st.legal_actions()]

    def pick(self, text: str, cid: int | None = None) -> bool:
        """Add a step (legal now); True when it completes the choice, which the caller then
        applies (``actions``), False while the choice goes on."""
        if text not in self.legal():
            raise ValueError(f"{text!r} is not a choice now")
        kind = self.copy_state().decision
        step = Step(kind, text, cid)
        self.steps.append(step)
        self._copy = None
        nxt = self.copy_state()
        verb = Action.parse(text).verb
        goes_on = (
            not nxt.round_over
            and nxt.current_seat == self.seat
            and nxt.decision in self.rules.continues.get((kind, verb), ())
        )
        return not goes_on

    def back(self) -> bool:
        """Take the last step back; False when there was none."""
        if not self.steps:
            return False
        self.steps.pop()
        self._copy = None
        return True

    def actions(self) -> list[tuple[str, str]]:
        """The steps as (decision, action), in the order they are applied."""
        return [(s.kind, s.text) for s in self.steps]

    def chosen(self) -> list[int]:
        """The cards clicked for the steps so far."""
        return [s.cid for s in self.steps if s.cid is not None]


def continues_choice(moves, i: int, rules: ChoiceRules = NO_STEPS) -> bool:
    """Whether move ``i`` of a match's history (``scenes.session.Move``s) was a later step of a
    choice this table holds (``rules.continues``), so that undo takes the whole choice back at
    once: the same seat's move just before it asked for this step, or did so across a window of
    the others (``rules.through_window``)."""
    seat = moves[i].seat
    j = i - 1
    while j >= 0 and moves[j].seat != seat and moves[j].decision == rules.window_decision:
        j -= 1
    if j < 0 or moves[j].seat != seat or moves[j].between_rounds:
        return False
    step = (moves[j].decision, Action.parse(moves[j].text).verb)
    if j < i - 1 and step not in rules.through_window:
        return False
    return moves[i].decision in rules.continues.get(step, ())
