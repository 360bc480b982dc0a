"""The main menu: new game, continue the autosaved match, rules, settings, quit."""

from __future__ import annotations

import pygame

from scenes import widgets
from scenes.session import MatchSession
from scenes.widgets import UIScene

KEYS = {
    pygame.K_n: "new",
    pygame.K_c: "continue",
    pygame.K_r: "rules",
    pygame.K_s: "settings",
    pygame.K_q: "quit",
}


class MenuScene(UIScene):
    name = "menu"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.saved: MatchSession | None = None
        self.notices: list[str] = []

    def enter(self) -> None:
        self.saved = MatchSession.load_autosave(self.notices)
        super().enter()

    def build(self, size) -> None:
        w, h = size
        bw, bh, gap = self.px(340), self.px(54), self.px(14)
        x = (w - bw) // 2
        y = round(h * 0.40)
        self.label(
            "The Imposter Kings, at one table",
            (0, round(h * 0.14) + self.px(84), w, self.px(30)),
            "#subheading",
        )
        entries = [("new", "New game")]
        if self.saved is not None:
            entries.append(("continue", "Continue"))
        entries += [("rules", "Rules"), ("settings", "Settings"), ("quit", "Quit")]
        for key, text in entries:
            self.button(key, text, (x, y, bw, bh), "#big_button")
            y += bh + gap
            if key == "continue" and self.saved is not None:
                self.label(self.saved.summary(), (0, y - gap // 2, w, self.px(22)), "#small")
                y += self.px(24)
        if self.notices:
            self.text_box(
                "<br>".join(widgets.esc(n) for n in self.notices[-2:]),
                (round(w * 0.15), h - self.px(96), round(w * 0.7), self.px(84)),
                "#notice",
            )

    def on_button(self, key: str) -> None:
        if key == "new":
            from scenes.setup import SetupScene

            self.app.stack.push(SetupScene(self.app))
        elif key == "continue" and self.saved is not None:
            session, self.saved = self.saved, None
            self.app.start_match(session)
        elif key == "rules":
            from scenes.rules_scene import RulesScene

            self.app.stack.push(RulesScene(self.app))
        elif key == "settings":
            from scenes.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene(self.app))
        elif key == "quit":
            self.app.quit()

    def on_key(self, event) -> bool:
        key = KEYS.get(event.key)
        if key is None or key not in self.buttons:
            return False
        self.on_button(key)
        return True

    def draw(self, surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        draw_crown(surface, (w // 2, round(h * 0.10)), self.px(46))
        font = widgets.title_font(self.app, self.px(66))
        centre = (w // 2, round(h * 0.14) + self.px(42))
        widgets.blit_text(surface, "Throneroom", font, widgets.GOLD, centre, "center")


def draw_crown(surface, center, width: int) -> None:
    """A small gold crown: the emblem above the title."""
    cx, cy = center
    half = width // 2
    h = round(width * 0.55)
    base = cy + h // 2
    points = [
        (cx - half, base),
        (cx - half, cy - h // 6),
        (cx - half // 2, cy + h // 8),
        (cx, cy - h // 2),
        (cx + half // 2, cy + h // 8),
        (cx + half, cy - h // 6),
        (cx + half, base),
    ]
    pygame.draw.polygon(surface, widgets.GOLD, points)
    pygame.draw.polygon(surface, widgets.GOLD_DIM, points, max(1, width // 23))
    r = max(2, width // 14)
    for px, py in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, widgets.PARCHMENT, (px, py), r)
