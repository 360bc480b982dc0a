"""Decision prompts in table words, and the mapping from what a player clicks to a legal action.

``build_prompt`` reads the viewer's view (its ``legal`` texts and public ``pending`` frame) and
says what is asked ("Play a card of value 5 or more, or flip your King"), which cards in which zone
answer it, and which buttons or picker entries do. It never decides a rule: every target maps to
one of the legal action texts the model listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import Action
from scenes.imposter.table import expansion_words
from scenes.imposter.table.merc import merc_prompt, merc_targets
from scenes.imposter.table.party import party_prompt
from scenes.table.prompts import Prompt

HAND_VERBS = ("successor", "dungeon", "give", "antechamber")
COURT_VERBS = ("take", "disgrace", "exchange", "copy")
# Fragments of Nersetti: verbs answered by clicking a card of the viewer's own zones.
OWN_ZONE_VERBS = {
    "rally": "army",
    "enlist": "army",
    "exhaust": "army",
    "recall": "exhaust",
    "restore": "exhaust",
    "return": "hand",
    "discard": "hand",
    "squire": "hand",
    "reveal": "hand",
    "recruit": "hand",
}
# The expansion's decisions, worded in expansion_words.py. The Mustering and Signature ones have
# scenes of their own (scenes/imposter/expansion_hooks.py); the table answers them too when those are off.
EXPANSION_KINDS = frozenset(
    (
        "flag", "flag_rally", "flag_return", "stranger", "aegis", "ancestor_rally", "informant",
        "informant_claim", "nakturn", "nakturn_guess", "nakturn_condemn", "lockshift", "oracle",
        "oracle_show", "oracle_pick", "recall", "rally", "squire", "tactician",
        "tactician_squire", "leader", "muster", "exhaust", "enlist", "restore", "sig_pick",
        "draft_order", "draft",
    )
)  # fmt: skip


@dataclass
class ImposterPrompt(Prompt):
    """A prompt whose cards also answer from the hand, the Court, the Antechamber, the
    Condemned row, and the viewer's King."""

    hand: dict[int, str] = field(default_factory=dict)  # card id -> action text
    court: dict[int, str] = field(default_factory=dict)
    antechamber: dict[int, str] = field(default_factory=dict)
    condemned: dict[int, str] = field(default_factory=dict)
    king: str | None = None  # clicking your King flips it
    # Cards that look like answers but are not, each with the line a click on it shows (why).
    refusals: dict[int, str] = field(default_factory=dict)

    def card_targets(self, viewer: int) -> list[tuple[tuple[str, int], dict[int, str]]]:
        return [
            (("court", -1), self.court),
            (("antechamber", viewer), self.antechamber),
            (("condemned", viewer), self.condemned),
            (("hand", viewer), self.hand),
            *self.zones.items(),
        ]

    def targets(self) -> dict[int, str]:
        out: dict[int, str] = {}
        for d in (self.court, self.antechamber, self.condemned, self.hand, *self.zones.values()):
            out.update(d)
        return out

    def actions(self) -> set[str]:
        acts = super().actions()
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


def _card_name(cards, x) -> str | None:
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(cards):
        return cards[x].name
    return None


def _named(arg) -> str:
    said = str(arg)
    return said if said.isdigit() else f"the {said}"


def _trigger_words(view: dict, cards, names: list[str], trig) -> str | None:
    """What an ability in the reaction window would do, from ``view['trigger']`` (public)."""
    if not trig or trig[0] != "effect" or len(trig) < 4:
        return None
    eff, args = trig[2], list(trig[4:])
    first = args[0] if args else None
    viewer = view["seat"]
    if eff == "fool_take" and _card_name(cards, first):
        return f" to take the {_card_name(cards, first)}"
    if eff in ("inquire", "soldier_hit", "nakturn", "mystic") and first is not None:
        return f", naming {_named(first)}"
    if eff == "judge_hit" and len(args) > 1:
        who = seat_name(names, first, viewer, cap=False) if isinstance(first, int) else "you"
        whose = "your" if who == "you" else f"{who}'s"
        return f", naming {_named(args[1])} in {whose} hand"
    if eff == "sentry" and _card_name(cards, first):
        return f" to exchange a card for the {_card_name(cards, first)}"
    if eff == "princess" and isinstance(first, int):
        return f" to swap cards with {seat_name(names, first, viewer, cap=False)}"
    if eff == "warden":
        return " to exchange a card with the Accused"
    if eff == "flag":
        return " to Recall, then Rally two Army cards"
    if eff == "lockshift":
        return " to send every Dungeon card back to its owner's hand"
    if eff == "oracle":
        return " to see two cards from their opponent's hand"
    return None


