"""Face-down Condemned cards (rulebook, keywords, Condemn): the Executioner makes players Condemn
a card from hand; the others heard its base value only, so their views, the events, the search's
worlds and the AI's counting never name it, until the round's end shows everything."""

import pytest

from game.ai.imposter_beliefs import unseen
from game.core.rng import Rng
from game.imposter.invariants import check
from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import do, names
from tests.game.imposter.test_multi_views import view_ids

CUT = "imposter/cutthroat"
TEAMS = "imposter/2v2"
FACE_DOWN_3 = {"face_down": True, "value": 3}


def _condemned_zealot():
    """Cutthroat: seat 0's Executioner names 3; seat 1 Condemns its Zealot, seat 2 its Elder."""
    st = build(
        CUT,
        hands=[["Executioner", "Fool"], ["Zealot", "Queen"], ["Elder", "Spy", "Soldier"]],
        court=["Judge"],
        disgraced=[0],
        successors=["Warden", "Mystic", "Princess"],
    )
    do(st, "play Executioner", "name 3")
    while st.decision == "react":
        do(st, "pass")
    return st


def test_others_see_a_face_down_card_of_the_number_said_never_its_id():
    st = _condemned_zealot()
    events = do(st, "condemn Zealot")
    zealot = st.condemned[1][0]
    assert st.view(1)["seats"][1]["condemned"] == [zealot]  # its player knows it
    for s in (0, 2):
        assert st.view(s)["seats"][1]["condemned"] == [FACE_DOWN_3]
        assert zealot not in view_ids(st.view(s))
    move = next(e for e in events if e.kind == "move")
    assert move.for_seat(1).card == zealot
    assert move.for_seat(0).card is None and move.for_seat(2).card is None
    assert zealot not in st.public_ids() and zealot in st.private_ids(1)
    assert zealot not in st.private_ids(0)


def test_kings_hand_and_stopped_cards_stay_face_up():
    # Both were shown to everyone: the King's Hand's Condemned cards are public as before.
    st = build(CUT, hands=[["Fool"], ["Soldier"], ["Elder"]], condemned=[[], ["King's Hand"], []])
    kh = st.condemned[1][0]
    assert all(st.view(s)["seats"][1]["condemned"] == [kh] for s in range(3))
    assert kh in st.public_ids()


def test_a_partner_does_not_see_the_card_its_partner_condemned():
    st = build(
        TEAMS,
        hands=[["Executioner", "Queen"], ["Fool"], ["Elder", "Zealot"], ["Assassin"]],
        court=["Judge"],
        disgraced=[0],
    )
    do(st, "play Executioner", "name 3")
    while st.decision == "react":
        do(st, "pass")
    do(st, "condemn Zealot")
    zealot = st.condemned[2][0]
    assert st.view(2)["seats"][2]["condemned"] == [zealot]
    for s in (0, 1, 3):  # the partner (seat 0) heard the number like everyone else
        assert st.view(s)["seats"][2]["condemned"] == [FACE_DOWN_3]
        assert zealot not in view_ids(st.view(s))


def test_removing_a_face_down_condemned_card_keeps_it_face_down():
    st = _condemned_zealot()
    do(st, "condemn Zealot", "condemn Elder")
    zealot = st.condemned[1][0]
    events = do(st, "remove Zealot")
    assert st.removed == [zealot] and zealot in st.party.masked
    assert st.view(1)["removed"] == [zealot]
    assert st.view(0)["removed"] == [FACE_DOWN_3] == st.view(2)["removed"]
    move = next(e for e in events if e.kind == "move")
    assert move.for_seat(1).card == zealot and move.for_seat(0).card is None


def test_the_others_forget_what_they_knew_of_that_value_and_keep_the_rest():
    st = _condemned_zealot()
    st.learn_holds(1, "Zealot", True)
    st.learn_holds(1, "Queen", True)
    do(st, "condemn Zealot")
    assert st.known[0][1] == ["Queen"] and st.known[2][1] == ["Queen"]


