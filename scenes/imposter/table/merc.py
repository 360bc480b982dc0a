"""The Mercenary modes at the table (rulebook, Cutthroat Mercenaries and 2v2 Mercenaries): the
Mercenary area of a view, the prompts of the Bid, the 2v2 extra-card circle, the winner's free
swap, the Mustering with the bid cards and the Arbiter, their log words and their labels.

The Mustering of three and four players is played on the table itself (not in the two-player
Mustering scene): every piece it needs already lies there (each seat's revealed bid cards, its
Army and Exhaust rows, its King and facet, the Mercenary area), and the other seats' public
facts stay in view. Nothing here decides a rule: every clickable card and button answers one of
the legal action texts the model listed (docs/model.md, Mercenaries), and only cards the view names
are named.
"""

from __future__ import annotations

from game.core.actions import Action
from scenes.imposter.table.expansion_words import exhaust_words
from scenes.imposter.table.zones import is_card_id
from scenes.table.prompts import quoted

# The decisions this module words.
MERC_KINDS = frozenset(
    (
        "bid", "extra", "raise", "bid_tie", "merc_swap", "merc_muster", "merc_enlist",
        "merc_discard", "merc_restore", "arbiter_target", "arbiter_guess", "arbiter_give",
    )
)  # fmt: skip
# Decisions of the Mustering Phase that the table answers in a Mercenary mode (the reused
# ``exhaust`` frame included): the two-player Mustering scene is not opened for them.
MUSTER_KINDS = frozenset(("merc_muster", "merc_enlist", "merc_discard", "merc_restore", "exhaust"))
# The Mercenary area and the Mercenary deck (public; the deck lies face down).
AREA = ("mercenaries", -1)
DECK = ("merc_deck", -1)
# What the log says of an event that must go untold.
SILENT = ""


def merc_of(view: dict) -> dict | None:
    """The view's Mercenary round data, or None outside the Mercenary modes."""
    m = view.get("merc")
    return m if isinstance(m, dict) else None


def merc_zones(view: dict) -> dict[tuple[str, int], list[int | None]]:
    """The Mercenary area (face up) and the Mercenary deck (face down) of a view."""
    m = merc_of(view)
    if m is None:
        return {}
    area = [c for c in m.get("area") or [] if is_card_id(c)]
    deck = m.get("deck") or 0
    return {AREA: area, DECK: [None] * (deck if is_card_id(deck) else 0)}


def _name(names, seat, viewer: int, cap: bool = False) -> str:
    if seat == viewer:
        return "You" if cap else "you"
    if is_card_id(seat) and 0 <= seat < len(names):
        return names[seat]
    return "a player"


def _names(cards, ids) -> str:
    got = [f"the {cards[c].name}" for c in ids if is_card_id(c)]
    if len(got) <= 1:
        return "".join(got)
    return ", ".join(got[:-1]) + " and " + got[-1]


def _by_label(ids, cards, label: str) -> list[int]:
    return [c for c in ids if is_card_id(c) and cards[c].label == label]


def _label_name(cards, label: str) -> str:
    for c in cards:
        if c.label == label:
            return c.name
    return label.removeprefix("Army ")


def _seat(view: dict, s: int) -> dict:
    m = merc_of(view) or {}
    seats = m.get("seats") or []
    return seats[s] if 0 <= s < len(seats) and isinstance(seats[s], dict) else {}


def totals_words(view: dict, names) -> str:
    """Every revealed bid total ("Bob 14, you 9, Cleo 12"), or "" before the reveal."""
    m = merc_of(view) or {}
    totals = m.get("totals") or []
    if not any(is_card_id(t) for t in totals):
        return ""
    viewer = view.get("seat", -1)
    return ", ".join(
        f"{_name(names, s, viewer)} {t}" for s, t in enumerate(totals) if is_card_id(t)
    )


def bid_label(view: dict, s: int, names) -> str | None:
    """The label of a seat's revealed bid cards: its total, and whether (and how) it won."""
    m = merc_of(view)
    if m is None:
        return None
    totals = m.get("totals") or []
    t = totals[s] if s < len(totals) else None
    if not is_card_id(t):
        return None
    label = f"Bid {t}"
    if m.get("winner") == s:
        by = m.get("decided_by")
        label += (
            " - won"
            if not is_card_id(by)
            else f" - won (tie, {_name(names, by, view['seat'])} chose)"
        )
    return label


