"""Three- and four-player Fragments of Nersetti (rulebook, Cutthroat Mercenaries and 2v2
Mercenaries): the Mercenary deck and area, the Bid (and the 2v2 extra-card circle), the winner's
free swap, the Mustering Phase with the bid cards, and the Bard and the Arbiter. The round's
data is ``st.merc`` (mercenary_deck.py; ``None`` in every other mode); the interface is docs/model.md
(Mercenaries).

Decision frames (``rules.py`` dispatches them):
  bid             (bid, s, k): place bid card k (of 3) face down
  extra           (extra, s): 2v2, the extra card face down
  raise           (raise, s, passes): 2v2, reveal the extra card to raise the bid, or pass
  bid_tie         (bid_tie, tk, *tied): the True King decides who won the bid
  merc_swap       (merc_swap, w): the winner swaps revealed cards for Mercenaries, then done
  merc_muster     (merc_muster, s): recruit / hire / recommission / king / done
  merc_enlist     (merc_enlist, s): the Army card a Recruit takes (face down)
  merc_discard    (merc_discard, s, m): the bid card given up to hire Mercenary m
  merc_restore    (merc_restore, s, before): the Recommissioned card, to your Army or (2v2)
                  your partner's
  arbiter_target  (arbiter_target, s, cid, immune): the opponent of the Arbiter's exchange
  arbiter_guess   (arbiter_guess, s, cid, immune, target): higher or lower
  arbiter_give    (arbiter_give, s, target, guess): the card you give
Automatic: bid_reveal, merc_to_hands.
"""

from __future__ import annotations

from game.core.actions import Action, actions
from game.imposter import abilities, army, expansion, rules, seams
from game.imposter.mercenary_deck import ARBITER_BONUS as ARBITER_BONUS  # the AI reads it here
from game.imposter.seams import STEPS
from game.imposter.state import SHARED, TableState

PASS = Action("pass")
DONE = Action("done")
RAISE = Action("raise")
HIGHER = Action("guess", "higher")
LOWER = Action("guess", "lower")

# Rulebook, Bid: "say out loud the total value of your 3 cards". DEFAULT: the printed base
# value counts ("base"), as the rulebook's glossary defines "value" on a card; "hand" would read
# the value in hand (the Immortal's -1 on the Queen, Princess and Elders does not apply in a
# hand while the Immortal is not in the Court, so the two agree at the start of a round).
BID_VALUE = "base"
# UNVERIFIED (rulebook 2v2 Mercenaries: "within 5 seconds, anyone may reveal their extra card;
# each time someone does the timer restarts"): turns in seat order from the True King (the
# direction of play is not chosen yet, so clockwise), each seat still holding an unrevealed
# extra card reveals it or passes; bidding ends after a full circle with no reveal.
EXTRA_CIRCLE_FROM_TRUE_KING = True
# UNVERIFIED ("The highest bid may swap any of their revealed cards"): a revealed 2v2 extra card
# is one of the revealed cards the winner may swap; True lets it be swapped.
SWAP_REVEALED_EXTRA = True
# UNVERIFIED (card file, Bard): the base values beneath the Bard that make it Recall.
BARD_VALUES = (3, 4)
# UNVERIFIED (card file, Bard: "Whether it triggers when played from the Antechamber is
# unknown"): False, as the project's Ancestor and the Oathbound and Herald FAQs (no ability
# from the Antechamber); True would Recall there too.
BARD_FROM_ANTECHAMBER = False
# UNVERIFIED: the Bard's Recall has no "may" and no choice, so by the rulebook FAQ on the Queen
# ("the King's Hand can only stop a card when its owner chooses to use its ability") the King's
# Hand cannot stop it (False). True opens the King's Hand window, and only when a Recall can
# happen (an Exhausted card).
BARD_KINGS_HAND_MAY_STOP = False
# UNVERIFIED (card file, Arbiter): the received card's bonus while in the Court (ARBITER_BONUS,
# in mercenary_deck.py with the value rules that read it), whether an equal base value counts as
# a right guess (no: it is neither higher nor lower), and which card "the exchanged card" is
# ("received": the card you got; "given": the one you gave away).
ARBITER_TIE_RIGHT = False
ARBITER_BONUS_CARD = "received"
# UNVERIFIED (card file, Arbiter: "1. You must exchange ... 2. You then guess whether the card
# you received is higher or lower"): False, the card file's order, the exchange comes first and
# the guess is made knowing both cards (the FAQ's "even if you plan to guess wrong on purpose");
# True guesses before the exchange.
ARBITER_GUESS_FIRST = False
# UNVERIFIED: who picks the opponent's card you receive: "random" (their hand is face down to
# you, so you take one blind), or "opponent" (they choose which card to hand over).
ARBITER_RECEIVED_PICK = "random"
# Rulebook FAQ: "Can I play the Arbiter if I have no other cards to exchange? No."
ARBITER_NEEDS_ANOTHER_CARD = True

