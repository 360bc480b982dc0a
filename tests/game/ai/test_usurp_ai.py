"""The Usurp the King AI: it plugs in, reads only its seat's view, plays every mode legally and
quickly, knows the obvious tactics, and picks from the king-maker's restricted moves."""

import pytest

from game.ai.knowledge import budget_for, knowledge_for
from game.ai.players import HeuristicPlayer, SearchPlayer, make_player
from game.ai.search import Budget, search
from game.ai.usurp_hints import WORDS
from game.ai.usurp_knowledge import (
    KNOWLEDGE,
    NOBODY_VALUE,
    OBJECTIVE_BONUS,
    ROOT_KEEP,
    UsurpKnowledge,
    game_values,
    policy,
)
from game.core.actions import Action
from game.core.registry import new_match
from game.core.rng import Rng
from game.usurp.positions import build, cid
from game.usurp.rules import base_legal

MODES = ("usurp/2p", "usurp/3p", "usurp/4p", "usurp/5p", "usurp/teams-6", "usurp/teams-8")
SMALL = Budget(iterations=40, early_stop=False)


def hard(seed: int, mode: str = "usurp/2p") -> SearchPlayer:
    """Hard's iterations for ``mode`` without its clock, so a loaded machine changes nothing."""
    seats = new_match(mode, 1).num_seats
    return SearchPlayer(seed, Budget(budget_for("hard", seats, mode).iterations), "hard")


def positions(mode: str, seed: int, count: int, skip: int = 2, options=None):
    """Real positions reached by random play (placements, Books to fill, Spies and the rest)."""
    rng = Rng(seed)
    st = new_match(mode, seed, options)
    found = []
    steps = 0
    while len(found) < count:
        if st.match_over:
            st = new_match(mode, seed + 1000 + steps, options)
        steps += 1
        if steps % skip == 0 and len(st.legal_actions()) > 1:
            found.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return found


def test_the_registry_gives_the_usurp_knowledge():
    st = new_match("usurp/3p", 1)
    assert knowledge_for(st) is KNOWLEDGE
    assert isinstance(KNOWLEDGE, UsurpKnowledge) and KNOWLEDGE.match_target == 1


@pytest.mark.parametrize("mode", MODES)
def test_every_table_has_its_own_budgets_hard_above_normal(mode):
    seats = new_match(mode, 1).num_seats
    normal, hard = budget_for("normal", seats, mode), budget_for("hard", seats, mode)
    assert normal.iterations < hard.iterations < budget_for("expert", seats, mode).iterations


def _finished(mode, seed, options=None):
    st = new_match(mode, seed, options)
    rng = Rng(seed)
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_the_winning_family_is_worth_one_to_each_of_its_seats():
    for seed in range(40):
        st = _finished("usurp/teams-6", seed)
        values = game_values(st)
        if st.winner is None:
            assert values == [NOBODY_VALUE] * 6
        else:
            assert values == [1.0 if s % 3 == st.winner else 0.0 for s in range(6)]
            assert values[st.winner] == values[st.winner + 3] == 1.0  # partners share it
    root = KNOWLEDGE.root(new_match("usurp/teams-6", 1))
    assert root.team(None) is None and root.team(4) == root.team(1)


def test_with_the_tutorial_winning_still_comes_first():
    for seed in range(30):
        st = _finished("usurp/3p", seed, {"tutorial": "on"})
        values = game_values(st)
        met = {s: o["met"] for s, o in st.result["objectives"].items()}
        for s in range(3):
            won = st.winner == s
            base = 1.0 if won else NOBODY_VALUE if st.winner is None else 0.0
            assert values[s] == pytest.approx((base + OBJECTIVE_BONUS * met[s]) / 1.1)
    # A win without the objective beats a loss with it by far.
    assert 1 / (1 + OBJECTIVE_BONUS) > 3 * (NOBODY_VALUE + OBJECTIVE_BONUS) / (1 + OBJECTIVE_BONUS)


@pytest.mark.parametrize("mode", MODES)
def test_a_sampled_world_has_the_view_of_the_seat_that_samples(mode):
    for st in positions(mode, 3, 12, skip=3):
        for seat in {st.current_seat, 0, st.num_seats - 1}:
            rng = Rng(seat + 5)
            for _ in range(3):
                world = KNOWLEDGE.determinize(st, seat, rng)
                assert world.view(seat) == st.view(seat), (st.decision, seat)


