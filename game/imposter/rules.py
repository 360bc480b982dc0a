"""Round flow of The Imposter Kings: the deal and the setup of a round (first player, Successor,
Dungeon, mulligans), and the dispatch of every frame to its legal actions and its act. A turn is
in turns.py, the Reactions in reactions.py, the end of a round and of the match in scoring.py.

Decision frames (top of ``st.stack``), ``(kind, seat, ...)``:
  first      the True King holder picks who goes first
  place      choose a Successor (or call a mulligan)
  dungeon    choose a Dungeon card
  turn       remove a Condemned card, play an Antechamber card, play from hand or flip the King
  react      declare a Reaction or pass: (react, seat, reaction, causer, target, rest)
  deal       the round is over; start the next one
  (card abilities add their own kinds, see abilities.py; three and four players add the
  setup steps and the Cutthroat Assassin's keep, see court_setup.py; each registers them)
Automatic frames run as soon as they reach the top: end_turn, flip, assassinate, effect.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Action
from game.core.actions import actions as _actions
from game.imposter import reactions, turns
from game.imposter.modes import MULLIGAN_PENALTY
from game.imposter.scoring import _check_match_end
from game.imposter.seams import STEPS
from game.imposter.state import SHARED, TableState
from game.imposter.turns import begin_turn

MULLIGAN = Action("mulligan")
DEAL = Action("deal")


# ----- setup ---------------------------------------------------------------------------------


def start_match(st: TableState) -> None:
    """Before the first deal: the expansion's Army and Signature Cards (see army.py)."""
    clear_table(st)
    if st.mode.army:
        # Until the first deal the main deck waits face down with the unused cards.
        st.unused = list(st.deck_ids)
        STEPS.army_start(st)
        if st.stack:
            return
    start_round(st)


_NOTHING = tuple(((),) * n for n in range(5))  # per number of seats: an empty tuple per seat


def clear_table(st: TableState) -> None:
    """Empty every round zone (the Army and Exhaust stay: they belong to the match)."""
    n = st.n
    # Fresh empty lists, sets and dicts per seat made by map in C (a comprehension is a call
    # each): every round, and every mulligan, clears the table.
    none = _NOTHING[n]
    st.first = st.true_king
    st.direction = 1
    st.out = []
    st.hands = list(map(list, none))
    st.successor = [None] * n
    st.dungeon = [None] * n
    st.ante = list(map(list, none))
    st.condemned = list(map(list, none))
    st.offer = [None] * n
    st.king_up = [True] * n
    st.court = []
    st.disgraced = set()
    st.removed = []
    st.reveal = []
    st.mystic = None
    st.boosted = set()
    st.known = [list(map(list, none)) for _ in none]
    st.lacks = [list(map(set, none)) for _ in none]
    st.spied = list(map(dict, none))  # seer -> {seat: Successor id seen with the Spy}
    if st.fon is not None:
        st.fon.new_round(n)
    if st.party is not None:
        st.party.new_round()
    st.accused = None
    st.unused = []


def start_round(st: TableState, redeal: bool = False) -> None:
    """Deal a fresh round (or deal this one again after a mulligan); the True King picks first."""
    n = st.n
    if not redeal:
        st.round_no += 1
    clear_table(st)
    deck = list(st.deck_ids)
    st.accused = None
    if st.mode.accused_fixed:
        st.accused = st.find(deck, st.mode.accused_fixed)
        deck.remove(st.accused)
    st.rng.shuffle(deck)
    told = st._ev is not None  # the search's step records no events: build none
    if told:
        st.emit("round_start", arg=st.round_no)
    if told and st.accused is not None:
        st.emit("move", card=st.accused, src=("deck", SHARED), dst=("accused", SHARED))
    hands = st.hands
    if told:
        for _ in range(st.mode.hand_size):
            for s in range(n):
                cid = deck.pop()
                hands[s].append(cid)
                st.emit("move", s, cid, ("deck", SHARED), ("hand", s), visible_to=(s,))
    else:  # the same deal by slices: one card each in turn from the top (the end) of the deck
        cut = len(deck) - n * st.mode.hand_size
        top = deck[cut:]
        top.reverse()  # the dealt cards, top first
        del deck[cut:]
        for s in range(n):
            hands[s] += top[s::n]
    if deck and st.accused is None:
        st.accused = deck.pop()
        if told:
            st.emit("move", card=st.accused, src=("deck", SHARED), dst=("accused", SHARED))
    st.unused = deck
    if told:
        for cid in deck:
            st.emit("move", card=cid, src=("deck", SHARED), dst=("unused", SHARED), visible_to=())
    st.stack = []
    if st.party is not None:
        STEPS.party_start(st)  # three and four players: the reveal and the rest (court_setup)
        return
    st.stack = [("first", st.true_king)]


