"""King and Peasant: the rulebook's numbers and our readings where it is silent or unclear, each a
named switch so one line changes it (docs/rules-notes.md lists them). The rules read the
switches as ``readings.NAME`` when they run, so a test may flip one."""

from __future__ import annotations

from game.peasant.cards import (
    PEASANT,
)

# Rulebook, "Ready a Guard": at most 3 Guards in Town.
GUARD_CAP = 3
# Rulebook, Setup: "Peasant plays up to 3 Rebels face-down, then King plays up to 3 Guards".
SETUP_PLACEMENTS = 3
# Research 1.5, NOT FOUND; DEFAULT: Reveal turns the Rebel face up in Town (so it cannot be
# Dispatched until Returned and Hidden again). False: the King only learns what it is.
REVEAL_TURNS_FACE_UP = True
# Research 1.5 DEFAULT: a Decoy the King draws fires its Infiltrate (the Peasant removes a
# Guard) however it came into the deck; False: only when it came by Infiltrate. Either way a
# drawn Decoy is Exiled (the King never holds it).
DECOY_FIRES_ON_ANY_DRAW = True
# Our reading: when a King's goal and a Peasant's goal come true at the same moment (the King
# draws the last card and it is the Assassin; he Condemns the last card and it is not the
# Assassin), the Peasant wins: the King's own draw or Condemn caused her goal, and the deck's
# end is only its by-product.
SIMULTANEOUS_GOALS_WINNER = PEASANT
# Our reading of Return in card texts (the Rat, the Scatter): as the Return action says, only
# face-up Rebels are Returned; face-down ones stay in Town.
RETURN_TAKES_FACE_DOWN = False
# Our reading of the Revolt ("Infiltrate and Dispatch every Rebel"): every Rebel face down in
# Town when the Revolt is played, one at a time in an order the Peasant picks; each is
# Infiltrated (if it has the keyword and she chooses so) or else Dispatched. Rebels Hidden
# during the Revolt are not part of it. False: a Rebel with the keyword is always Infiltrated.
REVOLT_EACH_CHOOSES = True

KING_GOALS = ("assassin_discarded", "deck_empty")
PEASANT_GOALS = ("assassin_drawn", "condemn_missed", "assassin_dispatched")
