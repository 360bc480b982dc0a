"""Three and four players at the table (rulebook, More players): the setup cards of a view,
the prompts of the setup steps and of the cards these modes add (Executioner, Herald, Spy), and
their log words. Nothing here decides a rule: every clickable card and button answers one of
the legal action texts the model listed, and only cards the view names are named.

The view's ``party`` (None with two players) holds, per seat, ``down`` (setup cards placed
face down: ids for the viewer's own, else a count), ``up`` (revealed, public), ``partner_card``
(2v2: ids the viewer may see, else a flag or count), ``trade`` (ids for the viewer's own, else a
count), ``taken_from`` and ``partner_successor``; and ``buried`` (the Cutthroat Assassin's
buried cards: ids for its owner, else a count).
"""

from __future__ import annotations

from game.core.actions import Action
from game.imposter.court_setup import TAKE_DOWN
from scenes.imposter.table.zones import is_card_id
from scenes.table.prompts import quoted

# What ``party_words`` says of an event that must go untold (no other words apply to it).
SILENT = ""
# Setup zone -> the party key that holds it.
PARTY_ZONES = {"down": "down", "up": "up", "partner": "partner_card", "trade": "trade"}
# The decisions this module words (the setup steps of Cutthroat and 2v2, and the new cards).
PARTY_KINDS = frozenset(
    (
        "reveal", "exchange_first", "exchange", "direction", "partner_card", "partner_take", "trade",
        "assassin_keep", "executioner", "condemn", "herald_place", "herald_play", "spy",
        "spy_order", "spy_swap", "judge_target",
    )
)  # fmt: skip


def party_get(view: dict, key: str, seat: int | None = None):
    """One entry of the view's ``party``: ``party[key][seat]`` (or ``party["seats"][seat][key]``),
    or ``party[key]`` for a shared one; None when the view has no such thing."""
    party = view.get("party")
    if not isinstance(party, dict):
        return None
    if seat is None:
        return party.get(key)
    seats = party.get("seats")
    if isinstance(seats, list) and 0 <= seat < len(seats) and isinstance(seats[seat], dict):
        return seats[seat].get(key)
    v = party.get(key)
    if isinstance(v, (list, tuple)) and 0 <= seat < len(v):
        return v[seat]
    if isinstance(v, dict):
        return v.get(seat, v.get(str(seat)))
    return None


def as_cards(v) -> list[int | None]:
    """A zone's cards from a view entry: ids as they are, a count or a flag as unknown cards."""
    if isinstance(v, (list, tuple)):
        return [c if is_card_id(c) else None for c in v]
    if isinstance(v, bool):
        return [None] if v else []
    if is_card_id(v):
        return [None] * max(0, v)
    return []


def party_zones(view: dict) -> dict[tuple[str, int], list[int | None]]:
    """The setup zones of a view: each seat's ``down``, ``up``, ``partner`` and ``trade``
    cards and the shared ``buried`` pile (no zones at all with two players)."""
    if not isinstance(view.get("party"), dict):
        return {}
    zones: dict[tuple[str, int], list[int | None]] = {}
    for s in range(len(view["seats"])):
        for zone, key in PARTY_ZONES.items():
            zones[(zone, s)] = as_cards(party_get(view, key, s))
    zones[("buried", -1)] = as_cards(party_get(view, "buried"))
    return zones


def keep_pool(view: dict) -> list[int]:
    """The cards the Cutthroat Assassin's owner chooses among (its view only, while it keeps)."""
    if view.get("decision") != "assassin_keep" or view.get("to_move") != view.get("seat"):
        return []
    pool = party_get(view, "keep_pool")
    return [c for c in pool if is_card_id(c)] if isinstance(pool, (list, tuple)) else []


def partner_successor(view: dict) -> int | None:
    """The partner's Successor, once the viewer saw it (2v2), else None."""
    me = view.get("seat", -1)
    if me < 0:
        return None
    v = party_get(view, "partner_successor", me)
    if v is None:
        v = party_get(view, "partner_successor")
    return v if is_card_id(v) else None


