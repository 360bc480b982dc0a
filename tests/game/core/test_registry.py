"""The registry: every game registers itself from outside game/core, and a new game (the test's
Counting Crowns) plugs in with its modes, options, saves, invariants and knowledge."""

from __future__ import annotations

import json

import pytest

from game.core import registry, saves
from game.core.actions import IllegalAction
from game.core.registry import GameLoadError, game_of, games, modes, new_match
from game.core.saves import SaveError
from tests.fakegame import plugged_in


@pytest.fixture
def crowns():
    with plugged_in():
        yield


def test_the_registered_games_come_from_the_games_list_outside_the_core():
    from game.games import GAMES

    assert list(games()) == [registry.load_games([p]).popitem()[0] for p in GAMES]
    listed = modes()
    assert "imposter/2p-base" in listed
    assert all(m.game in games() for m in listed.values())
    assert game_of("imposter/2p-base").name == "The Imposter Kings"


def test_every_state_carries_its_options_even_when_its_mode_has_none():
    st = new_match("imposter/tutorial", 3)  # the guided game offers no choice
    assert st.options == {}
    assert st.match_target == 7


def test_a_new_game_lists_its_modes_after_the_first_with_its_game_filled_in(crowns):
    assert list(games()) == ["imposter", "crowns"]
    race = modes()["crowns/race"]
    assert race.game == "crowns" and race.seats == 2
    assert list(modes())[-1] == "crowns/race"  # game by game, in registration order
    assert game_of("crowns/race").name == "Counting Crowns"
    assert registry.mode_title("crowns/race") == "Counting Crowns: A race of crowns"
    assert registry.mode_title("crowns/race", with_game=False) == "A race of crowns"
    assert registry.mode_title("crowns/gone") == "crowns/gone"  # a retired mode: its id


def test_a_mode_title_that_names_its_game_is_not_named_twice():
    from dataclasses import replace

    info = registry.load_games(["tests.fakegame.plugin"])["crowns"]
    titled = replace(info.modes[0], title="Counting Crowns, the race")
    registry._loaded = {"crowns": replace(info, modes=(titled,))}
    try:
        assert registry.mode_title("crowns/race") == "Counting Crowns, the race"
    finally:
        registry.use_games(None)


def test_new_match_passes_the_chosen_options_completed_with_the_defaults(crowns):
    st = new_match("crowns/race", 1, {"target": "5"})
    assert st.options == {"target": "5", "first": "0"}
    assert st.match_target == 5
    assert new_match("crowns/race", 1).options == {"target": "3", "first": "0"}


def test_an_unknown_option_key_or_value_is_a_value_error_naming_it(crowns):
    with pytest.raises(ValueError, match="'colour'.*its options: target, first"):
        new_match("crowns/race", 1, {"colour": "red"})
    with pytest.raises(ValueError, match="'target'.*'9'.*3, 5"):
        new_match("crowns/race", 1, {"target": "9"})
    with pytest.raises(ValueError, match="no option 'target'"):
        new_match("imposter/tutorial", 1, {"target": "5"})


def test_an_unknown_mode_is_a_key_error_naming_the_known_modes(crowns):
    with pytest.raises(KeyError, match="crowns/race"):
        new_match("crowns/sprint")


def test_a_plugin_that_fails_to_import_is_named_in_words():
    with pytest.raises(GameLoadError, match="tests.fakegame.broken.*crown jewels"):
        registry.load_games(["game.imposter.plugin", "tests.fakegame.broken"])
    with pytest.raises(GameLoadError, match="no GAME"):
        registry.load_games(["tests.fakegame.model"])
    with pytest.raises(GameLoadError, match="repeats the game id"):
        registry.load_games(["tests.fakegame.plugin", "tests.fakegame.plugin"])


def test_a_save_writes_options_only_when_the_match_has_some(crowns):
    plain = json.loads(saves.dumps(new_match("imposter/tutorial", 2)))
    assert "options" not in plain and plain["version"] == 1
    st = new_match("crowns/race", 2, {"target": "5", "first": "1"})
    st.apply("add 2")
    data = json.loads(saves.dumps(st))
    assert data["options"] == {"target": "5", "first": "1"} and data["version"] == 1
    back = saves.loads(saves.dumps(st))
    assert back.options == st.options and back.snapshot() == st.snapshot()


def test_an_old_save_without_options_loads_with_the_modes_defaults():
    st = new_match("imposter/2p-base", 5)
    st.apply(st.legal_actions()[0])
    data = json.loads(saves.dumps(st))
    data.pop("options", None)
    assert saves.loads(json.dumps(data)).options == {"target": "7"}  # the rulebook's


def test_a_save_with_options_its_mode_does_not_know_is_refused_in_words(crowns):
    st = new_match("crowns/race", 2)
    data = json.loads(saves.dumps(st))
    data["options"] = {"target": "99"}
    with pytest.raises(SaveError, match="setup choices.*'target'.*'99'"):
        saves.loads(json.dumps(data))
    data["options"] = ["target"]
    with pytest.raises(SaveError, match="setup choices"):
        saves.loads(json.dumps(data))
    plain = json.loads(saves.dumps(new_match("imposter/tutorial", 2)))
    plain["options"] = {"target": "5"}
    with pytest.raises(SaveError, match="no option 'target'"):
        saves.loads(json.dumps(plain))


def test_rules_lists_every_games_modes_under_the_games_name(crowns, capsys):
    from game.__main__ import main

    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "The Imposter Kings:" in out and "Counting Crowns:" in out
    assert "crowns/race" in out and "option target: 3 (Three), 5 (Five); default 3" in out


def test_selfplay_checks_the_invariants_the_game_names(crowns, capsys):
    from game.__main__ import main
    from tests.fakegame import invariants

    invariants.CHECKED.clear()
    assert main(["selfplay", "--rules", "crowns/race", "--games", "4"]) == 0
    assert invariants.CHECKED  # run after every action, with no branch on the game
    assert '"errors": 0' in capsys.readouterr().out


def test_knowledge_comes_from_the_module_the_game_names(crowns):
    from game.ai import imposter_knowledge
    from game.ai.knowledge import Knowledge, knowledge_for

    assert knowledge_for(new_match("imposter/2p-base", 1)) is imposter_knowledge.KNOWLEDGE
    generic = knowledge_for(new_match("crowns/race", 1))  # no knowledge of its own
    assert type(generic) is Knowledge


def test_the_arena_plays_any_games_mode_with_its_options(crowns):
    from game.ai.arena import run

    res = run("crowns/race", "random", "random", 4, 1, False, workers=1, options={"target": "5"})
    assert res["games"] == 4 and res["a_wins"] + res["b_wins"] == 4
    assert res["options"] == {"first": "0", "target": "5"}
    with pytest.raises(ValueError, match="'target'"):
        run("crowns/race", "random", "random", 1, 1, False, workers=1, options={"target": "7"})


def test_the_review_replays_a_match_with_its_options(crowns):
    from game.ai.review import decision_points, review_decision

    st = new_match("crowns/race", 3, {"first": "1", "target": "5"})
    while not st.match_over:
        st.apply("add 1")
    options = dict(st.options)
    # Seat 2 began: its decisions are the even moves.
    assert decision_points("crowns/race", 3, st.history, 1, options) == [0, 2, 4, 6, 8]
    with pytest.raises(IllegalAction):  # with the defaults (a race to 3) the moves do not replay
        decision_points("crowns/race", 3, st.history, 1)
    review = review_decision("crowns/race", 3, st.history, 1, 2, options=options)
    assert review.move == 2
