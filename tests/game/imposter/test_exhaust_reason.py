"""The Exhaust decision's frame says why it is owed, so a resumed match's prompt can say it."""

import pytest

from game.core.registry import new_match
from game.core.rng import Rng
from game.core.saves import dumps, loads
from game.imposter import army
from scenes.imposter.table.expansion_words import exhaust_words

REASONS = {army.FOR_RECRUIT, *army.FOR_RECOMMISSION, army.FOR_HIRE}


def _exhausts(mode_id: str, seed: int, wanted: int = 6):
    """Positions where an Exhaust is owed, with the move that led there."""
    rng = Rng(seed)
    found = []
    for game in range(40):
        st = new_match(mode_id, seed * 100 + game)
        while not st.match_over and len(found) < wanted:
            if st.decision == "exhaust":
                found.append((st.clone(), st.history[-1]))
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
        if len(found) >= wanted:
            break
    return found


@pytest.mark.parametrize("mode_id", ["imposter/fon-2-army", "imposter/cutthroat-mercenaries"])
def test_every_exhaust_frame_names_its_reason_and_a_resumed_prompt_says_it(mode_id):
    found = _exhausts(mode_id, 3)
    assert found
    for st, last in found:
        why = st.stack[-1][2]
        assert why in REASONS
        if last == "recommission":
            assert why == army.FOR_RECOMMISSION[0]
        elif last.startswith("exhaust"):
            assert why == army.FOR_RECOMMISSION[1]
        elif last.startswith("hire"):
            assert why == army.FOR_HIRE
        elif last.startswith("recruit"):
            assert why == army.FOR_RECRUIT
        resumed = loads(dumps(st))  # no last move to go by: the frame alone
        words = exhaust_words(resumed.view(resumed.current_seat))
        assert words != "Exhaust an Army card"
        assert words == exhaust_words(st.view(st.current_seat))
