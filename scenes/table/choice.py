"""A choice of several steps, held by the table until its last step.

Some decisions come in steps the same player takes one after the other: play the Soldier, then
name a card; play the Sentry, choose the Court card, then the hand card to put in its place;
choose a Successor, then a Dungeon card. A card clicked by mistake must not commit such a
choice, so the table keeps the first steps here, as a local selection the player may take
back (``back``), and applies them all only with the last one.

The model still decides every step: each step's options are the ``legal_actions`` of a copy of
the match with the earlier steps applied. A step only continues a choice when the table says so
(``CONTINUES``) and the player owes the next decision at once, so a copy never gets past a
moment that would tell the player something new (a guess answered, a card shown): there the
choice is complete and is applied for real.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action

# The action that takes the last step back (a button in the prompt; Backspace).
BACK = "back"

# (decision, verb) of a step -> the decisions that continue the same choice.
# A played card whose ability asks its owner at once: the Fool's take, the Inquisitor's,
# Soldier's and Judge's names, the Mystic's number, the Sentry's and the Warden's exchange,
# the Princess's player; Fragments of Nersetti: the Stranger's copy, the Aegis's Disgrace,
# the Informant's and Nakturn's names, the Flag Bearer, Lockshift and Oracle.
ASKS_ON_PLAY = frozenset(
    (
        "take", "inquire", "soldier", "judge", "mystic", "sentry", "princess", "warden",
        "stranger", "aegis", "informant", "nakturn", "flag", "lockshift", "oracle",
    )
)  # fmt: skip
CONTINUES: dict[tuple[str, str], frozenset[str]] = {
    # (and the Oathbound's follow-up play, whose card may ask in turn)
    ("turn", "play"): ASKS_ON_PLAY | {"follow"},
    ("follow", "play"): ASKS_ON_PLAY,
    # The Stranger copies a Court card and then asks what that card asks.
    ("stranger", "copy"): ASKS_ON_PLAY - {"stranger"},
    # After the King's Hand window (passed through below), the card to give.
    ("sentry", "exchange"): frozenset(("sentry_give",)),
    ("warden", "exchange"): frozenset(("warden_give",)),
    ("princess", "choose"): frozenset(("swap_give",)),
    # The Soldier's Disgraces, up to three.
    ("disgrace", "disgrace"): frozenset(("disgrace",)),
    # Setting up: the Successor, then (the Master Tactician's Squire and) the Dungeon card.
    ("place", "successor"): frozenset(("squire", "dungeon")),
    ("squire", "squire"): frozenset(("dungeon",)),
    # Fragments of Nersetti: Recall, then Rally from your own Army (the Flag Bearer, the
    # Ancestor, the Master Tactician), and the Flag Bearer's card put back.
    ("recall", "recall"): frozenset(("flag_rally", "ancestor_rally", "tactician_squire")),
    ("recall", "pass"): frozenset(("flag_rally", "ancestor_rally", "tactician_squire")),
    ("flag_rally", "rally"): frozenset(("flag_rally", "flag_return")),
}
# Steps followed by a reaction window before the player's next step of the same choice. The
# window's outcome tells the player nothing the next step depends on (it stops the ability or
# lets it go on), so the copy passes it; the real match asks the other player in between, and
# the table applies the rest once the choice comes back to the player (``Choice.rest``).
THROUGH_WINDOW = frozenset((("sentry", "exchange"), ("warden", "exchange"), ("princess", "choose")))


@dataclass(frozen=True)
class Step:
    kind: str  # the decision this step answered
    text: str  # the action
    cid: int | None  # the card clicked for it, if any (drawn as chosen)


class Choice:
    """The steps picked so far for ``seat``'s decision in ``state`` (not applied)."""

    def __init__(self, state, seat: int) -> None:
        self.state = state
        self.seat = seat
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
                if (step.kind, Action.parse(step.text).verb) in THROUGH_WINDOW:
                    # Only in the copy: the others let the ability go on.
                    while st.decision == "react" and st.current_seat != self.seat:
                        st.apply("pass")
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
            and nxt.decision in CONTINUES.get((kind, verb), ())
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


def continues_choice(moves, i: int) -> bool:
    """Whether move ``i`` of a match's history (``scenes.session.Move``s) was a later step of a
    choice this table holds (``CONTINUES``), so that undo takes the whole choice back at once:
    the same seat's move just before it asked for this step, or did so across a reaction window
    of the others (``THROUGH_WINDOW``)."""
    seat = moves[i].seat
    j = i - 1
    while j >= 0 and moves[j].seat != seat and moves[j].decision == "react":
        j -= 1
    if j < 0 or moves[j].seat != seat or moves[j].between_rounds:
        return False
    step = (moves[j].decision, Action.parse(moves[j].text).verb)
    if j < i - 1 and step not in THROUGH_WINDOW:
        return False
    return moves[i].decision in CONTINUES.get(step, ())
