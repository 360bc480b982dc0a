"""Reactions (rulebook, Reactions): the King's Hand and Assassin windows, who is asked and in
what order, a declared reaction's effect, and the Assassin's flip (with the Cutthroat keep after
it). Reaction frames: (react, seat, reaction, causer, target, rest); automatic: assassinate."""

from __future__ import annotations

from game.core.actions import Action
from game.core.actions import actions as _actions
from game.imposter.scoring import knock_out
from game.imposter.state import SHARED, TableState
from game.imposter.views import keep_pool

PASS = Action("pass")
KINGS_HAND = "King's Hand"
ASSASSIN = "Assassin"
# The rulebook FAQ ("What if more than one player wants to use a Reaction?") ends each window
# with the player who caused the trigger, but both Reaction cards say "when ANOTHER player", and
# the card wins over the rules: the causer is never asked.
SELF_REACTION = False


def may_prompt(st: TableState, seat: int, reaction: str) -> bool:
    """Whether a reaction prompt goes to ``seat``. Decided from public facts only, so a prompt
    never tells anyone what the seat holds: skip only when no copy could be in that hand."""
    return bool(st.hands[seat]) and _hidden_copy(st, reaction)


def _hidden_copy(st: TableState, reaction: str) -> bool:
    """Whether some copy of the reaction (or a Stranger that could copy it) is neither known
    to everyone nor Muted: the part of ``may_prompt`` that is the same for every seat, asked
    once per window."""
    stranger = st.fon is not None and _stranger_may_copy(st, reaction)
    named = _ids_named(st)
    # Only the copies of the reaction (and the Stranger's) can answer: test those, not every card.
    candidates = named.get(reaction, ())
    if stranger:
        candidates += named.get("Stranger", ())
    for cid in candidates:
        if not _known_to_all(st, cid) and not st.is_muted(cid):
            return True
    return False


def _known_to_all(st, cid) -> bool:
    """``cid in st.public_ids()``, without building the set: may_prompt asks it of a copy or
    two at every reaction window (test_engine_fast_paths checks that the two agree)."""
    p = st.party
    if p is not None and p.masked and cid in p.masked:
        return False  # Condemned face down (the Executioner's): not known to everyone
    if cid in st.court or cid in st.removed or cid in st.reveal or cid == st.accused:
        return True
    for zone in st.ante:
        if cid in zone:
            return True
    for zone in st.condemned:
        if cid in zone:
            return True
    fon = st.fon
    if fon is not None:
        if cid in fon.shown:
            return True
        for s in range(st.n):
            if cid in fon.exhaust[s]:
                return True
    if p is not None:
        for s in range(p.n):
            if cid in p.up[s]:
                return True
    m = st.merc
    if m is not None and (cid in m.area or cid in m.deck):
        return True  # the Mercenary area (and the deck's rest, known by elimination)
    return False


_NAMED: dict[str, tuple] = {}  # mode id -> (mode, {card name: its ids in the match's cards})


def _ids_named(st) -> dict[str, tuple[int, ...]]:
    """The card ids of each name in this match (the cards follow from the mode alone)."""
    entry = _NAMED.get(st.mode.id)
    if entry is None or entry[0] is not st.mode or entry[1] != len(st.cards):
        named: dict[str, tuple[int, ...]] = {}
        for cid, c in enumerate(st.cards):
            named[c.name] = named.get(c.name, ()) + (cid,)
        entry = _NAMED[st.mode.id] = (st.mode, len(st.cards), named)
    return entry[2]


def _stranger_may_copy(st, reaction) -> bool:
    """The Stranger reacts as a face-up Reaction card in the Court that is not the Throne."""
    return any(st.cards[c].name == reaction and c not in st.disgraced for c in st.court[:-1])


def open_window(st, reaction, causer, target):
    """Rulebook, Reactions: ask each other seat in turn order, starting after the causer (and
    the causer last when ``SELF_REACTION``). A reaction opens its own window the same way
    (``_act_react``); the rest of this one waits under it."""
    if not _hidden_copy(st, reaction):  # may_prompt is False for every seat
        return
    seats = st.others(causer) + [causer] if SELF_REACTION else st.others(causer)
    hands = st.hands
    queue = [s for s in seats if hands[s]]  # may_prompt, its common part asked once above
    if queue:
        st.stack.append(("react", queue[0], reaction, causer, target, tuple(queue[1:])))


