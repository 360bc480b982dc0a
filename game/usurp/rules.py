"""The rules of Usurp the King: the deal, the Intrigue's serpentine placement, the Rebellion's
hidden cards and the resolution of every Leverage card by type, then the victory ladder.

The flow is a small machine: ``advance`` runs every automatic step (the next placement turn,
the markers, the Books to fill, the next card to resolve) until a decision is owed (a frame on
``st.stack``) or the game is over. A decision's frame is ``(kind, seat, card, from_book)``.
"""

from __future__ import annotations

from game.core.actions import Action, actions
from game.usurp import data
from game.usurp.data import CARD_TYPES, FAMILIES, MEMBER_NAME, MEMBER_NUMBER, RESOLUTION_ORDER
from game.usurp.victory import decide, disgruntled, result_of, space

SHARED = -1

# Card type indexes (card id = family * 10 + type index).
N_TYPES = len(CARD_TYPES)
SPY, AGENT, DAGGER, BETRAYAL, BOOKS, POISON, GUARD, CONSPIRACY, BRIBERY, ANTIDOTE = (
    CARD_TYPES.index(t)
    for t in (
        "Spy",
        "Agent",
        "Dagger",
        "Betrayal",
        "Books",
        "Poison",
        "Guard",
        "Conspiracy",
        "Bribery",
        "Antidote",
    )
)
ORDER_TYPES = tuple(CARD_TYPES.index(t) for t in RESOLUTION_ORDER)
NEVER_FLIPPED = frozenset(CARD_TYPES.index(t) for t in data.NEVER_FLIPPED)
NEVER_HIDDEN = frozenset(CARD_TYPES.index(t) for t in data.NEVER_HIDDEN)
UNMOVABLE = frozenset(CARD_TYPES.index(t) for t in data.SPY_BETRAYAL_CANNOT_MOVE)
KING_NO = MEMBER_NUMBER[data.KING]

ALL_CARDS = len(FAMILIES) * N_TYPES
LABEL = tuple(f"{FAMILIES[c // N_TYPES]} {CARD_TYPES[c % N_TYPES]}" for c in range(ALL_CARDS))
BY_LABEL = {lb: c for c, lb in enumerate(LABEL)}
# Action arguments, built once: "Dagger@Queen" (place), "Altham Dagger>King" (move).
PLACE_ARG = {
    (t, n): f"{CARD_TYPES[t]}@{name}" for t in range(N_TYPES) for n, name in MEMBER_NAME.items()
}
PLACE_PARSE = {arg: key for key, arg in PLACE_ARG.items()}
MOVE_ARG = {
    (c, n): f"{LABEL[c]}>{name}" for c in range(ALL_CARDS) for n, name in MEMBER_NAME.items()
}
MOVE_PARSE = {arg: key for key, arg in MOVE_ARG.items()}
MOVE_ACTION = {key: Action("move", arg) for key, arg in MOVE_ARG.items()}
PASS = Action("pass")
REVEAL = Action("reveal")
KIND_OF_TYPE = {SPY: "spy", AGENT: "agent", BETRAYAL: "betrayal"}


def fam(cid: int) -> int:
    return cid // N_TYPES


# ----- setup ---------------------------------------------------------------------------------


def start(st) -> None:
    """Deal, choose the first family, lay out the Court and queue the first placement."""
    k = st.mode.families
    first = st.setting("first", "random")
    st.first = st.rng.randrange(k) if first == "random" else int(first)
    st.turn_order = tuple((st.first + i) % k for i in range(k))
    st.order = data.placement_order(st.turn_order, k, st.mode.team_play)
    for f in range(k):
        cards = [f * N_TYPES + t for t in range(N_TYPES)]
        if st.mode.team_play:
            st.rng.shuffle(cards)
            half = data.TEAM_HAND_SIZE
            deals = ((f, sorted(cards[:half])), (f + k, sorted(cards[half:])))
        else:
            deals = ((f, cards),)
        for seat, hand in deals:
            for c in hand:
                st.hands[seat].append(c)
                st.holder[c] = seat
                st.emit("move", seat, c, ("box", SHARED), ("hand", seat), "deal", (seat,))
    st.emit(
        "round_start",
        arg={
            "members": [MEMBER_NAME[n] for n in st.nums],
            "turn_order": list(st.turn_order),
            "first": st.first,
            "order": list(st.order),
        },
    )
    if st.setting("tutorial") == "on":
        deal_objectives(st)
    st.markers = current_markers(st)
    advance(st)


