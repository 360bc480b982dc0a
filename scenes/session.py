"""One match as the app runs it: the model state, who sits in each seat, and its autosave.

The autosave (``saved/<match id>.json`` in the user data folder, one file a match, so several
matches are kept at once: see ``scenes.saved``) is written after every action, holds the model's
own save (the seed and the action list, see ``game.core.saves``) plus the seats, and is deleted
once the match is finished. A finished match (won, or conceded) with a human seat is counted in
the statistics and kept in the archive of finished matches (``scenes.records``), once: each match
has an id, kept in its autosave. A save that cannot be read is moved aside, never deleted, and
the reason is reported in words.

Undo (against the computer, with one person at the table) rebuilds the match from its seed and a
prefix of its action list through the registry, so it works for every game and mode: see
``MatchSession.undo``.

Every field of a save is checked when it is read, before anything is built from it: the file's
size, the seats (a known kind and level, a printable name of at most NAME_LIMIT characters), the
mode, the seed, the seat count and the viewer; then the action list must replay. A hostile or
damaged file gives a message, never a crash, a frozen menu or a silently different match.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
from collections.abc import Callable
from dataclasses import asdict, dataclass

from game.ai.players import LEVEL_TITLES, LEVELS
from game.core import saves
from game.core.registry import modes, new_match
from game.core.saves import SaveError
from scenes import storage, witness
from scenes.witness import Witness

log = logging.getLogger(__name__)

FORMAT = "throneroom-session"
VERSION = 1
SEAT_KINDS = ("human", "computer")
# One default name a seat, for the eight seats a mode may have; the two lists share no name, so
# the defaults of a table mixing people and computers are all different.
HUMAN_NAMES = ("Alice", "Bob", "Carol", "Dmitri", "Elena", "Farid", "Greta", "Hugo")
COMPUTER_NAMES = (
    "Lady Vesna", "Lord Corvin", "Lady Ilse", "Baron Tobiah",
    "Count Aldric", "Marquise Odile", "Sir Benedek", "Dame Rosalind",
)  # fmt: skip
NAME_LIMIT = 20  # characters in a seat's name: the setup's entry and a save agree on it
# An autosave is a few kilobytes (a long Fragments match: about 5 KB); anything past these bounds
# is not one of ours and is refused before it is parsed or replayed.
MAX_SAVE_BYTES = 1_000_000
MAX_ACTIONS = 20_000
MAX_ACTION_CHARS = 200
SEED_BOUND = 2**64  # a seed is an integer with -SEED_BOUND < seed < SEED_BOUND
MATCH_ID = re.compile(r"[0-9a-f]{16,64}")  # a match's id: what keeps it from counting twice


@dataclass
class SeatSetup:
    name: str
    kind: str  # "human" or "computer"
    level: str = "normal"  # the computer's strength; ignored for humans


@dataclass(frozen=True)
class Move:
    """One action of the match's history and the position it was taken in: whose decision it
    was, which kind, how many options it had, and whether it came between rounds (the deal the
    scoring screen applies), and what it showed the person. What undo needs to tell a person's
    decisions from the rest, and where it must stop."""

    seat: int | None
    decision: str
    options: int
    between_rounds: bool
    text: str
    news: str | None = None  # what it showed the person for the first time (scenes.witness)


# joins(moves, i): move i is a later step of the same choice as an earlier move of its seat, so
# undo takes them back together (the table says which, see scenes.table.choice.continues_choice).
Joins = Callable[[list[Move], int], bool]


def _and(names: list[str]) -> str:
    """Names as a list reads: "Alice", "Alice and Bob", "Alice, Bob and Carol"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def seat_teams(state) -> tuple[int, ...]:
    """The team of each seat of ``state``'s match (partners share a number), or () when its
    mode has no teams: the mode's ``team_of`` when it has one, else its ``teams``, else the
    registry's ``ModeInfo.teams`` for the mode."""
    n = state.num_seats
    mode = state.mode
    teams = getattr(mode, "teams", None)
    if not teams:
        info = modes().get(getattr(mode, "id", ""))
        teams = info.teams if info is not None else ()
    if not teams:
        return ()
    team_of = getattr(mode, "team_of", None)
    if callable(team_of):
        return tuple(team_of(s) for s in range(n))
    return tuple(teams[:n])


