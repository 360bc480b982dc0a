"""The Mustering Phase (Fragments of Nersetti): Recruit, Recommission and choose a King.

``MusteringScene`` lays out the seat's Army, Exhaust and hand, the opponent's public facts and
the actions, each with its cost in words before the player commits; its layout and its drawing
are mixins beside it.
"""

from __future__ import annotations

import pygame

from scenes.imposter.expansion.frame import ExpansionScene
from scenes.imposter.expansion.mustering_draw import MusteringDraw
from scenes.imposter.expansion.mustering_layout import MusteringLayout
from scenes.imposter.table.expansion_words import exhaust_words


class MusteringScene(MusteringLayout, MusteringDraw, ExpansionScene):
    """One seat's Mustering Phase, from its own eyes."""

    name = "mustering"
    kinds = frozenset(("muster", "exhaust", "enlist", "restore"))
    preview_zones = frozenset(
        ("army", "exhaust", "given", "hand", "their_exhaust", "their_removed")
    )

    def __init__(self, app, session, seat: int) -> None:
        self.selected_hand: int | None = None  # a hand card chosen to give up
        self.selected_king: str | None = None
        self.hover_cost: str | None = None
        self.exhausted_now = 0  # Army cards this seat Exhausted during this scene
        self.my_removed: list[int] = []
        self.paid_seen = False
        super().__init__(app, session, seat)
        v = self.view()
        opp_first = v.get("first") == seat  # the player going second musters first
        # Cards already removed when this scene opens were Recruited away by the opponent when
        # they mustered before this seat; otherwise the phase has just begun.
        their = set(v["removed"]) if opp_first else set()
        self.my_removed = [c for c in v["removed"] if c not in their]
        self.sync()

    # ----- facts -------------------------------------------------------------------------------

    @property
    def opp(self) -> int:
        return next(s for s in range(self.state.num_seats) if s != self.seat)

    def me(self, v=None) -> dict:
        return (v or self.view())["seats"][self.seat]

    def paid(self, v=None) -> bool:
        """An Army card was Exhausted this phase (the first Recruit's cost is then paid)."""
        seat = self.me(v)
        if "paid" in seat:
            return bool(seat["paid"])
        return self.paid_seen

    def facets(self) -> bool:
        return bool(self.state.mode.facets)

    # ----- the cost lines ----------------------------------------------------------------------

    def recruit_cost(self, cid: int | None, v=None) -> str:
        v = v or self.view()
        what = f"the {self.cards[cid].name}" if cid is not None else "a card from your hand"
        parts = [f"Recruit: {what} leaves the round face up"]
        if not self.paid(v):
            parts.append("you Exhaust 1 Army card (first Recruit this phase)")
        parts.append("you take 1 Army card in secret")
        return "; ".join(parts)

    def recruit_why(self, v) -> str:
        army = len(self.me(v)["army"])
        need = 1 if self.paid(v) else 2
        have = "no Army cards" if army == 0 else f"{army} Army card" + ("s" if army != 1 else "")
        if need == 2:
            return f"Recruiting needs 2 Army cards (1 to Exhaust, 1 to take); you have {have}"
        return f"Recruiting needs an Army card to take; you have {have}"

    def recommission_cost(self) -> str:
        return "Recommission: you Exhaust 2 Army cards, then put 1 card Exhausted before back"

    def recommission_why(self, v) -> str:
        me = self.me(v)
        if not me["exhaust"]:
            return "Recommissioning needs a card in your Exhaust to put back; it is empty"
        return f"Recommissioning needs 2 Army cards to Exhaust; you have {len(me['army'])}"

    def king_cost(self, facet: str) -> str:
        if facet == "King":
            return "King: your plain King lies on top again, for everyone to see; it costs nothing"
        return f"New King: the {facet} lies over your King for everyone to see; it costs nothing"

    def king_words(self, facet: str) -> str:
        """The King's name as the scene says it (the plain King is named as such)."""
        return "plain King" if facet == "King" else facet

    def done_cost(self) -> str:
        return "Done: your Mustering ends; next you place your Successor and Dungeon card"

    @property
    def cost_text(self) -> str:
        """The cost of what the player is about to do: the hovered action, else the chosen one."""
        if self.hover_cost:
            return self.hover_cost
        for b in self.buttons:
            if b.key == "recruit" and self.selected_hand is not None:
                return b.cost
            if b.key == "take_king" and self.selected_king is not None:
                return b.cost
        return ""

    # ----- what the seat does now --------------------------------------------------------------

    def prompt(self, v) -> str:
        kind = v["decision"] if self.mine() else ""
        if kind == "muster":
            if self.selected_hand is not None:
                name = self.cards[self.selected_hand].name
                return f"Recruit by giving up the {name}? Press Recruit, or choose another card."
            king = ", a new King" if self.facets() else ""
            return f"As often as you like: Recruit (click a hand card), Recommission{king}."
        if kind == "exhaust":
            return f"{exhaust_words(v)}. Click it in your Army."
        if kind == "enlist":
            return "Take 1 Army card into your hand, in secret: click it in your Army."
        if kind == "restore":
            return "Put 1 card Exhausted before back into your Army: click it in your Exhaust."
        return "Mustering is done."

    def after_apply(self, text: str, events: list) -> None:
        verb, _, arg = text.partition(" ")
        if verb == "recruit":
            self.selected_hand = None
        elif verb == "exhaust":
            self.paid_seen = True
            self.exhausted_now += 1
        elif verb == "king":
            self.selected_king = None
        for e in events:
            if e.kind == "move" and e.arg == "recruit" and e.card is not None:
                self.my_removed.append(e.card)

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.cost_rect]

    def after_hint(self) -> None:
        if hasattr(self, "side"):
            self._buttons()

    def sprite_action(self, sp, targets) -> str | None:
        target = self.target_of(sp, targets)
        if target and target.startswith("select:") and sp.cid is not None:
            return f"recruit {self.cards[sp.cid].label}"
        return super().sprite_action(sp, targets)

    def draw_hint_marks(self, surface, targets) -> None:
        super().draw_hint_marks(surface, targets)
        got = self.current_hint()
        if got is None:
            return
        for f, r in self.king_rects.items():
            if got[0] == f"king {f}":
                self.mark(surface, r)

    def card_targets(self) -> dict[tuple, str]:
        if not self.mine() or self.closing:
            return {}
        v = self.view()
        legal = set(v["legal"])
        kind = v["decision"]
        me = self.me(v)
        out: dict[tuple, str] = {}
        if kind == "muster":
            for cid in me["hand"]:
                if f"recruit {self.cards[cid].label}" in legal:
                    out[("id", cid)] = f"select:{cid}"
        elif kind in ("exhaust", "enlist"):
            for cid in me["army"]:
                text = f"{kind} {self.cards[cid].label}"
                if text in legal:
                    out[("id", cid)] = f"act:{text}"
        elif kind == "restore":
            before = set(v["pending"][2]) if len(v["pending"]) > 2 else set()
            for cid in me["exhaust"]:
                text = f"restore {self.cards[cid].label}"
                if cid in before and text in legal:
                    out[("id", cid)] = f"act:{text}"
        return out

    def hits(self):
        out = super().hits()
        if self.mine() and self.view()["decision"] == "muster":
            for f, r in self.king_rects.items():
                if f"king {f}" in self.legal():
                    out.append(("king", f"king:{f}", r, f))
        return out

    def _hit_at(self, pos):
        for f, r in self.king_rects.items():
            if r.collidepoint(pos):
                if self.mine() and f"king {f}" in self.legal():
                    return ("king", f"king:{f}", r, f)
                return None
        return super()._hit_at(pos)

    def activate(self, hit) -> None:
        if hit[0] == "king":
            self.command(hit[1])
            return
        super().activate(hit)

    def command(self, cmd: str) -> None:
        if cmd.startswith("select:"):
            cid = int(cmd[7:])
            self.selected_hand = None if self.selected_hand == cid else cid
            self._buttons()
        elif cmd.startswith("king:"):
            f = cmd[5:]
            self.selected_king = None if self.selected_king == f else f
            self._buttons()
        else:
            super().command(cmd)

    def send(self, text: str) -> bool:
        ok = super().send(text)
        if ok:
            hand = self.me()["hand"]
            if self.selected_hand not in hand:
                self.selected_hand = None
            self._buttons()
        return ok

    def selected_sprite(self, sp) -> bool:
        return self.selected_hand is not None and sp.cid == self.selected_hand and sp.face_up

    def back(self) -> bool:
        """Backspace: the hand card or King chosen (and not yet Recruited or put on) is let go."""
        if self.selected_hand is None and self.selected_king is None:
            return False
        self.selected_hand = self.selected_king = None
        self._buttons()
        return True

    def handle_event(self, event) -> bool:
        used = super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover_cost()
        return used

    def _hover_cost(self) -> None:
        """The cost line follows the mouse: a hovered action, or a hovered hand card's Recruit."""
        self.hover_cost = None
        if not self.mine() or self.view()["decision"] != "muster":
            return
        for b in self.buttons:
            if b.rect.collidepoint(self.mouse):
                self.hover_cost = b.cost if b.enabled else b.why
                return
        for f, r in self.king_rects.items():
            if r.collidepoint(self.mouse) and f"king {f}" in self.legal():
                self.hover_cost = self.king_cost(f)
                return
        sp = self.sprite_at(self.mouse)
        if sp is not None and sp.slot.zone == "hand" and sp.cid is not None:
            if f"recruit {self.cards[sp.cid].label}" in self.legal():
                self.hover_cost = self.recruit_cost(sp.cid)

    def sync(self, events=None) -> None:
        super().sync(events)
        if hasattr(self, "side"):
            self._buttons()