def objective_pool(st) -> list[str]:
    """The tutorial objectives this Court can meet (one naming a member not in play is out)."""
    names = {MEMBER_NAME[n] for n in st.nums}
    return [
        oid
        for oid, _, _ in data.TUTORIAL_OBJECTIVES
        if all(m in names for m in data.OBJECTIVE_NEEDS.get(oid, ()))
    ]


def deal_objectives(st) -> None:
    pool = objective_pool(st)
    st.rng.shuffle(pool)
    for s in range(st.num_seats):
        st.objectives[s] = pool[s]
        st.emit("objective_dealt", s)


# ----- the court: spaces, loyalty, markers ---------------------------------------------------


def current_markers(st) -> dict[int, bool | None]:
    return {n: disgruntled(st, n) for n in st.nums}


def update_markers(st) -> None:
    """Emit a ``marker`` event for every marker that flipped since the last look."""
    if st._ev is None:  # nobody records: the markers are worked out again when next told
        st.markers = None
        return
    now = current_markers(st)
    if st.markers is not None:
        for n in st.nums:
            if now[n] != st.markers[n]:
                st.emit("marker", arg={"member": MEMBER_NAME[n], "disgruntled": now[n]})
    st.markers = now


def flip_down(st, c: int) -> None:
    if c % N_TYPES in NEVER_FLIPPED or c not in st.face_up:
        return
    st.face_up.discard(c)
    st.emit("flip", st.holder[c], c, arg="down")


# ----- the flow --------------------------------------------------------------------------------


def advance(st) -> None:
    """Run the automatic steps until a decision is owed or the game is over."""
    while not st.stack:
        stage = st.stage
        if stage == "intrigue":
            if st.order_index < len(st.order):
                st.stack.append(("place", st.order[st.order_index], None, None))
                return
            begin_rebellion(st)
        elif stage == "hide":
            if st.hide_index < len(st.hides):
                seat, book = st.hides[st.hide_index]
                st.stack.append(("hide", seat, book, None))
                return
            st.stage = "resolve"
            st.rtype = 0
        elif stage == "resolve":
            if st.rtype >= len(ORDER_TYPES):
                finish(st)
                return
            resolve_next(st)
        else:
            return


def begin_rebellion(st) -> None:
    st.stage = "hide"
    st.phase = "rebellion"
    st.emit("phase", arg="rebellion")
    st.markers = current_markers(st)
    st.emit("markers", arg={MEMBER_NAME[n]: st.markers[n] for n in st.nums})
    # Each player with a Book in play, in turn order (the first pass of the placement order).
    row = data.team_row(st.turn_order, st.families) if st.mode.team_play else st.turn_order
    hides = []
    for seat in row:
        for n in st.nums:
            for c in st.piles[n]:
                if c % N_TYPES == BOOKS and st.holder[c] == seat:
                    hides.append((seat, c))
    st.hides = tuple(hides)
    st.hide_index = 0


def next_of_type(st, t: int) -> int | None:
    """The first unresolved face-up card of type ``t``: members from the King in number order,
    the card nearest the member first."""
    face_up = st.face_up
    resolved = st.resolved
    for n in st.nums:
        for c in st.piles[n]:
            if c % N_TYPES == t and c in face_up and c not in resolved:
                return c
    return None


def resolve_next(st) -> None:
    t = ORDER_TYPES[st.rtype]
    if t == POISON:
        resolve_poisons(st)
        st.rtype += 1
        return
    c = next_of_type(st, t)
    if c is None:
        st.rtype += 1
        st.current = None
        return
    st.current = c
    st.resolved.add(c)
    n = st.loc[c]
    st.emit("resolve", st.holder[c], c, arg={"type": CARD_TYPES[t], "member": MEMBER_NAME[n]})
    if t == DAGGER:
        dagger(st, c, n)
    elif t == BOOKS:
        book(st, c, n)
    else:
        start_choice(st, c, n, None)


