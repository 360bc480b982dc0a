"""The Imposter Kings' reasons for a move at two seats (the turn, the setup steps, reactions,
names and follow-ups): short clauses that do not say the move itself ("it beats the Warlord
with your cheapest card")."""

from __future__ import annotations

from game.ai.imposter_beliefs import ASSASSIN, KINGS_HAND
from game.ai.imposter_hint_facts import (
    KH_WARNING,
    LIKELY,
    NAMERS,
    ON_PLAY,
    STOPS,
    _alone,
    _and,
    _assassin_chance,
    _assassin_where,
    _chance_any,
    _generic,
    _hand_card,
    _name_of,
    _opponents,
    _others_word,
    _partner,
    _pct,
    _plain_and,
    _player,
    _players,
)
from game.ai.imposter_move_words import _printed, _printed_words
from game.ai.imposter_reasons_party import _card_named, _offered
from game.imposter.court_setup import TAKE_DOWN


def _turn(st, seat, action, follow, odds):
    if action.verb == "flip":
        return _flip(st, seat, odds)
    if action.verb == "remove":
        return ["a Condemned card must leave before anything else"]
    card = _hand_card(st, seat, action)
    if card is None:
        if st.ante[seat]:
            return ["an Antechamber card must be played first; this one serves you best now"]
        return _generic(st, seat, action)
    return _play(st, seat, card, follow, odds, said=follow is not None)


def _flip(st, seat, odds):
    out = []
    throne = st.throne()
    succ = st.successor[seat]
    took = f"your {st.cards[succ].name} comes back to your hand" if succ is not None else ""
    if throne is not None:
        out.append(f"it Disgraces the {st.cards[throne].name} on the Throne (it counts 1)")
    out.append(took)
    playable = [c for c in st.hands[seat] if st.hand_value(c) >= st.throne_value()]
    if not playable:
        out.append("you have no card that can beat the Throne")
    safe = _assassin_where(st, seat)
    if safe:
        out.append(f"it is safe: {safe}")
    else:
        who = "they" if _alone(st, seat) else "an opponent"
        out.append(
            f"the risk: {who} may hold the Assassin "
            f"(about {_pct(_assassin_chance(st, seat, odds))})"
        )
    if st.mode.full_scoring:
        out.append("a flipped King gives up its bonus point")
    return out


def _play(st, seat, card, follow, odds, said=False):
    c = st.cards[card]
    name = c.name
    out = []
    throne = st.throne()
    tv = st.throne_value()
    v = st.hand_value(card)
    opps = _opponents(st, seat)
    answer = _others_word(st, seat)
    if throne is None:
        if v <= 4:
            out.append("it opens the round with a cheap card and keeps your strong ones")
        else:
            out.append(f"it opens the round at {v}: {answer} must answer with {v} or more")
    elif v < tv:
        tname = st.cards[throne].name
        if name == "Elder":
            out.append(f"the Elder may go on Royalty such as the {tname}, whatever its value")
        elif name == "Zealot":
            out.append(f"after your flip the Zealot may go on the {tname}, whatever its value")
        elif name == "Oathbound":
            out.append(
                f"the Oathbound may go on the higher {tname}: it Disgraces it and you play "
                "one more card at once"
            )
    else:
        beaters = sorted(
            st.hand_value(h) for h in st.hands[seat] if st.hand_value(h) >= tv and h != card
        )
        tname = st.cards[throne].name if throne not in st.disgraced else "face-down card"
        if not beaters:
            out.append(f"it is your only card that beats the {tname} ({tv})")
        elif v <= beaters[0]:
            out.append(
                f"it is your cheapest card that beats the {tname} ({tv}), so stronger ones wait"
            )
        else:
            them = "them" if answer == "they" else answer
            out.append(f"it sets the Throne at {v} for {them} to beat")
    effect = ON_PLAY.get(name)
    if name == "Mystic" and not st.disgraced:
        effect = None  # no ability without a Disgraced card in the Court
    if name == "Warlord" and not st.royalty_in_court():
        effect = None
    if name == "Fool":
        best = max((x for x in st.face_up_court()), key=lambda x: st.cards[x].value, default=None)
        effect = (
            f"the Fool can take the {st.cards[best].name} back into your hand" if best else None
        )
    if effect and not st.is_muted(card) and not (said and name in NAMERS):
        out.append(effect)
    if name == ASSASSIN:
        if not any(st.king_up[x] for x in opps):
            kings = "their King is" if len(opps) == 1 else "every opponent's King is"
            out.append(f"the Assassin has nothing left to wait for: {kings} already flipped")
        else:
            out.append("it gives up your Assassin")
    elif name == KINGS_HAND:
        out.append("the King's Hand counts as a plain 8 when played")
    if (
        effect
        and not c.immune
        and name not in ("Queen", "Warlord")
        and not st.is_muted(card)
        and any(st.hands[x] for x in opps)
    ):
        kh = _chance_any(st, seat, opps, KINGS_HAND, odds)
        if kh >= KH_WARNING:
            who = "they" if len(opps) == 1 else "an opponent"
            out.append(f"{who} may stop it with the King's Hand (about {_pct(kh)})")
    return out


