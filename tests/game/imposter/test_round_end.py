"""As a round ends (rulebook): every Army card taken into a hand this round is Exhausted, and in
the Mercenary modes every Signature Card goes back to the Mercenary deck, before the next deal."""

import pytest

from game.core.registry import new_match
from game.core.rng import Rng
from game.imposter import invariants


def _first_round_end(mode_id: str, seed: int):
    st = new_match(mode_id, seed)
    rng = Rng(seed)
    while True:
        acts = st.legal_actions()
        events = st.apply(acts[rng.randrange(len(acts))])
        if any(e.kind == "round_over" for e in events):
            return st, events


@pytest.mark.parametrize(
    "mode_id", ["imposter/fon-2-army", "imposter/fon-full", "imposter/cutthroat-mercenaries",
                "imposter/2v2-mercenaries"],
)  # fmt: skip
@pytest.mark.parametrize("seed", range(4))
def test_the_army_and_the_mercenaries_are_home_when_the_round_ends(mode_id, seed):
    st, events = _first_round_end(mode_id, seed)
    invariants.check(st)
    fon = st.fon
    home = set()
    for s in range(st.n):
        home.update(fon.army[s], fon.exhaust[s], fon.box[s], fon.picked[s])
    assert all(cid in home for cid, owner in enumerate(st.owner) if owner >= 0)
    after = events[[e.kind for e in events].index("round_over") + 1 :]
    if st.merc is not None:
        assert sorted(st.merc.deck) == sorted(st.merc.ids) and st.merc.area == []
        returned = {e.card for e in after if e.kind == "move" and e.dst[0] == "merc_deck"}
        assert returned and returned <= set(st.merc.ids)
    # The next deal finds them there: no second return, no second Exhaust.
    exhausted = [list(z) for z in fon.exhaust]
    deal = st.apply("deal")
    assert not any(e.kind == "move" and e.dst and e.dst[0] == "exhaust" for e in deal)
    assert not any(e.kind == "move" and e.arg == "return" for e in deal)
    assert [list(z) for z in st.fon.exhaust] == exhausted or st.decision == "muster"
