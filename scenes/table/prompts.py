"""Decision prompts in table words, and the mapping from what a player clicks to a legal action.

``build_prompt`` reads the viewer's view (its ``legal`` texts and public ``pending`` frame) and
says what is asked ("Play a card of value 5 or more, or flip your King"), which cards in which zone
answer it, and which buttons or picker entries do. It never decides a rule: every target maps to
one of the legal action texts the model listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import Action

HAND_VERBS = ("successor", "dungeon", "give", "antechamber")
COURT_VERBS = ("take", "disgrace", "exchange")


@dataclass
class Prompt:
    text: str
    hand: dict[int, str] = field(default_factory=dict)  # card id -> action text
    court: dict[int, str] = field(default_factory=dict)
    antechamber: dict[int, str] = field(default_factory=dict)
    condemned: dict[int, str] = field(default_factory=dict)
    king: str | None = None  # clicking your King flips it
    buttons: list[tuple[str, str]] = field(default_factory=list)  # (label, action text)
    picker: list[tuple[str, str]] = field(default_factory=list)  # (card name or number, action)
    picker_kind: str = ""  # "names" or "numbers"
    plays: bool = False  # hand cards may be dragged to the Throne

    def targets(self) -> dict[int, str]:
        out: dict[int, str] = {}
        for d in (self.court, self.antechamber, self.condemned, self.hand):
            out.update(d)
        return out

    def actions(self) -> set[str]:
        acts = set(self.targets().values())
        acts.update(a for _, a in self.buttons)
        acts.update(a for _, a in self.picker)
        if self.king:
            acts.add(self.king)
        return acts


def court_card(view: dict, cards, ref: str) -> int | None:
    """The Court card an action names: ``Elder@3`` by position, else the first face-up one."""
    name, _, pos = ref.partition("@")
    court = view["court"]
    if pos:
        i = int(pos)
        return court[i] if 0 <= i < len(court) else None
    dis = set(view["disgraced"])
    for cid in court:
        if cid not in dis and cards[cid].label == name:
            return cid
    return None


def _by_label(ids, cards, label: str) -> list[int]:
    return [c for c in ids if cards[c].label == label]


def seat_name(names: list[str], seat: int, viewer: int, *, cap: bool = True) -> str:
    if seat == viewer:
        return "You" if cap else "you"
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def the(name: str) -> str:
    return f"the {name}"


def describe_reaction(view: dict, cards, names: list[str], context: tuple | None) -> str:
    """The question of a reaction prompt: what happened, and which card may answer it."""
    pending = view["pending"]
    _, _seat, reaction, causer, target = pending[:5]
    who = seat_name(names, causer, view["seat"])
    if reaction == "Assassin":
        return f"{who} is flipping their King. React with the Assassin?"
    card = cards[target].name if target is not None else "a card"
    what = f"{who} used the {card}"
    if card == "Assassin":
        what = f"{who} revealed the Assassin"
    elif context is not None and context[0] == causer:
        act = Action.parse(context[1])
        arg_name = act.arg.partition("@")[0]
        if act.verb == "take":
            what += f" to take the {arg_name}"
        elif act.verb == "name":
            what += f", naming {arg_name}" if arg_name.isdigit() else f", naming the {arg_name}"
        elif act.verb == "exchange" and act.arg:
            what += f" to exchange a card for the {arg_name}"
        elif act.verb == "exchange":
            what += " to exchange a card with the Accused"
        elif act.verb == "choose" and act.arg.isdigit():
            what += f" to swap cards with {seat_name(names, int(act.arg), view['seat'], cap=False)}"
    return f"{what}. React with the {reaction}?"


def build_prompt(view: dict, cards, names: list[str], context: tuple | None = None) -> Prompt:
    """The prompt for the viewer's decision now (``view['legal']`` must be non-empty)."""
    viewer = view["seat"]
    legal = view["legal"]
    acts = [Action.parse(a) for a in legal]
    me = view["seats"][viewer]
    hand = me["hand"] if isinstance(me["hand"], list) else []
    kind = view["decision"]
    pending = view["pending"]
    p = Prompt(text="")
    for a, text in zip(acts, legal, strict=True):
        if a.verb in HAND_VERBS or (a.verb == "play" and kind == "follow"):
            for cid in _by_label(hand, cards, a.arg):
                p.hand[cid] = text
        elif a.verb == "play":
            if me["antechamber"]:
                for cid in _by_label(me["antechamber"], cards, a.arg):
                    p.antechamber[cid] = text
            else:
                for cid in _by_label(hand, cards, a.arg):
                    p.hand[cid] = text
                p.plays = True
        elif a.verb == "remove":
            for cid in _by_label(me["condemned"], cards, a.arg):
                p.condemned[cid] = text
        elif a.verb in COURT_VERBS and a.arg:
            cid = court_card(view, cards, a.arg)
            if cid is not None:
                p.court[cid] = text
        elif a.verb == "flip":
            p.king = text
        elif a.verb == "react":
            for cid in _by_label(hand, cards, a.arg):  # the reaction card itself answers too
                p.hand[cid] = text
    if kind == "first":
        p.text = "You hold the True King. Who goes first?"
        for a, text in zip(acts, legal, strict=True):
            s = int(a.arg)
            p.buttons.append(("I go first" if s == viewer else f"{names[s]} goes first", text))
    elif kind == "place":
        p.text = "Choose your Successor: click a card in your hand"
        if "mulligan" in legal:
            p.text += ", or call a mulligan"
            cost = "free" if me["mulligans"] == 0 else "costs the True King and 2 points"
            p.buttons.append((f"Mulligan ({cost})", "mulligan"))
    elif kind == "dungeon":
        p.text = "Choose your Dungeon card: click a card in your hand"
    elif kind == "turn":
        p.text = _turn_text(view, cards, p)
        if p.king:
            p.buttons.append(("Flip your King", p.king))
    elif kind == "react":
        p.text = describe_reaction(view, cards, names, context)
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "react":
                p.buttons.append((f"Reveal the {a.arg}", text))
        p.buttons.append(("Pass", "pass"))
    elif kind == "take":
        p.text = "Use the Fool? Choose a card in the Court to take, or pass"
    elif kind == "inquire":
        p.text = "Use the Inquisitor? Name a card: each other player holding one must show it"
    elif kind == "soldier":
        p.text = "Soldier: name a card you think your opponent holds"
    elif kind == "judge":
        opp = _next_other(view)
        p.text = f"Judge: guess a card in {seat_name(names, opp, viewer, cap=False)}'s hand"
    elif kind == "mystic":
        p.text = "Use the Mystic? Name a number from 1 to 8, or pass"
    elif kind == "disgrace":
        left = pending[2] if len(pending) > 2 else 1
        more = "card" if left == 1 else f"{left} cards"
        p.text = f"Disgrace up to {more} in the Court (click them), or stop"
        p.buttons.append(("Stop", "done"))
    elif kind == "judge_ante":
        p.text = (
            "Right! Put a card of value 2 or more from your hand into your Antechamber, or pass"
        )
    elif kind == "follow":
        p.text = "Oathbound: play another card from your hand at once, whatever its value"
    elif kind == "sentry":
        p.text = "Use the Sentry? Choose a Court card (not Royalty) to exchange, or pass"
    elif kind == "sentry_give":
        tgt = pending[2] if len(pending) > 2 else None
        what = f"the {cards[tgt].name}" if isinstance(tgt, int) else "the chosen card"
        p.text = f"Choose a card from your hand to put in the Court in place of {what}"
    elif kind == "princess":
        p.text = "Use the Princess? Choose a player to swap a card with, or pass"
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "choose":
                p.buttons.append((f"Swap with {names[int(a.arg)]}", text))
    elif kind == "swap_give":
        other = pending[2] if len(pending) > 2 else None
        to = seat_name(names, other, viewer, cap=False) if isinstance(other, int) else "them"
        p.text = f"Princess: choose a card from your hand to give to {to}"
    elif kind == "warden":
        acc = view["accused"]
        what = f"the Accused {cards[acc].name}" if acc is not None else "the Accused card"
        p.text = f"Use the Warden? Exchange a card from your hand with {what}"
        p.buttons.append(("Exchange", "exchange"))
    elif kind == "warden_give":
        acc = view["accused"]
        what = f"the {cards[acc].name}" if acc is not None else "the Accused card"
        p.text = f"Choose a card from your hand to exchange with {what}"
    else:
        p.text = "Choose"
    for a, text in zip(acts, legal, strict=True):
        if a.verb == "name":
            p.picker.append((a.arg, text))
    if p.picker:
        p.picker_kind = "numbers" if all(x.isdigit() for x, _ in p.picker) else "names"
    if "pass" in legal and not any(a == "pass" for _, a in p.buttons):
        p.buttons.append(("Pass", "pass"))
    # Anything legal that no target answers gets a button, so every action stays reachable.
    covered = p.actions()
    for text in legal:
        if text not in covered:
            p.buttons.append((text.capitalize(), text))
    return p


def _turn_text(view: dict, cards, p: Prompt) -> str:
    me = view["seats"][view["seat"]]
    if p.condemned:
        return "Your turn: remove a Condemned card (that is your whole turn)"
    if p.antechamber:
        return "Your turn: you must play a card from your Antechamber"
    court = view["court"]
    flip = " or flip your King" if p.king else ""
    if not court:
        return "Your turn: play any card from your hand"
    tv = view["values"][court[-1]]
    if not p.hand:
        return "You cannot play a card: flip your King" if p.king else "You cannot play"
    if not me["king_up"]:
        return f"Play a card of value {tv} or more"
    return f"Play a card of value {tv} or more,{flip}"


def _next_other(view: dict) -> int:
    n = len(view["seats"])
    s = view["seat"]
    for _ in range(n):
        s = (s + (view.get("direction") or 1)) % n
        if s != view["seat"] and not view["seats"][s]["out"]:
            return s
    return (view["seat"] + 1) % n