def _guess(st, seat, label, kind, odds, target: int | None = None):
    name = _name_of(label)
    opps = _opponents(st, seat)
    frame = st.stack[-1] if st.stack else ()
    if kind == "informant":
        if target is None:
            target = frame[3] if len(frame) > 3 and frame[0] == "informant" else opps[0]
        return _dungeon_guess(st, seat, name, target, odds)
    if kind == "judge":  # the Judge guesses at one player's hand: the one picked, if several
        if target is not None:
            opps = [target]
        else:
            opps = [frame[4]] if len(frame) > 4 and frame[0] == "judge" else opps[:1]
    p = _chance_any(st, seat, opps, name, odds)
    holders = [o for o in opps if name in st.known[seat][o]]
    if len(opps) == 1:
        if holders:
            out = [f"you know they hold the {name}"]
        elif p >= LIKELY:
            out = [f"they are likely to hold the {name} (about {_pct(p)})"]
        elif p > 0:
            out = [f"the {name} is as likely a guess as any (about {_pct(p)})"]
        else:
            out = [f"they cannot hold the {name}: a deliberate miss that changes nothing"]
    elif holders:
        out = [f"you know {_player(st, seat, holders[0])} holds the {name}"]
    elif p >= LIKELY:
        out = [f"an opponent is likely to hold the {name} (about {_pct(p)})"]
    elif p > 0:
        out = [f"the {name} is as likely a guess as any (about {_pct(p)} that one of them has it)"]
    else:
        out = [f"no opponent can hold the {name}: a deliberate miss that changes nothing"]
    mate = _partner(st, seat)
    if kind == "inquire" and mate is not None and name in st.known[seat][mate]:
        # The Inquisitor affects every other player, partner included (rulebook, 2v2).
        out.append(f"your partner holds the {name} too and would have to play it next")
    if kind == "inquire" and p > 0:
        where = "their Antechamber" if len(opps) == 1 else "the holder's Antechamber"
        out.append(f"it forces the {name} into {where}, to be played next turn")
        if name == ASSASSIN and st.king_up[seat]:
            out.append("that flushes out the Assassin, so your King can flip safely later")
    elif kind == "soldier" and p > 0:
        out.append("a hit makes the Soldier worth 7 and lets you Disgrace up to three Court cards")
    elif kind == "judge" and p > 0:
        out.append(
            "a right guess lets you put a card of yours in your Antechamber, to play next turn "
            "whatever the Throne"
        )
    return out


def _dungeon_guess(st, seat, name, o, odds):
    """The Informant names the card in one opponent's Dungeon."""
    where = _players(st, seat, o, "Dungeon")
    if st.dungeon[o] is None:
        return [f"{where} is empty"]
    p = odds.chance(lambda w: w.dungeon[o] is not None and w.cards[w.dungeon[o]].name == name)
    if p >= LIKELY:
        out = [f"the card in {where} is likely the {name} (about {_pct(p)})"]
    elif p > 0:
        out = [f"the {name} is as likely a guess as any for {where} (about {_pct(p)})"]
    else:
        out = [f"the card in {where} cannot be the {name}"]
    if p > 0:
        out.append("a right guess shows it, and you may take it into your hand or Rally")
    return out


