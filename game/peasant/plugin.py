"""King and Peasant's entry in the game registry (game/core/registry.py reads ``GAME``)."""

from __future__ import annotations

from game.core.registry import GameInfo, ModeInfo
from game.peasant.modes import MODES


def _new(mode_id: str):
    def new(seed: int, options: dict | None = None):
        from game.peasant.state import PeasantState

        return PeasantState(mode_id, seed, options)

    return new


GAME = GameInfo(
    id="peasant",
    name="King and Peasant",
    summary="An asymmetric duel: the Peasant hides an Assassin among her Rebels, the King "
    "must find it before it finds him. Eras to two wins.",
    match_length="A match is two or three Eras, you King in one and Peasant in another: 15 to 25 "
    "minutes.",
    modes=tuple(ModeInfo.of(m, _new(m.id)) for m in MODES.values()),
    knowledge="game.ai.peasant_knowledge",
    hints="game.ai.peasant_hints",
    invariants="game.peasant.invariants",
    scenes="scenes.peasant.plugin",
    tutorials="game.peasant.tutorial",
)
