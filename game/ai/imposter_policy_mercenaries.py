"""The Imposter Kings' rollout policy for Cutthroat Mercenaries and 2v2 Mercenaries: the Bid, the
free swap, Mustering with Mercenaries and the Arbiter."""

from __future__ import annotations

from game.ai.imposter_beliefs import _partners, _value_of, hand_guess
from game.ai.imposter_policy_fragments import FACET_COST, RECOMMISSION_COST, _by_value
from game.ai.imposter_policy_party import REVEAL_REACTION, _by_label, _guarded, _show_cost
from game.ai.imposter_policy_turn import _softmin
from game.core.actions import Action
from game.imposter import mercenaries

# Rollout rules for Cutthroat Mercenaries and 2v2 Mercenaries (the contract of issue 12).
#
# Each rule reads only what the seat to move knows in the world it is given: its own hand, bid
# cards and Army, the public zones (the Mercenary area, revealed bids and totals, Exhausts, Army
# sizes) and what it learned of other hands. Cards are weighed by their printed values, the
# numbers the Bid adds up: a card kept in hand is worth its value, a reaction more
# (``imposter_policy_party.REVEAL_REACTION``: its surprise is its worth).
#
# - The Bid: 3 cards face down. A seat bids to win only when the area's Mercenaries are worth
#   more than the cards it would give up for them: it puts down its best cards that are still
#   below the Mercenaries, which the winner's free swap then trades up. Otherwise it bids its
#   cheapest cards, which its Mustering can trade for Army cards.
# - The 2v2 extra card: raise only when that makes the team's bid the highest and winning gains
#   something; never against the partner (a team leading already passes).
# - A tie: the True King names itself, else its partner, else the tied seat with fewest points.
# - The free swap: each swap that gains value, the best first; then done.
# - Mustering: Recruit from the Army when its best card beats a bid card by more than the cost of
#   using up an Army card; hire a Mercenary when it beats the bid card given up by more than the
#   Exhausted Army card is worth; Recommission and a new King rarely.
# - The Arbiter: the opponent whose hand is worth most by what the seat knows; the guess and the
#   card given together, for the most expected value (the card received, the bonus of a right
#   guess, less the card given).


# A bid to win is worth it when the free swaps gain this much value over the cards bid.
BID_TO_WIN_GAIN = 2.0
# Cards a plan does not want in the Bid cost this much more than the plan's own.
BID_OFF_PLAN = 10.0
# 2v2: raise only when winning the bid gains at least this much by the free swaps.
RAISE_GAIN = 1.0
# Taking an Army card (Recruit) uses it up: it is Exhausted after the round.
ARMY_TAKE_COST = 1.0
# Lending a Recommissioned card to the partner only when the partner's Army is smaller.
LEND_COST = 1.0


def _split_swap(arg: str) -> tuple[str, str]:
    give, _, take = arg.partition("/")
    return give, take


def _keep_worth(st, cid: int) -> float:
    """What keeping a card is worth: its value, a reaction more."""
    c = st.cards[cid]
    return c.value + (REVEAL_REACTION if c.reaction else 0.0)


def _keep_label(st, label: str) -> float:
    return _show_cost(st, label)


def _swap_gain(values: list[int], area: list[int]) -> float:
    """The free swaps' gain: the best Mercenaries for the cheapest cards, while they gain."""
    gain = 0.0
    for b, m in zip(sorted(values), sorted(area, reverse=True), strict=False):
        if m <= b:
            break
        gain += m - b
    return gain


def _area_values(st) -> list[int]:
    return [st.cards[c].value for c in st.merc.area]


def _to_win(st, cards: list[int], count: int = 3) -> list[int]:
    """The cards a bid to win would use: the best ones below the area's best Mercenary, never
    a reaction (the ``count`` highest such, or fewer)."""
    area = _area_values(st)
    top = max(area, default=0)
    fit = [c for c in cards if not st.cards[c].reaction and st.cards[c].value < top]
    fit.sort(key=lambda c: -st.cards[c].value)
    return fit[:count]