def _declarers(st, causer, reactor):
    """Who may still declare a Reaction to ``causer``'s trigger after ``reactor`` reacted: each
    other seat in turn order from the one after the reactor, ending with the causer when
    ``SELF_REACTION``."""
    seats = [s for s in st.others(reactor) if s != causer]
    return seats + [causer] if SELF_REACTION and causer != reactor else seats


def open_ability_window(st, s, cid, immune):
    """The King's Hand window for a card whose owner chose to use its ability."""
    if not immune and not st.cards[cid].immune:
        open_window(st, KINGS_HAND, s, cid)


def _legal_react(st, frame):
    seat, reaction = frame[1], frame[2]
    acts = [PASS]
    for cid in st.hands[seat]:
        if st.cards[cid].name == reaction and not st.is_muted(cid):
            acts += _actions("react", (reaction,))
            break
    if st.fon is not None and _stranger_may_copy(st, reaction):
        for cid in st.hands[seat]:
            if st.cards[cid].name == "Stranger" and not st.is_muted(cid):
                acts.append(Action("react", "Stranger"))
                break
    return acts


def _act_react(st, frame, action):
    _, seat, reaction, causer, target, rest = frame
    st.stack.pop()
    if action.verb == "pass":
        if st._ev is not None:
            st.emit("react_pass", seat, arg=reaction)
        if rest:
            st.stack.append(("react", rest[0], reaction, causer, target, rest[1:]))
        return
    cid = st.find(st.hands[seat], action.arg)
    st.hands[seat].remove(cid)
    st.learn_loss(seat, cid, None)
    st.emit("react", seat, cid, arg=reaction)
    if reaction == KINGS_HAND:
        _stop(st, seat, cid, target)
    else:  # the Assassin: the flip waits while others may answer it
        # FAQ, more than one Reaction: after a reaction the declarations start again from the
        # player after the reactor (who has reacted to this trigger and is not asked again).
        # may_prompt for each seat, its common part asked once
        hands = st.hands
        again = [s for s in _declarers(st, causer, seat) if hands[s]]
        if again and _hidden_copy(st, reaction):
            st.stack.append(("react", again[0], reaction, causer, target, tuple(again[1:])))
        st.reveal.append(cid)
        st.emit("move", seat, cid, ("hand", seat), ("reveal", SHARED))
        st.stack.append(("assassinate", seat, causer, cid))
        # A Stranger reacting as the Assassin keeps its own keyword: Immune to King's Hand.
        if not st.cards[cid].immune:
            open_window(st, KINGS_HAND, seat, cid)


def _stop(st, seat, kh, target):
    """The King's Hand stops ``target``: both cards are Condemned (rulebook, King's Hand). A
    card just played leaves the round at once and its owner's turn ends; a revealed Assassin
    lies Condemned in front of its owner, whose next turn removes it, and the flip goes ahead."""
    stopped = st.stack.pop()  # the effect that would have happened
    st.condemned[seat].append(kh)
    st.emit("move", seat, kh, ("hand", seat), ("condemned", seat))
    if target in st.court:
        owner = _owner_of_play(st)
        st.leave_court(target)
        st.removed.append(target)
        st.emit("move", owner, target, ("court", SHARED), ("removed", SHARED), arg="stopped")
        while st.stack[-1] != ("end_turn", owner):
            st.stack.pop()
    else:
        # Only the Assassin's reaction is stopped outside the Court (card file, King's Hand:
        # "Both cards are then Condemned"; the official server costs each player a turn).
        if stopped[0] != "assassinate":
            raise RuntimeError(f"a King's Hand stopped {stopped[0]} outside the Court")
        owner = stopped[1]
        st.reveal.remove(target)
        st.condemned[owner].append(target)
        st.emit("move", owner, target, ("reveal", SHARED), ("condemned", owner), arg="stopped")


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
    if st.party is not None and not st.round_over:
        _keep_after_assassination(st, seat, victim)


def _keep_after_assassination(st: TableState, owner: int, victim: int) -> None:
    """Rulebook, The Assassin in Cutthroat: the flip does not happen and play goes on; the
    owner looks at the victim's hand and Successor with the Assassin and keeps one in secret."""
    while st.stack[-1] != ("end_turn", victim):
        st.stack.pop()  # the flip and the rest of its Reaction window
    if keep_pool(st, victim):
        st.stack.append(("assassin_keep", owner, victim))
