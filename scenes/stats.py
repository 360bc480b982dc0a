"""The player's statistics: matches and rounds won per mode and per opponent level, win streaks,
points per round; kept as ``statistics.json`` in the user data folder.

Statistics belong to a person at the screen, by the name of their seat: each human seat of a
finished match counts for that name (a pass-and-play match of Alice and Bob counts once for
Alice and once for Bob). A match with no human seat is not counted. The opponents' level is the
computer level of the other side's seats (the strongest one if they differ); a match with no
computer on the other side counts under ``people``. A match is won when the winner's side is the
player's side; a conceded match is lost by the conceder; a match nobody won (``state.winner``
None at its end) is drawn by every seat. Rounds are the rounds the model scored
(``state.results``); the points of a round go to the side of its winner.

A match played with a house rule (``game.core.house_rules``, a shorter match) counts under its
variant ("imposter/cutthroat+target=3", read "Cutthroat: three players, to 3 (house rule)"), apart
from the rulebook's matches of its mode.

Every match carries an id (``MatchSession.match_id``, kept in the autosave), and the file keeps
the ids of the last MAX_RECORDED matches it counted, so a match is never counted twice (its
autosave reloaded after a crash right at the end finishes with the same id).

This module reads only the model interface (modes from the registry, seats, ``state.results``,
the winner, the teams when a mode has them), so it works for every game and mode. A file that
cannot be read (not ours, damaged, hostile, or of another format version) is moved aside with a
message for the player and the statistics start afresh; every field is checked when read.
"""

from __future__ import annotations

import datetime
import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.ai.players import LEVEL_TITLES, LEVELS
from game.core.house_rules import variant
from scenes import storage
from scenes.session import MATCH_ID

log = logging.getLogger(__name__)

FORMAT = "throneroom-statistics"
VERSION = 1
FILE_NAME = "statistics.json"
PEOPLE = "people"  # the opponent heading of a match with no computer on the other side
PEOPLE_TITLE = "People"
# statistics.json is a few kilobytes; past these bounds a file is not ours.
MAX_STATS_BYTES = 1_000_000
MAX_PLAYERS = 40  # names kept; past it the one who played least recently is dropped
MAX_CELLS = 400  # (mode, level) rows per player
MAX_RECORDED = 500  # ids of counted matches kept against double counting
MAX_COUNT = 10**9  # any counter
MAX_NAME = 40
MAX_MODE_ID = 80
DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


class StatsError(ValueError):
    """A statistics file that cannot be used; the message says why in words."""


@dataclass
class Cell:
    """One mode at one opponent level."""

    matches: int = 0
    wins: int = 0
    rounds: int = 0
    rounds_won: int = 0
    points: int = 0  # points the player's side scored, over all its rounds
    draws: int = 0  # matches nobody won (a game whose match may end so)
    online: int = 0  # of the matches, those played online (scenes.online_record)

    def add(self, other: Cell) -> None:
        self.matches += other.matches
        self.wins += other.wins
        self.rounds += other.rounds
        self.rounds_won += other.rounds_won
        self.points += other.points
        self.draws += other.draws
        self.online += other.online

    @property
    def losses(self) -> int:
        return self.matches - self.wins - self.draws

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.matches if self.matches else None

    @property
    def points_per_round(self) -> float | None:
        """Points scored per round played (rounds lost count as 0)."""
        return self.points / self.rounds if self.rounds else None


