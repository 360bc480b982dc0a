"""The Imposter Kings' reasons for the expansions' decisions: Fragments of Nersetti (the Army,
Mustering, Signature cards and its abilities) and the Mercenaries (the Bid, the free swap,
Mustering with Mercenaries and the Arbiter)."""

from __future__ import annotations

from game.ai.imposter_beliefs import _partners, hand_guess
from game.ai.imposter_hint_facts import (
    _army_value,
    _hand_card,
    _holds,
    _name_of,
    _partner,
    _pct,
    _player,
    _players,
)
from game.ai.imposter_policy_mercenaries import _keep_worth, _opponent_top, _to_win, bid_to_win
from game.ai.imposter_policy_party import _show_cost

# ----- Fragments of Nersetti ----------------------------------------------------------------


def _muster(st, seat, action, follow, odds):
    fon = st.fon
    army = sorted((st.cards[c].value, st.cards[c].label) for c in fon.army[seat])
    if action.verb == "recruit":
        card = _hand_card(st, seat, action)
        nm = st.cards[card].name if card is not None else _name_of(action.arg)
        v = st.cards[card].value if card is not None else 0
        out = [f"the {nm} ({v}) leaves the round and an Army card takes its place"]
        if army and army[-1][0] > v:
            out.append(f"your Army's best card is the {_name_of(army[-1][1])} ({army[-1][0]})")
        if not fon.paid[seat]:
            out.append("the first Recruit also Exhausts an Army card")
        return out
    if action.verb == "king":
        from game.imposter.cards import FACETS

        text = FACETS.get(action.arg, "")
        return [f"the {action.arg}: {text[:1].lower() + text[1:]}".rstrip(".")]
    if action.verb == "recommission":
        return ["it brings an Exhausted card back into your Army"]
    return ["your hand is strong enough, and the Army stays ready for later rounds"]


