"""The Imposter Kings modes as data: deck, deal, setup steps and scoring."""

from __future__ import annotations

from dataclasses import dataclass

# Rulebook, "Winning a round and the match": first to 7 or more points.
MATCH_TARGET = 7
# Rulebook, Mulligans: a mulligan after the free one gives the opponent this many points.
MULLIGAN_PENALTY = 2
# UNVERIFIED (card file 2.4): flipping the King onto an empty Court is not allowed.
FLIP_ON_EMPTY_COURT = False

_BASE_18 = (
    "Queen",
    "Princess",
    "King's Hand",
    "Sentry",
    "Warlord",
    "Mystic",
    "Oathbound",
    "Oathbound",
    "Soldier",
    "Soldier",
    "Inquisitor",
    "Inquisitor",
    "Zealot",
    "Assassin",
    "Judge",
    "Elder",
    "Elder",
    "Fool",
)
_QUICKPLAY_14 = (
    "Queen",
    "Princess",
    "Fool",
    "Sentry",
    "Warlord",
    "Mystic",
    "Oathbound",
    "Oathbound",
    "Soldier",
    "Soldier",
    "Inquisitor",
    "Inquisitor",
    "Elder",
    "Elder",
)


@dataclass(frozen=True)
class Mode:
    id: str
    title: str
    summary: str
    deck: tuple[str, ...]
    seats: int = 2
    hand_size: int = 8
    accused_fixed: str | None = None  # a card set aside face up as the Accused before dealing
    dungeon: bool = True
    mulligans: bool = True
    full_scoring: bool = True  # 1 / +1 King / +1 cards left; else 1 point a round
    teams: tuple[int, ...] = ()  # team of each seat (partners share a number); () = no teams

    def team_of(self, seat: int) -> int:
        return self.teams[seat] if self.teams else seat

    @property
    def names(self) -> tuple[str, ...]:
        """Every card name a player may say in this mode, by value then name."""
        from game.imposter.cards import card

        pool = set(self.deck) | ({self.accused_fixed} if self.accused_fixed else set())
        return tuple(sorted(pool, key=lambda n: (card(n).value, n)))


MODES: dict[str, Mode] = {
    m.id: m
    for m in (
        Mode(
            "imposter/quickplay-1",
            "Quickplay 1: learn to play",
            "14-card learning deck, 7 each; the Assassin is the face-up Accused card. "
            "One point a round.",
            _QUICKPLAY_14,
            hand_size=7,
            accused_fixed="Assassin",
            dungeon=False,
            mulligans=False,
            full_scoring=False,
        ),
        Mode(
            "imposter/quickplay-2",
            "Quickplay 2: adding the Assassin",
            "The Assassin is shuffled in; the card left over after dealing 7 each is the Accused.",
            _QUICKPLAY_14 + ("Assassin",),
            hand_size=7,
            dungeon=False,
            mulligans=False,
            full_scoring=False,
        ),
        Mode(
            "imposter/quickplay-3",
            "Quickplay 3: adding the King's Hand",
            "The King's Hand joins too; of the two cards left over, one is the Accused and one "
            "stays face down, unused.",
            _QUICKPLAY_14 + ("Assassin", "King's Hand"),
            hand_size=7,
            dungeon=False,
            mulligans=False,
            full_scoring=False,
        ),
        Mode(
            "imposter/2p-base",
            "2 Player Base Game",
            "18 cards, 8 each, Accused and one unused card, mulligans, Successor and Dungeon, "
            "scoring up to 3 points a round, first to 7.",
            _BASE_18,
        ),
    )
}


def mode(mode_id: str) -> Mode:
    try:
        return MODES[mode_id]
    except KeyError:
        known = ", ".join(MODES)
        raise KeyError(f"unknown mode {mode_id!r}; known modes: {known}") from None
