"""benchmarks/easy_moves.py prints `name: value` lines (an interface others read)."""
import importlib.util
import pathlib
import re

BENCH = pathlib.Path(__file__).resolve().parents[2] / "benchmarks" / "easy_moves.py"


def test_easy_moves_prints_a_figure_per_count(capsys):
    spec = importlib.util.spec_from_file_location("easy_moves", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--games", "2", "--seed", "100"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 8 and all(re.fullmatch(r"[a-z-]+\.easy\.[a-z_]+: \d+\.\d\d", line) for line in lines)
    figures = dict(line.split(": ") for line in lines)
    assert figures["batisseurs.easy.opened_beside_an_untouched_site"] == "0.00"
    assert float(figures["master-builder.easy.contracts_bought"]) >= float(figures["master-builder.easy.contracts_unfinished"])