def test_a_world_keeps_the_view_and_redeals_the_hidden_card_with_the_same_base_value():
    st = _condemned_zealot()
    do(st, "condemn Zealot", "condemn Elder", "remove Zealot")
    zealot = st.removed[0]
    elder = st.condemned[2][0]
    dealt = set()
    for key in range(40):
        world = st.determinize(0, Rng(key))
        check(world)
        assert world.view(0) == st.view(0)
        assert sorted(world.all_zones()) == sorted(st.all_zones())
        for c in (world.removed[0], world.condemned[2][0]):
            assert world.cards[c].value == 3 and c in world.party.masked
        assert world.party.masked[world.removed[0]] == (1,)
        assert world.party.masked[world.condemned[2][0]] == (2,)
        dealt.add(world.removed[0])
    assert len(dealt) > 1  # seat 0 cannot tell which 3 it was
    # Seat 1 knows its own Zealot: it stays; the Elder of seat 2 is redealt for it.
    for key in range(10):
        world = st.determinize(1, Rng(key))
        assert world.removed == [zealot] and world.view(1) == st.view(1)
    assert {st.determinize(1, Rng(k)).condemned[2][0] for k in range(40)} != {elder}


def test_the_ai_counts_a_face_down_card_it_does_not_know_as_unseen():
    st = _condemned_zealot()
    do(st, "condemn Zealot")
    zealot = st.condemned[1][0]
    assert zealot in unseen(st, 0) and zealot in unseen(st, 2)
    assert zealot not in unseen(st, 1)


def test_a_hint_never_says_a_face_down_assassin_is_out_of_the_round():
    from game.ai.imposter_hint_facts import _assassin_where

    st = build(
        CUT,
        hands=[["Executioner", "Fool"], ["Assassin", "Queen"], ["Elder", "Spy"]],
        court=["Judge"],
        disgraced=[0],
    )
    do(st, "play Executioner", "name 2")
    while st.decision == "react":
        do(st, "pass")
    do(st, "condemn Assassin", "remove Assassin")
    assert names(st, st.removed) == ["Assassin"]
    assert _assassin_where(st, 0) != "the Assassin is out of the round"
    assert _assassin_where(st, 1) == "the Assassin is out of the round"


def _rounds_with_masked(mode_id, seeds):
    """Seeded random play: every state, with the events that led to it."""
    rng = Rng(5)
    for seed in seeds:
        st = ImposterState(mode_id, seed)
        events = []
        while not st.match_over:
            yield st, events
            acts = st.legal_actions()
            events = st.apply(acts[rng.randrange(len(acts))])


@pytest.mark.parametrize("mode_id", [CUT, TEAMS])
def test_random_play_never_shows_a_face_down_card_to_a_seat_that_does_not_know_it(mode_id):
    masked_states = 0
    for st, events in _rounds_with_masked(mode_id, range(16)):
        masked = st.party.masked
        if not masked or st.round_over:
            continue
        masked_states += 1
        for s in range(st.n):
            hidden = {c for c, knowers in masked.items() if s not in knowers}
            view = st.view(s)
            assert not view_ids(view) & hidden
            faces = [c for seat in view["seats"] for c in seat["condemned"]] + view["removed"]
            assert sum(isinstance(c, dict) for c in faces) == len(hidden)
            assert set(view["party"]["face_down"]) == set(masked) - hidden
            for e in events:
                assert e.for_seat(s).card not in hidden
        check(st)
    assert masked_states > 30  # the scan met face-down cards


def test_the_round_end_shows_the_face_down_cards():
    for st, _ in _rounds_with_masked(CUT, range(4)):
        if st.round_over and st.party.masked:
            break
    else:
        pytest.fail("no round ended with a face-down Condemned card")
    face_down = sorted(st.party.masked)
    for s in range(st.n):
        view = st.view(s)
        reveal = view["round_reveal"]
        assert reveal["face_down"] == face_down
        shown = reveal["removed"] + [c for seat in reveal["seats"] for c in seat["condemned"]]
        assert set(face_down) <= set(shown)
        # ... and the table's piles name them again.
        piles = view["removed"] + [c for seat in view["seats"] for c in seat["condemned"]]
        assert all(isinstance(c, int) for c in piles)
    st.apply("deal")
    assert st.party.masked == {}  # a new round starts with nothing face down


def test_a_face_down_record_outside_the_condemned_cards_breaks_the_invariants():
    st = _condemned_zealot()
    do(st, "condemn Zealot")
    check(st)
    st.party.mask(st.hands[0][0], (0,))
    with pytest.raises(AssertionError, match="neither Condemned nor removed"):
        check(st)
