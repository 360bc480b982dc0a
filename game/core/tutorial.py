"""Guided first games as data, for every game: a script is a prepared deal, its steps and its words.

A game's tutorial module (``GameInfo.tutorials``) defines ``SCRIPTS``, a tuple of ``Script``. Each
script names its mode (whose deal is fixed, so the same moments come), the seats, the steps, and
the words of its wrap-up. ``Tutorial.observe`` is called once with the match as it starts and then
after every action; it returns the pointers whose moment has just come, each step once, in the
order they happened. It reads only what ``apply`` returned and the viewer's ``view``, never the
hidden state. No pygame here: the table draws the pointers (``scenes.table.guide``).

Triggers every game shares (a script's ``fired`` decides the others, ``decide:place`` say):
- ``start``: the match is on the table.
- ``event:<kind>``: an event of that kind happened.
- ``to:<zone>``: a card moved into that zone.
- ``after:<step id>``: right after that step was put on the screen (a second note on one moment).

A step may ask the viewer for a move (``expect``: action texts, or prefixes ending in a space);
when the viewer then makes another, ``acted`` returns a pointer with the step's ``wrong`` words,
which say what the move chosen costs. The game goes on either way: a wrong move is allowed.
A script's ``words_for`` may give a note (the wrap-up too) words that depend on how the game went,
and its ``expect_for`` the moves a step asks for as the game stands (one card among several).
Only one step asks for a move at a moment: another whose moment is also now waits for a later one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace

WRAP_UP = "wrap_up"  # the id of the last pointer of every script
SEAT_WORDS = ("viewer", "actor", "none")  # whose zone a step points at; a script may add more


@dataclass(frozen=True)
class Step:
    id: str
    trigger: str
    title: str
    words: str
    zone: str = "none"  # a zone of the table (the game's kit knows where it is); "none": the middle
    seat: str = "viewer"  # whose zone: "viewer", "actor" (whom the event was about) or a script's
    expect: tuple[str, ...] = ()  # the moves the note asks for (texts, or prefixes ending in " ")
    wrong: str = ""  # said when the viewer's next move is another one: what that move costs


@dataclass(frozen=True)
class Script:
    """One guided first game."""

    id: str  # unique over every game: the game's id, a slash, a name
    title: str  # on the Learn to play list ("Two players: your first game")
    mode: str  # the mode played (a prepared deal)
    real_mode: str  # the mode "Play a real game" opens the setup on
    seats: tuple[tuple[str, str, str], ...]  # (name, kind, level); the first human is the viewer
    steps: tuple[Step, ...]
    wrap_title: str
    wrap_words: str
    # (step, events, view, cards, viewer) -> the seat the step is about when its game-specific
    # trigger is now, else None; -1 for a shared zone
    fired: Callable[..., int | None] | None = None
    # (view, viewer) -> True once the guided part is over and the wrap-up is due
    done: Callable[[dict, int], bool] = lambda view, viewer: bool(view.get("match_over"))
    # (seat word, view, events, viewer) -> a seat, for seat words beyond SEAT_WORDS
    seat_of: Callable[..., int] | None = None
    shared_zones: frozenset[str] = field(default_factory=frozenset)  # zones that have no seat
    # (step, view, viewer) -> the step's words as the game stands now, or None for its own: a
    # note whose facts depend on how the game went (the wrap-up's step is given too)
    words_for: Callable[..., str | None] | None = None
    # (step, view, viewer) -> the moves the step asks for as the game stands now, or None for
    # its own ``expect``: a move that only one card of several answers (that card's index)
    expect_for: Callable[..., tuple[str, ...] | None] | None = None
    minutes: int = 10  # about how long it takes a newcomer to play it (said on the list)

    @property
    def game(self) -> str:
        return self.mode.split("/", 1)[0]


@dataclass(frozen=True)
class Pointer:
    """A step whose moment came: what to say, and the zone and seat to point at."""

    step: Step
    seat: int  # -1 for shared zones
    moves: int  # how many actions the match had when it came
    kind: str = "step"  # "step", "wrong" (a move other than the one asked for) or "wrap_up"

    @property
    def id(self) -> str:
        return f"{self.step.id}:wrong" if self.kind == "wrong" else self.step.id


class Tutorial:
    """Which steps of a script have come; each step comes once, at its first happening."""

    def __init__(self, script: Script, viewer: int) -> None:
        self.script = script
        self.viewer = viewer
        self.steps = script.steps
        self.done: list[str] = []
        self.wrapped = False
        self.asking: Step | None = None  # the last step that asked the viewer for a move
        self.asking_seat = -1  # the seat its pointer had: its "wrong" note points there too

    @property
    def finished(self) -> bool:
        return self.wrapped

    def position(self, p: Pointer) -> int:
        """The how-manieth note to come a pointer's step is, for its count line: steps come in
        the order the game brings their moments, not the script's. No total is said: which
        steps a game reaches depends on the newcomer's moves (a move other than the one asked
        for leads elsewhere), so a script's length would count notes that never come."""
        return self.done.index(p.step.id) + 1 if p.step.id in self.done else len(self.done) + 1

    def observe(self, events, view: dict, cards, moves: int = 0) -> list[Pointer]:
        """The pointers that come now, after ``events`` (``[]`` at the start) left ``view``."""
        out: list[Pointer] = []
        for step in self.steps:
            if step.id in self.done:
                continue
            if step.expect and any(p.step.expect for p in out):
                continue  # one move asked for at a time: a second asking step waits its turn
            seat = self._fired(step, events, view, cards, out)
            if seat is None:
                continue
            self.done.append(step.id)
            seat = self._seat(step, seat, view, events)
            shown = self._worded(step, view)
            out.append(Pointer(shown, -1 if step.zone in self.script.shared_zones else seat, moves))
            if shown.expect and _can_make(shown, view):
                self.asking, self.asking_seat = shown, out[-1].seat
        out.sort(key=lambda p: _order(p.step, events, out))
        if not self.wrapped and self.script.done(view, self.viewer):
            self.wrapped = True
            end = Step(WRAP_UP, "done", self.script.wrap_title, self.script.wrap_words)
            out.append(Pointer(self._worded(end, view), -1, moves, "wrap_up"))
        return out

    def acted(self, seat: int, action: str, moves: int = 0) -> Pointer | None:
        """The viewer made ``action``: a pointer explaining it when a step asked for another."""
        step = self.asking
        if seat != self.viewer or step is None:
            return None
        self.asking = None
        if _matches(action, step.expect):
            return None
        if not step.wrong:
            return None
        return Pointer(step, self.asking_seat, moves, "wrong")

    def catch_up(self, state) -> None:
        """Mark as done every step whose moment already came in ``state``'s history (a resumed
        guided game), replaying it from the start; nothing is shown for them."""
        from game.core.registry import new_match

        replay = new_match(state.mode.id, state.seed)
        self.observe([], replay.view(self.viewer), replay.cards)
        for text in list(state.history or []):
            seat = replay.current_seat
            events = replay.apply(text)
            self.acted(seat, text)
            self.observe(events, replay.view(self.viewer), replay.cards)
        self.asking = None

    # ----- triggers ----------------------------------------------------------------------------

    def _fired(self, step: Step, events, view: dict, cards, out: list[Pointer]) -> int | None:
        kind, _, arg = step.trigger.partition(":")
        if kind == "start":
            return self.viewer
        if kind == "after":
            return self.viewer if any(p.step.id == arg for p in out) else None
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
        if self.script.fired is None:
            raise ValueError(f"unknown tutorial trigger {step.trigger!r}")
        return self.script.fired(step, events, view, cards, self.viewer)

    def _worded(self, step: Step, view: dict) -> Step:
        """``step`` with the words the script's ``words_for`` gives it now, and the moves its
        ``expect_for`` asks for now, if any."""
        sc = self.script
        words = sc.words_for(step, view, self.viewer) if sc.words_for else None
        expect = sc.expect_for(step, view, self.viewer) if sc.expect_for and step.expect else None
        if words is not None:
            step = replace(step, words=words)
        return step if expect is None else replace(step, expect=tuple(expect))

    def _seat(self, step: Step, seat: int, view: dict, events) -> int:
        if step.seat == "viewer":
            return self.viewer
        if step.seat in ("actor", "none"):
            return seat
        if self.script.seat_of is None:
            raise ValueError(f"unknown seat word {step.seat!r} in step {step.id!r}")
        return self.script.seat_of(step.seat, view, events, self.viewer)


