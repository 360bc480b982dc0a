"""The Inquisitor's prompt says what its card says: whoever holds the named card puts it into
their Antechamber (it said "must show it", which is another card's rule)."""

from __future__ import annotations

from game.imposter import positions
from scenes.imposter.table.prompts import build_prompt


def test_the_inquisitor_prompt_names_the_antechamber_the_card_sends_to():
    st = positions.build("imposter/quickplay-1", hands=(("Inquisitor", "Elder"), ("Fool", "Queen")),
                         to_move=0)  # fmt: skip
    st.apply("play Inquisitor")
    p = build_prompt(st.view(0), st.cards, ["Ana", "Bob"])
    assert p.text.startswith("Use the Inquisitor? Name a card")
    assert "Antechamber" in p.text and "show" not in p.text
