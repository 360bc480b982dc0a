"""A finished online match in this player's statistics and archive.

The room sends everyone the match's save once it is over (``record``: the mode, its options,
the seed and every action, see docs/network.md). ``keep_online_match`` turns it into the
finished session this screen saw (this client's seat as the viewer, the other people online as
people, the computers at their levels) marked ``online``, checks it by replaying it, and hands it
to ``scenes.records`` as a local match's end is: counted once in the statistics, for this seat's
player only (each other player counts it on their own machine), and kept in the archive, where
"Review a match" opens it like any other.

The match's id comes from the record and the seat, so the same record kept again (a second
``record`` after a rejoin, the table opened twice) counts and archives once. A record that is no
finished match of this Throneroom keeps nothing and says why in words.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.ai.players import LEVELS
from game.core.saves import SaveError
from scenes import records
from scenes import session as session_module
from scenes.session import MatchSession

log = logging.getLogger(__name__)

# A computer the room plays at a level a local table has not ("random") counts and shows as the
# weakest local level.
FALLBACK_LEVEL = LEVELS[0]


@dataclass(frozen=True)
class Kept:
    """What keeping a record did: the finished session (None when nothing was kept; the review
    button of the match's end reads it) and the messages for the player."""

    session: MatchSession | None
    notices: list[str]


def match_id(save: Mapping, seat: int) -> str:
    """The id an online match is kept under on this machine: the same for the same record and
    seat, so it is never counted twice; another seat's (a second player at this machine) differs."""
    text = json.dumps(save, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{text}#seat {seat}".encode()).hexdigest()[:32]


def _seat(i: int, seat) -> dict:
    """A seat of the session from a lobby entry ({"name", "kind", "level"}) or a name alone (a
    person online)."""
    if isinstance(seat, str):
        return {"name": seat, "kind": "human", "level": "normal"}
    if not isinstance(seat, Mapping):
        raise SaveError(f"seat {i + 1} is not a seat")
    name = seat.get("name")
    if seat.get("kind") == "computer":
        level = seat.get("level")
        return {"name": name, "kind": "computer", "level": level if level in LEVELS else FALLBACK_LEVEL}  # fmt: skip
    return {"name": name, "kind": "human", "level": "normal"}


def session_of(save: Mapping, seat: int, seats: Sequence) -> MatchSession:
    """The finished session of an online match's record, as ``seat`` saw it; SaveError in words
    when the record is not a finished match of this Throneroom or the seats do not fit it."""
    if not isinstance(save, Mapping):
        raise SaveError("the room's record holds no match")
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise SaveError("the seats of the match are not a list")
    if type(seat) is not int or not 0 <= seat < len(seats):
        raise SaveError("this player's seat is not one of the match")
    text = json.dumps(
        {
            "format": session_module.FORMAT,
            "version": session_module.VERSION,
            "match": dict(save),
            "seats": [_seat(i, s) for i, s in enumerate(seats)],
            "viewer": seat,
            "match_id": match_id(save, seat),
            "online": True,
        }
    )
    try:
        session = MatchSession.from_json(text, autosave=False, finished=True)
    except SaveError:
        raise  # already in words
    except Exception as exc:  # a record the rules cannot replay must not stop the table
        log.exception("replaying an online match's record failed")
        raise SaveError(f"its moves do not replay ({type(exc).__name__})") from None
    if not session.finished:
        raise SaveError("its moves do not finish the match")
    if not session.is_human(seat):
        raise SaveError("this player's seat was played by a computer")
    return session


def keep_online_match(
    save: Mapping, seat: int, seats: Sequence, when: datetime.datetime | None = None
) -> Kept:
    """Count the finished online match ``save`` (the room's ``record``) in this player's
    statistics and keep it in the archive, once; ``seat`` is this client's seat and ``seats``
    each seat's lobby entry (``RemoteMatch.lobby``) or name. Never raises: a damaged record
    keeps nothing and the notice says why."""
    try:
        session = session_of(save, seat, seats)
    except SaveError as exc:
        # The reason's first clause: a move that does not replay is followed by every legal one.
        reason = str(exc).split("; ")[0]
        message = f"This online match could not be kept in your statistics: {reason}."
        log.warning("%s", message)
        return Kept(None, [message])
    session.recorded = True
    try:
        notices = records.record_finished(session, when)
    except Exception:  # keeping it must never stop the match from ending on the table
        log.exception("recording the online match failed")
        notices = ["This online match could not be added to your statistics."]
    return Kept(session, notices)
