"""The table keeps its view (TableScene.view) until the state changes under it, its viewer or
the curtain: the layout reads it for every label it measures, and a view is costly to make."""

from __future__ import annotations

from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _fresh(table) -> dict:
    v = table.state.view(table.viewer)
    return table.kit.public_view(v) if table.curtain else v


def test_the_view_is_kept_until_the_state_the_viewer_or_the_curtain_changes(app):
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "human")]
    session = MatchSession("imposter/2p-base", seats, 3, autosave=False)
    table = TableScene(app, session)
    app.stack.push(table)
    table.curtain = False
    kept = table.view()
    assert table.view() is kept and kept == _fresh(table)
    table.act(session.state.legal_actions()[0])  # a move at the table
    assert table.view() is not kept and table.view() == _fresh(table)
    kept = table.view()
    session.apply(session.state.legal_actions()[0])  # a move another scene made
    assert table.view() is not kept and table.view() == _fresh(table)
    kept = table.view()
    table.curtain = True
    assert table.view() != kept and table.view() == _fresh(table)
    table.curtain = False
    table.viewer = 1 - table.viewer
    assert table.view() == _fresh(table) and table.view()["seat"] == table.viewer
    table.close()
