"""Checks that must hold after every action; the random-play tests and selfplay call them."""

from __future__ import annotations

from game.core.invariants import check_common
from game.usurp import data
from game.usurp.state import N_TYPES, UsurpState


def check(st: UsurpState) -> None:
    """Raise AssertionError naming the broken invariant."""
    from game.usurp.rules import base_legal, legal

    check_common(st, legal)
    k = st.families
    team = st.mode.team_play
    per_seat = data.PLACED_PER_TEAM_PLAYER if team else data.PLACED_PER_PLAYER
    hand_size = data.TEAM_HAND_SIZE if team else data.HAND_SIZE
    # Placement counts follow the serpentine order.
    for s in range(st.num_seats):
        want = sum(1 for x in st.order[: st.order_index] if x == s)
        if st.placed[s] != want or st.placed[s] > per_seat:
            raise AssertionError(f"seat {s} placed {st.placed[s]}, the order says {want}")
        hidden = sum(1 for b, h in st.under.items() if st.holder[b] == s)
        if len(st.hands[s]) + st.placed[s] + hidden != hand_size:
            raise AssertionError(f"seat {s}'s cards do not add up to {hand_size}")
        for c in st.hands[s]:
            if st.holder[c] != s or c // N_TYPES != st.family_of(s) or st.loc[c] != 0:
                raise AssertionError(f"card {c} in seat {s}'s hand is not that seat's")
    # Piles: only members in play, locations true; under a Book only a non-Agent of its family.
    on_table = 0
    for n in range(len(st.piles)):
        if st.piles[n] and n not in st.nums:
            raise AssertionError(f"cards on member {n}, who is not in play")
        for c in st.piles[n]:
            on_table += 1
            if st.loc[c] != n:
                raise AssertionError(f"card {c} lies at {n} but loc says {st.loc[c]}")
    if on_table != sum(st.placed):
        raise AssertionError("the cards on the Court are not the cards placed")
    for b, h in st.under.items():
        if b % N_TYPES != data.CARD_TYPES.index("Books") or st.loc[b] <= 0:
            raise AssertionError(f"card {h} is under {b}, which is not a Book on the Court")
        if h % N_TYPES == data.CARD_TYPES.index("Agent"):
            raise AssertionError("an Agent is hidden in a Book")
        if h // N_TYPES != b // N_TYPES or st.holder[h] != st.holder[b] or st.book_of[h] != b:
            raise AssertionError(f"the card under Book {b} is not its player's")
        if st.loc[h] != -1:
            raise AssertionError(f"hidden card {h} has a location {st.loc[h]}")
    if st.phase == "intrigue" and (st.under or not all(st.alive[n] for n in st.nums)):
        raise AssertionError("a Book filled or a member dead during the Intrigue")
    # Influence: every family's counts add up to its cards on the Court.
    for f in range(k):
        total = sum(st.influence(n).get(f, 0) for n in st.nums)
        mine = sum(st.placed[s] for s in st.family_seats(f))
        if total != mine:
            raise AssertionError(f"family {f}'s influence {total} is not its {mine} cards placed")
    # Resolved cards are face down, except the never-flipped ones and an undecided card.
    pending = st.stack[-1][2] if st.stack and st.stack[-1][0] not in ("place", "hide") else None
    pbook = st.stack[-1][3] if st.stack else None
    for c in st.resolved:
        if c in st.face_up and c % N_TYPES not in _NEVER and c not in (pending, pbook):
            if c in st.under.values() and c % N_TYPES not in _ACTING:
                continue
            raise AssertionError(f"card {c} resolved but still face up")
    # The quick test for "anything to move" agrees with the full list, for every card that may ask.
    from game.usurp.rules import KIND_OF_TYPE, has_move, member_of, move_options

    for n in st.nums:
        for c in st.piles[n]:
            kind = KIND_OF_TYPE.get(c % N_TYPES)
            if kind is not None and has_move(st, kind, c, n) != bool(move_options(st, kind, c, n)):
                raise AssertionError(f"has_move disagrees with move_options for card {c}")
    if st.stack and st.stack[-1][0] in ("spy", "agent", "betrayal", "stab"):
        if len(base_legal(st)) < 2:
            raise AssertionError(f"a '{st.stack[-1][0]}' decision with nothing to choose")
        if st.stack[-1][0] != "stab":
            c = st.stack[-1][2]
            assert member_of(st, c) in st.nums
    if st.match_over and (st.stack or st.result is None):
        raise AssertionError("the game is over but a decision is owed or no result")
    if not st.match_over and base_legal(st) and not st.legal_actions():
        raise AssertionError("the king-maker rule left no action")
    # Views leak nothing: no seat sees another's hand or an unrevealed Book card.
    if not st.match_over:
        for s in range(st.num_seats):
            v = st.view(s)
            for t, hand in enumerate(v["hands"]):
                if t != s and not isinstance(hand, int):
                    raise AssertionError(f"seat {s} sees seat {t}'s hand")
            for m in v["members"]:
                for card in m["cards"]:
                    h = st.under.get(card["id"])
                    if (
                        card["under"] is not None
                        and st.holder[card["id"]] != s
                        and h not in st.revealed
                    ):
                        raise AssertionError(f"seat {s} sees the card under Book {card['id']}")


_NEVER = frozenset(data.CARD_TYPES.index(t) for t in data.NEVER_FLIPPED)
_ACTING = frozenset(data.CARD_TYPES.index(t) for t in ("Spy", "Dagger", "Betrayal", "Poison"))
