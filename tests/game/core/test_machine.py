"""The machine every game's state builds on."""

import pytest

from game.core.machine import DecisionMachine


def test_a_state_on_the_machine_without_its_hooks_says_which_it_lacks():
    class Bare(DecisionMachine):
        _legal = None

    with pytest.raises(NotImplementedError, match="_legal_now"):
        Bare().legal_actions()
    with pytest.raises(NotImplementedError, match="_act"):
        Bare()._act(None)
