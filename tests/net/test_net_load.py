"""The load benchmark runs: a few seconds of two rooms against a real ``serve`` process, with its
figures printed and no error (the figures themselves are measured, never asserted)."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_load_benchmark_plays_its_rooms_with_no_error(capsys):
    spec = importlib.util.spec_from_file_location("bench_net_load", ROOT / "benchmarks" / "net_load.py")  # fmt: skip
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    figures = module.main(["--rooms", "2", "--seconds", "3", "--think", "0.15"])
    assert figures["errors"] == 0 and figures["actions"] > 5 and figures["server_rss_mb"] > 0
    assert "latency_p99_ms" in capsys.readouterr().out
