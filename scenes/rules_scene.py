"""The rules: how to play, each mode, the keywords, and a gallery of every card with its text.

Reachable from the menu and from the pause screen; Esc or Back returns to where it came from.
The list of pages is as wide as its longest title needs (up to a third of the window), and the
list's scroll position and each page's are kept when a page is opened and left again, or the
window is resized.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from game.core.registry import modes
from game.imposter.cards import CARDS
from game.imposter.modes import MODES
from scenes import rules_text, widgets
from scenes.render.cards import wrap
from scenes.widgets import UIScene, esc

CARD_RATIO = 5 / 7


PER_PAGE = (4, 3)  # gallery columns and rows
NAV_MAX_SHARE = 0.34  # the page list never takes more of the window's width than this
# pygame-gui's ids of a selection list's items, to ask the theme for the font they are drawn in
ITEM_IDS = ["selection_list.#item_list_item", "selection_list.@selection_list_item",
            "selection_list.button", "#item_list_item", "@selection_list_item", "button"]  # fmt: skip


def where_used(card) -> str:
    """Which modes use ``card``, and how: in the deck, in each Army, or as a Signature Card."""
    deck, army, pool = [], [], []
    for m in MODES.values():
        if card.army:
            if card.name in getattr(m, "army", ()) or card.label in getattr(m, "army", ()):
                army.append(m.title)
            continue
        n = m.deck.count(card.name) + (1 if m.accused_fixed == card.name else 0)
        if n:
            deck.append(f"{m.title} ({n})")
        if card.name in getattr(m, "pool", ()):
            pool.append(m.title)
    parts = []
    for what, titles in (("In the deck", deck), ("In each Army", army), ("A Signature Card", pool)):
        if titles:
            shown = ", ".join(titles[:3])
            more = f" and {len(titles) - 3} more modes" if len(titles) > 3 else ""
            parts.append(f"{what}: {shown}{more}.")
    return " ".join(parts) or "Not used by any two-player mode yet."


class RulesScene(UIScene):
    name = "rules"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app, page: str = "basics") -> None:
        super().__init__(app)
        self.pages = [("basics", "How to play")]
        self.pages += [(mid, info.title) for mid, info in modes().items()]
        self.pages += [("keywords", "Keywords"), ("cards", "Card gallery")]
        self.page = page if page in dict(self.pages) else "basics"
        # The base game's cards first, then the expansion's, then the Army copies; by value.
        base = set(MODES["imposter/2p-base"].deck) if "imposter/2p-base" in MODES else set()
        self.cards = sorted(
            CARDS.values(), key=lambda c: (c.army, c.name not in base, c.value, c.name)
        )
        self.selected = 0
        self.nav: UISelectionList | None = None
        self.content = pygame.Rect(0, 0, 0, 0)
        self.grid: list[pygame.Rect] = []
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.text_view = None  # the page's text box (not on the gallery)
        self.text_page: str | None = None  # the page text_view shows
        self.nav_scroll = 0.0  # how far down the page list is scrolled (0 to 1)
        self.text_scroll: dict[str, float] = {}  # page -> how far down its text was read

    # ----- pages -------------------------------------------------------------------------------

    def page_html(self, page: str) -> str:
        head = self.px(24)
        if page == "keywords":
            parts = [f"<font pixel_size={head}><b>Keywords</b></font>"]
            for term, meaning in sorted(rules_text.KEYWORDS):
                parts.append(f"<b>{esc(term)}</b>: {esc(meaning)}")
            return "<br><br>".join(parts)
        if page == "basics":
            title, sections = "How to play", rules_text.BASICS
            intro = "These rules hold in every mode; each mode adds its own setup and scoring."
        else:
            title = dict(self.pages)[page]
            sections = rules_text.mode_sections(page)
            intro = modes()[page].summary
        parts = [f"<font pixel_size={head}><b>{esc(title)}</b></font><br><i>{esc(intro)}</i>"]
        for section in sections:
            lines = [f"<font pixel_size={self.px(20)}><b>{esc(section.title)}</b></font>"]
            for para in section.paragraphs:
                if para.startswith("- "):
                    lines.append(f"  \u2022 {esc(para[2:])}")
                else:
                    lines.append(esc(para))
            parts.append("<br>".join(lines))
        return "<br><br>".join(parts)

    # ----- widgets -----------------------------------------------------------------------------

    def nav_width(self, w: int) -> int:
        """Wide enough for the longest page title beside a scroll bar, so no title is cut."""
        font = self.app.ui.get_theme().get_font(ITEM_IDS)
        longest = max(font.size(title)[0] for _, title in self.pages)
        need = longest + self.px(20) + self.px(28)  # the scroll bar, the item's margins
        return max(self.px(300), min(need, round(w * NAV_MAX_SHARE)))

    def _remember_scroll(self) -> None:
        """Note how far the page list and the page's text are scrolled, before their widgets go."""
        bar = getattr(self.nav, "scroll_bar", None)
        if bar is not None:
            self.nav_scroll = bar.start_percentage
        bar = getattr(self.text_view, "scroll_bar", None)
        if self.text_page is not None:
            self.text_scroll[self.text_page] = bar.start_percentage if bar is not None else 0.0

    def _restore_scroll(self) -> None:
        bar = getattr(self.nav, "scroll_bar", None)
        if bar is not None and self.nav_scroll:
            bar.set_scroll_from_start_percentage(self.nav_scroll)
        bar = getattr(self.text_view, "scroll_bar", None)
        if bar is not None and self.text_scroll.get(self.page):
            bar.set_scroll_from_start_percentage(self.text_scroll[self.page])

    def rebuild(self) -> None:
        self._remember_scroll()
        super().rebuild()
        self._restore_scroll()

    def leave(self) -> None:
        self._remember_scroll()
        super().leave()

    def build(self, size) -> None:
        w, h = size
        m = self.px(28)
        nav_w = self.nav_width(w)
        self.text_view, self.text_page = None, None
        self.label("Rules", (m, self.px(14), nav_w, self.px(48)), "#heading")
        top = self.px(76)
        back_y = h - m - self.px(50)
        self.nav = self.add(
            UISelectionList(
                pygame.Rect(m, top, nav_w, back_y - top - self.px(14)),
                [title for _, title in self.pages],
                self.app.ui,
                allow_double_clicks=False,
                default_selection=dict(self.pages)[self.page],
            )
        )
        self.button("back", "Back", (m, h - m - self.px(50), nav_w, self.px(50)), "#big_button")
        x = m + nav_w + m
        self.content = pygame.Rect(x, m, w - x - m, h - 2 * m)
        if self.page == "cards":
            self._layout_gallery()
        else:
            # Lines longer than about 110 characters are hard to read: cap the text's width.
            text = self.content.copy()
            text.w = min(text.w, self.px(1000))
            self.text_view = self.text_box(self.page_html(self.page), text)
            self.text_page = self.page

    @property
    def per_page(self) -> int:
        return PER_PAGE[0] * PER_PAGE[1]

    @property
    def page_no(self) -> int:
        return self.selected // self.per_page

    @property
    def page_count(self) -> int:
        return -(-len(self.cards) // self.per_page)

    def _layout_gallery(self) -> None:
        """Twelve cards a page on the left, the chosen card large with its text on the right."""
        c = self.content
        cols, rows = PER_PAGE
        gap = self.px(12)
        pager_h = self.px(46)
        grid_w = round(c.w * 0.56)
        cw = min((grid_w - gap * (cols - 1)) / cols,
                 (c.h - pager_h - gap * rows) / rows * CARD_RATIO)  # fmt: skip
        cw = int(cw)
        ch = int(cw / CARD_RATIO)
        start = self.page_no * self.per_page
        shown = self.cards[start : start + self.per_page]
        self.grid = [
            pygame.Rect(c.x + (i % cols) * (cw + gap), c.y + (i // cols) * (ch + gap), cw, ch)
            for i in range(len(shown))
        ]
        py = c.y + rows * (ch + gap) + self.px(4)
        bw = self.px(130)
        self.button("prev", "\u2039 Previous", (c.x, py, bw, pager_h - self.px(6)))
        self.label(f"Page {self.page_no + 1} of {self.page_count}",
                   (c.x + bw, py, grid_w - 2 * bw, pager_h - self.px(6)), "#small")  # fmt: skip
        self.button("next", "Next \u203a", (c.x + grid_w - bw, py, bw, pager_h - self.px(6)))
        self.detail = pygame.Rect(c.x + grid_w + self.px(28), c.y, c.w - grid_w - self.px(28), c.h)

    # ----- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.page != "cards":
            return
        start = self.page_no * self.per_page
        for i, rect in enumerate(self.grid):
            card = self.cards[start + i]
            self.draw_card(surface, rect, card)
            if start + i == self.selected:
                pygame.draw.rect(surface, widgets.GOLD, rect.inflate(self.px(8), self.px(8)),
                                 max(2, self.px(3)), border_radius=self.px(8))  # fmt: skip
        self._draw_detail(surface, self.cards[self.selected])

    def draw_card(self, surface, rect: pygame.Rect, card) -> None:
        """The card drawn by the card art."""
        face = self.app.art.face(card.name, card.value, card.text, rect.size,
                        keywords=card.keywords, army=card.army)  # fmt: skip
        surface.blit(face, face.get_rect(center=rect.center))

    def _draw_detail(self, surface, card) -> None:
        d = self.detail
        f = self.app.fonts
        ch = min(round(d.h * 0.62), round(d.w / CARD_RATIO))
        big = pygame.Rect(0, 0, round(ch * CARD_RATIO), ch)
        big.midtop = (d.centerx, d.y)
        self.draw_card(surface, big, card)
        y = big.bottom + self.px(14)
        title_font = f.get(self.px(22), bold=True)
        for line in wrap(title_font, f"{card.label}, value {card.value}", d.w):  # never cut
            widgets.blit_text(surface, line, title_font, widgets.GOLD, (d.x, y))
            y += title_font.get_linesize()
        y += self.px(4)
        lines = []
        if card.keywords:
            lines.append((", ".join(card.keywords), widgets.MUTED, True))
        lines.append((card.text, widgets.CREAM, False))
        lines.append((where_used(card), widgets.MUTED, True))
        for text, colour, italic in lines:
            font = f.get(self.px(16), italic=italic)
            for line in wrap(font, text, d.w):
                if y + font.get_linesize() > d.bottom:
                    return
                widgets.blit_text(surface, line, font, colour, (d.x, y))
                y += font.get_linesize()
            y += self.px(6)

    # ----- input -------------------------------------------------------------------------------

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.stack.pop()
        elif key == "prev":
            self.select(max(0, self.page_no - 1) * self.per_page)
        elif key == "next":
            self.select(min(self.page_count - 1, self.page_no + 1) * self.per_page)

    def show(self, page: str) -> None:
        if page in dict(self.pages) and page != self.page:
            self.page = page
            self.rebuild()

    def select(self, index: int) -> None:
        """Choose a card; moving onto another page rebuilds the page's widgets."""
        page = self.page_no
        self.selected = index % len(self.cards)
        if self.page_no != page and self.active:
            self.rebuild()

    def on_event(self, event) -> bool:
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION
            and event.ui_element is self.nav
        ):
            by_title = {title: key for key, title in self.pages}
            self.show(by_title.get(event.text, self.page))
            return True
        if self.page == "cards" and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.grid):
                if rect.collidepoint(event.pos):
                    self.select(self.page_no * self.per_page + i)
                    return True
        return False

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if self.page == "cards" and event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.select(self.selected + 1)
            return True
        if self.page == "cards" and event.key in (pygame.K_LEFT, pygame.K_UP):
            self.select(self.selected - 1)
            return True
        return False
