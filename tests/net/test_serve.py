"""``throneroom serve`` as a process of its own: it listens on a free loopback port, plays a
whole match between two scripted clients and a computer, logs to stderr, and stops cleanly on
SIGTERM and on Ctrl+C (SIGINT), telling the players. The network code imports no pygame."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.net.net_helpers import TIMEOUT, close_all, open_room, play, seats_for

ROOT = Path(__file__).resolve().parents[2]


def _serve():
    """A ``serve`` process on a free port (the room server's own rate of messages raised, as
    for the in-process tests' scripted clients, through the module's entry point): the process,
    its URL, and a list its stderr lines are gathered in."""
    code = (
        "import sys; from game.net import protocol; "
        "protocol.RATE_PER_SECOND = protocol.RATE_BURST = 10_000; "
        "from scenes.cli import main; sys.exit(main(['serve', '--port', '0']))"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True
    )
    lines: list[str] = []
    found = threading.Event()

    def read():
        for line in proc.stderr:
            lines.append(line)
            if "listening on" in line:
                found.set()

    threading.Thread(target=read, daemon=True).start()
    if not found.wait(TIMEOUT):
        proc.kill()
        raise AssertionError(f"serve did not start: {''.join(lines)}")
    url = re.search(r"listening on (ws://\S+)", "".join(lines)).group(1)
    return proc, url, lines


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_serve_plays_a_whole_match_and_stops_cleanly_on_a_signal(stop):
    proc, url, lines = _serve()
    try:
        clients, code = open_room(url, "usurp/3p", seats_for(3, 2), seed=4)
        play(clients, seed=2)
        assert all(c.over for c in clients) and clients[0].winner == clients[1].winner
        again, _ = open_room(url, "peasant/eras", seats_for(2, 2))
        proc.send_signal(stop)
        assert proc.wait(TIMEOUT) == 0
        for c in again:  # the players of a room still open were told, and their link closed
            assert c.wait(lambda m: m.closed is not None, TIMEOUT)
            assert c.closed["code"] == 1001
        text = "".join(lines)
        assert f"room {code}: the match is over" in text and "stopped" in text
        close_all(clients + again)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(TIMEOUT)


def test_the_network_code_and_throneroom_serve_import_no_pygame():
    code = (
        "import sys; import game.net.server, game.net.client, game.net.room; "
        "from scenes import cli; "
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT
    )
    assert out.returncode == 0, out.stderr


def test_game_net_names_no_game():
    from tests.test_seams import _offenders

    files = sorted((ROOT / "game" / "net").glob("*.py"))
    assert files and _offenders(files) == []
    for path in files:
        text = path.read_text(encoding="utf-8").lower()
        assert "imposter" not in text and "usurp" not in text, path.name


def test_serve_refuses_a_port_in_use_in_words():
    proc, url, _ = _serve()
    try:
        port = url.rsplit(":", 1)[1]
        out = subprocess.run(
            [sys.executable, "-m", "game.net.server", "--port", port],
            cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT,
        )  # fmt: skip
        assert out.returncode == 1 and f"cannot listen on 127.0.0.1:{port}" in out.stderr
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(TIMEOUT)
