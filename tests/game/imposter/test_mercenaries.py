"""Cutthroat Mercenaries and 2v2 Mercenaries (rulebook, More players, Fragments of Nersetti):
the decks, the Mercenary area, the Bid and its tie, the 2v2 extra-card circle, the winner's swap,
each Mustering action and its cost, the Bard, the Arbiter and the scoring."""

from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.core.saves import dumps, loads
from game.imposter import invariants, mercenaries, round_end, scoring
from game.imposter.cards import ARMY_BASE, SIGNATURES
from game.imposter.match import ImposterState
from game.imposter.mercenary_deck import army_home
from game.imposter.positions import build
from game.imposter.state import MERC
from tests.game.imposter.helpers import do, labels, legal, rig

CUT = "imposter/cutthroat-mercenaries"
TEAM = "imposter/2v2-mercenaries"
CUT_HANDS = [
    ["Queen", "Princess", "Fool", "Soldier"],
    ["Warlord", "Mystic", "Elder", "Inquisitor"],
    ["Sentry", "Spy", "Zealot", "Bard"],
]
TEAM_HANDS = [
    ["Queen", "Elder", "Fool", "Soldier"],
    ["Princess", "Zealot", "Inquisitor", "Judge"],
    ["Sentry", "Warlord", "Mystic", "Oathbound"],
    ["Spy", "Herald", "Warden", "Assassin"],
]


def _bid(st, hands, extra=False):
    """Every seat bids its first three named cards (and, with ``extra``, the fourth as the 2v2
    extra card), in the order the frames ask."""
    while st.decision in ("bid", "extra"):
        s = st.current_seat
        held = [st.label(x) for x in st.hands[s]]
        if st.decision == "bid":
            named = [c for c in hands[s][:3] if c in held]
            do(st, f"bid {(named or held)[0]}")
        else:
            do(st, f"extra {hands[s][3]}")


def _names(st, zone):
    return sorted(st.name(c) for c in zone)


def _pass_reactions(st):
    while st.decision == "react":
        do(st, "pass")


# ----- modes and the deal ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "mode_id, seats, deck, each", [(CUT, 3, 25, 8), (TEAM, 4, 29, 7)]
)  # fmt: skip
def test_decks_deal_armies_and_the_mercenary_area(mode_id, seats, deck, each):
    st = ImposterState(mode_id, 4)
    assert st.n == seats and len(st.mode.deck) == deck and st.mode.mulligans is False
    assert all(len(h) == each for h in st.hands)
    assert st.accused is not None and st.unused == []  # the last card is the Accused
    for s in range(seats):
        assert sorted(st.name(c) for c in st.fon.army[s]) == sorted(ARMY_BASE)
        assert st.fon.exhaust[s] == [] and st.fon.box[s] == []
    merc = st.merc
    assert sorted(st.name(c) for c in merc.area + merc.deck) == sorted(SIGNATURES)
    assert len(merc.area) == 5 and len(merc.deck) == 4
    assert all(st.owner[c] == MERC for c in merc.ids)
    view = st.view(1)
    assert view["merc"]["area"] == merc.area and view["merc"]["deck"] == 4
    assert st.decision == "bid" and st.current_seat == st.true_king


def test_the_decklists_are_the_rulebooks():
    cut = Counter(ImposterState(CUT, 0).mode.deck)
    team = Counter(ImposterState(TEAM, 0).mode.deck)
    assert cut["Bard"] == 2 and cut["Immortal"] == 1 and cut["Executioner"] == 1
    assert cut["Arbiter"] == 0 and cut["Judge"] == 1 and cut["Warden"] == 1
    assert team["Arbiter"] == 1 and team["Bard"] == 2 and team["Fool"] == 2
    assert team["Assassin"] == 2 and team["Zealot"] == 1 and team["King's Hand"] == 1


def test_the_true_king_is_drawn_at_random():
    kings = {ImposterState(CUT, seed).true_king for seed in range(30)}
    assert kings == {0, 1, 2}


