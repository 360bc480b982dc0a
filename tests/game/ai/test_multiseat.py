"""The AI at tables of three and four: values per seat and per team, the arena's seating."""

from dataclasses import dataclass

import pytest

from game.ai import arena
from game.ai.imposter_knowledge import BUDGETS
from game.ai.knowledge import (
    CUTTHROAT_POINTS,
    DEFAULT_BUDGETS,
    Root,
    _equity2,
    budget_for,
    knowledge_for,
    match_equity,
    round_values,
)
from game.ai.players import SearchPlayer, make_player
from game.core.registry import new_match
from game.core.rng import Rng


def test_two_player_match_equity_is_unchanged_by_the_seat_count_code():
    assert match_equity([3, 1]) == [_equity2(3, 1, 7), 1 - _equity2(3, 1, 7)]
    assert match_equity([0, 0]) == [0.5, 0.5]


def test_teams_play_out_the_match_as_two_players_on_the_team_scores():
    eq = match_equity([3, 1, 3, 1], 7, (0, 1, 0, 1))
    two = match_equity([3, 1])
    assert eq == [two[0], two[1], two[0], two[1]]


def test_a_free_for_all_shares_the_match_and_favours_the_leader():
    even = match_equity([0, 0, 0], 7, (), CUTTHROAT_POINTS, 1)
    assert sum(even) == pytest.approx(1.0)
    assert even == pytest.approx([1 / 3] * 3)
    ahead = match_equity([5, 0, 0], 7, (), CUTTHROAT_POINTS, 1)
    assert sum(ahead) == pytest.approx(1.0)
    assert ahead[0] > 0.7 and ahead[1] == pytest.approx(ahead[2])


def test_second_place_points_are_worth_something_in_cutthroat():
    """Second place scores a point: a seat at 6 needs only that to reach 7."""
    with_second = match_equity([6, 0, 0], 7, (), CUTTHROAT_POINTS, 1)[0]
    without = match_equity([6, 0, 0], 7, (), CUTTHROAT_POINTS, 0)[0]
    assert with_second > without


def test_a_cutthroat_root_reads_the_modes_scoring():
    st = new_match("imposter/cutthroat", 1)
    root = Root.of(st)
    assert root.second == 1 and root.table == CUTTHROAT_POINTS and root.teams == ()
    assert root.equity == pytest.approx((1 / 3,) * 3)


def _finish_round(mode_id: str, seed: int):
    st = new_match(mode_id, seed)
    rng = Rng(seed)
    while not st.round_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_partners_share_the_teams_value_in_2v2():
    st = new_match("imposter/2v2", 4)
    kn = knowledge_for(st)
    origin = kn.root(st)
    assert origin.teams == (0, 1, 0, 1)
    done = _finish_round("imposter/2v2", 4)
    values = kn.evaluate(done, origin)
    assert values[0] == values[2] and values[1] == values[3]
    won = done.mode.team_of(done.results[-1]["winner"])
    winners = [s for s in range(4) if done.mode.team_of(s) == won]
    losers = [s for s in range(4) if s not in winners]
    assert values[winners[0]] > 0.5 > values[losers[0]]


def test_a_finished_2v2_match_is_worth_one_to_both_partners():
    st = new_match("imposter/2v2", 5)
    root = Root.of(st)

    @dataclass
    class Over:
        num_seats: int = 4
        match_over: bool = True
        winner: int = 3
        scores: tuple = (4, 7, 4, 7)

    assert round_values(Over(), root) == [0.0, 1.0, 0.0, 1.0]


def test_each_seat_of_a_free_for_all_values_its_own_result():
    st = new_match("imposter/cutthroat", 2)
    root = Root.of(st)

    @dataclass
    class Scored:
        num_seats: int = 3
        match_over: bool = False
        winner: None = None
        scores: tuple = (3, 1, 0)

    values = round_values(Scored(), root)
    assert values[0] > 0.5 > values[1] > values[2]


