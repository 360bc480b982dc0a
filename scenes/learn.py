"""Learn to play: which guided first game (every game's scripts, ``game.core.tutorial``), and the
match that plays one.

A guided game is saved as any match is, in its own file among the saved matches, so leaving it
keeps it and Continue resumes it where it was; it replaces no other saved match.
"""

from __future__ import annotations

import pygame

from game.core.tutorial import Script
from scenes import widgets
from scenes.games import tutorials
from scenes.session import MatchSession, SeatSetup, default_name, new_seed
from scenes.widgets import UIScene


class TutorialSession(MatchSession):
    """A guided game's match: its script's seats on its prepared deal. A rematch is a real game
    of the script's ``real_mode`` with the same seats."""

    def __init__(self, script: Script) -> None:
        seats = [
            SeatSetup(name or default_name(i, kind), kind, level or "normal")
            for i, (name, kind, level) in enumerate(script.seats)
        ]
        super().__init__(script.mode, seats, 0)
        self.script = script

    def rematch(self) -> MatchSession:
        return MatchSession(self.script.real_mode, self.seats, new_seed(), autosave=self.autosave)


def open_learn(app) -> None:
    """Learn to play: the guided first game when there is one, else which one."""
    offered = [s for _info, scripts in tutorials() for s in scripts]
    if len(offered) == 1:
        app.start_match(TutorialSession(offered[0]))
    elif offered:
        app.stack.push(LearnScene(app))


def entry_words(script: Script) -> str:
    """A script's button: its title and about how long it takes."""
    return f"{script.title}  (about {script.minutes} min)"


class LearnScene(UIScene):
    """Asked over the menu when there are several guided games: which one, grouped by game."""

    name = "learn"
    opaque = False
    modal = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.offered = tutorials()
        self.scripts = {s.id: s for _info, scripts in self.offered for s in scripts}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> None:
        w, h = size
        pad, gap = self.px(24), self.px(8)
        heading_h = self.line_height("#heading") + self.px(8)
        game_h = self.line_height("#subheading") + self.px(4)
        n = len(self.scripts) + 1
        # Buttons shrink to fit every guided game and Back on the screen, never under a line.
        room = h - 2 * pad - heading_h - len(self.offered) * game_h - self.px(40)
        bh = max(
            self.line_height("#body", "button") + self.px(10), min(self.px(46), room // n - gap)
        )
        bw = min(w - 4 * pad, max(self.px(460), self._widest() + self.px(40)))
        height = pad + heading_h + len(self.offered) * game_h + n * (bh + gap) + pad
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, min(h, height))
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.x + pad, self.panel.y + pad
        self.label("Learn which game?", (self.panel.x, y, self.panel.w, heading_h), "#heading")
        y += heading_h
        for info, scripts in self.offered:
            self.label(info.name, (x, y, bw, game_h), "#subheading")
            y += game_h
            for script in scripts:
                self.button(f"learn:{script.id}", entry_words(script), (x, y, bw, bh))
                y += bh + gap
        self.button("back", "Back", (x, y, bw, bh))

    def _widest(self) -> int:
        # (a button with no id of its own is set in the theme's button font)
        font = self.app.ui.get_theme().get_font(["button"])
        return max((font.size(entry_words(s))[0] for s in self.scripts.values()), default=0)

    def on_button(self, key: str) -> None:
        if key.startswith("learn:") and key[6:] in self.scripts:
            self.app.start_match(TutorialSession(self.scripts[key[6:]]))
        elif key == "back":
            self.app.stack.pop()

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.on_button("back")
            return True
        return False

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface)
        widgets.draw_frame(surface, self.panel, self.scale)