def public_party(view: dict):
    """The view's ``party`` as anyone at the table sees it (behind a handoff curtain), in the
    ``party["seats"]`` form: revealed and taken cards stay, every hidden card is a count."""
    if not isinstance(view.get("party"), dict):
        return view.get("party")
    seats = []
    for s in range(len(view["seats"])):
        seat = {}
        for key in ("up", "taken_from"):
            v = party_get(view, key, s)
            seat[key] = list(v) if isinstance(v, (list, tuple)) else v
        for key in ("down", "partner_card", "trade"):
            seat[key] = len(as_cards(party_get(view, key, s)))
        seat["partner_successor"] = None
        seats.append(seat)
    return {"seats": seats, "buried": len(as_cards(party_get(view, "buried")))}


# ----- prompts ---------------------------------------------------------------------------------


def _name(names, seat: int, viewer: int, cap: bool = False) -> str:
    if seat == viewer:
        return "You" if cap else "you"
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _by_label(ids, cards, label: str) -> list[int]:
    return [c for c in ids if is_card_id(c) and cards[c].label == label]


def partner_seat(view: dict) -> int | None:
    """The viewer's partner (2v2), from the view."""
    if view.get("partner") is not None:
        return view["partner"]
    teams = view.get("teams") or ()
    me = view.get("seat", -1)
    if not teams or me < 0:
        return None
    return next((s for s in range(len(teams)) if s != me and teams[s] == teams[me]), None)


def reveal_step(view: dict) -> tuple[int, int]:
    """(cards to place in this reveal step, cards placed already): Cutthroat places 2 then 1,
    2v2 places 3 (rulebook, More players)."""
    pending = view.get("pending") or ()
    placed = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else 0
    if view.get("teams"):
        return 3, placed
    step = party_get(view, "step")
    if step is None:
        step = 2 if as_cards(party_get(view, "up", view["seat"])) else 1
    return (2 if step == 1 else 1), placed


def setup_order_words(view: dict, cards, names) -> str:
    """Who starts the Cutthroat exchange and why: the highest revealed base value."""
    viewer = view["seat"]
    starter = party_get(view, "starter")
    best, who = -1, []
    for s in range(len(view["seats"])):
        for c in as_cards(party_get(view, "up", s)):
            if c is None:
                continue
            v = cards[c].value
            if v > best:
                best, who = v, [s]
            elif v == best and s not in who:
                who.append(s)
    if not who:
        return ""
    if is_card_id(starter) and (len(who) > 1 or starter not in who):
        went = "start" if starter == viewer else "starts"
        return f"{_name(names, starter, viewer, True)} {went} (chosen by the True King)"
    if len(who) == 1:
        return f"{_name(names, who[0], viewer, True)} {'start' if who[0] == viewer else 'starts'}: highest card ({best})"
    tied = " and ".join(_name(names, s, viewer) for s in who)
    return f"{tied[:1].upper() + tied[1:]} tie with {best}: the True King picks who starts"


