"""A Court of Many Crowns: Counting Crowns under forty modes in four groups, more than setup's
list can show at once even in two columns, so the list must scroll. Registered only by tests
(``use_games``, see ``MANY``)."""

from game.core.registry import GameInfo, ModeInfo

MANY = ("game.imposter.plugin", "tests.fakegame.many_modes")  # the plug-ins a test registers
GROUPS = ("Quick", "Long", "Odd", "Even")
PER_GROUP = 10


def _new(seed: int, options: dict | None = None):
    from tests.fakegame.model import CrownsState

    return CrownsState(seed, options)


GAME = GameInfo(
    id="many",
    name="Many Crowns",
    summary="Counting Crowns under many names.",
    modes=tuple(
        ModeInfo(
            f"many/{g}-{k}",
            f"Many Crowns: {group} race {k + 1}",
            "Two players race.",
            2,
            _new,
            group=group,
            short_title=f"{group} race {k + 1}",
        )
        for g, group in enumerate(GROUPS)
        for k in range(PER_GROUP)
    ),
    invariants="tests.fakegame.invariants",
    scenes="tests.fakegame.scenes",
)