def describe_reaction(view: dict, cards, names: list[str], context: tuple | None) -> str:
    """The question of a reaction prompt: what happened, and which card may answer it. Read
    from the view's public ``trigger`` frame (so a resumed prompt says the same); ``context``,
    the last action, only words a view that lacks it."""
    pending = view["pending"]
    _, _seat, reaction, causer, target = pending[:5]
    who = seat_name(names, causer, view["seat"])
    card = cards[target].name if target is not None else "a card"
    what = f"{who} used the {card}"
    trig = view.get("trigger")
    words = _trigger_words(view, cards, names, trig)
    if reaction == "Assassin":
        what = f"{who} is flipping their King"
    elif card == "Assassin":
        what = f"{who} revealed the Assassin"
    elif words is not None:
        what += words
    elif not trig and context is not None and context[0] == causer:
        act = Action.parse(context[1])
        arg_name = act.arg.partition("@")[0]
        if act.verb == "take":
            what += f" to take the {arg_name}"
        elif act.verb == "name":
            what += f", naming {_named(arg_name)}"
        elif act.verb == "exchange" and act.arg:
            what += f" to exchange a card for the {arg_name}"
        elif act.verb == "exchange":
            what += " to exchange a card with the Accused"
        elif act.verb == "choose" and act.arg.isdigit():
            what += f" to swap cards with {seat_name(names, int(act.arg), view['seat'], cap=False)}"
    if view.get("legal") == ["pass"]:
        # Asked though it holds none: every seat that might hold one is asked, so nobody
        # learns from the question who does.
        return (
            f"{what}. You hold no {reaction} to react with: Pass "
            "(everyone who might hold one is asked)"
        )
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
    p = ImposterPrompt(text="")
    if merc_prompt(view, cards, names, p, context):
        # The Mercenary modes: the Bid, the swap, the Mustering, the Arbiter (table/merc.py).
        _pick_and_cover(p, acts, legal, view, cards, names)
        return p
    merc_targets(view, cards, p)  # a Rally may take a Mercenary from the area
    if party_prompt(view, cards, names, p):
        # Three and four players: the setup steps and the new cards (scenes/imposter/table/party.py).
        _pick_and_cover(p, acts, legal, view, cards, names)
        return p
    for a, text in zip(acts, legal, strict=True):
        if kind in EXPANSION_KINDS or (a.verb == "play" and a.arg == "successor"):
            if _expansion_target(view, cards, p, a, text):
                continue
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
        for s, text in seats_from_viewer(acts, legal, viewer, len(view["seats"])):
            p.buttons.append(("I go first" if s == viewer else f"{names[s]} goes first", text))
    elif kind == "place":
        p.text = "Choose your Successor: click a card in your hand"
        if "mulligan" in legal:
            p.text += ", or call a mulligan"
            # 2v2: one free mulligan per team (rulebook, 2v2), so the partner's counts too.
            teams = view.get("teams") or ()
            mates = [s for s in range(len(view["seats"])) if teams and teams[s] == teams[viewer]]
            used = sum(view["seats"][s]["mulligans"] for s in (mates or [viewer]))
            cost = "free" if used == 0 else "costs the True King and 2 points"
            if teams and used == 0:
                cost = "free for your team"
            elif teams:
                cost = "costs the True King and 2 points to each opponent"
            p.buttons.append((f"Mulligan ({cost})", "mulligan"))
    elif kind == "dungeon":
        p.text = "Choose your Dungeon card: click a card in your hand"
        succ = me.get("successor")
        if isinstance(succ, int) and not isinstance(succ, bool):
            p.refusals[succ] = (
                f"The {cards[succ].name} is your Successor already: "
                "choose another card from your hand for the Dungeon."
            )
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
        p.text = "Use the Inquisitor? Name a card: whoever holds one moves it to their Antechamber"
    elif kind == "soldier":
        p.text = "Soldier: name a card you think your opponent holds"
    elif kind == "judge":
        # The frame carries the opponent the Judge chose (its 5th element); an older frame
        # without it means the one opponent there is.
        tgt = pending[4] if len(pending) > 4 else None
        opp = tgt if _is_seat(tgt, view) else _next_other(view)
        p.text = f"Judge: guess a card in {seat_name(names, opp, viewer, cap=False)}'s hand"
    elif kind == "mystic":
        p.text = "Use the Mystic? Name a number from 1 to 8, or pass"
    elif kind == "disgrace":
        left = pending[2] if len(pending) > 2 else 1
        more = "1 card" if left == 1 else f"{left} cards"
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
    elif kind in EXPANSION_KINDS:
        p.text = _expansion_text(view, cards, names)
        for a, text in zip(acts, legal, strict=True):
            if a.verb in BUTTON_VERBS or (a.verb == "rally" and not a.arg):
                p.buttons.append((_label(text, view, cards, names), text))
            elif a.verb == "keep" or (a.verb == "reveal" and a.arg == "successor"):
                p.buttons.append((_label(text, view, cards, names), text))
    else:
        p.text = "Choose"
    if kind == "turn":
        extra = _turn_extra(view, cards, names)
        if extra:
            p.text = f"{p.text}; {extra}" if p.text else extra
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "swap" or (a.verb == "play" and a.arg == "successor"):
                p.buttons.append((_label(text, view, cards, names), text))
    if kind == "react":
        p.buttons = [
            (_label(t, view, cards, names), t) if t == "react Stranger" else (lb, t)
            for lb, t in p.buttons
        ]
    _pick_and_cover(p, acts, legal, view, cards, names)
    return p


