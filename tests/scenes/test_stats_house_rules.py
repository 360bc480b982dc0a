"""Statistics keep matches played with a house rule (a shorter match) apart from the rulebook's
matches of their mode: their own row, named with the rule, after the mode's row."""

from __future__ import annotations

from scenes import stats
from scenes.games import mode_labels, title_beside_game
from scenes.session import MatchSession, SeatSetup
from scenes.stats_table import game_of, table_rows

SEATS = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "hard")]
CUTTHROAT = [*SEATS, SeatSetup("Lord Corvin", "computer", "hard")]


def _conceded(mode_id: str, seats, options=None, conceder: int = 0, seed: int = 3):
    """A match Alice (seat 0) concedes, unless ``conceder`` is another seat."""
    session = MatchSession(mode_id, seats, seed=seed, options=options)
    session.concede(conceder)
    return session


def test_a_shorter_match_counts_apart_from_the_rulebooks():
    _conceded("imposter/cutthroat", CUTTHROAT)
    for _ in range(3):
        _conceded("imposter/cutthroat", CUTTHROAT, {"target": "3"})
    _conceded("imposter/cutthroat", CUTTHROAT, {"target": "7"})  # the rulebook's, chosen
    _conceded("imposter/2p-base", SEATS, {"target": "5"}, conceder=1)
    cells = stats.load().players["Alice"].cells
    assert cells[("imposter/cutthroat", "hard")].matches == 2
    assert cells[("imposter/cutthroat+target=3", "hard")].matches == 3
    short_duel = cells[("imposter/2p-base+target=5", "hard")]
    assert (short_duel.matches, short_duel.wins) == (1, 1)
    assert ("imposter/2p-base", "hard") not in cells


def test_the_house_rule_row_is_named_with_it_and_follows_its_mode():
    _conceded("imposter/cutthroat", CUTTHROAT, {"target": "5"})
    _conceded("imposter/2p-base", SEATS)
    _conceded("imposter/cutthroat", CUTTHROAT)
    player = stats.load().players["Alice"]
    order = [m for m, _ in player.by_mode()]
    assert order == ["imposter/2p-base", "imposter/cutthroat", "imposter/cutthroat+target=5"]
    titles = [texts[0] for kind, texts in table_rows(player, draws=False) if kind == "row"]
    assert "Cutthroat: three players, to 5 (house rule)" in titles
    assert "Cutthroat: three players" in titles
    assert game_of("imposter/cutthroat+target=5") == "imposter"


def test_lists_that_mix_games_name_the_game_and_the_rule():
    labels = mode_labels(["peasant/eras+target=1", "imposter/2p-base"])
    assert labels["peasant/eras+target=1"] == "King and Peasant, to 1 Era (house rule)"
    assert labels["imposter/2p-base"] == "The Imposter Kings: 2 Player Base Game"


def test_under_its_game_s_heading_a_mode_does_not_say_the_game_s_name_again():
    """In a table of several games, King and Peasant's rows stand under the heading "King and
    Peasant": the rulebook's row leaves the name out, a house rule's says the rule alone."""
    _conceded("peasant/eras", SEATS)
    _conceded("peasant/eras", SEATS, {"target": "1"})
    _conceded("usurp/3p", CUTTHROAT)
    _conceded("imposter/2p-base", SEATS)
    rows = table_rows(stats.load().players["Alice"], draws=False)
    heads = [texts[0] for kind, texts in rows if kind == "head"]
    assert heads[:3] == ["The Imposter Kings", "King and Peasant", "Usurp the King"]
    titles = [texts[0] for kind, texts in rows if kind == "row" and texts[0]]
    assert titles == ["2 Player Base Game", "To 1 Era (house rule)", "Three families"]
    assert not any("King and Peasant" in t or "Usurp the King" in t for t in titles)


def test_a_mode_beside_its_game_s_name_leaves_that_name_out():
    assert title_beside_game("peasant/eras") == ""
    assert title_beside_game("peasant/eras+target=1") == "To 1 Era (house rule)"
    assert title_beside_game("usurp/teams-8") == "Teams of eight"
    assert title_beside_game("imposter/cutthroat") == "Cutthroat: three players"
    assert title_beside_game("nowhere/gone") == "nowhere/gone"  # a mode not known here: its id
