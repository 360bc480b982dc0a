"""The archive of finished matches, for the review and the replay: ``matches/`` in the data folder.

Each finished match with a human seat is one file, ``<UTC date and time>-<mode>-<match id>.json``:
the session as ``MatchSession.to_json`` gives it (mode, seed, action list, seats, viewer, match
id), the time it finished, and the result (the winner, who conceded if anyone did, the scores,
the number of rounds). The newest MAX_KEPT files are kept, older ones removed. A match is kept
once: a second copy under the same match id is not written.

Every file is checked when read, down to replaying its moves and comparing the replay's result
with the one on file; a file that fails is moved aside (``<name>.corrupt-<timestamp>.json``) and
reported in words, and the list goes on. Only files named as this module names them are read,
pruned or moved; anything else in the folder is left alone.

The module reads only the model interface (the registry, ``legal_actions``, ``apply``, scores,
winner, results), so it keeps every game and mode.
"""

from __future__ import annotations

import datetime
import functools
import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path

from game.core import saves
from game.core.registry import modes, new_match
from game.core.saves import SaveError
from scenes import session as session_module
from scenes import storage
from scenes.folder_index import FolderIndex
from scenes.session import MATCH_ID, MAX_SAVE_BYTES, MatchSession, SeatSetup

log = logging.getLogger(__name__)

FORMAT = "throneroom-finished-match"
VERSION = 1
INDEX_VERSION = 1  # of the rows the index keeps (ArchiveEntry.row); another is built again
FOLDER = "matches"
MAX_KEPT = 50  # finished matches kept; the oldest beyond it is removed
MAX_FILE_BYTES = MAX_SAVE_BYTES + 20_000  # the session plus the date and the result
# <yyyymmdd-hhmmss-micro>-<mode slug>-<match id>.json; a file moved aside gains a dot, so it no
# longer matches.
NAME = re.compile(r"(\d{8}-\d{6}-\d{6})-([a-z0-9-]{1,80})-([0-9a-f]{16,64})\.json")
FINISHED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")


class ArchiveError(ValueError):
    """An archived match that cannot be read; the message says why in words."""


def folder() -> Path:
    return storage.data_dir() / FOLDER


class MatchWords:
    """What the lists say of a finished match, from its seats, mode and result (shared by the
    list's ``ArchiveEntry`` and the whole ``ArchivedMatch``)."""

    seats: tuple[tuple[str, str, str], ...]  # (name, kind, level) per seat
    mode_id: str
    finished_at: datetime.datetime  # UTC
    winner: int | None  # None: the match ended with nobody winning
    conceded: int | None
    scores: tuple[int, ...]
    one_game: bool  # a match of one game (its mode's ``match_target`` is 1)

    @property
    def mode_title(self) -> str:
        """The mode's title (the id for a mode this Throneroom does not know); a list that
        mixes games puts the game's name in front (``scenes.games.mode_labels``)."""
        from game.core.registry import mode_title

        return mode_title(self.mode_id, with_game=False)

    def name(self, seat: int) -> str:
        return self.seats[seat][0]

    def sides(self) -> list[list[int]]:
        """The seats that played together, in seat order of their first seat: the teams of a
        mode of teams (the registry's ``ModeInfo.teams``), else each seat alone."""
        info = modes().get(self.mode_id)
        teams = info.teams if info is not None and len(info.teams) == len(self.seats) else ()
        if not teams:
            return [[s] for s in range(len(self.seats))]
        out: dict[int, list[int]] = {}
        for seat, team in enumerate(teams):
            out.setdefault(team, []).append(seat)
        return list(out.values())

    def side_of(self, seat: int) -> list[int]:
        return next(side for side in self.sides() if seat in side)

    def players(self) -> str:
        """The seats in words: "Alice vs Lady Vesna (Hard)"; partners joined by "and"."""
        return players_text(self.seats, self.sides())

    def result(self) -> str:
        """The result in words: "Alice won 7 to 4", "Alice conceded; Lady Vesna won", "Alice
        and Cleo won 7 to 4" (a team: one score a side), "Alice won" (a match of one game),
        "Nobody won"."""
        if self.winner is None:
            return "Nobody won"
        side = self.side_of(self.winner)
        winner = " and ".join(self.name(s) for s in side)
        if self.conceded is not None:
            return f"{self.name(self.conceded)} conceded; {winner} won"
        if self.one_game:  # a match of one game: its score says nothing more
            return f"{winner} won"
        each = [self.scores[side[0]] for side in self.sides()]
        scores = " to ".join(str(s) for s in sorted(each, reverse=True))
        return f"{winner} won {scores}"

    def local_time(self) -> str:
        """When it finished, in the computer's time zone: "2026-12-01 10:17"."""
        return self.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")