FACET_NAMES = army.FACET_NAMES


def _circle(st: TableState) -> list[int]:
    tk = st.true_king
    return [(tk + i) % st.n for i in range(st.n)]


def _value(st, cid) -> int:
    return st.cards[cid].value if BID_VALUE == "base" else st.hand_value(cid)


# ----- the round begins: Mercenary area, then the Bid -----------------------------------------


def start(st: TableState) -> None:
    """After the deal (court_setup.start's hook): the Mercenary deck (every Signature Card is
    back in it since the last round ended: round_end.put_away) shuffled, 5 face up; then each
    seat bids from the True King on."""
    m = st.merc
    m.new_round()
    ids = sorted(m.ids)
    told = st._ev is not None
    st.rng.shuffle(ids)
    m.area = ids[:5]
    m.deck = ids[5:]
    if told:
        for cid in m.area:
            st.emit("move", card=cid, src=("merc_deck", SHARED), dst=("mercenaries", SHARED))
    st.stack.append(("bid_reveal", SHARED))
    for s in reversed(_circle(st)):
        st.stack.append(("bid", s, 0))


def _legal_bid(st, frame):
    return st.label_actions("bid", st.hands[frame[1]])


def _act_bid(st, frame, action):
    _, s, k = frame
    st.stack.pop()
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.party.down[s].append(cid)
    st.emit("move", s, cid, ("hand", s), ("down", s), arg="bid", visible_to=(s,))
    if k + 1 < 3:
        st.stack.append(("bid", s, k + 1))
    elif st.mode.teams:
        st.stack.append(("extra", s))


def _legal_extra(st, frame):
    return st.label_actions("extra", st.hands[frame[1]])


def _act_extra(st, frame, action):
    s = frame[1]
    st.stack.pop()
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.party.partner_card[s].append(cid)
    st.emit("move", s, cid, ("hand", s), ("partner", s), arg="extra", visible_to=(s,))


def _bid_reveal(st, frame):
    """Every bid card is turned face up at once; each seat's total is announced."""
    st.stack.pop()
    p = st.party
    m = st.merc
    for s in range(st.n):
        for cid in p.down[s]:
            p.up[s].append(cid)
            m.originals[s].append(cid)
            st.emit("move", s, cid, ("down", s), ("up", s), arg="bid")
        p.down[s] = []
        m.totals[s] = sum(_value(st, c) for c in m.originals[s])
    st.emit("bid_totals", arg=list(m.totals))
    holders = _holders(st)
    if holders:
        st.stack.append(("raise", holders[0], 0))
    else:
        _end_bidding(st)


def _holders(st) -> list[int]:
    """Seats with an unrevealed extra card, in the circle's order."""
    order = _circle(st) if EXTRA_CIRCLE_FROM_TRUE_KING else list(range(st.n))
    return [s for s in order if st.party.partner_card[s]]


def _legal_raise(st, frame):
    return [RAISE, PASS]


def _act_raise(st, frame, action):
    _, s, passes = frame
    st.stack.pop()
    p = st.party
    m = st.merc
    if action == RAISE:
        cid = p.partner_card[s].pop()
        p.up[s].append(cid)
        m.extra_up[s].append(cid)
        m.totals[s] += _value(st, cid)
        st.emit("move", s, cid, ("partner", s), ("up", s), arg="raise")
        st.emit("bid_raise", s, arg=m.totals[s])
        passes = 0
    else:
        st.emit("bid_pass", s)
        passes += 1
    holders = _holders(st)
    if not holders or passes >= len(holders):
        _end_bidding(st)
        return
    order = _circle(st) if EXTRA_CIRCLE_FROM_TRUE_KING else list(range(st.n))
    i = order.index(s)
    nxt = next(o for o in order[i + 1 :] + order[: i + 1] if o in holders)
    st.stack.append(("raise", nxt, passes))


