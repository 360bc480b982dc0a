"""Small helpers for rule tests: names of cards in zones, and applying several actions."""

from __future__ import annotations


def names(st, zone) -> list[str]:
    return [st.cards[c].label for c in zone]


def hand(st, seat: int) -> list[str]:
    return sorted(names(st, st.hands[seat]))


def court(st) -> list[str]:
    """The Court bottom to Throne, Disgraced cards written in brackets."""
    return [f"[{st.name(c)}]" if c in st.disgraced else st.name(c) for c in st.court]


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def do(st, *actions: str) -> list:
    events = []
    for a in actions:
        events += st.apply(a)
    return events


def rig(mode_id: str, hands, true_king: int = 0, seed: int = 0, accused: str | None = None):
    """A fresh 3- or 4-player round at its first setup decision, with ``hands`` (names per
    seat) dealt; each hand is filled up to the deal from the other cards, lowest ids first,
    and the True King is ``true_king``. Every card stays in exactly one zone."""
    from game.imposter import court_setup
    from game.imposter.match import ImposterState

    st = ImposterState(mode_id, seed)
    pool = sorted(c for h in st.hands for c in h) + sorted(st.unused) + [st.accused]
    pool.sort()

    def take(name):
        cid = next(c for c in pool if st.cards[c].label == name)
        pool.remove(cid)
        return cid

    new = [[take(nm) for nm in h] for h in hands] + [[] for _ in range(st.n - len(hands))]
    st.accused = take(accused) if accused else None
    for h in new:
        while len(h) < st.mode.hand_size:
            h.append(pool.pop(0))
    if st.accused is None:
        st.accused = pool.pop()
    st.hands = new
    st.unused = pool
    st.true_king = true_king
    st.first = true_king
    st.party.new_round()
    st.stack = []
    court_setup.start(st)
    st._legal = None
    st.history = []
    return st


def labels(st, zone) -> list[str]:
    return sorted(st.cards[c].label for c in zone)


def first_legal(st, times: int = 1) -> list:
    """Apply the first legal action ``times`` times (for steps a test does not care about)."""
    events = []
    for _ in range(times):
        events += st.apply(st.legal_actions()[0])
    return events


def assassin_at_the_flip():
    """Cutthroat: Alice (seat 0) has just flipped her King; Bob holds no Assassin, Cara does."""
    from game.imposter.positions import build

    st = build(
        "imposter/cutthroat",
        hands=[["Elder", "Fool"], ["Soldier", "Judge"], ["Assassin", "Inquisitor", "Zealot"]],
        court=["Warden"],
        successors=["Queen", "Princess", "Mystic"],
        accused="King's Hand",
    )
    st.apply("flip")
    return st
