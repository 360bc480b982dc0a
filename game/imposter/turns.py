"""A turn (rulebook, On your turn): what a seat may do (remove a Condemned card, play from the
Antechamber, play from hand or flip its King), a card played to the Throne and its ability, the
King's flip, and the next turn. Frames: (turn, seat); automatic: end_turn, flip."""

from __future__ import annotations

from game.core.actions import Action
from game.core.actions import actions as _actions
from game.imposter.fon import IMMORTAL_VICTIMS
from game.imposter.modes import FLIP_ON_EMPTY_COURT
from game.imposter.reactions import ASSASSIN, open_window
from game.imposter.scoring import knock_out
from game.imposter.seams import ABILITIES as _ABILITIES
from game.imposter.seams import PERMISSIONS, STEPS
from game.imposter.state import SHARED, TableState

FLIP = Action("flip")
_TURN_FRAMES = tuple(("turn", s) for s in range(4))  # the frames of every turn, built once
_END_TURN_FRAMES = tuple(("end_turn", s) for s in range(4))


def turn_options(st: TableState, s: int) -> list[Action]:
    """Rulebook, On your turn: Condemned first, then Antechamber, else play or flip."""
    if st.condemned[s]:
        return st.label_actions("remove", st.condemned[s])
    if st.ante[s]:
        acts = st.label_actions("play", st.ante[s])
        if st.fon is not None and _impersonator(st, s) is not None:
            # Impersonator (Kickstarter): at the start of your turn, swap it for an
            # Antechamber card.
            acts += st.label_actions("swap", st.ante[s])
        return acts
    acts = []
    if st.court:
        throne = st.court[-1]
        tv = st.court_value(throne)
    else:
        throne, tv = None, 0
    fon = st.fon
    # can_play written out for the usual card: with no Conspiracist's window and no Exile's
    # Mute, a card that is not the Warlord, not one of the Immortal's victims, not a Stranger's
    # copy and not of the Mystic's number has its printed value in hand and is not Muted.
    mystic = st.mystic
    rows = _TURN_ROWS[1] if _TURN_ROWS[0] is st.cards else _turn_rows(st)
    if throne is None:  # an empty Court: every card in hand may be played
        for cid in st.hands[s]:
            row = rows[cid]
            if not row[3] or row[0] not in acts:  # one action per label (a twin may repeat it)
                acts.append(row[0])
    elif fon is None:  # the loop below with plain true and no Stranger's copies
        for cid in st.hands[s]:
            a, v, rule, twin = rows[cid]
            if twin and a in acts:
                continue
            if v is None or v == mystic:
                if not can_play(st, s, cid, throne, tv):
                    continue
            elif v < tv and (rule is None or not rule(st, s, cid, throne, tv)):
                continue
            acts.append(a)
    else:
        plain = not any(fon.consp) and True not in fon.exile
        copies = fon.stranger_as
        for cid in st.hands[s]:
            a, v, rule, twin = rows[cid]  # v is None for the Warlord and the Immortal's victims
            if twin and a in acts:
                continue
            if v is None or not plain or v == mystic or cid in copies:
                if not can_play(st, s, cid, throne, tv):
                    continue
            elif v < tv and (rule is None or not rule(st, s, cid, throne, tv)):
                continue
            acts.append(a)
    if fon is not None and _elocution(st, s, throne, tv):
        acts.append(Action("play", "successor"))
    if st.king_up[s] and (st.court or FLIP_ON_EMPTY_COURT):
        acts.append(FLIP)
    if st.merc is not None:  # the Arbiter is never your last card (rulebook FAQ)
        return STEPS.turn_filter(st, s, acts)
    return acts


_TURN: dict[str, tuple] = {}  # mode id -> (mode, number of cards, the tables of _turn_table)


