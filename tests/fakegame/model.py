"""Counting Crowns: two seats take turns adding 1 or 2 crowns to their own pile; the first to
the target wins. Its options: the target, and who begins."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, IllegalAction, not_an_action
from game.core.events import Event
from game.core.rng import Rng


@dataclass(frozen=True)
class CrownsMode:
    id: str
    title: str


MODE = CrownsMode("crowns/race", "A race of crowns")


class CrownsState:
    game = "crowns"

    def __init__(self, seed: int = 0, options: dict | None = None) -> None:
        options = dict(options or {})
        self.mode = MODE
        self.seed = seed
        self.options = options
        self.rng = Rng(seed)
        self.match_target = int(options.get("target", "3"))
        self.scores = [0, 0]
        self.turn = int(options.get("first", "0"))
        self.winner: int | None = None
        self.round_no = 1
        self.results: list[dict] = []
        self.history: list[str] | None = []
        self.opening_events: list[Event] = []

    num_seats = 2

    @property
    def current_seat(self) -> int | None:
        return None if self.match_over else self.turn

    @property
    def decision(self) -> str:
        return "match_over" if self.match_over else "turn"

    @property
    def match_over(self) -> bool:
        return self.winner is not None

    @property
    def round_over(self) -> bool:
        return self.match_over

    def legal_actions(self) -> list[Action]:
        return [] if self.match_over else [Action("add", "1"), Action("add", "2")]

    def apply(self, action) -> list[Event]:
        if isinstance(action, str):
            action = Action.parse(action)
        if not isinstance(action, Action):
            raise not_an_action(action)
        if action not in self.legal_actions():
            raise IllegalAction(action, self.legal_actions())
        seat = self.turn
        self.scores[seat] += int(action.arg)
        events = [Event("add", seat, arg=int(action.arg))]
        if self.scores[seat] >= self.match_target:
            self.winner = seat
            self.results.append({"round": 1, "winner": seat, "loser": 1 - seat,
                                 "scores": list(self.scores)})  # fmt: skip
            events.append(Event("round_over", seat))
        self.turn = 1 - seat
        if self.history is not None:
            self.history.append(str(action))
        return events

    def clone(self) -> CrownsState:
        st = CrownsState.__new__(CrownsState)
        st.__dict__.update(self.__dict__)
        st.options, st.scores, st.results = dict(self.options), self.scores[:], self.results[:]
        st.rng = self.rng.copy()
        st.history = None if self.history is None else self.history[:]
        return st

    def determinize(self, seat: int, rng: Rng) -> CrownsState:
        """Nothing is hidden in a race of crowns: every world is this one, with a fresh
        generator (the state's own is no seat's to know)."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        return st

    def step(self, action) -> None:
        self.apply(action)
        self.history = None

    def view(self, seat: int) -> dict:
        return {"scores": list(self.scores), "turn": self.turn}

    def snapshot(self) -> dict:
        return {"scores": list(self.scores), "turn": self.turn, "winner": self.winner,
                "options": dict(self.options)}  # fmt: skip
