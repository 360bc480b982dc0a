"""The Imposter Kings modes as data: deck, deal, setup steps and scoring."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.core.registry import OptionInfo
from game.imposter.cards import ARMY_BASE, KICKSTARTER, SIGNATURES, card

# Rulebook, "Winning a round and the match": first to 7 or more points.
MATCH_TARGET = 7
# House rule: a shorter match (a Cutthroat match to 7 runs close to an hour). The rulebook's
# target is the default; the others are offered as a house rule and counted apart.
SHORT_TARGETS = (5, 3)
TARGET = OptionInfo(
    "target",
    "Points to win",
    ((str(MATCH_TARGET), f"{MATCH_TARGET} (rulebook)"),)
    + tuple((str(t), f"{t} (house rule)") for t in SHORT_TARGETS),
    str(MATCH_TARGET),
    house_rule="to {value} (house rule)",
)
# Rulebook, Mulligans: a mulligan after the free one gives the opponent this many points.
MULLIGAN_PENALTY = 2
# UNVERIFIED (card file 2.4): flipping the King onto an empty Court is not allowed.
FLIP_ON_EMPTY_COURT = False
# House rule "swap the Kickstarter cards in for a card of the same value": which card each
# replaces in the 20-card deck (our choice; the Elocutionist's value is UNVERIFIED, see cards).
KICKSTARTER_SWAPS = {"Oracle": "Judge", "Impersonator": "Inquisitor", "Elocutionist": "Soldier"}

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
# The guided first game's prepared deal: with this seed the first round, played as the computer
# would play both hands, brings every moment the tutorial explains (tests/game/imposter/
# test_tutorial_mode.py checks it).
TUTORIAL_SEED = 33
# The guided Mercenary round's prepared deal (game/imposter/tutorial_mercenaries.py): with this
# seed the newcomer who follows the notes meets every moment they explain in round one (tests/
# game/imposter/test_tutorial_mercenaries.py checks it).
MERC_TUTORIAL_SEED = 77
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
    # Fragments of Nersetti
    expansion: bool = False  # the expansion's cards and effects are in play
    army: tuple[str, ...] = ()  # Army cards each seat starts the match with
    signatures: str = "none"  # none | pick | tournament | random | draft
    pool: tuple[str, ...] = ()  # Signature Cards to choose or draft from
    picks: int = 3  # secret picks per seat ("pick"; 1 in a tournament, 0 when drafting all)
    draft_deal: int = 5  # cards dealt face up to draft (0: the whole remaining pool)
    draft_order: tuple[int, ...] = (0, 1, 1, 0)  # 0 = the seat picking first
    facets: bool = False  # Kings may take the Master Tactician or Charismatic Leader facet
    deal_seed: int | None = None  # a prepared deal: every match of the mode uses this seed
    # Before play: "pair" (two players), "cutthroat" (reveal 2 then 1, the exchange) or "2v2"
    # (reveal 3, a card for the partner, take, Successor look, trade); rulebook, More players.
    setup: str = "pair"
    scoring: str = "pair"  # pair | cutthroat (second place scores) | 2v2 | 2v2-merc (team points)
    # Three- and four-player Fragments: the shared Mercenary deck (one of each Signature Card),
    # the Bid and the Mustering with the bid cards (game/imposter/mercenaries.py); () = none.
    mercenaries: tuple[str, ...] = ()
    # Setup's list: the heading the mode is listed under and its name there.
    group: str = ""
    short_title: str = ""
    options: tuple[OptionInfo, ...] = (TARGET,)  # the setup choices (registry.OptionInfo)

    def team_of(self, seat: int) -> int:
        return self.teams[seat] if self.teams else seat

    @cached_property  # computed once per mode: the Soldier, Judge and Inquisitor ask often
    def names(self) -> tuple[str, ...]:
        """Every card name a player may say in this mode, by value then name."""
        pool = set(self.deck) | ({self.accused_fixed} if self.accused_fixed else set())
        pool |= {card(lb).name for lb in self.army + self.pool + self.mercenaries}
        return tuple(sorted(pool, key=lambda n: (card(n).value, n)))


_FON_20 = _BASE_18 + ("Immortal", "Warden")
# Rulebook decklists, More players.
_CUTTHROAT_25 = _BASE_18 + (
    "Judge",
    "Herald",
    "Executioner",
    "Executioner",
    "Spy",
    "Warden",
    "Warden",
)
_2V2_29 = _BASE_18 + (
    "King's Hand",
    "Zealot",
    "Assassin",
    "Judge",
    "Fool",
    "Herald",
    "Executioner",
    "Executioner",
    "Spy",
    "Warden",
    "Warden",
)
_ARMY5 = tuple(f"Army {n}" for n in ARMY_BASE)
# Rulebook decklists, Cutthroat Mercenaries (25) and 2v2 Mercenaries (29).
_CUTTHROAT_MERC_25 = _BASE_18 + (
    "Executioner",
    "Bard",
    "Bard",
    "Herald",
    "Immortal",
    "Warden",
    "Spy",
)
_2V2_MERC_29 = _BASE_18 + (
    "Fool",
    "Assassin",
    "Executioner",
    "Executioner",
    "Bard",
    "Bard",
    "Arbiter",
    "Herald",
    "Immortal",
    "Warden",
    "Spy",
)


def _swap_kickstarter(deck: tuple[str, ...]) -> tuple[str, ...]:
    out = list(deck)
    for new, old in KICKSTARTER_SWAPS.items():
        out[out.index(old)] = new
    return tuple(out)


# Setup's headings over the modes.
LEARNING = "Learning"
TWO_PLAYERS = "Two players"
MORE_PLAYERS = "Three and four players"
FRAGMENTS = "Fragments of Nersetti"
HOUSE_RULES = "House rules"


def _fon(mode_id, title, summary, **kw) -> Mode:
    base = dict(deck=_FON_20, hand_size=9, expansion=True, mulligans=False, group=FRAGMENTS)
    base.update(kw)
    return Mode(mode_id, title, summary, **base)


_QUICKPLAY_1 = Mode(
    "imposter/quickplay-1",
    "Quickplay 1: learn to play",
    "14-card learning deck, 7 each; the Assassin is the face-up Accused card. One point a round.",
    _QUICKPLAY_14,
    hand_size=7,
    accused_fixed="Assassin",
    dungeon=False,
    mulligans=False,
    full_scoring=False,
    group=LEARNING,
    short_title="Quickplay 1: learn to play",
)
_FULL = dict(army=_ARMY5, signatures="pick", pool=SIGNATURES, facets=True)
_CUTTHROAT_MERCENARIES = Mode(
    "imposter/cutthroat-mercenaries",
    "Cutthroat Mercenaries: three players",
    "25 cards, 8 each; every player has an Army and a King with both facets. Bid 3 "
    "cards for the 5 face-up Mercenaries, then muster. Scored as Cutthroat.",
    _CUTTHROAT_MERC_25,
    seats=3,
    mulligans=False,
    setup="cutthroat",
    scoring="cutthroat",
    expansion=True,
    army=_ARMY5,
    facets=True,
    mercenaries=SIGNATURES,
    group=MORE_PLAYERS,
    short_title="Cutthroat Mercenaries",
)

MODES: dict[str, Mode] = {
    m.id: m
    for m in (
        _QUICKPLAY_1,
        replace(
            _QUICKPLAY_1,
            id="imposter/tutorial",
            title="Learn to play: a guided first game",
            summary="The Quickplay 1 rules on a prepared deal, with notes that explain each rule "
            "the first time it comes up; from the menu, against the Easy computer.",
            deal_seed=TUTORIAL_SEED,
            short_title="A guided first game",
            options=(),  # the guided game plays the rulebook's match
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
            group=LEARNING,
            short_title="Quickplay 2: the Assassin",
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
            group=LEARNING,
            short_title="Quickplay 3: the King's Hand",
        ),
        Mode(
            "imposter/2p-base",
            "2 Player Base Game",
            "18 cards, 8 each, Accused and one unused card, mulligans, Successor and Dungeon, "
            "scoring up to 3 points a round, first to 7.",
            _BASE_18,
            group=TWO_PLAYERS,
            short_title="Base game",
        ),
        Mode(
            "imposter/cutthroat",
            "Cutthroat: three players",
            "25 cards, 8 each, the last one the Accused. Reveal 2 then 1 and exchange; no "
            "mulligans. Second place scores too; an Assassin may strike twice.",
            _CUTTHROAT_25,
            seats=3,
            mulligans=False,
            setup="cutthroat",
            scoring="cutthroat",
            group=MORE_PLAYERS,
            short_title="Cutthroat",
        ),
        Mode(
            "imposter/2v2",
            "2v2: four players in two teams",
            "29 cards, 7 each; partners sit across. Reveal 3, a card for your partner, take one "
            "of theirs, look at each other's Successor and trade. A team loses with either "
            "partner.",
            _2V2_29,
            seats=4,
            hand_size=7,
            teams=(0, 1, 0, 1),
            setup="2v2",
            scoring="2v2",
            group=MORE_PLAYERS,
            short_title="2v2 in two teams",
        ),
        _CUTTHROAT_MERCENARIES,
        replace(
            _CUTTHROAT_MERCENARIES,
            id="imposter/tutorial-mercenaries",
            title="Learn the Mercenaries: a guided bid and round",
            summary="The Cutthroat Mercenaries rules on a prepared deal, with notes on the Army, "
            "the bid, Mustering and the King facets as they come up; against two Easy computers.",
            deal_seed=MERC_TUTORIAL_SEED,
            group=LEARNING,
            short_title="A guided Mercenary round",
            options=(),  # the guided game plays the rulebook's match
        ),
        Mode(
            "imposter/2v2-mercenaries",
            "2v2 Mercenaries: four players in two teams",
            "29 cards, 7 each; Armies, both King facets and Mercenaries. Bid 3 plus an extra card "
            "your partner sees, muster, trade. The team scores 1 plus 1 per face-up King.",
            _2V2_MERC_29,
            seats=4,
            hand_size=7,
            mulligans=False,
            teams=(0, 1, 0, 1),
            setup="2v2",
            scoring="2v2-merc",
            expansion=True,
            army=_ARMY5,
            facets=True,
            mercenaries=SIGNATURES,
            group=MORE_PLAYERS,
            short_title="2v2 Mercenaries",
        ),
        _fon(
            "imposter/fon-1-immortal",
            "Fragments 1: the Immortal",
            "The Immortal and a Warden join the deck: 20 cards, 9 each. Mulligans as in the base "
            "game.",
            mulligans=True,
            short_title="1: the Immortal",
        ),
        _fon(
            "imposter/fon-2-army",
            "Fragments 2: the Army",
            "Each player's Army of the five Army cards and the Aegis; a Mustering Phase before "
            "each round; no mulligans.",
            army=_ARMY5 + ("Aegis",),
            short_title="2: the Army",
        ),
        _fon(
            "imposter/fon-3-signatures",
            "Fragments 3: Signature Cards",
            "Each player secretly picks 3 of the 9 Signature Cards for their Army.",
            army=_ARMY5,
            signatures="pick",
            pool=SIGNATURES,
            short_title="3: Signature Cards",
        ),
        _fon(
            "imposter/fon-full",
            "Fragments: full rules (Facets of the King)",
            "Signature Cards plus the Master Tactician and Charismatic Leader Kings, chosen while "
            "mustering.",
            **_FULL,
            short_title="Full rules (Facets of the King)",
        ),
        _fon(
            "imposter/fon-tournament",
            "Fragments: Tournament Mode",
            "One secret Signature pick each, then a draft of 5 face-up cards (picks 1, 2, 1).",
            **{**_FULL, "signatures": "tournament", "picks": 1},
            short_title="Tournament Mode",
        ),
        _fon(
            "imposter/fon-kickstarter-deck",
            "House rule: Kickstarter cards in the deck",
            "Full rules with the Oracle, Impersonator and Elocutionist swapped in for a Judge, an "
            "Inquisitor and a Soldier.",
            **{**_FULL, "deck": _swap_kickstarter(_FON_20)},
            group=HOUSE_RULES,
            short_title="Kickstarter cards in the deck",
        ),
        _fon(
            "imposter/fon-kickstarter-signatures",
            "House rule: Kickstarter Signature Cards",
            "Full rules; the Oracle, Impersonator and Elocutionist may be picked as Signature "
            "Cards.",
            **{**_FULL, "pool": SIGNATURES + KICKSTARTER},
            group=HOUSE_RULES,
            short_title="Kickstarter Signature Cards",
        ),
        _fon(
            "imposter/fon-random-signatures",
            "House rule: random Signature Cards",
            "Full rules, but each player gets 3 random Signature Cards.",
            **{**_FULL, "signatures": "random"},
            group=HOUSE_RULES,
            short_title="Random Signature Cards",
        ),
        _fon(
            "imposter/fon-draft-all",
            "House rule: draft everything",
            "No chosen Signature Card: both players draft 3 from the whole pool (1, 2, 2, 1).",
            **{
                **_FULL,
                "signatures": "tournament",
                "picks": 0,
                "draft_deal": 0,
                "draft_order": (0, 1, 1, 0, 0, 1),
            },
            group=HOUSE_RULES,
            short_title="Draft everything",
        ),
        _fon(
            "imposter/fon-whole-pool",
            "House rule: draft from the whole pool",
            "Tournament Mode, drafting from every remaining Signature Card instead of 5.",
            **{**_FULL, "signatures": "tournament", "picks": 1, "draft_deal": 0},
            group=HOUSE_RULES,
            short_title="Draft from the whole pool",
        ),
    )
}


# The guided three- and four-player rounds (game/imposter/tutorial_party.py): Cutthroat and 2v2 on
# a prepared deal each. With these seeds the first round, the newcomer doing what the notes ask
# and the table's Easy computers playing the rest, brings every moment the notes explain
# (tests/game/imposter/test_tutorial_party.py checks it).
CUTTHROAT_TUTORIAL_SEED = 84
TWO_V_TWO_TUTORIAL_SEED = 253
_GUIDED: dict[str, Mode] = {}
for _id, _base, _seed, _title, _short in (
    (
        "imposter/tutorial-cutthroat",
        "imposter/cutthroat",
        CUTTHROAT_TUTORIAL_SEED,
        "Learn to play: a guided Cutthroat round",
        "A guided Cutthroat round",
    ),
    (
        "imposter/tutorial-2v2",
        "imposter/2v2",
        TWO_V_TWO_TUTORIAL_SEED,
        "Learn to play: a guided 2v2 round",
        "A guided 2v2 round",
    ),
):
    _GUIDED[_id] = replace(
        MODES[_base],
        id=_id,
        title=_title,
        summary=f"The {MODES[_base].short_title} rules on a prepared deal, with notes on what "
        "they add to the two-player game the first time each comes up; against the Easy "
        "computer.",
        deal_seed=_seed,
        group=LEARNING,
        short_title=_short,
        options=(),  # the guided game plays the rulebook's match
    )
# (beside the guided first game, so the rules pages list them with the learning modes)
_at = list(MODES).index("imposter/tutorial") + 1
MODES = dict(list(MODES.items())[:_at] + list(_GUIDED.items()) + list(MODES.items())[_at:])


def mode(mode_id: str) -> Mode:
    try:
        return MODES[mode_id]
    except KeyError:
        known = ", ".join(MODES)
        raise KeyError(f"unknown mode {mode_id!r}; known modes: {known}") from None
