"""The pause screen over the table (Esc): resume, rules, settings, save and quit, or concede; it
also shows the match's seed, so the same deal can be played again."""

from __future__ import annotations

import pygame

from scenes import widgets
from scenes.session import MatchSession
from scenes.widgets import UIScene


class PauseScene(UIScene):
    name = "pause"
    animated = False  # drawn anew only on input (see UIScene.animated)
    opaque = False
    modal = True

    def __init__(self, app, session: MatchSession) -> None:
        super().__init__(app)
        self.session = session
        self.confirming = False
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def conceder(self) -> int | None:
        """The human who would concede: the one at the screen, else the first human."""
        s = self.session
        if getattr(s, "concede_off", None):  # online: not offered (docs/network.md)
            return None
        if s.is_human(s.viewer):
            return s.viewer
        return s.humans[0] if s.humans else None

    def build(self, size) -> None:
        w, h = size
        bw, bh, gap = self.tx(340), self.tx(50), self.px(12)
        pad = self.px(28)
        if self.confirming:
            self._build_concede(w, h, bw, bh, gap, pad)
            return
        online = getattr(self.session, "remote", False)
        entries = [
            ("resume", "Resume"),
            ("rules", "Rules"),
            ("settings", "Settings"),
            ("quit", "Leave the table" if online else "Save and quit to menu"),
            ("concede", "Concede"),
        ]
        # The seed, so this deal can be played again (the setup's Seed field takes it); online
        # the seed is the host's secret (it tells the deal): the room's code and why instead.
        seed_line = f"Room {self.session.room}" if online else f"Seed {self.session.seed}"
        words = (
            "Your seat is kept: join the room again to sit back down. Conceding is not "
            "offered online."
            if online
            else "A new game with this seed deals the same cards."
        )
        note = self.lines_for(words, bw, "#small")
        heading_h = self.line_height("#heading")
        seed_h = self.line_height("#body") + len(note) * self.line_height("#small")
        self.panel = pygame.Rect(
            0, 0, bw + 2 * pad,
            pad // 2 + heading_h + self.px(20) + len(entries) * (bh + gap) + seed_h + pad,
        )  # fmt: skip
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + pad
        self.label("Paused", (self.panel.x, self.panel.y + pad // 2, self.panel.w, heading_h),
                   "#heading")  # fmt: skip
        y = self.panel.y + pad // 2 + heading_h + self.px(20)
        for key, text in entries:
            enabled = key != "concede" or (self.conceder is not None and not self.session.finished)
            self.button(key, text, (x, y, bw, bh),
                        "#big_button" if key == "resume" else None, enabled=enabled)  # fmt: skip
            y += bh + gap
        self.label(seed_line, (self.panel.x, y, self.panel.w,
                   self.line_height("#body")), "#body")  # fmt: skip
        y += self.line_height("#body")
        for line in note:
            self.label(line, (self.panel.x, y, self.panel.w, self.line_height("#small")), "#small")
            y += self.line_height("#small")

    def _build_concede(self, w: int, h: int, bw: int, bh: int, gap: int, pad: int) -> None:
        """The question before conceding: to whom, why it is lost, that the save goes."""
        seat = self.conceder
        heading, why = self.session.concede_words(seat)
        winners = self.session.winners_of(self.session.best_opponent(seat))
        winner = " and ".join(self.session.name(x) for x in winners)
        bw = self.tx(400) if why else bw
        # Wider for the names of a team (two names of up to twenty characters each).
        needed = self.ui_font("button", "button").size(f"Concede to {winner}")[0] + self.px(30)
        bw = min(w - 2 * pad - self.px(20), max(bw, needed))
        # The heading's line, the reason and the note wrapped by hand (a label does not wrap).
        lines = [(line, "#body") for line in self.lines_for(heading, bw, "#body")]
        lines += [(line, "#small") for line in self.lines_for(why, bw - self.px(16), "#small")]
        lines += [("The saved match is deleted.", "#small")]
        words_h = sum(self.line_height(style) for _, style in lines)
        heading_h = self.line_height("#heading")
        self.panel = pygame.Rect(
            0, 0, bw + 2 * pad, 2 * pad + heading_h + words_h + self.px(16) + 2 * bh + gap
        )
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + pad
        self.label("Concede the match?", (self.panel.x, y, self.panel.w, heading_h), "#heading")
        y += heading_h
        for line, style in lines:
            self.label(line, (self.panel.x, y, self.panel.w, self.line_height(style)), style)
            y += self.line_height(style)
        y += self.px(16)
        x = self.panel.x + pad
        self.button("concede_yes", f"Concede to {winner}", (x, y, bw, bh))
        self.button("concede_no", "Keep playing", (x, y + bh + gap, bw, bh), "#big_button")

    def on_button(self, key: str) -> None:
        if key == "resume":
            self.app.stack.pop()
        elif key == "rules":
            from scenes.rules_scene import RulesScene

            # This game's rules, open at the page of the mode being played.
            state = self.session.state
            self.app.stack.push(RulesScene(self.app, self.session.mode_id, game=state.game))
        elif key == "settings":
            from scenes.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene(self.app))
        elif key == "quit":
            if not self.session.finished:
                self.session.save()
            self.app.to_menu()
        elif key == "concede" and self.conceder is not None and not self.session.finished:
            self.confirming = True
            self.rebuild()
        elif key == "concede_no":
            self.confirming = False
            self.rebuild()
        elif key == "concede_yes":
            self.concede()

    def concede(self) -> None:
        seat = self.conceder
        if seat is None or self.session.finished:
            return
        result = self.session.concede(seat)
        from scenes.scoring import ScoringScene

        self.app.stack.replace(ScoringScene(self.app, self.session, result))

    def on_key(self, event) -> bool:
        if event.key != pygame.K_ESCAPE:
            return False
        self.on_button("concede_no" if self.confirming else "resume")
        return True

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface)
        widgets.draw_frame(surface, self.panel, self.scale)
