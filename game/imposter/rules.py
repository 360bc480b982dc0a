"""Round flow of The Imposter Kings: setup, turns, reactions, round end and scoring.

Decision frames (top of ``st.stack``), ``(kind, seat, ...)``:
  first      the True King holder picks who goes first
  place      choose a Successor (or call a mulligan)
  dungeon    choose a Dungeon card
  turn       remove a Condemned card, play an Antechamber card, play from hand or flip the King
  react      declare a Reaction or pass: (react, seat, reaction, causer, target, rest)
  deal       the round is over; start the next one
  (card abilities add their own kinds, see abilities.py)
Automatic frames run as soon as they reach the top: end_turn, flip, assassinate, effect.
"""

from __future__ import annotations

from game.core.actions import Action
from game.imposter import abilities
from game.imposter.modes import FLIP_ON_EMPTY_COURT, MATCH_TARGET, MULLIGAN_PENALTY
from game.imposter.state import SHARED, ImposterState

PASS = Action("pass")
_PLAY: dict[str, Action] = {}  # interned "play <label>" actions: turns are the hot path
FLIP = Action("flip")
MULLIGAN = Action("mulligan")
DEAL = Action("deal")
KINGS_HAND = "King's Hand"
ASSASSIN = "Assassin"


# ----- setup ---------------------------------------------------------------------------------


def start_round(st: ImposterState, redeal: bool = False) -> None:
    """Deal a fresh round (or deal this one again after a mulligan); the True King picks first."""
    n = st.n
    if not redeal:
        st.round_no += 1
    st.first = st.true_king
    st.direction = 1
    st.out = []
    st.hands = [[] for _ in range(n)]
    st.successor = [None] * n
    st.dungeon = [None] * n
    st.ante = [[] for _ in range(n)]
    st.condemned = [[] for _ in range(n)]
    st.offer = [None] * n
    st.king_up = [True] * n
    st.court = []
    st.disgraced = set()
    st.removed = []
    st.reveal = []
    st.mystic = None
    st.boosted = set()
    st.known = [[[] for _ in range(n)] for _ in range(n)]
    st.lacks = [[set() for _ in range(n)] for _ in range(n)]
    deck = list(range(len(st.cards)))
    st.accused = None
    if st.mode.accused_fixed:
        st.accused = st.find(deck, st.mode.accused_fixed)
        deck.remove(st.accused)
    st.rng.shuffle(deck)
    st.emit("round_start", arg=st.round_no)
    if st.accused is not None:
        st.emit("move", card=st.accused, src=("deck", SHARED), dst=("accused", SHARED))
    for _ in range(st.mode.hand_size):
        for s in range(n):
            cid = deck.pop()
            st.hands[s].append(cid)
            st.emit("move", s, cid, ("deck", SHARED), ("hand", s), visible_to=(s,))
    if deck and st.accused is None:
        st.accused = deck.pop()
        st.emit("move", card=st.accused, src=("deck", SHARED), dst=("accused", SHARED))
    st.unused = deck
    for cid in deck:
        st.emit("move", card=cid, src=("deck", SHARED), dst=("unused", SHARED), visible_to=())
    st.stack = [("first", st.true_king)]


def _legal_first(st, frame):
    return [Action("first", str(s)) for s in range(st.n)]


def _act_first(st, frame, action):
    st.first = int(action.arg)
    st.emit("first_player", st.first, arg=frame[1])
    st.stack.pop()
    _push_placements(st)


def _push_placements(st):
    order = [st.first] + st.others(st.first)
    # The first player decides (and locks in) first: push in reverse so they are on top.
    for s in reversed(order):
        st.stack.append(("place", s))


def _legal_place(st, frame):
    s = frame[1]
    acts = [Action("successor", lb) for lb in st.labels(st.hands[s])]
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
    st.successor[s] = cid
    st.emit("move", s, cid, ("hand", s), ("successor", s), visible_to=(s,))
    st.stack.pop()
    if st.mode.dungeon:
        st.stack.append(("dungeon", s))
    elif not st.stack:
        _begin_play(st)


