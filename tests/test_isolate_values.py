"""Values outside the suite's ranges (``isolate.values``): the runtime's events read into
ranges, and the functions flagged where the failing compile's values leave them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.isolate import values
from ccfuzz.isolate.values import ValueBuild
from ccfuzz.toolchain.covbuild import CoverageBuild


def event(site: int, kind: int, value: int) -> list[int]:
    """One event as the runtime writes it: the kind in the top 4 bits, the value's low 60."""
    return [site, (kind << 60) | (value & ((1 << 60) - 1))]


def test_ranges_keep_each_sites_least_and_greatest_loaded_value() -> None:
    events = np.array([event(0x101, 7, 5), event(0x101, 7, -3), event(0x101, 7, 40),
                       event(0x205, 7, 0), event(0x205, 6, 2),  # a load's sign only
                       event(0x300, 1, 7)],  # a comparison: not a load
                      dtype=np.uint64)
    assert values.ranges_of(events) == {0x101: (-3, 40), 0x205: (0, 0)}
    assert values.ranges_of(np.zeros((0, 2), dtype=np.uint64)) == {}
    into = {0x101: (0, 10)}
    values.union(into, {0x101: (-3, 4), 0x300: (1, 1)})
    assert into == {0x101: (-3, 10), 0x300: (1, 1)}


def test_flagged_functions_loaded_a_value_outside_the_passing_range() -> None:
    vb = ValueBuild(Path(__file__), (0x100, 0x200, 0x300), ("f", "g", "h"))
    # A site is a return address's offset + 1: 0x181 is in f, 0x201 in f too (the call
    # before it), 0x2f0 in g.
    assert [vb.function_of(s) for s in (0x181, 0x201, 0x2f0, 0x50)] == ["f", "f", "g", None]
    passing = {0x181: (0, 10), 0x2f0: (-5, 5), 0x310: (1, 1)}
    failing = {0x181: (2, 11),  # above the range: f
               0x2f0: (-5, 5),  # within it
               0x310: (0, 0),  # below it: h
               0x320: (99, 99)}  # no passing compile loads a value here: not flagged
    assert values.flagged(vb, failing, passing) == ("f", "h")
    # Two flagged sites in h, one in f: h first.
    failing[0x330] = (-1, -1)
    passing[0x330] = (0, 3)
    assert values.flagged(vb, failing, passing) == ("h", "f")


def test_a_targets_arguments_without_its_files() -> None:
    assert values.arguments_without_io(["-O0", "-w", "prog.c", "-o", "prog", "-lm"]) == [
        "-O0", "-w", "-lm"]


def test_a_build_that_cannot_be_built_again_with_values_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gcc = CoverageBuild("gcc-cov", tmp_path / "gcc", tmp_path, tmp_path, 0, "12", "gcc")
    with pytest.raises(CcfuzzError, match="tcc only"):
        values.check_buildable(gcc)
    tcc = replace(gcc, name="tcc-cov", family="tcc")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(ToolMissingError, match="clang-14"):
        values.check_buildable(tcc)


def test_the_suites_ranges_are_kept_beside_a_kept_value_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = CoverageBuild("tcc-cov", tmp_path / "tcc", tmp_path, tmp_path, 0, "1", "tcc")
    made: list[tuple[str, ...]] = []

    def suite_ranges(vb: ValueBuild, build: CoverageBuild, arguments: list[str],
                     *args: object) -> tuple[values.Ranges, int]:
        made.append(tuple(arguments))
        return {0x181: (-3, 40), 0x2f0: (0, 0)}, 87

    monkeypatch.setattr(values, "suite_ranges", suite_ranges)
    kept = ValueBuild(tmp_path / "tcc", (0x100,), ("f",), kept_in=tmp_path)
    first = values.suite_ranges_kept(kept, build, ["-O0", "a.c", "-o", "a"], 60, 10)
    assert first == ({0x181: (-3, 40), 0x2f0: (0, 0)}, 87) and len(made) == 1
    # Read back for the same arguments (the program and its output named otherwise) ...
    assert values.suite_ranges_kept(kept, build, ["-O0", "b.c", "-o", "b"], 60, 10) == first
    assert len(made) == 1
    # ... made again for other arguments, for a file that is not whole, and never kept
    # for a build made for one isolation.
    values.suite_ranges_kept(kept, build, ["-O2", "a.c"], 60, 10)
    assert len(made) == 2
    for path in tmp_path.glob("suite-*.npz"):
        path.write_bytes(path.read_bytes()[:40])
    assert values.suite_ranges_kept(kept, build, ["-O0", "a.c"], 60, 10) == first
    assert len(made) == 3
    once = ValueBuild(tmp_path / "tcc", (0x100,), ("f",))
    values.suite_ranges_kept(once, build, ["-O0", "a.c"], 60, 10)
    values.suite_ranges_kept(once, build, ["-O0", "a.c"], 60, 10)
    assert len(made) == 5
    # A suite none of whose programs passed is not kept: the next isolation runs it again.
    monkeypatch.setattr(values, "suite_ranges", lambda *args: ({}, 0))
    assert values.suite_ranges_kept(kept, build, ["-O1", "a.c"], 60, 10) == ({}, 0)
    assert len(list(tmp_path.glob("suite-*.npz"))) == 2
