"""The guided first game as data: the rulebook's "Learn to play", told as the moments come up.

Each step has a trigger, read from what ``apply`` returned and the viewer's ``view`` (never the
hidden state), the words to show and the table zone to point at. ``Tutorial.observe`` is called
once with the match as it starts and then after every action; it returns the steps whose moment
has just come, each once, in the order they happened. No pygame here: the table draws them.

Triggers:
- ``start``: the match is on the table.
- ``decide:<decision>``: the viewer owes that decision (``place`` is choosing the Successor).
- ``throne``: the viewer is to play a card with a card on the Throne.
- ``event:<kind>``: an event of that kind happened (``flip_king``, ``disgrace``).
- ``to:<zone>``: a card moved into that zone (``court``, ``antechamber``).
- ``value``: a card in the Court (not Disgraced) has a value other than its printed one.

Zones: ``court``, ``throne``, ``hand``, ``king``, ``antechamber`` and ``none`` (a note in the
middle); ``seat`` says whose: ``viewer``, ``actor`` (who the event was about) or ``true_king``.
"""

from __future__ import annotations

from dataclasses import dataclass

TUTORIAL_MODE = "imposter/tutorial"


@dataclass(frozen=True)
class Step:
    id: str
    trigger: str
    title: str
    words: str
    zone: str
    seat: str = "viewer"


STEPS: tuple[Step, ...] = (
    Step(
        "true_king",
        "start",
        "Your King and the True King",
        "Each player has a King in front of them. The one with the crown side is the True King: "
        "its holder decides who goes first this round. Whoever loses a round takes it.",
        "king",
        "true_king",
    ),
    Step(
        "successor",
        "decide:place",
        "Choose a Successor",
        "Pick one card from your hand to set face down beside your King. It is safe there: no "
        "card can reach it. For a first round, a Soldier (value 5) or higher is a good choice.",
        "hand",
    ),
    Step(
        "court",
        "to:court",
        "The Court",
        "Every card played this round goes here, in a row, so everyone can see what has been "
        "played. You may look at the Court whenever you like.",
        "court",
        "actor",
    ),
    Step(
        "throne",
        "throne",
        "The Throne",
        "The newest card in the Court is on the Throne. The card you play must have a value "
        "equal to or higher than the Throne's, unless its own text says otherwise (the Elder "
        "may go on the Queen or Princess). If you cannot play, you lose the round.",
        "throne",
    ),
    Step(
        "value",
        "value",
        "Values can change",
        "A card's big number is its base value, but abilities change the current value while "
        "it sits in the Court. The round badge beside the card shows the value that counts now, "
        "with the printed one under it.",
        "throne",
    ),
    Step(
        "king_flip",
        "event:flip_king",
        "The King flip",
        "Once a round, instead of playing a card, a player may flip their King: the Throne is "
        "Disgraced and the Successor comes back into the hand. It keeps them in the round, "
        "but costs a bonus point in the full game.",
        "king",
        "actor",
    ),
    Step(
        "disgrace",
        "event:disgrace",
        "Disgrace",
        "A Disgraced card is turned face down in the Court. It loses its name and ability and "
        "counts as value 1, so almost anything may be played on it next.",
        "throne",
    ),
    Step(
        "antechamber",
        "to:antechamber",
        "The Antechamber",
        "A card sent to the Antechamber waits face up in front of its player, who must play it "
        "on their next turn, whatever the Throne. Its ability still happens.",
        "antechamber",
        "actor",
    ),
)


@dataclass(frozen=True)
class Pointer:
    """A step whose moment came: what to say, and the zone and seat to point at."""

    step: Step
    seat: int  # -1 for shared zones
    moves: int  # how many actions the match had when it came

    @property
    def id(self) -> str:
        return self.step.id


class Tutorial:
    """Which steps have come; each step comes once, at its first happening."""

    def __init__(self, viewer: int, steps: tuple[Step, ...] = STEPS) -> None:
        self.viewer = viewer
        self.steps = steps
        self.done: list[str] = []

    @property
    def finished(self) -> bool:
        return len(self.done) == len(self.steps)

    def observe(self, events, view: dict, cards, moves: int = 0) -> list[Pointer]:
        """The steps that come now, after ``events`` (``[]`` at the start) left ``view``."""
        out = []
        for step in self.steps:
            if step.id in self.done:
                continue
            seat = _fired(step, events, view, cards, self.viewer)
            if seat is None:
                continue
            self.done.append(step.id)
            if step.seat == "viewer":
                seat = self.viewer
            elif step.seat == "true_king":
                seat = view.get("true_king", -1)
            out.append(Pointer(step, -1 if step.zone in ("court", "throne") else seat, moves))
        # In the order they happened: an event's step before a decision it led to.
        return sorted(out, key=lambda p: _order(p.step, events))

    def catch_up(self, state) -> None:
        """Mark as done every step whose moment already came in ``state``'s history (a resumed
        tutorial), replaying it from the start; nothing is shown for them."""
        from game.core.registry import new_match

        replay = new_match(state.mode.id, state.seed)
        self.observe([], replay.view(self.viewer), replay.cards)
        for text in list(state.history or []):
            self.observe(replay.apply(text), replay.view(self.viewer), replay.cards)


def _order(step: Step, events) -> int:
    kind, _, arg = step.trigger.partition(":")
    for i, e in enumerate(events):
        if (kind == "event" and e.kind == arg) or (
            kind == "to" and e.kind == "move" and e.dst and e.dst[0] == arg
        ):
            return i
    return len(events)


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The seat the step is about when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    mine = view.get("to_move") == viewer and not view.get("round_reveal")
    if kind == "start":
        return viewer
    if kind == "decide":
        return viewer if mine and view.get("decision") == arg else None
    if kind == "throne":
        return viewer if mine and view.get("decision") == "turn" and view["court"] else None
    if kind == "event":
        for e in events:
            if e.kind == arg:
                return e.seat
        return None
    if kind == "to":
        for e in events:
            if e.kind == "move" and e.dst and e.dst[0] == arg:
                return e.dst[1] if e.dst[1] >= 0 else e.seat
        return None
    if kind == "value":
        disgraced = set(view.get("disgraced", ()))
        for c, v in view.get("values", {}).items():
            if c not in disgraced and v != cards[c].value:
                return -1
        return None
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")
