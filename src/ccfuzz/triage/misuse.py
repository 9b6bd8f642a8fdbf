"""A pass run where it cannot work is not a compiler bug: its output needs a run-time library.

Instrumentation passes (profiling, sanitizers, contextual profiling) make calls into a run-time
library that only the matching driver flag links in. ``opt`` alone, then ``llc`` and a plain
link, ends in undefined references to that library's symbols: the linker says which.
"""

from __future__ import annotations

import re

# The symbol families of LLVM's run-time libraries (compiler-rt): profile, sanitizers, XRay,
# contextual profiling, type sanitizer, numerical sanitizer, memprof.
_RUNTIME = re.compile(
    r"(?:undefined (?:reference to|symbol:?)|hidden symbol) [`'\"]?(?P<symbol>"
    r"__(?:llvm_profile|llvm_ctx_profile|ctx_profile|profc|profd|prof|asan|hwasan|msan|tsan|"
    r"ubsan|sanitizer|dfsan|xray|tysan|nsan|memprof|llvm_gcov|llvm_orderfile|radsan|rtsan|"
    r"cfi|safestack|gcov)\w*)")


def runtime_library_misuse(diagnostics: str) -> str | None:
    """Why a failed link is pass misuse (the run-time symbol it misses), or None."""
    match = _RUNTIME.search(diagnostics)
    if match is None:
        return None
    return (f"the output calls {match.group('symbol')}, which only a run-time library "
            "defines: the pass needs the driver's instrumentation set-up, not a bug")
