"""One card size for the whole round: the viewer's hand and the Court's cards below the Throne.

A face is drawn worded or icon-only by its width (``scenes.render.card_tools.COMPACT_WIDTH``), so a
zone whose cards grew and shrank with their count switched between the two as the table filled.
Each of the two zones sizes its cards instead for the most cards it holds in a round of the mode,
every card with the widest name of the match, and keeps that size from the deal to the last
move: however full, a hand the mode deals keeps each of its names whole.
"""

from __future__ import annotations


def round_most(mode) -> dict[str, int]:
    """The most cards the viewer's hand, the Court and a seat's Army hold in a round of
    ``mode``: a hand its deal (no card gives a hand more than it was dealt); the Court every
    card dealt into the hands and every Mercenary (every card played comes from a hand or the
    Mercenary area); an Army the cards it starts the match with (Fragments of Nersetti)."""
    hand = int(mode.hand_size)
    mercenaries = len(getattr(mode, "mercenaries", ()) or ())
    army = len(getattr(mode, "army", ()) or ())
    return {"hand": hand, "court": int(mode.seats) * hand + mercenaries, "army": army}


def deck_ids(cards) -> tuple[int, ...]:
    """A card id for each name among the match's ``cards`` (the widest name sizes a zone)."""
    first: dict[str, int] = {}
    for cid, card in enumerate(cards):
        first.setdefault(card.name, cid)
    return tuple(first.values())


def round_hand_h(lay) -> int | None:
    """The viewer's hand cards' height for the whole round: the largest at which its fullest
    hand (``lay.most``), every card with the widest name, keeps each name whole beside what
    lies by it all round (``standing_hand_room``); None when the mode is not known."""
    most = lay.most.get("hand")
    if not most or lay.name_extent is None or not lay.deck:
        return None
    room = lay.standing_hand_room()
    return lay.remember(
        ("round hand", most, room),
        lambda: lay.largest_hand_h(
            lambda cw, ch: cw + (most - 1) * widest_step(lay, cw, ch, 6) <= room
        ),
    )


def round_court_k(lay, cw: int, ch: int, room: int) -> float | None:
    """The size of the Court's cards below the Throne for the whole round, a share of the
    Throne's (``cw`` x ``ch``): the largest at which its fullest Court (``lay.most``), every
    card with the widest name, keeps each name in view in ``room``, ``lay.court_min`` at the
    least; None when the mode is not known."""
    most = lay.most.get("court")
    if not most or lay.name_extent is None or not lay.deck:
        return None

    def largest() -> float:
        k = 1.0
        while k > lay.court_min:
            w, h = round(cw * k), round(ch * k)
            if (most - 1) * widest_step(lay, w, h, 10) <= room - cw:
                break
            k = max(lay.court_min, k - 0.04)
        return k

    return lay.remember(("round court", most, cw, ch, room), largest)


def widest_step(lay, cw: int, ch: int, gap: int) -> int:
    """How much of a card of size (``cw``, ``ch``) with the widest name must show for that
    name to read whole (at most the card and ``gap`` design pixels)."""
    widest = max(lay.name_extent(cid, (cw, ch)) for cid in lay.deck) + 2
    return min(cw + round(gap * lay.scale), widest)
