"""New game offers a shorter match as a house rule, marked so, with the rulebook's target
chosen unless another is pressed; Start plays to the target chosen."""

from __future__ import annotations

import pytest

from scenes.setup import SetupScene


@pytest.mark.parametrize(
    ("mode_id", "labels", "short", "target"),
    [
        ("imposter/cutthroat", ("7 (rulebook)", "5 (house rule)", "3 (house rule)"), "3", 3),
        ("peasant/eras", ("2 (rulebook)", "1 (house rule)"), "1", 1),
    ],
)
def test_the_shorter_target_is_a_marked_choice_and_start_plays_to_it(
    app, drive, fake_table, mode_id, labels, short, target
):
    app.default_mode = mode_id
    app.to_menu()
    drive.press("new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == mode_id
    values = [v for v, _ in setup.all_modes[mode_id].option("target").choices]
    assert [setup.buttons[f"option:target:{v}"].text for v in values] == list(labels)
    assert setup.buttons[f"option:target:{values[0]}"].is_selected  # the rulebook's
    drive.press(f"option:target:{short}")
    assert setup.buttons[f"option:target:{short}"].is_selected
    drive.press("start")
    state = app.stack.top.session.state
    assert state.options["target"] == short
    assert state.target == target  # what ends the match in the model
