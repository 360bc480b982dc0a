"""Signature Cards (Fragments of Nersetti): the secret picks, the reveal, and Tournament Mode's
choice of draft order and its face-up draft.

The seat's own picks show face up to it alone; the opponent's show only as a count until the
model reveals both at once (move events from ``picked`` to ``army``), when they turn face up here.
The picks are held here, changeable, until the player confirms all of them; only then are they
sent to the model, one "pick" action each. Whether a card may be held is still the model's word:
the held picks are tried on a copy of the match and its ``legal_actions`` answer.
"""

from __future__ import annotations

import pygame

from game.imposter.cards import ARMY_BASE
from scenes.imposter.expansion.frame import ExpansionScene, phrase_list
from scenes.imposter.expansion.layout import Button
from scenes.table.layout import CARD_RATIO, PANEL_GROWTH, Slot

BASE_LABELS = frozenset(f"Army {n}" for n in ARMY_BASE)


def order_words(order: tuple[int, ...]) -> str:
    """The draft order in words: (0, 1, 1, 0) -> "the first player picks 1 card, the second
    picks 2, then the first picks 1 more"."""
    groups: list[list[int]] = []
    for who in order:
        if groups and groups[-1][0] == who:
            groups[-1][1] += 1
        else:
            groups.append([who, 1])
    parts = []
    seen: set[int] = set()
    for i, (who, n) in enumerate(groups):
        role = "first" if who == 0 else "second"
        cards = f"{n} card" + ("s" if n != 1 else "") if i == 0 else str(n)
        more = " more" if who in seen else ""
        lead = "then the" if i == len(groups) - 1 and i > 0 else "the"
        parts.append(f"{lead} {role} player picks {cards}{more}" if i == 0 else
                     f"{lead} {role} picks {cards}{more}")  # fmt: skip
        seen.add(who)
    return ", ".join(parts)


