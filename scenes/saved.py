"""The matches being played, kept to continue: ``saved/<match id>.json`` in the data folder.

Each match in progress is a file of its own (``MatchSession.to_json``), written after every move
and deleted once the match is finished (won or conceded), so starting a new match never throws
another away: every one stays until it ends or the player deletes it (asked first, in the list
of saved matches, ``scenes.saved_scene``).

The list (``saved_matches``) reads through an index (``scenes.folder_index``): a file new or
changed since the index was written is read in full, its moves replayed (``from_json``), so one
that cannot be continued is found when listed, moved aside (``<id>.corrupt-<timestamp>.json``)
with a message, and the others still list; an unchanged file is not opened at all.

Before several matches were kept there was one, ``autosave.json``. ``migrate_old_autosave``
moves it into the folder the first time the list is read, keeping its date; one that cannot be
read is moved aside with a message, as it always was, and never deleted.
"""

from __future__ import annotations

import datetime
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from game.core.registry import game_of, modes
from game.core.saves import SaveError
from scenes import archive, storage
from scenes.folder_index import FolderIndex
from scenes.games import title_beside_game
from scenes.session import MAX_SAVE_BYTES, MatchSession

log = logging.getLogger(__name__)

NAME = re.compile(r"([0-9a-f]{16,64})\.json")  # a file moved aside gains a dot: not listed
INDEX_KIND = "throneroom-saved-match"
INDEX_VERSION = 1  # of the rows (SavedMatch.row); an index of another is built again
MAX_WORDS = 600  # characters of a row's words; a table of eight long names stays well within


class SavedError(ValueError):
    """A saved match that cannot be continued; the message says why in words."""


def folder() -> Path:
    return storage.saved_dir()


@dataclass(frozen=True)
class SavedMatch:
    """A match in progress as the list shows it: a row of the index, no moves. ``load`` reads
    the match itself to continue it."""

    path: Path
    match_id: str
    saved_at: datetime.datetime  # UTC: when its file was last written (after its latest move)
    mode_id: str
    players: str  # "Alice vs Lady Vesna (Hard)"
    score: str  # "3–2, round 4" (one score a side, in the order of the players)
    summary: str  # the menu's line (``MatchSession.summary``)

    @property
    def game(self) -> str:
        return game_of(self.mode_id).name

    @property
    def mode(self) -> str:
        """The mode beside the game's name: without that name ("" for King and Peasant)."""
        return title_beside_game(self.mode_id)

    def local_time(self) -> str:
        """When it was last played, in the computer's time zone: "2026-12-01 10:17"."""
        return self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")

    def row(self) -> dict:
        return {
            "saved": self.saved_at.timestamp(),
            "mode": self.mode_id,
            "players": self.players,
            "score": self.score,
            "summary": self.summary,
        }

    @staticmethod
    def from_row(path: Path, row: dict) -> SavedMatch:
        """The entry of ``path`` from its row on the index; ValueError when it is not one."""
        name = NAME.fullmatch(path.name)
        saved, mode_id = row.get("saved"), row.get("mode")
        words = [row.get(key) for key in ("players", "score", "summary")]
        if name is None or not isinstance(mode_id, str) or mode_id not in modes():
            raise ValueError("the row names no mode of this Throneroom")
        if type(saved) not in (int, float) or not 0 <= saved < 2**40:
            raise ValueError("the row's date is not one")
        if not all(isinstance(w, str) and len(w) <= MAX_WORDS and w.isprintable() for w in words):
            raise ValueError("the row's words are not text")
        return SavedMatch(
            path=path,
            match_id=name.group(1),
            saved_at=datetime.datetime.fromtimestamp(saved, datetime.UTC),
            mode_id=mode_id,
            players=words[0],
            score=words[1],
            summary=words[2],
        )


def score_text(session: MatchSession) -> str:
    """How far the match has gone: "3–2, round 4" (a score a side, in the order of the
    players; the game's word for a round); for a
    match of one game, whose score says nothing until it ends, "12 moves in"."""
    from scenes.games import round_in_text, round_word

    state = session.state
    if getattr(state, "match_target", None) == 1:
        moves = len(state.history or ())
        return f"{moves} move{'s' if moves != 1 else ''} in"
    scores = "–".join(str(state.scores[side[0]]) for side in session.sides())
    return f"{scores}, {round_in_text(round_word(state))} {state.round_no}"


def entry_of(session: MatchSession, path: Path, saved_at: datetime.datetime) -> SavedMatch:
    seats = [(s.name, s.kind, s.level) for s in session.seats]
    return SavedMatch(
        path=path,
        match_id=session.match_id,
        saved_at=saved_at,
        mode_id=session.mode_id,
        players=archive.players_text(seats, session.sides()),
        score=score_text(session),
        summary=session.summary(),
    )


