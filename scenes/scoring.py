"""The end of a round: who won and why, the points and where they came from, the race to the
match's target, and what the game says next; at the end of the match, the winner, a rematch or
the menu. The words about the round are the game's (``GameScenes.scoring``); the frame is shared."""

from __future__ import annotations

import math

import pygame

from scenes import widgets
from scenes.games import ScoringWords, scenes_for
from scenes.render.cards import wrap
from scenes.session import MatchSession
from scenes.widgets import UIScene

AUTO_DELAY = 1.5  # seconds the autoplay run shows this screen before pressing on
MAX_PIPS = 12  # a longer race is told by its number alone, with no pips


def match_target(state) -> int | None:
    """The score that wins the match (``state.match_target``), or None when the game has none."""
    target = getattr(state, "match_target", None)
    return target if isinstance(target, int) and target > 0 else None


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
        self._words: ScoringWords | None = None
        # What counting the finished match had to tell the player goes on to the menu.
        if self.match_over and session.notices and hasattr(app, "notices"):
            app.notices.extend(session.notices)
            session.notices.clear()

    @property
    def match_over(self) -> bool:
        return self.session.finished

    # ----- text --------------------------------------------------------------------------------

    @property
    def words(self) -> ScoringWords:
        """The game's words for this round (worked out once: the round is over and stays so)."""
        if self._words is None:
            session = self.session
            plug = scenes_for(session.state)
            self._words = plug.scoring(session.state, self.result, session.viewer, session.name)
        return self._words

    def headline(self) -> str:
        names = self.session.name
        if self.match_over and self.session.winner is not None:
            return f"{names(self.session.winner)} wins the match!"
        word = self.words.round_word
        return f"{word} {self.result.get('round', '?')}: {names(self.result['winner'])} wins"

    def reason(self) -> str:
        return self.words.reason

    def point_rows(self) -> list[tuple[str, int]]:
        """(what, points) for each way a round scores in this mode."""
        return list(self.words.points)

    def footer(self) -> str:
        if self.match_over:
            scores = " to ".join(str(s) for s in sorted(self.scores(), reverse=True))
            return f"Final score {scores}."
        return self.words.footer

    def reveal_rows(self) -> list[tuple[str, str]]:
        """What lay hidden when the round ended, seat by seat: (whose, which cards)."""
        return list(self.words.reveal)

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
            keys = [("rematch", "Rematch"), ("review", "Review (V)"), ("menu", "Menu")]
            if scenes_for(self.session.state).review is None:  # a game with no review scene
                del keys[1]
            n = len(keys)
            bw = min(bw, (self.panel.w - self.px(44) - (n - 1) * gap) // n)
            x = self.panel.centerx - (n * bw + (n - 1) * gap) // 2
            for i, (key, text) in enumerate(keys):
                style = "#big_button" if key == "rematch" else None
                self.button(key, text, (x + i * (bw + gap), y, bw, bh), style)
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
        """Each seat's score as pips on the way to the match's target, with the number beside
        them (the number alone when the game has no target or a long one)."""
        f = self.app.fonts.get(self.px(18))
        scores = self.scores()
        target = match_target(self.session.state)
        pips = target if target is not None and target <= MAX_PIPS else 0
        r = self.px(10)
        step = self.px(30)
        pip_x = x1 - self.px(50) - (pips - 1) * step
        for seat, score in enumerate(scores):
            cy = y + self.px(14)
            crown = seat == self.session.winner and self.match_over
            name = self.session.name(seat) + ("  (winner)" if crown else "")
            widgets.blit_text(surface, name, f, widgets.CREAM, (x0, cy), "midleft")
            for k in range(pips):
                centre = (pip_x + k * step, cy)
                if k < score:
                    pygame.draw.circle(surface, widgets.GOLD, centre, r)
                else:
                    pygame.draw.circle(surface, widgets.GOLD_DIM, centre, r, max(1, self.px(2)))
            shown = str(score) if pips or target is None else f"{score} of {target}"
            widgets.blit_text(surface, shown, self.app.fonts.get(self.px(20), bold=True),
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
            review = scenes_for(self.session.state).review
            if review is None:
                return
            from scenes.review import from_session

            self.app.stack.push(review(self.app, from_session(self.session)))

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