def _end_bidding(st):
    """2v2: partners see each other's unrevealed extra card. Then the highest bid wins; a tie
    is the True King's to decide."""
    p = st.party
    m = st.merc
    if st.mode.teams:
        p.partner_shown = True
        for s in range(st.n):
            q = st.partner(s)
            for cid in p.partner_card[s]:
                st.emit("reveal", s, cid, ("partner", s), ("partner", s), visible_to=(s, q))
    top = max(m.totals)
    tied = [s for s in _circle(st) if m.totals[s] == top]
    if len(tied) == 1:
        _won(st, tied[0], None)
        return
    m.tied = tied
    st.emit("bid_tie", st.true_king, arg=list(tied))
    st.stack.append(("bid_tie", st.true_king, *tied))


def _legal_tie(st, frame):
    return actions("winner", [str(s) for s in frame[2:]])


def _act_tie(st, frame, action):
    st.stack.pop()
    _won(st, int(action.arg), frame[1])


def _won(st, w, by):
    m = st.merc
    m.winner = w
    m.decided_by = by
    st.emit("bid_won", w, arg={"total": m.totals[w], "decided_by": by})
    st.stack.append(("first", st.true_king))
    st.stack.append(("merc_swap", w))


# ----- the winner's free swap ------------------------------------------------------------------


def _swappable(st, s) -> list[int]:
    m = st.merc
    return m.originals[s] + (m.extra_up[s] if SWAP_REVEALED_EXTRA else [])


def _legal_swap(st, frame):
    s = frame[1]
    area = st.labels(st.merc.area)
    acts = [Action("swap", f"{a}/{b}") for a in st.labels(_swappable(st, s)) for b in area]
    return acts + [DONE]


def _act_swap(st, frame, action):
    s = frame[1]
    if action == DONE:
        st.stack.pop()
        st.emit("swap_done", s)
        return
    give, _, take = action.arg.partition("/")
    cid = st.find(_swappable(st, s), give)
    _give_up(st, s, cid, "swap")
    _hire(st, s, st.find(st.merc.area, take), "swap")


def _give_up(st, s, cid, why):
    """A revealed bid card leaves the round face up, into the seat's discard area."""
    m = st.merc
    st.party.up[s].remove(cid)
    if cid in m.originals[s]:
        m.originals[s].remove(cid)
    else:
        m.extra_up[s].remove(cid)
    st.removed.append(cid)
    st.fon.recruited[s].append(cid)
    st.emit("move", s, cid, ("up", s), ("removed", SHARED), arg=why)


def _hire(st, s, merc, why):
    m = st.merc
    m.area.remove(merc)
    st.party.up[s].append(merc)
    m.hired[s].append(merc)
    st.emit("move", s, merc, ("mercenaries", SHARED), ("up", s), arg=why)


# ----- the Mustering Phase ---------------------------------------------------------------------


def after_direction(st: TableState) -> None:
    """court_setup's hook once the direction is chosen: Mustering in reverse turn order (the
    seat going last first), then everyone takes the bid cards back."""
    order = [st.first] + st.others(st.first)
    st.stack.append(("merc_to_hands", SHARED))
    for s in order:
        st.stack.append(("merc_muster", s))


def _legal_muster(st, frame):
    s = frame[1]
    fon = st.fon
    m = st.merc
    origs = m.originals[s]
    acts = []
    if origs and fon.army[s]:
        acts += st.label_actions("recruit", origs)
        if m.area:
            acts += actions("hire", st.labels(m.area))
    if len(fon.army[s]) >= 2 and fon.exhaust[s]:
        acts.append(Action("recommission"))
    acts += actions("king", [f for f in FACET_NAMES if f != fon.facet[s]])
    acts.append(DONE)
    return acts