def start_choice(st, c: int, n: int, from_book: int | None) -> None:
    """A Spy, Agent or Betrayal (``c``, in member ``n``'s space) asks its holder, unless it has
    nothing to move or may not act here."""
    t = c % N_TYPES
    kind = KIND_OF_TYPE[t]
    if t == SPY and not st.alive[n] and not data.SPY_ACTS_ON_DEAD:
        st.emit(
            "no_effect",
            st.holder[c],
            c,
            arg={"type": "Spy", "member": MEMBER_NAME[n], "why": "dead"},
        )
        done_card(st, c, from_book)
        return
    if not has_move(st, kind, c, n):
        st.emit("no_move", st.holder[c], c, arg={"type": CARD_TYPES[t], "member": MEMBER_NAME[n]})
        done_card(st, c, from_book)
        return
    st.stack.append((kind, st.holder[c], c, from_book))


def done_card(st, c: int, from_book: int | None) -> None:
    """A card has resolved: turn it (and its Book) face down."""
    flip_down(st, c)
    if from_book is not None:
        flip_down(st, from_book)


def member_of(st, c: int) -> int:
    """The member whose space holds ``c`` (a card under a Book: the Book's member)."""
    n = st.loc[c]
    if n > 0:
        return n
    return st.loc[st.book_of[c]]


def move_options(st, kind: str, c: int, n: int) -> list[tuple[int, int]]:
    """(card, destination) pairs the Spy / Agent / Betrayal ``c`` in member ``n``'s space may
    move; destinations are living members other than the card's own."""
    living = [d for d in st.nums if st.alive[d]]
    out = []
    if kind == "agent":
        sources = ((n, [x for x in st.piles[n] if x != c]),)
        ok = None
    else:
        sources = tuple((m, st.piles[m]) for m in st.nums)
        ok = fam(c)
    for m, pile in sources:
        for x in pile:
            if ok is not None:
                if kind == "spy":
                    if x // N_TYPES == ok or x % N_TYPES in UNMOVABLE:
                        continue
                else:  # betrayal
                    if x // N_TYPES != ok or x % N_TYPES in UNMOVABLE:
                        continue
                    if x == c and not data.BETRAYAL_MOVES_ITSELF:
                        continue
            for d in living:
                if d != m:
                    out.append((x, d))
    return out


def has_move(st, kind: str, c: int, n: int) -> bool:
    """Whether ``move_options`` is not empty, without listing it."""
    living = [d for d in st.nums if st.alive[d]]
    if not living or (len(living) == 1 and kind == "agent" and living[0] == n):
        return False
    if kind == "agent":
        return any(x != c for x in st.piles[n])
    f = c // N_TYPES
    for m in st.nums:
        if len(living) == 1 and living[0] == m:
            continue
        for x in st.piles[m]:
            if x % N_TYPES in UNMOVABLE:
                continue
            if kind == "spy" and x // N_TYPES != f:
                return True
            if kind == "betrayal" and x // N_TYPES == f and (x != c or data.BETRAYAL_MOVES_ITSELF):
                return True
    return False


def move_card(st, x: int, d: int, why: str, seat: int) -> None:
    """Move card ``x`` (a Book with its hidden card) to the far end of member ``d``'s pile."""
    src = st.loc[x]
    st.piles[src].remove(x)
    st.piles[d].append(x)
    st.loc[x] = d
    st.emit("move", seat, x, ("member", src), ("member", d), why)
    h = st.under.get(x)
    if h is not None:
        seen = None if h in st.revealed else (st.holder[x],)
        st.emit("move", st.holder[x], h, ("member", src), ("member", d), "carried", seen)


