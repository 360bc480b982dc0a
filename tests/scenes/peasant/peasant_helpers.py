"""Helpers for King and Peasant's table tests: a table, clicks that choose an action, and what
a seat may see."""

from __future__ import annotations

from table_helpers import click

from scenes.app import step
from scenes.peasant.table.ordering import PUT
from scenes.session import MatchSession, SeatSetup
from scenes.table.prompts import MENU
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
DUO = [SeatSetup("Alice", "human"), SeatSetup("Bob", "human")]


def peasant_table(app, seats=SOLO, seed: int = 1, first_king: str = "0", autosave=False):
    session = MatchSession(
        "peasant/eras", seats, seed, autosave=autosave, options={"first_king": first_king}
    )
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return session, table


def patient(rng, legal: list[str]) -> str:
    """A random legal action, seldom a Condemn (a random Condemn ends an Era at once), so the
    matches last long enough to meet most decisions."""
    calm = [a for a in legal if not a.startswith("condemn")]
    return rng.choice(calm if calm and rng.random() < 0.95 else legal)


def orderable(table, action: str) -> bool:
    """Whether ``action`` is an order the table lets the player click card by card: each card
    looked at answers a click (``scenes.peasant.table.ordering``)."""
    if not action.startswith("order ") or table.board.ordering.key is None:
        return False
    return all(table.click_point(f"{PUT}{pos}") for pos in action.split()[1:])


def click_action(app, table, action: str) -> bool:
    """Click what answers ``action``: its card, button or picker entry, or the card whose ways
    include it and then its button, or (an order) each card in turn and then Done. False when
    nothing on the table answers it."""
    if orderable(table, action):
        for pos in action.split()[1:]:
            click(app, table.click_point(f"{PUT}{pos}"))
    pos = table.click_point(action)
    if pos is None:
        opener = next(
            (
                h
                for h in table.hits()
                if h[1].startswith(MENU)
                and action in [a for _, a in table.prompt.menu_for(int(h[1][len(MENU) :]))]
            ),
            None,
        )
        if opener is None:
            return False
        click(app, table.click_point(opener[1]))
        pos = table.click_point(action)
        if pos is None:
            return False
    click(app, pos)
    return True


def visible_ids(state, viewer: int) -> set[int]:
    """Every card id ``viewer``'s view names (-1: what anyone sees)."""
    if viewer < 0:
        v = state.view(state.king)
        ids = set(v["discard"]) | set(v["exile"]) | set(v["played"])
        for seat in v["seats"]:
            ids |= {t["card"] for t in seat["town"] if t["up"]}
        return ids
    v = state.view(viewer)
    ids = set(v["discard"]) | set(v["exile"]) | set(v["played"])
    ids |= {x["card"] for x in v["looking"]}
    for seat in v["seats"]:
        ids |= {t["card"] for t in seat["town"] if t["card"] is not None}
        ids |= set(seat["known"])
        if isinstance(seat["hand"], list):
            ids |= set(seat["hand"])
    return ids


def secrets_of(state, viewer: int) -> set[int]:
    """The cards ``viewer`` must never see: the other hand (but what it surely knows of it)
    and the face-down Rebels it cannot name, and the deck."""
    other = 1 - viewer
    v = state.view(viewer)
    out = set(state.hands[other]) - set(v["seats"][other]["known"])
    named = {t["card"] for seat in v["seats"] for t in seat["town"] if t["card"] is not None}
    out |= set(state.rebels) - named
    out |= set(state.deck) - {x["card"] for x in v["looking"]}
    return out
