"""The Fragments of Nersetti decisions in table words: the prompt line for each decision the
expansion adds and a label for each of its legal actions. Nothing here decides a rule: every label
answers one of the legal action texts the model listed, and names only cards the view shows."""

from __future__ import annotations

from game.core.actions import Action

# Decisions whose prompt line never changes.
PLAIN_KINDS = {
    "muster": "Mustering: Recruit, Recommission or choose your King, then say you are done",
    "exhaust": "Exhaust a card from your Army",
    "enlist": "Take a card from your Army into your hand, in secret",
    "restore": "Put a card Exhausted before back into your Army",
    "sig_pick": "Choose your Signature Cards in secret",
    "draft_order": "Choose whether to draft first or second",
    "draft": "Draft a Signature Card",
}
# Buttons that name one card: the verb's words around "the <card>".
CARD_VERBS = {
    "recall": "Recall {}",
    "return": "Put {} back in your Army",
    "copy": "Copy {}",
    "disgrace": "Disgrace {}",
    "discard": "Remove {} to Rally",
    "condemn": "Condemn {}",
    "reveal": "Reveal {}",
    "squire": "Make {} your Squire",
    "swap": "Swap the Impersonator for {}",
    "recruit": "Give up {} to Recruit",
    "exhaust": "Exhaust {}",
    "enlist": "Take {} into your hand",
    "restore": "Put {} back in your Army",
    "pick": "Pick {}",
    "draft": "Draft {}",
}


def _who(view: dict, names, seat, cap: bool = False) -> str:
    if not isinstance(seat, int):
        return "your opponent"
    if seat == view.get("seat"):
        return "You" if cap else "you"
    if 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"


def _whose(view: dict, names, seat) -> str:
    return "your" if seat == view.get("seat") else f"{_who(view, names, seat)}'s"


def _opponent(view: dict) -> int | None:
    me = view.get("seat")
    for s, seat in enumerate(view.get("seats", [])):
        if s != me and not seat.get("out"):
            return s
    return None


def card_name(label: str, cards) -> str:
    """A card's name from an action's label (``Army Soldier`` -> ``Soldier``, ``Elder@3`` ->
    ``Elder``): words, never ids."""
    label = label.partition("@")[0]
    for c in cards:
        if c.label == label:
            return c.name
    return label.removeprefix("Army ")


def _the(label: str, cards) -> str:
    return f"the {card_name(label, cards)}"


def _pending(view: dict) -> list:
    return list(view.get("pending") or [])


# Why an Exhaust is owed (the model's frame says: game.imposter.army.FOR_*), in words.
EXHAUST_REASONS = {
    "recruit": "Pay for the Recruit: Exhaust 1 Army card",
    "recommission 1": "Recommission: Exhaust an Army card (1 of 2)",
    "recommission 2": "Recommission: Exhaust a second Army card (2 of 2)",
    "hire": "To hire the Mercenary: Exhaust an Army card, then give up a bid card",
}


def exhaust_words(view: dict) -> str:
    """The Exhaust prompt's reason, from the decision's own frame (so a resumed match, which
    has no last move to go by, says the same)."""
    p = _pending(view)
    why = p[2] if len(p) > 2 and isinstance(p[2], str) else None
    return EXHAUST_REASONS.get(why, "Exhaust an Army card")


def _shown_name(view: dict, cards, seat, key: str) -> str | None:
    """The name of a face-down card the view shows (a revealed Dungeon or Successor), or None."""
    seats = view.get("seats", [])
    if not isinstance(seat, int) or not 0 <= seat < len(seats):
        return None
    cid = seats[seat].get(key)
    if isinstance(cid, int) and not isinstance(cid, bool) and 0 <= cid < len(cards):
        return cards[cid].name
    return None