def party_prompt(view: dict, cards, names, prompt) -> bool:
    """Fill ``prompt`` (an ``ImposterPrompt``) for a decision of this module; False when the
    decision is none of its kinds."""
    kind = view["decision"]
    if kind not in PARTY_KINDS:
        return False
    viewer = view["seat"]
    legal = view["legal"]
    acts = [Action.parse(a) for a in legal]
    me = view["seats"][viewer]
    hand = me["hand"] if isinstance(me["hand"], list) else []
    pending = view.get("pending") or ()
    p = prompt
    partner = partner_seat(view)
    pname = _name(names, partner, viewer) if partner is not None else "your partner"

    def hand_click(a, text):
        for cid in _by_label(hand, cards, a.arg):
            p.hand[cid] = text

    def zone_click(zone, seat, label, text):
        for cid in _by_label(as_cards(party_get(view, PARTY_ZONES[zone], seat)), cards, label):
            p.zones.setdefault((zone, seat), {})[cid] = text

    # Buttons in the table's order (play-test finding 25): the decision's own choices first,
    # Pass last (``prompts._pick_and_cover`` adds it after them, as for every prompt).
    if kind == "reveal":
        total, placed = reveal_step(view)
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        more = total - placed
        left = f"{more} more" if placed else f"{total} card{'s' if total != 1 else ''}"
        p.text = (
            f"Reveal: place {left} face down (click a card in your hand); "
            "everyone's are turned up together"
        )
    elif kind == "exchange_first":
        p.text = "The highest revealed cards are tied: choose who takes first in the exchange"
        from scenes.imposter.table.prompts import seats_from_viewer

        for s, text in seats_from_viewer(acts, legal, viewer, len(view["seats"])):
            p.buttons.append(("I take first" if s == viewer else f"{names[s]} takes first", text))
    elif kind == "exchange":
        # Rulebook, Cutthroat: the starter takes from either opponent, that one from the third
        # player, and the third one of the starter's own revealed cards (not the one it took).
        step = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else 0
        victims = []
        for a, text in zip(acts, legal, strict=True):
            seat, _, label = a.arg.partition(":")
            if not seat.isdigit():
                continue
            v = int(seat)
            taken = set(as_cards(party_get(view, "taken_from", v))) if step == 2 else set()
            ups = as_cards(party_get(view, "up", v))
            for cid in _by_label([c for c in ups if c not in taken], cards, label):
                p.zones.setdefault(("up", v), {})[cid] = text
            if v not in victims:
                victims.append(v)
        whom = " or ".join(names[s] for s in victims) or "another player"
        if step == 2 and victims:
            p.text = (
                f"Exchange: take one of the cards {names[victims[0]]} revealed "
                "(not the one taken), by clicking it"
            )
        else:
            p.text = f"Exchange: take one of {whom}'s revealed cards (click it)"
        order = setup_order_words(view, cards, names)
        if order and step == 0:
            p.text += f". {order}"
    elif kind == "direction":
        first = view.get("first")
        n = len(view["seats"])
        for a, text in zip(acts, legal, strict=True):
            d = 1 if a.arg == "clockwise" else -1
            nxt = None
            if isinstance(first, int) and 0 <= first < n:
                nxt = (first + d) % n
            then = f" ({_name(names, nxt, viewer)} next)" if nxt is not None else ""
            word = "Clockwise" if d > 0 else "Counter-clockwise"
            p.buttons.append((word + then, text))
        starts = ""
        if isinstance(first, int) and 0 <= first < n:
            who = _name(names, first, viewer, True)
            starts = f" {who} {'go' if first == viewer else 'goes'} first."
        p.text = f"You hold the True King: which way does play go?{starts}"
    elif kind == "partner_card":
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = f"Choose a card to place face down for {pname}: only {pname} will see it"
    elif kind == "partner_take":
        mine = []
        if partner is not None:
            mine = [c for c in as_cards(party_get(view, "taken_from", partner)) if is_card_id(c)]
        # ``take <label>@down`` (court_setup.TAKE_DOWN) names the face-down copy of a label
        # also face up: then the face-down card answers it and the face-up one the plain take.
        downs = {a.arg[: -len(TAKE_DOWN)] for a in acts if a.arg.endswith(TAKE_DOWN)}
        for a, text in zip(acts, legal, strict=True):
            if partner is None:
                continue
            if a.arg.endswith(TAKE_DOWN):
                zone_click("partner", partner, a.arg[: -len(TAKE_DOWN)], text)
                continue
            zone_click("up", partner, a.arg, text)
            if a.arg not in downs:
                zone_click("partner", partner, a.arg, text)
        for zone in ("up", "partner"):
            # A card the partner took from the viewer is not in the pool, though another copy
            # of it may be (its label then answers the other copy only).
            for c in mine:
                p.zones.get((zone, partner), {}).pop(c, None)
        for c in mine:
            p.refusals[c] = (
                f"{pname} took the {cards[c].name} from you: you may not take it back. "
                f"Take one of {pname}'s other cards."
            )
        p.text = f"Take one of {pname}'s four cards into your hand (click it)"
        if mine:
            took = " and ".join(f"the {cards[c].name}" for c in mine)
            p.text += f"; not {took}, which {pname} took from you"
    elif kind == "trade":
        out = as_cards(party_get(view, "trade", viewer))
        done = "Done" if out else "Trade nothing"
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "trade" and a.arg != "done":
                hand_click(a, text)
            elif a.verb == "trade":
                p.buttons.append((done, text))
        k = len(out)
        sofar = f" ({k} put out)" if k else ""
        p.text = (
            f"Trade with {pname}: put out up to 2 cards (a 2nd one ends your trade) or "
            f"{quoted(done)}{sofar}; cards swap only if you both put out as many"
        )
    elif kind == "assassin_keep":
        victim = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else None
        for a, text in zip(acts, legal, strict=True):
            if a.verb != "keep":
                continue
            pool = keep_pool(view)
            for cid in _by_label(pool, cards, a.arg):
                zone = ("reveal", -1) if cid in view.get("reveal", ()) else ("keep", -1)
                p.zones.setdefault(zone, {})[cid] = text
        who = _name(names, victim, viewer) if victim is not None else "your victim"
        p.text = (
            f"Your Assassin strikes {who}: click the card to keep in secret; the others are buried"
        )
    elif kind == "executioner":
        p.text = (
            "Use the Executioner? Name a base value: whoever holds one Condemns a card of it "
            f"({'you and your partner' if partner is not None else 'you'} too), or pass"
        )
    elif kind == "condemn":
        number = pending[2] if len(pending) > 2 else None
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = f"Executioner: Condemn one of your cards of base value {number} (click it)"
    elif kind == "herald_place":
        for a, text in zip(acts, legal, strict=True):
            hand_click(a, text)
        p.text = "Herald: choose your new Successor from your hand (it may be the same card)"
    elif kind == "herald_play":
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "play":
                hand_click(a, text)
        p.text = "Herald: you may play a card of value 5 or more (the Herald returns to your hand), or pass"
    elif kind == "spy":
        for a, text in zip(acts, legal, strict=True):
            if a.verb == "use":
                p.buttons.append(("Use the Spy", text))
        p.text = "Use the Spy? It is Disgraced, then you look at every Successor"
    elif kind == "spy_order":
        from scenes.imposter.table.prompts import seats_from_viewer

        for s, text in seats_from_viewer(acts, legal, viewer, len(view["seats"]), ("spy",)):
            label = "Exchange my own Successor" if s == viewer else f"Order {names[s]}"
            p.buttons.append((label, text))
        p.text = (
            "Spy: order a player to exchange their Successor with a card from their hand, or pass"
        )
    elif kind == "spy_swap":
        # ("spy_swap", target, spy): the ordered player picks the hand card that becomes the
        # Successor (abilities.SPY_TARGET_CHOOSES); the old Successor joins the hand.
        spy = pending[2] if len(pending) > 2 and is_card_id(pending[2]) else None
        target = pending[1] if len(pending) > 1 and is_card_id(pending[1]) else viewer
        for a, text in zip(acts, legal, strict=True):
            if a.arg.isdigit():  # a blind pick by place, should the Spy's player pick
                p.places.setdefault(("hand", target), {})[int(a.arg) - 1] = text
            else:
                hand_click(a, text)
        whose = f"{names[spy]}'s Spy" if spy is not None and spy != viewer else "Spy"
        p.text = (
            f"{whose}: click a card in your hand to become your Successor; "
            "your Successor now joins your hand"
        )
    elif kind == "judge_target":
        from scenes.imposter.table.prompts import seats_from_viewer

        aims = ("choose", "judge")
        for s, text in seats_from_viewer(acts, legal, viewer, len(view["seats"]), aims):
            p.buttons.append((f"Guess at {_name(names, s, viewer)}'s hand", text))
        p.text = "Judge: choose whose hand to guess a card in"
    return True


