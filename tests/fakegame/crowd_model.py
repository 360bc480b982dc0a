"""A Crowd of Crowns: five to eight seats, one game a match. Each seat in turn adds one or two
crowns to its pile, twice round the table; the side (a seat, or a team of two seated opposite)
with the most crowns wins, and a tie for the most means nobody wins. Each seat is dealt a secret
number that only it sees until the end, so the shell's pass-and-play privacy can be checked."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, IllegalAction, not_an_action
from game.core.events import Event
from game.core.rng import Rng

TURNS = 2  # turns each seat takes before the game ends


@dataclass(frozen=True)
class CrowdMode:
    id: str
    title: str
    seats: int
    teams: tuple[int, ...] = ()  # no team_of here: the shell reads the tuple itself


class CrowdState:
    game = "crowd"

    def __init__(self, mode: CrowdMode, seed: int = 0, options: dict | None = None) -> None:
        self.mode = mode
        self.seed = seed
        self.options = dict(options or {})
        self.rng = Rng(seed)
        self.num_seats = mode.seats
        self.match_target = 1  # one game is the match
        self.piles = [0] * self.num_seats
        self.secrets = [self.rng.randrange(100) for _ in range(self.num_seats)]
        self.scores = [0] * self.num_seats
        first = self.options.get("first", "0")  # modes without the option: seat 1 begins
        self.turn = self.rng.randrange(self.num_seats) if first == "random" else int(first)
        self.moves_made = 0
        self.done = False
        self.winner: int | None = None
        self.round_no = 1
        self.results: list[dict] = []
        self.history: list[str] | None = []
        self.opening_events: list[Event] = []

    # ----- sides -------------------------------------------------------------------------------

    def side(self, seat: int) -> int:
        return self.mode.teams[seat] if self.mode.teams else seat

    def side_seats(self, seat: int) -> list[int]:
        return [s for s in range(self.num_seats) if self.side(s) == self.side(seat)]

    # ----- the interface -----------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.done else self.turn

    @property
    def decision(self) -> str:
        return "match_over" if self.done else "turn"

    @property
    def match_over(self) -> bool:
        return self.done

    @property
    def round_over(self) -> bool:
        return self.done

    def legal_actions(self) -> list[Action]:
        return [] if self.done else [Action("add", "1"), Action("add", "2")]

    def apply(self, action) -> list[Event]:
        if isinstance(action, str):
            action = Action.parse(action)
        if not isinstance(action, Action):
            raise not_an_action(action)
        if action not in self.legal_actions():
            raise IllegalAction(action, self.legal_actions())
        events = self._act(action)
        if self.history is not None:
            self.history.append(str(action))
        return events

    def _act(self, action: Action) -> list[Event]:
        seat = self.turn
        self.piles[seat] += int(action.arg)
        events = [Event("add", seat, arg=int(action.arg))]
        self.moves_made += 1
        self.turn = (seat + 1) % self.num_seats
        if self.moves_made == TURNS * self.num_seats:
            events += self._finish()
        return events

    def _finish(self) -> list[Event]:
        totals: dict[int, int] = {}
        for s, pile in enumerate(self.piles):
            totals[self.side(s)] = totals.get(self.side(s), 0) + pile
        best = max(totals.values())
        top = [side for side, total in totals.items() if total == best]
        self.done = True
        if len(top) == 1:
            winners = [s for s in range(self.num_seats) if self.side(s) == top[0]]
            self.winner = winners[0]
            for s in winners:
                self.scores[s] = 1
        else:
            winners = []
        result = {
            "round": 1,
            "winner": self.winner,
            "winners": winners,
            "reason": "most" if winners else "tie",
            "best": best,
            "tied": [s for s in range(self.num_seats) if self.side(s) in top],
            "total": 1 if winners else 0,
            "scores": list(self.scores),
        }
        self.results.append(result)
        return [Event("round_over", self.winner, arg=result), Event("match_over", self.winner)]

    def clone(self) -> CrowdState:
        st = CrowdState.__new__(CrowdState)
        st.__dict__.update(self.__dict__)
        st.options, st.piles, st.scores = dict(self.options), self.piles[:], self.scores[:]
        st.secrets, st.results = self.secrets[:], [dict(r) for r in self.results]
        st.rng = self.rng.copy()
        st.history = None if self.history is None else self.history[:]
        return st

    def determinize(self, seat: int, rng: Rng) -> CrowdState:
        """The other seats' secrets drawn anew until the end, and a fresh generator: the world
        depends on ``view(seat)`` and ``rng`` alone."""
        st = self.clone()
        st.history = None
        st.rng = Rng(rng.next64())
        if not self.done:
            for s in range(self.num_seats):
                if s != seat:
                    st.secrets[s] = rng.randrange(100)
        return st

    def step(self, action) -> None:
        self.apply(action)
        self.history = None

    def view(self, seat: int) -> dict:
        """The piles are public; a seat's secret is its own (a partner's too stays hidden)
        until the game is over."""
        return {
            "seat": seat,
            "piles": list(self.piles),
            "turn": self.current_seat,
            "secrets": [
                v if (s == seat or self.done) else None for s, v in enumerate(self.secrets)
            ],
            "teams": list(self.mode.teams),
            "winner": self.winner,
        }

    def snapshot(self) -> dict:
        return {"piles": list(self.piles), "secrets": list(self.secrets), "turn": self.turn,
                "done": self.done, "winner": self.winner}  # fmt: skip