_SEATS = ("0", "1", "2", "3")  # seat numbers as action arguments (up to four players)


def _legal_first(st, frame):
    return _actions("first", _SEATS[: st.n])


def _act_first(st, frame, action):
    st.first = int(action.arg)
    if st._ev is not None:
        st.emit("first_player", st.first, arg=frame[1])
    st.stack.pop()
    if st.party is not None:
        STEPS.after_first(st, frame[1])
        return
    _push_placements(st)


def _push_placements(st):
    order = [st.first] + st.others(st.first)
    # The first player decides (and locks in) first: push in reverse so they are on top.
    for s in reversed(order):
        st.stack.append(("place", s))
    if st.mode.army and not st.mode.mercenaries:  # Mercenary modes mustered with the bid
        # Mustering Phase: the player going last musters first (rulebook, The Army).
        for s in order:
            st.stack.append(("muster", s))


def _legal_place(st, frame):
    s = frame[1]
    acts = st.label_actions("successor", st.hands[s])
    if st.mode.mulligans:
        acts.append(MULLIGAN)
    return acts


def _act_place(st, frame, action):
    s = frame[1]
    if action.verb == "mulligan":
        _mulligan(st, s)
        return
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    if st.party is not None:  # 3+ players know some hand cards from the reveal by now
        st.learn_loss(s, cid, (s,))
    st.successor[s] = cid
    if st._ev is not None:
        st.emit("move", s, cid, ("hand", s), ("successor", s), visible_to=(s,))
    st.stack.pop()
    if st.mode.dungeon and st.mode.setup != "2v2":  # 2v2: the trade comes before the Dungeon
        st.stack.append(("dungeon", s))
    if st.fon is not None and st.fon.facet[s] == "Master Tactician" and st.hands[s]:
        st.stack.append(("squire", s))
    if not st.stack:
        _begin_play(st)


def _legal_dungeon(st, frame):
    return st.label_actions("dungeon", st.hands[frame[1]])


def _act_dungeon(st, frame, action):
    s = frame[1]
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    if st.party is not None:
        st.learn_loss(s, cid, (s,))
    st.dungeon[s] = cid
    if st._ev is not None:
        st.emit("move", s, cid, ("hand", s), ("dungeon", s), visible_to=(s,))
    st.stack.pop()
    if not st.stack:
        _begin_play(st)


def _begin_play(st):
    st.stack = []
    if st.fon is not None:
        for s in range(st.n):
            # The Charismatic Leader's Successor is revealed once the round starts.
            if st.fon.facet[s] == "Charismatic Leader" and st.successor[s] is not None:
                st.fon.shown.add(st.successor[s])
                st.emit("reveal", s, st.successor[s], ("successor", s), ("successor", s))
    if st._ev is not None:
        st.emit("play_begins", st.first)
    begin_turn(st, st.first)


def _mulligan(st, s):
    """Rulebook, Mulligans: one free per match; after that the caller takes the True King and
    every opponent gains 2 points. The round is dealt again as if never played. In 2v2 the
    free one is per team and each seat of the other team gains the 2 (rulebook, 2v2)."""
    team = st.mode.team_of(s)
    free = sum(st.mulligans[o] for o in range(st.n) if st.mode.team_of(o) == team) == 0
    st.mulligans[s] += 1
    st.emit("mulligan", s, arg=free)
    if not free:
        st.true_king = s
        for o in range(st.n):
            if st.mode.team_of(o) != team:
                st.scores[o] += MULLIGAN_PENALTY
        if _check_match_end(st, last_winner=None):
            return
    start_round(st, redeal=True)