def players_text(seats, sides: list[list[int]]) -> str:
    """Seats ((name, kind, level) each) in words, side by side: "Alice vs Lady Vesna (Hard)",
    "Alice and Cleo vs Bram (Easy) and Dora (Easy)"."""
    from scenes.stats import level_title

    def who(seat: int) -> str:
        name, kind, level = seats[seat]
        return name if kind == "human" else f"{name} ({level_title(level)})"

    return " vs ".join(" and ".join(who(s) for s in side) for side in sides)


@dataclass(frozen=True)
class ArchiveEntry(MatchWords):
    """A finished match as the lists show it, without its moves: what the archive's index keeps
    of each file (``entries``). ``load_match(entry.path)`` reads the match whole."""

    path: Path
    match_id: str
    finished_at: datetime.datetime
    mode_id: str
    seats: tuple[tuple[str, str, str], ...]
    winner: int | None
    conceded: int | None
    scores: tuple[int, ...]
    rounds: int
    one_game: bool

    def row(self) -> dict:
        """The entry as the index keeps it (the file's name gives its path and match id)."""
        return {
            "finished": _stamp(self.finished_at),
            "mode": self.mode_id,
            "seats": [list(seat) for seat in self.seats],
            "winner": self.winner,
            "conceded": self.conceded,
            "scores": list(self.scores),
            "rounds": self.rounds,
            "one_game": self.one_game,
        }

    @staticmethod
    def from_row(path: Path, row: dict) -> ArchiveEntry:
        """The entry of ``path`` from its row on the index, checked as the file's fields are;
        ArchiveError (a ValueError) when the row is not one."""
        name = NAME.fullmatch(path.name)
        mode_id, raw_seats = row.get("mode"), row.get("seats")
        if name is None or not isinstance(mode_id, str) or mode_id not in modes():
            raise ArchiveError("the row names no mode of this Throneroom")
        if not isinstance(raw_seats, list) or len(raw_seats) != modes()[mode_id].seats:
            raise ArchiveError("the row's seats are not the mode's")
        seats = []
        for i, seat in enumerate(raw_seats):
            if not (isinstance(seat, list) and len(seat) == 3):
                raise ArchiveError("a seat of the row is not one")
            if session_module.seat_problem(i, *seat) is not None:
                raise ArchiveError("a seat of the row is not one")
            seats.append(tuple(seat))
        winner, conceded, scores, rounds = (
            row.get("winner"), row.get("conceded"), row.get("scores"), row.get("rounds")
        )  # fmt: skip
        _check_result(len(seats), winner, conceded, scores, rounds)
        one_game = row.get("one_game")
        if not isinstance(one_game, bool):
            raise ArchiveError("the row does not say whether the match was one game")
        return ArchiveEntry(
            path=path,
            match_id=name.group(3),
            finished_at=_read_date(row.get("finished")),
            mode_id=mode_id,
            seats=tuple(seats),
            winner=winner,
            conceded=conceded,
            scores=tuple(scores),
            rounds=rounds,
            one_game=one_game,
        )