# ----- the Bid ---------------------------------------------------------------------------------


def test_bid_cards_go_face_down_and_are_revealed_together_with_base_value_totals():
    st = rig(CUT, CUT_HANDS)
    do(st, "bid Queen", "bid Princess")
    assert st.stack[-1] == ("bid", 0, 2)
    do(st, "bid Fool")
    other = st.view(1)["party"]["seats"][0]
    assert other["down"] == 3 and other["up"] == []
    assert st.view(1)["merc"]["totals"] == [None, None, None]
    do(st, "bid Warlord", "bid Mystic", "bid Elder")
    events = do(st, "bid Sentry", "bid Spy", "bid Bard")
    totals = next(e.arg for e in events if e.kind == "bid_totals")
    assert totals == [19, 17, 20]  # printed values: 9+9+1, 7+7+3, 8+8+4 (the Bard)
    assert st.view(1)["merc"]["totals"] == [19, 17, 20]
    assert _names(st, st.party.up[0]) == ["Fool", "Princess", "Queen"]
    assert st.merc.winner == 2 and st.decision == "merc_swap" and st.current_seat == 2
    won = next(e for e in events if e.kind == "bid_won")
    assert won.seat == 2 and won.arg == {"total": 20, "decided_by": None}


def test_a_tied_bid_is_decided_by_the_true_king():
    st = rig(CUT, CUT_HANDS, true_king=1)
    do(st, "bid Warlord", "bid Mystic", "bid Elder")  # seat 1 (True King) first: 17
    do(st, "bid Sentry", "bid Spy", "bid Zealot")  # 19
    events = do(st, "bid Queen", "bid Princess", "bid Fool")  # 19
    assert next(e.arg for e in events if e.kind == "bid_tie") == [2, 0]
    assert st.stack[-1] == ("bid_tie", 1, 2, 0)
    assert legal(st) == ["winner 2", "winner 0"]
    with pytest.raises(IllegalAction):
        st.apply("winner 1")
    do(st, "winner 0")
    assert st.merc.winner == 0 and st.merc.decided_by == 1 and st.decision == "merc_swap"
    assert st.view(2)["merc"]["tied"] == [2, 0]


def test_the_winner_swaps_revealed_cards_for_mercenaries_free():
    st = rig(CUT, CUT_HANDS)
    _bid(
        st,
        [
            ["Queen", "Princess", "Fool"],
            ["Warlord", "Mystic", "Elder"],
            ["Sentry", "Zealot", "Bard"],
        ],
    )
    assert st.merc.winner == 0
    area = list(st.merc.area)
    take = st.label(area[0])
    assert f"swap Fool/{take}" in legal(st) and "done" in legal(st)
    exhaust = list(st.fon.exhaust[0])
    do(st, f"swap Fool/{take}")
    assert st.fon.exhaust[0] == exhaust  # free
    assert _names(st, st.party.up[0]) == sorted(["Princess", "Queen", take])
    assert st.name(st.removed[-1]) == "Fool" and st.fon.recruited[0] == [st.removed[-1]]
    assert st.merc.area == area[1:] and st.merc.hired[0] == [area[0]]
    # The Mercenary is not a revealed bid card: it cannot be swapped again.
    assert not any(a.startswith(f"swap {take}/") for a in legal(st))
    view = st.view(1)["merc"]
    assert view["seats"][0]["hired"] == [area[0]] and view["seats"][0]["discard"] == [
        st.removed[-1]
    ]
    do(st, "done")
    assert st.stack[-1] == ("first", 0)


# ----- the 2v2 extra-card circle ----------------------------------------------------------------


def _team_bid(true_king=0):
    st = rig(TEAM, TEAM_HANDS, true_king=true_king)
    _bid(st, TEAM_HANDS, extra=True)
    return st


