"""The hint's words the playtest found wrong (F1, F5, F17): a bribed Usurper is not said to be
unable to win (he is only not counted, data.USURPER_MUST_BE_DISGRUNTLED), a placement is "by"
a member, and a Guard moved in the Rebellion names what it shields."""

from __future__ import annotations

import random

from game.ai.usurp_hints import describe, reasons
from game.core.actions import Action
from game.core.registry import new_match


def _states(mode: str, seeds):
    for seed in seeds:
        st = new_match(mode, seed)
        rng = random.Random(seed)
        while not st.match_over:
            yield st
            st.apply(rng.choice(st.legal_actions()))


def test_a_bribery_by_the_usurper_is_not_said_to_stop_him_winning(usurp_registered):
    said = []
    for st in _states("usurp/3p", range(1, 30)):
        seat = st.current_seat
        for a in st.legal_actions():
            if str(a) == "place Bribery@Usurper":
                words = reasons(st, seat, a)
                assert not [w for w in words if "cannot win" in w], words
                said += [w for w in words if "would not count himself" in w]
                assert describe(st, seat, a) == "place your Bribery by the Usurper"
        if len(said) >= 2:
            return
    assert said, "no Bribery by a Usurper another family holds came up"


def test_a_guard_moved_in_the_rebellion_names_what_it_shields(usurp_registered):
    for st in _states("usurp/5p", range(1, 60)):
        if st.decision not in ("spy", "betrayal", "agent"):
            continue
        seat = st.current_seat
        for a in st.legal_actions():
            if a.verb == "move" and " Guard>" in f" {a.arg}" and "Guard>" in a.arg:
                words = reasons(st, seat, Action.parse(str(a)))
                if any(w.startswith("it shields the") for w in words):
                    assert words[0].startswith("it shields the"), words  # the gain first
                    assert " from the " in describe(st, seat, a)  # and where it comes from
                    return
    raise AssertionError("no Guard move that shields a member came up")
