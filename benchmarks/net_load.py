"""Network load: ``throneroom serve`` holding many rooms at once, each a match between two scripted
clients with computers in the other seats, for a given time.

Usage: python benchmarks/net_load.py [--rooms 50] [--seconds 60] [--level easy] [--think 0.25]
The server runs as its own process on a free loopback port (its memory is measured alone); the
clients share one asyncio loop in this one. The rooms take the sample modes in turn (Imposter 2p,
King and Peasant Eras, Usurp for three with a computer), and a room whose match ends is followed
by a new one, so the load holds for the whole time. A client waits ``--think`` seconds (give or
take half) before each action, a brisk person's pace, within the server's bound on messages.

Prints the messages a second (received by the clients, and sent), the latency of an action
(sent until its state arrives) at p50 and p99, the server's memory (resident now and at its
peak), the matches finished, the errors (refusals, closed connections) and the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from game.core.registry import modes  # noqa: E402
from game.net import protocol  # noqa: E402
from game.net.protocol import encode  # noqa: E402

SAMPLE = ("imposter/2p-base", "peasant/eras", "usurp/3p")
ONLINE = 2  # scripted people a room; computers sit in the rest


class Tally:
    def __init__(self) -> None:
        self.received = self.sent = self.matches = 0
        self.latencies: list[float] = []
        self.errors: list[str] = []


async def _hello(url: str):
    ws = await connect(url, max_size=protocol.MAX_SERVER_MESSAGE_BYTES, compression=None)
    await ws.send(encode("hello", protocol=protocol.PROTOCOL, version=protocol.VERSION))
    reply = json.loads(await ws.recv())
    if reply.get("type") != "hello":
        raise RuntimeError(f"the server said {reply}")
    return ws


async def _expect(ws, kind: str, tally: Tally) -> dict:
    while True:
        msg = json.loads(await ws.recv())
        tally.received += 1
        if msg["type"] == "error":
            raise RuntimeError(msg["text"])
        if msg["type"] == kind:
            return msg


async def _player(ws, seat: int, tally: Tally, rng: random.Random, think: float, end: float):
    """Play ``seat`` until the match ends or the time is up: True when the match ended."""
    sent_at: dict[int, float] = {}
    while time.monotonic() < end:
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout=max(0.01, end - time.monotonic()))
        except TimeoutError:
            return False
        msg = json.loads(raw)
        tally.received += 1
        if msg["type"] == "error":
            tally.errors.append(msg["text"])
            continue
        if msg["type"] != "state":
            continue
        for move in [m for m in sent_at if m < msg["move"]]:
            tally.latencies.append(time.monotonic() - sent_at.pop(move))
        if msg["over"]:
            return True
        if msg["to_move"] == seat and msg["legal"]:
            await asyncio.sleep(think * (0.5 + rng.random()))
            sent_at[msg["move"]] = time.monotonic()
            await ws.send(encode("act", action=rng.choice(msg["legal"]), move=msg["move"]))
            tally.sent += 1
    return False


async def _room(url: str, index: int, tally: Tally, level: str, think: float, end: float):
    """Room after room in one slot until the time is up."""
    rng = random.Random(index)
    n = 0
    while time.monotonic() < end:
        mode = SAMPLE[(index + n) % len(SAMPLE)]
        n += 1
        seats_n = modes()[mode].seats
        seats = [{"kind": "online"}] * ONLINE + [{"kind": "computer", "level": level}] * (
            seats_n - ONLINE
        )
        sockets = []
        try:
            host = await _hello(url)
            sockets.append(host)
            await host.send(encode("create", mode=mode, seats=seats))
            created = await _expect(host, "created", tally)
            for seat in range(ONLINE):
                ws = host if seat == 0 else await _hello(url)
                if seat:
                    sockets.append(ws)
                await ws.send(encode("join", room=created["room"], seat=seat, name=f"P{seat}"))
                await _expect(ws, "joined", tally)
                await ws.send(encode("ready", ready=True))
                tally.sent += 2
            while True:  # the host starts once the lobby says everyone is ready
                lobby = await _expect(host, "lobby", tally)
                if all(s["ready"] for s in lobby["seats"] if s["kind"] == "online"):
                    break
            await host.send(encode("start", host=created["host"]))
            done = await asyncio.gather(
                *(_player(ws, s, tally, rng, think, end) for s, ws in enumerate(sockets))
            )
            tally.matches += all(done)
        except (ConnectionClosed, OSError, RuntimeError) as exc:
            tally.errors.append(f"{type(exc).__name__}: {exc}")
        finally:
            for ws in sockets:
                await ws.close()


def _memory(pid: int) -> tuple[float, float]:
    """Resident and peak resident memory of a process, in MB (Linux)."""
    text = pathlib.Path(f"/proc/{pid}/status").read_text()
    rss = int(re.search(r"VmRSS:\s+(\d+)", text).group(1))
    peak = int(re.search(r"VmHWM:\s+(\d+)", text).group(1))
    return rss / 1024, peak / 1024


def _start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "game.net.server", "--port", "0", "--quiet"],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stderr=subprocess.PIPE,
        text=True,
    )
    line = proc.stderr.readline()
    found = re.search(r"listening on (ws://\S+)", line)
    if not found:
        proc.kill()
        raise SystemExit(f"the server did not start: {line}")
    # Read on what it logs, so a full pipe never stops it; its warnings are passed on.
    threading.Thread(target=lambda: sys.stderr.writelines(proc.stderr), daemon=True).start()
    return proc, found.group(1)


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def _run(url: str, args, tally: Tally) -> None:
    end = time.monotonic() + args.seconds
    await asyncio.gather(
        *(_room(url, i, tally, args.level, args.think, end) for i in range(args.rooms))
    )


def main(argv: list[str] | None = None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rooms", type=int, default=50, help="rooms played at once (default 50)")
    p.add_argument("--seconds", type=float, default=60.0, help="how long (default 60)")
    p.add_argument("--level", default="easy", help="the computers' level (default easy)")
    p.add_argument("--think", type=float, default=0.25, help="seconds a client waits to act")
    args = p.parse_args(argv)
    load_before = os.getloadavg()
    proc, url = _start_server()
    tally = Tally()
    started = time.monotonic()
    try:
        asyncio.run(_run(url, args, tally))
        elapsed = time.monotonic() - started
        rss, peak = _memory(proc.pid)
    finally:
        proc.terminate()
        proc.wait(30)
    figures = {
        "rooms": args.rooms,
        "seconds": round(elapsed, 1),
        "matches": tally.matches,
        "received_per_s": round(tally.received / elapsed, 1),
        "sent_per_s": round(tally.sent / elapsed, 1),
        "latency_p50_ms": round(_pct(tally.latencies, 0.50) * 1000, 1),
        "latency_p99_ms": round(_pct(tally.latencies, 0.99) * 1000, 1),
        "actions": len(tally.latencies),
        "server_rss_mb": round(rss, 1),
        "server_peak_mb": round(peak, 1),
        "errors": len(tally.errors),
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
    }
    for key, value in figures.items():
        print(f"{key:>16}: {value}")
    for error in tally.errors[:10]:
        print(f"  error: {error}")
    return figures


if __name__ == "__main__":
    main()
