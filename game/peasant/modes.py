"""King and Peasant modes as data: one mode, Eras to two wins, and its setup option."""

from __future__ import annotations

from dataclasses import dataclass

# Rulebook, End of an Era: "The player who wins a total of 2 Eras will be the winner."
MATCH_TARGET = 2

# Rulebook, Setup: "If this is the first Era, the richer player plays as the King." A table
# cannot weigh purses, so the setup screen chooses: seat 0, seat 1, or random from the seed.
FIRST_KING_CHOICES = (("random", "Random"), ("0", "Seat 1"), ("1", "Seat 2"))
FIRST_KING_DEFAULT = "random"


@dataclass(frozen=True)
class Option:
    """A setup choice: ``key``, words for the setup screen, the values and the default."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str


@dataclass(frozen=True)
class Mode:
    id: str
    title: str
    summary: str
    seats: int = 2
    options: tuple[Option, ...] = ()


FIRST_KING = Option("first_king", "King in the first Era", FIRST_KING_CHOICES, FIRST_KING_DEFAULT)

MODES: dict[str, Mode] = {
    "peasant/eras": Mode(
        "peasant/eras",
        "King and Peasant",
        "Two players, one King and one Peasant: Eras to two wins; each Era's winner is the "
        "next King.",
        2,
        (FIRST_KING,),
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
    given = dict(options or {})
    out: dict[str, str] = {}
    for opt in m.options:
        value = str(given.pop(opt.key, opt.default))
        allowed = [v for v, _ in opt.choices]
        if value not in allowed:
            raise ValueError(f"option {opt.key}={value!r} is not one of {', '.join(allowed)}")
        out[opt.key] = value
    if given:
        raise ValueError(f"unknown option(s) {', '.join(sorted(given))} for mode {m.id}")
    return out
