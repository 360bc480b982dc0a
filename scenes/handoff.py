"""Pass-and-play: a curtain over the whole table while the laptop changes hands.

It is opaque and paints every pixel itself, so nothing of the previous player's hand shows.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes import widgets
from scenes.widgets import UIScene


class HandoffScene(UIScene):
    name = "handoff"
    animated = False  # drawn anew only on input (see UIScene.animated)
    opaque = True
    modal = True

    def __init__(self, app, player_name: str, on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_done = on_done
        self.done = False

    def build(self, size) -> None:
        w, h = size
        # The name may be long (twenty characters) and the text large: the lines wrap.
        y = self.wrapped_label(f"Pass the laptop to {self.player_name}", self.px(20),
                               round(h * 0.34), w - self.px(40), "#heading")  # fmt: skip
        y = self.wrapped_label("Only they should see the next screen.", self.px(20),
                               y + self.px(4), w - self.px(40), "#body")  # fmt: skip
        # As wide as the name needs (a long one of the twenty characters a seat may have).
        text = f"I am {self.player_name}"
        needed = self.ui_font("#big_button", "button").size(text)[0] + self.px(40)
        bw, bh = min(w - self.px(40), max(self.tx(340), needed)), self.tx(60)
        by = max(round(h * 0.56), y + self.px(16))
        self.button("ready", text, ((w - bw) // 2, by, bw, bh), "#big_button")

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.stack.pop()
        self.on_done()

    def on_button(self, key: str) -> None:
        if key == "ready":
            self.finish()

    def on_key(self, event) -> bool:
        if event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return False
        self.finish()
        return True

    def draw(self, surface) -> None:
        surface.fill(widgets.BG)
        self.app.backdrop.draw(surface)
        w, h = surface.get_size()
        # A closed curtain: two gold-edged panels meeting in the middle.
        edge = max(2, self.px(3))
        pygame.draw.line(surface, widgets.GOLD_DIM, (w // 2, 0), (w // 2, round(h * 0.30)), edge)
        pygame.draw.line(surface, widgets.GOLD_DIM, (w // 2, round(h * 0.70)), (w // 2, h), edge)
