"""Signature Cards (Fragments of Nersetti): the secret picks, the reveal, and Tournament Mode's
choice of draft order and its face-up draft.

The seat's own picks show face up to it alone; the opponent's show only as a count until the
model reveals both at once (move events from ``picked`` to ``army``), when they turn face up here.
"""

from __future__ import annotations

import pygame

from game.imposter.cards import ARMY_BASE
from scenes.mustering import Button, ExpansionScene, phrase_list
from scenes.table.layout import CARD_RATIO

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
    preview_zones = frozenset(("picks", "mine", "theirs"))

    def __init__(self, app, session, seat: int, reveal=None) -> None:
        self.revealed: dict[int, list[int]] = {}
        self.revealing = False
        self.stage_now = ""
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
        super().command(cmd)

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
            picked = list(v["seats"][self.seat]["picked"])
            taken = {self.cards[c].label for c in picked}
            left = [("name", lb) for lb in self.pool() if lb not in taken]
            half = (len(left) + 1) // 2
            return {"pool0": left[:half], "pool1": left[half:], "picks": picked}
        return {
            "draft": [("name", nm) for nm in v["draft"]],
            "mine": self.my_signatures(v),
            "theirs": [("name", lb) for lb in self.their_signatures(v)],
        }

    def layout(self) -> None:
        w, h = self.rows.size
        px = self.px
        self.stage_now = self.stage()
        self.rows.rows.clear()
        m = px(18)
        title_h = self.line_h(px(30), "title") + px(10)
        lab = self.line_h(max(11, px(15)))
        self.main_w = round(w * 0.74)
        self.side = pygame.Rect(self.main_w + px(4), px(10), w - self.main_w - px(14), h - px(20))
        top = m + title_h + 2 * self.line_h(max(12, px(17))) + px(10)
        self.buttons = []
        st = self.stage_now
        if st == "pick":
            cols = (len(self.pool()) + 1) // 2
            area = pygame.Rect(m, top, self.main_w - 2 * m, h - top - m)
            ch = min(
                (area.h - lab - px(16)) // 2, round((area.w - cols * px(10)) / cols / CARD_RATIO)
            )
            self.rows.add("pool0", (area.x, area.y, area.w, ch), ch, center=True)
            self.rows.add("pool1", (area.x, area.y + ch + px(16), area.w, ch), ch, center=True)
            s = self.side
            y = s.y + px(20) + self.line_h(px(20), "title") + px(8)
            pick_h = min(round(s.h * 0.3), round((s.w - px(36)) / CARD_RATIO))
            rows = max(1, self.state.mode.picks)
            per = min(pick_h, (s.bottom - y - px(200)) // rows if rows > 1 else pick_h)
            self.rows.add("picks", (s.x + px(18), y + lab + px(4), s.w - px(36), per), per)
        elif st == "reveal":
            area_w = self.main_w - 2 * m
            ch = min(round((h - top - 2 * lab - px(40)) / 2), round(area_w / 4 / CARD_RATIO))
            self.rows.add("rev_mine", (m, top + lab, area_w, ch), ch, center=True)
            y2 = top + lab + ch + px(20) + lab
            self.rows.add("rev_theirs", (m, y2, area_w, ch), ch, center=True)
            s = self.side
            bh = px(48)
            self.buttons.append(Button("continue", "Continue", (s.x + px(18), s.bottom - bh - px(20),
                                       s.w - px(36), bh), big=True))  # fmt: skip
        else:
            area = pygame.Rect(m, top + lab, self.main_w - 2 * m, h - top - lab - m)
            ch = min(round(area.h * 0.55), round(area.w / 5.6 / CARD_RATIO))
            self.rows.add("draft", (area.x, area.y, area.w, ch), ch, center=True)
            y2 = area.y + ch + px(16) + lab
            small = min(area.bottom - y2, round(ch * 0.8))
            half = (area.w - px(20)) // 2
            self.rows.add("mine", (area.x, y2, half, small), small)
            self.rows.add("theirs", (area.x + half + px(20), y2, half, small), small)
            if st == "order":
                s = self.side
                bh = px(48)
                x, bw = s.x + px(18), s.w - px(36)
                legal = self.legal()
                y = s.bottom - 2 * bh - px(36)
                for arg, label in (("first", "Pick first"), ("second", "Pick second")):
                    text = f"order {arg}"
                    self.buttons.append(Button(f"order_{arg}", label, (x, y, bw, bh), action=text,
                                               enabled=text in legal, big=True))  # fmt: skip
                    y += bh + px(14)
        self._bg = None

    def card_targets(self) -> dict[tuple, str]:
        if not self.mine() or self.closing or self.revealing:
            return {}
        legal = set(self.legal())
        out = {}
        for key, sp in self.sprites.items():
            if key[0] != "name":
                continue
            label, zone = key[1], sp.slot.zone
            verb = "pick" if zone.startswith("pool") else "draft" if zone == "draft" else None
            if verb and f"{verb} {label}" in legal:
                out[key] = f"act:{verb} {label}"
        return out

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
            done = len(v["seats"][self.seat]["picked"])
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
        m = px(18)
        title, sub = self.heading(v)
        self.text(surface, title, px(30), (m, m), "gold", "title")
        y = m + self.line_h(px(30), "title") + px(6)
        self.para(surface, sub, max(12, px(17)),
                  pygame.Rect(m, y, self.main_w - 2 * m, 200), "text_light", lines=2)  # fmt: skip
        self.panel(surface, self.side, 225)
        s = self.side
        x, bw = s.x + px(18), s.w - px(36)
        body = max(11, px(15))
        st = self.stage()
        opp = self.names[self.opp]
        if st == "pick":
            self.text(surface, "Your picks", px(20), (x, s.y + px(16)), "gold", "title")
            self.zone_label(surface, "picks", "Only you see these", "None yet")
            them = v["seats"][self.opp]["picked"]
            n = self.state.mode.picks
            rect, ch, _ = self.rows.rows["picks"]
            note = (
                f"{opp} has chosen {them} of {n} (hidden until the reveal)."
                if isinstance(them, int) and them
                else f"{opp} has not chosen yet, or chooses after you."
            )
            self.para(surface, note, body, pygame.Rect(x, rect.bottom + px(14), bw, 200), "text")
            self.para(surface, "Click a card to pick it. A pick cannot be taken back.", body,
                      pygame.Rect(x, s.bottom - 3 * self.line_h(body) - px(10), bw, 200),
                      "text_dim")  # fmt: skip
        elif st == "reveal":
            self.zone_label(surface, "rev_mine", "Your Signature Cards")
            self.zone_label(surface, "rev_theirs", f"{opp}'s Signature Cards")
            mine = [self.cards[c].name for c in self.revealed.get(self.seat, [])]
            theirs = [self.cards[c].name for c in self.revealed.get(self.opp, [])]
            y = s.y + px(16)
            self.text(surface, "The reveal", px(20), (x, y), "gold", "title")
            y += self.line_h(px(20), "title") + px(8)
            for line in (f"You: {phrase_list(mine) or 'none'}.",
                         f"{opp}: {phrase_list(theirs) or 'none'}."):  # fmt: skip
                y = self.para(surface, line, body, pygame.Rect(x, y, bw, 200), "text") + px(8)
        else:
            self.zone_label(surface, "draft", "Face up to draft")
            self.zone_label(surface, "mine", "Your Signature Cards", "None yet")
            self.zone_label(surface, "theirs", f"{opp}'s Signature Cards", "None yet")
            y = s.y + px(16)
            self.text(surface, "The draft", px(20), (x, y), "gold", "title")
            y += self.line_h(px(20), "title") + px(8)
            words = (
                "Each player chose 1 Signature Card in secret; the draft holds the others "
                "nobody chose. Drafted cards join your Army for the whole match; the card left "
                "over goes back to the box."
            )
            self.para(surface, words, body, pygame.Rect(x, y, bw, s.h), "text", lines=12)
