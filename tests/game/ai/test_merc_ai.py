"""The AI in Cutthroat Mercenaries and 2v2 Mercenaries: a legal move from every new rule, the
rules' choices in set-up situations, whole rounds between computer seats, and hints."""

import re

import pytest

from game.ai import imposter_knowledge as ik
from game.ai.imposter_hints import describe
from game.ai.imposter_knowledge import BUDGETS, policy
from game.ai.imposter_policy_mercenaries import MERC_RULES_UNGUARDED, bid_to_win
from game.ai.imposter_policy_party import PARTY_RULES_UNGUARDED
from game.ai.knowledge import budget_of
from game.ai.players import SearchPlayer, make_player
from game.ai.search import Budget, search
from game.core.actions import Action
from game.core.registry import new_match
from game.core.rng import Rng

CT = "imposter/cutthroat-mercenaries"
TWO = "imposter/2v2-mercenaries"
MODES = (CT, TWO)
TINY = Budget(iterations=8, early_stop=False)
# The new decisions every mode's rounds meet within a few dozen random rounds.
KINDS = {
    CT: {
        "bid",
        "bid_tie",
        "merc_swap",
        "merc_muster",
        "merc_enlist",
        "merc_discard",
        "merc_restore",
    },
    TWO: {
        "bid",
        "extra",
        "raise",
        "merc_swap",
        "merc_muster",
        "merc_enlist",
        "merc_discard",
        "merc_restore",
        "arbiter_target",
        "arbiter_guess",
        "arbiter_give",
    },
}


@pytest.mark.parametrize("mode_id", MODES)
def test_every_new_rule_gives_a_legal_move_at_every_frame_of_random_rounds(mode_id):
    """Random play reaches each new frame, rare ones (a tie, a Recommission) too; there each
    rule, unguarded (an error fails the test), picks a legal move at two temperatures."""
    rng = Rng(3)
    met = set()
    for seed in range(30):
        st = new_match(mode_id, 200 + seed)
        while not st.round_over:
            legal = st.legal_actions()
            frame = st.stack[-1]
            rule = MERC_RULES_UNGUARDED.get(frame[0])
            if rule is not None:
                met.add(frame[0])
                for temperature in (0.0, 0.8):
                    pick = rule(st, frame[1], frame, legal, Rng(seed), temperature)
                    assert pick in legal, (frame, pick)
            st.apply(rng.choice(legal))
    assert KINDS[mode_id] <= met


@pytest.mark.parametrize("mode_id", MODES)
def test_the_rollout_policy_plays_whole_matches_with_the_rules_unguarded(mode_id, monkeypatch):
    monkeypatch.setattr(
        ik, "_RULES", {**ik._RULES, **PARTY_RULES_UNGUARDED, **MERC_RULES_UNGUARDED}
    )
    rng = Rng(5)
    for seed in range(2):
        st = new_match(mode_id, 300 + seed)
        while not st.match_over:
            action = policy(st, rng, 0.8, 0.0)
            assert action in st.legal_actions(), (st.decision, action)
            st.apply(action)
        assert max(st.scores) >= 7


def _at(mode_id: str, kind: str, seed: int = 1, pick=None):
    """The first state of a random round whose decision is ``kind`` (``pick`` chooses the moves
    before it; a uniform choice by default)."""
    rng = Rng(seed)
    for attempt in range(40):
        st = new_match(mode_id, seed * 100 + attempt)
        while not st.round_over:
            if st.decision == kind:
                return st
            legal = st.legal_actions()
            st.apply(pick(st, legal) if pick else rng.choice(legal))
    raise AssertionError(f"no {kind} frame")


def _ids(st, labels):
    """Card ids for ``labels``, distinct copies for repeats."""
    out = []
    for lb in labels:
        out.append(
            next(c for c in range(len(st.cards)) if st.cards[c].label == lb and c not in out)
        )
    return out


def _rule(st, legal=None):
    frame = st.stack[-1]
    legal = legal if legal is not None else st.legal_actions()
    return MERC_RULES_UNGUARDED[frame[0]](st, frame[1], frame, legal, Rng(1), 0.0)


def test_a_bid_to_win_puts_down_the_best_cards_below_the_mercenaries():
    st = _at(CT, "bid")
    s = st.current_seat
    st.merc.area = _ids(st, ["Exile", "Conspiracist", "Lockshift", "Stranger", "Aegis"])
    st.hands[s] = _ids(st, ["Warlord", "Oathbound", "Judge", "Fool", "Queen", "Assassin"])
    assert bid_to_win(st, s)  # Exile 8, Conspiracist 6, Lockshift 5 for 7, 6 and 5: +1, 0, 0
    assert _rule(st) == Action("bid", "Warlord")