def _hidden_twin(st, seat, owners=None):
    """A state ``seat`` cannot tell from ``st``: for another player (one of ``owners``, if
    given), a card under its Book and a card in its hand change places."""
    twin = st.clone()
    for b, h in st.under.items():
        owner = st.holder[b]
        if st.sees_under(seat, b) or not st.hands[owner]:
            continue
        if owners is not None and owner not in owners:
            continue
        x = next((c for c in st.hands[owner] if c % 10 != 1), None)  # never an Agent there
        if x is None:
            continue
        twin.hands[owner] = sorted([c for c in st.hands[owner] if c != x] + [h])
        twin.under[b] = x
        del twin.book_of[h]
        twin.book_of[x] = b
        twin.loc[x], twin.loc[h] = -1, 0
        twin.holder[x], twin.holder[h] = owner, owner
        twin._legal = None
        return twin
    return None


def test_a_hidden_book_card_is_never_read():
    found = 0
    for st in positions("usurp/3p", 8, 400, skip=1):
        if st.decision not in ("spy", "agent", "betrayal") or not st.under:
            continue
        seat = st.current_seat
        twin = _hidden_twin(st, seat)
        if twin is None:
            continue
        assert twin.snapshot() != st.snapshot() and twin.view(seat) == st.view(seat)
        a = search(st, seat, SMALL, 4)
        b = search(twin, seat, SMALL, 4)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]
        assert HeuristicPlayer(2).choose(st, seat) == HeuristicPlayer(2).choose(twin, seat)
        found += 1
        if found == 4:
            break
    assert found == 4


def test_a_teammates_hidden_book_card_is_never_read():
    found = 0
    for st in positions("usurp/teams-6", 9, 600, skip=1):
        if st.decision not in ("spy", "agent", "betrayal") or not st.under:
            continue
        seat = st.current_seat
        twin = _hidden_twin(st, seat, owners=(st.teammate(seat),))
        if twin is None:
            continue
        assert twin.snapshot() != st.snapshot() and twin.view(seat) == st.view(seat)
        a = search(st, seat, SMALL, 4)
        b = search(twin, seat, SMALL, 4)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]
        found += 1
        if found == 2:
            break
    assert found == 2


def test_how_another_family_split_its_cards_is_never_read():
    checked = 0
    for st in positions("usurp/teams-6", 5, 5, skip=2):
        seat = st.current_seat
        a_seat = (st.family_of(seat) + 1) % 3
        b_seat = a_seat + 3
        if not st.hands[a_seat] or not st.hands[b_seat]:
            continue
        twin = st.clone()
        i, j = twin.hands[a_seat][0], twin.hands[b_seat][0]
        twin.hands[a_seat] = sorted(twin.hands[a_seat][1:] + [j])
        twin.hands[b_seat] = sorted(twin.hands[b_seat][1:] + [i])
        twin.holder[i], twin.holder[j] = b_seat, a_seat
        twin._legal = None
        assert twin.view(seat) == st.view(seat) and twin.snapshot() != st.snapshot()
        a = search(st, seat, Budget(24, early_stop=False), 6)
        b = search(twin, seat, Budget(24, early_stop=False), 6)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]
        checked += 1
    assert checked >= 4


def test_the_other_players_hands_are_sampled_not_known():
    st = new_match("usurp/teams-6", 3)
    seat = st.current_seat
    other = (st.family_of(seat) + 1) % 3
    rng = Rng(1)
    hands = {tuple(KNOWLEDGE.determinize(st, seat, rng).hands[other]) for _ in range(30)}
    assert len(hands) > 3  # how that family's ten cards were split is dealt anew each time
    # The teammate holds, by elimination, exactly the family's five cards the seat does not.
    mate = st.teammate(seat)
    world = KNOWLEDGE.determinize(st, seat, rng)
    assert sorted(world.hands[mate]) == sorted(st.hands[mate])


@pytest.mark.parametrize("mode", MODES)
def test_every_decision_gets_a_legal_move(mode):
    kinds = set()
    rng = Rng(7)
    for st in positions(mode, 11, 60, skip=1):
        kinds.add(st.decision)
        legal = st.legal_actions()
        assert policy(st, rng, 0.5, 0.0) in legal
        assert set(map(str, KNOWLEDGE.moves(st))) <= set(map(str, legal))
        assert 1 <= len(KNOWLEDGE.moves(st)) <= ROOT_KEEP + 1
        assert KNOWLEDGE.rollout_action(st, rng) in base_legal(st)
    assert "place" in kinds
    for st in positions(mode, 12, 3, skip=9):
        seat = st.current_seat
        for player in (make_player("easy", 1), SearchPlayer(1, Budget(12), "hard")):
            assert player.choose(st, seat) in st.legal_actions()


