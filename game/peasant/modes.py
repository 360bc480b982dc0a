"""King and Peasant modes as data: one mode, Eras to two wins, and its setup options."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.registry import OptionInfo, complete_options

# Rulebook, End of an Era: "The player who wins a total of 2 Eras will be the winner."
MATCH_TARGET = 2
# House rule: a match of a single Era. The rulebook's two wins are the default; one is offered
# as a house rule and counted apart.
SHORT_TARGET = 1

# Rulebook, Setup: "If this is the first Era, the richer player plays as the King." A table
# cannot weigh purses, so the setup screen chooses: seat 0, seat 1, or random from the seed.
FIRST_KING_CHOICES = (("random", "Random"), ("0", "Seat 1"), ("1", "Seat 2"))
FIRST_KING_DEFAULT = "random"


@dataclass(frozen=True)
class Mode:
    id: str
    title: str
    summary: str
    seats: int = 2
    options: tuple[OptionInfo, ...] = ()
    group: str = "Two players"  # setup's heading over the mode
    deal_seed: int | None = None  # a prepared deal: every match of the mode uses this seed
    first_king: int | None = None  # the seat that is King in the first Era, when the mode fixes it


# The values are seats, so the setup screen shows the names typed for them.
FIRST_KING = OptionInfo(
    "first_king", "King in the first Era", FIRST_KING_CHOICES, FIRST_KING_DEFAULT, seats=True
)

TARGET = OptionInfo(
    "target",
    "Eras to win",
    (
        (str(MATCH_TARGET), f"{MATCH_TARGET} (rulebook)"),
        (str(SHORT_TARGET), f"{SHORT_TARGET} (house rule)"),
    ),
    str(MATCH_TARGET),
    house_rule="to {value} Era (house rule)",
)

# The guided first game's prepared deal: with this seed, a newcomer who makes the moves its notes
# ask for (and the Easy computer's choices elsewhere) is the Peasant in Era 1, wins it, and is the
# King in Era 2, meeting every moment the notes explain (tests/game/peasant/test_tutorial.py).
TUTORIAL_SEED = 73
TUTORIAL_MODE = "peasant/tutorial"

MODES: dict[str, Mode] = {
    "peasant/eras": Mode(
        "peasant/eras",
        "King and Peasant",
        "Two players, one King and one Peasant: Eras to two wins; each Era's winner is the "
        "next King.",
        2,
        (FIRST_KING, TARGET),
    ),
    TUTORIAL_MODE: Mode(
        TUTORIAL_MODE,
        "Learn to play: an Era on each side",
        "The rulebook's Eras on a prepared deal, with notes that explain each rule as it first "
        "comes up: you are the Peasant in Era 1 and, once you win it, the King in Era 2.",
        2,
        (),  # the guided game plays the rulebook's match
        group="Learning",
        deal_seed=TUTORIAL_SEED,
        first_king=1,  # seat 0 is the newcomer: the Peasant first
    ),
}


def mode(mode_id: str) -> Mode:
    """The mode with this id; KeyError naming the known ones."""
    try:
        return MODES[mode_id]
    except KeyError:
        known = ", ".join(MODES)
        raise KeyError(f"unknown King and Peasant mode {mode_id!r}; known: {known}") from None


def resolve_options(m: Mode, options: dict | None) -> dict[str, str]:
    """Every option of ``m`` as a string, defaults filled in; ValueError for an unknown key or
    value, naming the ones allowed."""
    return complete_options(m.id, m.options, options)
