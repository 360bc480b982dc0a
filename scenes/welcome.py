"""The first-launch welcome: what the games on the table are, how long a match takes, and the way
to Learn to play.

Shown over the menu the first time the app opens (``greet``), then never again: the settings
remember it was seen (``Settings.welcome_seen``), and Settings shows it again on asking. It knows no
single game: each game's line comes from its registry entry (name, summary, match length).
"""

from __future__ import annotations

import pygame

from game.core.registry import games
from scenes import widgets
from scenes.games import tutorials
from scenes.widgets import UIScene

TITLE = "Welcome to Throneroom"
INTRO = (
    "Card games of the royal court at one table: play them against the computer, with friends "
    "passing this screen around, or both at once."
)
RULES_LINE = "Rules on the menu has every rule and card of each game."
PANEL_WIDTH = 860  # the panel's width at scale 1 when the window has room
WIDEST = 0.8  # the share of the window's width the panel may take to keep every word


def greet(app) -> None:
    """Over the menu: the welcome, when this player has not seen it yet."""
    if not app.settings.welcome_seen:
        app.stack.push(WelcomeScene(app))


def learn_line() -> str:
    """Which games a guided first game teaches (all of them, or those that have one), and where
    the rules are."""
    offered = [info.name for info, _scripts in tutorials()]
    if not offered:
        return RULES_LINE
    if len(offered) == len(games()):
        who = "Each game" if len(offered) > 1 else offered[0]
    else:
        who = offered[0] if len(offered) == 1 else ", ".join(offered[:-1]) + " and " + offered[-1]
    return (
        f"{who} can be learnt at the table in a guided first game: Learn to play, here or on the "
        f"menu. {RULES_LINE}"
    )


class WelcomeScene(UIScene):
    """One screen over the menu; the settings note it as seen as soon as it shows."""

    name = "welcome"
    opaque = False
    modal = True
    animated = False

    def __init__(self, app, again: bool = False) -> None:
        super().__init__(app)
        self.again = again  # asked for from Settings: closing it goes back there
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        settings = self.app.settings
        if not settings.welcome_seen:
            settings.welcome_seen = True
            settings.save()
        super().enter()

    def blocks(self, summaries: bool = True) -> list[tuple[str, str]]:
        """The text of the screen, block by block: (object id, words)."""
        out = [("#body", INTRO)]
        for info in games().values():
            out.append(("#subheading", info.name))
            if summaries and info.summary:
                out.append(("#body", info.summary))
            if info.match_length:
                out.append(("#small", info.match_length))
        out.append(("#body", learn_line()))
        return out

    def build(self, size) -> None:
        w, h = size
        pad, gap = self.px(26), self.px(8)
        heading_h = self.line_height("#heading")
        bh = self.line_height("#big_button", "button") + self.px(16)
        # The words at full length when they fit the window (in a wider panel if need be), else
        # without the games' summaries.
        widths = (self.px(PANEL_WIDTH), round(w * WIDEST))
        for summaries, width in ((full, pw) for full in (True, False) for pw in widths):
            pw = min(w - self.px(24), width)
            tw = pw - 2 * pad
            blocks = self.blocks(summaries)
            heights = [
                len(self.lines_for(text, tw, oid)) * self.line_height(oid) for oid, text in blocks
            ]
            ph = pad + heading_h + sum(heights) + gap * (len(blocks) + 2) + bh + pad
            if ph <= h - self.px(16):
                break
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - self.px(8)))
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.x + pad, self.panel.y + pad
        self.label(TITLE, (x, y, tw, heading_h), "#heading")
        y += heading_h + gap
        for oid, text in blocks:
            if oid == "#subheading" or (oid, text) == blocks[-1]:
                y += gap  # a game's name, and the closing line, stand a little apart
            y = self.wrapped_label(text, x, y, tw, oid) + gap // 2
        bw = (tw - self.px(16)) // 2
        by = self.panel.bottom - pad - bh
        if tutorials():
            self.button("learn", "Learn to play", (x, by, bw, bh), "#big_button")
        close = "Back to Settings" if self.again else "To the menu"
        self.button("menu", close, (x + tw - bw, by, bw, bh), "#big_button")

    def on_button(self, key: str) -> None:
        if key == "learn":
            from scenes.learn import open_learn

            self.app.stack.pop()
            if self.again:  # from Settings: Learn to play is asked over the menu
                self.app.to_menu()
            open_learn(self.app)
        elif key == "menu":
            self.app.stack.pop()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_button("menu")
            return True
        if event.key == pygame.K_l and "learn" in self.buttons:
            self.on_button("learn")
            return True
        return False

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface)
        widgets.draw_frame(surface, self.panel, self.scale)
