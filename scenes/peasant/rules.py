"""The rules browser's pages for King and Peasant: the rules in our words, the goals, and a
gallery of every design with both halves (the text is the faces helper's, rules_text.py)."""

from __future__ import annotations

from game.peasant import glossary
from scenes.games import GalleryCard, RulesPage, Section, glossary_page
from scenes.peasant import rules_text
from scenes.peasant.table.paint import peasant_art

INTRO = (
    "Two players, one King and one Peasant. The Peasant hides an Assassin among her Rebels; "
    "the King must find it before it finds him. The first to win 2 Eras wins."
)
# The rules text's sections that make the "How to play" page; the rest have pages of their own.
PLAY = 10


def _section(title: str, paragraphs) -> Section:
    return Section(title, tuple(paragraphs))


def gallery_cards() -> tuple[GalleryCard, ...]:
    """One card per design, in design order, with its caption and a line per half."""
    out = []
    for cid in rules_text.GALLERY:
        name, lines = rules_text.DETAILS[cid]

        def face(app, size, cid=cid):
            return peasant_art(app).face(cid, size)

        out.append(
            GalleryCard(
                name,
                ((rules_text.CAPTIONS[cid], True), *((ln, False) for ln in lines)),
                face,
            )
        )
    for role in ("king", "peasant"):

        def ref(app, size, role=role):
            return peasant_art(app).reference(role, size)

        title = "The King's reference card" if role == "king" else "The Peasant's reference card"
        out.append(GalleryCard(title, (("Its actions and its goals, always at hand.", True),), ref))
    return tuple(out)


def pages() -> tuple[RulesPage, ...]:
    """How to play, our readings and the card list, the glossary, and the card gallery."""
    sections = [_section(t, p) for t, p in rules_text.SECTIONS]
    return (
        RulesPage("peasant/play", "How to play", INTRO, tuple(sections[:PLAY])),
        RulesPage("peasant/more", "Reminders and cards", "", tuple(sections[PLAY:])),
        glossary_page("peasant/glossary", glossary.WORDS),
        RulesPage("peasant/cards", "Card gallery", gallery=gallery_cards()),
    )
