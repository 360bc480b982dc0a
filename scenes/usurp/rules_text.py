"""The rules of Usurp the King in our own words, for the in-app rules browser and the card
gallery.

Written from the rulebook (../shared/rules/001_53e845a07e62101a.txt) and the research notes as a
summary a player can read at the table; the rules engine in game/usurp/ is the authority on what
is legal, and its data (game/usurp/data.py) gives the order of play, the chart and the ladder,
so the words and the rules cannot drift apart.
"""

from __future__ import annotations