def seats_from_viewer(acts, legal, viewer: int, n: int, verbs=None) -> list[tuple[int, str]]:
    """(seat, action) of actions whose argument is a seat (of ``verbs``, if given), in the
    table's button order: the viewer's own first, then the others in seat order after it
    (play-test finding 25)."""
    out = [
        (int(a.arg), text)
        for a, text in zip(acts, legal, strict=True)
        if a.arg.isdigit() and (verbs is None or a.verb in verbs)
    ]
    return sorted(out, key=lambda st: (st[0] - viewer) % max(1, n))


def _pick_and_cover(p, acts, legal, view, cards, names) -> None:
    """Names and numbers to say go to the picker, a pass gets its button, and anything legal
    that no target answers gets a button, so every action stays reachable."""
    kind = view["decision"]
    for a, text in zip(acts, legal, strict=True):
        if a.verb == "name" or (a.verb in ("pick", "draft") and kind in ("sig_pick", "draft")):
            p.picker.append((a.arg, text))
    if p.picker:
        p.picker_kind = "numbers" if all(x.isdigit() for x, _ in p.picker) else "names"
    if "pass" in legal and not any(a == "pass" for _, a in p.buttons):
        p.buttons.append(("Pass", "pass"))
    covered = p.actions()
    for text in legal:
        if text not in covered:
            p.buttons.append((_label(text, view, cards, names), text))


# ----- Fragments of Nersetti ---------------------------------------------------------------------

BUTTON_VERBS = ("use", "guess", "order", "take", "recommission", "done", "king")


def _label(text: str, view: dict, cards, names: list[str]) -> str:
    return expansion_words.button_label(text, view, cards, names)


def button_words(text: str, view: dict, cards, names: list[str]) -> str:
    """The words a button would say for a legal action text (the hint line uses them too)."""
    return expansion_words.button_label(text, view, cards, names)


def _expansion_target(view: dict, cards, p: Prompt, a: Action, text: str) -> bool:
    """Make the card an expansion action names clickable; False when none is on the table."""
    viewer = view["seat"]
    me = view["seats"][viewer]
    kind = view["decision"]
    pending = view["pending"]
    verb, arg = a.verb, a.arg or ""
    hit = False

    def add(zone: str, seat: int, ids) -> None:
        nonlocal hit
        for cid in ids:
            if zone == "hand" and seat == viewer:
                p.hand[cid] = text
            else:
                p.zones.setdefault((zone, seat), {})[cid] = text
            hit = True

    def own(zone: str) -> list[int]:
        v = me.get(zone)
        return list(v) if isinstance(v, list) else []

    def single(seat: int, zone: str) -> list[int]:
        v = view["seats"][seat].get(zone)
        return [v] if isinstance(v, int) and not isinstance(v, bool) else []

    if verb in ("condemn",) or (verb == "antechamber" and kind == "oracle_pick"):
        victim = pending[2] if len(pending) > 2 and isinstance(pending[2], int) else None
        if victim is not None:
            shown = view["seats"][victim].get("hand_shown") or []
            add("hand", victim, _by_label(shown, cards, arg))
        return hit
    if verb == "reveal" and arg == "successor" or verb == "play" and arg == "successor":
        add("successor", viewer, single(viewer, "successor"))
        return hit and verb == "play"  # the Tactician's reveal keeps its button too
    if verb == "keep":
        add(arg, viewer, single(viewer, arg))
        return False  # a button says it in words as well
    if verb == "take" and arg == "dungeon":
        victim = pending[2] if len(pending) > 2 and isinstance(pending[2], int) else None
        if victim is not None:
            add("dungeon", victim, single(victim, "dungeon"))
        return False
    zone = OWN_ZONE_VERBS.get(verb)
    if zone is not None and arg:
        if verb == "restore" and len(pending) > 2 and isinstance(pending[2], list):
            before = set(pending[2])
            add(zone, viewer, [c for c in _by_label(own(zone), cards, arg) if c in before])
        else:
            add(zone, viewer, _by_label(own(zone), cards, arg))
        return hit
    return False


def _expansion_text(view: dict, cards, names: list[str]) -> str:
    return expansion_words.describe(view, cards, names) or "Choose"


def _turn_extra(view: dict, cards, names: list[str]) -> str:
    """The Impersonator's swap and the Elocutionist's Successor, added to a turn's words."""
    text = expansion_words.describe(view, cards, names) or ""
    return text.removeprefix("Your turn: ")


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
    if not p.hand and not p.zones:
        return "You cannot play a card: flip your King" if p.king else "You cannot play"
    if not me["king_up"]:
        return f"Play a card of value {tv} or more"
    return f"Play a card of value {tv} or more,{flip}"


def _is_seat(x, view: dict) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(view["seats"])


def _next_other(view: dict) -> int:
    n = len(view["seats"])
    s = view["seat"]
    for _ in range(n):
        s = (s + (view.get("direction") or 1)) % n
        if s != view["seat"] and not view["seats"][s]["out"]:
            return s
    return (view["seat"] + 1) % n