def down_label(view: dict, s: int) -> str | None:
    """The face-down bid cards' label: the bid before the reveal, Army cards Recruited after."""
    m = merc_of(view)
    if m is None:
        return None
    totals = m.get("totals") or []
    t = totals[s] if s < len(totals) else None
    return "Bid (face down)" if not is_card_id(t) else "Recruited (face down)"


def merc_label(view: dict, zone: str, s: int, names, cards) -> str | None:
    """The label of a seat's bid rows in a Mercenary mode ("Bid 14 - won; gave up Queen"),
    or None (the zone's usual label)."""
    if merc_of(view) is None:
        return None
    if zone == "up":
        label = bid_label(view, s, names) or "Revealed"
        gave = discard_words(view, s, cards)
        return f"{label}; gave up {gave}" if gave else label
    if zone == "down":
        return down_label(view, s)
    if zone == "partner":
        return "Extra card (face down)"
    return None


def discard_words(view: dict, s: int, cards) -> str:
    """A seat's discard area this round (the bid cards it gave up, face up), in words."""
    ids = _seat(view, s).get("discard") or []
    return ", ".join(cards[c].name for c in ids if is_card_id(c))


# ----- prompts ---------------------------------------------------------------------------------


def merc_prompt(view: dict, cards, names, prompt, context=None) -> bool:
    """Fill ``prompt`` (an ``ImposterPrompt``) for a Mercenary decision; False when the
    decision is none of this module's (the Rally from the Mercenary area is added by
    ``merc_targets`` to whatever prompt asks it)."""
    kind = view["decision"]
    if kind not in MERC_KINDS and not (kind == "exhaust" and merc_of(view) is not None):
        return False
    viewer = view["seat"]
    legal = view["legal"]
    acts = [Action.parse(a) for a in legal]
    me = view["seats"][viewer]
    hand = me["hand"] if isinstance(me["hand"], list) else []
    pending = list(view.get("pending") or ())
    m = merc_of(view) or {}
    area = [c for c in m.get("area") or [] if is_card_id(c)]
    mine = _seat(view, viewer)
    originals = [c for c in mine.get("originals") or [] if is_card_id(c)]
    totals = m.get("totals") or []
    p = prompt
    last = context[1] if context and context[0] == viewer else ""

    def hand_click(a, text):
        for cid in _by_label(hand, cards, a.arg):
            p.hand[cid] = text

    def up_click(ids, label, text):
        for cid in _by_label(ids, cards, label):
            p.zones.setdefault(("up", viewer), {})[cid] = text

    def own_click(zone, ids, label, text):
        for cid in _by_label(ids, cards, label):
            p.zones.setdefault((zone, viewer), {})[cid] = text

    if kind == "bid":
        k = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else 0
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = (
            f"Bid: place card {k + 1} of 3 face down (click it); the highest total may take "
            "Mercenaries"
        )
    elif kind == "extra":
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = (
            "Place your extra card face down (click it): reveal it later to raise; your "
            "partner sees it"
        )
    elif kind == "raise":
        own = is_card_id(totals[viewer]) if viewer < len(totals) else False
        extra = [c for c in (view.get("party") or {}).get("seats", [{}] * (viewer + 1))[viewer].get("partner_card") or [] if is_card_id(c)]  # fmt: skip
        what = f"the {cards[extra[0]].name}" if extra else "your extra card"
        gain = f" (+{cards[extra[0]].value})" if extra else ""
        best = max((t for t in totals if is_card_id(t)), default=0)
        leaders = [s for s, t in enumerate(totals) if t == best]
        lead = " and ".join(_name(names, s, viewer) for s in leaders)
        mine_t = totals[viewer] if own else 0
        p.text = (
            f"Your bid is {mine_t}, the highest {best} ({lead}): reveal {what}{gain} to "
            "raise, or pass"
        )
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "raise":
                p.buttons.append((f"Raise: reveal {what}", text))
    elif kind == "bid_tie":
        tied = [s for s in pending[2:] if is_card_id(s)]
        t = totals[tied[0]] if tied and tied[0] < len(totals) else None
        who = " and ".join(_name(names, s, viewer) for s in tied)
        p.text = (
            f"The highest bids tie ({who}, {t}): you hold the True King, choose who wins the bid"
        )
        for a, text in zip(acts, legal, strict=True):
            s = int(a.arg)
            p.buttons.append(("I win the bid" if s == viewer else f"{names[s]} wins", text))
    elif kind == "merc_swap":
        t = totals[viewer] if viewer < len(totals) else None
        swaps: dict[int, list[tuple[str, str]]] = {}
        for a, text in zip(acts, legal, strict=True):
            if a.verb != "swap":
                continue
            give, _, take = a.arg.partition("/")
            for merc in _by_label(area, cards, take):
                swaps.setdefault(merc, []).append((f"Give up the {_label_name(cards, give)}", text))
        for merc, ways in swaps.items():
            p.menus.setdefault(AREA, {})[merc] = ways
        p.menu_text = (
            "Which revealed card do you give up for this Mercenary? It leaves the round face up"
        )
        done = "Done swapping" if mine.get("hired") else "Keep my cards"
        p.text = (
            f"You won the bid ({t}): click a Mercenary to take it free for a revealed card, "
            f"or {quoted(done)}"
        )
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "done":
                p.buttons.append((done, text))
    elif kind == "merc_muster":
        done = "Done mustering"
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "recruit":
                up_click(originals, a.arg, text)
            elif a.verb == "hire":
                for merc in _by_label(area, cards, a.arg):
                    p.zones.setdefault(AREA, {})[merc] = text
            elif a.verb == "recommission":
                p.buttons.append(("Recommission (Exhaust 2, 1 back)", text))
            elif a.verb == "king":
                label = "Plain King" if a.arg == "King" else a.arg
                p.buttons.append((label, text))
            elif a.verb == "done":
                p.buttons.append((done, text))
        recruit = any(a.verb == "recruit" for a in acts)
        hire = any(a.verb == "hire" for a in acts)
        if recruit and hire:
            p.text = (
                "Muster: click a bid card to Recruit (free), a Mercenary to hire (Exhaust 1, "
                "give a bid card)"
            )
        elif recruit:
            p.text = "Muster: click a bid card to Recruit from your Army for it (free)"
        elif hire:
            p.text = "Muster: click a Mercenary to hire it (Exhaust 1, give up a bid card)"
        else:
            p.text = f"Muster: nothing to Recruit or hire now; choose a King, or {quoted(done)}"
    elif kind == "exhaust":
        for a, text in zip(acts, legal, strict=True):
            army = me.get("army") if isinstance(me.get("army"), list) else []
            own_click("army", army, a.arg, text)
        why = exhaust_words(view)
        if last.startswith("hire "):  # the Mercenary's name, when the last move says it
            why = why.replace("the Mercenary", f"the {_label_name(cards, last[5:])}")
        p.text = f"{why}: click it in your Army"
    elif kind == "merc_enlist":
        for a, text in zip(acts, legal, strict=True):
            army = me.get("army") if isinstance(me.get("army"), list) else []
            own_click("army", army, a.arg, text)
        p.text = "Recruit: click the Army card to put face down in your bid cards"
    elif kind == "merc_discard":
        merc = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else None
        for a, text in zip(acts, legal, strict=True):
            up_click(originals, a.arg, text)
        what = f"the {cards[merc].name}" if merc is not None else "the Mercenary"
        p.text = f"To hire {what}: give up one of your bid cards (click it; it leaves face up)"
        if merc is not None:
            p.about.add(merc)
    elif kind == "merc_restore":
        before = pending[2] if len(pending) > 2 and isinstance(pending[2], (list, tuple)) else []
        exhaust = me.get("exhaust") if isinstance(me.get("exhaust"), list) else []
        pool = [c for c in exhaust if c in set(before)]
        partner = view.get("partner")
        ways: dict[int, list[tuple[str, str]]] = {}
        for a, text in zip(acts, legal, strict=True):
            for cid in _by_label(pool, cards, a.arg):
                if a.verb == "restore":
                    ways.setdefault(cid, []).insert(0, ("Back into your Army", text))
                else:
                    who = _name(names, partner, viewer) if is_card_id(partner) else "your partner"
                    ways.setdefault(cid, []).append((f"Lend it to {who}'s Army", text))
        for cid, w in ways.items():
            if len(w) == 1:
                p.zones.setdefault(("exhaust", viewer), {})[cid] = w[0][1]
            else:
                p.menus.setdefault(("exhaust", viewer), {})[cid] = w
        p.menu_text = "Put this card back into your Army, or lend it to your partner's?"
        if any(a.verb == "lend" for a in acts):
            p.text = (
                "Recommission: click a card Exhausted before, back into your Army or your partner's"
            )
        else:
            p.text = "Recommission: click a card Exhausted before, back into your Army"
    elif kind == "arbiter_target":
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "choose" and a.arg.isdigit():
                p.buttons.append((f"Exchange with {_name(names, int(a.arg), viewer)}", text))
        p.text = "Arbiter: choose the opponent to exchange a card with"
    elif kind == "arbiter_guess":
        target = pending[4] if len(pending) > 4 and is_card_id(pending[4]) else None
        who = _name(names, target, viewer) if target is not None else "your opponent"
        p.text = (
            f"Arbiter: will {who}'s card have a higher or lower base value than yours? "
            "Right: +2 in Court"
        )
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "guess":
                p.buttons.append((a.arg.capitalize(), text))
    elif kind == "arbiter_give":
        target = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else None
        guess = pending[3] if len(pending) > 3 else ""
        who = _name(names, target, viewer) if target is not None else "your opponent"
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = (
            f"Arbiter: give {who} a card (click it); you get one of theirs unseen (you said "
            f"{guess})"
        )
    return True