def _legal_dungeon(st, frame):
    return [Action("dungeon", lb) for lb in st.labels(st.hands[frame[1]])]


def _act_dungeon(st, frame, action):
    s = frame[1]
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.dungeon[s] = cid
    st.emit("move", s, cid, ("hand", s), ("dungeon", s), visible_to=(s,))
    st.stack.pop()
    if not st.stack:
        _begin_play(st)


def _begin_play(st):
    st.stack = []
    st.emit("play_begins", st.first)
    begin_turn(st, st.first)


def _mulligan(st, s):
    """Rulebook, Mulligans: one free per match; after that the caller takes the True King and
    every opponent gains 2 points. The round is dealt again as if never played."""
    free = st.mulligans[s] == 0
    st.mulligans[s] += 1
    st.emit("mulligan", s, arg=free)
    if not free:
        st.true_king = s
        for o in range(st.n):
            if o != s:
                st.scores[o] += MULLIGAN_PENALTY
        if _check_match_end(st, last_winner=None):
            return
    start_round(st, redeal=True)


# ----- turns ---------------------------------------------------------------------------------


def turn_options(st: ImposterState, s: int) -> list[Action]:
    """Rulebook, On your turn: Condemned first, then Antechamber, else play or flip."""
    if st.condemned[s]:
        return [Action("remove", lb) for lb in st.labels(st.condemned[s])]
    if st.ante[s]:
        return [Action("play", lb) for lb in st.labels(st.ante[s])]
    acts = []
    seen = set()
    if st.court:
        throne = st.court[-1]
        tv = st.court_value(throne)
    else:
        throne, tv = None, 0
    cards = st.cards
    for cid in st.hands[s]:
        lb = cards[cid].label
        if lb not in seen and (throne is None or can_play(st, s, cid, throne, tv)):
            seen.add(lb)
            act = _PLAY.get(lb)
            if act is None:
                act = _PLAY[lb] = Action("play", lb)
            acts.append(act)
    if st.king_up[s] and (st.court or FLIP_ON_EMPTY_COURT):
        acts.append(FLIP)
    return acts


def can_play(st: ImposterState, s: int, cid: int, throne: int, tv: int) -> bool:
    """May ``s`` play ``cid`` from hand onto ``throne``, whose current value is ``tv``?"""
    if st.hand_value(cid) >= tv:
        return True
    if st.is_muted(cid):
        return False
    rule = abilities.PERMISSIONS.get(st.cards[cid].name)
    return rule is not None and rule(st, s, cid, throne, tv)


def begin_turn(st: ImposterState, s: int) -> None:
    options = turn_options(st, s)
    if options:
        st.stack.append(("turn", s))
        st._legal = options  # the turn frame is now on top and nothing else changes: cache
        st.emit("turn", s)
    else:
        st.emit("cannot_play", s)
        knock_out(st, s, "could not take a turn")


def _act_turn(st, frame, action):
    s = frame[1]
    st.stack.pop()
    st.stack.append(("end_turn", s))
    if action.verb == "remove":
        cid = st.find(st.condemned[s], action.arg)
        st.condemned[s].remove(cid)
        st.removed.append(cid)
        st.emit("move", s, cid, ("condemned", s), ("removed", SHARED))
    elif action.verb == "flip":
        st.emit("flip_declared", s)
        st.stack.append(("flip", s))
        open_window(st, ASSASSIN, s, None)
    elif st.ante[s]:
        play(st, s, st.find(st.ante[s], action.arg), "antechamber", ignore_values=True)
    else:
        play(st, s, st.find(st.hands[s], action.arg), "hand", ignore_values=False)


def play(st, s, cid, src, ignore_values, immune=False):
    """Play a card to the Throne; its ability happens unless it is Muted."""
    under = st.court[-1] if st.court else None
    over_higher = (
        not ignore_values and under is not None and st.hand_value(cid) < st.court_value(under)
    )
    zone = st.hands[s] if src == "hand" else st.ante[s]
    zone.remove(cid)
    if src == "hand":
        st.learn_loss(s, cid, None)
    st.court.append(cid)
    st.emit("move", s, cid, (src, s), ("court", SHARED), arg="play")
    if st.is_muted(cid):
        st.emit("no_ability", s, cid)
        return
    ability = abilities.ABILITIES.get(st.cards[cid].name)
    if ability is not None:
        ability.on_play(st, s, cid, under, over_higher, immune)


