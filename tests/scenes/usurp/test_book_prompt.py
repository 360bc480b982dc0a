"""The Book decision on the table: the prompt names the Book's Court Member and, to its owner,
the card it hides, says that passing keeps it hidden, and its Reveal and Pass buttons answer."""

from __future__ import annotations

import random

from .usurp_table_helpers import click, usurp_table


def _up_to_my_book(session, seed: int) -> bool:
    """Random play until seat 0 is asked about its Book; False if the game ends first."""
    rng = random.Random(seed)
    st = session.state
    while not st.match_over:
        if st.stack and st.stack[-1][0] == "book" and st.current_seat == 0:
            return True
        session.apply(rng.choice([str(a) for a in st.legal_actions()]))
    return False


def _book_table(tapp, answer_seed: int = 0):
    for seed in range(1, 40):
        session, table = usurp_table(tapp, "usurp/3p", humans=(0,), seed=seed)
        table.worker.close()
        if _up_to_my_book(session, seed + answer_seed):
            table._sync_view()
            return session, table
        tapp.stack.pop()
    raise AssertionError("no Book decision for seat 0 came up")


def test_the_book_prompt_names_the_book_its_member_and_the_hidden_card(tapp, fake_scoring):
    session, table = _book_table(tapp)
    st = session.state
    book = st.stack[-1][2]
    member = st.view(0)["pending"]["member"]
    hidden = st.cards[st.under[book]].type
    text = table.prompt.text
    assert f"Your Book by the {member}" in text and f"your {hidden}" in text, text
    assert "Pass" in text and "hidden" in text
    labels = [label for label, _ in table.prompt.buttons]
    assert sorted(labels) == ["Pass", "Reveal"]


def test_clicking_reveal_or_pass_answers_the_book(tapp, fake_scoring):
    for action in ("reveal", "pass"):
        session, table = _book_table(tapp)
        before = len(session.state.history)
        pos = table.click_point(action)
        assert pos is not None, action
        click(tapp, pos)
        assert session.state.history[before] == action
        tapp.stack.pop()