def party_action_words(action: str, view: dict, cards, names) -> str | None:
    """A legal action of these modes in words for the hint line ("take Bob's Queen"), or None
    when it is not one of theirs."""
    try:
        a = Action.parse(action)
    except ValueError:
        return None
    kind = view.get("decision")
    verb, arg = a.verb, a.arg or ""
    viewer = view.get("seat", -1)

    def seat_words(x: str) -> str:
        return _name(names, int(x), viewer) if x.isdigit() else x

    if verb == "take" and ":" in arg:
        seat, _, label = arg.partition(":")
        return f"take {seat_words(seat)}'s {cards_name(cards, label)}"
    if kind == "partner_take" and verb == "take" and arg.endswith(TAKE_DOWN):
        return f"take the face-down {cards_name(cards, arg[: -len(TAKE_DOWN)])} from your partner"
    if kind == "partner_take" and verb == "take":
        return f"take the {cards_name(cards, arg)} from your partner"
    if verb == "reveal" and kind == "reveal":
        return f"place the {cards_name(cards, arg)} to reveal"
    if verb == "partner":
        return f"give the {cards_name(cards, arg)} as your partner card"
    if verb == "trade":
        return "stop trading" if arg == "done" else f"put the {cards_name(cards, arg)} out to trade"
    if verb == "direction":
        return "send play clockwise" if arg == "clockwise" else "send play counter-clockwise"
    if verb == "exchange_first":
        return f"let {seat_words(arg)} take first"
    if verb == "keep":
        return f"keep the {cards_name(cards, arg)}"
    if verb == "condemn":
        return f"Condemn the {cards_name(cards, arg)}"
    if verb == "spy":
        return f"order {seat_words(arg)} to exchange their Successor"
    if verb == "judge" or (kind == "judge_target" and verb == "choose"):
        return f"guess at {seat_words(arg)}'s hand"
    if verb == "successor" and arg.isdigit():
        return f"pick their card number {arg}"
    return None