@dataclass
class PlayerStats:
    name: str
    last: str = ""  # when this name last finished a match (UTC, ISO 8601)
    streak: int = 0  # matches won in a row, up to the latest one
    best_streak: int = 0
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)

    def total(self) -> Cell:
        out = Cell()
        for cell in self.cells.values():
            out.add(cell)
        return out

    def by_level(self) -> list[tuple[str, Cell]]:
        """(level, totals over every mode), weakest level first, people last."""
        sums: dict[str, Cell] = {}
        for (_, level), cell in self.cells.items():
            sums.setdefault(level, Cell()).add(cell)
        return sorted(sums.items(), key=lambda kv: level_order(kv[0]))

    def by_mode(self) -> list[tuple[str, list[tuple[str, Cell]]]]:
        """(mode id, [(level, cell)]) in the registry's order of modes, unknown modes last."""
        from game.core.house_rules import base
        from game.core.registry import modes

        known = list(modes())
        groups: dict[str, list[tuple[str, Cell]]] = {}
        for (mode_id, level), cell in self.cells.items():
            groups.setdefault(mode_id, []).append((level, cell))
        # A mode's house-rule variants follow its rulebook row.
        place = {m: known.index(base(m)) if base(m) in known else len(known) for m in groups}
        order = sorted(groups, key=lambda m: (place[m], m))
        return [(m, sorted(groups[m], key=lambda lc: level_order(lc[0]))) for m in order]


@dataclass
class Outcome:
    """What one finished match counts for one player name."""

    name: str
    mode: str
    level: str
    won: bool
    rounds: int
    rounds_won: int
    points: int
    drawn: bool = False  # nobody won the match
    online: bool = False  # played online, with other people on their own machines