def default_name(seat: int, kind: str) -> str:
    names = HUMAN_NAMES if kind == "human" else COMPUTER_NAMES
    return names[seat % len(names)]


def new_seed() -> int:
    return secrets.randbelow(1_000_000_000)


def new_match_id() -> str:
    return secrets.token_hex(8)


class MatchSession:
    """A running match: the state, its seats, and whose eyes the table shows."""

    def __init__(
        self,
        mode_id: str,
        seats: list[SeatSetup],
        seed: int,
        autosave: bool = True,
        options: dict[str, str] | None = None,
    ) -> None:
        state = new_match(mode_id, seed, options)  # ValueError naming an option the mode lacks
        if len(seats) != state.num_seats:
            raise ValueError(f"{mode_id} needs {state.num_seats} seats, got {len(seats)}")
        for i, seat in enumerate(seats):
            problem = seat_problem(i, seat.name, seat.kind, seat.level)
            if problem is not None:
                raise ValueError(problem)
        self._init(state, seats, autosave)

    def _init(self, state, seats: list[SeatSetup], autosave: bool) -> None:
        self.state = state
        self.seats = [SeatSetup(s.name, s.kind, s.level) for s in seats]
        self.autosave = autosave
        self.conceded: int | None = None
        self.match_id = new_match_id()
        self.recorded = False  # counted in the statistics and archived (see record_finish)
        self.online = False  # played online: only the viewer's seat was at this screen
        self.notices: list[str] = []  # what recording it had to tell the player
        self._moves: list[Move] = []  # one per action of the history (see moves())
        self._stops: tuple | None = None  # (history length, joins, undo stops) last worked out
        humans = self.humans
        self.viewer: int = humans[0] if humans else 0
        self._witness: Witness | None = None  # what the one person was shown (see moves())

    # ----- seats -------------------------------------------------------------------------------

    @property
    def mode_id(self) -> str:
        return self.state.mode.id

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def options(self) -> dict[str, str]:
        """The mode's setup choices this match was started with (empty when it has none)."""
        return dict(getattr(self.state, "options", None) or {})

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
        st = self.state
        moves = self.moves()
        seat, decision, options, between = (
            st.current_seat, st.decision, len(st.legal_actions()), st.round_over
        )  # fmt: skip
        events = st.apply(action)
        if st.history is not None:
            news = self._witness.news(events, st) if self._witness is not None else None
            moves.append(Move(seat, decision, options, between, st.history[-1], news))
        if self.finished:
            self.record_finish()  # before the autosave goes: a crash between keeps it counted
            self.discard_autosave()
        elif self.autosave:
            self.save()
        return events

    # ----- undo --------------------------------------------------------------------------------

    def moves(self) -> list[Move]:
        """The history as ``Move``s, kept as actions are applied; worked out again by replaying
        from the seed when the state changed some other way (a loaded save, a test's position)."""
        history = self.state.history or []
        if (
            self._witness is None
            or len(self._moves) != len(history)
            or any(m.text != h for m, h in zip(self._moves[-3:], history[-3:], strict=False))
        ):
            self._moves, self._witness = _replay_moves(
                self.mode_id, self.seed, history, self.options, self.viewer
            )
        return self._moves

    def undo_off(self) -> str | None:
        """Why undo is not offered in this match at all, in words, or None when it is: only
        against the computer, with exactly one person at the table."""
        humans = self.humans
        if len(humans) >= 2:
            return "Undo is off when more than one person plays."
        if not humans:
            return "Undo is for a person playing the computer."
        return None

    def undo_stops(self, joins: Joins | None = None) -> list[int]:
        """The places undo may cut the history, oldest first: before each decision the person
        really made. A move is the person's when its seat (``current_seat`` as it was taken) is
        a human seat; it is not a decision of its own when it had a single option (a forced
        move, such as the reaction pass the table makes for the player under the auto-pass
        setting), when it came between rounds (the deal), or when ``joins`` says it is a later
        step of the same choice (undo then cuts before the choice's first step). None lies
        before a move that showed the person something hidden (``undo_wall``)."""
        history = self.state.history or []
        if self._stops is not None and self._stops[:2] == (len(history), joins):
            return list(self._stops[2])
        moves = self.moves()
        heads: list[int] = []
        real: dict[int, bool] = {}
        for i, m in enumerate(moves):
            if m.seat is None or not self.is_human(m.seat) or m.between_rounds:
                continue
            if heads and joins is not None and joins(moves, i):
                real[heads[-1]] = real[heads[-1]] or m.options > 1
                continue
            heads.append(i)
            real[i] = m.options > 1
        wall = self.undo_wall()
        floor = -1 if wall is None else wall[0]
        stops = [i for i in heads if real[i] and i > floor]
        self._stops = (len(history), joins, tuple(stops))
        return stops

    def undo_wall(self) -> tuple[int, str] | None:
        """The last move that showed the person something hidden, and what, in words: undo
        never goes back before it, which would let them choose again knowing it."""
        for i in range(len(self.moves()) - 1, -1, -1):
            move = self._moves[i]
            if move.news is not None:
                return i, witness.NEW_ROUND if move.between_rounds else move.news
        return None

    def undo_limit_note(self) -> str | None:
        """Why undo cannot take the person's last decision back, when a wall stops it."""
        wall = self.undo_wall()
        if wall is None or self.undo_off() is not None:
            return None
        return f"Undo stops at {wall[1]}: you would choose again knowing it."

    def can_undo(self, joins: Joins | None = None) -> bool:
        """Whether ``undo`` would take something back now: one person against the computer, the
        match still going (a finished or conceded match is counted and archived already), and a
        decision of theirs in its history."""
        if self.undo_off() is not None or self.finished or self.state.history is None:
            return False
        return bool(self.undo_stops(joins))

    def undo(self, joins: Joins | None = None) -> int:
        """Take back the person's last decision and every move made since (the computer's
        replies, a round's end and the next deal): the match is rebuilt from its seed and the
        actions before that decision, through the registry, and the autosave rewritten.
        Returns how many actions were taken back (0 when there is nothing to undo)."""
        if not self.can_undo(joins):
            return 0
        history = list(self.state.history)
        cut = self.undo_stops(joins)[-1]
        state = new_match(self.mode_id, self.seed, self.options)
        for text in history[:cut]:
            state.apply(text)
        self.state = state
        self._moves = self._moves[:cut]
        self._witness = None  # it saw the moves taken back: worked out again from the seed
        self._stops = None
        if self.autosave:
            self.save()
        return len(history) - cut

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

    def _concede_winner(self, seat: int) -> tuple[int, str]:
        decide = getattr(self.state, "concede_winner", None)
        if callable(decide):
            return decide(seat)
        # A game whose model says nothing of it: the seat with the highest score of the other
        # sides (never the conceder's partner), the first of them on a tie.
        scores = self.state.scores
        others = [s for s in range(self.state.num_seats) if self.team_of(s) != self.team_of(seat)]
        best = max(others, key=lambda s: (scores[s], -s))
        if len({self.team_of(s) for s in others}) == 1:
            return best, "team" if len(others) > 1 else "only"
        tied = [s for s in others if scores[s] == scores[best]]
        return best, "score" if len({self.team_of(s) for s in tied}) == 1 else "seat"

    def best_opponent(self, seat: int) -> int:
        """The seat that takes the match when ``seat`` concedes: the model decides
        (``state.concede_winner``; ``concede_why`` says why)."""
        return self._concede_winner(seat)[0]

    def concede_why(self, seat: int) -> str:
        """Why ``best_opponent(seat)`` takes the match, as the model says it: "only", "score",
        "seat", "last_round", "turn_order" or "team"."""
        return self._concede_winner(seat)[1]

    def concede_words(self, seat: int) -> tuple[str, str]:
        """Who wins if ``seat`` concedes, and why, as the model decided it
        (``state.concede_winner``): the heading line and the reason (empty when obvious)."""
        winner = self.best_opponent(seat)
        why = self.concede_why(seat)
        scores = self.state.scores
        winners = self.winners_of(winner)
        if why == "team" or len(winners) > 1:
            names = " and ".join(self.name(s) for s in winners)
            points = f"{scores[winner]} point{'s' if scores[winner] != 1 else ''}"
            gives_up = f"{self.name(seat)}'s team gives up the match"
            if why == "score":  # three teams or more: the best of the others takes it
                return f"{names} win the match.", (
                    f"{gives_up}: {names} have the highest score of the other teams ({points})."
                )
            if why == "seat":
                return f"{names} win the match.", (
                    f"{gives_up}: the other teams are tied on {points} and {names} sit first."
                )
            if why == "turn_order":
                return f"{names} win the match.", f"{gives_up}: {names} come next in turn order."
            if len(self.sides()) > 2:  # of three teams or more, the model chose this one
                return f"{names} win the match.", f"{gives_up}: {names} take it."
            return f"{names} win the match.", f"{gives_up}: the other team wins."
        name = self.name(winner)
        heading = f"{name} wins the match."
        best = scores[winner]
        if why == "turn_order" and getattr(self.state, "match_target", None) == 1:
            # A match of one game has no score to be tied on: turn order alone decides.
            return (
                heading,
                f"{self.name(seat)} gives up the match: {name} comes next in turn order.",
            )
        tied = [s for s in range(len(scores)) if s != seat and scores[s] == best]
        both = _and([self.name(s) for s in tied])
        points = f"{best} point{'s' if best != 1 else ''}"
        if why == "score":
            return heading, f"{name} has the highest score of the others ({points})."
        if why == "last_round":
            return heading, f"{both} are tied on {points}: {name} won a round more recently."
        if why == "turn_order":
            return heading, (
                f"{both} are tied on {points} and {'neither' if len(tied) == 2 else 'none'} has "
                f"won a round: {name} comes first "
                f"in turn order after {self.name(seat)}."
            )
        if why == "seat":
            return heading, f"{both} are tied on {points}: {name} sits first."
        return heading, ""

    def sides(self) -> list[list[int]]:
        """The seats that score together, in seat order of their first seat: the teams of a
        mode of teams (partners share one score), else each seat alone."""
        out: list[list[int]] = []
        for s in range(self.state.num_seats):
            if not any(s in side for side in out):
                out.append(self.winners_of(s))
        return out

    def team_of(self, seat: int) -> int:
        """The side ``seat`` scores with: its team in a mode of teams (``seat_teams``), else
        the seat itself."""
        teams = seat_teams(self.state)
        return teams[seat] if teams else seat

    def winners_of(self, winner: int | None) -> list[int]:
        """``winner`` and its partners (the seats of its team), in seat order; none when
        nobody won (``winner`` None)."""
        if winner is None:
            return []
        side = self.team_of(winner)
        return [s for s in range(self.state.num_seats) if self.team_of(s) == side]

    @property
    def nobody_won(self) -> bool:
        """The match ended with no winner (a game whose match may end so): not conceded."""
        return self.state.match_over and self.conceded is None and self.state.winner is None

    def concede(self, seat: int) -> dict:
        """``seat`` gives up the match: its opponent wins. Returns a result dict for the scoring
        screen (no points change hands; the model is not touched)."""
        self.conceded = seat
        self.record_finish()
        self.discard_autosave()
        return {
            "round": self.state.round_no,
            "winner": self.winner,
            "loser": seat,
            "reason": "conceded",
            "why": self.concede_why(seat),
            "why_words": self.concede_words(seat)[1],
            "winners": self.winners_of(self.winner),
            "points": {"win": 0, "king": 0, "cards": 0},
            "total": 0,
            "scores": list(self.state.scores),
        }

    def record_finish(self) -> None:
        """Count the finished match in the statistics and keep it in the archive, once; a match
        with no human seat is neither. A failure is logged and told, never raised at the table."""
        if self.recorded or not self.finished or not self.humans:
            return
        self.recorded = True
        from scenes import records

        try:
            self.notices.extend(records.record_finished(self))
        except Exception:  # recording must never stop the match from ending
            log.exception("recording the finished match failed")
            self.notices.append("This match could not be added to your statistics.")

    def rematch(self) -> MatchSession:
        """A new match with the same mode, options and seats and a fresh seed."""
        return MatchSession(
            self.mode_id, self.seats, new_seed(), autosave=self.autosave, options=self.options
        )

    def summary(self) -> str:
        """One line for the menu: mode, round (in the game's word for it) and the score; for a
        match of one game (``match_target`` 1), whose score says nothing until it ends, the
        people at the table and how far it has gone instead."""
        from scenes.games import mode_label, round_in_text, round_word

        if getattr(self.state, "match_target", None) == 1:
            people = [self.name(s) for s in self.humans]
            computers = self.state.num_seats - len(people)
            who = _and(people) if people else "The computer"
            if people and computers:
                who += f" with {computers} computer{'s' if computers != 1 else ''}"
            elif not people:
                who += f" in all {computers} seats"
            moves = len(self.state.history or ())
            played = f"{moves} move{'s' if moves != 1 else ''} in"
            return f"{mode_label(self.mode_id)}, {played}: {who}"
        scores = self.state.scores
        score = ", ".join(
            f"{' and '.join(self.seats[i].name for i in side)} {scores[side[0]]}"
            for side in self.sides()
        )
        word = round_in_text(round_word(self.state))
        return f"{mode_label(self.mode_id)}, {word} {self.state.round_no}: {score}"

    # ----- saving ------------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "match": json.loads(saves.dumps(self.state)),
                "seats": [asdict(s) for s in self.seats],
                "viewer": self.viewer,
                "match_id": self.match_id,
                **({"online": True} if self.online else {}),
            },
            indent=1,
        )

    @staticmethod
    def from_json(text: str, autosave: bool = True, finished: bool = False) -> MatchSession:
        """Rebuild a session from ``to_json`` text; raises SaveError saying what is wrong.

        A match the model already ended is refused unless ``finished`` (the archive's matches)."""
        try:
            storage.parse_json(text)  # the parser itself must survive the file first
        except ValueError as exc:
            raise SaveError(f"the save file cannot be read: {exc}") from None
        data = saves.open_envelope(text, FORMAT, VERSION, "autosave")
        match = _read_match(data.get("match"))
        seats = _read_seats(data.get("seats"), modes()[match["mode"]].seats)
        state = saves.loads(json.dumps(match))
        if state.num_seats != len(seats):
            raise SaveError(f"the save should list {state.num_seats} seats")
        if state.match_over and not finished:  # a finished match deletes its autosave
            raise SaveError("the saved match is already over")
        session = MatchSession.__new__(MatchSession)
        session._init(state, seats, autosave)
        if "viewer" in data:
            viewer = data["viewer"]
            if type(viewer) is not int or not 0 <= viewer < state.num_seats:
                raise SaveError("the save names a seat at the screen that is not in the match")
            session.viewer = viewer
        if "match_id" in data:  # autosaves before statistics had none: they get a new id
            match_id = data["match_id"]
            if not isinstance(match_id, str) or not MATCH_ID.fullmatch(match_id):
                raise SaveError("the save's match id is not an id")
            session.match_id = match_id
        online = data.get("online", False)
        if type(online) is not bool:
            raise SaveError("the save does not say in a word whether the match was online")
        session.online = online
        return session

    def save(self) -> None:
        """Write the autosave now (also when automatic saving is off): this match's own file
        among the saved matches, so saving it never touches another."""
        try:
            storage.write_text_atomic(storage.saved_path(self.match_id), self.to_json())
        except OSError as exc:
            log.warning("could not write the autosave (%s)", exc)

    def discard_autosave(self) -> None:
        """Delete this match's saved file (it is finished); other saved matches stay."""
        try:
            storage.saved_path(self.match_id).unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not delete the autosave (%s)", exc)

    @staticmethod
    def load_autosave(problems: list[str] | None = None) -> MatchSession | None:
        """The most recently played saved match that can be continued, or None (see
        ``scenes.saved.newest``: one that cannot be read is moved aside, and the reason, in
        words, logged and appended to ``problems``)."""
        from scenes import saved

        return saved.newest(problems)