@pytest.mark.parametrize("mode", MODES)
def test_computers_play_a_whole_game(mode):
    options = {"tutorial": "on"} if mode in ("usurp/3p", "usurp/teams-8") else None
    st = new_match(mode, 21, options)
    players = [
        SearchPlayer(s, Budget(8), "normal") if s % 2 else make_player("easy", s)
        for s in range(st.num_seats)
    ]
    decisions = 0
    while not st.match_over:
        seat = st.current_seat
        st.apply(players[seat].choose(st, seat))
        decisions += 1
    assert st.result["rung"] in ("usurper", "king", "heir", "bastard", "court", "anarchy", "nobody")
    assert decisions >= sum(st.placed)


# ----- tactics ------------------------------------------------------------------------------

# Two families, Hayhurst (seat 0) placing last. The King is tied two to two; Sylvestre's cards
# on the table cannot act in the Rebellion (no Spy, Agent, Betrayal or Book), and it controls
# the loyal Usurper, so without the King Hayhurst loses the Court rung.
LAST_PLACEMENTS = (
    "place Guard@King",
    "place Guard@King",
    "place Antidote@King",
    "place Antidote@King",
    "place Conspiracy@Anarchist",
    "place Bribery@Usurper",
    "place Conspiracy@Heir",
    "place Bribery@Bastard",
    "place Dagger@Anarchist",
    "place Dagger@Heir",
    "place Poison@Bastard",
)


def _play_out(st, seat_player):
    while not st.match_over:
        seat = st.current_seat
        st.apply(seat_player.choose(st, seat) if seat == 0 else st.legal_actions()[0])
    return st.winner


def test_hard_takes_a_winning_last_placement():
    st = new_match("usurp/2p", 1, {"first": "0"})
    for text in LAST_PLACEMENTS:
        st.apply(text)
    assert st.current_seat == 0 and st.decision == "place"
    losing = 0
    for a in st.legal_actions():
        c = st.clone()
        c.apply(a)
        while not c.match_over:
            c.apply(c.legal_actions()[0])  # every later choice declined
        losing += c.winner != 0
    assert losing >= 5  # most placements away from the King lose
    player = hard(3)
    st.apply(player.choose(st, 0))
    assert _play_out(st, player) == 0  # Hard's placement and its later choices win


def test_hard_moves_an_enemy_dagger_off_its_king():
    # Hayhurst controls the King two to one; Sylvestre's Dagger there would kill him and hand
    # the Heir (Sylvestre's, bribed loyal) the game. Hayhurst's Spy resolves first.
    st = build(
        "usurp/2p",
        piles={
            "King": ["Hayhurst Spy", "Hayhurst Conspiracy", "Sylvestre Dagger"],
            "Heir": ["Sylvestre Bribery"],
        },
    )
    assert st.decision == "spy" and st.current_seat == 0
    c = st.clone()
    c.apply("pass")
    assert c.winner == 1  # doing nothing loses
    choice = hard(5).choose(st, 0)
    assert choice.arg.startswith("Sylvestre Dagger>")
    st.apply(choice)
    assert st.winner == 0


def test_easy_guards_its_king_against_a_dagger():
    # Hayhurst controls the King; a Sylvestre Dagger lies there. Its best placement is a Guard.
    st = new_match("usurp/2p", 2, {"first": "1"})
    for text in (
        "place Dagger@King",
        "place Spy@King",
        "place Conspiracy@King",
        "place Spy@Anarchist",
        "place Bribery@Heir",
    ):
        st.apply(text)
    assert st.current_seat == 0
    rng = Rng(3)
    assert str(policy(st, rng, 0.0, 0.0)) == "place Guard@King"


def test_the_king_maker_picks_from_the_restricted_moves():
    # The rulebook's example (tests/game/usurp/test_king_maker.py): Altham cannot win, and
    # only the moves making Lemaire win are legal; Hard takes one of them.
    st = build(
        "usurp/5p",
        piles={
            "King": ["Lemaire Guard", "Quinton Guard"],
            "Bishop": ["Altham Spy"],
            "Anarchist": ["Lemaire Poison"],
        },
        dead=("Bishop",),
    )
    assert st.current_seat == 3 and st.view(3)["king_maker"]["favoured"] == 4
    restricted = st.legal_actions()
    assert len(restricted) < len(base_legal(st))
    for seed in (1, 2):
        choice = hard(seed, "usurp/5p").choose(st, 3)
        assert choice in restricted
        assert HeuristicPlayer(seed).choose(st, 3) in restricted
    st.apply(hard(1, "usurp/5p").choose(st, 3))
    assert st.winner == 4