def _turn_table(st) -> tuple:
    """Per card id of this match: its label, its printed value when it is a plain card (None for
    the Warlord, and with the expansion for the Immortal's victims, whose value in hand can
    change: without it hand_value gives them their printed value), its play permission and its
    ``play`` action. The cards follow from the mode, so one table serves every match."""
    entry = _TURN.get(st.mode.id)
    if entry is None or entry[0] is not st.mode or entry[1] != len(st.cards):
        cards = st.cards
        victims = IMMORTAL_VICTIMS if st.fon is not None else ()
        table = (
            tuple(c.label for c in cards),
            tuple(None if c.name == "Warlord" or c.name in victims else c.value for c in cards),
            tuple(PERMISSIONS.get(c.name) for c in cards),
            tuple(_actions("play", [c.label for c in cards])),
        )
        # turn_options reads one row per card: (its play action, plain value, permission,
        # whether another card has its label).
        twins = tuple(table[0].count(lb) > 1 for lb in table[0])
        table += (tuple(zip(table[3], table[1], table[2], twins, strict=True)),)
        entry = _TURN[st.mode.id] = (st.mode, len(cards), table)
    return entry[2]


_TURN_ROWS: list = [None, ()]  # the cards turn_options last read and their rows (no lookup then)


def _turn_rows(st) -> tuple:
    rows = _turn_table(st)[4]
    _TURN_ROWS[:] = (st.cards, rows)
    return rows


def _impersonator(st, s):
    for c in st.hands[s]:
        if st.cards[c].name == "Impersonator" and not st.is_muted(c):
            return c
    return None


def _elocution(st, s, throne, tv) -> bool:
    """Elocutionist (Kickstarter): while it is face up in the Court, its player may play their
    Successor as if from hand, at +2 until it reaches the Throne."""
    cid = st.successor[s]
    if cid is None or not st.court:
        return False
    fon = st.fon
    if not any(
        st.cards[c].name == "Elocutionist"
        and c not in st.disgraced
        and fon.played_by.get(c) == s
        and not st.is_muted(c)
        for c in st.court
    ):
        return False
    if st.hand_value(cid) + 2 >= tv:
        return True
    return can_play(st, s, cid, throne, tv)


def can_play(st: TableState, s: int, cid: int, throne: int, tv: int) -> bool:
    """May ``s`` play ``cid`` from hand onto ``throne``, whose current value is ``tv``?"""
    if st.hand_value(cid) >= tv:
        return True
    if st.is_muted(cid):
        return False
    rule = PERMISSIONS.get(st.cards[cid].name)
    return rule is not None and rule(st, s, cid, throne, tv)


def begin_turn(st: TableState, s: int) -> None:
    if st.fon is not None and st.fon.exile[s]:
        st.fon.exile[s] = False  # the Exile's Mute lasts until the start of its player's turn
        st.emit("exile_ends", s)
    options = turn_options(st, s)
    if options:
        st.stack.append(_TURN_FRAMES[s])
        st._legal = options  # the turn frame is now on top and nothing else changes: cache
        if st._ev is not None:
            st.emit("turn", s)
    else:
        st.emit("cannot_play", s)
        knock_out(st, s, "could not take a turn")
        if st.party is not None and not st.round_over:
            begin_turn(st, st.next_seat(s))  # 3 players: the others play on


def _act_turn(st, frame, action):
    s = frame[1]
    st.stack[-1] = _END_TURN_FRAMES[s]  # the turn frame is on top: replaced, as pop and append did
    verb = action.verb
    if verb == "play":  # the usual case first
        if action.arg == "successor" and st.fon is not None:
            play(st, s, st.successor[s], "successor", ignore_values=False)
        elif st.ante[s]:
            play(st, s, st.find(st.ante[s], action.arg), "antechamber", ignore_values=True)
        else:
            play(st, s, st.find(st.hands[s], action.arg), "hand", ignore_values=False)
    elif verb == "remove":
        cid = st.find(st.condemned[s], action.arg)
        st.condemned[s].remove(cid)
        st.removed.append(cid)
        if st._ev is not None:
            # A face-down Condemned card stays face down out of the round (party.masked).
            seen = None if st.party is None else st.party.masked.get(cid)
            st.emit("move", s, cid, ("condemned", s), ("removed", SHARED), visible_to=seen)
    elif action.verb == "flip":
        if st._ev is not None:
            st.emit("flip_declared", s)
        st.stack.append(("flip", s))
        open_window(st, ASSASSIN, s, None)
    elif action.verb == "swap":
        st.stack.pop()  # the swap happens at the start of the turn; the turn goes on
        imp = _impersonator(st, s)
        cid = st.find(st.ante[s], action.arg)
        st.hands[s].remove(imp)
        st.learn_loss(s, imp, None)
        st.ante[s].remove(cid)
        st.ante[s].append(imp)
        st.hands[s].append(cid)
        st.learn_gain(s, cid, None)
        st.emit("react", s, imp, arg="Impersonator")
        st.emit("move", s, imp, ("hand", s), ("antechamber", s))
        st.emit("move", s, cid, ("antechamber", s), ("hand", s))
        st.stack.append(("turn", s))


