"""What several benchmarks share: an option type, and the reference most of them measure
against (one ``gcc -O2`` compile of the program, timed in the same run)."""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from ccfuzz import sandbox
from ccfuzz.compilers import from_config
from ccfuzz.model import Origin, Program


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def gcc_o2_seconds(source: str) -> float:
    """Wall seconds of one ``gcc -O2`` compile of ``source`` through the sandbox."""
    [config] = from_config("gcc", "gcc", opt_levels=("-O2",)).configs(
        sandbox.Limits(wall_seconds=120))
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        config.build(Program("p", source, Origin("file")), Path(tmp))
        return time.perf_counter() - start


def read_results(path: Path) -> list[dict[str, Any]]:
    """The results a benchmark appended to ``path`` (JSON lines), none when it is absent."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line]
