"""Fragments of Nersetti: the Army, Signature picks and the draft, the Mustering Phase, Rally
and Recall, and the two King facets' flips (rulebook, 2 Player Fragments of Nersetti)."""

from __future__ import annotations

from game.core.actions import Action, actions
from game.imposter import rules
from game.imposter.cards import ARMY_BASE
from game.imposter.seams import STEPS
from game.imposter.state import SHARED, TableState

PASS = Action("pass")
DONE = Action("done")
FACET_NAMES = ("King", "Master Tactician", "Charismatic Leader")

# Why an Exhaust is owed, the third item of its frame (public: a resumed prompt says it).
FOR_RECRUIT = "recruit"  # the Mustering Phase's first Recruit pays with one
FOR_RECOMMISSION = ("recommission 1", "recommission 2")  # the first and the second of two
FOR_HIRE = "hire"  # a Mercenary's price (the Mercenary modes)
# Glossary, Mercenaries: "Signature Cards dealt face up each round that any player can Recruit
# or Rally". UNVERIFIED: a Rally (Ancestor, Informant) may take a Mercenary from the area
# instead of an Army card; it is taken face up, so everyone sees which.
RALLY_MERCENARIES = True


# ----- match start: Army and Signature Cards ---------------------------------------------------


def start_match(st: TableState) -> None:
    fon = st.fon
    mode = st.mode
    for s in range(st.n):
        owned = [c for c in range(len(st.cards)) if st.owner[c] == s]
        base = list(mode.army)
        for c in owned:
            lb = st.cards[c].label
            if lb in base:
                base.remove(lb)
                fon.army[s].append(c)
            else:
                fon.box[s].append(c)
    rule = mode.signatures
    if rule == "random":
        for s in range(st.n):
            names = list(mode.pool)
            st.rng.shuffle(names)
            for nm in names[: mode.picks]:
                _to_army(st, s, nm)
        return
    if rule == "none":
        return
    st.stack.append(("begin_match", SHARED))
    if rule == "tournament":
        st.stack.append(("draft_deal", SHARED))
    if mode.picks:
        st.stack.append(("reveal_picks", SHARED))
        for s in reversed(range(st.n)):
            st.stack.append(("sig_pick", s, mode.picks))
    rules.advance(st)


def _to_army(st, s, name):
    fon = st.fon
    cid = next(c for c in fon.box[s] if st.cards[c].label == name)
    fon.box[s].remove(cid)
    fon.army[s].append(cid)
    st.emit("move", s, cid, ("box", s), ("army", s), arg="signature")


def _legal_pick(st, frame):
    fon = st.fon
    return actions("pick", st.labels(fon.box[frame[1]]))


def _act_pick(st, frame, action):
    _, s, left = frame
    fon = st.fon
    st.stack.pop()
    cid = st.find(fon.box[s], action.arg)
    fon.box[s].remove(cid)
    fon.picked[s].append(cid)
    st.emit("move", s, cid, ("box", s), ("picked", s), visible_to=(s,))
    if left > 1:
        st.stack.append(("sig_pick", s, left - 1))


def _reveal_picks(st, frame):
    """Both players reveal their secret picks at the same time."""
    st.stack.pop()
    fon = st.fon
    for s in range(st.n):
        for cid in fon.picked[s]:
            fon.army[s].append(cid)
            st.emit("move", s, cid, ("picked", s), ("army", s), arg="signature")
        fon.picked[s] = []


def _draft_deal(st, frame):
    """Tournament: a draft deck of the Signature Cards nobody chose; deal 5 face up."""
    st.stack.pop()
    fon = st.fon
    chosen = {st.cards[c].label for s in range(st.n) for c in fon.army[s]}
    names = [nm for nm in st.mode.pool if nm not in chosen]
    st.rng.shuffle(names)
    if st.mode.draft_deal:
        names = names[: st.mode.draft_deal]
    fon.draft = names
    st.emit("draft", arg=list(names))
    # The player without the True King chooses to pick first or second.
    chooser = next(s for s in range(st.n) if s != st.true_king)
    st.stack.append(("draft_order", chooser))