def play(st, s, cid, src, ignore_values, immune=False):
    """Play a card to the Throne; its ability happens unless it is Muted."""
    court = st.court
    under = court[-1] if court else None
    c = st.cards[cid]
    ability = _ABILITIES.get(c.name)
    over_higher = (
        ability is not None  # only an ability reads it: spare the two values otherwise
        and not ignore_values
        and under is not None
        and st.hand_value(cid) + (2 if src == "successor" else 0) < st.court_value(under)
    )
    fon = st.fon
    if src == "successor":
        st.successor[s] = None
        fon.shown.discard(cid)
    else:
        zone = st.hands[s] if src == "hand" else st.ante[s]
        zone.remove(cid)
    if src == "hand":
        st.learn_loss(s, cid, None)
    if fon is not None:
        if fon.consp[s]:
            fon.consp_marked.add(cid)  # played during the Conspiracist's window: keeps the bonus
        fon.played_by[cid] = s
        if src == "antechamber" and st.cards[cid].name == "Impersonator":
            fon.imp_ante.add(cid)
    court.append(cid)
    if st._ev is not None:
        st.emit("move", s, cid, (src, s), ("court", SHARED), arg="play")
    if (  # is_muted, written out without the expansion
        (st.mystic == c.value and not c.steadfast) if fon is None else st.is_muted(cid)
    ):
        if st._ev is not None:
            st.emit("no_ability", s, cid)
        return
    if ability is not None:
        if st.merc is not None:
            st.merc.src = src  # the Bard reads where it was played from
        ability.on_play(st, s, cid, under, over_higher, immune, ignore_values)


def _end_turn(st, frame):
    s = frame[1]
    st.stack.pop()
    if st.fon is not None and st.fon.consp[s]:
        st.fon.consp[s] -= 1  # the Conspiracist's window: this turn and the next one
        if not st.fon.consp[s]:
            st.emit("conspiracy_ends", s)
    # next_seat written out for a table with nobody knocked out
    begin_turn(st, (s + st.direction) % st.n if not st.out else st.next_seat(s))


def _flip(st, frame):
    """The King's power: Disgrace the Throne and take the Successor (rulebook, Your King)."""
    s = frame[1]
    st.stack.pop()
    st.king_up[s] = False
    if st._ev is not None:
        st.emit("flip_king", s)
    throne = st.court[-1] if st.court else None
    base = None  # the Throne's base value; a Disgraced Throne has none
    if throne is not None and throne not in st.disgraced:
        base = st.cards[throne].value
        disgrace(st, throne)
    facet = st.fon.facet[s] if st.fon is not None else "King"
    if facet != "King":
        _facet_flip(st, s, facet, base)
        return
    cid = st.successor[s]
    if cid is not None:
        seen_by = (s, *st.successor_watchers(s))
        st.successor[s] = None
        st.hands[s].append(cid)
        st.learn_gain(s, cid, seen_by)
        if st._ev is not None:
            st.emit("move", s, cid, ("successor", s), ("hand", s), visible_to=(s,))


def disgrace(st, cid):
    st.disgraced.add(cid)
    st.boosted.discard(cid)
    if st._ev is not None:
        st.emit("disgrace", card=cid, arg=st.court.index(cid))


def _facet_flip(st, s, facet, base):
    """After the Throne is Disgraced: the Master Tactician's or Charismatic Leader's choice."""
    if facet == "Master Tactician":
        # The frame keeps the Throne's (public) base value, never whether the Successor matched.
        st.stack.append(("tactician", s, base))
    else:
        st.stack.append(("leader", s))
