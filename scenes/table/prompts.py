"""A decision in table words, and which cards, buttons or picker entries answer it.

A game's prompt builder reads the viewer's view (its ``legal`` action texts) and fills a
``Prompt``: the words, the cards of each zone that answer (each mapped to one legal action
text), the buttons and the picker. The table lights those cards, draws the buttons and picker,
and applies the action of what is clicked; it never decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scenes.table.choice import BACK

# A card that answers in several ways is clicked as MENU + its id: the table then offers its
# ways as buttons (``Prompt.menus``), never an action by itself.
MENU = "ways:"


def quoted(label: str) -> str:
    """A button's own words as a prompt names them, so the words and the button agree (the
    prompt and the button take them from one place)."""
    return f"\u201c{label}\u201d"


@dataclass
class Prompt:
    text: str
    # The cards that answer, by (zone, seat): card id -> action text.
    zones: dict[tuple[str, int], dict[int, str]] = field(default_factory=dict)
    buttons: list[tuple[str, str]] = field(default_factory=list)  # (label, action text)
    picker: list[tuple[str, str]] = field(default_factory=list)  # (card name or number, action)
    picker_kind: str = ""  # "names" or "numbers" (the game draws its entries)
    plays: bool = False  # cards of the layout's ``drag_zone`` may be dragged to its drop zone
    # Cards the viewer cannot name that answer, by (zone, seat): their index in the zone
    # (-1: any card of it, such as a deck clicked anywhere) -> action text.
    places: dict[tuple[str, int], dict[int, str]] = field(default_factory=dict)
    # Cards that answer in several ways, by (zone, seat): card id -> [(button label, action)].
    menus: dict[tuple[str, int], dict[int, list[tuple[str, str]]]] = field(default_factory=dict)
    menu_text: str = "What to do with it?"
    about: set[int] = field(
        default_factory=set
    )  # cards the decision is about (ringed)  # the prompt's words while a card's ways are open

    def menu_for(self, cid: int | None) -> list[tuple[str, str]]:
        """The ways card ``cid`` answers (empty when it has no menu)."""
        if cid is None:
            return []
        for ways in self.menus.values():
            if cid in ways:
                return ways[cid]
        return []

    def opened(self, cid: int) -> Prompt:
        """This prompt with card ``cid``'s ways as its buttons, and Back."""
        return replace(
            self,
            text=self.menu_text.format(card=cid),
            buttons=[*self.menu_for(cid), ("Back", BACK)],
            picker=[],
            zones={},
            places={},
            menus={
                zone: {c: w for c, w in ways.items() if c == cid}
                for zone, ways in self.menus.items()
            },
            plays=False,
        )

    def card_targets(self, viewer: int) -> list[tuple[tuple[str, int], dict[int, str]]]:
        """Each zone's answering cards, in the order the table lists them as clickable."""
        return list(self.zones.items())

    def targets(self) -> dict[int, str]:
        """Card id -> action for every answering card."""
        out: dict[int, str] = {}
        for d in self.zones.values():
            out.update(d)
        return out

    def place_targets(self) -> dict[tuple[str, int], dict[int, str]]:
        """Zone -> index -> action for the answering cards the viewer cannot name."""
        return self.places

    def zone_targets(self, zone: str, seat: int) -> dict[int, str]:
        """Card id -> action for the cards of one seat's zone."""
        return self.zones.get((zone, seat), {})

    def actions(self) -> set[str]:
        acts = set(self.targets().values())
        for by_index in self.places.values():
            acts.update(by_index.values())
        for ways in self.menus.values():
            for options in ways.values():
                acts.update(a for _, a in options)
        acts.update(a for _, a in self.buttons)
        acts.update(a for _, a in self.picker)
        return acts
