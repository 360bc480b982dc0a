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
        if s.is_human(s.viewer):
            return s.viewer
        return s.humans[0] if s.humans else None

    def build(self, size) -> None:
        w, h = size
        bw, bh, gap = self.px(340), self.px(50), self.px(12)
        pad = self.px(28)
        if self.confirming:
            seat = self.conceder
            heading, why = self.session.concede_words(seat)
            winners = self.session.winners_of(self.session.best_opponent(seat))
            winner = " and ".join(self.session.name(x) for x in winners)
            bw = self.px(400) if why else bw
            # Wider for the names of a team (two names of up to twenty characters each).
            needed = max(
                self.app.fonts.get(self.px(18)).size(f"Concede to {winner}")[0],
                self.app.fonts.get(self.px(17)).size(heading)[0],
            ) + self.px(30)
            bw = min(w - 2 * pad - self.px(20), max(bw, needed))
            # The reason, wrapped by hand into "#small" lines (a label does not wrap).
            from scenes.render.cards import wrap

            font = self.app.fonts.get(self.px(15))
            why_lines = wrap(font, why, bw - self.px(16)) if why else []
            row = self.px(24)
            why_h = row * len(why_lines)
            self.panel = pygame.Rect(0, 0, bw + 2 * pad, self.px(140) + why_h + 2 * bh + gap + pad)
            self.panel.center = (w // 2, h // 2)
            y = self.panel.y + pad
            self.label("Concede the match?", (self.panel.x, y, self.panel.w, self.px(42)),
                       "#heading")  # fmt: skip
            self.label(heading, (self.panel.x, y + self.px(46), self.panel.w, self.px(30)), "#body")
            for i, line in enumerate(why_lines):
                self.label(
                    line, (self.panel.x, y + self.px(78) + i * row, self.panel.w, row), "#small"
                )
            self.label(
                "The saved match is deleted.",
                (self.panel.x, y + self.px(80) + why_h, self.panel.w, self.px(26)),
                "#small",
            )
            y += self.px(112) + why_h
            x = self.panel.x + pad
            self.button("concede_yes", f"Concede to {winner}", (x, y, bw, bh))
            self.button("concede_no", "Keep playing", (x, y + bh + gap, bw, bh), "#big_button")
            return
        entries = [
            ("resume", "Resume"),
            ("rules", "Rules"),
            ("settings", "Settings"),
            ("quit", "Save and quit to menu"),
            ("concede", "Concede"),
        ]
        seed_h = self.px(58)  # the seed line and what it is for
        self.panel = pygame.Rect(
            0, 0, bw + 2 * pad, self.px(86) + len(entries) * (bh + gap) + seed_h + pad
        )
        self.panel.center = (w // 2, h // 2)
        self.label("Paused", (self.panel.x, self.panel.y + pad // 2, self.panel.w, self.px(48)),
                   "#heading")  # fmt: skip
        y = self.panel.y + self.px(86)
        for key, text in entries:
            enabled = key != "concede" or (self.conceder is not None and not self.session.finished)
            self.button(key, text, (self.panel.x + pad, y, bw, bh),
                        "#big_button" if key == "resume" else None, enabled=enabled)  # fmt: skip
            y += bh + gap
        # The seed, so this deal can be played again (the setup's Seed field takes it).
        self.label(f"Seed {self.session.seed}", (self.panel.x, y + self.px(2), self.panel.w,
                   self.px(26)), "#body")  # fmt: skip
        self.label("A new game with this seed deals the same cards.",
                   (self.panel.x, y + self.px(28), self.panel.w, self.px(22)), "#small")  # fmt: skip

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
