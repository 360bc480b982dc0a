"""The generator's draws worked out together (``Rng._lanes``, the look-ahead) give exactly the
SplitMix64 numbers one at a time would: the deals, saves and fixed-seed digests depend on it."""

from game.core.rng import Rng

_MASK = (1 << 64) - 1


class PlainSplitMix:
    """SplitMix64 one draw at a time, as the rule of the sequence."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]


def test_first_outputs_are_splitmix64():
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_long_runs_of_draws_match_one_at_a_time():
    for seed in (0, 1, 7919, _MASK, 1 << 63):
        fast, plain = Rng(seed), PlainSplitMix(seed)
        for k in range(200):  # several look-ahead batches in a row
            n = 1 + k % 37
            assert fast.randrange(n) == plain.next64() % n
            assert fast.state == plain.state


def test_mixed_use_matches_one_at_a_time():
    """Draws, shuffles, copies, states set from outside and the other draws, interleaved at
    random: every number and every state as SplitMix64 one draw at a time gives them."""
    driver = PlainSplitMix(99)
    for seed in (0, 5, 123456789, _MASK):
        fast, plain = Rng(seed), PlainSplitMix(seed)
        for _ in range(1500):
            op = driver.next64() % 7
            if op == 0:
                items = list(range(driver.next64() % 40))
                same = list(items)
                fast.shuffle(items)
                plain.shuffle(same)
                assert items == same
            elif op == 1:
                assert fast.next64() == plain.next64()
            elif op == 2:
                fast = fast.copy()
            elif op == 3:
                assert fast.random() == (plain.next64() >> 11) / float(1 << 53)
            elif op == 4 and driver.next64() % 8 == 0:
                fast.state = plain.state = driver.next64()
            else:
                n = 1 + driver.next64() % 50
                assert fast.randrange(n) == plain.next64() % n
            assert fast.state == plain.state


def test_a_copy_draws_the_same_and_apart():
    r = Rng(42)
    r.randrange(5)
    r.randrange(5)  # the look-ahead is filled now
    c = r.copy()
    assert [c.randrange(1000) for _ in range(50)] == [r.randrange(1000) for _ in range(50)]
    c.randrange(3)
    assert c.state != r.state