def dagger(st, d: int, n: int, from_book: int | None = None) -> None:
    """Dagger ``d`` acts in member ``n``'s space: nothing on the dead; else the Guards first."""
    if not st.alive[n]:
        st.emit(
            "no_effect",
            st.holder[d],
            d,
            arg={"type": "Dagger", "member": MEMBER_NAME[n], "why": "dead"},
        )
        done_card(st, d, from_book)
        return
    guards = [g for g in space(st, n) if g % N_TYPES == GUARD and g not in st.stabbed]
    if not guards:
        kill(st, n, (d,), "Dagger")
        done_card(st, d, from_book)
    elif len(guards) == 1:
        stab(st, d, guards[0], n)
        done_card(st, d, from_book)
    else:
        st.stack.append(("stab", st.holder[d], d, from_book))


def stab(st, d: int, g: int, n: int) -> None:
    st.stabbed.add(g)
    st.emit("stab", st.holder[d], d, arg={"guard": g, "member": MEMBER_NAME[n]})
    if g in st.face_up:
        st.face_up.discard(g)
        st.emit("flip", st.holder[g], g, arg="down")


def kill(st, n: int, by: tuple[int, ...], how: str) -> None:
    """Member ``n`` dies by the cards ``by`` (a Dagger, or every Poison that struck at once)."""
    st.alive[n] = False
    st.killed_by[n] = by
    st.emit(
        "kill",
        st.holder[by[0]],
        by[0],
        arg={"member": MEMBER_NAME[n], "by": how, "cards": list(by)},
    )


def book(st, b: int, n: int) -> None:
    """A Book: nothing on a dead member; else its card is revealed and acts at once."""
    h = st.under.get(b)
    if not st.alive[n] or h is None:
        why = "dead" if not st.alive[n] else "empty"
        st.emit(
            "no_effect",
            st.holder[b],
            b,
            arg={"type": "Books", "member": MEMBER_NAME[n], "why": why},
        )
        flip_down(st, b)
        return
    if data.BOOK_MAY_DECLINE:
        st.stack.append(("book", st.holder[b], b, None))
        return
    reveal(st, b, n)


def reveal(st, b: int, n: int) -> None:
    """The Book's card is turned up and acts at once as that card."""
    h = st.under[b]
    st.revealed.add(h)
    st.face_up.add(h)
    st.resolved.add(h)
    st.emit("reveal", st.holder[b], h, arg={"book": b, "member": MEMBER_NAME[n]})
    update_markers(st)
    t = h % N_TYPES
    if t == DAGGER:
        dagger(st, h, n, b)
    elif t == POISON:
        if any(x % N_TYPES == ANTIDOTE for x in space(st, n)):
            st.emit(
                "blocked",
                arg={"member": MEMBER_NAME[n], "poisons": [h], "antidotes": antidotes(st, n)},
            )
        else:
            kill(st, n, (h,), "Poison")
        done_card(st, h, b)
    elif t in (SPY, BETRAYAL):
        start_choice(st, h, n, b)
    else:  # Guard, Antidote, Bribery, Conspiracy: present and face up from now on
        flip_down(st, b)


def antidotes(st, n: int) -> list[int]:
    return [x for x in space(st, n) if x % N_TYPES == ANTIDOTE]


def resolve_poisons(st) -> None:
    """Every face-up unresolved Poison at once: a living member with one dies unless an
    Antidote is in its space (every Antidote there blocks them all)."""
    hits: list[tuple[int, list[int]]] = []
    for n in st.nums:
        ps = [
            c
            for c in st.piles[n]
            if c % N_TYPES == POISON and c in st.face_up and c not in st.resolved
        ]
        if ps:
            hits.append((n, ps))
    if not hits:
        return
    for n, ps in hits:
        for p in ps:
            st.resolved.add(p)
            st.emit("resolve", st.holder[p], p, arg={"type": "Poison", "member": MEMBER_NAME[n]})
    for n, ps in hits:
        if not st.alive[n]:
            st.emit(
                "no_effect",
                st.holder[ps[0]],
                ps[0],
                arg={"type": "Poison", "member": MEMBER_NAME[n], "why": "dead"},
            )
        elif any(x % N_TYPES == ANTIDOTE for x in space(st, n)):
            st.emit(
                "blocked",
                arg={"member": MEMBER_NAME[n], "poisons": ps, "antidotes": antidotes(st, n)},
            )
        else:
            kill(st, n, tuple(ps), "Poison")
    for _, ps in hits:
        for p in ps:
            flip_down(st, p)


