"""What happens to a match once it is over: it is counted in the statistics and kept in the
archive of finished matches. Called by ``MatchSession.record_finish``, once per match."""

from __future__ import annotations

import datetime
import logging

from scenes import archive, stats

log = logging.getLogger(__name__)


def record_finished(session, when: datetime.datetime | None = None) -> list[str]:
    """Count ``session`` (finished) and archive it; returns messages for the player about files
    that could not be read or written. Either part is skipped when this match id is in it."""
    when = when or datetime.datetime.now(datetime.UTC)
    problems = stats.record(session, session.match_id, when.strftime("%Y-%m-%dT%H:%M:%SZ"))
    try:
        archive.archive_match(session, when)
    except OSError as exc:
        message = f"This match could not be kept in the list of finished matches ({exc})."
        log.warning("%s", message)
        problems.append(message)
    return problems