# ----- reading -----------------------------------------------------------------------------------


def saved_matches(problems: list[str] | None = None) -> list[SavedMatch]:
    """The matches being played, the most recently played first. One that cannot be continued
    is moved aside and the reason, in words, logged and appended to ``problems``."""
    migrate_old_autosave(problems)
    where = folder()
    storage.remove_stale_temps_in(where, NAME)
    found = _index().entries(lambda path, reason: _set_aside(path, reason, problems))
    found.sort(key=lambda m: (m.saved_at, m.path.name), reverse=True)
    return found


def load(match: SavedMatch, problems: list[str] | None = None) -> MatchSession | None:
    """The match of ``match`` read and replayed, to continue it; None when it cannot be (then
    it is moved aside, and why appended to ``problems``)."""
    try:
        return read_session(match.path)
    except SavedError as exc:
        _set_aside(match.path, str(exc), problems)
        return None


def newest(problems: list[str] | None = None) -> MatchSession | None:
    """The most recently played match that can be continued, or None."""
    for match in saved_matches(problems):
        session = load(match, problems)
        if session is not None:
            return session
    return None


def delete(match: SavedMatch) -> str | None:
    """Delete a saved match the player chose to delete; what went wrong in words, or None."""
    try:
        match.path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not delete the saved match %s (%s)", match.path.name, exc)
        return f"The saved match could not be deleted ({exc})."
    return None


def read_session(path: Path, what: str = "a saved match") -> MatchSession:
    """The session of one file of the folder, checked down to replaying its moves; SavedError
    in words when it cannot be continued."""
    try:
        text = storage.read_own_file(path, MAX_SAVE_BYTES, what)
        if text is None:
            raise SavedError("it is no longer there")
        session = MatchSession.from_json(text)
    except (storage.Unreadable, SaveError) as exc:
        raise SavedError(str(exc)) from None
    except Exception as exc:  # a save the rules cannot replay must not stop the menu
        log.exception("replaying the saved match %s failed", path.name)
        raise SavedError(f"replaying it failed ({type(exc).__name__}: {exc})") from None
    name = NAME.fullmatch(path.name)
    if name is not None and name.group(1) != session.match_id:
        raise SavedError("its match id is not the one in its name")
    return session


def _read_entry(path: Path) -> tuple[SavedMatch, dict]:
    session = read_session(path)
    try:
        saved_at = datetime.datetime.fromtimestamp(os.stat(path).st_mtime, datetime.UTC)
    except OSError:
        saved_at = datetime.datetime.now(datetime.UTC)
    entry = entry_of(session, path, saved_at)
    return entry, entry.row()


def _index() -> FolderIndex[SavedMatch]:
    return FolderIndex(
        folder=folder(),
        names=NAME,
        kind=INDEX_KIND,
        version=INDEX_VERSION,
        read=_read_entry,
        from_row=SavedMatch.from_row,
        unusable=SavedError,
    )


def _set_aside(path: Path, reason: str, problems: list[str] | None, which: str = "A") -> None:
    message = f"{which} saved match could not be continued: {reason}; {storage.set_aside(path)}."
    log.warning("%s", message)
    if problems is not None:
        problems.append(message)


# ----- the single autosave of earlier versions ---------------------------------------------------


def migrate_old_autosave(problems: list[str] | None = None) -> Path | None:
    """Move ``autosave.json`` (the one saved match of a Throneroom before several were kept)
    into the folder, as ``<its match id>.json`` with its date kept; returns where it went.

    It is written in its new place before the old file goes, so a failure midway leaves it
    where it was. One that cannot be continued is moved aside with a message, as before; one
    whose match is in the folder already is kept aside beside it, never lost."""
    old = storage.autosave_path()
    storage.remove_stale_temps(old)  # the leftovers of its writes killed before their rename
    if not os.path.lexists(old):
        return None
    try:
        session = read_session(old)
    except SavedError as exc:
        _set_aside(old, str(exc), problems, which="The")
        return None
    target = storage.saved_path(session.match_id)
    if os.path.lexists(target):
        try:
            where = f"it was kept as {storage.move_aside(old, 'copy').name}"
        except OSError as exc:
            where = f"it stays as autosave.json ({exc})"
        message = (
            "An older copy of a saved match was found as autosave.json, a match you have among "
            f"your saved matches already; {where}."
        )
        log.warning("%s", message)
        if problems is not None:
            problems.append(message)
        return None
    try:
        when = os.stat(old).st_mtime_ns
        storage.write_text_atomic(target, session.to_json())
        os.utime(target, ns=(when, when))
        old.unlink()
    except OSError as exc:
        log.warning("could not move autosave.json into %s (%s); it stays", folder(), exc)
        return None
    return target
