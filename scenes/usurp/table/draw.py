"""Drawing Usurp the King's table: the seat plaques, the turn order cards and marker, each
Court Member's loyalty marker, influence counts and controller, the Rebellion's order with the
step resolving now, the king-maker's note, the families' track in the side panel, and what the
hover preview says.

The shared drawer (``scenes.table.draw.TableDrawer``) draws the cards, the prompt, the panel and
the log. A member the view shows dead is drawn alive until its kill is animated
(``UsurpBoard.dying``); the card resolving now is ringed (``UsurpBoard.spotlit``).
"""

from __future__ import annotations

import pygame

from game.usurp.data import (
    CARD_TEXT,
    FAMILIES,
    MEMBER_NAME,
    RESOLUTION_ORDER,
)
from scenes.table.draw import TableDrawer
from scenes.usurp.table.board import card_family
from scenes.usurp.table.draw_labels import UsurpLabels
from scenes.usurp.table.draw_over import UsurpOverCards
from scenes.usurp.table.layout import MEMBER_ID
from scenes.usurp.table.prompts import action_words
from scenes.usurp.table.seats import seat_family

RUNG_WORDS = {
    "usurper": "Usurper victory",
    "king": "the King",
    "heir": "the Heir",
    "bastard": "the Bastard",
    "court": "the Court",
    "anarchy": "Anarchy",
    "nobody": "nobody",
}


