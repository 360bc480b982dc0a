"""The main menu: new game, continue a saved match, host or join a game with friends on other
machines, rules, statistics, the finished matches to review, settings, quit.

Every match in progress stays saved until it ends (``scenes.saved``), so a new game replaces
nothing. Continue resumes the saved match when there is one and opens the list of saved matches
(``scenes.saved_scene``) when there are several.
"""

from __future__ import annotations

import pygame

from game.core.registry import games
from scenes import saved, widgets
from scenes.games import tutorials
from scenes.learn import open_learn
from scenes.widgets import UIScene

KEYS = {
    pygame.K_n: "new",
    pygame.K_l: "learn",
    pygame.K_c: "continue",
    pygame.K_h: "host",
    pygame.K_j: "join",
    pygame.K_r: "rules",
    pygame.K_t: "statistics",
    pygame.K_v: "matches",  # (M mutes the sound everywhere)
    pygame.K_s: "settings",
    pygame.K_q: "quit",
}


MENU_STEP = 68  # a menu button's height and the gap below it, at scale 1, when there is room
NOTICE_ROOM = 150  # the height kept below the buttons for notices, at scale 1


class MenuScene(UIScene):
    name = "menu"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.saved: list[saved.SavedMatch] = []  # the most recently played first
        self.notices: list[str] = []

    def enter(self) -> None:
        # A settings file that could not be read at launch, and what counting a finished match
        # had to say, are reported once, here.
        for notices in (
            getattr(self.app.settings, "notices", []),
            getattr(self.app, "notices", []),
        ):
            self.notices.extend(notices)
            notices.clear()
        self.saved = saved.saved_matches(self.notices)
        # An unreadable statistics file is set aside and reported here, before a match adds to it.
        from scenes import stats

        stats.load(self.notices)
        super().enter()

    def build(self, size) -> None:
        w, h = size
        entries = [("new", "New game")]
        if self.saved:
            entries.append(("continue", "Continue"))
        if tutorials():  # the games' guided first games (a chooser when several offer one)
            entries.append(("learn", "Learn to play"))
        entries += [
            ("host", "Host a game"),
            ("join", "Join a game"),
            ("rules", "Rules"),
            ("statistics", "Statistics"),
            ("matches", "Review a match"),
            ("settings", "Settings"),
            ("quit", "Quit"),
        ]
        sub_h = self.line_height("#subheading")
        self.label(subtitle(), (0, round(h * 0.14) + self.px(84), w, sub_h), "#subheading")
        # The buttons share the height between the subtitle and the notices (if any) below
        # them: as tall as they like up to MENU_STEP, shorter when the window is short, and
        # in two columns when one column of buttons tall enough for their words does not fit.
        top = round(h * 0.14) + self.px(84) + sub_h + self.px(16)
        bottom = h - self.px(12) - (self.tx(NOTICE_ROOM) if self.notices else 0)
        summary_h = self.line_height("#small") + self.px(4) if self.saved else 0
        least = self.line_height("#big_button", "button") + self.px(12)
        columns = 1 if len(entries) * (least + 2) + summary_h <= bottom - top else 2
        rows = -(-len(entries) // columns)
        step = min(max(self.px(MENU_STEP), least + self.px(8)), (bottom - top - summary_h) / rows)
        bh = max(least, round(step * 0.8))
        gap = max(2, round(step) - bh)
        bw, col_gap = self.px(340), self.px(24)
        x0 = (w - columns * bw - (columns - 1) * col_gap) // 2
        block = rows * (bh + gap) - gap + summary_h
        y0 = top + max(0, (bottom - top - block) // 3)
        for i, (key, text) in enumerate(entries):
            column, row = divmod(i, rows)
            if row == 0:
                y = y0
            self.button(key, text, (x0 + column * (bw + col_gap), y, bw, bh), "#big_button")
            y += bh + gap
            if key == "continue" and columns == 1:
                self._continue_line(w, y - gap // 2)
                y += summary_h
        y = max(y, y0 + rows * (bh + gap))
        if self.saved and columns == 2:
            self._continue_line(w, y - gap // 2)  # under both columns, as wide as the window
            y += summary_h
        if self.notices:
            # Below the buttons, as tall as the room there is (at most about five lines).
            top = max(y, h - self.tx(180))
            self.text_box(
                "<br>".join(widgets.esc(n) for n in self.notices[-2:]),
                (round(w * 0.1), top, round(w * 0.8), h - self.px(10) - top),
                "#notice",
            )

    def _continue_line(self, w: int, y: int) -> None:
        """Under Continue: one line, cut with an ellipsis when a table of many seats makes it
        long."""
        line = widgets.fit_text(self.ui_font("#small"), self.continue_line(), w - self.px(40))
        self.label(line, (0, y, w, self.line_height("#small")), "#small")

    def continue_line(self) -> str:
        """Under Continue: the saved match, or how many there are and the latest one."""
        if len(self.saved) == 1:
            return self.saved[0].summary
        return f"{len(self.saved)} saved matches; the latest: {self.saved[0].summary}"

    def on_button(self, key: str) -> None:
        if key == "new":
            from scenes.setup import SetupScene

            self.app.stack.push(SetupScene(self.app))
        elif key == "continue" and len(self.saved) > 1:
            from scenes.saved_scene import SavedScene

            self.app.stack.push(SavedScene(self.app, self.saved))
        elif key == "continue" and self.saved:
            session = saved.load(self.saved[0], self.notices)
            if session is None:  # set aside, and said in the notices
                self.saved = saved.saved_matches(self.notices)
                self.rebuild()
            else:
                self.app.start_match(session)
        elif key == "host":
            from scenes.online.host import HostScene

            self.app.stack.push(HostScene(self.app))
        elif key == "join":
            from scenes.online.join import JoinScene

            self.app.stack.push(JoinScene(self.app))
        elif key == "learn":
            open_learn(self.app)
        elif key == "rules":
            from scenes.rules_scene import RulesScene

            self.app.stack.push(RulesScene(self.app))
        elif key == "statistics":
            from scenes.stats_scene import StatsScene

            self.app.stack.push(StatsScene(self.app))
        elif key == "matches":
            from scenes.matches import MatchesScene

            self.app.stack.push(MatchesScene(self.app))
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
        font = widgets.title_font(self.app, self.tx(66))
        centre = (w // 2, round(h * 0.14) + self.px(42))
        widgets.blit_text(surface, "Throneroom", font, widgets.GOLD, centre, "center")


def subtitle() -> str:
    """Under the title: the game, or that there are several."""
    names = [info.name for info in games().values()]
    if len(names) == 1:
        return f"{names[0]}, at one table"
    return "Games of the royal court, at one table"


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
