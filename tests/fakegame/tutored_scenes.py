"""Counting Crowns' scenes with a tutorial: a race to three against the computer."""

from dataclasses import replace

from scenes.session import MatchSession, SeatSetup
from tests.fakegame.scenes import SCENES as _SCENES


def _tutorial(app):
    seats = [SeatSetup("You", "human"), SeatSetup("Teacher", "computer", "easy")]
    return MatchSession("crowns/race", seats, 0, autosave=False)


SCENES = replace(_SCENES, tutorial=_tutorial)
