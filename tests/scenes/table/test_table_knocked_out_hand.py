"""A knocked-out seat's own hand (three and four players): the view still names its cards to
that seat, so its screen keeps them face up, dimmed; every other seat's hand stays hidden."""

from __future__ import annotations

from game.imposter.positions import build
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene


def _table_with_me_out(app):
    st = build(
        "imposter/cutthroat",
        hands=[["Fool", "Queen"], ["Elder", "Judge"], ["Soldier", "Judge"]],
        court=["Mystic"], to_move=1, first=1, out=[0],
    )  # fmt: skip
    seats = [SeatSetup("Ana", "human"), SeatSetup("Bob", "computer"), SeatSetup("Cleo", "computer")]
    session = MatchSession("imposter/cutthroat", seats, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return st, table


def test_a_knocked_out_players_own_hand_is_drawn_face_up_and_dimmed(app, monkeypatch):
    st, table = _table_with_me_out(app)
    assert table.viewer == 0 and table.view()["seats"][0]["out"]
    mine = table.board.zones[("hand", 0)]
    assert sorted(sp.cid for sp in mine) == sorted(st.hands[0])
    assert all(sp.face_up and not sp.lies_down for sp in mine)
    drawn: dict[int, str | None] = {}
    face = table.drawer.face_surface

    def recording(cid, view, mark, size):
        drawn[cid] = mark
        return face(cid, view, mark, size)

    monkeypatch.setattr(table.drawer, "face_surface", recording)
    table.drawer.draw(app.screen)
    assert {cid: drawn.get(cid) for cid in st.hands[0]} == {cid: "dim" for cid in st.hands[0]}
    # Another seat's hand stays face down, unnamed, and no face of it is drawn.
    theirs = table.board.zones[("hand", 1)]
    assert len(theirs) == 2 and all(sp.cid is None and not sp.face_up for sp in theirs)
    assert not set(st.hands[1]) & set(drawn)