def describe(view: dict, cards, names) -> str | None:
    """One line in table words for the expansion decision ``view`` shows, or None when the
    decision is not one of the expansion's (the table's own words cover it)."""
    kind = view.get("decision")
    p = _pending(view)
    legal = list(view.get("legal") or [])
    opp = _opponent(view)
    them = _who(view, names, opp)
    if kind == "turn":
        extra = []
        if any(t.startswith("swap ") for t in legal):
            extra.append("you may swap the Impersonator for a card in your Antechamber")
        if "play successor" in legal:
            succ = _shown_name(view, cards, view.get("seat"), "successor")
            what = f"your Successor (the {succ})" if succ else "your Successor"
            extra.append(f"the Elocutionist lets you play {what} at +2")
        if not extra:
            return None
        return "Your turn: " + "; ".join(extra)
    if kind == "flag":
        return (
            "Use the Flag Bearer? Disgrace it to Recall, then Rally twice (shown to everyone) "
            "and put one of those back into your Army"
        )
    if kind == "stranger":
        return (
            "Use the Stranger? Copy the name and ability of a face-up Court card (that card "
            "leaves the round), or pass"
        )
    if kind == "aegis":
        return "Use the Aegis? Disgrace one card in the Court, or pass"
    if kind == "ancestor_rally":
        return "Ancestor: remove a card in your hand from the round to Rally an Army card, or pass"
    if kind == "informant":
        return f"Informant: name the card in {them}'s Dungeon"
    if kind == "informant_claim":
        target = p[2] if len(p) > 2 else opp
        shown = _shown_name(view, cards, target, "dungeon")
        what = f"their Dungeon card (the {shown})" if shown else "their Dungeon card"
        rally = ", Rally an Army card instead" if "rally" in legal else ""
        return f"Right! Take {what} into your hand{rally}, or pass"
    if kind == "nakturn":
        return (
            f"Use the Nakturn? Name a card; {them} guesses whether you hold it. If wrong, you "
            "see their hand and Condemn a card from it"
        )
    if kind == "nakturn_guess":
        namer = p[2] if len(p) > 2 else opp
        said = p[3] if len(p) > 3 else "a card"
        return (
            f"{_who(view, names, namer, cap=True)} named the {said}. Do they hold one? "
            "Guess wrong and they see your hand and Condemn a card from it"
        )
    if kind == "nakturn_condemn":
        victim = p[2] if len(p) > 2 else opp
        return (
            f"{_who(view, names, victim, cap=True)} guessed wrong: Condemn a card from their "
            "hand (it costs them a turn)"
        )
    if kind == "lockshift":
        return (
            f"Use the Lockshift? {them[:1].upper() + them[1:]} reveals their Dungeon card, then "
            "every player takes their Dungeon card into their hand"
        )
    if kind == "oracle":
        return (
            f"Use the Oracle? {them[:1].upper() + them[1:]} reveals two cards from their hand; "
            "you may put one into their Antechamber"
        )
    if kind == "oracle_show":
        oracle = p[2] if len(p) > 2 else opp
        left = p[3] if len(p) > 3 and isinstance(p[3], int) else 1
        many = "a card" if left == 1 else f"{left} cards"
        return f"Oracle: reveal {many} from your hand to {_who(view, names, oracle)}"
    if kind == "oracle_pick":
        victim = p[2] if len(p) > 2 else opp
        return (
            f"Oracle: put one of the revealed cards into {_whose(view, names, victim)} "
            "Antechamber, or pass"
        )
    if kind == "flag_rally":
        left = p[3] if len(p) > 3 and isinstance(p[3], int) else 1
        more = "" if left <= 1 else f" ({left} to take)"
        return f"Flag Bearer: Rally an Army card into your hand, shown to everyone{more}"
    if kind == "flag_return":
        return "Flag Bearer: put one of the cards you Rallied back into your Army"
    if kind == "recall":
        base = len(p) > 2 and p[2] is True
        what = "a base Army card" if base else "an Exhausted card"
        return f"Recall: put {what} from your Exhaust back into your Army"
    if kind == "rally":
        return "Rally: take a card from your Army into your hand, in secret"
    if kind == "squire":
        return (
            "Master Tactician: choose your Squire, a card from your hand to lie face down "
            "beside your Successor"
        )
    if kind == "tactician":
        base = p[2] if len(p) > 2 and isinstance(p[2], int) else None
        text = "Master Tactician: take your Successor or your Squire into your hand"
        if "reveal successor" in legal and base is not None:
            text += (
                f"; your Successor matches the Throne's base value {base}: reveal it to take "
                "it, Recall a base Army card, then take the Squire or remove it to Rally"
            )
        return text
    if kind == "tactician_squire":
        return "Master Tactician: take your Squire, or remove it from the round to Rally"
    if kind == "leader":
        succ = _shown_name(view, cards, view.get("seat"), "successor")
        what = f"your Successor (the {succ})" if succ else "your Successor"
        limit = ""
        if succ is not None:
            value = next((c.value for c in cards if c.name == succ), None)
            if value is not None:
                limit = f" of base value {value} or less"
        return (
            f"Charismatic Leader: take {what}, or remove it from the round to Rally an Army "
            f"card{limit}"
        )
    return PLAIN_KINDS.get(kind)