def _replay_moves(
    mode_id: str, seed: int, history: list[str], options: dict[str, str] | None, viewer: int
) -> tuple[list[Move], Witness]:
    """The ``Move`` of every action of ``history``, by replaying it from the seed, and the
    ``Witness`` of what it showed ``viewer``."""
    state = new_match(mode_id, seed, options)
    witness = Witness(state, viewer)
    moves = []
    for text in history:
        seat, decision, options_now, between = (
            state.current_seat, state.decision, len(state.legal_actions()), state.round_over
        )  # fmt: skip
        news = witness.news(state.apply(text), state)
        moves.append(Move(seat, decision, options_now, between, text, news))
    return moves, witness


def seat_problem(index: int, name, kind, level) -> str | None:
    """What is wrong with a seat, in words, or None: a name a player can read and the table can
    draw (printable, not blank, at most NAME_LIMIT characters), a known kind and a known level."""
    who = f"seat {index + 1}"
    if not isinstance(name, str) or not name.strip():
        return f"{who} has no name"
    if len(name) > NAME_LIMIT:
        return f"the name of {who} is {len(name):,} characters long (at most {NAME_LIMIT})"
    if not name.isprintable():
        return f"the name of {who} holds a character that cannot be shown"
    if kind not in SEAT_KINDS:
        return f"{who} ({name}) is neither a person nor the computer"
    if not isinstance(level, str) or level not in LEVELS:
        shown = repr(level) if isinstance(level, str) and level.isprintable() else "unreadable"
        if len(shown) > NAME_LIMIT + 2:
            shown = shown[:NAME_LIMIT] + "\u2026"
        return (
            f"{who} ({name}) plays at a computer level this Throneroom does not know "
            f"({shown}; known: {', '.join(LEVELS)})"
        )
    return None


