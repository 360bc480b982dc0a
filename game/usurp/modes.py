"""Usurp the King modes as data: one per number of families (2 to 5) and the team games of six
and eight, each with the same two setup options."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.registry import OptionInfo, complete_options
from game.usurp.data import FAMILIES

# A match is one game: the Intrigue then the Rebellion.
MATCH_TARGET = 1

NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 8: "eight"}
# Setup's headings over the modes: a player a family, or two partners a family.
FAMILIES_ALONE = "Families"
TEAMS = "Teams"
TUTORIAL_MODE = "usurp/tutorial"
# The guided first game's seed, chosen by a search over seeds for the one whose computers'
# choices bring every card type's moment in the Rebellion when the newcomer follows the notes.
TUTORIAL_SEED = 271


@dataclass(frozen=True)
class Mode:
    id: str
    title: str
    summary: str
    seats: int
    families: int
    teams: tuple[int, ...] = ()
    options: tuple[OptionInfo, ...] = ()
    # Setup's list: the heading the mode is listed under and its name there.
    group: str = ""
    short_title: str = ""
    # A prepared game (the guided first game): every match of the mode uses this seed (the
    # computers' seeded choices follow from it) and these options, whatever is asked.
    deal_seed: int | None = None
    preset: tuple[tuple[str, str], ...] = ()

    def team_of(self, seat: int) -> int:
        """The family index of a seat (every seat of a family is one side)."""
        return seat % self.families

    @property
    def team_play(self) -> bool:
        return bool(self.teams)


def first_option(families: int) -> OptionInfo:
    """Which family places first: random from the seed, or a family (in teams its A player,
    whose seat number is the family's index, so setup shows that seat's name)."""
    choices = (("random", "Random"),) + tuple((str(f), FAMILIES[f]) for f in range(families))
    return OptionInfo("first", "Family placing first", choices, "random", seats=True)


TUTORIAL = OptionInfo(
    "tutorial",
    "Secret tutorial objectives",
    (("off", "Off"), ("on", "On, one each")),
    "off",
)


def _mode(seats: int, families: int, teams: bool) -> Mode:
    if teams:
        mode_id = f"usurp/teams-{seats}"
        title = f"Usurp the King: teams of {NUMBER_WORDS[seats]}"
        summary = (
            f"{seats} players, {families} families of two seated opposite: five cards each, "
            "three placed each, the serpentine order by player."
        )
        team_list = tuple(s % families for s in range(seats))
        group, short = TEAMS, f"Teams of {NUMBER_WORDS[seats]}"
    else:
        mode_id = f"usurp/{seats}p"
        title = f"Usurp the King: {NUMBER_WORDS[families]} families"
        summary = (
            f"{seats} families place six of their ten Leverage cards on the Court, then the "
            "Rebellion resolves them: control the member whose victory comes first."
        )
        team_list = ()
        group, short = FAMILIES_ALONE, f"{NUMBER_WORDS[families].capitalize()} families"
    options = (first_option(families), TUTORIAL)
    return Mode(mode_id, title, summary, seats, families, team_list, options, group, short)


def _tutorial_mode() -> Mode:
    """Three families, Hayhurst (the newcomer) placing first, without the secret objectives:
    the guided game's notes give the direction the rulebook's Tutorial cards would."""
    return Mode(
        TUTORIAL_MODE,
        "Learn to play: a guided game of three families",
        "A prepared game of three families against two Easy computers, with notes on each "
        "rule as it first comes up.",
        3,
        3,
        # (listed with the families' modes: a heading of its own would crowd New game's column)
        group=FAMILIES_ALONE,
        short_title="Three families, guided",
        deal_seed=TUTORIAL_SEED,
        preset=(("first", "0"), ("tutorial", "off")),
    )


MODES: dict[str, Mode] = {
    m.id: m
    for m in (
        _mode(2, 2, False),
        _mode(3, 3, False),
        _mode(4, 4, False),
        _mode(5, 5, False),
        _tutorial_mode(),
        _mode(6, 3, True),
        _mode(8, 4, True),
    )
}


def mode(mode_id: str) -> Mode:
    """The mode with this id; KeyError naming the known ones."""
    try:
        return MODES[mode_id]
    except KeyError:
        known = ", ".join(MODES)
        raise KeyError(f"unknown Usurp the King mode {mode_id!r}; known: {known}") from None


def resolve_options(m: Mode, options: dict | None) -> dict[str, str]:
    """Every option of ``m`` as a string, defaults filled in; ValueError naming what is allowed.
    A prepared mode offers none: its ``preset`` settings are read through ``setting``."""
    return complete_options(m.id, m.options, options)


def setting(m: Mode, options: dict[str, str], key: str, default: str) -> str:
    """A setup choice as the rules read it: the mode's preset one, else the option chosen."""
    return dict(m.preset).get(key, options.get(key, default))
