"""Counting Crowns registered with a scenes module that does not exist (rules without a table)."""

from dataclasses import replace

from tests.fakegame.plugin import GAME as _CROWNS

GAME = replace(
    _CROWNS,
    id="unseated",
    name="Unseated Crowns",
    modes=tuple(replace(m, id="unseated/race") for m in _CROWNS.modes),
    scenes="tests.fakegame.nowhere",
)
