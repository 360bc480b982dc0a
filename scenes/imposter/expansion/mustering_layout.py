"""Where the Mustering Phase puts its zones, its action panel and the three King facets."""

from __future__ import annotations

import pygame

from game.imposter.cards import FACETS
from scenes.imposter.expansion.layout import Button, share
from scenes.render.card_tools import wrap
from scenes.table.layout import CARD_RATIO, PANEL_GROWTH

FACET_ORDER = ("King", "Master Tactician", "Charismatic Leader")


class MusteringLayout:
    """The zones and the action panel of a ``MusteringScene``, for its window size."""

    def zones(self) -> dict[str, list]:
        v = self.view()
        me = self.me(v)
        them = v["seats"][self.opp]
        removed = v["removed"]
        return {
            "army": list(me["army"]),
            "exhaust": list(me["exhaust"]),
            "hand": list(me["hand"]),
            "given": [c for c in removed if c in self.my_removed],
            "their_exhaust": list(them["exhaust"]),
            "their_removed": [c for c in removed if c not in self.my_removed],
        }

    def zone_labels(self, v=None) -> dict[str, str]:
        v = v or self.view()
        return {
            "their_exhaust": "Their Exhaust (face up)",
            "their_removed": "They gave up (face up)",
            "army": "Your Army (only you see it)",
            "exhaust": "Your Exhaust (face up)",
            "given": "You gave up",
            "hand": f"Your hand ({len(self.me(v)['hand'])} cards)",
        }

    def layout(self) -> None:
        """The fixed frame for the window size; ``arrange`` shares each band among its zones by
        how many cards they hold."""
        w, h = self.rows.size
        px = self.px
        tx = self.tx
        # (larger text takes a wider side panel: its prompt, buttons and notes are words)
        self.main_w = round(w * (0.69 - PANEL_GROWTH * (self.rows.text - 1)))
        m = px(16)
        self.lab = self.line_h(max(11, tx(15)))
        inner = self.main_w - 2 * m
        # The opponent's strip along the top.
        self.top_rect = pygame.Rect(m, m, inner, round(h * 0.19))
        # The hand along the bottom, then the band for the cost of what the player is about to
        # do, and the Army, Exhaust and given-up cards in what is left (see ``arrange``).
        self.cost_h = 2 * self.line_h(max(12, tx(16)))
        self.hand_max = round(h * 0.38)
        self.side = pygame.Rect(self.main_w + px(6), px(10), w - self.main_w - px(16), h - px(20))
        self.arrange(self.zones())
        self._buttons()

    def _band(self, rect: pygame.Rect, zones: dict, names: list[str], rows: int = 1) -> None:
        """Share ``rect`` among ``names`` side by side, each as wide as its cards ask (an empty
        zone keeps room for its label and its empty place)."""
        gap = self.px(14)
        labels = self.zone_labels()
        font = self.painter.fonts.get("ui", max(11, self.tx(15)))
        ch = rect.h
        floors = [
            max(font.size(labels[z])[0] + self.px(6), round(min(ch, self.rows.min_h) * CARD_RATIO))
            for z in names
        ]
        weights = [max(1, len(zones.get(z, ()))) for z in names]
        widths = share(rect.w - gap * (len(names) - 1), weights, floors)
        x = rect.x
        for z, wz in zip(names, widths, strict=True):
            self.rows.add(z, (round(x), rect.y, round(wz), rect.h), rect.h, rows=rows)
            x += wz + gap

    def arrange(self, zones: dict[str, list]) -> None:
        px = self.px
        tr = self.top_rect
        info_w = round(tr.w * 0.27)
        y = tr.y + self.lab + px(4)
        self._band(
            pygame.Rect(tr.x + info_w + px(12), y, tr.w - info_w - px(12), tr.bottom - y),
            zones, ["their_exhaust", "their_removed"],
        )  # fmt: skip
        # The hand takes the height its cards need at their best size; the middle the rest.
        w, h = self.rows.size
        m, inner = tr.x, tr.w
        bottom = h - px(12)
        self.rows.add("hand", (m, bottom - self.hand_max, inner, self.hand_max), self.hand_max,
                      center=True, rows=2)  # fmt: skip
        hand = zones.get("hand", [])
        self.rows.fit("hand", [self.entry_name(e) for e in hand])
        got = self.rows.fitted.get("hand")
        used = max(r.bottom for r in got) - min(r.y for r in got) if got else self.hand_max
        self.hand_rect = pygame.Rect(m, bottom - used, inner, used)
        self.rows.add("hand", self.hand_rect, used, center=True, rows=2)
        self.cost_rect = pygame.Rect(m, self.hand_rect.y - self.lab - px(6) - self.cost_h, inner,
                                     self.cost_h)  # fmt: skip
        mid_y = tr.bottom + px(14) + self.lab
        self.mid_rect = pygame.Rect(m, mid_y, inner, self.cost_rect.y - px(6) - mid_y)
        self._band(self.mid_rect, zones, ["army", "exhaust", "given"], rows=2)
        super().arrange(zones)

    # ----- the action panel --------------------------------------------------------------------

    def _buttons(self) -> None:
        """Lay out the action panel's buttons for the view now (rebuilt after every change); the
        King cards shrink when the panel would overflow."""
        # (large text: the panel's words set smaller, towards the normal size, until it fits)
        steps = round((self.rows.text - 1) * 10)
        for text in [self.rows.text - 0.1 * k for k in range(steps + 1)]:
            self.panel_text = text
            self._panel_bottom = 0
            self._layout_panel(None)
            over = self._panel_bottom - (self.side.bottom - self.px(8))
            if over > 0 and self.king_rects:
                kh = next(iter(self.king_rects.values())).h
                self._layout_panel(max(self.px(50), kh - over))
                over = self._panel_bottom - (self.side.bottom - self.px(8))
            if over <= 0:
                break
        self._hover_cost()

    def _layout_panel(self, king_h: int | None) -> None:
        v = self.view()
        legal = self.legal()
        kind = v["decision"] if self.mine() else ""
        px = self.px
        tx = self.ptx
        s = self.side
        x, bw = s.x + px(18), s.w - px(36)
        bh = tx(38)
        body = max(11, tx(15))
        lh = self.line_h(body)
        font = self.painter.fonts.get("ui", body)
        y = s.y + px(18) + self.line_h(tx(26), "title") + px(6)
        self.buttons = []
        self.cost_rows: list[tuple[Button, pygame.Rect]] = []
        # A hint, once it is there, is written in full where the prompt was (the prompt comes
        # back with the next change); the panel below makes room for it.
        self.hint_rect = pygame.Rect(x, y, bw, 0)
        hint_n = 0
        if self.hints_offered() and self.mine():
            label = "Thinking..." if self.hint_waiting else "Hint (H)"
            hw = max(tx(110), font.size("Thinking...")[0] + px(20))
            self.buttons.append(Button("hint", label, (s.right - px(18) - hw, s.y + px(14), hw,
                                       tx(32))))  # fmt: skip
            if not self.hint_waiting:
                hint_n = len(self.hint_lines(font, bw))
        if hint_n:
            self.hint_rect.h = hint_n * lh
            y += hint_n * lh + px(12)
        else:
            y += lh * min(4, len(wrap(font, self.prompt(v), bw))) + px(12)

        def add(b: Button) -> None:
            nonlocal y
            self.buttons.append(b)
            note = b.cost if b.enabled else b.why
            lines = min(4, len(wrap(font, note, bw))) if note else 0
            self.cost_rows.append((b, pygame.Rect(x, b.rect.bottom + px(4), bw, lines * lh)))
            y = b.rect.bottom + px(4) + lines * lh + px(12)

        muster = kind == "muster"
        recruits = [t for t in legal if t.startswith("recruit ")]
        sel = self.selected_hand
        if muster:
            label = f"Recruit with the {self.cards[sel].name}" if sel is not None else "Recruit"
            action = None
            if sel is not None:
                action = f"recruit {self.cards[sel].label}"
            ok = bool(recruits) and action in legal
            why = self.recruit_why(v) if not recruits else "Choose a card in your hand to give up"
            add(Button("recruit", label, (x, y, bw, bh), action=action if ok else None,
                       enabled=ok, why=why, cost=self.recruit_cost(sel, v)))  # fmt: skip
            ok = "recommission" in legal
            add(Button("recommission", "Recommission", (x, y, bw, bh), action="recommission",
                       enabled=ok, why=self.recommission_why(v),
                       cost=self.recommission_cost()))  # fmt: skip
        self.king_rects: dict[str, pygame.Rect] = {}
        if self.facets():
            y += lh + px(4)
            self.king_label_y = y - lh - px(2)
            kh = min(round(s.h * 0.19), round((bw - px(24)) / 3 / CARD_RATIO))
            if king_h is not None:
                kh = min(kh, king_h)
            kw = round(kh * CARD_RATIO)
            third = bw / 3
            cap_font = self.painter.fonts.get("ui", max(11, tx(14)))
            self.king_captions: dict[str, tuple[pygame.Rect, list[str]]] = {}
            cap_lines = 1
            for i, f in enumerate(FACET_ORDER):
                # Each King in a third of the panel, its facet's name under it.
                left = x + round(i * third)
                cx = x + kw // 2 if i == 0 else x + bw - kw // 2 if i == 2 else x + bw // 2
                self.king_rects[f] = pygame.Rect(cx - kw // 2, y, kw, kh)
                cap_w = round(third) - px(6)
                lines = wrap(cap_font, f, cap_w)
                cap_lines = max(cap_lines, len(lines))
                cap = pygame.Rect(0, y + kh + px(4), cap_w, 0)
                cap.centerx = self.king_rects[f].centerx
                cap.clamp_ip(pygame.Rect(left, cap.y, round(third), 1))
                self.king_captions[f] = (cap, lines)
            y += kh + px(4) + cap_lines * cap_font.get_linesize() + px(6)
            text_facet = self.selected_king or self.me(v)["facet"]
            small = self.painter.fonts.get("ui", max(10, tx(14)))
            lines = len(wrap(small, FACETS[text_facet], bw))
            self.facet_text_rect = pygame.Rect(x, y, bw, lines * small.get_linesize())
            y += self.facet_text_rect.h + px(8)
            if muster:
                chosen = any(t.startswith("king ") for t in legal)
                fk = self.selected_king
                if fk is not None and f"king {fk}" in legal:
                    add(Button("take_king", f"Take the {self.king_words(fk)}", (x, y, bw, bh),
                               action=f"king {fk}", cost=self.king_cost(fk)))  # fmt: skip
                else:
                    # Whichever Kings the rules offer now are lit above; none may be offered.
                    why = ("Click a King above to choose it" if chosen else
                           "No other King may be chosen now")  # fmt: skip
                    add(Button("take_king", "Choose a new King", (x, y, bw, bh), enabled=False,
                               why=why))  # fmt: skip
        if muster:
            lines = min(4, len(wrap(font, self.done_cost(), bw)))
            done = pygame.Rect(x, max(y, s.bottom - bh - px(14) - lines * lh), bw, bh)
            add(Button("done", "Done mustering", done, action="done", cost=self.done_cost(),
                       big=True))  # fmt: skip
        self._panel_bottom = y - px(12)
