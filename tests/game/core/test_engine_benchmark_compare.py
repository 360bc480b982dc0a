"""benchmarks/engine.py --compare: an earlier run's JSON lines read back, each figure's ratio."""

import importlib.util
import json
import pathlib

_PATH = pathlib.Path(__file__).resolve().parents[3] / "benchmarks" / "engine.py"
_SPEC = importlib.util.spec_from_file_location("engine_benchmark", _PATH)
engine = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(engine)


def test_compare_reads_only_the_json_lines_of_an_earlier_run(tmp_path):
    before = {"mode": "imposter/2p-base", "search_rounds_per_s": 1000, "rounds_per_s": 800}
    out = tmp_path / "before.txt"
    out.write_text(
        "imposter/2p-base   800 rounds/s ...\n" + json.dumps(before) + "\n", encoding="utf-8"
    )
    assert engine.load_runs(str(out)) == {"imposter/2p-base": before}


def test_ratios_name_each_figure_and_skip_what_the_earlier_run_lacks():
    now = {
        "search_rounds_per_s": 2100,
        "rounds_per_s": 1200,
        "clones_per_s": 5,
        "determinize_per_s": 9,
    }
    before = {"search_rounds_per_s": 1000, "rounds_per_s": 800, "clones_per_s": 0}
    assert engine.ratios(now, before) == "search_rounds x2.10  rounds x1.50"
