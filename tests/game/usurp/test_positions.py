"""The public position builder (game.usurp.positions): the Court as named, the rest in hand,
the invariants held, and a clear error for a position that cannot be."""

import pytest

from game.usurp import invariants
from game.usurp.positions import build, cid, num


def test_the_court_holds_the_named_cards_and_the_rest_stay_in_hand():
    st = build(
        piles={"Queen": ["Hayhurst Spy", "Sylvestre Dagger"], "King": ["Quinton Books"]},
        under={"Quinton Books": "Quinton Guard"},
        face_down=["Quinton Books"],
    )
    assert st.piles[num("Queen")] == [cid("Hayhurst Spy"), cid("Sylvestre Dagger")]
    assert st.under == {cid("Quinton Books"): cid("Quinton Guard")}
    assert cid("Quinton Books") not in st.face_up and cid("Sylvestre Dagger") in st.face_up
    assert st.placed == [1, 1, 1] and [len(h) for h in st.hands] == [9, 9, 8]
    assert st.order == (0, 1, 2) and st.order_index == 3  # each seat's one placement
    assert (st.phase, st.decision, st.current_seat) == ("rebellion", "spy", 0)
    assert st.history is None and st.opening_events  # the resolution began: its events
    invariants.check(st)


def test_a_team_position_starts_the_rebellion_at_the_first_book_to_fill():
    st = build("usurp/teams-6", piles={"King": ["Sylvestre Books", "Hayhurst Guard"]}, stage="hide")
    book = cid("Sylvestre Books")
    assert st.decision == "hide" and st.current_seat == st.holder[book]
    assert st.pending()["book"] == book


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ({"piles": {"King": ["Hayhurst Jester"]}}, "no Usurp the King card is labelled"),
        ({"piles": {"Jester": []}}, "no member of the Court is called 'Jester'"),
        ({"piles": {"Oracle": ["Hayhurst Spy"]}}, "the Oracle is not in play in usurp/3p"),
        ({"piles": {"King": ["Altham Spy"]}}, "'Altham Spy' is not in usurp/3p"),
        (
            {"piles": {"King": ["Hayhurst Spy"], "Queen": ["Hayhurst Spy"]}},
            "'Hayhurst Spy' is named twice: on the King and on the Queen",
        ),
        (
            {
                "piles": {
                    "King": [
                        f"Hayhurst {t}"
                        for t in ("Spy", "Agent", "Dagger", "Guard", "Books", "Poison", "Bribery")
                    ]
                }
            },
            "Hayhurst places 7 cards; the Intrigue lets a player place 6",
        ),  # fmt: skip
        (
            {"piles": {"King": ["Hayhurst Books"]}, "under": {"Hayhurst Books": "Hayhurst Agent"}},
            "'Hayhurst Agent' may never be hidden in a Book",
        ),
        (
            {"piles": {"King": ["Hayhurst Books"]}, "under": {"Hayhurst Books": "Quinton Spy"}},
            "'Quinton Spy' is not held by the player of 'Hayhurst Books'",
        ),
        ({"under": {"Hayhurst Books": "Hayhurst Spy"}}, "not a Book on the Court"),
        ({"face_down": ["Hayhurst Spy"]}, "is to lie face down but is not on the Court"),
        ({"dead": ["Oracle"]}, "the Oracle is not in play in usurp/3p: it cannot be dead"),
        ({"stage": "intrigue"}, "stage must be one of"),
    ],
)
def test_an_impossible_position_is_refused_with_its_reason(args, says):
    with pytest.raises(ValueError, match=says):
        build(**args)
