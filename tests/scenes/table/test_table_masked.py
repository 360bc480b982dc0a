"""A face-down Condemned card (the Executioner's) on the table: a back with the number said,
in the Condemned row and in the removed pile, for a seat that does not know it."""

from __future__ import annotations

import os

import pygame
import pytest

from game.imposter.positions import build
from scenes.app import step
from scenes.imposter.table.board import view_zones
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene
from tests.game.imposter.helpers import do

SEATS = [SeatSetup("Alice", "human")] + [SeatSetup(n, "computer", "easy") for n in "BC"]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _condemned_twice():
    """Seat 1 Condemned a Zealot and removed it; seat 2's Elder is still Condemned: seat 0
    (the human) saw only the number 3 for both."""
    st = build(
        "imposter/cutthroat",
        hands=[["Executioner", "Fool", "Sentry"], ["Zealot", "Queen"], ["Elder", "Spy", "Soldier"]],
        court=["Judge"],
        disgraced=[0],
        successors=["Warden", "Mystic", "Princess"],
    )
    do(st, "play Executioner", "name 3")
    while st.decision == "react":
        do(st, "pass")
    do(st, "condemn Zealot", "condemn Elder", "remove Zealot")
    return st


def _table(app, st, size):
    w, h = size
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h)])
    session = MatchSession("imposter/cutthroat", SEATS, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return table


def test_a_face_down_condemned_card_is_a_back_in_the_viewers_zones():
    zones = view_zones(_condemned_twice().view(0))
    assert zones[("condemned", 2)] == [None] and zones[("removed", -1)] == [None]


@pytest.mark.parametrize("size", SIZES)
def test_the_table_writes_the_number_said_on_each_face_down_condemned_card(app, size):
    st = _condemned_twice()
    table = _table(app, st, size)
    # The computer at seat 2 has removed its Elder since: both 3s lie in the removed pile.
    assert st.view(0)["removed"] == [{"face_down": True, "value": 3}] * 2
    piles = table.board.zones[("removed", -1)]
    assert len(piles) == 2 and all(sp.cid is None and not sp.face_up for sp in piles)
    drawn: list[tuple[str, pygame.Surface]] = []
    real = table.drawer._text

    def record(s, *args, **kwargs):
        surf = real(s, *args, **kwargs)
        drawn.append((s, surf))
        return surf

    table.drawer._text = record
    table.drawer.invalidate()
    table.drawer.draw(app.screen)
    table.drawer._text = real
    assert [s for s, _ in drawn].count("3") >= 2
    if os.environ.get("SHOTS"):
        pygame.image.save(app.screen, f"{os.environ['SHOTS']}/masked-{size[0]}x{size[1]}.png")


def test_the_scoring_review_names_the_cards_that_lay_face_down():
    from scenes.imposter.scoring import reveal_rows
    from tests.game.imposter.test_masked import _rounds_with_masked

    for st, _ in _rounds_with_masked("imposter/cutthroat", range(4)):
        if st.round_over and st.party.masked:
            break
    rows = dict(reveal_rows(st, 0, str))
    named = ", ".join(st.cards[c].name for c in sorted(st.party.masked))
    assert rows["Condemned face down"] == named + "."


def test_behind_the_curtain_the_players_own_face_down_card_shows_its_number_only():
    from scenes.imposter.kit import public_view

    st = _condemned_twice()
    zealot = st.removed[0]
    view = st.view(1)
    assert view["removed"] == [zealot] and view["party"]["face_down"] == {zealot: 3}
    shown = public_view(view)
    assert shown["removed"] == [{"face_down": True, "value": 3}]
    assert shown["seats"][2]["condemned"] == [{"face_down": True, "value": 3}]
    assert st.view(0)["party"]["face_down"] == {}


def test_the_log_says_a_card_is_condemned_face_down_and_names_it_to_its_player():
    from scenes.imposter.table.log import describe

    st = build(
        "imposter/cutthroat",
        hands=[["Executioner", "Fool"], ["Zealot", "Queen"], ["Elder", "Spy"]],
        court=["Judge"],
        disgraced=[0],
    )
    do(st, "play Executioner", "name 3")
    while st.decision == "react":
        do(st, "pass")
    move = next(e for e in do(st, "condemn Zealot") if e.kind == "move")
    names = ["Ann", "Bob", "Cy"]
    assert describe(move.for_seat(0), 0, names, st.cards) == (
        "Bob Condemns a card face down for the Executioner."
    )
    assert describe(move.for_seat(1), 1, names, st.cards) == (
        "You Condemn the Zealot for the Executioner."
    )
