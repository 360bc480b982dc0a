"""The table's prompt: its line of words, its buttons laid in rows, the picker, and the round's and
match's end."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import wrap
from scenes.table.choice_row import RowButton, RowStyle, lay_row, picker_cells


class TablePrompt:
    """The prompt of a ``TableDrawer``: where it lies, its words and its row of buttons. A mixin."""

    def _prompt_geometry(self):
        sc = self.scene
        lay = sc.layout
        p = sc.prompt
        key = (id(p), lay.size)
        if self._prompt_cache and self._prompt_cache[0] == key and self._prompt_cache[2] is p:
            return self._prompt_cache[1]
        buttons = []
        picker = []
        row: list[RowButton] = []
        if p is not None:
            row = lay_row(
                [label for label, _ in p.buttons],
                lay.button_room(),
                lambda px: sc.painter.fonts.get("ui", px),
                self.row_style(),
            )
            for (label, action), b in zip(p.buttons, row, strict=True):
                buttons.append((label, action, b.rect))
            if p.picker:
                cells = picker_cells(len(p.picker), p.picker_kind, lay.picker_area(), lay.scale)
                picker = [(lab, act, r) for (lab, act), r in zip(p.picker, cells, strict=True)]
        geo = (buttons, picker)
        self._prompt_cache = (key, geo, p)
        self._row = row
        return geo

    def row_style(self) -> RowStyle:
        """The choice buttons' measures at this window size: labels of the prompt's size, and
        down to a little under the log's size when they wrap or shrink to fit."""
        lay = self.scene.layout
        return RowStyle(
            px=lay.font_px,
            small_px=lay.small_px,
            min_px=min(lay.small_px, max(10, round(lay.small_px * 0.8))),
            height=lay.button_h,
            pad=round(14 * lay.scale),
            gap=round(10 * lay.scale),
        )

    def row_buttons(self) -> list[RowButton]:
        """The prompt's choice buttons as laid now, with their labels' lines."""
        self._prompt_geometry()
        return list(self._row)

    def prompt_words(self, view) -> str | None:
        """The line over the table: whose screen it is behind a curtain, the end's words, the
        prompt of the person to act, or who is thinking."""
        sc = self.scene
        st = sc.state
        p = sc.prompt
        text = None
        if sc.curtain:
            seat = st.current_seat
            if seat is None:
                text = ""
            elif sc.session.is_human(seat):
                text = f"Pass the screen to {sc.names[seat]}"
            else:  # a computer moves behind the curtain: the screen goes to nobody yet
                text = f"{sc.names[seat]} is thinking..."
        elif st.match_over:
            text = self.match_over_words(view)
        elif st.round_over:
            text = self.round_over_words(view)
        elif p is not None and sc._human_may_act():
            text = p.text
        elif st.current_seat is not None and sc.guide is not None and sc.guide.current:
            text = f"{sc.names[st.current_seat]} waits while you read the note"
        elif st.current_seat is not None and sc.remote and st.current_seat == sc.viewer:
            text = "Sent: the room is answering..."  # online, this seat's move on its way
        elif st.current_seat is not None:
            who = sc.names[st.current_seat]
            # Online another person (``is_person``) plays on their own machine.
            person = getattr(sc.session, "is_person", sc.session.is_human)
            text = f"{who} is thinking..." if not person(st.current_seat) else f"Waiting for {who}"
        return text

    def _prompt(self, surface, view, hint_action) -> None:
        sc = self.scene
        lay = sc.layout
        p = sc.prompt
        text = self.prompt_words(view)
        if text:
            self._prompt_text(surface, text)
        if p is None or not sc._human_may_act():
            return
        buttons, picker = self._prompt_geometry()
        focused = None
        if sc.focus is not None:
            keyed = [h for h in self.hits() if h[0] != "panel"]
            if sc.focus < len(keyed) and keyed[sc.focus][0] in ("button", "picker"):
                focused = keyed[sc.focus][2]
        for (_label, action, rect), b in zip(buttons, self._row, strict=True):
            hover = rect.collidepoint(sc.mouse) or rect == focused
            self._button(surface, rect, "", hover, action == hint_action)
            lh = sc.painter.fonts.get("ui", b.px).get_linesize()
            y = rect.centery - lh * len(b.lines) // 2
            for line in b.lines:
                t = self._text(line, b.px, "button_text")
                surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
                y += lh
        if picker:
            area = (
                picker[0][2]
                .unionall([r for _, _, r in picker])
                .inflate(round(24 * lay.scale), round(24 * lay.scale))
            )
            surface.blit(self._shade(area.size, (10, 8, 6, 215)), area)
            for label, action, rect in picker:
                hover = rect.collidepoint(sc.mouse) or rect == focused
                self.picker_entry(surface, p, label, action, rect, hover, action == hint_action)

    def picker_entry(self, surface, p, label, action, rect, hover, hinted) -> None:
        """One entry of the picker: a button with its label (a game may draw a card instead)."""
        lay = self.scene.layout
        self._button(surface, rect, "", hover, hinted)
        t = self._text(label, lay.font_px, "button_text")
        surface.blit(t, t.get_rect(center=rect.center))

    def match_over_words(self, view) -> str:
        st = self.scene.state
        return f"{self.scene.names[st.winner]} wins the match!"

    def round_over_words(self, view) -> str:
        return "The round is over."

    def _prompt_text(self, surface, text: str) -> None:
        """The prompt line; a long one (the expansion's) wraps onto a second, smaller line
        upwards, so the buttons under it stay where they are."""
        sc = self.scene
        lay = sc.layout
        width = lay.prompt.w - round(20 * lay.scale)
        t = self._text(text, lay.font_px, "text", "ui")
        surfs = [t]
        drawn = [(text, lay.font_px)]  # each line's words and size, for the glossary marks
        if t.get_width() > width:
            px = lay.small_px
            font = sc.painter.fonts.get("ui", px)
            lines = wrap(font, text, width)
            while len(lines) > 2 and px > 9:
                px -= 1
                font = sc.painter.fonts.get("ui", px)
                lines = wrap(font, text, width)
            surfs = [self._text(line, px, "text", "ui") for line in lines[:2]]
            drawn = [(line, px) for line in lines[:2]]
            if len(lines) > 2:
                px = max(9, round(lay.font_px * width / t.get_width()))
                surfs = [self._text(text, px, "text", "ui")]
                drawn = [(text, px)]
        lh = max(s.get_height() for s in surfs)
        top = lay.prompt.y + t.get_height() - lh * len(surfs)
        rects = [s.get_rect(midtop=(lay.prompt.centerx, top + i * lh)) for i, s in enumerate(surfs)]
        bg = rects[0].unionall(rects[1:]).inflate(round(20 * lay.scale), round(6 * lay.scale))
        self.words_drawn.append(("prompt", bg))
        surface.blit(self._shade(bg.size, (0, 0, 0, 120)), bg)
        for s, r in zip(surfs, rects, strict=True):
            surface.blit(s, r)
        # Glossary words, dotted underneath: their meaning shows when the pointer rests there.
        for (line, px), r in zip(drawn, rects, strict=True):
            font = sc.painter.fonts.get("ui", px)
            sc.glossary.mark(surface, line, font, r.topleft, sc.painter.color("gold"))

    def _button(self, surface, rect, label, hover, hinted, big=False) -> None:
        sc = self.scene
        lay = sc.layout
        rad = max(3, round(6 * lay.scale))
        pygame.draw.rect(
            surface,
            sc.painter.color("button_hover" if hover else "button"),
            rect,
            border_radius=rad,
        )
        edge = "highlight" if hinted else "gold"
        pygame.draw.rect(
            surface,
            sc.painter.color(edge),
            rect,
            max(1, round((3 if hinted else 1.5) * lay.scale)),
            border_radius=rad,
        )
        if label:
            t = self._text(label, lay.big_px if big else lay.font_px, "button_text")
            surface.blit(t, t.get_rect(center=rect.center))
