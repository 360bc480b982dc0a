"""Which of The Imposter Kings' decisions come in steps the table holds (see scenes/table/choice.py).

Play the Soldier, then name a card; play the Sentry, choose the Court card, then the hand card
to put in its place; choose a Successor, then a Dungeon card: the steps of one choice, held until
the last one. The reaction window after the Sentry's, Warden's and Princess's choice is passed
in the held copy only.
"""

from __future__ import annotations

from functools import partial

from scenes.table.choice import ChoiceRules
from scenes.table.choice import continues_choice as _continues_choice

# (decision, verb) of a step -> the decisions that continue the same choice.
# A played card whose ability asks its owner at once: the Fool's take, the Inquisitor's,
# Soldier's and Judge's names, the Mystic's number, the Sentry's and the Warden's exchange,
# the Princess's player; Fragments of Nersetti: the Stranger's copy, the Aegis's Disgrace,
# the Informant's and Nakturn's names, the Flag Bearer, Lockshift and Oracle.
ASKS_ON_PLAY = frozenset(
    (
        "take", "inquire", "soldier", "judge", "mystic", "sentry", "princess", "warden",
        "stranger", "aegis", "informant", "nakturn", "flag", "lockshift", "oracle",
    )
)  # fmt: skip
CONTINUES: dict[tuple[str, str], frozenset[str]] = {
    # (and the Oathbound's follow-up play, whose card may ask in turn)
    ("turn", "play"): ASKS_ON_PLAY | {"follow"},
    ("follow", "play"): ASKS_ON_PLAY,
    # The Stranger copies a Court card and then asks what that card asks.
    ("stranger", "copy"): ASKS_ON_PLAY - {"stranger"},
    # After the King's Hand window (passed through below), the card to give.
    ("sentry", "exchange"): frozenset(("sentry_give",)),
    ("warden", "exchange"): frozenset(("warden_give",)),
    ("princess", "choose"): frozenset(("swap_give",)),
    # The Soldier's Disgraces, up to three.
    ("disgrace", "disgrace"): frozenset(("disgrace",)),
    # Setting up: the Successor, then (the Master Tactician's Squire and) the Dungeon card.
    ("place", "successor"): frozenset(("squire", "dungeon")),
    ("squire", "squire"): frozenset(("dungeon",)),
    # Fragments of Nersetti: Recall, then Rally from your own Army (the Flag Bearer, the
    # Ancestor, the Master Tactician), and the Flag Bearer's card put back.
    ("recall", "recall"): frozenset(("flag_rally", "ancestor_rally", "tactician_squire")),
    ("recall", "pass"): frozenset(("flag_rally", "ancestor_rally", "tactician_squire")),
    ("flag_rally", "rally"): frozenset(("flag_rally", "flag_return")),
}
# Steps followed by a reaction window before the player's next step of the same choice. The
# window's outcome tells the player nothing the next step depends on (it stops the ability or
# lets it go on), so the copy passes it; the real match asks the other player in between, and
# the table applies the rest once the choice comes back to the player (``Choice.rest``).
THROUGH_WINDOW = frozenset((("sentry", "exchange"), ("warden", "exchange"), ("princess", "choose")))


RULES = ChoiceRules(CONTINUES, THROUGH_WINDOW)
# Whether a move of the history was a later step of a held choice (undo takes them together).
continues_choice = partial(_continues_choice, rules=RULES)
