"""A prompt that names a button names it in the button's own words: the Mercenary swap ("Keep
my cards" / "Done swapping"), the Mustering with nothing to Recruit or hire ("Done mustering")
and the 2v2 trade ("Trade nothing" / "Done") say the label they draw, in quotes."""

from __future__ import annotations

import random
import re

import pytest

from game.core.actions import Action
from game.core.registry import new_match
from scenes.imposter.table.prompts import build_prompt

NAMES = ["Ana", "Bob", "Cleo", "Dara"]
QUOTED = re.compile("\u201c([^\u201d]*)\u201d")


def _prompts(mode_id: str, kinds: set[str], seeds=range(6)):
    """(decision, prompt) at every decision of these kinds in seeded random play."""
    for seed in seeds:
        st = new_match(mode_id, seed)
        rng = random.Random(seed)
        while not st.match_over and st.round_no <= 2:
            if st.decision in kinds:
                v = st.view(st.current_seat)
                yield st.decision, v, build_prompt(v, st.cards, NAMES[: st.n], None)
            st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize(
    "mode_id, kinds",
    [
        ("imposter/cutthroat-mercenaries", {"merc_swap", "merc_muster"}),
        ("imposter/2v2-mercenaries", {"merc_swap", "merc_muster", "trade"}),
        ("imposter/2v2", {"trade"}),
    ],
)
def test_a_prompt_names_its_done_button_in_the_buttons_own_words(mode_id, kinds):
    named: set[str] = set()
    for kind, v, p in _prompts(mode_id, kinds):
        labels = {label for label, _ in p.buttons}
        quoted = QUOTED.findall(p.text)
        assert set(quoted) <= labels, (kind, p.text, labels)
        # (a word of a button outside the quotes would be the prompt's own name for it)
        assert "Done" not in QUOTED.sub("", p.text), (kind, p.text)
        done = [
            label
            for label, text in p.buttons
            if Action.parse(text).verb == "done" or text == "trade done"
        ]
        if kind != "merc_muster" or not any(
            Action.parse(a).verb in ("recruit", "hire") for a in v["legal"]
        ):
            assert done and done[0] in quoted, (kind, p.text, done)
            named.add(done[0])
    expected = {"imposter/2v2": {"Trade nothing", "Done"}}.get(mode_id, {"Keep my cards"})
    assert expected <= named, named