def _legal_order(st, frame):
    return [Action("order", "first"), Action("order", "second")]


def _act_order(st, frame, action):
    chooser = frame[1]
    st.stack.pop()
    other = next(s for s in range(st.n) if s != chooser)
    first = chooser if action.arg == "first" else other
    second = other if first == chooser else chooser
    st.emit("draft_order", first)
    for who in reversed(st.mode.draft_order):
        st.stack.append(("draft", first if who == 0 else second))


def _legal_draft(st, frame):
    return [Action("draft", nm) for nm in st.fon.draft]


def _act_draft(st, frame, action):
    s = frame[1]
    st.stack.pop()
    st.fon.draft.remove(action.arg)
    _to_army(st, s, action.arg)


def _begin_match(st, frame):
    st.stack.pop()
    st.fon.draft = []
    rules.start_round(st)


# ----- Mustering --------------------------------------------------------------------------------


def _legal_muster(st, frame):
    s = frame[1]
    fon = st.fon
    acts = []
    need = 1 if fon.paid[s] else 2
    if len(fon.army[s]) >= need:
        acts += actions("recruit", st.labels(st.hands[s]))
    if len(fon.army[s]) >= 2 and fon.exhaust[s]:
        acts.append(Action("recommission"))
    if st.mode.facets:
        # Rulebook, full rules: a new King "as many times as they like, in any order".
        acts += actions("king", [f for f in FACET_NAMES if f != fon.facet[s]])
    acts.append(DONE)
    return acts


def _act_muster(st, frame, action):
    s = frame[1]
    fon = st.fon
    if action.verb == "done":
        st.stack.pop()
        st.emit("muster_done", s)
    elif action.verb == "recruit":
        # Remove a hand card from the round face up, then take an Army card in secret; the
        # phase's first Recruit also Exhausts an Army card unless one was Exhausted already.
        cid = st.find(st.hands[s], action.arg)
        st.hands[s].remove(cid)
        st.learn_loss(s, cid, None)
        st.removed.append(cid)
        fon.recruited[s].append(cid)
        st.emit("move", s, cid, ("hand", s), ("removed", SHARED), arg="recruit")
        st.stack.append(("enlist", s))
        if not fon.paid[s]:
            st.stack.append(("exhaust", s, FOR_RECRUIT))
    elif action.verb == "recommission":
        # Exhaust 2 Army cards to put 1 card Exhausted before this back into the Army.
        st.stack.append(("restore", s, tuple(fon.exhaust[s])))
        st.stack.append(("exhaust", s, FOR_RECOMMISSION[1]))
        st.stack.append(("exhaust", s, FOR_RECOMMISSION[0]))
    else:
        fon.facet[s] = action.arg
        st.emit("king_facet", s, arg=action.arg)


def _legal_exhaust(st, frame):
    return actions("exhaust", st.labels(st.fon.army[frame[1]]))


def _act_exhaust(st, frame, action):
    s = frame[1]
    fon = st.fon
    st.stack.pop()
    cid = st.find(fon.army[s], action.arg)
    fon.army[s].remove(cid)
    fon.exhaust[s].append(cid)
    fon.paid[s] = True
    st.emit("move", s, cid, ("army", s), ("exhaust", s))


def _legal_enlist(st, frame):
    return actions("enlist", st.labels(st.fon.army[frame[1]]))


def _act_enlist(st, frame, action):
    s = frame[1]
    st.stack.pop()
    take_from_army(st, s, st.find(st.fon.army[s], action.arg))


def take_from_army(st, s, cid, public=False):
    """Rally (or Recruit): an Army card into the hand, unseen by the others unless revealed."""
    st.fon.army[s].remove(cid)
    st.hands[s].append(cid)
    seen = None if public else (s,)
    st.learn_gain(s, cid, seen)
    st.emit("move", s, cid, ("army", s), ("hand", s), visible_to=seen)


