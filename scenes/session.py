"""One match as the app runs it: the model state, who sits in each seat, and its autosave.

The autosave (``autosave.json`` in the user data folder) is written after every action, holds the
model's own save (the seed and the action list, see ``game.core.saves``) plus the seats, and is
deleted once the match is finished. A save that cannot be read is moved aside, never deleted, and
the reason is reported in words.
"""

from __future__ import annotations

import json
import logging
import secrets
from dataclasses import asdict, dataclass

from game.ai.players import LEVEL_TITLES, LEVELS
from game.core import saves
from game.core.registry import new_match
from game.core.saves import SaveError
from scenes import storage

log = logging.getLogger(__name__)

FORMAT = "throneroom-session"
VERSION = 1
SEAT_KINDS = ("human", "computer")
HUMAN_NAMES = ("Alice", "Bob", "Carol", "Dmitri")
COMPUTER_NAMES = ("Lady Vesna", "Lord Corvin", "Duchess Ilse", "Baron Tobiah")


@dataclass
class SeatSetup:
    name: str
    kind: str  # "human" or "computer"
    level: str = "normal"  # the computer's strength; ignored for humans


def default_name(seat: int, kind: str) -> str:
    names = HUMAN_NAMES if kind == "human" else COMPUTER_NAMES
    return names[seat % len(names)]


def new_seed() -> int:
    return secrets.randbelow(1_000_000_000)


class MatchSession:
    """A running match: the state, its seats, and whose eyes the table shows."""

    def __init__(
        self, mode_id: str, seats: list[SeatSetup], seed: int, autosave: bool = True
    ) -> None:
        state = new_match(mode_id, seed)
        if len(seats) != state.num_seats:
            raise ValueError(f"{mode_id} needs {state.num_seats} seats, got {len(seats)}")
        self._init(state, seats, autosave)

    def _init(self, state, seats: list[SeatSetup], autosave: bool) -> None:
        self.state = state
        self.seats = [SeatSetup(s.name, s.kind, s.level) for s in seats]
        self.autosave = autosave
        self.conceded: int | None = None
        humans = self.humans
        self.viewer: int = humans[0] if humans else 0

    # ----- seats -------------------------------------------------------------------------------

    @property
    def mode_id(self) -> str:
        return self.state.mode.id

    @property
    def seed(self) -> int:
        return self.state.seed

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # ----- play --------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Apply one action to the state, then keep the autosave up to date; returns the events."""
        events = self.state.apply(action)
        if self.finished:
            self.discard_autosave()
        elif self.autosave:
            self.save()
        return events

    @property
    def finished(self) -> bool:
        """The match is over: someone reached the target score, or a player conceded."""
        return self.state.match_over or self.conceded is not None

    @property
    def winner(self) -> int | None:
        """The match winner: the model's, or after a concession the best-placed other seat."""
        if self.conceded is not None:
            return self.best_opponent(self.conceded)
        return self.state.winner

    def best_opponent(self, seat: int) -> int:
        """The other seat with the highest score (the lowest seat number on a tie): the one who
        takes the match when ``seat`` concedes."""
        others = [s for s in range(self.state.num_seats) if s != seat]
        return max(others, key=lambda s: (self.state.scores[s], -s))

    def concede(self, seat: int) -> dict:
        """``seat`` gives up the match: its opponent wins. Returns a result dict for the scoring
        screen (no points change hands; the model is not touched)."""
        self.conceded = seat
        self.discard_autosave()
        return {
            "round": self.state.round_no,
            "winner": self.winner,
            "loser": seat,
            "reason": "conceded",
            "points": {"win": 0, "king": 0, "cards": 0},
            "total": 0,
            "scores": list(self.state.scores),
        }

    def rematch(self) -> MatchSession:
        """A new match with the same mode and seats and a fresh seed."""
        return MatchSession(self.mode_id, self.seats, new_seed(), autosave=self.autosave)

    def summary(self) -> str:
        """One line for the menu: mode, round and the score."""
        score = ", ".join(f"{s.name} {self.state.scores[i]}" for i, s in enumerate(self.seats))
        return f"{self.state.mode.title}, round {self.state.round_no}: {score}"

    # ----- saving ------------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "match": json.loads(saves.dumps(self.state)),
                "seats": [asdict(s) for s in self.seats],
                "viewer": self.viewer,
            },
            indent=1,
        )

    @staticmethod
    def from_json(text: str, autosave: bool = True) -> MatchSession:
        """Rebuild a session from ``to_json`` text; raises SaveError saying what is wrong."""
        data = saves.open_envelope(text, FORMAT, VERSION, "autosave")
        state = saves.loads(json.dumps(data.get("match")))
        seats = _read_seats(data.get("seats"), state.num_seats)
        session = MatchSession.__new__(MatchSession)
        session._init(state, seats, autosave)
        viewer = data.get("viewer")
        if isinstance(viewer, int) and 0 <= viewer < state.num_seats:
            session.viewer = viewer
        return session

    def save(self) -> None:
        """Write the autosave now (also when automatic saving is off)."""
        try:
            storage.write_text_atomic(storage.autosave_path(), self.to_json())
        except OSError as exc:
            log.warning("could not write the autosave (%s)", exc)

    def discard_autosave(self) -> None:
        try:
            storage.autosave_path().unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not delete the autosave (%s)", exc)

    @staticmethod
    def load_autosave(problems: list[str] | None = None) -> MatchSession | None:
        """The autosaved match, or None when there is none or it cannot be read.

        A file that cannot be read is renamed ``autosave.corrupt-<timestamp>.json``; the reason,
        in words, is logged and appended to ``problems`` when a list is given.
        """
        path = storage.autosave_path()
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            reason = f"it could not be read ({exc})"
        else:
            try:
                return MatchSession.from_json(text)
            except SaveError as exc:
                reason = str(exc)
            except Exception as exc:  # a save the rules cannot replay must not stop the menu
                log.exception("replaying the autosave failed")
                reason = f"replaying it failed ({type(exc).__name__}: {exc})"
        try:
            moved = storage.move_aside(path)
            where = f"; it was kept as {moved.name}"
        except OSError as exc:
            where = f"; it could not be moved aside ({exc})"
        message = f"The saved match could not be continued: {reason}{where}."
        log.warning("%s", message)
        if problems is not None:
            problems.append(message)
        return None


def _read_seats(raw, count: int) -> list[SeatSetup]:
    if not isinstance(raw, list) or len(raw) != count:
        raise SaveError(f"the save should list {count} seats")
    seats = []
    for item in raw:
        if not isinstance(item, dict):
            raise SaveError("a seat in the save is not readable")
        name, kind, level = item.get("name"), item.get("kind"), item.get("level", "normal")
        if not isinstance(name, str) or not name.strip() or kind not in SEAT_KINDS:
            raise SaveError("a seat in the save has no name or an unknown kind")
        if not isinstance(level, str):
            raise SaveError("a seat in the save has an unreadable computer level")
        seats.append(SeatSetup(name, kind, level))
    return seats


def ai_levels() -> list[tuple[str, str]]:
    """The computer levels as (id, title), weakest first."""
    return [(level, LEVEL_TITLES.get(level, level.title())) for level in LEVELS]


def default_level() -> str:
    ids = [level for level, _ in ai_levels()]
    return "normal" if "normal" in ids else ids[len(ids) // 2]