@dataclass(frozen=True)
class ArchivedMatch(MatchWords):
    """One finished match from the archive, checked: its moves replay to its result."""

    path: Path
    match_id: str
    finished_at: datetime.datetime  # UTC
    mode_id: str
    seed: int
    actions: tuple[str, ...]
    seats: tuple[tuple[str, str, str], ...]  # (name, kind, level) per seat
    viewer: int
    winner: int | None  # None: the match ended with nobody winning
    conceded: int | None
    scores: tuple[int, ...]
    rounds: int
    session_json: str  # the session as it was archived (MatchSession.to_json)

    @functools.cached_property
    def options(self) -> dict[str, str]:
        """The mode's setup choices the match was played with ({} for a mode without any)."""
        match = json.loads(self.session_json).get("match", {})
        return saves.read_options(match.get("options"))

    @functools.cached_property
    def one_game(self) -> bool:
        """Whether the match was a single game (its mode's ``match_target`` is 1)."""
        try:
            state = new_match(self.mode_id, self.seed, self.options)
        except (KeyError, ValueError):
            return False
        return getattr(state, "match_target", None) == 1

    @functools.cached_property
    def online(self) -> bool:
        """Whether the match was played online (``scenes.online_record``)."""
        return json.loads(self.session_json).get("online") is True

    @property
    def moves(self) -> int:
        return len(self.actions)

    def entry(self) -> ArchiveEntry:
        """The match as the lists show it."""
        return ArchiveEntry(
            path=self.path,
            match_id=self.match_id,
            finished_at=self.finished_at,
            mode_id=self.mode_id,
            seats=self.seats,
            winner=self.winner,
            conceded=self.conceded,
            scores=self.scores,
            rounds=self.rounds,
            one_game=self.one_game,
        )

    def session(self) -> MatchSession:
        """The finished session (autosave off), its concession restored."""
        session = MatchSession.from_json(self.session_json, autosave=False, finished=True)
        session.conceded = self.conceded
        session.recorded = True  # counted when it finished
        return session

    def state_at(self, k: int):
        """The model state after the first ``k`` moves, rebuilt from the seed through the
        registry: step 0 is the opening deal, step ``moves`` the final position."""
        if not 0 <= k <= len(self.actions):
            raise ValueError(f"move {k} is not in this match (it has {len(self.actions)} moves)")
        state = new_match(self.mode_id, self.seed, self.options)
        for action in self.actions[:k]:
            state.apply(action)
        return state

    def final_state(self):
        return self.state_at(len(self.actions))

    def steps(self):
        """Replay forward move by move: yields (k, action, events, state) after each move, the
        one state advancing in place (clone it to keep a position)."""
        state = new_match(self.mode_id, self.seed, self.options)
        for k, action in enumerate(self.actions, start=1):
            events = state.apply(action)
            yield k, action, events, state


# ----- writing -----------------------------------------------------------------------------------


def file_name(session, when: datetime.datetime) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", session.mode_id.lower()).strip("-")[:80] or "match"
    stamp = when.astimezone(datetime.UTC).strftime("%Y%m%d-%H%M%S-%f")
    return f"{stamp}-{slug}-{session.match_id}.json"


def archive_match(session, when: datetime.datetime | None = None) -> Path | None:
    """Keep the finished ``session``; returns its file, or None when this match id is already
    kept. Then removes the oldest files beyond MAX_KEPT. Raises OSError when it cannot write."""
    if not session.finished:
        raise ValueError("only a finished match is archived")
    when = when or datetime.datetime.now(datetime.UTC)
    where = folder()
    if any(m.group(3) == session.match_id for _, m in _named_files(where)):
        return None
    result = {
        "winner": session.winner,
        "conceded": session.conceded,
        "scores": list(session.state.scores),
        "rounds": len(session.state.results),
    }
    data = {
        "format": FORMAT,
        "version": VERSION,
        "finished": _stamp(when),
        "result": result,
        "session": json.loads(session.to_json()),
    }
    path = where / file_name(session, when)
    storage.write_text_atomic(path, json.dumps(data, indent=1))
    prune()
    return path


def prune(keep: int | None = None) -> list[Path]:
    """Remove the oldest archived files beyond ``keep`` (MAX_KEPT); returns the files removed."""
    keep = MAX_KEPT if keep is None else keep
    named = sorted(_named_files(folder()), key=lambda pm: pm[0].name, reverse=True)
    removed = []
    for path, _ in named[keep:]:
        if path.is_symlink() or not path.is_file():  # only what this module wrote is removed
            continue
        try:
            path.unlink()
        except OSError as exc:
            log.warning("could not remove the old archived match %s (%s)", path.name, exc)
            continue
        removed.append(path)
    return removed


