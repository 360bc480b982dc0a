"""Review and replay of a finished match on the table, every card face up.

The table scene draws the positions (``ReviewScene`` is the table in a review mode: it never asks
for a move); the model gives them, rebuilt from the seed and the moves (``ArchivedMatch.steps``),
and the view is every seat's own view put together, since nothing is secret once the match is
over. At each decision of the reviewed seat (the one that was at the screen) the AI's estimate of
its chance to win the match and the move the AI would have played come from ``game.ai.review``
(the same analysis a hint at that decision gave),
worked out one decision at a time in the table's worker (off the frame loop) and kept in memory
per match, so stepping back and forth is instant once a decision is done.

The review speaks in the game's words: its round ("Era" in King and Peasant; a game played to
one end, Usurp the King, has no rounds to name) and its match, and of every seat in the third
person ("Lady Ilse chose: place their Agent by the Heir"). The graph's labels sit outside the
area the line is drawn in, so the line never runs through them.

Keys: Left / Right a move back / on, Up / Down (or Home / End) to the start / end of the round,
Page Up / Page Down to the previous / next decision of the reviewed seat, Esc back.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pygame

from game.ai.knowledge import knowledge_for
from game.ai.review import (
    REVIEW_BUDGET,
    DecisionReview,
    decision_points,
    move_words,
    review_decision,
)
from game.ai.review import turning_point as _turning_point
from scenes.archive import ArchivedMatch
from scenes.games import one_round, round_in_text, round_word
from scenes.render.card_tools import wrap
from scenes.table.scene import TableScene

# Reviews worked out this run, per (match id, seat, budget): {move: DecisionReview}.
_CACHE: dict[tuple, dict[int, DecisionReview]] = {}
TURN_LEGEND = "\u25cb turned most"


def nav_labels(round_name: str | None) -> tuple[tuple[str, str], ...]:
    """The nav bar's (key, label) buttons; ``round_name`` heads the start and end buttons ("Era
    start"), or None in a game of one round, whose start and end are the match's."""
    first = f"{round_name} start" if round_name else "Start"
    last = f"{round_name} end" if round_name else "End"
    return (
        ("start", f"|<  {first}"),
        ("back", "<  Back"),
        ("forward", "On  >"),
        ("end", f"{last}  >|"),
    )


def from_session(session) -> ArchivedMatch:
    """A just-finished session as an archived match (for the review button of the scoring
    screen, whether or not its file could be written)."""
    state = session.state
    return ArchivedMatch(
        path=Path(),
        match_id=session.match_id,
        finished_at=datetime.datetime.now(datetime.UTC),
        mode_id=session.mode_id,
        seed=session.seed,
        actions=tuple(state.history or ()),
        seats=tuple((s.name, s.kind, s.level) for s in session.seats),
        viewer=session.viewer,
        winner=session.winner,
        conceded=session.conceded,
        scores=tuple(state.scores),
        rounds=len(state.results),
        session_json=session.to_json(),
    )


