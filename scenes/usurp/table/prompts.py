"""Usurp the King's decisions in table words, and what answers each of them by clicks.

``build_prompt`` reads the viewer's view (its ``legal`` texts and public ``pending`` frame):

- Intrigue, ``place``: click a card of your hand (each lit); its ways open as the lit Court
  Members it may go to (a click on one places it there); Back chooses another card.
- Rebellion, ``hide``: click the hand card to hide under your Book (the Agent never lights).
- ``spy``, ``agent``, ``betrayal``: click the card to move (the ones that may move are lit on
  the piles), then the lit Court Member it goes to; or Pass.
- ``stab``: click the Guard the Dagger stabs.
- ``book``: your Book resolves: the prompt names its Court Member and the card it hides (only its
  owner is asked, so only its owner reads it); Reveal turns the card up to act at once, Pass
  keeps it hidden.

When the king-maker rule narrows the moves (``view["king_maker"]``), the prompt says so in plain
words: only the moves that make the family highest on the player's reference card win.
Every answer is one of the legal action texts; the table never decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.actions import Action
from scenes.table.choice import BACK
from scenes.table.prompts import Prompt
from scenes.usurp.table.layout import member_id

ASKS = {
    "place": "Intrigue: click a card of your hand, then the Court Member to place it by",
    "hide": "Rebellion: hide a card of your hand under your Book by the {member} (any but an "
    "Agent)",
    "spy": "Your Spy by the {member}: click another family's card to move (not a Poison), or Pass",
    "agent": "Your Agent by the {member}: click a card there to move with it, or Pass",
    "betrayal": "Your Betrayal by the {member}: click one of your cards to move (not a Poison), "
    "or Pass",
    "stab": "Your Dagger by the {member}: click the Guard it stabs",
}
FROM_BOOK = {
    "spy": "The Spy under your Book by the {member}: click another family's card to move, or Pass",
    "betrayal": "The Betrayal under your Book by the {member}: click one of your cards to move, "
    "or Pass",
    "stab": "The Dagger under your Book by the {member}: click the Guard it stabs",
}
BOOK = (
    "Your Book by the {member} hides your {hidden}: Reveal it to act now, "
    "or Pass to keep it hidden (it then does nothing)"
)
BOOK_UNKNOWN = (
    "Your Book by the {member} resolves: Reveal its card to act now, or Pass to keep it hidden"
)
OPENED = {
    "place": "Place your {card}: click a lit Court Member (Back to choose another card)",
    "move": "Move {card}: click the lit Court Member it goes to (Back to choose another)",
}


def family_words(view: dict, family: int | None) -> str:
    names = view.get("family_names") or []
    if family is None or not 0 <= family < len(names):
        return "no family"
    return names[family]


def king_maker_words(view: dict) -> str:
    """Why only some moves are allowed, in plain words (the king-maker rule)."""
    km = view.get("king_maker")
    if not km:
        return ""
    fav = family_words(view, km.get("favoured"))
    others = ", ".join(family_words(view, f) for f in km.get("others") or [])
    return (
        f"King-maker: your family cannot win with any move, and each move makes another family "
        f"win. You must make {fav} win: they stand highest on your reference card"
        + (f" (above {others})." if others else ".")
    )


@dataclass
class UsurpPrompt(Prompt):
    """The shared prompt; a card whose ways are the Court Members it may go to opens them as
    lit members to click (``targets_of``), not as buttons."""

    targets_of: dict[int, dict[int, str]] = field(default_factory=dict)  # card -> member -> act
    opened_texts: dict[int, str] = field(default_factory=dict)

    def opened(self, cid: int) -> Prompt:
        if cid not in self.targets_of:
            return super().opened(cid)
        members = {member_id(n): act for n, act in self.targets_of[cid].items()}
        return replace(
            self,
            text=self.opened_texts.get(cid, self.menu_text),
            buttons=[("Back", BACK)],
            picker=[],
            zones={("court", -1): members},
            places={},
            menus={
                z: {c: w for c, w in ways.items() if c == cid} for z, ways in self.menus.items()
            },
            plays=False,
            about=set(self.about) | {cid},
        )


def _cards_on_table(view: dict) -> dict[str, tuple[int, int]]:
    """Each card on the piles by its label: (id, member number)."""
    out = {}
    for m in view["members"]:
        for c in m["cards"]:
            out[c["label"]] = (c["id"], m["number"])
    return out


def build_prompt(view: dict, state, names: list[str], context=None) -> UsurpPrompt:
    """The prompt for the viewer's decision in ``view``."""
    me = view["seat"]
    decision = view["decision"]
    pending = view.get("pending") or {}
    member = pending.get("member", "")
    asks = FROM_BOOK if pending.get("from_book") is not None else ASKS
    text = asks.get(decision, ASKS.get(decision, "Your decision")).format(member=member)
    if decision == "book":
        text = _book_words(view, state, pending)
    p = UsurpPrompt(text=text)
    if pending.get("card") is not None:
        p.about.add(pending["card"])
        if pending.get("from_book") is not None:
            p.about.add(pending["from_book"])
    by_number = {m["name"]: m["number"] for m in view["members"]}
    hand = view["hands"][me] if isinstance(view["hands"][me], list) else []
    hand_of_type = {state.cards[c].type: c for c in hand}
    on_table = _cards_on_table(view)
    for text in view["legal"]:
        a = Action.parse(text)
        if a.verb == "place":
            kind, _, where = a.arg.partition("@")
            cid = hand_of_type.get(kind)
            if cid is None or where not in by_number:
                continue
            p.targets_of.setdefault(cid, {})[by_number[where]] = text
            p.menus.setdefault(("hand", me), {}).setdefault(cid, []).append(
                (f"By the {where}", text)
            )
            p.opened_texts[cid] = OPENED["place"].format(card=kind)
        elif a.verb == "hide":
            cid = hand_of_type.get(a.arg)
            if cid is not None:
                p.zones.setdefault(("hand", me), {})[cid] = text
        elif a.verb == "move":
            label, _, where = a.arg.partition(">")
            found = on_table.get(label)
            if found is None or where not in by_number:
                continue
            cid, number = found
            p.targets_of.setdefault(cid, {})[by_number[where]] = text
            p.menus.setdefault(("member", number), {}).setdefault(cid, []).append(
                (f"To the {where}", text)
            )
            p.opened_texts[cid] = OPENED["move"].format(card=_their(label, view))
        elif a.verb == "stab":
            found = on_table.get(a.arg)
            if found is not None:
                p.zones.setdefault(("member", found[1]), {})[found[0]] = text
        elif a.verb == "pass":
            p.buttons.append(("Pass", text))
        elif a.verb == "reveal":
            p.buttons.append(("Reveal", text))
        else:
            p.buttons.append((text, text))
    km = view.get("king_maker")
    if km and km.get("seat") == me:
        # The whole reason is told in the middle of the table (the drawer's note).
        fav = family_words(view, km.get("favoured"))
        p.text = f"King-maker: only moves that make {fav} win are allowed. {p.text}"
    return p


