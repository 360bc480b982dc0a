"""Hands private in pass-and-play: every frame the table draws shows a person only what their
own view names: never another seat's hand (a partner's neither), never a card hidden under
another player's Book before the Book reveals it, and behind the curtain nobody's."""

from __future__ import annotations

import pytest
from table_helpers import play_pass_and_play, watch_frames

from .usurp_table_helpers import secrets_of, usurp_table, visible_ids


@pytest.mark.parametrize(
    "mode_id, humans, seed",
    [("usurp/3p", (0, 1, 2), 5), ("usurp/teams-6", (0, 3, 1), 6)],
)
def test_no_frame_shows_a_person_another_hand_a_partners_or_a_hidden_book_card(
    tapp, fake_scoring, mode_id, humans, seed
):
    session, table = usurp_table(tapp, mode_id, humans=humans, seed=seed)
    frames = watch_frames(session, table, visible_ids, secrets_of)
    handoffs = play_pass_and_play(tapp, session, table, rounds=1, steps=20000, seed=seed)
    st = session.state
    assert st.match_over
    assert handoffs >= 3
    assert frames["viewers"] == set(humans)
    assert frames["checked"] > 20
    # Books were hidden under during the game: the secrets checked were not only hands.
    assert st.under, "no Book had a card hidden under it"


def test_the_holder_sees_the_card_under_its_own_book_and_nobody_else_does(tapp, usurp_registered):
    import random

    session, table = usurp_table(tapp, "usurp/3p", humans=(0, 1, 2), seed=8)
    st = session.state
    rng = random.Random(8)
    while not (st.phase == "rebellion" and st.under and st.decision != "hide"):
        if st.match_over:
            pytest.skip("no Book in play in this game")
        session.apply(rng.choice([str(a) for a in st.legal_actions()]))
    book, hidden = next(iter(st.under.items()))
    if hidden in st.revealed:
        pytest.skip("the Book was revealed at once")
    holder = st.holder[book]
    for seat in range(st.num_seats):
        zones = table.board.zones_of(st.view(seat))
        assert zones[("under", book)] == ([hidden] if seat == holder else [None])
    assert table.board.zones_of(table.kit.public_view(st.view(holder)))[("under", book)] == [None]
