"""One test per two-player FAQ answer of the rulebook (000_..., sections General, Base game
cards), each building the exact situation the question asks about."""

from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def test_faq_assassinated_with_no_cards_in_hand_still_gives_the_cards_left_point():
    # "I flipped my King but was assassinated with no cards in hand..." Yes: the Successor counts.
    st = build(
        hands=[[], ["Assassin", "Soldier"]],
        court=["Queen"],
        successors=["Princess", None],
        kings_up=[True, False],
    )
    do(st, "flip", "react Assassin")
    r = st.results[-1]
    assert r["winner"] == 1 and r["points"]["cards"] == 1


def test_faq_kings_hand_cannot_stop_the_queen():
    st = build(hands=[["Queen", "Fool"], ["King's Hand", "Soldier"]], court=["Elder"])
    do(st, "play Queen")
    assert st.decision == "turn" and st.current_seat == 1


def test_faq_kings_hand_can_stop_the_princess_only_when_her_ability_is_used():
    st = build(hands=[["Princess", "Fool"], ["King's Hand", "Soldier"]], court=["Elder"])
    do(st, "play Princess", "pass")
    assert st.decision == "turn"  # declined: no prompt
    st = build(hands=[["Princess", "Fool"], ["King's Hand", "Soldier"]], court=["Elder"])
    do(st, "play Princess", "choose 1")
    assert legal(st) == ["pass", "react King's Hand"]


def test_faq_princess_needs_a_card_in_each_hand_but_can_always_be_played():
    st = build(hands=[["Princess"], ["Soldier"]], court=["Elder"])
    assert "play Princess" in legal(st)
    do(st, "play Princess")
    assert st.decision == "turn" and st.current_seat == 1
    st = build(hands=[["Princess", "Fool"], []], court=["Elder"], successors=[None, "Queen"])
    do(st, "play Princess")
    assert st.decision == "turn" and st.current_seat == 1


def test_faq_after_mystic_names_eight_an_eight_may_still_be_played_on_cards_above_three():
    st = build(
        hands=[["Sentry", "Fool"], ["Soldier"]],
        court=["Elder", "Warlord"],
        disgraced=[0],
        mystic=8,
    )
    assert "play Sentry" in legal(st)  # 8 in hand, on a 7


def test_faq_mystic_affects_cards_everywhere():
    st = build(hands=[["Elder"], ["Soldier"]], court=["Queen"], mystic=3)
    assert legal(st) == ["flip"]  # the Elder in hand lost its Royalty permission


def test_faq_warlord_cannot_be_played_on_royalty():
    st = build(hands=[["Warlord", "Fool"], ["Soldier"]], court=["Queen"])
    assert "play Warlord" not in legal(st)


def test_faq_warlord_may_be_played_on_an_eight_when_royalty_is_in_court():
    st = build(hands=[["Warlord", "Fool"], ["Soldier"]], court=["Queen", "Sentry"])
    do(st, "play Warlord")
    assert st.throne_value() == 9


def test_faq_warlord_does_not_count_disgraced_royalty():
    st = build(hands=[["Warlord", "Fool"], ["Soldier"]], court=["Queen", "Sentry"], disgraced=[0])
    assert "play Warlord" not in legal(st)


def test_faq_card_played_with_the_oathbound_uses_its_ability():
    st = build(hands=[["Oathbound", "Inquisitor"], ["Queen", "Soldier"]], court=["Princess"])
    do(st, "play Oathbound", "play Inquisitor")
    assert st.decision == "inquire"


def test_faq_oathbound_from_the_antechamber_does_not_use_its_ability():
    st = build(hands=[["Fool"], ["Soldier"]], court=["Queen"], antechambers=[["Oathbound"], []])
    do(st, "play Oathbound")
    assert court(st) == ["Queen", "Oathbound"]


def test_faq_oathbound_cannot_be_the_last_card_on_a_higher_card():
    st = build(hands=[["Oathbound"], ["Soldier"]], court=["Mystic"])
    assert "play Oathbound" not in legal(st)


def test_faq_soldier_may_disgrace_itself():
    st = build(hands=[["Soldier", "Fool"], ["Queen"]], court=["Elder"])
    do(st, "play Soldier", "name Queen", "pass", "disgrace Soldier", "done")
    assert court(st) == ["Elder", "[Soldier]"]


def test_faq_judge_lets_you_play_a_card_you_normally_could_not():
    st = build(hands=[["Judge", "Assassin", "Fool"], ["Queen", "Princess"]], court=["Elder"])
    do(st, "play Judge", "name Queen", "pass", "antechamber Assassin", "play Queen")
    assert legal(st) == ["play Assassin"]  # onto the Queen, ignoring values


def test_faq_assassin_cannot_be_used_from_the_antechamber():
    st = build(
        hands=[["Elder"], ["Soldier"]],
        court=["Queen"],
        antechambers=[[], ["Assassin"]],
        successors=["Fool", None],
    )
    do(st, "flip")
    assert not st.round_over and st.king_up[0] is False


def test_faq_kings_hand_may_stop_a_card_that_does_not_target_you():
    st = build(
        hands=[["Mystic", "Fool"], ["King's Hand", "Soldier"]],
        court=["Elder"],
        disgraced=[0],
    )
    do(st, "play Mystic", "name 1")
    assert legal(st) == ["pass", "react King's Hand"]


def test_faq_kings_hand_cannot_be_used_on_a_king():
    st = build(hands=[["Fool"], ["King's Hand", "Soldier"]], court=["Queen"])
    do(st, "flip")
    assert "react King's Hand" not in legal(st)


def test_faq_flip_on_a_disgraced_throne_just_takes_the_successor():
    st = build(
        hands=[["Fool"], ["Soldier"]], court=["Queen"], disgraced=[0], successors=["Elder", None]
    )
    do(st, "flip", "pass")
    assert court(st) == ["[Queen]"] and hand(st, 0) == ["Elder", "Fool"]


def test_faq_you_may_look_again_at_what_you_learned_if_it_cannot_have_changed():
    st = build(
        hands=[["Princess", "Fool", "Elder"], ["Soldier", "Queen"]],
        court=["Sentry"],
        successors=[None, "Judge"],
    )
    do(st, "play Princess", "choose 1", "pass", "give Fool", "give Queen")
    # Seat 0 gave the Fool: it still knows seat 1 holds it, and seat 1 knows about the Queen.
    assert st.view(0)["seats"][1]["known"] == ["Fool"]
    assert st.view(1)["seats"][0]["known"] == ["Queen"]
    do(st, "flip", "pass")  # seat 1 takes an unseen Successor: the Fool is still there
    assert st.view(0)["seats"][1]["known"] == ["Fool"]


def test_faq_reactions_are_declared_starting_with_the_next_player():
    st = build(hands=[["Elder", "King's Hand"], ["Assassin", "Soldier"]], court=["Queen"],
               successors=["Fool", None])  # fmt: skip
    do(st, "flip")
    assert st.current_seat == 1  # the Assassin's owner answers the flip first
    do(st, "react Assassin")
    assert st.current_seat == 0  # then the flipper may answer the Assassin


def test_faq_set_value_beats_adds_and_adds_combine():
    # The Warlord (+2 with Royalty) under a Mystic naming 7 is a flat 3 in the Court.
    st = build(hands=[["Fool"], ["Soldier"]], court=["Queen", "Warlord"], mystic=7)
    assert st.court_value(st.court[-1]) == 3
    st = build(hands=[["Fool"], ["Soldier"]], court=["Queen", "Warlord"])
    assert st.court_value(st.court[-1]) == 9
