"""New game with Usurp the King's modes (playtest F4, F6, F12): the chosen mode shows whole in
the mode list, the summary box shows whole lines only, no option's label or choice is cut, and
no default computer name carries a Court Member's name."""

from __future__ import annotations

import pytest

from .usurp_table_helpers import MODES, SIZES


@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("mode_id", MODES)
def test_the_setup_shows_the_chosen_mode_its_summary_and_its_options_whole(
    tapp, usurp_registered, size, mode_id
):
    from scenes.app import step
    from scenes.setup import SetupScene

    tapp.resize(size)
    tapp.default_mode = mode_id
    setup = SetupScene(tapp)
    tapp.stack.push(setup)
    step(tapp, [])
    step(tapp, [])
    button = setup.buttons[f"mode:{mode_id}"]
    assert button.is_selected and button.visible
    assert setup.mode_list.rect.contains(button.rect), mode_id
    # The summary: a whole number of its lines (none cut through the middle); where the modes
    # and choices leave too little room it gives way (each mode's tool tip has it).
    pitch = setup.lines_h(1) - setup.lines_h(0)
    for box in (e for e in setup.elements if type(e).__name__ == "UITextBox"):
        assert (box.rect.h - setup.lines_h(0)) % pitch == 0
    # Every option's choices say their whole label, and the option's own label fits.
    for opt in setup.mode_options:
        for value, text in opt.choices:
            b = setup.buttons[f"option:{opt.key}:{value}"]
            assert b.text == setup.choice_label(opt, value, text), (b.text, size)
            assert tapp.screen.get_rect().contains(b.rect)


def test_no_default_computer_name_carries_a_court_members_name():
    from game.usurp.data import MEMBER_NAME, MEMBER_TITLE
    from scenes.session import COMPUTER_NAMES

    words = set(MEMBER_NAME.values()) | {t for t in MEMBER_TITLE.values() if t}
    for name in COMPUTER_NAMES:
        assert not set(name.split()) & words, name
