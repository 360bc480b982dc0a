"""What the large hover preview says about a card: name, values, keywords, text and its state."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardFacts:
    cid: int
    name: str
    value: int
    current: int | None  # the value now, when it differs from the printed one
    keywords: tuple[str, ...]
    text: str
    muted: bool
    notes: tuple[str, ...]  # "Disgraced: face down in the Court", "Your Successor", ...


def is_muted(view: dict, card) -> bool:
    """Mystic: cards of the named base value lose their text (Steadfast cards excepted)."""
    return view.get("mystic") is not None and card.value == view["mystic"] and not card.steadfast


ZONE_NOTES = {
    "accused": "The Accused card: turned face up after the deal, out of the round, so everyone "
    "knows no one holds it.",
    "antechamber": "In an Antechamber: it must be played next turn.",
    "condemned": "Condemned: removed as a whole turn.",
    "removed": "Out of the round.",
    "offer": "The card you picked to give.",
    "picked": "Your Signature pick (face down; only you know it).",
    "up": "Revealed in the setup: everyone sees it.",
    "buried": "Buried by the Assassin: out of the round, face down.",
}
# Fragments of Nersetti: where a card lies, for its owner and for the others.
OWN_NOTES = {
    "successor": "Your Successor (face down; only you know it).",
    "dungeon": "Your Dungeon card (face down; only you know it).",
    "army": "In your Army (face down; only you know it). Rally takes it into your hand.",
    "squire": "Your Squire (face down; only you know it).",
    "down": "Placed face down to reveal: only you know it until all are turned up.",
    "partner": "Your card for your partner: only the two of you see it.",
    "trade": "Put out to trade: it goes to your partner only if you both put out as many.",
}
OTHER_NOTES = {
    "successor": "Their Successor, revealed.",
    "dungeon": "Their Dungeon card, revealed.",
    "squire": "Their Squire, revealed.",
    "hand": "In their hand: shown to everyone.",
    "army": "In their Army.",
    "partner": "Your partner's card for you: only the two of you see it.",
    "successor_partner": "Your partner's Successor: partners may look at each other's.",
}

# The Mercenary modes: the area and the bid rows, whoever looks.
MERC_NOTES = {
    "mercenaries": (
        "A Mercenary, face up for all: the bid's winner may take it free; in Mustering anyone "
        "may hire it (Exhaust an Army card, give up a bid card); a Rally may take it."
    ),
    "up": "A revealed bid card (or a Mercenary taken): everyone sees it.",
    "down": "Face down in the bid cards: a bid card until the reveal, then a Recruited Army card.",
    "partner": "The extra card of the 2v2 bid: face down; after the bid the partner sees it.",
}


def _shown_to_all(view: dict, cid: int) -> bool:
    from scenes.imposter.table.board import shown_own

    return cid in shown_own(view)


def _seen_partner_successor(view: dict):
    from scenes.imposter.table.party import partner_successor

    return partner_successor(view)


def card_facts(
    view: dict, cards, cid: int, zone: str, current: int | None = None, state=None,
    mine: bool = True,
) -> CardFacts:  # fmt: skip
    """The facts of card ``cid`` seen in ``zone``; ``current`` is its value there now. With the
    match ``state`` (Fragments of Nersetti), Mute and Steadfast come from its rules: the
    Exile, the Immortal, the Conspiracist and the Ancestor change them, not only the Mystic."""
    c = cards[cid]
    muted = is_muted(view, c)
    steadfast = c.steadfast
    expansion = state is not None and getattr(state, "fon", None) is not None
    if expansion:
        muted = state.is_muted(cid)
        steadfast = state.is_steadfast(cid)
    notes = []
    merc = isinstance(view.get("merc"), dict)
    if merc and zone in MERC_NOTES:
        notes.append(MERC_NOTES[zone])
    elif zone == "court":
        if cid in view["disgraced"]:
            notes.append("Disgraced: face down, value 1, no ability.")
        elif view["court"] and view["court"][-1] == cid:
            notes.append("On the Throne.")
        current = view["values"].get(cid, current)
        if merc and cid in (view["merc"].get("plus") or ()):
            notes.append("The Arbiter's right guess: +2 while in the Court.")
    elif zone == "exhaust":
        notes.append("Exhausted: out of the Army until Recalled or Recommissioned.")
    elif zone in ZONE_NOTES:
        notes.append(ZONE_NOTES[zone])
    elif not mine and zone == "successor" and _seen_partner_successor(view) == cid:
        notes.append(OTHER_NOTES["successor_partner"])
    elif mine and zone in ("successor", "squire") and _shown_to_all(view, cid):
        notes.append(f"Your {zone.capitalize()}, revealed: everyone sees it.")
    elif mine and zone in OWN_NOTES:
        notes.append(OWN_NOTES[zone])
    elif not mine and zone in OTHER_NOTES:
        notes.append(OTHER_NOTES[zone])
    if expansion and zone != "court" and cid not in view["disgraced"]:
        try:
            current = state.hand_value(cid)
        except Exception:
            pass
    keywords = list(c.keywords)
    if steadfast and "Steadfast" not in keywords:
        keywords.append("Steadfast")
    if not steadfast and "Steadfast" in keywords:
        keywords.remove("Steadfast")
        notes.append("Not Steadfast now: its owner's King has been flipped.")
    if steadfast and not c.steadfast:
        notes.append("Steadfast now: nothing can Mute it or lower its value.")
    if muted:
        if view.get("mystic") is not None and c.value == view["mystic"]:
            notes.append(f"Muted by the Mystic: cards of base value {c.value} lose their text.")
        else:
            notes.append("Muted: it has no text now.")
    return CardFacts(
        cid=cid,
        name=c.name,
        value=c.value,
        current=current if current is not None and current != c.value else None,
        keywords=tuple(keywords),
        text=c.text,
        muted=muted,
        notes=tuple(notes),
    )
