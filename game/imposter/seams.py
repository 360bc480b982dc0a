"""Where the round flow (rules.py, turns.py, reactions.py, scoring.py) hands over to the parts
that stand on it: the card abilities and the steps of a mode's own. Those parts fill these tables
as they are imported (match.py imports them all), so the round flow never imports them."""

from __future__ import annotations

from collections.abc import Callable

# Card name -> its ability (``on_play`` and the rest, see abilities.py): abilities.py,
# expansion.py and mercenaries.py put theirs here; ``turns.play`` reads it.
ABILITIES: dict[str, object] = {}
# Card name -> may it be played on a Throne its value does not beat (st, seat, card, throne,
# throne value) -> bool: "When a card disagrees with these rules, the card wins."
PERMISSIONS: dict[str, Callable] = {}


class Steps:
    """The steps of a mode's own that the round flow calls: ``army_start`` (the Army and the
    Signature Cards before the first deal, army.py), ``party_start`` (three and four players
    after the deal, court_setup.py), ``after_first`` (theirs once the first player is chosen),
    ``turn_filter`` and ``follow_filter`` (the Mercenary modes' last word on a turn's actions and
    on the Oathbound's follow-up: never an Arbiter left as the last card, mercenaries.py)."""

    __slots__ = ("army_start", "party_start", "after_first", "turn_filter", "follow_filter")


STEPS = Steps()
