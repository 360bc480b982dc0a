"""Every base card in three and four seats: "an opponent", "a player", "every other player"
(card texts; rulebook FAQ on partners), and knocked-out seats are never chosen."""

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.imposter import invariants
from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal, names

CUT = "imposter/cutthroat"
TEAMS = "imposter/2v2"


def _react_pass(st):
    while st.decision == "react":
        do(st, "pass")


# ----- Judge: one chosen opponent ------------------------------------------------------------


def _judge(mode=CUT, **kw):
    hands = {
        CUT: [["Judge", "Elder", "Queen"], ["Zealot", "Fool"], ["Soldier", "Assassin"]],
        TEAMS: [["Judge", "Elder", "Queen"], ["Zealot"], ["Fool"], ["Soldier"]],
    }[mode]
    return build(mode, hands=kw.pop("hands", hands), court=["Inquisitor"], **kw)


def test_judge_player_chooses_which_opponent_to_guess_at():
    st = _judge()
    do(st, "play Judge")
    assert (st.decision, legal(st)) == ("judge_target", ["choose 1", "choose 2"])
    do(st, "choose 2")
    assert st.decision == "judge" and "pass" not in legal(st)


def test_judge_guess_is_about_the_chosen_opponent_only():
    st = _judge()
    do(st, "play Judge", "choose 2", "name Zealot")
    _react_pass(st)
    assert st.decision == "turn"  # seat 1 holds the Zealot, but the guess was at seat 2
    assert "Zealot" in st.view(0)["seats"][2]["lacks"]
    st = _judge()
    do(st, "play Judge", "choose 2", "name Soldier")
    _react_pass(st)
    assert st.decision == "judge_ante"


def test_judge_never_guesses_at_the_partner():
    st = _judge(TEAMS)
    do(st, "play Judge")
    assert legal(st) == ["choose 1", "choose 3"]


def test_judge_with_one_opponent_left_asks_no_target():
    st = _judge(out=[1])
    do(st, "play Judge")
    assert st.decision == "judge" and st.stack[-1][4] == 2


def test_judge_kings_hand_window_comes_after_the_opponent_and_the_name():
    st = _judge(hands=[["Judge", "Elder"], ["King's Hand"], ["Soldier"]])
    do(st, "play Judge", "choose 2")
    assert st.decision == "judge"
    do(st, "name Soldier")
    assert st.decision == "react" and st.view(1)["trigger"][-2:] == [2, "Soldier"]


def test_judge_target_on_the_partner_is_illegal_and_changes_nothing():
    st = _judge(TEAMS)
    do(st, "play Judge")
    before = st.snapshot()
    with pytest.raises(IllegalAction):
        st.apply("choose 2")
    assert st.snapshot() == before


# ----- Inquisitor: every other player, the partner included -----------------------------------


def test_inquisitor_affects_the_partner_in_2v2():
    # Rulebook FAQ: "Does the Inquisitor affect my partner in 2v2? Yes."
    st = build(
        TEAMS,
        hands=[["Inquisitor", "Queen"], ["Soldier", "Fool"], ["Soldier", "Elder"], ["Zealot"]],
        court=["Elder"],
    )
    do(st, "play Inquisitor", "name Soldier")
    _react_pass(st)
    assert names(st, st.ante[1]) == ["Soldier"] and names(st, st.ante[2]) == ["Soldier"]
    assert "Soldier" in st.view(0)["seats"][3]["lacks"]


def test_inquisitor_skips_knocked_out_seats():
    st = build(
        CUT,
        hands=[["Inquisitor", "Queen"], ["Soldier", "Fool"], ["Soldier", "Elder"]],
        court=["Elder"],
        out=[2],
    )
    do(st, "play Inquisitor", "name Soldier")
    _react_pass(st)
    assert st.ante[2] == [] and names(st, st.ante[1]) == ["Soldier"]


# ----- Soldier: any opponent ------------------------------------------------------------------


def test_soldier_hits_when_any_opponent_holds_the_name():
    st = build(
        CUT, hands=[["Soldier", "Fool"], ["Zealot"], ["Queen", "Elder"]], court=["Inquisitor"]
    )
    do(st, "play Soldier", "name Queen")
    _react_pass(st)
    assert st.decision == "disgrace" and st.throne_value() == 7


def test_soldier_partner_holding_the_name_does_not_count():
    st = build(
        TEAMS,
        hands=[["Soldier", "Fool"], ["Zealot"], ["Queen"], ["Elder"]],
        court=["Inquisitor"],
    )
    do(st, "play Soldier", "name Queen")
    _react_pass(st)
    assert st.decision == "turn" and st.current_seat == 1
    # Only the opponents' hands were asked about: the partner's Queen stays unknown to them.
    assert "Queen" not in st.view(1)["seats"][2]["lacks"]
    assert "Queen" in st.view(2)["seats"][1]["lacks"]


# ----- Princess: any player with cards, the partner included -----------------------------------


def test_princess_may_choose_any_player_with_cards_partner_included():
    st = build(
        TEAMS,
        hands=[["Princess", "Fool"], ["Zealot"], ["Elder"], []],
        court=["Inquisitor"],
    )
    do(st, "play Princess")
    assert legal(st) == ["choose 1", "choose 2", "pass"]  # seat 3 has no cards


def test_princess_never_chooses_a_knocked_out_seat():
    st = build(
        CUT, hands=[["Princess", "Fool"], ["Zealot"], ["Elder"]], court=["Inquisitor"], out=[1]
    )
    do(st, "play Princess")
    assert legal(st) == ["choose 2", "pass"]


