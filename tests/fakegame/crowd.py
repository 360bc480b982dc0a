"""A Crowd of Crowns as the registry sees it: five seats each alone, six and eight seats in
families of two seated opposite (``teams``), a match of one game that may end with nobody
winning. Registered only by tests (``use_games``, see ``CROWD``)."""

from game.core.registry import GameInfo, ModeInfo, OptionInfo

CROWD = ("game.imposter.plugin", "tests.fakegame.crowd")  # the plug-ins a test registers

FIVE = ("crowd/five", "Five alone", 5, ())
SIX = ("crowd/six", "Three families of two", 6, (0, 1, 2, 0, 1, 2))
EIGHT = ("crowd/eight", "Four families of two", 8, (0, 1, 2, 3, 0, 1, 2, 3))


def _maker(mode_id: str, title: str, seats: int, teams: tuple[int, ...]):
    def new(seed: int, options: dict | None = None):
        from tests.fakegame.crowd_model import CrowdMode, CrowdState

        return CrowdState(CrowdMode(mode_id, title, seats, teams), seed, options)

    return new


def _first(seats: int) -> tuple[OptionInfo, ...]:
    """Who adds first: a seat, or one drawn from the seed (as Usurp the King's first family)."""
    choices = (("random", "Random"),) + tuple((str(s), f"Seat {s + 1}") for s in range(seats))
    return (OptionInfo("first", "Who begins", choices, "random", seats=True),)


GAME = GameInfo(
    id="crowd",
    name="A Crowd of Crowns",
    summary="Five to eight seats add crowns twice round; the most wins, a tie means nobody.",
    modes=tuple(
        ModeInfo(
            mid,
            title,
            f"{seats} players, one game.",
            seats,
            _maker(mid, title, seats, teams),
            teams=teams,
            options=_first(seats) if mid == FIVE[0] else (),
        )
        for mid, title, seats, teams in (FIVE, SIX, EIGHT)
    ),
    invariants="tests.fakegame.invariants",
    scenes="tests.fakegame.crowd_scenes",
)