def test_2v2_extra_cards_are_hidden_then_the_circle_starts_at_the_true_king():
    st = rig(TEAM, TEAM_HANDS, true_king=1)
    _bid(st, TEAM_HANDS, extra=True)
    assert st.stack[-1] == ("raise", 1, 0)
    assert legal(st) == ["raise", "pass"]
    # Before the bid ends nobody, the partner included, sees an extra card.
    assert st.view(2)["party"]["seats"][0]["partner_card"] is True
    assert st.view(0)["party"]["seats"][0]["partner_card"] == st.party.partner_card[0]
    assert st.view(0)["merc"]["totals"] == [13, 16, 22, 21]


def test_2v2_raising_adds_the_extra_card_and_bidding_ends_after_a_full_circle_of_passes():
    st = _team_bid()
    events = do(st, "pass", "raise")  # seat 0 passes, seat 1 raises with the Judge (5)
    assert next(e.arg for e in events if e.kind == "bid_raise") == 21
    assert st.merc.extra_up[1] and st.view(3)["merc"]["seats"][1]["extra_left"] is False
    do(st, "pass", "pass")  # seats 2 and 3
    assert st.stack[-1] == ("raise", 0, 2)  # seat 0 passed before the raise: asked again
    do(st, "raise")  # the Soldier: 13 + 5
    assert st.stack[-1] == ("raise", 2, 0)
    do(st, "pass", "pass")
    assert st.decision == "merc_swap" and st.merc.winner == 2
    assert st.merc.totals == [18, 21, 22, 21]
    # After the bid the partner sees the extra card; the other team still does not.
    shown = st.party.partner_card[2]
    assert st.view(0)["party"]["seats"][2]["partner_card"] == shown
    assert st.view(1)["party"]["seats"][2]["partner_card"] is True


def test_2v2_the_winner_may_swap_a_revealed_extra_card():
    st = _team_bid()
    do(st, "pass", "pass", "pass", "raise")  # seat 3 raises with the Assassin
    do(st, "pass", "pass", "pass")
    assert st.merc.winner == 3
    take = st.label(st.merc.area[0])
    assert f"swap Assassin/{take}" in legal(st)
    do(st, f"swap Assassin/{take}")
    assert st.merc.extra_up[3] == [] and st.name(st.removed[-1]) == "Assassin"


# ----- Mustering --------------------------------------------------------------------------------


def _mustering(first=1, direction="clockwise"):
    st = rig(CUT, CUT_HANDS)
    _bid(
        st,
        [
            ["Queen", "Princess", "Fool"],
            ["Warlord", "Mystic", "Elder"],
            ["Sentry", "Zealot", "Bard"],
        ],
    )
    do(st, "done", f"first {first}", f"direction {direction}")
    return st


def test_mustering_goes_in_reverse_turn_order():
    st = _mustering(first=1)
    assert st.stack[-1] == ("merc_muster", 0)  # clockwise from 1: 1, 2, 0; the last first
    do(st, "done")
    assert st.stack[-1] == ("merc_muster", 2)
    st = _mustering(first=1, direction="counterclockwise")
    assert st.stack[-1] == ("merc_muster", 2)  # 1, 0, 2


def test_recruit_from_your_army_swaps_a_bid_card_for_a_face_down_army_card_free():
    st = _mustering()
    assert "recruit Fool" in legal(st) and "hire " + st.label(st.merc.area[0]) in legal(st)
    events = do(st, "recruit Fool")
    assert st.name(st.removed[-1]) == "Fool" and st.decision == "merc_enlist"
    assert legal(st) == [f"enlist Army {n}" for n in ARMY_BASE]
    events = do(st, "enlist Army Soldier")
    assert st.fon.exhaust[0] == [] and st.fon.paid[0] is False  # no Exhaust
    soldier = st.party.down[0][0]
    assert st.label(soldier) == "Army Soldier" and soldier not in st.fon.army[0]
    assert st.view(0)["merc"]["seats"][0]["enlisted"] == [soldier]
    other = st.view(1)
    assert other["merc"]["seats"][0]["enlisted"] == 1 and other["party"]["seats"][0]["down"] == 1
    assert all(e.for_seat(1).card is None for e in events if e.arg == "enlist")
    # The Army card is not one of the 3 original bid cards: it cannot be swapped out again.
    assert not any(a.startswith("recruit Army") for a in legal(st))
    invariants.check(st)


