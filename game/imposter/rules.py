"""Round flow of The Imposter Kings: setup, turns, reactions, round end and scoring.

Decision frames (top of ``st.stack``), ``(kind, seat, ...)``:
  first      the True King holder picks who goes first
  place      choose a Successor (or call a mulligan)
  dungeon    choose a Dungeon card
  turn       remove a Condemned card, play an Antechamber card, play from hand or flip the King
  react      declare a Reaction or pass: (react, seat, reaction, causer, target, rest)
  deal       the round is over; start the next one
  (card abilities add their own kinds, see abilities.py; three and four players add the
  setup steps and the Cutthroat Assassin's keep, see court_setup.py)
Automatic frames run as soon as they reach the top: end_turn, flip, assassinate, effect.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.actions import actions as _actions
from game.imposter import abilities, army, court_setup, expansion, mercenaries, round_end
from game.imposter.fon import IMMORTAL_VICTIMS
from game.imposter.modes import FLIP_ON_EMPTY_COURT, MULLIGAN_PENALTY
from game.imposter.state import SHARED, ImposterState

PASS = Action("pass")
FLIP = Action("flip")
MULLIGAN = Action("mulligan")
DEAL = Action("deal")
KINGS_HAND = "King's Hand"
ASSASSIN = "Assassin"
# The rulebook FAQ ("What if more than one player wants to use a Reaction?") ends each window
# with the player who caused the trigger, but both Reaction cards say "when ANOTHER player", and
# the card wins over the rules: the causer is never asked.
SELF_REACTION = False


# ----- setup ---------------------------------------------------------------------------------


def start_match(st: ImposterState) -> None:
    """Before the first deal: the expansion's Army and Signature Cards (see army.py)."""
    clear_table(st)
    if st.mode.army:
        from game.imposter import army

        # Until the first deal the main deck waits face down with the unused cards.
        st.unused = list(st.deck_ids)
        army.start_match(st)
        if st.stack:
            return
    start_round(st)


_NOTHING = tuple(((),) * n for n in range(5))  # per number of seats: an empty tuple per seat
_TURN_FRAMES = tuple(("turn", s) for s in range(4))  # the frames of every turn, built once
_END_TURN_FRAMES = tuple(("end_turn", s) for s in range(4))


def clear_table(st: ImposterState) -> None:
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


def start_round(st: ImposterState, redeal: bool = False) -> None:
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
        court_setup.start(st)  # three and four players: the reveal and the rest (court_setup)
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
        court_setup.after_first(st, frame[1])
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


# ----- turns ---------------------------------------------------------------------------------


def turn_options(st: ImposterState, s: int) -> list[Action]:
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
        return mercenaries.filter_turn(st, s, acts)
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
            tuple(abilities.PERMISSIONS.get(c.name) for c in cards),
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


def can_play(st: ImposterState, s: int, cid: int, throne: int, tv: int) -> bool:
    """May ``s`` play ``cid`` from hand onto ``throne``, whose current value is ``tv``?"""
    if st.hand_value(cid) >= tv:
        return True
    if st.is_muted(cid):
        return False
    rule = abilities.PERMISSIONS.get(st.cards[cid].name)
    return rule is not None and rule(st, s, cid, throne, tv)


def begin_turn(st: ImposterState, s: int) -> None:
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
        from game.imposter import army

        army.facet_flip(st, s, facet, base)
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


# ----- reactions -----------------------------------------------------------------------------


def may_prompt(st: ImposterState, seat: int, reaction: str) -> bool:
    """Whether a reaction prompt goes to ``seat``. Decided from public facts only, so a prompt
    never tells anyone what the seat holds: skip only when no copy could be in that hand."""
    return bool(st.hands[seat]) and _hidden_copy(st, reaction)


def _hidden_copy(st: ImposterState, reaction: str) -> bool:
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
        court_setup.after_assassination(st, seat, victim)


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
    extra = {}
    if st.party is not None:
        points, gains, extra = court_setup.round_points(st, winner)
    else:
        points = {"win": 1, "king": 0, "cards": 0}
        if st.mode.full_scoring:
            points["king"] = 1 if st.king_up[winner] else 0
            points["cards"] = sum(
                1
                for o in range(st.n)
                if o != winner and (st.hands[o] or st.successor[o] is not None)
            )
        gains = {winner: sum(points.values())}
    total = sum(points.values())
    for s, g in gains.items():
        st.scores[s] += g
    result = {
        "round": st.round_no,
        "winner": winner,
        "loser": st.out[0],
        "reason": reason,
        "points": points,
        "total": total,
        "scores": list(st.scores),
        **extra,
    }
    st.results.append(result)
    st.emit("round_over", winner, arg=result)
    round_end.put_away(st)
    st.stack = []
    if not _check_match_end(st, last_winner=winner):
        st.stack = [("deal", st.true_king)]


def concede_winner(st: ImposterState, seat: int) -> tuple[int, str]:
    """Who takes the match when ``seat`` concedes (no rulebook rule: our reading, as at a real
    table) and why: in 2v2 the other team (``"team"``, its first seat named); else the other
    seat with the highest score (``"score"``; ``"only"`` with two players); tied, the one of
    them who won a round most recently (``"last_round"``), as a match tie goes to the final
    round's winner; still tied, the first of them in turn order after the conceder
    (``"turn_order"``)."""
    if st.mode.teams:
        mine = st.mode.team_of(seat)
        return next(s for s in range(st.n) if st.mode.team_of(s) != mine), "team"
    others = [s for s in range(st.n) if s != seat]
    if len(others) == 1:
        return others[0], "only"
    best = max(st.scores[s] for s in others)
    leaders = [s for s in others if st.scores[s] == best]
    if len(leaders) == 1:
        return leaders[0], "score"
    for result in reversed(st.results):
        if result["winner"] in leaders:
            return result["winner"], "last_round"
    order = [(seat + k * st.direction) % st.n for k in range(1, st.n)]
    return next(s for s in order if s in leaders), "turn_order"


def _check_match_end(st, last_winner):
    """Rulebook: first to 7 (or the shorter target of the house rule, ``st.target``); the
    highest score wins; still tied, the final round's winner."""
    if max(st.scores) < st.target:
        return False
    best = max(st.scores)
    leaders = [s for s in range(st.n) if st.scores[s] == best]
    st.winner = leaders[0] if len(leaders) == 1 or last_winner not in leaders else last_winner
    st.match_over = True
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
DECISIONS.update(army.DECISIONS)
DECISIONS.update(expansion.DECISIONS)
DECISIONS.update(court_setup.DECISIONS)
AUTOMATIC.update(army.AUTOMATIC)
DECISIONS.update(mercenaries.DECISIONS)
AUTOMATIC.update(mercenaries.AUTOMATIC)
AUTOMATIC.update(court_setup.AUTOMATIC)
SKIP_WHEN_EMPTY = army.SKIP_WHEN_EMPTY | expansion.SKIP_WHEN_EMPTY
_ABILITIES = abilities.ABILITIES  # play's lookup, one attribute less
_ACTS = {kind: pair[1] for kind, pair in DECISIONS.items()}  # act's lookup, one subscript less


def legal(st: ImposterState) -> list[Action]:
    if not st.stack:
        return []
    frame = st.stack[-1]
    return DECISIONS[frame[0]][0](st, frame)


def act(st: ImposterState, action: Action) -> None:
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


def step(st: ImposterState, action: Action) -> None:
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


ImposterState.step = step


def advance(st: ImposterState) -> None:
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