def _pair(names, s: int, viewer: int) -> str:
    """A seat and its partner (2v2: seats s and s+2), the viewer's side as "you and ..."."""
    n = len(names)
    q = (s + 2) % n if n == 4 else s
    if viewer in (s, q):
        other = q if viewer == s else s
        return f"You and {names[other]}"
    return f"{names[s]} and {names[q]}"


def cards_name(cards, label: str) -> str:
    for c in cards:
        if c.label == label:
            return c.name
    return label


# ----- log words -------------------------------------------------------------------------------


def party_words(ev, viewer: int, names, cards) -> str | None:
    """The log line of a setup event or a new card's event (None: not one of these)."""
    from scenes.table.log import their, verb, who

    k = ev.kind
    s = ev.seat
    w = who(names, s, viewer)

    def card(cid) -> str:
        return f"the {cards[cid].name}" if is_card_id(cid) else "a card"

    if k == "reveal_setup":
        return "The placed cards are turned up together."
    if k == "direction":
        d = ev.arg
        word = "clockwise" if d in (1, "clockwise") else "counter-clockwise"
        return f"{w} (True King) {verb(s, viewer, 'send', 'sends')} play {word}."
    if k == "exchange_starts":
        return f"{w} {verb(s, viewer, 'take', 'takes')} first in the exchange."
    if k == "kept":
        if s == viewer and is_card_id(ev.card):
            return f"You keep {card(ev.card)} from the Assassin's pick, in secret."
        return f"{w} keeps one card in secret and buries the rest."
    if k == "trade_done":
        if s == viewer and isinstance(ev.arg, int):
            n = ev.arg
            return (
                f"You put out {n} card{'s' if n != 1 else ''} to trade."
                if n
                else "You trade nothing."
            )
        return f"{w} {verb(s, viewer, 'are', 'is')} done with the trade."
    if k == "traded":
        pair = _pair(names, s, viewer)
        n = ev.arg if isinstance(ev.arg, int) else 0
        if not n:
            return f"{pair} trade nothing."
        return f"{pair} trade {n} card{'s' if n != 1 else ''}."
    if k == "trade_unmatched":
        # arg: (tried again, the count seat s put out, its partner's count).
        again, *counts = ev.arg if isinstance(ev.arg, (tuple, list)) else (ev.arg,)
        pair = _pair(names, s, viewer)
        mine = viewer in (s, (s + 2) % len(names))
        then = ("you" if mine else "they") + " try again" if again else "no trade this round"
        told = ""
        if len(counts) == 2 and all(is_card_id(n) for n in counts):
            q = (s + 2) % len(names)
            each = [f"{_name(names, x, viewer)} {n}" for x, n in ((s, counts[0]), (q, counts[1]))]
            told = f" ({' and '.join(each)})"
        return f"{pair} put out different numbers of cards{told}: they come back, and {then}."
    if (
        k == "reveal"
        and ev.visible_to is not None
        and ev.src
        and ev.src[0] in ("partner", "successor")
    ):
        owner = ev.src[1]
        if ev.card is None or owner == viewer:
            return SILENT  # partners only; the owner knows its own card
        whose = f"{who(names, owner, viewer)}'s"
        if ev.src[0] == "successor":
            return f"You see {whose} Successor: {card(ev.card)}."
        return f"{whose} card for you is {card(ev.card)}."
    if k == "spy_look":
        owner = ev.src[1] if ev.src else None
        whose = "your" if owner == viewer else f"{who(names, owner, viewer)}'s"
        if s == viewer and ev.card is not None:
            return f"Your Spy sees {whose} Successor: {card(ev.card)}."
        return f"{w} {verb(s, viewer, 'look', 'looks')} at {whose} Successor."
    if k != "move":
        return None
    src = ev.src[0] if ev.src else ""
    dst = ev.dst[0] if ev.dst else ""
    dseat = ev.dst[1] if ev.dst else -1
    known = ev.card is not None
    if dst == "down":
        what = card(ev.card) if s == viewer and known else "a card"
        return f"{w} {verb(s, viewer, 'place', 'places')} {what} face down."
    if src == "down" and dst == "up":
        return f"{w} {verb(s, viewer, 'reveal', 'reveals')} {card(ev.card)}."
    if src == "up" and dst in ("up", "hand") and ev.src[1] != dseat:
        taker = who(names, dseat, viewer)
        owner = ev.src[1]
        whose = "your" if owner == viewer else f"{who(names, owner, viewer)}'s"
        return f"{taker} {verb(dseat, viewer, 'take', 'takes')} {card(ev.card)} from {whose} revealed cards."
    if src == "partner" and dst in ("hand", "partner") and ev.src[1] != dseat:
        taker = who(names, dseat, viewer)
        owner = ev.src[1]
        whose = "your" if owner == viewer else f"{who(names, owner, viewer)}'s"
        return f"{taker} {verb(dseat, viewer, 'take', 'takes')} {card(ev.card) if known else 'a card'} from {whose} partner card."
    if src in ("up", "partner", "down") and dst == "hand":
        return SILENT  # the setup cards going back to hand
    if dst == "partner":
        what = card(ev.card) if known else "a card"
        return f"{w} {verb(s, viewer, 'place', 'places')} {what} face down for {their(s, viewer)} partner."
    if dst == "trade":
        what = card(ev.card) if known else "a card"
        return f"{w} {verb(s, viewer, 'put', 'puts')} {what} out to trade."
    if src == "trade" and dst == "hand":
        owner = ev.src[1]
        if owner == dseat:
            return f"{who(names, dseat, viewer)} {verb(dseat, viewer, 'take', 'takes')} back {card(ev.card) if known else 'a card'}."
        if dseat == viewer:
            return f"You receive {card(ev.card)} from {who(names, owner, viewer)} in the trade."
        if owner == viewer:
            return f"Your {cards[ev.card].name if known else 'card'} goes to {who(names, dseat, viewer)}."
        return SILENT  # the others hear of the trade once, from its "traded" line
    if ev.arg == "pick up" and dst == "hand":
        return SILENT  # one line for the whole pool: the "kept" event's
    if dst == "buried":
        what = card(ev.card) if known else "a card"
        return f"{what[:1].upper() + what[1:]} is buried face down."
    if dst == "condemned" and ev.arg == "condemn":
        # Face down: only its player is told which card (the others read ev.card as None).
        what = "a card face down" if ev.card is None else card(ev.card)
        return f"{w} {verb(s, viewer, 'Condemn', 'Condemns')} {what} for the Executioner."
    return None