def test_recruiting_a_mercenary_exhausts_an_army_card_every_time():
    st = _mustering()
    first, second = st.label(st.merc.area[0]), st.label(st.merc.area[1])
    do(st, f"hire {first}")
    assert st.decision == "exhaust"
    do(st, "exhaust Army Judge")
    assert st.decision == "merc_discard" and legal(st) == [
        "discard Queen",
        "discard Princess",
        "discard Fool",
    ]
    do(st, "discard Fool")
    assert st.label(st.party.up[0][-1]) == first and st.merc.hired[0] == [st.party.up[0][-1]]
    do(st, f"hire {second}", "exhaust Army Elder", "discard Princess")
    assert labels(st, st.fon.exhaust[0]) == ["Army Elder", "Army Judge"]
    assert _names(st, st.fon.recruited[0]) == ["Fool", "Princess"]
    do(st, "recruit Queen", "enlist Army Soldier")
    # The 3 original bid cards are spent: no Recruit of either kind is left.
    assert not any(a.split()[0] in ("recruit", "hire") for a in legal(st))
    invariants.check(st)


def test_recommission_exhausts_two_to_return_one_exhausted_before():
    st = _mustering()
    do(st, f"hire {st.label(st.merc.area[0])}", "exhaust Army Judge", "discard Fool")
    do(st, "recommission", "exhaust Army Elder", "exhaust Army Soldier")
    assert legal(st) == ["restore Army Judge"]  # not a card Exhausted by this Recommission
    do(st, "restore Army Judge")
    assert labels(st, st.fon.exhaust[0]) == ["Army Elder", "Army Soldier"]
    assert labels(st, st.fon.army[0]) == ["Army Inquisitor", "Army Judge", "Army Oathbound"]


def test_choosing_a_king_facet_while_mustering():
    st = _mustering()
    assert {"king Master Tactician", "king Charismatic Leader"} <= set(legal(st))
    do(st, "king Master Tactician")
    assert st.fon.facet[0] == "Master Tactician" and "king King" in legal(st)
    assert st.view(1)["seats"][0]["facet"] == "Master Tactician"


def test_after_mustering_every_bid_card_goes_back_to_hand_then_successor_and_dungeon():
    st = _mustering()
    do(st, "recruit Fool", "enlist Army Soldier", "done", "done", "done")
    assert st.decision == "place" and st.current_seat == 1
    assert "mulligan" not in legal(st)
    assert "Army Soldier" in labels(st, st.hands[0]) and "Queen" in labels(st, st.hands[0])
    assert len(st.hands[0]) == 8 and st.party.up == [[], [], []]
    # The revealed cards are known in that hand; the Army card is not.
    known = st.view(1)["seats"][0]["known"]
    assert "Queen" in known and "Princess" in known and "Soldier" not in known
    do(st, "successor Warlord", "dungeon Mystic")
    assert st.decision == "place" and st.current_seat == 2


def test_2v2_recommission_may_return_a_card_to_the_partners_army():
    st = _team_bid()
    do(st, "pass", "pass", "pass", "pass", "done", "first 0", "direction clockwise")
    assert st.stack[-1] == ("merc_muster", 3)
    do(st, f"hire {st.label(st.merc.area[0])}", "exhaust Army Judge", "discard Spy")
    do(st, "recommission", "exhaust Army Elder", "exhaust Army Soldier")
    assert legal(st) == ["restore Army Judge", "lend Army Judge"]
    judge = st.fon.exhaust[3][0]
    do(st, "lend Army Judge")
    assert judge in st.fon.army[1] and army_home(st, judge) == 1
    assert st.view(0)["merc"]["lent"] == [[judge, 1]]
    invariants.check(st)
    # Taken into a hand and Exhausted at the round's end, it goes to the Exhaust of the Army
    # it was taken from (seat 1's).
    st.fon.army[1].remove(judge)
    st.removed.append(judge)
    round_end.put_away(st)
    assert judge in st.fon.exhaust[1]


