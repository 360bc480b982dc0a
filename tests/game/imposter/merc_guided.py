"""The newcomer of the guided Mercenary round, for the tests: the moves its notes ask for (bid the
Queen and two low cards, Recruit with a low card and take the strongest Army card, hire the
strongest Mercenary with the other, Exhaust the weakest Army card, take the Charismatic Leader,
then Done mustering), and the Easy computer's move, seeded as the table seeds it, everywhere
else. Read from the newcomer's own view."""

from __future__ import annotations

from game.ai.players import make_player
from game.core.registry import new_match
from game.imposter.tutorial_mercenaries import MERC_TUTORIAL_MODE

VIEWER = 0


def easy_move(st, seat: int) -> str:
    """The Easy computer's move, seeded as the table seeds its computers (scenes.table.scene:
    the match's seed, the prepared deal's, and the number of moves made)."""
    seed = (st.seed * 1_000_003 + len(st.history or [])) % 2**31
    return str(make_player("easy", seed).choose(st, seat))


def guided_move(st, seat: int = VIEWER) -> str:
    v = st.view(seat)
    legal = v["legal"]
    cards = st.cards
    kind = v["decision"]
    me = v["seats"][seat]
    merc = v.get("merc") or {}
    mine = (merc.get("seats") or [{}] * (seat + 1))[seat]

    def low(ids):
        return min(ids, key=lambda c: (cards[c].value, ids.index(c)))

    def high(ids):
        return max(ids, key=lambda c: (cards[c].value, -ids.index(c)))

    if kind == "bid":
        first = not (v["party"]["seats"][seat].get("down") or [])
        hand = me["hand"]
        return f"bid {cards[high(hand) if first else low(hand)].label}"
    if kind == "merc_muster":
        origs = mine.get("originals") or []
        if not mine.get("enlisted") and any(a.startswith("recruit ") for a in legal):
            return f"recruit {cards[low(origs)].label}"
        if not mine.get("hired") and any(a.startswith("hire ") for a in legal):
            return f"hire {cards[high(merc['area'])].label}"
        if "king Charismatic Leader" in legal:
            return "king Charismatic Leader"
        return "done"
    if kind == "merc_enlist":
        return f"enlist {cards[high(me['army'])].label}"
    if kind == "exhaust":
        return f"exhaust {cards[low(me['army'])].label}"
    if kind == "merc_discard":
        return f"discard {cards[low(mine['originals'])].label}"
    if kind == "merc_swap":
        if mine.get("hired"):
            return "done"
        return f"swap {cards[low(mine['originals'])].label}/{cards[high(merc['area'])].label}"
    if legal == ["pass"]:
        return "pass"  # the table's auto pass
    return easy_move(st, seat)


def play_guided(observe=None, stop=None):
    """The guided match, the newcomer following the notes: ``observe(seat, action, events,
    state)`` after each move; it stops once round one is scored (or ``stop(state)``)."""
    st = new_match(MERC_TUTORIAL_MODE)
    while not st.results and not st.match_over and not (stop and stop(st)):
        seat = st.current_seat
        action = guided_move(st, seat) if seat == VIEWER else easy_move(st, seat)
        events = st.apply(action)
        if observe is not None:
            observe(seat, action, events, st)
    return st