def _act_muster(st, frame, action):
    s = frame[1]
    fon = st.fon
    verb = action.verb
    if verb == "done":
        st.stack.pop()
        st.emit("muster_done", s)
    elif verb == "recruit":
        # Recruit from your Army: a revealed original bid card for an Army card, face down;
        # no Exhaust (rulebook: "recruiting from your own Army doesn't").
        _give_up(st, s, st.find(st.merc.originals[s], action.arg), "recruit")
        st.stack.append(("merc_enlist", s))
    elif verb == "hire":
        # Recruit a Mercenary: Exhaust an Army card, then discard a revealed original bid card
        # and take the Mercenary; the cost is paid every time.
        merc = st.find(st.merc.area, action.arg)
        st.stack.append(("merc_discard", s, merc))
        st.stack.append(("exhaust", s, army.FOR_HIRE))
    elif verb == "recommission":
        st.stack.append(("merc_restore", s, tuple(fon.exhaust[s])))
        st.stack.append(("exhaust", s, army.FOR_RECOMMISSION[1]))
        st.stack.append(("exhaust", s, army.FOR_RECOMMISSION[0]))
    else:
        fon.facet[s] = action.arg
        st.emit("king_facet", s, arg=action.arg)


def _legal_enlist(st, frame):
    return st.label_actions("enlist", st.fon.army[frame[1]])


def _act_enlist(st, frame, action):
    s = frame[1]
    st.stack.pop()
    cid = st.find(st.fon.army[s], action.arg)
    st.fon.army[s].remove(cid)
    st.party.down[s].append(cid)
    st.emit("move", s, cid, ("army", s), ("down", s), arg="enlist", visible_to=(s,))


def _legal_discard(st, frame):
    return st.label_actions("discard", st.merc.originals[frame[1]])


def _act_discard(st, frame, action):
    _, s, merc = frame
    st.stack.pop()
    _give_up(st, s, st.find(st.merc.originals[s], action.arg), "hire")
    _hire(st, s, merc, "hire")


def _restore_pool(st, frame):
    s, before = frame[1], frame[2]
    return [c for c in st.fon.exhaust[s] if c in before]


def _legal_restore(st, frame):
    pool = _restore_pool(st, frame)
    acts = st.label_actions("restore", pool)
    if st.mode.teams:
        acts += st.label_actions("lend", pool)
    return acts


def _act_restore(st, frame, action):
    s = frame[1]
    cid = st.find(_restore_pool(st, frame), action.arg)
    st.stack.pop()
    if action.verb == "restore":
        army.recall(st, s, cid)
        return
    # 2v2 Mercenaries: "you may return a card to your partner's Army instead of your own".
    q = st.partner(s)
    fon = st.fon
    fon.exhaust[s].remove(cid)
    fon.army[q].append(cid)
    home = dict(st.merc.home)
    if st.owner[cid] == q:
        home.pop(cid, None)
    else:
        home[cid] = q
    st.merc.home = home
    st.emit("move", s, cid, ("exhaust", s), ("army", q), arg="lend")


def _to_hands(st, frame):
    """Everyone takes back the bid cards: the revealed ones and Mercenaries (public), the Army
    cards Recruited face down (its player only) and the 2v2 extra card (the two partners)."""
    st.stack.pop()
    p = st.party
    p.returned = [sorted(st.name(c) for c in p.up[s]) for s in range(st.n)]
    p.returned_partner = [sorted(st.name(c) for c in p.partner_card[s]) for s in range(st.n)]
    for s in range(st.n):
        partner = st.partner(s)
        for cid in p.up[s]:
            st.hands[s].append(cid)
            st.learn_gain(s, cid, None)
            st.emit("move", s, cid, ("up", s), ("hand", s))
        for cid in p.down[s]:
            st.hands[s].append(cid)
            st.learn_gain(s, cid, (s,))
            st.emit("move", s, cid, ("down", s), ("hand", s), visible_to=(s,))
        for cid in p.partner_card[s]:
            seen = (s,) if partner is None else (s, partner)
            st.hands[s].append(cid)
            st.learn_gain(s, cid, seen)
            st.emit("move", s, cid, ("partner", s), ("hand", s), visible_to=seen)
        p.up[s] = []
        p.down[s] = []
        p.partner_card[s] = []
        p.taken_from[s] = []
        st.merc.originals[s] = []
        st.merc.extra_up[s] = []
        st.merc.hired[s] = []  # in hand now: where they go next is that seat's secret
    p.partner_shown = False
    if st.mode.teams:  # 2v2: the Successors, the partners' look and the trade, then Dungeons
        st.stack.append(("after_place", SHARED))
    rules._push_placements(st)


# ----- the Bard and the Arbiter ----------------------------------------------------------------


