"""The end of a round: who won and why, the points and where they came from, the race to 7, and
where the True King goes; at the end of the match, the winner, a rematch or the menu."""

from __future__ import annotations

import math

import pygame

from game.imposter.modes import MATCH_TARGET
from scenes import widgets
from scenes.render.cards import wrap
from scenes.session import MatchSession
from scenes.widgets import UIScene

AUTO_DELAY = 1.5  # seconds the autoplay run shows this screen before pressing on
# The places a round's review names besides the hand, in the order they are told.
REVEAL_PLACES = (
    ("successor", "Successor"),
    ("squire", "Squire"),
    ("dungeon", "Dungeon"),
    ("offer", "Set aside to swap"),
)


def reason_words(name: str, reason: str) -> str:
    """The model's round-end reason as a sentence about the player who lost."""
    words = {
        "could not take a turn": f"{name} could not play",
        "assassinated": f"{name} was assassinated",
        "conceded": f"{name} conceded the match",
    }
    return words.get(reason, f"{name} {reason}")


class ScoringScene(UIScene):
    name = "scoring"
    opaque = False
    modal = True

    def __init__(self, app, session: MatchSession, result: dict) -> None:
        super().__init__(app)
        self.session = session
        self.result = result
        self.waited = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.body_top = 0
        # What counting the finished match had to tell the player goes on to the menu.
        if self.match_over and session.notices and hasattr(app, "notices"):
            app.notices.extend(session.notices)
            session.notices.clear()

    @property
    def match_over(self) -> bool:
        return self.session.finished

    # ----- text --------------------------------------------------------------------------------

    def headline(self) -> str:
        names = self.session.name
        if self.match_over and self.session.winner is not None:
            return f"{names(self.session.winner)} wins the match!"
        return f"Round {self.result.get('round', '?')}: {names(self.result['winner'])} wins"

    def reason(self) -> str:
        r = self.result
        return reason_words(self.session.name(r["loser"]), str(r.get("reason", ""))) + "."

    def point_rows(self) -> list[tuple[str, int]]:
        """(what, points) for each way a round scores in this mode."""
        r = self.result
        if r.get("reason") == "conceded":
            return []
        points = r.get("points", {})
        rows = [("Winning the round", points.get("win", 0))]
        if self.session.state.mode.full_scoring:
            winner = self.session.name(r["winner"])
            king = points.get("king", 0)
            rows.append((f"{winner}'s King still face up" if king else
                         f"{winner}'s King was flipped", king))  # fmt: skip
            cards = points.get("cards", 0)
            loser = self.session.name(r["loser"])
            rows.append((f"{loser} still had cards or a Successor" if cards else
                         f"{loser} had no cards left", cards))  # fmt: skip
        return rows

    def footer(self) -> str:
        state = self.session.state
        if self.match_over:
            scores = " to ".join(str(s) for s in sorted(self.scores(), reverse=True))
            return f"Final score {scores}."
        if not state.mode.full_scoring:
            holder = self.session.name(state.true_king)
            return f"One point a round in Quickplay. The True King passes to {holder}."
        return f"The True King passes to {self.session.name(state.true_king)}."

    def reveal_rows(self) -> list[tuple[str, str]]:
        """What lay face down when the round ended, seat by seat (``view["round_reveal"]``,
        which the model gives only once the round is over): (whose, which cards)."""
        state = self.session.state
        reveal = state.view(self.session.viewer).get("round_reveal")
        if not reveal:
            return []
        cards = state.cards

        def names(ids) -> str:
            return ", ".join(cards[c].name for c in ids) if ids else "no cards"

        rows = []
        for s, seat in enumerate(reveal["seats"]):
            parts = [f"Hand: {names(seat['hand'])}"]
            for key, word in REVEAL_PLACES:
                c = seat.get(key)
                if c is not None:
                    parts.append(f"{word}: {cards[c].name}")
            rows.append((self.session.name(s), ".  ".join(parts) + "."))
        if reveal["unused"]:
            rows.append(("Unused", names(reveal["unused"]) + "."))
        return rows

    def _reveal_lines(self, width: int) -> list[tuple[str, list[str]]]:
        font = self.app.fonts.get(self.px(16))
        return [(who, wrap(font, text, width)) for who, text in self.reveal_rows()]

    def _reveal_geometry(self, panel_w: int) -> tuple[int, int]:
        """The label column's width and the text's, inside a panel ``panel_w`` wide."""
        label_w = self.px(150)
        return label_w, panel_w - 2 * self.px(36) - label_w

    def scores(self) -> list[int]:
        return list(self.result.get("scores") or self.session.state.scores)

    # ----- widgets -----------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        pw = min(w - self.px(40), self.px(720))
        n = self.session.state.num_seats
        rows = len(self.point_rows())
        # Heading and reason, the point rows with their total, the track, the footer, buttons:
        # the same steps ``draw`` takes.
        content = 106 + (30 * rows + 48 if rows else 10) + 40 * n + 6 + 30
        _label_w, text_w = self._reveal_geometry(pw)
        reveal = self._reveal_lines(text_w)
        if reveal:
            content += 34 + sum(22 * len(lines) + 4 for _, lines in reveal)
        ph = min(h - self.px(30), self.px(content + 22 + 52 + 26))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(220), self.px(52)
        y = self.panel.bottom - bh - self.px(22)
        if self.match_over:
            gap = self.px(16)
            bw = min(bw, (self.panel.w - self.px(44) - 2 * gap) // 3)
            x = self.panel.centerx - (3 * bw + 2 * gap) // 2
            self.button("rematch", "Rematch", (x, y, bw, bh), "#big_button")
            self.button("review", "Review (V)", (x + bw + gap, y, bw, bh))
            self.button("menu", "Menu", (x + 2 * (bw + gap), y, bw, bh))
        else:
            self.button("next", "Next round", (self.panel.centerx - bw // 2, y, bw, bh),
                        "#big_button")  # fmt: skip

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface, 190)
        widgets.draw_frame(surface, self.panel, self.scale)
        f = self.app.fonts
        p = self.panel
        x0, x1 = p.x + self.px(36), p.right - self.px(36)
        y = p.y + self.px(22)
        colour = widgets.GOLD
        widgets.blit_text(surface, self.headline(), widgets.title_font(self.app, self.px(34)), colour,
                          (p.centerx, y), "midtop")  # fmt: skip
        y += self.px(46)
        if self.match_over:
            last = f"Round {self.result.get('round', '?')}: {self.reason()}"
        else:
            last = self.reason()
        widgets.blit_text(
            surface, last, f.get(self.px(19)), widgets.CREAM, (p.centerx, y), "midtop"
        )
        y += self.px(38)
        body = f.get(self.px(18))
        rows = self.point_rows()
        for what, pts in rows:
            tint = widgets.CREAM if pts else widgets.MUTED
            widgets.blit_text(surface, what, body, tint, (x0, y))
            widgets.blit_text(surface, f"+{pts}", body, tint, (x1, y), "topright")
            y += self.px(30)
        if rows:
            pygame.draw.line(surface, widgets.GOLD_DIM, (x0, y + self.px(2)), (x1, y + self.px(2)))
            y += self.px(8)
            total = self.result.get("total", sum(p for _, p in rows))
            winner = self.session.name(self.result["winner"])
            bold = f.get(self.px(18), bold=True)
            widgets.blit_text(surface, f"{winner} scores", bold, widgets.GOLD, (x0, y))
            widgets.blit_text(surface, f"+{total}", bold, widgets.GOLD, (x1, y), "topright")
            y += self.px(40)
        else:
            y += self.px(10)
        self._draw_track(surface, x0, x1, y)
        y += self.px(40) * self.session.state.num_seats + self.px(6)
        widgets.blit_text(surface, self.footer(), f.get(self.px(16), italic=True), widgets.MUTED,
                          (p.centerx, y), "midtop")  # fmt: skip
        y += self.px(30)
        self._draw_reveal(surface, x0, y)

    def _draw_reveal(self, surface, x0: int, y: int) -> None:
        """The review of the round's hidden cards: whose they were, and which."""
        label_w, text_w = self._reveal_geometry(self.panel.w)
        reveal = self._reveal_lines(text_w)
        if not reveal:
            return
        f = self.app.fonts
        widgets.blit_text(surface, "What was hidden", f.get(self.px(17), bold=True),
                          widgets.GOLD, (x0, y))  # fmt: skip
        y += self.px(30)
        body = f.get(self.px(16))
        bold = f.get(self.px(16), bold=True)
        for who, lines in reveal:
            widgets.blit_text(surface, who, bold, widgets.GOLD_DIM, (x0, y))
            for line in lines:
                widgets.blit_text(surface, line, body, widgets.CREAM, (x0 + label_w, y))
                y += self.px(22)
            y += self.px(4)

    def _draw_track(self, surface, x0: int, x1: int, y: int) -> None:
        """Each seat's score as pips on the way to 7, with the number beside them."""
        f = self.app.fonts.get(self.px(18))
        scores = self.scores()
        r = self.px(10)
        step = self.px(30)
        pip_x = x1 - self.px(50) - (MATCH_TARGET - 1) * step
        for seat, score in enumerate(scores):
            cy = y + self.px(14)
            crown = seat == self.session.winner and self.match_over
            name = self.session.name(seat) + ("  (winner)" if crown else "")
            widgets.blit_text(surface, name, f, widgets.CREAM, (x0, cy), "midleft")
            for k in range(MATCH_TARGET):
                centre = (pip_x + k * step, cy)
                if k < score:
                    pygame.draw.circle(surface, widgets.GOLD, centre, r)
                else:
                    pygame.draw.circle(surface, widgets.GOLD_DIM, centre, r, max(1, self.px(2)))
            widgets.blit_text(surface, str(score), self.app.fonts.get(self.px(20), bold=True),
                              widgets.GOLD, (x1, cy), "midright")  # fmt: skip
            y += self.px(40)

    # ----- input -------------------------------------------------------------------------------

    def next_round(self) -> None:
        state = self.session.state
        if state.round_over and not state.match_over and self.session.conceded is None:
            self.session.apply("deal")
        self.app.stack.pop()

    def rematch(self) -> None:
        session = self.session.rematch()
        if session.autosave:
            session.save()
        self.app.start_match(session)

    def on_button(self, key: str) -> None:
        if key == "next":
            self.next_round()
        elif key == "rematch":
            self.rematch()
        elif key == "menu":
            self.app.to_menu()
        elif key == "review" and self.match_over:
            from scenes.review import ReviewScene, from_session

            self.app.stack.push(ReviewScene(self.app, from_session(self.session)))

    def on_key(self, event) -> bool:
        if event.key == pygame.K_v and self.match_over:
            self.on_button("review")
            return True
        if event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return False
        self.on_button("rematch" if self.match_over else "next")
        return True

    def next_frame_in(self) -> float:
        # Nothing on this screen moves; an autoplay run (which never sleeps) presses on by itself.
        return 0.0 if self.app.autoplay else math.inf

    def update(self, dt: float) -> None:
        if not (self.app.autoplay and self.active):
            return
        self.waited += dt
        if self.waited >= AUTO_DELAY:
            self.waited = 0.0
            self.on_button("rematch" if self.match_over else "next")