def test_2v2_mustering_leads_to_successor_look_trade_then_dungeon():
    st = _team_bid()
    do(st, "pass", "pass", "pass", "pass", "done", "first 0", "direction clockwise")
    for _ in range(4):
        do(st, "done")
    assert st.decision == "place" and len(st.hands[0]) == 7
    for s in range(4):
        do(st, f"successor {st.label(st.hands[s][0])}")
    assert st.decision == "trade"
    while st.decision == "trade":
        do(st, "trade done")
    assert st.decision == "dungeon"


def test_mercenaries_return_and_taken_army_cards_are_exhausted_after_the_round():
    st = ImposterState(TEAM, 3)
    rng = Rng(3)
    while st.round_no == 1:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    assert sorted(st.merc.area + st.merc.deck) == sorted(st.merc.ids)
    assert st.merc.hired == [[], [], [], []] and st.merc.winner is None
    for s in range(4):
        assert not any(st.owner[c] == MERC for c in st.hands[s])
    invariants.check(st)


# ----- Rally from the Mercenary area -------------------------------------------------------------


def test_a_rally_may_take_a_mercenary_face_up():
    st = build(CUT, hands=[["Fool"], ["Elder"], ["Zealot"]], court=["Queen"])
    st.stack.append(("rally", 0, 1))
    st._legal = None
    merc = st.merc.area[0]
    assert f"rally {st.label(merc)}" in legal(st) and "rally Army Judge" in legal(st)
    events = do(st, f"rally {st.label(merc)}")
    assert merc in st.hands[0] and merc not in st.merc.area
    assert any(e.card == merc and e.for_seat(1).card == merc for e in events)
    assert st.name(merc) in st.view(1)["seats"][0]["known"]


# ----- the Bard ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "under, recalls", [("Elder", True), ("Inquisitor", True), ("Assassin", False)]
)
def test_the_bard_recalls_when_played_on_a_base_value_3_or_4(under, recalls):
    st = build(CUT, hands=[["Bard", "Fool"], ["Queen"], ["Zealot"]], court=[under],
               exhausts=[["Army Judge"]])  # fmt: skip
    do(st, "play Bard")
    _pass_reactions(st)
    if recalls:
        assert legal(st) == ["recall Army Judge"]
        do(st, "recall Army Judge")
        assert "Army Judge" in labels(st, st.fon.army[0])
    else:
        assert st.fon.exhaust[0] and st.decision == "turn" and st.current_seat == 1


def test_the_bard_on_a_disgraced_card_or_with_nothing_exhausted_recalls_nothing():
    st = build(CUT, hands=[["Bard", "Fool"], ["Queen"], ["Zealot"]], court=["Elder"],
               disgraced=[0], exhausts=[["Army Judge"]])  # fmt: skip
    do(st, "play Bard")
    assert st.decision == "turn" and st.current_seat == 1 and st.fon.exhaust[0]
    st = build(CUT, hands=[["Bard", "Fool"], ["Queen"], ["Zealot"]], court=["Elder"])
    do(st, "play Bard")
    _pass_reactions(st)
    assert st.decision == "turn" and st.current_seat == 1


# ----- the Arbiter -------------------------------------------------------------------------------


def _arbiter(hand0=("Arbiter", "Fool"), hand1=("Queen",), hand3=("Zealot",)):
    return build(TEAM, hands=[list(hand0), list(hand1), ["Elder"], list(hand3)],
                 court=["Inquisitor"])  # fmt: skip


def test_the_arbiter_cannot_be_played_as_the_last_card():
    st = _arbiter(hand0=("Arbiter",))
    assert "play Arbiter" not in legal(st) and legal(st) == ["flip"]
    assert "play Arbiter" in legal(_arbiter())


