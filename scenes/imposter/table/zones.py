"""The Imposter Kings' table zones by where they lie round a seat (``ImposterLayout`` places
them; the drawer names them)."""

from __future__ import annotations

SIDE_ZONES = ("king", "successor", "dungeon", "squire", "offer")
# Rows at the right of each seat's hand, in this order from the hand outwards. The last three
# belong to the Fragments of Nersetti expansion (Exhausted, Army, Signature picks).
RIGHT_ROWS = ("antechamber", "condemned", "exhaust", "army", "picked")
# The setup zones of three and four players (rulebook, More players), in one row per seat, in
# this order: the revealed cards, the ones placed face down to reveal, the 2v2 card for the
# partner, the cards put out to trade.
SETUP_ROWS = ("up", "down", "partner", "trade")
SETUP_LABELS = {
    "up": "Revealed",
    "down": "Placed",
    "partner": "For the partner",
    "trade": "To trade",
}
# The names over the rows at the right of a hand.
ROW_LABELS = {
    "antechamber": "Antechamber",
    "condemned": "Condemned",
    "exhaust": "Exhausted",
    "army": "Army",
    "picked": "Signature picks",
}
# The width of each row's label at the design size (the quiet label font): a row takes at
# least this much room, so a row beside it never hides its name.
ROW_LABEL_W = {"antechamber": 82, "condemned": 72, "exhaust": 70, "army": 62, "picked": 100}
STACK_SHOWN = 5  # cards of a stacked row whose edges show


def is_card_id(v) -> bool:
    """Whether a view's value is a card id (an int, not a bool): a hidden card is None."""
    return isinstance(v, int) and not isinstance(v, bool)
