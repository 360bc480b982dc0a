"""The rollout policy's Fragments of Nersetti rules: Army cards by value, Mustering that stops
when a Recruit would not pay, and a policy that beats a uniform player in fon-full rounds."""

from game.ai.imposter_knowledge import policy
from game.core.registry import new_match
from game.core.rng import Rng


def reach(kind: str, seeds=range(60), mode_id: str = "imposter/fon-full"):
    """States of random play where ``kind`` is to be decided with two or more choices."""
    for seed in seeds:
        rng = Rng(seed)
        st = new_match(mode_id, seed)
        while not st.match_over and len(st.history) < 400:
            legal = st.legal_actions()
            if st.decision == kind and len(legal) > 1:
                yield st
                break
            st.apply(rng.choice(legal))


def greedy(st):
    """The policy's favourite: no noise, no deliberate mistakes."""
    return policy(st, Rng(0), temperature=0, mistakes=0)


def army_values(st, seat):
    return sorted(st.cards[c].value for c in st.fon.army[seat])


def test_exhaust_gives_up_the_weakest_army_card_and_enlist_takes_the_strongest():
    checked = {"exhaust": 0, "enlist": 0}
    for kind, pick in (("exhaust", min), ("enlist", max)):
        for st in reach(kind):
            seat = st.current_seat
            action = greedy(st)
            chosen = st.cards[st.find(st.fon.army[seat], action.arg)].value
            assert chosen == pick(army_values(st, seat)), (kind, action)
            checked[kind] += 1
    assert min(checked.values()) >= 5, checked


def test_mustering_stops_unless_a_recruit_gives_up_a_card_well_below_the_army():
    seen_done = seen_recruit = 0
    for st in reach("muster", seeds=range(120)):
        seat = st.current_seat
        action = greedy(st)
        best = max(army_values(st, seat), default=0)
        if action.verb == "recruit":
            given = st.cards[st.find(st.hands[seat], action.arg)].value
            assert given < best - 1, (action, best)
            seen_recruit += 1
        else:
            assert action.verb == "done", action
            seen_done += 1
    assert seen_done and seen_recruit


def test_the_policy_beats_a_uniform_player_in_fragments_rounds():
    wins = 0
    games = 120
    for game in range(games):
        st = new_match("imposter/fon-full", 500 + game)
        me = game % 2
        rng = Rng(game)
        while not st.results:
            legal = st.legal_actions()
            if st.current_seat == me:
                st.apply(policy(st, rng, temperature=0.8, mistakes=0.03))
            else:
                st.apply(rng.choice(legal))
        wins += st.results[0]["winner"] == me
    assert wins >= 0.7 * games, wins


def test_once_a_king_is_chosen_this_mustering_the_search_and_the_policy_leave_kings_alone():
    # The rules allow a new King as often as one likes; a second choice in one phase only undoes
    # the first, so the computer does not wander between Kings.
    from game.ai.imposter_knowledge import searched_moves

    checked = 0
    for st in reach("muster", seeds=range(40)):
        seat = st.current_seat
        facet = next(a for a in st.legal_actions() if a.verb == "king")
        st.apply(facet)
        assert st.decision == "muster" and st.current_seat == seat
        assert any(a.verb == "king" for a in st.legal_actions())  # the rules still offer it
        assert not any(a.verb == "king" for a in searched_moves(st))
        for seed in range(5):
            assert policy(st, Rng(seed), temperature=0.8, mistakes=0).verb != "king"
        checked += 1
    assert checked >= 5