def test_the_arbiter_exchanges_then_a_right_guess_gives_the_received_card_plus_two_in_court():
    st = _arbiter()
    do(st, "play Arbiter")
    assert legal(st) == ["choose 1", "choose 3"]  # opponents only, each with a hand card
    do(st, "choose 1")
    _pass_reactions(st)
    assert legal(st) == ["give Fool"]
    events = do(st, "give Fool")  # the card file's order: exchange first, then guess
    queen = next(c for c in st.hands[0])
    assert st.name(queen) == "Queen" and labels(st, st.hands[1]) == ["Fool"]
    assert st.decision == "arbiter_guess" and legal(st) == ["guess higher", "guess lower"]
    assert st.view(2)["pending"] == ["arbiter_guess", 0]  # nothing of the two cards
    swaps = [e for e in events if e.arg == "arbiter"]
    assert swaps and all(e.for_seat(2).card is None for e in swaps)  # not seen by the others
    assert all(e.for_seat(1).card is not None for e in swaps)
    events = do(st, "guess higher")
    assert any(e.kind == "guess_right" for e in events) and st.merc.plus == {queen}
    st.court.append(queen)
    assert st.court_value(queen) == 11


def test_the_arbiter_wrong_guess_and_an_equal_value_give_no_bonus():
    st = _arbiter()
    do(st, "play Arbiter", "choose 1")
    _pass_reactions(st)
    events = do(st, "give Fool", "guess lower")
    assert any(e.kind == "guess_wrong" for e in events) and st.merc.plus == set()
    st = _arbiter(hand0=("Arbiter", "Soldier"), hand1=("Judge",))
    do(st, "play Arbiter", "choose 1")
    _pass_reactions(st)
    events = do(st, "give Soldier", "guess higher")  # 5 for 5: neither higher nor lower
    assert any(e.kind == "guess_wrong" for e in events) and st.merc.plus == set()


def test_the_arbiter_guessing_first_is_a_switch(monkeypatch):
    monkeypatch.setattr(mercenaries, "ARBITER_GUESS_FIRST", True)
    st = _arbiter()
    do(st, "play Arbiter", "choose 1")
    assert st.decision == "arbiter_guess"
    do(st, "guess higher")
    _pass_reactions(st)
    events = do(st, "give Fool")
    assert any(e.kind == "guess_right" for e in events) and st.decision != "arbiter_guess"


def test_the_arbiters_opponent_may_pick_the_card_it_hands_over(monkeypatch):
    monkeypatch.setattr(mercenaries, "ARBITER_RECEIVED_PICK", "opponent")
    st = _arbiter(hand1=("Queen", "Fool"))
    do(st, "play Arbiter", "choose 1")
    _pass_reactions(st)
    do(st, "give Fool")
    assert st.decision == "arbiter_return" and st.current_seat == 1
    assert sorted(legal(st)) == ["give Fool", "give Queen"]
    do(st, "give Fool", "guess higher")
    assert labels(st, st.hands[0]) == ["Fool"] and st.merc.plus == set()


def test_the_arbiter_with_one_opponent_holding_cards_skips_the_choice():
    st = _arbiter(hand3=())
    do(st, "play Arbiter")
    assert st.decision == "react"  # straight to the King's Hand window


# ----- scoring -----------------------------------------------------------------------------------


def test_2v2_mercenaries_scores_one_plus_one_per_face_up_king_and_no_card_bonus():
    st = build(TEAM, hands=[["Fool"], ["Queen"], ["Elder"], ["Zealot"]])
    st.king_up = [True, False, True, True]
    points, gains, extra = scoring.round_points(st, 0)
    assert points == {"win": 1, "king": 2, "cards": 0}
    assert gains == {0: 3, 2: 3} and extra["winners"] == [0, 2]
    st.king_up = [False, True, True, True]
    points, gains, _ = scoring.round_points(st, 1)
    assert points == {"win": 1, "king": 2, "cards": 0} and gains == {1: 3, 3: 3}
    st.king_up = [False, True, False, True]
    assert scoring.round_points(st, 0)[0] == {"win": 1, "king": 0, "cards": 0}


