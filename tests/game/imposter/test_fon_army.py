"""Fragments of Nersetti: the Army, Mustering, Signature picks and the Tournament draft."""

from game.core.saves import dumps, loads
from game.imposter import invariants
from game.imposter.match import ImposterState
from game.imposter.positions import build, muster
from tests.game.imposter.helpers import do, legal


def _labels(st, ids):
    return sorted(st.cards[c].label for c in ids)


def test_step_two_army_is_the_five_army_cards_and_the_aegis():
    st = ImposterState("imposter/fon-2-army", 1)
    for s in range(2):
        assert _labels(st, st.fon.army[s]) == [
            "Aegis",
            "Army Elder",
            "Army Inquisitor",
            "Army Judge",
            "Army Oathbound",
            "Army Soldier",
        ]
    assert "mulligan" not in legal(st)


def test_the_player_going_second_musters_first():
    st = ImposterState("imposter/fon-2-army", 1)
    do(st, f"first {st.true_king}")
    assert st.decision == "muster" and st.current_seat == 1 - st.true_king


def test_first_recruit_of_a_phase_costs_an_exhaust_and_the_second_does_not():
    st = muster("imposter/fon-2-army", 4)
    s = st.current_seat
    card = legal(st)[0].split(" ", 1)[1]
    do(st, f"recruit {card}")
    assert st.decision == "exhaust"
    do(st, "exhaust Army Judge")
    assert st.decision == "enlist" and st.current_seat == s
    do(st, "enlist Aegis")
    assert len(st.hands[s]) == 9 and len(st.fon.army[s]) == 4
    card = legal(st)[0].split(" ", 1)[1]
    do(st, f"recruit {card}")
    assert st.decision == "enlist"  # already paid this phase


def test_recruited_card_is_public_and_the_enlisted_card_is_hidden():
    st = muster("imposter/fon-2-army", 4)
    s = st.current_seat
    card = legal(st)[0].split(" ", 1)[1]
    do(st, f"recruit {card}", "exhaust Army Judge", "enlist Aegis")
    other = st.view(1 - s)
    assert any(st.cards[c].label == card for c in other["removed"])
    assert other["seats"][s]["army"] == 4 and "Aegis" in other["seats"][s]["army_pool"]


def test_recommission_exhausts_two_to_restore_one_exhausted_before():
    st = build(
        "imposter/fon-2-army",
        hands=[["Fool"], ["Elder"]],
        armies=[["Army Elder", "Army Soldier", "Aegis"], []],
        exhausts=[["Army Judge"], []],
    )
    st.stack = [("muster", 0)]
    st._legal = None
    assert "recommission" in legal(st)
    do(st, "recommission", "exhaust Army Elder", "exhaust Army Soldier")
    assert legal(st) == ["restore Army Judge"]  # not the two just Exhausted
    do(st, "restore Army Judge")
    assert _labels(st, st.fon.army[0]) == ["Aegis", "Army Judge"]
    assert st.fon.paid[0]  # the Recommission counted as this phase's Exhaust


def test_choose_a_new_king_as_many_times_as_they_like_in_any_order():
    # Rulebook, full rules: Recruit, Recommission and choose a new King "as many times as they
    # like, in any order". Every King but the current one is offered each time.
    st = muster("imposter/fon-full", 2)
    s = st.current_seat
    kings = ["king Master Tactician", "king Charismatic Leader"]
    assert [a for a in legal(st) if a.startswith("king")] == kings
    do(st, "king Master Tactician")
    assert st.fon.facet[s] == "Master Tactician"
    assert [a for a in legal(st) if a.startswith("king")] == [
        "king King",
        "king Charismatic Leader",
    ]
    recruit = next(a for a in legal(st) if a.startswith("recruit"))
    do(st, "king Charismatic Leader", recruit)
    while st.decision != "muster":  # the Recruit's Exhaust and secret take
        do(st, legal(st)[0])
    do(st, "king King", "king Master Tactician")
    assert st.fon.facet[s] == "Master Tactician" and st.current_seat == s
    assert "king Charismatic Leader" in legal(st) and "done" in legal(st)


def _play_out_the_round(st):
    while not st.round_over:
        do(st, "done" if st.decision == "muster" else legal(st)[0])


def test_the_chosen_king_lasts_one_round():
    # The official game puts the plain King back at the start of every round, so each
    # Mustering Phase offers every facet again, the one chosen last round included.
    st = muster("imposter/fon-full", 2)
    s = st.current_seat
    do(st, "king Master Tactician")
    _play_out_the_round(st)
    assert st.fon.facet[s] == "Master Tactician"  # still shown at the round's end
    do(st, "deal")
    assert st.fon.facet == ["King", "King"] and st.view(1 - s)["seats"][s]["facet"] == "King"
    do(st, legal(st)[0])  # the True King picks the first player
    assert st.decision == "muster"
    assert [a for a in legal(st) if a.startswith("king")] == [
        "king Master Tactician",
        "king Charismatic Leader",
    ]


def test_master_tactician_places_a_squire():
    st = muster("imposter/fon-full", 2)
    s = st.current_seat
    do(st, "king Master Tactician", "done", "done")
    while st.current_seat != s or st.decision not in ("squire",):
        do(st, legal(st)[0])
    assert st.decision == "squire"


def test_army_cards_taken_this_round_are_exhausted_wherever_they_are():
    st = build(
        "imposter/fon-2-army",
        hands=[["Queen"], ["Fool"]],
        court=["Army Soldier", "Soldier"],
        dungeons=["Army Elder", None],
        kings_up=[True, False],
    )
    do(st, "play Queen")
    assert st.round_over
    do(st, "deal")
    assert {"Army Soldier", "Army Elder"} <= set(_labels(st, st.fon.exhaust[0]))
    invariants.check(st)


def test_signature_picks_are_secret_until_both_reveal():
    st = ImposterState("imposter/fon-3-signatures", 5)
    do(st, "pick Exile", "pick Aegis", "pick Ancestor")
    assert st.current_seat == 1
    assert st.view(1)["seats"][0]["picked"] == 3  # a count, not the cards
    do(st, "pick Exile", "pick Stranger", "pick Nakturn")  # both may pick the same card
    assert {"Aegis", "Ancestor", "Exile"} <= set(_labels(st, st.fon.army[0]))
    assert len(st.fon.army[0]) == 8
    assert "Exile" in _labels(st, st.fon.army[1]) and st.decision == "first"


def test_tournament_draft_order_and_picks_one_two_one():
    st = ImposterState("imposter/fon-tournament", 6)
    do(st, "pick Exile", "pick Exile")
    assert len(st.fon.draft) == 5 and "Exile" not in st.fon.draft
    chooser = st.current_seat
    assert st.decision == "draft_order" and chooser != st.true_king
    do(st, "order second")
    other = 1 - chooser
    order = []
    while st.decision == "draft":
        order.append(st.current_seat)
        do(st, legal(st)[0])
    assert order == [other, chooser, chooser, other]
    assert [len(st.fon.army[s]) for s in range(2)] == [8, 8]


def test_random_signatures_give_three_each():
    st = ImposterState("imposter/fon-random-signatures", 8)
    assert [len(st.fon.army[s]) for s in range(2)] == [8, 8]


def test_mustering_replays_from_the_action_list():
    st = muster("imposter/fon-full", 9)
    for _ in range(12):
        do(st, legal(st)[0])
    assert loads(dumps(st)).snapshot() == st.snapshot()