def _read_seats(raw, count: int) -> list[SeatSetup]:
    if not isinstance(raw, list) or len(raw) != count:
        raise SaveError(f"the save should list {count} seats")
    seats = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise SaveError(f"seat {i + 1} in the save is not readable")
        name, kind, level = item.get("name"), item.get("kind"), item.get("level", "normal")
        problem = seat_problem(i, name, kind, level)
        if problem is not None:
            raise SaveError(problem)
        seats.append(SeatSetup(name, kind, level))
    return seats


def _read_match(raw) -> dict:
    """The model's part of the save with every field checked (mode, seed, options, actions),
    ready for ``saves.loads``; SaveError in words otherwise."""
    if not isinstance(raw, dict):
        raise SaveError("the save holds no match")
    mode, seed, actions = raw.get("mode"), raw.get("seed"), raw.get("actions")
    if not isinstance(mode, str) or mode not in modes():
        shown = repr(mode[:40]) if isinstance(mode, str) and mode.isprintable() else "unreadable"
        raise SaveError(f"the save names a game mode this Throneroom does not know ({shown})")
    if type(seed) is not int or not -SEED_BOUND < seed < SEED_BOUND:
        raise SaveError("the save's seed is not a whole number of at most 20 digits")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError("the save's list of moves is not readable")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"the save lists {len(actions):,} moves, more than any match has")
    for i, action in enumerate(actions):
        if len(action) > MAX_ACTION_CHARS or not action.isprintable():
            raise SaveError(f"move {i + 1} of the save is not a move")
    out = {"format": raw.get("format"), "version": raw.get("version"), "mode": mode, "seed": seed}
    options = saves.read_options(raw.get("options"))
    if options:
        out["options"] = options
    out["actions"] = actions
    return out


def ai_levels() -> list[tuple[str, str]]:
    """The computer levels as (id, title), weakest first."""
    return [(level, LEVEL_TITLES.get(level, level.title())) for level in LEVELS]


def default_level() -> str:
    ids = [level for level, _ in ai_levels()]
    return "normal" if "normal" in ids else ids[len(ids) // 2]
