"""A small seeded generator whose whole state is one integer, so states clone for free."""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class Rng:
    """SplitMix64: fast, good enough for shuffling cards, and trivially copyable."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A number in [0, n); the modulo bias is below 2**-50 for card-sized n."""
        # next64 written out: the search draws a number at every random move.
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return (z ^ (z >> 31)) % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.next64() % len(items)]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with one next64 per swap (written out: every deal and redeal shuffles)."""
        z0 = self.state
        for i in range(len(items) - 1, 0, -1):
            z0 = z = (z0 + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = z0

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r