def merc_targets(view: dict, cards, prompt) -> None:
    """A Rally that may take a Mercenary from the area (``rally Exile``): that card answers."""
    m = merc_of(view)
    if m is None:
        return
    area = [c for c in m.get("area") or [] if is_card_id(c)]
    for text in view.get("legal") or []:
        a = Action.parse(text)
        if a.verb == "rally" and a.arg:
            for cid in _by_label(area, cards, a.arg):
                prompt.zones.setdefault(AREA, {})[cid] = text


def merc_action_words(action: str, view: dict, cards, names) -> str | None:
    """A Mercenary action in words for the hint line, or None when it is not one of these."""
    try:
        a = Action.parse(action)
    except ValueError:
        return None
    kind = view.get("decision")
    if kind not in MERC_KINDS and not (kind == "exhaust" and merc_of(view) is not None):
        if a.verb == "rally" and merc_of(view) is not None:
            return f"Rally the {_label_name(cards, a.arg)}"
        return None
    verb, arg = a.verb, a.arg or ""
    viewer = view.get("seat", -1)
    if verb == "bid":
        return f"bid the {_label_name(cards, arg)}"
    if verb == "extra":
        return f"place the {_label_name(cards, arg)} as your extra card"
    if verb == "raise":
        return "raise: reveal your extra card"
    if verb == "pass":
        return "pass (no raise)" if kind == "raise" else "pass"
    if verb == "winner":
        return f"let {_name(names, int(arg), viewer)} win the bid"
    if verb == "swap":
        give, _, take = arg.partition("/")
        return f"give up the {_label_name(cards, give)} for the {_label_name(cards, take)}"
    if verb == "recruit":
        return f"give up the {_label_name(cards, arg)} to Recruit from your Army"
    if verb == "hire":
        return f"hire the {_label_name(cards, arg)}"
    if verb == "recommission":
        return "Recommission"
    if verb == "king":
        return "take the plain King" if arg == "King" else f"take the {arg}"
    if verb == "done":
        return "keep the cards you have" if kind == "merc_swap" else "end your Mustering"
    if verb in ("exhaust", "enlist", "discard", "restore", "lend", "give"):
        what = {"exhaust": "Exhaust", "enlist": "take", "discard": "give up",
                "restore": "put back", "lend": "lend", "give": "give"}[verb]  # fmt: skip
        return f"{what} the {_label_name(cards, arg)}"
    if verb == "choose" and arg.isdigit():
        return f"exchange with {_name(names, int(arg), viewer)}"
    if verb == "guess":
        return f"guess {arg}"
    return None