class SignatureScene(ExpansionScene):
    """One seat's Signature picks, draft order and draft; or, given ``reveal`` events, a short
    reveal of both players' picks."""

    name = "signatures"
    kinds = frozenset(("sig_pick", "draft_order", "draft"))
    preview_zones = frozenset(
        ("pool", "picks", "mine", "theirs", "draft", "rev_mine", "rev_theirs")
    )

    def __init__(self, app, session, seat: int, reveal=None) -> None:
        self.revealed: dict[int, list[int]] = {}
        self.revealing = False
        self.stage_now = ""
        self.held: list[str] = []  # Signature Cards chosen here, not yet sent to the model
        self._sim: tuple | None = None  # (position, legal actions after the held picks)
        self.preview_label: str | None = None  # the card the pick screen's preview shows
        self.preview_box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, session, seat)
        if reveal:
            self._take_reveal([e.for_seat(seat) for e in reveal])
            self.layout()
            self.sync()

    # ----- stages ------------------------------------------------------------------------------

    @property
    def opp(self) -> int:
        return next(s for s in range(self.state.num_seats) if s != self.seat)

    def stage(self) -> str:
        if self.revealing:
            return "reveal"
        kind = self.state.decision if self.mine() else ""
        if kind == "sig_pick":
            return "pick"
        if kind == "draft_order":
            return "order"
        return "draft"

    def holding(self) -> bool:
        return self.revealing

    # ----- picks held until confirmed ------------------------------------------------------------

    def applied_picks(self, v=None) -> list[str]:
        """The picks already sent to the model (a resumed match may hold some)."""
        v = v or self.view()
        return [self.cards[c].label for c in v["seats"][self.seat]["picked"]]

    def picks_left(self) -> int:
        """How many picks the seat still owes the model."""
        return max(0, self.state.mode.picks - len(self.applied_picks()))

    def _after_held(self, held: list[str]):
        """A copy of the match with ``held`` picked, or None when the model refuses one."""
        sim = self.state.clone()
        try:
            for lb in held:
                sim.apply(f"pick {lb}")
        except Exception:
            return None
        return sim

    def legal(self) -> list[str]:
        """With picks held, what the model would allow after them."""
        if not self.held or self.stage() != "pick":
            return super().legal()
        key = (len(self.state.history or []), tuple(self.held))
        if self._sim is None or self._sim[0] != key:
            sim = self._after_held(self.held)
            legal = []
            if sim is not None and sim.current_seat == self.seat and sim.decision == "sig_pick":
                legal = [str(a) for a in sim.legal_actions()]
            self._sim = (key, legal)
        return list(self._sim[1])

    def hold(self, label: str) -> bool:
        """Hold ``label`` as a pick, when the model allows it after those held already."""
        if self.stage() != "pick" or len(self.held) >= self.picks_left():
            return False
        if f"pick {label}" not in self.legal():
            return False
        self.held.append(label)
        self.preview_label = label
        self._changed()
        return True

    def unhold(self, label: str) -> bool:
        """Take back a held pick; later ones the model would no longer allow go back too."""
        if label not in self.held:
            return False
        self.held.remove(label)
        while self.held and self._after_held(self.held) is None:
            self.held.pop()
        self._changed()
        return True

    def confirm(self) -> bool:
        """Send the held picks to the model, one legal action each, once all are chosen."""
        if self.stage() != "pick" or not self.held or len(self.held) < self.picks_left():
            return False
        while self.held:
            label = self.held.pop(0)
            if not self.send(f"pick {label}"):
                self.held.insert(0, label)
                self._changed()
                return False
        return True

    def _changed(self) -> None:
        self.hint = None
        self.app.audio.play("click")
        self.sync([])
        self._side_buttons()

    def hint_position(self) -> tuple:
        return (len(self.state.history or []), tuple(self.held))

    def hint_save(self) -> str | None:
        from game.core import saves

        sim = self._after_held(self.held) if self.held else self.state
        try:
            return saves.dumps(sim) if sim is not None else None
        except saves.SaveError:
            return None

    def after_hint(self) -> None:
        got = self.current_hint()
        if got is not None and got[0].startswith(("pick ", "draft ")):
            self.preview_label = got[0].partition(" ")[2]
        self._side_buttons()

    def sprite_action(self, sp, targets) -> str | None:
        target = self.target_of(sp, targets)
        if target and target.startswith("hold:"):
            return f"pick {target[5:]}"
        return super().sprite_action(sp, targets)

    def _take_reveal(self, events) -> bool:
        got: dict[int, list[int]] = {}
        for e in events:
            if e.kind == "move" and e.arg == "signature" and e.src and e.src[0] == "picked":
                if e.card is not None:
                    got.setdefault(e.seat, []).append(e.card)
                    self.seen_ids.add(e.card)
        if got:
            self.revealed = got
            self.revealing = True
        return bool(got)

    def after_apply(self, text: str, events: list) -> None:
        self._take_reveal(events)
        if self.stage() != self.stage_now:
            self.layout()

    def command(self, cmd: str) -> None:
        if cmd == "continue":
            self.revealing = False
            self.layout()
            self.sync()
            self.check_done()
            return
        if cmd.startswith("hold:"):
            self.hold(cmd[5:])
            return
        if cmd.startswith("unhold:"):
            self.unhold(cmd[7:])
            return
        if cmd == "confirm":
            self.confirm()
            return
        super().command(cmd)

    def back(self) -> bool:
        """Backspace: the pick held last goes back to the pool."""
        if self.stage() != "pick" or not self.held or self.closing:
            return False
        self.unhold(self.held[-1])
        return True

    # ----- facts -------------------------------------------------------------------------------

    def my_signatures(self, v) -> list[int]:
        me = v["seats"][self.seat]
        ids = list(me["army"]) + list(me["exhaust"]) + list(me["hand"])
        return [c for c in ids if self.cards[c].army is False and self.state.owner[c] == self.seat]

    def their_signatures(self, v) -> list[str]:
        """The Signature Cards the opponent revealed or drafted (public: their Army's labels)."""
        them = v["seats"][self.opp]
        labels = list(them.get("army_pool", [])) + [self.cards[c].label for c in them["exhaust"]]
        return sorted({lb for lb in labels if lb not in BASE_LABELS})

    def pool(self) -> list[str]:
        return list(self.state.mode.pool)

    # ----- zones and layout --------------------------------------------------------------------

    def zones(self) -> dict[str, list]:
        v = self.view()
        st = self.stage()
        if st == "reveal":
            return {
                "rev_mine": list(self.revealed.get(self.seat, [])),
                "rev_theirs": list(self.revealed.get(self.opp, [])),
            }
        if st == "pick":
            # Every card keeps its place in the grid: a pick leaves a hole where it lay.
            chosen = self.applied_picks(v) + self.held
            pool = [("hole", lb) if lb in chosen else ("name", lb) for lb in self.pool()]
            picks = [("name", lb) for lb in chosen]
            picks += [("hole", "")] * max(0, self.state.mode.picks - len(picks))
            return {"pool": pool, "picks": picks}
        return {
            "draft": [("name", nm) for nm in v["draft"]],
            "mine": self.my_signatures(v),
            "theirs": [("name", lb) for lb in self.their_signatures(v)],
        }

    def layout(self) -> None:
        w, h = self.rows.size
        px = self.px
        tx = self.tx
        self.stage_now = self.stage()
        self.rows.rows.clear()
        m = px(18)
        title_h = self.line_h(tx(30), "title") + px(10)
        lab = self.line_h(self.body_px())
        self.main_w = round(w * (0.74 - PANEL_GROWTH * (self.rows.text - 1)))
        self.side = pygame.Rect(self.main_w + px(4), px(10), w - self.main_w - px(14), h - px(20))
        top = m + title_h + 2 * self.line_h(max(13, tx(17))) + px(10)
        st = self.stage_now
        if st == "pick":
            # The grid on the left, never reshuffled; the large preview beside it, covering
            # nothing; the picks in the side panel.
            top += px(14)  # room above the grid for the hint's tab
            area = pygame.Rect(m, top, self.main_w - 2 * m, h - top - m)
            grid = pygame.Rect(area.x, area.y, round(area.w * 0.56), area.h)
            n = len(self.pool())
            self.rows.add("pool", grid, grid.h, center=True, rows=max(1, min(4, n)),
                          squeeze=False)  # fmt: skip
            box = pygame.Rect(grid.right + px(20), area.y, area.right - grid.right - px(20), area.h)
            ph = min(box.h, round(box.w / CARD_RATIO))
            self.preview_box = pygame.Rect(0, 0, round(ph * CARD_RATIO), ph)
            self.preview_box.midtop = box.midtop
            s = self.side
            y = s.y + px(16) + self.line_h(tx(20), "title") + px(8) + lab
            bw = s.w - px(36)
            n = max(1, self.state.mode.picks)
            per = min(round(s.h * 0.3), round((bw - (n - 1) * self.rows.gap) / n / CARD_RATIO))
            self.rows.add("picks", (s.x + px(18), y, bw, per), per, squeeze=False)
        elif st == "reveal":
            area_w = self.main_w - 2 * m
            ch = min(round((h - top - 2 * lab - px(40)) / 2), round(area_w / 4 / CARD_RATIO))
            self.rows.add("rev_mine", (m, top + lab, area_w, ch), ch, center=True)
            y2 = top + lab + ch + px(20) + lab
            self.rows.add("rev_theirs", (m, y2, area_w, ch), ch, center=True)
        else:
            area = pygame.Rect(m, top + lab, self.main_w - 2 * m, h - top - lab - m)
            ch = min(round(area.h * 0.55), round(area.w / 5.6 / CARD_RATIO))
            self.rows.add("draft", (area.x, area.y, area.w, ch), ch, center=True)
            y2 = area.y + ch + px(16) + lab
            small = min(area.bottom - y2, round(ch * 0.8))
            half = (area.w - px(20)) // 2
            self.rows.add("mine", (area.x, y2, half, small), small)
            self.rows.add("theirs", (area.x + half + px(20), y2, half, small), small)
        self._bg = None
        self._side_buttons()

    def body_px(self) -> int:
        return max(12, self.tx(16))

    def _side_buttons(self) -> None:
        """The side panel's buttons for the stage now (rebuilt when the held picks change), and
        where the hint's words go, all of them."""
        px = self.px
        tx = self.tx
        s = self.side
        x, bw = s.x + px(18), s.w - px(36)
        bh = tx(48)
        st = self.stage()
        self.buttons = []
        y = s.bottom - bh - px(20)
        if st == "reveal":
            self.buttons.append(Button("continue", "Continue", (x, y, bw, bh), big=True))
        elif st == "pick":
            left = self.picks_left()
            word = "pick" if left == 1 else "picks"
            ok = bool(self.held) and len(self.held) == left
            why = "" if ok else f"Choose {left - len(self.held)} more"
            self.buttons.append(Button("confirm", f"Confirm my {word}", (x, y, bw, bh),
                                       enabled=ok and self.mine(), why=why, big=True))  # fmt: skip
        elif st == "order":
            legal = self.legal()
            y = s.bottom - 2 * bh - px(36)
            for arg, label in (("first", "Pick first"), ("second", "Pick second")):
                text = f"order {arg}"
                self.buttons.append(Button(f"order_{arg}", label, (x, y, bw, bh), action=text,
                                           enabled=text in legal, big=True))  # fmt: skip
                y += bh + px(14)
            y = s.bottom - 2 * bh - px(36)
        top_y = min(b.rect.y for b in self.buttons) if self.buttons else s.bottom - px(20)
        self.hint_rect = pygame.Rect(x, top_y, bw, 0)
        if self.hints_offered() and self.mine() and st != "reveal":
            hb = tx(40)
            top_y -= hb + px(12)
            self.buttons.append(Button("hint", "Hint (H)", (x, top_y, bw, hb)))
            font = self.painter.fonts.get("ui", self.body_px())
            n = len(self.hint_lines(font, bw))
            self.hint_rect = pygame.Rect(x, top_y - px(8) - n * font.get_linesize(), bw,
                                         n * font.get_linesize())  # fmt: skip

    def card_targets(self) -> dict[tuple, str]:
        if not self.mine() or self.closing or self.revealing:
            return {}
        legal = set(self.legal())
        out = {}
        room = self.stage() == "pick" and len(self.held) < self.picks_left()
        for key, sp in self.sprites.items():
            if key[0] != "name":
                continue
            label, zone = key[1], sp.slot.zone
            if zone == "pool":
                if room and f"pick {label}" in legal:
                    out[key] = f"hold:{label}"
            elif zone == "picks":
                if label in self.held:
                    out[key] = f"unhold:{label}"
            elif zone == "draft" and f"draft {label}" in legal:
                out[key] = f"act:draft {label}"
        return out

    def hole_rects(self) -> dict[str, pygame.Rect]:
        """Where each held pick lay in the grid (clicking there takes it back too)."""
        if self.stage() != "pick":
            return {}
        out = {}
        for i, entry in enumerate(self.zones().get("pool", [])):
            if entry[0] == "hole" and entry[1] in self.held:
                out[entry[1]] = self.rows.slot_rect(Slot("pool", self.seat, i, len(self.pool())))
        return out

    def hits(self):
        out = super().hits()
        if self.mine() and not self.closing:
            for label, r in self.hole_rects().items():
                out.append(("hole", f"unhold:{label}", r, label))
        return out

    def _hit_at(self, pos):
        if self.mine() and not self.closing:
            for label, r in self.hole_rects().items():
                if r.collidepoint(pos):
                    return ("hole", f"unhold:{label}", r, label)
        return super()._hit_at(pos)

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.side]

    def draw_preview(self, surface) -> None:
        if self.stage() != "pick":
            super().draw_preview(surface)
            return
        # The pick screen's preview has a place of its own: the card under the pointer, else
        # the last one looked at (or the hint's).
        sp = self._hover_sp
        if sp is not None and sp.key in self.sprite_names and not sp.moving:
            self.preview_label = self.sprite_names[sp.key]
        box = self.preview_box
        if self.preview_label is None:
            pygame.draw.rect(surface, self.color("gold_dim"), box, max(1, self.px(1.5)),
                             border_radius=max(4, self.px(12)))  # fmt: skip
            self.para(surface, "Point at a card to read it here, large.", self.body_px(),
                      box.inflate(-self.px(40), -self.px(40)), "text_dim")  # fmt: skip
            return
        surface.blit(self.painter.name_face(self.preview_label, box.size), box)

    # ----- drawing -----------------------------------------------------------------------------

    def heading(self, v) -> tuple[str, str]:
        st = self.stage()
        opp = self.names[self.opp]
        mode = self.state.mode
        if st == "reveal":
            return ("Signature Cards revealed",
                    "Both players' choices are shown at once; they join each Army for the "
                    "whole match.")  # fmt: skip
        if st == "pick":
            n = mode.picks
            done = len(v["seats"][self.seat]["picked"]) + len(self.held)
            what = f"{n} Signature Card" + ("s" if n != 1 else "")
            return (f"{self.names[self.seat]}: choose {what}",
                    f"In secret; they join your Army for the whole match. Chosen {done} of {n}. "
                    f"{opp} chooses too, and both are revealed at once.")  # fmt: skip
        if st == "order":
            return ("Draft order: pick first or second?",
                    f"You do not hold the True King, so you choose. In the draft "
                    f"{order_words(mode.draft_order)}.")  # fmt: skip
        if not self.mine():
            return ("The draft", f"Waiting for {opp}.")
        drafted = len(self.my_signatures(v)) + len(self.their_signatures(v))
        drafted -= mode.picks * self.state.num_seats
        total = len(mode.draft_order)
        return (f"{self.names[self.seat]}: draft a Signature Card",
                f"Pick {min(total, drafted + 1)} of {total} in the draft: "
                f"{order_words(mode.draft_order)}. Click a card to take it.")  # fmt: skip

    def draw_under(self, surface) -> None:
        v = self.view()
        px = self.px
        tx = self.tx
        m = px(18)
        title, sub = self.heading(v)
        self.text(surface, title, tx(30), (m, m), "gold", "title")
        y = m + self.line_h(tx(30), "title") + px(6)
        self.para(surface, sub, max(13, tx(17)),
                  pygame.Rect(m, y, self.main_w - 2 * m, 200), "text_light", lines=2)  # fmt: skip
        self.panel(surface, self.side, 225)
        s = self.side
        x, bw = s.x + px(18), s.w - px(36)
        body = self.body_px()
        st = self.stage()
        opp = self.names[self.opp]
        if st == "pick":
            self.text(surface, "Your picks", tx(20), (x, s.y + px(16)), "gold", "title")
            self.zone_label(surface, "picks", "Only you see these")
            self._draw_holes(surface)
            them = v["seats"][self.opp]["picked"]
            n = self.state.mode.picks
            rect, ch, _ = self.rows.rows["picks"]
            note = (
                f"{opp} has chosen {them} of {n} (hidden until the reveal)."
                if isinstance(them, int) and them
                else f"{opp} has not chosen yet, or chooses after you."
            )
            y = self.para(
                surface, note, body, pygame.Rect(x, rect.bottom + px(14), bw, 200), "text"
            )
            left = self.picks_left() - len(self.held)
            how = (
                "Click a card to pick it; click one of your picks to take it back. Nothing is "
                "final until you confirm."
            )
            if self.mine() and self.held and left == 0:
                how = "All chosen. Confirm, or click one of your picks to take it back."
            elif self.mine() and self.held:
                how += f" Choose {left} more."
            self.para(surface, how, body, pygame.Rect(x, y + px(10), bw, 200), "text_dim")
        elif st == "reveal":
            self.zone_label(surface, "rev_mine", "Your Signature Cards")
            self.zone_label(surface, "rev_theirs", f"{opp}'s Signature Cards")
            mine = [self.cards[c].name for c in self.revealed.get(self.seat, [])]
            theirs = [self.cards[c].name for c in self.revealed.get(self.opp, [])]
            y = s.y + px(16)
            self.text(surface, "The reveal", tx(20), (x, y), "gold", "title")
            y += self.line_h(tx(20), "title") + px(8)
            for line in (f"You: {phrase_list(mine) or 'none'}.",
                         f"{opp}: {phrase_list(theirs) or 'none'}."):  # fmt: skip
                y = self.para(surface, line, body, pygame.Rect(x, y, bw, 200), "text") + px(8)
        else:
            self.zone_label(surface, "draft", "Face up to draft")
            self.zone_label(surface, "mine", "Your Signature Cards", "None yet")
            self.zone_label(surface, "theirs", f"{opp}'s Signature Cards", "None yet")
            y = s.y + px(16)
            self.text(surface, "The draft", tx(20), (x, y), "gold", "title")
            y += self.line_h(tx(20), "title") + px(8)
            words = (
                "Each player chose 1 Signature Card in secret; the draft holds the others "
                "nobody chose. Drafted cards join your Army for the whole match; the card left "
                "over goes back to the box."
            )
            self.para(surface, words, body, pygame.Rect(x, y, bw, s.h), "text", lines=12)
        if self.hint_rect.h:
            font = self.painter.fonts.get("ui", body)
            hy = self.hint_rect.y
            for line in self.hint_lines(font, bw):
                self.text(surface, line, body, (x, hy), "highlight")
                hy += font.get_linesize()

    def _draw_holes(self, surface) -> None:
        """Outlines where no card lies: a pick still to make, and where a held pick lay."""
        px = self.px
        tx = self.tx
        entries = self.zones()
        edge = self.color("gold_dim")
        for zone in ("picks", "pool"):
            row = entries.get(zone, [])
            for i, entry in enumerate(row):
                if entry[0] != "hole":
                    continue
                r = self.rows.slot_rect(Slot(zone, self.seat, i, len(row)))
                pygame.draw.rect(surface, edge, r, max(1, px(1.5)), border_radius=max(3, r.w // 12))
                words = f"Pick {i + 1}" if zone == "picks" else f"{entry[1]}: in your picks"
                if zone == "pool" and entry[1] not in self.held:
                    words = f"{entry[1]}: picked"
                self.para(surface, words, max(11, tx(13)), r.inflate(-px(10), -px(10)),
                          "text_dim", lines=4)  # fmt: skip
