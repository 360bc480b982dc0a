"""Before play with three and four players (rulebook, More players): Cutthroat's Reveal and
Exchange, 2v2's Reveal, partner card, take, Successor look and trade; the direction of play;
the Cutthroat Assassin's keep (the round's points are in scoring.py). The data is on
``st.party``.

Decision frames (``rules.py`` dispatches them):
  reveal          (reveal, s, k): place a card face down for the reveal (k already placed)
  exchange_first  (exchange_first, tk, *tied): the True King picks who starts the exchange
  exchange        (exchange, s, step): take one revealed card of another seat
  direction       (direction, tk): clockwise or counterclockwise
  partner_card    (partner_card, s): 2v2, a fourth card face down for the partner
  partner_take    (partner_take, s): 2v2, take one of the partner's four (take <label>, or
                  take <label>@down for the face-down twin of a face-up card)
  trade           (trade, s, attempt): 2v2, choose up to 2 hand cards to trade, then done
  assassin_keep   (assassin_keep, owner, victim): keep one of the victim's cards or the Assassin
Automatic: reveal_all, partner_show, to_hands, after_place, trade_resolve.
"""

from __future__ import annotations

from game.core.actions import Action
from game.imposter import mercenaries, rules
from game.imposter.party import TRADE_ATTEMPTS
from game.imposter.seams import STEPS
from game.imposter.state import SHARED, TableState
from game.imposter.views import keep_pool

CLOCKWISE = Action("direction", "clockwise")
COUNTERCLOCKWISE = Action("direction", "counterclockwise")
TRADE_DONE = Action("trade", "done")
# Rulebook, Cutthroat Reveal: 2 cards, then a third; 2v2: 3 cards at once.
REVEAL_STEPS = {"cutthroat": (2, 1), "2v2": (3,)}
# UNVERIFIED: a seat that puts out 2 cards to trade has nothing left to decide, so its trade
# ends there without a "trade done" (rulebook 2v2: "up to 2 cards").
TRADE_MAX = 2
# 2v2, Take a card: the suffix naming the face-down copy of a label that is also face up
# among the partner's four (``take Soldier@down``), as a Court twin is ``name@position``.
TAKE_DOWN = "@down"


def _from(st: TableState, seat: int) -> list[int]:
    """Every seat still in the round in turn order, starting with ``seat``."""
    return [seat] + st.others(seat)


def _push_each(st: TableState, order: list[int], *frame) -> None:
    """Push one frame per seat so that ``order[0]`` decides first."""
    kind, *rest = frame
    for s in reversed(order):
        st.stack.append((kind, s, *rest))


# ----- the round begins ----------------------------------------------------------------------


def start(st: TableState) -> None:
    """After the deal: the first reveal step, every seat in seat order from the True King."""
    if st.mode.mercenaries:  # Cutthroat and 2v2 Mercenaries: the Bid instead (mercenaries.py)
        mercenaries.start(st)
        return
    st.party.step = 1
    _push_reveal(st)


def _push_reveal(st):
    st.stack.append(("reveal_all", SHARED))
    _push_each(st, _from(st, st.true_king), "reveal", 0)


def _reveal_need(st) -> int:
    return REVEAL_STEPS[st.mode.setup][st.party.step - 1]


def _legal_reveal(st, frame):
    return st.label_actions("reveal", st.hands[frame[1]])


def _act_reveal(st, frame, action):
    _, s, k = frame
    st.stack.pop()
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.party.down[s].append(cid)
    if st._ev is not None:
        st.emit("move", s, cid, ("hand", s), ("down", s), visible_to=(s,))
    if k + 1 < _reveal_need(st):
        st.stack.append(("reveal", s, k + 1))


def _reveal_all(st, frame):
    """Everyone's face-down setup cards are revealed at the same time."""
    st.stack.pop()
    p = st.party
    for s in range(st.n):
        for cid in p.down[s]:
            p.up[s].append(cid)
            if st._ev is not None:
                st.emit("move", s, cid, ("down", s), ("up", s))
        p.down[s] = []
    st.emit("reveal_setup", arg=p.step)
    if p.step < len(REVEAL_STEPS[st.mode.setup]):
        p.step += 1
        _push_reveal(st)
    elif st.mode.setup == "cutthroat":
        _begin_exchange(st)
    else:
        st.stack.append(("partner_show", SHARED))
        _push_each(st, _from(st, st.true_king), "partner_card")


