"""Every reader of compiler output takes time linear in it, and says what the regular
expressions it replaces said (a compiler's stderr can be a megabyte on one line)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccfuzz import compilers, sandbox, signatures
from ccfuzz.model import BuildStatus, Ending, Origin, Program
from tests.conftest import require

# The patterns as they were written first: the specification of what the linear code says.
SPEC_ASSERT = re.compile(
    r"(?P<where>[^\s:]+):\d+: (?P<func>[^\n]*?): Assertion `(?P<cond>.*)' failed")
SPEC_PROGRAM = re.compile(r"(?:[\w./-]*/)?prog\.c(?::\d+)*:?\s*")
SPEC_PASS = re.compile(r"Running pass '(?P<pass>[^']*)'")
SPEC_GCC_FRAME = re.compile(r"^0x[0-9a-f]+ (?P<sym>\S.*?)\s*$")
SPEC_CLANG_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?P<sym>[^(]\S.*?)(?: \(/.*)?$")

# Pieces the patterns turn on, and characters around them (ASCII: where Python's \s and \d
# and grep's C locale agree).
FRAGMENTS = ["prog.c", "/", "/prog.c", ":", "1", "12", ": ", ":3: ", " ", "\n", "\t", "a",
             "x.cpp", ": Assertion `", "' failed", "'", "`", "Running pass '", "(", " (/",
             "0x1f ", "#4 0x1f ", "internal compiler error: ", "LLVM ERROR: ",
             "error in backend: ", "error", "Stack dump:", "\u2018", "g_1", "-", ".", "_"]
text_of_fragments = st.lists(st.sampled_from(FRAGMENTS), max_size=24).map("".join)


@settings(max_examples=400, deadline=None)
@given(text_of_fragments)
def test_linear_rewrites_say_what_the_patterns_said(text: str) -> None:
    spec = SPEC_ASSERT.search(text)
    got = signatures.failed_assertion(text)
    assert (got and (got.where, got.function, got.condition)) == (
        spec and (spec["where"], spec["func"], spec["cond"]))
    assert signatures._without_program_locations(text) == SPEC_PROGRAM.sub("", text)
    passes = SPEC_PASS.findall(text)
    assert signatures._last_pass(text) == (passes[-1] if passes else None)
    for line in text.splitlines():
        gcc = SPEC_GCC_FRAME.match(line.strip())
        clang = SPEC_CLANG_FRAME.match(line)
        want = gcc["sym"] if gcc else clang["sym"] if clang else None
        assert signatures._frame_symbol(line) == want, line


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text_of_fragments)
def test_the_shell_rule_for_crashes_is_the_python_rule(tmp_path_factory: pytest.TempPathFactory,
                                                       text: str) -> None:
    proc = sandbox.run(["bash", "-c", signatures.crash_grep("compile.err")],
                       limits=sandbox.Limits(wall_seconds=20),
                       files={"compile.err": text.encode()})
    assert proc.exit_code in (0, 1), proc.stderr_text()
    assert (proc.exit_code == 0) == signatures.looks_like_crash(text), repr(text)


def _linear_scan(text: str) -> object:
    """A reference: a few passes over the text at Python's speed, each plainly linear."""
    return (len(text.splitlines()), len(re.findall(r"\w+|\W", text)), text.lower().count("e"))


READERS: dict[str, Callable[[str], object]] = {
    "looks_like_crash": signatures.looks_like_crash,
    "failed_assertion": signatures.failed_assertion,
    "crash_detail": lambda t: signatures.crash_detail(t, 11),
    "crash_signature": lambda t: signatures.crash_signature("gcc", t, None),
    "rejects_signature": lambda t: signatures.rejects_signature("gcc 12", t),
    "normalize": signatures.normalize,
    "first_error": signatures.first_error,
    "classify_compile": lambda t: compilers.classify_compile(sandbox.ProcResult(
        ("cc",), Ending.EXITED, 1, None, b"", t.encode(), 0.1, 0.1, 0), produced=False),
}


def _seconds(function: Callable[[str], object], text: str) -> float:
    """The CPU time of one call, the best of three: CPU time, not wall-clock time, since on a
    loaded machine the wall clock also counts the time other processes ran instead."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        function(text)
        best = min(best, time.process_time() - start)
    return best


def _assert_linear(text: str) -> None:
    scan = _seconds(_linear_scan, text)
    for name, read in READERS.items():
        spent = _seconds(read, text)
        # A linear reader costs a few scans; the quadratic patterns these replace cost
        # thousands of them on 40 KB (seconds against milliseconds).
        assert spent < 30 * scan + 0.002, (name, spent, scan, text[:80])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=6).map("".join),
       st.sampled_from(["", "a", "/", "0x1f ", ":1: ", "Running pass '"]))
def test_every_reader_of_compiler_output_is_linear(unit: str, prefix: str) -> None:
    text = prefix + unit * (40_000 // len(unit) + 1)
    _assert_linear(text)


def test_a_one_line_program_that_gcc_echoes_is_read_in_linear_time(tmp_path: Path) -> None:
    require("gcc")
    source = "int a[]={" + "1," * 30_000 + "1};int main(void){return undeclared_var;}\n"
    gcc = next(c for c in compilers.discover() if c.name == "gcc")
    build = compilers.CompilerConfig(gcc, "-O0")
    result = build.build(Program("l", source, Origin("file")), tmp_path)
    assert result.status is BuildStatus.REJECTED, result.diagnostics[:500]
    assert len(result.diagnostics) > 60_000  # gcc echoed the line
    _assert_linear(result.diagnostics)
