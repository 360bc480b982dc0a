"""The rules of every game: pick the game, then read its pages (how to play, each mode, the
keywords, a gallery of every card with its text). The pages are the game's own
(``GameScenes.rules``, see scenes/games.py); this browser shows any game's.

Reachable from the menu and from the pause screen (opened on the game being played); Esc or
Back returns to where it came from. The list of pages is as wide as its longest title needs (up
to a third of the window), and the list's scroll position and each page's are kept when a page
is opened and left again, or the window is resized.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from game.core.registry import modes
from scenes import widgets
from scenes.drawn import Drawn
from scenes.games import GalleryCard, RulesPage, playable, scenes_for
from scenes.render.card_tools import wrap
from scenes.widgets import UIScene, esc

CARD_RATIO = 5 / 7


PER_PAGE = (4, 3)  # gallery columns and rows
NAV_MAX_SHARE = 0.34  # the page list never takes more of the window's width than this
NAV_MAX_SHARE_LARGEST = 0.45  # ... times the text size, up to this
# pygame-gui's ids of a selection list's items, to ask the theme for the font they are drawn in
ITEM_IDS = ["selection_list.#item_list_item", "selection_list.@selection_list_item",
            "selection_list.button", "#item_list_item", "@selection_list_item", "button"]  # fmt: skip


class RulesScene(UIScene):
    name = "rules"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app, page: str = "basics", game: str | None = None) -> None:
        super().__init__(app)
        self.games = {gid: info.name for gid, info in playable().items()}
        if game not in self.games:
            # From the menu: the game last chosen in New game (its rules, not the first game's).
            last = modes().get(getattr(app, "default_mode", None) or "")
            game = last.game if last is not None else None
        self.game = game if game in self.games else next(iter(self.games))
        # Every game's page titles: the page list keeps one width whichever game is shown.
        self.all_titles = [p.title for gid in self.games for p in scenes_for(gid).rules()]
        self.nav: UISelectionList | None = None
        self.content = pygame.Rect(0, 0, 0, 0)
        self.grid: list[pygame.Rect] = []
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.text_view = None  # the page's text box (not on the gallery)
        self.text_page: str | None = None  # the page text_view shows
        self.drawn: list[Drawn] = []  # the card panel's words as last drawn (scenes.drawn)
        self.nav_scroll = 0.0  # how far down the page list is scrolled (0 to 1)
        self.text_scroll: dict[str, float] = {}  # game:page -> how far down its text was read
        self._load_game(page)

    def _load_game(self, page: str | None) -> None:
        """Show the pages of ``self.game``, on ``page`` when it has one of that key."""
        self.rule_pages: dict[str, RulesPage] = {p.key: p for p in scenes_for(self.game).rules()}
        self.pages = [(p.key, p.title) for p in self.rule_pages.values()]
        self.page = page if page in self.rule_pages else self.pages[0][0]
        gallery = next((p for p in self.rule_pages.values() if p.gallery), None)
        self.cards: tuple[GalleryCard, ...] = gallery.gallery if gallery is not None else ()
        self.selected = 0
        self.nav_scroll = 0.0

    @property
    def on_gallery(self) -> bool:
        return bool(self.rule_pages[self.page].gallery)

    # ----- pages -------------------------------------------------------------------------------

    def page_html(self, page: str) -> str:
        head = self.tx(24)
        rp = self.rule_pages[page]
        title = f"<font pixel_size={head}><b>{esc(rp.title)}</b></font>"
        parts = [f"{title}<br><i>{esc(rp.intro)}</i>" if rp.intro else title]
        for term, meaning in rp.terms:
            parts.append(f"<b>{esc(term)}</b>: {esc(meaning)}")
        for section in rp.sections:
            lines = [f"<font pixel_size={self.tx(20)}><b>{esc(section.title)}</b></font>"]
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
        titles = getattr(self, "all_titles", None) or [title for _, title in self.pages]
        longest = max(font.size(title)[0] for title in titles)
        need = longest + self.px(20) + self.px(28)  # the scroll bar, the item's margins
        share = min(NAV_MAX_SHARE_LARGEST, NAV_MAX_SHARE * self.text_scale)
        return max(self.px(300), min(need, round(w * share)))

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
        where = f"{self.game}:{self.page}"
        if bar is not None and self.text_scroll.get(where):
            bar.set_scroll_from_start_percentage(self.text_scroll[where])

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
        self.label("Rules", (m, self.px(14), nav_w, self.tx(48)), "#heading")
        top = self.px(28) + self.tx(48)
        if len(self.games) > 1:
            # The game picker: one button a game above its pages, the one shown selected.
            bh, gap = self.tx(40), self.px(6)
            for gid, name in self.games.items():
                self.button(f"game:{gid}", name, (m, top, nav_w, bh), selected=gid == self.game)
                top += bh + gap
            top += self.px(8)
        back_h = self.tx(50)
        back_y = h - m - back_h
        self.nav = self.add(
            UISelectionList(
                pygame.Rect(m, top, nav_w, back_y - top - self.px(14)),
                [title for _, title in self.pages],
                self.app.ui,
                allow_double_clicks=False,
                default_selection=dict(self.pages)[self.page],
            )
        )
        self.button("back", "Back", (m, back_y, nav_w, back_h), "#big_button")
        x = m + nav_w + m
        self.content = pygame.Rect(x, m, w - x - m, h - 2 * m)
        if self.on_gallery:
            self._layout_gallery()
        else:
            # Lines longer than about 110 characters are hard to read: cap the text's width.
            text = self.content.copy()
            text.w = min(text.w, self.px(1000))
            self.text_view = self.text_box(self.page_html(self.page), text)
            self.text_page = f"{self.game}:{self.page}"

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
        pager_h = self.tx(46)
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
        page = f"Page {self.page_no + 1} of {self.page_count}"
        # The page line keeps its whole words: the buttons beside it give way where it is narrow.
        need = self.ui_font("#small").size(page)[0] + self.px(12)
        bw = max(self.tx(90), min(self.tx(130), (grid_w - need) // 2))
        self.button("prev", "\u2039 Previous", (c.x, py, bw, pager_h - self.px(6)))
        self.label(page,
                   (c.x + bw, py, grid_w - 2 * bw, pager_h - self.px(6)), "#small")  # fmt: skip
        self.button("next", "Next \u203a", (c.x + grid_w - bw, py, bw, pager_h - self.px(6)))
        self.detail = pygame.Rect(c.x + grid_w + self.px(28), c.y, c.w - grid_w - self.px(28), c.h)

    # ----- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.on_gallery:
            return
        start = self.page_no * self.per_page
        for i, rect in enumerate(self.grid):
            card = self.cards[start + i]
            self.draw_card(surface, rect, card)
            if start + i == self.selected:
                pygame.draw.rect(surface, widgets.GOLD, rect.inflate(self.px(8), self.px(8)),
                                 max(2, self.px(3)), border_radius=self.px(8))  # fmt: skip
        self._draw_detail(surface, self.cards[self.selected])

    def draw_card(self, surface, rect: pygame.Rect, card: GalleryCard) -> None:
        """The card as its game draws it."""
        face = card.face(self.app, rect.size)
        surface.blit(face, face.get_rect(center=rect.center))

    def _detail_lines(self, card: GalleryCard, width: int) -> list[tuple[str, object, tuple]]:
        """The chosen card's title and lines wrapped to ``width``: (line, font, colour), with a
        None line for each gap."""
        f = self.app.fonts
        title_font = f.get(self.tx(22), bold=True)
        out = [(line, title_font, widgets.GOLD) for line in wrap(title_font, card.title, width)]
        out.append((None, None, self.px(4)))
        for text, quiet in card.lines:
            font = f.get(self.tx(16), italic=quiet)
            colour = widgets.MUTED if quiet else widgets.CREAM
            out += [(line, font, colour) for line in wrap(font, text, width)]
            out.append((None, None, self.px(6)))
        return out

    def _draw_detail(self, surface, card: GalleryCard) -> None:
        """The chosen card large, its words whole below it: the card gives up height for them
        (large text), down to a third of the panel; only then do the last lines go."""
        d = self.detail
        lines = self._detail_lines(card, d.w)
        words_h = sum(font.get_linesize() if line is not None else colour
                      for line, font, colour in lines)  # fmt: skip
        room = d.h - self.px(14) - words_h
        ch = min(round(d.h * 0.62), round(d.w / CARD_RATIO), max(round(d.h / 3), room))
        big = pygame.Rect(0, 0, round(ch * CARD_RATIO), ch)
        big.midtop = (d.centerx, d.y)
        self.draw_card(surface, big, card)
        y = big.bottom + self.px(14)
        self.drawn = []
        for line, font, colour in lines:
            if line is None:
                y += colour
                continue
            if y + font.get_linesize() > d.bottom:
                return
            widgets.blit_text(surface, line, font, colour, (d.x, y))
            self.drawn.append(Drawn(line, line, font.size(line)[0], d.w))
            y += font.get_linesize()

    # ----- input -------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Show another game's pages, from its first page."""
        if game in self.games and game != self.game:
            self._remember_scroll()
            self.game = game
            self._load_game(None)
            self.text_page = None
            if self.active:
                super().rebuild()

    def on_button(self, key: str) -> None:
        if key.startswith("game:"):
            self.choose_game(key.partition(":")[2])
        elif key == "back":
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

    def scroll_text(self, way: int) -> None:
        """Page Up (``way`` -1) or Page Down (1): the page's text by most of what shows."""
        bar = getattr(self.text_view, "scroll_bar", None)
        if bar is None:
            return
        step = bar.visible_percentage * 0.9
        bar.set_scroll_from_start_percentage(max(0.0, min(1.0, bar.start_percentage + way * step)))

    def on_event(self, event) -> bool:
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION
            and event.ui_element is self.nav
        ):
            by_title = {title: key for key, title in self.pages}
            self.show(by_title.get(event.text, self.page))
            return True
        if self.on_gallery and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.grid):
                if rect.collidepoint(event.pos):
                    self.select(self.page_no * self.per_page + i)
                    return True
        return False

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN) and self.focus.element() is self.nav:
            # The page list has the focus: Up and Down open the page above or below.
            keys = [key for key, _ in self.pages]
            at = keys.index(self.page) + (1 if event.key == pygame.K_DOWN else -1)
            self.show(keys[max(0, min(len(keys) - 1, at))])
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_text(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        if self.on_gallery and event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.select(self.selected + 1)
            return True
        if self.on_gallery and event.key in (pygame.K_LEFT, pygame.K_UP):
            self.select(self.selected - 1)
            return True
        return False