# ----- Cutthroat: the exchange -----------------------------------------------------------------


def _best(st, s) -> int:
    return max(st.cards[c].value for c in st.party.up[s])


def _begin_exchange(st):
    """The seat that revealed the highest base value starts; the True King breaks a tie."""
    top = max(_best(st, s) for s in range(st.n))
    tied = [s for s in _from(st, st.true_king) if _best(st, s) == top]
    if len(tied) == 1:
        _start_exchange(st, tied[0])
    else:
        st.stack.append(("exchange_first", st.true_king, *tied))


def _legal_exchange_first(st, frame):
    return [Action("exchange_first", str(s)) for s in frame[2:]]


def _act_exchange_first(st, frame, action):
    st.stack.pop()
    _start_exchange(st, int(action.arg))


def _start_exchange(st, s):
    st.party.starter = s
    st.emit("exchange_starts", s)
    st.stack.append(("exchange", s, 0))


def _exchange_pool(st, s, step) -> list[tuple[int, int]]:
    """(seat, card) pairs ``s`` may take at this step of the exchange."""
    p = st.party
    if step == 0:  # the starter takes from any opponent
        return [(o, c) for o in st.others(s) for c in p.up[o]]
    if step == 1:  # the seat that lost a card takes from the third player
        third = next(o for o in range(st.n) if o not in (s, p.starter))
        return [(third, c) for c in p.up[third]]
    # the third player takes one of the starter's ORIGINAL revealed cards
    st_ = p.starter
    return [(st_, c) for c in p.up[st_] if c not in p.taken_from[st_]]


def _legal_exchange(st, frame):
    _, s, step = frame
    acts = []
    for o, c in _exchange_pool(st, s, step):
        a = Action("take", f"{o}:{st.label(c)}")
        if a not in acts:
            acts.append(a)
    return acts


def _act_exchange(st, frame, action):
    _, s, step = frame
    st.stack.pop()
    seat, _, lb = action.arg.partition(":")
    victim = int(seat)
    cid = next(c for o, c in _exchange_pool(st, s, step) if o == victim and st.label(c) == lb)
    p = st.party
    p.up[victim].remove(cid)
    p.up[s].append(cid)
    p.taken_from[s].append(cid)
    st.emit("move", s, cid, ("up", victim), ("up", s), arg="exchange")
    if step == 0:
        st.stack.append(("exchange", victim, 1))
    elif step == 1:
        third = next(o for o in range(st.n) if o not in (s, p.starter))
        st.stack.append(("exchange", third, 2))
    else:
        st.stack.append(("first", st.true_king))


# ----- first player and direction ----------------------------------------------------------------


def after_first(st: TableState, tk: int) -> None:
    """Rules for every 3 and 4 player game: the True King also chooses the direction."""
    st.stack.append(("direction", tk))


def _legal_direction(st, frame):
    return [CLOCKWISE, COUNTERCLOCKWISE]


def _act_direction(st, frame, action):
    st.stack.pop()
    st.direction = 1 if action == CLOCKWISE else -1
    st.emit("direction", frame[1], arg=st.direction)
    if st.mode.mercenaries:  # the Mustering Phase with the bid cards (mercenaries.py)
        mercenaries.after_direction(st)
    elif st.mode.setup == "cutthroat":
        _to_hands(st, None)
        rules._push_placements(st)
    else:
        st.stack.append(("to_hands", SHARED))
        _push_each(st, _from(st, st.first), "partner_take")


def _to_hands(st, frame):
    """Everyone takes their revealed cards (and in 2v2 the partner cards) back into hand."""
    if frame is not None:
        st.stack.pop()
    p = st.party
    p.returned = [sorted(st.name(c) for c in p.up[s]) for s in range(st.n)]
    p.returned_partner = [sorted(st.name(c) for c in p.partner_card[s]) for s in range(st.n)]
    for s in range(st.n):
        told = st._ev is not None
        for cid in p.up[s]:
            st.hands[s].append(cid)
            st.learn_gain(s, cid, None)
            if told:
                st.emit("move", s, cid, ("up", s), ("hand", s))
        partner = st.partner(s)
        for cid in p.partner_card[s]:
            st.hands[s].append(cid)
            st.learn_gain(s, cid, (partner,))
            if told:
                st.emit("move", s, cid, ("partner", s), ("hand", s), visible_to=(s, partner))
        p.up[s] = []
        p.partner_card[s] = []
        p.taken_from[s] = []
    p.partner_shown = False
    if frame is not None:  # 2v2: then the Successors, with the look and the trade after them
        st.stack.append(("after_place", SHARED))
        rules._push_placements(st)


