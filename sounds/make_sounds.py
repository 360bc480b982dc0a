"""Synthesize the table's sound effects into this folder as 16-bit mono 44.1 kHz .wav files.

Standard library only, with a fixed seed, so running it again writes the same files:

    python sounds/make_sounds.py

deal: a card sliding off the deck; play: a slide that lands with a soft thump; flip: a quick
flick; reaction: two plucked notes rising; round_end: a plucked arpeggio settling on a chord;
click: a small wooden tick for buttons.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
SEED = 1611
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(x: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [v - lo for v, lo in zip(x, low, strict=True)]


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> list[float]:
    """Linear rise over ``attack`` s, flat for ``hold`` s, then exponential fall (time constant
    ``decay`` s)."""
    out = []
    for i in range(n):
        t = i / RATE
        if t < attack:
            out.append(t / attack)
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / decay))
    return out


def mul(a: list[float], b: list[float]) -> list[float]:
    return [x * y for x, y in zip(a, b, strict=False)]


def add_at(dst: list[float], src: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    for i, v in enumerate(src):
        if start + i < len(dst):
            dst[start + i] += v * gain


def fade_out(x: list[float], seconds: float) -> list[float]:
    n = min(len(x), int(seconds * RATE))
    for i in range(n):
        x[len(x) - n + i] *= 1 - (i + 1) / n
    return x


def pluck(rng: random.Random, freq: float, seconds: float, damping: float = 0.996) -> list[float]:
    """A plucked string (Karplus-Strong): a burst of soft noise circulating in a delay line."""
    period = max(2, int(RATE / freq))
    buf = lowpass([rng.uniform(-1, 1) for _ in range(period)], 3000)
    out = []
    for i in range(int(RATE * seconds)):
        j = i % period
        v = buf[j]
        buf[j] = damping * 0.5 * (v + buf[(j + 1) % period])
        out.append(v)
    return out


def sine(freq: float, seconds: float, phase: float = 0.0) -> list[float]:
    return [math.sin(phase + 2 * math.pi * freq * i / RATE) for i in range(int(RATE * seconds))]


def slide(rng: random.Random, seconds: float, bright: float) -> list[float]:
    """Paper on felt: band-limited noise with a grainy swell."""
    x = lowpass(highpass(noise(rng, seconds), 700), bright)
    grain = lowpass([rng.uniform(0.4, 1.0) for _ in x], 60)
    n = len(x)
    shape = [math.sin(math.pi * min(1.0, (i / n) ** 0.6)) ** 1.5 for i in range(n)]
    return mul(mul(x, grain), shape)


def make_deal(rng: random.Random) -> list[float]:
    return fade_out(slide(rng, 0.17, 5200), 0.02)


def make_play(rng: random.Random) -> list[float]:
    out = silence(0.30)
    add_at(out, slide(rng, 0.12, 4200), 0.0, 0.8)
    thump = mul(sine(95, 0.16), envelope(int(RATE * 0.16), 0.004, 0.035))
    tap = mul(lowpass(noise(rng, 0.05), 1800), envelope(int(RATE * 0.05), 0.001, 0.010))
    add_at(out, thump, 0.105, 0.9)
    add_at(out, tap, 0.105, 0.7)
    return fade_out(out, 0.03)


def make_flip(rng: random.Random) -> list[float]:
    out = silence(0.13)
    flick = mul(highpass(noise(rng, 0.06), 1500), envelope(int(RATE * 0.06), 0.012, 0.016))
    add_at(out, lowpass(flick, 7000), 0.0, 0.9)
    snap = mul(lowpass(noise(rng, 0.03), 3000), envelope(int(RATE * 0.03), 0.001, 0.006))
    add_at(out, snap, 0.065, 0.8)
    return fade_out(out, 0.01)


def make_reaction(rng: random.Random) -> list[float]:
    out = silence(0.55)
    add_at(out, pluck(rng, 659.25, 0.5, 0.997), 0.0, 0.8)  # E5
    add_at(out, pluck(rng, 987.77, 0.45, 0.997), 0.09, 0.8)  # B5
    add_at(out, mul(sine(1318.5, 0.4), envelope(int(RATE * 0.4), 0.005, 0.09)), 0.09, 0.12)
    return fade_out(out, 0.12)


def make_round_end(rng: random.Random) -> list[float]:
    out = silence(0.66)
    notes = (261.63, 329.63, 392.00, 523.25)  # C major, rolled upwards
    for i, f in enumerate(notes):
        add_at(out, pluck(rng, f, 0.66 - i * 0.05, 0.998), i * 0.05, 0.55)
        hum = mul(sine(f, 0.6), envelope(int(RATE * 0.6), 0.04, 0.25))
        add_at(out, hum, i * 0.05, 0.08)
    return fade_out(out, 0.2)


def make_click(rng: random.Random) -> list[float]:
    n = int(RATE * 0.045)
    tick = mul(sine(1700, 0.045), envelope(n, 0.0008, 0.006))
    body = mul(lowpass(noise(rng, 0.045), 2500), envelope(n, 0.0005, 0.004))
    return fade_out([a * 0.7 + b * 0.5 for a, b in zip(tick, body, strict=True)], 0.01)


# name: (maker, peak level) -- all soft; the reaction and chord a little louder so they are noticed
SOUNDS = {
    "deal": (make_deal, 0.30),
    "play": (make_play, 0.40),
    "flip": (make_flip, 0.30),
    "reaction": (make_reaction, 0.42),
    "round_end": (make_round_end, 0.42),
    "click": (make_click, 0.25),
}


def write_wav(path: Path, samples: list[float], peak: float) -> None:
    top = max(1e-9, max(abs(v) for v in samples))
    frames = b"".join(
        struct.pack("<h", max(-32767, min(32767, round(v / top * peak * 32767)))) for v in samples
    )
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


def main(folder: Path = HERE) -> list[Path]:
    """Write every sound into ``folder`` and return the paths written."""
    paths = []
    for name, (maker, peak) in SOUNDS.items():
        rng = random.Random(f"{SEED}:{name}")
        path = folder / f"{name}.wav"
        write_wav(path, maker(rng), peak)
        paths.append(path)
    return paths


if __name__ == "__main__":
    for p in main():
        print(f"{p.name}: {p.stat().st_size} bytes")
