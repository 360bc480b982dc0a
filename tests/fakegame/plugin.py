"""Counting Crowns as the registry sees it: one mode with two options."""

from game.core.registry import GameInfo, ModeInfo, OptionInfo


def _new(seed: int, options: dict | None = None):
    from tests.fakegame.model import CrownsState

    return CrownsState(seed, options)


GAME = GameInfo(
    id="crowns",
    name="Counting Crowns",
    summary="Add one or two crowns a turn; the first to the target wins.",
    modes=(
        ModeInfo(
            "crowns/race",
            "A race of crowns",
            "Two players race to the target.",
            2,
            _new,
            options=(
                OptionInfo("target", "Crowns to win", (("3", "Three"), ("5", "Five")), "3"),
                OptionInfo(
                    "first", "Who begins", (("0", "Seat 1"), ("1", "Seat 2")), "0", seats=True
                ),
            ),
        ),
    ),
    invariants="tests.fakegame.invariants",
    scenes="tests.fakegame.scenes",
)