def test_cutthroat_mercenaries_scores_as_cutthroat_up_to_four():
    st = build(CUT, hands=[["Fool"], ["Queen"], ["Elder"]], out=[1, 2])
    points, gains, extra = scoring.round_points(st, 0)
    assert points == {"win": 1, "king": 1, "cards": 2} and gains == {0: 4, 2: 1}
    assert extra["second"] == 2


# ----- random play, views, determinization, saves ------------------------------------------------


def _random_rounds(mode_id, seed, rounds, check):
    rng = Rng(seed)
    played = game = 0
    while played < rounds:
        st = ImposterState(mode_id, seed * 1000 + game)
        game += 1
        while not st.match_over and played < rounds:
            acts = st.legal_actions()
            events = st.apply(acts[rng.randrange(len(acts))])
            check(st)
            played += sum(1 for e in events if e.kind == "round_over")
    return played


def _hidden(st, s):
    """Ids seat ``s`` may not see, from the zones: other seats' hands, Armies, face-down bid
    and Army cards, unshown extra cards, Successors and Dungeons."""
    p = st.party
    ids = set(st.unused)
    for o in range(st.n):
        if o == s:
            continue
        ids |= set(st.hands[o]) | set(p.down[o]) | set(st.fon.army[o])
        if not (p.partner_shown and st.partner(s) == o):
            ids |= set(p.partner_card[o])
    return ids - st.public_ids()


# Chunks, so that ``pytest -n 2`` spreads them: 600 Cutthroat Mercenaries and 400 2v2 Mercenaries
# rounds here, with tests/game/imposter/test_random_play.py's 1,600 and 1,200: 3,800 in all.
@pytest.mark.parametrize(
    "mode_id, rounds, seed",
    [(CUT, 150, 11 + k) for k in range(4)] + [(TEAM, 100, 11 + k) for k in range(4)],
)
def test_random_rounds_keep_every_invariant_with_mercenaries(mode_id, rounds, seed):
    """Card conservation and the invariants at every step (1,000 rounds over the 8 chunks)."""

    def check(st):
        invariants.check(st)
        every = st.all_zones()
        assert sorted(every) == list(range(len(st.cards)))
        assert sum(1 for c in every if st.owner[c] == MERC) == 9

    assert _random_rounds(mode_id, seed, rounds, check) == rounds


@pytest.mark.parametrize("mode_id, seed", [(m, 12 + k) for m in (CUT, TEAM) for k in range(3)])
def test_no_view_names_a_card_its_seat_cannot_see(mode_id, seed):
    """Every seat's view at every step of 8 rounds per chunk (24 rounds per mode)."""
    seen = set()

    def check(st):
        if st.round_over:
            return
        seen.add(st.decision)
        for s in range(st.n):
            view = st.view(s)
            leaked = set()
            for seat in view["seats"]:
                if isinstance(seat["hand"], list):
                    leaked |= set(seat["hand"]) & _hidden(st, s)
                if isinstance(seat["army"], list):
                    leaked |= set(seat["army"]) & _hidden(st, s)
            for seat in view["party"]["seats"]:
                for key in ("down", "partner_card", "up"):
                    if isinstance(seat[key], list):
                        leaked |= set(seat[key]) & _hidden(st, s)
            for seat in view["merc"]["seats"]:
                for key in ("enlisted", "originals", "hired", "discard", "extra_up"):
                    if isinstance(seat[key], list):
                        leaked |= set(seat[key]) & _hidden(st, s)
            leaked |= set(view["merc"]["area"]) & _hidden(st, s)
            assert not leaked, f"seat {s} sees {leaked} during {st.decision}"

    _random_rounds(mode_id, seed, 8, check)
    assert {"bid", "merc_swap", "merc_muster", "merc_enlist"} <= seen