def test_budgets_per_seat_count_fall_back_to_the_two_player_ones():
    assert budget_for("hard") == BUDGETS[2]["hard"]
    assert budget_for("hard", 3) == BUDGETS[3]["hard"]
    assert budget_for("hard", 4) == BUDGETS[4]["hard"]
    assert budget_for("normal", 9) == DEFAULT_BUDGETS["normal"]
    player = make_player("hard", 1)
    assert isinstance(player, SearchPlayer) and player.budget is None


# ----- the arena ------------------------------------------------------------------------------


def test_arena_seats_level_a_alone_in_cutthroat_rotating_over_the_matches():
    assert [arena.seating(3, (), i) for i in range(4)] == [(0,), (1,), (2,), (0,)]
    assert arena.fair_share(3) == pytest.approx(1 / 3)


def test_arena_seats_level_a_with_its_partner_in_2v2():
    teams = (0, 1, 0, 1)
    assert [arena.seating(4, teams, i) for i in range(4)] == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert arena.fair_share(4, teams) == pytest.approx(1 / 2)


@dataclass
class _Mode:
    teams: tuple = ()


class _FixedWinner:
    """A one-decision stand-in for a match that seat ``winner`` always wins."""

    def __init__(self, seats: int, teams: tuple, winner: int) -> None:
        self.num_seats = seats
        self.mode = _Mode(teams)
        self.current_seat = 0
        self.results: list[dict] = []
        self.winner = None
        self._winner = winner
        self.scores = [0] * seats

    @property
    def match_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self):
        return ["end", "end too"]

    def apply(self, action) -> None:
        for s in range(self.num_seats):  # the winner (and a partner) score 2
            if s == self._winner or (
                self.mode.teams and self.mode.teams[s] == self.mode.teams[self._winner]
            ):
                self.scores[s] = 2
        self.results.append({"winner": self._winner, "scores": list(self.scores)})
        self.winner = self._winner


@pytest.mark.parametrize(
    ("seats", "teams", "winner", "a_wins"),
    [(3, (), 1, 2), (4, (0, 1, 0, 1), 3, 3)],
)
def test_arena_counts_the_matches_won_by_a_or_as_team(monkeypatch, seats, teams, winner, a_wins):
    """Six matches: A sits in each seat in turn; seat ``winner`` always wins, for 2 points."""
    monkeypatch.setattr(arena, "new_match", lambda *a, **k: _FixedWinner(seats, teams, winner))
    res = arena.run("imposter/cutthroat", "random", "random", 6, 1, False, workers=1)
    assert res["a_wins"] == a_wins and res["b_wins"] == 6 - a_wins
    assert res["seats"] == seats
    assert res["fair_share"] == pytest.approx(1 / (len(set(teams)) if teams else seats), abs=1e-4)
    assert res["a_points_mean"] == pytest.approx(2 * a_wins / 6, abs=1e-3)


# ----- the rollout policy and hints with several opponents and a partner ----------------------


def _seats(n, value=()):
    return tuple(value for _ in range(n))


def _build(mode_id, hands, **kw):
    from game.imposter import positions

    n = len(hands)
    base = dict(
        successors=(None,) * n,
        dungeons=(None,) * n,
        antechambers=_seats(n),
        condemned=_seats(n),
        kings_up=(True,) * n,
        scores=(0,) * n,
        mulligans=(0,) * n,
    )
    base.update(kw)
    return positions.build(mode_id, hands=hands, **base)


def _react_frame(st, seat, causer):
    st.stack.append(("react", seat, "Assassin", causer, None, ()))
    st._legal = None


