"""Counting Crowns with a guided first game, so the menu has two games to teach."""

from dataclasses import replace

from tests.fakegame.plugin import GAME as _CROWNS

GAME = replace(_CROWNS, scenes="tests.fakegame.tutored_scenes")
