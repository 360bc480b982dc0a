"""The Sentinel's (and the Courtesan's) cards go back in the order they are clicked: each click
numbers a card, Undo last and Start over take numbers back, and only Done, once every card has
its number, applies the one order action the model knows; the keyboard does the same."""

from __future__ import annotations

import random

import pygame
from peasant_helpers import SOLO
from table_helpers import click, key

from game.core.registry import new_match
from scenes.app import step
from scenes.peasant.table.ordering import PUT, START_OVER, Ordering, order_prompt
from scenes.peasant.table.prompts import PeasantPrompt
from scenes.session import MatchSession
from scenes.table.choice import BACK
from scenes.table.scene import TableScene

OPTIONS = {"first_king": "0"}


def _sentinel_history() -> tuple[int, list[str]]:
    """A seed and the moves to a King's (seat 0) Sentinel with three cards looked at."""
    for seed in range(1, 60):
        st = new_match("peasant/eras", seed, OPTIONS)
        rng = random.Random(seed)
        for _ in range(300):
            if st.match_over or st.round_over:
                break
            if (
                st.current_seat == 0
                and st.decision == "sentinel"
                and len(st.view(0)["looking"]) == 3
            ):
                return seed, list(st.history)
            legal = [str(a) for a in st.legal_actions()]
            calm = [a for a in legal if not a.startswith("condemn")]
            st.apply("play Sentinel" if "play Sentinel" in legal else rng.choice(calm or legal))
    raise AssertionError("no Sentinel with three cards came up")


def _sentinel_table(app):
    seed, history = _sentinel_history()
    session = MatchSession("peasant/eras", SOLO, seed, autosave=False, options=OPTIONS)
    for action in history:
        session.apply(action)
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    table.board.finish()
    step(app, [])
    return session, table


def _labels(table) -> list[str]:
    return [label for label, _ in table.prompt.buttons]


def _put(app, table, pos: int) -> None:
    point = table.click_point(f"{PUT}{pos}")
    assert point is not None, f"the card at {pos} does not answer"
    click(app, point)


def test_clicking_the_cards_numbers_them_and_done_puts_them_back_in_that_order(tapp):
    session, table = _sentinel_table(tapp)
    st = session.state
    before = len(st.history)
    looking = table.view()["looking"]
    cards = {x["pos"]: x["card"] for x in looking}
    assert table.prompt.picker == [] and table.prompt.buttons == []  # no six-way picker
    for n, pos in enumerate((2, 0, 1), start=1):
        _put(tapp, table, pos)
        assert table.board.ordering.numbers(table.view())[cards[pos]] == n
        assert len(session.state.history) == before  # nothing is applied while ordering
        assert table.click_point(f"{PUT}{pos}") is None  # a numbered card answers no more
    assert _labels(table) == ["Undo last", "Start over", "Done"]
    click(tapp, table.click_point("order 2 0 1"))
    # The model's one action: the positions in the order clicked, the first on top.
    assert session.state.history[before] == "order 2 0 1"


def test_undo_last_and_backspace_take_numbers_back_and_start_over_clears_them(tapp):
    session, table = _sentinel_table(tapp)
    before = len(session.state.history)
    _put(tapp, table, 1)
    _put(tapp, table, 2)
    assert table.board.ordering.picks == [1, 2] and "Done" not in _labels(table)
    click(tapp, table.click_point(BACK))
    assert table.board.ordering.picks == [1]
    key(tapp, pygame.K_BACKSPACE)
    assert table.board.ordering.picks == [] and table.prompt.buttons == []
    _put(tapp, table, 0)
    _put(tapp, table, 1)
    click(tapp, table.click_point(START_OVER))
    assert table.board.ordering.picks == []
    assert table.prompt.text.startswith("Sentinel: click the cards in the order")
    assert len(session.state.history) == before


def test_the_number_keys_and_enter_order_the_cards_and_tab_reaches_done(tapp):
    session, table = _sentinel_table(tapp)
    before = len(session.state.history)
    row = [sp.cid for sp in table.drawer.hand_sprites()]
    at = {x["card"]: x["pos"] for x in table.view()["looking"]}
    for k in (pygame.K_3, pygame.K_1, pygame.K_2):
        key(tapp, k)  # picks out that card of the row looked at ...
        key(tapp, pygame.K_RETURN)  # ... and numbers it
    want = [at[row[2]], at[row[0]], at[row[1]]]
    assert table.board.ordering.picks == want
    for _ in range(3):
        key(tapp, pygame.K_TAB)
    key(tapp, pygame.K_RETURN)
    assert session.state.history[before] == "order " + " ".join(map(str, want))


def _view(decision: str, n: int) -> dict:
    looking = [{"card": 10 + i, "zone": "deck", "pos": i} for i in range(n)]
    legal = ["order 1 0", "order 0 1"] if n == 2 else []
    return {"decision": decision, "seat": 0, "looking": looking, "legal": legal}


def test_the_courtesans_two_cards_are_ordered_the_same_way_and_done_is_a_legal_order():
    view = _view("courtesan_order", 2)
    ordering = Ordering()
    assert ordering.take(f"{PUT}1", view) and ordering.take(f"{PUT}0", view)
    assert not ordering.take(f"{PUT}0", view)  # numbered already
    assert not ordering.take(f"{PUT}7", view)  # not a card looked at
    p = order_prompt(PeasantPrompt("Courtesan: ..."), view, ordering.picks)
    assert p.buttons[-1] == ("Done", "order 1 0") and p.text.startswith("Courtesan:")
    assert ordering.numbers(view) == {11: 1, 10: 2}


def test_the_numbers_are_forgotten_when_the_decision_or_its_cards_change():
    ordering = Ordering()
    view = _view("sentinel", 3)
    ordering.take(f"{PUT}2", view)
    assert ordering.picks == [2]
    other = dict(view, looking=[dict(x, card=x["card"] + 5) for x in view["looking"]])
    ordering.follow(other)
    assert ordering.picks == [] and ordering.numbers(view) == {}
    ordering.follow({"decision": "turn", "seat": 0})
    assert ordering.key is None and not ordering.take(f"{PUT}0", view | {"decision": "turn"})