# ----- log words -------------------------------------------------------------------------------


def merc_words(ev, viewer: int, names, cards) -> str | None:
    """The log line of a Mercenary event (None: not one of these; SILENT: left untold)."""
    from scenes.table.log import their, verb, who

    k = ev.kind
    s = ev.seat
    w = who(names, s, viewer)

    def card(cid) -> str:
        return f"the {cards[cid].name}" if is_card_id(cid) else "a card"

    if k == "bid_totals":
        totals = ev.arg or []
        parts = [f"{_name(names, i, viewer)} {t}" for i, t in enumerate(totals)]
        return "The bids are turned up together. Totals: " + ", ".join(parts) + "."
    if k == "bid_raise":
        return f"{w} {verb(s, viewer, 'raise', 'raises')} the bid to {ev.arg}."
    if k == "bid_pass":
        return f"{w} {verb(s, viewer, 'pass', 'passes')} (no raise)."
    if k == "bid_tie":
        tied = " and ".join(_name(names, t, viewer) for t in ev.arg or [])
        tk = "you" if s == viewer else w
        return f"The highest bids tie ({tied}): {tk} (True King) {verb(s, viewer, 'choose', 'chooses')} the winner."  # fmt: skip
    if k == "bid_won":
        arg = ev.arg if isinstance(ev.arg, dict) else {}
        by = arg.get("decided_by")
        how = ""
        if is_card_id(by):
            how = f", chosen by {_name(names, by, viewer)} (True King) in the tie"
        return f"{w} {verb(s, viewer, 'win', 'wins')} the bid with {arg.get('total')}{how}."
    if k == "swap_done":
        return f"{w} {verb(s, viewer, 'are', 'is')} done swapping for Mercenaries."
    if k in ("guess_right", "guess_wrong") and ev.arg in ("higher", "lower"):
        right = "right" if k == "guess_right" else "wrong"
        more = ": the card received is +2 in the Court" if k == "guess_right" else ""
        return f"{w} {verb(s, viewer, 'guess', 'guesses')} {right} ({ev.arg}){more}."
    if k == "say" and ev.arg in ("higher", "lower") and is_card_id(ev.card):
        if cards[ev.card].name == "Arbiter":
            return f"{w} {verb(s, viewer, 'guess', 'guesses')} the card received will be {ev.arg}."
    if k == "choose" and is_card_id(ev.card) and cards[ev.card].name == "Arbiter":
        other = _name(names, ev.arg, viewer)
        return f"{w} {verb(s, viewer, 'choose', 'chooses')} {other} for the Arbiter's exchange."
    if k == "reveal" and ev.src and ev.src[0] == "partner":
        # 2v2: after the bid, partners see each other's unrevealed extra card.
        owner = ev.src[1]
        if ev.card is None or owner == viewer:
            return SILENT
        return (
            f"{_name(names, owner, viewer)}'s extra card, seen by you as partner: {card(ev.card)}."
        )
    if k != "move" or not ev.src or not ev.dst:
        return None
    src, dst = ev.src[0], ev.dst[0]
    arg = ev.arg
    known = ev.card is not None
    if arg == "return" and dst == "merc_deck":
        return SILENT  # every Mercenary back into the deck: told once by the deal
    if src == "merc_deck" and dst == "mercenaries":
        return f"{_cap(card(ev.card))} is dealt to the Mercenary area."
    if arg == "bid" and dst == "down":
        what = card(ev.card) if s == viewer and known else "a card"
        return f"{w} {verb(s, viewer, 'bid', 'bids')} {what} face down."
    if arg == "bid" and src == "down" and dst == "up":
        return SILENT  # told by the totals line
    if arg == "extra":
        what = card(ev.card) if s == viewer and known else "a card"
        return f"{w} {verb(s, viewer, 'place', 'places')} {what} face down as {their(s, viewer)} extra card."  # fmt: skip
    if arg == "raise" and dst == "up":
        return f"{w} {verb(s, viewer, 'reveal', 'reveals')} {their(s, viewer)} extra card, {card(ev.card)}."  # fmt: skip
    if dst == "removed" and arg in ("swap", "hire"):
        return f"{w} {verb(s, viewer, 'give', 'gives')} up {card(ev.card)} (face up, out of the round)."  # fmt: skip
    if dst == "removed" and arg == "recruit":
        return f"{w} {verb(s, viewer, 'give', 'gives')} up {card(ev.card)} to Recruit from {their(s, viewer)} Army."  # fmt: skip
    if src == "mercenaries" and dst == "up":
        how = "for free" if arg == "swap" else "by Exhausting an Army card"
        return f"{w} {verb(s, viewer, 'take', 'takes')} the Mercenary {card(ev.card)}, {how}."
    if src == "mercenaries" and dst == "hand":
        return f"{w} {verb(s, viewer, 'Rally', 'Rallies')} the Mercenary {card(ev.card)}."
    if arg == "enlist":
        if s == viewer and known:
            return f"You take {card(ev.card)} from your Army, face down into your bid cards."
        return f"{w} took a card from {their(s, viewer)} Army, face down."
    if arg == "lend":
        mate = ev.dst[1]
        whose = "your" if mate == viewer else f"{_name(names, mate, viewer)}'s"
        return f"{w} {verb(s, viewer, 'put', 'puts')} {card(ev.card)} into {whose} Army (lent)."
    if arg == "arbiter" and src == "hand" and dst == "hand":
        to = ev.dst[1]
        if known:
            giver = "You give" if s == viewer else f"{w} gives"
            return f"{giver} {card(ev.card)} to {_name(names, to, viewer)} (the Arbiter)."
        return f"{w} {verb(s, viewer, 'give', 'gives')} a card to {_name(names, to, viewer)} (the Arbiter)."  # fmt: skip
    if src in ("up", "down") and dst == "hand" and ev.src[1] == ev.dst[1]:
        return SILENT  # the bid cards going back into the hand
    return None


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]
