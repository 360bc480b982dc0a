"""Seeded random play: invariants after every action, in every mode."""

import pytest

from game.core.registry import modes
from game.core.rng import Rng
from game.core.saves import dumps, loads
from game.imposter import invariants
from game.imposter.match import ImposterState

MODES = sorted(m for m, info in modes().items() if info.game == "imposter")
BASE = [m for m in MODES if "/fon-" not in m]
EXPANSION = [m for m in MODES if "/fon-" in m]
ROUNDS_PER_CHUNK = 1250  # 6 base modes x 2 + 10 expansion modes: 27,500 rounds by default
# Three and four players: 2,500 rounds each above; their rounds are long (the setup, more
# seats), so the deep checks (a save replayed after every action) take fewer of them.
DEEP_ROUNDS = {
    "imposter/cutthroat": 15,
    "imposter/2v2": 10,
    "imposter/cutthroat-mercenaries": 10,
    "imposter/2v2-mercenaries": 8,
}
# The Mercenary modes' rounds are longer still (the Bid and the Mustering): fewer per chunk, so
# a test stays near 20 s (3,200 rounds of them in all, with tests/game/imposter/test_mercenaries).
CHUNK_ROUNDS = {"imposter/cutthroat-mercenaries": 800, "imposter/2v2-mercenaries": 600}


def play_rounds(mode_id: str, seed: int, rounds: int, deep: bool = False) -> int:
    rng = Rng(seed)
    played = 0
    game = 0
    while played < rounds:
        st = ImposterState(mode_id, seed * 100_000 + game)
        game += 1
        while not st.match_over and played < rounds:
            if deep:
                _deep_checks(st, rng)
            actions = st.legal_actions()
            events = st.apply(actions[rng.randrange(len(actions))])
            invariants.check(st)
            played += sum(1 for e in events if e.kind == "round_over")
    return played


def _deep_checks(st, rng):
    for seat in range(st.n):
        world = st.determinize(seat, rng)
        assert world.view(seat) == st.view(seat), f"determinize leaks for seat {seat}"
        invariants.check(world)
        # The redeal depends on the information set only, not on where the cards really are.
        key = rng.next64()
        again = world.determinize(seat, Rng(key)).snapshot()
        assert st.determinize(seat, Rng(key)).snapshot() == again
    assert loads(dumps(st)).snapshot() == st.snapshot()


@pytest.mark.parametrize("chunk", range(2))
@pytest.mark.parametrize("mode_id", BASE)
def test_random_rounds_keep_every_invariant(mode_id, chunk):
    rounds = CHUNK_ROUNDS.get(mode_id, ROUNDS_PER_CHUNK)
    assert play_rounds(mode_id, chunk + 1, rounds) == rounds


@pytest.mark.parametrize("mode_id", EXPANSION)
def test_random_expansion_rounds_keep_every_invariant(mode_id):
    assert play_rounds(mode_id, 5, ROUNDS_PER_CHUNK) == ROUNDS_PER_CHUNK


@pytest.mark.parametrize("mode_id", MODES)
def test_views_determinizations_replays_and_saves_agree(mode_id):
    # A few hundred rounds in all, with view/determinize/replay/JSON checks after every action.
    rounds = DEEP_ROUNDS.get(mode_id, 25)
    assert play_rounds(mode_id, 99, rounds, deep=True) == rounds


@pytest.mark.soak
@pytest.mark.parametrize("mode_id", MODES)
def test_soak_100k_rounds(mode_id):
    assert play_rounds(mode_id, 7, 100_000) == 100_000


def test_both_multi_player_modes_are_played_here():
    assert {"imposter/cutthroat", "imposter/2v2"} <= set(BASE)
