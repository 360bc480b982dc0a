"""A decision in table words, and which cards, buttons or picker entries answer it.

A game's prompt builder reads the viewer's view (its ``legal`` action texts) and fills a
``Prompt``: the words, the cards of each zone that answer (each mapped to one legal action
text), the buttons and the picker. The table lights those cards, draws the buttons and picker,
and applies the action of what is clicked; it never decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Prompt:
    text: str
    # The cards that answer, by (zone, seat): card id -> action text.
    zones: dict[tuple[str, int], dict[int, str]] = field(default_factory=dict)
    buttons: list[tuple[str, str]] = field(default_factory=list)  # (label, action text)
    picker: list[tuple[str, str]] = field(default_factory=list)  # (card name or number, action)
    picker_kind: str = ""  # "names" or "numbers" (the game draws its entries)
    plays: bool = False  # cards of the layout's ``drag_zone`` may be dragged to its drop zone

    def card_targets(self, viewer: int) -> list[tuple[tuple[str, int], dict[int, str]]]:
        """Each zone's answering cards, in the order the table lists them as clickable."""
        return list(self.zones.items())

    def targets(self) -> dict[int, str]:
        """Card id -> action for every answering card."""
        out: dict[int, str] = {}
        for d in self.zones.values():
            out.update(d)
        return out

    def zone_targets(self, zone: str, seat: int) -> dict[int, str]:
        """Card id -> action for the cards of one seat's zone."""
        return self.zones.get((zone, seat), {})

    def actions(self) -> set[str]:
        acts = set(self.targets().values())
        acts.update(a for _, a in self.buttons)
        acts.update(a for _, a in self.picker)
        return acts