# ----- 2v2: partner card, take, Successor look, trade ------------------------------------------


def _legal_partner_card(st, frame):
    return st.label_actions("partner", st.hands[frame[1]])


def _act_partner_card(st, frame, action):
    s = frame[1]
    st.stack.pop()
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.party.partner_card[s].append(cid)
    st.emit("move", s, cid, ("hand", s), ("partner", s), visible_to=(s,))


def _partner_show(st, frame):
    """Once all four are placed, each seat may look at its partner's fourth card."""
    st.stack.pop()
    p = st.party
    p.partner_shown = True
    for s in range(st.n):
        partner = st.partner(s)
        for cid in p.partner_card[s]:
            st.emit("reveal", s, cid, ("partner", s), ("partner", s), visible_to=(s, partner))
    st.stack.append(("first", st.true_king))


def _take_pool(st, s) -> list[int]:
    """The partner's four cards, less any the partner already took from ``s``."""
    p = st.party
    q = st.partner(s)
    return [c for c in p.up[q] + p.partner_card[q] if c not in p.taken_from[q]]


def _legal_partner_take(st, frame):
    """One ``take <label>`` per label of the pool (the face-up copy first), and ``take
    <label>@down`` for a face-down partner card whose label is also among the face-up ones:
    either copy may be taken, and only the face-down one stays hidden from the other team."""
    s = frame[1]
    pool = _take_pool(st, s)
    acts = st.label_actions("take", pool)
    down = st.party.partner_card[st.partner(s)]
    for c in pool:
        if c in down:
            lb = st.label(c)
            if any(o not in down and st.label(o) == lb for o in pool):
                acts.append(Action("take", lb + TAKE_DOWN))
    return acts


def _act_partner_take(st, frame, action):
    s = frame[1]
    st.stack.pop()
    p = st.party
    q = st.partner(s)
    pool = _take_pool(st, s)
    if action.arg.endswith(TAKE_DOWN):
        cid = st.find([c for c in pool if c in p.partner_card[q]], action.arg[: -len(TAKE_DOWN)])
    else:
        cid = st.find(pool, action.arg)
    p.taken_from[s].append(cid)
    if cid in p.up[q]:
        p.up[q].remove(cid)
        p.up[s].append(cid)
        st.emit("move", s, cid, ("up", q), ("up", s), arg="take")
    else:  # a face-down partner card stays known to the two partners only
        p.partner_card[q].remove(cid)
        p.partner_card[s].append(cid)
        st.emit("move", s, cid, ("partner", q), ("partner", s), arg="take", visible_to=(s, q))


def _after_place(st, frame):
    """Both partners have placed a Successor: they look at each other's; then the trade."""
    st.stack.pop()
    p = st.party
    for s in range(st.n):
        q = st.partner(s)
        p.seen_successor[s] = st.successor[q]
        st.emit("reveal", q, st.successor[q], ("successor", q), ("successor", q), visible_to=(s, q))
    p.trading = _from(st, st.first)
    _push_trade(st, 1)


def _push_trade(st, attempt):
    st.stack.append(("trade_resolve", SHARED, attempt))
    _push_each(st, st.party.trading, "trade", attempt)


def _unpicked(st, s) -> list[int]:
    picked = st.party.trade[s]
    return [c for c in st.hands[s] if c not in picked]


def _legal_trade(st, frame):
    acts = st.label_actions("trade", _unpicked(st, frame[1]))
    return acts + [TRADE_DONE]


def _act_trade(st, frame, action):
    """Choose a card to trade. The choice is secret and simultaneous: the card stays in the
    hand and no event tells anyone, the partner included, until both partners are done."""
    s = frame[1]
    if action != TRADE_DONE:
        st.party.trade[s].append(st.find(_unpicked(st, s), action.arg))
        if len(st.party.trade[s]) < TRADE_MAX:
            return
    st.stack.pop()
    st.emit("trade_done", s)