def _army_pick(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    v = _army_value(st, action.arg)
    nm = _name_of(action.arg)
    if kind in ("exhaust", "flag_return", "oracle_show", "ancestor_rally"):
        return [f"the {nm} ({v}) is the one you can spare best"]
    return [f"the {nm} ({v}) is the strongest card on offer"]


def _sig_pick(st, seat, action, follow, odds):
    from game.imposter.cards import CARDS

    nm = _name_of(action.arg)
    c = CARDS.get(nm)
    if c is None:
        return []
    text = c.text.split(". ")[0].rstrip(".")
    return [
        f"the {nm} ({c.value}) joins your Army for the whole match: {text[:1].lower() + text[1:]}"
    ]


def _nakturn_guess(st, seat, action, follow, odds):
    frame = st.stack[-1]
    namer, name = frame[2], frame[3]
    if name in st.known[seat][namer]:
        return [f"you know they hold the {name}"]
    if name in st.lacks[seat][namer]:
        return [f"you know they do not hold the {name}"]
    p = odds.chance(_holds(st, namer, name))
    return [f"about {_pct(p)} that they hold the {name}"]


def _keep(st, seat, action, follow, odds):
    if action.verb == "keep":
        cid = st.successor[seat] if action.arg == "successor" else st.fon.squire[seat]
        if cid is not None:
            return [f"the {st.cards[cid].name} ({st.cards[cid].value}) is the better card to have"]
    if action.verb == "rally":
        return [f"the {_name_of(action.arg)} from your Army is worth more"]
    return []


def _expansion_optional(st, seat, action, follow, odds):
    """The expansion's optional abilities (Flag Bearer, Stranger, Aegis, Lockshift, Oracle,
    Nakturn): what the card does, or why to let it pass."""
    frame = st.stack[-1]
    cid = frame[2] if len(frame) > 2 and isinstance(frame[2], int) else None
    name = st.cards[cid].name if cid is not None else frame[0].capitalize()
    if action.verb == "pass":
        return [f"the {name}'s ability would not help you here"]
    text = st.cards[cid].text.split(". ")[0].rstrip(".") if cid is not None else ""
    return [f"the {name}: {text[:1].lower() + text[1:]}"] if text else []


# ----- Cutthroat Mercenaries and 2v2 Mercenaries ------------------------------------------


def _area_best(st):
    """The best Mercenary on offer as (name, value), or None when the area is empty."""
    area = sorted(((st.cards[c].value, st.cards[c].name) for c in st.merc.area), reverse=True)
    return (area[0][1], area[0][0]) if area else None


def _merc_bid(st, seat, action, follow, odds):

    card = _hand_card(st, seat, action)
    if card is None:
        return []
    c = st.cards[card]
    best = _area_best(st)
    count = 4 if st.stack[-1][0] == "extra" else 3
    plan = _to_win(st, st.hands[seat] + st.party.down[seat], count)
    if bid_to_win(st, seat) and best is not None and card in plan:
        return [
            f"the Mercenaries on offer (the best, the {best[0]}, is {best[1]}) are worth more "
            f"than the {c.name} ({c.value}): win the bid and swap it for one"
        ]
    if count == 4:
        return [
            f"the {c.name} can raise your bid by {c.value}; only your partner sees it after the "
            "bid, unless you reveal it"
        ]
    cheapest = min(_keep_worth(st, x) for x in st.hands[seat])
    if _keep_worth(st, card) <= cheapest:
        return [
            f"the {c.name} ({c.value}) is the cheapest card to show: it comes back to your hand, "
            "or a card of your Army takes its place in the Mustering"
        ]
    return [
        f"the {c.name} adds {c.value} to your bid and is shown to everyone; it comes back to "
        "your hand unless you give it up"
    ]


def _merc_raise(st, seat, action, follow, odds):

    m = st.merc
    mine = m.totals[seat] or 0
    theirs = _opponent_top(st, seat)
    team = max((m.totals[o] or 0) for o in range(st.n) if o == seat or _partners(st, seat, o))
    extra = st.party.partner_card[seat]
    v = st.cards[extra[0]].value if extra else 0
    if action.verb == "raise":
        return [f"your bid goes from {mine} to {mine + v}, against the best other bid of {theirs}"]
    if team > theirs:
        return [f"your team leads the bid already ({team} to {theirs})"]
    if mine + v < theirs:
        return [f"even with it your bid ({mine + v}) stays below {theirs}"]
    return ["winning the bid would gain little: no Mercenary on offer beats your revealed cards"]


def _merc_tie(st, seat, action, follow, odds):
    o = int(action.arg)
    if o == seat:
        return ["the free swap for Mercenaries goes to you"]
    if _player(st, seat, o) == "your partner":
        return ["the free swap for Mercenaries goes to your team"]
    return [f"of the tied players, {_player(st, seat, o)} has the fewest points"]


def _merc_swap(st, seat, action, follow, odds):
    if action.verb == "done":
        return ["no Mercenary left is worth more to you than your revealed cards"]
    give, _, take = action.arg.partition("/")
    vg, vt = _army_value(st, give), _army_value(st, take)
    if vt > vg:
        return [f"the {_name_of(take)} ({vt}) is worth more than the {_name_of(give)} ({vg})"]
    lost = vg - vt
    return [
        f"the {_name_of(take)}'s ability is worth more here than the {lost} "
        f"point{'s' if lost != 1 else ''} of value it costs"
    ]


def _merc_muster(st, seat, action, follow, odds):
    army = sorted((st.cards[c].value, st.cards[c].label) for c in st.fon.army[seat])
    if action.verb == "recruit":
        v = _army_value(st, action.arg)
        out = [f"the {_name_of(action.arg)} ({v}) leaves the round"]
        if army and army[-1][0] > v:
            out.append(f"your Army's best card is the {_name_of(army[-1][1])} ({army[-1][0]})")
        out.append("the Army card taken is Exhausted after the round")
        return out
    if action.verb == "hire":
        v = _army_value(st, action.arg)
        origs = sorted(st.cards[c].value for c in st.merc.originals[seat])
        low = army[0] if army else None
        out = [f"the {_name_of(action.arg)} ({v}) joins your hand for this round"]
        if origs:
            out.append(f"it costs a bid card (your cheapest is {origs[0]})")
        if low is not None:
            out.append(
                f"it also Exhausts an Army card (your weakest, the {_name_of(low[1])}, {low[0]})"
            )
        return out
    if action.verb in ("king", "recommission"):
        return _muster(st, seat, action, follow, odds)
    return ["your bid cards are worth keeping, and the Army stays ready for later rounds"]


def _merc_discard(st, seat, action, follow, odds):

    v = _army_value(st, action.arg)
    worth = [_keep_worth(st, c) for c in st.merc.originals[seat]]
    if worth and _show_cost(st, action.arg) <= min(worth):
        return [f"the {_name_of(action.arg)} ({v}) is the bid card you can spare best"]
    return [f"the {_name_of(action.arg)} ({v}) leaves the round face up"]


def _merc_enlist(st, seat, action, follow, odds):
    v = _army_value(st, action.arg)
    best = max((st.cards[c].value for c in st.fon.army[seat]), default=0)
    if v >= best:
        return [f"the {_name_of(action.arg)} ({v}) is the strongest card of your Army"]
    return [f"the {_name_of(action.arg)} ({v}) joins your bid cards face down: only you know which"]


def _merc_restore(st, seat, action, follow, odds):
    out = _army_pick(st, seat, action, follow, odds)
    q = _partner(st, seat)
    if action.verb == "lend" and q is not None:
        out.append("your partner's Army is the smaller one")
    return out


def _expected(st, seat, o):

    guess = hand_guess(st, seat, o)
    total = sum(w for _, w in guess)
    return guess, (sum(v * w for v, w in guess) / total if total else 0.0)


def _arbiter_target(st, seat, action, follow, odds):
    o = int(action.arg)
    _, mean = _expected(st, seat, o)
    cards = _players(st, seat, o, "cards")
    return [f"by what you know, {cards} are worth about {mean:.1f} each"]


def _right_chance(guess, value: int, said: str) -> float:
    total = sum(w for _, w in guess)
    if not total:
        return 0.0
    if said == "higher":
        return sum(w for v, w in guess if v > value) / total
    return sum(w for v, w in guess if v < value) / total


def _arbiter_guess(st, seat, action, follow, odds):
    frame = st.stack[-1]
    if len(frame) <= 2:  # after the exchange: both cards are known
        _, _, gave, got = st.merc.arbiter
        g, r = st.cards[gave], st.cards[got]
        if r.value == g.value:
            return [
                f"the {r.name} you received is worth the {g.name}'s {g.value}: neither is right"
            ]
        right = "higher" if r.value > g.value else "lower"
        said = "right" if action.arg == right else "wrong"
        return [f"the {r.name} you received ({r.value}) against the {g.name} ({g.value}): {said}"]
    target = frame[4]
    guess, _ = _expected(st, seat, target)
    hand = sorted(st.cards[c].value for c in st.hands[seat])
    if not hand:
        return []
    v = hand[0] if action.arg == "higher" else hand[-1]
    p = _right_chance(guess, v, action.arg)
    which = "lowest" if action.arg == "higher" else "highest"
    return [f"giving your {which} card ({v}), about {_pct(p)} to be right"]


def _arbiter_give(st, seat, action, follow, odds):
    _, _, target, said = st.stack[-1]
    guess, _ = _expected(st, seat, target)
    v = _army_value(st, action.arg)
    if said is None:  # the guess comes after the exchange, knowing both cards
        p = sum(w for u, w in guess if u != v) / (sum(w for _, w in guess) or 1)
        return [f"giving the {_name_of(action.arg)} ({v}), about {_pct(p)} to receive a card you can "
                "guess right"]  # fmt: skip
    p = _right_chance(guess, v, said)
    return [f"you said {said}: with the {_name_of(action.arg)} ({v}) about {_pct(p)} to be right"]