def button_label(action_text: str, view: dict, cards, names) -> str:
    """A plain-words label for one of the expansion's legal actions (any action text works:
    unknown ones are spelled out with card names)."""
    try:
        a = Action.parse(action_text)
    except ValueError:
        return action_text
    kind = view.get("decision")
    verb, arg = a.verb, a.arg or ""
    opp = _opponent(view)
    me = view.get("seat")
    if verb == "pass":
        return "Pass"
    if verb == "use":
        p = _pending(view)
        cid = p[2] if len(p) > 2 and isinstance(p[2], int) else None
        what = cards[cid].name if cid is not None and 0 <= cid < len(cards) else "the card"
        return f"Use the {what}" if cid is not None else "Use it"
    if verb == "keep" and arg == "successor":
        succ = _shown_name(view, cards, me, "successor")
        return f"Take your Successor (the {succ})" if succ else "Take your Successor"
    if verb == "keep" and arg == "squire":
        squire = _shown_name(view, cards, me, "squire")
        return f"Take your Squire (the {squire})" if squire else "Take your Squire"
    if verb == "reveal" and arg == "successor":
        return "Reveal your Successor (it matches)"
    if verb == "take" and arg == "dungeon":
        p = _pending(view)
        target = p[2] if len(p) > 2 else opp
        shown = _shown_name(view, cards, target, "dungeon")
        return f"Take their Dungeon card (the {shown})" if shown else "Take their Dungeon card"
    if verb == "guess":
        return "Yes, they hold it" if arg == "yes" else "No, they do not"
    if verb == "rally" and not arg:
        return "Rally instead"
    if verb == "rally":
        if kind == "tactician_squire":
            return f"Remove the Squire to Rally {_the(arg, cards)}"
        if kind == "leader":
            return f"Remove your Successor to Rally {_the(arg, cards)}"
        return f"Rally {_the(arg, cards)}"
    if verb == "antechamber" and kind == "oracle_pick":
        return f"Put {_the(arg, cards)} in their Antechamber"
    if verb == "play" and arg == "successor":
        succ = _shown_name(view, cards, me, "successor")
        return f"Play your Successor (the {succ}, +2)" if succ else "Play your Successor (+2)"
    if verb == "react" and arg == "Stranger":
        p = _pending(view)
        as_what = p[2] if len(p) > 2 and isinstance(p[2], str) else None
        return f"Reveal the Stranger (as the {as_what})" if as_what else "Reveal the Stranger"
    if verb == "name":
        return arg if arg.isdigit() else f"The {card_name(arg, cards)}"
    if verb == "recommission":
        return "Recommission"
    if verb == "king":
        return f"Take the {arg} as your King" if arg != "King" else "Take back the plain King"
    if verb == "done":
        return "Done" if kind != "muster" else "Done mustering"
    if verb == "order":
        return "Pick first" if arg == "first" else "Pick second"
    if verb in CARD_VERBS and arg:
        return CARD_VERBS[verb].format(_the(arg, cards))
    words = verb.capitalize()
    return f"{words} {_the(arg, cards)}" if arg else words
