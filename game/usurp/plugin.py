"""Usurp the King's entry in the game registry (game/core/registry.py reads ``GAME``)."""

from __future__ import annotations

from game.core.registry import GameInfo, ModeInfo
from game.usurp.modes import MODES


def _new(mode_id: str):
    def new(seed: int, options: dict | None = None):
        from game.usurp.state import UsurpState

        return UsurpState(mode_id, seed, options)

    return new


GAME = GameInfo(
    id="usurp",
    name="Usurp the King",
    summary="Two to five families (or teams of six and eight) place Leverage cards on the Court "
    "each with a secret purpose, then a Rebellion of spies, daggers and poisons decides who rules.",
    match_length="One game: six of each family's ten cards placed, then the Rebellion: 15 to 20 minutes.",
    modes=tuple(ModeInfo.of(m, _new(m.id)) for m in MODES.values()),
    knowledge="game.ai.usurp_knowledge",
    hints="game.ai.usurp_hints",
    invariants="game.usurp.invariants",
    scenes="scenes.usurp.plugin",
    tutorials="game.usurp.tutorial",
)