def test_the_king_maker_rule_depends_only_on_what_the_decider_sees():
    # Four families, seed 21: Hayhurst's Betrayal is the last choice unless a Book still to
    # resolve asks one. Sylvestre's Book hides a Conspiracy (no choice follows) or, in a twin
    # Hayhurst cannot tell from it, a Spy (a choice follows). The model once restricted the
    # first and not the second; now neither, as the Book is unresolved (KING_MAKER_PUBLIC_ONLY),
    # so a sampled world's legal moves are the real ones.
    st = new_match("usurp/4p", 21)
    for text in KING_MAKER_GAME:
        st.apply(text)
    assert st.decision == "betrayal" and st.current_seat == 0
    book, hidden = cid("Sylvestre Books"), cid("Sylvestre Conspiracy")
    spy = cid("Sylvestre Spy")
    assert st.under[book] == hidden and spy in st.hands[1]
    twin = st.clone()
    twin.under[book] = spy
    del twin.book_of[hidden]
    twin.book_of[spy] = book
    twin.hands[1] = sorted(c for c in st.hands[1] if c != spy) + [hidden]
    twin.hands[1].sort()
    twin.loc[spy], twin.loc[hidden] = -1, 0
    twin._legal = None
    assert st.view(0) == twin.view(0)
    assert st.view(0)["king_maker"] is None
    for world in (KNOWLEDGE.determinize(st, 0, Rng(s)) for s in range(20)):
        assert world.legal_actions() == st.legal_actions()


KING_MAKER_GAME = (
    "place Antidote@King", "place Betrayal@Usurper", "place Bribery@Heir",
    "place Poison@Duchess", "place Guard@King", "place Dagger@Usurper", "place Bribery@Usurper",
    "place Spy@Bastard", "place Dagger@Usurper", "place Conspiracy@King", "place Poison@Usurper",
    "place Agent@Queen", "place Betrayal@King", "place Books@Usurper", "place Agent@Usurper",
    "place Books@Heir", "place Agent@Heir", "place Guard@Bastard", "place Agent@Anarchist",
    "place Dagger@Bishop", "place Bribery@Alchemist", "place Antidote@Usurper",
    "place Spy@Emissary", "place Conspiracy@King", "hide Guard", "hide Conspiracy",
    "move Quinton Guard>Heir", "move Sylvestre Antidote>King", "move Sylvestre Books>Heir",
    "move Sylvestre Bribery>Queen", "move Quinton Dagger>Heir",
)  # fmt: skip


def test_the_search_is_held_to_its_budget():
    st = new_match("usurp/5p", 6)
    res = search(st, st.current_seat, Budget(iterations=20, early_stop=False), 1)
    assert res.iterations == 20
    assert len(res.choices) <= ROOT_KEEP


def test_an_action_text_parses_back_for_the_table():
    st = new_match("usurp/4p", 4)
    a = SearchPlayer(1, Budget(20), "hard").choose(st, st.current_seat)
    assert Action.parse(str(a)) == a and a in st.legal_actions()
    assert cid("Hayhurst Spy") == 0


def test_with_the_tutorial_a_computer_leans_toward_its_objective():
    from game.ai.usurp_knowledge import gains_of

    st = new_match("usurp/3p", 1, {"tutorial": "on"})
    seat = st.current_seat
    legal = st.legal_actions()
    at = {str(a): i for i, a in enumerate(legal)}

    def gain(objective, text):
        st.objectives[seat] = objective
        return gains_of(st, legal)[at[text]]

    assert gain("regicide", "place Dagger@King") > gain(None, "place Dagger@King")
    assert gain("usurper", "place Spy@Usurper") > gain("king", "place Spy@Usurper")
    # Still far below the King's control: the King is worth more than any leaning.
    assert gain("usurper", "place Spy@King") > gain("usurper", "place Spy@Usurper")