def test_without_mercenaries_worth_it_the_bid_is_the_cheapest_cards_never_a_reaction():
    st = _at(CT, "bid")
    s = st.current_seat
    st.merc.area = _ids(st, ["Flag Bearer", "Stranger", "Aegis", "Nakturn", "Ancestor"])
    st.hands[s] = _ids(st, ["Warlord", "Assassin", "Judge", "Elder", "Queen", "Princess"])
    assert not bid_to_win(st, s)
    assert _rule(st) == Action("bid", "Elder")


def _at_raise(seat_total, partner_total, opp_totals, extra="Warlord"):
    st = _at(TWO, "raise")
    s = st.current_seat
    q = st.partner(s)
    opps = st.opponents(s)
    st.merc.totals[s], st.merc.totals[q] = seat_total, partner_total
    for o, t in zip(opps, opp_totals, strict=True):
        st.merc.totals[o] = t
    st.party.partner_card[s] = _ids(st, [extra])
    st.merc.originals[s] = _ids(st, ["Fool", "Elder", "Zealot"])
    st.merc.extra_up[s] = []
    st.merc.area = _ids(st, ["Exile", "Conspiracist", "Lockshift", "Stranger", "Aegis"])
    return st


def test_a_raise_that_takes_the_lead_for_mercenaries_worth_it_is_made():
    st = _at_raise(10, 8, (14, 12))  # 10 + the Warlord's 7 = 17 beats 14
    assert _rule(st, [Action("raise"), Action("pass")]) == Action("raise")


def test_partners_do_not_raise_against_each_other_or_in_vain():
    leading = _at_raise(10, 16, (14, 12))  # the partner's 16 leads already
    assert _rule(leading, [Action("raise"), Action("pass")]) == Action("pass")
    short = _at_raise(5, 8, (14, 12))  # 5 + 7 = 12 stays below 14
    assert _rule(short, [Action("raise"), Action("pass")]) == Action("pass")


def test_a_tie_goes_to_the_true_king_itself_then_the_fewest_points():
    st = _at(CT, "merc_swap")
    tk = st.true_king
    others = [o for o in range(st.n) if o != tk]
    st.scores = [0, 0, 0]
    st.scores[others[0]] = 3
    frame = ("bid_tie", tk, *others)
    legal = [Action("winner", str(o)) for o in others]
    rule = MERC_RULES_UNGUARDED["bid_tie"]
    assert rule(st, tk, frame, legal, Rng(1), 0.0) == Action("winner", str(others[1]))
    both = [Action("winner", str(o)) for o in (tk, others[0])]
    assert rule(st, tk, ("bid_tie", tk, tk, others[0]), both, Rng(1), 0.0) == both[0]


def test_the_free_swap_takes_the_biggest_gain_then_stops():
    st = _at(CT, "merc_swap")
    w = st.current_seat
    st.merc.area = _ids(st, ["Exile", "Stranger", "Aegis", "Flag Bearer", "Nakturn"])
    st.merc.originals[w] = _ids(st, ["Fool", "Queen", "Judge"])
    st.merc.extra_up[w] = []
    pick = _rule(st, _swaps(st, w))
    assert pick == Action("swap", "Fool/Exile")
    st.merc.area = _ids(st, ["Stranger", "Flag Bearer"])
    st.merc.originals[w] = _ids(st, ["Queen", "Judge"])
    assert _rule(st, _swaps(st, w)) == Action("done")


def _swaps(st, w):
    area = st.labels(st.merc.area)
    give = st.labels(st.merc.originals[w])
    return [Action("swap", f"{a}/{b}") for a in give for b in area] + [Action("done")]


def _muster_state():
    st = _at(CT, "merc_muster")
    s = st.current_seat
    st.fon.facet[s] = "Master Tactician"  # a King chosen already: the rule leaves Kings alone
    return st, s


def _muster_legal(st, s):
    return (
        [Action("recruit", lb) for lb in st.labels(st.merc.originals[s])]
        + [Action("hire", lb) for lb in st.labels(st.merc.area)]
        + [Action("done")]
    )