@pytest.mark.parametrize("mode_id, seed", [(m, 13 + k) for m in (CUT, TEAM) for k in range(2)])
def test_determinized_worlds_keep_the_view_and_saves_round_trip(mode_id, seed):
    """1 step in 6 of 6 rounds per chunk (12 per mode); every step: test_mercenaries_worlds."""
    rng = Rng(seed)

    def check(st):
        if rng.randrange(6):
            return
        s = st.current_seat
        if s is None:
            return
        world = st.determinize(s, rng)
        assert world.view(s) == st.view(s), f"determinize leaks in {st.decision}"
        invariants.check(world)
        key = rng.next64()
        again = world.determinize(s, Rng(key)).snapshot()
        assert st.determinize(s, Rng(key)).snapshot() == again
        assert loads(dumps(st)).snapshot() == st.snapshot()

    _random_rounds(mode_id, seed, 6, check)


def test_the_kings_hand_cannot_stop_the_mandatory_bard():
    st = build(CUT, hands=[["Bard", "Fool"], ["King's Hand", "Queen"], ["Zealot"]],
               court=["Elder"], exhausts=[["Army Judge"]])  # fmt: skip
    do(st, "play Bard")
    assert st.decision == "recall" and legal(st) == ["recall Army Judge"]


def test_the_kings_hand_stopping_the_bard_is_a_switch(monkeypatch):
    monkeypatch.setattr(mercenaries, "BARD_KINGS_HAND_MAY_STOP", True)
    st = build(CUT, hands=[["Bard", "Fool"], ["King's Hand", "Queen"], ["Zealot"]],
               court=["Elder"], exhausts=[["Army Judge"]])  # fmt: skip
    do(st, "play Bard")
    assert st.decision == "react" and st.current_seat == 1
    do(st, "react King's Hand")
    while st.decision == "react":
        do(st, "pass")
    assert st.fon.exhaust[0] and "recall Army Judge" not in legal(st)
    st = build(CUT, hands=[["Bard", "Queen"], ["King's Hand", "Fool"], ["Zealot", "Soldier"]],
               court=["Elder"], to_move=0)  # fmt: skip
    do(st, "play Bard")  # nothing Exhausted: nothing to stop, no window
    assert st.decision != "react"


@pytest.mark.parametrize("from_ante", [False, True])
def test_the_bard_from_the_antechamber_is_a_switch(monkeypatch, from_ante):
    monkeypatch.setattr(mercenaries, "BARD_FROM_ANTECHAMBER", from_ante)
    st = build(CUT, hands=[["Queen"], ["Fool"], ["Zealot", "Soldier"]], court=["Inquisitor"],
               antechambers=[["Bard"]], exhausts=[["Army Soldier"]], to_move=0)  # fmt: skip
    do(st, "play Bard")
    assert (st.decision == "recall") == from_ante


def test_army_cards_recruited_while_mustering_are_exhausted_after_the_round():
    st = _mustering()
    do(st, "recruit Fool", "enlist Army Soldier")
    soldier = st.party.down[0][0]
    rng = Rng(1)
    while st.round_no == 1:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    assert soldier in st.fon.exhaust[0]


def test_a_nakturn_look_at_a_hand_with_an_army_card_survives_determinize():
    # With three players the look is the Nakturn's player's alone; a world must keep that hand
    # card for card (an Army Soldier and a deck Soldier are different condemn choices).
    st = build(CUT, hands=[["Nakturn", "Fool"], ["Army Soldier", "Queen"], ["Zealot"]],
               court=["Elder", "Inquisitor"], disgraced=[0], successors=[None, "Mystic"],
               dungeons=[None, "Herald"])  # fmt: skip
    do(st, "play Nakturn")
    while st.decision != "nakturn_guess":
        do(st, {"nakturn": "name Queen", "nakturn_target": "choose 1"}.get(st.decision, "pass"))
    do(st, "guess yes")  # wrong: seat 0 holds no Queen
    assert st.decision == "nakturn_condemn" and legal(st) == [
        "condemn Army Soldier",
        "condemn Queen",
    ]
    for key in range(20):
        assert st.determinize(0, Rng(key)).view(0) == st.view(0)
