"""A seed gives the same computer decisions in any process: no clock, no hash order."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PLAY = """
import sys
from game.ai.players import make_player
from game.core.registry import new_match
st = new_match(sys.argv[1], 5)
players = [make_player(level, 11 + s) for s, level in enumerate(sys.argv[2].split(","))]
moves = []
while not st.round_over and len(moves) < 40:
    action = players[st.current_seat].choose(st, st.current_seat)
    moves.append(str(action))
    st.apply(action)
print("|".join(moves))
"""


def _moves(mode: str, levels: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-c", PLAY, mode, levels], cwd=ROOT, env=env, capture_output=True,
        text=True, timeout=240, check=True,
    )  # fmt: skip
    return out.stdout.strip()


@pytest.mark.parametrize(
    "mode, levels",
    [
        ("imposter/cutthroat-mercenaries", "easy,normal:12,easy"),
        ("usurp/3p", "normal:10,easy,hard:12"),
        ("peasant/eras", "normal:16,easy"),
        ("imposter/2p-base", "expert:80,hard:12"),
    ],
)
def test_a_seeded_match_plays_the_same_in_another_process(mode, levels):
    first = _moves(mode, levels, "1")
    assert first and first == _moves(mode, levels, "2")
