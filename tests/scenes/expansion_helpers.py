"""What the Mustering and Signature scene tests share: a stand-in for the table beneath them, and
frames, clicks and moves as a player makes them (the ``host`` fixture is in conftest.py)."""

from __future__ import annotations

import pygame

from scenes.stack import Scene
from scenes.table.ai_worker import AiWorker


class Host(Scene):
    """Stands in for the table under the expansion scenes, with its worker answering at once."""

    name = "host"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.worker = AiWorker("inline")


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    from scenes.app import step

    for _ in range(n):
        step(app, [], dt)


def click(app, scene, cmd: str) -> None:
    """Move the mouse to where ``cmd`` is, then click there (as a player would)."""
    from scenes.app import step

    while scene.busy:
        frames(app)
    pt = scene.click_point(cmd)
    assert pt is not None, f"{cmd!r} is not clickable; clickable: {[h[1] for h in scene.hits()]}"
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pt, rel=(0, 0), buttons=(0, 0, 0))])
    step(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pt, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pt, button=1),
        ],
    )


def not_a_king(st):
    """The first legal move that is not a King choice (a King may be chosen again and again)."""
    return next(a for a in st.legal_actions() if a.verb != "king")