def _legal_restore(st, frame):
    s, before = frame[1], frame[2]
    return [
        Action("restore", lb) for lb in st.labels([c for c in st.fon.exhaust[s] if c in before])
    ]


def _act_restore(st, frame, action):
    s, before = frame[1], frame[2]
    st.stack.pop()
    fon = st.fon
    cid = st.find([c for c in fon.exhaust[s] if c in before], action.arg)
    recall(st, s, cid)


def recall(st, s, cid):
    st.fon.exhaust[s].remove(cid)
    st.fon.army[s].append(cid)
    st.emit("move", s, cid, ("exhaust", s), ("army", s))


def _legal_squire(st, frame):
    return st.label_actions("squire", st.hands[frame[1]])


def _act_squire(st, frame, action):
    s = frame[1]
    st.stack.pop()
    cid = st.find(st.hands[s], action.arg)
    st.hands[s].remove(cid)
    st.fon.squire[s] = cid
    st.emit("move", s, cid, ("hand", s), ("squire", s), visible_to=(s,))
    if not st.stack:
        rules._begin_play(st)


# ----- Rally and Recall (skipped when there is nothing to take) --------------------------------


def _legal_recall(st, frame):
    s, base_only = frame[1], frame[2]
    pool = st.fon.exhaust[s]
    if base_only:
        pool = [c for c in pool if st.cards[c].army and st.cards[c].name in ARMY_BASE]
    return st.label_actions("recall", pool)


def _act_recall(st, frame, action):
    s = frame[1]
    st.stack.pop()
    recall(st, s, st.find(st.fon.exhaust[s], action.arg))


def rally_pool(st: TableState, s: int) -> list[int]:
    """What a Rally may take: the seat's Army and, with RALLY_MERCENARIES, the Mercenaries."""
    if st.merc is None or not RALLY_MERCENARIES:
        return st.fon.army[s]
    return st.fon.army[s] + st.merc.area


def rally(st: TableState, s: int, cid: int) -> None:
    """Take ``cid`` as a Rally: from the Army unseen, or a Mercenary from the area, face up."""
    m = st.merc
    if m is not None and cid in m.area:
        m.area.remove(cid)
        st.hands[s].append(cid)
        st.learn_gain(s, cid, None)
        st.emit("move", s, cid, ("mercenaries", SHARED), ("hand", s), arg="rally")
        return
    take_from_army(st, s, cid)


def can_rally(st, s) -> bool:
    """Is there anything a generic Rally (Ancestor, Informant) may take: the Army, and in a
    Mercenary mode the Mercenary area too?"""
    if st.fon.army[s]:
        return True
    return st.merc is not None and bool(rally_pool(st, s))


def _legal_rally(st, frame):
    if st.merc is not None:  # a Mercenary mode: the Mercenary area too (mercenaries.py)
        return st.label_actions("rally", rally_pool(st, frame[1]))
    return st.label_actions("rally", st.fon.army[frame[1]])


def _act_rally(st, frame, action):
    s, left = frame[1], frame[2]
    st.stack.pop()
    if st.merc is not None:
        rally(st, s, st.find(rally_pool(st, s), action.arg))
    else:
        take_from_army(st, s, st.find(st.fon.army[s], action.arg))
    if left > 1:
        st.stack.append(("rally", s, left - 1))


# ----- King facets ------------------------------------------------------------------------------


def _legal_tactician(st, frame):
    s, base = frame[1], frame[2]
    succ = st.successor[s]
    matched = base is not None and succ is not None and st.cards[succ].value == base
    acts = []
    if matched:
        acts.append(Action("reveal", "successor"))
    if st.successor[s] is not None:
        acts.append(Action("keep", "successor"))
    if st.fon.squire[s] is not None:
        acts.append(Action("keep", "squire"))
    return acts