def _mystic_number(st, seat, number, odds):
    """Why the Mystic names ``number``: the cards printed so lose their text for the round (in
    every zone) and count 3 once in the Court; what that silences, and what it costs."""
    names = _printed(st, number)
    which = _printed_words(st, number)
    out = [f"cards printed {number}{which} lose their text and count 3 in the Court this round"]
    opps = [o for o in _opponents(st, seat) if st.hands[o]]
    mine = [
        st.cards[c].name
        for c in st.hands[seat] + st.ante[seat]
        if st.cards[c].value == number and not st.cards[c].steadfast
    ]
    if ASSASSIN in names:
        if ASSASSIN in mine:
            out.append("it silences your own Assassin too")
        elif _assassin_where(st, seat) is None and opps:
            p = _chance_any(st, seat, opps, ASSASSIN, odds)
            holders = [o for o in opps if ASSASSIN in st.known[seat][o]]
            flip = "your King can flip without fear" if st.king_up[seat] else "it cannot strike"
            if holders:
                who = "they hold" if len(opps) == 1 else f"{_player(st, seat, holders[0])} holds"
                out.append(f"you know {who} the Assassin: silenced, {flip}")
            elif p > 0:
                who = "they" if len(opps) == 1 else "an opponent"
                out.append(f"{who} may hold the Assassin (about {_pct(p)}): silenced, {flip}")
    if KINGS_HAND in names:
        if KINGS_HAND in mine:
            out.append("it silences your own King's Hand too")
        elif opps and (p := _chance_any(st, seat, opps, KINGS_HAND, odds)) > 0:
            who = "they" if len(opps) == 1 else "an opponent"
            out.append(
                f"no King's Hand can stop your abilities this round ({who} may hold it, about "
                f"{_pct(p)})"
            )
    court = [
        st.cards[c].name
        for c in st.face_up_court()
        if st.cards[c].value == number and not st.cards[c].steadfast
    ]
    if court:
        out.append(f"in the Court it blanks the {_and(court)}")
    if opps and not set(names) & {ASSASSIN, KINGS_HAND}:
        p = odds.chance(lambda w: any(w.cards[c].value == number for o in opps for c in w.hands[o]))
        who = "they hold" if len(opps) == 1 else "an opponent holds"
        out.append(f"about {_pct(p)} that {who} a card printed {number}")
    others = list(dict.fromkeys(n for n in mine if n not in (ASSASSIN, KINGS_HAND)))
    if others:
        out.append(f"it blanks your own {_plain_and(others)} too")
    elif not mine:
        out.append(f"none of your own cards is printed {number}")
    return out