def test_hints_speak_in_table_words():
    from game.ai.hints import hint

    st = build(
        "usurp/2p",
        piles={
            "King": ["Hayhurst Spy", "Hayhurst Conspiracy", "Sylvestre Dagger"],
            "Heir": ["Sylvestre Bribery"],
        },
    )
    action, reason = hint(st, 0, seed=1, budget=Budget(200))
    assert action.arg.startswith("Sylvestre Dagger>")
    assert "takes the Dagger away from the King" in reason and "to win the game" in reason
    words = WORDS.describe(st, 0, "move Sylvestre Dagger>Usurper")
    assert words == "move Sylvestre's Dagger from the King to the Usurper"
    assert WORDS.describe(st, 0, "pass") == "let your Spy do nothing"
    st = new_match("usurp/2p", 1, {"first": "0"})
    for text in LAST_PLACEMENTS:
        st.apply(text)
    assert WORDS.describe(st, 0, "place Spy@King") == "place your Spy by the King"
    why = WORDS.reasons(st, 0, "place Spy@King", None, None)
    assert "it gives you control of the King (3 to 2)" in why
    # A Book's hidden card is never named to another family.
    st = build("usurp/3p", piles={"Queen": ["Sylvestre Books"], "King": ["Hayhurst Spy"]},
                  under={"Sylvestre Books": "Sylvestre Dagger"})  # fmt: skip
    assert st.decision == "spy" and st.current_seat == 0
    texts = [WORDS.describe(st, 0, str(a)) for a in st.legal_actions()]
    assert "move Sylvestre's Books from the Queen to the King" in texts
    assert not any("Dagger" in t for t in texts)


def test_the_root_ranking_is_the_policy_s_best_moves_whatever_was_searched_before():
    from game.ai.usurp_knowledge import gains_of

    for st in positions("usurp/3p", 14, 20, skip=1):
        legal = st.legal_actions()
        kept = KNOWLEDGE.moves(st)
        again = KNOWLEDGE.moves(st.clone())
        assert kept == again
        if len(legal) > ROOT_KEEP:
            gains = dict(zip(map(str, legal), gains_of(st, legal), strict=True))
            worst_kept = min(gains[str(a)] for a in kept if a.verb != "pass")
            dropped = [g for t, g in gains.items() if t not in set(map(str, kept))]
            assert max(dropped) <= worst_kept


def test_a_book_is_revealed_when_its_card_helps_and_kept_hidden_when_it_hurts():
    # Hayhurst holds the King two to one. Its Book on the Usurper (Sylvestre's) hides a Dagger:
    # revealed, it kills Sylvestre's Usurper; on the King it would kill its own King.
    for member, best in (("Usurper", "reveal"), ("King", "pass")):
        piles = {
            "King": ["Hayhurst Guard", "Hayhurst Conspiracy", "Sylvestre Spy"],
            "Usurper": ["Sylvestre Bribery", "Sylvestre Agent"],
        }
        piles[member] = piles[member] + ["Hayhurst Books"]
        st = build("usurp/2p", piles=piles, under={"Hayhurst Books": "Hayhurst Dagger"})
        while st.decision != "book":
            st.apply("pass")
        assert st.current_seat == 0
        assert str(policy(st, Rng(1), 0.0, 0.0)) == best
        assert WORDS.describe(st, 0, "reveal") == (
            f"reveal the card under your Book by the {member}"
        )


# ----- the search's use of few simulations -------------------------------------------------


def test_a_small_search_tries_only_the_policy_s_best_moves_and_widens_with_more():
    from game.ai.usurp_knowledge import ROOT_KEEP, best_first, root_width

    st = new_match("usurp/3p", 5)
    seat = st.current_seat
    order = [str(a) for a in best_first(st, st.legal_actions(), ROOT_KEEP)]
    few = search(st, seat, Budget(12, early_stop=False), 3)
    tried = {c.text for c in few.choices}
    assert tried == set(order[: root_width(11, len(order))]) and len(tried) < len(order)
    many = search(st, seat, Budget(400, early_stop=False), 3)
    assert {c.text for c in many.choices} == set(order)  # wide open by then
    # Outside a search the kept moves are the whole ranking, however many searches ran.
    assert set(map(str, KNOWLEDGE.moves(st))) == set(order)
    assert [root_width(k, 14) for k in (0, 15, 100, 10_000)] == [2, 4, 9, 14]


def test_a_widened_search_on_a_state_and_on_its_hidden_twin_is_the_same():
    # The widening reads the policy's ranking (the Court and the mover's own hand) and the count
    # of simulations only: two states the seat cannot tell apart search alike.
    found = 0
    for st in positions("usurp/4p", 17, 300, skip=1):
        if not st.under:
            continue
        seat = st.current_seat
        twin = _hidden_twin(st, seat)
        if twin is None:
            continue
        assert twin.view(seat) == st.view(seat) and twin.snapshot() != st.snapshot()
        budget = Budget(30, early_stop=False)
        a = search(st, seat, budget, 9)
        b = search(twin, seat, budget, 9)
        assert [(c.text, c.visits) for c in a.choices] == [(c.text, c.visits) for c in b.choices]
        found += 1
        if found == 3:
            break
    assert found == 3
