import json
import pathlib

import pytest

from game.core.actions import Action, IllegalAction
from game.core.registry import modes, new_match
from game.core.saves import SaveError, dumps, loads


def test_action_text_round_trips():
    for text in ["play Fool", "take Queen", "name 8", "react King's Hand", "pass", "take Elder@2"]:
        assert str(Action.parse(text)) == text


def test_illegal_action_names_itself_and_the_legal_ones_and_changes_nothing():
    st = new_match("imposter/2p-base", 4)
    before = st.snapshot()
    with pytest.raises(IllegalAction) as err:
        st.apply("play Queen")
    assert "play Queen" in str(err.value)
    assert "first 0" in str(err.value) and "first 1" in str(err.value)
    assert st.snapshot() == before


def test_garbage_action_text_is_an_illegal_action():
    st = new_match("imposter/2p-base", 4)
    with pytest.raises(IllegalAction):
        st.apply("")


def _play_some(st, n, rng_seed=0):
    import random

    r = random.Random(rng_seed)
    for _ in range(n):
        if st.match_over:
            break
        st.apply(r.choice(st.legal_actions()))


def test_save_and_load_mid_round_gives_the_identical_state():
    st = new_match("imposter/2p-base", 11)
    _play_some(st, 37)
    again = loads(dumps(st))
    assert again.snapshot() == st.snapshot()
    assert json.loads(dumps(st))["version"] == 1


def test_corrupt_save_raises_a_readable_error():
    with pytest.raises(SaveError, match="not valid JSON"):
        loads("{not json")
    with pytest.raises(SaveError, match="not a Throneroom"):
        loads('{"hello": 1}')


def test_wrong_version_save_raises_a_readable_error():
    st = new_match("imposter/2p-base", 1)
    data = json.loads(dumps(st))
    data["version"] = 99
    with pytest.raises(SaveError, match="version 99"):
        loads(json.dumps(data))


def test_save_with_an_impossible_move_names_it():
    st = new_match("imposter/2p-base", 1)
    data = json.loads(dumps(st))
    data["actions"] = ["play Unicorn"]
    with pytest.raises(SaveError, match="play Unicorn"):
        loads(json.dumps(data))


def test_unknown_mode_in_a_save_is_readable():
    with pytest.raises(SaveError, match="mode"):
        loads(json.dumps({"format": "throneroom-match", "version": 1, "mode": "chess",
                          "seed": 1, "actions": []}))  # fmt: skip


def test_every_mode_is_listed_and_starts():
    for mode_id in modes():
        st = new_match(mode_id, 0)
        assert st.legal_actions()


def test_no_module_under_game_imports_pygame():
    root = pathlib.Path(__file__).resolve().parents[3] / "game"
    offenders = []
    for path in root.rglob("*.py"):
        for line in path.read_text().splitlines():
            words = line.strip().split()
            if len(words) >= 2 and words[0] in ("import", "from") and words[1].startswith("pygame"):
                offenders.append(str(path))
    assert offenders == []


@pytest.mark.parametrize(
    "bad",
    [("play", "Fool"), ["first", "0"], ("first", "0"), None, 0, b"first 0", {"verb": "first"}],
)
def test_apply_takes_only_an_action_or_its_text_and_changes_nothing(bad):
    # A plain tuple equals the Action with the same fields, so it used to pass the legality
    # check and then break the state halfway, leaving str(tuple) in the history.
    st = new_match("imposter/2p-base", 4)
    before = st.snapshot()
    history = list(st.history)
    with pytest.raises(TypeError) as err:
        st.apply(bad)
    assert type(bad).__name__ in str(err.value) and repr(bad) in str(err.value)
    assert st.snapshot() == before and st.history == history
    st.apply(Action("first", "0"))  # the state still plays on
    assert st.history == ["first 0"]


def test_apply_takes_an_action_and_its_text_alike():
    by_action, by_text = new_match("imposter/2p-base", 4), new_match("imposter/2p-base", 4)
    by_action.apply(Action("first", "1"))
    by_text.apply("first 1")
    assert by_action.snapshot() == by_text.snapshot() and by_text.history == ["first 1"]
