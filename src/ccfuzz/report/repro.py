"""Self-contained shell scripts that reproduce a finding on any machine with the compiler.

The script embeds the program (and its input and the expected output, byte-exact through
base64), compiles it with the recorded command lines in a scratch directory, and exits
0 when the misbehaviour shows again, 1 when it does not, 2 when it could not check.
"""

from __future__ import annotations

import base64
import shlex
from collections import Counter
from collections.abc import Sequence

from ccfuzz.compilers import BINARY_NAME, SOURCE_NAME
from ccfuzz.model import Ending, FindingKind
from ccfuzz.store import FindingRow, ObservationRow, ProgramRow

_CRASH_GREP = (
    "internal compiler error|PLEASE submit a bug report|Please submit a full bug report|"
    "Stack dump:|frontend command failed due to signal|Assertion `|LLVM ERROR:|"
    "error in backend:|Killed signal terminated program|virtual memory exhausted"
)
# Slack over the recorded limits: the script runs on a machine that may be busier.
_HANG_FACTOR = 1.0
_RUN_TIMEOUT = 10


def reference_outcome(finding: FindingRow, program: ProgramRow,
                      observations: Sequence[ObservationRow]) -> tuple[int | None, bytes] | None:
    """The exit status and output a correct build gives: expected, or the majority's."""
    if program.expected is not None:
        return 0, program.expected
    votes = Counter(
        (o.run.exit_code, o.run.stdout)
        for o in observations
        if o.build not in finding.builds and o.run is not None
        and o.run.status is Ending.EXITED
    )
    return votes.most_common(1)[0][0] if votes else None


def _heredoc_b64(path: str, data: bytes) -> str:
    encoded = base64.encodebytes(data).decode()
    return f"base64 -d > {path} <<'CCFUZZ_B64'\n{encoded}CCFUZZ_B64\n"


def script(finding: FindingRow, program: ProgramRow, observations: Sequence[ObservationRow],
           compile_timeout: float, source: str | None = None) -> str:
    """The script for ``finding`` as ``program`` showed it (with ``source`` in place of the
    program's own: the reduced program)."""
    source = source if source is not None else program.source or ""
    by_build = {o.build: o for o in observations}
    lines = [
        "#!/bin/bash",
        f"# ccfuzz finding {finding.id}: {finding.kind} in {finding.compiler}",
        f"# {finding.summary}",
        f"# signature: {finding.signature}",
        f"# program: {program.name}  origin: {program.origin_json()}",
    ]
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is not None:
            lines.append(f"# {build}: {obs.version}")
    lines += [
        "# exit status: 0 = reproduced, 1 = not reproduced, 2 = could not check",
        "set -u",
        'work=$(mktemp -d) || exit 2',
        "trap 'rm -rf \"$work\"' EXIT",
        'cd "$work" || exit 2',
        'export TMPDIR="$work"  # compiler temporaries go where the trap removes them',
        _heredoc_b64(SOURCE_NAME, source.encode()),
        _heredoc_b64("input", program.stdin),
        "reproduced=0",
    ]
    reference = reference_outcome(finding, program, observations)
    if reference is not None:
        lines.append(_heredoc_b64("expected.out", reference[1]))
        lines.append(f"expected_exit={reference[0]}")
    limit = int(compile_timeout * _HANG_FACTOR + 0.999)
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is None:
            continue
        command = shlex.join(obs.command)
        lines.append(f"echo '== {build}'")
        lines.append(f"timeout -s KILL {limit} {command} 2> compile.err; status=$?")
        lines.append(_check(finding.kind, build))
    lines += [
        'if [ "$reproduced" = 1 ]; then echo "REPRODUCED"; exit 0; fi',
        'echo "NOT REPRODUCED"; exit 1',
        "",
    ]
    return "\n".join(lines)


def _check(kind: FindingKind, build: str) -> str:
    tag = shlex.quote(build)
    if kind is FindingKind.COMPILER_CRASH:
        return (
            f"if [ $status -gt 128 ] && [ $status -ne 137 ] || grep -qE {shlex.quote(_CRASH_GREP)}"
            f" compile.err; then echo {tag}' crashed:'; tail -n 20 compile.err; reproduced=1; fi"
        )
    if kind is FindingKind.COMPILER_HANG:
        return f"if [ $status -eq 137 ]; then echo {tag}' did not finish'; reproduced=1; fi"
    if kind is FindingKind.REJECTS_VALID:
        return (
            f"if [ $status -ne 0 ] && [ $status -le 128 ] && ! grep -qE "
            f"{shlex.quote(_CRASH_GREP)} compile.err; then echo {tag}' rejects it:';"
            f" head -n 5 compile.err; reproduced=1; fi"
        )
    # Pass pipelines (ccfuzz passes): the command is the whole clang | opt | llc | link chain.
    if kind is FindingKind.INVALID_IR:
        return (f"if grep -qE 'Broken (module|function) found' compile.err; then echo {tag}"
                "' makes invalid IR:'; head -n 5 compile.err; reproduced=1; fi")
    if kind is FindingKind.BACKEND_FAILURE:
        return (f"if [ -f prog.opt.ll ] && [ ! -f {BINARY_NAME} ]; then echo {tag}' back end "
                "fails on what opt produced:'; tail -n 20 compile.err; reproduced=1; fi")
    if kind is FindingKind.PERFORMANCE:
        # 137: killed at the wall-clock limit; 152: SIGXCPU at opt's CPU limit (ulimit -t).
        return ("if [ $status -eq 137 ] || [ $status -eq 152 ] || grep -qE "
                f"'out of memory|bad_alloc|Allocation failed' compile.err; then echo {tag}"
                "' over its time or memory limit'; reproduced=1; fi")
    run = (
        f'if [ $status -ne 0 ]; then echo {tag}" does not compile now (exit $status)";'
        f" cat compile.err; exit 2; fi\n"
        f"timeout -s KILL {_RUN_TIMEOUT} ./{BINARY_NAME} < input > actual.out; code=$?\n"
    )
    if kind is FindingKind.RUNTIME_CRASH:
        return run + (
            f'if [ $code -gt 128 ] && [ $code -ne 137 ]; then echo {tag}" crashed'
            f' (status $code)"; reproduced=1; fi'
        )
    return run + (
        'if [ "$code" != "$expected_exit" ] || ! cmp -s actual.out expected.out; then\n'
        f'  echo {tag}" prints (exit $code):"; head -c 2000 actual.out\n'
        '  echo "expected (exit $expected_exit):"; head -c 2000 expected.out\n'
        "  reproduced=1\nfi"
    )
