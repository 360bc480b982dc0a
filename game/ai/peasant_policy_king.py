"""King and Peasant's rollout policy for the King: his turn (Ready, Mobilize, Condemn, play, pass)
and the choices of his card halves, costed from what he knows."""

from __future__ import annotations

from game.ai.peasant_beliefs import (
    assassin_odds,
    king_known_deck,
    king_knows_top,
    reach_risk,
    top_risk,
    unknown_rebels,
)
from game.ai.peasant_policy import LOSE, NEUTRAL, WIN, _card_in
from game.peasant.cards import ASSASSIN, DECOY, GUARD, KING

# --- the King ---
# Readying a Guard: cheap while Town has room, cheaper still when it is nearly empty (the
# Assassin may be Dispatched the moment no Guard stands).
READY_FEW = 0.5  # fewer than two Guards up
READY_MORE = 2.5
# Passing is the King's patient plan: every turn ends with his draw, and an empty deck wins.
PASS_COST = 3.0
# The chance that the top card is the Assassin weighs on every move that ends with his draw
# (all of them): this many cost points for a certain Assassin on top.
DRAW_FEAR = 25.0
# Mobilizing a Guard costs the Guard; each effect then pays back what it does.
MOBILIZE_BASE = 3.0
# Condemning a face-down Rebel is a gamble on the King's estimate that it is the Assassin:
# below this chance it is not worth it unless he is about to lose anyway.
CONDEMN_SURE = 0.85

# --- the King ---


def _king_turn(st, legal, rng):
    known = king_known_deck(st)
    p_deck, p_town, _p_hand = assassin_odds(st, known)
    risk = top_risk(st, known, p_deck)
    fd = unknown_rebels(st)
    guards = len(st.guards)
    hand_guards = sum(1 for c in st.hands[st.king] if st.cards[c].king.kind == GUARD)
    # After this move he draws: the fear of that draw weighs on every move that keeps the top.
    fear = DRAW_FEAR * risk
    costs = []
    for a in legal:
        v = a.verb
        if v == "condemn":
            costs.append(_condemn_cost(st, a.arg, p_town, fd, risk))
        elif v == "ready":
            base = READY_FEW if guards < 2 else READY_MORE
            costs.append(base + fear)
        elif v == "pass":
            # Passing with no Guard up and Rebels hidden invites the Dispatch.
            bare = 6.0 * p_town if guards == 0 else 0.0
            costs.append(PASS_COST + fear + bare)
        elif v == "mobilize":
            costs.append(_mobilize_cost(st, a.arg, risk, p_deck, p_town, fd, guards, hand_guards))
        elif v == "play":
            costs.append(_king_play_cost(st, a.arg, risk, p_deck, p_town, fd, guards))
        else:
            costs.append(NEUTRAL + fear)
    return costs


def _condemn_cost(st, arg, p_town, fd, risk):
    if arg == "deck":
        top = king_knows_top(st)
        if top is not None:
            return WIN if top == ASSASSIN else LOSE
        return LOSE * (1.0 - risk)
    c = st.rebels[int(arg)]
    if c in st.up or c in st.kseen:
        return WIN if c == ASSASSIN else LOSE
    chance = p_town / max(1, len(fd))
    if chance >= CONDEMN_SURE:
        return WIN / 2
    # A gamble: worth it when no Guard can stand between the Assassin and the throne.
    if not st.guards and p_town > 0.5:
        return 6.0 - 10.0 * chance
    return LOSE * (1.0 - chance)


def _mobilize_cost(st, name, risk, p_deck, p_town, fd, guards, hand_guards):
    fear = DRAW_FEAR * risk
    # Losing the last Guard while the Assassin may be hidden in Town is dangerous.
    bare = 8.0 * p_town if guards == 1 else 0.0
    base = MOBILIZE_BASE + bare
    deck = len(st.deck)
    if name == "Knight":
        # Discards the top 2 cards: the Assassin there is the King's win, and the deck runs down.
        hit = reach_risk(st, 2, None, p_deck) if deck else 0.0
        return base - 1.5 - 20.0 * hit + DRAW_FEAR * risk * (1 - hit)
    if name == "Sentinel":
        # Best once the deck is short enough that its three cards cover much of it.
        reach = min(1.0, 3.0 / max(1, deck))
        return base - 0.5 - 12.0 * reach_risk(st, 3, None, p_deck) - 4.0 * p_deck * reach
    if name == "Guardian":
        return base - 1.0 - 8.0 * p_deck + fear * 0.5
    if name == "Advisor":
        return base - 0.5 - 8.0 * risk
    # Looking at Rebels is wasted once the Assassin is likely in the deck.
    if name == "Spy":
        return base - (2.0 if fd else -4.0) - 2.0 * p_town + 3.0 * p_deck + fear
    if name == "Noble":
        return base - (1.0 * len(fd)) - 2.0 * p_town + 3.0 * p_deck + fear
    if name == "Watchman":
        hidden_hand = len(st.hands[st.peasant]) - len(st.hknow[st.peasant])
        return base - (1.0 if hidden_hand >= 2 else -1.0) + fear
    if name == "Executor":
        return base - (1.0 if fd else -3.0) + fear
    if name == "Crier":
        return base - 0.5 + fear * 1.5 - (1.0 if hand_guards else 0.0)
    if name == "Inquisitor":
        return base + fear + (0.0 if hand_guards else 3.0)
    return base + fear


