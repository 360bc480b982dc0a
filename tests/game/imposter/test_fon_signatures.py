"""Every Signature Card branch, the two King facets and the Kickstarter extras."""

from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal

FULL = "imposter/fon-full"
KS = "imposter/fon-kickstarter-signatures"


def _labels(st, ids):
    return sorted(st.cards[c].label for c in ids)


# ----- Flag Bearer -----


def _flag(**kw):
    base = dict(
        hands=[["Flag Bearer", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder", "Queen"],
        disgraced=[1],
        armies=[["Army Elder", "Army Soldier", "Aegis"], []],
        exhausts=[["Army Judge"], []],
    )
    base.update(kw)
    return build(FULL, **base)


def test_flag_bearer_recalls_rallies_two_and_returns_one():
    st = _flag()
    do(st, "play Flag Bearer", "use", "pass")
    assert court(st)[-1] == "[Flag Bearer]"
    do(st, "recall Army Judge", "rally Army Elder", "rally Aegis")
    assert legal(st) == ["return Army Elder", "return Aegis"]
    do(st, "return Army Elder")
    assert hand(st, 0) == ["Aegis", "Fool"]
    assert _labels(st, st.fon.army[0]) == ["Army Elder", "Army Judge", "Army Soldier"]


def _flag_returning(label):
    st = _flag()
    do(
        st,
        "play Flag Bearer",
        "use",
        "pass",
        "recall Army Judge",
        "rally Army Elder",
        "rally Aegis",
    )
    return st, do(st, f"return {label}")


def test_flag_bearer_shows_the_rallied_cards():
    st = _flag()
    events = do(st, "play Flag Bearer", "use", "pass", "recall Army Judge")
    events += do(st, "rally Army Elder", "rally Aegis")
    rallies = [e for e in events if e.src == ("army", 0) and e.dst == ("hand", 0)]
    assert [e.for_seat(1).card for e in rallies] == [e.card for e in rallies]
    seen = st.view(1)["seats"][0]
    assert _labels(st, seen["hand_shown"]) == ["Aegis", "Army Elder"]
    assert {"Aegis", "Elder"} <= set(seen["known"])


def test_flag_bearer_puts_one_back_without_saying_which():
    # Card text: the Rallied cards are shown, and one goes back to the Army "without saying
    # which". Seat 1 cannot tell the two choices apart: same view, same events.
    kept_aegis, events_a = _flag_returning("Army Elder")
    kept_elder, events_b = _flag_returning("Aegis")
    assert hand(kept_aegis, 0) == ["Aegis", "Fool"] and hand(kept_elder, 0) == [
        "Army Elder",
        "Fool",
    ]
    assert [e.for_seat(1) for e in events_a] == [e.for_seat(1) for e in events_b]
    back = [e for e in events_a if e.dst == ("army", 0)]
    assert len(back) == 1 and back[0].for_seat(1).card is None and back[0].for_seat(0).card
    assert kept_aegis.view(1) == kept_elder.view(1)
    seen = kept_aegis.view(1)["seats"][0]
    assert "hand_shown" not in seen or seen["hand_shown"] == []
    assert "Aegis" not in seen["known"] and "Elder" not in seen["known"]
    assert {"Aegis", "Army Elder"} <= set(seen["army_pool"])
    # The owner still sees everything.
    assert kept_aegis.view(0) != kept_elder.view(0)


def test_flag_bearer_secret_return_keeps_determinization_consistent():
    from game.core.rng import Rng

    st, _ = _flag_returning("Army Elder")
    for seed in range(20):
        world = st.determinize(1, Rng(seed))
        assert world.view(1) == st.view(1)
    # Over many worlds, seat 1 sees both choices come up: it has not learned which went back.
    kept = {
        tuple(_labels(w, w.hands[0])) for w in (st.determinize(1, Rng(seed)) for seed in range(60))
    }
    assert any("Aegis" not in k for k in kept) and any("Aegis" in k for k in kept)


def test_flag_bearer_may_be_declined():
    st = _flag()
    do(st, "play Flag Bearer", "pass")
    assert court(st)[-1] == "Flag Bearer" and st.current_seat == 1


def test_kings_hand_stops_the_flag_bearer():
    st = _flag()
    do(st, "play Flag Bearer", "use", "react King's Hand")
    assert _labels(st, st.fon.exhaust[0]) == ["Army Judge"] and hand(st, 0) == ["Fool"]


def test_flag_bearer_needs_a_disgraced_card():
    st = _flag(hands=[["Fool"], ["Soldier"]], antechambers=[["Flag Bearer"], []], court=["Elder"],
               disgraced=[])  # fmt: skip
    do(st, "play Flag Bearer")
    assert st.current_seat == 1 and st.decision == "turn"


def test_flag_bearer_with_an_empty_army_rallies_what_the_recall_brought_back():
    st = _flag(armies=[[], []])
    do(st, "play Flag Bearer", "use", "pass", "recall Army Judge")
    assert legal(st) == ["rally Army Judge"]  # one card in the Army: one Rally
    do(st, "rally Army Judge")
    assert legal(st) == ["return Army Judge"]
    do(st, "return Army Judge")
    assert hand(st, 0) == ["Fool"] and st.current_seat == 1


# ----- Stranger -----


def test_stranger_copies_a_court_card_ability_and_removes_it():
    st = build(
        FULL,
        hands=[["Stranger", "Elder"], ["King's Hand", "Soldier"]],
        court=["Fool", "Sentry", "Queen"],
        disgraced=[2],
    )
    do(st, "play Stranger")
    assert "copy Fool" in legal(st)
    do(st, "copy Fool")
    assert st.name(st.removed[-1]) == "Fool"
    # Acting as the Fool: take a card; immune, so no King's Hand prompt follows.
    do(st, "take Sentry")
    assert hand(st, 0) == ["Elder", "Sentry"] and st.current_seat == 1


def test_stranger_may_decline():
    st = build(FULL, hands=[["Stranger", "Elder"], ["Soldier"]], court=["Fool"])
    do(st, "play Stranger", "pass")
    assert court(st) == ["Fool", "Stranger"]


def test_stranger_returned_to_hand_is_a_plain_stranger_again():
    # FoN FAQ: taken back into a hand, it loses the text it copied.
    st = build(FULL, hands=[["Stranger", "Elder"], ["Fool", "Soldier"]], court=["Queen"])
    stranger = st.hands[0][0]
    st.fon.stranger_as[stranger] = "Queen"
    st.court.append(stranger)
    st.leave_court(stranger)
    assert stranger not in st.fon.stranger_as


def test_stranger_reacts_as_a_face_up_kings_hand_in_the_court():
    st = build(
        FULL,
        hands=[["Fool", "Elder"], ["Stranger#1", "Soldier"]],
        court=["King's Hand", "Inquisitor", "Queen"],
        disgraced=[2],
    )
    do(st, "play Fool", "take Inquisitor")
    assert "react Stranger" in legal(st)
    do(st, "react Stranger")
    assert [st.name(c) for c in st.condemned[1]] == ["Stranger"]
    assert st.name(st.removed[-1]) == "Fool"


def test_kings_hand_stopping_the_assassin_in_fon_condemns_both_cards():
    st = build(
        FULL,
        hands=[["Elder", "King's Hand"], ["Assassin", "Army Soldier"]],
        court=["Queen"],
        successors=["Princess", "Army Judge"],
    )
    do(st, "flip", "react Assassin", "react King's Hand")
    assert [st.name(c) for c in st.condemned[1]] == ["Assassin"]
    assert st.current_seat == 1 and legal(st) == ["remove Assassin"]
    do(st, "remove Assassin")
    assert st.current_seat == 0 and legal(st) == ["remove King's Hand"]
    do(st, "remove King's Hand")
    assert st.current_seat == 1 and "play Army Soldier" in legal(st)


def test_stranger_copying_the_kings_hand_stops_the_assassin_and_both_are_condemned():
    st = build(
        FULL,
        hands=[["Elder", "Stranger"], ["Assassin", "Army Soldier"]],
        court=["King's Hand", "Queen"],
        successors=["Princess", "Army Judge"],
    )
    do(st, "flip", "react Assassin")
    assert legal(st) == ["pass", "react Stranger"]
    do(st, "react Stranger")
    assert [st.name(c) for c in st.condemned[0]] == ["Stranger"]
    assert [st.name(c) for c in st.condemned[1]] == ["Assassin"]
    assert court(st) == ["King's Hand", "[Queen]"] and hand(st, 0) == ["Elder", "Princess"]
    assert legal(st) == ["remove Assassin"]
    do(st, "remove Assassin")
    assert st.current_seat == 0 and legal(st) == ["remove Stranger"]


def test_stranger_reacting_as_the_assassin_is_immune_to_the_kings_hand():
    # The Stranger keeps its keyword when it reacts: "Immune to King's Hand".
    st = build(
        FULL,
        hands=[["Elder", "King's Hand"], ["Stranger", "Army Soldier"]],
        court=["Assassin", "Queen"],
        successors=["Princess", "Army Judge"],
    )
    do(st, "flip", "react Stranger")
    assert st.round_over and st.results[-1]["reason"] == "assassinated"
    assert st.results[-1]["winner"] == 1


def test_stranger_cannot_copy_a_reaction_that_is_on_the_throne():
    st = build(
        FULL,
        hands=[["Fool", "Elder"], ["Stranger#1", "Soldier"]],
        court=["Inquisitor", "Queen", "King's Hand"],
        disgraced=[1, 2],
    )
    do(st, "play Fool", "take Inquisitor")
    assert "react Stranger" not in legal(st)


# ----- Aegis -----


def test_aegis_may_be_played_on_anything_and_disgrace_a_card():
    st = build(FULL, hands=[["Aegis", "Fool"], ["King's Hand", "Soldier"]], court=["Queen"])
    assert "play Aegis" in legal(st)
    do(st, "play Aegis")
    assert legal(st) == ["disgrace Queen", "disgrace Aegis", "pass"]
    do(st, "disgrace Queen")
    assert court(st) == ["[Queen]", "Aegis"] and st.current_seat == 1  # immune: no prompt


def test_aegis_is_steadfast_until_its_owner_flips():
    st = build(FULL, hands=[["Aegis", "Fool"], ["Soldier"]], court=["Queen"], mystic=3)
    aegis = st.hands[0][0]
    assert not st.is_muted(aegis)
    st.king_up[0] = False
    assert st.is_muted(aegis)


# ----- Ancestor -----


def _ancestor(**kw):
    base = dict(
        hands=[["Ancestor", "Fool", "Elder"], ["Soldier"]],
        court=["Princess"],
        armies=[["Army Soldier"], []],
        exhausts=[["Army Judge"], []],
    )
    base.update(kw)
    return build(FULL, **base)


def test_ancestor_on_royalty_recalls_then_may_pay_a_card_to_rally():
    st = _ancestor()
    do(st, "play Ancestor")
    assert legal(st) == ["recall Army Judge"]
    do(st, "recall Army Judge")
    assert "discard Fool" in legal(st) and "pass" in legal(st)
    do(st, "discard Fool")
    assert st.decision == "rally"
    do(st, "rally Army Soldier")
    assert hand(st, 0) == ["Army Soldier", "Elder"]


def test_ancestor_rally_is_optional():
    st = _ancestor()
    do(st, "play Ancestor", "recall Army Judge", "pass")
    assert hand(st, 0) == ["Elder", "Fool"] and st.current_seat == 1


def test_ancestor_makes_elders_six_and_steadfast_everywhere():
    st = build(FULL, hands=[["Elder"], ["Soldier"]], court=["Immortal", "Ancestor"])
    elder = st.hands[0][0]
    assert st.hand_value(elder) == 6 and not st.is_muted(elder)  # immune to the Immortal too


def test_ancestor_from_the_antechamber_does_nothing():
    st = _ancestor(hands=[["Fool"], ["Soldier"]], antechambers=[["Ancestor"], []])
    do(st, "play Ancestor")
    assert st.current_seat == 1


# ----- Informant -----


def _informant():
    return build(
        FULL,
        hands=[["Informant", "Fool"], ["Soldier"]],
        court=["Elder"],
        dungeons=[None, "Queen"],
        armies=[["Army Judge"], []],
    )


def test_informant_right_guess_lets_you_take_the_dungeon_card():
    st = _informant()
    do(st, "play Informant", "name Queen")
    assert legal(st) == ["take dungeon", "rally", "pass"]
    do(st, "take dungeon")
    assert hand(st, 0) == ["Fool", "Queen"] and st.dungeon[1] is None


def test_informant_right_guess_may_rally_instead():
    st = _informant()
    do(st, "play Informant", "name Queen", "rally", "rally Army Judge")
    assert hand(st, 0) == ["Army Judge", "Fool"]
    assert st.view(0)["seats"][1]["dungeon"] == st.dungeon[1]  # shown, so still known


def test_informant_wrong_guess_does_nothing_and_the_guess_is_mandatory():
    st = _informant()
    do(st, "play Informant")
    assert "pass" not in legal(st)
    do(st, "name Fool")
    assert st.current_seat == 1


def test_a_stranger_copying_the_informant_guesses_at_the_dungeon():
    st = build(
        FULL,
        hands=[["Stranger", "Elder"], ["Soldier"]],
        court=["Informant", "Fool"],
        dungeons=[None, "Queen"],
    )
    events = do(st, "play Stranger", "copy Informant", "name Queen")
    guess = next(e for e in events if e.kind == "guess_right")
    assert st.name(guess.card) == "Stranger" and guess.src == ("dungeon", 1)
    assert legal(st)[0] == "take dungeon"


# ----- Nakturn -----


def _nakturn():
    return build(
        FULL,
        hands=[["Nakturn", "Fool", "Queen"], ["King's Hand", "Soldier", "Elder"]],
        court=["Sentry", "Inquisitor"],
        disgraced=[0],
    )


def test_nakturn_wrong_guess_condemns_a_card_which_costs_a_turn():
    st = _nakturn()
    do(st, "play Nakturn", "name Queen", "pass")
    assert st.decision == "nakturn_guess" and st.current_seat == 1
    do(st, "guess no")  # wrong: seat 0 holds the Queen
    assert sorted(st.view(0)["seats"][1]["known"]) == ["Elder", "King's Hand", "Soldier"]
    do(st, "condemn Soldier")
    assert [st.name(c) for c in st.condemned[1]] == ["Soldier"]
    assert st.current_seat == 1 and legal(st) == ["remove Soldier"]


def test_nakturn_right_guess_does_nothing():
    st = _nakturn()
    do(st, "play Nakturn", "name Queen", "pass", "guess yes")
    assert st.condemned[1] == [] and st.current_seat == 1 and st.decision == "turn"


def test_nakturn_is_worth_two_in_the_court_and_can_be_stopped():
    st = _nakturn()
    do(st, "play Nakturn")
    assert st.throne_value() == 2
    do(st, "name Queen", "react King's Hand")
    assert "Nakturn" in [st.name(c) for c in st.removed]


# ----- Lockshift -----


def _lockshift():
    return build(
        FULL,
        hands=[["Lockshift", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder"],
        dungeons=["Princess", "Queen"],
    )


def test_lockshift_makes_everyone_take_their_dungeon_card():
    st = _lockshift()
    do(st, "play Lockshift", "use", "pass")
    assert hand(st, 0) == ["Fool", "Princess"] and "Queen" in hand(st, 1)
    assert "Queen" in st.view(0)["seats"][1]["known"]  # theirs was revealed
    assert "Princess" not in st.view(1)["seats"][0]["known"]  # yours was not


def test_lockshift_declined_or_stopped():
    st = _lockshift()
    do(st, "play Lockshift", "pass")
    assert st.dungeon[1] is not None
    st = _lockshift()
    do(st, "play Lockshift", "use", "react King's Hand")
    assert st.dungeon[0] is not None and st.dungeon[1] is not None


# ----- Conspiracist -----


def test_conspiracist_buffs_hand_cards_until_the_end_of_the_next_turn():
    st = build(
        FULL,
        hands=[["Conspiracist", "Soldier", "Elder"], ["King's Hand", "Judge", "Fool"]],
        court=["Elder"],
    )
    do(st, "play Conspiracist")
    soldier = st.find(st.hands[0], "Soldier")
    assert st.throne_value() == 5  # -1 on the Throne, despite its own Steadfast
    assert st.hand_value(soldier) == 6 and st.is_steadfast(soldier)
    do(st, "flip", "pass")  # seat 1's turn
    do(st, "play Soldier", "name Queen", "pass")  # seat 0's next turn: the Soldier keeps it
    assert st.court_value(soldier) == 6
    elder = st.find(st.hands[0], "Elder")
    assert st.hand_value(elder) == 3  # the window has ended
    assert st.court_value(soldier) == 6  # kept while in the Court


def test_conspiracist_window_ends_when_the_next_turn_is_eaten_by_the_kings_hand():
    # FoN FAQ: the card stopped next turn means the following card gets no bonus.
    st = build(
        FULL,
        hands=[["Conspiracist", "Fool", "Elder"], ["King's Hand", "Judge"]],
        court=["Elder", "Queen"],
        disgraced=[1],
    )
    do(st, "play Conspiracist", "flip", "pass")
    do(st, "play Fool", "take Elder", "react King's Hand", "remove King's Hand")
    assert st.current_seat == 0 and st.fon.consp[0] == 0


# ----- Exile -----


def test_exile_mutes_every_card_until_its_players_next_turn():
    st = build(
        FULL,
        hands=[["Exile", "Fool"], ["King's Hand", "Queen", "Assassin"]],
        court=["Sentry"],
        successors=["Judge", None],
    )
    do(st, "play Exile")
    queen = st.find(st.hands[1], "Queen")
    assert st.is_muted(queen) and not st.is_muted(st.court[-1])
    do(st, "play Queen")
    assert court(st) == ["Sentry", "Exile", "Queen"]  # no ability: nothing Disgraced
    assert st.current_seat == 0 and not st.fon.exile[0]  # the Mute ends as seat 0's turn starts


def test_exile_loses_one_per_high_card_in_court_on_the_throne():
    st = build(FULL, hands=[["Fool"], ["Soldier"]], court=["Mystic", "Sentry", "Exile"])
    assert st.throne_value() == 8 - 3  # Mystic, Sentry and itself (base 7+)


# ----- Master Tactician and Charismatic Leader -----


def _tactician(court_cards=("Queen",), disgraced=(), successor="Princess"):
    return build(
        FULL,
        hands=[["Fool"], ["Soldier"]],
        court=list(court_cards),
        disgraced=list(disgraced),
        successors=[successor, None],
        squires=["Elder", None],
        facets=["Master Tactician", "King"],
        armies=[["Army Soldier"], []],
        exhausts=[["Army Judge", "Aegis"], []],
    )


def test_master_tactician_match_recalls_a_base_army_card_then_squire_or_rally():
    st = _tactician()
    do(st, "flip", "pass")
    assert legal(st) == ["reveal successor", "keep successor", "keep squire"]
    do(st, "reveal successor")
    assert legal(st) == ["recall Army Judge"]  # base Army cards only, not the Aegis
    do(st, "recall Army Judge", "rally Army Soldier")
    assert hand(st, 0) == ["Army Soldier", "Fool", "Princess"]
    assert st.name(st.removed[-1]) == "Elder"  # the Squire was removed to Rally


def test_master_tactician_without_a_match_takes_successor_or_squire():
    st = _tactician(court_cards=("Sentry",))
    do(st, "flip", "pass")
    assert legal(st) == ["keep successor", "keep squire"]
    do(st, "keep squire")
    assert hand(st, 0) == ["Elder", "Fool"]


def test_master_tactician_never_matches_a_disgraced_throne():
    # FoN FAQ: a Disgraced card has no base value.
    st = _tactician(court_cards=("Queen",), disgraced=(0,))
    do(st, "flip", "pass")
    assert "reveal successor" not in legal(st)


def test_charismatic_leader_reveals_the_successor_and_may_trade_it_for_a_rally():
    st = build(
        FULL,
        hands=[["Fool"], ["Soldier"]],
        court=["Queen"],
        successors=["Soldier", None],
        facets=["Charismatic Leader", "King"],
        armies=[["Army Judge", "Exile"], []],
    )
    st.fon.shown.add(st.successor[0])
    assert st.view(1)["seats"][0]["successor"] == st.successor[0]
    do(st, "flip", "pass")
    assert legal(st) == ["keep successor", "rally Army Judge"]  # the Exile (8) is too high
    do(st, "rally Army Judge")
    assert hand(st, 0) == ["Army Judge", "Fool"] and st.name(st.removed[-1]) == "Soldier"


# ----- Kickstarter extras -----


def test_oracle_reveals_two_and_may_queue_one():
    st = build(
        "imposter/fon-kickstarter-deck",
        hands=[["Oracle", "Fool"], ["Queen", "Princess", "Elder"]],
        court=["Elder"],
    )
    do(st, "play Oracle", "use", "pass")
    assert st.current_seat == 1 and st.decision == "oracle_show"
    do(st, "reveal Queen", "reveal Elder")
    assert legal(st) == ["antechamber Queen", "antechamber Elder", "pass"]
    do(st, "antechamber Queen")
    assert [st.name(c) for c in st.ante[1]] == ["Queen"]


def test_impersonator_swaps_with_an_antechamber_card_and_is_worth_two():
    st = build(
        "imposter/fon-kickstarter-deck",
        hands=[["Impersonator", "Fool"], ["Soldier"]],
        court=["Sentry"],
        antechambers=[["Queen"], []],
    )
    assert legal(st) == ["play Queen", "swap Queen"]
    do(st, "swap Queen")
    assert legal(st) == ["play Impersonator"]
    do(st, "play Impersonator")
    assert st.throne_value() == 2 and "Queen" in hand(st, 0)


def test_condemned_assassin_comes_before_the_impersonator_swap_and_the_antechamber():
    # The Assassin's owner spends the turn removing it, like a King's Hand's owner would.
    st = build(
        "imposter/fon-kickstarter-deck",
        hands=[["Elder", "King's Hand"], ["Assassin", "Impersonator"]],
        court=["Sentry"],
        successors=["Princess", "Fool"],
        antechambers=[[], ["Queen"]],
    )
    do(st, "flip", "react Assassin", "react King's Hand")
    assert st.current_seat == 1 and legal(st) == ["remove Assassin"]
    do(st, "remove Assassin", "remove King's Hand")
    assert legal(st) == ["play Queen", "swap Queen"]


def test_elocutionist_lets_its_player_play_the_successor():
    st = build(
        "imposter/fon-kickstarter-deck",
        hands=[["Fool"], ["Soldier"]],
        court=["Elocutionist", "Sentry"],
        successors=["Mystic", None],
    )
    st.fon.played_by[st.court[0]] = 0
    st._legal = None
    assert "play successor" in legal(st)  # 7 + 2 beats the Sentry's 8
    do(st, "play successor")
    assert court(st)[-1] == "Mystic" and st.successor[0] is None
