"""Counting Crowns with a guided first game, so the menu has two games to teach."""

from dataclasses import replace

from game.core.tutorial import Script, Step
from tests.fakegame.plugin import GAME as _CROWNS

GAME = replace(_CROWNS, tutorials="tests.fakegame.tutored")

SCRIPTS = (
    Script(
        id="crowns/lesson",
        title="A race to three",
        mode="crowns/race",
        real_mode="crowns/race",
        seats=(("You", "human", ""), ("Teacher", "computer", "easy")),
        steps=(Step("crowns", "start", "Crowns", "Add one or two crowns a turn."),),
        wrap_title="You can count crowns",
        wrap_words="Now race for real.",
        minutes=2,
    ),
)
