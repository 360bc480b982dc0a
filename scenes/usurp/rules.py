"""The rules browser's pages for Usurp the King: the rules in our words, page by page, and a
gallery of every card (the words are rules_text.py's, the faces faces.py's)."""

from __future__ import annotations

import pygame

from game.usurp import glossary
from game.usurp.data import CARD_TYPES, COURT_BY_PLAYERS, FAMILIES, MEMBERS, TUTORIAL_OBJECTIVES
from scenes.games import GalleryCard, RulesPage, Section, glossary_page
from scenes.usurp import rules_text
from scenes.usurp.card_facts import member_facts
from scenes.usurp.faces import usurp_art

INTRO = (
    "Two to five noble families (or teams of six and eight) plot over one Court: place your "
    "Leverage cards in the Intrigue, let the Rebellion play them out, and climb the victory "
    "ladder."
)


def _sections(parts: rules_text.Sections) -> tuple[Section, ...]:
    return tuple(Section(title, tuple(paragraphs)) for title, paragraphs in parts)


def _leverage_card(i: int, kind: str) -> GalleryCard:
    # Each type is shown in another family's colours, so the gallery shows all five.
    fam = i % len(FAMILIES)

    def face(app, size, fam=fam, kind=kind):
        return usurp_art(app).leverage((fam, kind), size)

    return GalleryCard(
        kind,
        (
            (rules_text.card_line(kind), False),
            (f"Leverage card; shown in {FAMILIES[fam]}'s colours: every family has one.", True),
        ),
        face,
    )


def _member_card(name: str) -> GalleryCard:
    number, title, first, start = member_facts(name)

    def face(app, size, name=name):
        return usurp_art(app).member(name, size)

    fewest = min(COURT_BY_PLAYERS)
    used = "every game" if first == fewest else f"games of {first} families or more"
    marker = (
        "No loyalty marker." if start is None else f"Starts {'disgruntled' if start else 'loyal'}."
    )
    head = f"Court Member {number}" + (f", the {title}" if title else "")
    return GalleryCard(
        name,
        (
            (rules_text.MEMBER_ROLES.get(name, rules_text.SUBJECT_ROLE), False),
            (f"{head}. Used in {used}. {marker}", True),
        ),
        face,
    )


def _back_card(fam: str) -> GalleryCard:
    def face(app, size, fam=fam):
        return usurp_art(app).back(fam, size)

    place = FAMILIES.index(fam) + 1
    return GalleryCard(
        f"The {fam} family",
        (
            (f"The back of its cards: {rules_text.SHIELD_WORDS[fam]}.", False),
            (f"Family {place} of {len(FAMILIES)} on the turn order and reference cards.", True),
        ),
        face,
    )


def _markers_face(app, size) -> pygame.Surface:
    """Both sides of a loyalty marker, one above the other."""
    w, h = size
    art = usurp_art(app)
    side = max(8, min(w, h // 2) - 4)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(art.marker(False, side), (w // 2 - side // 2, h // 4 - side // 2))
    out.blit(art.marker(True, side), (w // 2 - side // 2, 3 * h // 4 - side // 2))
    return out


def _turn_face(app, size) -> pygame.Surface:
    """A turn order card with the turn marker on it."""
    w, h = size
    art = usurp_art(app)
    card_h = min(h, round(w * 0.8))
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(art.turn_card(0, (w, card_h)), (0, (h - card_h) // 2))
    m = max(8, w // 4)
    out.blit(art.turn_marker(m), (w - m - w // 20, (h - card_h) // 2 + w // 20))
    return out


def _objective_card(i: int, text: str) -> GalleryCard:
    def face(app, size, i=i):
        return usurp_art(app).objective(i, size)

    return GalleryCard(
        f"Tutorial objective {i + 1}",
        ((text, False), ("Dealt face down, one a player, when the tutorial deck is on.", True)),
        face,
    )


def gallery_cards() -> tuple[GalleryCard, ...]:
    """The ten Leverage cards, the eleven Court Members, the five family backs, the loyalty
    marker, the turn order card and marker, and the tutorial objectives."""
    cards = [_leverage_card(i, kind) for i, kind in enumerate(CARD_TYPES)]
    cards += [_member_card(name) for _n, name, _t in MEMBERS]
    cards += [_back_card(fam) for fam in FAMILIES]
    cards.append(
        GalleryCard(
            "Loyalty marker",
            (
                (
                    "Loyal (an upright crown) on one side, disgruntled (the crown toppled) on the "
                    "other. Every Court Member but the King has one.",
                    False,
                ),
            ),  # fmt: skip
            _markers_face,
        )
    )
    cards.append(
        GalleryCard(
            "Turn order card and turn marker",
            (
                (
                    "One card a family in play, in the middle of the Court; the hourglass marker "
                    "sits on the family whose turn it is.",
                    False,
                ),
            ),  # fmt: skip
            _turn_face,
        )
    )
    cards += [_objective_card(i, text) for i, (_oid, text, _p) in enumerate(TUTORIAL_OBJECTIVES)]
    return tuple(cards)


def pages() -> tuple[RulesPage, ...]:
    """Overview, setup and the Intrigue, the Rebellion, the cards, victory and the king-maker,
    teams and the tutorial, our rulings, the glossary and the card gallery."""
    return (
        RulesPage("usurp/play", "How to play", INTRO, _sections(rules_text.OVERVIEW)),
        RulesPage("usurp/intrigue", "Setup and the Intrigue", "", _sections(rules_text.SETUP)),
        RulesPage("usurp/rebellion", "The Rebellion", "", _sections(rules_text.REBELLION)),
        RulesPage("usurp/cards", "Leverage cards", "", _sections(rules_text.CARDS)),
        RulesPage(
            "usurp/victory", "Victory and the king-maker", "", _sections(rules_text.VICTORY)
        ),  # fmt: skip
        RulesPage("usurp/teams", "Teams and the tutorial", "", _sections(rules_text.TEAMS)),
        RulesPage("usurp/rulings", "Our rulings", "", _sections(rules_text.RULINGS)),
        glossary_page("usurp/glossary", glossary.WORDS),
        RulesPage("usurp/gallery", "Card gallery", gallery=gallery_cards()),
    )