def test_mustering_hires_a_mercenary_that_beats_the_bid_card_by_more_than_the_exhaust():
    st, s = _muster_state()
    st.merc.area = _ids(st, ["Exile", "Stranger"])
    st.merc.originals[s] = _ids(st, ["Fool", "Queen", "Princess"])
    st.fon.army[s] = _ids(st, ["Army Elder", "Army Soldier"])
    # Exile 8 - Fool 1 - Elder 3 = 4; Recruit: Soldier 5 - Fool 1 - 1 = 3.
    assert _rule(st, _muster_legal(st, s)) == Action("hire", "Exile")


def test_mustering_recruits_from_the_army_when_no_mercenary_is_worth_the_exhaust():
    st, s = _muster_state()
    st.merc.area = _ids(st, ["Aegis", "Stranger"])
    st.merc.originals[s] = _ids(st, ["Fool", "Queen", "Princess"])
    st.fon.army[s] = _ids(st, ["Army Elder", "Army Oathbound"])
    assert _rule(st, _muster_legal(st, s)) == Action("recruit", "Fool")
    st.merc.originals[s] = _ids(st, ["Queen", "Princess"])
    assert _rule(st, _muster_legal(st, s)) == Action("done")


def test_a_recommissioned_card_is_lent_only_to_a_partner_with_the_smaller_army():
    st = _at(TWO, "merc_muster")
    s = st.current_seat
    q = st.partner(s)
    oath, elder = _ids(st, ["Army Oathbound", "Army Elder"])
    frame = ("merc_restore", s, (oath, elder))
    legal = [Action(v, lb) for v in ("restore", "lend") for lb in ("Army Oathbound", "Army Elder")]
    rule = MERC_RULES_UNGUARDED["merc_restore"]
    st.fon.army[s] = _ids(st, ["Army Judge"])
    st.fon.army[q] = _ids(st, ["Army Judge", "Army Soldier", "Army Inquisitor"])
    assert rule(st, s, frame, legal, Rng(1), 0.0) == Action("restore", "Army Oathbound")
    st.fon.army[q] = []
    assert rule(st, s, frame, legal, Rng(1), 0.0) == Action("lend", "Army Oathbound")


def test_the_arbiter_guesses_higher_and_gives_its_cheapest_card():
    st = _at(TWO, "turn")
    s = st.current_seat
    target = st.opponents(s)[0]
    st.hands[s] = _ids(st, ["Fool", "Queen", "Judge"])
    st.known[s][target] = ["Princess"]
    st.hands[target] = _ids(st, ["Princess"])
    rule = MERC_RULES_UNGUARDED
    frame = ("arbiter_guess", s, 0, False, target)
    said = rule["arbiter_guess"](st, s, frame, [Action("guess", "higher"), Action("guess", "lower")],
                                 Rng(1), 0.0)  # fmt: skip
    assert said == Action("guess", "higher")
    give = [Action("give", lb) for lb in ("Fool", "Queen", "Judge")]
    assert rule["arbiter_give"](
        st, s, ("arbiter_give", s, target, "higher"), give, Rng(1), 0.0
    ) == (Action("give", "Fool"))
    # Told "lower" (the Princess, 9, is below nothing in hand): give the lowest card all the same.
    assert rule["arbiter_give"](st, s, ("arbiter_give", s, target, "lower"), give, Rng(1), 0.0) == (
        Action("give", "Fool")
    )


def test_the_arbiter_exchanges_with_the_hand_it_knows_to_be_worth_most():
    st = _at(TWO, "turn")
    s = st.current_seat
    a, b = st.opponents(s)
    st.known[s][a] = ["Fool"]
    st.hands[a] = _ids(st, ["Fool"])
    st.known[s][b] = ["Queen"]
    st.hands[b] = _ids(st, ["Queen"])
    legal = [Action("choose", str(a)), Action("choose", str(b))]
    frame = ("arbiter_target", s, 0, False)
    assert MERC_RULES_UNGUARDED["arbiter_target"](st, s, frame, legal, Rng(1), 0.0) == legal[1]


@pytest.mark.parametrize("mode_id", MODES)
def test_search_and_heuristic_seats_play_a_whole_round_legally(mode_id):
    n = new_match(mode_id, 1).num_seats
    for players in (
        [SearchPlayer(s, TINY, "hard") for s in range(n)],
        [make_player("easy" if s % 2 else "random", s) for s in range(n)],
    ):
        st = new_match(mode_id, 9)
        kinds = set()
        while not st.round_over:
            seat = st.current_seat
            kinds.add(st.decision)
            action = players[seat].choose(st, seat)
            assert action in st.legal_actions(), (st.decision, action)
            st.apply(action)
        assert st.results and {"bid", "merc_muster", "turn"} <= kinds


