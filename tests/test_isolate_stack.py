"""Reading the compiler's stack off gdb's backtrace (the real gdb runs in
test_isolate_covbuild.py, on tcc built with coverage)."""

from __future__ import annotations

from pathlib import Path

from ccfuzz.isolate import stack
from ccfuzz.toolchain.covbuild import CoverageBuild

BACKTRACE = """\
Breakpoint 1, _tcc_error (fmt=...) at libtcc.c:623
623	{
#0  _tcc_error (fmt=...) at libtcc.c:623
#1  0x00005555555a2e8b in skip (...) at tccpp.c:1487
#2  0x00005555555c0a3e in block (...) at tccgen.c:6390
#3  0x00007ffff7dd9d90 in __libc_start_call_main (...) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007ffff7df318a in __libc_start_main_impl () from /lib/x86_64-linux-gnu/libc.so.6
#5  0x00005555555d1111 in helper (...) at /elsewhere/other.c:12
#6  0x0000555555556aa4 in main (...) at tcc.c:290
"""


def build(tree: Path) -> CoverageBuild:
    for name in ("libtcc.c", "tccpp.c", "tccgen.c", "tcc.c"):
        (tree / name).write_text("")
    return CoverageBuild("tcc-cov", tree / "tcc", tree, tree / "obj", 0, "test")


def test_frames_are_the_compilers_own_innermost_first(tmp_path: Path) -> None:
    # The error function itself, the C library and code outside the build are left out.
    assert stack.frames(BACKTRACE, build(tmp_path), ("_tcc_error",)) == (
        "skip", "block", "main")
    assert stack.frames(BACKTRACE, build(tmp_path))[0] == "_tcc_error"
    assert stack.frames("No stack.\n", build(tmp_path)) == ()


def test_a_tcc_from_before_2020_stops_in_tcc_error_and_it_is_left_out(tmp_path: Path) -> None:
    # tcc before 2020 reports errors through tcc_error itself, not a macro over _tcc_error.
    old = BACKTRACE.replace("_tcc_error", "tcc_error")
    assert {"tcc_error", "_tcc_error"} <= set(stack.STOPS["tcc"])
    assert stack.frames(old, build(tmp_path), stack.STOPS["tcc"]) == ("skip", "block", "main")
