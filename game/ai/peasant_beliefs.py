"""King and Peasant: what a seat may believe of the cards it cannot see. The King's worlds (where
the Assassin likely hides, weighed by rejection), his estimate of the Assassin's place, and what
each seat surely knows of the deck, all from the seat's own view."""

from __future__ import annotations

from game.core.rng import Rng
from game.peasant.cards import ASSASSIN, DECOY

# How much likelier the King holds a world (by rejection: worlds are kept with this weight) where
# the Assassin hides where a Peasant puts her: a face-down Rebel rather than one of the unknown
# cards of her hand, and the card she Infiltrated rather than the Decoy. The model's uniform
# worlds have him think the one Rebel hidden at the opening is the Assassin about one time in
# eleven (any unseen Rebel card may be it); with these weights, about two times in three.
HAND_WEIGHT = 0.04
# The same preference in his own estimate (``assassin_odds``): each unknown card of her hand
# weighs this much against one unknown face-down Rebel.
ODDS_HAND_WEIGHT = 0.1
# The King's estimate that a card the Peasant Infiltrated is the Assassin, not the Decoy.
INFILTRATED_IS_ASSASSIN = 0.8
DECOY_INFILTRATED_WEIGHT = 0.3
WORLD_TRIES = 12
# Where in the deck an Infiltrated Assassin lies, as the King fears it: the deck positions he
# has not seen, from the top, the next one each this much less likely than the one above. The
# top is the Peasant's quickest win (his own draw ends the Era at once, a new player's favourite
# trick), and a geometric belief keeps its shape after every draw that found something else, so
# it needs no count of the draws since her Infiltrate. With 10 unseen cards the top then holds
# her about 31% of the time (uniform: 10%), the top two 52%, the top three 66%.
INFILTRATE_DEPTH = 0.7


def king_world(base, seat: int, rng: Rng):
    """A world for the King, drawn by the model and kept with the weight of where it puts the
    Assassin (``HAND_WEIGHT``, ``DECOY_INFILTRATED_WEIGHT``), with an Infiltrated Assassin
    moved to a deck position drawn by ``INFILTRATE_DEPTH``. Only the drawn world and ``rng``
    decide, so the King's worlds still depend on his view alone."""
    world = base.determinize(seat, rng)
    if base.round_over or not unknown_rebels(base) and not base.sp_min:
        return world
    for _ in range(WORLD_TRIES):
        w = _world_weight(world)
        if w >= 1.0 or rng.random() < w:
            break
        world = base.determinize(seat, rng)
    if base.sp_min:
        _sink_assassin(world, rng)
    return world


def _sink_assassin(world, rng: Rng) -> None:
    """Put a deck Assassin the King has not seen at an unseen position drawn top first by
    ``INFILTRATE_DEPTH``, swapping places with the card there. The model deals the unseen deck
    positions alike (any card may go to any of them), so the swap keeps the King's view, and
    the Assassin's position then follows the geometric belief exactly."""
    deck = world.deck
    if ASSASSIN not in deck:
        return
    bit = 1 << world.king
    unseen = [i for i, m in enumerate(world.dmask) if not m & bit]
    at = deck.index(ASSASSIN)
    if at not in unseen or len(unseen) < 2:
        return
    target = unseen[_geometric_rank(len(unseen), rng)]
    if target != at:
        deck[at], deck[target] = deck[target], deck[at]
        world._legal = None


def _geometric_rank(n: int, rng: Rng) -> int:
    """A rank 0..n-1 drawn with weights INFILTRATE_DEPTH ** rank."""
    x = rng.random() * (1.0 - INFILTRATE_DEPTH**n)
    r = 0
    p = 1.0 - INFILTRATE_DEPTH
    while r < n - 1:
        x -= p
        if x <= 0:
            break
        p *= INFILTRATE_DEPTH
        r += 1
    return r


def depth_share(n: int, k: int) -> float:
    """Under ``INFILTRATE_DEPTH``, the chance that an Infiltrated card among ``n`` unseen deck
    positions lies in the first ``k`` of them."""
    if n <= 0:
        return 0.0
    k = min(k, n)
    return (1.0 - INFILTRATE_DEPTH**k) / (1.0 - INFILTRATE_DEPTH**n)


def _world_weight(world) -> float:
    p = world.peasant
    if ASSASSIN in world.hands[p] and ASSASSIN not in world.hknow[p] and unknown_rebels(world):
        return HAND_WEIGHT
    if world.sp_min and DECOY in world.deck and ASSASSIN not in world.deck:
        return DECOY_INFILTRATED_WEIGHT
    return 1.0


