"""A Crowd of Crowns in the shell: a stand-in table, one rules page, and the end-of-game words,
which name nobody when the game ended in a tie for the most crowns."""

from scenes.games import GameScenes, RulesPage, ScoringWords, Section
from tests.fakegame.scenes import CrownsTable


def _rules():
    return (
        RulesPage(
            "crowd",
            "The crowd",
            "Add one or two crowns a turn, twice round the table.",
            (Section("Winning", ("The most crowns wins; a tie for the most, nobody.",)),),
        ),
    )


def _scoring(state, result, viewer, names):
    winners = result.get("winners") or []
    together = " and ".join(names(s) for s in winners)
    if result.get("reason") == "conceded":
        reason = result.get("why_words") or f"{names(result['loser'])} conceded."
    elif winners:
        reason = f"{together} gathered the most crowns ({result['best']})."
    else:
        tied = ", ".join(names(s) for s in result["tied"])
        reason = f"{tied} tied on {result['best']} crowns: nobody gathered the most."
    secrets = state.view(viewer)["secrets"]
    reveal = tuple((names(s), f"secret {v}") for s, v in enumerate(secrets))
    team = together if len(winners) > 1 else ""
    return ScoringWords(reason=reason, reveal=reveal, winners=team, match_winners=team,
                        round_word="Game")  # fmt: skip


SCENES = GameScenes(
    table=lambda app, session: CrownsTable(app, session),
    review=None,
    rules=_rules,
    scoring=_scoring,
    round_word="Game",
)