def bid_to_win(st, s: int) -> bool:
    """Whether ``s`` bids to win: from its whole hand at the Bid (the cards still in hand and
    the ones already face down), so its three bid cards follow one plan."""
    cards = st.hands[s] + st.party.down[s]
    chosen = _to_win(st, cards)
    if len(chosen) < 3:
        return False
    return _swap_gain([st.cards[c].value for c in chosen], _area_values(st)) >= BID_TO_WIN_GAIN


def _merc_bid(st, s, frame, legal, rng, temperature):
    to_win = bid_to_win(st, s)
    # 2v2: the extra card is a fourth card of the same plan (it may raise the bid).
    count = 4 if frame[0] == "extra" else 3
    wanted = set(_to_win(st, st.hands[s] + st.party.down[s], count)) if to_win else set()
    costs = []
    for a in legal:
        cid = st.find(st.hands[s], a.arg)
        if to_win:
            cost = -st.cards[cid].value if cid in wanted else _keep_worth(st, cid) + BID_OFF_PLAN
        else:
            cost = _keep_worth(st, cid)
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def _merc_extra(st, s, frame, legal, rng, temperature):
    """The 2v2 extra card: bidding to win, the best card still below the Mercenaries (it may
    raise the bid and be swapped); else the cheapest card (it will rarely be revealed)."""
    return _merc_bid(st, s, frame, legal, rng, temperature)


def _opponent_top(st, s: int) -> int:
    totals = st.merc.totals
    return max((totals[o] or 0) for o in range(st.n) if not _partners(st, s, o) and o != s)


def _merc_raise(st, s, frame, legal, rng, temperature):
    m = st.merc
    extra = st.party.partner_card[s]
    if not extra or Action("raise") not in legal:
        return Action("pass")
    totals = m.totals
    team = max((totals[o] or 0) for o in range(st.n) if o == s or _partners(st, s, o))
    theirs = _opponent_top(st, s)
    if team > theirs:
        return Action("pass")  # the team leads already: never bid against the partner
    v = st.cards[extra[0]].value
    new = (totals[s] or 0) + v
    tk_ours = st.true_king == s or _partners(st, s, st.true_king)
    if new < theirs or (new == theirs and not tk_ours):
        return Action("pass")
    revealed = [st.cards[c].value for c in m.originals[s] + m.extra_up[s]] + [v]
    gain = _swap_gain(revealed, _area_values(st))
    return Action("raise") if gain >= RAISE_GAIN else Action("pass")


def _merc_tie(st, s, frame, legal, rng, temperature):
    tied = [int(a.arg) for a in legal]
    if s in tied:
        return Action("winner", str(s))
    mates = [o for o in tied if _partners(st, s, o)]
    if mates:
        return Action("winner", str(mates[0]))
    low = min(tied, key=lambda o: (st.scores[o], o))
    return Action("winner", str(low))


def _merc_swap(st, s, frame, legal, rng, temperature):
    costs = []
    for a in legal:
        if a.verb != "swap":
            costs.append(0.0)
            continue
        give, take = _split_swap(a.arg)
        costs.append(-(_value_of(st, take) - _keep_label(st, give)))
    return _softmin(legal, costs, rng, temperature)


def _cheapest_original(st, s: int) -> float:
    return min((_keep_worth(st, c) for c in st.merc.originals[s]), default=0.0)


def _merc_muster(st, s, frame, legal, rng, temperature):
    fon = st.fon
    if fon.facet[s] != "King":
        legal = [a for a in legal if a.verb != "king"] or legal
    army = [st.cards[c].value for c in fon.army[s]]
    best = max(army, default=0)
    low = min(army, default=0)
    costs = []
    for a in legal:
        if a.verb == "recruit":
            costs.append(-(best - _keep_label(st, a.arg) - ARMY_TAKE_COST))
        elif a.verb == "hire":
            costs.append(-(_value_of(st, a.arg) - _cheapest_original(st, s) - low))
        elif a.verb == "recommission":
            costs.append(RECOMMISSION_COST)
        elif a.verb == "king":
            costs.append(FACET_COST)
        else:  # done
            costs.append(0.0)
    return _softmin(legal, costs, rng, temperature)