@dataclass
class Statistics:
    players: dict[str, PlayerStats] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)  # ids of counted matches, oldest first

    @property
    def empty(self) -> bool:
        return not any(p.cells for p in self.players.values())

    def names(self) -> list[str]:
        """Player names, the one with the most matches first (then the latest to play)."""
        latest_first = sorted(self.players, key=lambda n: self.players[n].last, reverse=True)
        return sorted(latest_first, key=lambda n: -self.players[n].total().matches)

    def add(self, outcome: Outcome, when: str) -> None:
        player = self.players.get(outcome.name)
        if player is None:
            player = self.players[outcome.name] = PlayerStats(outcome.name)
        cell = player.cells.setdefault((outcome.mode, outcome.level), Cell())
        cell.add(
            Cell(1, int(outcome.won), outcome.rounds, outcome.rounds_won, outcome.points,
                 int(outcome.drawn), int(outcome.online))
        )  # fmt: skip
        _clamp(cell)
        player.last = when
        # A match nobody won is not a win: it ends a streak as a loss does.
        player.streak = min(MAX_COUNT, player.streak + 1) if outcome.won else 0
        player.best_streak = max(player.best_streak, player.streak)
        while len(self.players) > MAX_PLAYERS:
            others = [p for p in self.players.values() if p is not player]
            del self.players[min(others, key=lambda p: (p.last, p.name)).name]
        key = (outcome.mode, outcome.level)
        while len(player.cells) > MAX_CELLS:  # only a file of hundreds of modes gets here
            del player.cells[next(k for k in player.cells if k != key)]

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "recorded": self.recorded[-MAX_RECORDED:],
                "players": [
                    {
                        "name": p.name,
                        "last": p.last,
                        "streak": p.streak,
                        "best_streak": p.best_streak,
                        "cells": [
                            {
                                "mode": mode,
                                "level": level,
                                "matches": c.matches,
                                "wins": c.wins,
                                "rounds": c.rounds,
                                "rounds_won": c.rounds_won,
                                "points": c.points,
                                "draws": c.draws,
                                "online": c.online,
                            }
                            for (mode, level), c in p.cells.items()
                        ],
                    }
                    for p in self.players.values()
                ],
            },
            indent=1,
        )

    @staticmethod
    def from_json(text: str) -> Statistics:
        """Read ``to_json`` text, checking every field; StatsError in words otherwise."""
        try:
            data = storage.parse_json(text)
        except ValueError as exc:
            raise StatsError(str(exc)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatsError("it is not a Throneroom statistics file")
        if data.get("version") != VERSION:
            shown = data.get("version")
            shown = shown if type(shown) is int and abs(shown) < 10**6 else "unknown"
            raise StatsError(
                f"it was written in format version {shown}; this Throneroom reads version {VERSION}"
            )
        recorded = data.get("recorded", [])
        if not isinstance(recorded, list) or len(recorded) > MAX_RECORDED:
            raise StatsError("its list of counted matches is not readable")
        for item in recorded:
            if not isinstance(item, str) or not MATCH_ID.fullmatch(item):
                raise StatsError("its list of counted matches holds something that is not an id")
        players_raw = data.get("players")
        if not isinstance(players_raw, list) or len(players_raw) > MAX_PLAYERS:
            raise StatsError(f"it does not hold a list of at most {MAX_PLAYERS} players")
        stats = Statistics(recorded=list(recorded))
        for i, raw in enumerate(players_raw):
            player = _read_player(i, raw)
            if player.name in stats.players:
                raise StatsError(f"it lists the player {player.name!r} twice")
            stats.players[player.name] = player
        return stats


def _read_player(index: int, raw) -> PlayerStats:
    who = f"player {index + 1}"
    if not isinstance(raw, dict):
        raise StatsError(f"{who} is not readable")
    name = raw.get("name")
    if not _text_ok(name, MAX_NAME):
        raise StatsError(f"{who} has no readable name")
    who = f"the player {name!r}"
    last = raw.get("last", "")
    if not isinstance(last, str) or (last and not DATE.fullmatch(last)):
        raise StatsError(f"{who} has a last-played date that is not a date")
    streak, best = raw.get("streak"), raw.get("best_streak")
    if not _count_ok(streak) or not _count_ok(best) or streak > best:
        raise StatsError(f"{who} has win streaks that are not counts (or a current above the best)")
    cells_raw = raw.get("cells")
    if not isinstance(cells_raw, list) or len(cells_raw) > MAX_CELLS:
        raise StatsError(f"{who} has no readable list of modes")
    player = PlayerStats(name, last, streak, best)
    for j, c in enumerate(cells_raw):
        where = f"{who}, row {j + 1}"
        if not isinstance(c, dict):
            raise StatsError(f"{where} is not readable")
        mode, level = c.get("mode"), c.get("level")
        # Modes and levels this Throneroom does not know are kept (a later version's, or a
        # mode since retired): only their shape is checked.
        if not _text_ok(mode, MAX_MODE_ID) or not _text_ok(level, MAX_NAME):
            raise StatsError(f"{where} does not name a mode and an opponent level")
        keys = ("matches", "wins", "rounds", "rounds_won", "points")
        # A file from before draws or online matches has none of them.
        counts = [c.get(k) for k in keys] + [c.get("draws", 0), c.get("online", 0)]
        if not all(_count_ok(n) for n in counts):
            raise StatsError(f"{where} holds a count that is not a whole number from 0")
        cell = Cell(*counts)
        if cell.wins + cell.draws > cell.matches or cell.rounds_won > cell.rounds or cell.online > cell.matches:  # fmt: skip
            raise StatsError(f"{where} counts more wins than it has matches or rounds")
        if (mode, level) in player.cells:
            raise StatsError(f"{where} repeats a mode and level")
        player.cells[(mode, level)] = cell
    return player


def _text_ok(value, limit: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= limit and value.isprintable()


def _count_ok(value) -> bool:
    return type(value) is int and 0 <= value <= MAX_COUNT


def _clamp(cell: Cell) -> None:
    for name in ("matches", "wins", "rounds", "rounds_won", "points", "draws", "online"):
        setattr(cell, name, min(MAX_COUNT, getattr(cell, name)))


def level_order(level: str) -> tuple[int, str]:
    """Sort key: the computer levels weakest first, then people, then levels not known here."""
    if level in LEVELS:
        return (LEVELS.index(level), level)
    return (len(LEVELS) + (level != PEOPLE), level)


def level_title(level: str) -> str:
    if level == PEOPLE:
        return PEOPLE_TITLE
    return LEVEL_TITLES.get(level, level.title())


def mode_title(mode_id: str) -> str:
    """The registry's title and any house rule the row counts, or the id itself for a mode
    this Throneroom does not have (a table that mixes games names them through
    ``scenes.games.mode_labels``)."""
    from game.core.house_rules import title

    return title(mode_id, with_game=False)


def now_utc() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ----- what a finished match counts for ----------------------------------------------------------


def outcomes(session) -> list[Outcome]:
    """What a finished session counts, one Outcome per distinct human seat name.

    Reads the seats, the winner (a concession's too), ``state.results`` and the mode's teams
    when it has them (``session.team_of``); a seat is its own side otherwise. A match played
    online (``session.online``) counts only the seat at this screen (``session.viewer``). A match that
    ended with nobody winning is a draw for every seat; a team's win counts for each partner.
    """
    state = session.state
    n = state.num_seats
    side = session.team_of
    drawn = session.nobody_won
    winner = session.winner
    conceded = session.conceded
    rounds = [r for r in state.results if isinstance(r, dict)]
    online = getattr(session, "online", False)
    found: list[Outcome] = []
    seen: set[str] = set()
    for seat in range(n):
        if not session.is_human(seat):
            continue
        if online and seat != session.viewer:  # the others count it on their own machines
            continue
        name = session.name(seat)
        if name in seen:  # two seats under one name count once, for the first of them
            continue
        seen.add(name)
        mine = side(seat)
        if conceded is not None and side(conceded) == mine:
            won = False
        else:
            won = winner is not None and side(winner) == mine
        won_rounds = [r for r in rounds if _seat(r.get("winner"), n) and side(r["winner"]) == mine]
        points = sum(r["total"] for r in won_rounds if _count_ok(r.get("total")))
        found.append(
            Outcome(
                name=name,
                mode=variant(state.mode.id, getattr(state, "options", None)),
                level=opponent_level(session, seat, side),
                won=won,
                rounds=len(rounds),
                rounds_won=len(won_rounds),
                points=points,
                drawn=drawn,
                online=online,
            )
        )
    return found


def _seat(value, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def opponent_level(session, seat: int, side=None) -> str:
    """The computer level of ``seat``'s opponents (the strongest when they differ), or PEOPLE."""
    side = side or (lambda s: s)
    levels = [
        session.seats[s].level
        for s in range(session.state.num_seats)
        if side(s) != side(seat) and not session.is_human(s)
    ]
    if not levels:
        return PEOPLE
    return max(levels, key=lambda lv: LEVELS.index(lv) if lv in LEVELS else -1)


# ----- the file ------------------------------------------------------------------------------------


def statistics_path() -> Path:
    return storage.data_dir() / FILE_NAME


def load(problems: list[str] | None = None) -> Statistics:
    """The statistics on file (empty when there is none).

    A file that cannot be read is renamed ``statistics.corrupt-<timestamp>.json`` and the
    statistics start afresh; the reason, in words, is logged and appended to ``problems``.
    """
    path = statistics_path()
    try:
        text = storage.read_own_file(path, MAX_STATS_BYTES, "a statistics file")
        return Statistics() if text is None else Statistics.from_json(text)
    except (storage.Unreadable, StatsError) as exc:
        reason = str(exc)
    where = storage.set_aside(path)
    message = f"Your statistics could not be read: {reason}. They start afresh; {where}."
    log.warning("%s", message)
    if problems is not None:
        problems.append(message)
    return Statistics()


def save(stats: Statistics) -> None:
    """Write the statistics file; raises OSError when it cannot be written."""
    storage.write_text_atomic(statistics_path(), stats.to_json())


def record(session, match_id: str, when: str | None = None) -> list[str]:
    """Count a finished session for its human seats, once per ``match_id``; returns messages for
    the player (a statistics file that had to be set aside, one that could not be written)."""
    problems: list[str] = []
    if not MATCH_ID.fullmatch(match_id):
        raise ValueError(f"{match_id!r} is not a match id")
    stats = load(problems)
    if match_id in stats.recorded:
        return problems
    when = when or now_utc()
    for outcome in outcomes(session):
        stats.add(outcome, when)
    stats.recorded = (stats.recorded + [match_id])[-MAX_RECORDED:]
    try:
        save(stats)
    except OSError as exc:
        message = f"This match could not be added to your statistics ({exc})."
        log.warning("%s", message)
        problems.append(message)
    return problems


def reset() -> None:
    """Erase every count; the ids of counted matches are kept, so a match finished again after a
    crash is still not counted twice. Raises OSError when the file cannot be written."""
    old = load()
    save(Statistics(recorded=old.recorded))