class Bard:
    """Played on a face-up card of base value 3 or 4: Recall (card file, Bard; UNVERIFIED)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if under is None or under in st.disgraced:
            return  # a Disgraced card has no base value
        if st.merc.src == "antechamber" and not BARD_FROM_ANTECHAMBER:
            return
        if st.cards[under].value not in BARD_VALUES:
            return
        if not BARD_KINGS_HAND_MAY_STOP:
            st.emit("ability", s, cid)
            Bard.recall(st, s, cid)  # mandatory: no King's Hand window
        elif st.fon.exhaust[s]:
            abilities.use(st, s, cid, immune, "bard")

    @staticmethod
    def recall(st, s, cid):
        st.stack.append(("recall", s, False))


def arbiter_playable(st: TableState, s: int, cid: int, src: str) -> bool:
    """Rulebook FAQ: the Arbiter needs another card in hand to exchange (from the hand only:
    a card the Antechamber makes you play is played whatever is left)."""
    if not ARBITER_NEEDS_ANOTHER_CARD or src != "hand" or st.is_muted(cid):
        return True
    return len(st.hands[s]) >= 2


def filter_turn(st: TableState, s: int, acts: list[Action]) -> list[Action]:
    """turns.turn_options' hook: drop ``play Arbiter`` when it is the last card in hand."""
    if len(st.hands[s]) >= 2 or not st.hands[s] or st.ante[s]:
        return acts
    cid = st.hands[s][0]
    if st.cards[cid].name != "Arbiter" or arbiter_playable(st, s, cid, "hand"):
        return acts
    bad = Action("play", st.label(cid))
    return [a for a in acts if a != bad]


def _last_arbiter(st: TableState, s: int, cid: int) -> bool:
    """Would ``cid`` be an Arbiter played as ``s``'s last hand card, which the FAQ forbids?"""
    return (
        ARBITER_NEEDS_ANOTHER_CARD
        and st.cards[cid].name == "Arbiter"
        and not st.is_muted(cid)
        and st.hands[s] == [cid]
    )


def filter_follow(st: TableState, s: int, acts: list[Action]) -> list[Action]:
    """The Oathbound's follow-up is played from hand: never an Arbiter left as the last card."""
    if len(st.hands[s]) != 1 or not _last_arbiter(st, s, st.hands[s][0]):
        return acts
    bad = Action("play", st.label(st.hands[s][0]))
    return [a for a in acts if a != bad]


def _oathbound_permission(st: TableState, s: int, cid: int, throne: int, tv: int) -> bool:
    """Rulebook FAQ: the Oathbound is played on a higher card only with a follow-up that may
    be played; with the Mercenaries a lone Arbiter left in hand is not one."""
    rest = [c for c in st.hands[s] if c != cid]
    if not rest:
        return False
    if st.merc is None or len(rest) > 1:
        return True
    other = rest[0]
    return not (
        ARBITER_NEEDS_ANOTHER_CARD and st.cards[other].name == "Arbiter" and not st.is_muted(other)
    )


def _arbiter_targets(st, s) -> list[int]:
    return [o for o in st.opponents(s) if st.hands[o]]


