"""The one step from a lobby to the table: the room said ``start``, so this seat sits down at
its game's table, which plays the match through a ``RemoteSession`` (scenes/remote_session.py)
as it plays a local one through a ``MatchSession``."""

from __future__ import annotations

from game.core.registry import modes
from scenes.games import scenes_for


def open_table(app, match, seat: int, names: list[str]) -> None:
    """Push the table of ``match``'s game for ``seat`` over the lobby (which stays under it and
    ends the hosting once the table is gone)."""
    from scenes.remote_session import RemoteSession  # the network's session: imported when used

    table = scenes_for(modes()[match.mode].game).table
    app.stack.push(table(app, RemoteSession(match, seat, names)))