def _merc_restore(st, s, frame, legal, rng, temperature):
    q = st.partner(s) if st.mode.teams else None
    lend_ok = q is not None and len(st.fon.army[q]) < len(st.fon.army[s])
    costs = []
    for a in legal:
        cost = -float(_value_of(st, a.arg))
        if a.verb == "lend" and not lend_ok:
            cost += LEND_COST
        elif a.verb == "restore" and lend_ok:
            cost += LEND_COST
        costs.append(cost)
    return _softmin(legal, costs, rng, temperature)


def _exchange_worth(
    guess: list[tuple[int, float]], give: float, value: int, said: str | None
) -> float:
    """The Arbiter's exchange for a card of ``value`` (worth ``give`` kept) with guess
    ``said`` (None: guessed after the exchange): the card received on average, plus the bonus
    times the chance the guess is right, less the card given."""
    total = sum(w for _, w in guess)
    if total <= 0:
        return 0.0
    mean = sum(v * w for v, w in guess) / total
    if said is None:  # the guess comes after the exchange, knowing both cards: right unless equal
        right = sum(w for v, w in guess if v != value)
    elif said == "higher":
        right = sum(w for v, w in guess if v > value)
    else:
        right = sum(w for v, w in guess if v < value)
    if mercenaries.ARBITER_TIE_RIGHT:
        right += sum(w for v, w in guess if v == value)
    return mean + mercenaries.ARBITER_BONUS * right / total - give


def _arbiter_target(st, s, frame, legal, rng, temperature):
    costs = []
    for a in legal:
        guess = hand_guess(st, s, int(a.arg))
        total = sum(w for _, w in guess)
        mean = sum(v * w for v, w in guess) / total if total else 0.0
        costs.append(-mean)
    return _softmin(legal, costs, rng, temperature)


def _best_give(st, s: int, target: int, said: str) -> tuple[float, list[float]]:
    guess = hand_guess(st, s, target)
    worth = [
        _exchange_worth(guess, _keep_worth(st, c), st.cards[c].value, said) for c in st.hands[s]
    ]
    return max(worth, default=0.0), worth


def _arbiter_guess(st, s, frame, legal, rng, temperature):
    if len(frame) > 2:  # guessing before the exchange: ("arbiter_guess", s, cid, immune, target)
        target = frame[4]
        costs = [-_best_give(st, s, target, a.arg)[0] for a in legal]
        return _softmin(legal, costs, rng, temperature)
    return arbiter_right_guess(st, s, legal)


def arbiter_right_guess(st, s: int, legal: list[Action]) -> Action:
    """After the exchange both cards are known: the right guess when the bonus goes to the card
    received, the wrong one when it would go to the card given away (an opponent's now)."""
    _, _, gave, got = st.merc.arbiter
    higher = st.cards[got].value > st.cards[gave].value
    right = "higher" if higher else "lower"
    wrong = "lower" if higher else "higher"
    want = right if mercenaries.ARBITER_BONUS_CARD == "received" else wrong
    return next((a for a in legal if a.arg == want), legal[0])


def _arbiter_give(st, s, frame, legal, rng, temperature):
    _, _, target, said = frame
    _, worth = _best_give(st, s, target, said)
    by_label = {st.cards[c].label: w for c, w in zip(st.hands[s], worth, strict=True)}
    costs = [-by_label.get(a.arg, 0.0) for a in legal]
    return _softmin(legal, costs, rng, temperature)


MERC_RULES = {
    "bid": _merc_bid,
    "extra": _merc_extra,
    "raise": _merc_raise,
    "bid_tie": _merc_tie,
    "merc_swap": _merc_swap,
    "merc_muster": _merc_muster,
    "merc_enlist": _by_value(-1.0),  # the strongest Army card
    "merc_discard": _by_label(_show_cost),  # the cheapest bid card, never a reaction
    "merc_restore": _merc_restore,
    "arbiter_target": _arbiter_target,
    "arbiter_guess": _arbiter_guess,
    "arbiter_give": _arbiter_give,
}
# The rules unguarded, for tests: an error there is a bug the guard would hide.
MERC_RULES_UNGUARDED = dict(MERC_RULES)
MERC_RULES = {kind: _guarded(rule) for kind, rule in MERC_RULES.items()}