class UsurpDrawer(UsurpOverCards, UsurpLabels, TableDrawer):
    """The table drawn for Usurp the King."""

    # ----- faces -------------------------------------------------------------------------------

    def sprite_face(self, sp, view, mark, size) -> pygame.Surface:
        if sp.slot.zone == "court":
            number = sp.cid - MEMBER_ID
            return self.scene.painter.member(number, size, dead=self._dead(view, number), mark=mark)
        return self.face_surface(sp.cid, view, mark, size)

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        if cid is not None and cid >= MEMBER_ID:
            number = cid - MEMBER_ID
            return self.scene.painter.member(number, size, dead=self._dead(view, number), mark=mark)
        return self.scene.painter.face(cid, size, mark=mark)

    def back_surface(self, sp, view, mark, size) -> pygame.Surface:
        fam = sp.cid // 10 if sp.cid is not None and sp.cid < MEMBER_ID else None
        if fam is None:
            fam = card_family(view, sp.slot.zone, sp.slot.seat)
        return self.scene.painter.back(size, lying_down=sp.lies_down, mark=mark, family=fam)

    def warm(self, view) -> None:
        return None  # every surface is cached at first draw; the art's own cache is shared

    def _dead(self, view, number: int) -> bool:
        m = self._member(view, number)
        return m is not None and not m["alive"] and not self.scene.board.dying(number)

    @staticmethod
    def _member(view, number: int) -> dict | None:
        return next((m for m in view["members"] if m["number"] == number), None)

    # ----- the side panel ------------------------------------------------------------------------

    def score(self, surface, view) -> None:
        """Per family in play: its shield, name, players and how many members it controls."""
        sc = self.scene
        lay = sc.layout
        sr = lay.score_rect
        k = len(view.get("family_names") or [])
        row = sr.h // (k + 1)
        head = "Families: members controlled"
        surface.blit(self._fit_text(head, lay.small_px, sr.w, "text_dim"), (sr.x, sr.y))
        control = {}
        for m in view["members"]:
            c = m.get("controller")
            if c is not None and m["alive"]:
                control[c] = control.get(c, 0) + 1
        winner = (view.get("result") or {}).get("winner") if view.get("phase") == "over" else None
        win_fam = seat_family(view, winner) if isinstance(winner, int) else None
        for f in range(k):
            y = sr.y + row * (f + 1)
            sh = max(9, row - 4)
            surface.blit(sc.painter.shield(f, (round(sh * 0.85), sh)), (sr.x, y + 2))
            seats = [s for s in range(sc.n) if seat_family(view, s) == f]
            color = "highlight" if f == win_fam else "text"
            nt = self.family_label(f, seats, sr.w - round(sh * 0.85) - round(40 * lay.scale), color)
            surface.blit(nt, (sr.x + round(sh * 0.85) + 4, y + (row - nt.get_height()) // 2))
            ct = self._text(str(control.get(f, 0)), lay.small_px, "gold")
            surface.blit(ct, (sr.right - ct.get_width(), y + (row - ct.get_height()) // 2))

    def family_label(self, f: int, seats: list[int], width: int, color: str) -> pygame.Surface:
        """ "Sylvestre: Bob & Count Aldric" in ``width``: whole at the panel's size or up to
        two pixels smaller, else each name by its last word ("Bob & Aldric"), and only then
        cut (a team's two names ran off the panel, playtest F20)."""
        sc = self.scene
        px = sc.layout.small_px
        least = sc.layout.least_px
        names = [sc.names[s] for s in seats]
        options = [f"{FAMILIES[f]}: {' & '.join(names)}"]
        options.append(
            f"{FAMILIES[f]}: {' & '.join(n.split()[-1] if n.split() else n for n in names)}"
        )
        for text in options:
            for size in (px, px - 1, px - 2):
                if size >= least and sc.painter.fonts.get("ui", size).size(text)[0] <= width:
                    return self._text(text, size, color)
        return self._fit_text(options[-1], max(least, px - 2), width, color)

    def match_over_words(self, view) -> str:
        board = self.scene.board
        if board.busy and not board.resting():
            return "The Rebellion resolves: each card in its turn"
        words = self._winner_words(view)
        return f"{words} Click to see the result." if board.resting() else words

    def _prompt(self, surface, view, hint_action) -> None:
        words = self.playing_out_words(view)
        if words:
            self._prompt_text(surface, words)
            return
        super()._prompt(surface, view, hint_action)

    def playing_out_words(self, view) -> str | None:
        """While the Rebellion's cards play out and nobody at the screen is asked anything,
        what is resolving (rather than "... is thinking" for a step that only plays out)."""
        sc = self.scene
        st = sc.state
        if sc.curtain or st.match_over or view.get("phase") != "rebellion":
            return None
        if not sc.board.busy or sc._human_may_act():
            return None
        seat = st.current_seat
        if seat is not None and sc.session.is_human(seat):
            return None
        cid = sc.board.spotlit()
        for m in view["members"]:
            for c in m["cards"]:
                if c["id"] == cid:
                    family = c["label"].partition(" ")[0]
                    return f"The Rebellion: {family}'s {c['type']} by the {m['name']} resolves"
        if getattr(st, "stage", None) != "resolve":
            return None
        return "The Rebellion resolves: each card in its turn"

    def _winner_words(self, view) -> str:
        result = view.get("result") or {}
        fam = result.get("family")
        rung = RUNG_WORDS.get(result.get("rung", ""), result.get("rung", ""))
        if not fam:
            return "Nobody wins: no family controls the Anarchist."
        seats = result.get("winners") or []
        who = " and ".join(self.scene.names[s] for s in seats if 0 <= s < self.scene.n)
        return f"{fam} wins by {rung}" + (f" ({who})" if who else "") + "."

    def round_over_words(self, view) -> str:
        return self.match_over_words(view)

    def action_words(self, action: str, view) -> str:
        words = action_words(action, view)
        return words[:1].lower() + words[1:]

    def _dim_zones(self) -> set[str]:
        p = self.scene.prompt
        if p is None or not self.scene._human_may_act():
            return set()
        return {zone for zone, _seat in p.zones} | {zone for zone, _seat in p.menus}

    # ----- the hover preview -----------------------------------------------------------------------

    def peeks(self, sp, view) -> bool:
        return sp.cid is not None

    def preview_lines(self, view, sp, width: int) -> list[tuple[str, str, str, int]]:
        sc = self.scene
        lay = sc.layout
        font = sc.painter.fonts.get("ui", lay.small_px)
        px = lay.small_px
        out: list[tuple[str, str, str, int]] = []

        def para(text: str, color: str = "text") -> None:
            for ln in self._wrapped(font, px, text, width):
                out.append((ln, color, "ui", px))

        def heading(text: str) -> None:
            # Wrapped like the rest: "Hayhurst's Conspiracy" is wider than a narrow panel.
            big = sc.painter.fonts.get("title", lay.big_px)
            for ln in self._wrapped(big, lay.big_px, text, width):
                out.append((ln, "gold", "title", lay.big_px))

        if sp.cid >= MEMBER_ID:
            number = sp.cid - MEMBER_ID
            m = self._member(view, number) or {}
            title = f" ({m['title']})" if m.get("title") else ""
            heading(f"{number}. {MEMBER_NAME[number]}{title}")
            state = "dead" if not m.get("alive", True) else (
                "no marker (the King)" if m.get("disgruntled") is None
                else "disgruntled" if m["disgruntled"] else "loyal"
            )  # fmt: skip
            para(f"Now: {state}.")
            inf = m.get("influence") or {}
            if inf:
                para(
                    "Influence: "
                    + ", ".join(f"{FAMILIES[int(f)]} {n}" for f, n in sorted(inf.items()))
                )
            ctrl = m.get("controller")
            para(f"Controlled by {FAMILIES[ctrl]}." if ctrl is not None else "Nobody controls it.",
                 "highlight")  # fmt: skip
            return out
        c = sc.state.cards[sp.cid]
        heading(f"{FAMILIES[c.family]}'s {c.type}")
        para(CARD_TEXT.get(c.type, ""))
        if sp.slot.zone == "under":
            para("Hidden under a Book: only you see it until the Book reveals it."
                 if sp.lies_down else "Revealed from under a Book.", "gold_dim")  # fmt: skip
        elif sp.lies_down:
            para(
                "Face down: it has acted (or was stabbed); it still counts as influence.",
                "gold_dim",
            )
        if c.type in RESOLUTION_ORDER:
            para(f"Resolves {RESOLUTION_ORDER.index(c.type) + 1} of {len(RESOLUTION_ORDER)} in the Rebellion.",
                 "text_dim")  # fmt: skip
        return out
