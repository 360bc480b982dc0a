"""Putting the cards looked at back in an order, one click at a time (the Sentinel, the Courtesan).

The model asks for the whole order as one action ("order 2 0 1": the cards' positions now, the
new top first). The table lets the player click the cards one after another instead: each click
numbers a card (1 goes on top), Undo last takes the last number back, Start over clears them,
and Done, once every card has its number, is that one legal action. The numbers are the table's
own (``Ordering``), kept on the board; the model sees only the action Done makes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scenes.peasant.table.prompts import ORDINALS, PeasantPrompt
from scenes.table.choice import BACK

# The decisions that put the cards looked at back in an order of the player's choosing.
ORDERS = {"sentinel": "Sentinel", "courtesan_order": "Courtesan"}
PUT = "put:"  # + a card's position now: it goes back next (a step the table keeps)
START_OVER = "put:none"


@dataclass
class Ordering:
    """The positions clicked so far, in order, for one decision's cards (``key``)."""

    key: tuple | None = None
    picks: list[int] = field(default_factory=list)

    def follow(self, view: dict) -> None:
        """Forget the numbers when the decision or its cards are no longer those they were for."""
        key = order_key(view)
        if key != self.key:
            self.key, self.picks = key, []

    def take(self, text: str, view: dict) -> bool:
        """Apply a step the table keeps (a card numbered, the last number taken back, every
        number cleared); False for anything else, or a step that does not apply now."""
        self.follow(view)
        if self.key is None:
            return False
        if text == BACK:
            if not self.picks:
                return False
            self.picks.pop()
            return True
        if text == START_OVER:
            cleared, self.picks = bool(self.picks), []
            return cleared
        if not text.startswith(PUT):
            return False
        pos = text[len(PUT) :]
        positions = [x["pos"] for x in view.get("looking") or []]
        if not pos.isdigit() or int(pos) not in positions or int(pos) in self.picks:
            return False
        self.picks.append(int(pos))
        return True

    def numbers(self, view: dict) -> dict[int, int]:
        """Card id -> its number (1: back on top) for the cards numbered so far."""
        if order_key(view) != self.key:
            return {}
        at = {x["pos"]: x["card"] for x in view.get("looking") or []}
        return {at[pos]: i + 1 for i, pos in enumerate(self.picks) if pos in at}


def order_key(view: dict) -> tuple | None:
    """What an ordering belongs to: the decision and the cards looked at (None: no ordering)."""
    if view.get("decision") not in ORDERS or view.get("seat", -1) < 0:
        return None
    return (view["decision"], tuple((x["pos"], x["card"]) for x in view.get("looking") or []))


def order_prompt(prompt: PeasantPrompt, view: dict, picks: list[int]) -> PeasantPrompt:
    """``prompt`` (an ordering decision's) as the table asks it: the cards not yet numbered
    answer by a click, and the buttons take back, start over, or (every card numbered) put
    the cards back in that order with the one legal action it makes."""
    who = ORDERS[view["decision"]]
    looking = view.get("looking") or []
    n = len(looking)
    left = {x["card"]: f"{PUT}{x['pos']}" for x in looking if x["pos"] not in picks}
    done = "order " + " ".join(map(str, picks))
    buttons = []
    if len(picks) == n:
        text = f"{who}: Done puts them back in this order, 1 on top"
    elif not picks:
        text = f"{who}: click the cards in the order they go back, the new top card first"
    else:
        place = ORDINALS[len(picks)] if len(picks) < len(ORDINALS) else f"{len(picks) + 1}th"
        text = f"{who}: click the card that goes back {place} from the top ({len(picks)} of {n})"
    if picks:
        buttons += [("Undo last", BACK), ("Start over", START_OVER)]
    if len(picks) == n and done in view["legal"]:
        buttons.append(("Done", done))
    return replace(
        prompt,
        text=text,
        zones={("look", -1): left} if left else {},
        buttons=buttons,
        picker=[],
        picker_kind="",
    )