def test_princess_swap_with_one_player_is_hidden_from_the_third():
    st = build(
        CUT, hands=[["Princess", "Fool"], ["Zealot", "Elder"], ["Queen"]], court=["Inquisitor"]
    )
    do(st, "play Princess", "choose 1")
    _react_pass(st)
    events = do(st, "give Fool", "give Elder")
    assert hand(st, 0) == ["Elder"] and hand(st, 1) == ["Fool", "Zealot"]
    assert all(e.for_seat(2).card is None for e in events if e.kind == "move")
    assert st.view(0)["seats"][1]["known"] == ["Fool"] and st.view(2)["seats"][1]["known"] == []


# ----- Warden, Sentry, Fool, Mystic, Queen: nothing assumes two players ------------------------


def test_warden_counts_itself_toward_four_face_up_cards():
    # Rulebook FAQ: "Does the Warden count itself toward its four face-up cards? Yes."
    st = build(
        CUT,
        hands=[["Warden", "Fool"], ["Zealot"], ["Elder"]],
        court=["Elder", "Inquisitor", "Soldier"],
        accused="Queen",
    )
    do(st, "play Warden")
    assert legal(st) == ["exchange", "pass"]
    do(st, "exchange")
    _react_pass(st)
    do(st, "give Fool")
    assert st.name(st.accused) == "Fool" and hand(st, 0) == ["Queen"]


def test_warden_needs_four_face_up_cards():
    st = build(
        CUT,
        hands=[["Warden", "Fool"], ["Zealot"], ["Elder"]],
        court=["Elder", "Inquisitor", "Soldier"],
        disgraced=[0],
        accused="Queen",
    )
    do(st, "play Warden")
    assert st.decision == "turn" and st.current_seat == 1


def test_fool_takes_a_card_another_player_played():
    st = build(
        CUT,
        hands=[["Fool", "Queen"], ["Zealot"], ["Elder"]],
        court=["Inquisitor", "Soldier", "Elder"],
        disgraced=[2],
    )
    do(st, "play Fool")
    assert legal(st) == ["take Inquisitor", "take Soldier", "pass"]
    do(st, "take Inquisitor")
    _react_pass(st)
    assert "Inquisitor" in hand(st, 0) and st.view(2)["seats"][0]["known"] == ["Inquisitor"]


def test_sentry_exchange_in_three_players():
    st = build(
        CUT, hands=[["Sentry", "Fool"], ["Zealot"], ["Elder"]], court=["Inquisitor", "Soldier"]
    )
    do(st, "play Sentry", "exchange Inquisitor")
    _react_pass(st)
    do(st, "give Fool")
    assert court(st) == ["Fool", "Soldier", "[Sentry]"] and hand(st, 0) == ["Inquisitor"]


def test_mystic_mutes_that_value_in_every_hand():
    st = build(
        CUT,
        hands=[["Mystic", "Fool"], ["King's Hand", "Zealot"], ["Assassin", "Elder"]],
        court=["Inquisitor", "Soldier"],
        disgraced=[0],
    )
    do(st, "play Mystic", "name 2")
    _react_pass(st)  # seat 1's King's Hand passes
    assert st.mystic == 2 and st.is_muted(st.hands[2][0])


def test_queen_disgraces_every_other_card_whoever_played_them():
    st = build(
        CUT, hands=[["Queen", "Fool"], ["Zealot"], ["Elder"]], court=["Elder", "Soldier", "Judge"]
    )
    do(st, "play Queen")
    assert court(st) == ["[Elder]", "[Soldier]", "[Judge]", "Queen"] and st.current_seat == 1


# ----- seeded random play reaches every new decision, with views and search worlds agreeing ---

NEW_KINDS = {"judge_target", "executioner", "condemn", "herald_place", "herald_play", "spy_order"}


@pytest.mark.parametrize("mode_id", [CUT, TEAMS])
def test_random_play_reaches_every_new_card_decision_and_stays_consistent(mode_id):
    rng, seen, game = Rng(11), set(), 0
    while seen != NEW_KINDS and game < 60:
        st = ImposterState(mode_id, game)
        game += 1
        for _ in range(3000):
            if st.match_over:
                break
            kind = st.decision
            if kind in NEW_KINDS or kind == "spy_swap":
                seen.add(kind)
                for seat in range(st.n):  # what each seat sees, every world of it agrees with
                    assert st.determinize(seat, rng).view(seat) == st.view(seat)
            actions = st.legal_actions()
            st.apply(actions[rng.randrange(len(actions))])
            invariants.check(st)
    assert NEW_KINDS <= seen


def test_the_assassin_owner_keeping_redeals_though_it_knew_a_name_in_the_victims_hand():
    # A name seat 1 knew in the victim's hand is answered by the victim's own card, which it is
    # looking at: the redeal must not set aside another copy for it (the other Judge here).
    st = build(
        CUT,
        hands=[["Judge", "Fool"], ["Assassin", "Elder"], ["Judge", "Zealot"]],
        successors=["Queen", None, None],
        court=["Soldier"],
        accused="King's Hand",
    )
    st.learn_holds(0, "Judge", True)
    do(st, "flip", "react Assassin")
    _react_pass(st)
    assert st.decision == "assassin_keep" and st.current_seat == 1
    for key in range(10):
        assert st.determinize(1, Rng(key)).view(1) == st.view(1)