def _end_turn(st, frame):
    s = frame[1]
    st.stack.pop()
    begin_turn(st, st.next_seat(s))


def _flip(st, frame):
    """The King's power: Disgrace the Throne and take the Successor (rulebook, Your King)."""
    s = frame[1]
    st.stack.pop()
    st.king_up[s] = False
    st.emit("flip_king", s)
    throne = st.court[-1] if st.court else None
    if throne is not None and throne not in st.disgraced:
        disgrace(st, throne)
    cid = st.successor[s]
    if cid is not None:
        st.successor[s] = None
        st.hands[s].append(cid)
        st.learn_gain(s, cid, (s,))
        st.emit("move", s, cid, ("successor", s), ("hand", s), visible_to=(s,))


def disgrace(st, cid):
    st.disgraced.add(cid)
    st.boosted.discard(cid)
    st.emit("disgrace", card=cid, arg=st.court.index(cid))


# ----- reactions -----------------------------------------------------------------------------


def may_prompt(st: ImposterState, seat: int, reaction: str) -> bool:
    """Whether a reaction prompt goes to ``seat``. Decided from public facts only, so a prompt
    never tells anyone what the seat holds: skip only when no copy could be in that hand."""
    if not st.hands[seat]:
        return False
    public = st.public_ids()
    for cid, c in enumerate(st.cards):
        if c.name == reaction and cid not in public and not st.is_muted(cid):
            return True
    return False


def open_window(st, reaction, causer, target):
    """Rulebook, Reactions: ask each other seat in turn order, starting after the causer."""
    queue = [s for s in st.others(causer) if may_prompt(st, s, reaction)]
    if queue:
        st.stack.append(("react", queue[0], reaction, causer, target, tuple(queue[1:])))


def open_ability_window(st, s, cid, immune):
    """The King's Hand window for a card whose owner chose to use its ability."""
    if not immune and not st.cards[cid].immune:
        open_window(st, KINGS_HAND, s, cid)


def _legal_react(st, frame):
    seat, reaction = frame[1], frame[2]
    for cid in st.hands[seat]:
        if st.cards[cid].name == reaction and not st.is_muted(cid):
            return [PASS, Action("react", reaction)]
    return [PASS]


def _act_react(st, frame, action):
    _, seat, reaction, causer, target, rest = frame
    st.stack.pop()
    if action.verb == "pass":
        st.emit("react_pass", seat, arg=reaction)
        if rest:
            st.stack.append(("react", rest[0], reaction, causer, target, rest[1:]))
        return
    cid = st.find(st.hands[seat], reaction)
    st.hands[seat].remove(cid)
    st.learn_loss(seat, cid, None)
    st.emit("react", seat, cid, arg=reaction)
    if reaction == KINGS_HAND:
        _stop(st, seat, cid, target)
    else:  # the Assassin: the flip waits while others may answer it
        if rest:
            st.stack.append(("react", rest[0], reaction, causer, target, rest[1:]))
        st.reveal.append(cid)
        st.emit("move", seat, cid, ("hand", seat), ("reveal", SHARED))
        st.stack.append(("assassinate", seat, causer, cid))
        open_window(st, KINGS_HAND, seat, cid)


def _stop(st, seat, kh, target):
    """The King's Hand stops ``target``: both cards are Condemned (rulebook, King's Hand). The
    stopped card leaves the round at once and, if it was just played, its owner's turn ends."""
    st.stack.pop()  # the effect that would have happened
    st.condemned[seat].append(kh)
    st.emit("move", seat, kh, ("hand", seat), ("condemned", seat))
    if target in st.court:
        owner = _owner_of_play(st)
        st.court.remove(target)
        st.disgraced.discard(target)
        st.boosted.discard(target)
        st.removed.append(target)
        st.emit("move", owner, target, ("court", SHARED), ("removed", SHARED), arg="stopped")
        while st.stack[-1] != ("end_turn", owner):
            st.stack.pop()
    else:
        st.reveal.remove(target)
        st.removed.append(target)
        st.emit("move", -1, target, ("reveal", SHARED), ("removed", SHARED), arg="stopped")


