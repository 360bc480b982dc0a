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


def card_facts(view: dict, cards, cid: int, zone: str, current: int | None = None) -> CardFacts:
    """The facts of card ``cid`` seen in ``zone``; ``current`` is its value there now."""
    c = cards[cid]
    muted = is_muted(view, c)
    notes = []
    if zone == "court":
        if cid in view["disgraced"]:
            notes.append("Disgraced: face down, value 1, no ability.")
        elif view["court"] and view["court"][-1] == cid:
            notes.append("On the Throne.")
        current = view["values"].get(cid, current)
    elif zone == "successor":
        notes.append("Your Successor (face down; only you know it).")
    elif zone == "dungeon":
        notes.append("Your Dungeon card (face down; only you know it).")
    elif zone == "offer":
        notes.append("The card you picked to give.")
    elif zone == "accused":
        notes.append("The Accused card.")
    elif zone == "antechamber":
        notes.append("In an Antechamber: it must be played next turn.")
    elif zone == "condemned":
        notes.append("Condemned: removed as a whole turn.")
    elif zone == "removed":
        notes.append("Out of the round.")
    elif zone == "army":
        notes.append("In your Army.")
    elif zone == "exhaust":
        notes.append("Exhausted.")
    elif zone == "picked":
        notes.append("Your Signature pick (face down; only you know it).")
    elif zone == "squire":
        notes.append("A Squire.")
    if muted:
        notes.append(f"Muted by the Mystic: cards of base value {c.value} lose their text.")
    return CardFacts(
        cid=cid,
        name=c.name,
        value=c.value,
        current=current if current is not None and current != c.value else None,
        keywords=c.keywords,
        text=c.text,
        muted=muted,
        notes=tuple(notes),
    )