def _name(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    if action.arg.isdigit():
        return _mystic_number(st, seat, int(action.arg), odds)
    return _guess(st, seat, action.arg, kind, odds)


def _react(st, seat, action, follow, odds):
    frame = st.stack[-1]
    reaction = frame[2] if len(frame) > 2 else ""
    target = frame[4] if len(frame) > 4 else None
    tname = st.cards[target].name if isinstance(target, int) else ""
    if action.verb == "react":
        if reaction == ASSASSIN:
            causer = frame[3] if len(frame) > 3 and isinstance(frame[3], int) else None
            if _alone(st, seat) or causer is None:
                return ["they are flipping their King: the Assassin wins you the round at once"]
            who = _player(st, seat, causer)
            if st.mode.teams:  # a team loses with either partner
                return [f"{who} is flipping their King: the Assassin wins your team the round"]
            return [f"{who} is flipping their King: the Assassin knocks them out at once"]
        what = STOPS.get(tname, f"their {tname}'s ability" if tname else "the ability")
        return [
            f"it stops {what}",
            "both cards are Condemned and they play again on the Throne as it was",
        ]
    if reaction == ASSASSIN:
        return ["keeping the Assassin hidden is worth more than this"]
    if reaction == KINGS_HAND and tname:
        return [f"their {tname} costs you little; keep the King's Hand for a bigger threat"]
    return ["nothing here is worth a reaction"]


def _place(st, seat, action, follow, odds):
    names = {st.cards[c].name for c in st.hands[seat]}
    high = max((st.cards[c].value for c in st.hands[seat]), default=0)
    assets = [n for n in (ASSASSIN, KINGS_HAND, "Queen", "Princess") if n in names]
    team = [o for o in range(st.n) if st.mode.team_of(o) == st.mode.team_of(seat)]
    free = st.mode.mulligans and not any(st.mulligans[o] for o in team)
    # 2v2: one free mulligan per team, and the penalty goes to the other team.
    whose = "your team's" if len(team) > 1 else "your"
    them = "the other team" if len(team) > 1 else "them"
    if action.verb == "mulligan":
        out = []
        lacking = [n for n in (ASSASSIN, KINGS_HAND) if n not in names]
        if lacking:
            out.append("your hand lacks the " + " and the ".join(lacking))
        if high <= 7:
            out.append(f"its highest card is only {high}")
        out.append(
            f"the mulligan is free ({whose} one free mulligan of the match)"
            if free
            else f"it gives {them} 2 points, though you take the True King"
        )
        return out
    card = _hand_card(st, seat, action)
    out = []
    if card is not None:
        out.append(f"the {st.cards[card].name} waits hidden until you flip your King")
    if st.mode.mulligans:
        held = f" (you hold the {_and(assets)})" if assets else ""
        if free:
            out.append(f"keep this hand{held} and save your free mulligan")
        else:
            out.append(f"keep this hand{held}: a mulligan would give {them} 2 points")
    return out


def _dungeon(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [f"you can spare the {st.cards[card].name} best; it sits out the round face down"]


def _first(st, seat, action, follow, odds):
    me = int(action.arg) == seat
    if me:
        return ["going first sets the pace of the round"]
    if _alone(st, seat):
        return ["going second lets you answer their first card"]
    return ["going later lets you see more of the round before your turn"]


def _disgrace(st, seat, action, follow, odds):
    if action.verb == "done":
        return ["the Soldier holds the Throne at 7 as the Court stands"]
    try:
        cid = st.court_card(action.arg)
    except (KeyError, ValueError, IndexError):
        return []
    return [f"face down the {st.cards[cid].name} counts 1 and loses its ability"]


def _partner_take(st, seat, action, follow, odds):
    c = _card_named(st, action.arg)
    if c is None:
        return []
    if c.value >= _offered(st, st.legal_actions()):
        out = [f"the {c.name} ({c.value}) is the highest of your partner's cards you may take"]
    else:
        out = [f"the {c.name} ({c.value}) suits your hand better than a higher card"]
    if action.arg.endswith(TAKE_DOWN):
        out.append(f"taking the face-down {c.name}, the other team does not see which card it is")
    return out


def _take(st, seat, action, follow, odds):
    if action.verb != "take":
        return ["nothing in the Court is worth taking back"]
    try:
        cid = st.court_card(action.arg)
    except (KeyError, ValueError, IndexError):
        return []
    return [
        f"the {st.cards[cid].name} ({st.cards[cid].value}) is the most useful card to take back"
    ]


def _give(st, seat, action, follow, odds):
    if action.verb == "pass":
        return ["you keep your cards as they are"]
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    return [f"the {st.cards[card].name} is the card you can spare best"]


def _follow(st, seat, action, follow, odds):
    card = _hand_card(st, seat, action)
    if card is None:
        return []
    out = ["the Oathbound's extra card ignores values and the King's Hand cannot stop it"]
    effect = ON_PLAY.get(st.cards[card].name)
    if effect:
        out.append(effect)
    return out


def _optional(st, seat, action, follow, odds):
    kind = st.stack[-1][0]
    if action.verb == "pass":
        return [f"the {kind.capitalize()}'s ability would not help you here"]
    if kind == "princess":
        return ["a swap can trade away your weakest card for one of theirs"]
    if kind == "sentry":
        try:
            cid = st.court_card(action.arg)
            return [f"the {st.cards[cid].name} comes back to your hand for one you spare"]
        except (KeyError, ValueError, IndexError):
            return []
    if kind == "warden":
        acc = st.cards[st.accused].name if st.accused is not None else "Accused card"
        return [f"the {acc} comes into your hand"]
    return []
