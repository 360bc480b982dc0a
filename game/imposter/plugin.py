"""The Imposter Kings as the registry sees it: its modes, and where its AI knowledge, its
invariants and its scenes live."""

from __future__ import annotations

from game.core.registry import GameInfo, ModeInfo
from game.imposter.modes import MODES


def _new(mode_id: str):
    def new(seed: int, options: dict | None = None):
        from game.imposter.match import ImposterState

        return ImposterState(mode_id, seed, options)

    return new


GAME = GameInfo(
    id="imposter",
    name="The Imposter Kings",
    summary="Play a card at least as strong as the Throne's, or flip your King; first to 7.",
    match_length="A match to 7 points is about four rounds: 20 to 30 minutes for two players, close "
    "to an hour in Cutthroat (three) and 2v2 (four).",
    modes=tuple(ModeInfo.of(m, _new(m.id)) for m in MODES.values()),
    knowledge="game.ai.imposter_knowledge",
    hints="game.ai.imposter_hints",
    invariants="game.imposter.invariants",
    scenes="scenes.imposter.plugin",
    tutorials="game.imposter.tutorial",
)
