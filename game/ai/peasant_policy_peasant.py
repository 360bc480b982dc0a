"""King and Peasant's rollout policy for the Peasant: her turn (Hide, Infiltrate, Dispatch,
Return, play, draw), the opening placements and the choices of her card halves."""

from __future__ import annotations

from game.ai.peasant_policy import LOSE, NEUTRAL, WIN, _card_in, _pname, assassin_in_town_hidden
from game.peasant.cards import ASSASSIN, DECOY, PEASANT

# --- the Peasant ---
HIDE_ASSASSIN = 0.5
HIDE_DECOY = 2.0
HIDE_OTHER = 3.0
HIDE_THUG = 2.5
INFILTRATE_ASSASSIN = 1.0
INFILTRATE_DECOY = 3.5  # the bait: the King cannot tell it from the Assassin
RETURN_ASSASSIN = -5.0  # face up, the King Condemns it next turn
RETURN_OTHER = 5.0
DRAW_COST = 4.5  # a draw brings the King's empty-deck goal nearer
DRAW_EMPTY_HANDED = 1.5
# Dispatch costs by Rebel (with Guards in Town); the Assassin's is a win without Guards.
DISPATCH = {
    "Thug": 1.5,
    "Courtesan": 3.0,
    "Charlatan": 3.0,
    "Smuggler": 3.5,
    "Rat": 5.0,
    "Heretic": 4.5,
    "Mob": 2.0,
    "Decoy": 7.0,
}
PLAY = {
    "Brawl": 2.5,
    "Rally": 3.0,
    "Thief": 3.0,
    "Revolt": 3.5,
    "Scatter": 5.5,
    "Reassemble": 4.0,
}


# --- the Peasant ---


def _peasant_turn(st, legal, rng):
    guards = len(st.guards)
    hidden_assassin = assassin_in_town_hidden(st)
    in_hand = ASSASSIN in st.hands[st.peasant]
    hand = len(st.hands[st.peasant])
    costs = []
    for a in legal:
        v = a.verb
        if v == "dispatch":
            c = st.rebels[int(a.arg)]
            name = _pname(st, c)
            if c == ASSASSIN:
                costs.append(WIN if guards == 0 else LOSE)
            elif name == "Mob":
                # Removes every Rebel: her own hidden Assassin with them.
                costs.append(LOSE if hidden_assassin is not None else DISPATCH["Mob"] - guards)
            elif name == "Thug":
                bonus = 2.0 if guards == 1 and hidden_assassin is not None else 0.0
                costs.append((DISPATCH["Thug"] - bonus) if guards else 5.0)
            else:
                costs.append(DISPATCH.get(name, NEUTRAL))
        elif v == "infiltrate":
            c = st.rebels[int(a.arg)]
            costs.append(INFILTRATE_ASSASSIN if c == ASSASSIN else INFILTRATE_DECOY)
        elif v == "hide":
            c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
            if c == ASSASSIN:
                costs.append(HIDE_ASSASSIN)
            elif c == DECOY:
                costs.append(HIDE_DECOY)
            elif a.arg == "Thug":
                costs.append(HIDE_THUG)
            else:
                costs.append(HIDE_OTHER)
        elif v == "return":
            c = st.rebels[int(a.arg)]
            costs.append(RETURN_ASSASSIN if c == ASSASSIN else RETURN_OTHER)
        elif v == "play":
            cost = PLAY.get(a.arg, NEUTRAL)
            if a.arg == "Brawl" and not guards:
                cost += 3.0
            if a.arg == "Revolt" and hidden_assassin is None:
                cost += 2.0
            costs.append(cost)
        elif v == "draw":
            costs.append(DRAW_EMPTY_HANDED if hand <= 1 and not in_hand else DRAW_COST)
        else:
            costs.append(NEUTRAL)
    return costs


def _setup_hide(st, legal, rng):
    placed = st.stack[-1][2][0]
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(1.0 + 1.0 * (2 - placed))
            continue
        c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
        costs.append(0.0 if c == ASSASSIN else 0.8 if c == DECOY else 1.5)
    return costs


def _infiltrate_at(st, legal, rng):
    # Out of the reach of the Knight (top 2) and the Sentinel (top 3) while the deck allows,
    # not so deep that the King's empty deck comes first... the last card still wins for her.
    n = len(st.deck)
    costs = []
    for a in legal:
        i = int(a.arg)
        if n >= 4:
            costs.append(0.0 if i >= 3 else 2.0 + (1.0 if i <= 1 else 0.0))
        else:
            costs.append(0.0)
    return costs


def _remove_guard(st, legal, rng):
    # Take the Guard whose effect hurts her most: the deck watchers first.
    order = {"Sentinel": 0.0, "Guardian": 0.2, "Knight": 0.3, "Spy": 0.5, "Noble": 0.6}
    return [order.get(a.arg, 1.0) for a in legal]


def _remove_own_rebel(st, legal, rng):
    costs = []
    for a in legal:
        c = st.rebels[int(a.arg)]
        if c == ASSASSIN:
            costs.append(LOSE)
        elif c in st.up:
            costs.append(0.0)  # a spent face-up Rebel goes first
        elif c == DECOY:
            costs.append(2.0)
        else:
            costs.append(1.0)
    return costs


def _courtesan_keep(st, legal, rng):
    # Leave the Assassin in the deck near the top; keep a useful card.
    costs = []
    for a in legal:
        c = st.deck[int(a.arg)]
        costs.append(LOSE / 3 if c == ASSASSIN else 0.0 if _pname(st, c) == "Thug" else 1.0)
    return costs


def _courtesan_order(st, legal, rng):
    costs = []
    for a in legal:
        first = st.deck[int(a.arg.split()[0])]
        costs.append(0.0 if first == ASSASSIN else 2.0)
    return costs


def _charlatan_draw(st, legal, rng):
    in_hand = ASSASSIN in st.hands[st.peasant]
    return [(1.0 if a.arg == "1" else 2.0) if in_hand else 1.5 for a in legal]


def _charlatan_top(st, legal, rng):
    # The last card put on top is the top card, the King's next draw: no order is favoured.
    return [1.0 for _ in legal]


def _rat_return(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb == "done":
            costs.append(1.0)
        else:
            c = st.rebels[int(a.arg)]
            costs.append(RETURN_ASSASSIN if c == ASSASSIN else 0.5)
    return costs


def _up_to_hide(st, legal, rng):
    costs = []
    for a in legal:
        if a.verb in ("done", "pass"):
            costs.append(2.0)
            continue
        c = _card_in(st, st.hands[st.peasant], a.arg, PEASANT)
        costs.append(0.0 if c == ASSASSIN else 0.8 if c == DECOY else 1.2)
    return costs


def _revolt(st, legal, rng):
    guards = len(st.guards)
    costs = []
    for a in legal:
        c = st.rebels[int(a.arg)]
        if c == ASSASSIN:
            costs.append(
                (WIN if guards == 0 else LOSE) if a.verb == "dispatch" else INFILTRATE_ASSASSIN
            )
        elif c == DECOY:
            costs.append(1.0 if a.verb == "infiltrate" else 3.0)
        else:
            name = _pname(st, c)
            costs.append(DISPATCH.get(name, NEUTRAL) if name != "Mob" else LOSE)
    return costs


def _thief_take(st, legal, rng):
    return [0.5 if a.arg == "Thug" else 1.0 for a in legal]
