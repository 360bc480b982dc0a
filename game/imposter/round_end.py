"""What goes back when a round ends, before the next deal (the Fragments of Nersetti).

Rulebook, The Army: "At the end of the round, every Army card taken into a hand this round
(Recruited or Rallied) is Exhausted." The Mercenary modes: "After the round, return all
Signature Cards to the Mercenary deck." Both happen as the round is scored, wherever the cards
lie then (a hand, the Court, a Dungeon, removed ...), so the table between two rounds already
shows them home.
"""

from __future__ import annotations

from game.imposter.mercenary_deck import army_home
from game.imposter.state import SHARED, TableState

ROUND_END = "round end"  # the move's arg: the table tells these Exhausts in one line


def put_away(st: TableState) -> None:
    """Exhaust the Army cards taken this round; return the Signature Cards to their deck."""
    fon = st.fon
    if fon is None:
        return
    home = set()
    for s in range(st.n):
        home.update(fon.army[s], fon.exhaust[s], fon.box[s], fon.picked[s])
    m = st.merc
    for cid, owner in enumerate(st.owner):
        if owner >= 0 and cid not in home:  # an Army card out in the round
            src = _take(st, cid)
            owner = army_home(st, cid)  # 2v2: a card lent to the partner's Army
            fon.exhaust[owner].append(cid)
            st.emit("move", owner, cid, src, ("exhaust", owner), arg=ROUND_END)
    if m is None:
        return
    for cid in sorted(m.ids):
        if cid in m.deck:
            continue
        if cid in m.area:
            m.area.remove(cid)
            src = ("mercenaries", SHARED)
        else:
            src = _take(st, cid)
        m.deck.append(cid)
        st.emit("move", card=cid, src=src, dst=("merc_deck", SHARED), arg="return")


def _take(st: TableState, cid: int) -> tuple[str, int]:
    """Take ``cid`` out of the round zone that holds it (and out of what marks a card there: a
    Disgraced or boosted one in the Court, a face-down Condemned one); the zone and seat."""
    st.disgraced.discard(cid)
    st.boosted.discard(cid)
    p = st.party
    if p is not None and cid in p.masked:
        p.masked = {c: k for c, k in p.masked.items() if c != cid}
    if p is not None and cid in p.buried:  # buried_by runs beside it
        i = p.buried.index(cid)
        del p.buried[i], p.buried_by[i]
        return "buried", SHARED
    for zone, seat, cards in _lists(st):
        if cid in cards:
            cards.remove(cid)
            return zone, seat
    for zone, slots in (
        ("successor", st.successor),
        ("dungeon", st.dungeon),
        ("offer", st.offer),
        ("squire", st.fon.squire),
    ):
        if cid in slots:
            seat = slots.index(cid)
            slots[seat] = None
            return zone, seat
    if st.accused == cid:
        st.accused = None
        return "accused", SHARED
    raise ValueError(f"card {cid} lies in no round zone")


def _lists(st: TableState):
    yield "court", SHARED, st.court
    yield "removed", SHARED, st.removed
    yield "reveal", SHARED, st.reveal
    yield "unused", SHARED, st.unused
    for s in range(st.n):
        yield "hand", s, st.hands[s]
        yield "antechamber", s, st.ante[s]
        yield "condemned", s, st.condemned[s]
    p = st.party
    if p is not None:
        for s in range(st.n):
            yield "down", s, p.down[s]
            yield "up", s, p.up[s]
            yield "partner", s, p.partner_card[s]
