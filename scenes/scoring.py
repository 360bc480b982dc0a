"""The end of a round: who won and why, the points and where they came from, the race to the
match's target, and what the game says next; at the end of the match, the winner, a rematch or
the menu. The words about the round are the game's (``GameScenes.scoring``); the frame is shared."""

from __future__ import annotations

import math

import pygame

from scenes import widgets
from scenes.drawn import Drawn, blit_noted
from scenes.games import ScoringWords, round_in_text, scenes_for
from scenes.render.card_tools import wrap
from scenes.session import MatchSession
from scenes.text_size import grown
from scenes.widgets import UIScene

AUTO_DELAY = 1.5  # seconds the autoplay run shows this screen before pressing on
SQUEEZES = (1.0, 0.92, 0.85, 0.78, 0.72)  # text sizes tried when the end of a round is long
MAX_PIPS = 12  # a longer race is told by its number alone, with no pips
# The victory ladder's states (ScoringWords.ladder): how each is said and tinted.
LADDER_WORDS = {"won": "Decides", "failed": "Failed", "unreached": "Not reached"}
LADDER_TINTS = {"won": widgets.GOLD, "failed": widgets.CREAM, "unreached": widgets.MUTED}


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
        self._plan: dict | None = None  # the texts wrapped to the panel (``plan``), per build
        self.squeeze = 1.0  # how much smaller than usual the texts are drawn (see ``build``)
        self.drawn: list[Drawn] = []  # the panel's words as last drawn (scenes.drawn)
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

    @property
    def one_game(self) -> bool:
        """The match is a single game (``match_target`` 1, as in Usurp the King): its end is
        told without a round number or a final score."""
        return match_target(self.session.state) == 1

    @property
    def nobody_won(self) -> bool:
        """The match ended with no winner (``state.winner`` None, not conceded)."""
        return self.match_over and self.session.winner is None

    def headline(self) -> str:
        names = self.session.name
        team = self.words.winners
        if self.match_over and self.session.winner is not None:
            if self.words.match_winners:
                return f"{self.words.match_winners} win the match!"
            winners = self.session.winners_of(self.session.winner)
            if len(winners) > 1:
                return f"{' and '.join(names(s) for s in winners)} win the match!"
            return f"{names(self.session.winner)} wins the match!"
        if self.nobody_won:
            return "Nobody wins" if self.one_game else "Nobody wins the match"
        word = self.words.round_word
        number = self.result.get("round", self.result.get("era", "?"))
        if team:
            return f"{word} {number}: {team} win"
        if self.result.get("winner") is None:
            return f"{word} {number}: nobody wins"
        return f"{word} {number}: {names(self.result['winner'])} wins"

    def reason(self) -> str:
        return self.words.reason

    def point_rows(self) -> list[tuple[str, int]]:
        """(what, points) for each way a round scores in this mode."""
        return list(self.words.points)

    def footer(self) -> str:
        if self.match_over and (self.one_game or self.nobody_won):
            # One game, or a match nobody won: a final score says nothing the rows do not.
            return self.words.footer
        if self.match_over:
            sides = self.session.sides()
            each = [self.scores()[side[0]] for side in sides]
            scores = " to ".join(str(s) for s in sorted(each, reverse=True))
            return f"Final score {scores}."
        return self.words.footer

    def reveal_rows(self) -> list[tuple[str, str]]:
        """What lay hidden when the round ended, seat by seat: (whose, which cards)."""
        return list(self.words.reveal)

    def last_line(self) -> str:
        """The line under the headline: why the round ended (with its number once the match
        is over, as the headline then names the match's winner)."""
        if self.match_over and not self.one_game:
            number = self.result.get("round", self.result.get("era", "?"))
            return f"{self.words.round_word} {number}: {self.reason()}"
        return self.reason()

    def scores(self) -> list[int]:
        return list(self.result.get("scores") or self.session.state.scores)

    # ----- layout ------------------------------------------------------------------------------

    def tx(self, value: float) -> int:
        """A size of the panel's text and spacing: grown with the text size (``UIScene.tx``)
        and times the squeeze ``build`` chose (1 unless the texts would not fit the window
        otherwise)."""
        return round(grown(value, self.text_scale) * self.app.ui_scale * self.squeeze)

    def plan(self, panel_w: int) -> dict:
        """Every text of the panel wrapped to the room it has inside a panel ``panel_w`` wide,
        and the height it all takes, so ``build`` sizes the panel by what ``draw`` draws: the
        headline, the reason and the footer wrap inside the frame; the labels of "What was
        hidden" get a column as wide as the longest (wrapping only past a third of the room),
        and their values start beside it, never over it."""
        f = self.app.fonts
        inner = panel_w - 2 * self.tx(36)
        head = wrap(widgets.title_font(self.app, self.tx(34)), self.headline(), inner)
        reason = wrap(f.get(self.tx(19)), self.last_line(), inner)
        footer = self.footer()
        footer = wrap(f.get(self.tx(16), italic=True), footer, inner) if footer else []
        bold, body = f.get(self.tx(16), bold=True), f.get(self.tx(16))
        rows = self.reveal_rows()
        gap = self.tx(16)
        widest = max((bold.size(who)[0] for who, _ in rows), default=0)
        label_w = min(widest, max(self.tx(60), inner // 3 - gap))
        reveal = [
            (wrap(bold, who, label_w), wrap(body, text, inner - label_w - gap))
            for who, text in rows
        ]
        n_points = len(self.point_rows())
        height = self.tx(22) + self.tx(46) + self.tx(40) * (len(head) - 1)
        height += self.tx(26) * len(reason) + self.tx(12)
        height += self.tx(30) * n_points + self.tx(48) if n_points else self.tx(10)
        height += self.tx(40) * len(self.session.sides()) + self.tx(6)
        height += self.tx(22) * len(footer) + self.tx(8)
        if reveal:
            height += self.tx(30)
            height += sum(self.tx(22) * max(len(a), len(b)) + self.tx(4) for a, b in reveal)
        ladder, ladder_h = self.plan_ladder(inner)
        height += ladder_h
        return {
            "head": head, "reason": reason, "footer": footer, "reveal": reveal,
            "label_w": label_w + gap, "height": height, "ladder": ladder,
        }  # fmt: skip

    def plan_ladder(self, inner: int) -> tuple[dict | None, int]:
        """The victory ladder (``ScoringWords.ladder``) wrapped to ``inner``: each rung's name
        in a column as wide as the longest, its state and why beside it; and its height."""
        rungs = self.words.ladder
        if not rungs:
            return None, 0
        f = self.app.fonts
        bold, body = f.get(self.tx(16), bold=True), f.get(self.tx(16))
        mark = self.tx(22)
        name_w = max(bold.size(rung)[0] for rung, _state, _why in rungs) + self.tx(14)
        rows = []
        for rung, state, why in rungs:
            said = LADDER_WORDS.get(state, state)
            text = f"{said}: {why}" if why else said
            rows.append((rung, state, wrap(body, text, inner - mark - name_w)))
        # A line never shorter than the font's own (at the smallest squeeze tx(21) rounds
        # below the text's height and wrapped lines would touch).
        line = max(self.tx(21), body.get_linesize())
        height = self.tx(30) + sum(line * len(r[2]) + self.tx(3) for r in rows) + self.tx(6)
        return {"rows": rows, "mark": mark, "name_w": name_w, "line": line}, height

    # ----- widgets -----------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        bh = max(self.px(52), self.line_height("#big_button", "button") + self.px(20))
        room = h - self.px(30) - self.px(26 + 22) - bh  # the texts' height above the buttons
        # The usual width first; when the texts would not fit the window's height, a wider
        # panel (fewer wrapped lines), then smaller text, until they do.
        # Large text may squeeze further, down to the size normal text reaches at the least.
        squeezes = SQUEEZES + tuple(
            k / self.text_scale for k in SQUEEZES if k / self.text_scale < SQUEEZES[-1]
        )
        tries = [(min(w - self.px(40), self.px(720)), 1.0)]
        tries += [(w - self.px(40), k) for k in squeezes]
        for pw, self.squeeze in tries:
            self._plan = self.plan(pw)
            if self._plan["height"] <= room:
                break
        ph = min(h - self.px(30), self._plan["height"] + self.px(26 + 22) + bh)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        texts = ["Rematch", "Review (V)", "Menu", f"Next {round_in_text(self.words.round_word)}"]
        font = self.ui_font("#big_button", "button")
        bw = max(self.px(220), max(font.size(t)[0] for t in texts) + self.px(30))
        bh = max(self.px(52), self.line_height("#big_button", "button") + self.px(20))
        y = self.panel.bottom - bh - self.px(22)
        if self.match_over:
            gap = self.px(16)
            keys = [("rematch", "Rematch"), ("review", "Review (V)"), ("menu", "Menu")]
            if scenes_for(self.session.state).review is None:  # a game with no review scene
                del keys[1]
            if self.online:  # a rematch online is a new room: the host makes one
                del keys[0]
            n = len(keys)
            bw = min(bw, (self.panel.w - self.px(44) - (n - 1) * gap) // n)
            x = self.panel.centerx - (n * bw + (n - 1) * gap) // 2
            for i, (key, text) in enumerate(keys):
                style = "#big_button" if key == "rematch" else None
                self.button(key, text, (x + i * (bw + gap), y, bw, bh), style)
        else:
            word = self.words.round_word
            self.button("next", f"Next {round_in_text(word)}",
                        (self.panel.centerx - bw // 2, y, bw, bh),
                        "#big_button")  # fmt: skip

    def _say(self, surface, text: str, font, colour, pos, room: int, anchor="topleft") -> None:
        blit_noted(surface, self.drawn, text, font, colour, pos, room, anchor)

    def _say_beside(self, surface, what: str, points: str, font, colour, x0, x1, y) -> None:
        """A line of ``what`` at the left and ``points`` at the right, never over each other."""
        room = x1 - x0 - font.size(points)[0] - self.tx(12)
        self._say(surface, what, font, colour, (x0, y), room)
        self._say(surface, points, font, colour, (x1, y), font.size(points)[0], "topright")

    def draw(self, surface) -> None:
        self.app.backdrop.dim(surface, 190)
        self.drawn = []
        widgets.draw_frame(surface, self.panel, self.scale)
        plan = self._plan or self.plan(self.panel.w)
        f = self.app.fonts
        p = self.panel
        x0, x1 = p.x + self.tx(36), p.right - self.tx(36)
        y = p.y + self.tx(22)
        title = widgets.title_font(self.app, self.tx(34))
        for i, line in enumerate(plan["head"]):
            self._say(surface, line, title, widgets.GOLD, (p.centerx, y), x1 - x0, "midtop")
            y += self.tx(40) if i < len(plan["head"]) - 1 else self.tx(46)
        reason = f.get(self.tx(19))
        for line in plan["reason"]:
            self._say(surface, line, reason, widgets.CREAM, (p.centerx, y), x1 - x0, "midtop")
            y += self.tx(26)
        y += self.tx(12)
        body = f.get(self.tx(18))
        rows = self.point_rows()
        for what, pts in rows:
            tint = widgets.CREAM if pts else widgets.MUTED
            self._say_beside(surface, what, f"+{pts}", body, tint, x0, x1, y)
            y += self.tx(30)
        if rows:
            pygame.draw.line(surface, widgets.GOLD_DIM, (x0, y + self.tx(2)), (x1, y + self.tx(2)))
            y += self.tx(8)
            total = self.result.get("total", sum(p for _, p in rows))
            winner = self.result.get("winner")
            scorer = (
                f"{self.words.winners} each score"
                if self.words.winners
                else "Nobody scores"
                if winner is None
                else f"{self.session.name(winner)} scores"
            )
            bold = f.get(self.tx(18), bold=True)
            self._say_beside(surface, scorer, f"+{total}", bold, widgets.GOLD, x0, x1, y)
            y += self.tx(40)
        else:
            y += self.tx(10)
        self._draw_track(surface, x0, x1, y)
        y += self.tx(40) * len(self.session.sides()) + self.tx(6)
        italic = f.get(self.tx(16), italic=True)
        for line in plan["footer"]:
            self._say(surface, line, italic, widgets.MUTED, (p.centerx, y), x1 - x0, "midtop")
            y += self.tx(22)
        y += self.tx(8)
        y = self._draw_ladder(surface, plan.get("ladder"), x0, x1, y)
        self._draw_reveal(surface, plan, x0, x1, y)

    def _draw_ladder(self, surface, ladder: dict | None, x0: int, x1: int, y: int) -> int:
        """The victory ladder, rung by rung from the top: a gold disc by the rung that decided,
        a cross by each that failed, a hollow ring by those never reached (the words say the
        same); returns the y below it."""
        if not ladder:
            return y
        f = self.app.fonts
        self._say(surface, "The victory ladder", f.get(self.tx(17), bold=True), widgets.GOLD,
                  (x0, y), x1 - x0)  # fmt: skip
        y += self.tx(30)
        bold, body = f.get(self.tx(16), bold=True), f.get(self.tx(16))
        line, r = ladder["line"], max(3, self.tx(6))
        for rung, state, lines in ladder["rows"]:
            tint = LADDER_TINTS.get(state, widgets.CREAM)
            centre = (x0 + r + self.tx(2), y + line // 2)
            if state == "won":
                pygame.draw.circle(surface, widgets.GOLD, centre, r)
            elif state == "failed":
                cx, cy = centre
                width = max(1, self.tx(3))
                pygame.draw.line(surface, tint, (cx - r, cy - r), (cx + r, cy + r), width)
                pygame.draw.line(surface, tint, (cx - r, cy + r), (cx + r, cy - r), width)
            else:
                pygame.draw.circle(surface, widgets.GOLD_DIM, centre, r, max(1, self.tx(2)))
            x = x0 + ladder["mark"]
            self._say(surface, rung, bold, tint, (x, y), ladder["name_w"])
            for k, text in enumerate(lines):
                self._say(surface, text, body, tint, (x + ladder["name_w"], y + k * line),
                          x1 - x - ladder["name_w"])  # fmt: skip
            y += line * len(lines) + self.tx(3)
        return y + self.tx(6)

    def _draw_reveal(self, surface, plan: dict, x0: int, x1: int, y: int) -> None:
        """The review of the round's hidden cards: whose they were, and which."""
        if not plan["reveal"]:
            return
        f = self.app.fonts
        self._say(surface, "What was hidden", f.get(self.tx(17), bold=True), widgets.GOLD,
                  (x0, y), x1 - x0)  # fmt: skip
        y += self.tx(30)
        body = f.get(self.tx(16))
        bold = f.get(self.tx(16), bold=True)
        line = self.tx(22)
        for labels, lines in plan["reveal"]:
            for k, text in enumerate(labels):
                self._say(surface, text, bold, widgets.GOLD_DIM, (x0, y + k * line),
                          plan["label_w"] - self.tx(16))  # fmt: skip
            for k, text in enumerate(lines):
                self._say(surface, text, body, widgets.CREAM, (x0 + plan["label_w"], y + k * line),
                          x1 - x0 - plan["label_w"])  # fmt: skip
            y += line * max(len(labels), len(lines)) + self.tx(4)

    def _draw_track(self, surface, x0: int, x1: int, y: int) -> None:
        """Each seat's score as pips on the way to the match's target, with the number beside
        them (the number alone when the game has no target or a long one)."""
        f = self.app.fonts.get(self.tx(18))
        scores = self.scores()
        target = match_target(self.session.state)
        pips = target if target is not None and target <= MAX_PIPS else 0
        r = self.tx(10)
        step = self.tx(30)
        pip_x = x1 - self.tx(50) - (pips - 1) * step
        # A team's partners share one score: a row per side (play-test finding 23).
        for side in self.session.sides():
            score = scores[side[0]]
            cy = y + self.tx(14)
            crown = self.session.winner in side and self.match_over
            names = " and ".join(self.session.name(seat) for seat in side)
            name = names + ("  (winner)" if crown else "")
            number_font = self.app.fonts.get(self.tx(20), bold=True)
            shown = str(score) if pips or target is None else f"{score} of {target}"
            left = pip_x - r if pips else x1 - number_font.size(shown)[0]
            self._say(surface, name, f, widgets.CREAM, (x0, cy), left - self.tx(12) - x0,
                      "midleft")  # fmt: skip
            for k in range(pips):
                centre = (pip_x + k * step, cy)
                if k < score:
                    pygame.draw.circle(surface, widgets.GOLD, centre, r)
                else:
                    pygame.draw.circle(surface, widgets.GOLD_DIM, centre, r, max(1, self.tx(2)))
            self._say(surface, shown, number_font, widgets.GOLD, (x1, cy),
                      number_font.size(shown)[0], "midright")  # fmt: skip
            y += self.tx(40)

    # ----- input -------------------------------------------------------------------------------

    def next_round(self) -> None:
        state = self.session.state
        if state.round_over and not state.match_over and self.session.conceded is None:
            self.session.apply("deal")
        self.app.stack.pop()

    @property
    def online(self) -> bool:
        return bool(getattr(self.session, "remote", False))

    def rematch(self) -> None:
        if self.online:
            self.app.to_menu()
            return
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

            session = self.session
            if self.online:  # the whole match, from the room's record
                session = session.finished_match()
                if session is None:
                    return
            self.app.stack.push(review(self.app, from_session(session)))

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
