"""The pass catalog's first probe, which takes minutes, keeps to a deadline (`passes
--minutes`) and goes on, next time, from where it stopped: never probed twice, never lost."""

from __future__ import annotations

import json
import time
from pathlib import Path

from ccfuzz.passes import catalog
from ccfuzz.passes import toolchain as llvm
from ccfuzz.passes.toolchain import PassManager
from tests.conftest import require


def _cached(cache: Path) -> dict[str, object]:
    [path] = cache.glob("passes-legacy-*.json")
    data: dict[str, object] = json.loads(path.read_text())
    return data


def test_a_probe_stopped_at_its_deadline_goes_on_from_where_it_stopped(
        tmp_path: Path, private_tmp: Path) -> None:
    require("opt", "llc", "clang-14")
    toolchain = llvm.find_toolchain("opt")
    cache = tmp_path / "cache"
    first = catalog.discover(toolchain, PassManager.LEGACY, cache,
                             deadline=time.monotonic() + 10)
    assert not first.complete and 0 < first.probed < first.candidates
    data = _cached(cache)
    assert data["complete"] is False and isinstance(data["probed"], list)
    probed_first = set(data["probed"])
    assert len(probed_first) == first.probed
    second = catalog.discover(toolchain, PassManager.LEGACY, cache,
                              deadline=time.monotonic() + 10)
    assert not second.complete and second.probed > first.probed
    again = _cached(cache)
    assert isinstance(again["probed"], list) and probed_first < set(again["probed"])
    # What the first found is kept: its passes and drops are the second's too.
    assert set(first.names()) <= set(second.names())
    assert first.dropped.items() <= second.dropped.items()
    # With no time at all, nothing more is probed and nothing is lost.
    none = catalog.discover(toolchain, PassManager.LEGACY, cache, deadline=time.monotonic())
    assert none.probed == second.probed and set(none.names()) == set(second.names())