def _act_deal(st, frame, action):
    st.stack = []
    start_round(st)


# ----- dispatch ------------------------------------------------------------------------------

# Frame kind -> (its legal actions, its act): the round's own here, the rest registered by the
# parts that add them (``register``: the abilities and each mode's steps, imported by match.py).
DECISIONS: dict[str, tuple[Callable, Callable]] = {
    "first": (_legal_first, _act_first),
    "place": (_legal_place, _act_place),
    "dungeon": (_legal_dungeon, _act_dungeon),
    "turn": (lambda st, f: turns.turn_options(st, f[1]), turns._act_turn),
    "react": (reactions._legal_react, reactions._act_react),
    "deal": (lambda st, f: [DEAL], _act_deal),
}
# Frame kind -> what it does as soon as it reaches the top of the stack.
AUTOMATIC: dict[str, Callable] = {
    "end_turn": turns._end_turn,
    "flip": turns._flip,
    "assassinate": reactions._assassinate,
}
# Decisions that simply do not happen when they offer nothing (Rally with an empty Army, ...).
SKIP_WHEN_EMPTY: set[str] = set()
_ACTS = {kind: pair[1] for kind, pair in DECISIONS.items()}  # act's lookup, one subscript less


def register(
    decisions: dict[str, tuple[Callable, Callable]],
    automatic: dict[str, Callable] | None = None,
    skip_when_empty: frozenset[str] = frozenset(),
) -> None:
    """Add a part's frames to the dispatch: its decisions, its automatic frames and the
    decisions of its that are skipped when they offer nothing."""
    DECISIONS.update(decisions)
    _ACTS.update((kind, pair[1]) for kind, pair in decisions.items())
    AUTOMATIC.update(automatic or {})
    SKIP_WHEN_EMPTY.update(skip_when_empty)


def legal(st: TableState) -> list[Action]:
    if not st.stack:
        return []
    frame = st.stack[-1]
    return DECISIONS[frame[0]][0](st, frame)


def act(st: TableState, action: Action) -> None:
    frame = st.stack[-1]
    _ACTS[frame[0]](st, frame, action)
    # advance written out: this runs at every step, and mostly finds a decision on top at once.
    while st.stack:  # st.stack, not a local: a new round starts a new stack
        frame = st.stack[-1]
        kind = frame[0]
        if kind == "turn":  # the usual end of a step: a turn owed
            return
        auto = AUTOMATIC.get(kind)
        if auto is not None:
            auto(st, frame)
        elif kind in SKIP_WHEN_EMPTY and not DECISIONS[kind][0](st, frame):
            st.stack.pop()
        else:
            return


def step(st: TableState, action: Action) -> None:
    """``DecisionMachine.step`` with ``act`` written out (one call less at every step of a
    search): no events, no history."""
    st._ev = None
    st._legal = None
    frame = st.stack[-1]
    _ACTS[frame[0]](st, frame, action)
    while st.stack:  # act's loop, as above
        frame = st.stack[-1]
        kind = frame[0]
        if kind == "turn":
            break
        auto = AUTOMATIC.get(kind)
        if auto is not None:
            auto(st, frame)
        elif kind in SKIP_WHEN_EMPTY and not DECISIONS[kind][0](st, frame):
            st.stack.pop()
        else:
            break
    st.history = None


def advance(st: TableState) -> None:
    """Run automatic frames until a decision is owed (or the match is over)."""
    while st.stack:
        frame = st.stack[-1]
        auto = AUTOMATIC.get(frame[0])
        if auto is not None:
            auto(st, frame)
        elif frame[0] in SKIP_WHEN_EMPTY and not DECISIONS[frame[0]][0](st, frame):
            st.stack.pop()
        else:
            return
