"""How long a search may think: a count of simulations, never a clock.

A decision's budget is a number of iterations alone, so a search is fully determined by its
seed: the same seed gives the same move on a busy machine and an idle one, and a seeded arena,
a replay, a hint and a review repeat exactly. The levels' counts are set so that their
processor time stays within the house's limits on a two-core laptop (docs/ai.md, "Levels").
"""

from __future__ import annotations

from dataclasses import dataclass

EXPLORATION = 0.7


@dataclass(frozen=True)
class Budget:
    """At most ``iterations`` simulations.

    ``early_stop`` ends the search once the most visited move cannot be overtaken in the
    iterations left, or leads the next by far after a third of the budget, so clear decisions
    are quick. It depends on counts only, so it too repeats exactly for one seed. ``widen``
    lets a game's knowledge hold the root to the policy's best few moves at first (progressive
    widening), so a small budget checks those rather than trying every move once.
    """

    iterations: int
    early_stop: bool = True
    exploration: float = EXPLORATION
    # Whether the root widens as the game's knowledge says (``Knowledge.root_moves``); the
    # analysis behind hints and reviews searches every move worth searching from the start.
    widen: bool = True
    # Worlds drawn for each simulation: above one, the search keeps one of them with a chance
    # in proportion to how likely the other seats' moves so far were in it, by the game's
    # ``Knowledge.weigher`` (an opponent model); one draws a single world, as ever.
    worlds: int = 1