class ReviewScene(TableScene):
    """The table in review mode: one finished match, stepped through move by move."""

    name = "review"

    def __init__(self, app, match: ArchivedMatch, seat: int | None = None) -> None:
        session = match.session()
        session.viewer = match.viewer if seat is None else seat
        self.match = match
        self.seat = session.viewer
        super().__init__(app, session)
        self.viewer = self.seat
        # Nothing is secret any more: no curtain and no handoff, even after pass-and-play.
        self.curtain = False
        self.handoff_for = None
        self.pending_result = None
        self.budget = REVIEW_BUDGET
        self.key = (match.match_id, self.seat, self.budget)
        self.reviews = _CACHE.setdefault(self.key, {})
        # Every position of the match, its round, and the log's length there.
        self.states = [match.state_at(0)]
        self.rounds = [self.states[0].round_no]
        log = self.kit.log(self.state, self.names)
        log.note(f"{self.states[0].mode.title}, reviewed.")
        opening = list(getattr(self.states[0], "opening_events", None) or [])
        if opening:
            log.add(opening, 1)
        else:
            log.dealt(1)
        self.log_sizes = [len(log.entries)]
        for _k, _action, events, state in match.steps():
            log.add(events, state.round_no)
            self.states.append(state.clone())
            self.rounds.append(state.round_no)
            self.log_sizes.append(len(log.entries))
        self.full_log = log.entries
        # What the figures are the chance of winning: the match (the game, in one-game modes).
        self.match_word = knowledge_for(self.state).match_word
        # The game's round ("Round", "Era"), or None when the match is one round.
        self.round_name = None if one_round(self.state) else round_word(self.state)
        self.points = decision_points(
            match.mode_id, match.seed, match.actions, self.seat, match.options
        )
        self.failed: set[int] = set()
        self.nav: dict[str, pygame.Rect] = {}
        self.graph_rect = pygame.Rect(0, 0, 0, 0)
        self.plot_rect = pygame.Rect(0, 0, 0, 0)  # where the line is drawn, inside graph_rect
        self.graph_labels: list[pygame.Rect] = []  # the graph's labels, all outside plot_rect
        self.nav_line_rect = pygame.Rect(0, 0, 0, 0)
        self.review_words: list[tuple[str, pygame.Rect]] = []  # its own words as last drawn
        self.graph_points: list[tuple[int, tuple[int, int]]] = []
        # The nav bar takes the prompt's place; the panel's foot holds the estimates and graph.
        self.drawer._prompt = lambda surface, view, hint_action: None
        self.k = 0
        self.go(self.points[0] if self.points else 0)

    # ----- the position shown ---------------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self.match.actions)

    def view(self) -> dict:
        return self.kit.revealed_view(self.state, self.viewer)

    def go(self, k: int) -> None:
        """Show the position after the first ``k`` moves (clamped to the match)."""
        self.k = max(0, min(self.moves, k))
        self.state = self.states[self.k]
        self.log.entries = self.full_log[: self.log_sizes[self.k]]
        self.log_scroll = 0
        self.prompt = None
        self.hint = None
        self._sync_view()

    def round_span(self, k: int | None = None) -> tuple[int, int]:
        """The first and last positions of the round position ``k`` belongs to."""
        k = self.k if k is None else k
        r = self.rounds[k]
        lo = k
        while lo > 0 and self.rounds[lo - 1] == r and not self.states[lo - 1].round_over:
            lo -= 1
        hi = k
        while hi < self.moves and not self.states[hi].round_over:
            hi += 1
        return lo, hi

    def step(self, how: str) -> None:
        lo, hi = self.round_span()
        if how == "back":
            self.go(self.k - 1)
        elif how == "forward":
            self.go(self.k + 1)
        elif how == "start":
            self.go(lo if self.k != lo else self.round_span(max(0, lo - 1))[0])
        elif how == "end":
            self.go(hi if self.k != hi else self.round_span(min(self.moves, hi + 1))[1])
        elif how == "prev_decision":
            earlier = [p for p in self.points if p < self.k]
            if earlier:
                self.go(earlier[-1])
        elif how == "next_decision":
            later = [p for p in self.points if p > self.k]
            if later:
                self.go(later[0])

    def _sync_view(self, deal: bool = False) -> None:
        super()._sync_view(deal)
        # The match is over: the seat's own face-down places show their faces too (a stacked
        # zone, such as an Army, stays a stack, as the round's end leaves it).
        stacked = self.board.stacked_zones
        for sp in self.board.sprites:
            if sp.cid is not None and not sp.lies_down and sp.slot.zone not in stacked:
                sp.face_up = True

    @property
    def panel_room(self) -> int:
        """How tall the review's box at the panel's foot is (the log above gives up the room)."""
        return round(self.layout.size[1] * 0.46)

    # ----- the reviews -----------------------------------------------------------------------------

    def round_points(self, k: int | None = None) -> list[int]:
        """The reviewed seat's decisions in the round of position ``k``."""
        lo, hi = self.round_span(k)
        return [p for p in self.points if lo <= p < hi]

    def current(self) -> DecisionReview | None:
        """The review of the decision shown, or of the seat's last decision before it this round."""
        before = [p for p in self.round_points() if p <= self.k]
        return self.reviews.get(before[-1]) if before else None

    def turning_point(self) -> int | None:
        """The move of this round's decision where the chance turned most (once all are done)."""
        pts = self.round_points()
        if not pts or any(p not in self.reviews for p in pts):
            return None
        i = _turning_point([self.reviews[p] for p in pts])
        return None if i is None else pts[i]

    @property
    def done(self) -> int:
        return sum(1 for p in self.points if p in self.reviews or p in self.failed)

    def _next_job(self) -> int | None:
        """The next decision to work out: this round's first, then the rest in order."""
        todo = [p for p in self.points if p not in self.reviews and p not in self.failed]
        if not todo:
            return None
        here = [p for p in todo if p in self.round_points()]
        return (here or todo)[0]

    def _poll_worker(self) -> None:
        got = self.worker.poll()
        if got is not None:
            tag, result, error = got
            k = int(tag.partition(":")[2])
            if error is None and isinstance(result, DecisionReview):
                self.reviews[k] = result
            else:
                self.failed.add(k)
            self.drawer.invalidate()
        if self.worker.job is None:
            k = self._next_job()
            if k is not None:
                m = self.match
                self.worker.submit(
                    f"review:{k}", review_decision, m.mode_id, m.seed, m.actions, self.seat, k,
                    self.budget, m.options,
                )  # fmt: skip

    def _after_change(self) -> None:
        self.prompt = None  # nothing is asked in a review

    def _human_may_act(self) -> bool:
        return False

    def enter(self) -> None:
        self.drawer.invalidate()  # back from the keys list: the position shown stays

    def leave(self) -> None:
        stack = getattr(self.app, "stack", None)
        if stack is not None and self not in stack.scenes:
            self.close()

    def update(self, dt: float) -> None:
        self.time += dt
        for name in self.board.update(dt):
            self.sound(name)
        top = self.app.stack.top if getattr(self.app, "stack", None) else self
        if top is self:
            self._poll_worker()

    def next_frame_in(self) -> float:
        if self.board.busy:
            return 0.0
        return 0.1 if self.worker.job is not None else float("inf")

    # ----- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        self.review_words = []
        self._draw_nav(surface)
        top = lay.hint_line.y - max(4, round(lay.panel.w * 0.02))
        panel = pygame.Rect(lay.panel.x, top, lay.panel.w, lay.panel.h - top)
        self._draw_review(surface, panel)

    def _font(self, px: int):
        return self.painter.fonts.get("ui", px)

    def _text(self, surface, text, px, color, pos, anchor="topleft") -> pygame.Rect:
        img = self._font(px).render(text, True, self.painter.color(color))
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        self.review_words.append((text, rect))
        return rect

    def _draw_nav(self, surface) -> None:
        lay = self.layout
        s = lay.scale
        area = lay.prompt
        words = self.nav_line()
        self.nav_line_rect = self._text(surface, words, self._fitting_px(words, area.w), "text",
                                        (area.centerx, area.y), "midtop")  # fmt: skip
        font = self._font(lay.font_px)
        pad, gap = round(14 * s), round(10 * s)
        labels = nav_labels(self.round_name)
        widths = [font.size(label)[0] + 2 * pad for _, label in labels]
        x = area.centerx - (sum(widths) + gap * (len(labels) - 1)) // 2
        y = min(area.y + lay.font_px + round(10 * s), area.bottom - lay.button_h)
        self.nav = {}
        for (key, label), w in zip(labels, widths, strict=True):
            rect = pygame.Rect(x, y, w, lay.button_h)
            self.nav[key] = rect
            self.drawer._button(surface, rect, label, rect.collidepoint(self.mouse), False)
            x += w + gap

    def nav_line(self) -> str:
        """The line above the nav buttons: where the review is, and the move just made."""
        where = f"move {self.k} of {self.moves}"
        if self.round_name is not None:
            where = f"{round_in_text(self.round_name)} {self.rounds[self.k]} \u00b7 {where}"
        words = f"Review \u00b7 {where}"
        if self.k > 0:
            words += f"  \u00b7  {self._move_words(self.k - 1)}"
        return words

    def title(self) -> str:
        """The graph's heading: whose chance of winning what, in the game's word."""
        return f"{self.names[self.seat]}'s chance to win the {self.match_word}"

    def _fitting_px(self, text: str, width: int) -> int:
        """The table's font size, or a smaller one down to its small size (at the normal text
        size's, with larger text), for ``text`` to fit ``width`` (a long move's words)."""
        lay = self.layout
        least = min(lay.small_px, lay.normal_px(14))
        for px in range(lay.font_px, least, -1):
            if self._font(px).size(text)[0] <= width:
                return px
        return least

    def _move_words(self, k: int) -> str:
        """Move ``k`` in words, about the seat that made it ("Lady Ilse chose: ...")."""
        state = self.states[k]
        seat = state.current_seat
        text = self.match.actions[k]
        if seat is None:
            return f"The table: {text}"
        try:
            said = move_words(state, seat, text)
        except Exception:  # noqa: BLE001 - a move the words cannot tell is shown as it is kept
            said = text
        return f"{self.names[seat]} chose: {said}"

    def _draw_review(self, surface, panel: pygame.Rect) -> None:
        lay = self.layout
        s = lay.scale
        pad = max(6, round(panel.w * 0.04))
        surface.fill(self.painter.color("panel"), panel)
        pygame.draw.line(surface, self.painter.color("gold_dim"), panel.topleft, panel.topright)
        x, y, w = panel.x + pad, panel.y + pad, panel.w - 2 * pad
        px = lay.small_px
        line = self._font(px).get_linesize()
        self._text(surface, self.title(), px, "gold", (x, y))
        y += line
        total = len(self.points)
        if self.done < total:
            self._text(surface, f"Working it out: {self.done} of {total} decisions", px,
                       "text_dim", (x, y))  # fmt: skip
            bar = pygame.Rect(x, y + line, w, max(3, round(5 * s)))
            pygame.draw.rect(surface, self.painter.color("gold_dim"), bar, 1)
            fill = bar.copy()
            fill.w = round(bar.w * self.done / max(1, total))
            pygame.draw.rect(surface, self.painter.color("gold"), fill)
            y += line + bar.h + round(4 * s)
        elif not total:
            self._text(surface, "No decision of theirs to review.", px, "text_dim", (x, y))
            y += line
        back = pygame.Rect(x, panel.bottom - pad - lay.button_h, w, lay.button_h)
        room = back.y - pad - y
        text_lines = self._decision_lines(w, px)
        caption = self._caption_lines(w)
        graph_h = max(40, room - max(5, len(text_lines)) * line - 2 * pad - len(caption) * line)
        self.graph_rect = pygame.Rect(x, y + round(4 * s), w, graph_h)
        self._draw_graph(surface, self.graph_rect)
        y = self.graph_rect.bottom + round(2 * s)
        small = self._caption_px()
        for parts in caption:
            for text, color, at_right in parts:
                at, anchor = ((x + w, y), "topright") if at_right else ((x, y), "topleft")
                self.graph_labels.append(self._text(surface, text, small, color, at, anchor))
            y += line
        y += round(4 * s)
        for text, color in text_lines:
            if y + line > back.y:
                break
            self._text(surface, text, px, color, (x, y))
            y += line
        self.nav["close"] = back
        self.drawer._button(surface, back, "Back (Esc)", back.collidepoint(self.mouse), False)

    def _caption_px(self) -> int:
        return max(9, self.layout.small_px - 2)

    def _caption_lines(self, width: int) -> list[list[tuple[str, str, bool]]]:
        """The lines under the graph as (text, colour, at the right) parts: what the points are,
        and the turning point's legend beside it when both fit, else on a line of its own."""
        count = len(self.round_points())
        said = f"{self.names[self.seat]}'s {count} decision{'s' if count != 1 else ''}, "
        said += "left to right"
        if self.round_name is not None:
            said = f"{self.round_name} {self.rounds[self.k]}: {said}"
        lines = [[(said, "text_dim", False)]]
        if self.turning_point() is not None:
            font = self._font(self._caption_px())
            gap = font.size("  ")[0]
            legend = (TURN_LEGEND, "highlight", True)
            if font.size(said)[0] + gap + font.size(TURN_LEGEND)[0] <= width:
                lines[0].append(legend)
            else:
                lines.append([legend])
        return lines

    def _decision_lines(self, width: int, px: int) -> list[tuple[str, str]]:
        font = self._font(px)
        here = self.reviews.get(self.k)
        out: list[tuple[str, str]] = []

        def add(text: str, color: str) -> None:
            out.extend((ln, color) for ln in wrap(font, text, width))

        if self.k in self.failed:
            add("This decision could not be worked out.", "text_dim")
        elif self.k in self.points and here is None:
            add("This decision is still being worked out.", "text_dim")
        review = here or self.current()
        if review is None:
            if self.k not in self.points:
                add("Page Down: the next decision of theirs.", "text_dim")
            return out
        where = "Here" if review.move == self.k else f"At move {review.move}"
        who = self.names[self.seat]
        add(f"{where} {who} chose: {review.taken_words} ({_pct(review.taken_chance)}).", "text")
        if review.agrees:
            add("The AI would play the same.", "highlight")
        else:
            add(f"The AI would play: {review.best_words} ({_pct(review.best_chance)}).",
                "highlight")  # fmt: skip
        if self.round_name is not None:
            rounds = round_in_text(self.round_name)
            add(
                f"The {rounds} is won in {_pct(review.taken_round)} of its simulations (the "
                f"AI's move: {_pct(review.best_round)}).",
                "text_dim",
            )
        return out

    def _draw_graph(self, surface, rect: pygame.Rect) -> None:
        """The reviewed seat's chance at each decision of the round, a line across the plot
        area; the 50% label sits in a gutter to its left, outside the area the line may take."""
        lay = self.layout
        s = lay.scale
        pygame.draw.rect(surface, (14, 10, 8), rect)
        pygame.draw.rect(surface, self.painter.color("gold_dim"), rect, 1)
        small = max(9, lay.small_px - 3)
        label = self._font(small).render("50%", True, self.painter.color("text_dim"))
        gutter = label.get_width() + round(8 * s)
        self.plot_rect = plot = pygame.Rect(rect.x + gutter, rect.y + 1, rect.w - gutter - 1,
                                            rect.h - 2)  # fmt: skip
        mid = plot.bottom - round(plot.h * 0.5)
        for frac in (0.25, 0.5, 0.75):
            yy = plot.bottom - round(plot.h * frac)
            pygame.draw.line(surface, (60, 48, 38) if frac != 0.5 else (96, 78, 58),
                             (plot.x, yy), (plot.right - 1, yy))  # fmt: skip
        pygame.draw.line(surface, (60, 48, 38), (plot.x, plot.y), (plot.x, plot.bottom - 1))
        spot = label.get_rect(midright=(plot.x - round(4 * s), mid))
        surface.blit(label, spot)
        self.graph_labels = [spot]
        pts = self.round_points()
        self.graph_points = []
        if not pts:
            return
        ring, ring_w = max(5, round(7 * s)), max(2, round(2 * s))
        # Inset by the turning point's ring, so every mark stays inside the plot area.
        inner = plot.inflate(-2 * (ring + ring_w), -2 * (ring + ring_w))
        n = len(pts)
        for i, p in enumerate(pts):
            gx = inner.centerx if n == 1 else inner.x + round(inner.w * i / (n - 1))
            review = self.reviews.get(p)
            if review is None:
                continue
            gy = inner.bottom - round(inner.h * review.taken_chance)
            self.graph_points.append((p, (gx, gy)))
        line_w = max(2, round(2 * s))
        xy = [c for _, c in self.graph_points]
        if len(xy) >= 2:
            pygame.draw.lines(surface, self.painter.color("gold"), False, xy, line_w)
        for _p, c in self.graph_points:
            pygame.draw.circle(surface, self.painter.color("gold"), c, max(2, round(3 * s)))
        turn = self.turning_point()
        for p, c in self.graph_points:
            if p == turn:
                pygame.draw.circle(surface, self.painter.color("highlight"), c, ring, ring_w)
        shown = [p for p in pts if p <= self.k]
        if shown:
            i = pts.index(shown[-1])
            gx = inner.centerx if n == 1 else inner.x + round(inner.w * i / (n - 1))
            pygame.draw.line(surface, self.painter.color("text_dim"), (gx, plot.y + 1),
                             (gx, plot.bottom - 2), 1)  # fmt: skip

    # ----- input -----------------------------------------------------------------------------------

    def hits(self):
        return []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            for key, rect in self.nav.items():
                if rect.collidepoint(event.pos):
                    self.sound("click")
                    if key == "close":
                        self.app.stack.pop()
                    else:
                        self.step(key)
                    return True
            if self.graph_rect.collidepoint(event.pos) and self.graph_points:
                p, _ = min(self.graph_points, key=lambda pc: abs(pc[1][0] - event.pos[0]))
                self.go(p)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if self.board.busy:
                self.board.finish()
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            moves = {
                pygame.K_LEFT: "back",
                pygame.K_RIGHT: "forward",
                pygame.K_UP: "start",
                pygame.K_HOME: "start",
                pygame.K_DOWN: "end",
                pygame.K_END: "end",
                pygame.K_PAGEUP: "prev_decision",
                pygame.K_PAGEDOWN: "next_decision",
            }
            if key in moves:
                self.step(moves[key])
                return True
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
                return True
            return False
        return super().handle_event(event)


def _pct(x: float) -> str:
    return f"{round(x * 100)}%"