def _act_tactician(st, frame, action):
    s = frame[1]
    st.stack.pop()
    if action.verb == "reveal":
        # Master Tactician: the Successor matched the Throne's base value.
        _take_successor(st, s, public=True)
        st.stack.append(("tactician_squire", s))
        st.stack.append(("recall", s, True))
    elif action.arg == "successor":
        _take_successor(st, s, public=False)
    else:
        _take_squire(st, s)


def _take_successor(st, s, public):
    cid = st.successor[s]
    st.successor[s] = None
    st.fon.shown.discard(cid)
    st.hands[s].append(cid)
    seen = None if public else (s,)
    st.learn_gain(s, cid, seen)
    st.emit("move", s, cid, ("successor", s), ("hand", s), visible_to=seen)


def _take_squire(st, s):
    cid = st.fon.squire[s]
    st.fon.squire[s] = None
    st.hands[s].append(cid)
    st.learn_gain(s, cid, (s,))
    st.emit("move", s, cid, ("squire", s), ("hand", s), visible_to=(s,))


def _legal_tactician_squire(st, frame):
    s = frame[1]
    if st.fon.squire[s] is None:
        return []
    return [Action("keep", "squire")] + st.label_actions("rally", st.fon.army[s])


def _act_tactician_squire(st, frame, action):
    s = frame[1]
    st.stack.pop()
    if action.verb == "keep":
        _take_squire(st, s)
        return
    squire = st.fon.squire[s]
    st.fon.squire[s] = None
    st.removed.append(squire)
    st.emit("move", s, squire, ("squire", s), ("removed", SHARED), arg="reveal")
    take_from_army(st, s, st.find(st.fon.army[s], action.arg))


def _leader_rallies(st, s):
    succ = st.successor[s]
    if succ is None:
        return []
    limit = st.cards[succ].value
    return [c for c in st.fon.army[s] if st.cards[c].value <= limit]


def _legal_leader(st, frame):
    s = frame[1]
    if st.successor[s] is None:
        return []
    return [Action("keep", "successor")] + [
        Action("rally", lb) for lb in st.labels(_leader_rallies(st, s))
    ]


def _act_leader(st, frame, action):
    s = frame[1]
    st.stack.pop()
    if action.verb == "keep":
        _take_successor(st, s, public=True)  # the Leader's Successor was already revealed
        return
    cid = st.find(_leader_rallies(st, s), action.arg)
    succ = st.successor[s]
    st.successor[s] = None
    st.fon.shown.discard(succ)
    st.removed.append(succ)
    st.emit("move", s, succ, ("successor", s), ("removed", SHARED))
    take_from_army(st, s, cid)


DECISIONS = {
    "sig_pick": (_legal_pick, _act_pick),
    "draft_order": (_legal_order, _act_order),
    "draft": (_legal_draft, _act_draft),
    "muster": (_legal_muster, _act_muster),
    "exhaust": (_legal_exhaust, _act_exhaust),
    "enlist": (_legal_enlist, _act_enlist),
    "restore": (_legal_restore, _act_restore),
    "squire": (_legal_squire, _act_squire),
    "recall": (_legal_recall, _act_recall),
    "rally": (_legal_rally, _act_rally),
    "tactician": (_legal_tactician, _act_tactician),
    "tactician_squire": (_legal_tactician_squire, _act_tactician_squire),
    "leader": (_legal_leader, _act_leader),
}
AUTOMATIC = {
    "reveal_picks": _reveal_picks,
    "draft_deal": _draft_deal,
    "begin_match": _begin_match,
}
# Decisions that simply do not happen when they offer nothing (Rally with an empty Army, ...).
SKIP_WHEN_EMPTY = frozenset(
    ("recall", "rally", "tactician", "tactician_squire", "leader", "restore")
)

rules.register(DECISIONS, AUTOMATIC, SKIP_WHEN_EMPTY)
STEPS.army_start = start_match
