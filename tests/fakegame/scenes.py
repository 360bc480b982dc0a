"""Counting Crowns in the shell: a stand-in table, one rules page, the end-of-race words."""

from scenes.games import GameScenes, RulesPage, ScoringWords, Section
from scenes.stack import Scene


class CrownsTable(Scene):
    name = "table"

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session

    def draw(self, surface) -> None:
        surface.fill((0, 80, 0))


def _rules():
    return (
        RulesPage(
            "race",
            "The race",
            "Add one or two crowns a turn.",
            (Section("Winning", ("The first to the target wins.",)),),
        ),
    )


def _scoring(state, result, viewer, names):
    return ScoringWords(reason=f"{names(result['winner'])} reached the target first.")


SCENES = GameScenes(
    table=lambda app, session: CrownsTable(app, session),
    review=None,
    rules=_rules,
    scoring=_scoring,
)