class Arbiter:
    """Choose an opponent with a hand card; after the King's Hand window give a card and
    receive one of theirs, then guess higher or lower (ARBITER_GUESS_FIRST: the guess comes
    before the window); a right guess makes a card +2 in Court."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        targets = _arbiter_targets(st, s)
        if not targets or not st.hands[s]:
            st.emit("no_ability", s, cid)
            return
        if len(targets) > 1:
            st.stack.append(("arbiter_target", s, cid, immune))
        else:
            _chosen(st, s, cid, immune, targets[0])

    def legal(self, st, frame):
        return [HIGHER, LOWER]

    def act(self, st, frame, action):
        st.stack.pop()
        s = frame[1]
        st.emit("say", s, frame[2] if len(frame) > 2 else None, arg=action.arg)
        if len(frame) > 2:  # guessing first: ("arbiter_guess", s, cid, immune, target)
            _, s, cid, immune, target = frame
            abilities.use(st, s, cid, immune, "arbiter", target, action.arg)
            return
        _, _, gave, got = st.merc.arbiter
        st.merc.arbiter = None
        _settle(st, s, gave, got, action.arg)

    @staticmethod
    def begin(st, s, cid, target, guess):
        if not st.hands[s] or not st.hands[target]:
            return  # nothing left to exchange
        st.stack.append(("arbiter_give", s, target, guess))


def _chosen(st, s, cid, immune, target):
    if ARBITER_GUESS_FIRST:
        st.stack.append(("arbiter_guess", s, cid, immune, target))
    else:
        abilities.use(st, s, cid, immune, "arbiter", target, None)


class ArbiterTarget:
    def legal(self, st, frame):
        return actions("choose", [str(o) for o in _arbiter_targets(st, frame[1])])

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        target = int(action.arg)
        st.emit("choose", s, cid, arg=target)
        _chosen(st, s, cid, immune, target)


class ArbiterGive:
    def legal(self, st, frame):
        return st.label_actions("give", st.hands[frame[1]])

    def act(self, st, frame, action):
        _, s, target, guess = frame
        st.stack.pop()
        gave = st.find(st.hands[s], action.arg)
        if ARBITER_RECEIVED_PICK == "opponent":
            st.merc.arbiter = (s, target, gave, None)
            st.stack.append(("arbiter_return", target, s, guess))
            return
        # The opponent's hand is face down to you: the card you receive is one at random.
        got = st.hands[target][st.rng.randrange(len(st.hands[target]))]
        _exchange(st, s, target, gave, got, guess)


class ArbiterReturn:
    """ARBITER_RECEIVED_PICK == "opponent": the opponent picks the card it hands over."""

    def legal(self, st, frame):
        return st.label_actions("give", st.hands[frame[1]])

    def act(self, st, frame, action):
        _, target, s, guess = frame
        st.stack.pop()
        gave = st.merc.arbiter[2]
        st.merc.arbiter = None
        _exchange(st, s, target, gave, st.find(st.hands[target], action.arg), guess)


def _exchange(st, s, target, gave, got, guess):
    pair = (s, target) if s < target else (target, s)
    st.hands[s].remove(gave)
    st.learn_loss(s, gave, pair)
    st.hands[target].remove(got)
    st.learn_loss(target, got, pair)
    st.hands[target].append(gave)
    st.learn_gain(target, gave, pair)
    st.hands[s].append(got)
    st.learn_gain(s, got, pair)
    st.emit("move", s, gave, ("hand", s), ("hand", target), arg="arbiter", visible_to=pair)
    st.emit("move", target, got, ("hand", target), ("hand", s), arg="arbiter", visible_to=pair)
    if guess is None:  # the card file's order: now guess, knowing both cards
        st.merc.arbiter = (s, target, gave, got)
        st.stack.append(("arbiter_guess", s))
        return
    _settle(st, s, gave, got, guess)


def _settle(st, s, gave, got, guess):
    a, b = st.cards[got].value, st.cards[gave].value
    right = a > b if guess == "higher" else a < b
    if a == b:
        right = ARBITER_TIE_RIGHT
    if not right:
        st.emit("guess_wrong", s, arg=guess)
        return
    st.emit("guess_right", s, arg=guess)
    st.merc.plus = st.merc.plus | {got if ARBITER_BONUS_CARD == "received" else gave}


DECISIONS = {
    "bid": (_legal_bid, _act_bid),
    "extra": (_legal_extra, _act_extra),
    "raise": (_legal_raise, _act_raise),
    "bid_tie": (_legal_tie, _act_tie),
    "merc_swap": (_legal_swap, _act_swap),
    "merc_muster": (_legal_muster, _act_muster),
    "merc_enlist": (_legal_enlist, _act_enlist),
    "merc_discard": (_legal_discard, _act_discard),
    "merc_restore": (_legal_restore, _act_restore),
}
_ARBITER = Arbiter()
for _kind, _obj in (
    ("arbiter_target", ArbiterTarget()),
    ("arbiter_guess", _ARBITER),
    ("arbiter_give", ArbiterGive()),
    ("arbiter_return", ArbiterReturn()),
):
    DECISIONS[_kind] = (_obj.legal, _obj.act)
AUTOMATIC = {"bid_reveal": _bid_reveal, "merc_to_hands": _to_hands}
ABILITIES = {"Bard": Bard(), "Arbiter": _ARBITER}
EFFECTS = {"bard": Bard.recall, "arbiter": Arbiter.begin}
seams.ABILITIES.update(ABILITIES)
abilities.EFFECTS.update(EFFECTS)
seams.PERMISSIONS["Oathbound"] = _oathbound_permission
expansion.ALL_ABILITIES.update(ABILITIES)  # the Stranger may copy them too
rules.register(DECISIONS, AUTOMATIC)
STEPS.turn_filter = filter_turn
STEPS.follow_filter = filter_follow