@pytest.mark.parametrize("mode_id", MODES)
def test_a_world_of_the_seats_information_set_gets_the_same_decision(mode_id):
    rng = Rng(7)
    checked = set()
    st = new_match(mode_id, 21)
    while not st.round_over and len(checked) < 6:
        kind = st.decision
        if kind in MERC_RULES_UNGUARDED and kind not in checked and len(st.legal_actions()) > 1:
            checked.add(kind)
            seat = st.current_seat
            twin = st.determinize(seat, rng)
            assert twin.view(seat) == st.view(seat)
            assert make_player("easy", 4).choose(st, seat) == make_player("easy", 4).choose(
                twin, seat
            )
            assert (
                search(st, seat, TINY, seed=2).choices == search(twin, seat, TINY, seed=2).choices
            )
        st.apply(rng.choice(st.legal_actions()))
    assert {"bid", "merc_muster"} <= checked


def test_the_mercenary_modes_have_their_own_budgets():
    for mode_id in MODES:
        st = new_match(mode_id, 1)
        for level in ("normal", "hard", "expert"):
            assert budget_of(level, st) == BUDGETS[mode_id][level]
    assert budget_of("hard", new_match("imposter/cutthroat", 1)).iterations == 350


@pytest.mark.parametrize("mode_id", MODES)
def test_a_hint_at_each_new_decision_is_legal_and_in_table_words(mode_id):
    from game.ai.hints import hint

    rng = Rng(4)
    hinted = set()
    for seed in range(6):
        st = new_match(mode_id, 40 + seed)
        while not st.round_over:
            kind = st.decision
            legal = st.legal_actions()
            if kind in MERC_RULES_UNGUARDED and kind not in hinted and len(legal) > 1:
                hinted.add(kind)
                seat = st.current_seat
                action, reason = hint(st, seat, seed=1, budget=Budget(12))
                assert action in legal
                assert reason.endswith(".") and "\n" not in reason
                assert "@" not in reason and "/" not in reason and "None" not in reason
                assert not re.search(r"\d:\S", reason)
                said = describe(st, seat, action)
                assert said and "@" not in said and "/" not in said
                assert not reason.lower().startswith(said.lower())
            st.apply(policy(st, rng, 0.8, 0.0))
    assert {"bid", "merc_swap", "merc_muster"} <= hinted


def test_every_new_move_has_its_own_table_words():
    st = _at(TWO, "merc_swap")
    w = st.current_seat
    words = {describe(st, w, a) for a in st.legal_actions()}
    assert all("/" not in t and "@" not in t for t in words)
    assert "keep the rest of your bid cards" in words
    swap = next(a for a in st.legal_actions() if a.verb == "swap")
    give, _, take = swap.arg.partition("/")
    assert describe(st, w, swap) == (
        f"give up the {give.partition('@')[0]} for the Mercenary {take.partition('@')[0]}"
    )
    st = _at(TWO, "raise")
    s = st.current_seat
    assert describe(st, s, Action("raise")) == "reveal your extra card to raise your bid"
    assert describe(st, s, Action("pass")) == "keep it hidden"


def test_swap_and_bid_reasons_claim_a_gain_only_when_there_is_one():
    from game.ai import imposter_hints

    st = _at(CT, "merc_swap")
    w = st.current_seat
    st.merc.area = _ids(st, ["Exile", "Stranger"])
    st.merc.originals[w] = _ids(st, ["Fool", "Queen"])
    why = imposter_hints._BY_DECISION["merc_swap"]
    assert why(st, w, Action("swap", "Fool/Exile"), None, None) == [
        "the Exile (8) is worth more than the Fool (1)"
    ]
    assert (
        "ability is worth more here than the 1 point"
        in why(st, w, Action("swap", "Queen/Exile"), None, None)[0]
    )
    st = _at(CT, "bid")
    s = st.current_seat
    st.merc.area = _ids(st, ["Flag Bearer", "Stranger", "Aegis", "Nakturn", "Ancestor"])
    st.hands[s] = _ids(st, ["Warlord", "Judge", "Elder", "Queen"])
    bid = imposter_hints._BY_DECISION["bid"]
    assert "the cheapest card to show" in bid(st, s, Action("bid", "Elder"), None, None)[0]
    assert bid(st, s, Action("bid", "Queen"), None, None)[0].startswith("the Queen adds 9")