def _trade_resolve(st, frame):
    """Equal numbers swap; unequal ones come back and the pair tries again, then no trade.
    ``trade_unmatched`` says (tried again, the count of the lower seat, the partner's)."""
    _, _, attempt = frame
    st.stack.pop()
    p = st.party
    retry = []
    for a in p.trading:
        b = st.partner(a)
        if b < a:
            continue
        ga, gb = p.trade[a], p.trade[b]
        if len(ga) == len(gb):
            for giver, cards in ((a, ga), (b, gb)):
                for cid in cards:
                    st.hands[giver].remove(cid)
                    st.learn_loss(giver, cid, (a, b))
                    st.emit("move", giver, cid, ("hand", giver), ("trade", giver),
                            visible_to=(a, b))  # fmt: skip
            for giver, taker, cards in ((a, b, ga), (b, a, gb)):
                for cid in cards:
                    st.hands[taker].append(cid)
                    st.learn_gain(taker, cid, (giver,))
                    st.emit("move", taker, cid, ("trade", giver), ("hand", taker),
                            visible_to=(a, b))  # fmt: skip
            st.emit("traded", a, arg=len(ga))
        else:  # nothing moved: the chosen cards simply stay in hand
            # The cards lie face down on the table: how many each partner put out is seen by
            # everyone there (as a trade's count is), never which cards.
            again = attempt < TRADE_ATTEMPTS
            st.emit("trade_unmatched", a, arg=(again, len(ga), len(gb)))
            if again:
                retry += [a, b]
        p.trade[a] = []
        p.trade[b] = []
    if retry:
        p.trading = [s for s in _from(st, st.first) if s in retry]
        _push_trade(st, attempt + 1)
        return
    p.trading = []
    _push_each(st, _from(st, st.first), "dungeon")


# ----- the Cutthroat Assassin ----------------------------------------------------------------


def _legal_keep(st, frame):
    return st.label_actions("keep", keep_pool(st, frame[2]))


def _act_keep(st, frame, action):
    """The owner takes the pool up, shuffled, and buries all but the one kept: the others see
    the same moves whichever card it was (no source zone or order tells them)."""
    _, owner, victim = frame
    st.stack.pop()
    pool = keep_pool(st, victim)
    kept = st.find(pool, action.arg)
    p = st.party
    for cid in pool:
        if st.fon is not None:  # kept secretly or buried face down: nobody else knows which
            st.fon.shown.discard(cid)
        if cid in st.hands[victim]:
            st.hands[victim].remove(cid)
            src = ("hand", victim)
        elif cid == st.successor[victim]:
            st.successor[victim] = None  # a Charismatic Leader's revealed one goes face down
            src = ("successor", victim)
        else:
            st.reveal.remove(cid)
            src = ("reveal", SHARED)
        st.emit("move", owner, cid, src, ("hand", owner), arg="pick up", visible_to=(owner,))
    for cid in pool:
        if cid != kept:
            p.buried.append(cid)
            p.buried_by.append(owner)
            st.emit("move", owner, cid, ("hand", owner), ("buried", SHARED), visible_to=(owner,))
    st.hands[owner].append(kept)
    st.learn_gain(owner, kept, (owner,))
    st.emit("kept", owner, kept, visible_to=(owner,))
    for obs in range(st.n):
        st.known[obs][victim] = []
        st.lacks[obs][victim] = set()


DECISIONS = {
    "reveal": (_legal_reveal, _act_reveal),
    "exchange_first": (_legal_exchange_first, _act_exchange_first),
    "exchange": (_legal_exchange, _act_exchange),
    "direction": (_legal_direction, _act_direction),
    "partner_card": (_legal_partner_card, _act_partner_card),
    "partner_take": (_legal_partner_take, _act_partner_take),
    "trade": (_legal_trade, _act_trade),
    "assassin_keep": (_legal_keep, _act_keep),
}
AUTOMATIC = {
    "reveal_all": _reveal_all,
    "partner_show": _partner_show,
    "to_hands": _to_hands,
    "after_place": _after_place,
    "trade_resolve": _trade_resolve,
}
rules.register(DECISIONS, AUTOMATIC)
STEPS.party_start = start
STEPS.after_first = after_first