def finish(st) -> None:
    st.current = None
    st.stage = "over"
    st.phase = "over"
    if st.lookahead:  # the king-maker only asks who wins
        st.winner = decide(st)[0]
        return
    res = result_of(st)
    st.result = res
    st.results = [res]
    st.winner = res["winner"]
    st.scores = list(res["scores"])
    st.emit("round_over", res["winner"] if res["winner"] is not None else SHARED, arg=res)
    st.emit("match_over", res["winner"] if res["winner"] is not None else SHARED, arg=res)


# ----- legal actions and acting ------------------------------------------------------------------


_PLACE_ACTS: dict[tuple[int, tuple[int, ...]], list[Action]] = {}


def place_actions(t: int, nums: tuple[int, ...]) -> list[Action]:
    """The placements of a card of type ``t`` on each member in play (built once)."""
    key = (t, nums)
    found = _PLACE_ACTS.get(key)
    if found is None:
        found = _PLACE_ACTS[key] = actions("place", [PLACE_ARG[(t, n)] for n in nums])
    return found


def base_legal(st) -> list[Action]:
    """The legal actions of the decision owed, before the king-maker rule."""
    if not st.stack:
        return []
    kind, seat, c, _ = st.stack[-1]
    if kind == "place":
        out: list[Action] = []
        for x in st.hands[seat]:
            out += place_actions(x % N_TYPES, st.nums)
        return out
    if kind == "hide":
        return actions(
            "hide",
            [CARD_TYPES[x % N_TYPES] for x in st.hands[seat] if x % N_TYPES not in NEVER_HIDDEN],
        )
    if kind == "book":
        return [PASS, REVEAL]
    if kind == "stab":
        n = member_of(st, c)
        guards = [g for g in space(st, n) if g % N_TYPES == GUARD and g not in st.stabbed]
        return actions("stab", [LABEL[g] for g in guards])
    n = member_of(st, c)
    table = MOVE_ACTION
    return [PASS] + [table[xd] for xd in move_options(st, kind, c, n)]


def legal(st) -> list[Action]:
    from game.usurp.king_maker import restrict

    acts = base_legal(st)
    acts, info = restrict(st, acts)
    st.king_maker_info = info
    return acts


def act(st, action: Action) -> None:
    kind, seat, c, from_book = st.stack.pop()
    verb, arg = action
    if st.king_maker_info is not None:  # told to the decider only
        st.emit("king_maker", seat, c, arg=dict(st.king_maker_info), visible_to=(seat,))
    if kind == "place":
        t, n = PLACE_PARSE[arg]
        x = next(x for x in st.hands[seat] if x % N_TYPES == t)
        st.hands[seat].remove(x)
        st.piles[n].append(x)
        st.loc[x] = n
        st.face_up.add(x)
        st.placed[seat] += 1
        st.order_index += 1
        st.emit("move", seat, x, ("hand", seat), ("member", n), "place")
        update_markers(st)
    elif kind == "hide":
        t = CARD_TYPES.index(arg)
        x = next(x for x in st.hands[seat] if x % N_TYPES == t)
        st.hands[seat].remove(x)
        st.under[c] = x
        st.book_of[x] = c
        st.loc[x] = -1
        st.hide_index += 1
        st.emit("move", seat, x, ("hand", seat), ("under", c), "hide", (seat,))
    elif kind == "book":
        if verb == "reveal":
            reveal(st, c, st.loc[c])
        else:  # declined: the card stays hidden (still one influence with the Book)
            st.emit("pass", seat, c, arg={"type": "Books"})
            flip_down(st, c)
    elif kind == "stab":
        g = BY_LABEL[arg]
        n = member_of(st, c)
        stab(st, c, g, n)
        done_card(st, c, from_book)
    else:
        if verb == "pass":
            st.emit("pass", seat, c, arg={"type": CARD_TYPES[c % N_TYPES]})
        else:
            x, d = MOVE_PARSE[arg]
            move_card(st, x, d, kind, seat)
            if kind == "agent":
                move_card(st, c, d, "agent", seat)
            update_markers(st)
        done_card(st, c, from_book)
    st.king_maker_info = None
    advance(st)
