"""The rules browser's pages for The Imposter Kings: how to play, each mode, the keywords, and
a gallery of every card with its text and where it is used."""

from __future__ import annotations

from game.imposter import glossary
from game.imposter.cards import CARDS
from game.imposter.modes import MODES
from scenes.games import GalleryCard, RulesPage, glossary_page
from scenes.imposter import rules_text

BASICS_INTRO = "These rules hold in every mode; each mode adds its own setup and scoring."


def where_used(card) -> str:
    """Which modes use ``card``, and how: in the deck, in each Army, or as a Signature Card."""
    deck, army, pool = [], [], []
    for m in MODES.values():
        if card.army:
            if card.name in m.army or card.label in m.army:
                army.append(m.title)
            continue
        n = m.deck.count(card.name) + (1 if m.accused_fixed == card.name else 0)
        if n:
            deck.append(f"{m.title} ({n})")
        if card.name in m.pool:
            pool.append(m.title)
    parts = []
    for what, titles in (("In the deck", deck), ("In each Army", army), ("A Signature Card", pool)):
        if titles:
            shown = ", ".join(titles[:3])
            more = f" and {len(titles) - 3} more modes" if len(titles) > 3 else ""
            parts.append(f"{what}: {shown}{more}.")
    return " ".join(parts) or "Not used by any mode yet."


def gallery_cards() -> tuple[GalleryCard, ...]:
    """The base game's cards first, then the expansion's, then the Army copies; by value."""
    base = set(MODES["imposter/2p-base"].deck)
    ordered = sorted(CARDS.values(), key=lambda c: (c.army, c.name not in base, c.value, c.name))
    return tuple(_gallery_card(c) for c in ordered)


def _gallery_card(card) -> GalleryCard:
    lines = []
    if card.keywords:
        lines.append((", ".join(card.keywords), True))
    lines.append((card.text, False))
    lines.append((where_used(card), True))

    def face(app, size):
        return app.art.face(card.name, card.value, card.text, size,
                            keywords=card.keywords, army=card.army)  # fmt: skip

    return GalleryCard(f"{card.label}, value {card.value}", tuple(lines), face)


def pages() -> tuple[RulesPage, ...]:
    """How to play, a page a mode, the keywords, the glossary and the card gallery, in that
    order."""
    out = [RulesPage("basics", "How to play", BASICS_INTRO, rules_text.BASICS)]
    out += [
        RulesPage(m.id, m.title, m.summary, rules_text.mode_sections(m.id)) for m in MODES.values()
    ]
    out.append(RulesPage("keywords", "Keywords", terms=tuple(sorted(rules_text.KEYWORDS))))
    out.append(glossary_page("glossary", glossary.WORDS))
    out.append(RulesPage("cards", "Card gallery", gallery=gallery_cards()))
    return tuple(out)
