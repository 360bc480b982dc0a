"""A small seeded generator whose whole state is one integer, so states clone for free."""

from __future__ import annotations

import operator
import struct

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB

# How many draws a generator works out at once once it is drawn from twice in a row (see
# ``_next``): enough to spread the cost, few enough that a short-lived generator wastes little.
_AHEAD = 32
_MOD = operator.mod
_NONE: tuple = ()  # no draws worked out ahead (a shared empty sequence: never popped)


def _mix(z: int) -> int:
    """SplitMix64's output for the state ``z`` (the state already advanced)."""
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return z ^ (z >> 31)


# ``_lanes``'s tables: m -> (a 1 in each of m lanes, k * GAMMA in lane k - 1, the mask of the
# lanes' low 64 bits, m * GAMMA).
_LANE_TABLES: dict[int, tuple[int, int, int, int]] = {}


def _lane_table(m: int) -> tuple[int, int, int, int]:
    ones = sum(1 << (128 * k) for k in range(m))
    steps = sum((((k + 1) * _GAMMA) & _MASK) << (128 * k) for k in range(m))
    entry = _LANE_TABLES[m] = (ones, steps, ones * _MASK, (m * _GAMMA) & _MASK)
    return entry


def _lanes(state: int, m: int) -> tuple[int, int]:
    """The next ``m`` outputs from ``state`` at once, and the state after them: lane k of the
    first integer (128 bits wide, at bit 128 k) holds the output of draw k + 1 in its low 64
    bits. A Python operation on one big integer costs far less than the same operation on m
    small ones, so m draws cost a dozen operations instead of a dozen each. The 128-bit lanes
    leave room for the 64 x 64-bit products, and the masks cut what a shift pushes from one
    lane into its neighbour: exactly SplitMix64 (tests/game/core/test_rng.py)."""
    ones, steps, mask, jump = _LANE_TABLES.get(m) or _lane_table(m)
    z = (state * ones + steps) & mask  # lane k: the state after k + 1 draws
    z = (((z ^ (z >> 30)) & mask) * _MIX1) & mask
    z = (((z ^ (z >> 27)) & mask) * _MIX2) & mask
    return z ^ (z >> 31), (state + jump) & _MASK


# Per number of lanes m: the struct that reads the low 64 bits of each 128-bit lane, and the
# divisors of a shuffle of m + 1 items (m + 1 down to 2).
_READERS: dict[int, tuple[struct.Struct, tuple[int, ...]]] = {}


def _reader(m: int) -> tuple[struct.Struct, tuple[int, ...]]:
    entry = _READERS[m] = (struct.Struct("<" + "Q8x" * m), tuple(range(m + 1, 1, -1)))
    return entry


def _low64(lanes: int, m: int) -> tuple[int, ...]:
    """The low 64 bits of each of the m 128-bit lanes, lane 0 first."""
    return (_READERS.get(m) or _reader(m))[0].unpack(lanes.to_bytes(16 * m, "little"))


class Rng:
    """SplitMix64: fast, good enough for shuffling cards, and trivially copyable.

    ``state`` is the whole generator. Once it is drawn from twice in a row it works out the
    next ``_AHEAD`` outputs at once (``_ahead``, the next one last) and moves ``_s`` to the
    state after all of them: ``state`` is then ``_s`` less one step per output not drawn yet."""

    __slots__ = ("_s", "_ahead", "_warm")

    def __init__(self, seed: int = 0) -> None:
        self._s = seed & _MASK
        self._ahead: list[int] | tuple = _NONE
        self._warm = False  # the last thing done was a draw

    @property
    def state(self) -> int:
        return (self._s - len(self._ahead) * _GAMMA) & _MASK

    @state.setter
    def state(self, value: int) -> None:
        self._s = value
        self._ahead = _NONE
        self._warm = False

    def _next(self) -> int:
        """The next output when none is worked out ahead."""
        if self._warm:  # drawn from just before: work out the next draws together
            z, self._s = _lanes(self._s, _AHEAD)
            ahead = self._ahead = list(_low64(z, _AHEAD))
            ahead.reverse()
            return ahead.pop()
        # A first draw (new, copied or reset generator, or after a shuffle): one alone, it may
        # be the only one.
        self._s = z = (self._s + _GAMMA) & _MASK
        self._warm = True
        return _mix(z)

    def next64(self) -> int:
        ahead = self._ahead
        if ahead:
            return ahead.pop()
        return self._next()

    def randrange(self, n: int) -> int:
        """A number in [0, n); the modulo bias is below 2**-50 for card-sized n."""
        ahead = self._ahead  # next64 written out: the search draws at every random move
        if ahead:
            return ahead.pop() % n
        return self._next() % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.next64() % len(items)]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with one draw per swap, the draws worked out together (every deal and
        redeal shuffles)."""
        m = len(items) - 1
        if m < 1:
            return
        s = self._s
        if self._ahead:
            s = self.state
            self._ahead = _NONE
        z, self._s = _lanes(s, m)
        self._warm = False
        read, divisors = _READERS.get(m) or _reader(m)
        i = m
        for j in map(_MOD, read.unpack(z.to_bytes(16 * m, "little")), divisors):
            items[i], items[j] = items[j], items[i]
            i -= 1

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r._s = self.state if self._ahead else self._s
        r._ahead = _NONE
        r._warm = False
        return r