def _named_files(where: Path) -> list[tuple[Path, re.Match]]:
    """Everything in ``where`` named as an archived match (a folder or a pipe so named too: the
    reader refuses it in words and sets it aside)."""
    try:
        entries = list(where.iterdir())
    except OSError:
        return []
    return [(path, m) for path in entries if (m := NAME.fullmatch(path.name)) is not None]


# ----- reading -----------------------------------------------------------------------------------


def index_path() -> Path:
    return _index().path


def _index() -> FolderIndex[ArchiveEntry]:
    return FolderIndex(
        folder=folder(),
        names=NAME,
        kind=FORMAT,
        version=INDEX_VERSION,
        read=_read_entry,
        from_row=ArchiveEntry.from_row,
        unusable=ArchiveError,
    )


def _read_entry(path: Path) -> tuple[ArchiveEntry, dict]:
    entry = load_match(path, check_moves=False).entry()
    return entry, entry.row()


def entries(problems: list[str] | None = None) -> list[ArchiveEntry]:
    """The archived matches as the lists show them, newest first, read through the index
    (``scenes.folder_index``): only the files that are new or changed since it was written are
    read (their fields checked as ``list_matches(check_moves=False)`` checks them), so a
    thousand matches list in milliseconds. A file that cannot be read is moved aside and the
    reason, in words, logged and appended to ``problems``."""
    storage.remove_stale_temps_in(folder(), NAME)
    found = _index().entries(lambda path, reason: _set_aside(path, reason, problems))
    found.sort(key=lambda m: (m.finished_at, m.path.name), reverse=True)
    return found


def list_matches(
    problems: list[str] | None = None, check_moves: bool = True
) -> list[ArchivedMatch]:
    """The archived matches, newest first. A file that cannot be read is moved aside and the
    reason, in words, logged and appended to ``problems``; the others are still listed.

    ``check_moves=False`` checks every field but does not replay the moves (a list of 50 long
    matches then reads in milliseconds instead of most of a second); ``load_match`` replays."""
    where = folder()
    storage.remove_stale_temps_in(where, NAME)
    found = []
    for path, _ in sorted(_named_files(where), key=lambda pm: pm[0].name, reverse=True):
        try:
            found.append(load_match(path, check_moves))
        except ArchiveError as exc:
            _set_aside(path, str(exc), problems)
    found.sort(key=lambda m: (m.finished_at, m.path.name), reverse=True)
    return found


def _set_aside(path: Path, reason: str, problems: list[str] | None) -> None:
    message = f"A finished match could not be read: {reason}; {storage.set_aside(path)}."
    log.warning("%s", message)
    if problems is not None:
        problems.append(message)