# ----- what a seat knows ----------------------------------------------------------------------


def king_knows_top(st) -> int | None:
    """The top card of the deck if the King has seen it where it lies, else None."""
    if st.deck and st.dmask[0] & (1 << st.king):
        return st.deck[0]
    return None


def king_known_deck(st) -> dict[int, int]:
    """Deck positions the King knows: position -> card."""
    bit = 1 << st.king
    deck = st.deck
    return {i: deck[i] for i, m in enumerate(st.dmask) if m & bit}


def unknown_rebels(st) -> list[int]:
    """Town indices of the Peasant's face-down Rebels the King cannot name."""
    return [i for i, c in enumerate(st.rebels) if c not in st.up and c not in st.kseen]


def assassin_odds(st, known: dict[int, int] | None = None) -> tuple[float, float, float]:
    """The King's rough chances that the Assassin is (in the deck, among his unknown face-down
    Rebels, in the Peasant's hand), from his knowledge alone (``known``: his known deck).

    The Assassin and the Decoy are told apart by nothing the King sees while hidden, so each
    unknown special is the Assassin half the time when both are hidden, except that a card she
    Infiltrated is the Assassin ``INFILTRATED_IS_ASSASSIN`` of the time. Out of the deck, the
    chance is split between the unknown face-down Rebels and the unknown cards of her hand,
    each of those weighing ``ODDS_HAND_WEIGHT`` (she hides the Assassin eagerly).
    """
    p = st.peasant
    known_hand = st.hknow[p]
    if ASSASSIN in known_hand:
        return 0.0, 0.0, 1.0
    if known is None:
        known = king_known_deck(st)
    seen = known.values()
    if ASSASSIN in seen:
        return 1.0, 0.0, 0.0
    up, kseen = st.up, st.kseen
    fd = 0
    decoy_out = DECOY in st.exile or DECOY in known_hand
    for c in st.rebels:
        if c in up or c in kseen:
            if c == ASSASSIN:
                return 0.0, 1.0, 0.0
            if c == DECOY:
                decoy_out = True
        else:
            fd += 1
    decoy_seen_deck = DECOY in seen
    hidden = 1 if decoy_out or decoy_seen_deck else 2  # specials whose place he cannot tell
    known_specials_in_deck = 1 if decoy_seen_deck else 0
    hi = max(0, min(hidden, st.sp_max - known_specials_in_deck))
    lo = min(max(0, st.sp_min - known_specials_in_deck), hi)
    unknown_deck = len(st.deck) - len(known)
    p_deck = min(1.0, (lo + hi) / 2 / hidden) if unknown_deck else 0.0
    if lo >= 1 and hidden == 2:
        p_deck = max(p_deck, INFILTRATED_IS_ASSASSIN)
    w_town = 1.0 * fd
    w_hand = ODDS_HAND_WEIGHT * (len(st.hands[p]) - len(known_hand))
    rest = 1.0 - p_deck
    if w_town + w_hand <= 0:
        return (1.0, 0.0, 0.0) if unknown_deck else (p_deck, 0.0, rest)
    return p_deck, rest * w_town / (w_town + w_hand), rest * w_hand / (w_town + w_hand)


def top_risk(st, known: dict[int, int] | None = None, p_deck: float | None = None) -> float:
    """The King's chance that the top card is the Assassin (what his draw would hit)."""
    return reach_risk(st, 1, known, p_deck)


def reach_risk(
    st, k: int, known: dict[int, int] | None = None, p_deck: float | None = None
) -> float:
    """The King's chance that the Assassin is among the deck's top ``k`` cards. After an
    Infiltrate (``sp_min``) he fears the positions he has not seen top first
    (``INFILTRATE_DEPTH``), as his worlds do; else every unseen position alike."""
    if not st.deck:
        return 0.0
    if known is None:
        known = king_known_deck(st)
    top = range(min(k, len(st.deck)))
    if any(known.get(i) == ASSASSIN for i in top):
        return 1.0
    if ASSASSIN in known.values():
        return 0.0
    if p_deck is None:
        p_deck = assassin_odds(st, known)[0]
    if p_deck <= 0.0:
        return 0.0
    n = len(st.deck) - len(known)
    reach = sum(1 for i in top if i not in known)
    if not reach:
        return 0.0
    if st.sp_min:
        return p_deck * depth_share(n, reach)
    return p_deck * reach / max(1, n)