def test_the_rollout_never_assassinates_a_partner_but_always_an_opponent():
    from game.ai.imposter_knowledge import policy
    from game.core.actions import Action

    hands = (("Soldier",), ("Elder",), ("Assassin", "Fool"), ("Zealot",))
    st = _build("imposter/2v2", hands, court=("Queen",))
    _react_frame(st, 2, 0)  # seat 0, seat 2's partner, flips
    assert Action("react", "Assassin") in st.legal_actions()
    assert {policy(st, Rng(i), 0.8, 0.0) for i in range(30)} == {Action("pass")}
    st = _build("imposter/2v2", hands, court=("Queen",))
    _react_frame(st, 2, 1)  # an opponent flips
    assert {policy(st, Rng(i), 0.8, 0.0) for i in range(30)} == {Action("react", "Assassin")}


def test_a_soldier_hint_names_the_opponent_known_to_hold_the_card():
    from game.ai import imposter_reasons
    from game.ai.hints import Odds

    hands = (("Soldier", "Fool"), ("Queen", "Judge"), ("Princess", "Zealot"))
    st = _build("imposter/cutthroat", hands, court=("Elder",))
    st.known[0][2].append("Princess")
    odds = Odds(st, 0, 1, samples=40)
    words = imposter_reasons._guess(st, 0, "Princess", "soldier", odds)
    assert words[0] == "you know the player on your right holds the Princess"
    guess = imposter_reasons._guess(st, 0, "Queen", "soldier", odds)[0]
    assert "one of them" in guess and "they " not in guess


def test_a_flip_hint_speaks_of_an_opponent_when_there_are_several():
    from game.ai import imposter_reasons
    from game.ai.hints import Odds

    hands = (("Soldier", "Fool"), ("Queen", "Judge"), ("Princess", "Zealot"))
    st = _build("imposter/cutthroat", hands, court=("Elder",))
    words = imposter_reasons._flip(st, 0, Odds(st, 0, 1, samples=40))
    assert any(w.startswith("the risk: an opponent may hold the Assassin") for w in words)


def test_an_inquisitor_hint_warns_when_the_partner_holds_the_named_card():
    from game.ai import imposter_reasons
    from game.ai.hints import Odds

    hands = (("Inquisitor", "Fool"), ("Queen",), ("Princess", "Zealot"), ("Judge",))
    st = _build("imposter/2v2", hands, court=("Elder",))
    st.known[0][2].append("Princess")
    words = imposter_reasons._guess(st, 0, "Princess", "inquire", Odds(st, 0, 1, samples=40))
    assert "your partner holds the Princess too and would have to play it next" in words


def test_the_2v2_assassin_reaction_hint_says_the_team_wins():
    from game.ai import imposter_reasons
    from game.ai.hints import Odds
    from game.core.actions import Action

    hands = (("Soldier",), ("Elder",), ("Assassin", "Fool"), ("Zealot",))
    st = _build("imposter/2v2", hands, court=("Queen",), to_move=1)
    _react_frame(st, 2, 1)
    words = imposter_reasons._react(st, 2, Action("react", "Assassin"), None, Odds(st, 2, 1, 10))
    assert words == [
        "the player on your right is flipping their King: the Assassin wins your team the round"
    ]


def test_a_2v2_mulligan_hint_gives_the_points_to_the_other_team():
    from game.ai import imposter_reasons
    from game.ai.hints import Odds
    from game.core.actions import Action

    hands = (("Soldier", "Fool"), ("Elder",), ("Queen",), ("Zealot",))
    st = _build("imposter/2v2", hands, mulligans=(0, 0, 1, 0))  # the partner used the free one
    words = imposter_reasons._place(st, 0, Action("mulligan"), None, Odds(st, 0, 1, 10))
    assert "it gives the other team 2 points, though you take the True King" in words


def test_the_arena_can_leave_a_match_that_raises_out_and_say_so():
    job = arena.Job("imposter/no-such-mode", "hard", "random", 3, 1, True)
    with pytest.raises(KeyError):
        arena.play(job)
    said = arena.play_or_fail(job)
    assert isinstance(said, str) and said.startswith("KeyError") and said.endswith("(match 3)")