def _can_make(step: Step, view: dict) -> bool:
    """Whether the viewer can make a move the step asks for, as far as the view's ``legal``
    tells (a view without it: assume so). A move the game already made impossible (the card
    asked for was placed earlier, on a move of the newcomer's own) is not judged."""
    legal = view.get("legal")
    if not isinstance(legal, list | tuple):
        return True
    return any(_matches(str(a), step.expect) for a in legal)


def _matches(action: str, expect: tuple[str, ...]) -> bool:
    return any(action == e or (e.endswith(" ") and action.startswith(e)) for e in expect)


def _order(step: Step, events, out: list[Pointer]) -> int:
    """Where in ``events`` a step's moment is: an event's step before a decision it led to, and
    an ``after:`` step right behind its step."""
    kind, _, arg = step.trigger.partition(":")
    if kind == "after":
        first = next((p.step for p in out if p.step.id == arg), None)
        return _order(first, events, out) if first is not None else len(events)
    for i, e in enumerate(events):
        if (kind == "event" and e.kind == arg) or (
            kind == "to" and e.kind == "move" and e.dst and e.dst[0] == arg
        ):
            return i
    return len(events)


def viewer_decides(view: dict, viewer: int, decision: str | None = None) -> bool:
    """The viewer owes a decision now (that one, when named): the usual view keys ``to_move``
    and ``decision``."""
    if view.get("to_move") != viewer or view.get("round_reveal"):
        return False
    return decision is None or view.get("decision") == decision


# ----- the scripts of every game -----------------------------------------------------------------


def scripts() -> dict[str, Script]:
    """Every registered game's guided first games, in registration order, by script id."""
    from game.core.registry import games

    out: dict[str, Script] = {}
    for info in games().values():
        if not info.tutorials:
            continue
        for script in importlib.import_module(info.tutorials).SCRIPTS:
            out[script.id] = script
    return out


def script_for(mode_id: str) -> Script | None:
    """The script whose mode is ``mode_id`` (a resumed guided game), or None."""
    for script in scripts().values():
        if script.mode == mode_id:
            return script
    return None
