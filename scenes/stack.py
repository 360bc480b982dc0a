"""The scene stack: push, pop, replace; input goes to the top scene first.

A scene that does not consume an event (``handle_event`` returns False) lets it fall to the scene
below, so an overlay (pause, handoff, a dialog) can sit on top of the table.

Frames cost CPU, so the app draws one only when a scene has something new to show:
``next_frame_in`` tells it how soon (see App.idle_wait in scenes/app.py).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame


class Scene:
    """One screen. ``opaque`` scenes hide what is below them; overlays set it False."""

    opaque = True
    name = "scene"  # used for screenshot file names and tests

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene stops being the top (covered or removed)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds; called on every scene of the stack."""

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def on_resize(self, size: tuple[int, int]) -> None:
        pass

    def next_frame_in(self) -> float:
        """Seconds until this scene needs another frame when no input arrives: 0 while something
        moves (the default, so a scene that does not say keeps a frame every 1/60 s), a delay
        for a timer of its own, or ``math.inf`` when nothing changes until the next input.

        Input, a resize and a change of the stack always bring a frame; so does
        ``app.request_frame(delay)``, for a scene that would rather ask for a wake-up."""
        return 0.0


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changes = 0  # counts pushes, pops and replacements (a change always needs a frame)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.changes += 1
        if self.scenes:
            self.scenes[-1].leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        self.changes += 1
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        self.changes += 1
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        self.changes += 1
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def handle_event(self, event) -> bool:
        for scene in reversed(list(self.scenes)):
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            scene.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the top-most opaque scene upwards."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def on_resize(self, size) -> None:
        for scene in self.scenes:
            scene.on_resize(size)

    def next_frame_in(self) -> float:
        """The soonest any scene of the stack needs a frame (every scene is updated each frame,
        covered ones too); ``math.inf`` for an empty stack."""
        return min((scene.next_frame_in() for scene in self.scenes), default=math.inf)