def _king_play_cost(st, name, risk, p_deck, p_town, fd, guards):
    fear = DRAW_FEAR * risk
    if name == "Arrest":
        return 2.0 - 15.0 * risk - (2.0 * p_town if fd else 0.0) + fear * (1 - risk)
    if name == "Raid":
        return 3.5 + fear - 0.5 * len(st.hands[st.peasant])
    if name == "Strike":
        return 4.0 + fear + (3.0 if guards < 2 else 0.0)
    if name == "Reassemble":
        return 4.0 + fear - (1.0 if st.discard else -3.0)
    return NEUTRAL + fear


def _king_setup_ready(st, legal, rng):
    return [2.0 if a.verb == "done" else _guard_rank(st, a.arg) for a in legal]


def _guard_rank(st, name):
    # The Sentinel is the King's best look at the deck; the Knight his blind sweep.
    return {"Sentinel": 0.0, "Knight": 0.2, "Guardian": 0.3, "Spy": 0.5}.get(name, 0.8)


def _crier(st, legal, rng):
    return [3.0 if a.verb == "pass" else _guard_rank(st, a.arg) for a in legal]


def _inquisitor(st, legal, rng):
    risk = top_risk(st)
    costs = []
    for a in legal:
        cost = 2.0
        if a.arg == "Knight":
            cost -= 10 * risk
        elif a.arg == "Sentinel":
            cost -= 6 * risk
        costs.append(cost)
    return costs


def _spy(st, legal, rng):
    # Reveal a Rebel he cannot name: one he already knows tells him nothing.
    return [0.0 if int(a.arg) in unknown_rebels(st) else 5.0 for a in legal]


def _advisor(st, legal, rng):
    top = king_knows_top(st)
    special = top is not None and top in (ASSASSIN, DECOY)
    return [(0.0 if special else 4.0) if a.verb == "bottom" else 1.0 for a in legal]


def _guardian(st, legal, rng):
    known = king_known_deck(st)
    costs = []
    for a in legal:
        i = int(a.arg)
        if i in known:
            costs.append(WIN if known[i] == ASSASSIN else 8.0)
        else:
            costs.append(1.0 + 0.1 * i)  # nearer the top is drawn sooner
    return costs


def _sentinel(st, legal, rng):
    costs = []
    for a in legal:
        order = [st.deck[int(x)] for x in a.arg.split()]
        cost = 0.0
        if order[0] == ASSASSIN:
            cost += 20.0  # he would draw it at once
        if order[0] == DECOY:
            cost += 3.0
        if len(order) > 1 and order[1] == ASSASSIN:
            cost -= 3.0  # on top after his draw, known: Condemn it next turn
        costs.append(cost)
    return costs


def _strike(st, legal, rng):
    risk = top_risk(st)
    costs = []
    for a in legal:
        c = 2.0
        if a.arg == "Knight":
            c -= 10 * risk
        elif a.arg == "Sentinel":
            c -= 4 * risk
        costs.append(c)
    return costs


def _arrest(st, legal, rng):
    known = king_known_deck(st)
    p_deck, p_town, _ = assassin_odds(st, known)
    risk = top_risk(st, known, p_deck)
    fd = unknown_rebels(st)
    costs = []
    for a in legal:
        if a.verb == "discard":
            costs.append(1.5 - 10 * risk)
            continue
        i = int(a.arg)
        c = st.rebels[i]
        if c in st.up or c in st.kseen:
            costs.append(WIN if c == ASSASSIN else 3.0)
        else:
            costs.append(1.0 - 4.0 * p_town / max(1, len(fd)))
    return costs


def _thief_discard(st, legal, rng):
    # Give away what matters least: a Guard already matched in Town, never the Sentinel first.
    costs = []
    for a in legal:
        c = _card_in(st, st.hands[st.king], a.arg, KING)
        kind = st.cards[c].king.kind if c is not None else GUARD
        costs.append(1.0 if kind != GUARD else 2.0 + _guard_rank(st, a.arg))
    return costs


def _reassemble_ready(st, legal, rng):
    return [3.0 if a.verb == "pass" else _guard_rank(st, a.arg) for a in legal]
