"""The README's walk-through runs as written: its Python blocks, in order, in one namespace."""

import os
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_readme_runs_as_written(tmp_path, monkeypatch, capsys):
    pytest.importorskip("numpy")
    pytest.importorskip("matplotlib")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.chdir(tmp_path)  # the figure is saved here
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 6
    namespace = {"__name__": "readme"}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    assert (tmp_path / "grundy.png").stat().st_size > 0
    printed = capsys.readouterr().out
    # The comments that show output say what is printed.
    for shown in re.findall(r"print\(.*?\)\s+# (.+)", "\n".join(blocks)):
        assert shown.strip() in printed, shown