def load_match(path: Path, check_moves: bool = True) -> ArchivedMatch:
    """Read and check one archived match, by default down to replaying its moves and comparing
    the result; ArchiveError in words when it is not usable."""
    try:
        text = storage.read_own_file(path, MAX_FILE_BYTES, "a finished match")
        if text is None:
            raise ArchiveError("it is no longer there")
        data = storage.parse_json(text)
    except ValueError as exc:  # storage.Unreadable is one too
        raise ArchiveError(str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ArchiveError("it is not a Throneroom finished match")
    if data.get("version") != VERSION:
        raise ArchiveError(f"it is of another format version (this Throneroom reads {VERSION})")
    finished_at = _read_date(data.get("finished"))
    raw_session = data.get("session")
    if not isinstance(raw_session, dict):
        raise ArchiveError("it holds no match")
    session_json = json.dumps(raw_session, indent=1)
    try:
        match, seats, viewer, match_id = _read_session(session_json)
    except SaveError as exc:
        raise ArchiveError(str(exc)) from None
    result = data.get("result")
    if not isinstance(result, dict):
        raise ArchiveError("it has no result")
    winner, conceded = result.get("winner"), result.get("conceded")
    scores, rounds = result.get("scores"), result.get("rounds")
    _check_result(len(seats), winner, conceded, scores, rounds)
    if match_id not in path.name:
        raise ArchiveError("its match id does not match its name")
    if check_moves:
        _check_moves(session_json, conceded, winner, scores, rounds, path)
    return ArchivedMatch(
        path=path,
        match_id=match_id,
        finished_at=finished_at,
        mode_id=match["mode"],
        seed=match["seed"],
        actions=tuple(match["actions"]),
        seats=tuple((s.name, s.kind, s.level) for s in seats),
        viewer=viewer,
        winner=winner,
        conceded=conceded,
        scores=tuple(scores),
        rounds=rounds,
        session_json=session_json,
    )


def _stamp(when: datetime.datetime) -> str:
    return when.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _read_date(finished) -> datetime.datetime:
    """A file's ``"finished"`` (as ``_stamp`` writes it) as a UTC date; ArchiveError if not."""
    if not isinstance(finished, str) or not FINISHED.fullmatch(finished):
        raise ArchiveError("its date is not a date")
    try:
        return datetime.datetime.strptime(finished, "%Y-%m-%dT%H:%M:%S.%fZ").replace(
            tzinfo=datetime.UTC
        )
    except ValueError:
        raise ArchiveError("its date is not a date") from None


def _check_result(n: int, winner, conceded, scores, rounds) -> None:
    """The result of a match of ``n`` seats is one; ArchiveError in words otherwise."""
    if conceded is not None and not _seat(conceded, n):
        raise ArchiveError("it names a conceding seat that is not in the match")
    if winner is None and conceded is not None:
        raise ArchiveError("it was conceded, but it names no winner")
    if winner is not None and (not _seat(winner, n) or winner == conceded):
        raise ArchiveError("its winner is not a seat of the match")
    if not (isinstance(scores, list) and len(scores) == n and all(map(_count, scores))):
        raise ArchiveError("its scores are not one count per seat")
    if not _count(rounds):
        raise ArchiveError("its number of rounds is not a count")


def _read_session(text: str) -> tuple[dict, list[SeatSetup], int, str]:
    """The session part's fields checked as the autosave's are, without replaying the moves:
    (match, seats, viewer, match id); SaveError in words."""
    data = saves.open_envelope(
        text, session_module.FORMAT, session_module.VERSION, "finished match"
    )
    match = session_module._read_match(data.get("match"))
    seats = session_module._read_seats(data.get("seats"), modes()[match["mode"]].seats)
    viewer = data.get("viewer", 0)
    if not _seat(viewer, len(seats)):
        raise SaveError("it names a seat at the screen that is not in the match")
    match_id = data.get("match_id")
    if not isinstance(match_id, str) or not MATCH_ID.fullmatch(match_id):
        raise SaveError("its match id is not an id")
    return match, seats, viewer, match_id


def _check_moves(session_json: str, conceded, winner, scores, rounds, path: Path) -> None:
    """Replay the moves and compare the result they give with the one on file."""
    try:
        session = MatchSession.from_json(session_json, autosave=False, finished=True)
    except SaveError as exc:
        raise ArchiveError(str(exc)) from None
    except Exception as exc:  # a file the rules cannot replay must not stop the list
        log.exception("replaying the archived match %s failed", path.name)
        raise ArchiveError(f"replaying it failed ({type(exc).__name__})") from None
    state = session.state
    session.conceded = conceded
    if conceded is None and not state.match_over:
        raise ArchiveError("its moves do not finish the match")
    if conceded is not None and state.match_over:
        raise ArchiveError("it was conceded, but its moves finish the match")
    if winner != session.winner:
        raise ArchiveError("its winner is not the one its moves give")
    if scores != list(state.scores) or rounds != len(state.results):
        raise ArchiveError("its scores are not the ones its moves give")


def _seat(value, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def _count(value) -> bool:
    return type(value) is int and 0 <= value <= 10**6


def seats_of(match: ArchivedMatch) -> list[SeatSetup]:
    return [SeatSetup(*seat) for seat in match.seats]
