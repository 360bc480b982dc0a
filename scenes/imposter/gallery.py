"""A gallery of the card art on the table, for the docs and for looking at changes:

    python -m scenes.imposter.gallery [screens/imposter-cards.png]

(full colour, into the ignored screens/ folder; the reduced copy docs/art.md shows comes from
``python -m tools.screens --docs``).

Every base card face, then the back, the Kings and each face state, each captioned, and a strip
of the base cards at 70x98 (the size a 1024x640 table uses for its smallest cards).
"""

from __future__ import annotations

import os
import sys

import pygame

CARD = (150, 210)
SMALL = (70, 98)
COLUMNS = 9
GAP = 24
CAPTION = 24


def gallery() -> pygame.Surface:
    """The gallery image."""
    from game.imposter.cards import CARDS, FACETS, KING_TEXT
    from scenes.render.cards import CardArt
    from scenes.render.table import table_surface
    from scenes.render.theme import load_theme

    theme = load_theme()
    art = CardArt(theme)
    base = [c for c in CARDS.values() if not c.army][:15]

    def face(c, size=CARD, **kw):
        return art.face(c.name, c.value, c.text, size, keywords=c.keywords, army=c.army, **kw)

    items: list[tuple[pygame.Surface, str]] = [(face(c), c.name) for c in base]
    soldier, queen, mystic = CARDS["Soldier"], CARDS["Queen"], CARDS["Mystic"]
    items += [
        (art.back(CARD), "Card back"),
        (art.back(CARD, disgraced=True), "Disgraced"),
        (art.king(CARD, text=KING_TEXT), "King"),
        (art.king(CARD, true_king=True, text=KING_TEXT), "True King"),
        (art.king(CARD, face_up=False), "Flipped King"),
        (art.king(CARD, facet="Master Tactician", text=FACETS["Master Tactician"]), "Facet"),
        (face(CARDS["Army Judge"]), "Army card"),
        (face(mystic, muted=True), "Muted"),
        (face(soldier, current_value=7), "Value now 7"),
        (art.highlight(face(queen)), "Playable"),
        (art.dim(face(CARDS["Warden"])), "Not playable"),
    ]
    rows = (len(items) + COLUMNS - 1) // COLUMNS
    cell_w, cell_h = CARD[0] + GAP, CARD[1] + CAPTION + GAP
    small_row = SMALL[1] + CAPTION + GAP
    width = COLUMNS * cell_w + GAP
    height = GAP + rows * cell_h + small_row
    out = pygame.Surface((width, height))
    out.blit(table_surface((width, height), theme), (0, 0))
    label = theme.font("ui", 15)
    light = theme.colors["text_light"]

    def put(surf: pygame.Surface, x: int, y: int, caption: str) -> None:
        shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        radius = max(2, surf.get_width() // 14)
        pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=radius)
        out.blit(shadow, (x + 2, y + 4))
        out.blit(surf, (x, y))
        text = label.render(caption, True, light)
        out.blit(text, text.get_rect(midtop=(x + surf.get_width() // 2, y + surf.get_height() + 5)))

    for i, (surf, caption) in enumerate(items):
        put(surf, GAP + (i % COLUMNS) * cell_w, GAP + (i // COLUMNS) * cell_h, caption)
    y = GAP + rows * cell_h
    step = (width - GAP) // len(base)
    for i, c in enumerate(base):
        put(face(c, SMALL), GAP + i * step, y, "")
    text = label.render("The base cards at 70x98", True, light)
    out.blit(text, (GAP, y + SMALL[1] + 5))
    return out


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    path = argv[0] if argv else "screens/imposter-cards.png"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    pygame.image.save(gallery(), path)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
