"""Helpers for the table tests: synthetic clicks and keys, and what a seat may see."""

from __future__ import annotations

import pygame

from scenes.app import step


def click(app, pos) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app, k) -> None:
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    step(app, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def visible_ids(state, viewer: int) -> set[int]:
    """Every card id the viewer's view names (its own secrets and the public zones)."""
    if viewer < 0:
        ids = set(state.public_ids())
        return ids
    v = state.view(viewer)
    ids = set(v["court"]) | set(v["removed"]) | set(v["reveal"])
    if v["accused"] is not None:
        ids.add(v["accused"])
    for s, seat in enumerate(v["seats"]):
        ids |= set(seat["antechamber"]) | set(seat["condemned"])
        if s == viewer:
            ids |= set(seat["hand"])
            for z in ("successor", "dungeon", "offer"):
                if seat[z] is not None:
                    ids.add(seat[z])
    return ids


def took(table, session, before: int, action: str) -> bool:
    """Whether a click on ``action`` was taken: applied since ``before`` actions, or held as a
    step of a choice under way (or queued behind a reaction window)."""
    if table.choice and table.choice.steps and table.choice.steps[-1].text == action:
        return True
    if any(q[2] == action for q in table.queued):
        return True
    return action in (session.state.history or [])[before:]