def _book_words(view: dict, state, pending: dict) -> str:
    """The Book decision: which Book (its Court Member) and what it hides, seen by its owner."""
    member = pending.get("member", "")
    hidden = None
    for m in view["members"]:
        for c in m["cards"]:
            if c["id"] == pending.get("card") and c.get("under") is not None:
                hidden = state.cards[c["under"]].type
    if hidden is None:
        return BOOK_UNKNOWN.format(member=member)
    return BOOK.format(member=member, hidden=hidden)


def _their(label: str, view: dict) -> str:
    """A card's label as the table says it: "Altham's Dagger"."""
    family, _, kind = label.partition(" ")
    return f"{family}'s {kind}" if kind else label


def action_words(action: str, view: dict) -> str:
    """A legal action in the table's words (the hint names the move so)."""
    a = Action.parse(action)
    if a.verb == "place":
        kind, _, where = a.arg.partition("@")
        return f"Place your {kind} by the {where}"
    if a.verb == "hide":
        return f"Hide your {a.arg} under your Book"
    if a.verb == "move":
        label, _, where = a.arg.partition(">")
        return f"Move {_their(label, view)} to the {where}"
    if a.verb == "stab":
        return f"Stab {_their(a.arg, view)}"
    if a.verb == "pass":
        return "Pass"
    if a.verb == "reveal":
        return "Reveal the card under your Book"
    return action