def _owner_of_play(st):
    for frame in reversed(st.stack):
        if frame[0] == "end_turn":
            return frame[1]
    raise RuntimeError("a stopped card with no turn under it")


def _assassinate(st, frame):
    _, seat, victim, cid = frame
    st.stack.pop()
    st.emit("assassinated", victim, cid, arg=seat)
    knock_out(st, victim, "assassinated")


# ----- round end -----------------------------------------------------------------------------


def knock_out(st: ImposterState, seat: int, reason: str) -> None:
    if not st.out:
        st.true_king = seat  # the player who lost (first) takes the True King
    st.out.append(seat)
    st.emit("knocked_out", seat, arg=reason)
    # The round ends when one player, or one team, is left (a 2v2 team loses with either partner).
    out_teams = {st.mode.team_of(s) for s in st.out}
    alive = [s for s in range(st.n) if s not in st.out and st.mode.team_of(s) not in out_teams]
    if len({st.mode.team_of(s) for s in alive}) == 1:
        _score_round(st, alive[0], reason)


def _score_round(st, winner, reason):
    points = {"win": 1, "king": 0, "cards": 0}
    if st.mode.full_scoring:
        points["king"] = 1 if st.king_up[winner] else 0
        points["cards"] = sum(
            1 for o in range(st.n) if o != winner and (st.hands[o] or st.successor[o] is not None)
        )
    total = sum(points.values())
    st.scores[winner] += total
    result = {
        "round": st.round_no,
        "winner": winner,
        "loser": st.out[0],
        "reason": reason,
        "points": points,
        "total": total,
        "scores": list(st.scores),
    }
    st.results.append(result)
    st.emit("round_over", winner, arg=result)
    st.stack = []
    if not _check_match_end(st, last_winner=winner):
        st.stack = [("deal", st.true_king)]


def _check_match_end(st, last_winner):
    """Rulebook: first to 7; the highest score wins; still tied, the final round's winner."""
    if max(st.scores) < MATCH_TARGET:
        return False
    best = max(st.scores)
    leaders = [s for s in range(st.n) if st.scores[s] == best]
    st.winner = leaders[0] if len(leaders) == 1 or last_winner not in leaders else last_winner
    st.stack = []
    st.emit("match_over", st.winner, arg=list(st.scores))
    return True


def _act_deal(st, frame, action):
    st.stack = []
    start_round(st)


# ----- dispatch ------------------------------------------------------------------------------

DECISIONS = {
    "first": (_legal_first, _act_first),
    "place": (_legal_place, _act_place),
    "dungeon": (_legal_dungeon, _act_dungeon),
    "turn": (lambda st, f: turn_options(st, f[1]), _act_turn),
    "react": (_legal_react, _act_react),
    "deal": (lambda st, f: [DEAL], _act_deal),
}
AUTOMATIC = {
    "end_turn": _end_turn,
    "flip": _flip,
    "assassinate": _assassinate,
    "effect": lambda st, f: abilities.run_effect(st, f),
}
DECISIONS.update(abilities.DECISIONS)


def legal(st: ImposterState) -> list[Action]:
    if not st.stack:
        return []
    frame = st.stack[-1]
    return DECISIONS[frame[0]][0](st, frame)


def act(st: ImposterState, action: Action) -> None:
    frame = st.stack[-1]
    DECISIONS[frame[0]][1](st, frame, action)
    advance(st)


def advance(st: ImposterState) -> None:
    """Run automatic frames until a decision is owed (or the match is over)."""
    while st.stack:
        frame = st.stack[-1]
        auto = AUTOMATIC.get(frame[0])
        if auto is None:
            return
        auto(st, frame)
