"""King and Peasant's decisions in table words, and what answers each of them.

``build_prompt`` reads the viewer's view (its ``legal`` texts and public ``pending`` frame) and
says what is asked, in the table's words: which cards of the hand, of Town, of the discard pile
or among the cards looked at answer it, a click on the deck (Condemn its top, or the Arrest's
discard), the buttons (Pass, Draw a card, Done...) and the pickers (where in the deck an
Infiltrated card goes, the Guardian's look, the order of cards put back, how many the
Charlatan draws). A Town card that answers two ways (a face-down Assassin may be Dispatched or
Infiltrated) opens its ways as buttons. Every answer is one of the legal action texts. On the
table the orders' picker gives way to clicking the cards one after another (``ordering.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.actions import Action
from game.peasant.cards import KING, PEASANT
from scenes.table.prompts import Prompt

# The key of the deck's ways in ``Prompt.menus`` (the deck's cards have no id the viewer knows;
# a face-down Rebel's key is -1 - its index in Town).
DECK_KEY = -1000
# A Condemn ends the Era when it misses, so it is never one click: the card opens a held
# choice that says what is at stake, and nothing applies until it is confirmed.
CONDEMN_WARNING = "if it is not the Assassin, you lose the Era"

ORDINALS = ("top", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th")

# What each decision asks, in the table's words ({n}: a count the pending frame gives).
ASKS = {
    "setup_hide": "Set up: Hide up to 3 Rebels face down in Town, then Done",
    "setup_ready": "Set up: Ready up to 3 Guards face up in Town, then Done",
    "infiltrate_at": "Infiltrate: choose where in the deck it goes (only you will know)",
    "crier": "Crier: you may Ready a Guard",
    "inquisitor": "Inquisitor: Ready a Guard; it is Mobilized at once",
    "spy": "Spy: Reveal a face-down Rebel",
    "advisor": "Advisor: put the top card of the deck at the bottom, or leave it on top",
    "guardian": "Guardian: look at any card of the deck (an Assassin there is discarded)",
    "sentinel": "Sentinel: put the top cards back in the order you choose",
    "strike": "Strike: Mobilize a Guard",
    "arrest": "Arrest: Remove a Rebel, or discard the top card of the deck",
    "executor": "Executor: Remove one of your face-down Rebels",
    "decoy": "The Decoy was drawn: Remove a Guard",
    "thug": "Thug: Remove a Guard, then you draw a card",
    "brawl_rebel": "Brawl: Remove a Rebel",
    "brawl_guard": "Brawl: now Remove a Guard",
    "courtesan_keep": "Courtesan: keep one of the cards you look at",
    "courtesan_order": "Courtesan: put the others back on top in the order you choose",
    "charlatan_draw": "Charlatan: draw up to 3 cards",
    "charlatan_top": "Charlatan: put a card from your hand on top of the deck",
    "rat_return": "Rat: Return up to 2 other face-up Rebels to your hand, then Done",
    "rat_hide": "Hide up to 2 Rebels face down in Town, then Done",
    "rally_hide": "Rally: Hide up to 2 Rebels face down in Town, then Done",
    "thief_discard": "Thief: discard a card from your hand",
    "thief_take": "Thief: take one of the discarded cards",
    "revolt": "Revolt: Dispatch or Infiltrate each Rebel that was face down",
    "reassemble_take": "Reassemble: take up to 2 cards from the discard pile, then Done",
    "reassemble_ready": "Reassemble: you may Ready a Guard",
    "reassemble_hide": "Reassemble: you may Hide a Rebel",
}
TURN = {
    KING: "Your turn: Ready a Guard, Mobilize one, Condemn, play an Action, or pass (then you draw)",
    PEASANT: "Your turn: Hide, Dispatch, Infiltrate or Return a Rebel, play an Action, or draw",
}
BUTTONS = {
    "pass": "Pass",
    "done": "Done",
    "draw": "Draw a card",
    "bottom": "Put it at the bottom",
    "deal": "Next Era",
}


@dataclass
class PeasantPrompt(Prompt):
    """The shared prompt, with words of its own for each card whose ways are opened (a Condemn
    says what it risks)."""

    menu_texts: dict[int, str] = field(default_factory=dict)

    def opened(self, cid: int) -> Prompt:
        out = super().opened(cid)
        if cid in self.menu_texts:
            out = replace(out, text=self.menu_texts[cid])
        return out


# An optional step's pass, said as what it does.
PASS_WORDS = {"reassemble_hide": "Hide nothing", "reassemble_ready": "Ready nothing"}


def ordinal(i: int) -> str:
    return ORDINALS[i] if 0 <= i < len(ORDINALS) else f"{i + 1}th"


TOWN_ORDINALS = (
    "first", "second", "third", "fourth", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
)  # fmt: skip


def town_place(i: int, n: int) -> str:
    """Rebel ``i`` of the ``n`` in Town as the table says it: "the Rebel in Town" when it is
    the only one (or the count is not known), else "the second Rebel in Town" (a row, left to
    right: never "top", which is the deck's word)."""
    if n <= 1:
        return "the Rebel in Town"
    word = TOWN_ORDINALS[i] if 0 <= i < len(TOWN_ORDINALS) else f"{i + 1}th"
    return f"the {word} Rebel in Town"


def depth_words(i: int, size: int) -> str:
    """Deck position ``i`` (0 = top) of a deck of ``size`` as a place to put a card."""
    if i == 0:
        return "On top"
    if i >= size:
        return "At the bottom"
    return f"Under {i} card{'s' if i != 1 else ''}"


def half_name(cards, cid: int, role: str) -> str:
    """The name of card ``cid``'s half for ``role``, from the card catalogue (what the model's
    ``half_name`` says, with no match needed: a table online has only the catalogue)."""
    h = cards[cid].half(role)
    return h.name if h is not None else cards[cid].name


def _half(state, cid: int | None, role: str) -> str:
    if cid is None:
        return "a face-down Rebel"
    return half_name(state.cards, cid, role)


def action_words(text: str, view: dict, state) -> str:
    """A legal action as the table says it ("Ready the Spy", "Condemn the top card")."""
    a = Action.parse(text)
    v, arg = a.verb, a.arg
    me = view["seat"]
    rebels = view["seats"][view["peasant"]]["town"]

    def rebel(i: str) -> str:
        k = int(i)
        cid = rebels[k]["card"] if k < len(rebels) else None
        where = town_place(k, len(rebels))
        return f"the {half_name(state.cards, cid, PEASANT)}" if cid is not None else where

    if v in BUTTONS and not arg:
        return BUTTONS[v]
    if v == "ready":
        return f"Ready the {arg}"
    if v == "hide":
        return f"Hide the {arg}"
    if v == "play":
        return f"Play the {arg}"
    if v == "mobilize":
        return f"Mobilize the {arg}"
    if v == "condemn":
        return "Condemn the top card of the deck" if arg == "deck" else f"Condemn {rebel(arg)}"
    if v == "dispatch":
        k = int(arg)
        cid = rebels[k]["card"] if k < len(rebels) else None
        guards = view["seats"][view["king"]]["town"]
        if cid is not None and state.cards[cid].name == "Assassin" and guards:
            # The Assassin wins only when no Guard stands in Town (rules: assassin_dispatched).
            return f"Dispatch {rebel(arg)} (Guards stand in Town: it only turns face up, no win)"
        return f"Dispatch {rebel(arg)}"
    if v == "infiltrate":
        return f"Infiltrate {rebel(arg)} into the deck"
    if v == "return":
        return f"Return {rebel(arg)} to your hand"
    if v == "reveal":
        return f"Reveal {rebel(arg)}"
    if v == "remove":
        return f"Remove {rebel(arg)}" if arg.isdigit() else f"Remove the {arg}"
    if v == "discard":
        return "Discard the top card of the deck" if arg == "deck" else f"Discard the {arg}"
    if v == "at":
        return depth_words(int(arg), int(view["deck"]))
    if v == "look":
        return f"Look at the {ordinal(int(arg))} card of the deck"
    if v == "keep":
        return f"Keep the {_looked_name(view, state, int(arg), me)}"
    if v == "order":
        # Short: each card by the half of the viewer's role (the picker's buttons are small).
        role = view["seats"][me]["role"]
        names = [_looked_name(view, state, int(p), me, role) for p in arg.split()]
        return "Top: " + ", ".join(names)
    if v == "draw":
        n = int(arg)
        return "Draw none" if n == 0 else f"Draw {n}"
    if v == "top":
        return f"Put the {arg} on top"
    if v == "take":
        if arg.isdigit():
            i = int(arg)
            pile = view["discard"]
            return f"Take the {state.cards[pile[i]].name}" if i < len(pile) else "Take a card"
        return f"Take the {arg}"
    return text


def _looked_name(view: dict, state, pos: int, me: int, role: str | None = None) -> str:
    """A card looked at by its name (or, given ``role``, by that half's name, the other half's
    for a card with none)."""
    for x in view.get("looking") or []:
        if x["pos"] == pos:
            c = state.cards[x["card"]]
            if role is None:
                return c.name
            half = c.half(role) or c.half(KING if role == PEASANT else PEASANT)
            return half.name if half is not None else c.name
    return f"{ordinal(pos)} card"


def build_prompt(view: dict, state, names: list[str], context=None) -> Prompt:
    """The prompt for the viewer's decision in ``view``."""
    me = view["seat"]
    decision = view["decision"]
    role = view["seats"][me]["role"]
    pending = view.get("pending") or []
    p = PeasantPrompt(
        text=TURN[role] if decision == "turn" else ASKS.get(decision, "Your decision")
    )
    if decision in ("setup_hide", "setup_ready") and len(pending) > 2:
        p.text += f" ({pending[2]} placed)"
    if decision == "infiltrate_at" and len(pending) > 2:
        town = view["seats"][view["peasant"]]["town"]
        i = int(pending[2])
        cid = town[i]["card"] if i < len(town) else None
        if cid is not None:
            p.text = (
                f"Infiltrate the {half_name(state.cards, cid, PEASANT)}: choose where in the deck "
                "it goes (only you will know)"
            )
            p.about.add(cid)
    if decision == "thief_discard":
        left = 2 - len([c for c in pending[2:] if isinstance(c, int)])
        p.text = f"Thief: discard a card from your hand ({left} of 2 to go)"
    if decision == "thief_take":
        p.about |= {c for c in pending[2:] if isinstance(c, int)}
    king, peasant = view["king"], view["peasant"]
    hand = view["seats"][me]["hand"] if isinstance(view["seats"][me]["hand"], list) else []
    rebels = [t["card"] for t in view["seats"][peasant]["town"]]
    guards = [t["card"] for t in view["seats"][king]["town"]]
    looked = {x["pos"]: x["card"] for x in view.get("looking") or []}
    ways: dict[tuple[str, int], dict[int, list[tuple[str, str]]]] = {}
    deck = None

    def answer(zone: tuple[str, int], key: int, text: str) -> None:
        """Card (or place) ``key`` of ``zone`` answers with ``text``; a second way opens a menu."""
        got = ways.setdefault(zone, {}).setdefault(key, [])
        got.append((action_words(text, view, state), text))

    for text in view["legal"]:
        a = Action.parse(text)
        v, arg = a.verb, a.arg
        if v in ("ready", "hide", "play", "top") or (v == "discard" and arg != "deck"):
            for cid in hand:
                if half_name(state.cards, cid, role) == arg:
                    answer(("hand", me), cid, text)
        elif v in ("dispatch", "infiltrate", "return", "reveal") or (
            v in ("condemn", "remove") and arg.isdigit()
        ):
            i = int(arg)
            if i < len(rebels):
                answer(("town", peasant), rebels[i] if rebels[i] is not None else -1 - i, text)
        elif v in ("mobilize", "remove"):
            for cid in guards:
                if cid is not None and half_name(state.cards, cid, KING) == arg:
                    answer(("town", king), cid, text)
        elif v in ("condemn", "discard") and arg == "deck":
            deck = text
        elif v == "keep":
            cid = looked.get(int(arg))
            if cid is not None:
                answer(("look", -1), cid, text)
        elif v == "take" and arg.isdigit():
            i = int(arg)
            if i < len(view["discard"]):
                answer(("discard", -1), view["discard"][i], text)
        elif v == "take":
            pile = view["discard"]
            for cid in pile:
                if cid in pending[2:] and half_name(state.cards, cid, PEASANT) == arg:
                    answer(("discard", -1), cid, text)
        elif v in ("at", "look", "order", "draw") and arg:
            p.picker.append((action_words(text, view, state), text))
            p.picker_kind = "words"
        else:
            label = action_words(text, view, state)
            if decision == "advisor" and v == "pass":
                label = "Leave it on top"
            elif v == "pass" and decision in PASS_WORDS:
                label = PASS_WORDS[decision]
            p.buttons.append((label, text))
    # One way: the card answers it; several, or a Condemn: its ways open as buttons. A
    # face-down Rebel the viewer cannot name answers by its place in Town (a negative key:
    # -1 - index); its ways, when it opens them, are kept under that key.
    for zone, cards in ways.items():
        for key, options in cards.items():
            condemn = [o for o in options if o[1].startswith("condemn")]
            if len(options) == 1 and not condemn:
                if key >= 0:
                    p.zones.setdefault(zone, {})[key] = options[0][1]
                else:
                    p.places.setdefault(zone, {})[-1 - key] = options[0][1]
                continue
            if condemn:
                options = [
                    ("Condemn this Rebel", a) if a.startswith("condemn") else (label, a)
                    for label, a in options
                ]
                p.menu_texts[key] = f"Condemn this Rebel: {CONDEMN_WARNING}."
            p.menus.setdefault(zone, {})[key] = options
    if deck and deck.startswith("condemn"):
        p.menus.setdefault(("deck", -1), {})[DECK_KEY] = [("Condemn the top card", deck)]
        p.menu_texts[DECK_KEY] = f"Condemn the top card of the deck: {CONDEMN_WARNING}."
    elif deck:
        p.places.setdefault(("deck", -1), {})[-1] = deck
    if decision == "sentinel" or decision == "courtesan_order":
        n = len(looked)
        p.text += f" (the top {n})" if n else ""
    return p
